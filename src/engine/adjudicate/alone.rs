//! Checks on one order by itself, whatever else is ordered: whether it could ever be valid
//! (DATC's "legal"), a move's own checks with its destination coast settled, the map's
//! special rules; and the 1971 rulebook's implied moves, read from the orders alone.

use super::convoy::necessary_seas;
use super::hooks::{main_refusal, rail_route};
use super::outcome::VoidReason;
use crate::engine::ids::{Location, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::MainOrder;
use crate::engine::position::Position;

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
            if !dest.has_split_coasts() {
                to.coast = None;
                return if map.fleet_adjacent(from, to.province) {
                    None
                } else {
                    Some(VoidReason::NotAdjacent)
                };
            }
            let moves = map.fleet_moves(from);
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

/// Why the map's special rules forbid the order, if the map has any.
pub(super) fn special_refusal(
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

/// 1971 rules: a unit without an order moves as its own power's support or convoy says (III.6).
pub(super) fn imply_moves(
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
