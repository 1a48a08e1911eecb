//! The scores at the end of a game: each player's score under the game's system (per
//! power for players of several powers), a bar per player, and on request every other
//! system below it; the scoring choice on the new-game screen.

use super::style::{power_colour, text};
use crate::engine::game::{Game, name_label};
use crate::engine::map::Map;
use crate::engine::scoring::from_game::player_scores;
use crate::engine::scoring::{ScoringSystem, format_score};
use bevy_egui::egui;

/// The longest score bar, in points.
const BAR_WIDTH: f32 = 260.0;
/// A score bar's height.
const BAR_HEIGHT: f32 = 16.0;

/// A scoring system's name as a player reads it, in the table's language (the record and
/// the command line keep [`ScoringSystem::name`]).
pub fn system_label(system: ScoringSystem) -> String {
    match system {
        ScoringSystem::DrawSize => crate::t!("table-scoring-draw-size"),
        ScoringSystem::SumOfSquares => crate::t!("table-scoring-sum-of-squares"),
        ScoringSystem::CDiplo100 => crate::t!("table-scoring-c-diplo-100"),
        ScoringSystem::CDiplo73 => crate::t!("table-scoring-c-diplo-73"),
        ScoringSystem::Carnage => crate::t!("table-scoring-carnage"),
        ScoringSystem::ManorCon => crate::t!("table-scoring-manorcon"),
        ScoringSystem::Tribute => crate::t!("table-scoring-tribute"),
        ScoringSystem::OpenTribute => crate::t!("table-scoring-open-tribute"),
    }
}

/// A scoring system's one sentence, in the table's language.
pub fn system_explanation(system: ScoringSystem) -> String {
    match system {
        ScoringSystem::DrawSize => crate::t!("table-scoring-draw-size-explained"),
        ScoringSystem::SumOfSquares => crate::t!("table-scoring-sum-of-squares-explained"),
        ScoringSystem::CDiplo100 => crate::t!("table-scoring-c-diplo-100-explained"),
        ScoringSystem::CDiplo73 => crate::t!("table-scoring-c-diplo-73-explained"),
        ScoringSystem::Carnage => crate::t!("table-scoring-carnage-explained"),
        ScoringSystem::ManorCon => crate::t!("table-scoring-manorcon-explained"),
        ScoringSystem::Tribute => crate::t!("table-scoring-tribute-explained"),
        ScoringSystem::OpenTribute => crate::t!("table-scoring-open-tribute-explained"),
    }
}

/// The scoring system picker with the chosen system's sentence, and the club-night box.
pub fn scoring_choice(ui: &mut egui::Ui, system: &mut ScoringSystem, club_night: &mut bool) {
    // Wrapped, the choice cut to the room left ("…", whole on hover): a language's long
    // words never widen the page at a large text size.
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(text(crate::t!("table-scoring")));
        let room = (ui.available_width() - 40.0).max(120.0);
        egui::ComboBox::from_id_salt("scoring")
            .width(room.min(260.0))
            .truncate()
            .selected_text(system_label(*system))
            .show_ui(ui, |ui| {
                for s in ScoringSystem::ALL {
                    ui.selectable_value(system, s, system_label(s))
                        .on_hover_text(system_explanation(s));
                }
            })
            .response
            .labelled_by(label.id);
    });
    // On its own line, so its words wrap in a narrow window (a large text size).
    ui.checkbox(club_night, crate::t!("table-club-night-box"));
    ui.label(text(system_explanation(*system)).weak());
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
    let name = system_label(system);
    ui.label(text(crate::t!("table-scores-heading", system = name.as_str())).strong());
    ui.label(text(system_explanation(system)).weak());
    let best = scores.iter().map(|s| s.total).fold(0.0, f64::max);
    let bar_width = (ui.available_width() * 0.3).min(BAR_WIDTH);
    egui::Grid::new("scores").striped(true).show(ui, |ui| {
        ui.label(text(crate::t!("table-heading-player")));
        ui.label(text(name.as_str()));
        // The bars' column has no heading (and nothing for the screen reader).
        ui.allocate_space(egui::Vec2::ZERO);
        ui.label(text(crate::t!("table-heading-powers")));
        ui.end_row();
        for s in &scores {
            ui.label(text(name_label(map, &s.name)));
            ui.label(text(format_score(s.total)).strong());
            score_bar(ui, map, s, best, bar_width);
            ui.label(text(powers_text(map, s)));
            ui.end_row();
        }
    });
    if *show_all {
        for other in ScoringSystem::ALL.into_iter().filter(|s| *s != system) {
            ui.add_space(4.0);
            ui.label(text(system_label(other)).strong())
                .on_hover_text(system_explanation(other));
            ui.horizontal_wrapped(|ui| {
                for s in player_scores(map, game, other) {
                    let name = name_label(map, &s.name);
                    ui.label(text(format!("{name} {}", format_score(s.total))));
                    ui.add_space(8.0);
                }
            });
        }
    }
    let label = if *show_all {
        crate::t!("table-scores-only", system = name.as_str())
    } else {
        crate::t!("table-scores-every")
    };
    if ui.button(text(label)).clicked() {
        *show_all = !*show_all;
    }
}

/// The player's powers; with several, each power's share of the score.
fn powers_text(map: &Map, score: &crate::engine::scoring::from_game::PlayerScore) -> String {
    if let [(p, _)] = score.per_power.as_slice() {
        return map.power_label(*p);
    }
    let parts: Vec<String> = score
        .per_power
        .iter()
        .map(|(p, v)| format!("{} {}", map.power_label(*p), format_score(*v)))
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
