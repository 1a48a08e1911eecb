//! Computers thinking off the main thread, without a window (MinimalPlugins, manual
//! time): a person is called at once while a Strong seat thinks, the Strong seat's orders
//! arrive and are sealed, and a table where everyone else has sealed waits for them.

use super::Act;
use super::table::{Stage, Table};
use super::tests::{act, board, game, stage, table_app};
use crate::engine::bot::{Level, computer_orders};
use crate::engine::game::{Game, Setup};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::Written;
use bevy::prelude::*;
use std::time::Duration;

/// A standard game of a person (seat 0) and a Strong computer (seat 1).
fn person_and_strong_computer(map: &Map) -> Game {
    let mut setup = Setup::standard(map, &["Ann", "Cpu"], 0, "1971", 5).expect("setup");
    setup.players[1].computer = Some(Level::Strong);
    Game::new(map, setup)
}

/// The computer's powers, in map order.
fn computer_powers(app: &App) -> Vec<PowerId> {
    let mut powers = game(app).setup.players[1].powers.clone();
    powers.sort();
    powers
}

/// Updates (the window's frames) until the table no longer lists anyone thinking.
fn frames_until_thought(app: &mut App) -> u32 {
    for frame in 0..3000 {
        if app.world().resource::<Table>().thinking.is_empty() {
            return frame;
        }
        std::thread::sleep(Duration::from_millis(10));
        app.update();
    }
    panic!("the computers never finished thinking");
}

#[test]
fn a_person_is_called_at_once_while_a_strong_seat_thinks_and_its_orders_arrive_sealed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = board().map;
    act(
        &mut app,
        Act::Start(Box::new(person_and_strong_computer(&map))),
    );
    act(&mut app, Act::EndDiplomacy);
    assert_eq!(stage(&app), Stage::Curtain { player: 0 });
    let mut thinking = app.world().resource::<Table>().thinking.clone();
    thinking.sort();
    assert_eq!(
        thinking,
        computer_powers(&app),
        "the computer thinks meanwhile"
    );
    let before = game(&app).clone();
    frames_until_thought(&mut app);
    assert_eq!(
        stage(&app),
        Stage::Curtain { player: 0 },
        "the person still writes"
    );
    let g = game(&app);
    for power in computer_powers(&app) {
        assert!(g.sealed.contains(&power), "{power:?} sealed");
        // The typed orders the table keeps beside each line.
        let written: Vec<Written> = g
            .pending
            .iter()
            .filter(|o| o.power == power)
            .flat_map(|o| o.written().to_vec())
            .collect();
        let strong = computer_orders(
            Level::Strong,
            &map,
            &before.position,
            &before.setup.rules,
            power,
            before.setup.seed,
        );
        assert!(!strong.is_empty());
        assert_eq!(written, strong, "the Strong computer's own orders");
    }
}

#[test]
fn a_table_where_everyone_else_sealed_waits_for_the_thinking_computer_then_resolves() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = board().map;
    act(
        &mut app,
        Act::Start(Box::new(person_and_strong_computer(&map))),
    );
    // The person writes nothing and seals in the same frame the writing begins.
    app.world_mut().write_message(Act::EndDiplomacy);
    app.world_mut().write_message(Act::Ready(String::new()));
    app.world_mut().write_message(Act::Seal);
    app.update();
    assert_eq!(stage(&app), Stage::Thinking);
    assert!(game(&app).record.is_empty(), "nothing resolved yet");
    frames_until_thought(&mut app);
    let Stage::Reveal { record } = stage(&app) else {
        panic!("the phase did not resolve: {:?}", stage(&app));
    };
    let orders = &game(&app).record[record].orders;
    for power in computer_powers(&app) {
        assert!(
            orders.iter().any(|o| o.power == power),
            "{power:?} gave orders"
        );
    }
}
