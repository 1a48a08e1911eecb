//! The diplomacy panel's rows and questions as a player meets them: the rows of "Who
//! comes to the laptop?" keep one height whoever has sealed, and the concession's section
//! and question open in view, not below the panel's fold.

use super::audit::{
    Region, TEXT_SIZES, WINDOWS, Widget, audit, audit_context, click_at, lay_out, one_pass,
    points_of, table_in_autumn,
};
use super::diplomacy::{
    Asking, DiplomacyPanel, History, LastMoves, PhoneLine, WriterChooser, diplomacy_panel,
};
use super::picture_row::PictureRow;
use crate::app::play::table::Table;
use crate::engine::game::Game;
use crate::engine::map::Map;
use bevy_egui::egui;
use egui::accesskit::Role;

/// The diplomacy panel with no error, picture note or phones' address.
pub(super) fn panel<'a>(table: &'a Table, game: &'a Game, map: &'a Map) -> DiplomacyPanel<'a> {
    DiplomacyPanel {
        table,
        game,
        map,
        error: None,
        flash: false,
        pictures: PictureRow {
            drawing: false,
            note: None,
        },
        phones: PhoneLine {
            address: None,
            trouble: None,
        },
    }
}

#[test]
fn the_rows_of_who_comes_to_the_laptop_keep_one_height_when_a_player_has_sealed() {
    let (mut game, table, map) = table_in_autumn();
    let france = map.find_power("France").expect("France");
    game.sealed.push(france);
    let p = panel(&table, &game, &map);
    for size in TEXT_SIZES {
        for window in WINDOWS {
            let (mut history, mut last, mut asking) =
                (History::default(), LastMoves::default(), Asking::default());
            let mut chooser = WriterChooser(true);
            let (widgets, _) = lay_out(window, size, |ctx| {
                diplomacy_panel(
                    ctx,
                    &p,
                    (&mut history, &mut last, &mut chooser),
                    &mut asking,
                );
            });
            let rows: Vec<&Widget> = (widgets.iter())
                .filter(|w| w.role == Role::Button && w.words.contains(") — "))
                .collect();
            assert_eq!(rows.len(), 7, "at {size}: {rows:#?}");
            assert!(
                rows.iter().any(|w| w.words.contains("sealed")),
                "at {size}: France's row says sealed"
            );
            let heights: Vec<f32> = rows.iter().map(|w| w.rect.height()).collect();
            let spread = heights
                .iter()
                .fold(0.0f32, |m, h| m.max((h - heights[0]).abs()));
            assert!(
                spread < 0.5,
                "at {size}, {window:?}: rows of heights {heights:?}"
            );
        }
    }
}

/// The view of the panel's scrolled list (the span of its scroll bar), or the window.
fn view(widgets: &[Widget], points: egui::Rect) -> egui::Rect {
    (widgets.iter())
        .find(|w| w.role == Role::ScrollBar && w.rect.left() < points.center().x)
        .map_or(points, |bar| {
            egui::Rect::from_x_y_ranges(points.x_range(), bar.rect.y_range())
        })
}

#[test]
fn the_concession_opens_and_asks_in_view_with_the_panel_scrolled_to_its_end() {
    let (game, table, map) = table_in_autumn();
    let p = panel(&table, &game, &map);
    let (mut history, mut last, mut asking) =
        (History::default(), LastMoves::default(), Asking::default());
    let mut chooser = WriterChooser(false);
    let size = 1.0;
    let ctx = audit_context(size);
    let points = points_of(WINDOWS[0], size);
    let mut acts = Vec::new();
    let mut pass = |events: Vec<egui::Event>| {
        one_pass(&ctx, points, events, &mut |ctx: &egui::Context| {
            acts = diplomacy_panel(
                ctx,
                &p,
                (&mut history, &mut last, &mut chooser),
                &mut asking,
            );
        })
        .unwrap_or_default()
    };
    let mut widgets = Vec::new();
    let mut run = |events: Vec<Vec<egui::Event>>, widgets: &mut Vec<Widget>| {
        for e in events.into_iter().chain(vec![Vec::new(); 4]) {
            let w = pass(e);
            if !w.is_empty() {
                *widgets = w;
            }
        }
    };
    // The panel scrolled to its end, as after reading the last results.
    let wheel = egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Page,
        delta: egui::vec2(0.0, -100.0),
        phase: egui::TouchPhase::Move,
        modifiers: egui::Modifiers::NONE,
    };
    run(
        vec![vec![
            egui::Event::PointerMoved(egui::pos2(100.0, 300.0)),
            wheel,
        ]],
        &mut widgets,
    );
    let find = |widgets: &[Widget], words: &str| {
        (widgets.iter())
            .find(|w| w.words == words)
            .cloned()
            .unwrap_or_else(|| panic!("no {words:?}"))
    };
    let header = find(&widgets, "Concede the game");
    assert!(
        view(&widgets, points).contains_rect(header.rect),
        "the section's header is in view at the end"
    );
    run(click_at(header.rect.center()).to_vec(), &mut widgets);
    let first = find(&widgets, "Everyone else concedes to Anna");
    let seen = view(&widgets, points);
    assert!(
        seen.contains_rect(first.rect),
        "the opened section is in view: {first:?} in {seen:?}"
    );
    let last_player = find(&widgets, "Everyone else concedes to Gustav");
    run(click_at(last_player.rect.center()).to_vec(), &mut widgets);
    let yes = find(&widgets, "Yes, we concede");
    let seen = view(&widgets, points);
    assert!(
        seen.contains_rect(yes.rect),
        "the question is in view: {yes:?} in {seen:?}"
    );
}

#[test]
fn the_last_results_header_of_an_adjustment_phase_stays_inside_the_panel() {
    // Seen live: "Last results: Autumn 1901 Adjustments" ran past the panel's edge at text
    // size 1, and widened the panel's content so that its last button was cut too.
    let (mut game, table, map) = table_in_autumn();
    let last = game.record.last_mut().expect("spring's results");
    last.phase.kind = crate::engine::position::PhaseKind::Adjustment;
    last.phase.season = crate::engine::position::Season::Autumn;
    let p = panel(&table, &game, &map);
    let (mut history, mut last, mut asking) =
        (History::default(), LastMoves::default(), Asking::default());
    let mut chooser = WriterChooser(false);
    let region = Region::Left(super::DIPLOMACY_WIDTH);
    let faults = audit(
        "diplomacy after a winter",
        region,
        "Everyone agrees",
        |ctx| {
            diplomacy_panel(
                ctx,
                &p,
                (&mut history, &mut last, &mut chooser),
                &mut asking,
            );
        },
    );
    assert!(faults.is_empty(), "{faults:#?}");
}
