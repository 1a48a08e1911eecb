//! The tables `selfplay` prints: each power's mean centres, wins and eliminations, and for
//! seat-rotated runs each seat's level and character with its mean centres, mean
//! sum-of-squares score (a win scores 1; otherwise each survivor's centres squared over
//! the sum of all squares), wins, draws (games ended without a winner that the seat
//! survived), eliminations and attacks on a quiet neighbour (moves into a neighbour's
//! province or centre after a year without attacks between them, from the second year).

use super::selfplay::Seat;
use crate::engine::bot::{Character, Level, Memory};
use crate::engine::game::{Game, Outcome};
use crate::engine::map::Map;

/// One seat's (or power's) totals over the games.
#[derive(Debug, Clone, Default)]
pub struct Totals {
    pub centres: usize,
    pub score: f64,
    pub wins: u32,
    pub draws: u32,
    pub eliminated: u32,
    pub quiet_attacks: u32,
}

/// The totals of a run, by power and by seat (before rotation).
pub struct Tally {
    seats: Vec<Seat>,
    characters: Vec<Character>,
    games: u32,
    by_power: Vec<Totals>,
    by_seat: Vec<Totals>,
}

impl Tally {
    pub fn new(map: &Map, seats: Vec<Seat>, characters: Vec<Character>) -> Tally {
        let n = map.powers.len();
        Tally {
            seats,
            characters,
            games: 0,
            by_power: vec![Totals::default(); n],
            by_seat: vec![Totals::default(); n],
        }
    }

    /// Counts one finished game whose seats were turned `shift` powers round the board.
    pub fn add(&mut self, map: &Map, game: &Game, shift: usize) {
        let n = map.powers.len();
        self.games += 1;
        let winner = match game.outcome {
            Some(Outcome::Victory { power }) => Some(power),
            _ => None,
        };
        let squares: f64 = map
            .power_ids()
            .map(|p| (game.position.centre_count(p) as f64).powi(2))
            .sum();
        let memory = Memory::from_record(map, &game.record);
        let mut quiet = vec![0u32; n];
        for a in memory.quiet_attacks(map.start_year) {
            quiet[a.by.0 as usize] += 1;
        }
        for p in map.power_ids() {
            let i = p.0 as usize;
            let c = game.position.centre_count(p);
            let out = game.is_eliminated(p);
            let score = match winner {
                Some(w) => f64::from(u8::from(w == p)),
                None if squares > 0.0 => (c * c) as f64 / squares,
                None => 0.0,
            };
            for t in [
                &mut self.by_power[i],
                &mut self.by_seat[(i + n - shift) % n],
            ] {
                t.centres += c;
                t.score += score;
                t.wins += u32::from(winner == Some(p));
                t.draws += u32::from(winner.is_none() && !out);
                t.eliminated += u32::from(out);
                t.quiet_attacks += quiet[i];
            }
        }
    }

    /// One line per power: mean centres, wins, eliminations.
    pub fn power_table(&self, map: &Map) -> String {
        let games = f64::from(self.games.max(1));
        let mut text = format!(
            "{:<10} {:>12} {:>5} {:>12}\n",
            "power", "mean centres", "wins", "eliminated"
        );
        for p in map.power_ids() {
            let t = &self.by_power[p.0 as usize];
            text += &format!(
                "{:<10} {:>12.1} {:>5} {:>12}\n",
                map.power(p).name,
                t.centres as f64 / games,
                t.wins,
                t.eliminated
            );
        }
        text
    }

    /// One line per seat, then the means per level and per character.
    pub fn seat_table(&self) -> String {
        let games = f64::from(self.games.max(1));
        let mut text = format!(
            "by seat (rotated round the board):\n{:<5} {:<9} {:<12} {:>7} {:>6} {:>5} {:>6} {:>5} {:>13}\n",
            "seat",
            "level",
            "character",
            "centres",
            "sos",
            "wins",
            "draws",
            "elim",
            "quiet attacks"
        );
        for (i, t) in self.by_seat.iter().enumerate() {
            text += &format!(
                "{:<5} {:<9} {:<12} {:>7.2} {:>6.3} {:>5} {:>6} {:>5} {:>13.2}\n",
                i + 1,
                seat_name(self.seats[i]),
                self.characters[i].name(),
                t.centres as f64 / games,
                t.score / games,
                t.wins,
                t.draws,
                t.eliminated,
                f64::from(t.quiet_attacks) / games
            );
        }
        text + &self.means()
    }

    /// Mean centres and score per seat of each level, and quiet attacks per seat-game of
    /// each character.
    fn means(&self) -> String {
        let games = f64::from(self.games.max(1));
        let mean = |picked: Vec<&Totals>, f: &dyn Fn(&Totals) -> f64| {
            (!picked.is_empty())
                .then(|| picked.iter().map(|t| f(t)).sum::<f64>() / games / picked.len() as f64)
        };
        let mut text = String::new();
        let mut level_centres: Vec<(Level, f64)> = Vec::new();
        for level in Level::ALL {
            let picked = || self.picked(|i| self.seats[i] == Seat::Computer(level));
            let centres = mean(picked(), &|t| t.centres as f64);
            let score = mean(picked(), &|t| t.score);
            if let (Some(c), Some(s)) = (centres, score) {
                level_centres.push((level, c));
                text += &format!(
                    "mean per {} seat: {c:.2} centres, sum-of-squares {s:.3}\n",
                    level.name()
                );
            }
        }
        // The first seat's level against each other level playing.
        if let Some(Seat::Computer(first)) = self.seats.first()
            && let Some(&(_, c)) = level_centres.iter().find(|(l, _)| l == first)
        {
            for &(other, o) in level_centres.iter().filter(|(l, o)| l != first && *o > 0.0) {
                text += &format!("{first} / {other}: {:.2}x centres\n", c / o);
            }
        }
        for character in Character::ALL {
            let picked =
                self.picked(|i| self.characters[i] == character && self.seats[i] != Seat::Standing);
            if let Some(q) = mean(picked, &|t| f64::from(t.quiet_attacks)) {
                text += &format!(
                    "attacks on a quiet neighbour per {} seat and game: {q:.2}\n",
                    character.name()
                );
            }
        }
        text
    }

    fn picked(&self, keep: impl Fn(usize) -> bool) -> Vec<&Totals> {
        (0..self.by_seat.len())
            .filter(|&i| keep(i))
            .map(|i| &self.by_seat[i])
            .collect()
    }
}

/// A seat's level as the table names it.
fn seat_name(seat: Seat) -> &'static str {
    match seat {
        Seat::Computer(l) => l.name(),
        Seat::Standing => "standing",
    }
}
