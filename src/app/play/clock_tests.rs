//! The table's clocks across a sleeping laptop and a trip to the title screen: time the
//! game was not on the table, or the laptop was asleep, is never taken off a clock.

use super::table::{Stage, Table};
use super::tests::{act, board, new_game, stage, table_app};
use super::{Act, ClockSource};
use crate::engine::game::save::Autosaves;
use bevy::prelude::*;
use std::time::{Duration, Instant};

const NAMES: [&str; 3] = ["Ann", "Bob", "Cid"];

fn clock(app: &App) -> super::clock::Clock {
    app.world().resource::<Table>().clock.clone()
}

/// A three-player game in its first diplomacy period, its clocks on the wall clock as in
/// the window.
fn game_on_the_wall_clock(dir: &std::path::Path) -> App {
    let mut app = table_app(dir, Duration::from_millis(100));
    app.insert_resource(ClockSource::Wall { last: None });
    act(
        &mut app,
        Act::Start(Box::new(new_game(&board().map, &NAMES))),
    );
    app.update();
    app
}

/// The wall clock's last reading put back by `secs`, as if the process had been
/// suspended that long since its last frame.
fn sleep_for(app: &mut App, secs: u64) {
    let mut source = app.world_mut().resource_mut::<ClockSource>();
    let ClockSource::Wall { last } = &mut *source else {
        panic!("the wall clock");
    };
    *last = Some(last.unwrap_or_else(Instant::now) - Duration::from_secs(secs));
}

fn latest_autosave(dir: &std::path::Path) -> crate::engine::game::Game {
    let autosaves = Autosaves {
        dir: dir.to_path_buf(),
        keep: 100,
    };
    autosaves.latest().0.expect("an autosave").1
}

#[test]
fn a_laptop_asleep_for_ten_minutes_pauses_the_diplomacy_clock_and_says_so() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = game_on_the_wall_clock(dir.path());
    let before = clock(&app).left.expect("a clock");
    sleep_for(&mut app, 580);
    app.update();
    let after = clock(&app);
    assert!(after.paused(), "the clock is paused after the sleep");
    assert!(!after.ringing());
    let lost = before - after.left.expect("a clock");
    assert!(lost < 1.0, "the sleep took {lost} s off the clock");
    let notice = app.world().resource::<Table>().notice.clone();
    let notice = notice.expect("the table is told");
    assert!(
        notice.starts_with("The laptop slept for 9:4") && notice.contains("paused at 30:00"),
        "{notice}"
    );
    // The pause is kept: a restart brings the clock back paused.
    assert!(latest_autosave(dir.path()).clock_paused);
}

#[test]
fn a_sleep_while_writing_takes_nothing_off_the_writing_clock() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = game_on_the_wall_clock(dir.path());
    act(&mut app, Act::EndDiplomacy);
    act(&mut app, Act::Ready(String::new()));
    assert_eq!(stage(&app), Stage::Writing { player: 0 });
    let before = clock(&app).left.expect("a writing clock");
    sleep_for(&mut app, 900);
    app.update();
    let after = clock(&app);
    assert!(!after.ringing(), "the writing time did not run out");
    assert!(before - after.left.expect("a clock") < 1.0);
    assert!(
        after.running,
        "the writing clock goes on (nobody can pause it)"
    );
}

#[test]
fn a_normal_frame_still_counts_on_the_wall_clock() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = game_on_the_wall_clock(dir.path());
    let before = clock(&app).left.expect("a clock");
    sleep_for(&mut app, 20);
    app.update();
    let lost = before - clock(&app).left.expect("a clock");
    assert!((20.0..21.0).contains(&lost), "20 s of talk took {lost} s");
    assert!(clock(&app).running);
}

#[test]
fn time_on_the_title_screen_is_not_taken_off_the_clock_and_a_paused_clock_comes_back_paused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = game_on_the_wall_clock(dir.path());
    // A running clock: to the title, a while there, then Continue.
    act(&mut app, Act::ToTitle);
    let left = latest_autosave(dir.path()).clock_left.expect("kept") as f64;
    app.update();
    std::thread::sleep(Duration::from_millis(1500));
    act(&mut app, Act::Start(Box::new(latest_autosave(dir.path()))));
    app.update();
    let back = clock(&app);
    assert!(back.running);
    let lost = left - back.left.expect("a clock");
    assert!(
        lost < 0.5,
        "the title screen's 1.5 s took {lost} s off the clock"
    );

    // Paused at the table: it comes back paused, at the same time.
    act(&mut app, Act::ToggleClock);
    let shown = clock(&app).display();
    act(&mut app, Act::ToTitle);
    app.update();
    std::thread::sleep(Duration::from_millis(1200));
    act(&mut app, Act::Start(Box::new(latest_autosave(dir.path()))));
    app.update();
    let back = clock(&app);
    assert!(back.paused(), "the clock came back running");
    assert_eq!(back.display(), shown);
}
