//! Kruijswijk's decision algorithm (DATC chapter 5.E), the one decision core of every
//! board: every move, support and convoy (on the classic board, `strengths.rs`) or every
//! force entering a province (where units stack, `multiplomacy/battle.rs`) is one yes/no
//! decision; partial information settles what it can, and cycles fall to the backup rules
//! (circular movement succeeds; Szykman for convoy paradoxes).

use super::Board;
use super::prepare::Kind;
use crate::engine::map::Map;
use crate::engine::position::Position;
use crate::engine::rules::Rules;

/// Where one decision stands.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Decision {
    resolved: bool,
    /// The outcome, once resolved.
    resolution: bool,
    /// Being adjudicated further up the recursion.
    visited: bool,
    /// Part of a dependency cycle found but not yet settled.
    in_cycle: bool,
}

/// The decisions of one board's battles, as the core asks them: what a rulebook's battle
/// decides (a unit's order on the classic board, a force on a stacked one) and how one
/// decision is judged from the others.
pub(super) trait Decisions: Sized {
    /// How many decisions there are (indices `0..count`).
    fn count(&self) -> usize;

    /// The decisions to resolve, in order; every other one stands (succeeds) from the start.
    fn open(&self) -> &[usize];

    /// Whether open decision `i` was settled (as succeeding) before resolution began.
    fn settled_from_the_start(&self, i: usize) -> bool;

    /// What decision `i` decides, for the backup rules of a cycle.
    fn kind(&self, i: usize) -> Kind;

    /// Decision `i` judged from the others (asked of `r`), assuming the best for it where
    /// `opt`, the worst otherwise.
    fn adjudicate(r: &mut Resolver<'_, Self>, i: usize, opt: bool) -> bool;
}

/// The state of the resolution of all decisions of one movement phase.
pub(super) struct Resolver<'a, D: Decisions> {
    pub map: &'a Map,
    pub position: &'a Position,
    pub prep: &'a D,
    pub rules: &'a Rules,
    decisions: &'a mut Vec<Decision>,
    cycle: &'a mut Vec<usize>,
    recursion_hits: usize,
    uncertain: bool,
    /// Convoys failed by the Szykman rule.
    pub paradox_convoys: Vec<usize>,
}

impl<'a, D: Decisions> Resolver<'a, D> {
    /// A resolver working in the buffers `decisions` and `cycle` (their old contents are
    /// dropped, their room kept).
    pub fn new(
        board: Board<'a>,
        prep: &'a D,
        (decisions, cycle): (&'a mut Vec<Decision>, &'a mut Vec<usize>),
    ) -> Self {
        let Board {
            map,
            position,
            rules,
            ..
        } = board;
        // Holds stand; so do railroad journeys, settled before resolution.
        let settled = Decision {
            resolved: true,
            resolution: true,
            ..Decision::default()
        };
        decisions.clear();
        decisions.resize(prep.count(), settled);
        for &i in prep.open() {
            if !prep.settled_from_the_start(i) {
                decisions[i] = Decision::default();
            }
        }
        cycle.clear();
        Resolver {
            map,
            position,
            prep,
            rules,
            decisions,
            cycle,
            recursion_hits: 0,
            uncertain: false,
            paradox_convoys: Vec::new(),
        }
    }

    /// Resolves every decision (holds stand already).
    #[inline(never)]
    pub fn run(&mut self) {
        let prep = self.prep;
        for &i in prep.open() {
            self.resolve(i, true);
        }
    }

    /// Whether decision `i` succeeded (after [`Resolver::run`]).
    pub fn success(&self, i: usize) -> bool {
        self.decisions[i].resolution
    }

    /// DATC 5.E `resolve`, with the recursion-hits refinement: the settled answer inline at
    /// every call, the work out of line.
    #[inline(always)]
    pub fn resolve(&mut self, i: usize, optimistic: bool) -> bool {
        let d = self.decisions[i];
        if d.resolved {
            return d.resolution;
        }
        self.resolve_open(i, optimistic)
    }

    /// `resolve` for a decision not yet settled.
    #[inline(never)]
    fn resolve_open(&mut self, i: usize, optimistic: bool) -> bool {
        if self.decisions[i].in_cycle {
            self.uncertain = true;
            return optimistic;
        }
        if self.decisions[i].visited {
            self.decisions[i].in_cycle = true;
            self.cycle.push(i);
            self.recursion_hits += 1;
            self.uncertain = true;
            return optimistic;
        }
        self.decisions[i].visited = true;
        let old_cycle_len = self.cycle.len();
        let old_hits = self.recursion_hits;
        let old_uncertain = self.uncertain;
        self.uncertain = false;
        let opt = D::adjudicate(self, i, true);
        let pes = if self.uncertain && opt {
            D::adjudicate(self, i, false)
        } else {
            opt
        };
        self.decisions[i].visited = false;
        if opt == pes {
            self.truncate_cycle(old_cycle_len);
            self.recursion_hits = old_hits;
            self.uncertain = old_uncertain;
            self.settle(i, opt);
            return opt;
        }
        if self.decisions[i].in_cycle {
            self.recursion_hits -= 1;
        }
        if self.recursion_hits == old_hits && self.cycle.len() > old_cycle_len {
            let members: Vec<usize> = self.cycle[old_cycle_len..].to_vec();
            self.truncate_cycle(old_cycle_len);
            self.backup_rule(&members);
            self.uncertain = old_uncertain;
            return self.resolve(i, optimistic);
        }
        if !self.decisions[i].in_cycle {
            self.decisions[i].in_cycle = true;
            self.cycle.push(i);
        }
        optimistic
    }

    fn settle(&mut self, i: usize, outcome: bool) {
        self.decisions[i].resolved = true;
        self.decisions[i].resolution = outcome;
    }

    fn truncate_cycle(&mut self, len: usize) {
        for &k in &self.cycle[len..] {
            self.decisions[k].in_cycle = false;
        }
        self.cycle.truncate(len);
    }

    /// Circular movement: all moves succeed. Convoy paradox: the convoys fail (Szykman).
    /// Anything else (variants): every order in the cycle fails.
    fn backup_rule(&mut self, members: &[usize]) {
        let all_moves = members.iter().all(|&k| self.prep.kind(k) == Kind::Move);
        let convoys: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&k| self.prep.kind(k) == Kind::Convoy)
            .collect();
        if all_moves {
            for &k in members {
                self.settle(k, true);
            }
        } else if !convoys.is_empty() {
            for k in convoys {
                self.settle(k, false);
                self.paradox_convoys.push(k);
            }
        } else {
            for &k in members {
                self.settle(k, false);
            }
        }
    }
}
