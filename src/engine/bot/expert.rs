//! The Expert level: the Strong computer's search against replies that mix models of the
//! other powers: its neighbours playing as Strong computers (under six seeds of its own),
//! as Novices, as powers going for its centres, and everyone standing; with these better
//! predictions it weighs their mean more against the worst of them.
//! Powers too far away to touch it are predicted as Novices only; each power's Novice
//! orders are worked out once and shared by every prediction; larger boards get fewer
//! Strong replies, to keep the thinking time near a second. Retreats and adjustments are
//! the Strong's.

use super::character::Weights;
use super::replies::{ReplyCache, Scene, predicted_replies, read_lines};
use super::strong::{Ask, Effort, phase_orders, searched_orders, strong_movement, vary};
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::order::Written;
use crate::engine::position::Position;
use crate::engine::rules::Rules;

/// Replies where the neighbours play as Strong computers, each under its own seed, on the
/// standard board (76 provinces); fewer on larger boards and where units stack (see
/// `strong_reply_count`).
const STRONG_REPLIES: u64 = 6;
/// Provinces of the board `STRONG_REPLIES` is set for.
const STANDARD_PROVINCES: u64 = 76;
/// How much more than the Strong the Expert weighs the mean over its predicted replies
/// against the worst of them.
const TRUST: f64 = 0.15;
/// The Expert's search: more starts and a larger budget than the Strong's.
const EFFORT: Effort = Effort {
    starts: 10,
    budget: 2000,
};

/// The Expert computer's orders for this phase.
pub fn expert_orders(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    seed: u64,
    weights: &Weights,
) -> Vec<String> {
    let ask = Ask {
        map,
        position,
        rules,
        power,
        seed,
        weights,
    };
    phase_orders(&ask, expert_movement)
}

/// The Expert's movement orders: the search against its mixed predictions.
fn expert_movement(ask: &Ask) -> Vec<String> {
    let (map, position, rules, power, seed, weights) = (
        ask.map,
        ask.position,
        ask.rules,
        ask.power,
        ask.seed,
        ask.weights,
    );
    let scene = Scene {
        map,
        position,
        rules,
    };
    let mut cache = ReplyCache::default();
    let mut replies = predicted_replies(&scene, power, vary(seed, 7), &mut cache);
    replies.extend(strong_replies(ask, &mut cache));
    // Its predictions are closer to the others' play: it trusts their mean more.
    let mut trusting = weights.clone();
    trusting.mean_weight = (trusting.mean_weight + TRUST).min(0.95);
    let ask = Ask {
        weights: &trusting,
        ..*ask
    };
    searched_orders(&ask, replies, EFFORT)
}

/// Replies where every neighbour writes a Balanced Strong computer's orders (under a
/// seed of the Expert's own for each reply; each power's Novice orders worked out once)
/// and the powers further away their Novice orders.
fn strong_replies(ask: &Ask, cache: &mut ReplyCache) -> Vec<Vec<Written>> {
    let (map, position) = (ask.map, ask.position);
    let scene = Scene {
        map,
        position,
        rules: ask.rules,
    };
    let (near, far): (Vec<PowerId>, Vec<PowerId>) = map
        .power_ids()
        .filter(|&p| p != ask.power && position.unit_count(p) > 0)
        .partition(|&p| is_neighbour(map, position, ask.power, p));
    let balanced = Weights::balanced(map.powers.len());
    (0..strong_reply_count(map))
        .map(|r| {
            let seed = vary(ask.seed, 3001 + r);
            let mut reply = Vec::new();
            for &p in &near {
                let theirs = Ask {
                    power: p,
                    seed,
                    weights: &balanced,
                    ..*ask
                };
                let lines = strong_movement(&theirs, seed, cache);
                reply.extend(read_lines(map, position, p, lines));
            }
            reply.extend(cache.reply(&scene, &far, None, seed));
            reply
        })
        .collect()
}

/// Whether a unit of `other` stands within two provinces of one of `power`'s units or
/// centres.
fn is_neighbour(map: &Map, position: &Position, power: PowerId, other: PowerId) -> bool {
    let mut near = vec![false; map.provinces.len()];
    let mut frontier: Vec<ProvinceId> = position
        .units
        .iter()
        .filter(|u| u.power == power)
        .map(|u| u.loc.province)
        .chain(
            map.centres()
                .filter(|c| position.owners[c.index()] == Some(power)),
        )
        .collect();
    for &p in &frontier {
        near[p.index()] = true;
    }
    for _ in 0..2 {
        let mut next = Vec::new();
        for p in frontier {
            for q in map.neighbours(p) {
                if !near[q.index()] {
                    near[q.index()] = true;
                    next.push(q);
                }
            }
        }
        frontier = next;
    }
    position
        .units
        .iter()
        .any(|u| u.power == other && near[u.loc.province.index()])
}

/// How many Strong replies the Expert predicts on this board: six on the standard board,
/// fewer in proportion on a board with more provinces, and half of that where units
/// stack (each Strong search there costs several times more), at least one.
pub(super) fn strong_reply_count(map: &Map) -> u64 {
    let scaled = STRONG_REPLIES * STANDARD_PROVINCES / map.provinces.len().max(1) as u64;
    let stacked = if map.stacking { scaled / 2 } else { scaled };
    stacked.clamp(1, STRONG_REPLIES)
}
