//! Writing orders on the map while behind the curtain: clicks and keys turn into orders
//! in the writing player's draft (see `play::pick`).

use super::picking::Hovered;
use crate::app::input_focus::BoardInput;
use crate::app::play::Act;
use crate::app::play::pick::{Entry, Pick};
use crate::app::play::table::{Stage, Table};
use bevy::prelude::*;

/// Map clicks and order keys during private order writing.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, map_input.run_if(writing));
}

fn writing(table: Option<Res<Table>>) -> bool {
    table.is_some_and(|t| matches!(t.stage, Stage::Writing { .. }))
}

/// Turns map clicks and the H/D key into [`Act::Click`] messages (the table writes the
/// order), S and C into the next pick; nothing while a text field has the keyboard or the
/// pointer is over a panel.
fn map_input(
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    input: Option<Res<BoardInput>>,
    hovered: Res<Hovered>,
    board: Res<super::Board>,
    mut entry: ResMut<Entry>,
    mut acts: MessageWriter<Act>,
) {
    let input = input.map_or(BoardInput::default(), |i| *i);
    if input.keys_free() {
        if keys.just_pressed(KeyCode::Escape) {
            entry.pick = Pick::Idle;
        }
        if let Pick::Unit(u) = entry.pick {
            if keys.just_pressed(KeyCode::KeyS) {
                entry.pick = Pick::SupportWho(u);
            } else if keys.just_pressed(KeyCode::KeyC) {
                entry.pick = Pick::ConvoyWho(u);
            } else if (keys.just_pressed(KeyCode::KeyH) || keys.just_pressed(KeyCode::KeyD))
                && !board.map.stacking
            {
                acts.write(Act::Click(crate::engine::ids::Location::province(u)));
            }
        }
    }
    if !input.pointer_free() {
        return;
    }
    if mouse.just_pressed(MouseButton::Right) {
        entry.pick = Pick::Idle;
    }
    if mouse.just_pressed(MouseButton::Left)
        && let Some(at) = hovered.0
    {
        acts.write(Act::Click(at));
    }
}
