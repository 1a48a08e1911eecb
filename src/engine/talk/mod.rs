//! Talking to the computers (issue 52): typed proposals (no free text), the computers'
//! answers with a reason in one sentence, the agreements they make, whether they keep
//! them, and who broke their word to whom. Pure engine, no Bevy.

mod answer;
mod answer_units;
mod board;
mod breaches;
mod check;
mod game;
mod honour;
mod keeping;
mod options;
mod propose;
mod prospects;
mod reason;
mod turns;
mod words;

#[cfg(test)]
mod lang_tests;
#[cfg(test)]
mod tests;

pub use check::MAX_YEARS;
pub use game::later;
pub use honour::honour;
pub use keeping::{
    BREAKER_ATTACK, Pledges, WARNED_YEARS, bias, break_threshold, gain_of_breaking, in_force, kept,
};
pub use reason::Reason;

use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::position::Phase;
use serde::{Deserialize, Serialize};

/// The kinds of proposal a player may choose from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DealKind {
    Peace,
    Dmz,
    SupportMine,
    SupportYours,
    Moves,
    AllianceAgainst,
    Draw,
    Leave,
}

impl DealKind {
    /// Every kind, in the order a screen lists them.
    pub const ALL: [DealKind; 8] = [
        DealKind::Peace,
        DealKind::Dmz,
        DealKind::SupportMine,
        DealKind::SupportYours,
        DealKind::Moves,
        DealKind::AllianceAgainst,
        DealKind::Draw,
        DealKind::Leave,
    ];
}

/// One typed proposal. "Proposer" is the power that offers it, "answerer" the one asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Deal {
    /// Neither moves, or supports a move, into the other's centres or units, for `years`.
    Peace { years: u8 },
    /// Neither moves into the province while the deal holds (this turn and next).
    Dmz { province: ProvinceId },
    /// The answerer supports the proposer's unit at `unit` moving to `to` (`to == unit`:
    /// holding) this turn.
    SupportMine { unit: Location, to: Location },
    /// The proposer supports the answerer's unit at `unit` moving to `to` this turn.
    SupportYours { unit: Location, to: Location },
    /// The proposer's unit moves `mine.0`→`mine.1`, the answerer's `yours.0`→`yours.1`,
    /// this turn.
    Moves {
        mine: (Location, Location),
        yours: (Location, Location),
    },
    /// Peace between the two for `years`, and neither makes peace deals with `power`.
    AllianceAgainst { power: PowerId, years: u8 },
    /// The answerer votes for a draw when one is proposed (this turn and next).
    Draw,
    /// The answerer's units leave the province this turn and stay out next turn.
    Leave { province: ProvinceId },
}

impl Deal {
    /// The kind of this deal.
    pub fn kind(&self) -> DealKind {
        match self {
            Deal::Peace { .. } => DealKind::Peace,
            Deal::Dmz { .. } => DealKind::Dmz,
            Deal::SupportMine { .. } => DealKind::SupportMine,
            Deal::SupportYours { .. } => DealKind::SupportYours,
            Deal::Moves { .. } => DealKind::Moves,
            Deal::AllianceAgainst { .. } => DealKind::AllianceAgainst,
            Deal::Draw => DealKind::Draw,
            Deal::Leave { .. } => DealKind::Leave,
        }
    }

    /// How many movement phases the deal binds, the one it is made in first.
    pub fn turns(&self) -> u16 {
        match self {
            Deal::Peace { years } | Deal::AllianceAgainst { years, .. } => 2 * *years as u16,
            Deal::Dmz { .. } | Deal::Draw | Deal::Leave { .. } => 2,
            Deal::SupportMine { .. } | Deal::SupportYours { .. } | Deal::Moves { .. } => 1,
        }
    }
}

/// A proposal from one power to another in a movement phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal {
    pub from: PowerId,
    pub to: PowerId,
    pub deal: Deal,
    /// The movement phase it is made in (and for).
    pub phase: Phase,
}

/// What the answerer says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    Accept,
    Decline,
    /// Declines, offering this deal instead (proposed back, it is accepted).
    Counter(Deal),
}

/// An answer with its reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    pub verdict: Verdict,
    pub reason: Reason,
}

impl Answer {
    /// The whole sentence (`Germany declines: Burgundy borders two of its centres.`).
    pub fn sentence(
        &self,
        map: &crate::engine::map::Map,
        answerer: PowerId,
        proposer: PowerId,
    ) -> String {
        self.reason.sentence(map, answerer, proposer)
    }
}

/// One proposal in the record, with its answer (`None`: waiting for a person).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TalkEntry {
    pub proposal: Proposal,
    pub answer: Option<Answer>,
}

/// An accepted deal while it holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Agreement {
    /// Who proposed it.
    pub proposer: PowerId,
    /// Who accepted it.
    pub answerer: PowerId,
    pub deal: Deal,
    /// The movement phase it was made in.
    pub made: Phase,
    /// The last movement phase it binds.
    pub until: Phase,
}

impl Agreement {
    /// Whether `power` is one of the two parties.
    pub fn binds(&self, power: PowerId) -> bool {
        self.proposer == power || self.answerer == power
    }

    /// The other party, seen from `power`.
    pub fn partner_of(&self, power: PowerId) -> PowerId {
        if self.proposer == power {
            self.answerer
        } else {
            self.proposer
        }
    }
}

/// A promise broken: by whom, to whom, which deal, in which movement phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breach {
    pub by: PowerId,
    pub against: PowerId,
    pub deal: Deal,
    pub when: Phase,
}

/// Everything said at the table with the computers: every proposal and answer, the
/// agreements that hold now, and the promises broken.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Talks {
    pub log: Vec<TalkEntry>,
    pub agreements: Vec<Agreement>,
    #[serde(default)]
    pub breaches: Vec<Breach>,
}

impl Talks {
    /// The last promise `by` broke to `against`, if any.
    pub fn broken(&self, by: PowerId, against: PowerId) -> Option<&Breach> {
        self.breaches
            .iter()
            .rev()
            .find(|b| b.by == by && b.against == against)
    }

    /// The last year every computer holds `power`'s broken promises against it (refuses
    /// its proposals, counts it a threat): [`WARNED_YEARS`] after its last broken promise
    /// for each promise it has broken. `None`: it never broke one.
    pub fn shunned_until(&self, power: PowerId) -> Option<u16> {
        let mine = self.breaches.iter().filter(|b| b.by == power);
        let last = mine.clone().map(|b| b.when.year).max()?;
        Some(last + WARNED_YEARS * mine.count() as u16)
    }

    /// Whether every computer holds `power`'s broken promises against it in `year`.
    pub fn shunned(&self, power: PowerId, year: u16) -> bool {
        self.shunned_until(power).is_some_and(|y| year <= y)
    }

    /// How far `power` trusts `other`: 1 at first, a half less for each promise broken
    /// to it, never below 0.
    pub fn trust(&self, power: PowerId, other: PowerId) -> f64 {
        let broken = self
            .breaches
            .iter()
            .filter(|b| b.by == other && b.against == power)
            .count();
        (1.0 - 0.5 * broken as f64).max(0.0)
    }
}
