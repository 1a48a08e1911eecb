//! One phase adjudicated under the map's rulebook, on every board: the orders as read in,
//! the typed result and the position it leaves (before the calendar moves on). The game,
//! the computers' search and the data-file runner all adjudicate through here.

use super::multiplomacy::{
    adjudicate_stacked, adjudicate_stacked_adjustments, adjudicate_stacked_retreats,
};
use super::{
    AdjustVerdict, MovementResult, RetreatVerdict, Rulebook, adjudicate_adjustments,
    adjudicate_movement, adjudicate_retreats, adjust_orders, movement_orders, retreat_orders,
};
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::order::{AdjustOrder, Order, Written};
use crate::engine::position::{PhaseKind, Position, Unit};
use crate::engine::rules::Rules;
use serde::{Deserialize, Serialize};

/// What a phase decided, on every board: one typed outcome per kind of phase (where units
/// stack, a movement's result also keeps its orders' parts: `MovementResult::stacks`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum PhaseResult {
    Movement(MovementResult),
    /// One verdict per dislodged unit of the phase's position (a unit of a stack is one
    /// unit: a stack's units may go different ways).
    Retreat(Vec<RetreatVerdict>),
    /// Each order as read (counted where units stack) with its verdict, in the order
    /// written; then the units the civil-disorder rule removed.
    Adjustment {
        #[serde(rename = "orders")]
        verdicts: Vec<(Written, AdjustVerdict)>,
        #[serde(rename = "removed")]
        disorder_removals: Vec<Unit>,
    },
}

/// Adjudicates the phase of `before` with these orders under the map's rulebook.
pub fn adjudicate_phase(
    map: &Map,
    before: &Position,
    written: &[Written],
    rules: &Rules,
) -> (PhaseResult, Position) {
    Rulebook::of(map).adjudicate(map, before, written, rules)
}

impl Rulebook {
    /// Adjudicates the phase of `before` with these orders under this rulebook.
    pub fn adjudicate(
        self,
        map: &Map,
        before: &Position,
        written: &[Written],
        rules: &Rules,
    ) -> (PhaseResult, Position) {
        match self {
            Rulebook::Classic => classic(map, before, written, rules),
            Rulebook::Multiplomacy => stacked(map, before, written, rules),
        }
    }
}

/// A phase under the classic rulebook: each unit takes one order.
fn classic(
    map: &Map,
    before: &Position,
    written: &[Written],
    rules: &Rules,
) -> (PhaseResult, Position) {
    match before.phase.kind {
        PhaseKind::Movement => {
            let unit_orders = movement_orders(map, before, written);
            let result = adjudicate_movement(map, before, &unit_orders, rules);
            let next = result.apply(before);
            (PhaseResult::Movement(result), next)
        }
        PhaseKind::Retreat => {
            let r = retreat_orders(before, written);
            let result = adjudicate_retreats(map, before, &r, rules);
            (PhaseResult::Retreat(result.verdicts), result.position)
        }
        PhaseKind::Adjustment => classic_adjustments(map, before, written, rules),
    }
}

/// Classic adjustments, each verdict with the order as read (or as the adjudicator
/// knows it, for an order it made up: civil disorder's).
fn classic_adjustments(
    map: &Map,
    before: &Position,
    written: &[Written],
    rules: &Rules,
) -> (PhaseResult, Position) {
    let result = adjudicate_adjustments(map, before, &adjust_orders(written), rules);
    let mut unused: Vec<&Written> = written.iter().collect();
    let verdicts = result
        .verdicts
        .into_iter()
        .map(|(power, order, verdict)| {
            let found = unused
                .iter()
                .position(|w| w.power == power && w.order == Order::Adjust(order));
            let w = match found {
                Some(i) => *unused.remove(i),
                None => adjustment_written(before, power, order),
            };
            (w, verdict)
        })
        .collect();
    let disorder_removals = result
        .disorder_removals
        .into_iter()
        .filter_map(|(power, loc)| unit_of(before, power, loc))
        .collect();
    let phase = PhaseResult::Adjustment {
        verdicts,
        disorder_removals,
    };
    (phase, result.position)
}

/// A phase under Multiplomacy's rules: orders are counted, and one power's units stack.
fn stacked(
    map: &Map,
    before: &Position,
    orders: &[Written],
    rules: &Rules,
) -> (PhaseResult, Position) {
    match before.phase.kind {
        PhaseKind::Movement => {
            let r = adjudicate_stacked(map, before, orders);
            let (m, next) = r.into_movement(map, rules, before, orders);
            (PhaseResult::Movement(m), next)
        }
        PhaseKind::Retreat => {
            let r = adjudicate_stacked_retreats(map, before, orders, rules);
            (PhaseResult::Retreat(r.verdicts), r.position)
        }
        PhaseKind::Adjustment => {
            let r = adjudicate_stacked_adjustments(map, before, orders, rules);
            let result = PhaseResult::Adjustment {
                verdicts: orders.iter().copied().zip(r.verdicts).collect(),
                disorder_removals: r.disorder_removals,
            };
            (result, r.position)
        }
    }
}

/// The typed order for an adjustment known only as its power and order (a classic
/// adjustment the orders as read do not hold, or one from an older save): a removal names
/// the unit standing there in `before`.
pub fn adjustment_written(before: &Position, power: PowerId, order: AdjustOrder) -> Written {
    let (kind, at) = match order {
        AdjustOrder::Build { kind, at } => (kind, at),
        AdjustOrder::Remove { at } => {
            let unit = before
                .units
                .iter()
                .find(|u| u.power == power && u.loc.province == at);
            (
                unit.map(|u| u.kind),
                unit.map_or(Location::province(at), |u| u.loc),
            )
        }
        AdjustOrder::Waive => (None, Location::province(ProvinceId(0))),
    };
    Written {
        power,
        kind,
        at,
        order: Order::Adjust(order),
        counts: Default::default(),
    }
}

/// The unit of `power` standing at `loc` in `before` (one the civil-disorder rule removed).
pub fn unit_of(before: &Position, power: PowerId, loc: Location) -> Option<Unit> {
    before
        .units
        .iter()
        .find(|u| u.power == power && u.loc == loc)
        .copied()
}
