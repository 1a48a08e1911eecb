//! The civil-disorder rule (III.3): which unit goes when a power orders fewer removals than
//! it owes: the one furthest from its targets, by the distance the rules choose.

use super::Board;
use crate::engine::ids::{PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::rules::DisorderDistance;
use std::collections::VecDeque;

/// The unit the civil-disorder rule removes next: furthest from the nearest target
/// centre, fleets before armies, then alphabetical by province name.
pub(super) fn disorder_pick(board: Board, power: PowerId) -> Option<usize> {
    let Board {
        map,
        position,
        rules,
        ..
    } = board;
    let targets: Vec<ProvinceId> = match rules.disorder_distance {
        DisorderDistance::HomeCentres1971 => map.power(power).all_homes().collect(),
        DisorderDistance::OwnedCentres2023 => map
            .province_ids()
            .filter(|p| position.owners[p.index()] == Some(power))
            .collect(),
    };
    let any_route = distances(map, &targets, |a, b| map.touches(a, b));
    let fleet_route = match rules.disorder_distance {
        DisorderDistance::HomeCentres1971 => Some(fleet_distances(map, &targets)),
        DisorderDistance::OwnedCentres2023 => None,
    };
    position
        .units
        .iter()
        .enumerate()
        .filter(|(_, u)| u.power == power)
        .max_by(|(_, a), (_, b)| {
            let dist = |u: &crate::engine::position::Unit| match (&fleet_route, u.kind) {
                (Some(f), UnitKind::Fleet) => f[u.loc.province.index()],
                _ => any_route[u.loc.province.index()],
            };
            dist(a)
                .cmp(&dist(b))
                .then((a.kind == UnitKind::Fleet).cmp(&(b.kind == UnitKind::Fleet)))
                .then(
                    map.province(b.loc.province)
                        .name
                        .cmp(&map.province(a.loc.province).name),
                )
        })
        .map(|(k, _)| k)
}

/// Breadth-first distances from the targets over a neighbour relation.
fn distances(
    map: &Map,
    targets: &[ProvinceId],
    adjacent: impl Fn(ProvinceId, ProvinceId) -> bool,
) -> Vec<u32> {
    let mut dist = vec![u32::MAX; map.provinces.len()];
    let mut queue = VecDeque::new();
    for &t in targets {
        dist[t.index()] = 0;
        queue.push_back(t);
    }
    while let Some(p) = queue.pop_front() {
        for q in map.neighbours(p) {
            if dist[q.index()] == u32::MAX && adjacent(p, q) {
                dist[q.index()] = dist[p.index()] + 1;
                queue.push_back(q);
            }
        }
    }
    dist
}

/// Distances for fleets: only along fleet moves (any coast).
fn fleet_distances(map: &Map, targets: &[ProvinceId]) -> Vec<u32> {
    let fleet_link = |a: ProvinceId, b: ProvinceId| {
        let pa = map.province(a);
        pa.fleet.iter().any(|l| l.province == b)
            || pa
                .coasts
                .iter()
                .any(|c| c.fleet.iter().any(|l| l.province == b))
    };
    distances(map, targets, fleet_link)
}
