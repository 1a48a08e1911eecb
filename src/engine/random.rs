//! Seeded random positions and orders: for benchmarks and invariant tests.

use crate::engine::adjudicate::rail_destinations;
use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::MainOrder;
use crate::engine::position::{Phase, PhaseKind, Position, Season, Unit};
use rand::RngExt;
use rand::seq::IndexedRandom;

/// A movement-phase position with `count` units scattered over the board, each
/// on a place its kind may stand, at most one per province.
pub fn random_position<R: RngExt + ?Sized>(map: &Map, rng: &mut R, count: usize) -> Position {
    let mut position = Position::initial(map);
    position.units.clear();
    position.phase = Phase {
        year: 1905,
        season: Season::Spring,
        kind: PhaseKind::Movement,
    };
    let mut places: Vec<(UnitKind, Location)> = Vec::new();
    for p in map.province_ids() {
        let prov = map.province(p);
        if prov.is_land() {
            places.push((UnitKind::Army, Location::province(p)));
        }
        if prov.fleet_can_stand() {
            if prov.has_split_coasts() {
                for c in &prov.coasts {
                    places.push((
                        UnitKind::Fleet,
                        Location {
                            province: p,
                            coast: Some(c.coast),
                        },
                    ));
                }
            } else {
                places.push((UnitKind::Fleet, Location::province(p)));
            }
        }
    }
    let powers = map.powers.len() as u8;
    let mut taken = vec![false; map.provinces.len()];
    let mut tries = 0;
    while position.units.len() < count && tries < 10_000 {
        tries += 1;
        let (kind, loc) = places[rng.random_range(0..places.len())];
        if taken[loc.province.index()] {
            continue;
        }
        taken[loc.province.index()] = true;
        position.units.push(Unit {
            power: PowerId(rng.random_range(0..powers)),
            kind,
            loc,
        });
    }
    position
}

/// Plausible orders for every unit: moves, supports of neighbours' moves and holds,
/// and convoys of armies next to fleets at sea.
pub fn random_orders<R: RngExt + ?Sized>(
    map: &Map,
    position: &Position,
    rng: &mut R,
) -> Vec<Option<MainOrder>> {
    let units = &position.units;
    let mut orders: Vec<Option<MainOrder>> = vec![None; units.len()];
    // First moves and holds, then supports and convoys that refer to them.
    for (i, u) in units.iter().enumerate() {
        let targets: Vec<Location> = match u.kind {
            // Neighbours, and the far stations of a railroad.
            UnitKind::Army => map
                .province(u.loc.province)
                .army
                .iter()
                .copied()
                .chain(rail_destinations(map, u))
                .map(Location::province)
                .collect(),
            UnitKind::Fleet => map.fleet_moves(u.loc).to_vec(),
        };
        orders[i] = if rng.random_bool(0.55) && !targets.is_empty() {
            Some(MainOrder::Move {
                to: *targets.choose(rng).expect("non-empty"),
                via_convoy: false,
            })
        } else {
            Some(MainOrder::Hold)
        };
    }
    for (i, u) in units.iter().enumerate() {
        if !matches!(orders[i], Some(MainOrder::Hold)) || !rng.random_bool(0.7) {
            continue;
        }
        let at_sea = u.kind == UnitKind::Fleet && map.province(u.loc.province).is_sea();
        if at_sea && rng.random_bool(0.5) {
            // Convoy an adjacent army to a coast next to this sea.
            let armies: Vec<usize> = units
                .iter()
                .enumerate()
                .filter(|(_, a)| {
                    a.kind == UnitKind::Army && map.fleet_adjacent(u.loc, a.loc.province)
                })
                .map(|(k, _)| k)
                .collect();
            let coasts: Vec<Location> = map
                .fleet_moves(u.loc)
                .iter()
                .copied()
                .filter(|l| map.province(l.province).is_land())
                .collect();
            if let (Some(&a), Some(&to)) = (armies.choose(rng), coasts.choose(rng))
                && to.province != units[a].loc.province
            {
                orders[i] = Some(MainOrder::Convoy {
                    from: units[a].loc.province,
                    to: to.province,
                });
                orders[a] = Some(MainOrder::Move {
                    to: Location::province(to.province),
                    via_convoy: true,
                });
                continue;
            }
        }
        // Support a neighbour: its move if it moves somewhere this unit can reach, else its hold.
        let friends: Vec<usize> = (0..units.len())
            .filter(|&k| k != i && map.touches(u.loc.province, units[k].loc.province))
            .collect();
        if let Some(&k) = friends.choose(rng) {
            orders[i] = Some(match orders[k] {
                Some(MainOrder::Move { to, .. })
                    if to.province != u.loc.province
                        && map.can_move(u.kind, u.loc, to.province) =>
                {
                    MainOrder::SupportMove {
                        from: units[k].loc.province,
                        to: Location::province(to.province),
                    }
                }
                _ if map.can_move(u.kind, u.loc, units[k].loc.province) => MainOrder::SupportHold {
                    target: units[k].loc.province,
                },
                _ => MainOrder::Hold,
            });
        }
    }
    orders
}
