//! Before adjudication: check each order, settle coasts and convoy routes, and match
//! supports and convoys to the orders they name. Void orders become holds.

use super::convoy::{fleet_chain_exists, necessary_seas, ordered_convoys, route_fleets};
use super::groups::Groups;
use super::hooks::{
    Escort, HookReason, RailTrip, find_escort, main_refusal, plan_trips, rail_route,
};
use super::outcome::VoidReason;
use crate::engine::ids::{Location, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::MainOrder;
use crate::engine::position::Position;
use crate::engine::rules::{AdjacentConvoy, Rules};

/// The checked orders of a movement phase, with the lookups the resolver needs.
pub(super) struct Prepared {
    /// Effective order per unit (void orders are holds).
    pub order: Vec<MainOrder>,
    /// Why a unit's order was void.
    pub void: Vec<Option<VoidReason>>,
    /// Whether a move goes by convoy.
    pub by_convoy: Vec<bool>,
    /// For convoyed moves: the fleets whose convoy orders lie on a route.
    pub convoy_fleets: Vec<Vec<usize>>,
    /// Unit in each province (see [`Prepared::occupant`]).
    occupants: Vec<Option<u16>>,
    /// Valid supports received by each unit.
    pub supports: Groups,
    /// Moves into each province.
    pub movers_to: Groups,
    /// For escorted moves (a Fall move into or out of an escorted coast): the fleet whose
    /// support the move needs. Empty on maps without special rules (see [`Prepared::escort`]).
    escorts: Vec<Option<Escort>>,
    /// For railroad moves: how the journey ends (the order is then a move to the last
    /// station reached, or a hold). Empty on maps without special rules.
    rail_trips: Vec<Option<RailTrip>>,
}

impl Prepared {
    /// Where a moving unit is going (province index).
    pub fn dest(&self, i: usize) -> Option<usize> {
        match self.order[i] {
            MainOrder::Move { to, .. } => Some(to.province.index()),
            _ => None,
        }
    }

    /// The fleet whose support unit `i`'s escorted move needs, if any.
    pub fn escort(&self, i: usize) -> Option<Escort> {
        self.escorts.get(i).copied().flatten()
    }

    /// How unit `i`'s railroad journey ends, if it made one.
    pub fn rail(&self, i: usize) -> Option<RailTrip> {
        self.rail_trips.get(i).copied().flatten()
    }

    /// The unit in a province (by index), if any.
    pub fn occupant(&self, province: usize) -> Option<usize> {
        self.occupants[province].map(usize::from)
    }
}

/// Checks and matches the orders; `orders[i]` is `None` where unit `i` got no order.
/// Moves listed in `land_only` never take a convoy (1971: a disrupted swap convoy
/// falls back to the land route).
pub(super) fn prepare(
    map: &Map,
    position: &Position,
    orders: &[Option<MainOrder>],
    rules: &Rules,
    land_only: &[usize],
) -> Prepared {
    let n = position.units.len();
    let units = &position.units;
    let occupants = occupants(map, position);
    let occupant = |p: usize| occupants[p].map(usize::from);
    let mut order: Vec<MainOrder> = (0..n)
        .map(|i| orders.get(i).copied().flatten().unwrap_or(MainOrder::Hold))
        .collect();
    if rules.implied_moves {
        imply_moves(position, orders, &occupants, &mut order);
    }
    let mut void: Vec<Option<VoidReason>> = vec![None; n];

    // 1. Checks on each order alone, the map's special rules included.
    // The special rules' tables stay empty on maps without any (most phases).
    let special = !map.special_rules.is_empty();
    let special_n = if special { n } else { 0 };
    let mut rail_routes: Vec<Option<Vec<ProvinceId>>> = vec![None; special_n];
    for i in 0..n {
        let u = units[i];
        let reason = match &mut order[i] {
            MainOrder::Hold => None,
            MainOrder::Move { to, .. } => match check_move(map, u.kind, u.loc, to) {
                Some(VoidReason::NotAdjacent) => match rail_route(map, &u, to.province) {
                    // Only maps with special rules have railroads.
                    Some(route) => {
                        rail_routes[i] = Some(route);
                        None
                    }
                    None => Some(VoidReason::NotAdjacent),
                },
                r => r,
            },
            MainOrder::SupportHold { target } => {
                if *target == u.loc.province {
                    Some(VoidReason::SupportsItself)
                } else if !map.can_move(u.kind, u.loc, *target) {
                    Some(VoidReason::CannotReach)
                } else {
                    None
                }
            }
            MainOrder::SupportMove { from, to } => {
                if *from == u.loc.province {
                    Some(VoidReason::SupportsItself)
                } else if to.province == u.loc.province || !map.can_move(u.kind, u.loc, to.province)
                {
                    Some(VoidReason::CannotReach)
                } else {
                    None
                }
            }
            MainOrder::Convoy { .. } => {
                if u.kind != UnitKind::Fleet || !map.province(u.loc.province).is_sea() {
                    Some(VoidReason::ConvoyNotAtSea)
                } else {
                    None
                }
            }
        };
        void[i] = reason.or_else(|| special_refusal(map, position, &u, &order[i]));
        if void[i].is_some()
            && let Some(route) = rail_routes.get_mut(i)
        {
            *route = None;
        }
    }

    // 2. Convoy orders from seas no route could need are illegal (4.E.1, 6.G.19).
    for f in 0..n {
        let MainOrder::Convoy { from, to } = order[f] else {
            continue;
        };
        if void[f].is_none() && !necessary_seas(map, from, to).contains(&units[f].loc.province) {
            void[f] = Some(VoidReason::ConvoyNotOnRoute);
        }
    }

    // 3. Convoy routes, and which army moves go by convoy.
    let convoys: Vec<usize> = (0..n)
        .filter(|&f| void[f].is_none() && matches!(order[f], MainOrder::Convoy { .. }))
        .collect();
    let mut by_convoy = vec![false; n];
    let mut convoy_fleets: Vec<Vec<usize>> = vec![Vec::new(); n];
    for i in 0..n {
        let u = units[i];
        let MainOrder::Move { to, via_convoy } = order[i] else {
            continue;
        };
        if u.kind != UnitKind::Army
            || rail_routes.get(i).is_some_and(Option::is_some)
            || void[i].is_some_and(|r| r != VoidReason::NotAdjacent)
        {
            continue;
        }
        let adjacent = map.army_adjacent(u.loc.province, to.province);
        if adjacent && !via_convoy && convoys.is_empty() {
            // No convoy ordered anywhere: an adjacent move goes by land.
            continue;
        }
        let ordered = ordered_convoys(position, &order, &convoys, i, to.province);
        let route = route_fleets(map, position, &ordered, i, to.province);
        let wanted = !adjacent
            || via_convoy
            || match rules.adjacent_convoy {
                AdjacentConvoy::IntentOrOwnFleet => {
                    ordered.iter().any(|&f| units[f].power == u.power)
                }
                AdjacentConvoy::SwapOnly => {
                    !land_only.contains(&i)
                        && !route.is_empty()
                        && occupant(to.province.index()).is_some_and(|o| {
                            matches!(order[o], MainOrder::Move { to: back, .. } if back.province == u.loc.province)
                        })
                }
            };
        if !wanted {
            continue;
        }
        if route.is_empty() {
            if fleet_chain_exists(map, position, u.loc.province, to.province) {
                // A convoy was possible but not ordered: the move fails rather than
                // being void, so the army cannot receive hold support (6.D.8).
                by_convoy[i] = true;
                void[i] = None;
            } else {
                void[i] = Some(if adjacent {
                    VoidReason::NoConvoyOrdered
                } else {
                    VoidReason::NotAdjacent
                });
            }
        } else {
            by_convoy[i] = true;
            void[i] = None;
            convoy_fleets[i] = route;
        }
    }
    // 3b. Escorted coasts: a Fall move into or out of one needs a supporting fleet in its sea.
    let mut escort: Vec<Option<Escort>> = vec![None; special_n];
    for i in 0..special_n {
        let MainOrder::Move { to, .. } = order[i] else {
            continue;
        };
        if void[i].is_some() {
            continue;
        }
        match find_escort(map, position, &order, &void, i, to.province) {
            Ok(e) => escort[i] = e,
            Err(reason) => void[i] = Some(reason),
        }
    }
    // Void moves become holds before supports and convoys are matched.
    for i in 0..n {
        if void[i].is_some() {
            order[i] = MainOrder::Hold;
            if let Some(route) = rail_routes.get_mut(i) {
                *route = None;
            }
        }
    }
    // 3c. Railroad journeys are settled from the board and the moves ordered.
    let rail = plan_trips(&order, &rail_routes, &occupants);
    for i in 0..rail.len() {
        let Some(trip) = rail[i] else { continue };
        match trip.reached {
            Some(p) => {
                order[i] = MainOrder::Move {
                    to: Location::province(p),
                    via_convoy: false,
                }
            }
            None => {
                order[i] = MainOrder::Hold;
                void[i] = trip.blocked.map(VoidReason::Hook);
            }
        }
    }

    // 4. Convoys must match a convoyed move and lie on its ordered route.
    for f in 0..n {
        let MainOrder::Convoy { from, to } = order[f] else {
            continue;
        };
        let reason = match occupant(from.index()) {
            None => Some(VoidReason::NoSuchUnit),
            Some(a) if units[a].kind != UnitKind::Army => Some(VoidReason::ConvoyNotArmy),
            Some(a) => match order[a] {
                MainOrder::Move { to: dest, .. } if dest.province == to && by_convoy[a] => {
                    if convoy_fleets[a].contains(&f) {
                        None
                    } else {
                        Some(VoidReason::ConvoyNotOnRoute)
                    }
                }
                _ => Some(VoidReason::ConvoyNotMatched),
            },
        };
        if reason.is_some() {
            void[f] = reason;
            order[f] = MainOrder::Hold;
        }
    }

    // 5. Supports must match the supported unit's order; a support left standing
    // names its unit by province (see `supported` below).
    for s in 0..n {
        let (target, reason) = match order[s] {
            MainOrder::SupportHold { target } => match occupant(target.index()) {
                None => (None, Some(VoidReason::NoSuchUnit)),
                Some(t) if matches!(order[t], MainOrder::Move { .. }) => {
                    (None, Some(VoidReason::SupportNotMatched))
                }
                Some(t) => (Some(t), None),
            },
            MainOrder::SupportMove { from, to } => match occupant(from.index()) {
                None => (None, Some(VoidReason::NoSuchUnit)),
                Some(t) if rail.get(t).is_some_and(Option::is_some) => {
                    (None, Some(VoidReason::Hook(HookReason::RailUnsupported)))
                }
                Some(t) => match order[t] {
                    MainOrder::Move { to: dest, .. } if dest.province == to.province => {
                        if to.coast.is_some() && dest.coast.is_some() && to.coast != dest.coast {
                            (None, Some(VoidReason::SupportCoastMismatch))
                        } else {
                            (Some(t), None)
                        }
                    }
                    _ => (None, Some(VoidReason::SupportNotMatched)),
                },
            },
            _ => continue,
        };
        if target.is_none() {
            void[s] = reason;
            order[s] = MainOrder::Hold;
        }
    }
    let supported = |s: usize| match order[s] {
        MainOrder::SupportHold { target } => occupant(target.index()),
        MainOrder::SupportMove { from, .. } => occupant(from.index()),
        _ => None,
    };

    let destination = |i: usize| match order[i] {
        MainOrder::Move { to, .. } => Some(to.province.index()),
        _ => None,
    };
    Prepared {
        supports: Groups::new(n, n, supported),
        movers_to: Groups::new(map.provinces.len(), n, destination),
        order,
        void,
        by_convoy,
        convoy_fleets,
        occupants,
        escorts: escort,
        rail_trips: rail,
    }
}

/// Why the map's special rules forbid the order, if the map has any.
fn special_refusal(
    map: &Map,
    position: &Position,
    unit: &crate::engine::position::Unit,
    order: &MainOrder,
) -> Option<VoidReason> {
    if map.special_rules.is_empty() {
        return None;
    }
    main_refusal(map, position, unit, order).map(VoidReason::Hook)
}

/// Whether an order could ever be valid for this unit, whatever else is ordered
/// (DATC's "legal"): used to ignore impossible orders before duplicates are judged (4.D.3).
pub(super) fn legal_alone(
    map: &Map,
    position: &Position,
    unit: &crate::engine::position::Unit,
    order: &MainOrder,
) -> bool {
    if main_refusal(map, position, unit, order).is_some() {
        return false;
    }
    match *order {
        MainOrder::Hold => true,
        MainOrder::Move { mut to, .. } => match check_move(map, unit.kind, unit.loc, &mut to) {
            None => true,
            Some(VoidReason::NotAdjacent) => {
                unit.kind == UnitKind::Army
                    && (!necessary_seas(map, unit.loc.province, to.province).is_empty()
                        || rail_route(map, unit, to.province).is_some())
            }
            Some(_) => false,
        },
        MainOrder::SupportHold { target } => {
            target != unit.loc.province && map.can_move(unit.kind, unit.loc, target)
        }
        MainOrder::SupportMove { from, to } => {
            from != unit.loc.province
                && to.province != unit.loc.province
                && map.can_move(unit.kind, unit.loc, to.province)
        }
        MainOrder::Convoy { from, to } => {
            unit.kind == UnitKind::Fleet
                && map.province(unit.loc.province).is_sea()
                && necessary_seas(map, from, to).contains(&unit.loc.province)
        }
    }
}

/// Checks a move on its own and settles the destination coast (4.B.1–4.B.6).
pub(super) fn check_move(
    map: &Map,
    kind: UnitKind,
    from: Location,
    to: &mut Location,
) -> Option<VoidReason> {
    if to.province == from.province {
        return Some(VoidReason::MoveToOwnProvince);
    }
    let dest = map.province(to.province);
    match kind {
        UnitKind::Army => {
            to.coast = None;
            if !dest.is_land() {
                Some(VoidReason::WrongTerrain)
            } else if map.army_adjacent(from.province, to.province) {
                None
            } else {
                // May still go by convoy; settled with the routes.
                Some(VoidReason::NotAdjacent)
            }
        }
        UnitKind::Fleet => {
            if !dest.fleet_can_stand() {
                return Some(VoidReason::WrongTerrain);
            }
            let moves = map.fleet_moves(from);
            if !dest.has_split_coasts() {
                to.coast = None;
                return if moves.iter().any(|l| l.province == to.province) {
                    None
                } else {
                    Some(VoidReason::NotAdjacent)
                };
            }
            let mut reachable = moves.iter().filter(|l| l.province == to.province);
            let first = reachable.clone().next().copied();
            match (to.coast, first) {
                (_, None) => Some(VoidReason::NotAdjacent),
                (Some(_), _) if reachable.any(|l| l == to) => None,
                (Some(_), _) => Some(VoidReason::CoastUnreachable),
                (None, Some(only)) if reachable.nth(1).is_none() => {
                    *to = only;
                    None
                }
                (None, _) => Some(VoidReason::CoastNotSpecified),
            }
        }
    }
}

/// The unit in each province, by province index.
fn occupants(map: &Map, position: &Position) -> Vec<Option<u16>> {
    let mut occupants = vec![None; map.provinces.len()];
    for (i, u) in position.units.iter().enumerate() {
        occupants[u.loc.province.index()] = Some(i as u16);
    }
    occupants
}

/// 1971 rules: a unit without an order moves as its own power's support or convoy says (III.6).
fn imply_moves(
    position: &Position,
    orders: &[Option<MainOrder>],
    occupants: &[Option<u16>],
    order: &mut [MainOrder],
) {
    for (s, o) in orders.iter().enumerate() {
        let (from, to, convoy) = match o {
            Some(MainOrder::SupportMove { from, to }) => (*from, *to, false),
            Some(MainOrder::Convoy { from, to }) => (*from, Location::province(*to), true),
            _ => continue,
        };
        if let Some(t) = occupants[from.index()].map(usize::from)
            && orders.get(t).copied().flatten().is_none()
            && position.units[t].power == position.units[s].power
            && matches!(order[t], MainOrder::Hold)
        {
            order[t] = MainOrder::Move {
                to,
                via_convoy: convoy,
            };
        }
    }
}
