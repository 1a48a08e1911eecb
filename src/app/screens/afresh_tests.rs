//! A panel opened afresh (a new game, a new phase's results) is scrolled to its top with
//! its sections closed, whatever the last one was left at.

use super::audit::{audit_context, click_at, one_pass, points_of};
use super::style;
use bevy_egui::egui;

/// A long edge panel with a section: its first line's top and whether the section is open.
fn long_panel(ctx: &egui::Context) {
    style::left_panel(ctx, "long", 320.0, |ui| {
        egui::CollapsingHeader::new("Concede the game").show(ui, |ui| {
            ui.label("Who concedes?");
        });
        for i in 0..200 {
            ui.label(format!("line {i}"));
        }
    });
}

fn first_line_top(widgets: &[super::audit::Widget]) -> f32 {
    widgets
        .iter()
        .find(|w| w.words == "line 0")
        .map_or(f32::NEG_INFINITY, |w| w.rect.top())
}

#[test]
fn a_panel_opened_afresh_is_at_its_top_with_its_sections_closed() {
    let ctx = audit_context(1.0);
    let points = points_of((1280.0, 800.0), 1.0);
    let mut screen = long_panel;
    let mut pass = |events| one_pass(&ctx, points, events, &mut screen).unwrap_or_default();
    pass(Vec::new());
    pass(Vec::new());
    let top = first_line_top(&pass(Vec::new()));
    // Open the section, then scroll far down.
    let header = pass(Vec::new())
        .into_iter()
        .find(|w| w.words == "Concede the game")
        .expect("the section's header");
    for events in click_at(header.rect.center()) {
        pass(events);
    }
    let opened = pass(Vec::new());
    assert!(opened.iter().any(|w| w.words == "Who concedes?"));
    for _ in 0..4 {
        pass(vec![egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Line,
            delta: egui::vec2(0.0, -40.0),
            phase: egui::TouchPhase::Move,
            modifiers: egui::Modifiers::NONE,
        }]);
    }
    // egui spends a wheel's turn over a few passes: let it come to rest.
    for _ in 0..8 {
        pass(Vec::new());
    }
    let scrolled = pass(Vec::new());
    assert!(first_line_top(&scrolled) < top - 100.0, "scrolled down");
    // A new game: the panel opens afresh.
    style::open_panels_afresh(&ctx);
    pass(Vec::new());
    pass(Vec::new());
    let afresh = pass(Vec::new());
    assert_eq!(first_line_top(&afresh), top);
    assert!(!afresh.iter().any(|w| w.words == "Who concedes?"));
}
