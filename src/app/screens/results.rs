//! Reading out and results: every order, grouped by power in rulebook notation, with
//! success or failure and the reason; the animation's controls; on to the next phase.

use super::rule_card::rule_link;
use super::style::{BAD, BIG, GOOD, NOTE, big_button, power_colour, side_panel_with_footer, text};
use crate::app::board::animate::Anim;
use crate::app::current::GameAndMap;
use crate::app::motion::LessMotion;
use crate::app::play::Act;
use crate::app::play::stage::TableStage;
use crate::app::play::table::{Stage, Table};
use crate::engine::adjudicate::MovementResult;
use crate::engine::game::record::{PhaseRecord, PhaseResult};
use crate::engine::game::report::{Fate, ResultLine, UnitResult, order_lines, unit_result};
use crate::engine::game::stacked_report;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Width of the results panel.
pub const WIDTH: f32 = crate::app::layout::RESULTS_WIDTH;

/// The results panel.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        results_screen.run_if(in_state(TableStage::Reveal)),
    );
}

pub fn results_screen(
    mut contexts: EguiContexts,
    table: Res<Table>,
    played: GameAndMap,
    mut anim: ResMut<Anim>,
    less: Option<Res<LessMotion>>,
    mut acts: MessageWriter<Act>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (game, map) = (played.game(), played.map());
    let clicked = results_panel_moving(
        ctx,
        &table,
        game,
        map,
        &mut anim,
        !less.is_some_and(|l| l.0),
    );
    // Enter (the keymap's Continue) is the table's key (play::keys), as Ready and Seal.
    if clicked {
        acts.write(Act::FinishReveal);
    }
    Ok(())
}

/// The results panel drawn into `ctx`: the phase, the animation's controls and every
/// order with its fate, the moves playing out (the audits draw it so). True when
/// Continue was clicked.
#[cfg(test)]
pub fn results_panel(
    ctx: &egui::Context,
    table: &Table,
    game: &crate::engine::game::Game,
    map: &Map,
    anim: &mut Anim,
) -> bool {
    results_panel_moving(ctx, table, game, map, anim, true)
}

/// The results panel, with the animation's controls only where the moves play out
/// (`moving`): with less motion nothing plays, and Pause, Replay, Skip and the speeds
/// would do nothing.
pub fn results_panel_moving(
    ctx: &egui::Context,
    table: &Table,
    game: &crate::engine::game::Game,
    map: &Map,
    anim: &mut Anim,
    moving: bool,
) -> bool {
    let Stage::Reveal { record } = table.stage else {
        return false;
    };
    let Some(rec) = game.record.get(record) else {
        return false;
    };
    let mut clicked = false;
    side_panel_with_footer(
        ctx,
        "results",
        WIDTH,
        |ui| {
            let headline = crate::t!("orders-results-heading", phase = map.phase_label(rec.phase));
            ui.label(egui::RichText::new(&headline).size(BIG));
            // Said as the results appear: a node new with each phase's results.
            let live = egui::accesskit::Live::Polite;
            super::spoken::announce(ui.ctx(), ("results", record), &headline, live);
            if moving {
                animation_controls(ui, anim);
            }
            ui.separator();
            for t in &table.timed_out {
                ui.label(text(t.clone()).color(NOTE));
            }
            super::diplomacy::refused_draw(ui, game, map, rec.phase);
            result_lines(ui, map, rec);
        },
        |ui| {
            if big_button(ui, &crate::t!("orders-results-continue")).clicked() {
                clicked = true;
            }
        },
    );
    clicked
}

/// Play, pause, replay, skip and speed of the resolution animation, and its progress.
fn animation_controls(ui: &mut egui::Ui, anim: &mut Anim) {
    // Wrapped: in a longer language the three buttons may not share one row.
    ui.horizontal_wrapped(|ui| {
        let play = if anim.playing {
            crate::t!("orders-results-pause")
        } else {
            crate::t!("orders-results-play")
        };
        if ui.button(text(play)).clicked() {
            anim.playing = !anim.playing;
        }
        if ui
            .button(text(crate::t!("orders-results-replay")))
            .clicked()
        {
            anim.t = 0.0;
            anim.playing = true;
        }
        if ui.button(text(crate::t!("orders-results-skip"))).clicked() {
            anim.t = Anim::LENGTH;
        }
    });
    // The speeds on a row of their own: the play button's label changes width (Play,
    // Pause), and a wrapped row then laid it over "Speed" at a large text size.
    ui.horizontal(|ui| {
        ui.label(text(crate::t!("orders-results-speed")));
        for s in [0.5, 1.0, 2.0] {
            let shown = format!("{s}×");
            let speed = ui.selectable_label(anim.speed == s, &shown);
            super::spoken::name(&speed, &crate::t!("access-speed", speed = shown.as_str()));
            if speed.clicked() {
                anim.speed = s;
            }
        }
    });
    ui.add(egui::ProgressBar::new(anim.t / Anim::LENGTH).desired_height(6.0));
}

/// A power's name over its results.
fn power_heading(ui: &mut egui::Ui, map: &Map, power: PowerId) {
    ui.label(
        egui::RichText::new(map.power_label(power).to_uppercase())
            .size(19.0)
            .color(power_colour(map, power))
            .strong(),
    );
}

/// A power's lines that were not orders, struck through with why.
fn refused_lines(ui: &mut egui::Ui, rec: &PhaseRecord, power: PowerId) {
    for r in rec.refused.iter().filter(|r| r.power == power) {
        ui.label(
            text(format!("✖ {} — {}", r.text, r.reason))
                .color(BAD)
                .strikethrough(),
        );
    }
}

/// Results by power, each line marked: a stacked movement's orders split into the parts
/// that fared differently (rule 5(ii)), or a retreat or adjustment phase's orders on any
/// board, each explained where it was not carried out.
fn marked_lines(ui: &mut egui::Ui, map: &Map, rec: &PhaseRecord, lines: &[ResultLine]) {
    for power in map.power_ids() {
        let mine: Vec<&ResultLine> = lines.iter().filter(|l| l.power == power).collect();
        if mine.is_empty() && !rec.refused.iter().any(|r| r.power == power) {
            continue;
        }
        power_heading(ui, map, power);
        for line in &mine {
            for (part, ok) in &line.parts {
                // A stack without an order reads as the classic board's units do: •.
                let (mark, colour) = match (*ok, line.no_order) {
                    (true, true) => ("•", egui::Color32::from_gray(190)),
                    (true, false) => ("✔", GOOD),
                    (false, _) => ("✖", BAD),
                };
                let shown = ui.label(text(format!("{mark} {part}")).color(colour));
                let said = (!line.no_order).then_some(*ok);
                super::spoken::result_words(&shown, part, said);
            }
        }
        refused_lines(ui, rec, power);
    }
}

/// One unit's result: the order as written, its fate's mark and colour, and why.
fn unit_row(ui: &mut egui::Ui, r: &UnitResult) {
    let (mark, colour) = match r.fate {
        Fate::Succeeded => ("✔", GOOD),
        Fate::NoOrder => ("•", egui::Color32::from_gray(190)),
        Fate::Failed | Fate::Void | Fate::Dislodged => ("✖", BAD),
    };
    if r.fate == Fate::NoOrder {
        let words = crate::t!("orders-results-no-order", order = r.written.clone());
        ui.label(text(format!("{mark} {words}")).color(colour));
        return;
    }
    // The rule's link on the order's own row (one short line), the reason wrapped below.
    ui.horizontal(|ui| {
        let shown = ui.label(text(format!("{mark} {}", r.written)).color(colour));
        let said = r.fate == Fate::Succeeded;
        super::spoken::result_words(&shown, &r.written, Some(said));
        if let Some(rule) = r.rule {
            rule_link(ui, rule);
        }
    });
    ui.horizontal(|ui| {
        ui.add_space(16.0);
        // The reason in the readable grey: the order's line above carries the colour.
        ui.add(egui::Label::new(text(&r.reason).small().color(super::style::WEAK)).wrap());
    });
}

/// Links to the rules behind a retreat or adjustment phase's results.
fn phase_rule_links(ui: &mut egui::Ui, map: &Map, rec: &PhaseRecord) {
    let rules = crate::engine::game::report::phase_rules(map, rec);
    if rules.is_empty() {
        return;
    }
    // Named by their titles (two rules of one section would read the same, "Rule II.11"),
    // one a line: a title wraps where the panel is narrow.
    ui.label(text(crate::t!("orders-results-the-rules")).small());
    for rule in rules {
        super::rule_card::titled_rule_link(ui, rule);
    }
}

/// The phase's orders grouped by power, each with its result and reason.
pub fn result_lines(ui: &mut egui::Ui, map: &Map, rec: &PhaseRecord) {
    let pos = &rec.position;
    match &rec.result {
        PhaseResult::Movement(MovementResult {
            stacks: Some(stacks),
            ..
        }) => marked_lines(
            ui,
            map,
            rec,
            &stacked_report::stacked_lines(map, rec, stacks),
        ),
        PhaseResult::Movement(m) => {
            for power in map.power_ids() {
                let mine: Vec<usize> = (0..pos.units.len())
                    .filter(|&i| pos.units[i].power == power)
                    .collect();
                if mine.is_empty() {
                    continue;
                }
                power_heading(ui, map, power);
                for i in mine {
                    if let Some(r) = unit_result(map, rec, i) {
                        unit_row(ui, &r);
                    }
                }
                refused_lines(ui, rec, power);
            }
            if !m.standoffs.is_empty() {
                let names: Vec<String> = m.standoffs.iter().map(|p| map.place_label(*p)).collect();
                let provinces = names.join(", ");
                ui.label(text(crate::t!(
                    "orders-results-standoffs",
                    provinces = provinces
                )));
            }
        }
        PhaseResult::Retreat(_) | PhaseResult::Adjustment { .. } => {
            marked_lines(ui, map, rec, &order_lines(map, rec).unwrap_or_default());
            phase_rule_links(ui, map, rec);
        }
    }
    for (p, old, new) in &rec.centre_changes {
        let (province, to) = (map.place_label(*p), map.power_label(*new));
        let words = match old {
            Some(o) => crate::t!(
                "orders-results-centre-passes",
                province = province,
                from = map.power_label(*o),
                to = to
            ),
            None => crate::t!(
                "orders-results-neutral-centre-passes",
                province = province,
                to = to
            ),
        };
        ui.label(text(words).color(power_colour(map, *new)));
    }
}
