//! A retreat phase's orders for one dislodged unit: each retreat the board leaves open
//! (the map's Winter closures refused with their reason), the places next to it that the
//! retreat rules close (refused: the attacker's origin, a stand-off, occupied), and
//! disbanding.

use super::{Branch, Options, OrderKind, Route, Target, single};
use crate::engine::adjudicate::{retreat_block, retreat_places};
use crate::engine::ids::{Location, ProvinceId};
use crate::engine::order::{Order, RetreatOrder};
use crate::engine::position::Unit;

/// The branches for dislodged unit `i` that `wanted` asks for.
pub(super) fn options(
    o: &Options,
    i: usize,
    unit: &Unit,
    wanted: &dyn Fn(OrderKind) -> bool,
) -> Vec<Branch> {
    let d = &o.board.position.dislodged[i];
    let mut out = Vec::new();
    if wanted(OrderKind::Retreat) {
        let mut places = retreat_places(o.board, d);
        let mut closed: Vec<ProvinceId> = Vec::new();
        for p in o.board.map.province_ids() {
            if retreat_block(o.board, d, p).is_some() {
                closed.push(p);
            }
        }
        places.extend(closed.into_iter().map(Location::province));
        let targets = places
            .into_iter()
            .map(|to| Target {
                place: Some(to),
                choices: vec![o.choice(
                    unit,
                    Order::Retreat(RetreatOrder::Retreat(to)),
                    Route::Direct,
                )],
                then: Vec::new(),
            })
            .collect();
        out.push(Branch {
            kind: OrderKind::Retreat,
            targets,
        });
    }
    if wanted(OrderKind::Disband) {
        let disband = o.choice(unit, Order::Retreat(RetreatOrder::Disband), Route::Direct);
        out.push(single(OrderKind::Disband, disband));
    }
    out
}
