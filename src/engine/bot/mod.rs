//! Computer players: a ladder of levels (Beginner, Novice, Strong, Expert) that write a
//! power's orders from the position alone (never from anyone's draft or sealed orders),
//! with a character's weights and a memory of who attacked whom, in the rulebook notation
//! the order screen uses.

mod adjust;
mod beginner;
mod character;
mod convoys;
mod draw;
mod draw_why;
mod draw_why_read;
#[cfg(test)]
mod draw_why_tests;
mod expert;
mod judge;
mod memory;
mod movement;
mod pauses;
mod random_player;
mod replies;
mod search;
mod strong;
mod strong_builds;
mod strong_retreats;
mod supports;
mod values;
mod write;

#[cfg(test)]
mod character_tests;
#[cfg(test)]
mod game_tests;
#[cfg(test)]
mod ladder_tests;
#[cfg(test)]
mod pauses_tests;
#[cfg(test)]
mod strong_adjust_tests;
#[cfg(test)]
mod strong_tests;
#[cfg(test)]
mod tests;

use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::Written;
use crate::engine::position::{PhaseKind, Position, Season};
use crate::engine::rules::Rules;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

pub use character::{Character, Weights};
pub use draw::{DrawVote, STUCK_YEARS, centres_unchanged_for, draw_vote, draw_vote_as};
pub use draw_why::{DrawWhy, Standing};
pub use memory::{Attack, Memory, attacked_in};
pub use pauses::{Pauses, think_through};
pub(crate) use values::values_with;
pub use values::{Values, values};
#[cfg(test)]
mod line_check;
#[cfg(test)]
pub use line_check::is_sound;

/// How well a computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Level {
    /// The province-value heuristic with a little randomness.
    #[default]
    Novice,
    /// Random orders among those the legal-order tree allows: a yardstick, not an opponent.
    Random,
    /// A search over its own orders against likely replies, each combination
    /// adjudicated by the engine.
    Strong,
    /// The Novice's moves with a learner's mistakes: it rarely supports, guards its home
    /// centres loosely and often takes a second-best move.
    Beginner,
    /// A longer search than the Strong's, against replies that include its neighbours'
    /// Strong orders.
    Expert,
}

impl Level {
    /// Every level: the ladder from weakest to strongest, then the random yardstick.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Novice,
        Level::Strong,
        Level::Expert,
        Level::Random,
    ];

    /// The levels a table offers, weakest first (Random is a yardstick, not an opponent).
    pub const LADDER: [Level; 4] = [Level::Beginner, Level::Novice, Level::Strong, Level::Expert];

    /// The level's name for screens and the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Novice => "Novice",
            Level::Random => "Random",
            Level::Strong => "Strong",
            Level::Expert => "Expert",
        }
    }

    /// One line for a player choosing a level.
    pub fn description(self) -> &'static str {
        match self {
            Level::Beginner => {
                "plays real moves but leaves chances: rarely supports, leaves centres open"
            }
            Level::Novice => "writes its own orders by simple rules",
            Level::Random => "random legal orders: a yardstick, not an opponent",
            Level::Strong => "weighs its orders against likely replies",
            Level::Expert => "searches longer, expecting its neighbours to play well",
        }
    }

    /// The level's name as a player reads it on screen, in the table's language (the
    /// command line and the files keep [`Level::name`]).
    pub fn label(self) -> String {
        match self {
            Level::Beginner => crate::t!("table-level-beginner"),
            Level::Novice => crate::t!("table-level-novice"),
            Level::Random => crate::t!("table-level-random"),
            Level::Strong => crate::t!("table-level-strong"),
            Level::Expert => crate::t!("table-level-expert"),
        }
    }

    /// The level a command line names (`novice`, `expert`), or why none.
    pub fn parse(name: &str) -> Result<Level, String> {
        let wanted = name.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.name().to_ascii_lowercase() == wanted)
            .ok_or_else(|| {
                format!("`{wanted}` is not a level: use beginner, novice, strong, expert or random")
            })
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(name: &str) -> Result<Level, String> {
        Level::parse(name)
    }
}

/// Everything a computer plays by besides the board: its level, its character and what it
/// remembers of the game (empty: nothing, as at the start).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Mind {
    pub level: Level,
    pub character: Character,
    pub memory: Memory,
    /// What it has agreed with other powers and whom it no longer trusts (empty: no
    /// talks).
    pub pledges: crate::engine::talk::Pledges,
}

impl Mind {
    /// A Balanced computer of this level that remembers nothing.
    pub fn new(level: Level) -> Mind {
        Mind {
            level,
            ..Mind::default()
        }
    }
}

/// The random source for one power's orders in one phase: the same game seed, phase and
/// power always give the same orders.
fn phase_rng(seed: u64, position: &Position, power: PowerId) -> StdRng {
    let season = match position.phase.season {
        Season::Spring => 0u64,
        Season::Autumn => 1,
    };
    let kind = match position.phase.kind {
        PhaseKind::Movement => 0u64,
        PhaseKind::Retreat => 1,
        PhaseKind::Adjustment => 2,
    };
    let mix = (position.phase.year as u64) << 16 | season << 8 | kind << 4 | power.0 as u64;
    StdRng::seed_from_u64(seed ^ mix.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// The orders a Balanced computer of this level, remembering nothing, writes for `power`
/// in this position, typed (counted where units stack). Every order passes the engine's
/// check; units left out stand.
pub fn computer_orders(
    level: Level,
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    seed: u64,
) -> Vec<Written> {
    mind_orders(&Mind::new(level), map, position, rules, power, seed)
}

/// A Balanced computer's orders as `computer_orders` gives them, each as the line the
/// record shows (for tests that read orders as a player would).
#[cfg(test)]
pub(crate) fn computer_lines(
    level: Level,
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    seed: u64,
) -> Vec<String> {
    let orders = computer_orders(level, map, position, rules, power, seed);
    lines_of(map, position, &orders)
}

/// Typed orders as the lines the record shows.
#[cfg(test)]
pub(crate) fn lines_of(map: &Map, position: &Position, orders: &[Written]) -> Vec<String> {
    orders
        .iter()
        .map(|w| crate::engine::notation::format::format_written(map, position, w))
        .collect()
}

/// The orders a computer with this mind (level, character, memory) writes for `power` in
/// this position; the same mind, position and seed always give the same orders.
pub fn mind_orders(
    mind: &Mind,
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    seed: u64,
) -> Vec<Written> {
    let question = Question {
        map,
        position,
        rules,
        power,
        seed,
    };
    think_through(think(mind, &question, Pauses::NEVER))
}

/// What a computer is asked: `power`'s orders in this position under these rules, and the
/// game's seed.
#[derive(Clone, Copy)]
pub struct Question<'a> {
    pub map: &'a Map,
    pub position: &'a Position,
    pub rules: &'a Rules,
    pub power: PowerId,
    pub seed: u64,
}

/// The orders `mind_orders` gives, thought in steps: the searching levels pause between
/// the order sets they judge whenever `pauses` says the time is up (a browser draws a
/// frame meanwhile); the orders are the same however often it pauses.
pub async fn think(mind: &Mind, q: &Question<'_>, pauses: Pauses) -> Vec<Written> {
    use crate::engine::talk;
    let (map, position, power) = (q.map, q.position, q.power);
    let mut weights = Weights::new(mind.character, map, position, power, Some(&mind.memory));
    let kept = match position.phase.kind {
        PhaseKind::Movement => talk::kept(&mind.pledges, mind.character, map, position, power),
        _ => Vec::new(),
    };
    talk::bias(&kept, &mind.pledges, &mut weights, power);
    let orders = level_orders(mind.level, q, &weights, pauses).await;
    if kept.is_empty() {
        return orders;
    }
    let values = values::values_with(map, position, power, &weights);
    talk::honour(&kept, map, position, power, &values, orders)
}

/// The orders of one level with these weights.
async fn level_orders(
    level: Level,
    q: &Question<'_>,
    weights: &Weights,
    pauses: Pauses,
) -> Vec<Written> {
    let (map, position, rules, power, seed) = (q.map, q.position, q.rules, q.power, q.seed);
    let ask = strong::Ask {
        map,
        position,
        rules,
        power,
        seed,
        weights,
        pauses,
    };
    let rng = &mut phase_rng(seed, position, power);
    match level {
        Level::Random => random_player::random_orders(map, position, rules, power, rng),
        Level::Strong => strong::strong_think(&ask).await,
        Level::Expert => expert::expert_think(&ask).await,
        Level::Beginner => beginner::beginner_orders(map, position, rules, power, weights, rng),
        Level::Novice => {
            let values = values::values_with(map, position, power, weights);
            novice_orders(map, position, rules, power, &values, rng)
        }
    }
}

/// The Novice's orders for the phase from these province values.
fn novice_orders(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    values: &Values,
    rng: &mut StdRng,
) -> Vec<Written> {
    match position.phase.kind {
        PhaseKind::Movement => movement::moves(map, position, rules, power, values, rng),
        PhaseKind::Retreat => adjust::retreats(map, position, rules, power, values, rng),
        PhaseKind::Adjustment => adjust::adjustments(map, position, rules, power, values, rng),
    }
}

/// Picks an index into `ranked` (best first): usually the best, sometimes one a little
/// worse when its value comes close.
fn pick_near_best(ranked: &[f64], rng: &mut StdRng) -> usize {
    let mut i = 0;
    while i + 1 < ranked.len() {
        let (cur, next) = (ranked[i], ranked[i + 1]);
        let close = if cur > 0.0 { next / cur } else { 0.0 };
        let chance = ((close - 0.6) / 0.4).clamp(0.0, 1.0) * 0.5;
        if rng.random_range(0.0..1.0) < chance {
            i += 1;
        } else {
            break;
        }
    }
    i
}
