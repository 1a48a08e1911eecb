//! A QR code drawn with egui: dark modules on white, with the quiet zone scanners need.

use bevy_egui::egui;
use qrcodegen::{QrCode, QrCodeEcc};

/// Modules of white left round the code.
const QUIET: i32 = 4;

/// Draws `text` as a QR code `side` points wide; `None` when it cannot be encoded.
pub fn qr_code(ui: &mut egui::Ui, text: &str, side: f32) -> Option<egui::Response> {
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, egui::Color32::WHITE);
    let n = code.size() + 2 * QUIET;
    let cell = side / n as f32;
    for y in 0..code.size() {
        for x in 0..code.size() {
            if code.get_module(x, y) {
                let min =
                    rect.min + egui::vec2((x + QUIET) as f32 * cell, (y + QUIET) as f32 * cell);
                let module = egui::Rect::from_min_size(min, egui::vec2(cell, cell)).expand(0.3);
                painter.rect_filled(module, 0.0, egui::Color32::BLACK);
            }
        }
    }
    // A picture to the screen reader, named by the address it holds.
    let named = crate::t!("access-qr-code", address = text);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Image, true, &named));
    Some(response.on_hover_text(text.to_string()))
}
