//! The movement phases of whole games between computers on the standard board, each
//! adjudicated again by both adjudicators: positions and orders as play makes them, but
//! for the moves that bounce off their own power's units, which are taken back (the unit
//! holds) until none is left, since Multiplomacy's rules decide those otherwise. Compared
//! under the DATC preset: the games' 1971 preset would imply a taken-back move from a
//! support of it (III.6), a rule the stacked side does not have (`known::Why::Rules1971`).

use super::compare::{board_differs, classic, differences, kinds, own_power_bounces, stacked};
use crate::engine::bot::Level;
use crate::engine::game::phase::read_orders;
use crate::engine::game::{Game, Setup, ShortGame};
use crate::engine::map::Map;
use crate::engine::order::{Order, Written};
use crate::engine::position::{PhaseKind, Position};
use crate::engine::rules::Rules;

/// A game of seven Novices on the standard board to the end of 1920.
fn computer_game(map: &Map, seed: u64) -> Game {
    let names: Vec<String> = (0..map.powers.len()).map(|i| format!("C{i}")).collect();
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    let mut setup = Setup::standard(map, &refs, 0, "1971", seed).expect("setup");
    setup.short_game = Some(ShortGame::EndYear(1920));
    for p in setup.players.iter_mut() {
        p.computer = Some(Level::Novice);
    }
    let mut game = Game::new(map, setup);
    while game.outcome.is_none() {
        game.write_computer_orders(map);
        game.resolve(map);
    }
    game
}

/// The orders without the moves that bounce off their own power's units (each such unit
/// holds instead), or `None` where that does not settle in a few rounds.
fn without_own_bounces(
    map: &Map,
    position: &Position,
    written: &[Written],
    rules: &Rules,
) -> Option<Vec<Written>> {
    let mut orders = written.to_vec();
    for _ in 0..6 {
        let bounced = own_power_bounces(map, position, &orders, rules);
        if bounced.is_empty() {
            return Some(orders);
        }
        let units = &position.units;
        orders.retain(|w| {
            !matches!(w.order, Order::Main(_))
                || !bounced
                    .iter()
                    .any(|&i| units[i].power == w.power && units[i].loc.province == w.at.province)
        });
    }
    None
}

#[test]
fn the_movement_phases_of_computer_games_are_adjudicated_alike_by_both() {
    let map = Map::named("standard").expect("map");
    let (mut phases, mut compared, mut wrong) = (0, 0, Vec::new());
    for seed in 0..8 {
        let game = computer_game(&map, seed);
        let rules = Rules::DATC;
        for record in &game.record {
            if record.phase.kind != PhaseKind::Movement {
                continue;
            }
            phases += 1;
            let read = read_orders(&map, &record.position, &record.orders).written;
            let Some(orders) = without_own_bounces(&map, &record.position, &read, &rules) else {
                continue;
            };
            compared += 1;
            let c = classic(&map, &record.position, &orders, &rules);
            let s = stacked(&map, &record.position, &orders, &rules);
            if board_differs(&c, &s) || !kinds(&c, &s).is_empty() {
                let diff = differences(&c, &s).join("\n    ");
                wrong.push(format!("seed {seed}, {}:\n    {diff}", record.phase));
            }
        }
    }
    eprintln!("{compared} of {phases} movement phases of computer games compared");
    assert!(compared > 250, "only {compared} phases compared");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
