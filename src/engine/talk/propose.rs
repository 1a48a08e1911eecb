//! Computers propose: at the start of each movement phase each computer may make one
//! proposal (seeded: the same game makes the same ones) to a neighbour played by a person,
//! or, with the table's setting, by another computer. A proposal to a person waits for its
//! answer; one to a computer is answered at once. A computer proposes only what it would
//! accept itself, and nothing to a power that broke its word to it.

use super::answer::{answer, decide, distrust};
use super::prospects::Prospects;
use super::{Deal, Proposal, TalkEntry, Verdict, board, check::check};
use crate::engine::game::Game;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// The chance that a computer proposes anything in a movement phase.
const PROPOSE_CHANCE: f64 = 0.5;

impl Game {
    /// Each computer's proposal for this movement phase, if it makes one.
    pub fn computers_propose(&mut self, map: &Map) {
        if self.outcome.is_some() {
            return;
        }
        let computers: Vec<PowerId> = map
            .power_ids()
            .filter(|&p| self.computer_level(p).is_some() && !self.is_eliminated(p))
            .collect();
        for me in computers {
            let mut rng = self.talk_rng(me);
            if rng.random_range(0.0..1.0) >= PROPOSE_CHANCE {
                continue;
            }
            let Some(proposal) = self.computer_proposal(map, me, &mut rng) else {
                continue;
            };
            if self.computer_level(proposal.to).is_some() {
                let given = answer(self, map, &proposal);
                self.settle(proposal, given);
            } else {
                self.talks.log.push(TalkEntry {
                    proposal,
                    answer: None,
                });
            }
        }
    }

    /// The seeded random source for `me`'s proposal this phase.
    fn talk_rng(&self, me: PowerId) -> StdRng {
        let phase = self.position.phase;
        let mix = (phase.year as u64) << 16 | (phase.season as u64) << 8 | me.0 as u64;
        StdRng::seed_from_u64(self.setup.seed ^ 0x7A1C ^ mix.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }

    /// Whom `me` may propose to: powers it meets, played by a person (or by another
    /// computer seat, where the table allows).
    fn proposal_targets(&self, map: &Map, me: PowerId) -> Vec<PowerId> {
        let seat = |p: PowerId| self.controller.get(p.0 as usize).copied().flatten();
        map.power_ids()
            .filter(|&p| p != me && seat(p).is_some() && seat(p) != seat(me))
            .filter(|&p| !self.is_eliminated(p))
            .filter(|&p| self.computer_level(p).is_none() || self.setup.talk_between_computers)
            .filter(|&p| board::in_contact(map, &self.position, me, p))
            .collect()
    }

    /// One proposal `me` would make: to a seeded target, the first deal it would accept
    /// itself that is not already agreed.
    fn computer_proposal(&self, map: &Map, me: PowerId, rng: &mut StdRng) -> Option<Proposal> {
        let targets = self.proposal_targets(map, me);
        if targets.is_empty() {
            return None;
        }
        let to = targets[rng.random_range(0..targets.len())];
        let view = Prospects::new(self, map, me, to);
        let candidates = self.candidate_deals(map, me, to, &view);
        let start = rng.random_range(0..candidates.len().max(1));
        (0..candidates.len())
            .map(|i| &candidates[(start + i) % candidates.len()])
            .filter(|d| distrust(&view, d).is_none())
            .filter(|d| decide(&view, d, false).verdict == Verdict::Accept)
            .map(|deal| Proposal {
                from: me,
                to,
                deal: deal.clone(),
                phase: self.position.phase,
            })
            .find(|p| check(self, map, p).is_ok())
    }

    /// What `me` might offer `to`: peace (unless agreed), a demilitarised province
    /// between them, an alliance against the biggest power it meets, a draw where the
    /// board is stuck.
    fn candidate_deals(&self, map: &Map, me: PowerId, to: PowerId, view: &Prospects) -> Vec<Deal> {
        let mut out = Vec::new();
        if !view.at_peace_with(to) {
            out.push(Deal::Peace {
                years: view.max_years().min(2),
            });
        }
        let agreed = |d: &Deal| {
            self.talks
                .agreements
                .iter()
                .any(|a| &a.deal == d && a.binds(me) && a.binds(to))
        };
        out.extend(
            super::options::between(map, &self.position, me, to)
                .into_iter()
                .map(|province| Deal::Dmz { province })
                .filter(|d| !agreed(d)),
        );
        let biggest = map
            .power_ids()
            .filter(|&p| p != me && p != to && !self.is_eliminated(p))
            .max_by_key(|&p| self.position.centre_count(p));
        if let Some(power) = biggest {
            out.push(Deal::AllianceAgainst { power, years: 1 });
        }
        if self.board_stuck() {
            out.push(Deal::Draw);
        }
        out
    }
}
