//! The club night at the table: the end screen adds each finished game's scores to the
//! running table in the saves folder; the title screen shows the table between games with
//! "Next game, same players", a CSV export and an end to the night.

use super::Screen;
use super::new_game::NewGameForm;
use super::style::{BAD, GOOD, big_button, text};
use crate::app::current::{CurrentGame, CurrentMap};
use crate::app::play::Saves;
use crate::app::play::stage::TableStage;
use crate::engine::game::Game;
use crate::engine::scoring::club_night::ClubNight;
use crate::engine::scoring::format_score;
use crate::engine::scoring::from_game::player_scores;
use crate::t;
use bevy::prelude::*;
use bevy_egui::egui;
use std::path::PathBuf;

/// The club night as last read from its file.
#[derive(Resource, Default)]
pub struct ClubNightView {
    pub night: Option<ClubNight>,
    /// Why the file could not be read or written.
    pub error: Option<String>,
    /// What the last action did (the CSV's path, the game added).
    pub note: Option<String>,
    /// The game last added, so the end screen adds it once.
    pub added: Option<String>,
    /// Whether the title screen shows the whole table.
    pub show_table: bool,
}

fn club_path(saves: &Saves) -> Option<PathBuf> {
    saves.autosaves.as_ref().map(|a| ClubNight::path_in(&a.dir))
}

/// The club night: loaded with the title screen, a finished game added to it.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ClubNightView>()
        .add_systems(OnEnter(Screen::Title), load_club_night)
        .add_systems(Update, add_finished_game.run_if(in_state(TableStage::Over)));
}

/// Reads the club night when the title screen opens.
pub fn load_club_night(saves: Res<Saves>, mut view: ResMut<ClubNightView>) {
    view.night = None;
    view.error = None;
    if let Some(path) = club_path(&saves) {
        match ClubNight::load(&path) {
            Ok(night) => view.night = night,
            Err(e) => view.error = Some(e.to_string()),
        }
    }
}

/// A finished game's identity in the running table.
fn game_id(game: &Game) -> String {
    format!("{}-{}", game.setup.seed, game.record.len())
}

/// A few words for the game's column in the table: how it ended, and when.
fn game_label(game: &Game) -> String {
    use crate::engine::game::Outcome;
    // A draw or a concession is agreed in the phase the game stands in (a draw agreed in
    // Spring 1902's diplomacy follows 1901's last phase); any other end follows a phase.
    let agreed = matches!(
        game.outcome,
        Some(Outcome::Draw { .. }) | Some(Outcome::Concession { .. })
    );
    let year = match game.record.last() {
        Some(r) if !agreed => r.phase.year,
        _ => game.position.phase.year,
    };
    let how = match &game.outcome {
        Some(Outcome::Victory { .. }) => "solo",
        Some(Outcome::ShortGame { .. }) => "time up",
        Some(Outcome::Concession { .. }) => "concession",
        Some(Outcome::Draw { .. }) | Some(Outcome::LastYearDraw { .. }) => "draw",
        Some(Outcome::SideVictory { .. }) => "side victory",
        None => "unfinished",
    };
    format!("{how} {year}")
}

/// Adds a finished club-night game to the running table (once) and saves it.
pub fn add_finished_game(
    game: Res<CurrentGame>,
    map: Res<CurrentMap>,
    saves: Res<Saves>,
    mut view: ResMut<ClubNightView>,
) {
    let g = &game.0;
    if !g.setup.club_night || g.outcome.is_none() {
        return;
    }
    let id = game_id(g);
    if view.added.as_deref() == Some(id.as_str()) {
        return;
    }
    view.added = Some(id.clone());
    let Some(path) = club_path(&saves) else {
        view.error = Some(crate::t!("table-club-no-folder"));
        return;
    };
    let mut night = match ClubNight::load(&path) {
        Ok(Some(n)) => n,
        Ok(None) => ClubNight::new(
            g.setup.players.iter().map(|p| p.name.clone()).collect(),
            g.setup.scoring,
        ),
        Err(e) => {
            view.error = Some(e.to_string());
            return;
        }
    };
    let scores = player_scores(&map.0, g, night.system)
        .into_iter()
        .map(|s| (s.name, s.total))
        .collect();
    if night.add_game(&id, &game_label(g), scores) {
        match night.save(&path) {
            Ok(()) => {
                view.note = Some(crate::t!("table-club-added", number = night.games.len()));
                view.error = None;
            }
            Err(e) => view.error = Some(e.to_string()),
        }
    }
    view.night = Some(night);
}

/// The running table: a row per player, best first, with their games' scores.
pub fn standings_grid(ui: &mut egui::Ui, night: &ClubNight) {
    egui::Grid::new("club-night").striped(true).show(ui, |ui| {
        ui.label(text(crate::t!("table-heading-player")));
        for k in 1..=night.games.len() {
            ui.label(text(crate::t!("table-club-game", number = k)));
        }
        ui.label(text(crate::t!("table-club-total")).strong());
        ui.end_row();
        for st in night.standings() {
            ui.label(text(shown_name(&st.name)));
            for g in &night.games {
                let s = g.scores.iter().find(|(n, _)| *n == st.name);
                ui.label(text(s.map_or(String::new(), |(_, v)| format_score(*v))));
            }
            ui.label(text(format_score(st.total)).strong());
            ui.end_row();
        }
    });
}

/// The club-night note under the end screen's scores.
pub fn end_screen_note(ui: &mut egui::Ui, view: &ClubNightView) {
    if let Some(n) = &view.note {
        ui.label(text(n.clone()).color(GOOD));
    }
    if let Some(e) = &view.error {
        ui.label(text(e.clone()).color(BAD));
    }
    if let Some(night) = &view.night {
        let standings = standings_line(night);
        ui.label(text(crate::t!("table-club-running", standings = standings)));
    }
}

/// A player's name as the table's language reads it: the night keeps names alone (as
/// given, in English where the game named the seat), read against the standard board.
fn shown_name(name: &str) -> String {
    static MAP: std::sync::OnceLock<Option<crate::engine::map::Map>> = std::sync::OnceLock::new();
    let map = MAP.get_or_init(|| crate::engine::map::Map::named("standard").ok());
    match map {
        Some(map) => crate::engine::game::name_label(map, name),
        None => name.to_string(),
    }
}

/// The standings in one line: `Anna 14 · Ben 9.5 · …`.
fn standings_line(night: &ClubNight) -> String {
    let parts: Vec<String> = night
        .standings()
        .iter()
        .map(|st| format!("{} {}", shown_name(&st.name), format_score(st.total)))
        .collect();
    parts.join(" · ")
}

/// The club night on the title screen: the table, the next game, the CSV, the end.
pub fn title_panel(
    ui: &mut egui::Ui,
    view: &mut ClubNightView,
    saves: &Saves,
    form: &mut NewGameForm,
    next: &mut NextState<Screen>,
) {
    if let Some(e) = &view.error {
        ui.label(text(e.clone()).color(BAD));
    }
    let Some(night) = view.night.clone() else {
        return;
    };
    ui.add_space(8.0);
    let (n, s) = (night.games.len(), super::scores::system_label(night.system));
    let a = standings_line(&night);
    let heading = t!("table-club-heading", count = n, system = s, standings = a);
    ui.label(text(heading).strong());
    // Wrapping: at large text sizes the four buttons take two rows, not the window's edge.
    ui.horizontal_wrapped(|ui| {
        if big_button(ui, &crate::t!("table-club-next-game")).clicked() {
            same_players(form, &night);
            next.set(Screen::NewGame);
        }
        let label = if view.show_table {
            crate::t!("table-club-hide-table")
        } else {
            crate::t!("table-club-show-table")
        };
        if ui.button(text(label)).clicked() {
            view.show_table = !view.show_table;
        }
        if ui.button(text(crate::t!("table-club-export"))).clicked() {
            view.note = Some(export_csv(&night, saves));
        }
        if ui.button(text(crate::t!("table-club-end"))).clicked() {
            view.note = Some(match club_path(saves).map(|p| ClubNight::finish(&p)) {
                Some(Ok(Some(kept))) => {
                    crate::t!("table-club-over-kept", path = kept.display().to_string())
                }
                Some(Ok(None)) | None => crate::t!("table-club-over"),
                Some(Err(e)) => e.to_string(),
            });
            view.night = None;
        }
    });
    if view.show_table {
        standings_grid(ui, &night);
    }
    if let Some(n) = &view.note {
        ui.label(text(n.clone()).weak());
    }
}

/// The new-game form filled in for the night's next game.
pub fn same_players(form: &mut NewGameForm, night: &ClubNight) {
    let n = night.players.len().clamp(2, form.names.len());
    form.players = n;
    for (slot, name) in form.names.iter_mut().zip(&night.players) {
        *slot = name.clone();
    }
    form.scoring = night.system;
    form.club_night = true;
    form.grouping = 0;
    form.assignment = (0..n).collect();
    form.drawn = false;
    form.seed = rand::random();
}

/// Writes the table as CSV beside the saves; says where, or why not.
fn export_csv(night: &ClubNight, saves: &Saves) -> String {
    let Some(dir) = saves.autosaves.as_ref().map(|a| a.dir.clone()) else {
        return crate::t!("table-no-save-folder");
    };
    let stamp = crate::platform::unix_seconds();
    let path = dir.join(format!("club-night-{stamp}.csv"));
    match crate::engine::game::save::stage(&path, &night.to_csv()).and_then(|s| s.commit()) {
        Ok(()) => crate::t!("table-saved-to", path = path.display().to_string()),
        Err(e) => crate::t!("table-club-not-saved", error = e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::scoring::ScoringSystem;

    #[test]
    fn next_game_same_players_fills_the_form_and_the_game_joins_the_night() {
        let map = crate::engine::map::Map::named("standard").expect("map");
        let night = ClubNight::new(
            vec!["Ann".into(), "Bob".into(), "Cy".into()],
            ScoringSystem::CDiplo73,
        );
        let mut form = NewGameForm::default();
        same_players(&mut form, &night);
        let game = form.build(&map).expect("builds");
        let names: Vec<&str> = game.setup.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Ann", "Bob", "Cy"]);
        assert_eq!(game.setup.scoring, ScoringSystem::CDiplo73);
        assert!(game.setup.club_night);
    }

    #[test]
    fn a_draw_agreed_in_1902_is_named_for_1902() {
        let map = crate::engine::map::Map::named("standard").expect("map");
        let mut form = NewGameForm::default();
        same_players(
            &mut form,
            &ClubNight::new(
                (1..=7).map(|k| format!("P{k}")).collect(),
                ScoringSystem::CDiplo73,
            ),
        );
        let mut game = form.build(&map).expect("builds");
        while game.position.phase.year < 1902 {
            game.resolve(&map);
        }
        assert!(game.agree_draw(&map, &[0, 1, 2, 3, 4, 5, 6]));
        assert_eq!(game_label(&game), "draw 1902");
    }
}
