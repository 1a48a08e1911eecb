//! `map-info` and `map-check`.

use crate::cli::out::outln;
use crate::engine::map::geometry::{Geometry, check_geometry};
use crate::engine::map::{Map, Terrain, builtin_geometry, check_map};
use serde::Serialize;
use std::process::ExitCode;

#[derive(Serialize)]
struct PowerInfo {
    name: String,
    homes: Vec<String>,
    units: Vec<String>,
}

#[derive(Serialize)]
struct MapInfo {
    name: String,
    title: String,
    provinces: usize,
    land: usize,
    coastal: usize,
    sea: usize,
    impassable: usize,
    supply_centres: usize,
    victory_centres: u32,
    powers: usize,
    units: usize,
    start_year: u16,
    per_power: Vec<PowerInfo>,
}

fn info(map: &Map) -> MapInfo {
    let count = |t: Terrain| map.provinces.iter().filter(|p| p.terrain == t).count();
    MapInfo {
        name: map.name.clone(),
        title: map.title.clone(),
        provinces: map.provinces.len(),
        land: count(Terrain::Land),
        coastal: count(Terrain::Coast),
        sea: count(Terrain::Sea),
        impassable: count(Terrain::Impassable),
        supply_centres: map.centres().count(),
        victory_centres: map.victory_centres,
        powers: map.powers.len(),
        units: map.powers.iter().map(|p| p.units.len()).sum(),
        start_year: map.start_year,
        per_power: map
            .powers
            .iter()
            .map(|p| PowerInfo {
                name: p.name.clone(),
                homes: p
                    .homes
                    .iter()
                    .map(|h| map.province(*h).abbr.clone())
                    .chain(
                        p.extra_homes
                            .iter()
                            .map(|h| format!("({})", map.province(*h).abbr)),
                    )
                    .collect(),
                units: p
                    .units
                    .iter()
                    .map(|(k, l)| format!("{} {}", k.letter(), map.location_abbr(*l)))
                    .collect(),
            })
            .collect(),
    }
}

/// Prints a map's facts.
pub fn map_info(name: &str, json: bool) -> ExitCode {
    let map = match Map::named(name) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let i = info(&map);
    if json {
        match serde_json::to_string_pretty(&i) {
            Ok(s) => outln!("{s}"),
            Err(e) => {
                eprintln!("cannot write JSON: {e}");
                return ExitCode::from(2);
            }
        }
        return ExitCode::SUCCESS;
    }
    outln!("{} ({})", i.title, i.name);
    outln!(
        "provinces: {} ({} inland, {} coastal, {} sea, {} impassable)",
        i.provinces,
        i.land,
        i.coastal,
        i.sea,
        i.impassable
    );
    outln!(
        "supply centres: {} ({} to win)",
        i.supply_centres,
        i.victory_centres
    );
    outln!("powers: {}", i.powers);
    outln!("units: {}", i.units);
    outln!("first year: {}", i.start_year);
    for p in &i.per_power {
        outln!(
            "  {:<10} homes: {:<20} units: {}",
            p.name,
            p.homes.join(" "),
            p.units.join(", ")
        );
    }
    ExitCode::SUCCESS
}

/// Checks maps; exit 1 if any has problems, 2 if one cannot be loaded.
pub fn map_check(names: &[String]) -> ExitCode {
    let mut code = ExitCode::SUCCESS;
    for name in names {
        match Map::named(name) {
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
            Ok(map) => {
                let mut problems: Vec<String> =
                    check_map(&map).iter().map(|p| p.to_string()).collect();
                // The board's shapes, when the map has them: every border drawn, no overlaps.
                let geometry = match builtin_geometry(name) {
                    Some(text) => Some(Geometry::load(text, &format!("maps/{name}.geometry.ron"))),
                    None => {
                        let path = std::path::Path::new(name).with_extension("geometry.ron");
                        path.exists().then(|| Geometry::read(&path))
                    }
                };
                match geometry {
                    Some(Ok(geo)) => problems.extend(check_geometry(&map, &geo)),
                    Some(Err(e)) => problems.push(e.to_string()),
                    None => {}
                }
                if problems.is_empty() {
                    outln!("{name}: ok");
                } else {
                    for p in &problems {
                        outln!("{name}: {p}");
                    }
                    outln!("{name}: {} problem(s)", problems.len());
                    code = ExitCode::from(1);
                }
            }
        }
    }
    code
}
