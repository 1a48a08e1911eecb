//! Picking: the province and coast under the cursor (or where a finger last touched, see
//! `touch`), by point-in-polygon on the board's shapes.

use super::DrawnBoard;
use super::coords::screen_to_board;
use crate::app::input_focus::BoardInput;
use crate::engine::ids::Location;
use crate::engine::map::pick::location_at;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// What the cursor is over.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Hovered(pub Option<Location>);

/// Set when the laptop is handed on (by the table): nothing is hovered until the pointer
/// moves, so no province named under the last player's pointer stays on screen. Set at
/// the start too.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct HoverWaits(pub bool);

impl Default for HoverWaits {
    fn default() -> Self {
        HoverWaits(true)
    }
}

/// Keeps [`Hovered`] up to date.
pub fn plugin(app: &mut App) {
    app.add_plugins(super::touch::plugin)
        .init_resource::<Hovered>()
        .init_resource::<HoverWaits>()
        .add_systems(PostUpdate, pick.after(TransformSystems::Propagate));
}

/// What the pointer is over, and whether the hover waits for the pointer to move (after
/// a hand-over).
#[derive(bevy::ecs::system::SystemParam)]
struct Hover<'w> {
    waits: ResMut<'w, HoverWaits>,
    hovered: ResMut<'w, Hovered>,
    touch: Res<'w, super::touch::TouchPointer>,
}

fn pick(
    board: DrawnBoard,
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform), With<super::camera::BoardCamera>>,
    input: Option<Res<BoardInput>>,
    mut cursor: MessageReader<CursorMoved>,
    hover: Hover,
) {
    let Hover {
        mut waits,
        mut hovered,
        touch,
    } = hover;
    let board = board.get();
    let moved = cursor.read().count() > 0 || touch.is_changed() && touch.at.is_some();
    if moved && waits.0 {
        waits.0 = false;
    }
    let on_panel = input.is_some_and(|i| !i.pointer_free());
    if waits.0 || on_panel {
        if hovered.0.is_some() {
            hovered.0 = None;
        }
        return;
    }
    let found = window
        .single()
        .ok()
        .and_then(|w| w.cursor_position())
        .or(touch.at)
        .zip(camera.single().ok())
        .and_then(|(cursor, (cam, global))| screen_to_board(cam, global, cursor))
        .and_then(|p| location_at(board.map, board.geometry, p));
    if hovered.0 != found {
        hovered.0 = found;
    }
}
