//! A small egui overlay: what lies under the pointer, in a box beside it.

use super::board::picking::Hovered;
use super::current::GameAndMap;
use crate::engine::map::Map;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Shows the hovered province, its centre and unit (and its result) beside the pointer.
pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, place_box);
}

/// A line about a place as the board shows it (a past phase, a learning step, the game
/// now): name, abbreviation, centre and owner, and the unit there.
pub fn describe_place(
    map: &Map,
    position: &crate::engine::position::Position,
    at: crate::engine::ids::Location,
) -> String {
    let prov = map.province(at.province);
    let mut text = format!("{} ({})", prov.name, map.location_abbr(at));
    if prov.centre {
        match position.owners[at.province.index()] {
            Some(owner) => {
                let centre = crate::t!("orders-hover-centre-of", power = map.power_label(owner));
                text.push_str(&format!(" · {centre}"));
            }
            None => text.push_str(&format!(" · {}", crate::t!("orders-hover-neutral-centre"))),
        }
    }
    if let Some(i) = position.unit_at(at.province) {
        let u = position.units[i];
        let adjective = map.power_adjective_label(u.power);
        let unit = match u.kind {
            crate::engine::ids::UnitKind::Army => {
                crate::t!("orders-hover-army", adjective = adjective)
            }
            crate::engine::ids::UnitKind::Fleet => {
                crate::t!("orders-hover-fleet", adjective = adjective)
            }
        };
        text.push_str(&format!(" · {unit}"));
    }
    text
}

/// The order of the unit that stood in `p` during a resolved movement phase, and its result.
fn order_result(
    map: &Map,
    record: &crate::engine::game::PhaseRecord,
    p: crate::engine::ids::ProvinceId,
) -> Option<String> {
    let i = record.position.unit_at(p)?;
    let r = crate::engine::game::report::unit_result(map, record, i)?;
    Some(format!("{}: {}", r.written, r.reason))
}

/// How far from the pointer the box about the hovered place sits, in points.
const BESIDE_POINTER: f32 = 18.0;

/// The board's part of the window: the panels' insets at its edges and the text size.
#[derive(bevy::ecs::system::SystemParam)]
struct BoardRoom<'w> {
    inset: Res<'w, super::board::camera::BoardInset>,
    settings: Res<'w, super::screens::Settings>,
}

/// What the board shows under the pointer: the position drawn, the table's stage (on any
/// screen, so optional) and whether the results' outcomes are hidden.
#[derive(bevy::ecs::system::SystemParam)]
struct OnBoard<'w> {
    table: Option<Res<'w, super::play::table::Table>>,
    hide: Option<Res<'w, super::board::arrows::HideOutcomes>>,
    shown: Res<'w, super::board::draw::Shown>,
}

/// The box about the hovered place: beside the pointer, on the panels' dark ground (it
/// reads over any province), turned to the pointer's other side near the window's right
/// or bottom edge so it stays whole. The season is no longer drawn over the board: each
/// panel's heading names it, and a caption in a corner covered provinces' names.
fn place_box(
    mut contexts: EguiContexts,
    played: GameAndMap,
    hovered: Res<Hovered>,
    board_room: BoardRoom,
    on_board: OnBoard,
) -> Result {
    let (game, map) = (&played.game, &played.map);
    let BoardRoom { inset, settings } = board_room;
    let OnBoard { table, hide, shown } = on_board;
    let Some(at) = hovered.0 else {
        return Ok(());
    };
    let stage = table.as_ref().map(|t| t.stage);
    let hidden = hide.is_some_and(|h| h.0);
    let verdict = match stage {
        Some(super::play::table::Stage::Reveal { record }) if !hidden => game
            .0
            .record
            .get(record)
            .and_then(|r| order_result(&map.0, r, at.province)),
        _ => None,
    };
    let ctx = contexts.ctx_mut()?;
    if super::style::veiled(ctx) || ctx.is_pointer_over_egui() {
        return Ok(());
    }
    let Some(pointer) = ctx.pointer_hover_pos() else {
        return Ok(());
    };
    // The board's part of the window: the box turns so it stays over the board, never
    // over a panel's text.
    let window = ctx.content_rect();
    let screen = egui::Rect::from_min_max(
        egui::pos2(window.left() + inset.left / settings.ui_scale, window.top()),
        egui::pos2(
            window.right() - inset.right / settings.ui_scale,
            window.bottom(),
        ),
    );
    let right = pointer.x > screen.center().x;
    let below = pointer.y < screen.center().y;
    let pivot = match (right, below) {
        (false, true) => egui::Align2::LEFT_TOP,
        (true, true) => egui::Align2::RIGHT_TOP,
        (false, false) => egui::Align2::LEFT_BOTTOM,
        (true, false) => egui::Align2::RIGHT_BOTTOM,
    };
    let dx = if right {
        -BESIDE_POINTER
    } else {
        BESIDE_POINTER
    };
    let dy = if below {
        BESIDE_POINTER
    } else {
        -BESIDE_POINTER
    };
    egui::Area::new(egui::Id::new("hovered place"))
        .order(egui::Order::Tooltip)
        .interactable(false)
        .pivot(pivot)
        .fixed_pos(pointer + egui::vec2(dx, dy))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .fill(super::style::PANEL)
                .show(ui, |ui| {
                    ui.set_max_width(screen.width() * 0.45);
                    ui.label(
                        egui::RichText::new(describe_place(&map.0, &shown.drawn(), at))
                            .size(crate::app::style::SMALL)
                            .color(egui::Color32::WHITE),
                    );
                    if let Some(v) = verdict {
                        ui.label(
                            egui::RichText::new(v)
                                .size(crate::app::style::SMALL)
                                .color(egui::Color32::from_rgb(255, 230, 150)),
                        );
                    }
                });
        });
    Ok(())
}
