//! The Strong level (a first slice): search on top of the Novice. It writes several
//! candidate order sets for its own units (the Novice's choices under different seeds),
//! predicts its neighbours' replies (their Novice orders, a few samples), adjudicates every
//! pair with the engine and keeps the set with the best mean outcome: centres held and
//! gained, units kept, and the worth of the places its units end in.

use super::values::{Values, values};
use super::{Level, computer_orders};
use crate::engine::game::phase::{adjudicate, read_orders};
use crate::engine::game::record::OrderLine;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::position::{PhaseKind, Position, Season};
use crate::engine::rules::Rules;

/// Candidate order sets tried for the power's own units.
const CANDIDATES: u64 = 12;
/// Samples of the other powers' replies each candidate is judged against.
const REPLIES: u64 = 2;

/// A seed for the `k`th variation of `seed`.
fn vary(seed: u64, k: u64) -> u64 {
    seed ^ (k + 1).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

/// The Strong computer's orders: outside movement phases, the Novice's.
pub fn strong_orders(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    seed: u64,
) -> Vec<String> {
    let novice = |p: PowerId, s: u64| computer_orders(Level::Novice, map, position, rules, p, s);
    if position.phase.kind != PhaseKind::Movement {
        return novice(power, seed);
    }
    let mut candidates: Vec<Vec<String>> = Vec::new();
    for k in 0..CANDIDATES {
        let c = novice(power, if k == 0 { seed } else { vary(seed, k) });
        if !candidates.contains(&c) {
            candidates.push(c);
        }
    }
    if candidates.len() == 1 {
        return candidates.remove(0);
    }
    let others: Vec<PowerId> = map
        .power_ids()
        .filter(|&p| p != power && position.unit_count(p) > 0)
        .collect();
    let replies: Vec<Vec<OrderLine>> = (0..REPLIES)
        .map(|r| {
            others
                .iter()
                .flat_map(|&p| {
                    novice(p, vary(seed, 1000 + r))
                        .into_iter()
                        .map(move |text| OrderLine {
                            power: p,
                            text,
                            read: None,
                        })
                })
                .collect()
        })
        .collect();
    let mine = values(map, position, power);
    let mut best: Option<(f64, usize)> = None;
    for (i, c) in candidates.iter().enumerate() {
        let total: f64 = replies
            .iter()
            .map(|reply| {
                let mut lines: Vec<OrderLine> = c
                    .iter()
                    .map(|text| OrderLine {
                        power,
                        text: text.clone(),
                        read: None,
                    })
                    .collect();
                lines.extend(reply.iter().cloned());
                let read = read_orders(map, position, &lines);
                let (_, next) = adjudicate(map, position, &read.written, rules);
                outcome_value(map, position, &next, power, &mine)
            })
            .sum();
        let mean = total / replies.len() as f64;
        if best.is_none_or(|(b, _)| mean > b) {
            best = Some((mean, i));
        }
    }
    let (_, i) = best.expect("candidates");
    candidates.swap_remove(i)
}

/// How good the board after the turn is for `power`: the centres it would own (in
/// Spring, half credit for centres it only stands on), its units still in place, and the
/// worth of where they stand.
fn outcome_value(
    map: &Map,
    before: &Position,
    after: &Position,
    power: PowerId,
    mine: &Values,
) -> f64 {
    let autumn = before.phase.season == Season::Autumn;
    let mut score = 0.0;
    for p in map.province_ids().filter(|&p| map.province(p).centre) {
        let occupant = after.unit_at(p).map(|i| after.units[i].power);
        let owner = before.owners[p.index()];
        score += match (occupant, owner) {
            (Some(o), _) if o == power => 10.0,
            (Some(_), Some(o)) if o == power => {
                if autumn {
                    0.0
                } else {
                    5.0
                }
            }
            (None, Some(o)) if o == power => 10.0,
            _ => 0.0,
        };
    }
    let lost = after
        .dislodged
        .iter()
        .filter(|d| d.unit.power == power)
        .count() as f64;
    let top = mine.worth.iter().cloned().fold(1.0, f64::max);
    let placed: f64 = after
        .units
        .iter()
        .filter(|u| u.power == power)
        .map(|u| mine.worth[u.loc.province.index()] / top)
        .sum();
    score - 6.0 * lost + placed
}
