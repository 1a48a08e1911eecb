//! Partial cutting of support (rule 7): an attack by n units cuts the support of n units in
//! the province attacked, the last-written supports first.

use crate::engine::ids::{PowerId, ProvinceId};

/// A supporting unit, listed in the order its support was written.
#[derive(Debug, Clone, Copy)]
pub(super) struct Supporter {
    pub unit: usize,
    pub power: PowerId,
    pub at: ProvinceId,
    /// Where the support goes: an attack from there does not cut it.
    pub into: ProvinceId,
    /// Whether it supports a move (into `into`), not a hold.
    pub of_move: bool,
}

/// A unit attacking a province (whether or not it gets in).
#[derive(Debug, Clone)]
pub(super) struct Attack {
    pub power: PowerId,
    pub from: ProvinceId,
    pub dest: ProvinceId,
    /// For an army carried by convoy, the seas of the fleets ordered to carry it: it does
    /// not cut a support for a move against one of them (1971 II.8.6, DATC 6.F.14).
    pub convoy_seas: Vec<ProvinceId>,
}

/// Which supporters are cut, and by whose attack from where.
pub(super) fn cut_supports(
    supporters: &[Supporter],
    attacks: &[Attack],
) -> Vec<(usize, PowerId, ProvinceId)> {
    let mut used = vec![false; attacks.len()];
    let mut out = Vec::new();
    // The attacks on each province, in written order.
    let provinces = attacks
        .iter()
        .map(|a| a.dest.index() + 1)
        .max()
        .unwrap_or(0);
    let mut on: Vec<Vec<usize>> = vec![Vec::new(); provinces];
    for (k, a) in attacks.iter().enumerate() {
        on[a.dest.index()].push(k);
    }
    for s in supporters.iter().rev() {
        let here = on.get(s.at.index()).map_or(&[][..], |v| &v[..]);
        let found = here.iter().copied().find(|&k| {
            let a = &attacks[k];
            !used[k]
                && a.power != s.power
                && a.from != s.into
                && !(s.of_move && a.convoy_seas.contains(&s.into))
        });
        if let Some(k) = found {
            used[k] = true;
            out.push((s.unit, attacks[k].power, attacks[k].from));
        }
    }
    out
}
