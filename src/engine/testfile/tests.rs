//! Test-file reader tests: keywords, errors with line numbers, never a panic; counted units,
//! orders and verdicts on boards where units stack.

use super::{PreparedCase, parse_test_file, prepare_case, run_case};
use crate::engine::map::Map;
use crate::engine::rules::Rules;
use proptest::prelude::*;

#[test]
fn a_case_reads_with_all_its_sections() {
    let text = "# comment\nCASE 1 (x)\nPRESTATE_SETPHASE Fall 1901, Adjustment\nPRESTATE_SUPPLYCENTER_OWNERS\n  Russia: A stp\nPRESTATE\n  Russia: A mos\nORDERS\n  Russia: Build F stp/nc\nPOSTSTATE\n  Russia: A mos\n  Russia: F stp/nc\nEND\n";
    let cases = parse_test_file(text).expect("reads");
    assert_eq!(cases.len(), 1);
    assert_eq!(cases[0].name, "1 (x)");
    assert_eq!(cases[0].owners.as_ref().map(Vec::len), Some(1));
    assert_eq!(cases[0].orders[0].text, "Build F stp/nc");
}

#[test]
fn errors_name_the_line() {
    let err =
        parse_test_file("CASE a\nPRESTATE_SETPHASE Winter 1901, Movement\nEND\n").unwrap_err();
    assert_eq!(err.line, 2);
    let err = parse_test_file("CASE a\nPRESTATE\n").unwrap_err();
    assert!(err.message.contains("no END"), "{err}");
    let err = parse_test_file("ORDERS\n").unwrap_err();
    assert_eq!(err.line, 1);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]
    #[test]
    fn arbitrary_files_never_panic(text in "((CASE|PRESTATE|ORDERS|POSTSTATE|END|POSTSTATE_SAME|PRESTATE_RESULTS)?[ A-Za-z:/0-9,-]{0,20}\n){0,8}") {
        let _ = parse_test_file(&text);
    }
}

#[test]
fn counted_unit_lines_and_verdict_lines_read() {
    let text = "CASE c\nPRESTATE\n  England: 3 F nth\n  England: F lon\nORDERS\n  England: 3 F nth S F lon\nPOSTSTATE_SAME\nPOSTSTATE_RESULTS\n  England: 3 F nth S F lon => 2 supported; 1 cut\nEND\n";
    let cases = parse_test_file(text).expect("reads");
    assert_eq!(cases[0].prestate[0].count, 3);
    assert_eq!(cases[0].prestate[1].count, 1);
    assert_eq!(cases[0].verdicts[0].order.text, "3 F nth S F lon");
    assert_eq!(cases[0].verdicts[0].verdict, "2 supported; 1 cut");
    let err = parse_test_file("CASE c\nPRESTATE\n  England: 0 F nth\nEND\n").unwrap_err();
    assert_eq!(err.line, 3);
    assert!(err.message.contains("`0`"), "{err}");
    let err = parse_test_file("CASE c\nPOSTSTATE_RESULTS\n  England: F nth H\nEND\n").unwrap_err();
    assert_eq!(err.line, 3);
    assert!(err.message.contains("=>"), "{err}");
}

fn prepared(map_name: &str, text: &str) -> Result<(Map, PreparedCase), String> {
    let map = Map::named(map_name).expect("map loads");
    let case = parse_test_file(text).expect("reads").remove(0);
    let prepared = prepare_case(&map, &case)?;
    Ok((map, prepared))
}

/// Rule 6(i) of Multiplomacy with the given POSTSTATE and verdict for Turkey's order.
fn black_sea(post: &str, verdict: &str) -> String {
    format!(
        "VARIANT_ALL multiplomacy\nCASE c\nPRESTATE\n  Russia: 2 F sev\n  Turkey: F ank\nORDERS\n  Russia: 2 F Sev-Bla\n  Turkey: F Ank-Bla\nPOSTSTATE\n{post}POSTSTATE_RESULTS\n  Turkey: F Ank-Bla => {verdict}\nEND\n"
    )
}

#[test]
fn a_stacked_case_compares_counts_and_verdicts() {
    let rules = Rules::RULEBOOK_1971;
    let right = black_sea("  Russia: 2 F bla\n  Turkey: F ank\n", "1 bounced 1 vs 2");
    let (map, case) = prepared("multiplomacy", &right).expect("prepares");
    let report = run_case(&map, &case, &rules);
    assert!(report.passed, "{:?}", report.details);
    // A verdict may leave out details: `bounced` alone agrees with `bounced 1 vs 2`.
    let (map, case) = prepared(
        "multiplomacy",
        &black_sea("  Russia: 2 F bla\n  Turkey: F ank\n", "1 bounced"),
    )
    .expect("prepares");
    assert!(run_case(&map, &case, &rules).passed);
    // A wrong count on the board, and a wrong verdict, each name what differs.
    let wrong = black_sea(
        "  Russia: F bla\n  Russia: F sev\n  Turkey: F ank\n",
        "1 moved",
    );
    let (map, case) = prepared("multiplomacy", &wrong).expect("prepares");
    let report = run_case(&map, &case, &rules);
    assert!(!report.passed);
    let details = report.details.join("\n");
    assert!(
        details.contains("expected Russia: F bla, missing"),
        "{details}"
    );
    assert!(details.contains("unexpected Russia: 2 F bla"), "{details}");
    assert!(
        details.contains("`Turkey: F Ank-Bla`: expected 1 moved, got 1 bounced 1 vs 2"),
        "{details}"
    );
}

#[test]
fn stacked_expectations_that_cannot_hold_are_refused_with_their_line() {
    let typo = black_sea("  Russia: 2 F bla\n  Turkey: F ank\n", "1 bonced");
    let err = prepared("multiplomacy", &typo).map(|_| ()).unwrap_err();
    assert!(err.contains("line 13") && err.contains("`bonced`"), "{err}");
    let other_order = black_sea("  Russia: 2 F bla\n  Turkey: F ank\n", "1 moved")
        .replace("Turkey: F Ank-Bla =>", "Turkey: F Ank-Con =>");
    let err = prepared("multiplomacy", &other_order)
        .map(|_| ())
        .unwrap_err();
    assert!(err.contains("no order `Turkey: F Ank-Con`"), "{err}");
    // Counts and verdicts belong to boards where units stack.
    let err = prepared(
        "standard",
        "CASE c\nPRESTATE\n  England: 2 F nth\nORDERS\nPOSTSTATE_SAME\nEND\n",
    )
    .map(|_| ())
    .unwrap_err();
    assert!(
        err.contains("line 3") && err.contains("do not stack"),
        "{err}"
    );
}

#[test]
fn a_stack_larger_than_the_board_could_keep_is_refused_not_built() {
    // Four thousand million fleets would have been put on the board one by one (fuzzing
    // found it: the test-file runner ran out of memory).
    let huge = black_sea("  Russia: 2 F bla\n  Turkey: F ank\n", "1 bounced")
        .replace("Russia: 2 F sev", "Russia: 4000000000 F sev");
    let err = prepared("multiplomacy", &huge).map(|_| ()).unwrap_err();
    assert!(
        err.contains("line 4") && err.contains("more than the 57 supply centres"),
        "{err}"
    );
    let most = black_sea("  Russia: 57 F bla\n  Turkey: F ank\n", "1 bounced 1 vs 57")
        .replace("2 F", "57 F");
    let (map, case) = prepared("multiplomacy", &most).expect("prepares");
    assert!(run_case(&map, &case, &Rules::RULEBOOK_1971).passed);
}

#[test]
fn a_stacked_retreat_takes_every_attacker_from_the_results() {
    // Two powers took Ber from Kie and Sil together; neither may be a retreat.
    let text = "VARIANT_ALL multiplomacy\nCASE c\nPRESTATE_SETPHASE Spring 1901, Retreat\nPRESTATE\n  France: 3 A ber\nPRESTATE_DISLODGED\n  Germany: 2 A ber\nPRESTATE_RESULTS\n  SUCCESS: France: 2 A kie-ber\n  SUCCESS: France: 1 A sil-ber\nORDERS\n  Germany: 1 A Ber-Sil\n  Germany: 1 A Ber-Pru\nPOSTSTATE\n  France: 3 A ber\n  Germany: A pru\nEND\n";
    let (map, case) = prepared("multiplomacy", text).expect("prepares");
    let report = run_case(&map, &case, &Rules::RULEBOOK_1971);
    assert!(report.passed, "{:?}", report.details);
}
