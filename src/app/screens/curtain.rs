//! The hand-over curtain: whose turn it is to write, and nothing secret on screen.

use super::style::{BAD, BIG, big_button, full_screen, text};
use crate::app::current::GameAndMap;
use crate::app::play::Act;
use crate::app::play::cues::Herald;
use crate::app::play::stage::TableStage;
use crate::app::play::table::{Stage, Table};
use crate::engine::position::PhaseKind;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The curtain's background: opaque, so nothing of the board or the last player shows.
pub const CURTAIN: egui::Color32 = egui::Color32::from_rgb(18, 20, 28);

/// The curtain between players.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        curtain_screen.run_if(in_state(TableStage::Curtain)),
    );
}

pub fn curtain_screen(
    mut contexts: EguiContexts,
    table: Res<Table>,
    played: GameAndMap,
    mut acts: MessageWriter<Act>,
    mut passcode: Local<String>,
    herald: Option<Res<Herald>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let alarm = herald.is_some_and(|h| h.alarm_waiting());
    let at_table = (played.game(), played.map());
    let asks = curtain_panel(ctx, &table, at_table, &mut passcode, alarm);
    acts.write_batch(asks);
    Ok(())
}

/// The curtain drawn into `ctx` for the player called; returns what it asks of the table
/// (Ready with the passcode typed, back to the clock, a sealed player amending). With
/// `alarm`, the alarm still rings for the table and the curtain says so (the first key
/// pressed here answers it, not the button).
pub fn curtain_panel(
    ctx: &egui::Context,
    table: &Table,
    (g, map): (&crate::engine::game::Game, &crate::engine::map::Map),
    passcode: &mut String,
    alarm: bool,
) -> Vec<Act> {
    let mut acts = Vec::new();
    let Stage::Curtain { player } = table.stage else {
        return acts;
    };
    let powers: Vec<String> = Table::powers_of(g, map, player)
        .iter()
        .map(|p| map.power_label(*p))
        .collect();
    let spoken_powers = in_a_list(&powers);
    let upper: Vec<String> = powers.iter().map(|p| p.to_uppercase()).collect();
    let powers = in_a_list(&upper);
    let name = &g.setup.player_label(map, player);
    // A player called by their power's name ("England") is shown and said once.
    let name_said = spoken_powers.to_lowercase() != name.trim().to_lowercase();
    let needs_code = crate::app::play::keys::needs_passcode(g, player);
    let show_mine = match g.position.phase.kind {
        PhaseKind::Movement => t!("curtain-show-orders", name = name.as_str()),
        PhaseKind::Retreat => t!("curtain-show-retreats", name = name.as_str()),
        PhaseKind::Adjustment => t!("curtain-show-adjustments", name = name.as_str()),
    };
    full_screen(ctx, "curtain", CURTAIN, |ui| {
        ui.vertical_centered(|ui| {
            // Less room and a smaller name in a short window (a large text size), so Ready
            // stays in view at every size: `room` is 1 from 600 points tall.
            let tall = ui.available_height();
            let room = (tall / 600.0).clamp(0.4, 1.0);
            ui.add_space((tall * 0.15 - 24.0).clamp(0.0, 120.0));
            phase_heading(ui, g, map, alarm);
            ui.add_space(16.0 * room);
            ui.label(egui::RichText::new(t!("curtain-pass-to")).size(BIG));
            let shown = ui.label(
                egui::RichText::new(&powers)
                    .size((64.0 * room).max(32.0))
                    .strong(),
            );
            super::spoken::painted_words(&shown, &spoken_powers);
            let name_words = egui::RichText::new(name).size(BIG * 1.2);
            match name_said {
                true => _ = ui.label(name_words),
                false => super::spoken::room_of(ui, name_words),
            }
            ui.add_space(24.0 * room);
            let mut go = false;
            if needs_code {
                let asked = ui.label(text(t!("curtain-passcode")));
                let field = ui
                    .add(
                        egui::TextEdit::singleline(passcode)
                            .password(true)
                            .desired_width(200.0),
                    )
                    .labelled_by(asked.id);
                if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                    go = true;
                }
                field.request_focus();
            }
            // Without a passcode, Enter is the keymap's (read in the frame's own place,
            // so the Enter that ended the diplomacy period never presses this).
            if big_button(ui, &show_mine).clicked() {
                go = true;
            }
            if go {
                acts.push(Act::Ready(std::mem::take(passcode)));
            }
            if table.visiting {
                ui.label(text(t!("curtain-visiting")).color(super::style::NOTE));
                if ui.button(text(t!("curtain-nobody-writes"))).clicked() {
                    passcode.clear();
                    acts.push(Act::ReturnLaptop);
                }
            }
            if let Some(n) = &table.notice {
                ui.label(text(n.clone()).color(BAD));
            }
            for t in &table.timed_out {
                ui.label(text(t.clone()).color(super::style::NOTE));
            }
            ui.add_space(24.0);
            still_to_write(ui, table, (g, map), name, &mut acts);
        });
    });
    acts
}

/// Below the curtain's button: how many players are still to write, that a player on a
/// phone may seal there instead, and the amend menu.
fn still_to_write(
    ui: &mut egui::Ui,
    table: &Table,
    (g, map): (&crate::engine::game::Game, &crate::engine::map::Map),
    name: &str,
    acts: &mut Vec<Act>,
) {
    let waiting = table.queue.len();
    if !table.visiting {
        ui.label(text(t!("curtain-still-to-write", count = waiting)).weak());
        if g.setup.phones {
            ui.label(text(t!("curtain-phone-instead", name = name)).weak());
        }
    }
    amend_menu(ui, table, g, map, acts);
}

/// Where the table allows it, a player who sealed may come back to change their orders
/// before the phase resolves: they come to the curtain next.
fn amend_menu(
    ui: &mut egui::Ui,
    table: &Table,
    g: &crate::engine::game::Game,
    map: &crate::engine::map::Map,
    acts: &mut Vec<Act>,
) {
    let amenders = table.amenders(g, map);
    if amenders.is_empty() {
        return;
    }
    ui.add_space(12.0);
    egui::CollapsingHeader::new(text(t!("curtain-amend-heading"))).show(ui, |ui| {
        for p in amenders {
            let name = &g.setup.player_label(map, p);
            if ui
                .button(text(t!("curtain-amend", name = name.as_str())))
                .clicked()
            {
                acts.push(Act::Amend(p));
            }
        }
    });
}

/// Names in a list as the language joins them: "ENGLAND and FRANCE", "A, B and C".
fn in_a_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [first @ .., last] => t!(
            "curtain-powers",
            first = first.join(", "),
            second = last.as_str()
        ),
    }
}

/// The alarm's line while it rings, and the phase the curtain is for.
fn phase_heading(
    ui: &mut egui::Ui,
    g: &crate::engine::game::Game,
    map: &crate::engine::map::Map,
    alarm: bool,
) {
    if alarm {
        ui.label(text(t!("curtain-alarm")).color(BAD).strong());
    }
    let phase = map.phase_label(g.position.phase);
    let words = match g.position.phase.kind {
        // "Autumn 1902 Retreats" says what is written already.
        PhaseKind::Movement => t!("curtain-phase-orders", phase = phase),
        _ => phase,
    };
    ui.label(text(words).size(22.0).weak());
}
