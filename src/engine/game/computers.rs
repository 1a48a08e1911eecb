//! Seats played by computers: which powers they govern, and their orders written and
//! sealed from the position alone (never from drafts or other powers' pending orders).

use super::Game;
use crate::engine::bot::{Level, computer_orders};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;

impl Game {
    /// The level of the computer governing a power now, if a computer does.
    pub fn computer_level(&self, power: PowerId) -> Option<Level> {
        let player = self.controller.get(power.0 as usize).copied().flatten()?;
        self.setup.players.get(player)?.computer
    }

    /// Whether a computer plays this seat.
    pub fn is_computer_player(&self, player: usize) -> bool {
        self.setup
            .players
            .get(player)
            .is_some_and(|p| p.computer.is_some())
    }

    /// A computer of this level takes this player's seat (a player who leaves the
    /// table); the passcode goes with the person.
    pub fn hand_to_computer(&mut self, player: usize, level: Level) {
        if let Some(p) = self.setup.players.get_mut(player) {
            p.computer = Some(level);
            p.passcode = None;
        }
    }

    /// The orders the computer governing `power` writes this phase. It reads only the map,
    /// the position, the rules and the game's seed.
    pub fn computer_lines(&self, map: &Map, power: PowerId) -> Vec<String> {
        match self.computer_level(power) {
            Some(level) => computer_orders(
                level,
                map,
                &self.position,
                &self.setup.rules,
                power,
                self.setup.seed,
            ),
            None => Vec::new(),
        }
    }

    /// Writes and seals the orders of every computer power that must order this phase and
    /// has not sealed; returns those powers.
    pub fn write_computer_orders(&mut self, map: &Map) -> Vec<PowerId> {
        let due: Vec<PowerId> = self
            .powers_to_order(map)
            .into_iter()
            .filter(|p| self.computer_level(*p).is_some() && !self.sealed.contains(p))
            .collect();
        for &power in &due {
            let lines = self.computer_lines(map, power);
            self.write_orders(map, power, &lines);
            self.seal(power);
        }
        due
    }
}
