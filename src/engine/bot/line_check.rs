//! The tests' check of what computers write: a line reads as the power's own orders and
//! the engine's check does not call any of them void.

use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::Rulebook;
use crate::engine::adjudicate::check_alone;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::notation::counted::parse_stacked_order;
use crate::engine::notation::parse_order;
use crate::engine::position::Position;
use crate::engine::rules::Rules;

/// Whether an order line reads as orders of `power` that the engine's own check does not
/// call void (counted orders where units stack): the tests' check of what computers write.
pub fn is_sound(map: &Map, position: &Position, rules: &Rules, power: PowerId, line: &str) -> bool {
    if Rulebook::of(map).orders_part_of_stacks() {
        parse_stacked_order(map, position, Some(power), line).is_ok_and(|orders| {
            !orders.is_empty()
                && orders.iter().all(|w| {
                    w.power == power && !check_alone(Board::new(map, position, rules), w).is_void()
                })
        })
    } else {
        parse_order(map, position, Some(power), line)
            .is_ok_and(|w| !check_alone(Board::new(map, position, rules), &w).is_void())
    }
}
