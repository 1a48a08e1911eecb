//! The keys' help (F1 or ?): every key of the place you are in, from the one keymap.

use super::style::{PANEL, text};
use crate::app::keymap::{Keys, bindings};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The help window, drawn while the keymap says it is open.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        keys_help.run_if(|k: Res<Keys>| k.help && k.place.is_some()),
    );
}

fn keys_help(mut contexts: EguiContexts, keys: Res<Keys>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(place) = keys.place else {
        return Ok(());
    };
    egui::Window::new(text(format!("Keys — {}", place.name())).strong())
        .id(egui::Id::new("keys-help"))
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        // Above the full-window screens (the curtain, the title), which are foreground.
        .order(egui::Order::Tooltip)
        .collapsible(false)
        .resizable(false)
        .frame(egui::Frame::window(&ctx.global_style()).fill(PANEL))
        .show(ctx, |ui| {
            egui::Grid::new("keys-help-grid")
                .num_columns(2)
                .spacing([18.0, 6.0])
                .show(ui, |ui| {
                    let mut seen = Vec::new();
                    for b in bindings(place) {
                        // The four arrows that pan share one line.
                        if seen.contains(&b.what) && b.held {
                            continue;
                        }
                        seen.push(b.what);
                        let label = if b.held { "arrows" } else { b.label };
                        ui.label(text(label).strong());
                        ui.label(text(b.what));
                        ui.end_row();
                    }
                });
            ui.label(
                text("Esc, F1 or ? closes this. No key acts while you type in a box.").small(),
            );
        });
    Ok(())
}
