//! An adjustment phase's orders for a power: a build per home centre, unit kind and
//! coast (refused where the centre is not the power's, or not vacant), removals, waives.

use super::{
    Branch, Choice, NothingToOrder, Options, OrderKind, OrderOptions, Refusal, Route, Target,
    single,
};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::order::{AdjustOrder, Order, Written};

/// The power's builds, removals and waive, as its centre count allows.
pub(super) fn power_options(
    o: &Options,
    power: PowerId,
    wanted: &dyn Fn(OrderKind) -> bool,
) -> OrderOptions {
    let due =
        o.board.position.centre_count(power) as i64 - o.board.position.unit_count(power) as i64;
    let mut branches = Vec::new();
    if due > 0 && wanted(OrderKind::Build) {
        let targets = o
            .board
            .map
            .power(power)
            .all_homes()
            .map(|h| Target {
                place: Some(Location::province(h)),
                choices: builds(o, power, h),
                then: Vec::new(),
            })
            .collect();
        branches.push(Branch {
            kind: OrderKind::Build,
            targets,
        });
    }
    if due > 0 && wanted(OrderKind::Waive) {
        branches.push(single(
            OrderKind::Waive,
            adjust(
                o,
                power,
                Location::province(ProvinceId(0)),
                AdjustOrder::Waive,
            ),
        ));
    }
    if due < 0 && wanted(OrderKind::Remove) {
        let mut places: Vec<ProvinceId> = Vec::new();
        for u in o.board.position.units.iter().filter(|u| u.power == power) {
            if !places.contains(&u.loc.province) {
                places.push(u.loc.province);
            }
        }
        let targets = places
            .into_iter()
            .map(|at| Target {
                place: Some(Location::province(at)),
                choices: vec![adjust(
                    o,
                    power,
                    Location::province(at),
                    AdjustOrder::Remove { at },
                )],
                then: Vec::new(),
            })
            .collect();
        branches.push(Branch {
            kind: OrderKind::Remove,
            targets,
        });
    }
    OrderOptions {
        unit: None,
        count: 1,
        refused: (due == 0).then_some(Refusal::Nothing(NothingToOrder::Balanced(power))),
        branches,
    }
}

/// The orders in one province: a build there (for its home power) or the removal of
/// the unit there.
pub(super) fn place_options(
    o: &Options,
    at: ProvinceId,
    wanted: &dyn Fn(OrderKind) -> bool,
) -> OrderOptions {
    let unit = o
        .board
        .position
        .unit_at(at)
        .map(|i| o.board.position.units[i]);
    let Some(power) = unit.map(|u| u.power).or(o.board.map.province(at).home_of) else {
        return OrderOptions::refused(None, 1, Refusal::Nothing(NothingToOrder::NothingThere));
    };
    let mut all = power_options(o, power, &|k| k != OrderKind::Waive && wanted(k));
    for b in &mut all.branches {
        b.targets
            .retain(|t| t.place.is_some_and(|l| l.province == at));
    }
    all.branches.retain(|b| !b.targets.is_empty());
    all.unit = unit;
    all
}

/// The builds of each unit kind (and each coast) a home centre could take.
fn builds(o: &Options, power: PowerId, h: ProvinceId) -> Vec<Choice> {
    let prov = o.board.map.province(h);
    let mut places: Vec<(UnitKind, Location)> = Vec::new();
    if prov.is_land() {
        places.push((UnitKind::Army, Location::province(h)));
    }
    if prov.fleet_can_stand() {
        if prov.has_split_coasts() {
            for c in &prov.coasts {
                let at = Location {
                    province: h,
                    coast: Some(c.coast),
                };
                places.push((UnitKind::Fleet, at));
            }
        } else {
            places.push((UnitKind::Fleet, Location::province(h)));
        }
    }
    places
        .into_iter()
        .map(|(kind, at)| {
            let order = AdjustOrder::Build {
                kind: Some(kind),
                at,
            };
            adjust(o, power, at, order)
        })
        .collect()
}

fn adjust(o: &Options, power: PowerId, at: Location, order: AdjustOrder) -> Choice {
    let w = Written {
        power,
        kind: None,
        at,
        order: Order::Adjust(order),
        counts: Default::default(),
    };
    o.checked(&w, Route::Direct)
}
