//! The contest for each province: a power's units entering it act in unison, and the
//! numerically greater force (units plus supports) wins (rule 6).

use super::outcome::{Force, ForceRole};
use crate::engine::ids::{PowerId, ProvinceId};

/// All units of one power moving into one province, with the supports they receive.
#[derive(Debug, Clone)]
pub(super) struct Group {
    pub power: PowerId,
    pub dest: ProvinceId,
    /// Moving units, with where each comes from and whether by convoy.
    pub movers: Vec<(usize, ProvinceId, bool)>,
    /// The power of each supporting unit.
    pub supports: Vec<PowerId>,
}

impl Group {
    pub fn units(&self) -> u32 {
        self.movers.len() as u32
    }

    pub fn strength(&self) -> u32 {
        self.units() + self.supports.len() as u32
    }

    /// Strength counting no support from `victim`, whose units it would dislodge.
    pub fn strength_against(&self, victim: PowerId) -> u32 {
        self.units() + self.supports.iter().filter(|p| **p != victim).count() as u32
    }

    pub fn origins(&self) -> Vec<ProvinceId> {
        let mut out: Vec<ProvinceId> = Vec::new();
        for &(_, from, _) in &self.movers {
            if !out.contains(&from) {
                out.push(from);
            }
        }
        out
    }

    /// Whether every unit of the group coming from `p` came by convoy (so a unit it
    /// dislodges may retreat there, as on the classic board).
    pub fn convoyed_from(&self, p: ProvinceId) -> bool {
        let mut from_p = self.movers.iter().filter(|(_, f, _)| *f == p).peekable();
        from_p.peek().is_some() && from_p.all(|(_, _, convoyed)| *convoyed)
    }

    fn land_movers_from(&self, p: ProvinceId) -> usize {
        self.movers
            .iter()
            .filter(|(_, f, c)| *f == p && !*c)
            .count()
    }

    fn movers_from(&self, p: ProvinceId) -> u32 {
        self.movers.iter().filter(|(_, f, _)| *f == p).count() as u32
    }
}

/// What the contest knows about each province before it starts.
pub(super) struct Field {
    /// The power holding each province at the start of the phase.
    pub holder: Vec<Option<PowerId>>,
    /// Units in each province not ordered to move (or whose move cannot start).
    pub staying: Vec<u32>,
    /// Uncut support for the units standing in each province.
    pub hold_support: Vec<u32>,
}

/// Where the groups go and where they come from, built once per pass so that no question
/// about one province scans every group.
pub(super) struct Routes {
    /// The groups moving into each province, in group order.
    pub into: Vec<Vec<usize>>,
    /// The groups with units leaving each province, in group order, with how many leave.
    leaving: Vec<Vec<(usize, u32)>>,
    /// For each group, the groups of other powers it meets head to head, in group order.
    h2h: Vec<Vec<usize>>,
}

impl Routes {
    /// Indexes `groups` over a board of `provinces` provinces.
    pub fn new(groups: &[Group], provinces: usize) -> Routes {
        let mut into = vec![Vec::new(); provinces];
        let mut leaving = vec![Vec::new(); provinces];
        let mut leaving_by_land: Vec<Vec<usize>> = vec![Vec::new(); provinces];
        for (g, grp) in groups.iter().enumerate() {
            into[grp.dest.index()].push(g);
            for from in grp.origins() {
                leaving[from.index()].push((g, grp.movers_from(from)));
                if grp.land_movers_from(from) > 0 {
                    leaving_by_land[from.index()].push(g);
                }
            }
        }
        let h2h = groups
            .iter()
            .enumerate()
            .map(|(g, grp)| {
                leaving_by_land[grp.dest.index()]
                    .iter()
                    .copied()
                    .filter(|&h| {
                        h != g
                            && groups[h].power != grp.power
                            && grp.land_movers_from(groups[h].dest) > 0
                    })
                    .collect()
            })
            .collect();
        Routes { into, leaving, h2h }
    }
}

impl Routes {
    /// Whether group `g` lost a head-to-head battle (`won`: each group's result).
    pub fn beaten_head_to_head(&self, g: usize, won: &[bool]) -> bool {
        self.h2h[g].iter().any(|&h| won[h])
    }
}

/// Decides every group: `true` where it moves in.
pub(super) fn resolve(field: &Field, groups: &[Group], routes: &Routes) -> Vec<bool> {
    let n = groups.len();
    let mut state: Vec<Option<bool>> = vec![None; n];
    loop {
        loop {
            let mut changed = false;
            for g in 0..n {
                if state[g].is_some() {
                    continue;
                }
                let (can_fail, can_win) = judge(field, groups, routes, &state, g);
                if !can_fail {
                    state[g] = Some(true);
                    changed = true;
                } else if !can_win {
                    state[g] = Some(false);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let open: Vec<usize> = (0..n).filter(|&g| state[g].is_none()).collect();
        let Some(&first) = open.first() else {
            break;
        };
        // Only rings of moves are left undecided: try them all moving at once.
        let mut guess = state.clone();
        for &g in &open {
            guess[g] = Some(true);
        }
        if open
            .iter()
            .all(|&g| judge(field, groups, routes, &guess, g) == (false, true))
        {
            state = guess;
            break;
        }
        state[first] = Some(false);
    }
    state.into_iter().map(|s| s == Some(true)).collect()
}

/// Bounds on the units left standing in a province: (fewest, most).
fn staying(field: &Field, routes: &Routes, state: &[Option<bool>], p: ProvinceId) -> (u32, u32) {
    let base = field.staying[p.index()];
    let mut lo = base;
    let mut hi = base;
    for &(h, k) in &routes.leaving[p.index()] {
        if state[h] == Some(false) {
            lo += k;
        }
        if state[h] != Some(true) {
            hi += k;
        }
    }
    (lo, hi)
}

/// (whether group `g` might fail, whether it might succeed) under what is decided so far.
fn judge(
    field: &Field,
    groups: &[Group],
    routes: &Routes,
    state: &[Option<bool>],
    g: usize,
) -> (bool, bool) {
    let h2h = &routes.h2h;
    let grp = &groups[g];
    let y = grp.dest;
    let mut can_fail = false;
    let mut can_win = true;
    // Against rivals too, the attack counts no support from the power whose units it
    // would dislodge, if they stay (DATC 6.E.7): (least, most) strength.
    let mut against_rivals = (grp.strength(), grp.strength());
    if let Some(victim) = field.holder[y.index()].filter(|p| *p != grp.power) {
        let atk = grp.strength_against(victim);
        let (lo, hi) = staying(field, routes, state, y);
        against_rivals = (
            if hi > 0 { atk } else { grp.strength() },
            if lo > 0 { atk } else { grp.strength() },
        );
        let def = |s: u32| {
            if s > 0 {
                s + field.hold_support[y.index()]
            } else {
                0
            }
        };
        if atk <= def(hi) {
            can_fail = true;
        }
        if atk <= def(lo) {
            can_win = false;
        }
    }
    for &h in &h2h[g] {
        if grp.strength_against(groups[h].power) <= groups[h].strength() {
            can_fail = true;
            can_win = false;
        }
    }
    for &r in &routes.into[y.index()] {
        if r == g {
            continue;
        }
        let rival = &groups[r];
        let lost = h2h[r].iter().any(|&h| state[h] == Some(true));
        let may_lose = h2h[r].iter().any(|&h| state[h] != Some(false));
        let most = if lost { 0 } else { rival.strength() };
        let least = if may_lose { 0 } else { rival.strength() };
        if against_rivals.0 <= most {
            can_fail = true;
        }
        if against_rivals.1 <= least {
            can_win = false;
        }
    }
    (can_fail, can_win)
}

/// The forces a group met, for the reasons shown to players.
pub(super) fn opponents(
    field: &Field,
    groups: &[Group],
    routes: &Routes,
    won: &[bool],
    g: usize,
) -> Vec<Force> {
    let grp = &groups[g];
    let y = grp.dest;
    let mut out = Vec::new();
    if let Some(p) = field.holder[y.index()].filter(|p| *p != grp.power) {
        let mut stay = field.staying[y.index()];
        for &(h, k) in &routes.leaving[y.index()] {
            if !won[h] {
                stay += k;
            }
        }
        if stay > 0 {
            out.push(Force {
                power: p,
                from: vec![y],
                units: stay,
                strength: stay + field.hold_support[y.index()],
                role: ForceRole::Defender,
            });
        }
    }
    // Rivals for the same province and head-to-head foes, in group order.
    let mut met: Vec<usize> = routes.into[y.index()].clone();
    met.extend(&routes.h2h[g]);
    met.sort_unstable();
    met.dedup();
    for h in met {
        let other = &groups[h];
        if h == g || other.power == grp.power {
            continue;
        }
        let role = if other.dest == y {
            ForceRole::Rival
        } else if other.land_movers_from(y) > 0 && grp.land_movers_from(other.dest) > 0 {
            ForceRole::HeadToHead
        } else {
            continue;
        };
        out.push(Force {
            power: other.power,
            from: other.origins(),
            units: other.units(),
            strength: other.strength(),
            role,
        });
    }
    out
}
