//! Order notation in two stages: text → [`syntax`] (no map needed), then [`resolve`] against
//! a map and position; and [`format`] back to text. Counted orders (Multiplomacy) are the
//! same syntax with counts; [`counted`] keeps their entry points and formatting.

pub mod counted;
pub mod format;
pub mod resolve;
pub mod syntax;
mod token;

#[cfg(test)]
mod tests;

pub use resolve::{MeaningError, find_power_loose, resolve_orders};
pub use syntax::{OrderSyntax, SyntaxError, SyntaxProblem, parse_syntax};

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
/// short example to show in the empty box.
pub fn typing_help(map: &Map) -> (&'static str, &'static str) {
    match crate::engine::adjudicate::Rulebook::of(map).orders_part_of_stacks() {
        true => (
            "Type an order; a count orders part of a stack: 3 F NTH-Nwy, 2 F NTH sup F Lon, 2 A Swi-Mun sup by 1 A Swi",
            "2 F NTH-Nwy",
        ),
        false => (
            "Type an order in the rulebook's notation: A(Par)-Bur, F(NTH) c A(Yor)-Nwy, A(Mun) S A(Par)-Bur; Enter adds it",
            "e.g. A(Lpl)-Yor",
        ),
    }
}
