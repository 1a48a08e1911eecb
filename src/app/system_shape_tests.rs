//! The shape of the app's systems, checked on its own source: a system that runs only
//! with a game on the table takes `Res<Table>` under a run condition (an optional table is
//! kept where there may be none), a system's resources are named in `SystemParam` groups
//! past six parameters (never hidden in tuples), and the tutor's panel is in the tutor's
//! folder. Test code is left out: only what ships is checked.

use super::design_tests::shipped;
use std::collections::BTreeSet;

/// The files that take the table as optional, each because it runs where there may be
/// none: on every screen (the window's pacing, the soak, the board view, the place box
/// under the pointer, the keyboard's cursor and the board in words), when a game is
/// laid on the table (the table's acts), before the tutor's table is dealt, with a mode's
/// own table that comes and goes (learning mode, the sandbox), and the phones' server,
/// opened and closed with the table.
const OPTIONAL_TABLE: [&str; 12] = [
    "pacing.rs",
    "hud.rs",
    "soak.rs",
    "play/board_view.rs",
    "play/cursor.rs",
    "screens/board_words.rs",
    "play/mod.rs",
    "tutor/watch.rs",
    "learning/mod.rs",
    "screens/sandbox/view.rs",
    "screens/sandbox/desk.rs",
    "phones/mod.rs",
];

/// A file's path under `src/app`.
fn in_app(file: &std::path::Path) -> String {
    let app = concat!(env!("CARGO_MANIFEST_DIR"), "/src/app/");
    file.strip_prefix(app).unwrap_or(file).display().to_string()
}

/// Whether the text takes the table as an optional resource: `Option<Res<Table>>`,
/// `Option<ResMut<'w, Table>>`, `Option<Res<super::play::table::Table>>`, …
fn takes_optional_table(text: &str) -> bool {
    ["Option<Res<", "Option<ResMut<"].iter().any(|open| {
        text.match_indices(open).any(|(i, _)| {
            let rest = text[i + open.len()..].trim_start_matches("'w, ");
            let path: String = (rest.chars())
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            let last = path.rsplit("::").next().unwrap_or("");
            last == "Table" && rest[path.len()..].starts_with('>')
        })
    })
}

#[test]
fn the_table_is_optional_only_where_there_may_be_none() {
    assert!(takes_optional_table(
        "t: Option<Res<super::play::table::Table>>,"
    ));
    assert!(takes_optional_table("t: Option<ResMut<'w, Table>>,"));
    assert!(!takes_optional_table("t: Option<Res<TableClock>>,"));
    let mut found = BTreeSet::new();
    for (file, text) in shipped("app") {
        if takes_optional_table(&text) {
            found.insert(in_app(&file));
        }
    }
    let allowed: BTreeSet<String> = OPTIONAL_TABLE.iter().map(|s| s.to_string()).collect();
    let extra: Vec<_> = found.difference(&allowed).collect();
    assert!(
        extra.is_empty(),
        "an optional table where one is always on it (take Res<Table> under \
         in_state(TableStage::…) or resource_exists::<Table>): {extra:#?}"
    );
    let gone: Vec<_> = allowed.difference(&found).collect();
    assert!(
        gone.is_empty(),
        "no longer take an optional table: {gone:#?}"
    );
}

/// A Bevy system in the source: a function whose parameters name a system parameter and
/// none of which is a reference or `self`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct System {
    file: String,
    name: String,
    params: usize,
    tuples: usize,
}

/// The parameter list that opens at `open` (just after its `(`), split at its top level.
fn parameters(text: &str, open: usize) -> Vec<String> {
    let (mut depth, mut current, mut out) = (1, String::new(), Vec::new());
    for c in text[open..].chars() {
        match c {
            '(' | '<' | '[' | '{' => depth += 1,
            ')' | '>' | ']' | '}' if !current.ends_with('-') => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            break;
        }
        if c == ',' && depth == 1 {
            out.push(std::mem::take(&mut current));
        } else {
            current.push(c);
        }
    }
    out.push(current);
    out.into_iter()
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|p| !p.is_empty())
        .collect()
}

/// The types that make a function a system.
const SYSTEM_PARAMS: [&str; 8] = [
    "Res<",
    "ResMut<",
    "Query<",
    "Commands",
    "MessageReader<",
    "MessageWriter<",
    "Local<",
    "EguiContexts",
];

fn systems() -> Vec<System> {
    let mut out = Vec::new();
    for (file, text) in shipped("app") {
        for (at, _) in text.match_indices("fn ") {
            let Some(open) = text[at..].find('(').map(|i| at + i + 1) else {
                continue;
            };
            let name = text[at + 3..open - 1]
                .split('<')
                .next()
                .unwrap_or("")
                .trim();
            if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let params = parameters(&text, open);
            let plain = |p: &String| {
                let ty = p.split_once(':').map_or("", |(_, t)| t).trim();
                !ty.starts_with('&') && !p.contains("self")
            };
            let system = params
                .iter()
                .any(|p| SYSTEM_PARAMS.iter().any(|s| p.contains(s)));
            if system && params.iter().all(plain) {
                out.push(System {
                    file: in_app(&file),
                    name: name.to_string(),
                    params: params.len(),
                    tuples: params
                        .iter()
                        .filter(|p| p.trim_start_matches("mut ").starts_with('('))
                        .count(),
                });
            }
        }
    }
    out
}

/// The systems not yet given named groups: past six parameters or with tuples of them
/// (`file::name`). None now; the list only shrinks.
const UNNAMED: [&str; 0] = [];

#[test]
fn systems_name_their_resources_past_six_and_hide_none_in_tuples() {
    let found = systems();
    assert!(
        found.len() > 100,
        "the app's systems were read: {}",
        found.len()
    );
    let crowded: BTreeSet<String> = found
        .iter()
        .filter(|s| s.params > 6 || s.tuples > 0)
        .map(|s| {
            format!(
                "{}::{} ({} parameters, {} tuples)",
                s.file, s.name, s.params, s.tuples
            )
        })
        .collect();
    let named = |s: &String| UNNAMED.iter().any(|u| s.starts_with(&format!("{u} (")));
    let new: Vec<_> = crowded.iter().filter(|s| !named(s)).collect();
    assert!(
        new.is_empty(),
        "systems past six parameters or with tuples (group them in a named \
         #[derive(SystemParam)] that says what it holds): {new:#?}"
    );
    let done: Vec<_> = UNNAMED
        .iter()
        .filter(|u| !crowded.iter().any(|s| s.starts_with(&format!("{u} ("))))
        .collect();
    assert!(
        done.is_empty(),
        "named now, take them off UNNAMED: {done:#?}"
    );
}

#[test]
fn the_tutors_panel_is_in_the_tutors_folder() {
    // A newcomer looking for the guided turn finds its logic and its panel in one folder,
    // the panel's plugin added by the folder's own.
    let app = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    assert!(app.join("tutor/panel.rs").exists(), "app/tutor/panel.rs");
    let screens: Vec<String> = shipped("app/screens")
        .into_iter()
        .filter(|(_, text)| text.contains("fn tutor_panel"))
        .map(|(f, _)| in_app(&f))
        .collect();
    assert!(
        screens.is_empty(),
        "the tutor's panel under screens: {screens:?}"
    );
    let top = std::fs::read_to_string(app.join("tutor/mod.rs")).expect("tutor/mod.rs");
    assert!(
        top.contains("panel::plugin"),
        "tutor::plugin adds its panel"
    );
}
