//! Data-driven adjudication tests: every case in the project's test files runs as its
//! own test. DATC v3 chapter 6 (`tests/datc/`) under the `datc` preset; the rulebook's
//! PART II examples and sample game (`assets/learning/part2.txt`, also the lessons of learning mode) and the cases where
//! the 1971 rules answer differently (`tests/datc_1971/`) under the `1971` preset; variant
//! maps' special rules (`tests/variants/`, each file naming its map: ce05, Multiplomacy)
//! under the `1971` preset.
//!
//! The harness is strict: each folder and case file is listed below with the fewest cases
//! it may hold, and a folder or file that is missing, holds fewer cases, cannot be read, or
//! is not listed fails its own `files::` test.

use diplomacy_hotseat::engine::map::Map;
use diplomacy_hotseat::engine::rules::Rules;
use diplomacy_hotseat::engine::testfile::{TestCase, parse_test_file, prepare_case, run_case};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::Path;
use std::sync::Arc;

/// A folder of case files: its path, the tag its cases' names start with, the rules.
struct Folder {
    dir: &'static str,
    tag: &'static str,
    rules: Rules,
    /// Each case file in it and the fewest cases it may hold (its count when listed).
    files: &'static [(&'static str, usize)],
}

const FOLDERS: &[Folder] = &[
    Folder {
        dir: "tests/datc",
        tag: "datc",
        rules: Rules::DATC,
        files: &[
            ("6A.txt", 12),
            ("6B.txt", 15),
            ("6C.txt", 9),
            ("6D.txt", 34),
            ("6E.txt", 15),
            ("6F.txt", 25),
            ("6G.txt", 20),
            ("6H.txt", 24),
            ("6I.txt", 7),
            ("6J.txt", 12),
        ],
    },
    Folder {
        dir: "tests/datc_1971",
        tag: "datc-1971",
        rules: Rules::RULEBOOK_1971,
        files: &[("differences.txt", 16)],
    },
    Folder {
        dir: "assets/learning",
        tag: "rulebook",
        rules: Rules::RULEBOOK_1971,
        files: &[("part2.txt", 117)],
    },
    Folder {
        dir: "tests/variants",
        tag: "variants",
        rules: Rules::RULEBOOK_1971,
        files: &[("european.txt", 61), ("multiplomacy.txt", 25)],
    },
];

/// The `.txt` files of a folder that hold cases (others, like game records, are not cases).
fn case_files(root: &Path) -> Result<Vec<String>, String> {
    let entries = std::fs::read_dir(root).map_err(|e| format!("{}: {e}", root.display()))?;
    let mut files: Vec<String> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .filter(|p| std::fs::read_to_string(p).is_ok_and(|t| t.contains("\nCASE ")))
        .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .collect();
    files.sort();
    Ok(files)
}

/// A test that fails with `message` (the folder and file checks).
fn failing(name: String, message: String) -> Trial {
    Trial::test(name, move || Err(Failed::from(message)))
}

/// The cases of one listed file (`shown` is its path as the table gives it).
fn read_cases(path: &Path, shown: &str) -> Result<Vec<TestCase>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{shown}: missing: {e}"))?;
    parse_test_file(&text).map_err(|e| format!("{shown}:{e}"))
}

fn main() {
    let args = Arguments::from_args();
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut maps: Vec<Arc<Map>> = vec![Arc::new(
        Map::named("standard").expect("standard map loads"),
    )];
    let mut trials = Vec::new();
    for folder in FOLDERS {
        let root = manifest.join(folder.dir);
        let present = match case_files(&root) {
            Ok(list) => list,
            Err(e) => {
                let message = format!("case folder {} is missing: {e}", folder.dir);
                trials.push(failing(format!("files::{}", folder.dir), message));
                continue;
            }
        };
        for name in present
            .iter()
            .filter(|n| !folder.files.iter().any(|(f, _)| f == n))
        {
            let message = format!(
                "{}/{name} holds cases but is not listed in tests/adjudication.rs",
                folder.dir
            );
            trials.push(failing(format!("files::{}/{name}", folder.dir), message));
        }
        for &(name, expected) in folder.files {
            let shown = format!("{}/{name}", folder.dir);
            let cases = match read_cases(&root.join(name), &shown) {
                Ok(cases) => cases,
                Err(e) => {
                    trials.push(failing(format!("files::{shown}"), e));
                    continue;
                }
            };
            if cases.len() < expected {
                let message = format!(
                    "{shown}: {} cases, expected at least {expected}",
                    cases.len()
                );
                trials.push(failing(format!("files::{shown}"), message));
            }
            for case in cases {
                if !maps.iter().any(|m| m.name == case.variant) {
                    match Map::named(&case.variant) {
                        Ok(map) => maps.push(Arc::new(map)),
                        Err(e) => {
                            let message = format!("{shown}:{}: case {}: {e}", case.line, case.name);
                            trials.push(failing(format!("{}::{}", folder.tag, case.name), message));
                            continue;
                        }
                    }
                }
                let map = maps
                    .iter()
                    .find(|m| m.name == case.variant)
                    .map(Arc::clone)
                    .expect("loaded above");
                let rules = folder.rules;
                let file = shown.clone();
                trials.push(Trial::test(
                    format!("{}::{}", folder.tag, case.name),
                    move || {
                        let place = format!("{file}:{}: case {}", case.line, case.name);
                        let prepared = prepare_case(&map, &case)
                            .map_err(|e| Failed::from(format!("{place}: {e}")))?;
                        let report = run_case(&map, &prepared, &rules);
                        if report.passed {
                            Ok(())
                        } else {
                            Err(Failed::from(format!(
                                "{place}\n{}",
                                report.details.join("\n")
                            )))
                        }
                    },
                ));
            }
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
