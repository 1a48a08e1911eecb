//! Tells the keymap where the program is: the screen, and at the table its stage (the
//! table clock over diplomacy), and whether the alarm waits to be answered.

use super::cues::Herald;
use super::review::TableClock;
use super::stage::TableStage;
use crate::app::keymap::{KeyPlace, Place, ReadKeys};
use crate::app::screen::Screen;
use bevy::input::InputSystems;
use bevy::prelude::*;

/// Writes [`KeyPlace`] each frame, just before the keys are read.
pub fn plugin(app: &mut App) {
    app.init_resource::<KeyPlace>()
        .add_systems(PreUpdate, write_place.after(InputSystems).before(ReadKeys));
}

fn write_place(
    screen: Option<Res<State<Screen>>>,
    stage: Option<Res<State<TableStage>>>,
    table_clock: Option<Res<TableClock>>,
    herald: Option<Res<Herald>>,
    mut at: ResMut<KeyPlace>,
) {
    let stage = stage.map(|s| *s.get());
    let clock = table_clock.is_some_and(|v| v.0);
    at.set_if_neq(KeyPlace {
        place: screen.map(|s| place_of(*s.get(), stage, clock)),
        alarm_waiting: herald.is_some_and(|h| h.alarm_waiting()),
    });
}

/// The place the program is in, from the screen and the table's stage (the stage the
/// last frame ended in: the keys are read before the frame's state transitions).
pub fn place_of(screen: Screen, stage: Option<TableStage>, table_clock: bool) -> Place {
    match (screen, stage) {
        (Screen::Title, _) => Place::Title,
        (Screen::NewGame, _) => Place::NewGame,
        (Screen::Learning, _) => Place::Learning,
        (Screen::Sandbox, _) => Place::Sandbox,
        // Render mode takes no input: no key of the title's reaches it.
        (Screen::Picture, _) => Place::Title,
        (Screen::Play, Some(TableStage::Diplomacy)) if table_clock => Place::TableClock,
        (Screen::Play, Some(TableStage::Diplomacy | TableStage::Empty) | None) => Place::Diplomacy,
        (Screen::Play, Some(TableStage::Curtain)) => Place::Curtain,
        (Screen::Play, Some(TableStage::Writing)) => Place::Writing,
        (Screen::Play, Some(TableStage::Thinking)) => Place::Thinking,
        (Screen::Play, Some(TableStage::Reveal)) => Place::Results,
        (Screen::Play, Some(TableStage::Over)) => Place::GameOver,
    }
}
