//! A failed autosave seen on every table screen: the diplomacy panel says so in its own
//! lines; on the curtain, behind it and on the results, a banner at the window's foot says
//! that saving failed, where, and that the game is kept in memory and tried again.

use super::Screen;
use super::style::{BAD, text};
use crate::app::play::Saves;
use crate::app::play::stage::TableStage;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The banner, over the table's screens but the diplomacy panel, while saving fails.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        save_banner_screen
            .run_if(in_state(Screen::Play))
            .run_if(not(in_state(TableStage::Diplomacy)))
            .run_if(not(in_state(TableStage::Empty)))
            .run_if(|saves: Res<Saves>| saves.error.is_some()),
    );
}

fn save_banner_screen(mut contexts: EguiContexts, saves: Res<Saves>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(words) = &saves.error {
        save_banner(ctx, words);
    }
    Ok(())
}

/// The banner's words wrapped at the window's foot, in the middle, above every screen.
pub(super) fn save_banner(ctx: &egui::Context, words: &str) {
    let width = (ctx.viewport_rect().width() * 0.6).max(200.0);
    egui::Area::new(egui::Id::new("save-banner"))
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -8.0))
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(BAD)
                .corner_radius(8)
                .inner_margin(egui::Margin::same(10))
                .show(ui, |ui| {
                    ui.set_max_width(width);
                    let ink = egui::Color32::from_rgb(20, 8, 8);
                    let said = ui.add(egui::Label::new(text(words).color(ink)).wrap());
                    super::spoken::live(&said, egui::accesskit::Live::Assertive);
                });
        });
}

#[cfg(test)]
mod tests {
    use super::super::audit::{TEXT_SIZES, WINDOWS, lay_out_painted};
    use super::super::painted_audit::painted_faults;

    #[test]
    fn the_save_banner_reads_whole_in_the_window_at_every_text_size() {
        let words = "Autosave failed: No space left on device (os error 28) while writing /home/someone/.local/share/diplomacy-hotseat/saves/autosave-1901-spring.ron. The game is kept in memory and saved again every 10 seconds until it works; the last autosave written is kept.";
        for size in TEXT_SIZES {
            for window in WINDOWS {
                let (widgets, painted, points) =
                    lay_out_painted(window, size, |ctx| super::save_banner(ctx, words));
                let shown = painted
                    .iter()
                    .find(|p| p.words.starts_with("Autosave failed"));
                let shown = shown.unwrap_or_else(|| panic!("at {size}: no banner"));
                assert!(!shown.elided, "at {size}: cut");
                let faults = painted_faults(&painted, &widgets, points, points);
                assert!(faults.is_empty(), "at {size}, {window:?}: {faults:#?}");
            }
        }
    }
}
