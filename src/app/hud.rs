//! A small egui overlay naming the campaign on screen.

use super::CurrentGame;
use crate::engine::game::text::heading;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Shows the current campaign in the top-left corner.
pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, campaign_label);
}

fn campaign_label(mut contexts: EguiContexts, game: Res<CurrentGame>) -> Result {
    egui::Area::new(egui::Id::new("campaign"))
        .anchor(egui::Align2::LEFT_TOP, [12.0, 10.0])
        .show(contexts.ctx_mut()?, |ui| {
            ui.label(
                egui::RichText::new(heading(game.0.position.phase))
                    .size(22.0)
                    .color(egui::Color32::WHITE),
            );
        });
    Ok(())
}
