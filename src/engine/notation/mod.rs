//! Order notation in two stages: text → [`syntax`] (no map needed), then
//! [`resolve`] against a map and position; and [`format`] back to text.

pub mod counted;
pub mod format;
pub mod resolve;
pub mod syntax;
mod token;

#[cfg(test)]
mod tests;

pub use resolve::{MeaningError, resolve_order};
pub use syntax::{OrderSyntax, SyntaxError, parse_syntax};

use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::Written;
use crate::engine::position::Position;

/// Why an order's text could not become an order.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OrderError {
    /// The text does not read as an order at all.
    #[error("cannot read the order: {0}")]
    Syntax(#[from] SyntaxError),
    /// The text reads, but does not fit this board or position.
    #[error("{0}")]
    Meaning(#[from] MeaningError),
}

/// Both stages at once: text to a resolved order for `power` (or whoever owns the unit).
pub fn parse_order(
    map: &Map,
    position: &Position,
    power: Option<PowerId>,
    text: &str,
) -> Result<Written, OrderError> {
    let syntax = parse_syntax(text)?;
    Ok(resolve_order(map, position, power, &syntax)?)
}
