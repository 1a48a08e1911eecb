//! Every DATC case of chapters 6.A–6.D set up by the sandbox's own set-up commands,
//! resolved through the game flow, exported as a test-file case, and the exported case read
//! back and adjudicated by the test-file runner: the same result, and the DATC's.

use super::Sandbox;
use crate::engine::map::Map;
use crate::engine::rules::Rules;
use crate::engine::testfile::{TestCase, parse_test_file, prepare_case, run_case};

fn cases(file: &str) -> Vec<TestCase> {
    let path = format!("{}/tests/datc/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the DATC file is there");
    parse_test_file(&text).expect("the DATC file reads")
}

/// Sets up, resolves, exports and reads back one case; returns what went wrong.
fn round_trip(map: &Map, case: &TestCase) -> Result<(), String> {
    let mut sandbox = Sandbox::from_case(case, "datc")?;
    let exported = sandbox.export_case(&case.name);
    let read_back = parse_test_file(&exported).map_err(|e| format!("{e}\n{exported}"))?;
    let [again] = read_back.as_slice() else {
        return Err(format!("expected one case in\n{exported}"));
    };
    let again = prepare_case(map, again)?;
    let report = run_case(map, &again, &Rules::DATC);
    if !report.passed {
        return Err(format!("{:?}\n{exported}", report.details));
    }
    let original = prepare_case(map, case)?;
    if (&again.expected_units, &again.expected_dislodged)
        != (&original.expected_units, &original.expected_dislodged)
    {
        return Err(format!(
            "the sandbox's result differs from the DATC's: {:?} / {:?} against {:?} / {:?}",
            again.expected_units,
            again.expected_dislodged,
            original.expected_units,
            original.expected_dislodged
        ));
    }
    // Resolving in the sandbox stores the same result the export showed.
    let record = sandbox.resolve().clone();
    let current = sandbox.history().current_index();
    let stored = sandbox.export_resolution(&case.name, &record, current);
    if stored != exported {
        return Err(format!("stored resolution exports differently:\n{stored}"));
    }
    Ok(())
}

#[test]
fn every_case_of_6a_to_6d_round_trips_through_the_sandbox() {
    let map = Map::named("standard").expect("map loads");
    let mut failures = Vec::new();
    let mut count = 0;
    for file in ["6A.txt", "6B.txt", "6C.txt", "6D.txt"] {
        for case in cases(file) {
            count += 1;
            if let Err(e) = round_trip(&map, &case) {
                failures.push(format!("{}: {e}", case.name));
            }
        }
    }
    assert_eq!(count, 70, "cases of 6.A–6.D");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
