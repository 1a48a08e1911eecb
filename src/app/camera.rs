//! The camera: the whole board fitted to the window, whatever its size.

use bevy::camera::ScalingMode;
use bevy::prelude::*;

/// World units the fitted view always shows in both directions.
pub const BOARD_VIEW: f32 = 1100.0;

/// Spawns the fitted 2D camera.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera);
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: BOARD_VIEW,
                min_height: BOARD_VIEW,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}
