//! The screen reader's audit, continued: what shows over the screens (the keys' help, a
//! rule's card, the computers' note, the alarm and save banners), the club night, and the
//! sandbox's tools, set-up, exchange and files, their sections opened by a screen reader's
//! own presses (egui's AccessKit action requests, as the window passes them on).

use super::audit::{WINDOWS, audit_context, points_of};
use super::reader_audit::{Heard, heard, says, tree_of, unnamed};
use crate::app::keymap::Place;
use bevy_egui::egui;
use egui::accesskit::{Action, ActionRequest, Live, NodeId, Role, TreeId, TreeUpdate};

/// The tree of `screen` after a screen reader pressed, in turn, the buttons named
/// `presses` (each found by its name in the tree before its press), at text size 1.
fn tree_after_presses(presses: &[String], mut screen: impl FnMut(&egui::Context)) -> Vec<Heard> {
    let ctx = audit_context(1.0);
    let points = points_of(WINDOWS[0], 1.0);
    let mut passes = 0;
    let mut pass = |events: Vec<egui::Event>| -> TreeUpdate {
        ctx.begin_pass(egui::RawInput {
            screen_rect: Some(points),
            events,
            time: Some(passes as f64 * 0.25),
            max_texture_side: Some(8192),
            ..Default::default()
        });
        passes += 1;
        screen(&ctx);
        let mut out = ctx.end_pass();
        out.textures_delta.clear();
        out.platform_output.accesskit_update.expect("a tree")
    };
    let mut tree = (0..4).map(|_| pass(Vec::new())).last().expect("passes");
    for words in presses {
        let node = button_named(&tree, words).unwrap_or_else(|| panic!("no button {words:?}"));
        let press = egui::Event::AccessKitActionRequest(ActionRequest {
            action: Action::Click,
            target_tree: TreeId::ROOT,
            target_node: node,
            data: None,
        });
        tree = pass(vec![press]);
        for _ in 0..3 {
            tree = pass(Vec::new());
        }
    }
    heard(&tree)
}

/// The node of the button (or section header) called `words` in `tree`.
fn button_named(tree: &TreeUpdate, words: &str) -> Option<NodeId> {
    (tree.nodes.iter())
        .find(|(_, n)| n.role() == Role::Button && n.label().map(str::trim) == Some(words))
        .map(|(id, _)| *id)
}

#[test]
fn the_keys_help_and_every_rules_card_name_everything() {
    use crate::engine::rules_explained::RuleTopic;
    let mut all = Vec::new();
    for place in Place::ALL {
        let tree = tree_of(|ctx| super::keys_help::keys_help_window(ctx, place));
        all.extend(unnamed(&format!("keys help {place:?}"), &tree));
        let footer = crate::t!("orders-keys-footer");
        assert!(says(&tree, &footer), "{place:?}: {tree:#?}");
    }
    for topic in RuleTopic::ALL {
        let tree = tree_of(|ctx| {
            super::rule_card::open(ctx, *topic);
            super::rule_card::rule_card(ctx);
        });
        all.extend(unnamed(&format!("rule card {topic:?}"), &tree));
        let close = crate::t!("learning-rule-close");
        assert!(says(&tree, &close), "{topic:?}: {tree:#?}");
    }
    assert!(all.is_empty(), "{all:#?}");
}

/// Whether `tree` announces `words` (a live node saying them) as `live`.
fn announces(tree: &[Heard], words: &str, live: Live) -> bool {
    tree.iter()
        .any(|h| h.live == Some(live) && h.name.contains(words))
}

#[test]
fn the_computers_note_and_the_banners_are_said_as_they_show() {
    let names = vec!["France".to_string(), "Italy".to_string()];
    let tree = tree_of(|ctx| super::thinking_note::thinking_area(ctx, &names));
    let mut all = unnamed("thinking note", &tree);
    let note = super::thinking_note::thinking_words(&names);
    assert!(announces(&tree, &note, Live::Polite), "{tree:#?}");
    let head = crate::t!("table-alarm-head");
    let how = crate::t!("table-alarm-how", sound = "on");
    let tree = tree_of(|ctx| super::alarm_banner::banner(ctx, &head, &how));
    all.extend(unnamed("alarm banner", &tree));
    assert!(announces(&tree, &head, Live::Assertive), "{tree:#?}");
    assert!(says(&tree, &how), "{tree:#?}");
    let failed = "Autosave failed: No space left on device (os error 28)";
    let tree = tree_of(|ctx| super::save_banner::save_banner(ctx, failed));
    all.extend(unnamed("save banner", &tree));
    assert!(announces(&tree, failed, Live::Assertive), "{tree:#?}");
    assert!(all.is_empty(), "{all:#?}");
}

#[test]
fn the_club_night_names_every_control_with_its_table_shown_or_not() {
    use crate::engine::scoring::{ScoringSystem, club_night::ClubNight};
    let players: Vec<String> = ["Ann", "Bob", "Cid"].map(String::from).to_vec();
    let mut night = ClubNight::new(players, ScoringSystem::DrawSize);
    let scores = vec![
        ("Ann".into(), 14.0),
        ("Bob".into(), 9.5),
        ("Cid".into(), 0.0),
    ];
    assert!(night.add_game("g1", "Game 1", scores));
    let mut all = Vec::new();
    for show_table in [false, true] {
        let mut view = super::ClubNightView {
            night: Some(night.clone()),
            note: Some("club-night.csv".into()),
            show_table,
            ..Default::default()
        };
        let saves = crate::app::play::Saves::default();
        let mut form = super::NewGameForm::default();
        let mut next = bevy::prelude::NextState::<super::Screen>::default();
        let tree = tree_of(|ctx| {
            egui::Area::new(egui::Id::new("panel")).show(ctx, |ui| {
                super::club_night::title_panel(ui, &mut view, &saves, &mut form, &mut next);
            });
        });
        all.extend(unnamed(&format!("club night (table: {show_table})"), &tree));
        assert!(says(&tree, "Bob"), "{tree:#?}");
        let tree = tree_of(|ctx| {
            egui::Area::new(egui::Id::new("panel")).show(ctx, |ui| {
                super::club_night::end_screen_note(ui, &view);
            });
        });
        all.extend(unnamed("club night on the end screen", &tree));
    }
    assert!(all.is_empty(), "{all:#?}");
}

#[test]
fn the_sandboxs_tools_set_up_and_files_name_every_control_opened_by_presses() {
    use crate::engine::sandbox::{Board, Sandbox};
    let new_desk = || {
        let board = Board::from_map_name("standard").expect("board");
        super::SandboxDesk::new(Sandbox::new(board, "1971").expect("sandbox"))
    };
    let sections = [
        crate::t!("learning-sandbox-set-up"),
        crate::t!("learning-sandbox-exchange"),
        crate::t!("learning-sandbox-saved-games"),
    ];
    let mut all = Vec::new();
    for tool in ["tool England A 2", "tool owner France", "tool orders"] {
        let mut desk = new_desk();
        desk.script_line(tool).expect("the tool");
        desk.export_text = "CASE sandbox\nEND".into();
        let tree = tree_after_presses(&sections, |ctx| {
            super::sandbox::sandbox_desk_panel(ctx, &mut desk);
        });
        all.extend(unnamed(&format!("sandbox ({tool})"), &tree));
        let apply = crate::t!("learning-sandbox-apply");
        let save = crate::t!("learning-sandbox-save-as-game");
        assert!(
            says(&tree, &apply) && says(&tree, &save),
            "sections shut: {tree:#?}"
        );
    }
    assert!(all.is_empty(), "{all:#?}");
}

/// What may show with the curtain, for the curtain's watch to hear in its frames: the
/// diplomacy panel as everyone saw it the moment before, the keys' help, the alarm and
/// save banners and the computers' note; none may carry a power's orders.
pub(crate) fn over_the_curtain(
    ctx: &egui::Context,
    table: &crate::app::play::table::Table,
    game: &crate::engine::game::Game,
    map: &crate::engine::map::Map,
) {
    use super::diplomacy::{Asking, DiplomacyPanel, History, LastMoves, WriterChooser};
    let panel = DiplomacyPanel {
        table,
        game,
        map,
        error: Some("Autosave failed"),
        flash: false,
        pictures: super::picture_row::PictureRow::default(),
        phones: super::diplomacy::PhoneLine::default(),
    };
    let (mut history, mut last) = (History::default(), LastMoves::default());
    let mut chooser = WriterChooser(true);
    let view = (&mut history, &mut last, &mut chooser);
    super::diplomacy::diplomacy_panel(ctx, &panel, view, &mut Asking::default());
    super::keys_help::keys_help_window(ctx, Place::Curtain);
    let head = crate::t!("table-alarm-head");
    super::alarm_banner::banner(ctx, &head, &crate::t!("table-alarm-how", sound = "on"));
    super::save_banner::save_banner(ctx, "Autosave failed");
    let names: Vec<String> = (table.thinking.iter())
        .map(|p| map.power_label(*p))
        .collect();
    super::thinking_note::thinking_area(ctx, &names);
}
