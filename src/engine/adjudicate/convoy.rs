//! Convoy geometry: which seas a convoy between two coasts could need, and which of the
//! fleets ordered to convoy an army form a route.

use crate::engine::few::Few;
use crate::engine::ids::{Location, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::MainOrder;
use crate::engine::position::Position;

/// The seas that lie on some convoy route from `origin` to `dest` where no sea could be
/// skipped (see [`Map::necessary_seas`], which keeps the answer).
pub(super) fn necessary_seas(map: &Map, origin: ProvinceId, dest: ProvinceId) -> &[ProvinceId] {
    map.necessary_seas(origin, dest)
}

/// Coastal provinces an army in `origin` could reach by convoy if fleets stood in the
/// right seas: every land province touching a chain of seas that touches `origin`.
pub fn convoy_reach(map: &Map, origin: ProvinceId) -> Vec<ProvinceId> {
    convoy_reach_through(map, origin, |_| true)
}

/// Coastal provinces an army in `origin` could reach by convoy with the fleets on the
/// board now: a chain of seas, each holding a fleet (of any power).
pub fn convoy_reach_now(map: &Map, position: &Position, origin: ProvinceId) -> Vec<ProvinceId> {
    convoy_reach_through(map, origin, |s| {
        position
            .unit_at(s)
            .is_some_and(|i| position.units[i].kind == UnitKind::Fleet)
    })
}

/// Coastal provinces reachable from `origin` through a chain of the seas `usable` allows.
pub fn convoy_reach_through(
    map: &Map,
    origin: ProvinceId,
    usable: impl Fn(ProvinceId) -> bool,
) -> Vec<ProvinceId> {
    let touches = |sea: ProvinceId, land: ProvinceId| {
        map.province(sea).is_sea() && map.fleet_adjacent(Location::province(sea), land)
    };
    let mut seas: Vec<ProvinceId> = map
        .neighbours(origin)
        .into_iter()
        .filter(|s| touches(*s, origin) && usable(*s))
        .collect();
    let mut i = 0;
    while i < seas.len() {
        for n in map.neighbours(seas[i]) {
            if map.province(n).is_sea() && usable(n) && !seas.contains(&n) {
                seas.push(n);
            }
        }
        i += 1;
    }
    map.province_ids()
        .filter(|&p| p != origin && map.province(p).is_land())
        .filter(|&p| seas.iter().any(|&s| touches(s, p)))
        .collect()
}

/// The seas a convoyed army crosses from `origin` to `dest`, in order, through the seas
/// `fleets` (those whose fleets were ordered to convoy it): the shortest chain, or `None`
/// when those fleets make no chain between the two coasts.
pub fn convoy_route(
    map: &Map,
    origin: ProvinceId,
    dest: ProvinceId,
    fleets: &[ProvinceId],
) -> Option<Vec<ProvinceId>> {
    let touches = |sea: ProvinceId, land: ProvinceId| {
        map.province(sea).is_sea() && map.fleet_adjacent(Location::province(sea), land)
    };
    // Breadth first from the seas touching the origin; `came_from` rebuilds the chain.
    let mut came_from: Vec<(ProvinceId, Option<ProvinceId>)> = fleets
        .iter()
        .filter(|&&s| touches(s, origin))
        .map(|&s| (s, None))
        .collect();
    let mut i = 0;
    while i < came_from.len() {
        let (sea, _) = came_from[i];
        if touches(sea, dest) {
            let mut route = vec![sea];
            let mut back = came_from[i].1;
            while let Some(prev) = back {
                route.push(prev);
                back = came_from.iter().find(|(s, _)| *s == prev).and_then(|c| c.1);
            }
            route.reverse();
            return Some(route);
        }
        for &next in fleets {
            if !came_from.iter().any(|(s, _)| *s == next)
                && map.neighbours(sea).contains(&next)
                && map.province(next).is_sea()
            {
                came_from.push((next, Some(sea)));
            }
        }
        i += 1;
    }
    None
}

/// Whether fleets at sea, whatever their orders, form a chain from `origin` to `dest`.
/// The shortest such chain has no shortcut, so its seas are all among the necessary seas
/// of the pair: only the fleets there need looking at.
pub(super) fn fleet_chain_exists(
    map: &Map,
    position: &Position,
    origin: ProvinceId,
    dest: ProvinceId,
) -> bool {
    let seas = necessary_seas(map, origin, dest);
    if seas.is_empty() {
        return false;
    }
    let fleets: Few<usize, 16> = (0..position.units.len())
        .filter(|&f| {
            let u = &position.units[f];
            u.kind == UnitKind::Fleet && seas.contains(&u.loc.province)
        })
        .collect();
    let loc = |k: usize| position.units[fleets[k]].loc;
    let mut reached: Few<bool, 16> = (0..fleets.len())
        .map(|k| map.fleet_adjacent(loc(k), origin))
        .collect();
    let mut frontier: Few<usize, 16> = (0..fleets.len()).filter(|&k| reached[k]).collect();
    while let Some(k) = frontier.pop() {
        if map.fleet_adjacent(loc(k), dest) {
            return true;
        }
        for j in 0..fleets.len() {
            if !reached[j] && map.fleet_adjacent(loc(k), loc(j).province) {
                reached[j] = true;
                frontier.push(j);
            }
        }
    }
    false
}

/// The legal convoy orders (from `convoys`, those not void) for unit `army` going to `dest`.
pub(super) fn ordered_convoys(
    position: &Position,
    order: &[MainOrder],
    convoys: &[usize],
    army: usize,
    dest: ProvinceId,
) -> Few<usize, 8> {
    let origin = position.units[army].loc.province;
    convoys
        .iter()
        .copied()
        .filter(
            |&f| matches!(order[f], MainOrder::Convoy { from, to } if from == origin && to == dest),
        )
        .collect()
}

/// The ordered fleets that lie on a complete route from the army to `dest`, written
/// into `route` (emptied first).
pub(super) fn route_fleets(
    map: &Map,
    position: &Position,
    candidates: &[usize],
    army: usize,
    dest: ProvinceId,
    route: &mut Vec<usize>,
) {
    route.clear();
    if candidates.is_empty() {
        return;
    }
    let origin = position.units[army].loc.province;
    let loc = |f: usize| position.units[f].loc;
    let spread = |start: &dyn Fn(usize) -> bool| -> Few<bool, 8> {
        let mut reached: Few<bool, 8> = candidates.iter().map(|&f| start(f)).collect();
        loop {
            let mut grew = false;
            for a in 0..candidates.len() {
                if reached[a] {
                    continue;
                }
                if (0..candidates.len()).any(|b| {
                    reached[b]
                        && map.fleet_adjacent(loc(candidates[b]), loc(candidates[a]).province)
                }) {
                    reached[a] = true;
                    grew = true;
                }
            }
            if !grew {
                return reached;
            }
        }
    };
    let from_origin = spread(&|f| map.fleet_adjacent(loc(f), origin));
    let to_dest = spread(&|f| map.fleet_adjacent(loc(f), dest));
    route.extend(
        candidates
            .iter()
            .enumerate()
            .filter(|(k, _)| from_origin[*k] && to_dest[*k])
            .map(|(_, &f)| f),
    );
}

#[cfg(test)]
mod tests {
    use super::{convoy_reach, convoy_reach_now, convoy_route};
    use crate::engine::map::Map;

    #[test]
    fn an_army_in_london_can_be_convoyed_to_norway_but_not_from_inland() {
        let map = Map::named("standard").expect("map");
        let p = |n: &str| map.find_province(n).expect("province");
        let reach = convoy_reach(&map, p("lon"));
        assert!(reach.contains(&p("nwy")) && reach.contains(&p("tun")));
        assert!(!reach.contains(&p("mun")));
        assert!(convoy_reach(&map, p("mun")).is_empty());
    }

    #[test]
    fn with_the_opening_fleets_london_reaches_only_what_the_north_sea_and_channel_touch() {
        let map = Map::named("standard").expect("map");
        let position = crate::engine::position::Position::initial(&map);
        let p = |n: &str| map.find_province(n).expect("province");
        // In Spring 1901 no fleet stands at sea: no convoy can carry anyone anywhere.
        assert!(convoy_reach_now(&map, &position, p("lon")).is_empty());
        let mut moved = position.clone();
        let edi = moved.unit_at(p("edi")).expect("fleet in Edinburgh");
        moved.units[edi].loc = crate::engine::ids::Location::province(p("nth"));
        let reach = convoy_reach_now(&map, &moved, p("lon"));
        assert!(
            reach.contains(&p("nwy")) && reach.contains(&p("bel")),
            "{reach:?}"
        );
        assert!(!reach.contains(&p("tun")), "no fleet chain to Tunis");
    }

    /// London to Tunis with fleets in the Channel, the Mid-Atlantic, the Western
    /// Mediterranean, and one more in the North Sea that no route needs: the army crosses
    /// the three in order, never the North Sea.
    #[test]
    fn a_convoy_route_is_the_chain_of_fleets_in_order() {
        let map = Map::named("standard").expect("map");
        let p = |n: &str| map.find_province(n).expect("province");
        let fleets = [p("wes"), p("nth"), p("mid"), p("eng")];
        let route = convoy_route(&map, p("lon"), p("tun"), &fleets);
        assert_eq!(route, Some(vec![p("eng"), p("mid"), p("wes")]));
        assert_eq!(convoy_route(&map, p("lon"), p("tun"), &fleets[..2]), None);
    }
}
