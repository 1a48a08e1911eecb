//! The rules engine: pure Rust, no Bevy. Maps, positions, orders, notation and adjudication.

// The adjudicator works on parallel per-unit and per-province arrays indexed together;
// index loops read more clearly there than zipped iterators.
#![allow(clippy::needless_range_loop)]

pub mod adjudicate;
pub mod bot;
pub mod few;
pub mod game;
pub mod ids;
pub mod map;
pub mod notation;
pub mod options;
pub mod order;
pub mod position;
pub mod random;
pub mod rules;
pub mod rules_explained;
pub mod sandbox;
pub mod scoring;
pub mod talk;
pub mod testfile;
pub mod tutorial;

#[cfg(test)]
mod rulebook_seam_tests;

pub use ids::{Coast, Location, PowerId, ProvinceId, UnitKind};
pub use map::Map;
pub use order::{AdjustOrder, MainOrder, Order, RetreatOrder};
pub use position::{Phase, PhaseKind, Position, Season, Unit};
pub use rules::Rules;
