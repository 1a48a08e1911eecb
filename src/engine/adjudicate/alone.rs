//! Checks on one order by itself, whatever else is ordered: whether it could ever be valid
//! (DATC's "legal"), a move's own checks with its destination coast settled, the map's
//! special rules; and the 1971 rulebook's implied moves, read from the orders alone.

use super::Board;
use super::convoy::necessary_seas;
use super::hooks::{main_refusal, rail_route};
use super::outcome::VoidReason;
use crate::engine::ids::{Location, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::MainOrder;
use crate::engine::position::{Position, Unit};

/// A support's own rules, written once (asked by the legal-order tree, the check, the
/// classic adjudicator and [`legal_alone`]): a unit cannot support itself (a hold of its
/// own province, a move out of it), and it supports only into a province it could move to
/// itself (never its own). `from` is the supported move's origin (none: a hold).
pub fn support_refusal(
    map: &Map,
    unit: &Unit,
    from: Option<ProvinceId>,
    to: ProvinceId,
) -> Option<VoidReason> {
    let here = unit.loc.province;
    if from.unwrap_or(to) == here {
        Some(VoidReason::SupportsItself)
    } else if to == here || !map.can_move(unit.kind, unit.loc, to) {
        Some(VoidReason::CannotReach)
    } else {
        None
    }
}

/// [`support_refusal`] on a board: where units stack, a unit may support its
/// stack-mates' move out of its own province, so a support is judged by where it goes
/// alone (the rulebook's answer, asked by the check and the stacked battles alike).
pub fn support_refusal_on(
    board: Board,
    unit: &Unit,
    from: Option<ProvinceId>,
    to: ProvinceId,
) -> Option<VoidReason> {
    let from = from.filter(|_| !board.units_stack());
    support_refusal(board.map, unit, from, to)
}

/// The convoy's own rule, written once (asked by the tree, the check, both adjudicators
/// and the notation's reading): only a fleet in a sea convoys.
pub fn may_convoy(map: &Map, unit: &Unit) -> bool {
    unit.kind == UnitKind::Fleet && map.province(unit.loc.province).is_sea()
}

/// A convoy's own rules, written once (asked by the check, [`legal_alone`] and the stacked
/// battles): only a fleet in a sea convoys, and only in a sea some route from `from` to
/// `to` could need (4.E.1, 6.G.19).
pub fn convoy_refusal(
    map: &Map,
    unit: &Unit,
    from: ProvinceId,
    to: ProvinceId,
) -> Option<VoidReason> {
    if !may_convoy(map, unit) {
        Some(VoidReason::ConvoyNotAtSea)
    } else if !necessary_seas(map, from, to).contains(&unit.loc.province) {
        Some(VoidReason::ConvoyNotOnRoute)
    } else {
        None
    }
}

/// Whether an order could ever be valid for this unit, whatever else is ordered
/// (DATC's "legal"): used to ignore impossible orders before duplicates are judged (4.D.3).
pub(super) fn legal_alone(map: &Map, position: &Position, unit: &Unit, order: &MainOrder) -> bool {
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
        MainOrder::SupportHold { target } => support_refusal(map, unit, None, target).is_none(),
        MainOrder::SupportMove { from, to } => {
            support_refusal(map, unit, Some(from), to.province).is_none()
        }
        MainOrder::Convoy { from, to } => convoy_refusal(map, unit, from, to).is_none(),
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

#[cfg(test)]
mod tests {
    use super::super::check::{CheckVoid, Checked, check_reasoned};
    use super::super::{Board, Verdict, adjudicate_movement};
    use super::*;
    use crate::engine::order::{Order, Written};
    use crate::engine::rules::Rules;

    /// A support into the supporter's own province (`A(Mun) S A(Ber)-Mun`) is refused for
    /// one reason by the check, the adjudicator and the legal-order tree: the support rule
    /// is written once.
    #[test]
    fn a_support_into_its_own_province_has_one_reason_everywhere() {
        let map = Map::named("standard").expect("standard");
        let position = Position::initial(&map);
        let rules = Rules::RULEBOOK_1971;
        let p = |n: &str| map.find_province(n).expect(n);
        let mun = position.unit_at(p("mun")).expect("A Mun");
        let order = MainOrder::SupportMove {
            from: p("ber"),
            to: Location::province(p("mun")),
        };
        let unit = position.units[mun];
        let written = Written {
            power: unit.power,
            kind: Some(unit.kind),
            at: unit.loc,
            order: Order::Main(order),
            counts: Default::default(),
        };
        let reason = VoidReason::CannotReach;
        assert_eq!(
            support_refusal(&map, &unit, Some(p("ber")), p("mun")),
            Some(reason)
        );
        let board = Board::new(&map, &position, &rules);
        let checked = check_reasoned(board, &written);
        assert_eq!(checked, Checked::Void(CheckVoid::Order(reason)));
        let mut orders = vec![None; position.units.len()];
        orders[mun] = Some(order);
        let result = adjudicate_movement(board, &orders);
        assert_eq!(result.verdicts[mun], Verdict::Void(reason));
        let tree = crate::engine::options::legal_orders(
            &map,
            &position,
            &rules,
            crate::engine::options::Subject::Unit {
                at: p("mun"),
                kind: None,
            },
            1,
        );
        assert!(
            tree.find(&Order::Main(order)).is_none(),
            "the tree offers it"
        );
    }
}
