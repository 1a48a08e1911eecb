//! The Strong level: search on top of the Novice. In a movement phase it predicts its
//! neighbours' replies (their Novice orders under a few seeds, a reply where every other
//! power goes for its centres and units, and one where everyone stands), starts from the best of several Novice
//! order sets for its own units, and improves it one unit's order at a time (moves,
//! supported moves, supports, holds), each trial adjudicated by the engine against every
//! reply and judged by centres held and gained, units kept and threatened centres covered.
//! Retreats, builds and removals are its own (see `strong_retreats` and `strong_builds`).
//! Seeded: the same position, power and seed give the same orders.

use super::character::Weights;
use super::judge::Judge;
use super::movement::{Choice, merge, novice_choices, stack_trees};
use super::pauses::Pauses;
use super::phase_rng;
use super::replies::{ReplyCache, Scene, predicted_replies};
use super::search::Search;
use super::strong_builds::strong_adjustments;
use super::strong_retreats::strong_retreats;
use super::values::values_with;
use super::write::sound_orders;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::Written;
use crate::engine::position::{PhaseKind, Position};
use crate::engine::rules::Rules;

/// Novice order sets tried as starting points for the search.
const STARTS: u64 = 6;
/// How many order sets the search may judge (each against every reply).
const BUDGET: usize = 500;

/// A seed for the `k`th variation of `seed`.
pub(super) fn vary(seed: u64, k: u64) -> u64 {
    seed ^ (k + 1).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

/// One computer's question: its power's orders in this position, under these rules, seed
/// and weights; the think pauses when `pauses` says (see `pauses`).
#[derive(Clone, Copy)]
pub(super) struct Ask<'a> {
    pub map: &'a Map,
    pub position: &'a Position,
    pub rules: &'a Rules,
    pub power: PowerId,
    pub seed: u64,
    pub weights: &'a Weights,
    pub pauses: Pauses,
}

/// How long a search runs: Novice order sets tried as starts, and sets judged in all.
#[derive(Debug, Clone, Copy)]
pub(super) struct Effort {
    pub starts: u64,
    pub budget: usize,
}

/// The Strong computer's orders for this phase (a think in steps: see `pauses`).
pub(super) async fn strong_think(ask: &Ask<'_>) -> Vec<Written> {
    match ask.position.phase.kind {
        PhaseKind::Movement => strong_movement(ask, ask.seed, &mut ReplyCache::default()).await,
        _ => other_phase_orders(ask),
    }
}

/// A searching computer's retreats or adjustments: the Strong's (the Strong and the
/// Expert share them; short, they run without a pause).
pub(super) fn other_phase_orders(ask: &Ask) -> Vec<Written> {
    let (map, position, rules, power) = (ask.map, ask.position, ask.rules, ask.power);
    match position.phase.kind {
        PhaseKind::Movement => Vec::new(),
        PhaseKind::Retreat => strong_retreats(map, position, rules, power, ask.seed),
        PhaseKind::Adjustment => strong_adjustments(map, position, rules, power),
    }
}

/// The Strong computer's movement orders, the others' replies predicted under
/// `predict_seed` (through `cache`, which may already hold some of them).
pub(super) async fn strong_movement(
    ask: &Ask<'_>,
    predict_seed: u64,
    cache: &mut ReplyCache,
) -> Vec<Written> {
    let scene = Scene {
        map: ask.map,
        position: ask.position,
        rules: ask.rules,
    };
    let replies = predicted_replies(&scene, ask.power, predict_seed, cache);
    let effort = Effort {
        starts: STARTS,
        budget: BUDGET,
    };
    searched_orders(ask, replies, effort).await
}

/// The movement orders a search finds against these predicted replies: the best of
/// several Novice order sets (under the character's values), improved one change at a
/// time.
pub(super) async fn searched_orders(
    ask: &Ask<'_>,
    replies: Vec<Vec<Written>>,
    effort: Effort,
) -> Vec<Written> {
    let (map, position, rules, power) = (ask.map, ask.position, ask.rules, ask.power);
    let stacks = stack_trees(map, position, rules, power);
    if stacks.is_empty() {
        return Vec::new();
    }
    let mine = values_with(map, position, power, ask.weights);
    let judge = Judge::new(map, position, power, &mine).with_weights(ask.weights.clone(), ask.seed);
    let mut search = Search::new(map, position, rules, power, &stacks, replies, judge);
    let mut best: Option<(f64, Vec<Choice>)> = None;
    for k in 0..effort.starts {
        let mut rng = phase_rng(vary(ask.seed, k), position, power);
        let mut start = novice_choices(map, &mine, &stacks, &mut rng);
        search.keep_matched(&mut start);
        if best.as_ref().is_some_and(|(_, b)| *b == start) {
            continue;
        }
        ask.pauses.breathe().await;
        let v = search.score(&start);
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, start));
        }
    }
    let (_, mut choices) = best.expect("a start");
    search.climb(&mut choices, effort.budget, ask.pauses).await;
    sound_orders(map, position, rules, power, &merge(&stacks, &choices))
}
