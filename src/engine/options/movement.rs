//! A movement phase's orders for one unit: hold, moves (to neighbours, by convoy through
//! the fleets now at sea, by railroad), supports of every hold and move it could reach,
//! and a fleet's convoys.

use super::{Branch, Choice, Options, OrderKind, Route, Target, single};
use crate::engine::adjudicate::{convoy_reach_now, may_convoy, rail_destinations, support_refusal};
use crate::engine::ids::{Location, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{MainOrder, Order};
use crate::engine::position::{Position, Unit};

/// Where one unit could go this turn.
pub(super) struct Reach {
    /// Each destination once, neighbours first, then by convoy, then by railroad.
    pub moves: Vec<(Location, Route)>,
    /// Every coast the fleets now at sea could carry the army to (neighbours included).
    pub by_sea: Vec<ProvinceId>,
}

/// The unit's reach: the map's direct moves, the convoy reach through the fleets on the
/// board now, and the railroad's far stations.
pub(super) fn reach(map: &Map, position: &Position, unit: &Unit) -> Reach {
    let mut moves: Vec<(Location, Route)> = map
        .direct_moves(unit.kind, unit.loc)
        .into_iter()
        .map(|l| (l, Route::Direct))
        .collect();
    let by_sea = match unit.kind {
        UnitKind::Army => convoy_reach_now(map, position, unit.loc.province),
        UnitKind::Fleet => Vec::new(),
    };
    let far = by_sea.iter().map(|p| (*p, Route::Convoy)).chain(
        rail_destinations(map, unit)
            .into_iter()
            .map(|p| (p, Route::Railroad)),
    );
    for (p, route) in far {
        if !moves.iter().any(|(l, _)| l.province == p) {
            moves.push((Location::province(p), route));
        }
    }
    Reach { moves, by_sea }
}

/// Every branch for unit `i` of the position that `wanted` asks for.
pub(super) fn options(
    o: &Options,
    i: usize,
    unit: &Unit,
    wanted: &dyn Fn(OrderKind) -> bool,
) -> Vec<Branch> {
    let main = |order: MainOrder, route: Route| o.choice(unit, Order::Main(order), route);
    let mut out = Vec::new();
    if wanted(OrderKind::Hold) {
        out.push(single(
            OrderKind::Hold,
            main(MainOrder::Hold, Route::Direct),
        ));
    }
    if wanted(OrderKind::Move) {
        let targets = o.reach[i]
            .moves
            .iter()
            .map(|&(to, route)| Target {
                place: Some(to),
                choices: vec![main(
                    MainOrder::Move {
                        to,
                        via_convoy: false,
                    },
                    route,
                )],
                then: Vec::new(),
            })
            .collect();
        out.push(Branch {
            kind: OrderKind::Move,
            targets,
        });
    }
    if wanted(OrderKind::SupportHold) {
        out.push(Branch {
            kind: OrderKind::SupportHold,
            targets: support_holds(o, unit, &main),
        });
    }
    if wanted(OrderKind::SupportMove) {
        out.push(Branch {
            kind: OrderKind::SupportMove,
            targets: support_moves(o, unit, &main),
        });
    }
    if wanted(OrderKind::Convoy) && may_convoy(o.board.map, unit) {
        out.push(Branch {
            kind: OrderKind::Convoy,
            targets: convoys(o, unit, &main),
        });
    }
    out
}

/// The other provinces holding a unit, each once, in the position's order, with the
/// index of their (first) unit.
fn others(o: &Options, unit: &Unit) -> Vec<(usize, ProvinceId)> {
    let mut out: Vec<(usize, ProvinceId)> = Vec::new();
    for (k, u) in o.board.position.units.iter().enumerate() {
        let p = u.loc.province;
        if p != unit.loc.province && !out.iter().any(|(_, q)| *q == p) {
            out.push((k, p));
        }
    }
    out
}

fn support_holds(
    o: &Options,
    unit: &Unit,
    main: &dyn Fn(MainOrder, Route) -> Choice,
) -> Vec<Target> {
    others(o, unit)
        .into_iter()
        .filter(|&(_, p)| support_refusal(o.board.map, unit, None, p).is_none())
        .map(|(_, target)| Target {
            place: Some(Location::province(target)),
            choices: vec![main(MainOrder::SupportHold { target }, Route::Direct)],
            then: Vec::new(),
        })
        .collect()
}

/// For each other unit, the moves this unit could support: into the provinces it could
/// move to itself.
fn support_moves(
    o: &Options,
    unit: &Unit,
    main: &dyn Fn(MainOrder, Route) -> Choice,
) -> Vec<Target> {
    let mut out = Vec::new();
    for (k, from) in others(o, unit) {
        let mut then: Vec<Target> = Vec::new();
        for &(to, route) in &o.reach[k].moves {
            let q = to.province;
            // Into the unit's own province, or one it could not reach (the other unit, in
            // a province of its own or sharing a stack, is never this unit).
            if support_refusal(o.board.map, unit, None, q).is_some()
                || then
                    .iter()
                    .any(|t| t.place.is_some_and(|l| l.province == q))
            {
                continue;
            }
            let order = MainOrder::SupportMove {
                from,
                to: Location::province(q),
            };
            then.push(Target {
                place: Some(Location::province(q)),
                choices: vec![main(order, route)],
                then: Vec::new(),
            });
        }
        out.extend(unit_step(from, then));
    }
    out
}

/// For each army, the coasts this fleet could help carry it to now (convoys from seas on
/// no route for that journey are left out: they are never legal).
fn convoys(o: &Options, unit: &Unit, main: &dyn Fn(MainOrder, Route) -> Choice) -> Vec<Target> {
    let mut out = Vec::new();
    for (k, from) in others(o, unit) {
        if o.board.position.units[k].kind != UnitKind::Army {
            continue;
        }
        let then: Vec<Target> = o.reach[k]
            .by_sea
            .iter()
            .map(|&to| (to, main(MainOrder::Convoy { from, to }, Route::Convoy)))
            .filter(|(_, c)| c.allowed())
            .map(|(to, c)| Target {
                place: Some(Location::province(to)),
                choices: vec![c],
                then: Vec::new(),
            })
            .collect();
        out.extend(unit_step(from, then));
    }
    out
}

/// The step naming another unit (supported, convoyed), when it leads to any order.
fn unit_step(from: ProvinceId, then: Vec<Target>) -> Option<Target> {
    (!then.is_empty()).then(|| Target {
        place: Some(Location::province(from)),
        choices: Vec::new(),
        then,
    })
}
