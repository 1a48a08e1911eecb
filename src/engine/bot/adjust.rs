//! A Novice's retreats, builds and removals, read from the legal-order tree and chosen by
//! the province values.

use super::movement::stack_trees;
use super::pick_near_best;
use super::values::Values;
use super::write::{Planned, sound_orders};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::options::{Options, OrderKind, OrderOptions, StackRow, Subject, stacks_among};
use crate::engine::order::{AdjustOrder, Order, RetreatOrder, Written};
use crate::engine::position::Position;
use crate::engine::rules::Rules;
use rand::RngExt;
use rand::rngs::StdRng;

/// Each dislodged unit of `power` retreats to its best-valued place the tree allows and
/// no other of its retreats has taken, or disbands.
pub fn retreats(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    values: &Values,
    rng: &mut StdRng,
) -> Vec<Written> {
    let mut taken: Vec<ProvinceId> = Vec::new();
    let mut planned: Vec<Planned> = Vec::new();
    for st in stack_trees(map, position, rules, power) {
        let places = st.retreats(map);
        for _ in 0..st.row.units {
            let mut options: Vec<(f64, Location)> = places
                .iter()
                .filter(|l| !taken.contains(&l.province))
                .map(|l| (values.worth[l.province.index()], *l))
                .collect();
            options.sort_by(|a, b| b.0.total_cmp(&a.0));
            let order = if options.is_empty() {
                RetreatOrder::Disband
            } else {
                let ranked: Vec<f64> = options.iter().map(|o| o.0).collect();
                let to = options[pick_near_best(&ranked, rng)].1;
                taken.push(to.province);
                RetreatOrder::Retreat(to)
            };
            add_one(&mut planned, st.row, Order::Retreat(order));
        }
    }
    sound_orders(map, position, rules, power, &planned)
}

/// Adds one unit's order to the plan, counted with the same order of its stack.
pub(super) fn add_one(planned: &mut Vec<Planned>, row: StackRow, order: Order) {
    match planned
        .iter_mut()
        .find(|p| p.stack == row && p.order == order)
    {
        Some(p) => p.count += 1,
        None => planned.push(Planned::new(row, order, 1)),
    }
}

/// Builds on the best home centres the tree allows (army or fleet, whichever reaches
/// better places), or removes the units standing on the least valued provinces.
pub fn adjustments(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    values: &Values,
    rng: &mut StdRng,
) -> Vec<Written> {
    let due = position.centre_count(power) as i64 - position.unit_count(power) as i64;
    let tree = Options::new(map, position, rules).for_subject(Subject::Power(power), 1);
    let mut planned: Vec<Planned> = Vec::new();
    if due < 0 {
        let mut rows: Vec<(f64, StackRow)> = removable(&tree, position, power)
            .into_iter()
            .map(|r| {
                (
                    values.worth[r.at.province.index()] * rng.random_range(0.9..1.1),
                    r,
                )
            })
            .collect();
        rows.sort_by(|a, b| a.0.total_cmp(&b.0));
        let mut left = (-due) as u32;
        for (_, row) in rows {
            if left == 0 {
                break;
            }
            let n = row.units.min(left);
            let order = Order::Adjust(AdjustOrder::Remove {
                at: row.at.province,
            });
            planned.push(Planned::new(row, order, n));
            left -= n;
        }
        return sound_orders(map, position, rules, power, &planned);
    }
    let mut builds: Vec<(f64, UnitKind, Location)> = Vec::new();
    for home in tree.targets(OrderKind::Build) {
        let mut best: Option<(f64, UnitKind, Location)> = None;
        for c in home.choices.iter().filter(|c| c.allowed()) {
            let Order::Adjust(AdjustOrder::Build {
                kind: Some(kind),
                at,
            }) = c.order
            else {
                continue;
            };
            let score = build_reach(map, values, kind, at) * rng.random_range(0.9..1.1);
            if best.as_ref().is_none_or(|(s, _, _)| score > *s) {
                best = Some((score, kind, at));
            }
        }
        if let Some((_, kind, at)) = best {
            let worth = values.worth[at.province.index()] + rng.random_range(0.0..1.0);
            builds.push((worth, kind, at));
        }
    }
    builds.sort_by(|a, b| b.0.total_cmp(&a.0));
    for &(_, kind, at) in builds.iter().take(due.max(0) as usize) {
        let row = StackRow { kind, at, units: 1 };
        let order = Order::Adjust(AdjustOrder::Build {
            kind: Some(kind),
            at,
        });
        planned.push(Planned::new(row, order, 1));
    }
    sound_orders(map, position, rules, power, &planned)
}

/// The best value a new unit of `kind` at `at` could move to next.
fn build_reach(map: &Map, values: &Values, kind: UnitKind, at: Location) -> f64 {
    let reach: Vec<usize> = match kind {
        UnitKind::Army => map
            .province(at.province)
            .army
            .iter()
            .map(|p| p.index())
            .collect(),
        UnitKind::Fleet => map
            .fleet_moves(at)
            .iter()
            .map(|l| l.province.index())
            .collect(),
    };
    reach.iter().map(|&i| values.worth[i]).fold(0.0, f64::max)
}

/// `power`'s stacks the adjustment tree allows to be removed.
pub(super) fn removable(tree: &OrderOptions, position: &Position, power: PowerId) -> Vec<StackRow> {
    let allowed: Vec<ProvinceId> = tree
        .targets(OrderKind::Remove)
        .iter()
        .filter(|t| t.choices.iter().any(|c| c.allowed()))
        .filter_map(|t| t.place.map(|l| l.province))
        .collect();
    stacks_among(&position.units, power)
        .into_iter()
        .filter(|r| allowed.contains(&r.at.province))
        .collect()
}
