//! A position: the phase, the units on the board, dislodged units and centre ownership.

use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use serde::{Deserialize, Serialize};

/// Spring or Autumn (the beginners' guide says Fall).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Season {
    Spring,
    Autumn,
}

/// What is ordered in a phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PhaseKind {
    Movement,
    Retreat,
    Adjustment,
}

/// A point in the game's calendar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Phase {
    pub year: u16,
    pub season: Season,
    pub kind: PhaseKind,
}

/// `Autumn 1901 Movement`: for logs and test messages, on the standard calendar whatever
/// the map. Players see a phase named after their map's calendar: `Map::phase_name`.
impl std::fmt::Display for Phase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::engine::map::{Calendar, Turn};
        let season = Calendar::Standard.turn_name(match self.season {
            Season::Spring => Turn::Spring,
            Season::Autumn => Turn::Fall,
        });
        let kind = match self.kind {
            PhaseKind::Movement => "Movement",
            PhaseKind::Retreat => "Retreat",
            PhaseKind::Adjustment => "Adjustment",
        };
        write!(f, "{season} {} {kind}", self.year)
    }
}

/// A unit on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unit {
    pub power: PowerId,
    pub kind: UnitKind,
    pub loc: Location,
}

/// A unit dislodged in the last movement phase, waiting to retreat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DislodgedUnit {
    pub unit: Unit,
    /// Where the dislodging unit came from.
    pub attacker_from: ProvinceId,
    /// Whether the dislodging army came by convoy.
    pub by_convoy: bool,
    /// Where the other victorious attackers came from, on a map where several powers' forces
    /// may take a province together (Multiplomacy): no retreat there either.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also_from: Vec<ProvinceId>,
}

impl DislodgedUnit {
    /// Every province the dislodging units came from.
    pub fn attackers_from(&self) -> impl Iterator<Item = ProvinceId> + '_ {
        std::iter::once(self.attacker_from).chain(self.also_from.iter().copied())
    }
}

/// Where the unit now in `province` came from when it last moved or retreated, and in
/// which phase (mountain passes and escorted coasts depend on it). Units that have not
/// moved since the start, or since they were built, have none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arrival {
    pub province: ProvinceId,
    pub from: ProvinceId,
    pub phase: Phase,
}

/// The whole state of the board at one phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub phase: Phase,
    pub units: Vec<Unit>,
    /// Dislodged units (retreat phases only).
    pub dislodged: Vec<DislodgedUnit>,
    /// Provinces left vacant by a stand-off in the last movement phase.
    pub standoffs: Vec<ProvinceId>,
    /// Owner of each province's supply centre, indexed by province.
    pub owners: Vec<Option<PowerId>>,
    /// How each unit on the board arrived where it stands (absent: it has not moved).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrivals: Vec<Arrival>,
}

impl Position {
    /// The starting position of a map: Spring of its first year, home centres owned.
    pub fn initial(map: &Map) -> Position {
        let mut owners = vec![None; map.provinces.len()];
        let mut units = Vec::new();
        for pid in map.power_ids() {
            let pw = map.power(pid);
            for h in &pw.homes {
                owners[h.index()] = Some(pid);
            }
            for &(kind, loc) in &pw.units {
                units.push(Unit {
                    power: pid,
                    kind,
                    loc,
                });
            }
        }
        Position {
            phase: Phase {
                year: map.start_year,
                season: Season::Spring,
                kind: PhaseKind::Movement,
            },
            units,
            dislodged: Vec::new(),
            standoffs: Vec::new(),
            owners,
            arrivals: Vec::new(),
        }
    }

    /// An empty board at the given phase, with no centres owned.
    pub fn empty(map: &Map, phase: Phase) -> Position {
        Position {
            phase,
            units: Vec::new(),
            dislodged: Vec::new(),
            standoffs: Vec::new(),
            owners: vec![None; map.provinces.len()],
            arrivals: Vec::new(),
        }
    }

    /// Indices of the units in a province (several on a map where units stack).
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

    /// Index of the (first) unit in a province.
    pub fn unit_at(&self, p: ProvinceId) -> Option<usize> {
        self.units.iter().position(|u| u.loc.province == p)
    }

    /// How the unit in province `p` arrived there, if it has moved or retreated.
    pub fn arrival(&self, p: ProvinceId) -> Option<&Arrival> {
        self.arrivals.iter().find(|a| a.province == p)
    }

    /// Forgets the arrivals of provinces where no unit stands any more.
    pub fn prune_arrivals(&mut self) {
        let units = &self.units;
        self.arrivals
            .retain(|a| units.iter().any(|u| u.loc.province == a.province));
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
