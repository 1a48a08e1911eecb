//! How large province names and unit tokens are drawn: sized in window pixels at the
//! smaller default window (1366×768, the board beside the diplomacy panel) and turned
//! into board units for each board, so every board reads alike at its fitted view.

use super::camera::BoardFrame;
use crate::engine::map::geometry::Geometry;

/// The window the sizes are chosen for: 1366×768 less the diplomacy panel.
const REFERENCE_VIEW: [f32; 2] = [1366.0 - super::screens::DIPLOMACY_WIDTH, 768.0];

/// A province name's font size, in window pixels at the fitted view of the reference
/// window (its capitals about 0.73 of it: 14.6 pixels), before the text-size setting.
pub const NAME_PX: f32 = 20.0;

/// An army token's width (body and outline), in window pixels at the fitted view of the
/// reference window.
pub const TOKEN_PX: f32 = 29.0;

/// Window pixels per board unit at the fitted view of the reference window.
pub fn fitted_pixels_per_unit(geometry: &Geometry) -> f32 {
    let frame = BoardFrame::of(geometry);
    1.0 / (frame.size.x / REFERENCE_VIEW[0]).max(frame.size.y / REFERENCE_VIEW[1])
}

/// A province name's font size in board units.
pub fn name_size(geometry: &Geometry) -> f32 {
    NAME_PX / fitted_pixels_per_unit(geometry)
}

/// How much the token outlines are scaled on this board (see `tokens::outline`).
pub fn token_scale(geometry: &Geometry) -> f32 {
    super::tokens::scale_for_width(TOKEN_PX / fitted_pixels_per_unit(geometry))
}
