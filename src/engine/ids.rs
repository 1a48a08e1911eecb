//! Small copyable identifiers: powers, provinces, coasts, locations and unit kinds.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Index of a Great Power in its map's `powers` list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PowerId(pub u8);

/// Index of a province in its map's `provinces` list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ProvinceId(pub u16);

impl ProvinceId {
    /// The index as `usize`, for slices indexed by province.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A named coast of a split-coast province.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Coast {
    North,
    South,
    East,
    West,
}

impl Coast {
    /// Every coast, in a fixed order.
    pub const ALL: [Coast; 4] = [Coast::North, Coast::South, Coast::East, Coast::West];

    /// The coast's word: `north`, `south`, `east`, `west`.
    pub fn word(self) -> &'static str {
        match self {
            Coast::North => "north",
            Coast::South => "south",
            Coast::East => "east",
            Coast::West => "west",
        }
    }

    /// The short code used in files and notation (`nc`, `sc`, `ec`, `wc`).
    pub fn code(self) -> &'static str {
        match self {
            Coast::North => "nc",
            Coast::South => "sc",
            Coast::East => "ec",
            Coast::West => "wc",
        }
    }

    /// The long name (`North Coast`).
    pub fn name(self) -> &'static str {
        match self {
            Coast::North => "North Coast",
            Coast::South => "South Coast",
            Coast::East => "East Coast",
            Coast::West => "West Coast",
        }
    }

    /// Reads `nc`, `n.c.`, `north`, `north coast`, `ncs` (any case).
    pub fn parse(text: &str) -> Option<Coast> {
        let t: String = text
            .chars()
            .filter(|c| c.is_ascii_alphabetic())
            .collect::<String>()
            .to_ascii_lowercase();
        match t.as_str() {
            "nc" | "ncs" | "n" | "north" | "northcoast" => Some(Coast::North),
            "sc" | "scs" | "s" | "south" | "southcoast" => Some(Coast::South),
            "ec" | "ecs" | "e" | "east" | "eastcoast" => Some(Coast::East),
            "wc" | "wcs" | "w" | "west" | "westcoast" => Some(Coast::West),
            _ => None,
        }
    }
}

/// Where a unit stands: a province, and for fleets on split-coast provinces, the coast.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Location {
    pub province: ProvinceId,
    pub coast: Option<Coast>,
}

impl Location {
    /// A location without a coast.
    pub fn province(province: ProvinceId) -> Self {
        Location {
            province,
            coast: None,
        }
    }
}

/// Army or fleet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum UnitKind {
    Army,
    Fleet,
}

impl UnitKind {
    /// `A` or `F`.
    pub fn letter(self) -> char {
        match self {
            UnitKind::Army => 'A',
            UnitKind::Fleet => 'F',
        }
    }

    /// `Army` or `Fleet`.
    pub fn name(self) -> &'static str {
        match self {
            UnitKind::Army => "Army",
            UnitKind::Fleet => "Fleet",
        }
    }
}

impl fmt::Display for UnitKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
