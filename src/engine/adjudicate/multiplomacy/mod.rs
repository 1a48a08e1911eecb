//! Multiplomacy's part of the rules (seed 001), for maps where one power's units stack: the
//! numerically greater force wins, supports are cut part by part, and the largest force
//! retreating into one province survives (the retreat phase itself is the one core's,
//! `adjudicate/retreat.rs`); builds go to any owned home province.

mod as_movement;
mod battle;
mod convoy;
mod cut;
mod movement;
mod outcome;
mod prepare;
mod retreat;
mod rulebook;

#[cfg(test)]
mod classic_tests;
#[cfg(test)]
mod differential;
#[cfg(test)]
mod random_tests;
#[cfg(test)]
mod tests;

pub use as_movement::{Stacks, movement_of};
pub use movement::{adjudicate_stacked, stack_at};
pub use outcome::{Force, ForceRole, OrderOutcome, StackedResult, UnitOutcome};
pub(crate) use rulebook::StackedPart;
