//! The coast a key chooses: with a fleet picked and the keyboard's cursor on a province
//! its move (or retreat) may end on either of two coasts, 1 and 2 choose the coast, as a
//! click on that coast would (Space alone names no coast, and such a move is void).

use super::pick::Pick;
use crate::engine::ids::{Coast, Location, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::options::{OrderKind, Subject, legal_orders};
use crate::engine::position::{PhaseKind, Position};
use crate::engine::rules::Rules;

/// The coasts of `at` the picked unit may reach, in the map's coast order; empty unless
/// there are two or more to choose between.
pub fn reachable_coasts(
    map: &Map,
    position: &Position,
    rules: &Rules,
    pick: Pick,
    at: ProvinceId,
) -> Vec<Location> {
    let Pick::Unit(unit) = pick else {
        return Vec::new();
    };
    let kind = match position.phase.kind {
        PhaseKind::Movement => OrderKind::Move,
        PhaseKind::Retreat => OrderKind::Retreat,
        PhaseKind::Adjustment => return Vec::new(),
    };
    let subject = Subject::Unit {
        at: unit,
        kind: Some(UnitKind::Fleet),
    };
    let tree = legal_orders(map, position, rules, subject, 1);
    let mut coasts: Vec<Location> = (tree.targets(kind).iter())
        .filter_map(|t| t.place)
        .filter(|l| l.province == at && l.coast.is_some())
        .collect();
    coasts.sort_by_key(|l| l.coast);
    coasts.dedup();
    if coasts.len() < 2 {
        coasts.clear();
    }
    coasts
}

/// "Spain, north coast".
pub fn coast_words(map: &Map, at: Location) -> String {
    let place = map.place_label(at.province);
    match at.coast {
        Some(Coast::North) => crate::t!("board-words-coast-north", place = place),
        Some(Coast::South) => crate::t!("board-words-coast-south", place = place),
        Some(Coast::East) => crate::t!("board-words-coast-east", place = place),
        Some(Coast::West) => crate::t!("board-words-coast-west", place = place),
        None => place,
    }
}
