//! A mixed table without a window: three players on phones (through the real server) and
//! four at the laptop's curtain, through a movement, a retreat and an adjustment phase.

use super::PhoneDesk;
use crate::app::play::Act;
use crate::app::play::table::{Stage, Table};
use crate::app::play::tests::{
    act, board, burgundy_under_attack, game, new_game, stage, table_app, write_as_current,
};
use crate::engine::position::{PhaseKind, Season};
use crate::pads::test_client::{lines, request};
use bevy::prelude::*;
use serde_json::Value;
use std::net::SocketAddr;
use std::time::Duration;

/// The table's app with the phones' plugin, each update 10 ms of game time.
fn phones_app(dir: &std::path::Path) -> App {
    let mut app = table_app(dir, Duration::from_millis(10));
    app.add_plugins(super::plugin);
    app
}

/// A new seven-player game that lets players write on their phones.
fn phones_game(map: &crate::engine::map::Map) -> crate::engine::game::Game {
    let mut g = new_game(map, &["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"]);
    g.setup.phones = true;
    g
}

/// One phone of the table: its power's code and the server's address.
struct Phone {
    addr: SocketAddr,
    code: String,
}

/// Runs `call` (a phone's requests) on its own thread while the app answers frame by
/// frame, as the window does; returns what the call returned.
fn with_app<T: Send + 'static>(app: &mut App, call: impl FnOnce() -> T + Send + 'static) -> T {
    let thread = std::thread::spawn(call);
    while !thread.is_finished() {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    app.update();
    thread.join().expect("the phone's thread")
}

impl Phone {
    fn of(app: &App, power: &str) -> Phone {
        let desk = app.world().resource::<PhoneDesk>();
        let map = &app.world().resource::<crate::app::current::CurrentMap>().0;
        let p = map.find_power(power).expect("power");
        let port: u16 = desk.address.rsplit(':').next().unwrap().parse().unwrap();
        Phone {
            addr: SocketAddr::from(([127, 0, 0, 1], port)),
            code: desk.hub.codes().of(p).expect("a code").to_string(),
        }
    }

    fn state(&self, app: &mut App) -> Value {
        let (addr, path) = (self.addr, format!("/p/{}/api/state", self.code));
        let (status, state) = with_app(app, move || request(addr, "GET", &path, b""));
        assert_eq!(status, 200, "{state}");
        state
    }

    fn act(&self, app: &mut App, body: String) -> Value {
        let (addr, path) = (self.addr, format!("/p/{}/api/act", self.code));
        let (status, state) = with_app(app, move || request(addr, "POST", &path, body.as_bytes()));
        assert_eq!(status, 200, "{state}");
        state
    }
}

/// The first unit card of the state whose label names `unit`, as its index.
fn unit(state: &Value, label: &str) -> usize {
    let units = state["units"].as_array().expect("units");
    units
        .iter()
        .position(|u| u["label"] == label)
        .unwrap_or_else(|| panic!("no {label} in {state}"))
}

/// The allowed choice whose words are `label`, as the act giving it.
fn choice(state: &Value, label: &str) -> String {
    fn find(v: &Value, label: &str) -> Option<Value> {
        match v {
            Value::Object(o)
                if o.get("label") == Some(&Value::from(label)) && o.contains_key("order") =>
            {
                Some(o["order"].clone())
            }
            Value::Object(o) => o.values().find_map(|x| find(x, label)),
            Value::Array(a) => a.iter().find_map(|x| find(x, label)),
            _ => None,
        }
    }
    let order = find(&state["units"], label).unwrap_or_else(|| panic!("no {label} offered"));
    serde_json::json!({ "Give": order }).to_string()
}

#[test]
fn three_phones_and_four_laptop_players_play_a_movement_a_retreat_and_an_adjustment() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = phones_app(dir.path());
    let map = board().map;
    let mut g = burgundy_under_attack(&map);
    g.setup.phones = true;
    let at = |name: &str| map.find_province(name).expect("province");
    act(&mut app, Act::Start(Box::new(g)));
    app.update();
    assert_eq!(stage(&app), Stage::Diplomacy);
    let (france, germany, italy) = (
        Phone::of(&app, "France"),
        Phone::of(&app, "Germany"),
        Phone::of(&app, "Italy"),
    );

    // Spring 1901, during the period: the phones write and seal.
    let state = germany.state(&mut app);
    assert_eq!(state["table"]["stage"], "Diplomacy");
    assert!(state["table"]["clock"]["secs_left"].as_f64().unwrap() > 0.0);
    germany.act(&mut app, choice(&state, "A(Mun)-Bur"));
    let after = germany.act(&mut app, choice(&state, "A(Ruh) S A(Mun)-Bur"));
    assert_eq!(lines(&after), ["A(Mun)-Bur", "A(Ruh) S A(Mun)-Bur"]);
    for phone in [&france, &germany, &italy] {
        let sealed = phone.act(&mut app, "\"Seal\"".into());
        assert_eq!(sealed["sealed"], true);
    }
    // After the period only the four laptop players come to the curtain.
    act(&mut app, Act::EndDiplomacy);
    assert_eq!(app.world().resource::<Table>().queue, vec![0, 4, 5, 6]);
    while let Stage::Curtain { .. } = stage(&app) {
        write_as_current(&mut app, &[]);
        act(&mut app, Act::Seal);
    }
    assert!(
        matches!(stage(&app), Stage::Reveal { .. }),
        "{:?}",
        stage(&app)
    );
    let state = germany.state(&mut app);
    assert_eq!(state["table"]["stage"], "Results");
    assert!(
        state["results"].to_string().contains("Mun"),
        "{}",
        state["results"]
    );
    act(&mut app, Act::FinishReveal);

    // The retreat: France alone, on the phone; the laptop's curtain waits for it.
    assert_eq!(game(&app).position.phase.kind, PhaseKind::Retreat);
    assert_eq!(stage(&app), Stage::Curtain { player: 1 });
    let state = france.state(&mut app);
    assert_eq!(state["may_write"], true);
    let bur = unit(&state, "A(Bur)");
    assert!(state["units"][bur]["kinds"].to_string().contains("Retreat"));
    france.act(&mut app, choice(&state, "A(Bur)-Par"));
    france.act(&mut app, "\"Seal\"".into());
    assert!(
        matches!(stage(&app), Stage::Reveal { .. }),
        "{:?}",
        stage(&app)
    );
    act(&mut app, Act::FinishReveal);
    let g = game(&app);
    assert_eq!(
        g.position.units[g.position.unit_at(at("par")).unwrap()].power,
        map.find_power("France").unwrap()
    );

    // Autumn: Germany takes Belgium by phone; everyone else stands.
    assert_eq!(g.position.phase.season, Season::Autumn);
    let state = germany.state(&mut app);
    germany.act(&mut app, choice(&state, "A(Ruh)-Bel"));
    for phone in [&france, &germany, &italy] {
        phone.act(&mut app, "\"Seal\"".into());
    }
    act(&mut app, Act::EndDiplomacy);
    while let Stage::Curtain { .. } = stage(&app) {
        write_as_current(&mut app, &[]);
        act(&mut app, Act::Seal);
    }
    act(&mut app, Act::FinishReveal);

    // The adjustment: Germany builds in Berlin from the tree on its phone.
    assert_eq!(game(&app).position.phase.kind, PhaseKind::Adjustment);
    assert_eq!(stage(&app), Stage::Curtain { player: 2 });
    let state = germany.state(&mut app);
    germany.act(&mut app, choice(&state, "Build A(Ber)"));
    germany.act(&mut app, "\"Seal\"".into());
    assert!(
        matches!(stage(&app), Stage::Reveal { .. }),
        "{:?}",
        stage(&app)
    );
    let g = game(&app);
    let ber = g
        .position
        .unit_at(at("ber"))
        .expect("a unit built in Berlin");
    assert_eq!(
        g.position.units[ber].power,
        map.find_power("Germany").unwrap()
    );
}

#[test]
fn the_curtain_calls_laptop_players_first_and_the_phones_writing_clock_seals_what_was_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = phones_app(dir.path());
    let map = board().map;
    act(&mut app, Act::Start(Box::new(phones_game(&map))));
    app.update();
    let germany = Phone::of(&app, "Germany");
    let state = germany.state(&mut app);
    germany.act(&mut app, choice(&state, "A(Mun)-Ruh"));
    act(&mut app, Act::EndDiplomacy);
    // Germany's player (index 2) writes on the phone: called after the laptop's players.
    assert_eq!(stage(&app), Stage::Curtain { player: 0 });
    assert_eq!(
        app.world().resource::<Table>().queue,
        vec![0, 1, 3, 4, 5, 6, 2]
    );
    while stage(&app) != (Stage::Curtain { player: 2 }) {
        write_as_current(&mut app, &[]);
        act(&mut app, Act::Seal);
    }
    let state = germany.state(&mut app);
    assert_eq!(state["table"]["clock"]["label"], "Writing");
    let left = state["table"]["clock"]["secs_left"].as_f64().unwrap();
    assert!(left > 200.0 && left < 300.0, "{left}");
    // Five minutes pass with the phone's order unsealed: it is sealed and the phase resolves.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_secs(1),
    ));
    for _ in 0..310 {
        app.update();
        if matches!(stage(&app), Stage::Reveal { .. }) {
            break;
        }
    }
    assert!(
        matches!(stage(&app), Stage::Reveal { .. }),
        "{:?}",
        stage(&app)
    );
    let table = app.world().resource::<Table>();
    assert!(
        table
            .timed_out
            .iter()
            .any(|t| t.starts_with("Germany's orders were sealed on the phone")),
        "{:?}",
        table.timed_out
    );
    let g = game(&app);
    let ruh = g
        .position
        .unit_at(map.find_province("ruh").unwrap())
        .expect("the army moved");
    assert_eq!(
        g.position.units[ruh].power,
        map.find_power("Germany").unwrap()
    );
}

#[test]
fn a_game_continued_after_a_restart_keeps_its_phones_codes_until_phones_are_turned_off() {
    let dir = tempfile::tempdir().expect("temp dir");
    let map = board().map;
    let mut first = phones_app(dir.path());
    act(&mut first, Act::Start(Box::new(phones_game(&map))));
    app_settles(&mut first);
    let france = Phone::of(&first, "France");
    let kept = game(&first).clone();
    assert!(kept.phone_codes.contains(&Some(france.code.clone())));
    drop(first);
    // The laptop starts again and continues the game: France's phone still gets in.
    let mut second = phones_app(dir.path());
    act(&mut second, Act::Start(Box::new(kept)));
    app_settles(&mut second);
    let again = Phone::of(&second, "France");
    assert_eq!(again.code, france.code);
    assert_eq!(again.state(&mut second)["power"]["name"], "France");
    // Phones turned off: the codes are gone from the game.
    act(&mut second, Act::Phones(false));
    app_settles(&mut second);
    assert!(game(&second).phone_codes.is_empty());
    assert!(second.world().get_resource::<PhoneDesk>().is_none());
}

/// A few frames for the server to open and the codes to be kept.
fn app_settles(app: &mut App) {
    for _ in 0..3 {
        app.update();
    }
}

#[test]
fn the_phones_writing_clock_counts_every_second_of_long_frames_as_the_table_does() {
    // A sleeping window draws a frame a second or less; the game's virtual time counts a
    // quarter second of each. The phones' clock runs on the table's own seconds.
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = phones_app(dir.path());
    app.world_mut()
        .resource_mut::<Time<Virtual>>()
        .set_max_delta(Duration::from_millis(250));
    act(&mut app, Act::Start(Box::new(phones_game(&board().map))));
    act(&mut app, Act::EndDiplomacy);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_secs(3),
    ));
    app.update();
    let left = |app: &App| app.world().resource::<PhoneDesk>().clock.left;
    let before = left(&app).expect("the phones' writing clock runs");
    for _ in 0..10 {
        app.update();
    }
    let lost = before - left(&app).expect("still running");
    assert!(
        (lost - 30.0).abs() < 0.5,
        "ten 3-second frames took {lost} s"
    );
}
