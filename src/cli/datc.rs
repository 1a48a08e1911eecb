//! `datc`: run jDip-format test files and report `N passed, N failed`.

use crate::cli::out::outln;
use crate::engine::map::Map;
use crate::engine::rules::Rules;
use crate::engine::testfile::{adjudicate_case, parse_test_file, prepare_case, run_case};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// Runs the files; exit 0 all pass, 1 some fail, 2 a file cannot be read.
pub fn datc(
    files: &[PathBuf],
    rules: &str,
    variant: &str,
    bench: Option<u32>,
    verbose: bool,
) -> ExitCode {
    let Some(rules) = Rules::preset(rules) else {
        eprintln!("unknown rules preset `{rules}` (use datc or 1971)");
        return ExitCode::from(2);
    };
    let map = match Map::named(variant) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let mut prepared = Vec::new();
    for file in files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{}: cannot read: {e}", file.display());
                return ExitCode::from(2);
            }
        };
        let cases = match parse_test_file(&text) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("{}:{e}", file.display());
                return ExitCode::from(2);
            }
        };
        for case in &cases {
            match prepare_case(&map, case) {
                Ok(p) => prepared.push(p),
                Err(e) => {
                    eprintln!("{}: case {}: {e}", file.display(), case.name);
                    return ExitCode::from(2);
                }
            }
        }
    }
    let (mut passed, mut failed) = (0, 0);
    for case in &prepared {
        let report = run_case(&map, case, &rules);
        if report.passed {
            passed += 1;
            if verbose {
                outln!("ok   {}", report.name);
            }
        } else {
            failed += 1;
            outln!("FAIL {}", report.name);
            for d in &report.details {
                outln!("     {d}");
            }
        }
    }
    if let Some(k) = bench {
        let start = Instant::now();
        let mut sink = 0usize;
        for _ in 0..k {
            for case in &prepared {
                sink += adjudicate_case(&map, case, &rules).0.len();
            }
        }
        let secs = start.elapsed().as_secs_f64().max(1e-9);
        let total = prepared.len() as f64 * k as f64;
        outln!(
            "{:.0} cases/s ({total} adjudications in {secs:.3} s; {sink})",
            total / secs
        );
    }
    outln!("{passed} passed, {failed} failed");
    if failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
