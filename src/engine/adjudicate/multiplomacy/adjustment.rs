//! Stacked adjustments (rule 10): builds on any home province the power still owns, at most
//! one per province per winter whatever stands there already; removals by count.

use crate::engine::adjudicate::{AdjustVerdict, disorder_pick};
use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{AdjustOrder, Order, Written};
use crate::engine::position::Position;
use crate::engine::position::Unit;
use crate::engine::rules::Rules;
use serde::{Deserialize, Serialize};

/// The result of a stacked adjustment phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackAdjustResult {
    /// One per order, in the order given.
    pub verdicts: Vec<AdjustVerdict>,
    /// Units removed because their power ordered too few removals.
    pub disorder_removals: Vec<Unit>,
    pub position: Position,
}

/// Adjudicates a winter adjustment.
pub fn adjudicate_stacked_adjustments(
    map: &Map,
    pos: &Position,
    orders: &[Written],
    rules: &Rules,
) -> StackAdjustResult {
    let mut next = pos.clone();
    let np = map.powers.len();
    let due: Vec<i64> = map
        .power_ids()
        .map(|p| pos.centre_count(p) as i64 - pos.unit_count(p) as i64)
        .collect();
    let mut done = vec![0i64; np];
    let mut built_at = Vec::new();
    let mut verdicts = Vec::with_capacity(orders.len());
    for o in orders {
        let p = o.power;
        let k = p.0 as usize;
        if k >= np {
            verdicts.push(AdjustVerdict::NotAnAdjustment);
            continue;
        }
        let v = match o.order {
            Order::Adjust(AdjustOrder::Build { .. }) if done[k] >= due[k] => AdjustVerdict::Surplus,
            Order::Adjust(AdjustOrder::Build { kind, at }) => {
                build(map, &mut next, &mut built_at, p, kind.or(o.kind), at)
            }
            Order::Adjust(AdjustOrder::Remove { .. }) if done[k] >= -due[k] => {
                AdjustVerdict::Surplus
            }
            Order::Adjust(AdjustOrder::Remove { .. }) => {
                let want = (o.units() as i64).min(-due[k] - done[k]);
                let mut removed = 0;
                while removed < want {
                    let found = next.units.iter().position(|u| {
                        u.power == p
                            && Some(u.kind) == o.kind
                            && u.loc.province == o.at.province
                            && (o.at.coast.is_none() || o.at.coast == u.loc.coast)
                    });
                    let Some(i) = found else { break };
                    next.units.remove(i);
                    removed += 1;
                }
                if removed == 0 {
                    AdjustVerdict::NothingToRemove
                } else {
                    done[k] += removed - 1;
                    AdjustVerdict::RemovedUnits(removed as u32)
                }
            }
            _ => AdjustVerdict::NotAnAdjustment,
        };
        if matches!(v, AdjustVerdict::Built | AdjustVerdict::RemovedUnits(_)) {
            done[k] += 1;
        }
        verdicts.push(v);
    }
    // Civil disorder (III.3): removals not ordered take the unit furthest from home first.
    let mut disorder_removals = Vec::new();
    for p in map.power_ids() {
        let mut left = -due[p.0 as usize] - done[p.0 as usize];
        while left > 0 {
            let Some(i) = disorder_pick(map, &next, p, rules) else {
                break;
            };
            disorder_removals.push(next.units.remove(i));
            left -= 1;
        }
    }
    StackAdjustResult {
        verdicts,
        disorder_removals,
        position: next,
    }
}

fn build(
    map: &Map,
    next: &mut Position,
    built_at: &mut Vec<crate::engine::ids::ProvinceId>,
    p: PowerId,
    kind: Option<UnitKind>,
    loc: Location,
) -> AdjustVerdict {
    let at = loc.province;
    if !map.power(p).homes.contains(&at) {
        AdjustVerdict::NotHome
    } else if next.owners[at.index()] != Some(p) {
        AdjustVerdict::NotOwned
    } else if next.holder(at).is_some_and(|h| h != p) {
        AdjustVerdict::Occupied
    } else if built_at.contains(&at) {
        AdjustVerdict::AlreadyBuilt
    } else if let Some(kind) = kind.filter(|k| map.valid_location(*k, loc)) {
        built_at.push(at);
        next.units.push(Unit {
            power: p,
            kind,
            loc,
        });
        AdjustVerdict::Built
    } else {
        AdjustVerdict::WrongUnit
    }
}
