//! The on-disk shape of a map (`maps/*.ron`): what a variant author writes.

use super::hooks::{Calendar, RuleHook};
use serde::{Deserialize, Serialize};

/// A whole map file.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MapFile {
    /// Short machine name, e.g. `standard`.
    pub name: String,
    /// Title shown to players.
    pub title: String,
    /// The Great Powers, in the rulebook's listing order.
    pub powers: Vec<PowerFile>,
    /// Every province and sea on the board, impassable ones included.
    pub provinces: Vec<ProvinceFile>,
    /// Supply centres needed to win.
    pub victory_centres: u32,
    /// First year of play.
    #[serde(default = "default_start_year")]
    pub start_year: u16,
    /// Consecutive winters a power must end with `victory_centres` to win (1 when absent).
    #[serde(default = "default_victory_years")]
    pub victory_years: u32,
    /// Whether one power may keep several units in a province (Multiplomacy).
    #[serde(default)]
    pub stacking: bool,
    /// How phases are named (`Standard` when absent; `FourSeasons` for Spring, Summer,
    /// Fall, Winter).
    #[serde(default)]
    pub calendar: Calendar,
    /// The game ends, shared by the surviving powers, after this year's last phase.
    #[serde(default)]
    pub last_year: Option<u16>,
    /// The variant's special rules, each a named hook with its provinces (ids).
    #[serde(default)]
    pub special_rules: Vec<RuleHook<String>>,
}

fn default_victory_years() -> u32 {
    1
}

fn default_start_year() -> u16 {
    1901
}

/// One Great Power.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PowerFile {
    /// Canonical name, e.g. `England`, `Austria`.
    pub name: String,
    /// Adjective used in orders such as `A(Ser) s Turkish A(Bul)-Rum`.
    pub adjective: String,
    /// Other names players use (`Austria-Hungary`, `Great Britain`, single letters...).
    #[serde(default)]
    pub aliases: Vec<String>,
    /// Home supply centres (province ids), owned from the start.
    pub homes: Vec<String>,
    /// Further home centres that start unowned: captured like any centre, then built on
    /// while owned (the ce05 variant's second homes).
    #[serde(default)]
    pub extra_homes: Vec<String>,
    /// Starting units, written `"F lon"`, `"A par"`, `"F stp/sc"`.
    pub units: Vec<String>,
}

/// Terrain of a province.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Terrain {
    /// Inland: armies only.
    Land,
    /// Coastal land: armies, and fleets along the coast.
    Coast,
    /// Open water: fleets only.
    Sea,
    /// No unit may ever enter (Switzerland on the standard board).
    Impassable,
}

/// One province or sea.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ProvinceFile {
    /// Canonical lower-case id used in test files, e.g. `lon`, `nth`, `mid`, `stp`.
    pub id: String,
    /// Rulebook abbreviation for display, e.g. `Lon`, `NTH`, `MAO`, `StP`.
    pub abbr: String,
    /// Full name, e.g. `North Sea`.
    pub name: String,
    /// Other spellings players and other programs use (`mao`, `nwg`, `lyo`, `St. P`...).
    #[serde(default)]
    pub aliases: Vec<String>,
    pub terrain: Terrain,
    /// Whether the province is a supply centre.
    #[serde(default)]
    pub centre: bool,
    /// Provinces an army may move to directly (ids).
    #[serde(default)]
    pub army: Vec<String>,
    /// Places a fleet here may move to directly: province ids, or `id/coast` for
    /// split-coast provinces (`spa/nc`). Empty for land and for split-coast provinces.
    #[serde(default)]
    pub fleet: Vec<String>,
    /// Named coasts of a split-coast province (Spa, Bul, StP); each has its own fleet moves.
    #[serde(default)]
    pub coasts: Vec<CoastFile>,
}

/// One named coast of a split-coast province.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CoastFile {
    /// `nc`, `sc`, `ec` or `wc`.
    pub id: String,
    /// `North Coast`...
    pub name: String,
    /// Places a fleet on this coast may move to (ids or `id/coast`).
    pub fleet: Vec<String>,
}
