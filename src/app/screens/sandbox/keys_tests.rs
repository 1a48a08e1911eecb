//! The sandbox by keys: the keyboard's cursor and Space write an order as two clicks
//! would (the unit, then where it goes), for whichever power's unit is chosen.

use super::super::Screen;
use super::SandboxDesk;
use crate::app::board::BoardShapes;
use crate::app::current::{CurrentGame, CurrentMap};
use crate::app::keymap::{KeyPlace, Place};
use crate::app::play::Act;
use crate::app::play::cursor::{BoardCursor, cursor_keys};
use crate::app::play::keyboard_turn_tests::chord;
use crate::app::play::pick::Entry;
use crate::engine::map::builtin_geometry;
use crate::engine::map::geometry::Geometry;
use crate::engine::sandbox::{Board, Sandbox};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

fn sandbox_by_keys() -> App {
    let desk = SandboxDesk::new(Sandbox::new(Board::Standard, "1971").expect("opens"));
    let text = builtin_geometry("standard").expect("geometry");
    let geometry = Geometry::load(text, "standard").expect("geometry loads");
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_state::<Screen>()
        .init_resource::<crate::app::board::animate::Anim>()
        .init_resource::<ButtonInput<MouseButton>>()
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<Entry>()
        .add_message::<Act>()
        .insert_resource(CurrentMap(desk.sandbox.map.clone()))
        .insert_resource(CurrentGame(desk.sandbox.game().clone()))
        .insert_resource(BoardShapes(geometry))
        .insert_resource(desk)
        .add_plugins((super::desk::plugin, crate::app::keymap::plugin))
        .add_systems(Update, cursor_keys);
    app.insert_resource(KeyPlace {
        place: Some(Place::Sandbox),
        alarm_waiting: false,
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Sandbox);
    app.update();
    app
}

/// N to Paris's army, Space, Shift+→ to Burgundy, Space: France's slip reads the move.
#[test]
fn the_cursor_and_space_write_a_sandbox_order_as_clicks_would() {
    let mut app = sandbox_by_keys();
    let map = app.world().resource::<CurrentMap>().0.clone();
    let paris = map.find_province("par").expect("Paris");
    for _ in 0..30 {
        if app.world().resource::<BoardCursor>().at == Some(paris) {
            break;
        }
        chord(&mut app, &[], KeyCode::KeyN);
    }
    assert_eq!(app.world().resource::<BoardCursor>().at, Some(paris));
    chord(&mut app, &[], KeyCode::Space);
    chord(&mut app, &[KeyCode::ShiftLeft], KeyCode::ArrowRight);
    let burgundy = map.find_province("bur").expect("Burgundy");
    assert_eq!(app.world().resource::<BoardCursor>().at, Some(burgundy));
    chord(&mut app, &[], KeyCode::Space);
    let desk = app.world().resource::<SandboxDesk>();
    let france = desk.sandbox.map.find_power("France").expect("France");
    assert_eq!(desk.sandbox.slip(france), vec!["A(Par)-Bur"]);
}

/// A French fleet set up in the Mid-Atlantic may end a move to Spain on either coast:
/// picked, with the cursor on Spain, 2 writes the south coast and 1 the north, as at the
/// table.
#[test]
fn one_and_two_choose_the_coast_in_the_sandbox_as_at_the_table() {
    let mut app = sandbox_by_keys();
    let map = app.world().resource::<CurrentMap>().0.clone();
    let [mao, spain] = ["mao", "spa"].map(|p| map.find_province(p).expect(p));
    let france = map.find_power("France").expect("France");
    let mut desk = app.world_mut().resource_mut::<SandboxDesk>();
    desk.script_line("tool France F").expect("set-up tool");
    desk.click(crate::engine::ids::Location::province(mao));
    desk.script_line("tool orders").expect("orders tool");
    app.update();
    for (key, written) in [
        (KeyCode::Digit2, "F(MAO)-Spa(sc)"),
        (KeyCode::Digit1, "F(MAO)-Spa(nc)"),
    ] {
        app.world_mut().resource_mut::<BoardCursor>().at = Some(mao);
        chord(&mut app, &[], KeyCode::Space);
        app.world_mut().resource_mut::<BoardCursor>().at = Some(spain);
        chord(&mut app, &[], key);
        let desk = app.world().resource::<SandboxDesk>();
        assert!(
            desk.sandbox.slip(france).contains(&written.to_string()),
            "{key:?}: {:?}",
            desk.sandbox.slip(france)
        );
    }
}
