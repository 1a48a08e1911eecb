//! A computer's answer to a proposal, from its prospects and its character.

use super::{Answer, Proposal, Reason, Verdict};
use crate::engine::game::Game;
use crate::engine::map::Map;

/// How the computer governing `proposal.to` answers it.
pub fn answer(_game: &Game, _map: &Map, _proposal: &Proposal) -> Answer {
    Answer {
        verdict: Verdict::Accept,
        reason: Reason::FreesItsArmies,
    }
}
