//! One board to adjudicate on: the map, the position of the phase and the rules played,
//! held together, with the map's rulebook (the seam that says what differs by board),
//! asked of the map once when the board is made.

use super::Rulebook;
use crate::engine::map::Map;
use crate::engine::position::Position;
use crate::engine::rules::Rules;

/// The map, the position and the rules of one adjudication or check, passed as one, with
/// the rulebook the map plays by.
#[derive(Debug, Clone, Copy)]
pub struct Board<'a> {
    pub map: &'a Map,
    pub position: &'a Position,
    pub rules: &'a Rules,
    rulebook: Rulebook,
}

impl<'a> Board<'a> {
    /// The board of `position` on `map` under `rules`.
    pub fn new(map: &'a Map, position: &'a Position, rules: &'a Rules) -> Board<'a> {
        Board {
            map,
            position,
            rules,
            rulebook: Rulebook::of(map),
        }
    }

    /// The same map and rules with another position (the board after a phase).
    pub fn with_position(self, position: &'a Position) -> Board<'a> {
        Board { position, ..self }
    }

    /// The battle rules the map plays by.
    pub fn rulebook(&self) -> Rulebook {
        self.rulebook
    }

    /// Whether an order may be for part of a power's stack (the rulebook's answer).
    pub fn orders_part_of_stacks(&self) -> bool {
        self.rulebook.orders_part_of_stacks()
    }

    /// Whether one power's units may share a province (the rulebook's answer).
    pub fn units_stack(&self) -> bool {
        self.rulebook.units_stack()
    }
}
