//! `map-check`: consistency rules a map must satisfy (symmetric adjacency, sane terrain...).

use super::file::Terrain;
use super::model::Map;
use crate::engine::ids::{Location, ProvinceId};

/// One thing wrong with a map.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MapProblem {
    /// The province (or power) concerned.
    pub subject: String,
    pub message: String,
}

impl std::fmt::Display for MapProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.subject, self.message)
    }
}

/// Every problem found in a map; empty when the map is sound.
pub fn check_map(map: &Map) -> Vec<MapProblem> {
    let mut out = Vec::new();
    let mut add = |p: ProvinceId, message: String| {
        out.push(MapProblem {
            subject: map.id_of(p).to_string(),
            message,
        })
    };
    for p in map.province_ids() {
        check_army_moves(map, p, &mut add);
        check_terrain(map, p, &mut add);
        check_fleet_moves(map, p, &mut add);
    }
    check_powers(map, &mut out);
    let centres = map.centres().count() as u32;
    if map.victory_centres == 0 || map.victory_centres > centres {
        out.push(MapProblem {
            subject: map.name.clone(),
            message: format!("victory needs {} of {centres} centres", map.victory_centres),
        });
    }
    out
}

/// A province's army moves: to land, not to itself, listed once, each with its move back.
fn check_army_moves(map: &Map, p: ProvinceId, add: &mut impl FnMut(ProvinceId, String)) {
    let prov = map.province(p);
    for &q in &prov.army {
        let other = map.province(q);
        if q == p {
            add(p, "an army move leads to the province itself".into());
        }
        if !prov.is_land() || !other.is_land() {
            add(
                p,
                format!("army move to `{}` but one of them is not land", other.id),
            );
        }
        if !other.army.contains(&p) {
            add(p, format!("army move to `{}` has no move back", other.id));
        }
        if prov.army.iter().filter(|x| **x == q).count() > 1 {
            add(p, format!("army move to `{}` is listed twice", other.id));
        }
    }
}

/// What a province's terrain allows: fleet moves only where fleets stand, per coast where
/// the coasts are split; no army moves into impassable land; no centre at sea.
fn check_terrain(map: &Map, p: ProvinceId, add: &mut impl FnMut(ProvinceId, String)) {
    let prov = map.province(p);
    if !prov.fleet_can_stand() && (!prov.fleet.is_empty() || prov.has_split_coasts()) {
        add(p, "fleet moves on a province fleets cannot enter".into());
    }
    if prov.has_split_coasts() && !prov.fleet.is_empty() {
        add(
            p,
            "split-coast province must list fleet moves per coast only".into(),
        );
    }
    if prov.terrain == Terrain::Impassable && !prov.army.is_empty() {
        add(p, "impassable province has army moves".into());
    }
    if prov.terrain == Terrain::Coast && prov.fleet.is_empty() && !prov.has_split_coasts() {
        add(p, "coastal province has no fleet moves".into());
    }
    if prov.terrain == Terrain::Sea && prov.centre {
        add(p, "a sea cannot be a supply centre".into());
    }
}

/// A province's fleet moves from each of its coasts: not to itself, only where fleets
/// stand, naming a coast exactly where there are split coasts, each with its move back.
fn check_fleet_moves(map: &Map, p: ProvinceId, add: &mut impl FnMut(ProvinceId, String)) {
    let prov = map.province(p);
    let froms: Vec<Location> = if prov.has_split_coasts() {
        prov.coasts
            .iter()
            .map(|c| Location {
                province: p,
                coast: Some(c.coast),
            })
            .collect()
    } else {
        vec![Location::province(p)]
    };
    for from in froms {
        for &to in map.fleet_moves(from) {
            let target = map.province(to.province);
            if to.province == p {
                add(p, "a fleet move leads to the province itself".into());
            }
            if !target.fleet_can_stand() {
                add(
                    p,
                    format!("fleet move to `{}`, where fleets cannot go", target.id),
                );
            }
            if target.has_split_coasts() != to.coast.is_some() {
                add(
                    p,
                    format!(
                        "fleet move to `{}` must name a coast exactly when it has split coasts",
                        map.location_id(to)
                    ),
                );
                continue;
            }
            if !map.fleet_moves(to).contains(&from) {
                add(
                    p,
                    format!(
                        "fleet move {} -> {} has no move back",
                        map.location_id(from),
                        map.location_id(to)
                    ),
                );
            }
        }
    }
}

/// Each power's homes are supply centres and its starting units can stand where they
/// start.
fn check_powers(map: &Map, out: &mut Vec<MapProblem>) {
    for pw in &map.powers {
        for h in pw.all_homes() {
            if !map.province(h).centre {
                out.push(MapProblem {
                    subject: pw.name.clone(),
                    message: format!("home `{}` is not a supply centre", map.id_of(h)),
                });
            }
        }
        for &(kind, loc) in &pw.units {
            if !map.valid_location(kind, loc) {
                out.push(MapProblem {
                    subject: pw.name.clone(),
                    message: format!(
                        "starting {} at `{}` cannot stand there",
                        kind.name(),
                        map.location_id(loc)
                    ),
                });
            }
        }
    }
}
