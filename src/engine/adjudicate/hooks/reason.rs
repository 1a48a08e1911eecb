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

/// `Marseilles, Piedmont, Milan and Tyrolia` (or `Milan or Venice` when not `all`), in
/// the table's language.
fn names(map: &Map, provinces: &[ProvinceId], all: bool) -> String {
    let names: Vec<String> = provinces.iter().map(|p| map.place_label(*p)).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) if all => {
            crate::t!(
                "rules-list-and",
                rest = rest.join(", "),
                last = last.as_str()
            )
        }
        Some((last, rest)) => crate::t!(
            "rules-list-or",
            rest = rest.join(", "),
            last = last.as_str()
        ),
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
            map.power_adjective_label(u.power),
            u.kind.letter(),
            map.location_abbr(u.loc)
        ),
        None => crate::t!("rules-another-unit"),
    }
}

impl HookReason {
    /// A sentence for players, in the table's language; `position` is the board the
    /// orders were given on.
    pub fn describe(&self, map: &Map, position: &Position) -> String {
        let name = |p: ProvinceId| map.place_label(p);
        let fall = map.turn_label(Turn::Fall);
        match *self {
            HookReason::NoSupportFrom { province } => {
                crate::t!("rules-hook-no-support-from", province = name(province))
            }
            HookReason::BorderClosed { province, turn } => crate::t!(
                "rules-hook-border-closed",
                province = name(province),
                neighbours = names(map, &closed_neighbours(map, province), true),
                turn = map.turn_label(turn)
            ),
            HookReason::SupportAcrossClosedBorder { province, turn } => crate::t!(
                "rules-hook-support-across-closed-border",
                province = name(province),
                neighbours = names(map, &closed_neighbours(map, province), true),
                turn = map.turn_label(turn)
            ),
            HookReason::MountainPass { province, from } => crate::t!(
                "rules-hook-mountain-pass",
                province = name(province),
                from = name(from),
                spring = map.turn_label(Turn::Spring),
                fall = fall,
                far = names(map, &far_side(map, province, from), false)
            ),
            HookReason::CoastClosed { province, turn } => crate::t!(
                "rules-hook-coast-closed",
                province = name(province),
                turn = map.turn_label(turn)
            ),
            HookReason::EscortMissing { province, sea } => crate::t!(
                "rules-hook-escort-missing",
                fall = fall,
                province = name(province),
                sea = name(sea)
            ),
            HookReason::EscortFailed {
                province,
                sea,
                cut_by: Some(by),
            } => crate::t!(
                "rules-hook-escort-cut",
                fall = fall,
                province = name(province),
                sea = name(sea),
                unit = unit_name(map, position, by)
            ),
            HookReason::EscortFailed {
                province,
                sea,
                cut_by: None,
            } => crate::t!(
                "rules-hook-escort-not-given",
                fall = fall,
                province = name(province),
                sea = name(sea)
            ),
            HookReason::CoastSupport {
                province,
                came_from: Some(from),
            } => crate::t!(
                "rules-hook-coast-support",
                fall = fall,
                province = name(province),
                from = name(from)
            ),
            HookReason::CoastSupport {
                province,
                came_from: None,
            } => crate::t!(
                "rules-hook-coast-support-not-moved",
                fall = fall,
                province = name(province)
            ),
            HookReason::RailUnsupported => crate::t!("rules-hook-rail-unsupported"),
            HookReason::RailBlocked {
                stopped_in,
                blocked_at,
                by,
                occupied,
            } => rail_blocked(map, position, stopped_in, blocked_at, by, occupied),
        }
    }
}

/// Why a railroad journey stopped short, in the table's language.
fn rail_blocked(
    map: &Map,
    position: &Position,
    stopped_in: Option<ProvinceId>,
    blocked_at: ProvinceId,
    by: usize,
    occupied: bool,
) -> String {
    let name = |p: ProvinceId| map.place_label(p);
    let blocked = name(blocked_at);
    let unit = unit_name(map, position, by);
    match (stopped_in, occupied) {
        (Some(stop), true) => crate::t!(
            "rules-hook-rail-stops-occupied",
            stop = name(stop),
            blocked = blocked,
            unit = unit
        ),
        (Some(stop), false) => crate::t!(
            "rules-hook-rail-stops-attacked",
            stop = name(stop),
            blocked = blocked,
            unit = unit
        ),
        (None, true) => crate::t!(
            "rules-hook-rail-no-start-occupied",
            blocked = blocked,
            unit = unit
        ),
        (None, false) => crate::t!(
            "rules-hook-rail-no-start-attacked",
            blocked = blocked,
            unit = unit
        ),
    }
}
