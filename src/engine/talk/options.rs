//! The typed choices a player may offer: for each kind of deal, every deal of that kind
//! that can be proposed now between two powers (each passes the proposal check).

use super::check::{legal_move, supporters};
use super::{Deal, DealKind};
use crate::engine::game::Game;
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::position::{Position, Unit};

/// Every deal of `kind` that `from` may offer `to` in `game` now (not yet checked).
pub fn options(game: &Game, map: &Map, from: PowerId, to: PowerId, kind: DealKind) -> Vec<Deal> {
    let pos = &game.position;
    match kind {
        DealKind::Peace => (1..=3).map(|years| Deal::Peace { years }).collect(),
        DealKind::Dmz => between(map, pos, from, to)
            .into_iter()
            .filter(|&p| !own_centre(pos, p, from) && !own_centre(pos, p, to))
            .map(|province| Deal::Dmz { province })
            .collect(),
        DealKind::Leave => between(map, pos, from, to)
            .into_iter()
            .filter(|&p| {
                pos.units
                    .iter()
                    .any(|u| u.power == to && u.loc.province == p)
            })
            .map(|province| Deal::Leave { province })
            .collect(),
        DealKind::SupportMine => supported(map, pos, from, to)
            .into_iter()
            .map(|(unit, to)| Deal::SupportMine { unit, to })
            .collect(),
        DealKind::SupportYours => supported(map, pos, to, from)
            .into_iter()
            .map(|(unit, to)| Deal::SupportYours { unit, to })
            .collect(),
        DealKind::Moves => moves(map, pos, from, to),
        DealKind::AllianceAgainst => map
            .power_ids()
            .filter(|&p| p != from && p != to && !game.is_eliminated(p))
            .flat_map(|power| (1..=2).map(move |years| Deal::AllianceAgainst { power, years }))
            .collect(),
        DealKind::Draw => vec![Deal::Draw],
    }
}

fn own_centre(pos: &Position, p: ProvinceId, power: PowerId) -> bool {
    pos.owners.get(p.index()).copied().flatten() == Some(power)
}

/// Provinces where each of the two has a unit standing in or next to it, by name.
pub fn between(map: &Map, pos: &Position, a: PowerId, b: PowerId) -> Vec<ProvinceId> {
    let near = |power: PowerId, p: ProvinceId| {
        pos.units
            .iter()
            .filter(|u| u.power == power)
            .any(|u| u.loc.province == p || map.can_move(u.kind, u.loc, p))
    };
    let mut out: Vec<ProvinceId> = map
        .province_ids()
        .filter(|&p| near(a, p) && near(b, p))
        .collect();
    out.sort_by(|x, y| map.province(*x).name.cmp(&map.province(*y).name));
    out
}

/// The moves and holds of `mover`'s units that one of `helper`'s units could support.
fn supported(
    map: &Map,
    pos: &Position,
    mover: PowerId,
    helper: PowerId,
) -> Vec<(Location, Location)> {
    let mut out = Vec::new();
    for u in pos.units.iter().filter(|u| u.power == mover) {
        for dest in std::iter::once(u.loc).chain(direct(map, u)) {
            if !supporters(map, pos, helper, u.loc, dest).is_empty() {
                out.push((u.loc, dest));
            }
        }
    }
    out
}

/// Where a unit may move directly.
fn direct(map: &Map, u: &Unit) -> Vec<Location> {
    map.direct_moves(u.kind, u.loc)
        .into_iter()
        .filter(|l| legal_move(map, u, *l))
        .collect()
}

/// Pairs of moves by neighbouring units of the two powers, into different provinces.
fn moves(map: &Map, pos: &Position, from: PowerId, to: PowerId) -> Vec<Deal> {
    let mut out = Vec::new();
    let own = |p: PowerId| pos.units.iter().filter(move |u| u.power == p);
    for a in own(from) {
        for b in own(to).filter(|b| map.touches(a.loc.province, b.loc.province)) {
            for ma in direct(map, a) {
                for mb in direct(map, b)
                    .into_iter()
                    .filter(|m| m.province != ma.province)
                {
                    out.push(Deal::Moves {
                        mine: (a.loc, ma),
                        yours: (b.loc, mb),
                    });
                }
            }
        }
    }
    out
}
