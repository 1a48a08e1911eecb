//! Kruijswijk's decision algorithm (DATC chapter 5.E): every move, support and convoy
//! is one yes/no decision; partial information settles what it can, and cycles fall
//! to the backup rules (circular movement succeeds; Szykman for convoy paradoxes).

use super::Board;
use super::prepare::{Kind, NONE, Prepared};
use crate::engine::few::Few;
use crate::engine::map::Map;
use crate::engine::position::Position;
use crate::engine::rules::{ConvoyRoutes, ParadoxRule, Rules};

/// Where one unit's decision stands.
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

/// The state of the resolution of all decisions of one movement phase.
pub(super) struct Resolver<'a> {
    pub map: &'a Map,
    pub position: &'a Position,
    pub prep: &'a Prepared,
    pub rules: &'a Rules,
    decisions: &'a mut Vec<Decision>,
    cycle: &'a mut Vec<usize>,
    recursion_hits: usize,
    uncertain: bool,
    /// Convoys failed by the Szykman rule.
    pub paradox_convoys: Vec<usize>,
}

impl<'a> Resolver<'a> {
    /// A resolver working in the buffers `decisions` and `cycle` (their old contents are
    /// dropped, their room kept).
    pub fn new(
        board: Board<'a>,
        prep: &'a Prepared,
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
        decisions.resize(prep.plan.len(), settled);
        for &i in &prep.open {
            if prep.rail(i).is_none() {
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
        for &i in &prep.open {
            self.resolve(i, true);
        }
    }

    /// Whether unit `i`'s order succeeded (after [`Resolver::run`]).
    pub fn success(&self, i: usize) -> bool {
        self.decisions[i].resolution
    }

    fn power(&self, i: usize) -> crate::engine::ids::PowerId {
        self.position.units[i].power
    }

    fn province(&self, i: usize) -> usize {
        usize::from(self.prep.plan[i].province)
    }

    /// DATC 5.E `resolve`, with the recursion-hits refinement.
    #[inline]
    pub fn resolve(&mut self, i: usize, optimistic: bool) -> bool {
        let d = self.decisions[i];
        if d.resolved {
            return d.resolution;
        }
        self.resolve_open(i, optimistic)
    }

    /// `resolve` for a decision not yet settled.
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
        let opt = self.adjudicate(i, true);
        let pes = if self.uncertain && opt {
            self.adjudicate(i, false)
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
        let all_moves = members
            .iter()
            .all(|&k| self.prep.plan[k].kind == Kind::Move);
        let convoys: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&k| self.prep.plan[k].kind == Kind::Convoy)
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

    fn adjudicate(&mut self, i: usize, opt: bool) -> bool {
        match self.prep.plan[i].kind {
            Kind::Move => self.adjudicate_move(i, opt),
            Kind::Support => self.adjudicate_support(i, opt),
            Kind::Convoy => !self.dislodged_by_any(i, !opt),
            Kind::Hold => true,
        }
    }

    /// The unit moving the other way in a head-to-head battle with move `i`, if any.
    #[inline]
    pub fn head_to_head(&self, i: usize) -> Option<usize> {
        let o = self.prep.plan[i].head_to_head;
        (o != NONE).then_some(usize::from(o))
    }

    fn adjudicate_move(&mut self, i: usize, opt: bool) -> bool {
        let dest = usize::from(self.prep.plan[i].dest);
        let attack = self.attack_strength(i, opt);
        if attack == 0 {
            return false;
        }
        let against = match self.head_to_head(i) {
            Some(o) => self.defend_strength(o, !opt),
            None => self.hold_strength(dest, !opt),
        };
        if attack <= against {
            return false;
        }
        let prep = self.prep;
        for j in prep.movers_to.of(dest) {
            if j != i && attack <= self.prevent_strength(j, !opt) {
                return false;
            }
        }
        true
    }

    fn adjudicate_support(&mut self, s: usize, opt: bool) -> bool {
        let here = self.province(s);
        let into = self.prep.plan[s].support_into;
        let against = (into != NONE).then_some(usize::from(into));
        let prep = self.prep;
        for m in prep.movers_to.of(here) {
            if Some(self.province(m)) == against {
                // An attack from where the support goes cuts only by dislodging.
                if self.resolve(m, !opt) {
                    return false;
                }
                continue;
            }
            if self.power(m) == self.power(s) {
                continue;
            }
            if self.rules.paradox == ParadoxRule::Rule1971
                && self.prep.by_convoy[m]
                && against.is_some_and(|p| {
                    self.prep.convoy_fleets[m]
                        .iter()
                        .any(|&f| self.province(f) == p)
                })
            {
                // II.8: a convoyed army does not cut the support of an attack on its
                // convoy, not even by dislodging (6.F.17).
                continue;
            }
            if self.path(m, !opt) {
                return false;
            }
        }
        true
    }

    /// Whether some move into unit `i`'s province succeeds (`high`: assume the best for the movers).
    fn dislodged_by_any(&mut self, i: usize, high: bool) -> bool {
        let here = self.province(i);
        let prep = self.prep;
        prep.movers_to.of(here).any(|m| self.resolve(m, high))
    }

    /// Whether the move's convoy route holds (`high`: unresolved convoys assumed to succeed),
    /// and for an escorted move, whether the escorting fleet's support holds.
    #[inline]
    pub fn path(&mut self, i: usize, high: bool) -> bool {
        !self.prep.plan[i].needs_path || self.path_needed(i, high)
    }

    /// `path` for a convoyed or escorted move.
    fn path_needed(&mut self, i: usize, high: bool) -> bool {
        if let Some(e) = self.prep.escort(i)
            && !self.resolve(e.fleet, high)
        {
            return false;
        }
        if !self.prep.by_convoy[i] {
            return true;
        }
        let prep = self.prep;
        let fleets = &prep.convoy_fleets[i];
        match self.rules.convoy_routes {
            ConvoyRoutes::AllMustSurvive => {
                !fleets.is_empty() && fleets.iter().all(|&f| self.resolve(f, high))
            }
            ConvoyRoutes::AnySuffices => {
                let origin = self.position.units[i].loc.province;
                let dest = self.prep.dest(i).expect("move");
                let alive: Few<usize, 8> = fleets
                    .iter()
                    .copied()
                    .filter(|&f| self.resolve(f, high))
                    .collect();
                self.route_exists(&alive, origin, dest)
            }
        }
    }

    fn route_exists(
        &self,
        fleets: &[usize],
        origin: crate::engine::ids::ProvinceId,
        dest: usize,
    ) -> bool {
        let loc = |f: usize| self.position.units[f].loc;
        let dest = crate::engine::ids::ProvinceId(dest as u16);
        let mut reached: Few<bool, 8> = fleets
            .iter()
            .map(|&f| self.map.fleet_adjacent(loc(f), origin))
            .collect();
        let mut frontier: Few<usize, 8> = (0..fleets.len()).filter(|&k| reached[k]).collect();
        while let Some(k) = frontier.pop() {
            if self.map.fleet_adjacent(loc(fleets[k]), dest) {
                return true;
            }
            for j in 0..fleets.len() {
                if !reached[j]
                    && self
                        .map
                        .fleet_adjacent(loc(fleets[k]), loc(fleets[j]).province)
                {
                    reached[j] = true;
                    frontier.push(j);
                }
            }
        }
        false
    }

    /// How many supports of unit `i` hold (`excluding`: not counting that power's).
    #[inline]
    fn count_supports(
        &mut self,
        i: usize,
        high: bool,
        excluding: Option<crate::engine::ids::PowerId>,
    ) -> u8 {
        // Most units get no support: no call for them.
        if self.prep.supports.of(i).next().is_none() {
            return 0;
        }
        self.count_given_supports(i, high, excluding)
    }

    #[inline(never)]
    fn count_given_supports(
        &mut self,
        i: usize,
        high: bool,
        excluding: Option<crate::engine::ids::PowerId>,
    ) -> u8 {
        let prep = self.prep;
        let mut count = 0;
        for s in prep.supports.of(i) {
            if excluding == Some(self.power(s)) {
                continue;
            }
            if self.resolve(s, high) {
                count += 1;
            }
        }
        count
    }

    /// Hold strength of a province (DATC 5.B.5).
    pub fn hold_strength(&mut self, province: usize, high: bool) -> u8 {
        let Some(o) = self.prep.occupant(province) else {
            return 0;
        };
        if self.prep.plan[o].kind == Kind::Move {
            if self.resolve(o, !high) { 0 } else { 1 }
        } else {
            1 + self.count_supports(o, high, None)
        }
    }

    /// Attack strength of a move (DATC 5.B.8).
    pub fn attack_strength(&mut self, i: usize, high: bool) -> u8 {
        if !self.path(i, high) {
            return 0;
        }
        let occupant = self.prep.plan[i].dest_occupant;
        let occupant = (occupant != NONE).then_some(usize::from(occupant));
        let leaves = match occupant {
            None => true,
            Some(o) => {
                self.prep.plan[o].kind == Kind::Move
                    && self.head_to_head(i).is_none()
                    && self.resolve(o, high)
            }
        };
        if leaves {
            return 1 + self.count_supports(i, high, None);
        }
        let o = occupant.expect("occupied");
        if self.power(o) == self.power(i) {
            return 0;
        }
        1 + self.count_supports(i, high, Some(self.power(o)))
    }

    /// Defend strength of a move in a head-to-head battle (DATC 5.B.7).
    pub fn defend_strength(&mut self, i: usize, high: bool) -> u8 {
        1 + self.count_supports(i, high, None)
    }

    /// Prevent strength of a move (DATC 5.B.6).
    pub fn prevent_strength(&mut self, i: usize, high: bool) -> u8 {
        if !self.path(i, high) {
            return 0;
        }
        if let Some(o) = self.head_to_head(i)
            && self.resolve(o, !high)
        {
            return 0;
        }
        1 + self.count_supports(i, high, None)
    }
}
