//! How long computers take to write their orders in `selfplay --timing`: every call timed,
//! then the median and the worst for each level and kind of phase.

use crate::engine::bot::Level;
use crate::engine::game::Game;
use crate::engine::map::Map;
use crate::engine::position::PhaseKind;
use std::time::{Duration, Instant};

/// Every timed call: the level, the kind of phase and how long it took.
#[derive(Debug, Default)]
pub struct ThinkTimes {
    calls: Vec<(Level, PhaseKind, Duration)>,
}

impl ThinkTimes {
    /// Writes and seals every computer power's orders due this phase, timing each.
    pub fn write_computer_orders(&mut self, game: &mut Game, map: &Map) {
        let kind = game.position.phase.kind;
        for power in game.powers_to_order(map) {
            let Some(level) = game.computer_level(power) else {
                continue;
            };
            if game.sealed.contains(&power) {
                continue;
            }
            let started = Instant::now();
            let orders = game.computer_orders(map, power);
            self.calls.push((level, kind, started.elapsed()));
            game.write_computed(power, &orders);
            game.seal(power);
        }
    }

    /// One line per level and kind of phase: calls, median and worst in milliseconds.
    pub fn table(&self) -> String {
        let mut text = format!(
            "{:<9} {:<11} {:>6} {:>11} {:>10}\n",
            "level", "phase", "calls", "median ms", "worst ms"
        );
        for level in Level::ALL {
            for kind in [
                PhaseKind::Movement,
                PhaseKind::Retreat,
                PhaseKind::Adjustment,
            ] {
                let mut times: Vec<Duration> = self
                    .calls
                    .iter()
                    .filter(|(l, k, _)| *l == level && *k == kind)
                    .map(|(_, _, d)| *d)
                    .collect();
                if times.is_empty() {
                    continue;
                }
                times.sort();
                let ms = |d: Duration| d.as_secs_f64() * 1000.0;
                text += &format!(
                    "{:<9} {:<11} {:>6} {:>11.2} {:>10.2}\n",
                    level.name(),
                    format!("{kind:?}"),
                    times.len(),
                    ms(times[times.len() / 2]),
                    ms(*times.last().expect("a time"))
                );
            }
        }
        text
    }
}
