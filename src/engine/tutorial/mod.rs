//! A first turn, guided: a crafted game on the standard map where the learner, England,
//! does one thing at a time (choose a unit, move it, type an order, convoy, support,
//! stand, seal; read a stand-off and a dislodgement; retreat; build), each step checked by
//! the engine. Pure: the app sends [`TutorEvent`]s and shows what [`Tutorial::say`] says.

mod board;
mod judge;
mod steps;

#[cfg(test)]
mod lang_tests;
#[cfg(test)]
mod tests;

pub use board::{ASKED, LEARNER, SCRIPTED, crafted_game, order_words};
pub use judge::{Judgement, TutorEvent, TutorState, judge, same_order, seal_problem, wants};
pub use steps::{Awaits, STEPS, StepId, TutorStep, Way, index_of, step};

use crate::engine::game::Game;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::notation::parse_order;
use crate::engine::order::{AdjustOrder, Order, Written};
use crate::engine::position::PhaseKind;

/// The guided turn in progress: the game, the learner's orders so far and the step.
#[derive(Debug, Clone, PartialEq)]
pub struct Tutorial {
    state: TutorState,
    /// The other powers' orders for the first movement phase, checked when made.
    scripted: Vec<(PowerId, String)>,
}

impl Tutorial {
    /// The tutorial at its first step; an error if the map is not the standard one.
    pub fn new(map: &Map) -> Result<Tutorial, String> {
        let game = crafted_game(map)?;
        let learner = board::power(map, LEARNER)?;
        let orders = board::asked_orders(map, &game.position, learner)?;
        let movement = STEPS
            .iter()
            .filter(|s| s.awaits == Awaits::Order)
            .take(orders.len());
        let asked = movement.map(|s| s.id).zip(orders).collect();
        let mut scripted = Vec::new();
        for (name, line) in SCRIPTED {
            let power = board::power(map, name)?;
            parse_order(map, &game.position, Some(power), line)
                .map_err(|e| format!("scripted order `{line}`: {e}"))?;
            scripted.push((power, line.to_string()));
        }
        let state = TutorState {
            game,
            learner,
            drafts: Vec::new(),
            asked,
            at: 0,
        };
        Ok(Tutorial { state, scripted })
    }

    /// The current step.
    pub fn step(&self) -> &'static TutorStep {
        &STEPS[self.state.at]
    }

    /// The current step's place in [`Tutorial::steps`] (step `index() + 1` of `steps().len()`).
    pub fn index(&self) -> usize {
        self.state.at
    }

    /// Every step, in order, for display.
    pub fn steps(&self) -> &'static [TutorStep] {
        STEPS
    }

    /// What the tutor says now.
    pub fn say(&self) -> String {
        self.step().say()
    }

    /// The game as it stands (the app draws this board).
    pub fn game(&self) -> &Game {
        &self.state.game
    }

    /// The power the learner plays.
    pub fn learner(&self) -> PowerId {
        self.state.learner
    }

    /// The learner's orders for the current phase as the tutor has them.
    pub fn drafts(&self) -> &[Written] {
        &self.state.drafts
    }

    /// What the judge looks at.
    pub fn state(&self) -> &TutorState {
        &self.state
    }

    /// Whether the last step is reached.
    pub fn is_finished(&self) -> bool {
        self.step().awaits == Awaits::Nothing
    }

    /// Takes one thing the learner did: judges it, keeps the learner's orders as the
    /// order panel holds them, and when the step is done moves on (a seal step resolves
    /// the phase with the engine first).
    pub fn send(&mut self, map: &Map, event: TutorEvent) -> Judgement {
        let step = self.step();
        let judgement = judge(map, step, &self.state, &event);
        if matches!(
            step.awaits,
            Awaits::Selection | Awaits::Order | Awaits::Seal
        ) {
            self.keep(map, &event);
        }
        if judgement == Judgement::Done {
            self.finish(map, step, &event);
        }
        judgement
    }

    /// Mirrors the order panel: an order replaces the unit's last one; Clear removes it.
    fn keep(&mut self, map: &Map, event: &TutorEvent) {
        let written = match event {
            TutorEvent::Order(w) => Some(*w),
            TutorEvent::Typed(line) => parse_order(
                map,
                &self.state.game.position,
                Some(self.state.learner),
                line,
            )
            .ok(),
            TutorEvent::OrderCleared(p) => {
                self.state.drafts.retain(|d| d.at.province != *p);
                None
            }
            _ => None,
        };
        let Some(w) = written.filter(|w| w.power == self.state.learner) else {
            return;
        };
        let waive = |d: &Written| d.order == Order::Adjust(AdjustOrder::Waive);
        self.state.drafts.retain(|d| match (waive(d), waive(&w)) {
            (false, false) => d.at.province != w.at.province,
            (a, b) => a != b,
        });
        self.state.drafts.push(w);
    }

    /// Moves past a done step; a seal resolves the phase. Continue under the results
    /// skips whatever was left to read of them.
    fn finish(&mut self, map: &Map, step: &TutorStep, event: &TutorEvent) {
        if step.awaits == Awaits::Seal {
            self.resolve(map);
        }
        self.state.at = (self.state.at + 1).min(STEPS.len() - 1);
        if *event == TutorEvent::ResultsRead {
            while matches!(self.step().awaits, Awaits::Next | Awaits::Results) {
                self.state.at += 1;
            }
        }
        // An order given ahead of its step (it waited then) is not asked for again.
        while self.step().awaits == Awaits::Order && self.already_given(map) {
            self.state.at += 1;
        }
    }

    /// Whether the learner's orders already hold what the current order step asks.
    fn already_given(&self, map: &Map) -> bool {
        let id = self.step().id;
        (self.state.drafts.iter()).any(|d| wants(map, &self.state, id, d))
    }

    /// Writes the learner's orders (and in the movement phase the scripted ones) and
    /// resolves the phase with the engine.
    fn resolve(&mut self, map: &Map) {
        let game = &mut self.state.game;
        let lines: Vec<(String, Result<Vec<Written>, String>)> = self
            .state
            .drafts
            .iter()
            .map(|w| (order_words(map, &game.position, w), Ok(vec![*w])))
            .collect();
        game.write_typed(self.state.learner, lines);
        if game.position.phase.kind == PhaseKind::Movement {
            for power in map.power_ids() {
                let lines: Vec<String> = self
                    .scripted
                    .iter()
                    .filter(|(p, _)| *p == power)
                    .map(|(_, l)| l.clone())
                    .collect();
                if !lines.is_empty() {
                    game.write_orders(map, power, &lines);
                }
            }
        }
        game.resolve(map);
        self.state.drafts.clear();
    }
}
