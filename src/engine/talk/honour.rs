//! A computer's orders mended to keep its word: a move (or a support of a move) that
//! breaks a kept agreement stands instead; a promised support or move is written, a
//! promised leaving moves the unit out to its best free neighbour.

use super::{Agreement, Deal};
use crate::engine::bot::{Values, attacked_in};
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::order::{Counts, MainOrder, Order, Written};
use crate::engine::position::{Position, Unit};

/// `orders` mended to keep every agreement in `kept`.
pub fn honour(
    kept: &[&Agreement],
    map: &Map,
    pos: &Position,
    me: PowerId,
    values: &Values,
    mut orders: Vec<Written>,
) -> Vec<Written> {
    for w in orders.iter_mut() {
        if breaks_any(kept, map, pos, me, w) {
            w.order = Order::Main(MainOrder::Hold);
        }
    }
    if crate::engine::adjudicate::Rulebook::of(map).units_stack() {
        return orders;
    }
    for a in kept {
        for (at, order) in promised(a, map, pos, me, kept, values) {
            put(&mut orders, pos, me, at, order);
        }
    }
    orders
}

/// Whether the order breaks one of the agreements.
fn breaks_any(kept: &[&Agreement], map: &Map, pos: &Position, me: PowerId, w: &Written) -> bool {
    let Order::Main(order) = w.order else {
        return false;
    };
    let (into, moving) = match order {
        MainOrder::Move { to, .. } => (to.province, true),
        MainOrder::SupportMove { to, .. } => (to.province, false),
        _ => return false,
    };
    kept.iter()
        .any(|a| breaks(a, map, pos, me, w.at.province, into, moving))
}

/// Whether a move (or, `moving` false, a support of a move) into `into` breaks `a`.
fn breaks(
    a: &Agreement,
    map: &Map,
    pos: &Position,
    me: PowerId,
    from: ProvinceId,
    into: ProvinceId,
    moving: bool,
) -> bool {
    let partner = a.partner_of(me);
    match a.deal {
        Deal::Peace { .. } | Deal::AllianceAgainst { .. } => {
            attacked_in(map, pos, me, into) == Some(partner)
        }
        Deal::Dmz { province } => moving && into == province,
        Deal::Leave { province } => {
            moving && a.answerer == me && into == province && from != province
        }
        _ => false,
    }
}

/// The orders `me` promised in `a` this phase, as (unit's location, order).
fn promised(
    a: &Agreement,
    map: &Map,
    pos: &Position,
    me: PowerId,
    kept: &[&Agreement],
    values: &Values,
) -> Vec<(Location, MainOrder)> {
    let proposer = a.proposer == me;
    let now = a.made == pos.phase;
    match a.deal {
        Deal::SupportMine { unit, to } if !proposer => support(map, pos, me, unit, to),
        Deal::SupportYours { unit, to } if proposer => support(map, pos, me, unit, to),
        Deal::Moves { mine, yours } => {
            let (from, to) = if proposer { mine } else { yours };
            vec![(
                from,
                MainOrder::Move {
                    to,
                    via_convoy: false,
                },
            )]
        }
        Deal::Leave { province } if !proposer && now => leave(map, pos, me, province, kept, values),
        _ => Vec::new(),
    }
}

/// A support by the first of `me`'s units that can give it.
fn support(
    map: &Map,
    pos: &Position,
    me: PowerId,
    unit: Location,
    to: Location,
) -> Vec<(Location, MainOrder)> {
    let helper = super::check::supporters(map, pos, me, unit, to)
        .first()
        .map(|u| u.loc);
    let order = if unit.province == to.province {
        MainOrder::SupportHold {
            target: unit.province,
        }
    } else {
        MainOrder::SupportMove {
            from: unit.province,
            to,
        }
    };
    helper.map(|h| vec![(h, order)]).unwrap_or_default()
}

/// Each of `me`'s units in `p` moves to its most valued neighbour that breaks nothing
/// kept and holds none of its own units.
fn leave(
    map: &Map,
    pos: &Position,
    me: PowerId,
    p: ProvinceId,
    kept: &[&Agreement],
    values: &Values,
) -> Vec<(Location, MainOrder)> {
    let mut out = Vec::new();
    for u in pos
        .units
        .iter()
        .filter(|u| u.power == me && u.loc.province == p)
    {
        let free = |l: &Location| {
            !pos.units
                .iter()
                .any(|o| o.power == me && o.loc.province == l.province)
                && !kept
                    .iter()
                    .any(|a| breaks(a, map, pos, me, p, l.province, true))
        };
        let best = map
            .direct_moves(u.kind, u.loc)
            .into_iter()
            .filter(free)
            .max_by(|a, b| {
                values.worth[a.province.index()].total_cmp(&values.worth[b.province.index()])
            });
        if let Some(to) = best {
            out.push((
                u.loc,
                MainOrder::Move {
                    to,
                    via_convoy: false,
                },
            ));
        }
    }
    out
}

/// Replaces the order of `me`'s unit at `at` (or adds one).
fn put(orders: &mut Vec<Written>, pos: &Position, me: PowerId, at: Location, order: MainOrder) {
    let Some(unit) = pos
        .units
        .iter()
        .find(|u| u.power == me && u.loc.province == at.province)
    else {
        return;
    };
    let w = written(unit, order);
    match orders.iter_mut().find(|w| w.at.province == at.province) {
        Some(old) => *old = w,
        None => orders.push(w),
    }
}

fn written(unit: &Unit, order: MainOrder) -> Written {
    Written {
        power: unit.power,
        kind: Some(unit.kind),
        at: unit.loc,
        order: Order::Main(order),
        counts: Counts::default(),
    }
}
