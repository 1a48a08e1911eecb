//! The alarm seen as well as heard: while it rings and waits for someone at the laptop,
//! a banner over every table screen says so and how to stop it, with the sound's real
//! state (on, muted, or no device).

use super::Screen;
use super::style::{BAD, text};
use crate::app::play::cues::Herald;
use crate::app::sound::{SoundOutput, SoundSettings};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The banner, drawn over the table's screens while the alarm waits.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        alarm_banner
            .run_if(in_state(Screen::Play))
            .run_if(|h: Option<Res<Herald>>| h.is_some_and(|h| h.alarm_waiting())),
    );
}

/// What the banner says, given the sound's state.
pub fn banner_words(output: SoundOutput, sound: &SoundSettings) -> (String, String) {
    let head = crate::t!("table-alarm-head");
    let how = crate::t!("table-alarm-how", sound = output.words(sound));
    (head, how)
}

fn alarm_banner(
    mut contexts: EguiContexts,
    output: Res<SoundOutput>,
    sound: Res<SoundSettings>,
) -> Result {
    let (head, how) = banner_words(*output, &sound);
    banner(contexts.ctx_mut()?, &head, &how);
    Ok(())
}

/// The banner at the window's top: what rings, and how to stop it; a screen reader says
/// it at once as it shows.
pub(super) fn banner(ctx: &egui::Context, head: &str, how: &str) {
    egui::Area::new(egui::Id::new("alarm-banner"))
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 8.0))
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(BAD)
                .corner_radius(8)
                .inner_margin(egui::Margin::same(12))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        let ink = egui::Color32::from_rgb(20, 8, 8);
                        let said = ui.label(text(head).size(28.0).strong().color(ink));
                        super::spoken::live(&said, egui::accesskit::Live::Assertive);
                        ui.label(text(how).color(ink));
                    });
                });
        });
}
