//! The stacked movement phase: orders matched to units, convoys carried, supports partly cut,
//! each province contested, and the next position built.

use super::battle::{Field, Group, opponents, resolve};
use super::convoy::capacity;
use super::cut::{Attack, Supporter, cut_supports};
use super::outcome::{Force, OrderOutcome, StackVerdict, StackedResult, UnitOutcome};
use super::prepare::{Role, assign, movement_action, roles};
use crate::engine::adjudicate::VoidReason;
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::Written;
use crate::engine::position::Unit;
use crate::engine::position::{DislodgedUnit, Position};

/// Everything one pass of the resolution found.
struct Pass {
    /// Armies whose convoy could not carry them; `true` where no fleet was ordered at all.
    stranded: Vec<Option<bool>>,
    cut: Vec<Option<(PowerId, ProvinceId)>>,
    field: Field,
    groups: Vec<Group>,
    group_of: Vec<Option<usize>>,
    won: Vec<bool>,
    dislodged_by: Vec<Option<usize>>,
}

/// Adjudicates a movement phase of Multiplomacy. Orders are taken in the order written;
/// units without an order stand.
pub fn adjudicate_stacked(map: &Map, position: &Position, orders: &[Written]) -> StackedResult {
    let asg = assign(&position.units, orders, movement_action);
    let roles = roles(map, position, orders, &asg);
    let n = position.units.len();
    // Written order of each unit: its order's index, then its place among that order's units.
    let rank = |i: usize| (asg.order_of[i].unwrap_or(usize::MAX), i);
    let mut displaced = vec![false; n];
    let mut cut_dislodged = vec![false; n];
    let mut pass;
    let mut rounds = 0;
    loop {
        pass = run_pass(map, position, &roles, &rank, &displaced, &cut_dislodged);
        rounds += 1;
        let mut changed = false;
        for i in 0..n {
            if pass.dislodged_by[i].is_none() {
                continue;
            }
            match roles[i] {
                Role::Convoy { .. } if !displaced[i] => {
                    displaced[i] = true;
                    changed = true;
                }
                Role::SupportHold { .. } | Role::SupportMove { .. } if !cut_dislodged[i] => {
                    cut_dislodged[i] = true;
                    changed = true;
                }
                _ => {}
            }
        }
        if !changed || rounds > n + 1 {
            break;
        }
    }
    build_result(
        position,
        orders,
        &asg,
        &roles,
        &pass,
        &displaced,
        &cut_dislodged,
    )
}

fn run_pass(
    map: &Map,
    position: &Position,
    roles: &[Role],
    rank: &dyn Fn(usize) -> (usize, usize),
    displaced: &[bool],
    cut_dislodged: &[bool],
) -> Pass {
    let units = &position.units;
    let n = units.len();
    let np = map.provinces.len();
    // Convoys: armies carried in written order, as far as the fleets left can take them.
    let mut stranded: Vec<Option<bool>> = vec![None; n];
    let mut routes: Vec<(ProvinceId, ProvinceId)> = Vec::new();
    for (i, r) in roles.iter().enumerate() {
        if let Role::Move { to, convoy: true } = r {
            let route = (units[i].loc.province, to.province);
            if !routes.contains(&route) {
                routes.push(route);
            }
        }
    }
    for &(from, to) in &routes {
        let mut armies: Vec<usize> = (0..n)
            .filter(|&i| {
                units[i].loc.province == from
                    && matches!(roles[i], Role::Move { to: t, convoy: true } if t.province == to)
            })
            .collect();
        armies.sort_by_key(|&i| rank(i));
        let ordered: Vec<usize> = (0..n)
            .filter(|&i| roles[i] == Role::Convoy { from, to })
            .collect();
        let seas: Vec<ProvinceId> = ordered
            .iter()
            .filter(|&&i| !displaced[i])
            .map(|&i| units[i].loc.province)
            .collect();
        let room = capacity(map, from, to, &seas, armies.len());
        for (k, &a) in armies.iter().enumerate() {
            if k >= room {
                stranded[a] = Some(ordered.is_empty());
            }
        }
    }
    let moving: Vec<bool> = (0..n)
        .map(|i| matches!(roles[i], Role::Move { .. }) && stranded[i].is_none())
        .collect();
    // Supports, in written order, and the attacks that may cut them.
    let mut supporters: Vec<Supporter> = (0..n)
        .filter_map(|i| {
            let into = match roles[i] {
                Role::SupportHold { target, .. } => target,
                Role::SupportMove { to, .. } => to.province,
                _ => return None,
            };
            Some(Supporter {
                unit: i,
                power: units[i].power,
                at: units[i].loc.province,
                into,
            })
        })
        .collect();
    supporters.sort_by_key(|s| rank(s.unit));
    let mut attacks: Vec<(usize, Attack)> = (0..n)
        .filter_map(|i| match roles[i] {
            Role::Move { to, .. } if moving[i] => Some((
                i,
                Attack {
                    power: units[i].power,
                    from: units[i].loc.province,
                    dest: to.province,
                },
            )),
            _ => None,
        })
        .collect();
    attacks.sort_by_key(|(i, _)| rank(*i));
    let attacks: Vec<Attack> = attacks.into_iter().map(|(_, a)| a).collect();
    let mut cut = vec![None; n];
    for (u, by, from) in cut_supports(&supporters, &attacks) {
        cut[u] = Some((by, from));
    }
    let effective = |i: usize| cut[i].is_none() && !cut_dislodged[i];
    // The field and the groups.
    let mut field = Field {
        holder: map.province_ids().map(|p| position.holder(p)).collect(),
        staying: vec![0; np],
        hold_support: vec![0; np],
    };
    let mut groups: Vec<Group> = Vec::new();
    let mut group_of = vec![None; n];
    for i in 0..n {
        let u = &units[i];
        match roles[i] {
            Role::Move { to, convoy } if moving[i] => {
                let g = match groups
                    .iter()
                    .position(|g| g.power == u.power && g.dest == to.province)
                {
                    Some(g) => g,
                    None => {
                        groups.push(Group {
                            power: u.power,
                            dest: to.province,
                            movers: Vec::new(),
                            supports: Vec::new(),
                        });
                        groups.len() - 1
                    }
                };
                groups[g].movers.push((i, u.loc.province, convoy));
                group_of[i] = Some(g);
            }
            _ => field.staying[u.loc.province.index()] += 1,
        }
    }
    for s in &supporters {
        if !effective(s.unit) {
            continue;
        }
        match roles[s.unit] {
            Role::SupportHold { target, .. } => field.hold_support[target.index()] += 1,
            Role::SupportMove { from, to, .. } => {
                let helped = groups
                    .iter_mut()
                    .find(|g| g.dest == to.province && g.movers.iter().any(|(_, f, _)| *f == from));
                if let Some(g) = helped {
                    g.supports.push(s.power);
                }
            }
            _ => {}
        }
    }
    let won = resolve(&field, &groups);
    let mut dislodged_by = vec![None; n];
    for i in 0..n {
        if group_of[i].is_some_and(|g| won[g]) {
            continue;
        }
        let here = units[i].loc.province;
        dislodged_by[i] = (0..groups.len())
            .find(|&g| won[g] && groups[g].dest == here && groups[g].power != units[i].power);
    }
    Pass {
        stranded,
        cut,
        field,
        groups,
        group_of,
        won,
        dislodged_by,
    }
}

#[allow(clippy::too_many_arguments)]
fn build_result(
    position: &Position,
    orders: &[Written],
    asg: &super::prepare::Assignment,
    roles: &[Role],
    pass: &Pass,
    displaced: &[bool],
    cut_dislodged: &[bool],
) -> StackedResult {
    let units = &position.units;
    let mut outcomes = Vec::with_capacity(units.len());
    let mut next = position.clone();
    next.units.clear();
    next.dislodged.clear();
    next.standoffs.clear();
    for (i, u) in units.iter().enumerate() {
        let verdict = match roles[i] {
            Role::Hold => StackVerdict::Stood,
            Role::Void(r) => StackVerdict::Void(r),
            Role::Move { .. } => match (pass.stranded[i], pass.group_of[i]) {
                (Some(true), _) => StackVerdict::Void(VoidReason::NoConvoyOrdered),
                (Some(false), _) => StackVerdict::ConvoyFailed,
                (None, Some(g)) if pass.won[g] => StackVerdict::Moved,
                (None, Some(g)) => StackVerdict::Bounced {
                    strength: pass.groups[g].strength(),
                    against: opponents(&pass.field, &pass.groups, &pass.won, g),
                },
                (None, None) => StackVerdict::Stood,
            },
            Role::SupportHold { .. } | Role::SupportMove { .. } => {
                if cut_dislodged[i] {
                    StackVerdict::SupportCutDislodged
                } else if let Some((by, from)) = pass.cut[i] {
                    StackVerdict::SupportCut { by, from }
                } else {
                    StackVerdict::Supported
                }
            }
            Role::Convoy { .. } if displaced[i] => StackVerdict::ConvoyDisrupted,
            Role::Convoy { .. } => StackVerdict::Convoyed,
        };
        let mut ends = u.loc;
        if let Some(g) = pass.group_of[i]
            && pass.won[g]
            && let Role::Move { to, .. } = roles[i]
        {
            ends = to;
        }
        let dislodged_by = pass.dislodged_by[i].map(|g| force_of(&pass.groups[g]));
        match pass.dislodged_by[i] {
            Some(g) => {
                let mut from = pass.groups[g].origins().into_iter();
                next.dislodged.push(DislodgedUnit {
                    unit: *u,
                    attacker_from: from.next().unwrap_or(u.loc.province),
                    by_convoy: false,
                    also_from: from.collect(),
                })
            }
            None => next.units.push(Unit { loc: ends, ..*u }),
        }
        outcomes.push(UnitOutcome {
            order: asg.order_of[i],
            verdict,
            dislodged_by,
            ends,
        });
    }
    for (g, grp) in pass.groups.iter().enumerate() {
        if !pass.won[g]
            && !next.units.iter().any(|u| u.loc.province == grp.dest)
            && !next.standoffs.contains(&grp.dest)
        {
            next.standoffs.push(grp.dest);
        }
    }
    let order_outcomes = orders
        .iter()
        .enumerate()
        .map(|(k, _)| {
            let mut parts: Vec<(u32, StackVerdict)> = Vec::new();
            for &i in &asg.units_of[k] {
                match parts.last_mut() {
                    Some((c, v)) if *v == outcomes[i].verdict => *c += 1,
                    _ => parts.push((1, outcomes[i].verdict.clone())),
                }
            }
            OrderOutcome {
                parts,
                missing: asg.missing[k],
            }
        })
        .collect();
    StackedResult {
        units: outcomes,
        orders: order_outcomes,
        position: next,
    }
}

fn force_of(g: &Group) -> Force {
    Force {
        power: g.power,
        from: g.origins(),
        units: g.units(),
        strength: g.strength(),
        role: super::outcome::ForceRole::Rival,
    }
}

/// Where the units of a power stand after a result, by kind: handy for tests and displays.
pub fn stack_at(pos: &Position, p: ProvinceId) -> Vec<(PowerId, UnitKind, Location)> {
    pos.units_in(p)
        .map(|i| {
            let u = pos.units[i];
            (u.power, u.kind, u.loc)
        })
        .collect()
}
