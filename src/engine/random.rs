//! Seeded random positions and orders: for benchmarks and invariant tests.

use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::options::{Options, OrderKind, Route, Subject};
use crate::engine::order::{MainOrder, Order};
use crate::engine::position::{Phase, PhaseKind, Position, Season, Unit};
use crate::engine::rules::Rules;
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

/// Plausible orders for every unit, all read from the legal-order tree: moves (to
/// neighbours and along railroads), supports of neighbours' moves and holds, and convoys
/// of armies the fleets at sea could carry.
pub fn random_orders<R: RngExt + ?Sized>(
    map: &Map,
    position: &Position,
    rng: &mut R,
) -> Vec<Option<MainOrder>> {
    let units = &position.units;
    let rules = Rules::default();
    let options = Options::new(map, position, &rules);
    let tree = |u: &Unit, kinds: &[OrderKind]| {
        let subject = Subject::Unit {
            at: u.loc.province,
            kind: Some(u.kind),
        };
        options.only(subject, 1, kinds)
    };
    let mut orders: Vec<Option<MainOrder>> = vec![None; units.len()];
    // First moves and holds, then supports and convoys that refer to them.
    for (i, u) in units.iter().enumerate() {
        // Neighbours, and the far stations of a railroad (convoyed moves come with their convoys).
        let targets: Vec<MainOrder> = tree(u, &[OrderKind::Move])
            .targets(OrderKind::Move)
            .iter()
            .flat_map(|t| &t.choices)
            .filter(|c| c.route != Route::Convoy)
            .filter_map(|c| match c.order {
                Order::Main(m) => Some(m),
                _ => None,
            })
            .collect();
        orders[i] = if rng.random_bool(0.55) && !targets.is_empty() {
            Some(*targets.choose(rng).expect("non-empty"))
        } else {
            Some(MainOrder::Hold)
        };
    }
    for (i, u) in units.iter().enumerate() {
        if !matches!(orders[i], Some(MainOrder::Hold)) || !rng.random_bool(0.7) {
            continue;
        }
        let at_sea = crate::engine::adjudicate::may_convoy(map, u);
        if at_sea && rng.random_bool(0.5) {
            // Convoy an army this fleet could help carry, to one of the coasts it could reach.
            let convoys = tree(u, &[OrderKind::Convoy]);
            let armies = convoys.targets(OrderKind::Convoy);
            if let Some(army) = armies.choose(rng)
                && let Some(dest) = army.then.choose(rng)
                && let (Some(from), Some(to)) = (army.place, dest.place)
                && let Some(a) = position.unit_at(from.province)
            {
                orders[i] = Some(MainOrder::Convoy {
                    from: from.province,
                    to: to.province,
                });
                orders[a] = Some(MainOrder::Move {
                    to: Location::province(to.province),
                    via_convoy: true,
                });
                continue;
            }
        }
        // Support a neighbour: its move if this unit may support it, else its hold.
        let friends: Vec<usize> = (0..units.len())
            .filter(|&k| k != i && map.touches(u.loc.province, units[k].loc.province))
            .collect();
        if let Some(&k) = friends.choose(rng) {
            let supports = tree(u, &[OrderKind::SupportHold, OrderKind::SupportMove]);
            let from = units[k].loc.province;
            let listed = |o: MainOrder| supports.find(&Order::Main(o)).map(|_| o);
            let support_move = match orders[k] {
                Some(MainOrder::Move { to, .. }) => listed(MainOrder::SupportMove {
                    from,
                    to: Location::province(to.province),
                }),
                _ => None,
            };
            orders[i] = Some(
                support_move
                    .or_else(|| listed(MainOrder::SupportHold { target: from }))
                    .unwrap_or(MainOrder::Hold),
            );
        }
    }
    orders
}
