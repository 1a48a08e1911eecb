//! The Bevy game. For now a window with the title screen placeholder; the map view,
//! order panels and hot-seat flow arrive as their own plugins.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

/// Opens the game window.
pub fn run() {
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Diplomacy Hot-Seat".into(),
                resolution: (1280, 800).into(),
                ..default()
            }),
            ..default()
        }))
        .add_plugins(EguiPlugin::default())
        .add_systems(Startup, setup_camera)
        .add_systems(EguiPrimaryContextPass, title_screen)
        .run();
}

fn setup_camera(mut commands: Commands) {
    commands.spawn(Camera2d);
}

fn title_screen(mut contexts: EguiContexts) -> Result {
    egui::Area::new(egui::Id::new("title"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(contexts.ctx_mut()?, |ui| {
            ui.vertical_centered(|ui| {
                ui.heading("Diplomacy Hot-Seat");
                ui.label("The board and hot-seat play are on their way.");
            });
        });
    Ok(())
}
