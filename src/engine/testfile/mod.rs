//! Test files in the jDip format (CASE / PRESTATE / ORDERS / POSTSTATE / END): reading, running and writing them.

mod parse;
mod past;
mod run;
mod stacked;
mod verdict;
mod write;

#[cfg(test)]
mod tests;

pub use parse::{
    ArrivalLine, CaseLine, ParseError, ResultLine, TestCase, UnitLine, VerdictLine, parse_phase,
    parse_test_file,
};
pub use run::{CaseReport, PreparedCase, adjudicate_case, case_position, prepare_case, run_case};
pub use stacked::{ExpectedVerdict, StackedCase};
pub use write::{phase_text, write_case};
