//! Data-driven adjudication tests: every case in the project's test files runs as its
//! own test. DATC v3 chapter 6 (`tests/datc/`) under the `datc` preset; the rulebook's
//! PART II examples and sample game (`assets/learning/part2.txt`, also the lessons of learning mode) and the cases where
//! the 1971 rules answer differently (`tests/datc_1971/`) under the `1971` preset; variant
//! maps' special rules (`tests/variants/`, each file naming its map) under the `1971` preset.

use diplomacy_hotseat::engine::map::Map;
use diplomacy_hotseat::engine::rules::Rules;
use diplomacy_hotseat::engine::testfile::{parse_test_file, prepare_case, run_case};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::Path;
use std::sync::Arc;

fn case_files(dir: &str) -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .filter(|p| std::fs::read_to_string(p).is_ok_and(|t| t.contains("\nCASE ")))
        .collect();
    files.sort();
    files
}

fn main() {
    let args = Arguments::from_args();
    let mut maps: Vec<Arc<Map>> = vec![Arc::new(
        Map::named("standard").expect("standard map loads"),
    )];
    let mut trials = Vec::new();
    for (dir, tag, rules) in [
        ("tests/datc", "datc", Rules::DATC),
        ("tests/datc_1971", "datc-1971", Rules::RULEBOOK_1971),
        ("assets/learning", "rulebook", Rules::RULEBOOK_1971),
        ("tests/variants", "variants", Rules::RULEBOOK_1971),
    ] {
        if !Path::new(env!("CARGO_MANIFEST_DIR")).join(dir).exists() {
            continue;
        }
        for file in case_files(dir) {
            let text = std::fs::read_to_string(&file).expect("readable");
            let cases =
                parse_test_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            for case in cases {
                if !maps.iter().any(|m| m.name == case.variant) {
                    let map = Map::named(&case.variant)
                        .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
                    maps.push(Arc::new(map));
                }
                let map = maps
                    .iter()
                    .find(|m| m.name == case.variant)
                    .map(Arc::clone)
                    .expect("loaded above");
                let name = format!("{tag}::{}", case.name);
                let file = file.display().to_string();
                trials.push(Trial::test(name, move || {
                    let prepared = prepare_case(&map, &case)
                        .map_err(|e| Failed::from(format!("{file}: {e}")))?;
                    let report = run_case(&map, &prepared, &rules);
                    if report.passed {
                        Ok(())
                    } else {
                        Err(Failed::from(format!(
                            "{file}:{}\n{}",
                            case.line,
                            report.details.join("\n")
                        )))
                    }
                }));
            }
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
