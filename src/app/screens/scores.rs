//! The scores at the end of a game: each player's score under the game's system (per
//! power for players of several powers), a bar per player, and on request every other
//! system below it; the scoring choice on the new-game screen.

use super::style::{power_colour, text};
use crate::engine::game::Game;
use crate::engine::map::Map;
use crate::engine::scoring::from_game::player_scores;
use crate::engine::scoring::{ScoringSystem, format_score};
use bevy_egui::egui;

/// The longest score bar, in points.
const BAR_WIDTH: f32 = 260.0;
/// A score bar's height.
const BAR_HEIGHT: f32 = 16.0;

/// The scoring system picker with the chosen system's sentence, and the club-night box.
pub fn scoring_choice(ui: &mut egui::Ui, system: &mut ScoringSystem, club_night: &mut bool) {
    ui.horizontal(|ui| {
        ui.label(text("Scoring"));
        egui::ComboBox::from_id_salt("scoring")
            .selected_text(system.name())
            .show_ui(ui, |ui| {
                for s in ScoringSystem::ALL {
                    ui.selectable_value(system, s, s.name())
                        .on_hover_text(s.explanation());
                }
            });
    });
    // On its own line, so its words wrap in a narrow window (a large text size).
    ui.checkbox(club_night, "Club night: add the scores to a running table");
    ui.label(text(system.explanation()).weak());
}

/// The scores table of a finished game. `show_all` adds every other system below it,
/// each as a wrapped line of players' scores (so the page never grows wider than the
/// window, at any text size).
pub fn score_table(ui: &mut egui::Ui, map: &Map, game: &Game, show_all: &mut bool) {
    let system = game.setup.scoring;
    let scores = player_scores(map, game, system);
    if scores.is_empty() {
        return;
    }
    ui.label(text(format!("Scores — {}", system.name())).strong());
    ui.label(text(system.explanation()).weak());
    let best = scores.iter().map(|s| s.total).fold(0.0, f64::max);
    let bar_width = (ui.available_width() * 0.3).min(BAR_WIDTH);
    egui::Grid::new("scores").striped(true).show(ui, |ui| {
        ui.label(text("Player"));
        ui.label(text(system.name()));
        ui.label(text(""));
        ui.label(text("Powers"));
        ui.end_row();
        for s in &scores {
            ui.label(text(s.name.clone()));
            ui.label(text(format_score(s.total)).strong());
            score_bar(ui, map, s, best, bar_width);
            ui.label(text(powers_text(map, s)));
            ui.end_row();
        }
    });
    if *show_all {
        for other in ScoringSystem::ALL.into_iter().filter(|s| *s != system) {
            ui.add_space(4.0);
            ui.label(text(other.name()).strong())
                .on_hover_text(other.explanation());
            ui.horizontal_wrapped(|ui| {
                for s in player_scores(map, game, other) {
                    ui.label(text(format!("{} {}", s.name, format_score(s.total))));
                    ui.add_space(8.0);
                }
            });
        }
    }
    let label = if *show_all {
        format!("Only {}", system.name())
    } else {
        "Every scoring system".to_string()
    };
    if ui.button(text(label)).clicked() {
        *show_all = !*show_all;
    }
}

/// The player's powers; with several, each power's share of the score.
fn powers_text(map: &Map, score: &crate::engine::scoring::from_game::PlayerScore) -> String {
    if let [(p, _)] = score.per_power.as_slice() {
        return map.power(*p).name.clone();
    }
    let parts: Vec<String> = score
        .per_power
        .iter()
        .map(|(p, v)| format!("{} {}", map.power(*p).name, format_score(*v)))
        .collect();
    parts.join(" + ")
}

/// A bar as long as the player's share of the best score, in their powers' colours.
fn score_bar(
    ui: &mut egui::Ui,
    map: &Map,
    score: &crate::engine::scoring::from_game::PlayerScore,
    best: f64,
    bar_width: f32,
) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(bar_width, BAR_HEIGHT), egui::Sense::hover());
    if best <= 0.0 {
        return;
    }
    let mut left = rect.left();
    for (power, value) in &score.per_power {
        let width = (bar_width as f64 * value / best) as f32;
        if width <= 0.0 {
            continue;
        }
        let bar =
            egui::Rect::from_min_size(egui::pos2(left, rect.top()), egui::vec2(width, BAR_HEIGHT));
        ui.painter()
            .rect_filled(bar, 0.0, power_colour(map, *power));
        left += width;
    }
}
