//! The calendar every board follows: Spring and Autumn moves, retreats only when units were
//! dislodged, centres changing hands after Autumn, adjustments only when needed, and the
//! victory held over consecutive winters where the variant asks for it (Multiplomacy 11).

use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::position::{PhaseKind, Position, Season};
use serde::{Deserialize, Serialize};

/// A supply centre that changed hands: where, from whom (if anyone), to whom.
pub type CentreChange = (ProvinceId, Option<PowerId>, PowerId);

/// Moves the position of a phase just adjudicated (`resolved`) on to the next phase to be
/// played; returns the centres that changed hands. `played` says, per power, whether
/// someone plays it (nobody builds for a power no one plays).
pub fn advance(
    map: &Map,
    resolved: PhaseKind,
    played: &[bool],
    next: &mut Position,
) -> Vec<CentreChange> {
    match resolved {
        PhaseKind::Movement if !next.dislodged.is_empty() => {
            next.phase.kind = PhaseKind::Retreat;
            return Vec::new();
        }
        PhaseKind::Adjustment => {
            start_next_year(next);
            return Vec::new();
        }
        _ => {}
    }
    next.standoffs.clear();
    next.dislodged.clear();
    if next.phase.season == Season::Spring {
        next.phase.season = Season::Autumn;
        next.phase.kind = PhaseKind::Movement;
        return Vec::new();
    }
    // End of an Autumn campaign: centres change hands by occupation.
    let mut changes = Vec::new();
    for u in &next.units {
        let p = u.loc.province;
        if map.province(p).centre && next.owners[p.index()] != Some(u.power) {
            changes.push((p, next.owners[p.index()], u.power));
            next.owners[p.index()] = Some(u.power);
        }
    }
    if adjustments_needed(map, played, next) {
        next.phase.kind = PhaseKind::Adjustment;
    } else {
        start_next_year(next);
    }
    changes
}

/// Whether a power must remove units, or may build (someone plays it, and it has a home
/// centre it may build in under the map's rulebook).
fn adjustments_needed(map: &Map, played: &[bool], pos: &Position) -> bool {
    let rulebook = Rulebook::of(map);
    map.power_ids().any(|p| {
        let (centres, units) = (pos.centre_count(p), pos.unit_count(p));
        units > centres
            || (units < centres
                && played.get(p.0 as usize).copied().unwrap_or(true)
                && map
                    .power(p)
                    .all_homes()
                    .any(|h| rulebook.may_build_in(pos, p, h)))
    })
}

/// Spring movement of the next year.
fn start_next_year(pos: &mut Position) {
    pos.phase.season = Season::Spring;
    pos.phase.year += 1;
    pos.phase.kind = PhaseKind::Movement;
    pos.standoffs.clear();
    pos.dislodged.clear();
}

/// Counts the winters each power has ended holding the victory number of centres.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VictoryTracker {
    /// Consecutive winters ended at or above the victory count, per power.
    pub streak: Vec<u32>,
}

impl VictoryTracker {
    /// Records the end of a winter; returns the winner once one has held on long enough.
    pub fn end_of_winter(&mut self, map: &Map, pos: &Position) -> Option<PowerId> {
        self.streak.resize(map.powers.len(), 0);
        let mut winner = None;
        for p in map.power_ids() {
            let s = &mut self.streak[p.0 as usize];
            if pos.centre_count(p) as u32 >= map.victory_centres {
                *s += 1;
                if *s >= map.victory_years.max(1) {
                    winner = Some(p);
                }
            } else {
                *s = 0;
            }
        }
        winner
    }
}
