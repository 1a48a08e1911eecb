//! The Beginner level: the Novice's rules with a learner's mistakes a player can punish.
//! It guards its own centres loosely (so it often leaves a home centre open), misjudges
//! province values by up to a third either way (so it sometimes takes a second-best
//! move), keeps only about one support in four and leaves one move in five unmade (where
//! units stack, where supports and open centres matter less, it guards as the Novice does
//! and leaves about one move in three unmade). Seeded like every level: the same
//! position, power and seed give the same orders.

use super::character::Weights;
use super::movement::{merge, novice_choices, stack_trees};
use super::values::{Values, values_with};
use super::write::sound_orders;
use super::{adjust, novice_orders};
use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::MainOrder;
use crate::engine::order::Written;
use crate::engine::position::{PhaseKind, Position};
use crate::engine::rules::Rules;
use rand::RngExt;
use rand::rngs::StdRng;

/// How much the Beginner cares for keeping its own centres, against the Novice's 1.
const KEEP: f64 = 0.2;
/// How far each province value may be misjudged, as a share of it.
const MISJUDGE: f64 = 0.35;
/// The chance that a support the Novice would give is given.
const SUPPORTS_KEPT: f64 = 0.25;
/// The chance that a move the Novice would make is left unmade (the unit stands).
const MOVES_LEFT: f64 = 0.2;
/// The same where units stack: there the Novice seldom supports, and centres left open
/// cost little, so the Beginner's mistake is mostly standing still.
const STACKED_MOVES_LEFT: f64 = 0.35;

/// The Beginner's orders for this phase.
pub fn beginner_orders(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    weights: &Weights,
    rng: &mut StdRng,
) -> Vec<Written> {
    let mut careless = weights.clone();
    if !Rulebook::of(map).units_stack() {
        careless.keep *= KEEP;
    }
    let moves_left = if Rulebook::of(map).units_stack() {
        STACKED_MOVES_LEFT
    } else {
        MOVES_LEFT
    };
    let mut values = values_with(map, position, power, &careless);
    misjudge(&mut values, rng);
    match position.phase.kind {
        PhaseKind::Movement => {}
        PhaseKind::Retreat => {
            return adjust::retreats(map, position, rules, power, &values, rng);
        }
        PhaseKind::Adjustment => {
            return novice_orders(map, position, rules, power, &values, rng);
        }
    }
    let stacks = stack_trees(map, position, rules, power);
    let mut chosen = novice_choices(map, &values, &stacks, rng);
    for choice in &mut chosen {
        let support = matches!(
            choice.1,
            MainOrder::SupportHold { .. } | MainOrder::SupportMove { .. }
        );
        let moving = matches!(choice.1, MainOrder::Move { .. });
        if (support && !rng.random_bool(SUPPORTS_KEPT)) || (moving && rng.random_bool(moves_left)) {
            choice.1 = MainOrder::Hold;
        }
    }
    sound_orders(map, position, rules, power, &merge(&stacks, &chosen))
}

/// Scales each province's value by a random factor within `MISJUDGE` of 1.
fn misjudge(values: &mut Values, rng: &mut StdRng) {
    for w in &mut values.worth {
        *w *= 1.0 + rng.random_range(-MISJUDGE..MISJUDGE);
    }
}
