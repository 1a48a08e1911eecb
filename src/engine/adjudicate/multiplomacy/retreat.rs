//! Stacked retreats (rule 9): units from one province may go different ways, may join their
//! own units, and where several powers retreat into one province only the largest survives,
//! by its margin over the next largest.

use super::prepare::assign;
use crate::engine::adjudicate::legal_retreats;
use crate::engine::adjudicate::retreat::retreat_fit;
use crate::engine::adjudicate::{RetreatResult, RetreatVerdict};
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::order::{Order, RetreatOrder, Written};
use crate::engine::position::Position;
use crate::engine::position::Unit;
use crate::engine::rules::Rules;

/// Adjudicates a retreat phase; orders name dislodged units with counts (`2 A Ber-Pru`).
pub fn adjudicate_stacked_retreats(
    map: &Map,
    pos: &Position,
    orders: &[Written],
    rules: &Rules,
) -> RetreatResult {
    let units: Vec<Unit> = pos.dislodged.iter().map(|d| d.unit).collect();
    let asg = assign(&units, orders, |a| matches!(a, Order::Retreat(_)));
    let n = units.len();
    let mut verdicts = vec![RetreatVerdict::DisbandedNoOrder; n];
    let mut target: Vec<Option<Location>> = vec![None; n];
    for i in 0..n {
        let Some(k) = asg.order_of[i] else { continue };
        verdicts[i] = match orders[k].order {
            Order::Retreat(RetreatOrder::Retreat(to)) => {
                let options = legal_retreats(map, pos, rules, &pos.dislodged[i]);
                match retreat_fit(&options, to) {
                    Some(fit) => {
                        target[i] = Some(fit);
                        RetreatVerdict::Retreated(fit)
                    }
                    None => RetreatVerdict::DisbandedIllegal,
                }
            }
            _ => RetreatVerdict::Disbanded,
        };
    }
    // Settle each province several powers retreat into.
    let mut provinces: Vec<ProvinceId> = target.iter().flatten().map(|l| l.province).collect();
    provinces.sort();
    provinces.dedup();
    for p in provinces {
        let coming: Vec<usize> = (0..n)
            .filter(|&i| target[i].is_some_and(|l| l.province == p))
            .collect();
        let mut tally: Vec<(PowerId, u32)> = Vec::new();
        for &i in &coming {
            match tally.iter_mut().find(|(pw, _)| *pw == units[i].power) {
                Some((_, c)) => *c += 1,
                None => tally.push((units[i].power, 1)),
            }
        }
        if tally.len() < 2 {
            continue;
        }
        tally.sort_by_key(|t| std::cmp::Reverse(t.1));
        let (top, most) = tally[0];
        let margin = most - tally[1].1;
        let mut kept = 0;
        for &i in &coming {
            if units[i].power == top && kept < margin {
                kept += 1;
                continue;
            }
            let against = tally
                .iter()
                .filter(|(pw, _)| *pw != units[i].power)
                .copied()
                .collect();
            verdicts[i] = RetreatVerdict::Outnumbered { against };
            target[i] = None;
        }
    }
    let mut next = pos.clone();
    for i in 0..n {
        if let (Some(loc), RetreatVerdict::Retreated(_)) = (target[i], &verdicts[i]) {
            next.units.push(Unit { loc, ..units[i] });
        }
    }
    next.dislodged.clear();
    RetreatResult {
        verdicts,
        position: next,
    }
}
