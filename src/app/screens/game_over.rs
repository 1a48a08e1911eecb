//! The end of the game: who won (victory, draw, short game, concession, World War I side),
//! a chart of supply centres per power over the years, and the way back to the title.

use super::style::{BIG, PANEL, big_button, full_screen_with_footer, power_colour, text};
use crate::app::current::GameAndMap;
use crate::app::play::Act;
use crate::app::play::stage::TableStage;
use crate::engine::game::{Game, Outcome};
use crate::engine::map::Map;
use crate::engine::position::{PhaseKind, Season};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The outcome in one sentence.
pub fn outcome_text(map: &Map, game: &Game) -> String {
    let player = |i: usize| game.setup.player_label(map, i);
    match &game.outcome {
        Some(Outcome::Victory { power }) => {
            let who = game.controller[power.0 as usize]
                .map(player)
                .unwrap_or_default();
            let (p, n) = (map.power_label(*power), game.position.centre_count(*power));
            t!("table-outcome-solo", power = p, centres = n, player = who)
        }
        Some(Outcome::ShortGame { leaders }) => {
            let names: Vec<String> = leaders.iter().map(|p| map.power_label(*p)).collect();
            let leaders = super::table_clock::and_list(&names);
            crate::t!("table-outcome-short-game", powers = leaders)
        }
        Some(Outcome::Concession { player: p }) => {
            crate::t!("table-outcome-concession", player = player(*p))
        }
        Some(Outcome::Draw { players }) => {
            let names: Vec<String> = players.iter().map(|p| player(*p)).collect();
            crate::t!("table-outcome-draw", players = names.join(", "))
        }
        Some(Outcome::SideVictory { player: p }) => {
            crate::t!("table-outcome-side-victory", player = player(*p))
        }
        Some(Outcome::LastYearDraw { powers }) => {
            let names: Vec<String> = powers.iter().map(|p| map.power_label(*p)).collect();
            crate::t!("table-outcome-last-year-draw", powers = names.join(", "))
        }
        None => crate::t!("table-outcome-none"),
    }
}

/// Centres per power at the end of each year (after each Autumn), then now.
pub fn centre_history(map: &Map, game: &Game) -> Vec<(u16, Vec<usize>)> {
    let mut out = Vec::new();
    for r in &game.record {
        if r.phase.season == Season::Spring && r.phase.kind == PhaseKind::Movement {
            out.push((
                r.phase.year,
                map.power_ids()
                    .map(|p| r.position.centre_count(p))
                    .collect(),
            ));
        }
    }
    out.push((
        game.position.phase.year,
        map.power_ids()
            .map(|p| game.position.centre_count(p))
            .collect(),
    ));
    out.dedup_by_key(|(y, _)| *y);
    out
}

/// The end of the game.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        game_over_screen.run_if(in_state(TableStage::Over)),
    );
}

/// What the end screen shows: the game and its map, where autosaves go (the record is
/// saved beside them), the club night's standings, and the pictures being saved.
#[derive(bevy::ecs::system::SystemParam)]
pub struct EndShown<'w> {
    played: GameAndMap<'w>,
    saves: Res<'w, crate::app::play::Saves>,
    club: Res<'w, super::ClubNightView>,
    pictures: Res<'w, crate::app::picture::export::Pictures>,
}

pub fn game_over_screen(
    mut contexts: EguiContexts,
    shown: EndShown,
    mut acts: MessageWriter<Act>,
    mut save_picture: MessageWriter<crate::app::picture::export::SavePicture>,
    mut view: Local<EndView>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    view.pictures = super::picture_row::PictureRow::of(&shown.pictures);
    let (game, map) = (shown.played.game(), shown.played.map());
    match end_panel(ctx, map, game, &shown.club, &mut view) {
        Some(EndAsk::SaveRecord) => {
            let dir = shown.saves.autosaves.as_ref().map(|a| a.dir.clone());
            view.exported = Some(export_record(map, game, dir));
        }
        Some(EndAsk::Title) => {
            acts.write(Act::ToTitle);
        }
        Some(EndAsk::Picture(pick)) => {
            save_picture.write(crate::app::picture::export::SavePicture(pick));
        }
        None => {}
    }
    Ok(())
}

/// The end screen's own state: the note about the saved record, and whether every
/// scoring system is shown.
#[derive(Debug, Default)]
pub struct EndView {
    pub exported: Option<String>,
    pub show_all: bool,
    /// The picture buttons' state.
    pub pictures: super::picture_row::PictureRow,
    /// The phase chosen for a picture (none: the final board).
    pub phase: Option<usize>,
}

/// What the end screen asks of the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndAsk {
    SaveRecord,
    Title,
    /// A picture of the final board, or the whole game as an animation.
    Picture(crate::app::picture::Pick),
}

/// The end screen: the outcome, the centre chart, the scores (one scrolling page), and
/// the record and title buttons pinned to the foot, always in view.
pub fn end_panel(
    ctx: &egui::Context,
    map: &Map,
    g: &Game,
    club: &super::ClubNightView,
    view: &mut EndView,
) -> Option<EndAsk> {
    let ask = std::cell::Cell::new(None);
    let view = std::cell::RefCell::new(view);
    let body = |ui: &mut egui::Ui| {
        let view = &mut **view.borrow_mut();
        ui.vertical_centered(|ui| {
            ui.label(egui::RichText::new(crate::t!("table-game-over")).size(BIG));
            ui.label(
                egui::RichText::new(outcome_text(map, g))
                    .size(34.0)
                    .strong(),
            );
            // How each computer voted on the last draw the people proposed.
            for line in g.draw_ballot_lines(map) {
                ui.label(text(line));
            }
        });
        if let Some(pick) = phase_picture_row(ui, map, g, view) {
            ask.set(Some(EndAsk::Picture(pick)));
        }
        ui.add_space(16.0);
        centre_chart(ui, map, g);
        ui.horizontal_wrapped(|ui| {
            for (power, c) in g.centre_counts(map) {
                ui.label(
                    text(format!("{} {c}", map.power_label(power))).color(power_colour(map, power)),
                );
            }
        });
        ui.add_space(8.0);
        super::scores::score_table(ui, map, g, &mut view.show_all);
        talks_after_the_game(ui, map, g);
        if g.setup.club_night {
            super::club_night::end_screen_note(ui, club);
        }
        if let Some(note) = view.exported.as_ref() {
            ui.label(text(note.clone()));
        }
        ui.add_space(8.0);
        ui.label(text(crate::t!("table-pictures-to-share")).strong());
        let last = crate::app::picture::frames::phase_count(g) - 1;
        if let Some(pick) = view.pictures.show(ui, Some(last)) {
            ask.set(Some(EndAsk::Picture(pick)));
        }
    };
    let footer = |ui: &mut egui::Ui| {
        super::style::footer_row(ui, |ui| {
            if big_button(ui, &crate::t!("table-save-record")).clicked() {
                ask.set(Some(EndAsk::SaveRecord));
            }
            if big_button(ui, &crate::t!("table-back-to-title")).clicked() {
                ask.set(Some(EndAsk::Title));
            }
        });
    };
    // Opaque: the board let through (5%) took the grey words under 4.5:1 over bright land.
    full_screen_with_footer(ctx, "game-over", PANEL, body, footer);
    ask.get()
}

/// Every proposal made at the table and its answer, now that nothing is secret: kept in a
/// closed section (a long game's talks are many lines).
fn talks_after_the_game(ui: &mut egui::Ui, map: &Map, g: &Game) {
    if g.talks.log.is_empty() {
        return;
    }
    ui.add_space(8.0);
    let title = text(crate::t!("table-talks", count = g.talks.log.len())).strong();
    super::style::section(ui, (title, "game-over-talks"), false, |ui| {
        for e in &g.talks.log {
            let (asked, said) = super::talk::entry_words(map, e);
            ui.label(text(asked));
            let said = said.unwrap_or_else(|| crate::t!("table-talk-lapsed"));
            ui.label(text(format!("    {said}")).color(super::style::WEAK));
        }
    });
}

/// Pictures to share: any phase (chosen with ◀ ▶, the final board first) as a PNG, or
/// the whole game as an animation; the line about the last one under them, kept (blank
/// or not) so nothing below moves.
fn phase_picture_row(
    ui: &mut egui::Ui,
    map: &Map,
    g: &Game,
    view: &mut EndView,
) -> Option<crate::app::picture::Pick> {
    let count = crate::app::picture::frames::phase_count(g);
    let at = view.phase.unwrap_or(count - 1).min(count - 1);
    let name = g.record.get(at).map_or_else(
        || {
            let now = map.phase_label(g.position.phase);
            t!("table-final-board", phase = now)
        },
        |r| map.phase_label(r.phase),
    );
    let mut pick = None;
    // The phase's name last on its row and the buttons on a row of their own, so nothing
    // moves under the pointer as ◀ ▶ change the name's length.
    ui.horizontal_wrapped(|ui| {
        ui.label(text(crate::t!("table-picture-of")));
        let back = ui.add_enabled(at > 0, egui::Button::new(text("◀")));
        super::spoken::name(&back, &crate::t!("access-previous-phase"));
        if back.clicked() {
            view.phase = Some(at - 1);
        }
        let on = ui.add_enabled(at + 1 < count, egui::Button::new(text("▶")));
        super::spoken::name(&on, &crate::t!("access-next-phase"));
        if on.clicked() {
            view.phase = Some(at + 1);
        }
        ui.label(text(name).strong());
    });
    ui.horizontal_wrapped(|ui| {
        let free = !view.pictures.drawing;
        let one = egui::Button::new(text(crate::t!("table-save-this-picture")));
        if ui.add_enabled(free, one).clicked() {
            pick = Some(crate::app::picture::Pick::Phase(at));
        }
        let all = egui::Button::new(text(crate::t!("table-picture-animation")));
        if ui.add_enabled(free, all).clicked() {
            pick = Some(crate::app::picture::Pick::All);
        }
    });
    let note = view.pictures.note.clone().unwrap_or_default();
    let note = text(note).color(super::style::WEAK);
    super::spoken::line_or_room(ui, note, |l| egui::Label::new(l).truncate());
    pick
}

/// Supply centres per power by year, with the centre counts marked up the left side
/// (0, half the victory count, the victory count) and the years along the bottom.
fn centre_chart(ui: &mut egui::Ui, map: &Map, g: &Game) {
    let history = centre_history(map, g);
    let (response, painter) = ui.allocate_painter(
        egui::vec2(ui.available_width(), 200.0),
        egui::Sense::hover(),
    );
    let r = response.rect.shrink(30.0);
    painter.rect_stroke(
        r,
        0.0,
        egui::Stroke::new(1.0, super::style::WEAK),
        egui::StrokeKind::Inside,
    );
    let max = (map.victory_centres as usize).max(
        history
            .iter()
            .flat_map(|(_, c)| c.iter().copied())
            .max()
            .unwrap_or(1),
    );
    let n = history.len().max(2) - 1;
    let at = |k: usize, c: usize| {
        egui::pos2(
            r.left() + r.width() * k as f32 / n as f32,
            r.bottom() - r.height() * c as f32 / max as f32,
        )
    };
    let font = egui::FontId::proportional(super::style::SMALL);
    let victory = map.victory_centres as usize;
    for c in [0, victory / 2, victory] {
        let y = at(0, c).y;
        painter.line_segment(
            [egui::pos2(r.left(), y), egui::pos2(r.right(), y)],
            egui::Stroke::new(1.0, super::style::WEAK.gamma_multiply(0.4)),
        );
        painter.text(
            egui::pos2(r.left() - 6.0, y),
            egui::Align2::RIGHT_CENTER,
            c.to_string(),
            font.clone(),
            super::style::WEAK,
        );
    }
    for power in map.power_ids() {
        let pts: Vec<egui::Pos2> = history
            .iter()
            .enumerate()
            .map(|(k, (_, c))| at(k, c[power.0 as usize]))
            .collect();
        painter.add(egui::Shape::line(
            pts,
            egui::Stroke::new(3.0, power_colour(map, power)),
        ));
    }
    for (k, (year, _)) in history.iter().enumerate() {
        painter.text(
            at(k, 0) + egui::vec2(0.0, 14.0),
            egui::Align2::CENTER_CENTER,
            year.to_string(),
            font.clone(),
            super::style::WEAK,
        );
    }
}

/// Writes the record in the rulebook's notation beside the autosaves; says where, or why not.
fn export_record(map: &Map, game: &Game, dir: Option<std::path::PathBuf>) -> String {
    let Some(dir) = dir else {
        return crate::t!("table-no-save-folder");
    };
    let stamp = crate::platform::unix_seconds();
    let path = dir.join(format!("record-{stamp}.txt"));
    let text = crate::engine::game::text::export(map, game);
    match crate::engine::game::save::stage(&path, &text).and_then(|s| s.commit()) {
        Ok(()) => crate::t!("table-saved-to", path = path.display().to_string()),
        Err(e) => crate::t!("table-record-not-saved", error = e.to_string()),
    }
}
