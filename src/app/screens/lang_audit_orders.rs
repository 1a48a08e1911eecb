//! The screens where orders are written and read, drawn in the pseudo-language (every
//! message marked and 40% longer) at every text size: the order panel with a unit chosen,
//! the seal check, retreats, builds, the results, the talks and the keys' help. Each painted
//! word came through the lookup (but for names, numbers, order notation and the words
//! other parts of the game still give: the engine's reasons, the rules' links), and the
//! layout audit still passes with the longer words. Then each screen in German, French or
//! Italian.

use super::audit::{
    Region, TEXT_SIZES, WINDOWS, audit, lay_out_painted, table_at_results_of, table_at_the_curtain,
};
use super::keys_help::keys_help_window;
use super::orders::audit::retreat_and_builds;
use super::orders::order_panel;
use super::results::results_panel;
use super::talk::talk_panel;
use super::talk::tests::england_talking;
use crate::app::board::animate::Anim;
use crate::app::keymap::Place;
use crate::app::play::pick::{Entry, Pick};
use crate::app::play::table::Table;
use crate::engine::game::Game;
use crate::engine::map::Map;
use crate::lang::{Lang, pseudo::is_stretched, speaking};
use bevy_egui::egui;

/// The marks a line may start with before its words (a check's, a result's, a list's).
const MARKS: [char; 6] = ['•', '✔', '✖', '⚠', '💬', '⏱'];

/// A painted text's words without the mark it starts with.
fn words_of(painted: &str) -> &str {
    painted.trim().trim_start_matches(MARKS).trim()
}

/// Order notation and abbreviations: no run of letters longer than three ("A Lpl",
/// "F(Lon)-NTH", "3 F NTH", "e.g. A(Lpl)-Yor"), numbers among them.
fn is_notation(words: &str) -> bool {
    words
        .split(|c: char| !c.is_alphabetic())
        .all(|run| run.chars().count() <= 3)
}

/// The names a game's screens show as data: players, powers, their adjectives, provinces
/// and the phase.
fn names_of(game: &Game, map: &Map) -> Vec<String> {
    (game.setup.players.iter().map(|p| p.name.clone()))
        .chain(map.powers.iter().map(|p| p.name.clone()))
        .chain(map.powers.iter().map(|p| p.adjective.clone()))
        .chain(map.province_ids().map(|p| map.province(p).name.clone()))
        .chain([map.phase_name(game.position.phase)])
        .chain(game.record.iter().map(|r| map.phase_name(r.phase)))
        .collect()
}

/// Words that are not this part's messages: data (names, numbers, notation), or what
/// `elsewhere` says another part gives.
fn not_a_message(words: &str, names: &[String], elsewhere: &dyn Fn(&str) -> bool) -> bool {
    let w = words_of(words);
    w.is_empty()
        || is_stretched(w)
        || is_notation(w)
        || names.iter().any(|n| n.eq_ignore_ascii_case(w))
        || elsewhere(w)
}

/// The painted words of `screen` at every text size that came from no message.
fn unlooked_up(
    names: &[String],
    elsewhere: &dyn Fn(&str) -> bool,
    mut screen: impl FnMut(&egui::Context),
) -> Vec<String> {
    let mut plain = Vec::new();
    for size in TEXT_SIZES {
        let (_, painted, _) = lay_out_painted(WINDOWS[0], size, &mut screen);
        assert!(!painted.is_empty(), "nothing painted at {size}");
        plain.extend(
            (painted.into_iter())
                .map(|p| p.words)
                .filter(|w| !not_a_message(w, names, elsewhere))
                .map(|w| format!("at {size}: {w}")),
        );
    }
    plain.sort();
    plain.dedup();
    plain
}

/// A rule's link, which the rules' part words ("Rule II.6", "Builds and removals (Rule
/// II.11)").
fn rule_link(words: &str) -> bool {
    words.starts_with("Rule ") || words.contains("(Rule ")
}

/// The painted texts of `screen` at text size 1 in `lang`.
fn painted_in(lang: Lang, screen: impl FnMut(&egui::Context)) -> Vec<String> {
    let (_, painted, _) = speaking(lang, || lay_out_painted(WINDOWS[0], 1.0, screen));
    painted.into_iter().map(|p| p.words).collect()
}

/// Asserts that `painted` shows `phrase` (and not `english`).
fn says(painted: &[String], phrase: &str, english: &str) {
    assert!(
        painted.iter().any(|w| w.contains(phrase)),
        "{phrase:?} not in {painted:?}"
    );
    assert!(
        !painted.iter().any(|w| w.contains(english)),
        "{english:?} left in English: {painted:?}"
    );
}

/// England writing in Spring 1901, Liverpool's army moved to Yorkshire, Edinburgh's
/// fleet chosen.
fn england_writing() -> (Game, Table, Map, Entry) {
    let (game, mut table, map) = table_at_the_curtain(true);
    table.drafts[0]
        .write(&map, &game.position, "A(Lpl)-Yor")
        .expect("a move");
    let edinburgh = map.find_province("edi").expect("Edinburgh");
    let entry = Entry {
        pick: Pick::Unit(edinburgh),
        ..Entry::default()
    };
    (game, table, map, entry)
}

/// The checks the engine words under the lines of the writing player's drafts, and its
/// seal check's warnings (the engine's part of the panel).
fn engine_words(game: &Game, table: &Table, map: &Map) -> Vec<String> {
    let rules = game.setup.rules;
    let mut words: Vec<String> = (table.drafts.iter())
        .flat_map(|d| {
            d.checked(crate::engine::adjudicate::Board::new(
                map,
                &game.position,
                &rules,
            ))
        })
        .map(|l| match l.check {
            crate::engine::adjudicate::Check::Fine => String::new(),
            crate::engine::adjudicate::Check::Note(n) => n,
            crate::engine::adjudicate::Check::Void(r) => r,
        })
        .collect();
    let warnings = crate::app::play::draft::seal_check(&table.drafts, map, game);
    words.extend(warnings.into_iter().map(|w| w.words));
    words
}

#[test]
fn the_order_panel_and_the_seal_check_speak_only_through_the_lookup_and_fit() {
    let (game, mut table, map, entry) = england_writing();
    let names = names_of(&game, &map);
    let engine = engine_words(&game, &table, &map);
    let elsewhere = |w: &str| rule_link(w) || engine.iter().any(|e| e == w);
    speaking(Lang::Pseudo, || {
        for confirm in [false, true] {
            let mut entry = Entry {
                confirm,
                ..entry.clone()
            };
            let plain = unlooked_up(&names, &elsewhere, |ctx| {
                order_panel(ctx, &mut table, &game, &map, &mut entry);
            });
            assert!(plain.is_empty(), "words outside the lookup: {plain:#?}");
        }
        // The panel as it is written (the seal question, growing from the foot, covers the
        // panel's head at the largest sizes in any language: not audited here).
        let seal = crate::t!("orders-seal");
        let mut entry = entry.clone();
        let region = Region::Right(super::ORDERS_WIDTH);
        let faults = audit("orders (pseudo)", region, &seal, |ctx| {
            order_panel(ctx, &mut table, &game, &map, &mut entry);
        });
        assert!(faults.is_empty(), "{faults:#?}");
    });
}

#[test]
fn retreats_and_builds_speak_only_through_the_lookup_and_fit() {
    for (name, (game, mut table, map)) in retreat_and_builds() {
        let names = names_of(&game, &map);
        let engine = engine_words(&game, &table, &map);
        let elsewhere = |w: &str| rule_link(w) || engine.iter().any(|e| e == w);
        speaking(Lang::Pseudo, || {
            let mut entry = Entry::default();
            let plain = unlooked_up(&names, &elsewhere, |ctx| {
                order_panel(ctx, &mut table, &game, &map, &mut entry);
            });
            assert!(
                plain.is_empty(),
                "{name}: words outside the lookup: {plain:#?}"
            );
            let seal = crate::t!("orders-seal");
            let region = Region::Right(super::ORDERS_WIDTH);
            let faults = audit(&format!("{name} (pseudo)"), region, &seal, |ctx| {
                order_panel(ctx, &mut table, &game, &map, &mut entry);
            });
            assert!(faults.is_empty(), "{faults:#?}");
        });
    }
}

/// Spring 1901 resolved with a bounce in Burgundy and a few moves: the results panel.
fn table_at_results() -> (Game, Table, Map) {
    table_at_results_of(&[
        "A(Par)-Bur",
        "A(Mun)-Bur",
        "F(Lon)-NTH",
        "A(Vie)-Gal",
        "A(War)-Gal",
        "F(Ank)-BLA",
        "A(Lpl)-Mos",
    ])
}

/// The engine's words in a phase's results: each unit's order and reason, the lines
/// refused.
fn result_words(game: &Game, map: &Map) -> Vec<String> {
    let mut words = Vec::new();
    for rec in &game.record {
        for i in 0..rec.position.units.len() {
            if let Some(r) = crate::engine::game::report::unit_result(map, rec, i) {
                words.extend([r.written.clone(), r.reason.clone()]);
            }
        }
        for r in &rec.refused {
            words.push(format!("{} — {}", r.text, r.reason));
        }
    }
    words
}

#[test]
fn the_results_speak_only_through_the_lookup_and_fit() {
    let (game, table, map) = table_at_results();
    let names = names_of(&game, &map);
    let engine = result_words(&game, &map);
    let elsewhere = |w: &str| rule_link(w) || engine.iter().any(|e| e == w);
    let mut anim = Anim::default();
    speaking(Lang::Pseudo, || {
        let plain = unlooked_up(&names, &elsewhere, |ctx| {
            results_panel(ctx, &table, &game, &map, &mut anim);
        });
        assert!(plain.is_empty(), "words outside the lookup: {plain:#?}");
        let next = crate::t!("orders-results-continue");
        let region = Region::Right(super::RESULTS_WIDTH);
        let faults = audit("results (pseudo)", region, &next, |ctx| {
            results_panel(ctx, &table, &game, &map, &mut anim);
        });
        assert!(faults.is_empty(), "{faults:#?}");
    });
}

/// The engine's words in the talks of `game`: every deal that could be offered or was,
/// the kinds of deal, the computers' answers and the agreements.
fn talk_words(game: &Game, map: &Map) -> Vec<String> {
    use crate::engine::talk::DealKind;
    let mut words: Vec<String> = DealKind::ALL.iter().map(|k| k.name().to_string()).collect();
    for from in map.power_ids() {
        for to in game.talk_partners(map, from) {
            for kind in DealKind::ALL {
                let deals = game.deal_options(map, from, to, kind);
                words.extend(deals.iter().map(|d| d.describe(map, from, to)));
            }
        }
        words.extend(game.agreements_of(map, from));
    }
    for e in &game.talks.log {
        let p = &e.proposal;
        words.push(p.deal.describe(map, p.from, p.to));
        if let Some(a) = &e.answer {
            words.push(a.reason.sentence(map, p.to, p.from));
        }
    }
    words
}

/// The talk panel open, the order panel beside it.
fn talks(ctx: &egui::Context, (game, table, map): (&Game, &mut Table, &Map), entry: &mut Entry) {
    talk_panel(ctx, table, game, map, entry);
    order_panel(ctx, table, game, map, entry);
}

#[test]
fn the_talks_speak_only_through_the_lookup_and_fit() {
    let (game, mut table, map) = england_talking();
    let names = names_of(&game, &map);
    let engine = talk_words(&game, &map);
    let elsewhere = |w: &str| rule_link(w) || engine.iter().any(|e| e == w || w.contains(e));
    speaking(Lang::Pseudo, || {
        let mut entry = Entry::default();
        entry.talk.open = true;
        let plain = unlooked_up(&names, &elsewhere, |ctx| {
            talks(ctx, (&game, &mut table, &map), &mut entry);
        });
        assert!(plain.is_empty(), "words outside the lookup: {plain:#?}");
        let propose = crate::t!("orders-talk-propose");
        let region = Region::Left(super::talk::WIDTH);
        let faults = audit("talks (pseudo)", region, &propose, |ctx| {
            talk_panel(ctx, &table, &game, &map, &mut entry);
        });
        assert!(faults.is_empty(), "{faults:#?}");
    });
}

#[test]
fn the_keys_help_speaks_only_through_the_lookup() {
    speaking(Lang::Pseudo, || {
        for place in Place::ALL {
            let plain = unlooked_up(&[], &|_| false, |ctx| keys_help_window(ctx, place));
            assert!(
                plain.is_empty(),
                "{place:?}: words outside the lookup: {plain:#?}"
            );
        }
    });
}

#[test]
fn the_order_panel_and_the_seal_check_read_in_german() {
    let (game, mut table, map, entry) = england_writing();
    let mut entry = Entry {
        confirm: true,
        ..entry
    };
    let painted = painted_in(Lang::German, |ctx| {
        order_panel(ctx, &mut table, &game, &map, &mut entry);
    });
    says(&painted, "Befehle versiegeln", "Seal orders");
    says(&painted, "Weiterschreiben (Esc)", "Keep writing");
    says(&painted, "Ich schlage ein Remis vor", "I propose a draw");
    says(&painted, "kann ausgeführt werden", "can be carried out");
}

#[test]
fn retreats_read_in_french_and_builds_in_italian() {
    let [(_, retreat), (_, builds)] = retreat_and_builds();
    let (game, mut table, map) = retreat;
    let mut entry = Entry::default();
    let painted = painted_in(Lang::French, |ctx| {
        order_panel(ctx, &mut table, &game, &map, &mut entry);
    });
    says(&painted, "a été délogée", "was dislodged");
    says(&painted, "Dissoudre", "Disband");
    let (game, mut table, map) = builds;
    let painted = painted_in(Lang::Italian, |ctx| {
        order_panel(ctx, &mut table, &game, &map, &mut entry);
    });
    says(&painted, "costruzione dovuta", "build due");
    says(&painted, "Armata", "Army");
}

#[test]
fn the_results_read_in_italian() {
    let (game, table, map) = table_at_results();
    let mut anim = Anim::default();
    let painted = painted_in(Lang::Italian, |ctx| {
        results_panel(ctx, &table, &game, &map, &mut anim);
    });
    says(&painted, "Risultati — ", "Results — ");
    says(&painted, "Continua (Invio)", "Continue (Enter)");
    says(&painted, "Velocità", "Speed");
}

#[test]
fn the_talks_read_in_french() {
    let (game, mut table, map) = england_talking();
    let mut entry = Entry::default();
    entry.talk.open = true;
    let painted = painted_in(Lang::French, |ctx| {
        talks(ctx, (&game, &mut table, &map), &mut entry);
    });
    says(&painted, "Pourparlers — ", "Talks — ");
    says(&painted, "Vous seul voyez ceci.", "Only you see this.");
    says(&painted, "Refuser", "Decline");
}

#[test]
fn the_keys_help_reads_in_german() {
    let painted = painted_in(Lang::German, |ctx| keys_help_window(ctx, Place::Writing));
    says(&painted, "Tasten — Befehle schreiben", "Keys — ");
    says(&painted, "Strg+Enter", "Ctrl+Enter");
    says(&painted, "das Brett verschieben", "pan the board");
}

#[test]
fn the_thinking_note_and_the_place_box_speak_each_language() {
    use super::thinking_note::thinking_words;
    let words = speaking(Lang::German, || thinking_words(&["Frankreich", "Italien"]));
    assert_eq!(words, "Frankreich und Italien denken nach…");
    let (game, _, map) = table_at_the_curtain(false);
    let lon = crate::engine::ids::Location::province(map.find_province("lon").expect("lon"));
    let place = speaking(Lang::Italian, || {
        crate::app::hud::describe_place(&map, &game.position, lon)
    });
    assert!(place.contains("centro di rifornimento di"), "{place}");
    assert!(place.contains("flotta"), "{place}");
}
