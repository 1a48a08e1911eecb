//! The screen audit of the order panel: at every text size and window, for a movement
//! phase, retreats, builds, a Multiplomacy stack and a ce05 refusal; its buttons kept in
//! place while an order is written, and the draw box and Seal where they were for every
//! player.

use super::super::audit::{
    Region, TEXT_SIZES, WINDOWS, Widget, audit, lay_out, table_at_the_curtain,
};
use super::order_panel;
use crate::app::play::clock::Timing;
use crate::app::play::pick::Entry;
use crate::app::play::table::{Stage, Table};
use crate::engine::game::{Game, Setup};
use crate::engine::map::Map;

#[test]
fn the_order_panel_fits_every_text_size_and_window() {
    let (game, mut table, map) = table_at_the_curtain(true);
    let mut entry = Entry::default();
    let region = Region::Right(super::super::ORDERS_WIDTH);
    let faults = audit("orders", region, "Seal orders", |ctx| {
        order_panel(ctx, &mut table, &game, &map, &mut entry);
    });
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn the_order_panel_keeps_its_buttons_still_while_an_order_is_written() {
    let (game, mut table, map) = table_at_the_curtain(true);
    for size in TEXT_SIZES {
        let mut entry = Entry::default();
        let draw = |entry: &mut Entry, table: &mut Table| {
            lay_out(WINDOWS[0], size, |ctx| {
                order_panel(ctx, table, &game, &map, entry);
            })
            .0
        };
        let before = draw(&mut entry, &mut table);
        // Typing a name brings suggestions; a refused order brings its reason.
        entry.typed = "A(Lpl)-Yo".into();
        entry.error = Some("that unit is not England's".into());
        let after = draw(&mut entry, &mut table);
        let place =
            |ws: &[Widget], words: &str| ws.iter().find(|w| w.words == words).map(|w| w.rect.min);
        let draw_box = "I propose a draw (secret)";
        for words in [
            "Stand",
            "Clear",
            "Add order",
            draw_box,
            "Seal orders  Ctrl+Enter",
        ] {
            assert_eq!(
                place(&before, words),
                place(&after, words),
                "at text size {size}, {words:?} moved"
            );
        }
        // Asked "Seal now?": the question grows above the draw box, which stays put.
        entry.confirm = true;
        let sealing = draw(&mut entry, &mut table);
        assert!(place(&sealing, "Keep writing (Esc)").is_some());
        assert_eq!(
            place(&before, "Seal orders  Ctrl+Enter"),
            place(&sealing, "Seal orders  Ctrl+Enter"),
            "at text size {size}, the seal question moved Seal"
        );
        assert_eq!(
            place(&before, draw_box),
            place(&sealing, draw_box),
            "at text size {size}, the seal question moved the draw box"
        );
    }
}

/// A new game on `map_name` (one player a power) changed by `tweak`, its table behind the
/// first curtain it comes to: the order panel of the first player who writes.
pub(in crate::app::screens) fn table_writing(
    map_name: &str,
    tweak: impl FnOnce(&Map, &mut Game),
) -> (Game, Table, Map) {
    let map = Map::named(map_name).expect("map");
    let names: Vec<String> = (1..=map.powers.len())
        .map(|k| format!("Player {k}"))
        .collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut game = Game::new(
        &map,
        Setup::standard(&map, &names, 0, "1971", 7).expect("setup"),
    );
    tweak(&map, &mut game);
    let (mut table, _) = Table::new(&mut game, &map, Timing::Tournament);
    if table.stage == Stage::Diplomacy {
        table.start_writing(&mut game, &map);
    }
    table.ready(&game, &map, "").expect("ready");
    assert!(
        matches!(table.stage, Stage::Writing { .. }),
        "{:?}",
        table.stage
    );
    (game, table, map)
}

/// Checks the order panel of `table` with `entry` at every text size and window.
fn audit_orders(
    name: &str,
    (game, mut table, map): (Game, Table, Map),
    mut entry: Entry,
) -> Vec<String> {
    let region = Region::Right(super::super::ORDERS_WIDTH);
    audit(name, region, "Seal orders", |ctx| {
        order_panel(ctx, &mut table, &game, &map, &mut entry);
    })
}

#[test]
fn the_order_panel_fits_for_retreats_builds_a_stack_and_a_ce05_refusal() {
    use crate::engine::ids::Location;
    let mut all = Vec::new();
    let [(_, retreat), (_, builds)] = retreat_and_builds();
    all.extend(audit_orders("retreats", retreat, Entry::default()));
    all.extend(audit_orders("builds", builds, Entry::default()));
    // Multiplomacy: London's fleet and two more stacked in the North Sea (the longest
    // status a row's first line shows: "3 F NTH  3 without orders stand").
    let stack = table_writing("multiplomacy", |map, game| {
        let (lon, nth) = (
            map.find_province("lon").expect("lon"),
            map.find_province("nth").expect("nth"),
        );
        let fleet = game.position.unit_at(lon).expect("London's fleet");
        game.position.units[fleet].loc = Location::province(nth);
        let twin = game.position.units[fleet];
        game.position.units.extend([twin, twin]);
    });
    all.extend(audit_orders(
        "a Multiplomacy stack",
        stack,
        Entry::default(),
    ));
    // ce05: an order the engine refuses, with its reason under the order box.
    let (game, mut table, map) = table_writing("european", |_, _| {});
    let refusal = table.drafts[0]
        .write(&map, &game.position, "A(Par)-Lon")
        .expect_err("refused");
    let entry = Entry {
        typed: "A(Par)-Lon".into(),
        error: Some(refusal),
        ..Entry::default()
    };
    all.extend(audit_orders("a ce05 refusal", (game, table, map), entry));
    assert!(all.is_empty(), "{all:#?}");
}

#[test]
fn the_draw_box_and_seal_sit_at_the_same_place_for_every_player() {
    let (mut game, mut table, map) = table_at_the_curtain(false);
    let draw_box = "I propose a draw";
    for size in TEXT_SIZES {
        let mut places = Vec::new();
        let (mut g, mut t) = (game.clone(), table.clone());
        while let Stage::Curtain { player } = t.stage {
            t.ready(&g, &map, "").expect("ready");
            let mut entry = Entry::default();
            let (widgets, _) = lay_out(WINDOWS[0], size, |ctx| {
                order_panel(ctx, &mut t, &g, &map, &mut entry);
            });
            let at = |words: &str| {
                widgets
                    .iter()
                    .find(|w| w.words.starts_with(words))
                    .map(|w| w.rect.min)
            };
            places.push((player, at(draw_box), at("Seal orders")));
            t.seal(&mut g, &map);
        }
        assert_eq!(places.len(), 7);
        for (player, draw, seal) in &places {
            assert!(
                draw.is_some() && seal.is_some(),
                "player {player}: {places:?}"
            );
            assert_eq!(
                (draw, seal),
                (&places[0].1, &places[0].2),
                "at text size {size}, player {player}'s draw box or Seal moved"
            );
        }
    }
    // The game itself is untouched.
    table.ready(&game, &map, "").expect("ready");
    table.seal(&mut game, &map);
}

#[test]
fn the_phone_join_window_fits_beside_the_order_panel_at_every_text_size_and_window() {
    let (game, mut table, map) = table_at_the_curtain(true);
    let board = crate::app::play::tests::board();
    let desk =
        crate::app::phones::open(&board.get(), None, &[]).expect("the phones' server starts");
    let mut entry = Entry::default();
    let powers: Vec<_> = table.drafts.iter().map(|d| d.power).collect();
    let faults = audit("phone join", Region::Window, "Seal orders", |ctx| {
        order_panel(ctx, &mut table, &game, &map, &mut entry);
        crate::app::phones::join_panel::join_window(ctx, &desk, &map, &powers, true);
    });
    assert!(faults.is_empty(), "{faults:#?}");
}

/// A refused line's reason under the order box, and a refused order's under its unit,
/// read whole (two lines, no "…") at every text size Settings offers.
#[test]
fn a_refusal_reads_whole_under_the_order_box_and_under_its_unit() {
    let (game, mut table, map) = table_at_the_curtain(true);
    // Another power's unit: refused, with the reason why.
    let line = "A(Par)-Bur";
    let reason = table.drafts[0]
        .write(&map, &game.position, line)
        .expect_err("a refused line");
    assert!(reason.len() > 40, "a long reason: {reason:?}");
    for size in [1.0, 1.5, 1.75, 2.0, 2.5] {
        let mut entry = Entry {
            error: Some(reason.clone()),
            ..Entry::default()
        };
        let (_, painted, _) = super::super::audit::lay_out_painted(WINDOWS[0], size, |ctx| {
            order_panel(ctx, &mut table, &game, &map, &mut entry);
        });
        let shown = (painted.iter())
            .find(|p| p.words.starts_with(&reason[..20]))
            .unwrap_or_else(|| panic!("at {size}: the reason is not shown"));
        assert!(!shown.elided, "at {size}: the reason is cut: {reason:?}");
    }
    // A move that cannot be made, kept in the draft with its reason under the unit.
    table.drafts[0]
        .write(&map, &game.position, "F(Edi)-Mos")
        .expect("kept in the draft");
    let edinburgh = map.find_province("Edi").expect("Edinburgh");
    // At every size Settings offers: at 2 and more the unit's block starts below the
    // panel's fold, and choosing the unit scrolls it into view.
    for size in [1.0, 1.25, 1.5, 1.75, 2.0, 2.5] {
        // The unit chosen, as a player reading its reason has it.
        let mut entry = Entry {
            pick: crate::app::play::pick::Pick::Unit(edinburgh),
            ..Entry::default()
        };
        let (_, painted, _) = super::super::audit::lay_out_painted(WINDOWS[0], size, |ctx| {
            order_panel(ctx, &mut table, &game, &map, &mut entry);
        });
        let shown = (painted.iter())
            .find(|p| p.words.starts_with('✖'))
            .unwrap_or_else(|| panic!("at {size}: no reason under the unit"));
        assert!(
            !shown.elided,
            "at {size}: the reason is cut: {:?}",
            shown.words
        );
        assert!(
            shown.clip.contains_rect(shown.rect),
            "at {size}: the reason is not scrolled into view: {:?} drawn at {:?}, the list shows {:?}",
            shown.words,
            shown.rect,
            shown.clip
        );
    }
}

/// A retreat (a French army dislodged from Burgundy by Munich) and a build (England's
/// winter with Norway taken), for the order panel's audits in every language.
pub(in crate::app::screens) fn retreat_and_builds() -> [(&'static str, (Game, Table, Map)); 2] {
    use crate::engine::ids::{Location, UnitKind};
    use crate::engine::position::{DislodgedUnit, PhaseKind, Season, Unit};
    let retreat = table_writing("standard", |map, game| {
        let bur = map.find_province("bur").expect("bur");
        let (germany, france) = (
            map.find_power("Germany").expect("Germany"),
            map.find_power("France").expect("France"),
        );
        game.position.phase.kind = PhaseKind::Retreat;
        let army = |power| Unit {
            power,
            kind: UnitKind::Army,
            loc: Location::province(bur),
        };
        game.position.units.push(army(germany));
        game.position.dislodged.push(DislodgedUnit {
            unit: army(france),
            attacker_from: map.find_province("mun").expect("mun"),
            by_convoy: false,
            also_from: Vec::new(),
        });
    });
    let builds = table_writing("standard", |map, game| {
        let (lon, nwy) = (
            map.find_province("lon").expect("lon"),
            map.find_province("nwy").expect("nwy"),
        );
        game.position.phase.season = Season::Autumn;
        game.position.phase.kind = PhaseKind::Adjustment;
        let fleet = game.position.unit_at(lon).expect("London's fleet");
        game.position.units[fleet].loc = Location::province(nwy);
        game.position.owners[nwy.index()] = map.find_power("England");
    });
    [("retreats", retreat), ("builds", builds)]
}
