//! Counted orders (Multiplomacy's notation, seed 001): `3 F Eng-Bre`, `2 F Nth sup F Lon`,
//! `2 A Swi-Mun sup by 1 A Swi`, read into the one order type and written back.

mod format;
mod resolve;
mod syntax;

pub use format::{format_stack_order, format_stacked_parts, format_stacked_results, verdict_note};
pub use resolve::{StackMeaningError, find_power_loose, resolve_stack_order};
pub use syntax::{StackOrderText, StackSyntaxError, parse_stack_syntax, split_line};

use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::Written;
use crate::engine::position::Position;

/// Why counted-order text could not become orders.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StackOrderError {
    #[error("cannot read the order: {0}")]
    Syntax(#[from] StackSyntaxError),
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
    let syntax = parse_stack_syntax(text)?;
    Ok(resolve_stack_order(map, position, power, &syntax)?)
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
