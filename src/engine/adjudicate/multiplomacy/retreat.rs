//! Stacked retreats that meet (rule 9): units from one province may go different ways and
//! may join their own units, but where several powers retreat into one province only the
//! largest force survives, by its margin over the next largest.

use crate::engine::adjudicate::RetreatVerdict;
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::position::Unit;

/// The retreating units (`targets[i]`: where `units[i]` would go) that other powers'
/// retreats into the same province outnumber or match, each with the forces it met.
pub(super) fn outnumbered_retreats(
    units: &[Unit],
    targets: &[Option<Location>],
) -> Vec<(usize, RetreatVerdict)> {
    let n = units.len();
    let mut provinces: Vec<ProvinceId> = targets.iter().flatten().map(|l| l.province).collect();
    provinces.sort();
    provinces.dedup();
    let mut out = Vec::new();
    for p in provinces {
        let coming: Vec<usize> = (0..n)
            .filter(|&i| targets[i].is_some_and(|l| l.province == p))
            .collect();
        let mut tally: Vec<(PowerId, u32)> = Vec::new();
        for &i in &coming {
            match tally.iter_mut().find(|(pw, _)| *pw == units[i].power) {
                Some((_, c)) => *c += 1,
                None => tally.push((units[i].power, 1)),
            }
        }
        if tally.len() < 2 {
            continue;
        }
        tally.sort_by_key(|t| std::cmp::Reverse(t.1));
        let (top, most) = tally[0];
        let margin = most - tally[1].1;
        let mut kept = 0;
        for &i in &coming {
            if units[i].power == top && kept < margin {
                kept += 1;
                continue;
            }
            let against = tally
                .iter()
                .filter(|(pw, _)| *pw != units[i].power)
                .copied()
                .collect();
            out.push((i, RetreatVerdict::Outnumbered { against }));
        }
    }
    out
}
