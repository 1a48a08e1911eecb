//! Windowless tests of the table's sounds: MinimalPlugins, manual time, the sound plugin
//! without an audio device (what it would play is kept in `Heard`).

use super::{Heard, SoundSettings};
use crate::app::board::BoardShapes;
use crate::app::current::{CurrentGame, CurrentMap};
use crate::app::play::cues::{ALARM_REPEAT_SECS, Cue, Herald};
use crate::app::play::table::{ALARM_SECS, Stage, Table};
use crate::app::play::{Act, Saves};
use crate::engine::game::{Game, Setup};
use crate::engine::map::Map;
use crate::engine::map::builtin_geometry;
use crate::engine::map::geometry::Geometry;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use std::time::Duration;

/// A table of three players with these clock minutes (first diplomacy, later, writing),
/// each update half a second, the game just started.
fn table_with_clocks(minutes: [u32; 3]) -> App {
    let map = Map::named("standard").expect("map");
    let text = builtin_geometry("standard").expect("geometry");
    let geometry = Geometry::load(text, "standard").expect("geometry loads");
    let mut setup = Setup::standard(&map, &["Ann", "Bob", "Cid"], 0, "1971", 1).expect("setup");
    setup.clock_minutes = minutes;
    let game = Game::new(&map, setup);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            500,
        )))
        .insert_resource(CurrentMap(map))
        .insert_resource(BoardShapes(geometry))
        .insert_resource(CurrentGame(game.clone()))
        .insert_resource(Saves::default())
        .init_resource::<ButtonInput<KeyCode>>()
        .add_plugins((crate::app::play::plugin, super::plugin));
    app.world_mut()
        .resource_mut::<Time<Virtual>>()
        .set_max_delta(Duration::from_secs(3600));
    app.update();
    app.world_mut().write_message(Act::Start(Box::new(game)));
    app.update();
    app
}

fn heard(app: &App, cue: Cue) -> usize {
    app.world()
        .resource::<Heard>()
        .0
        .iter()
        .filter(|c| **c == cue)
        .count()
}

fn left(app: &App) -> Option<f64> {
    app.world().resource::<Table>().clock.left
}

/// Runs the table for `secs` seconds of half-second frames.
fn run_for(app: &mut App, secs: f64) {
    for _ in 0..(secs * 2.0).round() as usize {
        app.update();
    }
}

/// Runs until the clock shows `secs` left (or less).
fn run_until_left(app: &mut App, secs: f64) {
    while left(app).is_some_and(|l| l > secs) {
        app.update();
    }
}

fn press_a_key(app: &mut App) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::KeyA);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(KeyCode::KeyA);
    keys.clear();
}

#[test]
fn the_alarm_sounds_at_zero_and_again_until_a_key_answers_it() {
    let mut app = table_with_clocks([1, 1, 5]);
    run_until_left(&mut app, 0.5);
    assert_eq!(heard(&app, Cue::Alarm), 0, "no alarm before zero");
    app.update();
    assert!(app.world().resource::<Table>().clock.ringing());
    assert_eq!(heard(&app, Cue::Alarm), 1, "the alarm at zero");

    // Nobody answers: the table moves to the curtain and the alarm goes on there.
    run_for(&mut app, ALARM_SECS + 3.0 * f64::from(ALARM_REPEAT_SECS));
    assert_eq!(
        app.world().resource::<Table>().stage,
        Stage::Curtain { player: 0 }
    );
    let rung = heard(&app, Cue::Alarm);
    assert!(rung >= 3, "the alarm repeats ({rung} times)");

    press_a_key(&mut app);
    run_for(&mut app, 5.0 * f64::from(ALARM_REPEAT_SECS));
    assert_eq!(heard(&app, Cue::Alarm), rung, "answered: the alarm stops");
    assert_eq!(
        app.world().resource::<Table>().stage,
        Stage::Curtain { player: 0 }
    );
}

#[test]
fn the_next_players_ready_answers_the_alarm() {
    let mut app = table_with_clocks([1, 1, 5]);
    run_for(&mut app, 60.0 + ALARM_SECS + 0.5);
    assert_eq!(
        app.world().resource::<Table>().stage,
        Stage::Curtain { player: 0 }
    );
    let rung = heard(&app, Cue::Alarm);
    assert!(rung >= 2, "{rung}");
    // The curtain's own soft cue is not played over the alarm.
    assert_eq!(heard(&app, Cue::Curtain), 0);
    app.world_mut().write_message(Act::Ready(String::new()));
    run_for(&mut app, 4.0 * f64::from(ALARM_REPEAT_SECS));
    assert_eq!(heard(&app, Cue::Alarm), rung);
    assert_eq!(
        app.world().resource::<Table>().stage,
        Stage::Writing { player: 0 }
    );
}

#[test]
fn warnings_sound_once_at_five_minutes_one_minute_and_thirty_seconds_of_writing() {
    let mut app = table_with_clocks([6, 6, 1]);
    run_until_left(&mut app, 300.5);
    assert_eq!(heard(&app, Cue::Warning), 0);
    app.update();
    assert_eq!(heard(&app, Cue::Warning), 1, "five minutes left");
    run_until_left(&mut app, 60.5);
    assert_eq!(heard(&app, Cue::Warning), 1);
    app.update();
    assert_eq!(heard(&app, Cue::Warning), 2, "one minute left");
    run_for(&mut app, 60.0 + ALARM_SECS);
    press_a_key(&mut app);
    assert_eq!(
        heard(&app, Cue::Warning),
        2,
        "none at zero: the alarm instead"
    );

    // The first player writes: one warning with thirty seconds of the writing clock left.
    app.world_mut().write_message(Act::Ready(String::new()));
    app.update();
    assert!(matches!(
        app.world().resource::<Table>().stage,
        Stage::Writing { .. }
    ));
    run_until_left(&mut app, 30.5);
    assert_eq!(heard(&app, Cue::Warning), 2);
    app.update();
    assert_eq!(heard(&app, Cue::Warning), 3, "thirty seconds to write");
    run_for(&mut app, 29.0);
    assert_eq!(heard(&app, Cue::Warning), 3);
}

#[test]
fn a_paused_clock_holds_its_warnings() {
    let mut app = table_with_clocks([6, 6, 1]);
    run_until_left(&mut app, 302.0);
    app.world_mut().write_message(Act::ToggleClock);
    app.update();
    let held = left(&app);
    run_for(&mut app, 600.0);
    assert_eq!(left(&app), held);
    assert_eq!(heard(&app, Cue::Warning), 0, "paused: no warning");
    app.world_mut().write_message(Act::ToggleClock);
    run_for(&mut app, 2.5);
    assert_eq!(heard(&app, Cue::Warning), 1, "resumed: the warning comes");
}

#[test]
fn muting_silences_the_warnings_and_the_alarm() {
    let mut app = table_with_clocks([6, 6, 1]);
    app.world_mut().resource_mut::<SoundSettings>().muted = true;
    run_for(&mut app, 360.0 + 2.0 * f64::from(ALARM_REPEAT_SECS));
    assert!(app.world().resource::<Herald>().alarm_waiting());
    assert_eq!(heard(&app, Cue::Warning), 0);
    assert_eq!(heard(&app, Cue::Alarm), 0);
    // Sound back on while the alarm waits for an answer: it is heard again.
    app.world_mut().resource_mut::<SoundSettings>().muted = false;
    run_for(&mut app, f64::from(ALARM_REPEAT_SECS));
    assert_eq!(heard(&app, Cue::Alarm), 1);
}

#[test]
fn the_results_and_the_next_curtain_have_their_soft_cues() {
    let mut app = table_with_clocks([0, 0, 0]);
    app.world_mut().write_message(Act::EndDiplomacy);
    app.update();
    assert_eq!(heard(&app, Cue::Curtain), 1, "the first curtain");
    for _ in 0..3 {
        app.world_mut().write_message(Act::Ready(String::new()));
        app.update();
        app.world_mut().write_message(Act::Seal);
        app.update();
    }
    assert!(matches!(
        app.world().resource::<Table>().stage,
        Stage::Reveal { .. }
    ));
    assert_eq!(heard(&app, Cue::Curtain), 3, "one for each player");
    assert_eq!(heard(&app, Cue::Results), 1);
    assert_eq!(heard(&app, Cue::Alarm) + heard(&app, Cue::Warning), 0);
}
