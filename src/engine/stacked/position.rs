//! A board where one power may keep any number of units in a province (Multiplomacy rule 4).

use crate::engine::ids::{PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::position::{Phase, PhaseKind, Season, Unit};
use serde::{Deserialize, Serialize};

/// A unit dislodged in the last movement phase, waiting to retreat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackDislodged {
    pub unit: Unit,
    /// Provinces the victorious attackers came from (no retreat there).
    pub attackers_from: Vec<ProvinceId>,
}

/// The whole board at one phase: units one by one, several to a province allowed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackedPosition {
    pub phase: Phase,
    pub units: Vec<Unit>,
    /// Dislodged units (retreat phases only).
    pub dislodged: Vec<StackDislodged>,
    /// Provinces left vacant by a stand-off in the last movement phase.
    pub standoffs: Vec<ProvinceId>,
    /// Owner of each province's supply centre, indexed by province.
    pub owners: Vec<Option<PowerId>>,
}

impl StackedPosition {
    /// The map's starting position: Spring of the first year, home centres owned.
    pub fn initial(map: &Map) -> StackedPosition {
        let mut pos = StackedPosition::empty(
            map,
            Phase {
                year: map.start_year,
                season: Season::Spring,
                kind: PhaseKind::Movement,
            },
        );
        for power in map.power_ids() {
            let pw = map.power(power);
            for h in &pw.homes {
                pos.owners[h.index()] = Some(power);
            }
            for &(kind, loc) in &pw.units {
                pos.units.push(Unit { power, kind, loc });
            }
        }
        pos
    }

    /// An empty board at the given phase, no centre owned.
    pub fn empty(map: &Map, phase: Phase) -> StackedPosition {
        StackedPosition {
            phase,
            units: Vec::new(),
            dislodged: Vec::new(),
            standoffs: Vec::new(),
            owners: vec![None; map.provinces.len()],
        }
    }

    /// Indices of the units in a province.
    pub fn units_in(&self, p: ProvinceId) -> impl Iterator<Item = usize> + '_ {
        (0..self.units.len()).filter(move |&i| self.units[i].loc.province == p)
    }

    /// How many units stand in a province.
    pub fn count_in(&self, p: ProvinceId) -> usize {
        self.units_in(p).count()
    }

    /// How many units of one kind stand in a province.
    pub fn count_kind(&self, p: ProvinceId, kind: UnitKind) -> usize {
        self.units_in(p)
            .filter(|&i| self.units[i].kind == kind)
            .count()
    }

    /// The power holding a province, if any unit stands there.
    pub fn holder(&self, p: ProvinceId) -> Option<PowerId> {
        self.units_in(p).next().map(|i| self.units[i].power)
    }

    /// Provinces where units of two powers stand together (always empty when the rules hold).
    pub fn mixed_provinces(&self) -> Vec<ProvinceId> {
        let mut out: Vec<ProvinceId> = Vec::new();
        for u in &self.units {
            let p = u.loc.province;
            if self.units_in(p).any(|i| self.units[i].power != u.power) && !out.contains(&p) {
                out.push(p);
            }
        }
        out
    }

    /// Number of supply centres a power owns.
    pub fn centre_count(&self, power: PowerId) -> usize {
        self.owners.iter().filter(|o| **o == Some(power)).count()
    }

    /// Number of units a power has on the board.
    pub fn unit_count(&self, power: PowerId) -> usize {
        self.units.iter().filter(|u| u.power == power).count()
    }
}

impl StackedPosition {
    /// The same board as a [`Position`], for drawing and counting: every unit kept (several
    /// may share a province); each dislodged unit's first attacker stands for its attackers.
    pub fn to_position(&self) -> crate::engine::position::Position {
        use crate::engine::position::{DislodgedUnit, Position};
        Position {
            phase: self.phase,
            units: self.units.clone(),
            dislodged: self
                .dislodged
                .iter()
                .map(|d| DislodgedUnit {
                    unit: d.unit,
                    attacker_from: d
                        .attackers_from
                        .first()
                        .copied()
                        .unwrap_or(d.unit.loc.province),
                    by_convoy: false,
                })
                .collect(),
            standoffs: self.standoffs.clone(),
            owners: self.owners.clone(),
            arrivals: Vec::new(),
        }
    }
}
