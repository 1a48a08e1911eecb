//! The classic rulebook's part (the standard and ce05 boards): each unit takes one order,
//! battles are one unit plus its supports (DATC), retreats into one province all fail,
//! and a power builds only in a vacant home centre.

use super::rulebook::RulebookPart;
use super::{AdjustVerdict, Board, MovementResult, RetreatVerdict};
use super::{adjudicate_movement, movement_orders, retreat_orders};
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::notation::parse_order;
use crate::engine::order::{RetreatOrder, Written};
use crate::engine::position::{Position, Unit};

/// The classic rulebook's part of the rules.
pub(crate) struct ClassicPart;

impl RulebookPart for ClassicPart {
    fn units_stack(&self) -> bool {
        false
    }

    fn read_line(
        &self,
        map: &Map,
        position: &Position,
        power: PowerId,
        text: &str,
    ) -> Result<Vec<Written>, String> {
        parse_order(map, position, Some(power), text)
            .map(|w| vec![w])
            .map_err(|e| e.to_string())
    }

    fn movement(&self, board: Board, written: &[Written]) -> (MovementResult, Position) {
        let Board { map, position, .. } = board;
        let unit_orders = movement_orders(map, position, written);
        let result = adjudicate_movement(board, &unit_orders);
        let next = result.apply(position);
        (result, next)
    }

    /// The last order written for each dislodged unit.
    fn retreat_orders(
        &self,
        position: &Position,
        written: &[Written],
    ) -> Vec<Option<RetreatOrder>> {
        retreat_orders(position, written)
    }

    /// Two or more units retreating to one province are all disbanded.
    fn retreat_clashes(
        &self,
        _units: &[Unit],
        targets: &[Option<Location>],
    ) -> Vec<(usize, RetreatVerdict)> {
        let n = targets.len();
        (0..n)
            .filter_map(|i| {
                let t = targets[i]?;
                let with: Vec<usize> = (0..n)
                    .filter(|&j| j != i && targets[j].is_some_and(|o| o.province == t.province))
                    .collect();
                (!with.is_empty()).then_some((i, RetreatVerdict::DisbandedCollision { with }))
            })
            .collect()
    }

    /// An owned home centre, vacant.
    fn build_refusal(
        &self,
        pos: &Position,
        power: PowerId,
        at: ProvinceId,
        home: bool,
    ) -> Option<AdjustVerdict> {
        let open = home && pos.owners[at.index()] == Some(power) && pos.unit_at(at).is_none();
        (!open).then_some(AdjustVerdict::NotBuildable)
    }

    /// A unit is named by its province.
    fn names(&self, written: &Written, unit: &Unit) -> bool {
        unit.power == written.power && unit.loc.province == written.at.province
    }

    fn build_sites_in_words(&self) -> &'static str {
        "a vacant home centre"
    }

    fn in_words(&self, _map: &Map) -> Option<String> {
        None
    }
}
