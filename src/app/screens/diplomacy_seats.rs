//! The diplomacy panel's seat menus: a player leaves (civil disorder, or a computer takes
//! the seat) and everyone else concedes to one player, each asked once, each player named
//! as the table's language reads the seat.

use super::style::text;
use crate::app::play::Act;
use crate::engine::bot::Level;
use crate::engine::game::Game;
use crate::engine::map::Map;
use bevy_egui::egui;

/// A player leaves: civil disorder, or a computer takes the seat (asked once).
pub(super) fn leave_menu(
    ui: &mut egui::Ui,
    (g, map): (&Game, &Map),
    acts: &mut Vec<Act>,
    leaving: &mut Option<usize>,
) {
    // The title cut to the panel (whole on hover) where a language's words are long.
    let title = text(crate::t!("table-leave-header"));
    super::style::section(ui, (title, "A player leaves the game"), false, |ui| {
        for i in 0..g.setup.players.len() {
            let name = g.setup.player_label(map, i);
            if g.controller.contains(&Some(i))
                && ui.button(crate::t!("table-leaves", name = name)).clicked()
            {
                *leaving = Some(i);
            }
        }
        let Some(i) = *leaving else { return };
        let name = g.setup.player_label(map, i);
        ui.label(text(crate::t!("table-leave-sure", name = name)));
        ui.horizontal(|ui| {
            if ui.button(crate::t!("table-leave-yes")).clicked() {
                acts.push(Act::Depart(i));
                *leaving = None;
            }
            for level in Level::LADDER {
                if ui.button(computer_takes_over(level)).clicked() {
                    acts.push(Act::HandToComputer(i, level));
                    *leaving = None;
                }
            }
            if ui.button(crate::t!("table-no")).clicked() {
                *leaving = None;
            }
        });
    });
}

/// The button that hands a leaving player's seat to a computer of `level`.
fn computer_takes_over(level: Level) -> String {
    match level {
        Level::Beginner => crate::t!("table-takes-over-beginner"),
        Level::Novice => crate::t!("table-takes-over-novice"),
        Level::Random => crate::t!("table-takes-over-random"),
        Level::Strong => crate::t!("table-takes-over-strong"),
        Level::Expert => crate::t!("table-takes-over-expert"),
    }
}

/// Everyone else concedes to one player (asked once). The section, once opened, and the
/// question, once asked, are scrolled into view (they opened below the panel's fold).
pub(super) fn concede_menu(
    ui: &mut egui::Ui,
    (g, map): (&Game, &Map),
    acts: &mut Vec<Act>,
    conceding: &mut Option<usize>,
) {
    let (title, _) = super::style::section_title(ui, text(crate::t!("table-concede-header")));
    let header = egui::CollapsingHeader::new(title).id_salt("Concede the game");
    section_in_view(ui, header, |ui| {
        let mut asked_now = false;
        for i in 0..g.setup.players.len() {
            let name = g.setup.player_label(map, i);
            if g.controller.contains(&Some(i))
                && ui
                    .button(crate::t!("table-concedes-to", name = name))
                    .clicked()
            {
                *conceding = Some(i);
                asked_now = true;
            }
        }
        let Some(i) = *conceding else { return };
        let name = g.setup.player_label(map, i);
        let question = ui.label(text(crate::t!("table-concede-sure", name = name)));
        let answers = ui.horizontal(|ui| {
            if ui.button(crate::t!("table-concede-yes")).clicked() {
                acts.push(Act::Concede(i));
                *conceding = None;
            }
            if ui.button(crate::t!("table-no")).clicked() {
                *conceding = None;
            }
        });
        if asked_now {
            ui.scroll_to_rect(question.rect.union(answers.response.rect), None);
        }
    });
}

/// How long a section just opened keeps being scrolled into view (its opening slides).
const OPENING_SECS: f64 = 0.5;

/// A collapsing section that, when its header is clicked open, is scrolled into view
/// while it slides open.
fn section_in_view(
    ui: &mut egui::Ui,
    header: egui::CollapsingHeader,
    add: impl FnOnce(&mut egui::Ui),
) {
    let shown = header.show(ui, add);
    let opened_id = shown.header_response.id.with("opened-at");
    let now = ui.input(|i| i.time);
    let id = shown.header_response.id;
    let open =
        egui::collapsing_header::CollapsingState::load(ui.ctx(), id).is_some_and(|s| s.is_open());
    if shown.header_response.clicked() && open {
        ui.ctx().data_mut(|d| d.insert_temp(opened_id, now));
    }
    let opened_at: Option<f64> = ui.ctx().data(|d| d.get_temp(opened_id));
    let Some(body) = &shown.body_response else {
        return;
    };
    if opened_at.is_some_and(|t| now - t < OPENING_SECS) {
        ui.scroll_to_rect(shown.header_response.rect.union(body.rect), None);
        ui.ctx().request_repaint();
    }
}
