//! A Novice's movement orders: each unit goes to the best-valued place it may reach that
//! no other unit of its power has taken; units with nothing better support a move into a
//! contested province, or a threatened neighbour holding.

use super::values::Values;
use super::{is_sound, pick_near_best};
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::notation::format::{Style, format_main};
use crate::engine::order::MainOrder;
use crate::engine::position::{Position, Unit};
use crate::engine::rules::Rules;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

/// How much a unit wants to end the turn at `to`: its worth, less where others can bring
/// more units than this power.
fn appeal(values: &Values, to: ProvinceId) -> f64 {
    let i = to.index();
    let w = values.worth[i];
    if values.competition[i] > values.strength[i] {
        w * 0.6
    } else {
        w
    }
}

/// The movement orders of `power`, one line per unit that does not simply stand.
pub fn moves(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    values: &Values,
    rng: &mut StdRng,
) -> Vec<String> {
    let mut mine: Vec<Unit> = position
        .units
        .iter()
        .copied()
        .filter(|u| u.power == power)
        .collect();
    mine.shuffle(rng);
    let best = |u: &Unit| {
        map.direct_moves(u.kind, u.loc)
            .iter()
            .map(|l| appeal(values, l.province))
            .fold(appeal(values, u.loc.province), f64::max)
    };
    mine.sort_by(|a, b| best(b).total_cmp(&best(a)));
    let sound = |u: &Unit, o: &MainOrder| {
        let text = format_main(map, position, u, o, Style::Rulebook);
        is_sound(map, position, rules, power, &text).then_some(text)
    };
    // Provinces this power's units will stand in after moving (or holding).
    let mut claimed: Vec<ProvinceId> = Vec::new();
    let mut ordered: Vec<ProvinceId> = Vec::new();
    let mut chosen: Vec<(Unit, MainOrder)> = Vec::new();
    for unit in &mine {
        let here = unit.loc.province;
        let mut options: Vec<(f64, MainOrder)> = vec![(appeal(values, here), MainOrder::Hold)];
        for to in map.direct_moves(unit.kind, unit.loc) {
            let p = to.province;
            let own_unit_waits = position
                .unit_at(p)
                .is_some_and(|i| position.units[i].power == power && !ordered.contains(&p));
            if claimed.contains(&p) || own_unit_waits {
                continue;
            }
            let order = MainOrder::Move {
                to,
                via_convoy: false,
            };
            if sound(unit, &order).is_some() {
                options.push((appeal(values, p), order));
            }
        }
        options.sort_by(|a, b| b.0.total_cmp(&a.0));
        let ranked: Vec<f64> = options.iter().map(|o| o.0).collect();
        let (_, order) = options[pick_near_best(&ranked, rng)];
        let lands = match order {
            MainOrder::Move { to, .. } => to.province,
            _ => here,
        };
        claimed.push(lands);
        ordered.push(here);
        chosen.push((*unit, order));
    }
    add_supports(map, values, &mut chosen, &sound);
    chosen
        .iter()
        .filter(|(_, o)| *o != MainOrder::Hold)
        .filter_map(|(u, o)| sound(u, o))
        .collect()
}

/// Turns holding units into supports: first for own moves into provinces another power
/// can also reach, then for own holding units another power could attack.
fn add_supports(
    map: &Map,
    values: &Values,
    chosen: &mut [(Unit, MainOrder)],
    sound: &dyn Fn(&Unit, &MainOrder) -> Option<String>,
) {
    for i in 0..chosen.len() {
        let (unit, order) = chosen[i];
        if order != MainOrder::Hold {
            continue;
        }
        let mut best: Option<(f64, MainOrder)> = None;
        for (other, o) in chosen.iter() {
            if other.loc == unit.loc {
                continue;
            }
            let (target, support) = match *o {
                MainOrder::Move { to, .. } => (
                    to.province,
                    MainOrder::SupportMove {
                        from: other.loc.province,
                        to: Location::province(to.province),
                    },
                ),
                MainOrder::Hold | MainOrder::SupportHold { .. } | MainOrder::SupportMove { .. } => {
                    (
                        other.loc.province,
                        MainOrder::SupportHold {
                            target: other.loc.province,
                        },
                    )
                }
                MainOrder::Convoy { .. } => continue,
            };
            let contested = values.competition[target.index()] > 0;
            if !contested || !map.can_move(unit.kind, unit.loc, target) {
                continue;
            }
            let gain = values.worth[target.index()];
            if best.as_ref().is_none_or(|(g, _)| gain > *g) && sound(&unit, &support).is_some() {
                best = Some((gain, support));
            }
        }
        if let Some((_, support)) = best {
            chosen[i].1 = support;
        }
    }
}
