//! Why a map's special rule stopped or changed an order, and how to say it to players.

use crate::engine::ids::ProvinceId;
use crate::engine::map::{Map, RuleHook, Turn};
use crate::engine::position::Position;
use serde::{Deserialize, Serialize};

/// What a special rule (a hook in the map file) did to one order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum HookReason {
    /// `NoSupportFrom`: an army in this province gives no support.
    NoSupportFrom { province: ProvinceId },
    /// `ClosedBorders`: the army would cross one of the province's closed borders.
    BorderClosed { province: ProvinceId, turn: Turn },
    /// `ClosedBorders`: the support would cross one of the province's closed borders.
    SupportAcrossClosedBorder { province: ProvinceId, turn: Turn },
    /// `MountainPass`: the army crossed into `province` from `from` this Spring, so this
    /// Fall it may not move or support into the far side of the ridge.
    MountainPass {
        province: ProvinceId,
        from: ProvinceId,
    },
    /// `EscortedCoast`: no army enters or leaves the province in this turn (Winter).
    CoastClosed { province: ProvinceId, turn: Turn },
    /// `EscortedCoast` in Fall: no fleet in `sea` supports this move into or out of it.
    EscortMissing {
        province: ProvinceId,
        sea: ProvinceId,
    },
    /// `EscortedCoast` in Fall: the escorting fleet's support failed (cut by `cut_by`).
    EscortFailed {
        province: ProvinceId,
        sea: ProvinceId,
        cut_by: Option<usize>,
    },
    /// `EscortedCoast` in Fall: an army there supports only a fleet moving into the
    /// province it came from (`None`: it has not moved there, so it supports nothing).
    CoastSupport {
        province: ProvinceId,
        came_from: Option<ProvinceId>,
    },
    /// `Railroad`: a railroad move cannot be supported.
    RailUnsupported,
    /// `Railroad`: the army stayed, or stopped at `stopped_in`, because `blocked_at` was
    /// occupied by (or attacked by) unit `by`.
    RailBlocked {
        stopped_in: Option<ProvinceId>,
        blocked_at: ProvinceId,
        by: usize,
        occupied: bool,
    },
}

/// `Marseilles, Piedmont, Milan and Tyrolia` (or `Milan or Venice` with `word` "or").
fn names(map: &Map, provinces: &[ProvinceId], word: &str) -> String {
    let all: Vec<&str> = provinces
        .iter()
        .map(|p| map.province(*p).name.as_str())
        .collect();
    match all.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} {word} {last}", rest.join(", ")),
    }
}

/// The neighbours behind a province's closed borders.
fn closed_neighbours(map: &Map, province: ProvinceId) -> Vec<ProvinceId> {
    map.special_rules
        .iter()
        .filter_map(|h| match h {
            RuleHook::ClosedBorders {
                province: p,
                neighbours,
                ..
            } if *p == province => Some(neighbours.clone()),
            _ => None,
        })
        .flatten()
        .collect()
}

/// The side of a mountain pass that an army coming from `from` may not reach.
pub(super) fn far_side(map: &Map, province: ProvinceId, from: ProvinceId) -> Vec<ProvinceId> {
    map.special_rules
        .iter()
        .find_map(|h| match h {
            RuleHook::MountainPass {
                province: p,
                north,
                south,
            } if *p == province => {
                if north.contains(&from) {
                    Some(south.clone())
                } else if south.contains(&from) {
                    Some(north.clone())
                } else {
                    None
                }
            }
            _ => None,
        })
        .unwrap_or_default()
}

fn unit_name(map: &Map, position: &Position, i: usize) -> String {
    match position.units.get(i) {
        Some(u) => format!(
            "{} {}({})",
            map.power(u.power).adjective,
            u.kind.letter(),
            map.location_abbr(u.loc)
        ),
        None => "another unit".into(),
    }
}

impl HookReason {
    /// A sentence for players; `position` is the board the orders were given on.
    pub fn describe(&self, map: &Map, position: &Position) -> String {
        let name = |p: ProvinceId| map.province(p).name.clone();
        match *self {
            HookReason::NoSupportFrom { province } => {
                format!("an army in {} cannot give support", name(province))
            }
            HookReason::BorderClosed { province, turn } => format!(
                "{}'s borders with {} are closed to armies in {}",
                name(province),
                names(map, &closed_neighbours(map, province), "and"),
                map.turn_name(turn)
            ),
            HookReason::SupportAcrossClosedBorder { province, turn } => format!(
                "no support crosses {}'s closed borders with {} in {}",
                name(province),
                names(map, &closed_neighbours(map, province), "and"),
                map.turn_name(turn)
            ),
            HookReason::MountainPass { province, from } => format!(
                "this army crossed the mountains into {} from {} in {}: in {} it may not move or \
                 support into {}",
                name(province),
                name(from),
                map.turn_name(Turn::Spring),
                map.turn_name(Turn::Fall),
                names(map, &far_side(map, province, from), "or")
            ),
            HookReason::CoastClosed { province, turn } => format!(
                "no army enters or leaves {} in {}",
                name(province),
                map.turn_name(turn)
            ),
            HookReason::EscortMissing { province, sea } => format!(
                "in {} an army enters or leaves {} only with the support of a fleet in the {}, \
                 and none supports this move",
                map.turn_name(Turn::Fall),
                name(province),
                name(sea)
            ),
            HookReason::EscortFailed {
                province,
                sea,
                cut_by,
            } => format!(
                "fails: in {} an army enters or leaves {} only with the support of the fleet in \
                 the {}, and that support was {}",
                map.turn_name(Turn::Fall),
                name(province),
                name(sea),
                match cut_by {
                    Some(by) => format!("cut by {}", unit_name(map, position, by)),
                    None => "not given".into(),
                }
            ),
            HookReason::CoastSupport {
                province,
                came_from,
            } => match came_from {
                Some(from) => format!(
                    "in {} an army in {} may only support a fleet moving into {}, where the army \
                     came from",
                    map.turn_name(Turn::Fall),
                    name(province),
                    name(from)
                ),
                None => format!(
                    "in {} an army in {} may only support a fleet moving into the province the \
                     army came from, and this army did not move there",
                    map.turn_name(Turn::Fall),
                    name(province)
                ),
            },
            HookReason::RailUnsupported => "a railroad move cannot be supported".into(),
            HookReason::RailBlocked {
                stopped_in,
                blocked_at,
                by,
                occupied,
            } => format!(
                "{}: {} was {} by {}",
                match stopped_in {
                    Some(p) => format!("the railroad journey stops in {}", name(p)),
                    None => "the railroad journey does not start".into(),
                },
                name(blocked_at),
                if occupied { "occupied" } else { "attacked" },
                unit_name(map, position, by)
            ),
        }
    }
}
