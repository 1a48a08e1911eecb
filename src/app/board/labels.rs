//! Province names on the board, placed once per board and text size (see `name_places`)
//! and drawn as text into the cached board image, so a frame in which the board does not
//! change pays nothing for them: dark on land with a light halo, light on sea with a dark
//! rim. Each is rasterised afresh at the zoom shown, so it stays sharp. The count badges of
//! stacked tokens (Multiplomacy) are painted by egui over the board.

use super::DrawnBoard;
use super::camera::BoardCamera;
use super::coords::{board_to_screen, to_world};
use super::draw::{BoardSet, Shown};
use super::name_places::{NamePlace, Sizes, halo_width, name_places};
use super::palette;
use super::tessellate::line_mesh;
use super::tokens::{badge_offset, stacks, token_scale};
use crate::app::layout::Settings;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The names' halo's height in the cached board image (their letters just over it), over
/// its borders. The live arrows stay off the names by leaving gaps (`shaft_gaps`).
pub(super) const NAME_HALO_Z: f32 = 2.6;
/// Where the names stand on the board shown, worked out again when the board, the text
/// size or the position shown changes.
#[derive(Resource, Default)]
pub struct PlacedNames {
    pub text_scale: f32,
    pub places: Vec<NamePlace>,
}

/// Every entity drawing the names (letters, halos, leader lines).
#[derive(Component)]
struct NamePiece;

/// A name's letters or one of its halo copies: its font size and where it stands (board
/// units), and its offset from there in font sizes.
#[derive(Component)]
struct NameText {
    size: f32,
    at: [f32; 2],
    offset: Vec2,
}

/// Where the halo copies of a name stand round its letters, in halo widths.
const HALO_OFFSETS: [[f32; 2]; 8] = [
    [1.0, 0.0],
    [-1.0, 0.0],
    [0.0, 1.0],
    [0.0, -1.0],
    [0.7, 0.7],
    [0.7, -0.7],
    [-0.7, 0.7],
    [-0.7, -0.7],
];

/// How far the second copy of a name's letters stands right of the first, in font sizes
/// (about a window pixel).
const BOLD: f32 = 0.06;

/// How far the letters' middle lies below the middle of the text's line, in font sizes:
/// names are raised by it so their letters sit in the middle of their box.
const INK_DROP: f32 = 0.07;

/// Places and draws the names; keeps them sharp at every zoom; paints stack counts.
pub fn plugin(app: &mut App) {
    app.init_resource::<PlacedNames>()
        .add_systems(Update, (place_names, sharpen).chain().after(BoardSet))
        .add_systems(EguiPrimaryContextPass, paint_counts);
}

/// Places every name and spawns its letters, halo and leader line, when the board, the
/// text size or the position shown changes (while the resolution animation moves the
/// tokens the names stay where they were).
fn place_names(
    board: DrawnBoard,
    shown: Res<Shown>,
    settings: Res<Settings>,
    mut placed: ResMut<PlacedNames>,
    repaint: super::paint::Repaint<NamePiece>,
) {
    let super::paint::Repaint {
        mut commands,
        old,
        mut assets,
    } = repaint;
    let text_scale = settings.ui_scale.max(0.1);
    let moved = shown.is_changed() && shown.units;
    if !board.is_changed() && !moved && placed.text_scale == text_scale {
        return;
    }
    let board = board.get();
    for e in &old {
        commands.entity(e).despawn();
    }
    let sizes = Sizes::of(&board, text_scale);
    let places = name_places(&board, &sizes, &shown.drawn());
    let mut leaders = Vec::new();
    for place in &places {
        let sea = board.map.province(place.province).is_sea();
        let (letters, rim) = if sea {
            (palette::SEA_LABEL, palette::SEA_HALO)
        } else {
            (palette::LAND_LABEL, palette::HALO)
        };
        let halo = halo_width(place.size) / place.size;
        // The letters twice, a pixel apart, so their strokes are bold enough to read from
        // across the table.
        let copies = HALO_OFFSETS
            .iter()
            .map(|d| (Vec2::new(d[0], d[1]) * halo, rim, NAME_HALO_Z))
            .chain([
                (Vec2::ZERO, letters, NAME_HALO_Z + 0.1),
                (Vec2::new(BOLD, 0.0), letters, NAME_HALO_Z + 0.1),
            ]);
        for (offset, colour, z) in copies {
            commands.spawn((
                NamePiece,
                NameText {
                    size: place.size,
                    at: place.area.centre,
                    offset,
                },
                Text2d::new(place.text.clone()),
                TextFont::from_font_size(place.size),
                TextColor(colour),
                Transform::from_xyz(0.0, 0.0, z),
            ));
        }
        if let Some(line) = place.leader {
            leaders.push(line.to_vec());
        }
    }
    let mut paint = assets.painter();
    let width = sizes.name * 0.12;
    paint.piece(
        &mut commands,
        NamePiece,
        line_mesh(&leaders, width),
        palette::LAND_LABEL,
        2.55,
    );
    *placed = PlacedNames { text_scale, places };
}

/// Rasterises the names at the size they show in the window (whole pixels, one texel to a
/// window pixel, each name's middle on a whole pixel, so the letters stay crisp), whenever
/// the zoom or the view changes or names are placed.
fn sharpen(
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut names: Query<(&NameText, &mut TextFont, &mut Transform)>,
    added: Query<(), Added<NameText>>,
    mut shown_at: Local<Option<(Vec2, Vec2)>>,
) {
    let Ok((cam, global)) = camera.single() else {
        return;
    };
    let (Ok(a), Ok(b)) = (
        cam.world_to_viewport(global, Vec3::ZERO),
        cam.world_to_viewport(global, Vec3::new(0.0, 100.0, 0.0)),
    ) else {
        return;
    };
    if *shown_at == Some((a, b)) && added.is_empty() {
        return;
    }
    *shown_at = Some((a, b));
    // Window pixels per board unit.
    let per_unit = a.distance(b) / 100.0;
    if per_unit <= 0.0 {
        return;
    }
    for (name, mut font, mut transform) in &mut names {
        let px = (name.size * per_unit).round().max(1.0);
        font.font_size = bevy::text::FontSize::Px(px);
        let scale = 1.0 / per_unit;
        let at = to_world(name.at) + (name.offset + Vec2::new(0.0, INK_DROP)) * name.size;
        let snapped = cam
            .world_to_viewport(global, at.extend(0.0))
            .ok()
            .and_then(|v| cam.viewport_to_world_2d(global, v.round()).ok())
            .unwrap_or(at);
        transform.translation = snapped.extend(transform.translation.z);
        transform.scale = Vec3::new(scale, scale, 1.0);
    }
}

/// The number of units in each stacked token (Multiplomacy), in a badge at its corner.
fn paint_counts(
    mut contexts: EguiContexts,
    board: DrawnBoard,
    shown: Res<Shown>,
    settings: Res<Settings>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let board = board.get();
    if !shown.units {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let Ok((cam, global)) = camera.single() else {
        return Ok(());
    };
    if crate::app::layout::veiled(ctx) {
        return Ok(());
    }
    let zoom = settings.ui_scale.max(0.1);
    let painter = board_painter(ctx, cam, zoom);
    let offset = badge_offset(token_scale(board.geometry));
    for s in stacks(&board, &shown.drawn()) {
        if s.count < 2 {
            continue;
        }
        let badge = [s.at[0] + offset[0], s.at[1] + offset[1]];
        let Some(px) = board_to_screen(cam, global, badge) else {
            continue;
        };
        let pos = egui::pos2(px.x / zoom, px.y / zoom);
        painter.circle(
            pos,
            super::legible::BADGE_RADIUS - 1.0,
            egui::Color32::WHITE,
            egui::Stroke::new(1.5, egui::Color32::BLACK),
        );
        painter.text(
            pos,
            egui::Align2::CENTER_CENTER,
            s.count.to_string(),
            egui::FontId::proportional(13.0),
            egui::Color32::BLACK,
        );
    }
    Ok(())
}

/// A painter under every panel, clipped to the board's part of the window (edge panels
/// leave their background to the board image, so badges must not run under them).
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
