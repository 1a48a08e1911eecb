//! Province names on the board, painted by egui in one batch under every panel (one
//! draw instead of a text entity per province: each draw costs a software renderer
//! dearly). They follow the board camera's pan and zoom.

use super::board::{Board, Shown, to_world};
use super::camera::BoardCamera;
use super::legible;
use super::name_places::{NamePlace, halo_width, name_places};
use super::palette;
use super::screens::Settings;
use super::tokens::{BADGE_OFFSET, stacks};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

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
    if super::screens::style::veiled(ctx) {
        return Ok(());
    }
    let zoom = settings.ui_scale.max(0.1);
    let painter = board_painter(ctx, cam, zoom);
    for s in stacks(&board, &shown.position) {
        if s.count < 2 {
            continue;
        }
        let at = to_world([s.at[0] + BADGE_OFFSET[0], s.at[1] + BADGE_OFFSET[1]]);
        let Ok(px) = cam.world_to_viewport(global, at.extend(0.0)) else {
            continue;
        };
        let pos = egui::pos2(px.x / zoom, px.y / zoom);
        painter.circle(
            pos,
            11.0,
            egui::Color32::WHITE,
            egui::Stroke::new(1.5, egui::Color32::BLACK),
        );
        painter.text(
            pos,
            egui::Align2::CENTER_CENTER,
            s.count.to_string(),
            egui::FontId::proportional(16.0),
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

/// Where the names go on the board shown, worked out again when the board or the text
/// size changes: (text size, places).
#[derive(Default)]
struct PlacedNames(Option<(f32, Vec<NamePlace>)>);

fn paint_names(
    mut contexts: EguiContexts,
    board: Res<Board>,
    settings: Res<Settings>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut placed: Local<PlacedNames>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((cam, global)) = camera.single() else {
        return Ok(());
    };
    if super::screens::style::veiled(ctx) {
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
    // In board units, grown by the text-size setting; egui points are window pixels
    // divided by the same setting, so the points stay the board's size.
    let name_units = legible::name_size(&board.geometry);
    let size = name_units * per_unit;
    if size * zoom < 5.0 {
        return Ok(());
    }
    if board.is_changed() || placed.0.as_ref().is_none_or(|(z, _)| *z != zoom) {
        let scale = legible::token_scale(&board.geometry);
        placed.0 = Some((zoom, name_places(&board, name_units * zoom, scale)));
    }
    let Some((_, places)) = &placed.0 else {
        return Ok(());
    };
    let painter = board_painter(ctx, cam, zoom);
    let (land, sea) = (
        (egui_colour(palette::LAND_LABEL), egui_colour(palette::HALO)),
        (
            egui_colour(palette::SEA_LABEL),
            egui_colour(palette::SEA_HALO),
        ),
    );
    let font = egui::FontId::monospace(size);
    let halo = halo_width(size);
    // The halo: the name drawn four times in the rim colour, offset diagonally (four
    // copies rather than eight keep the frame cheap on a software renderer).
    let rim: Vec<egui::Vec2> = [(1.0, 1.0), (1.0, -1.0), (-1.0, 1.0), (-1.0, -1.0)]
        .iter()
        .map(|(x, y)| egui::vec2(*x, *y) * halo)
        .collect();
    for place in places {
        let prov = board.map.province(place.province);
        let at = to_world(place.area.centre);
        let Ok(px) = cam.world_to_viewport(global, at.extend(0.0)) else {
            continue;
        };
        // Window pixels to egui points.
        let pos = egui::pos2(px.x / zoom, px.y / zoom);
        let (text, outline) = if prov.is_sea() { sea } else { land };
        let under = painter.layout_no_wrap(prov.abbr.clone(), font.clone(), outline);
        let over = painter.layout_no_wrap(prov.abbr.clone(), font.clone(), text);
        let top_left = pos - over.size() / 2.0;
        for d in &rim {
            painter.galley(top_left + *d, under.clone(), outline);
        }
        painter.galley(top_left, over, text);
    }
    Ok(())
}
