//! Multiplomacy's battle rules (seed 001), the rulebook beside the classic one for maps where
//! one power's units stack: the numerically greater force wins, supports are cut part by
//! part, retreats may split, and builds go to any owned home province.

mod adjustment;
mod as_movement;
mod battle;
mod convoy;
mod cut;
mod movement;
mod outcome;
mod prepare;
mod retreat;

#[cfg(test)]
mod classic_tests;
#[cfg(test)]
mod differential;
#[cfg(test)]
mod random_tests;
#[cfg(test)]
mod tests;

pub use adjustment::{StackAdjustResult, adjudicate_stacked_adjustments};
pub use as_movement::{Stacks, movement_of};
pub use movement::{adjudicate_stacked, stack_at};
pub use outcome::{Force, ForceRole, OrderOutcome, StackedResult, UnitOutcome};
pub use retreat::adjudicate_stacked_retreats;
