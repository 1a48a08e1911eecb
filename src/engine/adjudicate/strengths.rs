//! The classic board's decisions (DATC 5.B), asked by the one decision core
//! (`resolver.rs`): a unit's move, support or convoy, and the strengths they compare (a
//! unit and its supports), with the paradox rules of the preset played.

use super::prepare::{Kind, NONE, Prepared};
use super::resolver::{Decisions, Resolver};
use crate::engine::few::Few;
use crate::engine::rules::{ConvoyRoutes, ParadoxRule};

/// On the classic board each unit's order is one decision.
impl Decisions for Prepared {
    fn count(&self) -> usize {
        self.plan.len()
    }

    fn open(&self) -> &[usize] {
        &self.open
    }

    /// A railroad journey is settled before resolution.
    fn settled_from_the_start(&self, i: usize) -> bool {
        self.rail(i).is_some()
    }

    fn kind(&self, i: usize) -> Kind {
        self.plan[i].kind
    }

    #[inline(always)]
    fn adjudicate(r: &mut Resolver<'_, Prepared>, i: usize, opt: bool) -> bool {
        match r.prep.plan[i].kind {
            Kind::Move => r.adjudicate_move(i, opt),
            Kind::Support => r.adjudicate_support(i, opt),
            Kind::Convoy => !r.dislodged_by_any(i, !opt),
            Kind::Hold => true,
        }
    }
}

impl Resolver<'_, Prepared> {
    fn power(&self, i: usize) -> crate::engine::ids::PowerId {
        self.position.units[i].power
    }

    fn province(&self, i: usize) -> usize {
        usize::from(self.prep.plan[i].province)
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
    #[inline(always)]
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
    #[inline]
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
