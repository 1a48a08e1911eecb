//! The tutor's judge: what the learner just did, measured against the step they are on.
//! A wrong order gets the engine's own reason where it has one and a hint; nothing the
//! learner does ends the tutorial.

use super::board::order_words;
use super::steps::{Awaits, STEPS, StepId, TutorStep, index_of, step};
use crate::engine::adjudicate::Check;
use crate::engine::game::Game;
use crate::engine::game::draft::check_written;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::notation::parse_order;
use crate::engine::order::{AdjustOrder, MainOrder, Order, RetreatOrder, Written};
use crate::engine::position::PhaseKind;
use crate::engine::rules_explained::RuleTopic;
use crate::t;

/// What the learner did, as the app reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TutorEvent {
    /// The tutor's own Next button.
    Next,
    /// The curtain's "I am …" button.
    CurtainPassed,
    /// A unit was chosen (on the board or in the order panel).
    UnitSelected(ProvinceId),
    /// An order was given from the board or the panel's buttons and lists.
    Order(Written),
    /// A line was written from the order box (or a panel button that writes a line).
    Typed(String),
    /// The order of the unit (or build) in this province was cleared.
    OrderCleared(ProvinceId),
    /// Seal orders was pressed and confirmed.
    Sealed,
    /// Continue under the results.
    ResultsRead,
}

/// The tutor's answer to one event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judgement {
    /// The step is done: on to the next.
    Done,
    /// Nothing wrong, but the step is not done yet.
    Wait,
    /// Not what was asked: why, what to do instead, and the rule behind it if any.
    Wrong {
        reason: String,
        hint: String,
        rule: Option<RuleTopic>,
    },
}

/// What the judge looks at: the game, the learner and what they have written so far.
#[derive(Debug, Clone, PartialEq)]
pub struct TutorState {
    pub game: Game,
    pub learner: PowerId,
    /// The learner's orders for this phase, one per unit, as the order panel holds them.
    pub drafts: Vec<Written>,
    /// The movement orders each movement step asks for.
    pub asked: Vec<(StepId, Written)>,
    /// The current step's place in [`STEPS`].
    pub at: usize,
}

/// A step's hint with how to put a wrong order right.
fn with_fix(hint: String) -> String {
    t!("learning-tutor-hint-and-fix", hint = hint)
}

fn wrong(reason: impl Into<String>, hint: impl Into<String>, rule: Option<RuleTopic>) -> Judgement {
    Judgement::Wrong {
        reason: reason.into(),
        hint: hint.into(),
        rule,
    }
}

/// The phase a step's orders belong to.
fn phase_of(id: StepId) -> PhaseKind {
    match index_of(id) {
        i if i < index_of(StepId::Retreat) => PhaseKind::Movement,
        i if i < index_of(StepId::Build) => PhaseKind::Retreat,
        _ => PhaseKind::Adjustment,
    }
}

/// Whether two orders for one unit say the same (the unit letter, a coast left out and
/// "via convoy" aside).
pub fn same_order(a: &Written, b: &Written) -> bool {
    let main = |w: &Written| match w.order {
        Order::Main(MainOrder::Move { to, .. }) => Some((0, to.province, None)),
        Order::Main(MainOrder::SupportMove { from, to }) => Some((1, to.province, Some(from))),
        _ => None,
    };
    a.power == b.power
        && a.at.province == b.at.province
        && match (main(a), main(b)) {
            (Some(x), Some(y)) => x == y,
            (None, None) => a.order == b.order,
            _ => false,
        }
}

/// Whether order step `id` asks for `w` (a movement step its one order; the retreat step
/// any retreat the engine allows; the build step any build it allows).
pub fn wants(map: &Map, state: &TutorState, id: StepId, w: &Written) -> bool {
    let position = &state.game.position;
    if w.power != state.learner || position.phase.kind != phase_of(id) {
        return false;
    }
    let fine = || check_written(state.game.board(map), w).0 == Check::Fine;
    match (id, w.order) {
        (StepId::Retreat, Order::Retreat(RetreatOrder::Retreat(_))) => fine(),
        (StepId::Build, Order::Adjust(AdjustOrder::Build { .. })) => fine(),
        _ => state
            .asked
            .iter()
            .any(|(s, a)| *s == id && same_order(a, w)),
    }
}

/// The order steps of the current phase.
fn order_steps(state: &TutorState) -> impl Iterator<Item = &'static TutorStep> {
    let kind = state.game.position.phase.kind;
    STEPS
        .iter()
        .filter(move |s| s.awaits == Awaits::Order && phase_of(s.id) == kind)
}

/// The order step for the unit an order is for (or for its kind of order): its hint fits
/// a wrong order for that unit best.
fn step_for<'a>(state: &TutorState, w: &Written, current: &'a TutorStep) -> &'a TutorStep {
    let found = order_steps(state).find(|s| match (s.id, w.order) {
        (StepId::Retreat, Order::Retreat(_)) | (StepId::Build, Order::Adjust(_)) => true,
        _ => state
            .asked
            .iter()
            .any(|(id, a)| *id == s.id && a.at.province == w.at.province),
    });
    found.unwrap_or(current)
}

/// Why an order that no step asks for is wrong: the engine's reason if it voids it.
fn why_not(map: &Map, state: &TutorState, w: &Written) -> (String, Option<RuleTopic>) {
    let position = &state.game.position;
    if w.power != state.learner {
        return (
            t!("learning-tutor-not-yours"),
            Some(RuleTopic::YourOwnUnits),
        );
    }
    match (check_written(state.game.board(map), w), w.order) {
        ((Check::Void(words), rule), _) => (words, rule),
        (_, Order::Retreat(RetreatOrder::Disband)) => (
            t!("learning-tutor-disband-loses"),
            Some(RuleTopic::Disbanding),
        ),
        (_, Order::Adjust(AdjustOrder::Waive)) => (
            t!("learning-tutor-waive-gives-up"),
            Some(RuleTopic::WaiveBuilds),
        ),
        _ => (
            t!(
                "learning-tutor-not-the-order-asked",
                order = order_words(map, position, w)
            ),
            None,
        ),
    }
}

/// An order from the learner: done when the step asks for it, waiting when another step
/// of this phase does, wrong otherwise.
fn judge_order(map: &Map, step: &TutorStep, state: &TutorState, w: &Written) -> Judgement {
    if step.awaits == Awaits::Order && wants(map, state, step.id, w) {
        return Judgement::Done;
    }
    if order_steps(state).any(|s| wants(map, state, s.id, w)) {
        return Judgement::Wait;
    }
    let (reason, rule) = why_not(map, state, w);
    let hint = with_fix(step_for(state, w, step).hint());
    wrong(reason, hint, rule)
}

/// A typed line: read against the board first; a line that does not read gets the
/// reader's reason.
fn judge_typed(map: &Map, step: &TutorStep, state: &TutorState, line: &str) -> Judgement {
    match parse_order(map, &state.game.position, Some(state.learner), line) {
        Ok(w) => judge_order(map, step, state, &w),
        Err(e) => wrong(
            e.words_on(map),
            t!("learning-tutor-hint-and-spelling", hint = step.hint()),
            e.topic(),
        ),
    }
}

/// A cleared order: wrong only when it was the order a step asked for (a stand aside, as
/// a unit without an order stands anyway).
fn judge_clear(map: &Map, state: &TutorState, p: ProvinceId) -> Judgement {
    let Some(d) = state.drafts.iter().find(|d| d.at.province == p) else {
        return Judgement::Wait;
    };
    // Wrong only when no other order left does what the step asked (two builds written
    // for one due: clearing either is fine).
    let left = |s: &TutorStep| {
        state
            .drafts
            .iter()
            .any(|o| o.at.province != p && wants(map, state, s.id, o))
    };
    let asked = order_steps(state).find(|s| wants(map, state, s.id, d) && !left(s));
    match asked {
        Some(s) if d.order != Order::Main(MainOrder::Hold) => {
            let order = order_words(map, &state.game.position, d);
            let reason = match d.order {
                Order::Adjust(_) => t!("learning-tutor-cleared-build", order = order),
                _ => t!("learning-tutor-cleared-order", order = order),
            };
            wrong(
                reason,
                t!("learning-tutor-give-again", hint = s.hint()),
                None,
            )
        }
        _ => Judgement::Wait,
    }
}

/// `F Lon`: the unit an order is for, as the order panel names it.
fn unit_name(map: &Map, w: &Written) -> String {
    let letter = w
        .kind
        .map(|k| format!("{} ", k.letter()))
        .unwrap_or_default();
    format!("{letter}{}", map.location_abbr(w.at))
}

/// What is missing when no order does what order step `id` asks.
fn missing(map: &Map, state: &TutorState, id: StepId) -> String {
    let position = &state.game.position;
    let asked = state.asked.iter().find(|(s, _)| *s == id);
    match (id, asked) {
        (StepId::Retreat, _) => t!("learning-tutor-no-retreat-yet"),
        (StepId::Build, _) => t!("learning-tutor-no-build-yet"),
        (_, Some((_, w))) => {
            let given = state.drafts.iter().find(|d| d.at.province == w.at.province);
            let asked = order_words(map, position, w);
            match given {
                Some(d) => t!(
                    "learning-tutor-other-order",
                    unit = unit_name(map, w),
                    given = order_words(map, position, d),
                    asked = asked
                ),
                None => t!(
                    "learning-tutor-no-order-yet",
                    unit = unit_name(map, w),
                    asked = asked
                ),
            }
        }
        (_, None) => t!("learning-tutor-step-not-done", step = step(id).title()),
    }
}

/// What stops the learner's orders being sealed, if anything: a reason and a hint.
pub fn seal_problem(map: &Map, state: &TutorState) -> Option<(String, String)> {
    let position = &state.game.position;
    for s in order_steps(state) {
        let matching = state
            .drafts
            .iter()
            .filter(|d| wants(map, state, s.id, d))
            .count();
        let optional = s.id == StepId::Stand;
        match matching {
            0 if optional => {}
            0 => return Some((missing(map, state, s.id), s.hint())),
            1 => {}
            _ => {
                return Some((
                    t!("learning-tutor-only-one-due", step = s.title()),
                    t!("learning-tutor-clear-extra", hint = s.hint()),
                ));
            }
        }
    }
    let stray = state
        .drafts
        .iter()
        .find(|d| !order_steps(state).any(|s| wants(map, state, s.id, d)))?;
    let (why, _) = why_not(map, state, stray);
    let words = order_words(map, position, stray);
    let reason = match why.starts_with(&words) {
        true => why,
        false => t!("learning-tutor-order-and-why", order = words, why = why),
    };
    let hint = step_for(state, stray, step(StepId::Seal)).hint();
    Some((reason, with_fix(hint)))
}

/// Judges one event on `step` against the state (before the event changes it).
pub fn judge(map: &Map, step: &TutorStep, state: &TutorState, event: &TutorEvent) -> Judgement {
    match step.awaits {
        Awaits::Curtain => judge_curtain(step, event),
        Awaits::Next | Awaits::Results => judge_reading(step, event),
        Awaits::Nothing => Judgement::Wait,
        Awaits::Selection | Awaits::Order | Awaits::Seal => judge_writing(map, step, state, event),
    }
}

fn judge_curtain(step: &TutorStep, event: &TutorEvent) -> Judgement {
    match event {
        TutorEvent::CurtainPassed => Judgement::Done,
        TutorEvent::Next | TutorEvent::ResultsRead => Judgement::Wait,
        _ => wrong(t!("learning-tutor-behind-curtain"), step.hint(), None),
    }
}

fn judge_reading(step: &TutorStep, event: &TutorEvent) -> Judgement {
    match (step.awaits, event) {
        (Awaits::Next, TutorEvent::Next) | (_, TutorEvent::ResultsRead) => Judgement::Done,
        (_, TutorEvent::CurtainPassed | TutorEvent::UnitSelected(_)) => Judgement::Wait,
        (_, TutorEvent::Next) => wrong(t!("learning-tutor-results-last"), step.hint(), None),
        _ => wrong(
            t!("learning-tutor-results-resolved"),
            step.hint(),
            Some(RuleTopic::PhaseOrders),
        ),
    }
}

fn judge_writing(map: &Map, step: &TutorStep, state: &TutorState, event: &TutorEvent) -> Judgement {
    match event {
        TutorEvent::UnitSelected(p) if step.awaits == Awaits::Selection => {
            judge_selection(map, step, state, *p)
        }
        TutorEvent::Order(w) => judge_order(map, step, state, w),
        TutorEvent::Typed(line) => judge_typed(map, step, state, line),
        TutorEvent::OrderCleared(p) => judge_clear(map, state, *p),
        TutorEvent::Sealed if step.awaits == Awaits::Seal => match seal_problem(map, state) {
            None => Judgement::Done,
            Some((reason, hint)) => wrong(reason, hint, None),
        },
        TutorEvent::Sealed => wrong(
            t!("learning-tutor-still-to-do", step = step.task()),
            step.hint(),
            None,
        ),
        _ => Judgement::Wait,
    }
}

/// The select step wants the London fleet chosen.
fn judge_selection(map: &Map, step: &TutorStep, state: &TutorState, p: ProvinceId) -> Judgement {
    let position = &state.game.position;
    let wanted = state.asked.first().map(|(_, w)| w);
    if wanted.is_some_and(|w| w.at.province == p) {
        return Judgement::Done;
    }
    let mine = position
        .unit_at(p)
        .map(|i| position.units[i])
        .filter(|u| u.power == state.learner);
    match mine {
        Some(u) => wrong(
            t!(
                "learning-tutor-other-unit",
                unit = format!("{} {}", u.kind.letter(), map.location_abbr(u.loc)),
                asked = wanted.map(|w| unit_name(map, w)).unwrap_or_default()
            ),
            step.hint(),
            None,
        ),
        None => wrong(
            t!("learning-tutor-no-unit-in", place = map.place_label(p)),
            step.hint(),
            Some(RuleTopic::YourOwnUnits),
        ),
    }
}
