//! The language the table speaks: chosen in Settings (kept in the settings file) or with
//! `--lang`, else the system's; a change applies at once, since every screen reads its
//! words anew each frame.

use crate::lang::Lang;
use bevy::prelude::*;

/// The language chosen, and the system's for when none is.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Language {
    /// Chosen in Settings or on the command line; `None`: as the system.
    pub chosen: Option<Lang>,
    /// The system's language (English where the game lacks it, and for screenshots).
    pub system: Lang,
}

impl Language {
    /// The language spoken now.
    pub fn spoken(self) -> Lang {
        self.chosen.unwrap_or(self.system)
    }
}

/// The language was given on the command line (`--lang`): it wins over the saved one.
#[derive(Resource, Debug)]
pub struct LanguageGiven;

/// Speaks the chosen language whenever the choice changes.
pub fn plugin(app: &mut App) {
    app.init_resource::<Language>()
        .add_systems(PreUpdate, speak);
}

fn speak(language: Res<Language>) {
    if language.is_changed() && crate::lang::current() != language.spoken() {
        crate::lang::set(language.spoken());
    }
}
