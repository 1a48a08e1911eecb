//! The Multiplomacy adjudicator against the classic one on positions without a stack (a
//! classic province is a stack of one): the data cases' movement phases, random positions
//! and orders, and the movement phases of computer games. A phase that Multiplomacy's own
//! rules for one power's units decide (they stack, or change places) is left out.

mod cases;
mod compare;
mod games;
mod known;
mod random;
