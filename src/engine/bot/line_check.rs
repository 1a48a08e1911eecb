//! The tests' check of what computers write: a line reads as the power's own orders and
//! the engine's check does not call any of them void.

use crate::engine::adjudicate::{Board, check_alone};
use crate::engine::ids::PowerId;

/// Whether an order line reads, as the board's rulebook reads a line (counted orders where
/// units stack), as orders of `power` that the engine's own check does not call void: the
/// tests' check of what computers write.
pub fn is_sound(board: Board, power: PowerId, line: &str) -> bool {
    let read = (board.rulebook()).read_line(board.map, board.position, power, line);
    read.is_ok_and(|orders| {
        !orders.is_empty()
            && (orders.iter()).all(|w| w.power == power && !check_alone(board, w).is_void())
    })
}
