//! Less motion at the table, windowless (`MinimalPlugins`, manual time): when the last
//! power seals, the very next frame shows the units where they end and the results, with
//! nothing spawned to move; without it, the same frame starts the animation.

use super::LessMotion;
use crate::app::board::animate::{Anim, Mover};
use crate::app::board::camera::{BoardInset, LeftRoom};
use crate::app::board::draw::{Highlights, Shown};
use crate::app::board::picking::HoverWaits;
use crate::app::board::view::BoardView;
use crate::app::board::{animate, apply_view};
use crate::app::current::CurrentGame;
use crate::app::layout::Settings;
use crate::app::play::Act;
use crate::app::play::table::Stage;
use crate::app::play::tests::{act, board, new_game, stage, table_app, write_as_current};
use bevy::prelude::*;
use std::time::Duration;

/// Spring 1901's orders: a unit of every power moves.
const SPRING: &[(&str, &[&str])] = &[
    ("England", &["F(Lon)-Nth", "A(Lvp)-Yor"]),
    ("France", &["A(Par)-Bur"]),
    ("Germany", &["A(Ber)-Kie"]),
    ("Italy", &["A(Ven)-Tyr"]),
    ("Austria", &["A(Vie)-Gal"]),
    ("Russia", &["A(Mos)-Ukr"]),
    ("Turkey", &["A(Con)-Bul"]),
];

/// Three people at the table with its board view, the animation and the view applied,
/// with less motion on or off, through Spring 1901 until the last of them has sealed
/// (one frame after it).
fn spring_sealed(less_motion: bool) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_millis(100));
    let game = new_game(&board().map, &["Ann", "Bob", "Cid"]);
    let shown = Shown::of(game.position.clone());
    app.insert_resource(LessMotion(less_motion))
        .init_resource::<Settings>()
        .init_resource::<HoverWaits>()
        .insert_resource(BoardView::of(shown.clone()))
        .insert_resource(shown)
        .init_resource::<Highlights>()
        .init_resource::<BoardInset>()
        .init_resource::<LeftRoom>()
        .init_resource::<Assets<Mesh>>()
        .init_resource::<Assets<ColorMaterial>>()
        .add_plugins((
            crate::app::play::board_view::plugin,
            animate::plugin,
            apply_view::plugin,
        ));
    act(&mut app, Act::Start(Box::new(game)));
    act(&mut app, Act::EndDiplomacy);
    for _ in 0..3 {
        write_as_current(&mut app, SPRING);
        act(&mut app, Act::Seal);
    }
    (dir, app)
}

/// The units moving on the board now.
fn movers(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<&Mover>().iter(world).count()
}

#[test]
fn with_less_motion_the_results_come_in_the_first_frame_after_the_last_seal_units_where_they_end() {
    let (_dir, mut app) = spring_sealed(true);
    let Stage::Reveal { record } = stage(&app) else {
        panic!("the phase is resolved once all three have sealed");
    };
    let anim = app.world().resource::<Anim>();
    assert_eq!(anim.record, Some(record));
    assert!(anim.done(), "no animation to wait for: t = {}", anim.t);
    let game = &app.world().resource::<CurrentGame>().0;
    let before = &game.record[record].position;
    assert_ne!(game.position.units, before.units, "the units moved");
    assert_eq!(
        app.world().resource::<Shown>().position,
        game.position,
        "the board shows the units where they end"
    );
    assert_eq!(movers(&mut app), 0, "nothing slides across the board");
    // Frames later, still nothing moves and the board stays as it is.
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(movers(&mut app), 0);
    let game = app.world().resource::<CurrentGame>().0.position.clone();
    assert_eq!(app.world().resource::<Shown>().position, game);

    // The same table without less motion: that frame starts the moves from where the
    // units stood.
    let (_dir, mut app) = spring_sealed(false);
    assert!(!app.world().resource::<Anim>().done());
    let game = &app.world().resource::<CurrentGame>().0;
    let before = game.record[record].position.clone();
    assert_eq!(app.world().resource::<Shown>().position, before);
    assert!(movers(&mut app) > 0, "the units slide to where they end");
}
