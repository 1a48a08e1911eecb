//! What a computer remembers of the game: who attacked whom, and when. An attack is a
//! move (carried out, whether it succeeded or not) by one power's unit into a province
//! where another power's unit stood or that was another power's centre. The memory is
//! read from the game's record and given to the computers beside the position; without
//! one, a computer plays as if nobody had attacked anybody.

use crate::engine::game::record::PhaseRecord;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::order::MainOrder;
use crate::engine::position::{Phase, Position, Season};

/// One attack: in which movement phase (year, 0 for Spring and 1 for Autumn), by whom, on
/// whom and where.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attack {
    pub when: (u16, u8),
    pub by: PowerId,
    pub on: PowerId,
    pub into: ProvinceId,
}

/// The attacks of a game so far, oldest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Memory {
    pub attacks: Vec<Attack>,
}

/// A movement phase as (year, season) for comparing.
pub fn when(phase: Phase) -> (u16, u8) {
    let season = match phase.season {
        Season::Spring => 0,
        Season::Autumn => 1,
    };
    (phase.year, season)
}

/// The power a move into `p` attacks in `position`: the owner of a unit there, or else of
/// the centre there.
pub fn attacked_in(map: &Map, position: &Position, by: PowerId, p: ProvinceId) -> Option<PowerId> {
    let held = position
        .units
        .iter()
        .find(|u| u.loc.province == p)
        .map(|u| u.power);
    let owner = if map.province(p).centre {
        position.owners[p.index()]
    } else {
        None
    };
    held.or(owner).filter(|&o| o != by)
}

/// The moves of one movement phase of the record, as (power, province moved into): one
/// attack per order written where units stack (a stack moving together is one).
fn moves(record: &PhaseRecord) -> Vec<(PowerId, ProvinceId)> {
    (record.unit_orders().into_iter())
        .filter_map(|(power, _, o)| match o {
            MainOrder::Move { to, .. } => Some((power, to.province)),
            _ => None,
        })
        .collect()
}

impl Memory {
    /// The attacks in a game's record (oldest phase first).
    pub fn from_record(map: &Map, record: &[PhaseRecord]) -> Memory {
        let mut attacks = Vec::new();
        for r in record {
            for (by, into) in moves(r) {
                if let Some(on) = attacked_in(map, &r.position, by, into) {
                    attacks.push(Attack {
                        when: when(r.phase),
                        by,
                        on,
                        into,
                    });
                }
            }
        }
        Memory { attacks }
    }

    /// The attacks made on a quiet neighbour: after a full year of the game (from the
    /// second year on) in which neither had attacked the other.
    pub fn quiet_attacks(&self, start_year: u16) -> impl Iterator<Item = &Attack> {
        self.attacks
            .iter()
            .filter(move |a| a.when.0 > start_year && self.quiet_at(a.by, a.on, a.when))
    }

    /// The attacks of the year before `end` (a movement phase as [`when`] gives it): from
    /// the same season a year earlier up to (not including) `end`.
    fn last_year(&self, end: (u16, u8)) -> impl Iterator<Item = &Attack> {
        let start = (end.0.saturating_sub(1), end.1);
        self.attacks
            .iter()
            .filter(move |a| a.when >= start && a.when < end)
    }

    /// Whether `a` and `b` have not attacked each other in the year before `now`.
    pub fn quiet(&self, a: PowerId, b: PowerId, now: Phase) -> bool {
        self.quiet_at(a, b, when(now))
    }

    /// Whether `a` and `b` have not attacked each other in the year before the movement
    /// phase `end` (year, 0 for Spring and 1 for Autumn).
    pub fn quiet_at(&self, a: PowerId, b: PowerId, end: (u16, u8)) -> bool {
        !self
            .last_year(end)
            .any(|x| (x.by == a && x.on == b) || (x.by == b && x.on == a))
    }

    /// Whether `by` attacked `on` in the year before `now` (a stab to answer).
    pub fn attacked(&self, by: PowerId, on: PowerId, now: Phase) -> bool {
        self.last_year(when(now)).any(|x| x.by == by && x.on == on)
    }
}
