//! What a computer reads off the board when it weighs a deal: open centres, centres a
//! province borders, who can reach a province.

use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::position::Position;

/// Whether the province's centre belongs to `power`.
pub fn owns(pos: &Position, p: ProvinceId, power: PowerId) -> bool {
    pos.owners.get(p.index()).copied().flatten() == Some(power)
}

/// `power`'s units that stand in `p` or could move into it, leaving out those standing in
/// `except`.
pub fn reach(map: &Map, pos: &Position, power: PowerId, p: ProvinceId) -> usize {
    pos.units
        .iter()
        .filter(|u| u.power == power)
        .filter(|u| u.loc.province == p || map.can_move(u.kind, u.loc, p))
        .count()
}

/// `of`'s centres with no unit in them that a unit of `me` could move into: those none of
/// `of`'s units could move into too (sure gains) and the others.
pub fn open_centres(
    map: &Map,
    pos: &Position,
    me: PowerId,
    of: PowerId,
) -> (Vec<ProvinceId>, Vec<ProvinceId>) {
    let mut sure = Vec::new();
    let mut contested = Vec::new();
    for c in map.centres().filter(|&c| owns(pos, c, of)) {
        if pos.unit_at(c).is_some() || reach(map, pos, me, c) == 0 {
            continue;
        }
        match reach(map, pos, of, c) {
            0 => sure.push(c),
            _ => contested.push(c),
        }
    }
    (sure, contested)
}

/// What breaking a peace with `of` could gain `me` now, in centres: each of `of`'s open
/// centres it could walk into, a half for those `of` could cover.
pub fn breaking_gain(map: &Map, pos: &Position, me: PowerId, of: PowerId) -> f64 {
    let (sure, contested) = open_centres(map, pos, me, of);
    sure.len() as f64 + 0.5 * contested.len() as f64
}

/// How many of `power`'s centres (other than `p` itself) touch province `p`.
pub fn centres_bordering(map: &Map, pos: &Position, power: PowerId, p: ProvinceId) -> usize {
    map.centres()
        .filter(|&c| c != p && owns(pos, c, power) && map.touches(p, c))
        .count()
}

/// Whether the two powers meet: some province each could stand in or move into.
pub fn in_contact(map: &Map, pos: &Position, a: PowerId, b: PowerId) -> bool {
    map.province_ids()
        .any(|p| reach(map, pos, a, p) > 0 && reach(map, pos, b, p) > 0)
}
