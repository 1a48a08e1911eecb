//! More of the keyboard, windowless, by keys injected into the keymap: Shift+arrows go to
//! the neighbour that lies that way (never a diagonal one past it), 1 and 2 choose the
//! coast a fleet's move ends on where both may be reached, and ] and [ switch the powers
//! of a seat holding several.

use super::Act;
use super::cursor::step;
use super::keyboard_turn_tests::{
    Step, at, key, keyboard_app, orders_of, phase_by_keys, seven_players,
};
use super::pick::Entry;
use super::table::{Stage, Table};
use super::tests::{board, stage};
use crate::app::board::BoardShapes;
use crate::engine::game::{Game, Setup};
use crate::engine::ids::{Location, UnitKind};
use crate::engine::map::Map;
use bevy::prelude::*;

/// Where each Shift+arrow takes the cursor from `from`: ←, →, ↑, ↓ (`-` for nowhere).
fn arrows_from(app: &App, map: &Map, from: &str) -> [String; 4] {
    let geometry = &app.world().resource::<BoardShapes>().0;
    [[-1.0, 0.0], [1.0, 0.0], [0.0, 1.0], [0.0, -1.0]].map(|dir| {
        step(map, geometry, at(map, from), dir)
            .map_or("-".to_string(), |p| map.province(p).id.clone())
    })
}

/// From Paris the arrows go where a player looking at the board expects: → to Burgundy
/// (not Picardy, up and to the right), ↑ to Picardy, ← to Brest, ↓ to Gascony; from
/// Munich ↑ to Kiel, ↓ to Tyrolia and ← to Burgundy.
#[test]
fn shift_arrows_go_to_the_neighbour_lying_that_way() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = keyboard_app(dir.path());
    let map = board().map;
    assert_eq!(arrows_from(&app, &map, "par"), ["bre", "bur", "pic", "gas"]);
    let [left, right, up, down] = arrows_from(&app, &map, "mun");
    assert_eq!(
        (up.as_str(), down.as_str()),
        ("kie", "tyr"),
        "{left} {right}"
    );
    assert_eq!(left, "bur");
}

/// France's fleets in the Mid-Atlantic and Portugal may each end a move to Spain on
/// either coast: the cursor on Spain, 1 chooses the north coast and 2 the south.
#[test]
fn one_and_two_choose_the_coast_a_fleets_move_ends_on() {
    use Step::*;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = keyboard_app(dir.path());
    let map = board().map;
    let mut game = seven_players(&map);
    let fleet_at = |g: &Game, name: &str| g.position.unit_at(at(&map, name)).expect("unit");
    let brest = fleet_at(&game, "bre");
    game.position.units[brest].loc = Location::province(at(&map, "mao"));
    let marseilles = fleet_at(&game, "mar");
    game.position.units[marseilles].kind = UnitKind::Fleet;
    game.position.units[marseilles].loc = Location::province(at(&map, "por"));
    app.world_mut().write_message(Act::Start(Box::new(game)));
    app.update();
    let plan = [(
        "France",
        vec![
            Unit("mao"),
            Then("spa", KeyCode::Digit1),
            Unit("por"),
            Then("spa", KeyCode::Digit2),
        ],
    )];
    let written = phase_by_keys(&mut app, &map, &plan);
    assert_eq!(
        orders_of(&written, "France"),
        ["F(MAO)-Spa(nc)", "F(Por)-Spa(sc)"]
    );
}

/// Through the talks and the curtains to the first player's orders.
fn to_writing(app: &mut App) {
    for _ in 0..10 {
        match stage(app) {
            Stage::Writing { .. } => return,
            _ => key(app, KeyCode::Enter),
        }
    }
    panic!("nobody came to write: {:?}", stage(app));
}

/// The orders written for each of the writing player's powers.
fn drafts(app: &App) -> Vec<Vec<String>> {
    let table = app.world().resource::<Table>();
    table.drafts.iter().map(|d| d.texts()).collect()
}

/// Three players: each holds two powers. ] opens the second power's orders and [ the
/// first again (round the end too); N then steps through that power's units and H makes
/// the one chosen stand, in that power's orders.
#[test]
fn brackets_switch_between_the_powers_of_one_seat() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = keyboard_app(dir.path());
    let map = board().map;
    let setup = Setup::standard(&map, &["Ann", "Bob", "Cid"], 0, "1971", 3).expect("setup");
    app.world_mut()
        .write_message(Act::Start(Box::new(Game::new(&map, setup))));
    app.update();
    to_writing(&mut app);
    assert_eq!(drafts(&app).len(), 2, "a seat of two powers");
    let tab = |app: &App| app.world().resource::<Entry>().tab;
    let stand = |app: &mut App| {
        key(app, KeyCode::KeyN);
        key(app, KeyCode::Space);
        key(app, KeyCode::KeyH);
    };
    key(&mut app, KeyCode::BracketRight);
    assert_eq!(tab(&app), 1);
    stand(&mut app);
    let written = drafts(&app);
    assert!(written[0].is_empty(), "{written:?}");
    assert_eq!(written[1].len(), 1, "{written:?}");
    key(&mut app, KeyCode::BracketLeft);
    assert_eq!(tab(&app), 0);
    stand(&mut app);
    assert_eq!(drafts(&app)[0].len(), 1, "{:?}", drafts(&app));
    key(&mut app, KeyCode::BracketLeft);
    assert_eq!(tab(&app), 1, "[ goes round to the last power");
}
