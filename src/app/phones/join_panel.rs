//! Behind the curtain, the writing player's way to their phone: for each of their powers a
//! QR code of the page's address with the join code, the code to type, and a button that
//! issues a new code (a lost phone: the old code stops at once).

use super::PhoneDesk;
use super::qr::qr_code;
use crate::app::style::{PANEL, power_colour, text};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::pads::grouped;
use bevy_egui::egui;

/// The "Write on your phone" window at the board's top left, collapsed until the player
/// opens it (`open_at_first` opens it, for the screen audit); only drawn on the private
/// screen. It keeps to the board's part of the window, and scrolls when that is short.
pub fn join_window(
    ctx: &egui::Context,
    desk: &PhoneDesk,
    map: &Map,
    powers: &[PowerId],
    open_at_first: bool,
) {
    // The board's part of the window: left of the order panel.
    let window = ctx.content_rect();
    let panel = crate::app::layout::panel_width(crate::app::layout::ORDERS_WIDTH, window.width());
    let board =
        egui::Rect::from_min_max(window.min, egui::pos2(window.max.x - panel, window.max.y));
    let room = board.shrink(12.0);
    egui::Window::new(text(crate::t!("phones-join-title")).strong())
        .id(egui::Id::new("phone join"))
        .default_open(open_at_first)
        .collapsible(true)
        .resizable(false)
        .frame(egui::Frame::window(&ctx.global_style()).fill(PANEL))
        .constrain_to(room)
        .max_width(room.width().min(520.0))
        .max_height(room.height())
        .anchor(egui::Align2::LEFT_TOP, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.label(text(crate::t!("phones-join-how")));
                ui.label(text(format!("{}/", desk.address)).monospace());
                for &power in powers {
                    ui.separator();
                    power_code(ui, desk, map, power);
                }
            });
        });
}

/// One power's code and QR code, with the button that replaces it.
fn power_code(ui: &mut egui::Ui, desk: &PhoneDesk, map: &Map, power: PowerId) {
    let code = desk.hub.codes().of(power).map(str::to_string);
    ui.label(
        text(map.power_label(power).to_uppercase())
            .strong()
            .color(power_colour(map, power)),
    );
    match code {
        Some(code) => {
            let url = format!("{}/p/{code}/", desk.address);
            qr_code(ui, &url, ui.available_width().clamp(120.0, 180.0));
            ui.label(
                text(crate::t!("phones-join-code", code = grouped(&code)))
                    .monospace()
                    .strong(),
            );
        }
        None => {
            ui.label(text(crate::t!("phones-join-refused")));
        }
    }
    if ui
        .button(text(crate::t!("phones-join-new-code")))
        .on_hover_text(crate::t!("phones-join-new-code-hint"))
        .clicked()
    {
        desk.hub.codes().issue(power);
    }
}
