//! Test-file reader tests: keywords, errors with line numbers, never a panic.

use super::parse_test_file;
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
