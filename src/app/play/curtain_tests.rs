//! Every way to a private screen goes through the curtain (the watch in `curtain_watch`
//! checks each frame), the keys read in the frame's own place, the clocks keep wall-clock
//! time through stalled frames, and players write during the diplomacy period.

use super::table::{Stage, Table};
use super::tests::{act, board, game, stage};
use super::{Act, CurrentGame, Screen};
use crate::app::keymap;
use crate::engine::game::save::Autosaves;
use crate::engine::game::{Game, Setup};
use crate::engine::map::Map;
use bevy::prelude::*;
use std::time::Duration;

/// The table tests' app with the watch on what a screen reader hears at every curtain.
fn table_app(dir: &std::path::Path, step: Duration) -> App {
    let mut app = super::tests::table_app(dir, step);
    super::curtain_tree_watch::watch(&mut app);
    app
}

fn new_game(map: &Map, names: &[&str]) -> Game {
    let setup = Setup::standard(map, names, 0, "1971", 7).expect("setup");
    Game::new(map, setup)
}

/// A table with the keymap reading a hand-held keyboard, frames of `step`.
fn keyed_table(dir: &std::path::Path, step: Duration) -> App {
    let mut app = table_app(dir, step);
    app.init_resource::<ButtonInput<KeyCode>>()
        .add_plugins(keymap::plugin);
    app
}

/// One key pressed for a frame, then released for a frame (no InputPlugin clears it).
fn tap(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
    app.update();
}

fn clock_left(app: &App) -> f64 {
    app.world().resource::<Table>().clock.left.expect("a clock")
}

fn names(n: usize) -> Vec<&'static str> {
    ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"][..n].to_vec()
}

#[test]
fn enter_ends_the_period_at_the_curtain_and_only_a_second_enter_opens_the_orders() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = keyed_table(dir.path(), Duration::from_millis(100));
    let map = board().map;
    act(&mut app, Act::Start(Box::new(new_game(&map, &names(7)))));
    app.update();
    assert_eq!(stage(&app), Stage::Diplomacy);
    tap(&mut app, KeyCode::Enter);
    assert_eq!(
        stage(&app),
        Stage::Curtain { player: 0 },
        "Enter showed the curtain"
    );
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        stage(&app),
        Stage::Curtain { player: 0 },
        "and nothing behind it"
    );
    tap(&mut app, KeyCode::Enter);
    assert_eq!(stage(&app), Stage::Writing { player: 0 });
}

#[test]
fn a_passcode_is_asked_on_every_way_to_the_orders() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = keyed_table(dir.path(), Duration::from_millis(100));
    let map = board().map;
    let mut g = new_game(&map, &names(7));
    g.setup.players[0].passcode = Some("owl".into());
    act(&mut app, Act::Start(Box::new(g)));
    app.update();
    // During the period, through "a player writes now".
    act(&mut app, Act::WriteNow(0));
    assert_eq!(stage(&app), Stage::Curtain { player: 0 });
    tap(&mut app, KeyCode::Enter);
    act(&mut app, Act::Ready(String::new()));
    assert_eq!(
        stage(&app),
        Stage::Curtain { player: 0 },
        "no passcode, no orders"
    );
    act(&mut app, Act::ReturnLaptop);
    assert_eq!(stage(&app), Stage::Diplomacy);
    // After the period, by Enter.
    tap(&mut app, KeyCode::Enter);
    assert_eq!(stage(&app), Stage::Curtain { player: 0 });
    tap(&mut app, KeyCode::Enter);
    act(&mut app, Act::Ready("cat".into()));
    assert_eq!(stage(&app), Stage::Curtain { player: 0 });
    act(&mut app, Act::Ready("owl".into()));
    assert_eq!(stage(&app), Stage::Writing { player: 0 });
}

#[test]
fn the_writing_clock_running_out_calls_the_next_player_to_the_curtain() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(10));
    let map = board().map;
    let mut g = new_game(&map, &names(3));
    g.setup.clock_minutes = [1, 1, 1];
    act(&mut app, Act::Start(Box::new(g)));
    act(&mut app, Act::EndDiplomacy);
    act(&mut app, Act::Ready(String::new()));
    assert_eq!(stage(&app), Stage::Writing { player: 0 });
    for _ in 0..7 {
        app.update();
    }
    assert_eq!(stage(&app), Stage::Curtain { player: 1 });
    assert!(
        app.world().resource::<Table>().drafts.is_empty(),
        "nothing of player 1's shown"
    );
}

#[test]
fn continue_after_a_restart_mid_writing_opens_at_the_curtain() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_millis(100));
    let map = board().map;
    act(&mut app, Act::Start(Box::new(new_game(&map, &names(3)))));
    act(&mut app, Act::EndDiplomacy);
    act(&mut app, Act::Ready(String::new()));
    act(&mut app, Act::Seal);
    act(&mut app, Act::Ready(String::new()));
    assert_eq!(stage(&app), Stage::Writing { player: 1 });
    act(&mut app, Act::ToTitle);
    let autosaves = Autosaves {
        dir: dir.path().to_path_buf(),
        keep: 100,
    };
    let (_, saved, _) = autosaves.latest().0.expect("an autosave");
    act(&mut app, Act::Start(Box::new(saved)));
    assert_eq!(stage(&app), Stage::Curtain { player: 1 });
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Play);
}

#[test]
fn stalled_frames_take_no_time_from_the_diplomacy_or_the_writing_clock() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Three-second frames; the game's virtual time would count a quarter second of each.
    let mut app = table_app(dir.path(), Duration::from_secs(3));
    app.world_mut()
        .resource_mut::<Time<Virtual>>()
        .set_max_delta(Duration::from_millis(250));
    let map = board().map;
    act(&mut app, Act::Start(Box::new(new_game(&map, &names(3)))));
    let before = clock_left(&app);
    for _ in 0..10 {
        app.update();
    }
    let lost = before - clock_left(&app);
    assert!(
        (lost - 30.0).abs() <= 0.2,
        "the diplomacy clock lost {lost} s in 30 s"
    );
    act(&mut app, Act::EndDiplomacy);
    act(&mut app, Act::Ready(String::new()));
    let before = clock_left(&app);
    for _ in 0..10 {
        app.update();
    }
    let lost = before - clock_left(&app);
    assert!(
        (lost - 30.0).abs() <= 0.2,
        "the writing clock lost {lost} s in 30 s"
    );
}

/// Writes one line for the player now writing (their first power) and seals or keeps it.
fn write_line(app: &mut App, line: &str) {
    let map = board().map;
    let position = game(app).position.clone();
    let mut table = app.world_mut().resource_mut::<Table>();
    let draft = table.drafts.first_mut().expect("a draft");
    draft.write(&map, &position, line).expect("the order reads");
}

/// The player of a power (by name) in this game.
fn player_of(app: &App, power: &str) -> usize {
    let map = board().map;
    let id = map
        .power_ids()
        .find(|p| map.power(*p).name == power)
        .expect("power");
    game(app).controller[id.0 as usize].expect("a player")
}

#[test]
fn players_write_during_the_period_and_only_the_others_are_called_after_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = board().map;
    let mut g = new_game(&map, &names(7));
    g.setup.amend_after_seal = true;
    act(&mut app, Act::Start(Box::new(g)));
    let (france, italy, austria) = (
        player_of(&app, "France"),
        player_of(&app, "Italy"),
        player_of(&app, "Austria"),
    );
    // France and Italy seal during the period; the clock runs on meanwhile.
    let start = clock_left(&app);
    for (player, line) in [(france, "A(Par)-Bur"), (italy, "A(Ven)-Tyr")] {
        act(&mut app, Act::WriteNow(player));
        assert_eq!(stage(&app), Stage::Curtain { player });
        act(&mut app, Act::Ready(String::new()));
        write_line(&mut app, line);
        act(&mut app, Act::Seal);
        assert_eq!(stage(&app), Stage::Diplomacy, "back to the clock");
    }
    assert!(
        clock_left(&app) <= start - 6.0,
        "the period ran on while they wrote"
    );
    // Austria keeps a draft without sealing.
    act(&mut app, Act::WriteNow(austria));
    act(&mut app, Act::Ready(String::new()));
    write_line(&mut app, "A(Vie)-Gal");
    act(&mut app, Act::ReturnLaptop);
    assert_eq!(stage(&app), Stage::Diplomacy);
    // The period ends: everyone but France and Italy is called, Austria among them.
    act(&mut app, Act::EndDiplomacy);
    let queue = app.world().resource::<Table>().queue.clone();
    assert_eq!(queue.len(), 5, "five players still to write: {queue:?}");
    assert!(!queue.contains(&france) && !queue.contains(&italy));
    // France amends before the next player's turn.
    act(&mut app, Act::Amend(france));
    assert_eq!(stage(&app), Stage::Curtain { player: france });
    act(&mut app, Act::Ready(String::new()));
    let shown: Vec<String> = app.world().resource::<Table>().drafts[0].texts();
    assert_eq!(
        shown,
        vec!["A(Par)-Bur".to_string()],
        "France sees its own sealed orders"
    );
    write_line(&mut app, "A(Par)-Pic");
    act(&mut app, Act::Seal);
    // The others seal what they have (Austria finds its kept draft).
    while let Stage::Curtain { player } = stage(&app) {
        act(&mut app, Act::Ready(String::new()));
        if player == austria {
            let shown = app.world().resource::<Table>().drafts[0].texts();
            assert_eq!(shown, vec!["A(Vie)-Gal".to_string()]);
        }
        act(&mut app, Act::Seal);
    }
    assert!(matches!(stage(&app), Stage::Reveal { .. }));
    let g = &app.world().resource::<CurrentGame>().0;
    let map = app
        .world()
        .resource::<crate::app::current::CurrentMap>()
        .0
        .clone();
    let written: Vec<String> = (g.record[0].orders.iter())
        .map(|o| o.text(&map, &g.record[0].position))
        .collect();
    for line in ["A(Par)-Pic", "A(Ven)-Tyr", "A(Vie)-Gal"] {
        assert!(
            written.iter().any(|w| w == line),
            "{line} in the results: {written:?}"
        );
    }
    assert!(
        !written.iter().any(|w| w == "A(Par)-Bur"),
        "France's first orders were replaced"
    );
}

#[test]
fn a_period_that_ends_while_a_player_writes_lets_them_finish_first() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(10));
    let map = board().map;
    let mut g = new_game(&map, &names(3));
    g.setup.clock_minutes = [1, 1, 5];
    act(&mut app, Act::Start(Box::new(g)));
    act(&mut app, Act::WriteNow(2));
    act(&mut app, Act::Ready(String::new()));
    for _ in 0..8 {
        app.update();
    }
    let table = app.world().resource::<Table>();
    assert_eq!(table.stage, Stage::Writing { player: 2 }, "still writing");
    assert!(!table.visiting);
    assert_eq!(table.queue.first(), Some(&2), "first of the writing phase");
    assert!(
        table.clock.left.is_some_and(|l| l > 250.0),
        "with the writing clock"
    );
    act(&mut app, Act::Seal);
    assert_eq!(stage(&app), Stage::Curtain { player: 0 });
}

/// Seconds from the end of the period to the results, for seven players who each take
/// `hand_over` at the curtain and `writing` at the laptop, `early` of them during the period.
fn table_wait(early: usize, hand_over: u64, writing: u64) -> u64 {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = board().map;
    act(&mut app, Act::Start(Box::new(new_game(&map, &names(7)))));
    for player in 0..early {
        act(&mut app, Act::WriteNow(player));
        act(&mut app, Act::Ready(String::new()));
        act(&mut app, Act::Seal);
    }
    act(&mut app, Act::EndDiplomacy);
    let mut waited = 0;
    while let Stage::Curtain { .. } = stage(&app) {
        for _ in 0..hand_over {
            app.update();
        }
        act(&mut app, Act::Ready(String::new()));
        for _ in 0..writing {
            app.update();
        }
        act(&mut app, Act::Seal);
        waited += hand_over + writing + 2;
    }
    assert!(matches!(stage(&app), Stage::Reveal { .. }));
    waited
}

#[test]
fn writing_during_the_period_shortens_the_wait_after_it() {
    let all_after = table_wait(0, 15, 120);
    let four_during = table_wait(4, 15, 120);
    println!(
        "table waits after the period: {all_after} s (all write after), {four_during} s (four wrote during)"
    );
    assert_eq!(all_after, 7 * 137);
    assert_eq!(four_during, 3 * 137);
}

#[test]
fn c_over_the_board_while_writing_picks_a_convoy_and_changes_no_setting() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = keyed_table(dir.path(), Duration::from_millis(100));
    app.insert_resource(crate::app::board::draw::BoardSettings {
        colour_blind: false,
    });
    let map = board().map;
    let names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"];
    let setup = Setup::standard(&map, &names, 0, "1971", 1).expect("setup");
    act(&mut app, Act::Start(Box::new(Game::new(&map, setup))));
    act(&mut app, Act::EndDiplomacy);
    act(&mut app, Act::Ready(String::new()));
    let fleet = map.find_province("Lon").expect("London");
    let pick = |app: &App| app.world().resource::<super::pick::Entry>().pick;
    app.world_mut().resource_mut::<super::pick::Entry>().pick = super::pick::Pick::Unit(fleet);
    tap(&mut app, KeyCode::KeyC);
    assert_eq!(pick(&app), super::pick::Pick::ConvoyWho(fleet));
    assert!(
        !app.world()
            .resource::<crate::app::board::draw::BoardSettings>()
            .colour_blind,
        "C left the stripes alone"
    );
}

#[test]
fn a_set_sealed_on_a_phone_while_its_screen_is_open_at_the_laptop_stands_as_sealed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = board().map;
    act(&mut app, Act::Start(Box::new(new_game(&map, &names(7)))));
    let france = player_of(&app, "France");
    let power = map.find_power("France").expect("France");
    // France's screen is open at the laptop during the period, a line written there.
    act(&mut app, Act::WriteNow(france));
    act(&mut app, Act::Ready(String::new()));
    write_line(&mut app, "A(Par)-Pic");
    // Meanwhile France's phone writes and seals.
    {
        let game = &mut app.world_mut().resource_mut::<CurrentGame>().0;
        game.write_typed(power, [("A(Par)-Bur".to_string(), Err(String::new()))]);
        game.seal(power);
    }
    // "Keep as a draft" at the laptop: the phone's sealed set stands.
    act(&mut app, Act::ReturnLaptop);
    let game = &app.world().resource::<CurrentGame>().0;
    assert!(game.sealed.contains(&power), "the phone's seal was undone");
    let texts: Vec<String> = (game.pending.iter())
        .filter(|o| o.power == power)
        .map(|o| o.text(&map, &game.position))
        .collect();
    assert_eq!(texts, ["A(Par)-Bur"], "the laptop changed a sealed set");
    // A player who sealed and comes back to change their own set still may.
    act(&mut app, Act::WriteNow(france));
    act(&mut app, Act::Ready(String::new()));
    act(&mut app, Act::ReturnLaptop);
    let game = &app.world().resource::<CurrentGame>().0;
    assert!(
        !game.sealed.contains(&power),
        "kept as a draft by its own player"
    );
}

#[test]
fn the_curtain_tells_the_screen_reader_nothing_of_the_orders_or_the_vote_before_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = board().map;
    act(&mut app, Act::Start(Box::new(new_game(&map, &names(7)))));
    // France writes and votes for a draw during the period; the period ends.
    let france = player_of(&app, "France");
    act(&mut app, Act::WriteNow(france));
    act(&mut app, Act::Ready(String::new()));
    write_line(&mut app, "A(Par)-Bur");
    app.world_mut()
        .resource_mut::<Table>()
        .vote_draw(france, true);
    act(&mut app, Act::Seal);
    act(&mut app, Act::EndDiplomacy);
    let Stage::Curtain { player } = stage(&app) else {
        panic!("the curtain: {:?}", stage(&app));
    };
    assert_ne!(player, france);
    for _ in 0..4 {
        app.update();
    }
    // The watch heard these curtain frames, and France's line was among what it listened for.
    let heard = app
        .world()
        .resource::<super::curtain_tree_watch::CurtainFramesHeard>();
    assert!(heard.0 >= 4, "{} curtain frames heard", heard.0);
    let table = app.world().resource::<Table>();
    let secrets = super::curtain_tree_watch::secrets(table, game(&app), &map);
    assert!(secrets.iter().any(|s| s == "A(Par)-Bur"), "{secrets:?}");
    assert!(secrets.contains(&crate::t!("orders-propose-draw")));
}
