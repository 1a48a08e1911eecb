//! A computer's chosen orders as typed orders (counted where units stack), each kept only
//! when the engine's own check accepts it; and, for tests and tools, whether a line a
//! computer or a person wrote reads as a sound order.

use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::Rulebook;
use crate::engine::adjudicate::check_alone;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::options::{StackRow, named_units};
use crate::engine::order::{Counts, Order, Piece, Written};
use crate::engine::position::Position;
use crate::engine::rules::Rules;

/// One order chosen for `count` units of a stack, with the units it supports (where units
/// stack, the pieces a support names).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Planned {
    pub stack: StackRow,
    pub order: Order,
    pub count: u32,
    pub pieces: [Option<Piece>; 2],
}

impl Planned {
    pub fn new(stack: StackRow, order: Order, count: u32) -> Planned {
        Planned {
            stack,
            order,
            count,
            pieces: [None, None],
        }
    }
}

/// The order a plan stands for, as the engine reads it (counted where units stack).
pub fn written(map: &Map, position: &Position, power: PowerId, p: &Planned) -> Written {
    let counts = if Rulebook::of(map).orders_part_of_stacks() {
        // Units the planner did not count (another power's) are named as they stand.
        let named = match p.pieces {
            [None, None] => named_units(position, power, &p.order),
            pieces => Counts {
                pieces,
                ..Counts::default()
            },
        };
        Counts {
            count: Some(p.count),
            ..named
        }
    } else {
        Counts::default()
    };
    Written {
        power,
        kind: Some(p.stack.kind),
        at: p.stack.at,
        order: p.order,
        counts,
    }
}

/// The planned orders that the engine's check accepts (those it calls void are left
/// out, and their units stand).
pub fn sound_orders(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    planned: &[Planned],
) -> Vec<Written> {
    planned
        .iter()
        .map(|p| written(map, position, power, p))
        .filter(|w| !check_alone(Board::new(map, position, rules), w).is_void())
        .collect()
}
