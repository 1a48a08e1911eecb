//! Where things are: the board's own coordinates (those of the map's drawing, 0..1077 on
//! both axes, y up), the world the board is drawn in (centred on the origin), and the
//! window seen through the board camera, with the conversions between them.

use bevy::prelude::*;

/// Where the board's raw coordinates (0..1077, y up) put their centre.
pub const BOARD_CENTRE: [f32; 2] = [538.6, 538.6];

/// Board coordinates (0..1077, y up) to world coordinates.
pub fn to_world(p: [f32; 2]) -> Vec2 {
    Vec2::new(p[0] - BOARD_CENTRE[0], p[1] - BOARD_CENTRE[1])
}

/// World coordinates back to board coordinates.
pub fn to_board(world: Vec2) -> [f32; 2] {
    [world.x + BOARD_CENTRE[0], world.y + BOARD_CENTRE[1]]
}

/// The board point under a window position (logical pixels), seen through `camera`.
pub fn screen_to_board(camera: &Camera, placed: &GlobalTransform, at: Vec2) -> Option<[f32; 2]> {
    camera.viewport_to_world_2d(placed, at).ok().map(to_board)
}

/// Where a board point shows in the window (logical pixels), seen through `camera`.
pub fn board_to_screen(camera: &Camera, placed: &GlobalTransform, p: [f32; 2]) -> Option<Vec2> {
    camera
        .world_to_viewport(placed, to_world(p).extend(0.0))
        .ok()
}
