//! Seats played by computers: which powers they govern, their orders written and sealed
//! from the position alone (never from drafts or other powers' pending orders), and their
//! say in a draw, from the position and the game's record.

use super::Game;
use crate::engine::bot::{
    Character, DrawVote, DrawWhy, Level, Memory, Mind, STUCK_YEARS, centres_unchanged_for,
    draw_vote_as, mind_orders,
};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::Written;

impl Game {
    /// The level of the computer governing a power now, if a computer does.
    pub fn computer_level(&self, power: PowerId) -> Option<Level> {
        let player = self.controller.get(power.0 as usize).copied().flatten()?;
        self.setup.players.get(player)?.computer
    }

    /// The character of the computer governing a power (Balanced where none does).
    pub fn computer_character(&self, power: PowerId) -> Character {
        self.controller
            .get(power.0 as usize)
            .copied()
            .flatten()
            .and_then(|player| self.setup.players.get(player))
            .map(|p| p.character)
            .unwrap_or_default()
    }

    /// Everything the computer governing `power` plays by besides the board: its level,
    /// its character and its memory of who attacked whom (read from the record). Owned,
    /// so a thread can think with it.
    pub fn computer_mind(&self, map: &Map, power: PowerId) -> Option<Mind> {
        Some(Mind {
            level: self.computer_level(power)?,
            character: self.computer_character(power),
            memory: Memory::from_record(map, &self.record),
            pledges: self.pledges(power),
        })
    }

    /// What the computer governing `power` has agreed that binds this phase, and whom
    /// it no longer trusts.
    pub fn pledges(&self, power: PowerId) -> crate::engine::talk::Pledges {
        let now = self.position.phase;
        let talks = &self.talks;
        crate::engine::talk::Pledges {
            agreements: (talks.agreements.iter())
                .filter(|a| a.binds(power) && crate::engine::talk::in_force(a, now))
                .cloned()
                .collect(),
            wronged_by: (talks.breaches.iter())
                .filter(|b| b.against == power)
                .map(|b| b.by)
                .collect(),
            breakers: (talks.breaches.iter())
                .map(|b| b.by)
                .filter(|&p| talks.shunned(p, now.year))
                .collect(),
        }
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
    /// the position, the rules, the game's seed and its mind (level, character, and who
    /// attacked whom in the record).
    pub fn computer_orders(&self, map: &Map, power: PowerId) -> Vec<Written> {
        match self.computer_mind(map, power) {
            Some(mind) => mind_orders(
                &mind,
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
            let orders = self.computer_orders(map, power);
            self.write_computed(power, &orders);
            self.seal(power);
        }
        due
    }

    /// How a computer governing `power` would vote on a draw now, and why (by the
    /// character of the computer governing it, Balanced where none does).
    /// A computer that agreed to vote for a draw (and is no Opportunist) does so while
    /// the agreement holds.
    pub fn draw_vote(&self, map: &Map, power: PowerId) -> DrawVote {
        let character = self.computer_character(power);
        let promised = self.talks.agreements.iter().find(|a| {
            a.answerer == power
                && a.deal == crate::engine::talk::Deal::Draw
                && crate::engine::talk::in_force(a, self.position.phase)
        });
        match promised {
            Some(a) if character != Character::Opportunist => DrawVote {
                agrees: true,
                why: DrawWhy::Promised {
                    power: map.power(a.proposer).name.clone(),
                },
            },
            _ => draw_vote_as(map, &self.position, &self.record, power, character),
        }
    }

    /// How the seat `player` votes on a draw, for its surviving powers: when it governs
    /// several, it plays on if any of them would (the one of those with most centres says
    /// why), and otherwise speaks for the one with most centres; the reason then starts
    /// with the power's name (`Russia: 2 centres, lost 2 in the last year: accepts`).
    pub fn seat_draw_vote(&self, map: &Map, player: usize) -> DrawVote {
        let mut powers: Vec<PowerId> = map
            .power_ids()
            .filter(|&p| self.controller[p.0 as usize] == Some(player) && !self.is_eliminated(p))
            .collect();
        // Most centres first; the map's order among equals.
        powers.sort_by_key(|&p| std::cmp::Reverse(self.position.centre_count(p)));
        let votes: Vec<(PowerId, DrawVote)> = powers
            .iter()
            .map(|&p| (p, self.draw_vote(map, p)))
            .collect();
        let chosen = votes
            .iter()
            .find(|(_, v)| !v.agrees)
            .or(votes.first())
            .cloned();
        match chosen {
            None => DrawVote {
                agrees: true,
                why: DrawWhy::NoPowerLeft,
            },
            Some((_, vote)) if votes.len() == 1 => vote,
            Some((power, vote)) => DrawVote {
                agrees: vote.agrees,
                why: DrawWhy::For {
                    power: map.power(power).name.clone(),
                    why: Box::new(vote.why),
                },
            },
        }
    }

    /// Whether no supply centre has changed hands for two full years.
    pub fn board_stuck(&self) -> bool {
        centres_unchanged_for(&self.record, self.position.phase, STUCK_YEARS)
    }

    /// The computer seats that propose a draw now: none while a centre has changed hands
    /// in the last two full years; otherwise every surviving computer seat whose own vote
    /// is yes. The table calls it at the start of each movement phase and adds these
    /// seats to the phase's draw proposals.
    pub fn computers_propose_draw(&self, map: &Map) -> Vec<usize> {
        if self.outcome.is_some() || !self.board_stuck() {
            return Vec::new();
        }
        self.surviving_players(map)
            .into_iter()
            .filter(|&p| self.is_computer_player(p) && self.seat_draw_vote(map, p).agrees)
            .collect()
    }

    /// The kept votes in the table's language for the end screen: a heading naming the
    /// phase, then one line per computer seat, its powers before its reason and verdict
    /// (`Germany — leads with 15 of 34 centres, 12 more than anyone else: plays on`).
    /// Empty when no draw every person proposed was put to the computers.
    pub fn draw_ballot_lines(&self, map: &Map) -> Vec<String> {
        let Some(ballot) = &self.draw_ballot else {
            return Vec::new();
        };
        let phase = map.phase_label(ballot.phase);
        let mut lines = vec![crate::t!("rules-draw-ballot-heading", phase = phase)];
        for (seat, vote) in &ballot.votes {
            let powers = (self.setup.players.get(*seat).into_iter())
                .flat_map(|p| p.powers.iter().map(|&w| map.power_label(w)))
                .reduce(|first, second| crate::t!("curtain-powers", first = first, second = second))
                .unwrap_or_default();
            let why = vote.why.shown(map);
            lines.push(match vote.agrees {
                true => crate::t!("rules-draw-ballot-accepts", powers = powers, why = why),
                false => crate::t!("rules-draw-ballot-plays-on", powers = powers, why = why),
            });
        }
        lines
    }
}
