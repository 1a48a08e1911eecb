//! Writing orders on the map while behind the curtain: clicks turn into orders in the
//! writing player's draft (see `play::pick`; the S, C and H keys are the keymap's).

use super::Act;
use super::pick::{Entry, Pick};
use super::stage::{FollowTable, TableStage};
use crate::app::board::picking::Hovered;
use crate::app::board::touch::TouchPointer;
use crate::app::input_focus::BoardInput;
use bevy::prelude::*;

/// Map clicks and order keys during private order writing.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        map_input
            .run_if(in_state(TableStage::Writing))
            .after(FollowTable),
    );
}

/// Turns map clicks and taps into [`Act::Click`] messages (the table writes the order); a
/// right click cancels the pick; nothing while the pointer is over a panel.
fn map_input(
    mouse: Res<ButtonInput<MouseButton>>,
    touch: Option<Res<TouchPointer>>,
    input: Option<Res<BoardInput>>,
    hovered: Res<Hovered>,
    mut entry: ResMut<Entry>,
    mut acts: MessageWriter<Act>,
) {
    let input = input.map_or(BoardInput::default(), |i| *i);
    if !input.pointer_free() {
        return;
    }
    if mouse.just_pressed(MouseButton::Right) {
        entry.pick = Pick::Idle;
    }
    if (mouse.just_pressed(MouseButton::Left) || touch.is_some_and(|t| t.tapped))
        && let Some(at) = hovered.0
    {
        acts.write(Act::Click(at));
    }
}
