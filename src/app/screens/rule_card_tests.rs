//! From a reason to its rule, as a player meets it: the results of a bounce carry a rule
//! link, a click on it opens the card with the rule and its section, the card fits at
//! every text size and window, and its Close button closes it.

use super::audit::{
    Region, WINDOWS, Widget, audit, audit_context, one_pass, points_of, table_at_results_of,
};
use super::results::results_panel;
use super::rule_card::{link_words, open, opened, rule_card};
use crate::app::play::table::Table;
use crate::engine::game::Game;
use crate::engine::map::Map;
use crate::engine::rules_explained::{RuleTopic, explain};
use bevy_egui::egui;

/// Spring 1901 resolved with the Burgundy and Galicia bounces, at the results.
fn results_with_bounces() -> (Game, Table, Map) {
    table_at_results_of(&["A(Par)-Bur", "A(Mun)-Bur", "A(Vie)-Gal", "A(War)-Gal"])
}

/// A click (press and release) at the middle of a widget.
fn click_on(w: &Widget) -> [Vec<egui::Event>; 3] {
    super::audit::click_at(w.rect.center())
}

#[test]
fn a_bounce_in_the_results_opens_its_rule_and_the_card_closes() {
    let (game, table, map) = results_with_bounces();
    let mut anim = crate::app::board::animate::Anim::default();
    let ctx = audit_context(1.0);
    let points = points_of(WINDOWS[0], 1.0);
    let mut screen = |ctx: &egui::Context| {
        results_panel(ctx, &table, &game, &map, &mut anim);
        rule_card(ctx);
    };
    let mut widgets = Vec::new();
    for _ in 0..3 {
        widgets = one_pass(&ctx, points, Vec::new(), &mut screen).unwrap_or(widgets);
    }
    let link = link_words(RuleTopic::StandOff);
    let at = widgets
        .iter()
        .find(|w| w.words == link)
        .unwrap_or_else(|| panic!("no `{link}` beside the bounces"))
        .clone();
    for events in click_on(&at) {
        widgets = one_pass(&ctx, points, events, &mut screen).unwrap_or(widgets);
    }
    assert_eq!(opened(&ctx), Some(RuleTopic::StandOff));
    for _ in 0..2 {
        widgets = one_pass(&ctx, points, Vec::new(), &mut screen).unwrap_or(widgets);
    }
    let rule = explain(RuleTopic::StandOff);
    let says = |words: &str| widgets.iter().any(|w| w.words.contains(words));
    assert!(says(&rule.title), "the card's title");
    assert!(says(&rule.section.label()), "the card's section");
    let close = widgets
        .iter()
        .find(|w| w.words == "Close")
        .expect("a Close button")
        .clone();
    for events in click_on(&close) {
        one_pass(&ctx, points, events, &mut screen);
    }
    assert_eq!(opened(&ctx), None, "Close closes the card");
}

#[test]
fn the_rule_card_fits_every_text_size_and_window_for_its_longest_rule() {
    let longest = RuleTopic::ALL
        .iter()
        .copied()
        .max_by_key(|t| explain(*t).text.len())
        .expect("topics");
    // The card alone: it lies over the panels on purpose.
    let faults = audit("rule card", Region::Window, "Close", |ctx| {
        open(ctx, longest);
        rule_card(ctx);
    });
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn a_refused_choice_is_greyed_and_a_click_on_it_opens_its_rule() {
    let ctx = audit_context(1.0);
    let points = points_of(WINDOWS[0], 1.0);
    let mut screen = |ctx: &egui::Context| {
        egui::Area::new(egui::Id::new("choices")).show(ctx, |ui| {
            super::rule_card::refused_choice(
                ui,
                "to Wales (Wal)",
                "Wales is not next to Norway",
                RuleTopic::Adjacency,
            );
        });
    };
    let mut widgets = Vec::new();
    for _ in 0..2 {
        widgets = one_pass(&ctx, points, Vec::new(), &mut screen).unwrap_or(widgets);
    }
    let item = widgets
        .iter()
        .find(|w| w.words == "to Wales (Wal)")
        .expect("the refused choice is listed")
        .clone();
    assert_eq!(opened(&ctx), None);
    for events in click_on(&item) {
        one_pass(&ctx, points, events, &mut screen);
    }
    assert_eq!(opened(&ctx), Some(RuleTopic::Adjacency));
}
