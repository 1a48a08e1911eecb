//! A phase's written lines read under the map's rulebook (the phase itself is adjudicated
//! by `adjudicate::adjudicate_phase`).

use super::record::Refused;
use crate::engine::adjudicate::Rulebook;
use crate::engine::game::record::OrderLine;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::{Order, Written};
use crate::engine::position::Position;

/// The written lines of a phase read against its position.
pub struct ReadOrders {
    pub written: Vec<Written>,
    pub refused: Vec<Refused>,
    /// For each unit of the position, the line that ordered it (movement, one unit a province).
    pub unit_lines: Vec<Option<usize>>,
}

/// Sorts the lines read when written: their orders, and each line that is not an order
/// refused with why.
pub fn read_orders(map: &Map, before: &Position, lines: &[OrderLine]) -> ReadOrders {
    let mut read = ReadOrders {
        written: Vec::new(),
        refused: Vec::new(),
        unit_lines: vec![None; before.units.len()],
    };
    for (n, line) in lines.iter().enumerate() {
        match &line.orders {
            Ok(orders) => {
                for &w in orders {
                    if !Rulebook::of(map).orders_part_of_stacks()
                        && let Some(i) = before.unit_at(w.at.province)
                        && before.units[i].power == w.power
                        && matches!(w.order, Order::Main(_))
                    {
                        read.unit_lines[i].get_or_insert(n);
                    }
                    read.written.push(w);
                }
            }
            Err(unread) => read.refused.push(Refused {
                power: line.power,
                text: unread.text.clone(),
                reason: unread.reason.clone(),
            }),
        }
    }
    read
}

/// The orders one line written by `power` gives in `position` (several for a Multiplomacy
/// `sup by` line, counted where units stack), or why it does not read.
pub fn read_line(
    map: &Map,
    position: &Position,
    power: PowerId,
    text: &str,
) -> Result<Vec<Written>, String> {
    Rulebook::of(map).read_line(map, position, power, text)
}
