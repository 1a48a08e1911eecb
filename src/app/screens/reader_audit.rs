//! The screen reader's audit: every screen drawn at text size 1 and its AccessKit tree read
//! as a screen reader would: every control has a name, none is an id left unlooked-up,
//! the clocks say their time in words, and results and refusals are announced.

use super::audit::{WINDOWS, table_at_results_of, table_in_autumn};
use crate::app::play::pick::Entry;
use bevy_egui::egui;
use egui::accesskit::{Live, NodeId, Role, TreeUpdate};
use std::collections::HashMap;

/// One node as a screen reader hears it: its role, its name, and how it is announced.
#[derive(Debug, Clone)]
pub(crate) struct Heard {
    pub role: Role,
    pub name: String,
    pub live: Option<Live>,
    /// What the control acts on, said after its name ("Stand", then "F Lon").
    pub description: String,
    /// Named by the nodes labelling it (a box after its label), not by its own words.
    pub named_by_label: bool,
    /// A label naming another node (a slider's words beside it).
    pub labels_another: bool,
}

/// The nodes of one tree update in reading order (depth first from the root, as a screen
/// reader walks it; any node the walk misses after), each with the name a screen reader
/// gives it: a label's words (its value), another control's label, or the names of the
/// nodes labelling it.
pub(crate) fn heard(update: &TreeUpdate) -> Vec<Heard> {
    let by_id: HashMap<NodeId, &egui::accesskit::Node> =
        update.nodes.iter().map(|(id, n)| (*id, n)).collect();
    let labels: std::collections::HashSet<NodeId> = (update.nodes.iter())
        .flat_map(|(_, n)| n.labelled_by().iter().copied())
        .collect();
    let own = |n: &egui::accesskit::Node| -> String {
        let words = match n.role() {
            Role::Label => n.value().or(n.label()),
            _ => n.label(),
        };
        words.unwrap_or("").trim().to_string()
    };
    (reading_order(update).into_iter())
        .filter_map(|id| by_id.get(&id).map(|n| (id, n)))
        .map(|(id, n)| {
            let mut name = own(n);
            let named_by_label = name.is_empty() && !n.labelled_by().is_empty();
            if named_by_label {
                let by: Vec<String> = (n.labelled_by().iter())
                    .filter_map(|id| by_id.get(id).map(|l| own(l)))
                    .collect();
                name = by.join(" ");
            }
            Heard {
                role: n.role(),
                name,
                live: n.live(),
                description: n.description().unwrap_or("").to_string(),
                named_by_label,
                labels_another: labels.contains(&id),
            }
        })
        .collect()
}

/// The update's node ids depth first from the tree's root, then those the walk missed.
fn reading_order(update: &TreeUpdate) -> Vec<NodeId> {
    let children: HashMap<NodeId, &[NodeId]> = (update.nodes.iter())
        .map(|(id, n)| (*id, n.children()))
        .collect();
    let mut order = Vec::with_capacity(update.nodes.len());
    let mut seen = std::collections::HashSet::new();
    let mut stack: Vec<NodeId> = update.tree.as_ref().map(|t| t.root).into_iter().collect();
    while let Some(id) = stack.pop() {
        if !seen.insert(id) {
            continue;
        }
        order.push(id);
        if let Some(kids) = children.get(&id) {
            stack.extend(kids.iter().rev());
        }
    }
    let missed = (update.nodes.iter()).filter(|(id, _)| !seen.contains(id));
    order.extend(missed.map(|(id, _)| *id));
    order
}

/// The tree `screen` gives after four passes at text size 1 in the first window.
pub(crate) fn tree_of(screen: impl FnMut(&egui::Context)) -> Vec<Heard> {
    let out = super::audit::last_of_four_passes(WINDOWS[0], 1.0, screen);
    out.platform_output
        .accesskit_update
        .as_ref()
        .map(heard)
        .unwrap_or_default()
}

/// Whether `words` look like a message's id (the lookup failed): "table-start-game".
fn id_like(words: &str) -> bool {
    words.contains('-')
        && !words.contains(' ')
        && words
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// What a screen reader user would miss on `screen` (named `name`): a control without a
/// name, or a name that is an id; or hear for nothing: a blank text, the same words twice
/// in a row.
pub(super) fn unnamed(name: &str, tree: &[Heard]) -> Vec<String> {
    let controls = [
        Role::Button,
        Role::CheckBox,
        Role::RadioButton,
        Role::ComboBox,
        Role::TextInput,
        Role::Slider,
        Role::SpinButton,
        Role::Image,
    ];
    let mut found = Vec::new();
    let mut before = "";
    for h in tree {
        if controls.contains(&h.role) && h.name.is_empty() {
            found.push(format!(
                "{name}: a {:?} without a name after {before:?}",
                h.role
            ));
        }
        if h.role == Role::Label && h.name.is_empty() && h.live.is_none() {
            found.push(format!("{name}: a blank text after {before:?}"));
        }
        if !h.name.is_empty() {
            before = &h.name;
        }
        if id_like(&h.name) {
            found.push(format!(
                "{name}: a {:?} named by an id: {:?}",
                h.role, h.name
            ));
        }
    }
    found.extend(said_twice(tree).map(|w| format!("{name}: {w:?} twice in a row")));
    if tree.is_empty() {
        found.push(format!("{name}: no tree at all"));
    }
    found
}

/// The words a screen reader says twice running (case aside), walking the tree: one node's
/// name, then the next named node's the same (a control and the label naming it aside, and
/// numbers: a table's cells may well repeat one).
fn said_twice(tree: &[Heard]) -> impl Iterator<Item = &str> {
    let named: Vec<&Heard> = (tree.iter())
        .filter(|h| h.name.chars().any(char::is_alphabetic))
        .collect();
    let labelled = |a: &Heard, b: &Heard| b.named_by_label || a.labels_another || b.labels_another;
    let twice: Vec<&str> = (named.windows(2))
        .filter(|w| !labelled(w[0], w[1]) && w[0].name.to_lowercase() == w[1].name.to_lowercase())
        .map(|w| w[1].name.as_str())
        .collect();
    twice.into_iter()
}

/// Whether some node of `tree` says `words` (in its name).
pub(super) fn says(tree: &[Heard], words: &str) -> bool {
    tree.iter().any(|h| h.name.contains(words))
}

#[test]
fn the_audit_finds_a_nameless_button_or_number_box_an_id_a_blank_and_words_twice() {
    let tree = tree_of(|ctx| {
        egui::Area::new(egui::Id::new("test")).show(ctx, |ui| {
            let _ = ui.button("");
            let _ = ui.button("table-start-game");
            let _ = ui.button("Start the game");
            ui.label(" ");
            ui.label("ENGLAND");
            ui.label("England");
            let mut minutes = 15;
            ui.add(egui::DragValue::new(&mut minutes));
        });
    });
    let found = unnamed("test", &tree);
    assert_eq!(found.len(), 5, "{found:#?}");
    for fault in [
        "a Button without",
        "named by an id",
        "blank",
        "twice",
        "SpinButton",
    ] {
        assert!(
            found.iter().any(|f| f.contains(fault)),
            "{fault}: {found:#?}"
        );
    }
}

#[test]
fn the_table_screens_name_every_control_and_say_the_clocks_time() {
    use super::diplomacy::{Asking, DiplomacyPanel, History, LastMoves, WriterChooser};
    use super::table_clock::{ClockFace, clock_face};
    let (game, table, map) = table_in_autumn();
    let time = super::spoken::clock_words(&table.clock.display());
    let mut all = Vec::new();
    let panel = DiplomacyPanel {
        table: &table,
        game: &game,
        map: &map,
        error: None,
        flash: false,
        pictures: super::picture_row::PictureRow::default(),
        phones: super::diplomacy::PhoneLine::default(),
    };
    let (mut history, mut last) = (History::default(), LastMoves::default());
    let mut chooser = WriterChooser(true);
    let tree = tree_of(|ctx| {
        let view = (&mut history, &mut last, &mut chooser);
        super::diplomacy::diplomacy_panel(ctx, &panel, view, &mut Asking::default());
    });
    all.extend(unnamed("diplomacy panel", &tree));
    assert!(says(&tree, &time), "the diplomacy clock says {time:?}");
    let face = ClockFace {
        game: &game,
        map: &map,
        clock: &table.clock,
        flash: false,
        sound_words: "Sound off".into(),
    };
    let tree = tree_of(|ctx| {
        clock_face(ctx, &face);
    });
    all.extend(unnamed("table clock", &tree));
    assert!(says(&tree, &time), "the table clock says {time:?}");
    assert!(all.is_empty(), "{all:#?}");
}

#[test]
fn the_curtain_and_the_order_panels_name_every_control() {
    use super::audit::table_at_the_curtain;
    use super::orders::audit::retreat_and_builds;
    use super::orders::order_panel;
    let mut all = Vec::new();
    let (game, table, map) = table_at_the_curtain(false);
    let mut code = String::new();
    let tree = tree_of(|ctx| {
        super::curtain::curtain_panel(ctx, &table, (&game, &map), &mut code, true);
    });
    all.extend(unnamed("curtain", &tree));
    let (game, mut table, map) = table_at_the_curtain(true);
    let time = super::spoken::clock_words(&table.clock.display());
    for confirm in [false, true] {
        let mut entry = Entry {
            confirm,
            ..Entry::default()
        };
        let tree = tree_of(|ctx| {
            order_panel(ctx, &mut table, &game, &map, &mut entry);
        });
        all.extend(unnamed(&format!("orders (seal check: {confirm})"), &tree));
        assert!(says(&tree, &time), "the order panel's clock says {time:?}");
    }
    for (name, (game, mut table, map)) in retreat_and_builds() {
        let mut entry = Entry::default();
        let tree = tree_of(|ctx| {
            order_panel(ctx, &mut table, &game, &map, &mut entry);
        });
        all.extend(unnamed(name, &tree));
    }
    let (game, mut table, map) = super::talk::tests::england_talking();
    let mut entry = Entry::default();
    entry.talk.open = true;
    let tree = tree_of(|ctx| {
        super::talk::talk_panel(ctx, &table, &game, &map, &mut entry);
        order_panel(ctx, &mut table, &game, &map, &mut entry);
    });
    all.extend(unnamed("talks", &tree));
    assert!(all.is_empty(), "{all:#?}");
}

#[test]
fn each_units_stand_and_clear_buttons_say_which_unit_they_act_on() {
    let (game, mut table, map) = super::audit::table_at_the_curtain(true);
    let mut entry = Entry::default();
    let tree = tree_of(|ctx| {
        super::orders::order_panel(ctx, &mut table, &game, &map, &mut entry);
    });
    for button in ["Stand", "Clear"] {
        let mut units: Vec<&str> = (tree.iter())
            .filter(|h| h.role == Role::Button && h.name == button)
            .map(|h| h.description.as_str())
            .collect();
        units.sort();
        assert_eq!(units, ["A Lpl", "F Edi", "F Lon"], "the {button} buttons");
    }
}

#[test]
fn the_phones_code_is_a_picture_named_by_its_address() {
    let (game, mut table, map) = super::audit::table_at_the_curtain(true);
    let board = crate::app::play::tests::board();
    let desk =
        crate::app::phones::open(&board.get(), None, &[]).expect("the phones' server starts");
    let mut entry = Entry::default();
    let powers: Vec<_> = table.drafts.iter().map(|d| d.power).collect();
    let tree = tree_of(|ctx| {
        super::orders::order_panel(ctx, &mut table, &game, &map, &mut entry);
        crate::app::phones::join_panel::join_window(ctx, &desk, &map, &powers, true);
    });
    let found = unnamed("phone join", &tree);
    assert!(found.is_empty(), "{found:#?}");
    let picture = tree.iter().find(|h| h.role == Role::Image);
    assert!(
        picture.is_some_and(|h| h.name.contains(&desk.address)),
        "{}: {picture:?}",
        desk.address
    );
}

#[test]
fn the_results_are_announced_as_they_show_and_name_every_control() {
    let (game, table, map) = table_at_results_of(&["A(Par)-Bur", "A(Mun)-Bur"]);
    let mut anim = crate::app::board::animate::Anim::default();
    let tree = tree_of(|ctx| {
        super::results::results_panel(ctx, &table, &game, &map, &mut anim);
    });
    let found = unnamed("results", &tree);
    assert!(found.is_empty(), "{found:#?}");
    let phase = map.phase_label(game.record[0].phase);
    let headline = crate::t!("orders-results-heading", phase = phase);
    let live: Vec<&Heard> = tree.iter().filter(|h| h.live.is_some()).collect();
    assert!(
        live.iter()
            .any(|h| h.live == Some(Live::Polite) && h.name.contains(&headline)),
        "no polite announcement of {headline:?}: {live:?}"
    );
}

#[test]
fn a_refused_typed_order_is_announced_at_once_with_its_reason() {
    use super::audit::table_at_the_curtain;
    let (game, mut table, map) = table_at_the_curtain(true);
    let mut entry = Entry::default();
    let mut refusals = Vec::new();
    for line in ["A(Par)-Mos", "A(Par)-Mos"] {
        entry.typed = line.into();
        crate::app::play::writing::apply(
            &crate::app::play::Act::Write(line.into()),
            &mut table,
            &game,
            &map,
            &mut entry,
        );
        let why = entry.error.clone().expect("refused");
        let tree = tree_of(|ctx| {
            super::orders::order_panel(ctx, &mut table, &game, &map, &mut entry);
        });
        let said: Vec<&Heard> = (tree.iter())
            .filter(|h| h.live == Some(Live::Assertive) && h.name.contains(&why))
            .collect();
        assert_eq!(said.len(), 1, "{why:?} said at once: {tree:#?}");
        refusals.push(entry.refusals);
    }
    assert_ne!(refusals[0], refusals[1], "the second refusal is a new node");
}

#[test]
fn the_other_screens_name_every_control() {
    let mut all = Vec::new();
    let map = crate::engine::map::Map::named("standard").expect("map");
    let maps = vec![map.clone()];
    let mut form = super::NewGameForm {
        variant: map.name.clone(),
        players: map.powers.len(),
        assignment: (0..map.powers.len()).collect(),
        ..Default::default()
    };
    form.seats[6] = super::SeatChoice::Computer(crate::engine::bot::Level::Strong);
    let tree = tree_of(|ctx| {
        super::new_game::new_game_panel(ctx, &mut form, &maps, &map);
    });
    all.extend(unnamed("new game", &tree));
    for resume in super::title_audit::title_resumes() {
        let mut world = super::title_audit::title_world(resume);
        let mut state =
            bevy::ecs::system::SystemState::<super::title::TitleParams>::new(&mut world);
        let tree = tree_of(|ctx| {
            super::title::title_panel(ctx, state.get_mut(&mut world).expect("resources"));
            state.apply(&mut world);
        });
        all.extend(unnamed("title", &tree));
    }
    all.extend(end_and_scores());
    all.extend(learning_and_sandbox());
    assert!(all.is_empty(), "{all:#?}");
}

/// The end screen with its scores, and every scoring system shown.
fn end_and_scores() -> Vec<String> {
    use super::game_over::{EndView, end_panel};
    let (mut game, _, map) = super::audit::table_at_the_curtain(false);
    while game.position.phase.year < 1903 {
        game.resolve(&map);
    }
    assert!(game.agree_draw(&map, &[0, 1, 2, 3, 4, 5, 6]));
    let club = super::ClubNightView::default();
    let mut all = Vec::new();
    for show_all in [false, true] {
        let mut view = EndView {
            show_all,
            ..EndView::default()
        };
        let tree = tree_of(|ctx| {
            end_panel(ctx, &map, &game, &club, &mut view);
        });
        all.extend(unnamed(
            &format!("end screen (all scores: {show_all})"),
            &tree,
        ));
    }
    all
}

/// Learning mode at its introduction and a lesson's question, and the sandbox.
fn learning_and_sandbox() -> Vec<String> {
    use crate::app::learning::{Learning, content::Material, steps::Course};
    use crate::engine::sandbox::{Board, Sandbox};
    let map = crate::engine::map::Map::named("standard").expect("map");
    let (material, _) = Material::load().expect("learning material");
    let mut learning = Learning::new(material);
    let mut all = Vec::new();
    for (course, step) in [
        (Course::Introduction, 0),
        (Course::Sample, 4),
        (Course::Lesson(0), 0),
    ] {
        learning.open(&map, course);
        learning.go(step);
        let tree = tree_of(|ctx| {
            super::learning::learning_panel(ctx, &mut learning, &map);
        });
        all.extend(unnamed(&format!("learning {course:?} {step}"), &tree));
    }
    let board = Board::from_map_name("standard").expect("board");
    let mut desk = super::SandboxDesk::new(Sandbox::new(board, "1971").expect("sandbox"));
    for resolved in [false, true] {
        if resolved {
            desk.resolve();
        }
        let tree = tree_of(|ctx| {
            super::sandbox::sandbox_desk_panel(ctx, &mut desk);
        });
        all.extend(unnamed(&format!("sandbox (resolved: {resolved})"), &tree));
    }
    all
}
