//! How large province names and unit tokens are drawn: sized in window pixels at the
//! fitted view of the smaller of the two default windows (1366×768 and 1280×800, the board
//! beside the diplomacy panel) and turned into board units for each board, so every board
//! reads alike and no default window shows them smaller.

use super::camera::BoardFrame;
use crate::engine::map::geometry::Geometry;

/// The default windows the sizes hold for (the diplomacy panel beside the board).
const DEFAULT_WINDOWS: [[f32; 2]; 2] = [[1366.0, 768.0], [1280.0, 800.0]];

/// A province name's font size in window pixels, before the text-size setting.
pub const NAME_PX: f32 = 16.0;

/// The smallest a name is drawn where a crowded province has no room for [`NAME_PX`].
pub const MIN_NAME_PX: f32 = 14.0;

/// An army token's width (body and outline) in window pixels.
pub const TOKEN_PX: f32 = 29.0;

/// A count badge's radius, in window pixels at the default text size.
pub const BADGE_RADIUS: f32 = 9.0;

/// Window pixels per board unit at the fitted view of the smaller default window.
pub fn fitted_pixels_per_unit(geometry: &Geometry) -> f32 {
    fitted_pixels_per_unit_at(geometry, 1.0)
}

/// Window pixels per board unit at the fitted view of the smaller default window at the
/// text-size setting `text_scale` (the diplomacy panel grows with it, up to its share of
/// the window, so the board shrinks).
pub fn fitted_pixels_per_unit_at(geometry: &Geometry, text_scale: f32) -> f32 {
    let frame = BoardFrame::of(geometry);
    let panel = |window: f32| {
        let points = crate::app::layout::panel_width(
            crate::app::layout::DIPLOMACY_WIDTH,
            window / text_scale,
        );
        points * text_scale
    };
    DEFAULT_WINDOWS
        .iter()
        .map(|w| ((w[0] - panel(w[0])).max(1.0) / frame.size.x).min(w[1] / frame.size.y))
        .fold(f32::MAX, f32::min)
}

/// The smallest a name may be drawn at `text_scale`, in board units, in the window at the
/// fitted view of that text size: [`MIN_NAME_PX`] at the default size and below; above it
/// [`NAME_PX`], the size-1 names' full size, so a larger text size never draws a name
/// smaller than the default did (the wider panel leaves the board fewer pixels).
pub fn min_name_size(geometry: &Geometry, text_scale: f32) -> f32 {
    let px = if text_scale > 1.0 {
        NAME_PX
    } else {
        MIN_NAME_PX
    };
    px / fitted_pixels_per_unit_at(geometry, text_scale)
}

/// A province name's font size in board units, grown by the text-size setting.
pub fn name_size(geometry: &Geometry, text_scale: f32) -> f32 {
    NAME_PX * text_scale / fitted_pixels_per_unit(geometry)
}

/// How much the token shapes are scaled on this board (see `tokens::outline`).
pub fn token_scale(geometry: &Geometry) -> f32 {
    scale_for_width(TOKEN_PX / fitted_pixels_per_unit(geometry))
}

/// The scale that makes an army token (body and outline) `width` board units wide: the
/// body is 17 shape units wide (cascabel to muzzle), and the outline adds about 1.75
/// units on each side.
pub fn scale_for_width(width: f32) -> f32 {
    ((width - 3.5) / 17.0).max(0.5)
}
