//! Whether a computer keeps its word, and its orders made to fit what it keeps. Every
//! level goes through here (from `bot::mind_orders`): the agreements it keeps bias its
//! weights (a peace partner's centres are not worth taking), then its orders are mended:
//! moves breaking a kept agreement stand instead, and promised supports and moves are
//! written. By character it breaks an agreement when breaking would gain enough centres
//! (see [`break_threshold`]).

use super::{Agreement, Deal, board};
use crate::engine::bot::{Character, Weights};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::position::{Phase, Position};
use serde::{Deserialize, Serialize};

/// What a computer has agreed to and whom it no longer trusts, handed to it with its mind.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pledges {
    /// The agreements it is party to that bind the phase it plays.
    pub agreements: Vec<Agreement>,
    /// Powers that broke a promise to it: what it agreed with them it no longer keeps.
    pub wronged_by: Vec<PowerId>,
    /// Powers that broke a promise to anyone lately (see `Talks::shunned`): every
    /// computer counts their centres as fair game ([`BREAKER_ATTACK`]).
    #[serde(default)]
    pub breakers: Vec<PowerId>,
}

/// For how many years after its last broken promise, per promise it has broken, every
/// computer holds a breaker's word against it.
pub const WARNED_YEARS: u16 = 3;

/// The centres breaking an agreement must gain before a character breaks it (Loyal:
/// never). A sure open centre counts one, one the partner could cover a half.
pub fn break_threshold(character: Character) -> f64 {
    match character {
        Character::Loyal => f64::INFINITY,
        Character::Opportunist => 0.5,
        Character::Aggressive => 1.0,
        Character::Balanced => 1.5,
        Character::Turtle => 2.0,
    }
}

/// What a lately broken promise makes the breaker's centres worth to every computer.
pub const BREAKER_ATTACK: f64 = 1.3;

/// Whether the agreement binds the movement phase `now`.
pub fn in_force(a: &Agreement, now: Phase) -> bool {
    let key = |p: Phase| (p.year, p.season as u8);
    key(a.made) <= key(now) && key(now) <= key(a.until)
}

/// What breaking the agreement would gain `me` now, in centres.
pub fn gain_of_breaking(map: &Map, pos: &Position, me: PowerId, a: &Agreement) -> f64 {
    let partner = a.partner_of(me);
    let open_centre = |p: crate::engine::ids::ProvinceId| {
        map.province(p).centre && !board::owns(pos, p, me) && pos.unit_at(p).is_none()
    };
    match &a.deal {
        Deal::Peace { .. } | Deal::AllianceAgainst { .. } => {
            board::breaking_gain(map, pos, me, partner)
        }
        Deal::Dmz { province } if open_centre(*province) => {
            match board::reach(map, pos, partner, *province) {
                0 => 1.0,
                _ => 0.5,
            }
        }
        Deal::Leave { province } if a.answerer == me && map.province(*province).centre => {
            if board::owns(pos, *province, me) {
                0.0
            } else {
                1.0
            }
        }
        _ => 0.0,
    }
}

/// The agreements `me` keeps this phase: those in force with a partner that has kept its
/// own word, unless breaking gains what its character asks.
pub fn kept<'a>(
    pledges: &'a Pledges,
    character: Character,
    map: &Map,
    pos: &Position,
    me: PowerId,
) -> Vec<&'a Agreement> {
    pledges
        .agreements
        .iter()
        .filter(|a| a.binds(me) && in_force(a, pos.phase))
        .filter(|a| !pledges.wronged_by.contains(&a.partner_of(me)))
        .filter(|a| gain_of_breaking(map, pos, me, a) < break_threshold(character))
        .collect()
}

/// Weights that keep a peace: the partner's centres are hardly worth taking and every
/// order into its provinces is priced (as a Loyal computer prices a quiet neighbour's).
/// A power that broke its word to it is answered: its centres are worth 1.6 times as much;
/// one that broke its word to anyone lately, 1.3 times.
pub fn bias(kept: &[&Agreement], pledges: &Pledges, weights: &mut Weights, me: PowerId) {
    for p in pledges.breakers.iter().filter(|&&p| p != me) {
        let i = p.0 as usize;
        weights.attack[i] = weights.attack[i].max(BREAKER_ATTACK);
        weights.peace[i] = 0.0;
    }
    for p in &pledges.wronged_by {
        let i = p.0 as usize;
        weights.attack[i] = weights.attack[i].max(1.6);
        weights.peace[i] = 0.0;
    }
    for a in kept {
        if let Deal::Peace { .. } | Deal::AllianceAgainst { .. } = a.deal {
            let i = a.partner_of(me).0 as usize;
            weights.attack[i] = weights.attack[i].min(0.1);
            weights.peace[i] = weights.peace[i].max(12.0);
        }
    }
}
