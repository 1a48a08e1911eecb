//! The board's colours: the beginners' guide's power colours, adjusted so all seven
//! read apart, plus land, sea and impassable tints.

use bevy::color::Color;

/// Sea tint.
pub const SEA: Color = Color::srgb(0.36, 0.52, 0.70);
/// The lightest water of the shallows along the coasts.
pub const SHALLOWS: Color = Color::srgb(0.62, 0.78, 0.90);
/// The coast's second, outer line.
pub const COAST_LINE: Color = Color::srgb(0.16, 0.27, 0.42);
/// The light disc inside a supply centre's ring.
pub const MARKER: Color = Color::srgb(0.97, 0.94, 0.84);
/// The soft shadow under unit tokens.
pub const TOKEN_SHADOW: Color = Color::srgba(0.05, 0.04, 0.03, 0.45);
/// Land nobody controls.
pub const NEUTRAL_LAND: Color = Color::srgb(0.86, 0.80, 0.66);
/// Switzerland and other impassable land.
pub const IMPASSABLE: Color = Color::srgb(0.50, 0.50, 0.50);
/// Islands and land outside the game.
pub const SCENERY: Color = Color::srgb(0.76, 0.72, 0.62);
/// Province borders.
pub const BORDER: Color = Color::srgb(0.20, 0.18, 0.16);
/// Province names on land.
pub const LAND_LABEL: Color = Color::srgb(0.16, 0.14, 0.12);
/// Sea names.
pub const SEA_LABEL: Color = Color::srgb(0.86, 0.92, 0.98);
/// The dark rim round sea names.
pub const SEA_HALO: Color = Color::srgb(0.10, 0.19, 0.34);
/// The ring marking a dislodged unit.
pub const DISLODGED: Color = Color::srgb(0.85, 0.10, 0.10);
/// The light ring around unit tokens.
/// The ring of a unit ordered built, not yet sealed.
pub const PENDING: Color = Color::srgb(1.0, 0.80, 0.15);
/// The ring round a unit ordered removed (a past adjustment shown before its result).
pub const LEAVING: Color = Color::srgb(0.70, 0.25, 0.95);
pub const HALO: Color = Color::srgb(0.98, 0.96, 0.90);
/// The side panels' background (the same as the screens' `style::PANEL`).
pub const PANEL: Color = Color::srgb(28.0 / 255.0, 30.0 / 255.0, 40.0 / 255.0);
/// The outline round the province under the cursor.
pub const HOVER: Color = Color::srgba(1.0, 1.0, 1.0, 0.9);
/// The veil over a place the selected unit is refused this turn.
pub const REFUSED: Color = Color::srgba(0.22, 0.22, 0.24, 0.55);
/// Outside the board.
pub const BACKGROUND: Color = Color::srgb(0.12, 0.13, 0.18);

/// A power's colour by its name on the standard board (beginners' guide colours).
pub fn power_colour(name: &str) -> Color {
    let [r, g, b] = crate::engine::map::colours::power_rgb(name);
    Color::srgb(r, g, b)
}

/// The paler tint of a power's colour used for the land it controls, so that its
/// full-strength unit tokens stand out on it.
pub fn land_tint(name: &str) -> Color {
    let a = power_colour(name).to_srgba();
    let b = NEUTRAL_LAND.to_srgba();
    let mix = |x: f32, y: f32| x * 0.6 + y * 0.4;
    Color::srgb(
        mix(a.red, b.red),
        mix(a.green, b.green),
        mix(a.blue, b.blue),
    )
}
