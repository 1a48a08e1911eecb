//! The talks through the turns: after a movement phase resolves, promises broken are
//! recorded (trust falls), unanswered proposals lapse and agreements that have run out
//! are dropped; at the start of each movement phase the computers make their proposals.

use super::breaches::broken;
use super::{Answer, Reason, Verdict, in_force};
use crate::engine::game::Game;
use crate::engine::map::Map;
use crate::engine::position::PhaseKind;

impl Game {
    /// Settles the talks after the phase just recorded resolved; when a new movement
    /// phase begins, the computers propose. Called by `Game::resolve`.
    pub(crate) fn talks_after_resolve(&mut self, map: &Map) {
        let Some(record) = self.record.last() else {
            return;
        };
        if record.is_movement() {
            let resolved = record.phase;
            let breaches = broken(map, record, &self.talks.agreements);
            let talks = &mut self.talks;
            talks.agreements.retain(|a| {
                !breaches
                    .iter()
                    .any(|b| b.deal == a.deal && a.binds(b.by) && a.binds(b.against))
            });
            talks.breaches.extend(breaches);
            for entry in talks.log.iter_mut().filter(|e| e.answer.is_none()) {
                if entry.proposal.phase == resolved {
                    entry.answer = Some(Answer {
                        verdict: Verdict::Decline,
                        reason: Reason::Lapsed,
                    });
                }
            }
            let next = super::later(resolved, 1);
            talks.agreements.retain(|a| in_force(a, next));
        }
        if self.position.phase.kind == PhaseKind::Movement {
            self.computers_propose(map);
        }
    }
}
