//! A variant's special rules as map data: the calendar, the last year, and named rule hooks
//! with the provinces each one touches (`special_rules` in a map file).

use crate::engine::position::{Phase, PhaseKind, Season};
use serde::{Deserialize, Serialize};

/// How the phases of a year are named.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Calendar {
    /// Spring and Autumn, each with its retreats; adjustments after Autumn.
    #[default]
    Standard,
    /// Spring (move), Summer (retreats), Fall (move), Winter (retreats and adjustments).
    FourSeasons,
}

/// One of the four turns of a year, the words rule hooks use for "when": Spring and Fall
/// are the movement phases, Summer the retreats after Spring, Winter the retreats after
/// Fall and the adjustments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Turn {
    Spring,
    Summer,
    Fall,
    Winter,
}

impl Turn {
    /// The turn a phase belongs to.
    pub fn of(phase: Phase) -> Turn {
        match (phase.season, phase.kind) {
            (Season::Spring, PhaseKind::Movement) => Turn::Spring,
            (Season::Spring, _) => Turn::Summer,
            (Season::Autumn, PhaseKind::Movement) => Turn::Fall,
            (Season::Autumn, _) => Turn::Winter,
        }
    }
}

/// A named special rule and the provinces it applies to. `P` is a province: its id
/// (`"swi"`) in the file, a `ProvinceId` once loaded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleHook<P> {
    /// Armies standing in these provinces give no support of any kind (ce05 Kurdistan).
    NoSupportFrom { provinces: Vec<P> },
    /// In the `closed` turns no army crosses the borders between `province` and each of
    /// `neighbours` (moves in a movement turn, retreats in a retreat turn), and in a closed
    /// movement turn no unit supports across them (ce05 Switzerland).
    ClosedBorders {
        province: P,
        neighbours: Vec<P>,
        closed: Vec<Turn>,
    },
    /// A ridge through `province`: an army that entered it from the `north` side in a
    /// Spring movement may not, in the Fall movement of that year, move to or support a
    /// move into the `south` side, and the other way round (ce05 Tyrolia).
    MountainPass {
        province: P,
        north: Vec<P>,
        south: Vec<P>,
    },
    /// No army enters or leaves `province` in Winter; in Fall an army may do so only when a
    /// fleet in `sea` supports that very move and the support holds; in Fall an army there
    /// supports only a fleet moving into the province the army entered from (ce05 Norse Coast).
    EscortedCoast { province: P, sea: P },
    /// One army moves along the whole `line` (Moscow, Perm, Omsk) in one move, stopping at
    /// the last station before one that is occupied or attacked.
    Railroad { line: Vec<P> },
}

impl<P> RuleHook<P> {
    /// The same hook with every province converted by `f` (names to ids when loading).
    pub fn try_map<Q, E>(&self, mut f: impl FnMut(&P) -> Result<Q, E>) -> Result<RuleHook<Q>, E> {
        let mut all = |v: &[P]| v.iter().map(&mut f).collect::<Result<Vec<Q>, E>>();
        Ok(match self {
            RuleHook::NoSupportFrom { provinces } => RuleHook::NoSupportFrom {
                provinces: all(provinces)?,
            },
            RuleHook::ClosedBorders {
                province,
                neighbours,
                closed,
            } => RuleHook::ClosedBorders {
                neighbours: all(neighbours)?,
                province: f(province)?,
                closed: closed.clone(),
            },
            RuleHook::MountainPass {
                province,
                north,
                south,
            } => RuleHook::MountainPass {
                north: all(north)?,
                south: all(south)?,
                province: f(province)?,
            },
            RuleHook::EscortedCoast { province, sea } => RuleHook::EscortedCoast {
                province: f(province)?,
                sea: f(sea)?,
            },
            RuleHook::Railroad { line } => RuleHook::Railroad { line: all(line)? },
        })
    }

    /// The hook's name as written in map files.
    pub fn name(&self) -> &'static str {
        match self {
            RuleHook::NoSupportFrom { .. } => "NoSupportFrom",
            RuleHook::ClosedBorders { .. } => "ClosedBorders",
            RuleHook::MountainPass { .. } => "MountainPass",
            RuleHook::EscortedCoast { .. } => "EscortedCoast",
            RuleHook::Railroad { .. } => "Railroad",
        }
    }
}

impl RuleHook<crate::engine::ids::ProvinceId> {
    /// The rule in plain words, for the in-game rules of a board.
    pub fn describe(&self, map: &super::Map) -> String {
        let name = |p: &crate::engine::ids::ProvinceId| map.province(*p).name.clone();
        let list = |ps: &[crate::engine::ids::ProvinceId]| {
            ps.iter().map(name).collect::<Vec<_>>().join(", ")
        };
        match self {
            RuleHook::NoSupportFrom { provinces } => {
                format!("{}: an army there cannot give support.", list(provinces))
            }
            RuleHook::ClosedBorders {
                province,
                neighbours,
                closed,
            } => format!(
                "{}: in {} no army crosses its borders with {}, and no support is given across them.",
                name(province),
                closed
                    .iter()
                    .map(|t| map.turn_name(*t))
                    .collect::<Vec<_>>()
                    .join(" and "),
                list(neighbours)
            ),
            RuleHook::MountainPass {
                province,
                north,
                south,
            } => format!(
                "{}: an army that came in from {} in {} may not move to or support into {} the next {}, nor back the other way; after more than one turn there it is free.",
                name(province),
                list(north),
                map.turn_name(Turn::Spring),
                list(south),
                map.turn_name(Turn::Fall)
            ),
            RuleHook::EscortedCoast { province, sea } => format!(
                "{}: no army enters or leaves in {}; in {} only with the support of a fleet in the {}, and an army there then supports only a fleet moving into the province it came from.",
                name(province),
                map.turn_name(Turn::Winter),
                map.turn_name(Turn::Fall),
                name(sea)
            ),
            RuleHook::Railroad { line } => format!(
                "Railroad {}: one army travels the whole line in one move when nothing on it is occupied or attacked; otherwise it stops at the last station it safely reached.",
                list(line)
            ),
        }
    }
}

#[cfg(test)]
mod describe_tests {
    #[test]
    fn the_european_rules_read_in_plain_words() {
        let map = crate::engine::map::Map::named("european").expect("map");
        let text: Vec<String> = map.special_rules.iter().map(|r| r.describe(&map)).collect();
        assert_eq!(text.len(), 5);
        assert!(
            text.iter()
                .any(|t| t.starts_with("Switzerland: in Fall and Winter") && t.contains("Milan")),
            "{text:?}"
        );
        assert!(
            text.iter()
                .any(|t| t.starts_with("Railroad Moscow, Perm, Omsk")),
            "{text:?}"
        );
    }
}
