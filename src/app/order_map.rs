//! Writing orders on the map while behind the curtain: clicks and keys turn into orders
//! in the writing player's draft (see `play::pick`).

use super::CurrentGame;
use super::board::Board;
use super::picking::Hovered;
use super::play::pick::{Entry, Pick, click};
use super::play::stack_draft::click_stacked;
use super::play::table::{Stage, Table};
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

/// Map clicks and order keys during private order writing.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, map_input.run_if(writing));
}

fn writing(table: Option<Res<Table>>) -> bool {
    table.is_some_and(|t| matches!(t.stage, Stage::Writing { .. }))
}

#[allow(clippy::too_many_arguments)]
fn map_input(
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    hovered: Res<Hovered>,
    game: Res<CurrentGame>,
    board: Res<Board>,
    mut table: ResMut<Table>,
    mut entry: ResMut<Entry>,
) {
    let typing = egui.as_ref().is_some_and(|e| e.wants_any_keyboard_input());
    let over_panel = egui.as_ref().is_some_and(|e| e.is_pointer_over_area());
    let map = &board.map;
    let position = &game.0.position;
    let tab = entry.tab;
    let Some(draft) = table.drafts.get_mut(tab) else {
        return;
    };
    if !typing {
        if keys.just_pressed(KeyCode::Escape) {
            entry.pick = Pick::Idle;
        }
        if let Pick::Unit(u) = entry.pick {
            if keys.just_pressed(KeyCode::KeyS) {
                entry.pick = Pick::SupportWho(u);
            } else if keys.just_pressed(KeyCode::KeyC) {
                entry.pick = Pick::ConvoyWho(u);
            } else if (keys.just_pressed(KeyCode::KeyH) || keys.just_pressed(KeyCode::KeyD))
                && game.0.stacked.is_none()
            {
                let at = crate::engine::ids::Location::province(u);
                let (next, done) = click(map, position, draft, entry.pick, at);
                entry.pick = next;
                if let Some(r) = done {
                    entry.error = r.err();
                }
            }
        }
    }
    if mouse.just_pressed(MouseButton::Right) && !over_panel {
        entry.pick = Pick::Idle;
    }
    if mouse.just_pressed(MouseButton::Left)
        && !over_panel
        && let Some(at) = hovered.0
    {
        let (next, done) = match &game.0.stacked {
            Some(stacked) => {
                let sel = (entry.count, entry.kind);
                click_stacked(map, stacked, draft, entry.pick, sel, at)
            }
            None => click(map, position, draft, entry.pick, at),
        };
        entry.pick = next;
        if let Some(r) = done {
            entry.error = r.err();
        }
    }
}
