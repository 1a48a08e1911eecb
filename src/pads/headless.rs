//! A windowless table for phones: the game answers phones' calls on its own thread, the
//! computers write at the start of each phase, and the phase resolves when every power has
//! sealed. The `serve-phones` command and the API tests use it.

use super::hub::Hub;
use super::view::{TableFacts, TableStage};
use super::{Effect, answer};
use crate::engine::game::Game;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

/// Runs the table until `stop` is set; returns the game as it then stands.
pub fn run(hub: Arc<Hub>, map: Map, mut game: Game, stop: Arc<AtomicBool>) -> JoinHandle<Game> {
    std::thread::spawn(move || {
        game.write_computer_orders(&map);
        let mut draws: Vec<PowerId> = Vec::new();
        while !stop.load(Ordering::SeqCst) {
            let Some(call) = hub.next_call(Duration::from_millis(50)) else {
                continue;
            };
            let power = call.power;
            let facts = facts(&game);
            let draw = draws.contains(&power);
            match answer(&hub, &map, &mut game, call, &facts, None, draw) {
                Some(Effect::Draw(yes)) => {
                    draws.retain(|p| *p != power);
                    if yes {
                        draws.push(power);
                    }
                }
                Some(Effect::Sealed) if game.all_sealed(&map) => {
                    game.resolve(&map);
                    draws.clear();
                    game.write_computer_orders(&map);
                    hub.bump();
                }
                _ => {}
            }
        }
        game
    })
}

/// The table's facts: always writing (no clock), sealed orders may be changed.
fn facts(game: &Game) -> TableFacts {
    TableFacts {
        stage: match game.outcome {
            Some(_) => TableStage::Over,
            None => TableStage::Writing,
        },
        clock: None,
        may_unseal: true,
        notice: None,
    }
}
