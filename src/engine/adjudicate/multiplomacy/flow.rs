//! The stacked game's calendar: Spring and Autumn moves, retreats, the winter adjustment,
//! centre ownership after Autumn, and victory held over consecutive winters (rule 11).

use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::position::Position;
use crate::engine::position::{PhaseKind, Season};
use serde::{Deserialize, Serialize};

/// Centres change hands by occupation at the end of an Autumn campaign.
pub fn update_owners(map: &Map, pos: &mut Position) {
    for u in &pos.units {
        let p = u.loc.province;
        if map.province(p).centre {
            pos.owners[p.index()] = Some(u.power);
        }
    }
}

/// Whether any power has more or fewer units than centres.
pub fn adjustments_needed(map: &Map, pos: &Position) -> bool {
    map.power_ids()
        .any(|p| pos.centre_count(p) != pos.unit_count(p))
}

/// Moves a position on after a movement or retreat phase with nothing left to retreat.
pub fn finish_campaign(map: &Map, pos: &mut Position) {
    pos.standoffs.clear();
    pos.dislodged.clear();
    match pos.phase.season {
        Season::Spring => {
            pos.phase.season = Season::Autumn;
            pos.phase.kind = PhaseKind::Movement;
        }
        Season::Autumn => {
            update_owners(map, pos);
            if adjustments_needed(map, pos) {
                pos.phase.kind = PhaseKind::Adjustment;
            } else {
                start_next_year(pos);
            }
        }
    }
}

/// Spring movement of the next year.
pub fn start_next_year(pos: &mut Position) {
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
