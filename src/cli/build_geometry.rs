//! `build-geometry`: derives a map's geometry from another geometry and a recipe file
//! (`maps/NAME.recipe.ron`): areas moved between shapes, new land and seas, anchors, scenery.
//!
//! Each step cuts with polygon boolean operations, so a recipe only has to draw the new
//! borders with care; an area may reach sloppily over shapes it does not take from. Anchors
//! the recipe does not give are kept from the base where they still fit, else placed like
//! `import-svg` places them.

use super::import_svg::shape::{best_point, dist, label_anchor, round, unit_anchor};
use crate::cli::out::outln;
use crate::engine::map::Map;
use crate::engine::map::geometry::{
    BORDER_TOLERANCE, CoastAnchor, Geometry, GeometryFile, LineFile, Point, SceneryFile,
    SceneryKind, ShapeFile, bounds, check_geometry, distance_to_rings, edges, point_in_rings,
};
use i_overlay::core::fill_rule::FillRule;
use i_overlay::core::overlay::ShapeType;
use i_overlay::core::overlay_rule::OverlayRule;
use i_overlay::float::overlay::FloatOverlay;
use i_overlay::i_float::adapter::FloatPointAdapter;
use i_overlay::i_float::float::rect::FloatRect;
use serde::Deserialize;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

type Rings = Vec<Vec<Point>>;

/// Pieces smaller than this (square board units) are dropped as slivers.
const SLIVER: f32 = 2.0;

/// A recipe: the base geometry, the steps that reshape it, and what to draw besides.
#[derive(Debug, Deserialize)]
struct GeometryRecipe {
    /// The map the result is for (a built-in name or a `.ron` path).
    map: String,
    /// The geometry to start from, relative to the working directory (the repository root).
    base: PathBuf,
    /// Comment lines written atop the output (licence and credit).
    header: String,
    source: String,
    licence: String,
    steps: Vec<Step>,
    #[serde(default)]
    anchors: Vec<Anchors>,
    /// Base scenery pieces left out, by name.
    #[serde(default)]
    drop_scenery: Vec<String>,
    /// Scenery added; `Land` pieces are clipped to the space no province covers.
    #[serde(default)]
    scenery: Vec<SceneryFile>,
    /// Off-board water (lakes and gulfs no unit enters): never filled, never land.
    #[serde(default)]
    water: Vec<Vec<Point>>,
    /// Lines drawn over the board (railroads, canals), copied as they are.
    #[serde(default)]
    lines: Vec<LineFile>,
}

/// One change to the shapes, applied in order.
#[derive(Debug, Deserialize)]
enum Step {
    /// `id` (new or not) takes the part of `area` that lies in the shapes `from`.
    Take {
        id: String,
        from: Vec<String>,
        area: Vec<Point>,
    },
    /// `id` (new or not) takes the part of `area` that no shape and no water covers yet,
    /// and the part lying in the shapes `from`.
    Fill {
        id: String,
        area: Vec<Point>,
        #[serde(default)]
        from: Vec<String>,
    },
}

/// Anchors given by hand for one province; the rest are kept or placed.
#[derive(Debug, Deserialize)]
struct Anchors {
    id: String,
    #[serde(default)]
    unit: Option<Point>,
    #[serde(default)]
    label: Option<Point>,
    #[serde(default)]
    dot: Option<Point>,
    #[serde(default)]
    coasts: Vec<CoastAnchor>,
}

/// Builds the geometry a recipe describes and writes it to `out` (default
/// `maps/MAP.geometry.ron`). Geometry problems are printed as warnings.
pub fn build_geometry(recipe: &Path, out: Option<&Path>) -> ExitCode {
    match run(recipe, out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("build-geometry: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(recipe_path: &Path, out: Option<&Path>) -> Result<(), String> {
    let name = recipe_path.display().to_string();
    let recipe = read_recipe(recipe_path, &name)?;
    let map = Map::named(&recipe.map).map_err(|e| e.to_string())?;
    let base = Geometry::read(&recipe.base).map_err(|e| e.to_string())?;
    let mut shapes: Vec<(String, Rings)> = base
        .file
        .provinces
        .iter()
        .map(|s| (s.id.clone(), s.rings.clone()))
        .collect();
    for (n, step) in recipe.steps.iter().enumerate() {
        apply(&mut shapes, step, &recipe.water)
            .map_err(|m| format!("{name}: step {}: {m}", n + 1))?;
    }
    shapes.retain(|(_, r)| !r.is_empty());
    let provinces = province_shapes(&map, &base, &recipe, &shapes)?;
    warn_left_over(&map, &shapes);
    let scenery = scenery(&base, &recipe, &provinces);
    let file = GeometryFile {
        source: recipe.source.clone(),
        licence: recipe.licence.clone(),
        provinces,
        scenery,
        lines: recipe.lines.clone(),
    };
    let out: PathBuf = out.map_or_else(
        || format!("maps/{}.geometry.ron", map.name).into(),
        Into::into,
    );
    write_geometry(&map, &file, &recipe.header, &out)
}

/// The recipe read from `path` (`name` in messages).
fn read_recipe(path: &Path, name: &str) -> Result<GeometryRecipe, String> {
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("{name}: cannot read the file: {e}"))?;
    ron::from_str(&text).map_err(|e| {
        let (line, col) = (e.span.start.line, e.span.start.col);
        format!("{name}:{line}:{col}: not a valid recipe: {}", e.code)
    })
}

/// Each province of the map with its reshaped rings and its anchors: kept from the base
/// where the shape is unchanged and none are given, else placed (islands inside it kept
/// clear). Every coast must have its fleet anchor.
fn province_shapes(
    map: &Map,
    base: &Geometry,
    recipe: &GeometryRecipe,
    shapes: &[(String, Rings)],
) -> Result<Vec<ShapeFile>, String> {
    let islands: Vec<&Vec<Point>> = base
        .file
        .scenery
        .iter()
        .chain(&recipe.scenery)
        .filter(|s| s.kind == SceneryKind::Island && !recipe.drop_scenery.contains(&s.name))
        .flat_map(|s| &s.rings)
        .collect();
    let by_id: HashMap<&str, &Rings> = shapes.iter().map(|(id, r)| (id.as_str(), r)).collect();
    let mut provinces = Vec::new();
    for p in &map.provinces {
        let Some(rings) = by_id.get(p.id.as_str()) else {
            continue; // reported by the geometry checks
        };
        let given = recipe.anchors.iter().find(|a| a.id == p.id);
        let old = base
            .shape(&p.id)
            .filter(|s| s.rings == **rings && s.centre_dot.is_some() == p.centre);
        let shape = match (old, given) {
            (Some(old), None) => old.clone(),
            _ => {
                let mut solid = (*rings).clone();
                solid.extend(
                    islands
                        .iter()
                        .filter(|i| i.first().is_some_and(|&q| point_in_rings(rings, q)))
                        .map(|i| (*i).clone()),
                );
                place(&p.id, rings, &solid, base.shape(&p.id), given, p.centre)?
            }
        };
        for c in &p.coasts {
            if !shape.coasts.iter().any(|a| a.coast == c.coast.code()) {
                return Err(format!(
                    "{}: give the fleet anchor of coast {}",
                    p.id,
                    c.coast.code()
                ));
            }
        }
        provinces.push(shape);
    }
    Ok(provinces)
}

/// Warns of shapes that are no province of the map.
fn warn_left_over(map: &Map, shapes: &[(String, Rings)]) {
    for (id, _) in shapes {
        if map.find_province(id).is_none_or(|p| map.id_of(p) != id) {
            eprintln!(
                "build-geometry: warning: `{id}` is left over, not on map `{}`",
                map.name
            );
        }
    }
}

/// The base's scenery (less the pieces dropped) and the recipe's, its land clipped to the
/// space no province and no water covers.
fn scenery(base: &Geometry, recipe: &GeometryRecipe, provinces: &[ShapeFile]) -> Vec<SceneryFile> {
    let all: Rings = provinces.iter().flat_map(|s| s.rings.clone()).collect();
    let mut scenery: Vec<SceneryFile> = base
        .file
        .scenery
        .iter()
        .filter(|s| !recipe.drop_scenery.contains(&s.name))
        .cloned()
        .collect();
    for s in &recipe.scenery {
        let rings = match s.kind {
            SceneryKind::Land => {
                let dry = boolean(&s.rings, &recipe.water, OverlayRule::Difference);
                boolean(&dry, &all, OverlayRule::Difference)
            }
            _ => s.rings.clone(),
        };
        let rings = rings
            .into_iter()
            .map(|r| r.into_iter().map(round).collect())
            .collect();
        scenery.push(SceneryFile { rings, ..s.clone() });
    }
    scenery
}

/// Writes the geometry file to `out` under `header`, after loading it back and checking
/// it against the map (its problems, false borders included, are printed as warnings).
fn write_geometry(map: &Map, file: &GeometryFile, header: &str, out: &Path) -> Result<(), String> {
    let config = ron::ser::PrettyConfig::new()
        .new_line("\n")
        .depth_limit(3)
        .struct_names(true);
    let body = ron::ser::to_string_pretty(file, config)
        .map_err(|e| format!("cannot write the geometry: {e}"))?;
    let text = format!("{header}{body}\n");
    let out_name = out.display().to_string();
    let geometry = Geometry::load(&text, &out_name).map_err(|e| e.to_string())?;
    let mut problems = check_geometry(map, &geometry);
    problems.extend(false_borders(map, &geometry));
    for problem in &problems {
        eprintln!("build-geometry: warning: {problem}");
    }
    std::fs::write(out, text).map_err(|e| format!("{out_name}: cannot write the file: {e}"))?;
    outln!(
        "{out_name}: {} province shapes, {} scenery pieces, {} problems",
        geometry.file.provinces.len(),
        geometry.file.scenery.len(),
        problems.len()
    );
    Ok(())
}

/// Applies one step to the shapes.
fn apply(shapes: &mut Vec<(String, Rings)>, step: &Step, water: &Rings) -> Result<(), String> {
    let (id, area, from, fill) = match step {
        Step::Take { id, from, area } => (id, vec![area.clone()], from, false),
        Step::Fill { id, area, from } => (id, vec![area.clone()], from, true),
    };
    let mut taken = Vec::new();
    if fill {
        let mut free = boolean(&area, water, OverlayRule::Difference);
        for (_, rings) in shapes.iter() {
            free = boolean(&free, rings, OverlayRule::Difference);
        }
        taken.extend(free);
    }
    for f in from {
        let Some((_, rings)) = shapes.iter_mut().find(|(s, _)| s == f) else {
            return Err(format!("no shape `{f}` to take from"));
        };
        taken.extend(boolean(rings, &area, OverlayRule::Intersect));
        *rings = boolean(rings, &area, OverlayRule::Difference);
    }
    if taken.is_empty() {
        return Err(format!("`{id}` gets nothing"));
    }
    match shapes.iter_mut().find(|(s, _)| s == id) {
        Some((_, rings)) => *rings = boolean(rings, &taken, OverlayRule::Union),
        None => shapes.push((id.clone(), boolean(&taken, &[], OverlayRule::Union))),
    }
    Ok(())
}

/// A boolean operation on two even-odd sets of rings, slivers dropped. Every operation
/// snaps to one fixed grid, so pieces cut in different steps meet exactly.
fn boolean(a: &[Vec<Point>], b: &[Vec<Point>], rule: OverlayRule) -> Rings {
    let wide = |rings: &[Vec<Point>]| -> Vec<Vec<[f64; 2]>> {
        let ring = |r: &Vec<Point>| r.iter().map(|p| [p[0] as f64, p[1] as f64]).collect();
        rings.iter().map(ring).collect()
    };
    let grid = FloatRect::new(-4096.0, 4096.0, -4096.0, 4096.0).expect("a valid rectangle");
    FloatOverlay::<[f64; 2], i32>::with_adapter(FloatPointAdapter::new(grid), 64)
        .unsafe_add_source(&wide(a), ShapeType::Subject)
        .unsafe_add_source(&wide(b), ShapeType::Clip)
        .overlay(rule, FillRule::EvenOdd)
        .into_iter()
        .flatten()
        .map(|r| {
            r.iter()
                .map(|p| [p[0] as f32, p[1] as f32])
                .collect::<Vec<Point>>()
        })
        .filter(|r| r.len() >= 3 && ring_area(r).abs() >= SLIVER)
        .collect()
}

/// Signed area of a ring (shoelace).
fn ring_area(ring: &[Point]) -> f32 {
    let sum: f32 = edges(std::slice::from_ref(&ring.to_vec()))
        .map(|(p, q)| p[0] * q[1] - q[0] * p[1])
        .sum();
    sum / 2.0
}

/// The anchors of a changed shape: given by the recipe, else kept from the base where
/// they still sit well inside, else placed afresh.
fn place(
    id: &str,
    rings: &Rings,
    solid: &Rings,
    old: Option<&ShapeFile>,
    given: Option<&Anchors>,
    centre: bool,
) -> Result<ShapeFile, String> {
    let inside =
        |p: Point, room: f32| point_in_rings(solid, p) && distance_to_rings(solid, p) >= room;
    let old_dot = old.and_then(|o| o.centre_dot).filter(|&d| inside(d, 5.0));
    let dot = given.and_then(|g| g.dot).or(old_dot);
    let old_unit = old.map(|o| o.unit).filter(|&u| inside(u, 12.0));
    let unit = match given.and_then(|g| g.unit).or(old_unit) {
        Some(u) => u,
        None => unit_anchor(solid, dot).ok_or_else(|| format!("{id}: no room for a unit"))?,
    };
    let label = given
        .and_then(|g| g.label)
        .or_else(|| {
            old.filter(|o| o.unit == unit)
                .map(|o| o.label)
                .filter(|&l| inside(l, 3.0))
        })
        .unwrap_or_else(|| label_anchor(solid, unit, dot));
    let dot = match (centre, dot) {
        (false, _) => None,
        (true, Some(d)) => Some(d),
        (true, None) => {
            let score = |p: Point| {
                distance_to_rings(solid, p).min(8.0)
                    - 0.5 * (dist(p, unit) - 18.0).abs()
                    - 0.5 * (dist(p, label) < 10.0) as u8 as f32 * 10.0
            };
            let d = best_point(solid, |p| point_in_rings(solid, p), score);
            Some(d.ok_or_else(|| format!("{id}: no room for the centre marker"))?)
        }
    };
    let mut coasts: Vec<CoastAnchor> = old
        .map(|o| {
            o.coasts
                .iter()
                .filter(|c| inside(c.fleet, 2.0))
                .cloned()
                .collect()
        })
        .unwrap_or_default();
    for c in given.map(|g| g.coasts.as_slice()).unwrap_or_default() {
        coasts.retain(|o| o.coast != c.coast);
        coasts.push(c.clone());
    }
    coasts.sort_by(|a, b| a.coast.cmp(&b.coast));
    let rings = rings
        .iter()
        .map(|r| r.iter().copied().map(round).collect())
        .collect();
    Ok(ShapeFile {
        id: id.to_string(),
        rings,
        unit: round(unit),
        label: round(label),
        centre_dot: dot.map(round),
        coasts,
    })
}

/// Pairs of provinces that are not neighbours on the map but whose shapes share a border
/// longer than a few units: a player would read them as adjacent.
fn false_borders(map: &Map, geo: &Geometry) -> Vec<String> {
    let mut pairs = BTreeSet::new();
    for a in map.province_ids() {
        for b in map.neighbours(a) {
            pairs.insert((a.index().min(b.index()), a.index().max(b.index())));
        }
    }
    let shapes = &geo.file.provinces;
    let mut out = Vec::new();
    for (i, a) in shapes.iter().enumerate() {
        for b in &shapes[i + 1..] {
            let (Some(pa), Some(pb)) = (map.find_province(&a.id), map.find_province(&b.id)) else {
                continue;
            };
            let key = (pa.index().min(pb.index()), pa.index().max(pb.index()));
            if pairs.contains(&key) {
                continue;
            }
            let shared = shared_length(&a.rings, &b.rings).max(shared_length(&b.rings, &a.rings));
            if shared > 6.0 {
                out.push(format!(
                    "{} and {}: not adjacent on the map, but their shapes share {shared:.0} units of border",
                    a.id, b.id
                ));
            }
        }
    }
    out
}

/// Length of the edges of `a` that run along the outline of `b`.
fn shared_length(a: &Rings, b: &Rings) -> f32 {
    let (ba, bb) = (bounds(a), bounds(b));
    let t = BORDER_TOLERANCE;
    if ba[0] > bb[2] + t || bb[0] > ba[2] + t || ba[1] > bb[3] + t || bb[1] > ba[3] + t {
        return 0.0;
    }
    edges(a)
        .filter(|&(p, q)| {
            let mid = [(p[0] + q[0]) / 2.0, (p[1] + q[1]) / 2.0];
            [p, mid, q].iter().all(|&x| distance_to_rings(b, x) <= t)
        })
        .map(|(p, q)| dist(p, q))
        .sum()
}
