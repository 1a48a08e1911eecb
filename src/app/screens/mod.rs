//! The egui screens and the `Screen` state: title, new game, and at the table the
//! diplomacy clock, the curtain, the private order panel, the results, and the end of the
//! game; each screen's file adds its own systems as a plugin.

mod adjustment_rows;
mod alarm_banner;
#[cfg(test)]
mod audit;
mod build_chooser;
mod club_night;
mod curtain;
mod diplomacy;
mod game_over;
mod keys_help;
mod learning;
mod new_game;
#[cfg(test)]
mod order_audit;
mod order_lists;
mod orders;
#[cfg(test)]
mod painted_audit;
pub mod picture_row;
mod results;
mod retreat_rows;
pub mod rule_card;
#[cfg(test)]
mod rule_card_tests;
mod sandbox;
mod sandbox_board;
mod sandbox_rows;
mod sandbox_start;
#[cfg(test)]
mod sandbox_tests;
mod sandbox_tools;
mod sandbox_view;
mod scores;
mod seat_choice;
mod stack_rows;
pub use crate::app::style;
pub mod table_clock;
mod thinking_note;
mod title;
#[cfg(test)]
mod title_audit;
#[cfg(test)]
mod tutor_audit;
mod tutor_panel;

use super::play::table::{Stage, Table};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

pub use club_night::ClubNightView;
pub use diplomacy::{History, LastMoves, WIDTH as DIPLOMACY_WIDTH, WriterChooser};
pub use learning::WIDTH as LEARNING_WIDTH;
pub use new_game::NewGameForm;
pub use orders::WIDTH as ORDERS_WIDTH;
pub use results::WIDTH as RESULTS_WIDTH;
pub use sandbox::{SandboxDesk, WIDTH as SANDBOX_WIDTH, panel_width as sandbox_panel_width};
pub use sandbox_board::{DeskTool, SandboxLine};
pub use seat_choice::SeatChoice;
pub use table_clock::TableClock;
pub use title::{Resume, crash_words, look_for_saves};

pub use crate::app::screen::Screen;

pub use crate::app::layout::Settings;

fn at_stage(f: fn(Stage) -> bool) -> impl Fn(Option<Res<Table>>) -> bool + Clone {
    move |t: Option<Res<Table>>| t.is_some_and(|t| f(t.stage))
}

/// The screen state and every screen's plugin, each screen's systems running only where
/// it belongs.
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_resource::<Settings>()
        .init_resource::<crate::app::play::pick::Entry>()
        .init_resource::<crate::app::keymap::Keys>()
        .add_systems(EguiPrimaryContextPass, style::apply_settings)
        .add_plugins((
            title::plugin,
            club_night::plugin,
            new_game::plugin,
            diplomacy::plugin,
            table_clock::plugin,
            curtain::plugin,
            orders::plugin,
            results::plugin,
            game_over::plugin,
            learning::plugin,
            (sandbox::plugin, sandbox_view::plugin),
            thinking_note::plugin,
            sandbox_board::plugin,
            (alarm_banner::plugin, keys_help::plugin, rule_card::plugin),
            tutor_panel::plugin,
        ));
}
