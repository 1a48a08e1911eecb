//! The adjudicator: pure functions from a board (map, position, rules) and its orders to
//! results with reasons; one core for every board, with what differs by board asked of
//! the map's rulebook (`rulebook.rs`).

mod adjustment;
mod alone;
pub use alone::{may_convoy, support_refusal};
mod board;
mod check;
mod classic;
mod convoy;
mod disorder;
mod groups;
pub mod hooks;
mod movement;
pub mod multiplomacy;
#[cfg(test)]
mod one_core_tests;
mod outcome;
mod phase;
mod prepare;
mod resolver;
mod retreat;
pub(crate) mod rulebook;
mod strengths;

pub use adjustment::{AdjustResult, AdjustVerdict, adjudicate_adjustments};
pub use board::Board;
pub use check::{Check, CheckVoid, Checked, check_alone, check_reasoned};
pub use convoy::{convoy_reach, convoy_reach_now, convoy_reach_through, convoy_route};
pub use hooks::{HookReason, rail_destinations, variant_refusal};
pub use movement::{MovementResult, adjudicate_movement};
pub use outcome::{Dislodgement, Force, ForceRole, Opponent, Role, Verdict, VoidReason};
pub use phase::{PhaseResult, adjudicate_phase, adjustment_written, unit_of};
pub use retreat::{
    RetreatBlock, RetreatResult, RetreatVerdict, adjudicate_retreats, legal_retreats,
    retreat_block, retreat_options, retreat_places,
};
pub use rulebook::Rulebook;

use crate::engine::map::Map;
use crate::engine::order::{MainOrder, Order, RetreatOrder, Written};
use crate::engine::position::Position;

/// Orders for a movement phase matched to units: `None` where a unit has no order.
/// Orders that could never be valid are ignored first; a unit left with several
/// different orders holds (4.D.3, 4.E.1). Orders for another power's unit are ignored.
pub fn movement_orders(
    map: &Map,
    position: &Position,
    written: &[Written],
) -> Vec<Option<MainOrder>> {
    let mut given: Vec<Vec<MainOrder>> = vec![Vec::new(); position.units.len()];
    for w in written {
        let Order::Main(order) = w.order else {
            continue;
        };
        let Some(i) = position.unit_at(w.at.province) else {
            continue;
        };
        if position.units[i].power == w.power && !given[i].contains(&order) {
            given[i].push(order);
        }
    }
    given
        .iter()
        .enumerate()
        .map(|(i, orders)| {
            let legal: Vec<MainOrder> = orders
                .iter()
                .copied()
                .filter(|o| alone::legal_alone(map, position, &position.units[i], o))
                .collect();
            match (legal.len(), orders.first()) {
                (0, first) => first.copied(),
                (1, _) => Some(legal[0]),
                _ => Some(MainOrder::Hold),
            }
        })
        .collect()
}

/// Orders for a retreat phase, one per dislodged unit (the last written counts).
pub fn retreat_orders(position: &Position, written: &[Written]) -> Vec<Option<RetreatOrder>> {
    let mut out = vec![None; position.dislodged.len()];
    for w in written {
        let Order::Retreat(order) = w.order else {
            continue;
        };
        if let Some(i) = position
            .dislodged
            .iter()
            .position(|d| d.unit.loc.province == w.at.province && d.unit.power == w.power)
        {
            out[i] = Some(order);
        }
    }
    out
}

/// Checks that a map and position agree (used by tests and loaders).
pub fn units_fit_map(map: &Map, position: &Position) -> bool {
    position
        .units
        .iter()
        .all(|u| map.valid_location(u.kind, u.loc))
}
