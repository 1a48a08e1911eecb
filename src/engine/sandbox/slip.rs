//! A power's order slip: pasted text split into lines, each read by the engine's notation
//! pipeline and checked against the legal-order tree, with the reason when it is void.

use crate::engine::adjudicate::{Board, Check, check_alone};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::options::{Subject, legal_orders};
use crate::engine::order::{Order, Written};

/// One line of a slip as read and checked: the game's one checked-line type.
pub use crate::engine::game::draft::CheckedLine;

/// The non-empty lines of a pasted slip, trimmed; a leading `Power:` header line (the
/// power's name alone) is dropped, since the slip already belongs to one power.
pub fn slip_lines(map: &Map, text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .filter(|l| {
            let header = l.trim_end_matches(':');
            !(l.ends_with(':') && map.find_power(header).is_some())
        })
        .map(str::to_string)
        .collect()
}

/// Reads and checks one line of `power`'s slip.
pub fn check_line(board: Board, power: PowerId, text: &str) -> CheckedLine {
    let orders = (board.rulebook()).read_line(board.map, board.position, power, text);
    check_read(board, power, text.to_string(), orders)
}

/// Checks a slip's line already read (`orders`), shown as `text`.
pub fn check_read(
    board: Board,
    power: PowerId,
    text: String,
    orders: Result<Vec<Written>, String>,
) -> CheckedLine {
    let check = match &orders {
        Ok(list) => list
            .iter()
            .map(|w| check_order(board, w))
            .find(|c| *c != Check::Fine)
            .unwrap_or(Check::Fine),
        Err(why) => Check::Void(why.clone()),
    };
    CheckedLine {
        power,
        text,
        orders,
        check,
        rule: None,
    }
}

/// One order checked by the legal-order tree of its unit (or its power, for adjustments):
/// the tree's refusal or note where it lists the order, else the engine's own check.
pub fn check_order(board: Board, w: &Written) -> Check {
    let Board {
        map,
        position,
        rules,
        ..
    } = board;
    let stacked = board.orders_part_of_stacks();
    let subject = match w.order {
        Order::Adjust(_) => Subject::Power(w.power),
        _ => Subject::Unit {
            at: w.at.province,
            kind: w.kind.filter(|_| stacked),
        },
    };
    let count = if stacked { w.units() } else { 1 };
    let tree = legal_orders(map, position, rules, subject, count);
    if let Some(why) = &tree.refused {
        return Check::Void(why.describe(map, position));
    }
    match tree.find(&w.order) {
        Some(choice) => match (&choice.refusal, &choice.note) {
            (Some(why), _) => Check::Void(why.describe(map, position)),
            (None, Some(note)) => Check::Note(note.clone()),
            (None, None) => Check::Fine,
        },
        None => check_alone(board, w),
    }
}

/// Several powers' slips pasted together, split per power: a line with a power's name
/// alone (`England:`) starts its slip, and `England: F Lon-Nth` gives one line to England.
/// A line before any power is named is refused with its number.
pub fn split_by_power(map: &Map, text: &str) -> Result<Vec<(PowerId, Vec<String>)>, String> {
    let mut out: Vec<(PowerId, Vec<String>)> = Vec::new();
    let mut current: Option<PowerId> = None;
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        let (power, rest) = match line.split_once(':') {
            Some((name, rest)) => match map.find_power(name.trim()) {
                Some(p) => (Some(p), rest.trim()),
                None => (current, line),
            },
            None => (current, line),
        };
        let power = power.ok_or_else(|| {
            format!(
                "line {}: say whose order `{line}` is (a line `England:` before it)",
                n + 1
            )
        })?;
        current = Some(power);
        let slip = match out.iter().position(|(p, _)| *p == power) {
            Some(i) => &mut out[i].1,
            None => {
                out.push((power, Vec::new()));
                &mut out.last_mut().expect("just pushed").1
            }
        };
        if !rest.is_empty() {
            slip.push(rest.to_string());
        }
    }
    Ok(out)
}
