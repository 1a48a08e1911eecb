//! The Strong computer's builds and removals, read from the legal-order tree and chosen by
//! what next year's campaign needs. Each supply centre is a target: another power's (worth
//! its owner's size) or an unowned one to take, or one of its own that a rival could walk
//! into (worth the rival's size) to guard; each needs a few units near it. A unit covers
//! the places it could reach, counted in its own kind's moves (an army over land, a fleet
//! along coasts and seas): fully where it stands, half a move away, and so on. Builds go,
//! one at a time, where a new unit (army or fleet, on whichever home centre and coast the
//! tree allows) adds the most cover to targets not yet covered; removals take the units
//! whose cover is missed least (far from the front, never the last guard of a threatened
//! centre). Deterministic: the same position gives the same orders.

use super::adjust::{add_one, removable};
use super::values::{NEUTRAL_CENTRE, Values, size, values};
use super::write::{Planned, sound_orders};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::options::{Options, OrderKind, OrderOptions, StackRow, Subject};
use crate::engine::order::{AdjustOrder, Order, Written};
use crate::engine::position::Position;
use crate::engine::rules::Rules;

/// How much of a unit's cover is left for each move further away.
const STEP: f64 = 0.5;
/// Moves beyond which a unit covers nothing.
const MOST_MOVES: u8 = 3;
/// The most units a target is counted as needing.
const MOST_NEEDED: u32 = 3;
/// How much more guarding an own threatened centre counts than taking another's.
const DEFENCE: f64 = 1.2;
/// The weight of the province values, which only settle near-equal choices.
const TIE_BREAK: f64 = 0.05;

/// The supply centres the power wants units near: what each is worth, how many units it
/// needs (zero worth for provinces that are not targets), and which are the power's own
/// to guard (half their worth is a unit standing on them, which can be supported).
struct Targets {
    worth: Vec<f64>,
    need: Vec<f64>,
    guard: Vec<bool>,
}

/// The power's units near each province (1 for each standing there, less further away)
/// and standing in it.
#[derive(Clone)]
struct Cover {
    near: Vec<f64>,
    standing: Vec<u32>,
}

impl Cover {
    /// Adds (`sign` 1) or takes away (-1) one unit's cover; its first place is where it
    /// stands.
    fn add(&mut self, unit: &[(ProvinceId, f64)], sign: i32) {
        for &(p, c) in unit {
            self.near[p.index()] += sign as f64 * c;
        }
        if let Some(&(p, _)) = unit.first() {
            self.standing[p.index()] = self.standing[p.index()].saturating_add_signed(sign);
        }
    }
}

impl Targets {
    fn new(map: &Map, position: &Position, power: PowerId, values: &Values) -> Targets {
        let n = map.provinces.len();
        // The size of the largest other power that could walk into each province.
        let mut threat = vec![0f64; n];
        for u in position.units.iter().filter(|u| u.power != power) {
            let s = size(position.centre_count(u.power));
            let here = std::iter::once(u.loc.province);
            let moves = map
                .direct_moves(u.kind, u.loc)
                .into_iter()
                .map(|l| l.province);
            for p in here.chain(moves) {
                threat[p.index()] = threat[p.index()].max(s);
            }
        }
        let mut worth = vec![0.0; n];
        let mut need = vec![1.0; n];
        let mut guard = vec![false; n];
        for c in map.centres() {
            let i = c.index();
            let rivals = values.competition[i];
            match position.owners[i] {
                Some(o) if o == power => {
                    worth[i] = DEFENCE * threat[i];
                    need[i] = rivals.clamp(1, MOST_NEEDED) as f64;
                    guard[i] = true;
                }
                owner => {
                    worth[i] = owner.map_or(NEUTRAL_CENTRE, |o| size(position.centre_count(o)));
                    need[i] = (rivals + 1).min(MOST_NEEDED) as f64;
                }
            }
        }
        Targets { worth, need, guard }
    }

    /// How well the targets are served by units giving this cover.
    fn served(&self, cover: &Cover) -> f64 {
        (0..cover.near.len())
            .filter(|&i| self.worth[i] > 0.0)
            .map(|i| {
                let near = (cover.near[i] / self.need[i]).min(1.0);
                let share = match self.guard[i] {
                    true => 0.5 * near + 0.5 * cover.standing[i].min(1) as f64,
                    false => near,
                };
                self.worth[i] * share
            })
            .sum()
    }
}

/// Provinces a unit could reach, each with its cover, where it stands first.
type Reach = Vec<(ProvinceId, f64)>;

/// The provinces a unit of `kind` at `at` could reach in its own kind's moves, each with
/// its cover (1 where it stands, `STEP` per move further).
fn cover_of(map: &Map, kind: UnitKind, at: Location) -> Reach {
    let mut seen: Vec<Location> = vec![at];
    let mut out: Vec<(ProvinceId, f64)> = vec![(at.province, 1.0)];
    let mut frontier = vec![at];
    let mut weight = 1.0;
    for _ in 0..MOST_MOVES {
        weight *= STEP;
        let mut next = Vec::new();
        for from in frontier {
            for to in map.direct_moves(kind, from) {
                if seen.contains(&to) {
                    continue;
                }
                seen.push(to);
                next.push(to);
                if !out.iter().any(|(p, _)| *p == to.province) {
                    out.push((to.province, weight));
                }
            }
        }
        frontier = next;
    }
    out
}

/// The power's province values scaled so the best is 1, summed over a unit's cover: how
/// good its surroundings are, for settling near-equal choices.
fn surroundings(values: &Values, unit: &[(ProvinceId, f64)]) -> f64 {
    let top = values.worth.iter().cloned().fold(1.0, f64::max);
    unit.iter()
        .map(|&(p, c)| c * values.worth[p.index()] / top)
        .sum()
}

/// The Strong computer's builds or removals for `power`.
pub fn strong_adjustments(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
) -> Vec<Written> {
    let due = position.centre_count(power) as i64 - position.unit_count(power) as i64;
    if due == 0 {
        return Vec::new();
    }
    let tree = Options::new(map, position, rules).for_subject(Subject::Power(power), 1);
    let values = values(map, position, power);
    let targets = Targets::new(map, position, power, &values);
    let n = map.provinces.len();
    let mut cover = Cover {
        near: vec![0.0; n],
        standing: vec![0; n],
    };
    for u in position.units.iter().filter(|u| u.power == power) {
        cover.add(&cover_of(map, u.kind, u.loc), 1);
    }
    let planned = if due > 0 {
        builds(map, &tree, &targets, &values, cover, due as usize)
    } else {
        let rows = removable(&tree, position, power);
        removals(map, &rows, &targets, &values, cover, (-due) as u32)
    };
    sound_orders(map, position, rules, power, &planned)
}

/// Up to `due` builds, one home centre each, each adding the most cover still wanted.
fn builds(
    map: &Map,
    tree: &OrderOptions,
    targets: &Targets,
    values: &Values,
    mut cover: Cover,
    due: usize,
) -> Vec<Planned> {
    // Every build the tree allows: home, kind, where, and the cover it would give.
    let mut candidates: Vec<(ProvinceId, UnitKind, Location, Reach)> = tree
        .targets(OrderKind::Build)
        .iter()
        .flat_map(|t| t.choices.iter())
        .filter(|c| c.allowed())
        .filter_map(|c| match c.order {
            Order::Adjust(AdjustOrder::Build {
                kind: Some(kind),
                at,
            }) => Some((at.province, kind, at, cover_of(map, kind, at))),
            _ => None,
        })
        .collect();
    let mut planned = Vec::new();
    for _ in 0..due {
        let now = targets.served(&cover);
        let mut best: Option<(f64, usize)> = None;
        for (k, (_, _, _, unit)) in candidates.iter().enumerate() {
            let mut trial = cover.clone();
            trial.add(unit, 1);
            let gain = targets.served(&trial) - now + TIE_BREAK * surroundings(values, unit);
            if best.is_none_or(|(b, _)| gain > b + 1e-9) {
                best = Some((gain, k));
            }
        }
        let Some((_, k)) = best else { break };
        let (home, kind, at, unit) = candidates[k].clone();
        cover.add(&unit, 1);
        candidates.retain(|c| c.0 != home);
        let row = StackRow { kind, at, units: 1 };
        let order = Order::Adjust(AdjustOrder::Build {
            kind: Some(kind),
            at,
        });
        planned.push(Planned::new(row, order, 1));
    }
    planned
}

/// `due` removals among `rows`, one unit at a time, each the unit whose cover is missed
/// least.
fn removals(
    map: &Map,
    rows: &[StackRow],
    targets: &Targets,
    values: &Values,
    mut cover: Cover,
    due: u32,
) -> Vec<Planned> {
    let units: Vec<Reach> = rows.iter().map(|r| cover_of(map, r.kind, r.at)).collect();
    let mut left: Vec<u32> = rows.iter().map(|r| r.units).collect();
    let mut planned = Vec::new();
    for _ in 0..due {
        let now = targets.served(&cover);
        let mut best: Option<(f64, usize)> = None;
        for (k, unit) in units.iter().enumerate() {
            if left[k] == 0 {
                continue;
            }
            let mut trial = cover.clone();
            trial.add(unit, -1);
            let loss = now - targets.served(&trial) + TIE_BREAK * surroundings(values, unit);
            if best.is_none_or(|(b, _)| loss < b - 1e-9) {
                best = Some((loss, k));
            }
        }
        let Some((_, k)) = best else { break };
        cover.add(&units[k], -1);
        left[k] -= 1;
        let order = Order::Adjust(AdjustOrder::Remove {
            at: rows[k].at.province,
        });
        add_one(&mut planned, rows[k], order);
    }
    planned
}
