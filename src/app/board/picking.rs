//! Picking: the province and coast under the cursor, by point-in-polygon on the board's shapes.

use super::Board;
use super::coords::screen_to_board;
use crate::app::input_focus::BoardInput;
use crate::app::play::table::{Stage, Table};
use crate::engine::ids::Location;
use crate::engine::map::pick::location_at;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// What the cursor is over.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Hovered(pub Option<Location>);

/// Keeps [`Hovered`] up to date.
pub fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .add_systems(PostUpdate, pick.after(TransformSystems::Propagate));
}

/// Whether the pointer has moved since the laptop was last handed on.
#[derive(Default)]
struct SinceHandOver {
    stage: Option<Stage>,
    moved: bool,
}

#[allow(clippy::too_many_arguments)]
fn pick(
    board: Res<Board>,
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform), With<super::camera::BoardCamera>>,
    input: Option<Res<BoardInput>>,
    table: Option<Res<Table>>,
    mut cursor: MessageReader<CursorMoved>,
    mut since: Local<SinceHandOver>,
    mut hovered: ResMut<Hovered>,
) {
    // At each hand-over the hover is cleared until the new player moves the pointer, so
    // no province named under the last player's pointer is left on screen.
    let stage = table.map(|t| t.stage);
    if stage != since.stage {
        since.stage = stage;
        since.moved = false;
    }
    if cursor.read().count() > 0 {
        since.moved = true;
    }
    let on_panel = input.is_some_and(|i| !i.pointer_free());
    if !since.moved || on_panel {
        if hovered.0.is_some() {
            hovered.0 = None;
        }
        return;
    }
    let found = window
        .single()
        .ok()
        .and_then(|w| w.cursor_position())
        .zip(camera.single().ok())
        .and_then(|(cursor, (cam, global))| screen_to_board(cam, global, cursor))
        .and_then(|p| location_at(&board.map, &board.geometry, p));
    if hovered.0 != found {
        hovered.0 = found;
    }
}
