//! The egui screens and the `Screen` state: title, new game, and at the table the
//! diplomacy clock, the curtain, the private order panel, the results, and the end of the
//! game; each screen's file adds its own systems as a plugin.

#[cfg(test)]
mod afresh_tests;
mod alarm_banner;
#[cfg(test)]
mod audit;
mod board_words;
mod club_night;
mod curtain;
mod diplomacy;
#[cfg(test)]
mod diplomacy_layout_tests;
mod diplomacy_seats;
#[cfg(test)]
mod draw_trace_tests;
mod game_over;
mod keys_help;
mod learning;
mod new_game;
mod new_game_seats;
mod orders;
#[cfg(test)]
mod painted_audit;
pub mod picture_row;
#[cfg(test)]
mod popup_audit;
#[cfg(test)]
mod reader_audit;
#[cfg(test)]
mod reader_audit_more;
mod results;
#[cfg(test)]
mod results_motion_tests;
pub mod rule_card;
#[cfg(test)]
mod rule_card_tests;
mod sandbox;
mod save_banner;
mod scores;
#[cfg(test)]
mod seal_words_tests;
mod seat_choice;
mod spoken;
pub use crate::app::style;
#[cfg(test)]
mod glyph_tests;
#[cfg(test)]
mod lang_audit;
#[cfg(test)]
mod lang_audit_learning;
#[cfg(test)]
mod lang_audit_orders;
#[cfg(test)]
mod lang_audit_table;
pub mod table_clock;
mod talk;
mod thinking_note;
mod title;
#[cfg(test)]
mod title_audit;
#[cfg(test)]
mod tutor_audit;

use super::play::table::{Stage, Table};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

pub use club_night::ClubNightView;
pub use diplomacy::{History, LastMoves, WIDTH as DIPLOMACY_WIDTH, WriterChooser};
pub use learning::WIDTH as LEARNING_WIDTH;
pub use new_game::NewGameForm;
pub use orders::WIDTH as ORDERS_WIDTH;
pub use results::WIDTH as RESULTS_WIDTH;
pub use sandbox::desk::{DeskTool, SandboxLine};
pub use sandbox::{SandboxDesk, WIDTH as SANDBOX_WIDTH, panel_width as sandbox_panel_width};
pub use seat_choice::SeatChoice;
pub use table_clock::TableClock;
pub use title::{Resume, crash_words, look_for_saves};

pub use crate::app::screen::Screen;

pub use crate::app::layout::Settings;

/// The screen state and every screen's plugin, each screen's systems running only where
/// it belongs.
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_resource::<Settings>()
        .init_resource::<crate::app::play::pick::Entry>()
        .init_resource::<crate::app::keymap::Keys>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                style::apply_settings,
                open_panels_afresh.run_if(resource_exists::<Table>),
            ),
        )
        .add_plugins((
            title::plugin,
            club_night::plugin,
            new_game::plugin,
            diplomacy::plugin,
            table_clock::plugin,
            curtain::plugin,
            (orders::plugin, talk::plugin),
            results::plugin,
            game_over::plugin,
            learning::plugin,
            sandbox::plugin,
            thinking_note::plugin,
            (alarm_banner::plugin, keys_help::plugin, rule_card::plugin),
            (save_banner::plugin, board_words::plugin),
        ));
}

/// The table's screens alone (the curtain, the order panel, the talks and the results,
/// each under its own stage), for the windowless table tests' watch on what a screen
/// reader hears at the curtain.
#[cfg(test)]
pub(crate) fn table_screens(app: &mut App) {
    app.init_resource::<crate::app::board::animate::Anim>()
        .init_resource::<crate::app::keymap::Keys>()
        .init_resource::<crate::app::play::pick::Entry>()
        .add_plugins((
            curtain::plugin,
            orders::plugin,
            talk::plugin,
            results::plugin,
        ));
}

#[cfg(test)]
pub(crate) use reader_audit::heard as reader_heard;
#[cfg(test)]
pub(crate) use reader_audit_more::over_the_curtain as reader_over_the_curtain;

/// A new game and each phase's results open their panels afresh: scrolled to the top,
/// sections closed (the last game's panel, scrolled down with "Concede the game" open,
/// came back with the next one).
fn open_panels_afresh(
    mut contexts: bevy_egui::EguiContexts,
    table: Res<Table>,
    mut last_results: Local<Option<usize>>,
) -> Result {
    let results = match table.stage {
        Stage::Reveal { record } => Some(record),
        _ => None,
    };
    let new_results = results.is_some() && results != *last_results;
    if table.is_added() || new_results {
        style::open_panels_afresh(contexts.ctx_mut()?);
    }
    if results.is_some() {
        *last_results = results;
    }
    Ok(())
}
