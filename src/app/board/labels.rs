//! Province names on the board, painted by egui in one batch under every panel (one
//! draw instead of a text entity per province: each draw costs a software renderer
//! dearly). They follow the board camera's pan and zoom.

use super::Board;
use super::camera::BoardCamera;
use super::coords::board_to_screen;
use super::draw::{Shown, label_place};
use super::palette;
use super::tokens::{BADGE_OFFSET, stacks};
use crate::app::screens::Settings;
use crate::engine::map::Terrain;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The size of a province name, in board units.
const NAME_SIZE: f32 = 14.4;

/// Paints the province names every frame.
pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (paint_names, paint_counts).chain());
}

/// The number of units in each stacked token (Multiplomacy), in a badge at its corner.
fn paint_counts(
    mut contexts: EguiContexts,
    board: Res<Board>,
    shown: Res<Shown>,
    settings: Res<Settings>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    if !shown.units {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let Ok((cam, global)) = camera.single() else {
        return Ok(());
    };
    if crate::app::screens::style::veiled(ctx) {
        return Ok(());
    }
    let zoom = settings.ui_scale.max(0.1);
    let painter = board_painter(ctx, cam, zoom);
    for s in stacks(&board, &shown.position) {
        if s.count < 2 {
            continue;
        }
        let badge = [s.at[0] + BADGE_OFFSET[0], s.at[1] + BADGE_OFFSET[1]];
        let Some(px) = board_to_screen(cam, global, badge) else {
            continue;
        };
        let pos = egui::pos2(px.x / zoom, px.y / zoom);
        painter.circle(
            pos,
            8.0,
            egui::Color32::WHITE,
            egui::Stroke::new(1.5, egui::Color32::BLACK),
        );
        painter.text(
            pos,
            egui::Align2::CENTER_CENTER,
            s.count.to_string(),
            egui::FontId::proportional(11.0),
            egui::Color32::BLACK,
        );
    }
    Ok(())
}

/// A painter under every panel, clipped to the board's part of the window (edge panels
/// leave their background to the board image, so names must not run under them).
fn board_painter(ctx: &egui::Context, cam: &Camera, zoom: f32) -> egui::Painter {
    let painter = ctx.layer_painter(egui::LayerId::background());
    match cam.logical_viewport_rect() {
        Some(r) => painter.with_clip_rect(egui::Rect::from_min_max(
            egui::pos2(r.min.x / zoom, r.min.y / zoom),
            egui::pos2(r.max.x / zoom, r.max.y / zoom),
        )),
        None => painter,
    }
}

fn egui_colour(c: Color) -> egui::Color32 {
    let [r, g, b, _] = c.to_srgba().to_u8_array();
    egui::Color32::from_rgb(r, g, b)
}

fn paint_names(
    mut contexts: EguiContexts,
    board: Res<Board>,
    settings: Res<Settings>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((cam, global)) = camera.single() else {
        return Ok(());
    };
    if crate::app::screens::style::veiled(ctx) {
        return Ok(());
    }
    // Window pixels per board unit at the current zoom.
    let (Ok(a), Ok(b)) = (
        cam.world_to_viewport(global, Vec3::ZERO),
        cam.world_to_viewport(global, Vec3::new(0.0, 100.0, 0.0)),
    ) else {
        return Ok(());
    };
    let per_unit = a.distance(b) / 100.0;
    let zoom = settings.ui_scale.max(0.1);
    let size = NAME_SIZE * per_unit / zoom;
    if size < 5.0 {
        return Ok(());
    }
    let painter = board_painter(ctx, cam, zoom);
    let (land, sea) = (
        egui_colour(palette::LAND_LABEL),
        egui_colour(palette::SEA_LABEL),
    );
    for p in board.map.province_ids() {
        let prov = board.map.province(p);
        if prov.terrain == Terrain::Impassable {
            continue;
        }
        let Some(shape) = board.geometry.shape(&prov.id) else {
            continue;
        };
        let Some(px) = board_to_screen(cam, global, label_place(shape)) else {
            continue;
        };
        // Window pixels to egui points.
        let pos = px / zoom;
        painter.text(
            egui::pos2(pos.x, pos.y),
            egui::Align2::CENTER_CENTER,
            &prov.abbr,
            egui::FontId::monospace(size),
            if prov.is_sea() { sea } else { land },
        );
    }
    Ok(())
}
