//! The talks as the table uses them: whom a power may talk to, the choices it may offer,
//! proposals answered at once by computers or waiting for a person, and the agreements
//! each power is party to.

use super::answer::answer;
use super::check::check;
use super::options::options;
use super::{Agreement, Answer, Deal, DealKind, Proposal, Reason, TalkEntry, Verdict};
use crate::engine::game::Game;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::position::{Phase, PhaseKind, Season};

/// The movement phase `turns` movement phases after `phase`.
pub fn later(phase: Phase, turns: u16) -> Phase {
    let mut p = Phase {
        kind: PhaseKind::Movement,
        ..phase
    };
    for _ in 0..turns {
        p = match p.season {
            Season::Spring => Phase {
                season: Season::Autumn,
                ..p
            },
            Season::Autumn => Phase {
                year: p.year + 1,
                season: Season::Spring,
                ..p
            },
        };
    }
    p
}

impl Game {
    /// Powers `from` may talk to now: governed by a computer (not the seat governing
    /// `from`), not eliminated, not `from`; empty outside a movement phase.
    pub fn talk_partners(&self, map: &Map, from: PowerId) -> Vec<PowerId> {
        if self.position.phase.kind != PhaseKind::Movement || self.outcome.is_some() {
            return Vec::new();
        }
        map.power_ids()
            .filter(|&p| p != from && self.computer_level(p).is_some() && !self.is_eliminated(p))
            .filter(|&p| self.controller_of(p) != self.controller_of(from))
            .collect()
    }

    fn controller_of(&self, power: PowerId) -> Option<usize> {
        self.controller.get(power.0 as usize).copied().flatten()
    }

    /// The typed choices of this kind `from` may offer `to` now, each valid.
    pub fn deal_options(&self, map: &Map, from: PowerId, to: PowerId, kind: DealKind) -> Vec<Deal> {
        options(self, map, from, to, kind)
            .into_iter()
            .filter(|deal| {
                let proposal = self.proposal(from, to, deal.clone());
                check(self, map, &proposal).is_ok()
            })
            .collect()
    }

    /// A proposal made now.
    fn proposal(&self, from: PowerId, to: PowerId, deal: Deal) -> Proposal {
        Proposal {
            from,
            to,
            deal,
            phase: self.position.phase,
        }
    }

    /// A proposal to a computer: answered at once, logged; an accepted deal becomes an
    /// agreement. Err: why it cannot be proposed.
    pub fn propose(
        &mut self,
        map: &Map,
        from: PowerId,
        to: PowerId,
        deal: Deal,
    ) -> Result<Answer, String> {
        let proposal = self.proposal(from, to, deal);
        self.propose_in(map, proposal)
    }

    /// As [`Game::propose`], for a proposal that names its phase (one for a turn that has
    /// passed is refused).
    pub fn propose_in(&mut self, map: &Map, proposal: Proposal) -> Result<Answer, String> {
        check(self, map, &proposal)?;
        let to = proposal.to;
        if self.computer_level(to).is_none() {
            return Err(crate::t!(
                "rules-talk-no-person",
                power = map.power_label(to)
            ));
        }
        if self.controller_of(to) == self.controller_of(proposal.from) {
            return Err(crate::t!("rules-talk-no-same-seat"));
        }
        let given = answer(self, map, &proposal);
        self.settle(proposal, given.clone());
        Ok(given)
    }

    /// Logs a proposal with its answer and makes an accepted one an agreement.
    pub(crate) fn settle(&mut self, proposal: Proposal, given: Answer) {
        if given.verdict == Verdict::Accept {
            self.agree(&proposal);
        }
        self.talks.log.push(TalkEntry {
            proposal,
            answer: Some(given),
        });
    }

    /// An accepted proposal becomes an agreement.
    fn agree(&mut self, proposal: &Proposal) {
        self.talks.agreements.push(Agreement {
            proposer: proposal.from,
            answerer: proposal.to,
            until: later(proposal.phase, proposal.deal.turns().saturating_sub(1)),
            deal: proposal.deal.clone(),
            made: proposal.phase,
        });
    }

    /// Computers' proposals to this (person-governed) power waiting for an answer:
    /// (index into `talks.log`, proposal).
    pub fn proposals_waiting(&self, to: PowerId) -> Vec<(usize, &Proposal)> {
        self.talks
            .log
            .iter()
            .enumerate()
            .filter(|(_, e)| e.answer.is_none() && e.proposal.to == to)
            .filter(|(_, e)| e.proposal.phase == self.position.phase)
            .map(|(i, e)| (i, &e.proposal))
            .collect()
    }

    /// A person answers a waiting proposal; an accepted one becomes an agreement.
    pub fn answer_waiting(&mut self, map: &Map, index: usize, accept: bool) -> Result<(), String> {
        let entry = self
            .talks
            .log
            .get(index)
            .ok_or_else(|| crate::t!("rules-talk-no-such-proposal", number = index))?;
        if entry.answer.is_some() {
            return Err(crate::t!("rules-talk-no-answered"));
        }
        let proposal = entry.proposal.clone();
        check(self, map, &proposal)?;
        let verdict = if accept {
            Verdict::Accept
        } else {
            Verdict::Decline
        };
        self.talks.log[index].answer = Some(Answer {
            verdict,
            reason: Reason::PersonAnswered { accepted: accept },
        });
        if accept {
            self.agree(&proposal);
        }
        Ok(())
    }

    /// The agreements `power` is party to now, each described from its side in the table's
    /// language.
    pub fn agreements_of(&self, map: &Map, power: PowerId) -> Vec<String> {
        self.talks
            .agreements
            .iter()
            .filter(|a| a.binds(power))
            .map(|a| {
                let partner = a.partner_of(power);
                crate::t!(
                    "rules-talk-agreement",
                    power = map.power_label(partner),
                    deal = a.deal.describe(map, a.proposer, a.answerer),
                    until = map.phase_label(a.until),
                )
            })
            .collect()
    }
}
