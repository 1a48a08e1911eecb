//! Where the screens' panels sit beside the board: the text size, the edge panels'
//! widths and shares of the window, the kept left panel, and what egui remembers of the
//! panels' backdrop and veil. The screens draw the panels; the board leaves room for them.

use bevy::prelude::*;
use bevy_egui::egui;

/// Player-facing display settings.
#[derive(Resource, Debug, Clone, Copy)]
pub struct Settings {
    /// egui zoom: 1.0 normal; larger to read from across the table.
    pub ui_scale: f32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { ui_scale: 1.0 }
    }
}

/// The diplomacy screen's left panel, in points at text size 1.
pub const DIPLOMACY_WIDTH: f32 = 330.0;
/// The talk panel beside the private order panel (left edge), in points at text size 1.
pub const TALK_WIDTH: f32 = 330.0;
/// The private order panel (right edge).
pub const ORDERS_WIDTH: f32 = 440.0;
/// The results panel (right edge).
pub const RESULTS_WIDTH: f32 = 460.0;
/// Learning mode's panel (right edge).
pub const LEARNING_WIDTH: f32 = 460.0;

/// Panel background.
pub const PANEL: egui::Color32 = egui::Color32::from_rgb(28, 30, 40);

/// The most of the window's width an edge panel takes at a large text size: the board
/// keeps the rest, so its names do not shrink as the text grows.
pub const PANEL_SHARE: f32 = 0.4;
/// The narrowest an edge panel is drawn, in points.
pub const PANEL_NARROWEST: f32 = 250.0;

/// An edge panel's width in points in a window `window` points wide: its `nominal`
/// width, but never more than [`PANEL_SHARE`] of the window (nor less than
/// [`PANEL_NARROWEST`]); its rows wrap to fit.
pub fn panel_width(nominal: f32, window: f32) -> f32 {
    nominal.min((window * PANEL_SHARE).max(PANEL_NARROWEST))
}

/// The most of the window's width a kept left panel takes: it stands beside a screen's
/// own panel, and the board keeps the rest.
pub const KEPT_LEFT_SHARE: f32 = 0.3;

/// A kept left panel's width in points in a window `window` points wide: its `nominal`
/// width, but never more than [`KEPT_LEFT_SHARE`] of the window (nor less than 200).
pub fn kept_left_width(nominal: f32, window: f32) -> f32 {
    nominal.min((window * KEPT_LEFT_SHARE).max(200.0))
}

/// Where egui remembers whether the window already shows the panels' colour beside the
/// board.
pub fn backdrop_id() -> egui::Id {
    egui::Id::new("panel-backdrop")
}

/// Says whether the window already shows the panels' colour beside the board (the cached
/// board image has it there), so edge panels need not paint their own background: on a
/// software renderer that fill costs a few milliseconds every frame.
pub fn set_panel_backdrop(ctx: &egui::Context, shown: bool) {
    ctx.data_mut(|d| d.insert_temp(backdrop_id(), shown));
}

/// Where egui remembers the veil a full-window panel asks the board image for, and the
/// veil the image shows now.
pub fn veil_ids() -> (egui::Id, egui::Id) {
    (egui::Id::new("veil-wanted"), egui::Id::new("veil-shown"))
}

/// The veil full-window panels asked for since the last call (taken, so a screen that
/// stops asking gets none).
pub fn take_wanted_veil(ctx: &egui::Context) -> Option<egui::Color32> {
    ctx.data_mut(|d| d.remove_temp::<egui::Color32>(veil_ids().0))
}

/// Says which veil the board image now shows over the board, if any.
pub fn set_shown_veil(ctx: &egui::Context, veil: Option<egui::Color32>) {
    ctx.data_mut(|d| match veil {
        Some(v) => {
            d.insert_temp(veil_ids().1, v);
        }
        None => {
            d.remove::<egui::Color32>(veil_ids().1);
        }
    });
}

/// Whether the board image shows a veil now: what is painted over the board (names,
/// the phase and hover line) stays hidden, as under an opaque full-window panel.
pub fn veiled(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp::<egui::Color32>(veil_ids().1).is_some())
}
