//! What each province is worth to one power, after David Norman's published DumbBot
//! description: centres valued by the size of the powers that own or threaten them, the
//! values spread over the board by proximity, and per-province strength and competition.

use super::character::Weights;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::position::{Position, Season};

/// A power's size as the heuristic sees it: grows faster than its centre count, so the
/// leaders' centres are worth more to attack and their threats more to guard against.
pub fn size(centres: usize) -> f64 {
    let c = centres as f64;
    c * c + 4.0 * c + 16.0
}

/// Value of an unowned centre (an easy gain early in the game).
pub(super) const NEUTRAL_CENTRE: f64 = 30.0;
/// How strongly attack (others' centres) and defence (own threatened centres) count.
const ATTACK: f64 = 0.7;
const DEFENCE: f64 = 0.3;
/// How many rounds values spread to neighbouring provinces.
const SPREAD_ROUNDS: usize = 5;

/// The province values and unit counts one power plays by, indexed by province.
#[derive(Debug, Clone)]
pub struct Values {
    /// How much the power wants to stand in each province.
    pub worth: Vec<f64>,
    /// The power's units that stand in or could move into each province.
    pub strength: Vec<u32>,
    /// The most units any other single power could bring into each province.
    pub competition: Vec<u32>,
}

/// Units of `power` that stand in or can move into each province.
fn reach(map: &Map, position: &Position, power: PowerId) -> Vec<u32> {
    let mut out = vec![0; map.provinces.len()];
    for u in position.units.iter().filter(|u| u.power == power) {
        out[u.loc.province.index()] += 1;
        for p in map.province_ids() {
            if p != u.loc.province && map.can_move(u.kind, u.loc, p) {
                out[p.index()] += 1;
            }
        }
    }
    out
}

/// Computes the values of every province for `power` in this position.
pub fn values(map: &Map, position: &Position, power: PowerId) -> Values {
    values_with(map, position, power, &Weights::balanced(map.powers.len()))
}

/// The values of every province for `power`, with its character's weights on others'
/// centres, unowned centres and its own.
pub(crate) fn values_with(
    map: &Map,
    position: &Position,
    power: PowerId,
    weights: &Weights,
) -> Values {
    let n = map.provinces.len();
    let strength = reach(map, position, power);
    let mut competition = vec![0u32; n];
    let mut threat = vec![0f64; n];
    for other in map.power_ids().filter(|&p| p != power) {
        let r = reach(map, position, other);
        let s = size(position.centre_count(other));
        for i in 0..n {
            competition[i] = competition[i].max(r[i]);
            if r[i] > 0 {
                threat[i] = threat[i].max(s);
            }
        }
    }
    let base: Vec<f64> = map
        .province_ids()
        .map(|p| base_value(map, position, power, p, threat[p.index()], weights))
        .collect();
    let weights: [f64; SPREAD_ROUNDS] = match position.phase.season {
        Season::Spring => [100.0, 60.0, 30.0, 15.0, 8.0],
        Season::Autumn => [300.0, 50.0, 20.0, 8.0, 4.0],
    };
    let neighbours: Vec<Vec<ProvinceId>> = map.province_ids().map(|p| map.neighbours(p)).collect();
    let mut round = base;
    let mut worth = vec![0f64; n];
    for w in weights {
        for i in 0..n {
            worth[i] += w * round[i];
        }
        round = (0..n)
            .map(|i| {
                let around: f64 = neighbours[i].iter().map(|q| round[q.index()]).sum();
                (round[i] + around) / 5.0
            })
            .collect();
    }
    Values {
        worth,
        strength,
        competition,
    }
}

/// A province's own value before spreading: others' centres by their owner's size, own
/// centres by the size of the strongest power that could walk in, unowned centres a constant.
fn base_value(
    map: &Map,
    position: &Position,
    power: PowerId,
    p: ProvinceId,
    threat: f64,
    w: &Weights,
) -> f64 {
    if !map.province(p).centre {
        return 0.0;
    }
    let open = if position.unit_at(p).is_none() {
        w.open
    } else {
        1.0
    };
    match position.owners[p.index()] {
        Some(o) if o == power => w.keep * DEFENCE * threat,
        Some(o) => w.attack[o.0 as usize] * open * ATTACK * size(position.centre_count(o)),
        None => w.neutral * ATTACK * NEUTRAL_CENTRE,
    }
}
