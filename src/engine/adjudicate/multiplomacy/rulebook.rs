//! Multiplomacy's part of the rules (seed 001): orders are counted and name part of a
//! stack, the numerically greater force wins a province, the largest force retreating
//! into one province survives by its margin, and a power builds in any home province it
//! owns where no other power's units stand.

use super::movement::adjudicate_stacked;
use super::prepare::assign;
use super::retreat::outnumbered_retreats;
use crate::engine::adjudicate::rulebook::RulebookPart;
use crate::engine::adjudicate::{AdjustVerdict, Board, MovementResult, RetreatVerdict};
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::notation::counted::parse_stacked_order;
use crate::engine::order::{Order, RetreatOrder, Written};
use crate::engine::position::{Position, Unit};

/// Multiplomacy's part of the rules.
pub(crate) struct StackedPart;

impl RulebookPart for StackedPart {
    fn units_stack(&self) -> bool {
        true
    }

    fn read_line(
        &self,
        map: &Map,
        position: &Position,
        power: PowerId,
        text: &str,
    ) -> Result<Vec<Written>, String> {
        parse_stacked_order(map, position, Some(power), text).map_err(|e| e.to_string())
    }

    fn movement(&self, board: Board, written: &[Written]) -> (MovementResult, Position) {
        let result = adjudicate_stacked(board, written);
        result.into_movement(board, written)
    }

    /// Each counted order takes the first units it names not yet ordered (rule 9).
    fn retreat_orders(
        &self,
        position: &Position,
        written: &[Written],
    ) -> Vec<Option<RetreatOrder>> {
        let units: Vec<Unit> = position.dislodged.iter().map(|d| d.unit).collect();
        let asg = assign(&units, written, |o| matches!(o, Order::Retreat(_)));
        asg.order_of
            .iter()
            .map(|k| match written[(*k)?].order {
                Order::Retreat(order) => Some(order),
                _ => None,
            })
            .collect()
    }

    fn retreat_clashes(
        &self,
        units: &[Unit],
        targets: &[Option<Location>],
    ) -> Vec<(usize, RetreatVerdict)> {
        outnumbered_retreats(units, targets)
    }

    /// An owned home province where no other power's units stand (rule 10).
    fn build_refusal(
        &self,
        pos: &Position,
        power: PowerId,
        at: ProvinceId,
        home: bool,
    ) -> Option<AdjustVerdict> {
        if !home {
            Some(AdjustVerdict::NotHome)
        } else if pos.owners[at.index()] != Some(power) {
            Some(AdjustVerdict::NotOwned)
        } else if pos.holder(at).is_some_and(|h| h != power) {
            Some(AdjustVerdict::Occupied)
        } else {
            None
        }
    }

    /// Units are named by their kind and province (and coast, where written).
    fn names(&self, written: &Written, unit: &Unit) -> bool {
        unit.power == written.power
            && Some(unit.kind) == written.kind
            && unit.loc.province == written.at.province
            && (written.at.coast.is_none() || written.at.coast == unit.loc.coast)
    }

    fn build_sites_in_words(&self) -> &'static str {
        "a home centre of yours, even where your units stand,"
    }

    fn in_words(&self, map: &Map) -> Option<String> {
        Some(format!(
            "Any number of one power's units may share a province; the larger force \
             wins. {} centres to win, held at the end of {} winters running.",
            map.victory_centres, map.victory_years
        ))
    }
}
