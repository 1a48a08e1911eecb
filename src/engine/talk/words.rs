//! Deals in words: each kind's name for a screen's list and each deal described as a
//! player reads it (`peace for two years`, `Burgundy demilitarised`).

use super::{Deal, DealKind};
use crate::engine::ids::{Location, PowerId};
use crate::engine::map::Map;

impl DealKind {
    /// The kind's name for a screen's list, in the table's language.
    pub fn name(self) -> String {
        match self {
            DealKind::Peace => crate::t!("rules-talk-kind-peace"),
            DealKind::Dmz => crate::t!("rules-talk-kind-dmz"),
            DealKind::SupportMine => crate::t!("rules-talk-kind-support-mine"),
            DealKind::SupportYours => crate::t!("rules-talk-kind-support-yours"),
            DealKind::Moves => crate::t!("rules-talk-kind-moves"),
            DealKind::AllianceAgainst => crate::t!("rules-talk-kind-alliance"),
            DealKind::Draw => crate::t!("rules-talk-kind-draw"),
            DealKind::Leave => crate::t!("rules-talk-kind-leave"),
        }
    }
}

/// `one year`, `two years` … (numbers to ten in words), in the table's language.
pub fn years_text(years: u8) -> String {
    crate::t!("rules-talk-years", years = years)
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
    let power = map.power_label(supporter);
    let unit_move = move_text(map, unit, to);
    if unit == to {
        crate::t!("rules-talk-deal-support-hold", power = power, move = unit_move)
    } else {
        crate::t!("rules-talk-deal-support", power = power, move = unit_move)
    }
}

impl Deal {
    /// The deal as a player reads it in the table's language (`peace for two years`,
    /// `Burgundy demilitarised`, `Germany supports A Par-Bur`).
    pub fn describe(&self, map: &Map, proposer: PowerId, answerer: PowerId) -> String {
        let name = |p: PowerId| map.power_label(p);
        let place = |p| map.place_label(p);
        match self {
            Deal::Peace { years } => {
                crate::t!("rules-talk-deal-peace", duration = years_text(*years))
            }
            Deal::Dmz { province } => crate::t!("rules-talk-deal-dmz", province = place(*province)),
            Deal::SupportMine { unit, to } => support_text(map, answerer, *unit, *to),
            Deal::SupportYours { unit, to } => support_text(map, proposer, *unit, *to),
            Deal::Moves { mine, yours } => crate::t!(
                "rules-talk-deal-moves",
                proposer = name(proposer),
                mine = move_text(map, mine.0, mine.1),
                answerer = name(answerer),
                yours = move_text(map, yours.0, yours.1),
            ),
            Deal::AllianceAgainst { power, years } => crate::t!(
                "rules-talk-deal-alliance",
                power = name(*power),
                duration = years_text(*years),
            ),
            Deal::Draw => crate::t!("rules-talk-deal-draw"),
            Deal::Leave { province } => crate::t!(
                "rules-talk-deal-leave",
                power = name(answerer),
                province = place(*province),
            ),
        }
    }
}
