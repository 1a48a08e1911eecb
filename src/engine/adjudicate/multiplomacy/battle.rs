//! The contest for each province: a power's units entering it act in unison, and the
//! numerically greater force (units plus supports) wins (rule 6); each force's move is a
//! decision of the one core (`adjudicate/resolver.rs`).

use super::outcome::{Force, ForceRole};
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::prepare::Kind;
use crate::engine::adjudicate::resolver::{Decisions, Resolver};
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

/// One pass's contest as decisions of the one core: each group (a power's movers into one
/// province, with the supports that hold this pass) is one decision, whether it moves in.
struct Contest<'a> {
    field: &'a Field,
    groups: &'a [Group],
    routes: &'a Routes,
    /// Every group, in order: all are decided.
    open: Vec<usize>,
}

impl Decisions for Contest<'_> {
    fn count(&self) -> usize {
        self.groups.len()
    }

    fn open(&self) -> &[usize] {
        &self.open
    }

    fn settled_from_the_start(&self, _: usize) -> bool {
        false
    }

    fn kind(&self, _: usize) -> Kind {
        Kind::Move
    }

    /// Group `g` moves in where it beats every force it meets head to head, the units
    /// staying in the province (if another power's: their number plus their supports;
    /// its attack then counts no support of theirs, DATC 6.E.7) and every rival force
    /// that did not lose a head-to-head battle elsewhere.
    fn adjudicate(r: &mut Resolver<'_, Self>, g: usize, opt: bool) -> bool {
        let c = r.prep;
        let grp = &c.groups[g];
        let y = grp.dest.index();
        for &h in &c.routes.h2h[g] {
            if grp.strength_against(c.groups[h].power) <= c.groups[h].strength() {
                return false;
            }
        }
        let mut against_rivals = grp.strength();
        if let Some(victim) = c.field.holder[y].filter(|p| *p != grp.power) {
            let mut stay = c.field.staying[y];
            for &(h, k) in &c.routes.leaving[y] {
                if !r.resolve(h, opt) {
                    stay += k;
                }
            }
            if stay > 0 {
                let atk = grp.strength_against(victim);
                if atk <= stay + c.field.hold_support[y] {
                    return false;
                }
                against_rivals = atk;
            }
        }
        for &rival in &c.routes.into[y] {
            if rival == g {
                continue;
            }
            let lost = c.routes.h2h[rival].iter().any(|&h| r.resolve(h, opt));
            if !lost && against_rivals <= c.groups[rival].strength() {
                return false;
            }
        }
        true
    }
}

/// Decides every group by the one core: `true` where it moves in.
pub(super) fn resolve(board: Board, field: &Field, groups: &[Group], routes: &Routes) -> Vec<bool> {
    let contest = Contest {
        field,
        groups,
        routes,
        open: (0..groups.len()).collect(),
    };
    let (mut decisions, mut cycle) = (Vec::new(), Vec::new());
    let mut r = Resolver::new(board, &contest, (&mut decisions, &mut cycle));
    r.run();
    (0..groups.len()).map(|g| r.success(g)).collect()
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
