//! Before adjudication: check each order, settle coasts and convoy routes, and match
//! supports and convoys to the orders they name. Void orders become holds.

use super::Board;
use super::alone::{check_move, imply_moves, may_convoy, special_refusal, support_refusal};
use super::convoy::{fleet_chain_exists, necessary_seas, ordered_convoys, route_fleets};
use super::groups::Links;
use super::hooks::{Escort, HookReason, RailTrip, find_escort, plan_trips, rail_route};
use super::outcome::VoidReason;
use crate::engine::ids::{Location, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::MainOrder;
use crate::engine::position::{Position, Unit};
use crate::engine::rules::{AdjacentConvoy, Rules};

/// No unit (or no province) in the `u16` indices of a [`Plan`].
pub(super) const NONE: u16 = u16::MAX;

/// The kind of order a unit carries out once void orders became holds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) enum Kind {
    #[default]
    Hold,
    Move,
    Support,
    Convoy,
}

/// One unit's checked order as the resolver reads it, its indices worked out once.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Plan {
    pub kind: Kind,
    /// Whether the move needs a convoy route or an escort to get anywhere.
    pub needs_path: bool,
    /// The unit's province.
    pub province: u16,
    /// Where a move goes, else [`NONE`].
    pub dest: u16,
    /// The unit standing in `dest` at the start, else [`NONE`].
    pub dest_occupant: u16,
    /// The unit moving the other way in a head-to-head battle with this move, else [`NONE`].
    pub head_to_head: u16,
    /// For a support of a move: the province the supported move goes into, else [`NONE`].
    pub support_into: u16,
}

impl Plan {
    /// A hold, with every index empty.
    const UNUSED: Plan = Plan {
        kind: Kind::Hold,
        needs_path: false,
        province: NONE,
        dest: NONE,
        dest_occupant: NONE,
        head_to_head: NONE,
        support_into: NONE,
    };
}

/// The checked orders of a movement phase, with the lookups the resolver needs. One
/// `Prepared` is filled again for each phase, keeping its buffers. (Its steps, each run
/// once a phase, are kept out of line: inlined they made the whole measurably slower.)
#[derive(Default)]
pub(super) struct Prepared {
    /// Effective order per unit (void orders are holds).
    pub order: Vec<MainOrder>,
    /// Why a unit's order was void.
    pub void: Vec<Option<VoidReason>>,
    /// Whether a move goes by convoy.
    pub by_convoy: Vec<bool>,
    /// For convoyed moves: the fleets whose convoy orders lie on a route.
    pub convoy_fleets: Vec<Vec<usize>>,
    /// What the resolver reads of each unit's order.
    pub plan: Vec<Plan>,
    /// The units whose order is not a hold, in unit order: the decisions to resolve.
    pub open: Vec<usize>,
    /// Unit in each province (see [`Prepared::occupant`]).
    occupants: Vec<Option<u16>>,
    /// Valid supports received by each unit.
    pub supports: Links,
    /// Moves into each province.
    pub movers_to: Links,
    /// For escorted moves (a Fall move into or out of an escorted coast): the fleet whose
    /// support the move needs. Empty on maps without special rules (see [`Prepared::escort`]).
    escorts: Vec<Option<Escort>>,
    /// For railroad moves: how the journey ends (the order is then a move to the last
    /// station reached, or a hold). Empty on maps without special rules.
    rail_trips: Vec<Option<RailTrip>>,
    /// Railroad routes of the moves that go by railroad (special maps only).
    rail_routes: Vec<Option<Vec<ProvinceId>>>,
    /// The convoy orders that passed their own checks.
    convoys: Vec<usize>,
    /// The fleets of the convoy route being worked out.
    route: Vec<usize>,
    /// The units whose `convoy_fleets` are not empty.
    routed: Vec<usize>,
    /// The armies ordered to move (those a convoy might carry), in unit order.
    army_moves: Vec<usize>,
}

impl Prepared {
    /// Where a moving unit is going (province index).
    #[inline]
    pub fn dest(&self, i: usize) -> Option<usize> {
        let dest = self.plan[i].dest;
        (dest != NONE).then_some(usize::from(dest))
    }

    /// The fleet whose support unit `i`'s escorted move needs, if any.
    pub fn escort(&self, i: usize) -> Option<Escort> {
        self.escorts.get(i).copied().flatten()
    }

    /// How unit `i`'s railroad journey ends, if it made one.
    pub fn rail(&self, i: usize) -> Option<RailTrip> {
        self.rail_trips.get(i).copied().flatten()
    }

    /// Whether any railroad journey was made this phase.
    pub fn has_rail_trips(&self) -> bool {
        !self.rail_trips.is_empty()
    }

    /// The unit in a province (by index), if any.
    #[inline]
    pub fn occupant(&self, province: usize) -> Option<usize> {
        self.occupants[province].map(usize::from)
    }

    /// Checks and matches the orders; `orders[i]` is `None` where unit `i` got no order.
    /// Moves listed in `land_only` never take a convoy (1971: a disrupted swap convoy
    /// falls back to the land route).
    #[inline(never)]
    pub fn fill(&mut self, board: Board, orders: &[Option<MainOrder>], land_only: &[usize]) {
        let Board {
            map,
            position,
            rules,
            ..
        } = board;
        let n = position.units.len();
        let units = &position.units;
        self.occupants.clear();
        self.occupants.resize(map.provinces.len(), None);
        for (i, u) in units.iter().enumerate() {
            self.occupants[u.loc.province.index()] = Some(i as u16);
        }
        self.order.clear();
        self.order
            .extend((0..n).map(|i| orders.get(i).copied().flatten().unwrap_or(MainOrder::Hold)));
        if rules.implied_moves {
            imply_moves(position, orders, &self.occupants, &mut self.order);
        }
        // Filled unit by unit in `check_each`.
        self.void.clear();
        self.by_convoy.clear();
        for &i in &self.routed {
            if let Some(fleets) = self.convoy_fleets.get_mut(i) {
                fleets.clear();
            }
        }
        self.routed.clear();
        self.convoy_fleets.resize_with(n, Vec::new);
        // The special rules' tables stay empty on maps without any (most phases).
        let special = !map.special_rules.is_empty();
        let special_n = if special { n } else { 0 };
        self.rail_routes.clear();
        self.rail_routes.resize(special_n, None);
        self.escorts.clear();
        self.escorts.resize(special_n, None);
        self.rail_trips.clear();

        let convoy_work = self.check_each(map, position);
        if convoy_work {
            self.settle_convoys(map, position, rules, land_only);
        }
        if special {
            self.apply_special_rules(map, position);
        }
        self.match_and_plan(position, map.provinces.len());
    }

    /// 1–2. Checks on each order alone, the map's special rules included; convoy orders
    /// from seas no route could need are illegal (4.E.1, 6.G.19). Says whether any move
    /// may go by convoy.
    #[inline(never)]
    fn check_each(&mut self, map: &Map, position: &Position) -> bool {
        let units = &position.units;
        self.convoys.clear();
        self.army_moves.clear();
        let special = !map.special_rules.is_empty();
        let mut convoy_work = false;
        for i in 0..units.len() {
            let u = units[i];
            let reason = match &mut self.order[i] {
                MainOrder::Hold => None,
                MainOrder::Move { to, via_convoy } => {
                    let reason = match check_move(map, u.kind, u.loc, to) {
                        Some(VoidReason::NotAdjacent) => match rail_route(map, &u, to.province) {
                            // Only maps with special rules have railroads.
                            Some(route) => {
                                self.rail_routes[i] = Some(route);
                                None
                            }
                            None => Some(VoidReason::NotAdjacent),
                        },
                        r => r,
                    };
                    if u.kind == UnitKind::Army {
                        self.army_moves.push(i);
                        convoy_work |= *via_convoy || reason == Some(VoidReason::NotAdjacent);
                    }
                    reason
                }
                MainOrder::SupportHold { target } => support_refusal(map, &u, None, *target),
                MainOrder::SupportMove { from, to } => {
                    support_refusal(map, &u, Some(*from), to.province)
                }
                MainOrder::Convoy { from, to } => {
                    if !may_convoy(map, &u) {
                        Some(VoidReason::ConvoyNotAtSea)
                    } else if special {
                        // Whether a route could need this sea is checked after the map's
                        // special rules, below.
                        None
                    } else if !necessary_seas(map, *from, *to).contains(&u.loc.province) {
                        Some(VoidReason::ConvoyNotOnRoute)
                    } else {
                        self.convoys.push(i);
                        None
                    }
                }
            };
            let reason = if special {
                self.special_checks(map, position, i, reason)
            } else {
                reason
            };
            self.void.push(reason);
            self.by_convoy.push(false);
        }
        convoy_work || !self.convoys.is_empty()
    }

    /// On a map with special rules, what they say of unit `i`'s order (whose own checks
    /// gave `reason`), then whether a route could need a convoying fleet's sea.
    fn special_checks(
        &mut self,
        map: &Map,
        position: &Position,
        i: usize,
        reason: Option<VoidReason>,
    ) -> Option<VoidReason> {
        let u = position.units[i];
        let reason = reason.or_else(|| special_refusal(map, position, &u, &self.order[i]));
        let reason = match (reason, self.order[i]) {
            (None, MainOrder::Convoy { from, to })
                if !necessary_seas(map, from, to).contains(&u.loc.province) =>
            {
                Some(VoidReason::ConvoyNotOnRoute)
            }
            (None, MainOrder::Convoy { .. }) => {
                self.convoys.push(i);
                None
            }
            (r, _) => r,
        };
        if reason.is_some() {
            self.rail_routes[i] = None;
        }
        reason
    }

    /// 3. Convoy routes, and which army moves go by convoy.
    #[inline(never)]
    fn settle_convoys(
        &mut self,
        map: &Map,
        position: &Position,
        rules: &Rules,
        land_only: &[usize],
    ) {
        let units = &position.units;
        for k in 0..self.army_moves.len() {
            let i = self.army_moves[k];
            let u = units[i];
            let MainOrder::Move { to, via_convoy } = self.order[i] else {
                continue;
            };
            if self.rail_routes.get(i).is_some_and(Option::is_some)
                || self.void[i].is_some_and(|r| r != VoidReason::NotAdjacent)
            {
                continue;
            }
            let adjacent = map.army_adjacent(u.loc.province, to.province);
            if adjacent
                && !via_convoy
                && !self.convoys.iter().any(|&f| {
                    matches!(self.order[f], MainOrder::Convoy { from, to: dest }
                        if from == u.loc.province && dest == to.province)
                })
            {
                // No convoy ordered for this move: an adjacent move goes by land.
                continue;
            }
            let ordered = ordered_convoys(position, &self.order, &self.convoys, i, to.province);
            route_fleets(map, position, &ordered, i, to.province, &mut self.route);
            let route = &self.route;
            let wanted = !adjacent
                || via_convoy
                || match rules.adjacent_convoy {
                    AdjacentConvoy::IntentOrOwnFleet => {
                        ordered.iter().any(|&f| units[f].power == u.power)
                    }
                    AdjacentConvoy::SwapOnly => {
                        !land_only.contains(&i)
                            && !route.is_empty()
                            && self.occupant(to.province.index()).is_some_and(|o| {
                                matches!(self.order[o], MainOrder::Move { to: back, .. } if back.province == u.loc.province)
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
                    self.by_convoy[i] = true;
                    self.void[i] = None;
                } else {
                    self.void[i] = Some(if adjacent {
                        VoidReason::NoConvoyOrdered
                    } else {
                        VoidReason::NotAdjacent
                    });
                }
            } else {
                self.by_convoy[i] = true;
                self.void[i] = None;
                self.convoy_fleets[i].extend_from_slice(route);
                self.routed.push(i);
            }
        }
    }

    /// 3b–3c. Escorted coasts (a Fall move into or out of one needs a supporting fleet in
    /// its sea) and railroad journeys, settled from the board and the moves ordered.
    fn apply_special_rules(&mut self, map: &Map, position: &Position) {
        let n = position.units.len();
        for i in 0..n {
            let MainOrder::Move { to, .. } = self.order[i] else {
                continue;
            };
            if self.void[i].is_some() {
                continue;
            }
            match find_escort(map, position, &self.order, &self.void, i, to.province) {
                Ok(e) => self.escorts[i] = e,
                Err(reason) => self.void[i] = Some(reason),
            }
        }
        // Void moves become holds before the journeys are planned.
        for i in 0..n {
            if self.void[i].is_some() {
                self.order[i] = MainOrder::Hold;
                self.rail_routes[i] = None;
            }
        }
        self.rail_trips = plan_trips(&self.order, &self.rail_routes, &self.occupants);
        for i in 0..self.rail_trips.len() {
            let Some(trip) = self.rail_trips[i] else {
                continue;
            };
            match trip.reached {
                Some(p) => {
                    self.order[i] = MainOrder::Move {
                        to: Location::province(p),
                        via_convoy: false,
                    }
                }
                None => {
                    self.order[i] = MainOrder::Hold;
                    self.void[i] = trip.blocked.map(VoidReason::Hook);
                }
            }
        }
    }

    /// The order unit `t` carries out as far as another unit's support or convoy can
    /// tell: void orders are holds (and only supports and convoys are voided below).
    fn effective(&self, t: usize) -> MainOrder {
        if self.void[t].is_some() {
            MainOrder::Hold
        } else {
            self.order[t]
        }
    }

    /// 4–5. The unit a support or convoy `order` of unit `s` is given to, or why it is
    /// void: convoys must match a convoyed move and lie on its ordered route; supports
    /// must match the supported unit's order.
    fn matched(&self, units: &[Unit], s: usize, order: MainOrder) -> Result<usize, VoidReason> {
        match order {
            MainOrder::Convoy { from, to } => match self.occupant(from.index()) {
                None => Err(VoidReason::NoSuchUnit),
                Some(a) if units[a].kind != UnitKind::Army => Err(VoidReason::ConvoyNotArmy),
                Some(a) => match self.effective(a) {
                    MainOrder::Move { to: dest, .. }
                        if dest.province == to && self.by_convoy[a] =>
                    {
                        if self.convoy_fleets[a].contains(&s) {
                            Ok(a)
                        } else {
                            Err(VoidReason::ConvoyNotOnRoute)
                        }
                    }
                    _ => Err(VoidReason::ConvoyNotMatched),
                },
            },
            MainOrder::SupportHold { target } => match self.occupant(target.index()) {
                None => Err(VoidReason::NoSuchUnit),
                Some(t) if matches!(self.effective(t), MainOrder::Move { .. }) => {
                    Err(VoidReason::SupportNotMatched)
                }
                Some(t) => Ok(t),
            },
            MainOrder::SupportMove { from, to } => match self.occupant(from.index()) {
                None => Err(VoidReason::NoSuchUnit),
                Some(t) if self.rail(t).is_some() => {
                    Err(VoidReason::Hook(HookReason::RailUnsupported))
                }
                Some(t) => match self.effective(t) {
                    MainOrder::Move { to: dest, .. } if dest.province == to.province => {
                        if to.coast.is_some() && dest.coast.is_some() && to.coast != dest.coast {
                            Err(VoidReason::SupportCoastMismatch)
                        } else {
                            Ok(t)
                        }
                    }
                    _ => Err(VoidReason::SupportNotMatched),
                },
            },
            MainOrder::Hold | MainOrder::Move { .. } => Ok(s),
        }
    }

    /// 4–5 for every unit: supports and convoys matched, void orders made holds, and each
    /// unit's [`Plan`] written with the moves into each province and each unit's supports.
    #[inline(never)]
    fn match_and_plan(&mut self, position: &Position, provinces: usize) {
        let units = &position.units;
        let n = units.len();
        self.plan.clear();
        self.open.clear();
        self.movers_to.reset(provinces, n);
        self.supports.reset(n, n);
        for s in 0..n {
            let mut plan = Plan {
                province: units[s].loc.province.0,
                ..Plan::UNUSED
            };
            if self.void[s].is_some() {
                self.order[s] = MainOrder::Hold;
            }
            match self.order[s] {
                MainOrder::Hold => {}
                MainOrder::Move { to, .. } => {
                    let dest = to.province.0;
                    let dest_occupant = self.occupants[usize::from(dest)].unwrap_or(NONE);
                    plan.kind = Kind::Move;
                    plan.dest = dest;
                    plan.dest_occupant = dest_occupant;
                    plan.needs_path =
                        self.by_convoy[s] || self.escorts.get(s).is_some_and(Option::is_some);
                    // A head-to-head battle is found at the later of its two moves; the
                    // moves into each province and the supports of each unit are chained
                    // in unit order.
                    let o = usize::from(dest_occupant);
                    if dest_occupant != NONE
                        && o < s
                        && !self.by_convoy[s]
                        && self.plan[o].dest == plan.province
                        && !self.by_convoy[o]
                    {
                        plan.head_to_head = dest_occupant;
                        self.plan[o].head_to_head = s as u16;
                    }
                    self.movers_to.push_back(usize::from(dest), s);
                    self.open.push(s);
                }
                other => match self.matched(units, s, other) {
                    Ok(t) => {
                        match other {
                            MainOrder::Convoy { .. } => plan.kind = Kind::Convoy,
                            MainOrder::SupportMove { to, .. } => {
                                plan.kind = Kind::Support;
                                plan.support_into = to.province.0;
                                self.supports.push_back(t, s);
                            }
                            _ => {
                                plan.kind = Kind::Support;
                                self.supports.push_back(t, s);
                            }
                        }
                        self.open.push(s);
                    }
                    Err(reason) => {
                        self.void[s] = Some(reason);
                        self.order[s] = MainOrder::Hold;
                    }
                },
            }
            self.plan.push(plan);
        }
    }
}
