//! Picking: the province and coast under the cursor, by point-in-polygon on the board's shapes.

use super::board::Board;
use super::tessellate::BOARD_CENTRE;
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

fn pick(
    board: Res<Board>,
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform), With<super::camera::BoardCamera>>,
    mut hovered: ResMut<Hovered>,
) {
    let found = window
        .single()
        .ok()
        .and_then(|w| w.cursor_position())
        .zip(camera.single().ok())
        .and_then(|(cursor, (cam, global))| cam.viewport_to_world_2d(global, cursor).ok())
        .and_then(|world| {
            let p = [world.x + BOARD_CENTRE[0], world.y + BOARD_CENTRE[1]];
            location_at(&board.map, &board.geometry, p)
        });
    if hovered.0 != found {
        hovered.0 = found;
    }
}
