//! The screen audit of the guided first turn: its panel beside the curtain, the order
//! panel and the results, at every text size and window, with its longest words (a
//! mistake's reason, hint and rule); and its Next and Leave where they were at every step.

use super::audit::{TEXT_SIZES, WINDOWS, Widget, faults, lay_out, lay_out_painted};
use super::curtain::curtain_panel;
use super::orders::order_panel;
use super::painted_audit::painted_faults;
use super::results::results_panel;
use crate::app::board::animate::Anim;
use crate::app::play::clock::Timing;
use crate::app::play::pick::Entry;
use crate::app::play::stage::TableStage;
use crate::app::play::table::{Stage, Table};
use crate::app::tutor::panel::tutor_panel;
use crate::app::tutor::{Feedback, Tutor};
use crate::engine::game::Game;
use crate::engine::map::Map;
use crate::engine::rules_explained::RuleTopic;
use crate::engine::tutorial::{ASKED, StepId, TutorEvent};
use bevy_egui::egui;

/// The tutor taken through the guided turn with the right answers, up to step `to`.
fn tutor_at(map: &Map, to: StepId) -> (Tutor, Game) {
    let (mut tutor, game) = Tutor::start(map).expect("the guided turn starts");
    let lon = map.find_province("lon").expect("London");
    let mut answers = vec![TutorEvent::CurtainPassed, TutorEvent::UnitSelected(lon)];
    answers.extend(ASKED.iter().map(|l| TutorEvent::Typed(l.to_string())));
    answers.extend([
        TutorEvent::Sealed,
        TutorEvent::Next,
        TutorEvent::ResultsRead,
        TutorEvent::Typed("F IRI-Wal".into()),
        TutorEvent::Sealed,
        TutorEvent::Typed("Build F Edi".into()),
        TutorEvent::Sealed,
    ]);
    for answer in answers {
        if tutor.tutorial.step().id == to {
            break;
        }
        tutor.hear(map, answer);
    }
    assert_eq!(tutor.tutorial.step().id, to, "the answers reach {to:?}");
    (tutor, game)
}

/// The longest thing the tutor says after a mistake.
fn long_mistake(tutor: &mut Tutor) {
    tutor.feedback = Some(Feedback::Wrong {
        reason: "F(NWG)-Edi can be carried out, but it is not the order asked for".into(),
        hint: "Under F NWG in the order panel, open Support… and pick the army in Yorkshire \
               moving to Norway. A new order for a unit replaces its old one, and Clear \
               removes an order."
            .into(),
        rule: Some(RuleTopic::Support),
    });
}

/// Every fault of `screen` with the tutor's panel beside it, at every size and window:
/// the screen's `essential` button and the tutor's Leave must both be whole.
fn audit_beside(
    name: &str,
    tutor: &Tutor,
    stage: Stage,
    essential: &str,
    mut screen: impl FnMut(&egui::Context),
) -> Vec<String> {
    let mut all = Vec::new();
    for size in TEXT_SIZES {
        for window in WINDOWS {
            let (widgets, painted, points) = lay_out_painted(window, size, |ctx| {
                tutor_panel(ctx, tutor, Some(TableStage::of(stage)));
                screen(ctx);
            });
            let mut found = faults(&widgets, points, essential);
            found.extend(painted_faults(&painted, &widgets, points, points));
            let leave = match tutor.finished() {
                true => "Back to learning mode",
                false => "Leave the guided turn",
            };
            found.extend(faults(&widgets, points, leave));
            found.dedup();
            for f in found {
                all.push(format!(
                    "{name} at text size {size}, {}×{}: {f}",
                    window.0, window.1
                ));
            }
        }
    }
    all
}

#[test]
fn the_guided_turn_fits_beside_the_curtain_the_orders_and_the_results_at_every_size() {
    let map = Map::named("standard").expect("map");
    let mut all = Vec::new();

    let (tutor, mut game) = tutor_at(&map, StepId::Curtain);
    let (mut table, _) = Table::new(&mut game, &map, Timing::Tournament);
    assert!(matches!(table.stage, Stage::Curtain { .. }));
    let mut code = String::new();
    all.extend(audit_beside(
        "curtain",
        &tutor,
        table.stage,
        "I am",
        |ctx| {
            curtain_panel(ctx, &table, (&game, &map), &mut code, false);
        },
    ));

    let (mut tutor, _) = tutor_at(&map, StepId::SupportFromList);
    long_mistake(&mut tutor);
    table.ready(&game, &map, "").expect("ready");
    let mut entry = Entry::default();
    let stage = table.stage;
    all.extend(audit_beside(
        "orders",
        &tutor,
        stage,
        "Seal orders",
        |ctx| {
            order_panel(ctx, &mut table, &game, &map, &mut entry);
        },
    ));

    for step in [StepId::ReadStandOff, StepId::Finished] {
        let (tutor, _) = tutor_at(&map, step);
        let game = tutor.tutorial.game().clone();
        let table = Table::showing(game.record.len() - 1);
        let mut anim = Anim::default();
        let name = format!("results at {step:?}");
        all.extend(audit_beside(
            &name,
            &tutor,
            table.stage,
            "Continue",
            |ctx| {
                results_panel(ctx, &table, &game, &map, &mut anim);
            },
        ));
    }
    assert!(all.is_empty(), "{all:#?}");
}

#[test]
fn the_tutors_buttons_stay_in_one_place_at_every_step() {
    let map = Map::named("standard").expect("map");
    let place =
        |ws: &[Widget], words: &str| (ws.iter()).find(|w| w.words == words).map(|w| w.rect.min);
    for size in TEXT_SIZES {
        let mut seen = Vec::new();
        for step in [
            StepId::Curtain,
            StepId::ConvoyFromList,
            StepId::ReadStandOff,
            StepId::Build,
        ] {
            let (mut tutor, _) = tutor_at(&map, step);
            long_mistake(&mut tutor);
            let stage = Stage::Writing { player: 0 };
            let (widgets, _) = lay_out(WINDOWS[0], size, |ctx| {
                tutor_panel(ctx, &tutor, Some(TableStage::of(stage)));
            });
            let buttons = (
                place(&widgets, "Next"),
                place(&widgets, "Leave the guided turn"),
            );
            assert!(
                buttons.0.is_some() && buttons.1.is_some(),
                "{step:?} at {size}"
            );
            seen.push((step, buttons));
        }
        for (step, buttons) in &seen {
            assert_eq!(
                *buttons, seen[0].1,
                "at text size {size}, {step:?} moved them"
            );
        }
    }
}
