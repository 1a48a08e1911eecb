//! The Strong computer's search over its own movement orders: each trial set is
//! adjudicated by the engine against every predicted reply and judged; one unit's order
//! (or a move together with a support for it) changes at a time while that improves the
//! judged value. Supports and convoys that no longer match the orders they serve fall
//! back to holds, so every set the search keeps is one the engine carries out.

use super::judge::Judge;
use super::movement::{Choice, StackTree, merge};
use super::pauses::Pauses;
use super::write::written;
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::{adjudicate_phase, convoy_route};
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::options::Route;
use crate::engine::order::{MainOrder, Written};
use crate::engine::position::Position;
use crate::engine::rules::Rules;

/// One trial change: units (indexes into the choices) and their new orders.
type Change = Vec<(usize, MainOrder)>;

/// The search state for one power in one movement phase.
pub(super) struct Search<'a> {
    pub map: &'a Map,
    pub position: &'a Position,
    pub rules: &'a Rules,
    pub power: PowerId,
    pub stacks: &'a [StackTree],
    /// The other powers' predicted orders, one set per reply.
    pub replies: Vec<Vec<Written>>,
    pub judge: Judge<'a>,
    /// Sets judged so far.
    pub judged: usize,
    /// Each stack's moves the tree allows, with how they travel.
    moves: Vec<Vec<(Location, Route)>>,
}

impl<'a> Search<'a> {
    pub fn new(
        map: &'a Map,
        position: &'a Position,
        rules: &'a Rules,
        power: PowerId,
        stacks: &'a [StackTree],
        replies: Vec<Vec<Written>>,
        judge: Judge<'a>,
    ) -> Self {
        let moves = stacks.iter().map(|s| s.moves(map)).collect();
        Search {
            map,
            position,
            rules,
            power,
            stacks,
            replies,
            judge,
            judged: 0,
            moves,
        }
    }

    /// The judged value of a set of orders: mostly the mean over the replies, partly the
    /// worst of them (as the character weighs risk), less the price of attacks on powers
    /// it keeps peace with, plus a small seeded preference.
    pub fn score(&mut self, choices: &[Choice]) -> f64 {
        self.judged += 1;
        let mine: Vec<Written> = merge(self.stacks, choices)
            .iter()
            .map(|p| written(self.map, self.position, self.power, p))
            .collect();
        let mut sum = 0.0;
        let mut worst = f64::INFINITY;
        let mut all: Vec<Written> = Vec::new();
        for reply in &self.replies {
            all.clear();
            all.extend_from_slice(&mine);
            all.extend_from_slice(reply);
            let (_, next) = adjudicate_phase(Board::new(self.map, self.position, self.rules), &all);
            let v = self.judge.value(&next);
            sum += v;
            worst = worst.min(v);
        }
        let n = self.replies.len().max(1) as f64;
        let mean_weight = self.judge.weights.mean_weight;
        mean_weight * sum / n + (1.0 - mean_weight) * worst.min(sum / n)
            - self.judge.orders_price(&mine)
            + self.judge.jitter(&choices)
    }

    /// Improves `choices` one change at a time until no change helps or `budget` sets
    /// have been judged; returns the value reached. Pauses before each set it judges when
    /// `pauses` says the time is up.
    pub async fn climb(&mut self, choices: &mut Vec<Choice>, budget: usize, pauses: Pauses) -> f64 {
        let mut value = self.score(choices);
        loop {
            let mut improved = false;
            for k in 0..choices.len() {
                let mut best: Option<(f64, Vec<Choice>)> = None;
                for change in self.changes(choices, k) {
                    if self.judged >= budget {
                        return value;
                    }
                    let mut trial = choices.clone();
                    for &(i, o) in &change {
                        trial[i].1 = o;
                    }
                    self.keep_matched(&mut trial);
                    if trial == *choices {
                        continue;
                    }
                    pauses.breathe().await;
                    let v = self.score(&trial);
                    if v > value + 1e-9 && best.as_ref().is_none_or(|(b, _)| v > *b) {
                        best = Some((v, trial));
                    }
                }
                if let Some((v, trial)) = best {
                    value = v;
                    *choices = trial;
                    improved = true;
                }
            }
            if !improved {
                return value;
            }
        }
    }

    /// The province unit `k` stands in.
    fn here(&self, choices: &[Choice], k: usize) -> ProvinceId {
        self.stacks[choices[k].0].here()
    }

    /// The changes tried for unit `k`: hold, each direct move (alone, and with each other
    /// unit that could support it), and support for each other unit's move or stay.
    fn changes(&self, choices: &[Choice], k: usize) -> Vec<Change> {
        let s = choices[k].0;
        let here = self.here(choices, k);
        let mut out: Vec<Change> = vec![vec![(k, MainOrder::Hold)]];
        for &(to, route) in &self.moves[s] {
            if route == Route::Convoy {
                continue;
            }
            let go = MainOrder::Move {
                to,
                via_convoy: false,
            };
            out.push(vec![(k, go)]);
            let support = MainOrder::SupportMove {
                from: here,
                to: Location::province(to.province),
            };
            let mut helpers: Vec<usize> = Vec::new();
            for (j, &(t, order)) in choices.iter().enumerate() {
                if j == k || order == support || helpers.contains(&t) {
                    continue;
                }
                if self.stacks[t].here() != here && self.stacks[t].allows(self.map, support) {
                    helpers.push(t);
                    out.push(vec![(k, go), (j, support)]);
                }
            }
        }
        let mut supports: Vec<MainOrder> = Vec::new();
        for (j, &(t, order)) in choices.iter().enumerate() {
            let there = self.stacks[t].here();
            if j == k || there == here {
                continue;
            }
            let support = match order {
                MainOrder::Move { to, .. } => MainOrder::SupportMove {
                    from: there,
                    to: Location::province(to.province),
                },
                _ => MainOrder::SupportHold { target: there },
            };
            if !supports.contains(&support) && self.stacks[s].allows(self.map, support) {
                supports.push(support);
                out.push(vec![(k, support)]);
            }
        }
        out
    }

    /// Turns into holds the supports and convoys whose orders are no longer given, and
    /// the convoyed moves whose fleets no longer make a chain.
    pub fn keep_matched(&self, choices: &mut [Choice]) {
        loop {
            let mut changed = false;
            for k in 0..choices.len() {
                if !self.matched(choices, k) {
                    choices[k].1 = MainOrder::Hold;
                    changed = true;
                }
            }
            if !changed {
                return;
            }
        }
    }

    fn matched(&self, choices: &[Choice], k: usize) -> bool {
        let at = |p: ProvinceId| {
            choices
                .iter()
                .filter(move |(t, _)| self.stacks[*t].here() == p)
                .map(|(_, o)| *o)
        };
        let moving_to = |o: MainOrder, p: ProvinceId| matches!(o, MainOrder::Move { to, .. } if to.province == p);
        let here = self.here(choices, k);
        match choices[k].1 {
            MainOrder::Hold => true,
            MainOrder::SupportMove { from, to } => at(from).any(|o| moving_to(o, to.province)),
            MainOrder::SupportHold { target } => {
                at(target).any(|o| !matches!(o, MainOrder::Move { .. }))
            }
            MainOrder::Convoy { from, to } => at(from).any(|o| moving_to(o, to)),
            MainOrder::Move { to, .. } => {
                let s = choices[k].0;
                let by_sea = !self.moves[s]
                    .iter()
                    .any(|(l, r)| l.province == to.province && *r != Route::Convoy);
                if !by_sea {
                    return true;
                }
                let seas: Vec<ProvinceId> = choices
                    .iter()
                    .filter(|(_, o)| {
                        *o == MainOrder::Convoy {
                            from: here,
                            to: to.province,
                        }
                    })
                    .map(|(t, _)| self.stacks[*t].here())
                    .collect();
                !seas.is_empty() && convoy_route(self.map, here, to.province, &seas).is_some()
            }
        }
    }
}
