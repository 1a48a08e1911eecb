//! How good the board after a movement phase is for one power, as the Strong computer
//! judges it: the centres it owns after an Autumn (or is set to hold after a Spring), its
//! units kept, the worth of where they stand, and which of its centres the others could
//! take next turn with more units than it can bring. A character's [`Weights`] scale the
//! centres kept and the prospects of taking others', price attacks on neighbours it keeps
//! peace with, and add a small seeded preference between near-equal order sets.

use super::character::Weights;
use super::memory::attacked_in;
use super::values::Values;
use crate::engine::ids::{PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{MainOrder, Order, Written};
use crate::engine::position::{Position, Season, Unit};
use std::hash::{Hash, Hasher};

/// What one centre is worth.
const CENTRE: f64 = 10.0;
/// What one unit is worth (a unit makes the next centres).
const UNIT: f64 = 3.0;
/// What a dislodged unit that may still retreat keeps of its worth.
const RETREATING: f64 = 0.5;
/// The weight of the province values where the units end.
const PLACE: f64 = 1.5;

/// The judge of boards for one power in one phase.
pub(super) struct Judge<'a> {
    map: &'a Map,
    before: &'a Position,
    power: PowerId,
    autumn: bool,
    /// Province worth for the power, scaled so the best province is 1.
    worth: Vec<f64>,
    centres: Vec<ProvinceId>,
    pub weights: Weights,
    /// Seeds the preference between near-equal order sets.
    seed: u64,
}

impl<'a> Judge<'a> {
    pub fn new(map: &'a Map, before: &'a Position, power: PowerId, values: &Values) -> Self {
        let top = values.worth.iter().cloned().fold(1.0, f64::max);
        Judge {
            map,
            before,
            power,
            autumn: before.phase.season == Season::Autumn,
            worth: values.worth.iter().map(|w| w / top).collect(),
            centres: map.centres().collect(),
            weights: Weights::balanced(map.powers.len()),
            seed: 0,
        }
    }

    /// The judge with a character's weights, its near-equal choices seeded by `seed`.
    pub fn with_weights(mut self, weights: Weights, seed: u64) -> Self {
        self.weights = weights;
        self.seed = seed;
        self
    }

    /// The price of the power's orders `mine` (as written) under its weights: each move
    /// into, or support of a move into, a province of a power it keeps peace with.
    pub fn orders_price(&self, mine: &[Written]) -> f64 {
        if self.weights.peace.iter().all(|&p| p == 0.0) {
            return 0.0;
        }
        let into = |w: &Written| match w.order {
            Order::Main(MainOrder::Move { to, .. }) => Some((to.province, 1.0)),
            Order::Main(MainOrder::SupportMove { to, .. }) => Some((to.province, 0.5)),
            _ => None,
        };
        mine.iter()
            .filter_map(into)
            .filter_map(|(p, share)| {
                let on = attacked_in(self.map, self.before, self.power, p)?;
                Some(share * self.weights.peace[on.0 as usize])
            })
            .sum()
    }

    /// A small seeded preference for this order set: near-equal sets are chosen among by
    /// the seed, so the computer is not predictable, yet the same seed chooses the same.
    pub fn jitter<T: Hash>(&self, set: &T) -> f64 {
        if self.weights.noise == 0.0 {
            return 0.0;
        }
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.seed.hash(&mut h);
        set.hash(&mut h);
        (h.finish() >> 11) as f64 / (1u64 << 53) as f64 * self.weights.noise
    }

    /// What taking centre `i` is worth to the power's character: its owner's weight (or
    /// the unowned weight), more where nobody stands in it.
    fn prospect_weight(&self, i: usize, occupant: Option<PowerId>) -> f64 {
        let w = &self.weights;
        match self.before.owners[i] {
            None => w.neutral,
            Some(o) if occupant.is_none() => w.attack[o.0 as usize] * w.open,
            Some(o) => w.attack[o.0 as usize],
        }
    }

    /// Provinces a unit could move into next turn, itself included.
    fn reach(&self, u: &Unit) -> impl Iterator<Item = ProvinceId> + '_ {
        let here = std::iter::once(u.loc.province);
        let army: &[ProvinceId] = match u.kind {
            UnitKind::Army => &self.map.province(u.loc.province).army,
            UnitKind::Fleet => &[],
        };
        let fleet = match u.kind {
            UnitKind::Fleet => self.map.fleet_moves(u.loc),
            UnitKind::Army => &[],
        };
        here.chain(army.iter().copied())
            .chain(fleet.iter().map(|l| l.province))
    }

    /// Units each power could bring into each province next turn (its units standing
    /// there included), indexed by power times provinces plus province.
    fn reach_table(&self, after: &Position) -> Vec<u16> {
        let n = self.map.provinces.len();
        let mut reach = vec![0u16; self.map.powers.len() * n];
        for u in &after.units {
            for p in self.reach(u) {
                reach[u.power.0 as usize * n + p.index()] += 1;
            }
        }
        reach
    }

    /// The power's units `after` the phase that another power could attack next turn
    /// with more units than the power can bring to hold them.
    pub fn exposed_units(&self, after: &Position) -> usize {
        let n = self.map.provinces.len();
        let reach = self.reach_table(after);
        let me = self.power.0 as usize;
        after
            .units
            .iter()
            .filter(|u| u.power == self.power)
            .filter(|u| {
                let i = u.loc.province.index();
                let rival = (0..self.map.powers.len())
                    .filter(|&q| q != me)
                    .map(|q| reach[q * n + i])
                    .max()
                    .unwrap_or(0);
                rival > reach[me * n + i]
            })
            .count()
    }

    /// The value of the board `after` the phase for the power.
    pub fn value(&self, after: &Position) -> f64 {
        let n = self.map.provinces.len();
        let powers = self.map.powers.len();
        let me = self.power.0 as usize;
        let reach = self.reach_table(after);
        let mut occupant: Vec<Option<PowerId>> = vec![None; n];
        let mut score = 0.0;
        for u in &after.units {
            occupant[u.loc.province.index()] = Some(u.power);
            if u.power == self.power {
                score += UNIT + PLACE * self.worth[u.loc.province.index()];
            }
        }
        let retreating = after
            .dislodged
            .iter()
            .filter(|d| d.unit.power == self.power)
            .count() as f64;
        score += UNIT * RETREATING * retreating;
        let rival = |p: ProvinceId| {
            (0..powers)
                .filter(|&q| q != me)
                .map(|q| reach[q * n + p.index()])
                .max()
                .unwrap_or(0)
        };
        for &c in &self.centres {
            let i = c.index();
            let owner = self.before.owners[i];
            let mine_now = owner == Some(self.power);
            let mine = reach[me * n + i];
            let threat = rival(c);
            score += match occupant[i] {
                Some(o) if o == self.power => {
                    // Held now; in Spring, kept in Autumn unless outnumbered.
                    let kept = if self.autumn || threat <= mine {
                        1.0
                    } else {
                        0.5
                    };
                    let later = if threat > mine { 0.85 } else { 1.0 };
                    // Its own kept at the character's weight; another's taken at part of it.
                    let weight = if mine_now {
                        self.weights.keep
                    } else {
                        0.5 + 0.5 * self.prospect_weight(i, Some(self.power))
                    };
                    weight * CENTRE * if self.autumn { later } else { kept }
                }
                None if mine_now => {
                    let kept = if threat <= mine { 1.0 } else { 0.5 };
                    self.weights.keep * CENTRE * if self.autumn { 0.5 + 0.5 * kept } else { kept }
                }
                Some(_) if mine_now => {
                    if self.autumn {
                        0.0
                    } else if mine > threat {
                        0.4 * CENTRE
                    } else {
                        0.1 * CENTRE
                    }
                }
                // Someone else's or nobody's: a prospect where the power is stronger.
                _ => {
                    let defence = match occupant[i] {
                        Some(o) => reach[o.0 as usize * n + i],
                        None => threat,
                    };
                    if mine > defence {
                        self.prospect_weight(i, occupant[i])
                            * CENTRE
                            * if self.autumn { 0.15 } else { 0.35 }
                    } else {
                        0.0
                    }
                }
            };
        }
        score
    }
}
