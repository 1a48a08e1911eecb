//! One board to adjudicate on: the map, the position of the phase and the rules played,
//! held together, with the map's rulebook (the seam that says what differs by board).

use super::Rulebook;
use crate::engine::map::Map;
use crate::engine::position::Position;
use crate::engine::rules::Rules;

/// The map, the position and the rules of one adjudication, passed as one.
#[derive(Debug, Clone, Copy)]
pub struct Board<'a> {
    pub map: &'a Map,
    pub position: &'a Position,
    pub rules: &'a Rules,
}

impl<'a> Board<'a> {
    /// The board of `position` on `map` under `rules`.
    pub fn new(map: &'a Map, position: &'a Position, rules: &'a Rules) -> Board<'a> {
        Board {
            map,
            position,
            rules,
        }
    }

    /// The battle rules the map plays by.
    pub fn rulebook(&self) -> Rulebook {
        Rulebook::of(self.map)
    }
}
