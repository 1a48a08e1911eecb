//! Matching counted orders to the units they name, and what each unit was told to do.

use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::alone::{check_move, convoy_refusal, support_refusal_on};
use crate::engine::adjudicate::groups::Groups;
use crate::engine::adjudicate::{VoidReason, convoy_reach_now};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::{Map, Terrain};
use crate::engine::order::{MainOrder, Order, Written};
use crate::engine::position::Position;
use crate::engine::position::Unit;

/// What one unit does in a movement phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Role {
    Hold,
    Move {
        to: Location,
        convoy: bool,
    },
    SupportHold {
        target: ProvinceId,
        power: Option<PowerId>,
    },
    SupportMove {
        from: ProvinceId,
        to: Location,
        power: Option<PowerId>,
    },
    Convoy {
        from: ProvinceId,
        to: ProvinceId,
    },
    Void(VoidReason),
}

/// Units matched to orders.
pub(super) struct Assignment {
    /// The order each unit follows.
    pub order_of: Vec<Option<usize>>,
    /// The units each order moves, in the order taken (unit order).
    pub units_of: Groups,
    /// Units an order named that were not there.
    pub missing: Vec<u32>,
}

/// Gives each order the first `count` matching units not yet ordered (written order).
pub(super) fn assign(
    units: &[Unit],
    orders: &[Written],
    accepts: impl Fn(&Order) -> bool,
) -> Assignment {
    let mut order_of = vec![None; units.len()];
    let mut missing = vec![0; orders.len()];
    let provinces = units
        .iter()
        .map(|u| u.loc.province.index() + 1)
        .max()
        .unwrap_or(0);
    let by_province = units_by_province(units, provinces);
    for (k, o) in orders.iter().enumerate() {
        if !accepts(&o.order) {
            missing[k] = o.units();
            continue;
        }
        let mut want = o.units();
        let at = o.at.province.index();
        let here = if at < provinces {
            by_province.of(at)
        } else {
            &[]
        };
        for &i in here {
            if want == 0 {
                break;
            }
            let u = &units[i];
            if order_of[i].is_none()
                && u.power == o.power
                && Some(u.kind) == o.kind
                && (o.at.coast.is_none() || o.at.coast == u.loc.coast)
            {
                order_of[i] = Some(k);
                want -= 1;
            }
        }
        missing[k] = want;
    }
    Assignment {
        units_of: Groups::new(orders.len(), units.len(), |i| order_of[i]),
        order_of,
        missing,
    }
}

/// The units standing in each province (indices below `provinces`), in the order listed.
pub(super) fn units_by_province(units: &[Unit], provinces: usize) -> Groups {
    Groups::new(provinces, units.len(), |i| {
        Some(units[i].loc.province.index())
    })
}

/// Whether an order belongs to a movement phase.
pub(super) fn movement_action(a: &Order) -> bool {
    matches!(a, Order::Main(_))
}

/// The destination of a move as a unit can make it, or why it cannot: the move's own
/// checks are every board's ([`check_move`]); an army between two coasts that is not next
/// door, or that asks for a convoy (`via`), goes by convoy.
fn move_target(map: &Map, unit: &Unit, mut to: Location, via: bool) -> Result<Role, VoidReason> {
    let army = unit.kind == UnitKind::Army;
    let coastal = |p: ProvinceId| map.province(p).terrain == Terrain::Coast;
    let by_sea = army && coastal(unit.loc.province) && coastal(to.province);
    match check_move(map, unit.kind, unit.loc, &mut to) {
        None if !(army && via) => Ok(Role::Move { to, convoy: false }),
        None | Some(VoidReason::NotAdjacent) if by_sea => Ok(Role::Move { to, convoy: true }),
        None => Err(VoidReason::NotAdjacent),
        Some(reason) => Err(reason),
    }
}

/// Each unit's role; orders that could never work become `Void`.
pub(super) fn roles(
    board: Board,
    by_province: &Groups,
    orders: &[Written],
    asg: &Assignment,
) -> Vec<Role> {
    let Board { map, position, .. } = board;
    let units = &position.units;
    let mut roles: Vec<Role> = units
        .iter()
        .enumerate()
        .map(|(i, u)| match asg.order_of[i] {
            Some(k) => role_alone(board, u, &orders[k]),
            None => Role::Hold,
        })
        .collect();
    uncarried_stand(map, position, &mut roles);
    // Second pass: supports and convoys must match what the other units were told.
    let snapshot = roles.clone();
    for role in roles.iter_mut() {
        if let Err(reason) = matched(units, by_province, &snapshot, role) {
            *role = Role::Void(reason);
        }
    }
    roles
}

/// An army ordered by convoy where no chain of fleets on the board could carry it cannot
/// move: its order is void and it stands, so it may be supported to hold (DATC 6.D.32; a
/// convoy the fleets could give but were not ordered to still counts as a move, 6.D.8).
fn uncarried_stand(map: &Map, position: &Position, roles: &mut [Role]) {
    for (i, role) in roles.iter_mut().enumerate() {
        if let Role::Move { to, convoy: true } = *role {
            let from = position.units[i].loc.province;
            if !convoy_reach_now(map, position, from).contains(&to.province) {
                *role = Role::Void(VoidReason::NotAdjacent);
            }
        }
    }
}

/// What a unit's order asks of it, judged by the unit alone (the others not yet known) by
/// every board's rules of one order ([`support_refusal_on`], [`convoy_refusal`]).
fn role_alone(board: Board, u: &Unit, written: &Written) -> Role {
    let map = board.map;
    let here = u.loc.province;
    let power = written.counts.power;
    let Order::Main(order) = written.order else {
        return Role::Hold;
    };
    match order {
        MainOrder::Hold => Role::Hold,
        MainOrder::Move { to, .. } if to.province == here => Role::Hold,
        MainOrder::Move { to, via_convoy } => {
            move_target(map, u, to, via_convoy).unwrap_or_else(Role::Void)
        }
        MainOrder::SupportHold { target } => match support_refusal_on(board, u, None, target) {
            Some(reason) => Role::Void(reason),
            None => Role::SupportHold { target, power },
        },
        MainOrder::SupportMove { from, to } => {
            match support_refusal_on(board, u, Some(from), to.province) {
                Some(reason) => Role::Void(reason),
                None => Role::SupportMove { from, to, power },
            }
        }
        MainOrder::Convoy { from, to } => match convoy_refusal(map, u, from, to) {
            Some(reason) => Role::Void(reason),
            None => Role::Convoy { from, to },
        },
    }
}

/// Whether a support or convoy matches what the units it names were told (`roles`, as
/// judged alone); why not, if it does not.
fn matched(
    units: &[Unit],
    by_province: &Groups,
    roles: &[Role],
    role: &Role,
) -> Result<(), VoidReason> {
    let units_in = |p: ProvinceId| by_province.of(p.index()).iter().copied();
    let holder = |p: ProvinceId| units_in(p).next().map(|j| units[j].power);
    match *role {
        Role::SupportHold { target, power } => {
            let stays = units_in(target).any(|j| !matches!(roles[j], Role::Move { .. }));
            if !stays {
                Err(if by_province.of(target.index()).is_empty() {
                    VoidReason::NoSuchUnit
                } else {
                    VoidReason::SupportNotMatched
                })
            } else if power.is_some() && power != holder(target) {
                Err(VoidReason::SupportNotMatched)
            } else {
                Ok(())
            }
        }
        Role::SupportMove { from, to, power } => {
            let movers: Vec<Location> = units_in(from)
                .filter_map(|j| match roles[j] {
                    Role::Move { to: t, .. } if t.province == to.province => Some(t),
                    _ => None,
                })
                .collect();
            if by_province.of(from.index()).is_empty() {
                Err(VoidReason::NoSuchUnit)
            } else if movers.is_empty() || (power.is_some() && power != holder(from)) {
                Err(VoidReason::SupportNotMatched)
            } else if to.coast.is_some() && !movers.iter().any(|t| t.coast == to.coast) {
                Err(VoidReason::SupportCoastMismatch)
            } else {
                Ok(())
            }
        }
        Role::Convoy { from, to } => {
            let armies = units_in(from).any(|j| {
                units[j].kind == UnitKind::Army
                    && matches!(roles[j], Role::Move { to: t, convoy: true } if t.province == to)
            });
            if armies {
                Ok(())
            } else {
                Err(VoidReason::ConvoyNotMatched)
            }
        }
        _ => Ok(()),
    }
}
