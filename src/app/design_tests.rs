//! The app's design, checked on its own source: the board draws one view and imports no
//! mode or screen; the app's top-level parts import each other in one direction only (no
//! circle); order text is read only at the edges (the order box, the sandbox's typed
//! slip, files). Test code is left out: only what ships is checked.

use crate::design_rules_tests::rust_files;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");

/// The modules declared `#[cfg(test)] mod name;`, as the path of their file without
/// `.rs` (their folder, for a test module with files of its own).
fn test_modules(files: &[PathBuf]) -> BTreeSet<PathBuf> {
    let mut out = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(file).expect("source file");
        let children = match file.file_name().is_some_and(|n| n == "mod.rs") {
            true => file.parent().expect("folder").to_path_buf(),
            false => file.with_extension(""),
        };
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        for pair in lines.windows(2) {
            let declared = pair[1]
                .trim_start_matches("pub(crate) ")
                .trim_start_matches("pub(super) ")
                .trim_start_matches("pub ");
            if pair[0] == "#[cfg(test)]"
                && let Some(name) = declared
                    .strip_prefix("mod ")
                    .and_then(|m| m.strip_suffix(';'))
            {
                out.insert(children.join(name));
            }
        }
    }
    out
}

/// The shipped source files under `src/<dir>` with their text, test modules cut: files of
/// test modules are left out, and an inline `#[cfg(test)] mod … {` cuts the rest of its file.
pub(super) fn shipped(dir: &str) -> Vec<(PathBuf, String)> {
    let files = rust_files(&Path::new(SRC).join(dir));
    let tests = test_modules(&rust_files(Path::new(SRC)));
    files
        .into_iter()
        .filter(|f| {
            let stem = f.with_extension("");
            !tests.iter().any(|t| stem == *t || f.starts_with(t))
        })
        .map(|f| {
            let text = std::fs::read_to_string(&f).expect("source file");
            let cut = text
                .find("#[cfg(test)]\nmod ")
                .filter(|&i| text[i..].lines().nth(1).is_some_and(|l| l.ends_with('{')))
                .unwrap_or(text.len());
            let shipped = text[..cut].to_string();
            (f, shipped)
        })
        .collect()
}

/// The top-level part of `src/app` a file belongs to (`board`, `keymap`, …); `None` for
/// `app/mod.rs`, which wires every part together.
fn part_of(file: &Path) -> Option<String> {
    let rel = file.strip_prefix(Path::new(SRC).join("app")).ok()?;
    let first = rel.components().next()?.as_os_str().to_str()?;
    (first != "mod.rs").then(|| first.trim_end_matches(".rs").to_string())
}

/// The names a file takes from other top-level parts of the app: `crate::app::name`,
/// `crate::app::{a, b}`, and `super::name` (`super::super::name` inside a folder).
fn parts_named(file: &Path, text: &str, parts: &BTreeSet<String>) -> BTreeSet<String> {
    // How many `super::` lead from this file's module up to `app`.
    let depth = file
        .strip_prefix(Path::new(SRC).join("app"))
        .map_or(0, |r| r.components().count())
        - usize::from(file.file_name().is_some_and(|n| n == "mod.rs"));
    let relative = "super::".repeat(depth.max(1));
    let mut named = BTreeSet::new();
    for prefix in ["crate::app::", relative.as_str()] {
        for (i, _) in text.match_indices(prefix) {
            let rest = &text[i + prefix.len()..];
            // `a::b` names `a`; `{a::b, c}` names `a` and `c`.
            let list = match rest.strip_prefix('{') {
                Some(group) => group.split('}').next().unwrap_or(""),
                None => rest,
            };
            let items = list
                .split(',')
                .take(if rest.starts_with('{') { usize::MAX } else { 1 });
            for item in items {
                let name: String = (item.trim().chars())
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if parts.contains(&name) {
                    named.insert(name);
                }
            }
        }
    }
    named
}

/// Which top-level parts of the app each part's shipped code imports, with a file that
/// does it.
fn app_imports() -> BTreeMap<String, BTreeMap<String, PathBuf>> {
    let app = Path::new(SRC).join("app");
    let parts: BTreeSet<String> = std::fs::read_dir(&app)
        .expect("src/app")
        .flatten()
        .filter_map(|e| {
            e.file_name()
                .to_str()
                .map(|n| n.trim_end_matches(".rs").to_string())
        })
        .filter(|n| n != "mod")
        .collect();
    let mut imports: BTreeMap<String, BTreeMap<String, PathBuf>> = BTreeMap::new();
    for (file, text) in shipped("app") {
        let Some(part) = part_of(&file) else { continue };
        for other in parts_named(&file, &text, &parts) {
            if other != part {
                imports
                    .entry(part.clone())
                    .or_default()
                    .entry(other)
                    .or_insert(file.clone());
            }
        }
    }
    imports
}

/// The parts `from` reaches by imports, itself excluded unless a circle comes back to it.
fn reached(imports: &BTreeMap<String, BTreeMap<String, PathBuf>>, from: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut todo: Vec<&str> = vec![from];
    while let Some(part) = todo.pop() {
        for next in imports.get(part).into_iter().flat_map(|m| m.keys()) {
            if seen.insert(next.clone()) {
                todo.push(next);
            }
        }
    }
    seen
}

#[test]
fn the_board_imports_no_mode_or_screen() {
    let imports = app_imports();
    let board = imports.get("board").cloned().unwrap_or_default();
    // The ground: the keys, the layout, the game and map being played (`current`), and the
    // players' less-motion setting (which imports no mode or screen either).
    let allowed = ["current", "input_focus", "keymap", "layout", "motion"];
    for (part, file) in &board {
        assert!(
            allowed.contains(&part.as_str()),
            "the board imports {part} ({}): it should draw only the BoardView the modes write",
            file.display()
        );
    }
    // Nor through another part.
    for mode in [
        "screens", "play", "learning", "tutor", "picture", "sandbox", "settings",
    ] {
        assert!(
            !reached(&imports, "board").contains(mode),
            "the board reaches {mode} through {board:?}"
        );
    }
}

#[test]
fn no_two_parts_of_the_app_import_each_other_in_a_circle() {
    let imports = app_imports();
    assert!(imports.len() > 10, "the app's parts were read: {imports:?}");
    for (part, targets) in &imports {
        for (other, file) in targets {
            let back = reached(&imports, other);
            assert!(
                !back.contains(part),
                "{part} imports {other} ({}) and {other} leads back to {part}: {:?}",
                file.display(),
                imports.get(other)
            );
        }
    }
}

/// The calls that read order text.
const READERS: [&str; 6] = [
    "parse_order(",
    "parse_stacked_order(",
    "parse_stacked_orders(",
    "parse_syntax(",
    "read_line(",
    "parse_setup_line(",
];

/// Where order text may be read in the app, the computers and the phones' server: the
/// order box (a typed line, and the reason a typed line is refused), the drafts (a typed
/// line, a saved game's pending lines), the phone's typed box, the guided turn's learner
/// typing, the sandbox's typed slip, and learning mode's files (a lesson's case, the
/// sample game's notes).
const EDGES: [&str; 6] = [
    "engine/game/draft.rs",
    "app/play/writing.rs",
    "pads/desk.rs",
    "app/tutor/watch.rs",
    "app/screens/sandbox/rows.rs",
    "app/learning/content.rs",
];

#[test]
fn order_text_is_read_only_at_the_edges() {
    let mut readers = Vec::new();
    for dir in ["app", "engine/bot", "engine/game/draft.rs", "pads"] {
        for (file, text) in shipped(dir) {
            let rel = file
                .strip_prefix(SRC)
                .expect("under src")
                .to_string_lossy()
                .to_string();
            for (n, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                // A draft's `write` reads a line (`d.write(`, `draft.write(`).
                let drafts_write = code
                    .match_indices("d.write(")
                    .any(|(i, _)| i == 0 || !code[..i].ends_with(|c: char| c.is_alphanumeric()))
                    || code.contains("draft.write(");
                let reads = READERS.iter().any(|r| code.contains(r)) || drafts_write;
                if reads && !code.trim_start().starts_with("fn ") && !code.contains("pub fn ") {
                    readers.push((rel.clone(), n + 1, line.trim().to_string()));
                }
            }
        }
    }
    let outside: Vec<_> = readers
        .iter()
        .filter(|(f, _, _)| !EDGES.contains(&f.as_str()))
        .collect();
    assert!(
        outside.is_empty(),
        "order text read inside the program (send a typed Written instead): {outside:#?}"
    );
    // The edges do read text: the check sees the calls it is looking for.
    assert!(
        readers.iter().any(|(f, _, _)| f == "engine/game/draft.rs"),
        "the order box's reading was not found: {readers:#?}"
    );
}

/// The app asks the rules what a board allows (`Rulebook`, the legal-order tree, the
/// draft) and never tests the map's stacking flag itself: a new rulebook then needs no
/// change in the screens.
#[test]
fn the_app_asks_the_rulebook_not_the_maps_stacking_flag() {
    let mut tests = Vec::new();
    for (file, text) in shipped("app") {
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if code.contains(".stacking") {
                tests.push((file.display().to_string(), n + 1, line.trim().to_string()));
            }
        }
    }
    assert!(
        tests.is_empty(),
        "the map's stacking flag tested in the app (ask the Rulebook): {tests:#?}"
    );
    // The check reads the files it means to: the panel asks the rulebook.
    let asks = shipped("app")
        .iter()
        .any(|(_, text)| text.contains("orders_part_of_stacks()"));
    assert!(asks, "no file of the app asks the rulebook");
}

/// The files outside `board/` that read the board as drawn (the rules' map with its
/// shapes), each because it works with shapes: arrows, frames of the view, the phones'
/// map.
const DRAWERS: [&str; 5] = [
    "play/board_view.rs",
    "screens/sandbox/view.rs",
    "learning/mod.rs",
    "tutor/mod.rs",
    "phones/mod.rs",
];

#[test]
fn the_rules_map_is_read_beside_the_game_not_through_the_drawing() {
    let app = Path::new(SRC).join("app");
    let mut through_drawing = BTreeSet::new();
    for (file, text) in shipped("app") {
        let rel = file
            .strip_prefix(&app)
            .unwrap_or(&file)
            .display()
            .to_string();
        if !rel.starts_with("board/") && text.contains("DrawnBoard") {
            through_drawing.insert(rel);
        }
    }
    let allowed: BTreeSet<String> = DRAWERS.iter().map(|s| s.to_string()).collect();
    let extra: Vec<_> = through_drawing.difference(&allowed).collect();
    assert!(
        extra.is_empty(),
        "read the rules' map from CurrentMap, not the board as drawn: {extra:#?}"
    );
    // The check reads the files it means to: each drawer named still draws.
    let gone: Vec<_> = allowed.difference(&through_drawing).collect();
    assert!(
        gone.is_empty(),
        "no longer read the board as drawn: {gone:#?}"
    );
}

#[test]
fn the_app_adds_the_board_as_one_plugin() {
    // The board's folder gathers its own plugins (`board::plugin`); the app's top names
    // none of them, so a newcomer finds the board's parts in the board.
    let top = std::fs::read_to_string("src/app/mod.rs").expect("src/app/mod.rs");
    let named: Vec<&str> = (top.lines())
        .filter(|l| l.contains("board::") && l.contains("::plugin"))
        .filter(|l| !l.contains("board::plugin") && !l.contains("board::picking::plugin"))
        .filter(|l| !l.contains("board::camera::plugin, keymap::plugin"))
        .collect();
    assert!(named.is_empty(), "{named:#?}");
    assert!(top.contains("board::plugin,"), "the app adds board::plugin");
}
