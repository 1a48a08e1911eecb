//! Counted orders (Multiplomacy's notation, seed 001): `3 F Eng-Bre`, `2 F Nth sup F Lon`,
//! `2 A Swi-Mun sup by 1 A Swi`, read by the one notation pipeline into the one order type
//! (one text may give several orders), split from published lines and written back.

mod format;
#[cfg(test)]
mod tests;

pub use super::resolve::find_power_loose;
pub use format::{
    forces_text, format_stack_order, format_stacked_parts, format_stacked_results, verdict_note,
    written_count,
};

use super::syntax::{SyntaxProblem, parse_syntax};
use super::{MeaningError, resolve_orders};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::Written;
use crate::engine::position::Position;

/// What is wrong with a counted order's text (the one parser's problems).
pub type StackSyntaxError = SyntaxProblem;
/// Why a well-formed counted order does not fit the board (the one resolver's errors).
pub type StackMeaningError = MeaningError;

/// Why counted-order text could not become orders.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StackOrderError {
    #[error("cannot read the order: {0}")]
    Syntax(StackSyntaxError),
    #[error("{0}")]
    Meaning(#[from] StackMeaningError),
}

/// Text of one order to resolved orders (`sup by` gives the supporters' orders too).
pub fn parse_stacked_order(
    map: &Map,
    position: &Position,
    power: Option<PowerId>,
    text: &str,
) -> Result<Vec<Written>, StackOrderError> {
    let syntax = parse_syntax(text).map_err(|e| StackOrderError::Syntax(e.problem))?;
    Ok(resolve_orders(map, position, power, &syntax)?)
}

/// Several orders as published, one power per line (`F: 3 F Eng-Bre; 1 F Eng-Nth`).
pub fn parse_stacked_orders(
    map: &Map,
    position: &Position,
    power: Option<PowerId>,
    text: &str,
) -> Result<Vec<Written>, StackOrderError> {
    let mut out = Vec::new();
    for line in text.lines() {
        for one in split_line(line) {
            out.extend(parse_stacked_order(map, position, power, &one)?);
        }
    }
    Ok(out)
}

/// Splits a published line into its orders: `E: F Lon stands; 2 F Nth sup F Lon` gives each
/// order with the line's power prefix carried to every part.
pub fn split_line(line: &str) -> Vec<String> {
    let (prefix, rest) = match line.split_once(':') {
        Some((p, r)) if !p.trim().is_empty() && p.trim().chars().all(char::is_alphabetic) => {
            (Some(p.trim()), r)
        }
        _ => (None, line),
    };
    rest.split([';', ','])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| match prefix {
            Some(p) => format!("{p}: {s}"),
            None => s.to_string(),
        })
        .collect()
}
