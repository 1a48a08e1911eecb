//! Which screen the window shows: the state every screen's systems run in. The table and
//! the modes switch it; the screens (`screens/`) draw each one.

use bevy::prelude::*;

/// The screens of the program.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    #[default]
    Title,
    NewGame,
    /// A game at the table: diplomacy, curtains, private orders, results.
    Play,
    /// Learning mode: the sample game, rule lessons, the introduction.
    Learning,
    /// The sandbox: any position, every power's orders, resolve, step back.
    Sandbox,
    /// Render mode: the board alone with a caption, drawn for pictures (no input).
    Picture,
}
