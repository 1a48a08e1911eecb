//! The tutor's panel at the window's left edge: the step (its title and what to do), a
//! word on where the table is when the step waits for it, what the tutor said about the
//! last thing done (with the rule behind a mistake), and Next and Leave pinned at the
//! bottom, where they stay at every step and text size.

use super::{Feedback, Tutor, WIDTH, learner_name};
use crate::app::current::CurrentMap;
use crate::app::play::stage::TableStage;
use crate::app::screen::Screen;
use crate::app::screens::rule_card::rule_link;
use crate::app::style::{BAD, GOOD, NOTE, big_button, left_panel_with_footer, text};
use crate::engine::tutorial::{Awaits, STEPS, step};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// What the panel asks of the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TutorAsk {
    /// The tutor's Next.
    Next,
    /// Leave the guided turn for the screen it was asked from.
    Leave,
    /// After the last step: set up a game of one's own.
    NewGame,
}

/// The panel beside the table while the guided turn runs.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        tutor_screen.run_if(in_state(Screen::Play).and_then(resource_exists::<Tutor>)),
    );
}

fn tutor_screen(
    mut contexts: EguiContexts,
    mut tutor: ResMut<Tutor>,
    stage: Option<Res<State<TableStage>>>,
    map: Res<CurrentMap>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    match tutor_panel(ctx, &tutor, stage.map(|s| *s.get())) {
        Some(TutorAsk::Next) => tutor.hear(&map.0, crate::engine::tutorial::TutorEvent::Next),
        Some(TutorAsk::Leave) => next.set(tutor.back_to),
        Some(TutorAsk::NewGame) => next.set(Screen::NewGame),
        None => {}
    }
    Ok(())
}

/// Where the table is, when the step waits for something else first.
fn table_word(stage: Option<TableStage>, awaits: Awaits) -> Option<String> {
    let writing = matches!(awaits, Awaits::Selection | Awaits::Order | Awaits::Seal);
    match stage? {
        TableStage::Curtain if writing => {
            let power = learner_name();
            Some(t!("learning-tutor-first-curtain", power = power))
        }
        TableStage::Reveal if writing => Some(t!("learning-tutor-first-continue")),
        TableStage::Reveal if awaits == Awaits::Nothing => Some(t!("learning-tutor-play-on")),
        _ => None,
    }
}

/// The tutor's panel; what the player asked of it, if anything.
pub fn tutor_panel(
    ctx: &egui::Context,
    tutor: &Tutor,
    stage: Option<TableStage>,
) -> Option<TutorAsk> {
    let mut ask = None;
    let step = tutor.tutorial.step();
    let index = tutor.tutorial.index();
    let counted = STEPS.len() - 1;
    left_panel_with_footer(
        ctx,
        "tutor",
        WIDTH,
        |ui| {
            let place = match tutor.finished() {
                true => t!("learning-tutor-the-end"),
                false => t!("learning-tutor-step-of", step = index + 1, count = counted),
            };
            ui.label(text(place).small().weak());
            ui.label(text(step.title()).size(24.0).strong());
            ui.add(egui::Label::new(text(step.say()).strong()).wrap());
            if let Some(word) = table_word(stage, step.awaits) {
                ui.add_space(4.0);
                ui.add(egui::Label::new(text(word).color(NOTE)).wrap());
            }
            ui.add_space(8.0);
            feedback(ui, tutor.feedback.as_ref());
        },
        |ui| {
            // Bottom-up: Leave at the bottom, Next above it, in the same place at every step.
            let (leave, onward) = match (tutor.finished(), tutor.back_to) {
                (true, Screen::NewGame) => (
                    t!("learning-tutor-back-to-new-game"),
                    t!("learning-tutor-own-game"),
                ),
                (true, _) => (
                    t!("learning-tutor-back-to-learning"),
                    t!("learning-tutor-own-game"),
                ),
                (false, _) => (t!("learning-tutor-leave"), t!("learning-tutor-next")),
            };
            if ui.button(text(leave)).clicked() {
                ask = Some(TutorAsk::Leave);
            }
            let may = tutor.finished() || step.awaits == Awaits::Next;
            if ui
                .add_enabled_ui(may, |ui| big_button(ui, &onward))
                .inner
                .clicked()
            {
                ask = Some(match tutor.finished() {
                    true => TutorAsk::NewGame,
                    false => TutorAsk::Next,
                });
            }
        },
    );
    ask
}

/// What the tutor said about the last thing done.
fn feedback(ui: &mut egui::Ui, said: Option<&Feedback>) {
    match said {
        None => {}
        Some(Feedback::Done(id)) => {
            let done = t!("learning-tutor-done", step = step(*id).task());
            ui.label(text(done).color(GOOD));
        }
        Some(Feedback::Wrong { reason, hint, rule }) => {
            let words = t!("learning-tutor-not-quite", reason = reason.as_str());
            ui.add(egui::Label::new(text(words).color(BAD)).wrap());
            ui.add(egui::Label::new(text(hint)).wrap());
            if let Some(rule) = rule {
                rule_link(ui, *rule);
            }
        }
    }
}
