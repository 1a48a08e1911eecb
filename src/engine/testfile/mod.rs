//! Test files in the jDip format (CASE / PRESTATE / ORDERS / POSTSTATE / END): reading and running them.

mod parse;
mod past;
mod run;
mod stacked;
mod verdict;

#[cfg(test)]
mod tests;

pub use parse::{
    ArrivalLine, CaseLine, ParseError, ResultLine, TestCase, UnitLine, VerdictLine, parse_test_file,
};
pub use run::{CaseReport, PreparedCase, adjudicate_case, prepare_case, run_case};
pub use stacked::{ExpectedVerdict, StackedCase};
