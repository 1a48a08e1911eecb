//! Promises kept or broken, read after each movement phase from the record's orders
//! against the agreements that bound it, for persons and computers alike: a peace broken
//! by a move (or a support of one) into the partner's centre or unit, a demilitarised
//! province moved into, a promised support or move not written, a province not left.

use super::{Agreement, Breach, Deal, in_force};
use crate::engine::bot::attacked_in;
use crate::engine::game::record::PhaseRecord;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::order::MainOrder;

/// One unit's order in a movement phase: (power, province it stood in, order).
type UnitOrder = (PowerId, ProvinceId, MainOrder);

/// The promises broken in this movement phase's record among `agreements`.
pub fn broken(map: &Map, record: &PhaseRecord, agreements: &[Agreement]) -> Vec<Breach> {
    let orders = record.unit_orders();
    let mut out = Vec::new();
    for a in agreements.iter().filter(|a| in_force(a, record.phase)) {
        for by in [a.proposer, a.answerer] {
            if breaks(map, record, &orders, a, by) {
                out.push(Breach {
                    by,
                    against: a.partner_of(by),
                    deal: a.deal.clone(),
                    when: record.phase,
                });
            }
        }
    }
    out
}

/// Whether `by` broke `a` with these orders.
fn breaks(
    map: &Map,
    record: &PhaseRecord,
    orders: &[UnitOrder],
    a: &Agreement,
    by: PowerId,
) -> bool {
    let partner = a.partner_of(by);
    let proposer = a.proposer == by;
    let first = a.made == record.phase;
    let own = || orders.iter().filter(move |(p, _, _)| *p == by);
    let moves_into = |q: ProvinceId| {
        own().any(|(_, at, o)| {
            *at != q && matches!(o, MainOrder::Move { to, .. } if to.province == q)
        })
    };
    match a.deal {
        Deal::Peace { .. } | Deal::AllianceAgainst { .. } => own().any(|(_, _, o)| {
            let into = match o {
                MainOrder::Move { to, .. } | MainOrder::SupportMove { to, .. } => to.province,
                _ => return false,
            };
            attacked_in(map, &record.position, by, into) == Some(partner)
        }),
        Deal::Dmz { province } => moves_into(province),
        Deal::Leave { province } if !proposer => match first {
            true => own().any(|(_, at, o)| *at == province && !matches!(o, MainOrder::Move { .. })),
            false => moves_into(province),
        },
        Deal::SupportMine { unit, to } if !proposer && first => {
            !supported(orders, by, unit.province, to.province)
                && asked(orders, partner, unit.province, to.province)
        }
        Deal::SupportYours { unit, to } if proposer && first => {
            !supported(orders, by, unit.province, to.province)
                && asked(orders, partner, unit.province, to.province)
        }
        Deal::Moves { mine, yours } if first => {
            let (from, to) = if proposer { mine } else { yours };
            !own().any(|(_, at, o)| {
                *at == from.province
                    && matches!(o, MainOrder::Move { to: t, .. } if t.province == to.province)
            })
        }
        _ => false,
    }
}

/// Whether `by` supported the unit in `unit` into `to` (held, when the same).
fn supported(orders: &[UnitOrder], by: PowerId, unit: ProvinceId, to: ProvinceId) -> bool {
    orders.iter().any(|(p, _, o)| {
        *p == by
            && match o {
                MainOrder::SupportMove { from, to: t } => *from == unit && t.province == to,
                MainOrder::SupportHold { target } => unit == to && *target == unit,
                _ => false,
            }
    })
}

/// Whether the supported unit was ordered as the support needed (a promise of support
/// for a move its owner did not make is not broken).
fn asked(orders: &[UnitOrder], owner: PowerId, unit: ProvinceId, to: ProvinceId) -> bool {
    orders.iter().any(|(p, at, o)| {
        *p == owner
            && *at == unit
            && match o {
                MainOrder::Move { to: t, .. } => t.province == to,
                _ => unit == to,
            }
    })
}
