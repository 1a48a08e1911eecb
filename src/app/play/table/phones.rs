//! The table's side of the phones: a power sealed or unsealed on a phone, and players
//! writing on phones called to the laptop last.

use super::super::clock::Clock;
use super::{Happened, Stage, Table};
use crate::engine::game::Game;
use crate::engine::map::Map;

impl Table {
    /// A power's orders were sealed on a phone. After the period, players whose powers
    /// are all sealed leave the queue; when the player called to the laptop (or writing at
    /// it) is among them, the next one is called, or the phase resolves.
    pub fn sealed_elsewhere(&mut self, game: &mut Game, map: &Map) -> Vec<Happened> {
        let done = |pl: usize| {
            let powers = Self::powers_of(game, map, pl);
            powers.iter().all(|p| game.sealed.contains(p))
        };
        let current = match self.stage {
            _ if self.visiting => return Vec::new(),
            Stage::Curtain { player } | Stage::Writing { player } => player,
            _ => return Vec::new(),
        };
        self.queue.retain(|&pl| !done(pl));
        let current_done = done(current);
        if game.agree_draw(map, &self.draw_votes) {
            self.stage = Stage::Over;
            self.clock = Clock::stopped();
            return Vec::new();
        }
        if !current_done {
            return Vec::new();
        }
        // Its drafts are in the game already (a phone writes the open draft too).
        self.drafts.clear();
        self.clock = Clock::stopped();
        self.next_writer(game, map)
    }

    /// Players writing on phones wait at the end of the queue, so the curtain calls those
    /// at the laptop first (a phone's seal takes its player off the queue).
    pub fn phones_last(&mut self, on_phones: &[usize]) {
        let Stage::Curtain { player } = self.stage else {
            return;
        };
        if self.visiting {
            return;
        }
        let (phones, laptop): (Vec<usize>, Vec<usize>) =
            self.queue.iter().partition(|p| on_phones.contains(p));
        self.queue = laptop.into_iter().chain(phones).collect();
        if let Some(&first) = self.queue.first()
            && first != player
        {
            self.stage = Stage::Curtain { player: first };
        }
    }

    /// A player's power took back its sealed orders on a phone: after the period, the
    /// player is queued to write again (called at once when only computers were left).
    pub fn unsealed_elsewhere(&mut self, player: usize) {
        if self.stage == Stage::Diplomacy || self.visiting || self.queue.contains(&player) {
            return;
        }
        self.queue.push(player);
        if self.stage == Stage::Thinking {
            self.stage = Stage::Curtain { player };
        }
    }
}
