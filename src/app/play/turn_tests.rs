//! A whole turn at the table, windowless, through the messages the screens send: the
//! typed box (`Act::Write`), the order panel's buttons and lists (`Act::Give`,
//! `Act::Clear`), clicks on the map (`Act::Click`, with the pick the panel's Support… and
//! Convoy… buttons set), the curtain's Ready and the seal. Spring and Fall 1901 for seven
//! powers: void orders named by the seal check, a support and a convoy written by clicks,
//! the writing clock running out for Germany, and each results row as the panel shows it.

use super::draft::seal_check;
use super::pick::{Entry, Pick};
use super::table::{Stage, Table};
use super::{Act, Saves};
use crate::app::board::BoardShapes;
use crate::app::current::{CurrentGame, CurrentMap};
use crate::engine::game::report::{Fate, unit_result};
use crate::engine::game::save::Autosaves;
use crate::engine::game::{Game, Setup};
use crate::engine::ids::{Location, ProvinceId};
use crate::engine::map::Map;
use crate::engine::map::builtin_geometry;
use crate::engine::map::geometry::Geometry;
use crate::engine::order::MainOrder;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use std::time::Duration;

/// One way of writing an order, as a player at the order panel would.
#[derive(Clone, Copy)]
enum Entered<'a> {
    /// Typed in the box, then Enter.
    Typed(&'a str),
    /// Chosen from the unit's row: Stand, or a place in its Move to… list.
    Listed(&'a str, Option<&'a str>),
    /// Clicked on the map: the unit, then where it goes.
    Clicked(&'a str, &'a str),
    /// Support… on the supporter's row, then the supported unit and its destination.
    SupportClicked(&'a str, &'a str, &'a str),
    /// Convoy… on the fleet's row, then the army and its destination.
    ConvoyClicked(&'a str, &'a str, &'a str),
}

fn table_app(dir: &std::path::Path) -> (App, Map) {
    let map = Map::named("standard").expect("standard map");
    let geometry =
        Geometry::load(builtin_geometry("standard").expect("geometry"), "standard").expect("loads");
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(5)))
        .insert_resource(CurrentMap(map.clone()))
        .insert_resource(BoardShapes(geometry))
        .insert_resource(CurrentGame(Game::new(
            &map,
            Setup::standard(&map, &["a", "b"], 0, "1971", 1).expect("setup"),
        )))
        .insert_resource(Saves {
            autosaves: Some(Autosaves {
                dir: dir.to_path_buf(),
                keep: 3,
            }),
            ..default()
        })
        .add_plugins((super::plugin, super::curtain_watch::watch));
    app.world_mut()
        .resource_mut::<Time<Virtual>>()
        .set_max_delta(Duration::from_secs(3600));
    app.update();
    (app, map)
}

/// A new standard game, one player per power, its ballot seeded.
fn seven_players(map: &Map) -> Game {
    let names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"];
    Game::new(
        map,
        Setup::standard(map, &names, 0, "1971", 7).expect("setup"),
    )
}

fn send(app: &mut App, a: Act) {
    app.world_mut().write_message(a);
    app.update();
}

fn stage(app: &App) -> Stage {
    app.world().resource::<Table>().stage
}

fn game(app: &App) -> &Game {
    &app.world().resource::<CurrentGame>().0
}

fn at(map: &Map, name: &str) -> ProvinceId {
    map.find_province(name).expect("province")
}

/// Writes one order through the messages the panel and the map send; returns the
/// panel's error line afterwards.
fn enter(app: &mut App, map: &Map, how: Entered) -> Option<String> {
    let click = |app: &mut App, p: &str| send(app, Act::Click(Location::province(at(map, p))));
    let set_pick = |app: &mut App, pick: Pick| app.world_mut().resource_mut::<Entry>().pick = pick;
    match how {
        Entered::Typed(line) => {
            app.world_mut().resource_mut::<Entry>().typed = line.to_string();
            send(app, Act::Write(line.to_string()));
        }
        Entered::Listed(unit, to) => {
            let order = match to {
                None => MainOrder::Hold,
                Some(to) => MainOrder::Move {
                    to: Location::province(at(map, to)),
                    via_convoy: false,
                },
            };
            let position = &app.world().resource::<super::CurrentGame>().0.position;
            let give = Act::give_one(position, at(map, unit), order);
            send(app, give);
        }
        Entered::Clicked(unit, to) => {
            click(app, unit);
            click(app, to);
        }
        Entered::SupportClicked(by, unit, to) => {
            set_pick(app, Pick::SupportWho(at(map, by)));
            click(app, unit);
            click(app, to);
        }
        Entered::ConvoyClicked(fleet, army, to) => {
            set_pick(app, Pick::ConvoyWho(at(map, fleet)));
            click(app, army);
            click(app, to);
        }
    }
    app.world().resource::<Entry>().error.clone()
}

/// Plays one movement phase: each player in turn at the curtain, Ready, orders for their
/// power, the seal check read, then Seal — except the power whose writing clock is left
/// to run out. Returns the seal checks by power name.
fn play_phase(
    app: &mut App,
    map: &Map,
    orders: &[(&str, Vec<Entered>)],
    clock_runs_out_for: Option<&str>,
) -> Vec<(String, Vec<String>)> {
    send(app, Act::EndDiplomacy);
    let mut checks = Vec::new();
    while let Stage::Curtain { .. } = stage(app) {
        send(app, Act::Ready(String::new()));
        let power = app.world().resource::<Table>().drafts[0].power;
        let name = map.power(power).name.clone();
        for (who, list) in orders {
            if *who == name {
                for how in list {
                    let error = enter(app, map, *how);
                    assert_eq!(error, None, "{name}: the order panel refused an order");
                }
            }
        }
        let table = app.world().resource::<Table>();
        let words = seal_check(&table.drafts, map, game(app))
            .into_iter()
            .map(|w| w.words);
        checks.push((name.clone(), words.collect()));
        if clock_runs_out_for == Some(name.as_str()) {
            // Nobody presses Seal: the writing clock (one minute) runs out.
            for _ in 0..13 {
                app.update();
            }
        } else {
            send(app, Act::Seal);
        }
    }
    checks
}

fn check_of<'a>(checks: &'a [(String, Vec<String>)], power: &str) -> &'a [String] {
    &checks
        .iter()
        .find(|(p, _)| p == power)
        .expect("power wrote")
        .1
}

/// The results row of the unit that stood in `province` in the last resolved phase.
fn row(app: &App, map: &Map, province: &str) -> (String, Fate, String) {
    let g = game(app);
    let rec = g.record.last().expect("a resolved phase");
    let i = rec
        .position
        .unit_at(at(map, province))
        .expect("a unit there");
    let r = unit_result(map, rec, i).expect("a movement phase");
    (r.written, r.fate, r.reason)
}

#[test]
fn spring_and_fall_1901_for_seven_players_through_the_screens_messages() {
    use Entered::*;
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut app, map) = table_app(dir.path());
    let mut g = seven_players(&map);
    g.setup.clock_minutes = [1, 1, 1];
    send(&mut app, Act::Start(Box::new(g)));
    assert_eq!(stage(&app), Stage::Diplomacy);

    let spring = vec![
        (
            "Austria",
            vec![
                Typed("F(Tri) S A(Bud)-Ser"),
                Typed("A(Bud)-Ser"),
                Clicked("vie", "gal"),
            ],
        ),
        (
            "England",
            vec![
                Typed("F(Lon)-NTH"),
                Listed("edi", Some("nwg")),
                Clicked("lvp", "yor"),
            ],
        ),
        (
            "France",
            vec![Typed("A(Mar)-Mun"), Listed("bre", Some("mao"))],
        ),
        ("Germany", vec![Clicked("kie", "den")]),
        (
            "Italy",
            vec![
                Clicked("rom", "apu"),
                SupportClicked("ven", "rom", "apu"),
                Listed("nap", Some("ion")),
            ],
        ),
        (
            "Russia",
            vec![
                Typed("A(Mos)-Ukr"),
                Typed("A(War)-Gal"),
                Typed("F(Sev)-BLA"),
                Listed("stp", None),
            ],
        ),
        (
            "Turkey",
            vec![
                Typed("F(Ank)-BLA"),
                Typed("A(Con)-Bul"),
                Clicked("smy", "arm"),
            ],
        ),
    ];
    let checks = play_phase(&mut app, &map, &spring, Some("Germany"));

    // The seal check named every void order and every unit without one.
    let austria = check_of(&checks, "Austria");
    assert_eq!(austria.len(), 1, "{austria:?}");
    assert!(
        austria[0].starts_with("F Tri: void — ") && austria[0].contains("could move"),
        "{austria:?}"
    );
    let france = check_of(&checks, "France");
    assert!(
        france.iter().any(|w| w.starts_with("A Mar: void")),
        "{france:?}"
    );
    assert!(
        france.contains(&"A Par: no order — it stands".to_string()),
        "{france:?}"
    );
    assert!(check_of(&checks, "England").is_empty());
    assert!(
        check_of(&checks, "Italy").is_empty(),
        "the support by clicks is good"
    );
    assert!(
        check_of(&checks, "Russia").is_empty(),
        "Stand from the list counts as an order"
    );

    // Results: each row as written, its fate and why.
    assert!(
        matches!(stage(&app), Stage::Reveal { .. }),
        "{:?}",
        stage(&app)
    );
    let (written, fate, why) = row(&app, &map, "mar");
    assert_eq!(written, "A(Mar)-Mun", "the order as the player wrote it");
    assert_eq!(fate, Fate::Void);
    assert!(
        why.contains("not adjacent") && why.ends_with("the army stands"),
        "{why}"
    );
    let (written, fate, why) = row(&app, &map, "tri");
    assert_eq!(
        (written.as_str(), fate),
        ("F(Tri) S A(Bud)-Ser", Fate::Void)
    );
    assert!(why.contains("could move"), "{why}");
    assert_eq!(row(&app, &map, "ven").1, Fate::Succeeded, "support given");
    assert_eq!(row(&app, &map, "ven").0, "A(Ven) S A(Rom)-Apu");
    assert_eq!(row(&app, &map, "rom").1, Fate::Succeeded);
    assert_eq!(
        row(&app, &map, "edi").0,
        "F(Edi)-NWG",
        "a move chosen from the list"
    );
    let (_, fate, why) = row(&app, &map, "sev");
    assert_eq!(fate, Fate::Failed);
    assert!(why.contains("bounces"), "{why}");
    let (written, fate, why) = row(&app, &map, "mun");
    assert_eq!((written.as_str(), fate), ("A(Mun) Stands", Fate::NoOrder));
    assert!(why.contains("no order"), "{why}");
    assert_eq!(
        row(&app, &map, "kie"),
        ("F(Kie)-Den".into(), Fate::Succeeded, "succeeds".into())
    );

    // Germany's clock ran out: everyone is told, in the results and on the next curtain.
    let timed_out = app.world().resource::<Table>().timed_out.clone();
    assert_eq!(
        timed_out,
        ["Germany's orders were sealed when the writing time ran out: 2 units stand by default."]
    );
    send(&mut app, Act::FinishReveal);
    assert!(
        app.world().resource::<Table>().timed_out.is_empty(),
        "the notice belongs to its phase"
    );

    // Fall 1901: a convoy written by clicks carries the army; nothing is left to warn of.
    let fall = vec![(
        "England",
        vec![
            ConvoyClicked("nth", "yor", "nwy"),
            Clicked("yor", "nwy"),
            Listed("nwg", None),
        ],
    )];
    let checks = play_phase(&mut app, &map, &fall, None);
    assert!(
        check_of(&checks, "England").is_empty(),
        "the convoy in the same draft clears the army's warning: {checks:?}"
    );
    assert_eq!(row(&app, &map, "nth").0, "F(NTH) C A(Yor)-Nwy");
    assert_eq!(row(&app, &map, "nth").1, Fate::Succeeded);
    assert_eq!(
        row(&app, &map, "yor"),
        ("A(Yor)-Nwy".into(), Fate::Succeeded, "succeeds".into())
    );
    let g = game(&app);
    let nwy = g
        .position
        .unit_at(at(&map, "nwy"))
        .expect("an army in Norway");
    assert_eq!(map.power(g.position.units[nwy].power).name, "England");
}

#[test]
fn typed_orders_keep_the_box_ready_and_up_recalls_the_last_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut app, map) = table_app(dir.path());
    send(&mut app, Act::Start(Box::new(seven_players(&map))));
    send(&mut app, Act::EndDiplomacy);
    send(&mut app, Act::Ready(String::new()));
    let power = app.world().resource::<Table>().drafts[0].power;
    let unit = game(&app)
        .position
        .units
        .iter()
        .find(|u| u.power == power)
        .copied()
        .expect("a unit");
    let line = format!("{} {} H", unit.kind.letter(), map.location_abbr(unit.loc));
    assert_eq!(enter(&mut app, &map, Entered::Typed(&line)), None);
    let entry = app.world().resource::<Entry>();
    assert_eq!(entry.typed, "", "the box is empty for the next order");
    assert_eq!(entry.recall, std::slice::from_ref(&line));
    // A refused line stays in the box with the reason.
    assert!(enter(&mut app, &map, Entered::Typed("A(Par)-")).is_some());
    assert_eq!(app.world().resource::<Entry>().typed, "A(Par)-");
    // The next player starts with an empty box and nothing to recall.
    send(&mut app, Act::Seal);
    send(&mut app, Act::Ready(String::new()));
    let entry = app.world().resource::<Entry>();
    assert!(entry.recall.is_empty() && entry.typed.is_empty());
}

#[test]
fn a_game_closed_mid_period_resumes_with_the_time_it_had() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut app, map) = table_app(dir.path());
    send(&mut app, Act::Start(Box::new(seven_players(&map))));
    // Nine minutes of the first period's thirty, then back to the title.
    for _ in 0..(9 * 60 / 5) {
        app.update();
    }
    let left = app.world().resource::<Table>().clock.left.expect("a clock");
    send(&mut app, Act::ToTitle);
    let autosaves = Autosaves {
        dir: dir.path().to_path_buf(),
        keep: 3,
    };
    let (latest, _) = autosaves.latest();
    let (_, saved, _) = latest.expect("an autosave");
    send(&mut app, Act::Start(Box::new(saved)));
    let resumed = app.world().resource::<Table>().clock.left.expect("a clock");
    assert!(
        (resumed - left).abs() < 5.5,
        "resumed at {resumed} s, left at {left} s"
    );
    assert!(resumed < 30.0 * 60.0 - 60.0);
}
