//! The table's part of the board view, with `MinimalPlugins` and manual time: what the
//! board is asked to show at each stage of a turn.

use super::Act;
use super::table::Stage;
use super::tests::{act, stage, table_app};
use crate::app::board::camera::BoardInset;
use crate::app::board::draw::Shown;
use crate::app::board::picking::HoverWaits;
use crate::app::board::view::BoardView;
use crate::app::layout::{DIPLOMACY_WIDTH, ORDERS_WIDTH, RESULTS_WIDTH, Settings};
use crate::engine::game::{Game, Setup};
use crate::engine::map::Map;
use bevy::prelude::*;
use std::time::Duration;

/// The table with its board view, three people at a new game.
fn viewed_table() -> (tempfile::TempDir, App) {
    viewed_table_on("standard")
}

/// The table with its board view, three people at a new game on `variant`.
fn viewed_table_on(variant: &str) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_millis(100));
    let map = Map::named(variant).expect("map");
    let game = Game::new(
        &map,
        Setup::standard(&map, &["Ann", "Bob", "Cid"], 0, "1971", 7).expect("setup"),
    );
    app.init_resource::<Settings>()
        .init_resource::<HoverWaits>()
        .insert_resource(BoardView::of(Shown::of(game.position.clone())))
        .add_plugins(super::board_view::plugin);
    act(&mut app, Act::Start(Box::new(game)));
    app.update();
    (dir, app)
}

fn view(app: &App) -> &BoardView {
    app.world().resource::<BoardView>()
}

#[test]
fn each_stage_leaves_the_board_the_room_beside_its_own_panel() {
    let (_dir, mut app) = viewed_table();
    assert_eq!(stage(&app), Stage::Diplomacy);
    let left = |w: f32| BoardInset {
        left: w,
        right: 0.0,
    };
    let right = |w: f32| BoardInset {
        left: 0.0,
        right: w,
    };
    assert_eq!(view(&app).panels, left(DIPLOMACY_WIDTH));
    act(&mut app, Act::EndDiplomacy);
    assert_eq!(
        view(&app).panels,
        right(0.0),
        "the curtain shows no board panel"
    );
    act(&mut app, Act::Ready(String::new()));
    assert!(matches!(stage(&app), Stage::Writing { .. }));
    assert_eq!(view(&app).panels, right(ORDERS_WIDTH));
    for _ in 0..3 {
        if matches!(stage(&app), Stage::Curtain { .. }) {
            act(&mut app, Act::Ready(String::new()));
        }
        act(&mut app, Act::Seal);
    }
    assert!(matches!(stage(&app), Stage::Reveal { .. }));
    assert_eq!(view(&app).panels, right(RESULTS_WIDTH));
}

#[test]
fn a_resolved_phase_is_revealed_from_its_first_frame_with_the_board_before_its_result() {
    let (_dir, mut app) = viewed_table();
    act(&mut app, Act::EndDiplomacy);
    for _ in 0..3 {
        act(&mut app, Act::Ready(String::new()));
        act(&mut app, Act::Seal);
    }
    // The same update that resolved the phase wrote the view: the board never shows
    // the result before the moves have played out.
    let Stage::Reveal { record } = stage(&app) else {
        panic!("the phase is resolved once all three have sealed")
    };
    let view = view(&app);
    let reveal = view.reveal.as_ref().expect("the phase is revealed");
    assert_eq!(reveal.record, record);
    assert!(
        !reveal.before.units,
        "a movement's units are drawn by the animation, not the board"
    );
    let game = &app.world().resource::<crate::app::current::CurrentGame>().0;
    assert_eq!(reveal.before.position, game.record[record].position);
    assert_eq!(
        view.shown.position, game.position,
        "after the moves: the new position"
    );
}

#[test]
fn every_hand_over_clears_the_hover_until_the_pointer_moves() {
    let (_dir, mut app) = viewed_table();
    app.world_mut().resource_mut::<HoverWaits>().0 = false;
    app.update();
    assert!(
        !app.world().resource::<HoverWaits>().0,
        "no hand-over, no wait"
    );
    act(&mut app, Act::EndDiplomacy);
    assert!(
        app.world().resource::<HoverWaits>().0,
        "the laptop goes to the first writer: nothing hovered until they move the pointer"
    );
}

/// While a player writes, each order of their draft is one arrow on every board (a
/// stack's order one arrow for all its units), and an order that can never be carried out
/// is crossed out.
#[test]
fn each_written_order_is_one_arrow_on_every_board() {
    let boards: [(&str, &[&str], usize); 2] = [
        ("standard", &["F(Lon)-NTH", "A(Lvp)-Yor", "F(Edi)-Lon"], 1),
        ("multiplomacy", &["F Lon-Nth", "A Lpl-Yor"], 0),
    ];
    for (variant, lines, crossed) in boards {
        let (_dir, mut app) = viewed_table_on(variant);
        let map = app
            .world()
            .resource::<crate::app::current::CurrentMap>()
            .0
            .clone();
        let england = map.find_power("England").expect("England");
        let writes_england = |app: &App| {
            let table = app.world().resource::<super::table::Table>();
            table.drafts.iter().any(|d| d.power == england)
        };
        act(&mut app, Act::EndDiplomacy);
        act(&mut app, Act::Ready(String::new()));
        // The players before England's seal nothing.
        while !writes_england(&app) {
            act(&mut app, Act::Seal);
            act(&mut app, Act::Ready(String::new()));
        }
        let position = app
            .world()
            .resource::<super::CurrentGame>()
            .0
            .position
            .clone();
        let mut table = app.world_mut().resource_mut::<super::table::Table>();
        let draft = (table.drafts.iter_mut())
            .find(|d| d.power == england)
            .expect("England's draft");
        for line in lines {
            draft.write(&map, &position, line).expect(line);
        }
        app.update();
        let arrows = &view(&app).arrows;
        assert_eq!(arrows.len(), lines.len(), "{variant}: one arrow per order");
        let failed = arrows.iter().filter(|a| a.failed).count();
        assert_eq!(failed, crossed, "{variant}: void orders crossed out");
    }
}
