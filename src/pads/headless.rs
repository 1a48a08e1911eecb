//! A windowless table for phones: the game answers phones' calls on its own thread, the
//! computers write at the start of each phase, and the phase resolves when every power has
//! sealed. A writing clock, if given, only counts down (nothing happens when it runs out).
//! The `serve-phones` command and the API tests use it.

use super::hub::Hub;
use super::view::{ClockView, TableFacts, TableStage};
use super::{Effect, answer};
use crate::engine::game::Game;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Runs the table until `stop` is set; returns the game as it then stands. `writing`: the
/// writing time shown on a clock from the start of each phase.
pub fn run(
    hub: Arc<Hub>,
    map: Map,
    mut game: Game,
    stop: Arc<AtomicBool>,
    writing: Option<Duration>,
) -> JoinHandle<Game> {
    std::thread::spawn(move || {
        game.write_computer_orders(&map);
        let mut deadline = writing.map(|w| Instant::now() + w);
        let mut draws: Vec<PowerId> = Vec::new();
        while !stop.load(Ordering::SeqCst) {
            let Some(call) = hub.next_call(Duration::from_millis(50)) else {
                continue;
            };
            let power = call.power;
            let facts = facts(&game, deadline);
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
                    deadline = writing.map(|w| Instant::now() + w);
                    hub.bump();
                }
                _ => {}
            }
        }
        game
    })
}

/// The table's facts: always writing (on the clock when there is one), sealed orders may
/// be changed.
fn facts(game: &Game, deadline: Option<Instant>) -> TableFacts {
    TableFacts {
        stage: match game.outcome {
            Some(_) => TableStage::Over,
            None => TableStage::Writing,
        },
        clock: deadline.map(|d| ClockView {
            label: crate::t!("phones-state-clock-writing"),
            secs_left: d.saturating_duration_since(Instant::now()).as_secs_f64(),
            running: true,
        }),
        may_unseal: true,
        notice: None,
    }
}
