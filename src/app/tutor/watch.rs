//! What the learner does at the table, told to the tutor: the screens' messages before
//! the table applies them (the curtain, Seal, Continue, a typed line), the orders the
//! table's draft holds (however they were given: a click, a list, a button, typing), and
//! the unit chosen on the board. A seal the tutor does not accept is held.

use super::{Borrowed, Feedback, Tutor};
use crate::app::current::GameAndMap;
use crate::app::play::pick::Entry;
use crate::app::play::table::{Stage, Table};
use crate::app::play::{Act, SealHold};
use crate::engine::notation::parse_order;
use crate::engine::order::Written;
use crate::engine::tutorial::{Judgement, TutorEvent, judge};
use crate::t;
use bevy::prelude::*;

/// Tells the tutor what happened since the last frame, then this frame's messages.
pub(super) fn watch(
    mut acts: MessageReader<Act>,
    mut tutor: ResMut<Tutor>,
    table: Option<Res<Table>>,
    played: GameAndMap,
    entry: Res<Entry>,
    mut hold: ResMut<SealHold>,
) {
    let map = played.map();
    let writing = table
        .as_ref()
        .is_some_and(|t| matches!(t.stage, Stage::Writing { .. }));
    match table.as_deref() {
        Some(t) if writing => orders_given(&mut tutor, t, map, &entry),
        _ => {
            tutor.seen.clear();
            tutor.pending_act = None;
        }
    }
    let selected = entry.pick.selected().first().copied().filter(|_| writing);
    if selected != tutor.selected {
        tutor.selected = selected;
        if let Some(p) = selected {
            tutor.hear(map, TutorEvent::UnitSelected(p));
        }
    }
    for act in acts.read() {
        match act {
            Act::Ready(_) => tutor.hear(map, TutorEvent::CurtainPassed),
            Act::FinishReveal => tutor.hear(map, TutorEvent::ResultsRead),
            Act::Seal => {
                tutor.hear(map, TutorEvent::Sealed);
                hold.0 = match &tutor.feedback {
                    Some(Feedback::Wrong { reason, .. }) => {
                        Some(t!("learning-tutor-not-yet", reason = reason.as_str()))
                    }
                    _ => None,
                };
            }
            Act::Write(line) if writing => {
                let learner = Some(tutor.tutorial.learner());
                match parse_order(map, &played.game().position, learner, line) {
                    // The reader's reason and a hint; the draft takes nothing.
                    Err(_) => tutor.hear(map, TutorEvent::Typed(line.clone())),
                    Ok(_) => tutor.pending_act = Some((act.clone(), entry.error.clone())),
                }
            }
            Act::Give { .. }
            | Act::Put(_)
            | Act::Click(_)
            | Act::Adjust(_)
            | Act::Clear(_)
            | Act::Unwrite(_)
                if writing =>
            {
                tutor.pending_act = Some((act.clone(), entry.error.clone()))
            }
            _ => {}
        }
    }
}

/// The learner's orders in the draft now, compared with the last frame's: each order
/// cleared and each new one is told to the tutor. When the last writing message changed
/// nothing, it was refused: a typed line is judged as written (without changing the
/// tutor's orders), anything else gets the panel's own reason with the step's hint.
fn orders_given(tutor: &mut Tutor, table: &Table, map: &crate::engine::map::Map, entry: &Entry) {
    let learner = tutor.tutorial.learner();
    let now: Vec<Written> = (table.drafts.iter())
        .filter(|d| d.power == learner)
        .flat_map(|d| d.lines.iter().flat_map(|l| l.written().iter().copied()))
        .collect();
    let pending = tutor.pending_act.take();
    if now == tutor.seen {
        refused(tutor, map, pending, entry.error.as_deref());
        return;
    }
    let seen = std::mem::take(&mut tutor.seen);
    let key = |w: &Written| (w.at.province, std::mem::discriminant(&w.order));
    for gone in seen
        .iter()
        .filter(|s| !now.iter().any(|n| key(n) == key(s)))
    {
        tutor.hear(map, TutorEvent::OrderCleared(gone.at.province));
    }
    for given in now.iter().filter(|n| !seen.contains(n)) {
        tutor.hear(map, TutorEvent::Order(*given));
    }
    tutor.seen = now;
}

/// A writing message that changed nothing: why, as the tutor or the panel says it.
fn refused(
    tutor: &mut Tutor,
    map: &crate::engine::map::Map,
    pending: Option<(Act, Option<String>)>,
    error: Option<&str>,
) {
    let step = tutor.tutorial.step();
    let Some((act, before)) = pending else { return };
    // A refusal is news only when the panel's reason changed (a click that chose a unit
    // leaves an old one standing).
    let error = error.filter(|e| before.as_deref() != Some(*e));
    let said = match (act, error) {
        (Act::Write(line), _) => {
            match judge(map, step, tutor.tutorial.state(), &TutorEvent::Typed(line)) {
                Judgement::Wrong { reason, hint, rule } => {
                    Some(Feedback::Wrong { reason, hint, rule })
                }
                _ => None,
            }
        }
        (_, Some(why)) => Some(Feedback::Wrong {
            reason: why.trim_end_matches('.').to_string(),
            hint: step.hint(),
            rule: None,
        }),
        _ => None,
    };
    if said.is_some() {
        tutor.feedback = said;
    }
}

/// Once the guided year is over and the learner goes on past its last results, the
/// game is theirs to play on against the computers: the tutor steps aside.
pub(super) fn play_on(
    mut commands: Commands,
    mut tutor: ResMut<Tutor>,
    table: Res<Table>,
    mut borrowed: Borrowed,
) {
    let past = !matches!(table.stage, Stage::Reveal { .. });
    if tutor.finished() && past {
        // The whole board for the game played on.
        super::stop(&mut commands, &mut tutor, &mut borrowed);
    }
}
