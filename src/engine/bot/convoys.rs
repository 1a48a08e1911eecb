//! Armies carried by a Novice's own fleets: an army with nothing better to do crosses to
//! a more valuable coast when the power's idle fleets at sea make a chain there (an army
//! in London with a fleet in the North Sea may go to Norway).

use super::movement::{Choice, StackTree, appeal};
use super::values::Values;
use crate::engine::adjudicate::convoy_route;
use crate::engine::ids::{Location, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::options::Route;
use crate::engine::order::MainOrder;

/// Where the power's units will stand after their chosen orders.
fn ending(stacks: &[StackTree], chosen: &[Choice]) -> Vec<ProvinceId> {
    chosen
        .iter()
        .map(|&(s, o)| match o {
            MainOrder::Move { to, .. } => to.province,
            _ => stacks[s].here(),
        })
        .collect()
}

/// Turns holding armies and holding fleets at sea into convoys where that reaches a
/// better province no own unit will stand in (one unit a province).
pub(super) fn add_convoys(map: &Map, values: &Values, stacks: &[StackTree], chosen: &mut [Choice]) {
    for i in 0..chosen.len() {
        let (s, order) = chosen[i];
        if order != MainOrder::Hold || stacks[s].row.kind != UnitKind::Army {
            continue;
        }
        let from = stacks[s].here();
        let taken = ending(stacks, chosen);
        // Idle fleets at sea: (index into `chosen`, their sea).
        let idle: Vec<(usize, ProvinceId)> = chosen
            .iter()
            .enumerate()
            .filter(|(_, (t, o))| {
                *o == MainOrder::Hold
                    && stacks[*t].row.kind == UnitKind::Fleet
                    && map.province(stacks[*t].here()).is_sea()
            })
            .map(|(k, (t, _))| (k, stacks[*t].here()))
            .collect();
        if idle.is_empty() {
            continue;
        }
        let mut best: Option<(f64, ProvinceId, Vec<ProvinceId>)> = None;
        for (to, route) in stacks[s].moves(map) {
            let p = to.province;
            if route != Route::Convoy || taken.contains(&p) {
                continue;
            }
            let seas: Vec<ProvinceId> = idle
                .iter()
                .filter(|(k, _)| {
                    stacks[chosen[*k].0].allows(map, MainOrder::Convoy { from, to: p })
                })
                .map(|(_, sea)| *sea)
                .collect();
            let Some(chain) = convoy_route(map, from, p, &seas) else {
                continue;
            };
            let gain = appeal(values, p);
            if gain > appeal(values, from) && best.as_ref().is_none_or(|(g, _, _)| gain > *g) {
                best = Some((gain, p, chain));
            }
        }
        let Some((_, to, chain)) = best else { continue };
        chosen[i].1 = MainOrder::Move {
            to: Location::province(to),
            via_convoy: false,
        };
        for (k, sea) in idle {
            if chain.contains(&sea) {
                chosen[k].1 = MainOrder::Convoy { from, to };
            }
        }
    }
}
