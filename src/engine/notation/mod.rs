//! Order notation in two stages: text → [`syntax`] (no map needed), then [`resolve`] against
//! a map and position; and [`format`] back to text. Counted orders (Multiplomacy) are the
//! same syntax with counts; [`counted`] keeps their entry points and formatting.

pub mod counted;
pub mod format;
pub mod resolve;
pub mod syntax;
mod token;
mod words;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod words_tests;

pub use resolve::{MeaningError, find_power_loose, resolve_orders};
pub use syntax::{OrderSyntax, SyntaxError, SyntaxProblem, parse_syntax};
pub use words::typed_refusal;

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

/// Both stages at once: text to one resolved order for `power` (or whoever owns the unit).
/// Text that gives several orders (`sup by`) is refused: see [`counted::parse_stacked_order`].
pub fn parse_order(
    map: &Map,
    position: &Position,
    power: Option<PowerId>,
    text: &str,
) -> Result<Written, OrderError> {
    let syntax = parse_syntax(text)?;
    match resolve_orders(map, position, power, &syntax)?.as_slice() {
        [one] => Ok(*one),
        _ => Err(MeaningError::OneOrderOnly.into()),
    }
}

/// How to type an order on this board, for a typing box: a sentence with examples, and a
/// short example to show in the empty box, in the table's language (the notation in them
/// is the same in every language).
pub fn typing_help(map: &Map) -> (String, String) {
    match crate::engine::adjudicate::Rulebook::of(map).orders_part_of_stacks() {
        true => (
            crate::t!("orders-typing-how-counted"),
            crate::t!("orders-typing-example-counted"),
        ),
        false => (
            crate::t!("orders-typing-how"),
            crate::t!("orders-typing-example"),
        ),
    }
}
