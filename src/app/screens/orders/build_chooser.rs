//! The build chooser: a home centre clicked where more than one build is allowed opens a
//! small window where the click was — Army, Fleet, or a fleet on each coast, named — so a
//! build is never guessed from where on the province the click fell.

use super::super::style::{PANEL, text};
use crate::app::play::Act;
use crate::app::play::draft::Draft;
use crate::app::play::pick::{Entry, build_choices, build_words};
use crate::engine::map::Map;
use crate::engine::position::Position;
use crate::engine::rules::Rules;
use bevy_egui::egui;

/// Where egui keeps the point the chooser opened at (the pointer at the click).
fn anchor_id() -> egui::Id {
    egui::Id::new("build-chooser-at")
}

/// Draws the chooser while one is open; a choice or Cancel closes it.
pub(super) fn build_chooser(
    ctx: &egui::Context,
    (map, position, rules): (&Map, &Position, &Rules),
    draft: &Draft,
    entry: &mut Entry,
    out: &mut Vec<Act>,
) {
    let Some(at) = entry.build_at else {
        ctx.data_mut(|d| d.remove::<egui::Pos2>(anchor_id()));
        return;
    };
    // The pointer is read before egui's data is locked (reading it inside would lock twice).
    let pointer = ctx.pointer_latest_pos().unwrap_or(egui::pos2(200.0, 200.0));
    let anchor = ctx.data_mut(|d| *d.get_temp_mut_or_insert_with(anchor_id(), || pointer));
    let choices = build_choices(map, position, rules, draft, at);
    egui::Area::new(egui::Id::new("build-chooser"))
        .order(egui::Order::Foreground)
        .fixed_pos(anchor + egui::vec2(12.0, 12.0))
        .constrain(true)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).fill(PANEL).show(ui, |ui| {
                let name = map.place_label(at);
                ui.label(text(crate::t!("orders-build-in", province = name)).strong());
                for order in choices {
                    if ui.button(text(build_words(&order))).clicked() {
                        out.push(Act::Adjust(order));
                    }
                }
                if ui.button(text(crate::t!("orders-cancel"))).clicked() {
                    entry.build_at = None;
                }
            });
        });
}
