//! Behind the curtain, the writing player's way to their phone: for each of their powers a
//! QR code of the page's address with the join code, the code to type, and a button that
//! issues a new code (a lost phone: the old code stops at once).

use super::PhoneDesk;
use super::qr::qr_code;
use crate::app::style::{power_colour, text};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::pads::grouped;
use bevy_egui::egui;

/// The collapsed "Write on your phone" window at the board's top left, opened by the
/// player; only drawn on the private screen.
pub fn join_window(ctx: &egui::Context, desk: &PhoneDesk, map: &Map, powers: &[PowerId]) {
    egui::Window::new(text("📱 Write on your phone"))
        .id(egui::Id::new("phone join"))
        .default_open(false)
        .collapsible(true)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(12.0, 12.0))
        .show(ctx, |ui| {
            ui.label(text("Scan the code with your phone's camera, or open the address and type the code. Only you should see this."));
            ui.label(text(format!("{}/", desk.address)).monospace());
            for &power in powers {
                ui.separator();
                power_code(ui, desk, map, power);
            }
        });
}

/// One power's code and QR code, with the button that replaces it.
fn power_code(ui: &mut egui::Ui, desk: &PhoneDesk, map: &Map, power: PowerId) {
    let code = desk.hub.codes().of(power).map(str::to_string);
    ui.label(
        text(map.power(power).name.to_uppercase())
            .strong()
            .color(power_colour(map, power)),
    );
    match code {
        Some(code) => {
            let url = format!("{}/p/{code}/", desk.address);
            qr_code(ui, &url, 180.0);
            ui.label(
                text(format!("Code: {}", grouped(&code)))
                    .monospace()
                    .strong(),
            );
        }
        None => {
            ui.label(text("No code: phones are refused for this power."));
        }
    }
    if ui
        .button(text("New code (the old one stops working)"))
        .on_hover_text("For a lost phone, or if someone else saw the code.")
        .clicked()
    {
        desk.hub.codes().issue(power);
    }
}
