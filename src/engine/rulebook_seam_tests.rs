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

/// One line of production code: its file (named from `under`), its number and its code
/// (comments cut off).
struct CodeLine {
    file: String,
    number: usize,
    code: String,
}

impl CodeLine {
    /// Where the line is and what it says, for a failure's message.
    fn cited(&self) -> String {
        format!("{}:{}: {}", self.file, self.number, self.code.trim())
    }
}

/// Every line of the production `.rs` files under `under` (a folder of the crate), and
/// how many files were read.
fn code_lines(under: &str) -> (Vec<CodeLine>, usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(under);
    let mut files = Vec::new();
    sources(&root, &mut files);
    let mut lines = Vec::new();
    for file in &files {
        let rel = file.strip_prefix(&root).expect("under the folder");
        let rel = rel.to_string_lossy().replace('\\', "/");
        let text = std::fs::read_to_string(file).expect("source file");
        for (n, line) in text.lines().enumerate() {
            lines.push(CodeLine {
                file: rel.clone(),
                number: n + 1,
                code: line.split("//").next().unwrap_or("").to_string(),
            });
        }
    }
    (lines, files.len())
}

#[test]
fn the_engine_asks_the_rulebook_not_the_maps_stacking_flag() {
    let (lines, files) = code_lines("src/engine");
    let reads: Vec<String> = lines
        .iter()
        .filter(|l| l.code.contains(".stacking") && !ALLOWED.contains(&l.file.as_str()))
        .map(CodeLine::cited)
        .collect();
    assert!(files > 100, "only {files} files read");
    assert!(
        reads.is_empty(),
        "the map's stacking flag tested in the engine (ask the Rulebook): {reads:#?}"
    );
}

/// Retreats and adjustments are one core on every board: one function adjudicates each
/// (a classic province is a stack of one), and the only adjudicators of their own are the
/// two movement battles the rulebooks fight differently.
#[test]
fn every_board_has_one_retreat_and_one_adjustment_adjudicator() {
    let (lines, _) = code_lines("src/engine/adjudicate");
    let mut found: Vec<String> = lines
        .iter()
        .filter_map(|l| {
            let rest = l.code.split("pub fn adjudicate_").nth(1)?;
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            Some(format!("{}: adjudicate_{name}", l.file))
        })
        .collect();
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
    let (lines, files) = code_lines("src");
    let named: Vec<String> = lines
        .iter()
        .filter(|l| l.file != "engine/adjudicate/rulebook.rs")
        .filter(|l| {
            l.code.contains("Rulebook::Classic") || l.code.contains("Rulebook::Multiplomacy")
        })
        .map(CodeLine::cited)
        .collect();
    assert!(files > 100, "only {files} files read");
    assert!(
        named.is_empty(),
        "a rulebook variant named outside the rulebook (ask it instead): {named:#?}"
    );
}
