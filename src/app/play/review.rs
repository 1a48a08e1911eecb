//! What the table looks at while it talks: a past phase of the record, the last movement
//! phase's orders on the board, or the clock filling the window (the diplomacy screen
//! sets them; the board view and the keymap's place follow them).

use bevy::prelude::*;

/// A past phase being looked at (index into the game record), if any.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct History(pub Option<usize>);

/// Whether the board shows the last movement phase's orders during diplomacy (key L).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastMoves(pub bool);

impl Default for LastMoves {
    fn default() -> Self {
        LastMoves(true)
    }
}

/// Whether the table clock fills the window during diplomacy.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct TableClock(pub bool);
