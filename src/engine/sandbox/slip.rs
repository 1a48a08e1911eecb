//! A power's order slip: pasted text split into lines, each read by the engine's notation
//! pipeline and checked by the one checker every writer asks, with the reason when it is
//! void.

use crate::engine::adjudicate::{Board, Check};
use crate::engine::game::draft::check_written;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::Written;

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

/// Checks a slip's line already read (`orders`), shown as `text`: each order by the one
/// checker every writer asks ([`check_written`]), the first that is not fine speaking for
/// the line.
pub fn check_read(
    board: Board,
    power: PowerId,
    text: String,
    orders: Result<Vec<Written>, String>,
) -> CheckedLine {
    let (check, rule) = match &orders {
        Ok(list) => list
            .iter()
            .map(|w| check_written(board, w))
            .find(|(c, _)| *c != Check::Fine)
            .unwrap_or((Check::Fine, None)),
        Err(why) => (Check::Void(why.clone()), None),
    };
    CheckedLine {
        power,
        text,
        orders,
        check,
        rule,
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
