//! The table on a board where units stack (Multiplomacy): a stack split by counted
//! orders, a support for part of a stack from the panel, and H for a picked count.

use super::table::{Stage, Table};
use super::tests::{act, game, new_game, stage, table_app};
use super::{Act, Entry};
use crate::engine::ids::ProvinceId;
use crate::engine::map::Map;
use crate::engine::position::Season;
use bevy::prelude::*;
use std::time::Duration;

/// Seals a whole movement phase: each player in turn writes the lines given for their
/// power (through the same message the typed-order box sends), then the reveal is closed.
fn play_stacked_phase(app: &mut App, map: &Map, lines: &[(&str, &[&str])]) -> Vec<Option<String>> {
    act(app, Act::EndDiplomacy);
    let mut notices = Vec::new();
    while let Stage::Curtain { .. } = stage(app) {
        act(app, Act::Ready(String::new()));
        let power = app.world().resource::<Table>().drafts[0].power;
        for (name, mine) in lines {
            if map.power(power).name == *name {
                for l in *mine {
                    act(app, Act::Write(l.to_string()));
                    notices.push(app.world_mut().resource_mut::<Entry>().error.take());
                }
            }
        }
        act(app, Act::Seal);
    }
    assert!(
        matches!(stage(app), Stage::Reveal { .. }),
        "{:?}",
        stage(app)
    );
    act(app, Act::FinishReveal);
    notices
}

#[test]
fn a_multiplomacy_game_puts_its_board_on_the_table_and_splits_a_stack() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = Map::named("multiplomacy").expect("map");
    let names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"];
    act(&mut app, Act::Start(Box::new(new_game(&map, &names))));
    assert_eq!(
        app.world()
            .resource::<crate::app::current::CurrentMap>()
            .0
            .name,
        "multiplomacy"
    );
    assert_eq!(stage(&app), Stage::Diplomacy);
    let england: &[&str] = &["F Lon-Nth", "F Edi-Nth", "F Yor-Nth"];
    play_stacked_phase(&mut app, &map, &[("England", england)]);
    let nth = map.find_province("nth").expect("nth");
    let stacked = game(&app).position.clone();
    assert_eq!(
        stacked.count_in(nth),
        3,
        "three fleets now share the North Sea"
    );
    assert_eq!(game(&app).position.phase.season, Season::Autumn);

    // Autumn: two of the three sail to Norway, one stays; a fourth order is refused.
    let england: &[&str] = &["2 F Nth-Nwy", "1 F Nth stands", "1 F Nth-Edi"];
    let notices = play_stacked_phase(&mut app, &map, &[("England", england)]);
    assert_eq!(notices[..2], [None, None]);
    assert!(
        notices[2]
            .as_deref()
            .is_some_and(|n| n.contains("only 0 of the 3 fleets")),
        "{notices:?}"
    );
    let g = game(&app);
    let nwy = map.find_province("nwy").expect("nwy");
    let stacked = g.position.clone();
    assert_eq!(stacked.count_in(nwy), 2);
    assert_eq!(stacked.count_in(nth), 1);
    let rec = g.record.last().expect("a record");
    let lines = crate::engine::game::report::describe_phase(&map, rec);
    assert!(
        lines.iter().any(|l| l == "England: 2 F NTH-Nwy"),
        "{lines:?}"
    );
}

#[test]
fn a_support_for_part_of_a_stack_is_chosen_from_the_panel_and_kept_typed() {
    use crate::engine::ids::UnitKind;
    use crate::engine::options::{OrderKind, Subject, legal_orders};
    use crate::engine::order::{MainOrder, Order};
    let (_dir, mut app, map, nth) = three_english_fleets_in_the_north_sea();
    let lvp = map.find_province("lvp").expect("lvp");
    let yor = map.find_province("yor").expect("yor");

    act(&mut app, Act::EndDiplomacy);
    let mut seen = false;
    while let Stage::Curtain { .. } = stage(&app) {
        act(&mut app, Act::Ready(String::new()));
        let power = app.world().resource::<Table>().drafts[0].power;
        if map.power(power).name == "England" {
            seen = true;
            // The panel's Support… list for two of the three fleets, read from the tree.
            let g = game(&app);
            let fleets = Subject::Unit {
                at: nth,
                kind: Some(UnitKind::Fleet),
            };
            let tree = legal_orders(&map, &g.position, &g.setup.rules, fleets, 2);
            assert_eq!(tree.count, 2);
            let support = tree
                .step(OrderKind::SupportMove, &[lvp])
                .iter()
                .find(|t| t.place.is_some_and(|l| l.province == yor))
                .and_then(|t| t.choices.first())
                .filter(|c| c.allowed())
                .expect("the fleets may support the army in Liverpool to York");
            act(
                &mut app,
                Act::Give {
                    at: nth,
                    kind: UnitKind::Fleet,
                    count: 2,
                    order: support.order,
                },
            );
            assert_eq!(app.world().resource::<Entry>().error, None);
            let draft = app.world().resource::<Table>().drafts[0].clone();
            assert_eq!(draft.texts(), vec!["2 F NTH sup A Lpl-Yor".to_string()]);
            let typed = draft.lines[0].written();
            assert_eq!(typed.len(), 1, "{typed:?}");
            assert_eq!(typed[0].units(), 2);
            assert!(matches!(
                typed[0].order,
                Order::Main(MainOrder::SupportMove { from, to }) if from == lvp && to.province == yor
            ));
            // Two of the three are spoken for: a move for two more is refused.
            act(&mut app, Act::Write("2 F Nth-Nwy".into()));
            let e = app.world_mut().resource_mut::<Entry>().error.take();
            assert!(
                e.as_deref()
                    .is_some_and(|e| e.contains("only 1 of the 3 fleets")),
                "{e:?}"
            );
            act(&mut app, Act::Write("A Lpl-Yor".into()));
            act(&mut app, Act::Write("1 F Nth stands".into()));
        }
        act(&mut app, Act::Seal);
    }
    assert!(seen, "England came to the curtain");
    act(&mut app, Act::FinishReveal);
    let rec = game(&app).record.last().expect("a record");
    let lines = crate::engine::game::report::describe_phase(&map, rec);
    assert!(
        lines.iter().any(|l| l.contains("2 F NTH sup A Lpl-Yor")),
        "{lines:?}"
    );
}

#[test]
fn h_stands_the_count_picked_of_a_stack_as_a_click_on_it_does() {
    use crate::app::keymap::{Command, Keys};
    use crate::app::play::pick::Pick;
    use crate::engine::ids::UnitKind;
    let (_dir, mut app, map, nth) = three_english_fleets_in_the_north_sea();
    act(&mut app, Act::EndDiplomacy);
    loop {
        act(&mut app, Act::Ready(String::new()));
        let power = app.world().resource::<Table>().drafts[0].power;
        if map.power(power).name == "England" {
            break;
        }
        act(&mut app, Act::Seal);
    }
    // Two of the three fleets picked in the panel, then H.
    {
        let mut entry = app.world_mut().resource_mut::<Entry>();
        entry.pick = Pick::Unit(nth);
        entry.kind = Some(UnitKind::Fleet);
        entry.count = 2;
    }
    app.world_mut().resource_mut::<Keys>().pressed = vec![Command::PickStand];
    app.update();
    app.world_mut().resource_mut::<Keys>().pressed.clear();
    app.update();
    assert_eq!(app.world().resource::<Entry>().error, None);
    let draft = &app.world().resource::<Table>().drafts[0];
    let typed: Vec<_> = draft.orders().map(|w| (w.units(), w.order)).collect();
    assert_eq!(
        typed,
        vec![(
            2,
            crate::engine::order::Order::Main(crate::engine::order::MainOrder::Hold)
        )],
        "{:?}",
        draft.texts()
    );
}

/// A Multiplomacy game of seven players after Spring 1901, in which England's three
/// fleets all moved into the North Sea: (saves folder, app, map, the North Sea).
fn three_english_fleets_in_the_north_sea() -> (tempfile::TempDir, App, Map, ProvinceId) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = Map::named("multiplomacy").expect("map");
    let names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"];
    act(&mut app, Act::Start(Box::new(new_game(&map, &names))));
    let england: &[&str] = &["F Lon-Nth", "F Edi-Nth", "F Yor-Nth"];
    play_stacked_phase(&mut app, &map, &[("England", england)]);
    let nth = map.find_province("nth").expect("nth");
    (dir, app, map, nth)
}
