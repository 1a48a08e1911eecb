//! Cases on boards where units stack (Multiplomacy): counted orders read by the stacked
//! notation, boards compared as counts per power, kind and province, and the
//! POSTSTATE_RESULTS verdicts checked (the phase is adjudicated as every case's is, by
//! `adjudicate_phase`).

use super::parse::TestCase;
use super::verdict::{adjustment_text, agrees, check_adjustment, check_movement, movement_text};
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::{PhaseResult, legal_retreats};
use crate::engine::ids::{Location, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::counted::parse_stacked_order;
use crate::engine::order::Written;
use crate::engine::position::{PhaseKind, Position, Unit};
use crate::engine::rules::Rules;

/// An expected verdict, tied to the order it is for.
#[derive(Debug, Clone)]
pub struct ExpectedVerdict {
    pub line: usize,
    /// `England: 3 F nth S F lon`, as written.
    pub order_text: String,
    /// Index of that line's (first) order among the case's orders.
    pub order: usize,
    /// The words after `=>`.
    pub verdict: String,
}

/// The stacked side of a prepared case.
#[derive(Debug, Clone)]
pub struct StackedCase {
    pub position: Position,
    pub orders: Vec<Written>,
    pub verdicts: Vec<ExpectedVerdict>,
}

/// Normalised order text for matching a verdict line to its order.
fn same_text(a: &str, b: &str) -> bool {
    let words = |t: &str| {
        t.split_whitespace()
            .map(str::to_ascii_lowercase)
            .collect::<Vec<_>>()
    };
    words(a) == words(b)
}

/// Reads the counted orders and the verdict lines; refused orders are noted in `refused`.
pub(super) fn prepare_stacked(
    map: &Map,
    case: &TestCase,
    position: &Position,
    refused: &mut Vec<String>,
) -> Result<StackedCase, String> {
    let position = position.clone();
    let mut orders = Vec::new();
    // (ORDERS line index, its first order) for each line that reads.
    let mut read: Vec<(usize, usize)> = Vec::new();
    for (k, o) in case.orders.iter().enumerate() {
        let Some(power) = map.find_power(&o.power) else {
            refused.push(format!("line {}: unknown power `{}`", o.line, o.power));
            continue;
        };
        match parse_stacked_order(map, &position, Some(power), &o.text) {
            Ok(list) => {
                read.push((k, orders.len()));
                orders.extend(list);
            }
            Err(e) => refused.push(format!("line {}: `{}`: {e}", o.line, o.text)),
        }
    }
    let mut used = vec![false; case.orders.len()];
    let mut verdicts = Vec::new();
    for v in &case.verdicts {
        let line = v.order.line;
        let order_text = format!("{}: {}", v.order.power, v.order.text);
        match position.phase.kind {
            PhaseKind::Movement => check_movement(&v.verdict),
            PhaseKind::Adjustment => check_adjustment(&v.verdict),
            PhaseKind::Retreat => Err("retreat verdicts are read from POSTSTATE".into()),
        }
        .map_err(|e| format!("line {line}: {e}"))?;
        // The k-th verdict line for a text is for the k-th order so written.
        let k = (0..case.orders.len())
            .find(|&k| {
                let o = &case.orders[k];
                !used[k]
                    && map.find_power(&o.power) == map.find_power(&v.order.power)
                    && same_text(&o.text, &v.order.text)
            })
            .ok_or(format!("line {line}: no order `{order_text}` in ORDERS"))?;
        used[k] = true;
        let order = read
            .iter()
            .find(|(line_index, _)| *line_index == k)
            .map(|(_, first)| *first)
            .ok_or(format!(
                "line {line}: the order `{order_text}` was refused, so it has no verdict"
            ))?;
        verdicts.push(ExpectedVerdict {
            line,
            order_text,
            order,
            verdict: v.verdict.clone(),
        });
    }
    Ok(StackedCase {
        position,
        orders,
        verdicts,
    })
}

/// Each order's verdict in words, as POSTSTATE_RESULTS gives them (movement and adjustment
/// phases: a movement's from its orders' parts).
pub(super) fn verdicts_in_words(map: &Map, result: &PhaseResult) -> Vec<String> {
    match result {
        PhaseResult::Movement(m) => (m.stacks.iter().flat_map(|s| &s.outcomes))
            .map(|o| movement_text(map, o))
            .collect(),
        PhaseResult::Adjustment { verdicts, .. } => {
            verdicts.iter().map(|(_, v)| adjustment_text(v)).collect()
        }
        PhaseResult::Retreat(_) => Vec::new(),
    }
}

/// The dislodged units a case lists where units stack: those with somewhere to retreat.
pub(super) fn retreating(map: &Map, next: &Position, rules: &Rules) -> Vec<Unit> {
    next.dislodged
        .iter()
        .filter(|d| !legal_retreats(Board::new(map, next, rules), d).is_empty())
        .map(|d| d.unit)
        .collect()
}

/// Differences between the expected verdicts and the engine's.
pub(super) fn verdict_differences(case: &StackedCase, actual: &[String]) -> Vec<String> {
    case.verdicts
        .iter()
        .filter_map(|e| {
            let got = actual.get(e.order).map(String::as_str).unwrap_or("nothing");
            (!agrees(&e.verdict, got)).then(|| {
                format!(
                    "verdict, line {}: `{}`: expected {}, got {got}",
                    e.line, e.order_text, e.verdict
                )
            })
        })
        .collect()
}

/// Units as counts per power, kind and province: `England: 3 F nth`, sorted.
pub(super) fn tally(map: &Map, units: &[Unit]) -> Vec<String> {
    let mut keys: Vec<(String, UnitKind, ProvinceId)> = units
        .iter()
        .map(|u| (map.power(u.power).name.clone(), u.kind, u.loc.province))
        .collect();
    keys.sort();
    let mut out: Vec<String> = Vec::new();
    let mut k = 0;
    while k < keys.len() {
        let n = keys[k..].iter().take_while(|x| **x == keys[k]).count();
        let (power, kind, p) = &keys[k];
        let place = map.location_id(Location::province(*p));
        out.push(match n {
            1 => format!("{power}: {} {place}", kind.letter()),
            _ => format!("{power}: {n} {} {place}", kind.letter()),
        });
        k += n;
    }
    out
}
