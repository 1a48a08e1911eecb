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

/// Asks for the guided first turn (learning mode's entry, the new-game screen's offer);
/// leaving it goes back to the screen named. The tutor (`app/tutor`) answers it.
#[derive(Message, Debug, Clone, Copy)]
pub struct BeginGuidedTurn {
    pub back_to: Screen,
}

/// Why the mode just left could not open (learning mode, the guided turn): said on the
/// title screen the window goes back to.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct CouldNotOpen(pub Option<String>);

/// Why the settings file could not be read or written, said once on the title screen.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct SettingsProblem(pub Option<String>);
