//! A stacked movement phase told as every board's movement result: each unit's order,
//! verdict and dislodgement as on the classic board (a classic province is a stack of one),
//! with what only stacks have beside them (`Stacks`: the orders as written, which order each
//! unit carried out, the forces that dislodged units, each order's parts).

use super::outcome::{Force, OrderOutcome, StackedResult};
use crate::engine::adjudicate::{Board, Dislodgement, MovementResult, Verdict, legal_retreats};
use crate::engine::order::{MainOrder, Written};
use crate::engine::position::Position;
use serde::{Deserialize, Serialize};

/// What a movement phase decided where units stack, beyond each unit's own result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stacks {
    /// The orders as read, in the order written (counted).
    pub written: Vec<Written>,
    /// For each unit of the position, the order it carried out (none: it had no order).
    pub order_of: Vec<Option<usize>>,
    /// For each unit, the force that dislodged it.
    pub dislodged_by: Vec<Option<Force>>,
    /// Each order's units split into the parts that fared differently (rule 5(ii)).
    pub outcomes: Vec<OrderOutcome>,
}

impl StackedResult {
    /// This result as every board's movement result, and the position it leaves; the
    /// retreats of dislodged units are those the next position allows.
    pub fn into_movement(self, board: Board, written: &[Written]) -> (MovementResult, Position) {
        let before = board.position;
        let next = self.position;
        let order_of: Vec<Option<usize>> = self.units.iter().map(|u| u.order).collect();
        let dislodged_by: Vec<Option<Force>> =
            self.units.iter().map(|u| u.dislodged_by.clone()).collect();
        let verdicts: Vec<Verdict> = self.units.into_iter().map(|u| u.verdict).collect();
        let stacks = Stacks {
            written: written.to_vec(),
            order_of,
            dislodged_by,
            outcomes: self.orders,
        };
        let mut m = movement_of(before, stacks, verdicts);
        m.standoffs = next.standoffs.clone();
        // Each dislodged unit's retreats, from the next position's list (same order).
        let mut waiting = next.dislodged.iter();
        for d in m.dislodged.iter_mut().flatten() {
            if let Some(next_d) = waiting.next() {
                d.retreats = legal_retreats(board.with_position(&next), next_d);
            }
        }
        (m, next)
    }
}

/// Every board's movement result for the units of `before`, from what stacks decided
/// (retreats and stand-offs left empty: they need the map and the next position).
pub fn movement_of(before: &Position, stacks: Stacks, verdicts: Vec<Verdict>) -> MovementResult {
    let units = &before.units;
    // The order each unit carried out, as one unit's order; a void order reads as a hold.
    let orders: Vec<MainOrder> = (0..units.len())
        .map(
            |i| match (&verdicts.get(i), stacks.order_of.get(i).copied().flatten()) {
                (Some(Verdict::Void(_)), _) | (_, None) => MainOrder::Hold,
                (_, Some(k)) => (stacks.written.get(k))
                    .and_then(Written::as_main)
                    .unwrap_or(MainOrder::Hold),
            },
        )
        .collect();
    let by_convoy = (0..units.len())
        .map(|i| match orders[i] {
            MainOrder::Move { to, .. } => orders.iter().any(|o| {
                matches!(*o, MainOrder::Convoy { from, to: t }
                    if from == units[i].loc.province && t == to.province)
            }),
            _ => false,
        })
        .collect();
    let dislodged = (0..units.len())
        .map(|i| {
            let force = stacks.dislodged_by.get(i)?.as_ref()?;
            let here = units[i].loc.province;
            // One unit of the dislodging force: the first of its power that moved in.
            let by = (0..units.len()).find(|&j| {
                units[j].power == force.power
                    && verdicts.get(j) == Some(&Verdict::Moved)
                    && matches!(orders[j], MainOrder::Move { to, .. } if to.province == here)
            })?;
            Some(Dislodgement {
                by,
                from: units[by].loc.province,
                by_convoy: false,
                retreats: Vec::new(),
            })
        })
        .collect();
    MovementResult {
        orders,
        by_convoy,
        verdicts,
        dislodged,
        standoffs: Vec::new(),
        notes: Vec::new(),
        stacks: Some(stacks),
    }
}
