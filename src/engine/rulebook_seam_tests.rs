//! The engine asks the rulebook (`adjudicate::Rulebook`) what a board allows, and never
//! tests the map's stacking flag itself, outside the map that holds it and the rulebook
//! that reads it: a new rulebook then changes one place. Read from the source.

use std::path::{Path, PathBuf};

/// The production files that may read the flag (named from `src`): where the map is loaded
/// from its file, and the one place that turns it into a rulebook.
const ALLOWED: [&str; 2] = ["engine/map/load.rs", "engine/adjudicate/rulebook.rs"];

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

/// Nothing in the crate (engine, app, phones, command line) reads the map's stacking flag
/// but the map's loader and the rulebook: everything else asks the rulebook or the board.
#[test]
fn nothing_outside_the_rulebook_reads_the_maps_stacking_flag() {
    let (lines, files) = code_lines("src");
    let reads: Vec<String> = lines
        .iter()
        .filter(|l| l.code.contains(".stacking") && !ALLOWED.contains(&l.file.as_str()))
        .map(CodeLine::cited)
        .collect();
    assert!(files > 150, "only {files} files read");
    assert!(
        reads.is_empty(),
        "the map's stacking flag tested outside the rulebook (ask the Rulebook): {reads:#?}"
    );
}

/// What is left of Multiplomacy's own movement battles beside the one core, in production
/// lines per file. The fold moves them into the one core (what differs becomes the
/// rulebook's part, `multiplomacy/rulebook.rs` and `multiplomacy/retreat.rs`): this list
/// may only shrink. A new file or more lines here is a second adjudicator growing.
const STACKED_BATTLES_LEFT: [(&str, usize); 9] = [
    ("as_movement.rs", 105),
    ("battle.rs", 264),
    ("convoy.rs", 67),
    ("cut.rs", 61),
    ("mod.rs", 28),
    ("movement.rs", 482),
    ("outcome.rs", 98),
    ("prepare.rs", 252),
    ("rulebook.rs", 103),
];

/// The Multiplomacy folder holds the rulebook's part and what is not yet folded, no more.
#[test]
fn the_multiplomacy_folder_only_shrinks_towards_the_rulebooks_part() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine/adjudicate/multiplomacy");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let mut found: Vec<(String, usize)> = files
        .iter()
        .map(|f| {
            let name = f
                .strip_prefix(&root)
                .expect("under")
                .to_string_lossy()
                .to_string();
            let text = std::fs::read_to_string(f).expect("source file");
            (name.replace('\\', "/"), text.lines().count())
        })
        .collect();
    found.sort();
    let allowed =
        |name: &str| name == "retreat.rs" || STACKED_BATTLES_LEFT.iter().any(|(n, _)| *n == name);
    for (name, lines) in &found {
        assert!(
            allowed(name),
            "multiplomacy/{name}: a new file beside the one core"
        );
        if let Some((_, most)) = STACKED_BATTLES_LEFT.iter().find(|(n, _)| n == name) {
            assert!(
                lines <= most,
                "multiplomacy/{name}: {lines} lines, more than the {most} left to fold"
            );
        }
    }
    assert!(found.len() >= 2, "only {} files read", found.len());
}

/// Where a board is at hand the engine asks it; `Rulebook::of(map)` is for code that holds
/// only a map. The count may only fall (46 in production code before the fold began).
#[test]
fn the_rulebook_is_asked_of_the_map_no_more_often_than_before() {
    const MOST: usize = 42;
    let (lines, files) = code_lines("src");
    let calls = lines
        .iter()
        .map(|l| l.code.matches("Rulebook::of(").count())
        .sum::<usize>();
    assert!(files > 150, "only {files} files read");
    assert!(
        calls <= MOST,
        "{calls} calls of Rulebook::of (at most {MOST}): ask the Board where one is at hand"
    );
}

/// Every writer's line is checked by the one checker (`game::draft::check_written`): outside
/// the adjudicator, the engine's check of one order is asked only there and by the
/// legal-order tree.
#[test]
fn every_written_line_is_checked_by_the_one_checker() {
    let (lines, _) = code_lines("src");
    let mut askers: Vec<&str> = lines
        .iter()
        .filter(|l| l.code.contains("check_reasoned("))
        .filter(|l| !l.file.starts_with("engine/adjudicate/"))
        .map(|l| l.file.as_str())
        .collect();
    askers.sort();
    askers.dedup();
    assert_eq!(
        askers,
        ["engine/game/checked.rs", "engine/options/mod.rs"],
        "a second checker of written lines (ask game::draft::check_written)"
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

/// Every board's battles are decided by one decision core (Kruijswijk's, `resolver.rs`):
/// what a rulebook's battle decides is an implementation of its `Decisions` (a classic
/// unit's order; a stacked force's move), and there are no more of those than rulebooks.
#[test]
fn every_boards_battles_are_decided_by_one_decision_core() {
    let (lines, _) = code_lines("src/engine/adjudicate");
    let mut found: Vec<String> = lines
        .iter()
        .filter(|l| l.code.contains("impl Decisions for"))
        .map(|l| l.file.clone())
        .collect();
    found.sort();
    assert_eq!(
        found,
        ["multiplomacy/battle.rs", "strengths.rs"],
        "a battle decided outside the one core, or a third kind of decision"
    );
    let cores = lines
        .iter()
        .filter(|l| l.code.contains("fn backup_rule("))
        .count();
    assert_eq!(cores, 1, "a second decision algorithm beside resolver.rs");
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
