//! A movement phase from orders to verdicts, dislodgements, stand-offs and the next board.

use super::Board;
use super::hooks::{HookReason, retreat_refusal};
use super::outcome::{Dislodgement, Opponent, Role, Verdict, VoidReason};
use super::prepare::{NONE, Prepared};
use super::resolver::{Decision, Resolver};
use super::retreat::retreat_options;
use crate::engine::few::Few;
use crate::engine::ids::ProvinceId;
use crate::engine::order::MainOrder;
use crate::engine::position::{Arrival, DislodgedUnit, PhaseKind, Position};
use crate::engine::rules::AdjacentConvoy;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

/// Everything a movement phase decided.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MovementResult {
    /// The order each unit carried out (void orders appear as holds).
    pub orders: Vec<MainOrder>,
    /// Whether each move went by convoy.
    pub by_convoy: Vec<bool>,
    /// The verdict on each unit's order, with its reason.
    pub verdicts: Vec<Verdict>,
    /// Which units were dislodged, by whom, and where they may retreat.
    pub dislodged: Vec<Option<Dislodgement>>,
    /// Provinces left vacant by a stand-off.
    pub standoffs: Vec<ProvinceId>,
    /// Moves a special rule changed without failing them (a railroad journey that stopped
    /// short: the order above is the move to where it stopped), with why.
    #[serde(default)]
    pub notes: Vec<(usize, HookReason)>,
    /// Where units stack: the orders as written, the order each unit carried out, the
    /// forces that dislodged units and each order's parts (none on the classic board, where
    /// each unit has its own order).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stacks: Option<super::multiplomacy::Stacks>,
}

/// The buffers one movement adjudication works in, kept between phases on each thread
/// so that adjudicating many phases (a computer's search) allocates only the results.
#[derive(Default)]
struct Workspace {
    prep: Prepared,
    decisions: Vec<Decision>,
    cycle: Vec<usize>,
    occupied: Vec<bool>,
}

thread_local! {
    static WORKSPACE: RefCell<Workspace> = RefCell::new(Workspace::default());
}

/// Adjudicates a movement phase. `orders[i]` is the order of `position.units[i]`,
/// `None` where the unit got none (it stands).
pub fn adjudicate_movement(board: Board, orders: &[Option<MainOrder>]) -> MovementResult {
    WORKSPACE.with(|cell| match cell.try_borrow_mut() {
        Ok(mut workspace) => adjudicate_in(&mut workspace, board, orders),
        // Not reached (adjudication never calls itself), but a fresh workspace is as good.
        Err(_) => adjudicate_in(&mut Workspace::default(), board, orders),
    })
}

/// [`adjudicate_movement`] in the given buffers.
fn adjudicate_in(ws: &mut Workspace, board: Board, orders: &[Option<MainOrder>]) -> MovementResult {
    let Workspace {
        prep,
        decisions,
        cycle,
        occupied,
    } = ws;
    prepare(prep, (decisions, cycle), board, orders);
    let prep = &*prep;
    let Board { map, position, .. } = board;
    let mut r = Resolver::new(board, prep, (decisions, cycle));
    r.run();
    let n = position.units.len();

    // In one pass, who ends up where (a unit that moved is in its destination; one that
    // stayed is dislodged by the move into its province that succeeded, if any) and each
    // order's verdict; a bounce leaves its province empty unless someone ends up there.
    occupied.clear();
    occupied.resize(map.provinces.len(), false);
    let mut dislodged_units: Few<(usize, usize), 8> = Few::new();
    let mut bounces: Few<(usize, usize), 8> = Few::new();
    let mut verdicts = Vec::with_capacity(n);
    for i in 0..n {
        let plan = prep.plan[i];
        let by = if moved(&r, prep, i) {
            occupied[usize::from(plan.dest)] = true;
            None
        } else {
            let by = dislodging_move(&r, prep, plan.province);
            match by {
                Some(by) => dislodged_units.push((i, by)),
                None => occupied[usize::from(plan.province)] = true,
            }
            by
        };
        let verdict = verdict(&mut r, prep, by, i);
        if let Verdict::Bounced { .. } | Verdict::OwnUnit { .. } = verdict {
            bounces.push((i, usize::from(plan.dest)));
        }
        verdicts.push(verdict);
    }
    let mut standoffs = Vec::new();
    for &(i, p) in bounces.iter() {
        if !occupied[p] && r.path(i, false) && !r.head_to_head(i).is_some_and(|o| r.success(o)) {
            standoffs.push(ProvinceId(p as u16));
        }
    }
    if standoffs.len() > 1 {
        standoffs.sort_unstable();
        standoffs.dedup();
    }

    let dislodged = dislodgements(board, prep, dislodged_units.iter(), (occupied, &standoffs));
    let notes = if prep.has_rail_trips() {
        (0..n)
            .filter_map(|i| Some((i, prep.rail(i)?.blocked?)))
            .filter(|(i, _)| prep.void[*i].is_none())
            .collect()
    } else {
        Vec::new()
    };
    MovementResult {
        orders: prep.order.clone(),
        by_convoy: prep.by_convoy.clone(),
        verdicts,
        dislodged,
        standoffs,
        notes,
        stacks: None,
    }
}

/// Prepares the orders: 1971's rule drops a swap convoy, chosen only because the other
/// unit moves the opposite way, for the land route when the convoy is disrupted (6.G.4),
/// and prepares again without it.
fn prepare(
    prep: &mut Prepared,
    (decisions, cycle): (&mut Vec<Decision>, &mut Vec<usize>),
    board: Board,
    orders: &[Option<MainOrder>],
) {
    let Board {
        map,
        position,
        rules,
        ..
    } = board;
    let mut land_only: Vec<usize> = Vec::new();
    loop {
        prep.fill(board, orders, &land_only);
        if rules.adjacent_convoy != AdjacentConvoy::SwapOnly || !prep.by_convoy.contains(&true) {
            return;
        }
        // A unit already sent by land is not tried again: were it still to go by convoy,
        // it would fall again and again, and the loop would never end.
        let candidates: Vec<usize> = (0..position.units.len())
            .filter(|&i| {
                !land_only.contains(&i)
                    && prep.by_convoy[i]
                    && !matches!(
                        orders.get(i).copied().flatten(),
                        Some(MainOrder::Move {
                            via_convoy: true,
                            ..
                        })
                    )
                    && prep.dest(i).is_some_and(|d| {
                        map.army_adjacent(position.units[i].loc.province, ProvinceId(d as u16))
                    })
            })
            .collect();
        if candidates.is_empty() {
            return;
        }
        let mut trial = Resolver::new(board, prep, (decisions, cycle));
        trial.run();
        let fallen: Vec<usize> = candidates
            .into_iter()
            .filter(|&i| !trial.path(i, false))
            .collect();
        if fallen.is_empty() {
            return;
        }
        land_only.extend(fallen);
    }
}

/// Each dislodged unit's dislodgement (`(unit, by)` pairs): who from, whether by convoy,
/// and where it may retreat (not where anyone ends up, nor where a standoff was).
fn dislodgements<'a>(
    board: Board,
    prep: &Prepared,
    dislodged_units: impl Iterator<Item = &'a (usize, usize)>,
    (occupied, standoffs): (&[bool], &[ProvinceId]),
) -> Vec<Option<Dislodgement>> {
    let Board {
        map,
        position,
        rules,
        ..
    } = board;
    let retreat_phase = crate::engine::position::Phase {
        kind: PhaseKind::Retreat,
        ..position.phase
    };
    let mut dislodged: Vec<Option<Dislodgement>> =
        (0..position.units.len()).map(|_| None).collect();
    for &(i, by) in dislodged_units {
        let from = position.units[by].loc.province;
        let by_convoy = prep.by_convoy[by];
        let unit = &position.units[i];
        let mut retreats = retreat_options(map, unit, from, by_convoy, occupied, standoffs, rules);
        retreats.retain(|l| retreat_refusal(map, retreat_phase, unit, l.province).is_none());
        dislodged[i] = Some(Dislodgement {
            by,
            from,
            by_convoy,
            retreats,
        });
    }
    dislodged
}

/// Whether unit `i` moved (both halves asked, without a branch between them).
#[inline]
fn moved(r: &Resolver<Prepared>, prep: &Prepared, i: usize) -> bool {
    (prep.plan[i].dest != NONE) & r.success(i)
}

/// The move into `province` that succeeded, if any: it dislodged whoever stayed there.
#[inline]
fn dislodging_move(r: &Resolver<Prepared>, prep: &Prepared, province: u16) -> Option<usize> {
    prep.movers_to
        .of(usize::from(province))
        .find(|&m| r.success(m))
}

/// The unit that dislodged unit `i`, if it stayed and a move into its province succeeded.
fn dislodger_of(r: &Resolver<Prepared>, prep: &Prepared, i: usize) -> Option<usize> {
    if moved(r, prep, i) {
        return None;
    }
    dislodging_move(r, prep, prep.plan[i].province)
}

/// The verdict on unit `i`'s order (`dislodger`: the unit that dislodged it, if any): the
/// common outcomes here, a failed move (which needs its opponents' strengths) out of line
/// in [`failed_move`].
#[inline]
fn verdict(
    r: &mut Resolver<Prepared>,
    prep: &Prepared,
    dislodger: Option<usize>,
    i: usize,
) -> Verdict {
    if let Some(reason) = prep.void[i] {
        return Verdict::Void(reason);
    }
    match prep.order[i] {
        MainOrder::Hold => Verdict::Stood,
        MainOrder::Move { .. } if r.success(i) => Verdict::Moved,
        MainOrder::Move { .. } => failed_move(r, prep, i),
        MainOrder::SupportHold { .. } | MainOrder::SupportMove { .. } if r.success(i) => {
            Verdict::Supported
        }
        MainOrder::SupportHold { .. } | MainOrder::SupportMove { .. } => {
            let here = usize::from(prep.plan[i].province);
            let by = dislodger.or_else(|| {
                prep.movers_to
                    .of(here)
                    .find(|&m| r.position.units[m].power != r.position.units[i].power)
            });
            Verdict::SupportCut {
                by: by.unwrap_or(i),
            }
        }
        MainOrder::Convoy { .. } if r.success(i) => Verdict::Convoyed,
        MainOrder::Convoy { .. } => Verdict::ConvoyDisrupted { by: dislodger },
    }
}

/// Why unit `i`'s move failed: its escort or convoy failed, or it bounced (and against whom).
#[inline(never)]
fn failed_move(r: &mut Resolver<Prepared>, prep: &Prepared, i: usize) -> Verdict {
    if let Some(e) = prep.escort(i)
        && !r.success(e.fleet)
    {
        let by = dislodger_of(r, prep, e.fleet);
        let cut_by = match verdict(r, prep, by, e.fleet) {
            Verdict::SupportCut { by } => Some(by),
            _ => None,
        };
        return Verdict::Void(VoidReason::Hook(HookReason::EscortFailed {
            province: e.province,
            sea: e.sea,
            cut_by,
        }));
    }
    if !r.path(i, false) {
        let fleets = prep.convoy_fleets[i]
            .iter()
            .copied()
            .filter(|&f| !r.success(f))
            .collect();
        return Verdict::ConvoyFailed { fleets };
    }
    let dest = prep.dest(i).expect("move");
    let strength = r.attack_strength(i, false);
    let mut against = Few::new();
    match r.head_to_head(i) {
        Some(o) => {
            let s = r.defend_strength(o, false);
            if s >= strength {
                against.push(Opponent {
                    unit: o,
                    strength: s,
                    role: Role::HeadToHead,
                });
            }
        }
        None => {
            if let Some(o) = prep.occupant(dest) {
                if strength == 0 && r.position.units[o].power == r.position.units[i].power {
                    return Verdict::OwnUnit { holder: o };
                }
                let s = r.hold_strength(dest, false);
                if s >= strength && s > 0 {
                    against.push(Opponent {
                        unit: o,
                        strength: s,
                        role: Role::Holder,
                    });
                }
            }
        }
    }
    for j in prep.movers_to.of(dest) {
        if j == i {
            continue;
        }
        let s = r.prevent_strength(j, false);
        if s >= strength && s > 0 {
            against.push(Opponent {
                unit: j,
                strength: s,
                role: Role::Rival,
            });
        }
    }
    Verdict::Bounced { strength, against }
}

impl MovementResult {
    /// The board after the moves: units moved, dislodged units set aside with the
    /// information their retreat needs (units with no legal retreat are destroyed).
    /// The phase becomes the retreat phase of the same season.
    pub fn apply(&self, position: &Position) -> Position {
        let mut next = position.clone();
        next.units.clear();
        next.dislodged.clear();
        next.arrivals.clear();
        for (i, u) in position.units.iter().enumerate() {
            let mut unit = *u;
            match (&self.dislodged[i], self.orders[i]) {
                (Some(d), _) => {
                    if !d.retreats.is_empty() {
                        next.dislodged.push(DislodgedUnit {
                            unit,
                            attacker_from: d.from,
                            by_convoy: d.by_convoy,
                            also_from: Vec::new(),
                        });
                    }
                    continue;
                }
                (None, MainOrder::Move { to, .. }) if self.verdicts[i] == Verdict::Moved => {
                    unit.loc = to;
                    next.arrivals.push(Arrival {
                        province: to.province,
                        from: u.loc.province,
                        phase: position.phase,
                    });
                }
                _ => next
                    .arrivals
                    .extend(position.arrival(u.loc.province).copied()),
            }
            next.units.push(unit);
        }
        next.standoffs = self.standoffs.clone();
        next.phase.kind = PhaseKind::Retreat;
        next
    }
}
