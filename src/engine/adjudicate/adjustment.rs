//! Adjustments: builds on vacant owned home centres, removals, waives, and the
//! civil-disorder rule for removals a power did not order (III.3).

use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::AdjustOrder;
use crate::engine::position::Position;
use crate::engine::rules::{DisorderDistance, Rules};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// What became of one adjustment order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum AdjustVerdict {
    Built,
    Removed,
    Waived,
    /// More builds or removals than the power is due.
    Surplus,
    /// Not a home centre of this power, not owned, or occupied.
    NotBuildable,
    /// A fleet inland, a fleet without a coast on a split-coast province, or no unit type where one is needed.
    WrongUnit,
    /// No unit of this power there.
    NothingToRemove,
    /// Removed this many units of a stack (boards where units stack).
    RemovedUnits(u32),
    /// Not one of the power's home provinces (boards where units stack).
    NotHome,
    /// A home province the power no longer owns (boards where units stack).
    NotOwned,
    /// Another power's units stand there (boards where units stack).
    Occupied,
    /// A unit was built there already this winter (boards where units stack).
    AlreadyBuilt,
    /// Not an adjustment order.
    NotAnAdjustment,
}

impl AdjustVerdict {
    /// Whether the order was carried out.
    pub fn carried_out(&self) -> bool {
        matches!(
            self,
            AdjustVerdict::Built
                | AdjustVerdict::Removed
                | AdjustVerdict::RemovedUnits(_)
                | AdjustVerdict::Waived
        )
    }
}

/// The result of an adjustment phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdjustResult {
    /// One verdict per order, per power, in the order given.
    pub verdicts: Vec<(PowerId, AdjustOrder, AdjustVerdict)>,
    /// Units removed by the civil-disorder rule.
    pub disorder_removals: Vec<(PowerId, Location)>,
    pub position: Position,
}

/// Adjudicates an adjustment phase; each power's orders in the order written.
pub fn adjudicate_adjustments(
    map: &Map,
    position: &Position,
    orders: &[(PowerId, AdjustOrder)],
    rules: &Rules,
) -> AdjustResult {
    let mut next = position.clone();
    let mut verdicts = Vec::new();
    let mut disorder_removals = Vec::new();
    for power in map.power_ids() {
        let due = position.centre_count(power) as i64 - position.unit_count(power) as i64;
        let mine = orders.iter().filter(|(p, _)| *p == power).map(|(_, o)| *o);
        let mut used = 0i64;
        for o in mine {
            let v = match o {
                AdjustOrder::Waive if due > used => {
                    used += 1;
                    AdjustVerdict::Waived
                }
                AdjustOrder::Build { kind, at } if due > used => {
                    match buildable(map, &next, power, kind, at) {
                        Ok((k, loc)) => {
                            used += 1;
                            next.units.push(crate::engine::position::Unit {
                                power,
                                kind: k,
                                loc,
                            });
                            AdjustVerdict::Built
                        }
                        Err(v) => v,
                    }
                }
                AdjustOrder::Remove { at } if due < -used => {
                    match next
                        .units
                        .iter()
                        .position(|u| u.power == power && u.loc.province == at)
                    {
                        Some(k) => {
                            next.units.remove(k);
                            used += 1;
                            AdjustVerdict::Removed
                        }
                        None => AdjustVerdict::NothingToRemove,
                    }
                }
                _ => AdjustVerdict::Surplus,
            };
            verdicts.push((power, o, v));
        }
        if due < 0 {
            for _ in used..-due {
                if let Some(k) = disorder_pick(map, &next, power, rules) {
                    disorder_removals.push((power, next.units[k].loc));
                    next.units.remove(k);
                }
            }
        }
    }
    next.prune_arrivals();
    AdjustResult {
        verdicts,
        disorder_removals,
        position: next,
    }
}

/// Checks a build and settles the unit type (4.C.3) and coast.
pub(super) fn buildable(
    map: &Map,
    position: &Position,
    power: PowerId,
    kind: Option<UnitKind>,
    at: Location,
) -> Result<(UnitKind, Location), AdjustVerdict> {
    let prov = map.province(at.province);
    if prov.home_of != Some(power)
        || !super::Rulebook::of(map).may_build_in(position, power, at.province)
    {
        return Err(AdjustVerdict::NotBuildable);
    }
    let kind = match kind {
        Some(k) => k,
        None if !prov.fleet_can_stand() => UnitKind::Army,
        None if prov.has_split_coasts() && at.coast.is_some() => UnitKind::Fleet,
        None => return Err(AdjustVerdict::WrongUnit),
    };
    let loc = match kind {
        UnitKind::Army => Location::province(at.province),
        UnitKind::Fleet => at,
    };
    if !map.valid_location(kind, loc) {
        return Err(AdjustVerdict::WrongUnit);
    }
    Ok((kind, loc))
}

/// The unit the civil-disorder rule removes next: furthest from the nearest target
/// centre, fleets before armies, then alphabetical by province name.
pub(crate) fn disorder_pick(
    map: &Map,
    position: &Position,
    power: PowerId,
    rules: &Rules,
) -> Option<usize> {
    let targets: Vec<ProvinceId> = match rules.disorder_distance {
        DisorderDistance::HomeCentres1971 => map.power(power).all_homes().collect(),
        DisorderDistance::OwnedCentres2023 => map
            .province_ids()
            .filter(|p| position.owners[p.index()] == Some(power))
            .collect(),
    };
    let any_route = distances(map, &targets, |a, b| map.touches(a, b));
    let fleet_route = match rules.disorder_distance {
        DisorderDistance::HomeCentres1971 => Some(fleet_distances(map, &targets)),
        DisorderDistance::OwnedCentres2023 => None,
    };
    position
        .units
        .iter()
        .enumerate()
        .filter(|(_, u)| u.power == power)
        .max_by(|(_, a), (_, b)| {
            let dist = |u: &crate::engine::position::Unit| match (&fleet_route, u.kind) {
                (Some(f), UnitKind::Fleet) => f[u.loc.province.index()],
                _ => any_route[u.loc.province.index()],
            };
            dist(a)
                .cmp(&dist(b))
                .then((a.kind == UnitKind::Fleet).cmp(&(b.kind == UnitKind::Fleet)))
                .then(
                    map.province(b.loc.province)
                        .name
                        .cmp(&map.province(a.loc.province).name),
                )
        })
        .map(|(k, _)| k)
}

/// Breadth-first distances from the targets over a neighbour relation.
fn distances(
    map: &Map,
    targets: &[ProvinceId],
    adjacent: impl Fn(ProvinceId, ProvinceId) -> bool,
) -> Vec<u32> {
    let mut dist = vec![u32::MAX; map.provinces.len()];
    let mut queue = VecDeque::new();
    for &t in targets {
        dist[t.index()] = 0;
        queue.push_back(t);
    }
    while let Some(p) = queue.pop_front() {
        for q in map.neighbours(p) {
            if dist[q.index()] == u32::MAX && adjacent(p, q) {
                dist[q.index()] = dist[p.index()] + 1;
                queue.push_back(q);
            }
        }
    }
    dist
}

/// Distances for fleets: only along fleet moves (any coast).
fn fleet_distances(map: &Map, targets: &[ProvinceId]) -> Vec<u32> {
    let fleet_link = |a: ProvinceId, b: ProvinceId| {
        let pa = map.province(a);
        pa.fleet.iter().any(|l| l.province == b)
            || pa
                .coasts
                .iter()
                .any(|c| c.fleet.iter().any(|l| l.province == b))
    };
    distances(map, targets, fleet_link)
}
