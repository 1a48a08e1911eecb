//! The Multiplomacy adjudicator against the classic one on positions without a stack (a
//! classic province is a stack of one): the data cases' movement phases, random positions
//! and orders, and the movement phases of computer games.

mod cases;
mod compare;
mod known;
mod random;
