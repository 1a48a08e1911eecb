//! The engine asks the rulebook (`adjudicate::Rulebook`) what a board allows, and never
//! tests the map's stacking flag itself, outside the map that holds it and the rulebook
//! that reads it: a new rulebook then changes one place. Read from the source.

use std::path::{Path, PathBuf};

/// The production files that may read the flag: where the map is loaded from its file, and the one place that turns it into a rulebook.
const ALLOWED: [&str; 2] = ["map/load.rs", "adjudicate/rulebook.rs"];

/// Test files and folders (named as the design rules name them), which may build boards
/// with either flag.
fn is_test(path: &Path) -> bool {
    let name = path.file_name().map(|n| n.to_string_lossy().to_string());
    let name = name.unwrap_or_default();
    name == "tests.rs" || name.ends_with("_tests.rs") || name == "differential"
}

/// Every production `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("source folder").flatten() {
        let path = entry.path();
        if is_test(&path) {
            continue;
        }
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_engine_asks_the_rulebook_not_the_maps_stacking_flag() {
    let engine = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine");
    let mut files = Vec::new();
    sources(&engine, &mut files);
    let mut reads = Vec::new();
    for file in &files {
        let rel = file.strip_prefix(&engine).expect("under src/engine");
        let rel = rel.to_string_lossy().replace('\\', "/");
        let text = std::fs::read_to_string(file).expect("source file");
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if code.contains(".stacking") && !ALLOWED.contains(&rel.as_str()) {
                reads.push(format!("{rel}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(files.len() > 100, "only {} files read", files.len());
    assert!(
        reads.is_empty(),
        "the map's stacking flag tested in the engine (ask the Rulebook): {reads:#?}"
    );
}

/// The production files under `src/engine/adjudicate` with their text, named from there.
fn adjudicator_sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine/adjudicate");
    let mut files = Vec::new();
    sources(&root, &mut files);
    files
        .iter()
        .map(|f| {
            let rel = f.strip_prefix(&root).expect("under adjudicate");
            let text = std::fs::read_to_string(f).expect("source file");
            (rel.to_string_lossy().replace('\\', "/"), text)
        })
        .collect()
}

/// Retreats and adjustments are one core on every board: one function adjudicates each
/// (a classic province is a stack of one), and the only adjudicators of their own are the
/// two movement battles the rulebooks fight differently.
#[test]
fn every_board_has_one_retreat_and_one_adjustment_adjudicator() {
    let mut found: Vec<String> = Vec::new();
    for (rel, text) in adjudicator_sources() {
        for line in text.lines() {
            let code = line.split("//").next().unwrap_or("").trim_start();
            let Some(rest) = code.split("pub fn adjudicate_").nth(1) else {
                continue;
            };
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            found.push(format!("{rel}: adjudicate_{name}"));
        }
    }
    found.sort();
    assert_eq!(
        found,
        [
            "adjustment.rs: adjudicate_adjustments",
            "movement.rs: adjudicate_movement",
            "multiplomacy/movement.rs: adjudicate_stacked",
            "phase.rs: adjudicate_phase",
            "retreat.rs: adjudicate_retreats",
        ],
        "a second adjudicator (fold what differs into the rulebook's part)"
    );
}

/// The rulebook's variants are told apart in one place, where each picks its part of the
/// rules; everywhere else asks the rulebook a question (`units_stack`, `read_line`, ...).
#[test]
fn only_the_rulebook_tells_its_variants_apart() {
    let engine = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&engine, &mut files);
    let mut named = Vec::new();
    for file in &files {
        let rel = file.strip_prefix(&engine).expect("under src");
        let rel = rel.to_string_lossy().replace('\\', "/");
        let text = std::fs::read_to_string(file).expect("source file");
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let variant =
                code.contains("Rulebook::Classic") || code.contains("Rulebook::Multiplomacy");
            if variant && rel != "engine/adjudicate/rulebook.rs" {
                named.push(format!("{rel}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(files.len() > 100, "only {} files read", files.len());
    assert!(
        named.is_empty(),
        "a rulebook variant named outside the rulebook (ask it instead): {named:#?}"
    );
}
