//! Computer players: a Novice that writes a power's orders from the position alone (never
//! from anyone's draft or sealed orders), in the rulebook notation the order screen uses.

mod adjust;
mod convoys;
mod draw;
mod judge;
mod movement;
mod random_player;
mod search;
mod strong;
mod strong_builds;
mod strong_retreats;
mod supports;
mod values;
mod write;

#[cfg(test)]
mod game_tests;
#[cfg(test)]
mod strong_adjust_tests;
#[cfg(test)]
mod strong_tests;
#[cfg(test)]
mod tests;

use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::position::{PhaseKind, Position, Season};
use crate::engine::rules::Rules;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

pub use draw::{DrawVote, STUCK_YEARS, centres_unchanged_for, draw_vote};
pub use values::{Values, values};
pub use write::is_sound;

/// How well a computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Level {
    /// The province-value heuristic with a little randomness.
    #[default]
    Novice,
    /// Random orders among those the legal-order tree allows: a yardstick, not an opponent.
    Random,
    /// A search over its own orders against likely replies, each combination
    /// adjudicated by the engine.
    Strong,
}

impl Level {
    /// The level's name for screens and the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Novice => "Novice",
            Level::Random => "Random",
            Level::Strong => "Strong",
        }
    }

    /// The level a command line names (`novice`, `random`), or why none.
    pub fn parse(name: &str) -> Result<Level, String> {
        match name.trim().to_ascii_lowercase().as_str() {
            "novice" => Ok(Level::Novice),
            "random" => Ok(Level::Random),
            "strong" => Ok(Level::Strong),
            other => Err(format!(
                "`{other}` is not a level: use novice, strong or random"
            )),
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

/// The orders a computer of this level writes for `power` in this position, one line each
/// in rulebook notation (counted notation where units stack). Every line passes the
/// engine's check; units left out stand.
pub fn computer_orders(
    level: Level,
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    seed: u64,
) -> Vec<String> {
    let mut rng = phase_rng(seed, position, power);
    match level {
        Level::Random => {
            return random_player::random_orders(map, position, rules, power, &mut rng);
        }
        Level::Strong => return strong::strong_orders(map, position, rules, power, seed),
        Level::Novice => {}
    }
    let values = values(map, position, power);
    match position.phase.kind {
        PhaseKind::Movement => movement::moves(map, position, rules, power, &values, &mut rng),
        PhaseKind::Retreat => adjust::retreats(map, position, rules, power, &values, &mut rng),
        PhaseKind::Adjustment => {
            adjust::adjustments(map, position, rules, power, &values, &mut rng)
        }
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
