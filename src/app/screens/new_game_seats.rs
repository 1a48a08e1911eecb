//! The new-game screen's seats: a row a player (name, powers by ballot or by hand,
//! passcode, seat, a computer's character) in a grid where the window is wide enough,
//! else a card a player whose fields wrap.

use super::new_game::{NewGameForm, powers_text};
use super::seat_choice::{CHARACTER_WIDTH, SEAT_WIDTH, name_cell, passcode_cell, seat_picker};
use super::style::text;
use crate::engine::game::setup::standard_groupings;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use bevy_egui::egui;

/// Space for the seat cards' columns side by side: below it, each player's card wraps
/// (80 points over the columns for headings a language makes wider than their column).
const ROW_WIDTH: f32 = 190.0 + POWERS_WIDTH + 110.0 + SEAT_WIDTH + CHARACTER_WIDTH + 50.0 + 80.0;

/// The players: a grid with headings where the window is wide enough; otherwise one card
/// a player whose fields wrap (name, powers, passcode, seat), nothing past the edge.
pub(super) fn player_rows(ui: &mut egui::Ui, form: &mut NewGameForm, map: &Map) {
    let groups = standard_groupings(map, form.players, form.grouping).unwrap_or_default();
    if ui.available_width() >= ROW_WIDTH {
        egui::Grid::new("players").striped(true).show(ui, |ui| {
            ui.label(text(crate::t!("table-heading-name")));
            ui.label(text(crate::t!("table-heading-powers")));
            ui.label(text(crate::t!("table-heading-passcode")))
                .on_hover_text(crate::t!("table-heading-passcode-hint"));
            ui.label(text(crate::t!("table-heading-seat")));
            ui.label(text(crate::t!("table-heading-character")));
            ui.end_row();
            for i in 0..form.players {
                player_fields(ui, form, map, &groups, i);
                ui.end_row();
            }
        });
        return;
    }
    for i in 0..form.players {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            // Wrapped: where a language's words leave no room on the row, the rest of
            // the card goes to the next line rather than past the window's edge.
            ui.horizontal_wrapped(|ui| {
                let room = (ui.available_width() - 200.0).clamp(120.0, POWERS_WIDTH);
                name_and_powers(ui, form, map, (&groups, room), i);
            });
            // Each picker goes to the next line whole where the rest of the row has no
            // room for it (a large text size), never past the window's edge.
            ui.horizontal_wrapped(|ui| {
                passcode_cell(ui, (i, form.seats[i]), &mut form.passcodes[i]);
                next_line_unless_room(ui, SEAT_WIDTH);
                seat_picker(ui, i, &mut form.seats[i]);
                next_line_unless_room(ui, CHARACTER_WIDTH);
                character_cell(ui, form, i);
            });
        });
    }
}

/// Ends a wrapped row where less than `width` is left of it.
fn next_line_unless_room(ui: &mut egui::Ui, width: f32) {
    if ui.available_width() < width + ui.spacing().item_spacing.x {
        ui.end_row();
    }
}

/// One player's name, powers, passcode and seat, in a row of the grid.
fn player_fields(
    ui: &mut egui::Ui,
    form: &mut NewGameForm,
    map: &Map,
    groups: &[Vec<PowerId>],
    i: usize,
) {
    name_and_powers(ui, form, map, (groups, POWERS_WIDTH), i);
    passcode_cell(ui, (i, form.seats[i]), &mut form.passcodes[i]);
    seat_picker(ui, i, &mut form.seats[i]);
    character_cell(ui, form, i);
}

/// A computer seat's character picker; for a person's or an unplayed seat, its room
/// left empty (so the row keeps its shape when the seat changes).
fn character_cell(ui: &mut egui::Ui, form: &mut NewGameForm, i: usize) {
    if form.seats[i].computer().is_some() {
        super::seat_choice::character_picker(ui, i, &mut form.characters[i]);
    } else {
        ui.allocate_exact_size(egui::vec2(CHARACTER_WIDTH, 30.0), egui::Sense::hover());
    }
}

/// The powers list's width where there is room (a grid column).
const POWERS_WIDTH: f32 = 280.0;

/// One player's name and powers (by ballot, or the group chosen by hand), the powers
/// list `width` wide.
fn name_and_powers(
    ui: &mut egui::Ui,
    form: &mut NewGameForm,
    map: &Map,
    (groups, width): (&[Vec<PowerId>], f32),
    i: usize,
) {
    name_cell(ui, i, form.seats[i], &mut form.names[i]);
    let current = form.assignment[i];
    let powers = egui::ComboBox::from_id_salt(("powers", i))
        .width(width)
        .truncate()
        .selected_text(if form.drawn {
            powers_text(map, &groups[current])
        } else {
            crate::t!("table-by-ballot")
        })
        .show_ui(ui, |ui| {
            for (g, powers) in groups.iter().enumerate() {
                if ui
                    .selectable_label(g == current, powers_text(map, powers))
                    .clicked()
                {
                    // Swap with whoever had that group, so each group has one player.
                    if let Some(j) = form.assignment.iter().position(|a| *a == g) {
                        form.assignment.swap(i, j);
                    }
                    form.drawn = true;
                }
            }
        });
    let words = crate::t!("access-seat-powers", seat = i + 1);
    super::spoken::name(&powers.response, &words);
}
