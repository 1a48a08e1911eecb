//! A Novice's retreats, builds and removals, chosen by the province values.

use super::values::Values;
use super::{is_sound, pick_near_best};
use crate::engine::adjudicate::legal_retreats;
use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::format::{Style, format_adjust, format_retreat};
use crate::engine::order::{AdjustOrder, RetreatOrder};
use crate::engine::position::Position;
use crate::engine::rules::Rules;
use rand::RngExt;
use rand::rngs::StdRng;

/// Each dislodged unit of `power` retreats to its best-valued legal place not taken by
/// another of its retreats, or disbands.
pub fn retreats(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    values: &Values,
    rng: &mut StdRng,
) -> Vec<String> {
    let mut taken = Vec::new();
    let mut out = Vec::new();
    for d in position.dislodged.iter().filter(|d| d.unit.power == power) {
        let mut options: Vec<(f64, Location)> = legal_retreats(map, position, rules, d)
            .into_iter()
            .filter(|l| !taken.contains(&l.province))
            .map(|l| (values.worth[l.province.index()], l))
            .collect();
        options.sort_by(|a, b| b.0.total_cmp(&a.0));
        let order = if options.is_empty() {
            RetreatOrder::Disband
        } else {
            let ranked: Vec<f64> = options.iter().map(|o| o.0).collect();
            let to = options[pick_near_best(&ranked, rng)].1;
            taken.push(to.province);
            RetreatOrder::Retreat(to)
        };
        out.push(format_retreat(map, &d.unit, &order, Style::Rulebook));
    }
    out
}

/// Builds on the best vacant home centres (army or fleet, whichever reaches better
/// places), or removes the units standing on the least valued provinces.
pub fn adjustments(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    values: &Values,
    rng: &mut StdRng,
) -> Vec<String> {
    let due = position.centre_count(power) as i64 - position.unit_count(power) as i64;
    if due < 0 {
        return removals(map, position, power, values, (-due) as usize, rng);
    }
    let mut builds: Vec<(f64, AdjustOrder)> = Vec::new();
    for home in map.power(power).all_homes() {
        let mut best: Option<(f64, AdjustOrder)> = None;
        for (kind, at) in build_places(map, home) {
            let order = AdjustOrder::Build {
                kind: Some(kind),
                at,
            };
            let text = format_adjust(map, position, &order, Style::Rulebook);
            if !is_sound(map, position, rules, power, &text) {
                continue;
            }
            let reach: Vec<usize> = match kind {
                UnitKind::Army => map.province(home).army.iter().map(|p| p.index()).collect(),
                UnitKind::Fleet => map
                    .fleet_moves(at)
                    .iter()
                    .map(|l| l.province.index())
                    .collect(),
            };
            let best_reach = reach.iter().map(|&i| values.worth[i]).fold(0.0, f64::max);
            let score = best_reach * rng.random_range(0.9..1.1);
            if best.as_ref().is_none_or(|(s, _)| score > *s) {
                best = Some((score, order));
            }
        }
        if let Some((_, order)) = best {
            builds.push((
                values.worth[home.index()] + rng.random_range(0.0..1.0),
                order,
            ));
        }
    }
    builds.sort_by(|a, b| b.0.total_cmp(&a.0));
    builds
        .iter()
        .take(due as usize)
        .map(|(_, o)| format_adjust(map, position, o, Style::Rulebook))
        .collect()
}

/// The unit kinds and places a build in this province could name.
fn build_places(map: &Map, home: crate::engine::ids::ProvinceId) -> Vec<(UnitKind, Location)> {
    let prov = map.province(home);
    let mut out = vec![(UnitKind::Army, Location::province(home))];
    if prov.has_split_coasts() {
        for c in &prov.coasts {
            out.push((
                UnitKind::Fleet,
                Location {
                    province: home,
                    coast: Some(c.coast),
                },
            ));
        }
    } else if prov.fleet_can_stand() {
        out.push((UnitKind::Fleet, Location::province(home)));
    }
    out
}

fn removals(
    map: &Map,
    position: &Position,
    power: PowerId,
    values: &Values,
    count: usize,
    rng: &mut StdRng,
) -> Vec<String> {
    let mut mine: Vec<(f64, crate::engine::ids::ProvinceId)> = position
        .units
        .iter()
        .filter(|u| u.power == power)
        .map(|u| {
            let p = u.loc.province;
            (values.worth[p.index()] * rng.random_range(0.9..1.1), p)
        })
        .collect();
    mine.sort_by(|a, b| a.0.total_cmp(&b.0));
    mine.iter()
        .take(count)
        .map(|(_, at)| {
            format_adjust(
                map,
                position,
                &AdjustOrder::Remove { at: *at },
                Style::Rulebook,
            )
        })
        .collect()
}
