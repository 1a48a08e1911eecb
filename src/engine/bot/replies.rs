//! The other powers' orders as a searching computer expects them: everyone standing, their
//! Novice orders under seeds of its own (never the game's own seed for them), and a reply
//! where every other power goes for its centres and units. A cache keeps each power's
//! predicted orders under each seed, so that an Expert, predicting the searches of several
//! neighbours, works each power's Novice orders out once.

use super::movement::moves;
use super::strong::vary;
use super::values::{Values, values};
use super::{Level, computer_orders, phase_rng};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::Written;
use crate::engine::position::Position;
use crate::engine::rules::Rules;
use std::collections::HashMap;

/// Replies predicted from the other powers' Novice orders under different seeds.
const NOVICE_REPLIES: u64 = 4;
/// Replies where every other power values the searching power's centres and units highly.
const HOSTILE_REPLIES: u64 = 1;
/// How much more a hostile neighbour wants the searching power's places (times its best).
const HOSTILITY: f64 = 0.6;

/// One power's predicted orders: as a Novice (`None`) or hostile to a power, under a seed.
type Key = (PowerId, Option<PowerId>, u64);

/// Predicted orders of single powers in one position, as the engine reads them.
#[derive(Default, Clone)]
pub(super) struct ReplyCache {
    orders: HashMap<Key, Vec<Written>>,
}

/// The position and rules replies are predicted in.
pub(super) struct Scene<'a> {
    pub map: &'a Map,
    pub position: &'a Position,
    pub rules: &'a Rules,
}

impl ReplyCache {
    /// `power`'s orders as a Novice under `seed`, or (with `target`) as a Novice that
    /// prizes `target`'s centres and units.
    fn orders(
        &mut self,
        scene: &Scene,
        power: PowerId,
        target: Option<PowerId>,
        seed: u64,
    ) -> &[Written] {
        self.orders.entry((power, target, seed)).or_insert_with(|| {
            let (map, position, rules) = (scene.map, scene.position, scene.rules);
            match target {
                None => computer_orders(Level::Novice, map, position, rules, power, seed),
                Some(t) => {
                    let v = hostile_values(map, position, power, t);
                    let mut rng = phase_rng(seed, position, power);
                    moves(map, position, rules, power, &v, &mut rng)
                }
            }
        })
    }

    /// The orders of `others` together, each as `orders` gives them.
    pub(super) fn reply(
        &mut self,
        scene: &Scene,
        others: &[PowerId],
        target: Option<PowerId>,
        seed: u64,
    ) -> Vec<Written> {
        let mut all = Vec::new();
        for &p in others {
            all.extend_from_slice(self.orders(scene, p, target, seed));
        }
        all
    }
}

/// The other powers' orders as `power` expects them: everyone standing, Novice replies
/// under seeds drawn from `seed`, and hostile replies.
pub(super) fn predicted_replies(
    scene: &Scene,
    power: PowerId,
    seed: u64,
    cache: &mut ReplyCache,
) -> Vec<Vec<Written>> {
    let others: Vec<PowerId> = scene
        .map
        .power_ids()
        .filter(|&p| p != power && scene.position.unit_count(p) > 0)
        .collect();
    // Everyone stands: the reply that tests attacks on held places.
    let mut replies = vec![Vec::new()];
    for r in 0..NOVICE_REPLIES {
        replies.push(cache.reply(scene, &others, None, vary(seed, 1000 + r)));
    }
    for r in 0..HOSTILE_REPLIES {
        replies.push(cache.reply(scene, &others, Some(power), vary(seed, 2000 + r)));
    }
    replies
}

/// The orders `others` would give as Novices under `seed`, as the engine reads them.
pub(super) fn novice_reply(scene: &Scene, others: &[PowerId], seed: u64) -> Vec<Written> {
    ReplyCache::default().reply(scene, others, None, seed)
}

/// `other`'s province values with `target`'s centres and unit places made prized.
fn hostile_values(map: &Map, position: &Position, other: PowerId, target: PowerId) -> Values {
    let mut v = values(map, position, other);
    let top = v.worth.iter().cloned().fold(1.0, f64::max);
    for p in map.province_ids() {
        let owned = map.province(p).centre && position.owners[p.index()] == Some(target);
        let held = position
            .unit_at(p)
            .is_some_and(|i| position.units[i].power == target);
        if owned || held {
            v.worth[p.index()] += HOSTILITY * top;
        }
    }
    v
}
