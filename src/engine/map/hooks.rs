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
        let name = |p: &crate::engine::ids::ProvinceId| map.place_label(*p);
        let list = |ps: &[crate::engine::ids::ProvinceId]| {
            ps.iter().map(name).collect::<Vec<_>>().join(", ")
        };
        match self {
            RuleHook::NoSupportFrom { provinces } => {
                crate::t!("rules-map-no-support-from", provinces = list(provinces))
            }
            RuleHook::ClosedBorders {
                province,
                neighbours,
                closed,
            } => {
                let turns: Vec<String> = closed.iter().map(|t| map.turn_label(*t)).collect();
                let turns = match turns.split_last() {
                    None => String::new(),
                    Some((last, [])) => last.to_string(),
                    Some((last, rest)) => {
                        crate::t!(
                            "rules-list-and",
                            rest = rest.join(", "),
                            last = last.as_str()
                        )
                    }
                };
                crate::t!(
                    "rules-map-closed-borders",
                    province = name(province),
                    turns = turns,
                    neighbours = list(neighbours)
                )
            }
            RuleHook::MountainPass {
                province,
                north,
                south,
            } => crate::t!(
                "rules-map-mountain-pass",
                province = name(province),
                north = list(north),
                spring = map.turn_label(Turn::Spring),
                south = list(south),
                fall = map.turn_label(Turn::Fall)
            ),
            RuleHook::EscortedCoast { province, sea } => crate::t!(
                "rules-map-escorted-coast",
                province = name(province),
                winter = map.turn_label(Turn::Winter),
                fall = map.turn_label(Turn::Fall),
                sea = name(sea)
            ),
            RuleHook::Railroad { line } => crate::t!("rules-map-railroad", line = list(line)),
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
