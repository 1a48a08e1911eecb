//! The checked, indexed map used by the engine.

use super::adjacency::Adjacency;
use super::convoy_seas::ConvoySeas;
use super::file::Terrain;
use super::hooks::{Calendar, RuleHook};
use super::normalize_name;
use crate::engine::ids::{Coast, Location, PowerId, ProvinceId, UnitKind};
use std::collections::HashMap;

/// One Great Power, resolved against the provinces.
#[derive(Debug, Clone)]
pub struct Power {
    pub name: String,
    pub adjective: String,
    pub aliases: Vec<String>,
    pub homes: Vec<ProvinceId>,
    /// Home centres that start unowned and may be built on once captured.
    pub extra_homes: Vec<ProvinceId>,
    pub units: Vec<(UnitKind, Location)>,
}

impl Power {
    /// Every home centre: those owned from the start, then the extra ones.
    pub fn all_homes(&self) -> impl Iterator<Item = ProvinceId> + '_ {
        self.homes.iter().chain(self.extra_homes.iter()).copied()
    }
}

/// Fleet moves from one named coast.
#[derive(Debug, Clone)]
pub struct CoastData {
    pub coast: Coast,
    pub fleet: Vec<Location>,
}

/// One province or sea.
#[derive(Debug, Clone)]
pub struct Province {
    /// Canonical lower-case id (`lon`).
    pub id: String,
    /// Rulebook abbreviation (`Lon`).
    pub abbr: String,
    /// Full name (`London`).
    pub name: String,
    pub aliases: Vec<String>,
    pub terrain: Terrain,
    pub centre: bool,
    /// The power whose home centre this is, if any.
    pub home_of: Option<PowerId>,
    /// Army moves.
    pub army: Vec<ProvinceId>,
    /// Fleet moves, for provinces without split coasts.
    pub fleet: Vec<Location>,
    /// Split coasts, each with its own fleet moves.
    pub coasts: Vec<CoastData>,
}

impl Province {
    /// Whether this is open water.
    pub fn is_sea(&self) -> bool {
        self.terrain == Terrain::Sea
    }

    /// Whether armies may stand here.
    pub fn is_land(&self) -> bool {
        matches!(self.terrain, Terrain::Land | Terrain::Coast)
    }

    /// Whether fleets may stand here.
    pub fn fleet_can_stand(&self) -> bool {
        matches!(self.terrain, Terrain::Sea | Terrain::Coast)
    }

    /// Whether fleets here must name a coast.
    pub fn has_split_coasts(&self) -> bool {
        !self.coasts.is_empty()
    }
}

/// A whole board.
#[derive(Debug, Clone)]
pub struct Map {
    pub name: String,
    pub title: String,
    pub victory_centres: u32,
    pub start_year: u16,
    /// Consecutive winters the victory count must be held (1 on most maps).
    pub victory_years: u32,
    /// Whether one power may keep several units in a province (Multiplomacy).
    pub stacking: bool,
    /// How phases are named for players.
    pub calendar: Calendar,
    /// The last year played, if the game has a fixed end.
    pub last_year: Option<u16>,
    /// The variant's special rules.
    pub special_rules: Vec<RuleHook<ProvinceId>>,
    pub powers: Vec<Power>,
    pub provinces: Vec<Province>,
    pub(super) province_names: HashMap<String, ProvinceId>,
    pub(super) power_names: HashMap<String, PowerId>,
    /// The seas each convoy could need, filled in as pairs are asked for.
    pub(super) convoy_seas: ConvoySeas,
    /// Which provinces touch, as bit sets (the province lists above, answered faster).
    pub(super) adjacency: Adjacency,
}

static NO_LOCATIONS: [Location; 0] = [];

impl Map {
    /// The province with this id.
    pub fn province(&self, id: ProvinceId) -> &Province {
        &self.provinces[id.index()]
    }

    /// The power with this id.
    pub fn power(&self, id: PowerId) -> &Power {
        &self.powers[id.0 as usize]
    }

    /// Every province id.
    pub fn province_ids(&self) -> impl Iterator<Item = ProvinceId> + '_ {
        (0..self.provinces.len()).map(|i| ProvinceId(i as u16))
    }

    /// Every power id.
    pub fn power_ids(&self) -> impl Iterator<Item = PowerId> + '_ {
        (0..self.powers.len()).map(|i| PowerId(i as u8))
    }

    /// Finds a province by id, abbreviation, full name or alias (any case, punctuation ignored).
    pub fn find_province(&self, name: &str) -> Option<ProvinceId> {
        self.province_names.get(&normalize_name(name)).copied()
    }

    /// Finds a province whose name starts with `prefix` (3 letters or more), when only one does:
    /// `Lond`, `Mars`, `Burg`.
    pub fn find_province_prefix(&self, prefix: &str) -> Option<ProvinceId> {
        let key = normalize_name(prefix);
        if key.len() < 3 {
            return None;
        }
        let mut found = None;
        for (name, id) in &self.province_names {
            if name.starts_with(&key) {
                match found {
                    None => found = Some(*id),
                    Some(f) if f != *id => return None,
                    _ => {}
                }
            }
        }
        found
    }

    /// Finds a power by name, adjective or alias.
    pub fn find_power(&self, name: &str) -> Option<PowerId> {
        self.power_names.get(&normalize_name(name)).copied()
    }

    /// The canonical id of a province (`lon`).
    pub fn id_of(&self, p: ProvinceId) -> &str {
        &self.province(p).id
    }

    /// Where a fleet at `from` may move.
    pub fn fleet_moves(&self, from: Location) -> &[Location] {
        let prov = self.province(from.province);
        if prov.has_split_coasts() {
            match from.coast {
                Some(c) => prov
                    .coasts
                    .iter()
                    .find(|d| d.coast == c)
                    .map(|d| d.fleet.as_slice())
                    .unwrap_or(&NO_LOCATIONS),
                None => &NO_LOCATIONS,
            }
        } else {
            &prov.fleet
        }
    }

    /// Where a unit of this kind at `from` may move directly (no convoy, no railroad).
    pub fn direct_moves(&self, kind: UnitKind, from: Location) -> Vec<Location> {
        match kind {
            UnitKind::Army => self
                .province(from.province)
                .army
                .iter()
                .map(|p| Location::province(*p))
                .collect(),
            UnitKind::Fleet => self.fleet_moves(from).to_vec(),
        }
    }

    /// Whether an army may move directly between two provinces.
    pub fn army_adjacent(&self, from: ProvinceId, to: ProvinceId) -> bool {
        self.adjacency
            .army(from, to)
            .unwrap_or_else(|| self.province(from).army.contains(&to))
    }

    /// Whether a fleet at `from` may move directly to some coast of `to`.
    pub fn fleet_adjacent(&self, from: Location, to: ProvinceId) -> bool {
        self.adjacency
            .fleet(from.province, to)
            .unwrap_or_else(|| self.fleet_moves(from).iter().any(|l| l.province == to))
    }

    /// Whether a unit of this kind at `from` may move directly into province `to` (any coast).
    pub fn can_move(&self, kind: UnitKind, from: Location, to: ProvinceId) -> bool {
        match kind {
            UnitKind::Army => self.army_adjacent(from.province, to),
            UnitKind::Fleet => self.fleet_adjacent(from, to),
        }
    }

    /// Whether two provinces touch for any unit (used for convoy chains and distances).
    pub fn touches(&self, a: ProvinceId, b: ProvinceId) -> bool {
        let pa = self.province(a);
        pa.army.contains(&b)
            || pa.fleet.iter().any(|l| l.province == b)
            || pa
                .coasts
                .iter()
                .any(|c| c.fleet.iter().any(|l| l.province == b))
    }

    /// The neighbours of a province for any unit type, each once.
    pub fn neighbours(&self, a: ProvinceId) -> Vec<ProvinceId> {
        let pa = self.province(a);
        let mut out: Vec<ProvinceId> = pa.army.clone();
        for l in pa
            .fleet
            .iter()
            .chain(pa.coasts.iter().flat_map(|c| c.fleet.iter()))
        {
            if !out.contains(&l.province) {
                out.push(l.province);
            }
        }
        out
    }

    /// Whether a unit of this kind may stand at this location (coast rules included).
    pub fn valid_location(&self, kind: UnitKind, loc: Location) -> bool {
        let prov = self.province(loc.province);
        match kind {
            UnitKind::Army => prov.is_land(),
            UnitKind::Fleet => {
                prov.fleet_can_stand()
                    && if prov.has_split_coasts() {
                        loc.coast
                            .is_some_and(|c| prov.coasts.iter().any(|d| d.coast == c))
                    } else {
                        true
                    }
            }
        }
    }

    /// The supply centres, in map order.
    pub fn centres(&self) -> impl Iterator<Item = ProvinceId> + '_ {
        self.province_ids().filter(|p| self.province(*p).centre)
    }

    /// Short text for a location in test-file style (`stp/sc`).
    pub fn location_id(&self, loc: Location) -> String {
        match loc.coast {
            Some(c) => format!("{}/{}", self.id_of(loc.province), c.code()),
            None => self.id_of(loc.province).to_string(),
        }
    }

    /// Rulebook style for a location (`StP(sc)`, `Lon`).
    pub fn location_abbr(&self, loc: Location) -> String {
        let abbr = &self.province(loc.province).abbr;
        match loc.coast {
            Some(c) => format!("{abbr}({})", c.code()),
            None => abbr.clone(),
        }
    }
}
