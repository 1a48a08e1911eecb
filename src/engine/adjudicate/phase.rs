//! One phase adjudicated under the map's rulebook, on every board: the orders as read in,
//! the typed result and the position it leaves (before the calendar moves on). The game,
//! the computers' search and the data-file runner all adjudicate through here.

use super::{
    AdjustVerdict, Board, MovementResult, RetreatVerdict, Rulebook, adjudicate_adjustments,
    adjudicate_retreats,
};
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::order::{AdjustOrder, Order, Written};
use crate::engine::position::{PhaseKind, Position, Unit};
use serde::{Deserialize, Serialize};

/// What a phase decided, on every board: one typed outcome per kind of phase (where units
/// stack, a movement's result also keeps its orders' parts: `MovementResult::stacks`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum PhaseResult {
    Movement(MovementResult),
    /// One verdict per dislodged unit of the phase's position (a unit of a stack is one
    /// unit: a stack's units may go different ways).
    Retreat(Vec<RetreatVerdict>),
    /// Each order as read (counted where units stack) with its verdict, power by power,
    /// each power's in the order written; then the units the civil-disorder rule removed.
    Adjustment {
        #[serde(rename = "orders")]
        verdicts: Vec<(Written, AdjustVerdict)>,
        #[serde(rename = "removed")]
        disorder_removals: Vec<Unit>,
    },
}

/// Adjudicates the phase of the board's position with these orders under its rulebook.
pub fn adjudicate_phase(board: Board, written: &[Written]) -> (PhaseResult, Position) {
    board.rulebook().adjudicate(board, written)
}

impl Rulebook {
    /// Adjudicates the phase of the board's position with these orders under this rulebook: a
    /// movement's battles are the rulebook's part, retreats and adjustments one core.
    pub fn adjudicate(self, board: Board, written: &[Written]) -> (PhaseResult, Position) {
        match board.position.phase.kind {
            PhaseKind::Movement => {
                let (result, next) = self.part().movement(board, written);
                (PhaseResult::Movement(result), next)
            }
            PhaseKind::Retreat => {
                let result = adjudicate_retreats(board, written);
                (PhaseResult::Retreat(result.verdicts), result.position)
            }
            PhaseKind::Adjustment => {
                let result = adjudicate_adjustments(board, written);
                let phase = PhaseResult::Adjustment {
                    verdicts: result.verdicts,
                    disorder_removals: result.disorder_removals,
                };
                (phase, result.position)
            }
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
