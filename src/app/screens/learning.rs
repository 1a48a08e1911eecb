//! Learning mode's panel: the sample game step by step with commentary, lessons to
//! predict and watch, and the introduction pages.

use super::Screen;
use super::results::result_lines;
use super::style::{BAD, BIG, GOOD, NOTE, big_button, side_panel_with_footer, text};
use crate::app::current::CurrentMap;
use crate::app::learning::Learning;
use crate::app::learning::sheet::{Line, sample_sheet};
use crate::app::learning::steps::{Course, Part, campaigns};
use crate::engine::adjudicate::MovementResult;
use crate::engine::game::report::Fate;
use crate::engine::game::{PhaseRecord, PhaseResult};
use crate::engine::order::MainOrder;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Width of the learning panel.
pub const WIDTH: f32 = crate::app::layout::LEARNING_WIDTH;

/// The learning-mode panel.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        learning_screen.run_if(in_state(Screen::Learning)),
    );
}

pub fn learning_screen(
    mut contexts: EguiContexts,
    learning: Option<ResMut<Learning>>,
    map: Res<CurrentMap>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    mut guided: MessageWriter<crate::app::screen::BeginGuidedTurn>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(mut learning) = learning else {
        return Ok(());
    };
    match learning_panel(ctx, &mut learning, &map.0) {
        Some(LearningAsk::Title) => next.set(Screen::Title),
        Some(LearningAsk::Guided) => {
            guided.write(crate::app::screen::BeginGuidedTurn {
                back_to: Screen::Learning,
            });
        }
        Some(LearningAsk::TryIt) => {
            if let Some(desk) = super::sandbox::start::desk_for_step(&mut learning) {
                commands.insert_resource(desk);
                next.set(Screen::Sandbox);
            }
        }
        None => {}
    }
    Ok(())
}

/// What the learning panel asks of the program beyond its own state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LearningAsk {
    /// Back to the title screen.
    Title,
    /// The sandbox on this step's position and orders.
    TryIt,
    /// The guided first turn.
    Guided,
}

/// The learning panel: the course tabs and the lesson list at the top, the step's text
/// scrolling in the middle, and the step bar (Back, the step, Next, Auto-play) pinned to
/// the bottom so it never scrolls away, at any text size.
pub fn learning_panel(
    ctx: &egui::Context,
    learning: &mut Learning,
    map: &crate::engine::map::Map,
) -> Option<LearningAsk> {
    let mut ask = None;
    // The footer and the body are two closures over the one learning state.
    let learning = std::cell::RefCell::new(learning);
    side_panel_with_footer(
        ctx,
        "learning",
        WIDTH,
        |ui| {
            let learning = &mut **learning.borrow_mut();
            if course_choice(ui, learning, map) {
                ask = Some(LearningAsk::Guided);
            }
            if let Some(e) = &learning.error {
                ui.label(text(e.clone()).color(BAD));
            }
            ui.separator();
            match learning.course {
                Course::Sample => sample_step(ui, learning, map),
                Course::Lesson(i) => lesson_step(ui, learning, map, i),
                Course::Introduction => intro_page(ui, learning),
            }
            ui.add_space(12.0);
            if learning.current().record.is_some()
                && ui
                    .button(text(t!("learning-try-it")))
                    .on_hover_text(t!("learning-try-it-hover"))
                    .clicked()
            {
                ask = Some(LearningAsk::TryIt);
            }
            if ui.button(text(t!("learning-back-to-title"))).clicked() {
                ask = Some(LearningAsk::Title);
            }
        },
        |ui| step_bar(ui, &mut learning.borrow_mut()),
    );
    ask
}

/// The course tabs (introduction, sample game, the guided turn) and the list of lessons;
/// true when the guided turn is asked for.
fn course_choice(
    ui: &mut egui::Ui,
    learning: &mut Learning,
    map: &crate::engine::map::Map,
) -> bool {
    let mut guided = false;
    ui.horizontal_wrapped(|ui| {
        let course = learning.course;
        if ui
            .selectable_label(
                course == Course::Introduction,
                text(t!("learning-introduction")),
            )
            .clicked()
        {
            learning.open(map, Course::Introduction);
        }
        if ui
            .selectable_label(course == Course::Sample, text(t!("learning-sample-game")))
            .clicked()
        {
            learning.open(map, Course::Sample);
        }
        guided = ui
            .selectable_label(false, text(t!("learning-guided-turn")))
            .on_hover_text(t!("learning-guided-turn-hover"))
            .clicked();
    });
    let course = learning.course;
    let current = match course {
        Course::Lesson(i) => learning
            .material
            .lesson(i)
            .map_or(t!("learning-lessons"), |l| {
                format!("{}. {}", i + 1, l.title)
            }),
        _ => t!("learning-lessons"),
    };
    let mut chosen = None;
    let lessons = egui::ComboBox::from_id_salt("lesson")
        .selected_text(current)
        .width(ui.available_width().min(300.0))
        .truncate()
        .show_ui(ui, |ui| {
            let count = learning.material.lessons.len();
            for (i, l) in (0..count).filter_map(|i| Some((i, learning.material.lesson(i)?))) {
                if ui
                    .selectable_label(
                        course == Course::Lesson(i),
                        format!("{}. {} ({})", i + 1, l.title, l.section),
                    )
                    .clicked()
                {
                    chosen = Some(i);
                }
            }
        });
    super::spoken::name(&lessons.response, &t!("access-lesson"));
    if let Some(i) = chosen {
        learning.open(map, Course::Lesson(i));
    }
    guided
}

/// Back, the step counter, Next and Auto-play, in one fixed place at the panel's foot:
/// two rows (the footer is laid out from the bottom up), each wrapping only where a
/// language's longer words would not fit the panel at a large text size.
fn step_bar(ui: &mut egui::Ui, learning: &mut Learning) {
    ui.horizontal_wrapped(|ui| {
        let auto = if learning.autoplay {
            t!("learning-stop")
        } else {
            t!("learning-autoplay")
        };
        if ui.button(text(auto)).clicked() {
            learning.autoplay = !learning.autoplay;
        }
        if learning.autoplay {
            ui.add(egui::Slider::new(&mut learning.pace, 2.0..=20.0).text(t!("learning-pace")));
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button(text(t!("learning-back"))).clicked() {
            learning.go(-1);
        }
        ui.label(text(format!("{} / {}", learning.step + 1, learning.len())));
        if ui.button(text(t!("learning-next"))).clicked() {
            learning.go(1);
        }
    });
}

fn sample_step(ui: &mut egui::Ui, learning: &mut Learning, map: &crate::engine::map::Map) {
    let step = learning.current();
    let Some(r) = step.record else { return };
    let mut jump = None;
    let phases = egui::ComboBox::from_id_salt("campaign")
        .selected_text(map.phase_label(learning.game.record[r].phase))
        .show_ui(ui, |ui| {
            for (first, name) in campaigns(&learning.game, map) {
                if ui.selectable_label(first / 2 == r, name).clicked() {
                    jump = Some(first);
                }
            }
        });
    super::spoken::name(&phases.response, &t!("access-sample-phase"));
    if let Some(first) = jump {
        learning.step = first;
    }
    let title = map.phase_label(learning.game.record[r].phase);
    ui.label(egui::RichText::new(&title).size(BIG));
    for line in sample_sheet(&learning.material, &learning.game, map, step) {
        sheet_line(ui, map, line);
    }
}

/// One line of the sample game's text: orders, results with their marks, and the
/// commentary on an order indented beneath it.
fn sheet_line(ui: &mut egui::Ui, map: &crate::engine::map::Map, line: Line) {
    match line {
        Line::Intro(t) | Line::Outcome(t) => {
            ui.label(text(t));
        }
        Line::Label(t) => {
            ui.add_space(6.0);
            ui.label(text(t).strong());
        }
        Line::Orders { power, orders } => {
            ui.label(text(format!("{}: {orders}", map.power_label(power))));
        }
        Line::Implied(t) => {
            ui.label(text(t).color(NOTE));
        }
        Line::Power(power) => {
            ui.add_space(4.0);
            ui.label(text(map.power_label(power).to_uppercase()).strong());
        }
        Line::Result {
            written,
            fate,
            reason,
            rule,
        } => {
            let (mark, colour) = match fate {
                Fate::Succeeded => ("✔", GOOD),
                Fate::NoOrder => ("•", egui::Color32::from_gray(190)),
                Fate::Failed | Fate::Void | Fate::Dislodged => ("✖", BAD),
            };
            ui.horizontal(|ui| {
                let shown = ui.label(text(format!("{mark} {written}")).color(colour));
                let said = match fate {
                    Fate::NoOrder => None,
                    _ => Some(matches!(fate, Fate::Succeeded)),
                };
                super::spoken::result_words(&shown, &written, said);
                if let Some(rule) = rule {
                    super::rule_card::rule_link(ui, rule);
                }
            });
            ui.horizontal(|ui| {
                ui.add_space(16.0);
                ui.add(egui::Label::new(text(reason).small()).wrap());
            });
        }
        Line::Rules(rules) if rules.is_empty() => {}
        Line::Rules(rules) => {
            ui.horizontal_wrapped(|ui| {
                ui.label(text(t!("learning-the-rules")).small());
                for rule in rules {
                    super::rule_card::rule_link(ui, rule);
                }
            });
        }
        Line::Note { text: t, section } => {
            ui.horizontal_wrapped(|ui| {
                ui.add_space(16.0);
                ui.label(text(format!("{t} ({section})")).color(NOTE));
            });
        }
        Line::Closing(t) => {
            ui.separator();
            ui.label(text(t).strong());
        }
        Line::Hint(t) => {
            ui.label(text(t).weak());
        }
    }
}

fn lesson_step(
    ui: &mut egui::Ui,
    learning: &mut Learning,
    map: &crate::engine::map::Map,
    i: usize,
) {
    let Some(lesson) = learning.material.lesson(i).cloned() else {
        return;
    };
    ui.label(egui::RichText::new(format!("{}. {}", i + 1, lesson.title)).size(BIG * 0.8));
    let section = lesson.section.clone();
    ui.label(text(t!("learning-lesson-section", section = section)).weak());
    let Some(rec) = learning.game.record.first().cloned() else {
        return;
    };
    match learning.current().part {
        Part::Orders => {
            ui.label(text(lesson.question.clone()).strong());
            ui.add_space(4.0);
            orders_by_power(ui, map, &rec);
            predictions(ui, learning, map, &rec);
            if big_button(ui, &t!("learning-show-what-happens")).clicked() {
                learning.go(1);
            }
        }
        _ => {
            result_lines(ui, map, &rec);
            if let PhaseResult::Movement(m) = &rec.result {
                prediction_marks(ui, learning, m);
            }
            ui.separator();
            ui.label(text(lesson.explanation.clone()));
            if i + 1 < learning.material.lessons.len()
                && big_button(ui, &t!("learning-next-lesson")).clicked()
            {
                learning.open(map, Course::Lesson(i + 1));
            }
        }
    }
}

/// The moves of a lesson's phase: the units ordered to move, by index.
fn moves_of(m: &MovementResult) -> Vec<usize> {
    (0..m.orders.len())
        .filter(|&k| matches!(m.orders[k], MainOrder::Move { .. }))
        .collect()
}

/// The learner's ticks before the answer: which moves succeed, which units are dislodged.
fn predictions(
    ui: &mut egui::Ui,
    learning: &mut Learning,
    map: &crate::engine::map::Map,
    rec: &PhaseRecord,
) {
    let PhaseResult::Movement(m) = &rec.result else {
        return;
    };
    let moves = moves_of(m);
    if !moves.is_empty() {
        ui.add_space(4.0);
        ui.label(text(t!("learning-predict-moves")));
        for &k in &moves {
            let u = &rec.position.units[k];
            let name = crate::engine::notation::format::format_main(
                map,
                &rec.position,
                u,
                &m.orders[k],
                crate::engine::notation::format::Style::Rulebook,
            );
            let mut yes = learning.prediction.iter().any(|(j, y)| *j == k && *y);
            if ui.checkbox(&mut yes, name).changed() {
                learning.prediction.retain(|(j, _)| *j != k);
                learning.prediction.push((k, yes));
            }
        }
    }
    ui.label(text(t!("learning-predict-dislodged")));
    ui.horizontal_wrapped(|ui| {
        for (k, u) in rec.position.units.iter().enumerate() {
            let mut yes = learning.predicted_dislodged.contains(&k);
            let name = crate::engine::notation::format::unit_place(map, u.kind, u.loc);
            if ui.checkbox(&mut yes, name).changed() {
                learning.predicted_dislodged.retain(|j| *j != k);
                if yes {
                    learning.predicted_dislodged.push(k);
                }
            }
        }
    });
}

/// How the learner's ticks compare with what happened.
fn prediction_marks(ui: &mut egui::Ui, learning: &Learning, m: &MovementResult) {
    let moves = moves_of(m);
    if !moves.is_empty() {
        let right = moves
            .iter()
            .filter(|&&k| {
                learning.prediction.iter().any(|(j, y)| *j == k && *y) == m.verdicts[k].succeeded()
            })
            .count();
        let colour = if right == moves.len() { GOOD } else { NOTE };
        let count = moves.len();
        ui.label(
            text(t!("learning-predicted-right", right = right, count = count))
                .color(colour)
                .strong(),
        );
    }
    let actual: Vec<usize> = (0..m.dislodged.len())
        .filter(|&k| m.dislodged[k].is_some())
        .collect();
    let mut guessed = learning.predicted_dislodged.clone();
    guessed.sort();
    let (line, colour) = if guessed == actual {
        (t!("learning-dislodged-exactly"), GOOD)
    } else {
        (t!("learning-dislodged-not-quite"), NOTE)
    };
    ui.label(text(line).color(colour));
}

fn intro_page(ui: &mut egui::Ui, learning: &Learning) {
    let Part::Page(p) = learning.current().part else {
        return;
    };
    let Some(page) = learning.material.page(p) else {
        return;
    };
    ui.label(egui::RichText::new(&page.title).size(BIG));
    ui.label(text(page.text.clone()).size(20.0));
}

/// One line per power with its orders of the phase, in the board's notation.
fn orders_by_power(
    ui: &mut egui::Ui,
    map: &crate::engine::map::Map,
    rec: &crate::engine::game::PhaseRecord,
) {
    for power in map.power_ids() {
        let mine: Vec<String> = rec
            .orders
            .iter()
            .filter(|o| o.power == power)
            .map(|o| o.text(map, &rec.position))
            .collect();
        if !mine.is_empty() {
            ui.label(text(format!(
                "{}: {}",
                map.power_label(power),
                mine.join(", ")
            )));
        }
    }
}
