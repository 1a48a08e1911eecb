//! The Strong computer's retreats: each combination of its dislodged units' retreats and
//! disbands that the legal-order tree allows is adjudicated by the engine against the
//! other powers' likely retreats (so two of its own retreats to one place, or one into a
//! rival's, bounce as they would), and the board after it is judged like a movement
//! phase's: centres kept and won (an Autumn retreat onto a centre takes it), units kept,
//! the worth of where they stand, threatened centres covered, and units left where a
//! rival could dislodge them again counted against. It disbands only when nothing judged
//! better is left.

use super::adjust::add_one;
use super::judge::Judge;
use super::movement::stack_trees;
use super::replies::{Scene, novice_reply};
use super::strong::vary;
use super::values::values;
use super::write::{Planned, sound_orders, written};
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::{Rulebook, adjudicate_phase};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::options::StackRow;
use crate::engine::order::{Order, RetreatOrder, Written};
use crate::engine::position::{Position, Season};
use crate::engine::rules::Rules;

/// Combinations judged one by one when there are no more than this many; beyond it, one
/// unit's retreat changes at a time.
const ALL_COMBINATIONS: usize = 150;
/// Predicted retreats of the others from the Novice under different seeds.
const NOVICE_REPLIES: u64 = 2;
/// What a unit left where a rival can bring more units than the power costs.
const EXPOSED: f64 = 1.5;
/// What a build lost to a unit standing on the last free home centre costs.
const BLOCKED_BUILD: f64 = 3.0;
/// How much the mean over the replies counts against the worst.
const MEAN_WEIGHT: f64 = 0.7;

/// One dislodged unit: its stack and the orders it may be given (retreats, then disband).
struct Retreater {
    row: StackRow,
    orders: Vec<RetreatOrder>,
}

/// The Strong computer's retreats and disbands for `power`'s dislodged units.
pub fn strong_retreats(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    seed: u64,
) -> Vec<Written> {
    let units = retreaters(map, position, rules, power);
    if units.is_empty() {
        return Vec::new();
    }
    let mine = values(map, position, power);
    let judge = Judge::new(map, position, power, &mine);
    let replies = other_retreats(map, position, rules, power, seed);
    let score = |pick: &[usize]| -> f64 {
        let own: Vec<Written> = plan(&units, pick)
            .iter()
            .map(|p| written(map, position, power, p))
            .collect();
        let mut sum = 0.0;
        let mut worst = f64::INFINITY;
        for reply in &replies {
            let mut all = own.clone();
            all.extend_from_slice(reply);
            let (_, after) = adjudicate_phase(Board::new(map, position, rules), &all);
            let v = judge.value(&after)
                - EXPOSED * judge.exposed_units(&after) as f64
                - BLOCKED_BUILD * blocked_builds(map, power, &after) as f64;
            sum += v;
            worst = worst.min(v);
        }
        let mean = sum / replies.len() as f64;
        MEAN_WEIGHT * mean + (1.0 - MEAN_WEIGHT) * worst
    };
    let sizes: Vec<usize> = units.iter().map(|u| u.orders.len()).collect();
    let combinations = sizes
        .iter()
        .try_fold(1usize, |n, &s| n.checked_mul(s))
        .unwrap_or(usize::MAX);
    let best = if combinations <= ALL_COMBINATIONS {
        best_of_all(&sizes, score)
    } else {
        climb(&sizes, score)
    };
    sound_orders(map, position, rules, power, &plan(&units, &best))
}

/// Every dislodged unit of `power`, one entry per unit, with the retreats the tree allows
/// it and disbanding last.
fn retreaters(map: &Map, position: &Position, rules: &Rules, power: PowerId) -> Vec<Retreater> {
    let mut out = Vec::new();
    for st in stack_trees(map, position, rules, power) {
        let mut orders: Vec<RetreatOrder> = st
            .retreats(map)
            .into_iter()
            .map(RetreatOrder::Retreat)
            .collect();
        orders.push(RetreatOrder::Disband);
        for _ in 0..st.row.units {
            out.push(Retreater {
                row: st.row,
                orders: orders.clone(),
            });
        }
    }
    out
}

/// After an Autumn retreat phase: the builds `power` will be due (centres changing hands
/// by occupation first) beyond the home centres left free to build on.
fn blocked_builds(map: &Map, power: PowerId, after: &Position) -> usize {
    if after.phase.season != Season::Autumn {
        return 0;
    }
    let mut owners = after.clone();
    for u in &after.units {
        if map.province(u.loc.province).centre {
            owners.owners[u.loc.province.index()] = Some(u.power);
        }
    }
    let due = owners
        .centre_count(power)
        .saturating_sub(owners.unit_count(power));
    let rulebook = Rulebook::of(map);
    let free = map
        .power(power)
        .all_homes()
        .filter(|&h| rulebook.may_build_in(&owners, power, h))
        .count();
    due.saturating_sub(free)
}

/// The units' picked orders as one planned order per stack and distinct order.
fn plan(units: &[Retreater], pick: &[usize]) -> Vec<Planned> {
    let mut planned = Vec::new();
    for (u, &k) in units.iter().zip(pick) {
        add_one(&mut planned, u.row, Order::Retreat(u.orders[k]));
    }
    planned
}

/// The other powers' retreats as the Strong computer expects them: their Novice retreats
/// under seeds of its own, and (the hopeful case) every other dislodged unit disbanding.
fn other_retreats(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    seed: u64,
) -> Vec<Vec<Written>> {
    let mut others: Vec<PowerId> = Vec::new();
    for d in &position.dislodged {
        if d.unit.power != power && !others.contains(&d.unit.power) {
            others.push(d.unit.power);
        }
    }
    let mut replies = vec![Vec::new()];
    if others.is_empty() {
        return replies;
    }
    for r in 0..NOVICE_REPLIES {
        let scene = Scene {
            map,
            position,
            rules,
        };
        let reply = novice_reply(&scene, &others, vary(seed, 3000 + r));
        if !replies.contains(&reply) {
            replies.push(reply);
        }
    }
    replies
}

/// The best-scored pick among every combination (the first found among equals).
fn best_of_all(sizes: &[usize], mut score: impl FnMut(&[usize]) -> f64) -> Vec<usize> {
    let mut pick = vec![0; sizes.len()];
    let mut best = (score(&pick), pick.clone());
    loop {
        // The next combination, counting the last unit's orders fastest.
        let mut i = sizes.len();
        loop {
            if i == 0 {
                return best.1;
            }
            i -= 1;
            pick[i] += 1;
            if pick[i] < sizes[i] {
                break;
            }
            pick[i] = 0;
        }
        let v = score(&pick);
        if v > best.0 + 1e-9 {
            best = (v, pick.clone());
        }
    }
}

/// Starting from every unit's first order, changes one unit's order at a time while that
/// improves the score.
fn climb(sizes: &[usize], mut score: impl FnMut(&[usize]) -> f64) -> Vec<usize> {
    let mut pick = vec![0; sizes.len()];
    let mut value = score(&pick);
    for _round in 0..3 {
        let mut improved = false;
        for i in 0..sizes.len() {
            for k in 0..sizes[i] {
                if k == pick[i] {
                    continue;
                }
                let mut trial = pick.clone();
                trial[i] = k;
                let v = score(&trial);
                if v > value + 1e-9 {
                    value = v;
                    pick = trial;
                    improved = true;
                }
            }
        }
        if !improved {
            break;
        }
    }
    pick
}
