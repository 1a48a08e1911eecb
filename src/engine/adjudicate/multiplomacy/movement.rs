//! The stacked movement phase: orders matched to units, convoys carried, supports partly cut,
//! each province contested, and the next position built.

use super::battle::{Field, Group, Routes, opponents, resolve};
use super::convoy::capacity;
use super::cut::{Attack, Supporter, cut_supports};
use super::outcome::{Force, OrderOutcome, StackedResult, UnitOutcome};
use super::prepare::{Role, assign, movement_action, roles, units_by_province};
use crate::engine::adjudicate::VoidReason;
use crate::engine::adjudicate::groups::Groups;
use crate::engine::adjudicate::{Board, Verdict};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::Written;
use crate::engine::position::Unit;
use crate::engine::position::{DislodgedUnit, Position};
use std::collections::HashMap;

/// Everything one pass of the resolution found.
struct Pass {
    /// Armies whose convoy could not carry them; `true` where no fleet was ordered at all.
    stranded: Vec<Option<bool>>,
    cut: Vec<Option<(PowerId, ProvinceId)>>,
    field: Field,
    groups: Vec<Group>,
    routes: Routes,
    group_of: Vec<Option<usize>>,
    won: Vec<bool>,
    dislodged_by: Vec<Option<usize>>,
}

/// Adjudicates a movement phase of Multiplomacy. Orders are taken in the order written;
/// units without an order stand.
pub fn adjudicate_stacked(board: Board, orders: &[Written]) -> StackedResult {
    let Board { map, position, .. } = board;
    let asg = assign(&position.units, orders, movement_action);
    let by_province = units_by_province(&position.units, map.provinces.len());
    let roles = roles(board, &by_province, orders, &asg);
    let n = position.units.len();
    // Written order of each unit: its order's index, then its place among that order's units.
    let rank = |i: usize| (asg.order_of[i].unwrap_or(usize::MAX), i);
    let mut displaced = vec![false; n];
    let mut cut_dislodged = vec![false; n];
    let mut pass;
    let mut rounds = 0;
    loop {
        pass = run_pass(
            board,
            &by_province,
            &roles,
            &rank,
            &displaced,
            &cut_dislodged,
        );
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
    board: Board,
    by_province: &Groups,
    roles: &[Role],
    rank: &dyn Fn(usize) -> (usize, usize),
    displaced: &[bool],
    cut_dislodged: &[bool],
) -> Pass {
    let Board { map, position, .. } = board;
    let units = &position.units;
    let n = units.len();
    let stranded = stranded_armies(map, units, roles, rank, displaced);
    let moving: Vec<bool> = (0..n)
        .map(|i| matches!(roles[i], Role::Move { .. }) && stranded[i].is_none())
        .collect();
    let (supporters, cut) = supports_and_cuts(map, units, roles, &moving, rank);
    let effective = |i: usize| cut[i].is_none() && !cut_dislodged[i];
    let (mut field, mut groups, group_of, into) =
        field_and_groups(map, units, by_province, roles, &moving);
    for s in supporters.iter().filter(|s| effective(s.unit)) {
        match roles[s.unit] {
            Role::SupportHold { target, .. } => field.hold_support[target.index()] += 1,
            Role::SupportMove { from, to, .. } => {
                let helped = into[to.province.index()]
                    .iter()
                    .copied()
                    .find(|&g| groups[g].movers.iter().any(|(_, f, _)| *f == from));
                if let Some(g) = helped {
                    groups[g].supports.push(s.power);
                }
            }
            _ => {}
        }
    }
    let routes = Routes::new(&groups, map.provinces.len());
    let won = resolve(board, &field, &groups, &routes);
    let mut dislodged_by = vec![None; n];
    for i in 0..n {
        if group_of[i].is_some_and(|g| won[g]) {
            continue;
        }
        let here = units[i].loc.province;
        dislodged_by[i] = routes.into[here.index()]
            .iter()
            .copied()
            .find(|&g| won[g] && groups[g].power != units[i].power);
    }
    Pass {
        stranded,
        cut,
        field,
        groups,
        routes,
        group_of,
        won,
        dislodged_by,
    }
}

/// Convoys: armies carried in written order, as far as the fleets left (not displaced)
/// can take them; each army left behind, `true` where no fleet was ordered at all.
fn stranded_armies(
    map: &Map,
    units: &[Unit],
    roles: &[Role],
    rank: &dyn Fn(usize) -> (usize, usize),
    displaced: &[bool],
) -> Vec<Option<bool>> {
    let mut stranded: Vec<Option<bool>> = vec![None; units.len()];
    // Each route asked for: its armies, then the fleets ordered to carry them.
    let mut sea_routes: HashMap<(ProvinceId, ProvinceId), (Vec<usize>, Vec<usize>)> =
        HashMap::new();
    for (i, r) in roles.iter().enumerate() {
        if let Role::Move { to, convoy: true } = r {
            let route = (units[i].loc.province, to.province);
            sea_routes.entry(route).or_default().0.push(i);
        }
    }
    for (i, r) in roles.iter().enumerate() {
        if let Role::Convoy { from, to } = *r
            && let Some((_, fleets)) = sea_routes.get_mut(&(from, to))
        {
            fleets.push(i);
        }
    }
    for (&(from, to), (armies, ordered)) in &mut sea_routes {
        armies.sort_by_key(|&i| rank(i));
        let seas: Vec<ProvinceId> = ordered
            .iter()
            .filter(|&&i| !displaced[i])
            .map(|&i| units[i].loc.province)
            .collect();
        let room = capacity(map, from, to, &seas, armies.len());
        for &a in armies.iter().skip(room) {
            stranded[a] = Some(ordered.is_empty());
        }
    }
    stranded
}

/// The supports in written order, and for each unit the attack that cut its support
/// (the attacker's power and province), if any.
#[allow(clippy::type_complexity)]
fn supports_and_cuts(
    map: &Map,
    units: &[Unit],
    roles: &[Role],
    moving: &[bool],
    rank: &dyn Fn(usize) -> (usize, usize),
) -> (Vec<Supporter>, Vec<Option<(PowerId, ProvinceId)>>) {
    let n = units.len();
    let mut supporters: Vec<Supporter> = (0..n)
        .filter_map(|i| {
            let (into, of_move) = match roles[i] {
                Role::SupportHold { target, .. } => (target, false),
                Role::SupportMove { to, .. } => (to.province, true),
                _ => return None,
            };
            Some(Supporter {
                unit: i,
                power: units[i].power,
                at: units[i].loc.province,
                into,
                of_move,
            })
        })
        .collect();
    supporters.sort_by_key(|s| rank(s.unit));
    let mut attacks: Vec<(usize, Attack)> = (0..n)
        .filter_map(|i| match roles[i] {
            Role::Move { to, convoy } if moving[i] => Some((
                i,
                Attack {
                    power: units[i].power,
                    from: units[i].loc.province,
                    dest: to.province,
                    convoy_seas: match convoy {
                        true => {
                            convoy_seas(map, units, roles, (units[i].loc.province, to.province))
                        }
                        false => Vec::new(),
                    },
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
    (supporters, cut)
}

/// The seas whose convoying fleets the armies from `from` to `to` need: without that
/// sea's fleets, fewer of them could cross (where another route would carry them all, an
/// attack on the sea is no attack on their convoy, DATC 6.F.19).
fn convoy_seas(
    map: &Map,
    units: &[Unit],
    roles: &[Role],
    (from, to): (ProvinceId, ProvinceId),
) -> Vec<ProvinceId> {
    let fleets: Vec<ProvinceId> = (0..units.len())
        .filter(|&i| roles[i] == Role::Convoy { from, to })
        .map(|i| units[i].loc.province)
        .collect();
    let armies = (0..units.len())
        .filter(|&i| matches!(roles[i], Role::Move { to: t, convoy: true } if t.province == to))
        .filter(|&i| units[i].loc.province == from)
        .count();
    let carried = capacity(map, from, to, &fleets, armies);
    let mut needed: Vec<ProvinceId> = Vec::new();
    for &sea in &fleets {
        let rest: Vec<ProvinceId> = fleets.iter().copied().filter(|&s| s != sea).collect();
        if !needed.contains(&sea) && capacity(map, from, to, &rest, armies) < carried {
            needed.push(sea);
        }
    }
    needed
}

/// The field (who holds each province, how many stay there) and the groups moving:
/// each power's movers into one province make one group, in order of arrival; with each
/// unit's group and the groups moving into each province.
#[allow(clippy::type_complexity)]
fn field_and_groups(
    map: &Map,
    units: &[Unit],
    by_province: &Groups,
    roles: &[Role],
    moving: &[bool],
) -> (Field, Vec<Group>, Vec<Option<usize>>, Vec<Vec<usize>>) {
    let np = map.provinces.len();
    let mut field = Field {
        holder: (0..np)
            .map(|p| by_province.of(p).first().map(|&i| units[i].power))
            .collect(),
        staying: vec![0; np],
        hold_support: vec![0; np],
    };
    let mut groups: Vec<Group> = Vec::new();
    let mut group_of = vec![None; units.len()];
    let mut into: Vec<Vec<usize>> = vec![Vec::new(); np];
    for (i, u) in units.iter().enumerate() {
        match roles[i] {
            Role::Move { to, convoy } if moving[i] => {
                let here = &mut into[to.province.index()];
                let g = match here.iter().copied().find(|&g| groups[g].power == u.power) {
                    Some(g) => g,
                    None => {
                        groups.push(Group {
                            power: u.power,
                            dest: to.province,
                            movers: Vec::new(),
                            supports: Vec::new(),
                        });
                        here.push(groups.len() - 1);
                        groups.len() - 1
                    }
                };
                groups[g].movers.push((i, u.loc.province, convoy));
                group_of[i] = Some(g);
            }
            _ => field.staying[u.loc.province.index()] += 1,
        }
    }
    (field, groups, group_of, into)
}

/// The result of the last pass: each unit's verdict and where it ends, each order's
/// outcome, and the next position (dislodged units and standoffs included).
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
    // The forces each bounced group met, worked out once per group.
    let mut met: Vec<Option<Vec<Force>>> = vec![None; pass.groups.len()];
    let mut next = position.clone();
    next.units.clear();
    next.dislodged.clear();
    next.standoffs.clear();
    for (i, u) in units.iter().enumerate() {
        let verdict = unit_verdict(i, &roles[i], pass, &mut met, displaced[i], cut_dislodged[i]);
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
                let group = &pass.groups[g];
                let mut from = group.origins().into_iter();
                let attacker_from = from.next().unwrap_or(u.loc.province);
                next.dislodged.push(DislodgedUnit {
                    unit: *u,
                    attacker_from,
                    by_convoy: group.convoyed_from(attacker_from),
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
    mark_standoffs(pass, &mut next);
    StackedResult {
        orders: order_outcomes(orders, asg, &outcomes),
        units: outcomes,
        position: next,
    }
}

/// What became of unit `i` with this role in the last pass (`met` keeps the forces each
/// bounced group met, worked out once per group); `displaced` and `cut_dislodged`: the
/// unit was dislodged in an earlier pass as a convoying fleet or a supporter.
fn unit_verdict(
    i: usize,
    role: &Role,
    pass: &Pass,
    met: &mut [Option<Vec<Force>>],
    displaced: bool,
    cut_dislodged: bool,
) -> Verdict {
    match *role {
        Role::Hold => Verdict::Stood,
        Role::Void(r) => Verdict::Void(r),
        Role::Move { .. } => match (pass.stranded[i], pass.group_of[i]) {
            (Some(true), _) => Verdict::Void(VoidReason::NoConvoyOrdered),
            (Some(false), _) => Verdict::TooFewFleets,
            (None, Some(g)) if pass.won[g] => Verdict::Moved,
            (None, Some(g)) => Verdict::Outmatched {
                strength: pass.groups[g].strength(),
                against: met[g]
                    .get_or_insert_with(|| {
                        opponents(&pass.field, &pass.groups, &pass.routes, &pass.won, g)
                    })
                    .clone(),
            },
            (None, None) => Verdict::Stood,
        },
        Role::SupportHold { .. } | Role::SupportMove { .. } => {
            if cut_dislodged {
                Verdict::SupportCutDislodged
            } else if let Some((by, from)) = pass.cut[i] {
                Verdict::SupportCutFrom { by, from }
            } else {
                Verdict::Supported
            }
        }
        Role::Convoy { .. } if displaced => Verdict::FleetDisplaced,
        Role::Convoy { .. } => Verdict::Convoyed,
    }
}

/// Lists the provinces left empty after a bounce as standoffs in `next` (whose units are
/// already placed).
fn mark_standoffs(pass: &Pass, next: &mut Position) {
    // `taken` marks the occupied provinces and those listed.
    let mut taken = vec![false; pass.field.holder.len()];
    for u in &next.units {
        taken[u.loc.province.index()] = true;
    }
    for (g, grp) in pass.groups.iter().enumerate() {
        // A force beaten head to head has no effect where it was going (DATC 6.H.9).
        let beaten = pass.routes.beaten_head_to_head(g, &pass.won);
        if !pass.won[g] && !beaten && !taken[grp.dest.index()] {
            taken[grp.dest.index()] = true;
            next.standoffs.push(grp.dest);
        }
    }
}

/// Each written order's outcome: its units' verdicts, counted where neighbours agree, and
/// how many of its units were missing.
fn order_outcomes(
    orders: &[Written],
    asg: &super::prepare::Assignment,
    outcomes: &[UnitOutcome],
) -> Vec<OrderOutcome> {
    orders
        .iter()
        .enumerate()
        .map(|(k, _)| {
            let mut parts: Vec<(u32, Verdict)> = Vec::new();
            for &i in asg.units_of.of(k) {
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
        .collect()
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
