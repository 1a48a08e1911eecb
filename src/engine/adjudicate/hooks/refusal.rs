//! Orders a special rule forbids outright, whatever else is ordered: supports from
//! Kurdistan, crossings of closed borders, a mountain pass's far side, Winter on an
//! escorted coast, and an escorted coast's Fall support limit.

use super::reason::{HookReason, far_side};
use crate::engine::ids::{ProvinceId, UnitKind};
use crate::engine::map::{Map, RuleHook, Turn};
use crate::engine::order::MainOrder;
use crate::engine::position::{Phase, PhaseKind, Position, Season, Unit};

/// Whether a closed-border hook separates `a` from `b`.
fn crosses(province: ProvinceId, neighbours: &[ProvinceId], a: ProvinceId, b: ProvinceId) -> bool {
    (a == province && neighbours.contains(&b)) || (b == province && neighbours.contains(&a))
}

/// The province a support order reaches into (where the supporter must be able to go).
fn support_reach(order: &MainOrder) -> Option<ProvinceId> {
    match *order {
        MainOrder::SupportHold { target } => Some(target),
        MainOrder::SupportMove { to, .. } => Some(to.province),
        _ => None,
    }
}

/// Why a special rule forbids this movement order for `unit`, if one does. Escorted moves
/// and railroad journeys, which depend on other orders, are settled in the adjudicator.
pub fn main_refusal(
    map: &Map,
    position: &Position,
    unit: &Unit,
    order: &MainOrder,
) -> Option<HookReason> {
    if position.phase.kind != PhaseKind::Movement || map.special_rules.is_empty() {
        return None;
    }
    let turn = Turn::of(position.phase);
    let here = unit.loc.province;
    let army = unit.kind == UnitKind::Army;
    map.special_rules.iter().find_map(|hook| match hook {
        RuleHook::NoSupportFrom { provinces } => {
            (army && provinces.contains(&here) && support_reach(order).is_some())
                .then_some(HookReason::NoSupportFrom { province: here })
        }
        RuleHook::ClosedBorders {
            province,
            neighbours,
            closed,
        } if closed.contains(&turn) => match *order {
            MainOrder::Move { to, .. }
                if army && crosses(*province, neighbours, here, to.province) =>
            {
                Some(HookReason::BorderClosed {
                    province: *province,
                    turn,
                })
            }
            _ => support_reach(order)
                .filter(|&p| crosses(*province, neighbours, here, p))
                .map(|_| HookReason::SupportAcrossClosedBorder {
                    province: *province,
                    turn,
                }),
        },
        RuleHook::MountainPass { province, .. } if army && here == *province => {
            let from = spring_crossing(position, here)?;
            let far = far_side(map, here, from);
            let into = match *order {
                MainOrder::Move { to, .. } => Some(to.province),
                MainOrder::SupportMove { to, .. } => Some(to.province),
                _ => None,
            };
            into.filter(|p| far.contains(p))
                .map(|_| HookReason::MountainPass {
                    province: here,
                    from,
                })
        }
        RuleHook::EscortedCoast { province, .. }
            if army && here == *province && turn == Turn::Fall =>
        {
            let came_from = position.arrival(here).map(|a| a.from);
            let allowed = match *order {
                MainOrder::SupportMove { from, to } => {
                    Some(to.province) == came_from
                        && position
                            .unit_at(from)
                            .is_some_and(|j| position.units[j].kind == UnitKind::Fleet)
                }
                MainOrder::SupportHold { .. } => false,
                _ => true,
            };
            (!allowed).then_some(HookReason::CoastSupport {
                province: here,
                came_from,
            })
        }
        _ => None,
    })
}

/// Where the unit in `province` came from, if it entered by a move in this year's Spring
/// movement phase and the phase now is that year's Fall movement (the turn straight after).
fn spring_crossing(position: &Position, province: ProvinceId) -> Option<ProvinceId> {
    let spring = Phase {
        year: position.phase.year,
        season: Season::Spring,
        kind: PhaseKind::Movement,
    };
    let now = position.phase;
    let arrival = position.arrival(province)?;
    (now.season == Season::Autumn && now.kind == PhaseKind::Movement && arrival.phase == spring)
        .then_some(arrival.from)
}

/// Why a special rule forbids `unit` to retreat to `to` in the retreat phase `phase`.
pub fn retreat_refusal(map: &Map, phase: Phase, unit: &Unit, to: ProvinceId) -> Option<HookReason> {
    if unit.kind != UnitKind::Army {
        return None;
    }
    let turn = Turn::of(Phase {
        kind: PhaseKind::Retreat,
        ..phase
    });
    let here = unit.loc.province;
    map.special_rules.iter().find_map(|hook| match hook {
        RuleHook::ClosedBorders {
            province,
            neighbours,
            closed,
        } if closed.contains(&turn) && crosses(*province, neighbours, here, to) => {
            Some(HookReason::BorderClosed {
                province: *province,
                turn,
            })
        }
        RuleHook::EscortedCoast { province, .. }
            if turn == Turn::Winter && (here == *province || to == *province) =>
        {
            Some(HookReason::CoastClosed {
                province: *province,
                turn,
            })
        }
        _ => None,
    })
}

/// The escorted coast and its sea when an army's move from `from` to `to` needs an escort
/// in this phase (a Fall movement into or out of the coast).
pub fn escort_needed(
    map: &Map,
    phase: Phase,
    unit: &Unit,
    to: ProvinceId,
) -> Option<(ProvinceId, ProvinceId)> {
    if unit.kind != UnitKind::Army || map.special_rules.is_empty() || Turn::of(phase) != Turn::Fall
    {
        return None;
    }
    let from = unit.loc.province;
    map.special_rules.iter().find_map(|hook| match hook {
        RuleHook::EscortedCoast { province, sea } if from == *province || to == *province => {
            Some((*province, *sea))
        }
        _ => None,
    })
}
