//! The egui screens: title, new game, and at the table the diplomacy clock, the curtain,
//! the private order panel, the results, and the end of the game.

mod club_night;
mod curtain;
mod diplomacy;
mod game_over;
mod learning;
mod new_game;
mod orders;
mod results;
mod scores;
mod stack_orders;
pub mod style;
pub mod table_clock;
mod title;

use super::play::Screen;
use super::play::table::{Stage, Table};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

pub use club_night::ClubNightView;
pub use diplomacy::{History, LastMoves, WIDTH as DIPLOMACY_WIDTH};
pub use learning::WIDTH as LEARNING_WIDTH;
pub use new_game::NewGameForm;
pub use orders::WIDTH as ORDERS_WIDTH;
pub use results::WIDTH as RESULTS_WIDTH;
pub use table_clock::TableClock;
pub use title::{Resume, look_for_saves};

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

fn at_stage(f: fn(Stage) -> bool) -> impl Fn(Option<Res<Table>>) -> bool + Clone {
    move |t: Option<Res<Table>>| t.is_some_and(|t| f(t.stage))
}

/// Every screen's systems, each running only where it belongs.
pub fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<new_game::NewGameForm>()
        .init_resource::<crate::app::play::pick::Entry>()
        .init_resource::<diplomacy::History>()
        .init_resource::<diplomacy::LastMoves>()
        .init_resource::<TableClock>()
        .init_resource::<club_night::ClubNightView>()
        .add_systems(
            OnEnter(Screen::Title),
            (title::look_for_saves, club_night::load_club_night),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                style::apply_settings,
                title::title_screen.run_if(in_state(Screen::Title)),
                new_game::new_game_screen.run_if(in_state(Screen::NewGame)),
                diplomacy::diplomacy_screen
                    .run_if(in_state(Screen::Play))
                    .run_if(at_stage(|s| s == Stage::Diplomacy))
                    .run_if(|view: Res<TableClock>| !view.0),
                table_clock::table_clock_screen
                    .run_if(in_state(Screen::Play))
                    .run_if(at_stage(|s| s == Stage::Diplomacy))
                    .run_if(|view: Res<TableClock>| view.0),
                curtain::curtain_screen
                    .run_if(in_state(Screen::Play))
                    .run_if(at_stage(|s| matches!(s, Stage::Curtain { .. }))),
                orders::order_screen
                    .run_if(in_state(Screen::Play))
                    .run_if(at_stage(|s| matches!(s, Stage::Writing { .. }))),
                results::results_screen
                    .run_if(in_state(Screen::Play))
                    .run_if(at_stage(|s| matches!(s, Stage::Reveal { .. }))),
                game_over::game_over_screen
                    .run_if(in_state(Screen::Play))
                    .run_if(at_stage(|s| s == Stage::Over)),
                learning::learning_screen.run_if(in_state(Screen::Learning)),
            ),
        )
        .add_systems(
            Update,
            (
                diplomacy::shortcuts
                    .run_if(in_state(Screen::Play))
                    .run_if(at_stage(|s| s == Stage::Diplomacy)),
                diplomacy::forget_history,
                table_clock::toggle.run_if(in_state(Screen::Play)),
                club_night::add_finished_game
                    .run_if(in_state(Screen::Play))
                    .run_if(at_stage(|s| s == Stage::Over)),
            ),
        );
}
