//! Deals in words: each kind's name for a screen's list and each deal described as a
//! player reads it (`peace for two years`, `Burgundy demilitarised`).

use super::{Deal, DealKind};
use crate::engine::ids::{Location, PowerId};
use crate::engine::map::Map;

impl DealKind {
    /// The kind's name for a screen's list.
    pub fn name(self) -> &'static str {
        match self {
            DealKind::Peace => "Peace",
            DealKind::Dmz => "Demilitarised province",
            DealKind::SupportMine => "You support my move",
            DealKind::SupportYours => "I support your move",
            DealKind::Moves => "I move here, you move there",
            DealKind::AllianceAgainst => "Alliance against…",
            DealKind::Draw => "A draw",
            DealKind::Leave => "Leave a province",
        }
    }
}

/// `one year`, `two years` … (numbers to ten in words).
pub fn years_text(years: u8) -> String {
    const WORDS: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    let n = WORDS
        .get(years as usize)
        .map(|w| w.to_string())
        .unwrap_or_else(|| years.to_string());
    match years {
        1 => format!("{n} year"),
        _ => format!("{n} years"),
    }
}

/// A count in words (`two`), for sentences.
pub fn count_text(n: usize) -> String {
    const WORDS: [&str; 8] = ["no", "one", "two", "three", "four", "five", "six", "seven"];
    WORDS
        .get(n)
        .map(|w| w.to_string())
        .unwrap_or_else(|| n.to_string())
}

/// The letter of the unit that could make this move, read from the map's terrain (`A`,
/// `F`), or none where either could.
fn unit_letter(map: &Map, from: Location, to: Location) -> Option<char> {
    let here = map.province(from.province);
    let there = map.province(to.province);
    if here.is_sea() || there.is_sea() || from.coast.is_some() || to.coast.is_some() {
        return Some('F');
    }
    if !here.fleet_can_stand() || !there.fleet_can_stand() {
        return Some('A');
    }
    let army = from == to || map.army_adjacent(from.province, to.province);
    let fleet = from == to || map.fleet_adjacent(from, to.province);
    match (army, fleet) {
        (true, false) => Some('A'),
        (false, true) => Some('F'),
        _ => None,
    }
}

/// A unit's move as the rulebook writes it (`A Par-Bur`), or its hold (`A Par`).
pub fn move_text(map: &Map, from: Location, to: Location) -> String {
    let letter = unit_letter(map, from, to)
        .map(|c| format!("{c} "))
        .unwrap_or_default();
    if from == to {
        format!("{letter}{}", map.location_abbr(from))
    } else {
        format!(
            "{letter}{}-{}",
            map.location_abbr(from),
            map.location_abbr(to)
        )
    }
}

fn support_text(map: &Map, supporter: PowerId, unit: Location, to: Location) -> String {
    let who = &map.power(supporter).name;
    if unit == to {
        format!("{who} supports {} to hold", move_text(map, unit, to))
    } else {
        format!("{who} supports {}", move_text(map, unit, to))
    }
}

impl Deal {
    /// The deal as a player reads it (`peace for two years`, `Burgundy demilitarised`,
    /// `Germany supports A Par-Bur`).
    pub fn describe(&self, map: &Map, proposer: PowerId, answerer: PowerId) -> String {
        let name = |p: PowerId| map.power(p).name.clone();
        let place = |p| map.province(p).name.clone();
        match self {
            Deal::Peace { years } => format!("peace for {}", years_text(*years)),
            Deal::Dmz { province } => format!("{} demilitarised", place(*province)),
            Deal::SupportMine { unit, to } => support_text(map, answerer, *unit, *to),
            Deal::SupportYours { unit, to } => support_text(map, proposer, *unit, *to),
            Deal::Moves { mine, yours } => format!(
                "{} {} and {} {}",
                name(proposer),
                move_text(map, mine.0, mine.1),
                name(answerer),
                move_text(map, yours.0, yours.1)
            ),
            Deal::AllianceAgainst { power, years } => format!(
                "an alliance against {} for {}",
                name(*power),
                years_text(*years)
            ),
            Deal::Draw => "a draw".into(),
            Deal::Leave { province } => {
                format!("{} leaves {}", name(answerer), place(*province))
            }
        }
    }
}
