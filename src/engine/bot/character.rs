//! A computer's character: how it weighs the same evaluation, never a different engine.
//! Each character is a set of weights ([`Weights`]) on the province values and on the
//! Strong judge: what others' centres and open centres are worth, what keeping its own is
//! worth, how much the worst reply counts, and (Loyal) a price on attacking a neighbour
//! that has kept the peace for a year, with a premium on answering a stab.

use super::memory::Memory;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::position::Position;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How a computer plays, within its level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Character {
    /// Weighs gains, safety and risk evenly.
    #[default]
    Balanced,
    /// Keeps the peace with a neighbour who has not attacked it for a year; answers a stab.
    Loyal,
    /// Takes any centre left open.
    Opportunist,
    /// Holds its centres and grows slowly.
    Turtle,
    /// Attacks readily and takes risks.
    Aggressive,
}

impl Character {
    /// Every character, the default first.
    pub const ALL: [Character; 5] = [
        Character::Balanced,
        Character::Loyal,
        Character::Opportunist,
        Character::Turtle,
        Character::Aggressive,
    ];

    /// The character's name for screens and the command line.
    pub fn name(self) -> &'static str {
        match self {
            Character::Balanced => "Balanced",
            Character::Loyal => "Loyal",
            Character::Opportunist => "Opportunist",
            Character::Turtle => "Turtle",
            Character::Aggressive => "Aggressive",
        }
    }

    /// One line for a player choosing a character.
    pub fn description(self) -> &'static str {
        match self {
            Character::Balanced => "weighs gains, safety and risk evenly",
            Character::Loyal => {
                "keeps peace with a neighbour who has not attacked it for a year, and answers a stab"
            }
            Character::Opportunist => "takes any centre left open",
            Character::Turtle => "holds its centres and grows slowly",
            Character::Aggressive => "attacks readily and takes risks",
        }
    }
}

impl Character {
    /// The character's name as a player reads it on screen, in the table's language (the
    /// command line and the files keep [`Character::name`]).
    pub fn label(self) -> String {
        match self {
            Character::Balanced => crate::t!("table-character-balanced"),
            Character::Loyal => crate::t!("table-character-loyal"),
            Character::Opportunist => crate::t!("table-character-opportunist"),
            Character::Turtle => crate::t!("table-character-turtle"),
            Character::Aggressive => crate::t!("table-character-aggressive"),
        }
    }

    /// One line for a player choosing a character, in the table's language.
    pub fn hint(self) -> String {
        match self {
            Character::Balanced => crate::t!("table-character-balanced-hint"),
            Character::Loyal => crate::t!("table-character-loyal-hint"),
            Character::Opportunist => crate::t!("table-character-opportunist-hint"),
            Character::Turtle => crate::t!("table-character-turtle-hint"),
            Character::Aggressive => crate::t!("table-character-aggressive-hint"),
        }
    }
}

impl fmt::Display for Character {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Character {
    type Err = String;

    /// A character by name, any case (`loyal`, `Turtle`).
    fn from_str(name: &str) -> Result<Character, String> {
        let wanted = name.trim().to_ascii_lowercase();
        Character::ALL
            .into_iter()
            .find(|c| c.name().to_ascii_lowercase() == wanted)
            .ok_or_else(|| {
                format!(
                    "`{}` is not a character: use balanced, loyal, opportunist, turtle or aggressive",
                    name.trim()
                )
            })
    }
}

/// The weights one computer plays by in one phase: its character's, with Loyal's peace
/// and grudges read from the memory.
#[derive(Debug, Clone, PartialEq)]
pub struct Weights {
    /// How much each power's centres are worth to take (1: as the Balanced computer).
    pub attack: Vec<f64>,
    /// How much unowned centres are worth to take.
    pub neutral: f64,
    /// How much keeping its own centres is worth.
    pub keep: f64,
    /// Extra worth of a centre its owner has left empty.
    pub open: f64,
    /// Price, in the judge's centres, of each order moving into (or supporting a move
    /// into) each power's province or centre.
    pub peace: Vec<f64>,
    /// How much the mean over predicted replies counts against the worst one.
    pub mean_weight: f64,
    /// Width of the seeded random preference between near-equal order sets, in the
    /// judge's units (a centre is 10).
    pub noise: f64,
}

impl Weights {
    /// The Balanced weights for a map with `powers` powers.
    pub fn balanced(powers: usize) -> Weights {
        Weights {
            attack: vec![1.0; powers],
            neutral: 1.0,
            keep: 1.0,
            open: 1.0,
            peace: vec![0.0; powers],
            mean_weight: 0.7,
            noise: 0.05,
        }
    }

    /// The weights of `character` playing `power` in `position`, with what it remembers.
    pub fn new(
        character: Character,
        map: &Map,
        position: &Position,
        power: PowerId,
        memory: Option<&Memory>,
    ) -> Weights {
        let mut w = Weights::balanced(map.powers.len());
        match character {
            Character::Balanced => {}
            Character::Loyal => {
                let empty = Memory::default();
                let memory = memory.unwrap_or(&empty);
                for other in map.power_ids().filter(|&p| p != power) {
                    let i = other.0 as usize;
                    if memory.attacked(other, power, position.phase) {
                        w.attack[i] = 1.6;
                    } else if memory.quiet(power, other, position.phase) {
                        w.attack[i] = 0.1;
                        w.peace[i] = 12.0;
                    }
                }
                w.neutral = 1.4;
                w.keep = 1.2;
            }
            Character::Opportunist => {
                w.attack.iter_mut().for_each(|a| *a = 1.2);
                w.open = 1.8;
                w.keep = 0.9;
            }
            Character::Turtle => {
                w.attack.iter_mut().for_each(|a| *a = 0.5);
                w.neutral = 0.8;
                w.keep = 1.5;
                w.mean_weight = 0.45;
            }
            Character::Aggressive => {
                w.attack.iter_mut().for_each(|a| *a = 1.6);
                w.neutral = 1.2;
                w.keep = 0.8;
                w.mean_weight = 0.9;
            }
        }
        w
    }
}
