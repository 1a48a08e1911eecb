//! The last movement phase as PRESTATE_RESULTS gives it: who attacked each dislodged unit,
//! and which provinces a stand-off left empty (for a case that starts in a retreat phase).

use super::parse::TestCase;
use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::{ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::syntax::{BodySyntax, OrderSyntax, parse_syntax};
use crate::engine::position::Position;

/// A move read from PRESTATE_RESULTS: origin, destination, success, by convoy.
pub(super) struct PastMove {
    pub from: ProvinceId,
    pub to: ProvinceId,
    pub success: bool,
    pub convoyed: bool,
}

/// What one result line ordered, as far as retreats care.
enum PastOrder {
    Move {
        from: ProvinceId,
        to: ProvinceId,
        army: bool,
        via_convoy: bool,
    },
    Convoy {
        army_from: ProvinceId,
        to: ProvinceId,
    },
}

/// A result line in the ordinary notation (`A tyr-tri`, `F nth C A lon-bel`).
fn read_single(map: &Map, text: &str) -> Option<PastOrder> {
    let Ok(OrderSyntax::Unit { unit, body, .. }) = parse_syntax(text) else {
        return None;
    };
    let from = map.find_province(&unit.place.as_ref()?.name)?;
    match body {
        BodySyntax::Move { to, via_convoy, .. } => Some(PastOrder::Move {
            from,
            to: map.find_province(&to.name)?,
            army: unit.kind == Some(UnitKind::Army),
            via_convoy,
        }),
        BodySyntax::Convoy { unit: army, to } => Some(PastOrder::Convoy {
            army_from: map.find_province(&army.place.as_ref()?.name)?,
            to: map.find_province(&to.name)?,
        }),
        _ => None,
    }
}

/// A result line in counted notation (`3 A kie-ber`, `2 F ion C 2 A tun-smy`): the counts
/// do not matter to retreats, so it reads as the ordinary notation without them.
fn read_counted(map: &Map, text: &str) -> Option<PastOrder> {
    let uncounted: Vec<&str> = text
        .split_whitespace()
        .filter(|w| !w.chars().all(|c| c.is_ascii_digit()))
        .collect();
    read_single(map, &uncounted.join(" "))
}

/// The moves of PRESTATE_RESULTS (counted notation on boards where units stack).
pub(super) fn past_moves(map: &Map, case: &TestCase) -> Vec<PastMove> {
    let mut moves = Vec::new();
    let mut convoys: Vec<(ProvinceId, ProvinceId, bool)> = Vec::new();
    for r in &case.results {
        let read = if Rulebook::of(map).orders_part_of_stacks() {
            read_counted(map, &r.order.text)
        } else {
            read_single(map, &r.order.text)
        };
        match read {
            Some(PastOrder::Move {
                from,
                to,
                army,
                via_convoy,
            }) => moves.push(PastMove {
                from,
                to,
                success: r.success,
                convoyed: via_convoy || (army && !map.army_adjacent(from, to)),
            }),
            Some(PastOrder::Convoy { army_from, to }) => convoys.push((army_from, to, r.success)),
            None => {}
        }
    }
    for m in &mut moves {
        let mine: Vec<bool> = convoys
            .iter()
            .filter(|(a, t, _)| *a == m.from && *t == m.to)
            .map(|c| c.2)
            .collect();
        if !mine.is_empty() {
            m.convoyed = true;
            if !m.success && mine.iter().any(|ok| !ok) {
                // A broken convoy is no stand-off.
                m.to = m.from;
            }
        }
    }
    moves
}

/// The provinces of successful attacks into `province`, first written first.
pub(super) fn attackers_of(moves: &[PastMove], province: ProvinceId) -> Vec<&PastMove> {
    let mut out: Vec<&PastMove> = Vec::new();
    for m in moves.iter().filter(|m| m.success && m.to == province) {
        if !out.iter().any(|o| o.from == m.from) {
            out.push(m);
        }
    }
    out
}

/// Provinces left empty by a stand-off in the last movement phase.
pub(super) fn standoffs(moves: &[PastMove], position: &Position) -> Vec<ProvinceId> {
    let mut out = Vec::new();
    for m in moves {
        let vacant = !position.units.iter().any(|u| u.loc.province == m.to);
        let entered = moves.iter().any(|o| o.success && o.to == m.to);
        // A head-to-head loser does not make the winner's origin contested.
        let beaten = moves
            .iter()
            .any(|o| o.success && o.from == m.to && o.to == m.from);
        if !m.success && m.to != m.from && vacant && !entered && !beaten && !out.contains(&m.to) {
            out.push(m.to);
        }
    }
    out
}
