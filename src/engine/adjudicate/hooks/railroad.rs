//! The railroad hook: one army travels a whole line (Moscow–Perm–Omsk) in one move, and
//! stops at the last station before one that is occupied at the start or attacked.

use super::reason::HookReason;
use crate::engine::ids::{ProvinceId, UnitKind};
use crate::engine::map::{Map, RuleHook};
use crate::engine::order::MainOrder;
use crate::engine::position::Unit;

/// The stations a railroad move from the unit's province to `to` passes through and
/// enters, in order, when `to` lies further along a line than the next station.
pub fn rail_route(map: &Map, unit: &Unit, to: ProvinceId) -> Option<Vec<ProvinceId>> {
    if unit.kind != UnitKind::Army || map.special_rules.is_empty() {
        return None;
    }
    let from = unit.loc.province;
    map.special_rules.iter().find_map(|hook| {
        let RuleHook::Railroad { line } = hook else {
            return None;
        };
        let i = line.iter().position(|p| *p == from)?;
        let j = line.iter().position(|p| *p == to)?;
        match i.abs_diff(j) {
            0 | 1 => None,
            _ if i < j => Some(line[i + 1..=j].to_vec()),
            _ => Some(line[j..i].iter().rev().copied().collect()),
        }
    })
}

/// Where the unit could go by railroad in one move (beyond the next station), for order
/// menus: empty for fleets and for armies off the lines.
pub fn rail_destinations(map: &Map, unit: &Unit) -> Vec<ProvinceId> {
    map.province_ids()
        .filter(|&p| rail_route(map, unit, p).is_some())
        .collect()
}

/// How a railroad journey ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::engine::adjudicate) struct RailTrip {
    /// The last station reached (`None`: the army stays where it is).
    pub reached: Option<ProvinceId>,
    /// What stopped it short, if anything.
    pub blocked: Option<HookReason>,
}

/// Settles every railroad journey from the board at the start of the turn and the moves
/// ordered: a station is blocked when a unit stands there or another unit is ordered to
/// move into it (or through it by railroad).
pub(in crate::engine::adjudicate) fn plan_trips(
    order: &[MainOrder],
    routes: &[Option<Vec<ProvinceId>>],
    occupants: &[Option<u16>],
) -> Vec<Option<RailTrip>> {
    let entering = |j: usize, p: ProvinceId| match &routes[j] {
        Some(route) => route.contains(&p),
        None => matches!(order[j], MainOrder::Move { to, .. } if to.province == p),
    };
    routes
        .iter()
        .enumerate()
        .map(|(i, route)| {
            let route = route.as_ref()?;
            let mut reached = None;
            for &station in route {
                let occupied = occupants[station.index()].map(usize::from);
                let attacker = (0..order.len()).find(|&j| j != i && entering(j, station));
                if let Some((by, occupied)) =
                    occupied.map(|o| (o, true)).or(attacker.map(|a| (a, false)))
                {
                    return Some(RailTrip {
                        reached,
                        blocked: Some(HookReason::RailBlocked {
                            stopped_in: reached,
                            blocked_at: station,
                            by,
                            occupied,
                        }),
                    });
                }
                reached = Some(station);
            }
            Some(RailTrip {
                reached,
                blocked: None,
            })
        })
        .collect()
}
