//! Province shapes for the map view (`maps/*.geometry.ron`): format, loader, and checks.
//!
//! A geometry belongs to a [`Map`]: one shape per province, checked with [`check_geometry`].
//! Coordinates are board units with y pointing up (the raw coordinates of Martin Asal's
//! board, 0..1077 on both axes). Rings are filled with the even-odd rule, so a ring lying
//! inside another is a hole (the water of the Kiel canal, the Bosporus, the Danish straits).
//! Pure geometry: nothing here draws.

use super::model::Map;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap};
use std::path::Path;

/// A point in board units, y up.
pub type Point = [f32; 2];

/// How close two outlines must come to count as sharing a border, and how far a vertex
/// must lie inside another shape to count as an overlap (board units).
pub const BORDER_TOLERANCE: f32 = 1.5;

/// A whole geometry file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GeometryFile {
    /// Where the shapes came from (file names).
    pub source: String,
    /// Licence and credit for the shapes.
    pub licence: String,
    /// One shape per province of the map, in map order.
    pub provinces: Vec<ShapeFile>,
    /// Non-playing land, islands and Switzerland, drawn but never clicked.
    #[serde(default)]
    pub scenery: Vec<SceneryFile>,
    /// Lines drawn over the provinces: railroad tracks and canals.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<LineFile>,
}

/// The shape of one province and where things are drawn on it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ShapeFile {
    /// The province id in the map file (`lon`, `stp`).
    pub id: String,
    /// Outlines, even-odd filled.
    pub rings: Vec<Vec<Point>>,
    /// Where a unit stands (armies, and fleets when there are no split coasts).
    pub unit: Point,
    /// Where the province's name is written.
    pub label: Point,
    /// The supply-centre marker, for supply centres.
    #[serde(default)]
    pub centre_dot: Option<Point>,
    /// Where a fleet stands on each named coast of a split-coast province.
    #[serde(default)]
    pub coasts: Vec<CoastAnchor>,
}

/// Where a fleet on one named coast is drawn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CoastAnchor {
    /// `nc`, `sc`, `ec` or `wc`.
    pub coast: String,
    pub fleet: Point,
}

/// What a piece of scenery is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SceneryKind {
    /// Land no unit may enter that is part of the board (Switzerland).
    Impassable,
    /// An island in or between seas.
    Island,
    /// Non-playing land beside the provinces.
    Land,
}

/// Land drawn for the look of the board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SceneryFile {
    pub name: String,
    pub kind: SceneryKind,
    pub rings: Vec<Vec<Point>>,
}

/// What a line over the board is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LineKind {
    /// A railroad's track, from one end station to the other.
    Railroad,
    /// A canal a fleet may cross a province by.
    Canal,
}

/// A line drawn over the provinces, never clicked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LineFile {
    pub name: String,
    pub kind: LineKind,
    /// The line's course, at least two points.
    pub points: Vec<Point>,
}

/// Why a geometry file could not be loaded.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum GeometryError {
    #[error("{file}: cannot read the file: {message}")]
    Io { file: String, message: String },
    #[error("{file}:{line}:{col}: not a valid geometry file: {message}")]
    Syntax {
        file: String,
        line: usize,
        col: usize,
        message: String,
    },
    #[error("{file}:{line}:{col}: `{name}`: {message}")]
    Entry {
        file: String,
        line: usize,
        col: usize,
        name: String,
        message: String,
    },
}

/// A loaded geometry file, with its shapes indexed by province id.
#[derive(Debug, Clone)]
pub struct Geometry {
    pub file: GeometryFile,
    by_id: HashMap<String, usize>,
}

impl Geometry {
    /// Reads a geometry file from disk.
    pub fn read(path: &Path) -> Result<Geometry, GeometryError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| GeometryError::Io {
            file: file.clone(),
            message: e.to_string(),
        })?;
        Geometry::load(&text, &file)
    }

    /// Parses geometry text; `file` names it in error messages.
    pub fn load(text: &str, file: &str) -> Result<Geometry, GeometryError> {
        let raw: GeometryFile = ron::from_str(text).map_err(|e| GeometryError::Syntax {
            file: file.to_string(),
            line: e.span.start.line,
            col: e.span.start.col,
            message: e.code.to_string(),
        })?;
        let entry_error = |key: &str, name: &str, message: String| {
            let (line, col) = place_of(text, key, name);
            GeometryError::Entry {
                file: file.to_string(),
                line,
                col,
                name: name.to_string(),
                message,
            }
        };
        let mut by_id = HashMap::new();
        for (i, shape) in raw.provinces.iter().enumerate() {
            if by_id.insert(shape.id.to_ascii_lowercase(), i).is_some() {
                return Err(entry_error(
                    "id",
                    &shape.id,
                    "two shapes have this id".into(),
                ));
            }
            let points = shape.coasts.iter().map(|c| c.fleet);
            let points = points
                .chain([shape.unit, shape.label])
                .chain(shape.centre_dot);
            if let Some(message) = ring_problem(&shape.rings, points) {
                return Err(entry_error("id", &shape.id, message));
            }
        }
        for s in &raw.scenery {
            if let Some(message) = ring_problem(&s.rings, std::iter::empty()) {
                return Err(entry_error("name", &s.name, message));
            }
        }
        for l in &raw.lines {
            if l.points.len() < 2 {
                return Err(entry_error(
                    "name",
                    &l.name,
                    "a line needs two points".into(),
                ));
            }
            if !l
                .points
                .iter()
                .all(|p| p[0].is_finite() && p[1].is_finite())
            {
                return Err(entry_error(
                    "name",
                    &l.name,
                    "a coordinate is not a finite number".into(),
                ));
            }
        }
        Ok(Geometry { file: raw, by_id })
    }

    /// The shape of a province, by id (any case).
    pub fn shape(&self, id: &str) -> Option<&ShapeFile> {
        let i = *self.by_id.get(&id.to_ascii_lowercase())?;
        self.file.provinces.get(i)
    }
}

/// Line and column of `key: "name"` in the source, for messages.
fn place_of(text: &str, key: &str, name: &str) -> (usize, usize) {
    let needle = format!("\"{name}\"");
    for (n, line) in text.lines().enumerate() {
        if let Some(col) = line.find(&needle)
            && line[..col].contains(key)
        {
            return (n + 1, col + 1);
        }
    }
    (0, 0)
}

/// What is wrong with a set of rings (and extra points), if anything.
fn ring_problem(rings: &[Vec<Point>], points: impl Iterator<Item = Point>) -> Option<String> {
    if rings.is_empty() {
        return Some("has no rings".into());
    }
    if let Some(i) = rings.iter().position(|r| r.len() < 3) {
        return Some(format!("ring {} has fewer than 3 points", i + 1));
    }
    let mut coords = rings.iter().flatten().copied().chain(points);
    if !coords.all(|p| p[0].is_finite() && p[1].is_finite()) {
        return Some("a coordinate is not a finite number".into());
    }
    None
}

/// Whether `p` lies inside the rings, by the even-odd rule.
pub fn point_in_rings(rings: &[Vec<Point>], p: Point) -> bool {
    let mut inside = false;
    for (a, b) in edges(rings) {
        if (a[1] > p[1]) != (b[1] > p[1]) {
            let x = a[0] + (p[1] - a[1]) * (b[0] - a[0]) / (b[1] - a[1]);
            if p[0] < x {
                inside = !inside;
            }
        }
    }
    inside
}

/// Every edge of every ring, each ring closed.
pub fn edges(rings: &[Vec<Point>]) -> impl Iterator<Item = (Point, Point)> + '_ {
    rings
        .iter()
        .flat_map(|r| (0..r.len()).map(move |i| (r[i], r[(i + 1) % r.len()])))
}

/// Distance from `p` to the segment `a`-`b`.
pub fn segment_distance(p: Point, a: Point, b: Point) -> f32 {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let len2 = dx * dx + dy * dy;
    let t = if len2 > 0.0 {
        (((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let (ex, ey) = (p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
    (ex * ex + ey * ey).sqrt()
}

/// Distance from `p` to the nearest edge of the rings (infinite when there are none).
pub fn distance_to_rings(rings: &[Vec<Point>], p: Point) -> f32 {
    edges(rings)
        .map(|(a, b)| segment_distance(p, a, b))
        .fold(f32::INFINITY, f32::min)
}

/// Bounding box `[min_x, min_y, max_x, max_y]` of the rings.
pub fn bounds(rings: &[Vec<Point>]) -> [f32; 4] {
    let mut b = [
        f32::INFINITY,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NEG_INFINITY,
    ];
    for p in rings.iter().flatten() {
        b = [
            b[0].min(p[0]),
            b[1].min(p[1]),
            b[2].max(p[0]),
            b[3].max(p[1]),
        ];
    }
    b
}

/// Whether two bounding boxes come within `tol` of each other.
fn boxes_near(a: [f32; 4], b: [f32; 4], tol: f32) -> bool {
    a[0] <= b[2] + tol && b[0] <= a[2] + tol && a[1] <= b[3] + tol && b[1] <= a[3] + tol
}

/// Whether two shapes share a border: some vertex of one lies within `tol` of an edge
/// of the other.
pub fn share_border(a: &[Vec<Point>], b: &[Vec<Point>], tol: f32) -> bool {
    fn near(from: &[Vec<Point>], to: &[Vec<Point>], tol: f32) -> bool {
        from.iter()
            .flatten()
            .any(|&p| distance_to_rings(to, p) <= tol)
    }
    boxes_near(bounds(a), bounds(b), tol) && (near(a, b, tol) || near(b, a, tol))
}

/// Whether two shapes overlap: some vertex of one lies inside the other by more than
/// `tol`. Shapes that only share borders do not overlap.
pub fn overlaps(a: &[Vec<Point>], b: &[Vec<Point>], tol: f32) -> bool {
    fn inside(from: &[Vec<Point>], to: &[Vec<Point>], tol: f32) -> bool {
        from.iter()
            .flatten()
            .any(|&p| point_in_rings(to, p) && distance_to_rings(to, p) > tol)
    }
    boxes_near(bounds(a), bounds(b), 0.0) && (inside(a, b, tol) || inside(b, a, tol))
}

/// Every problem of a geometry against its map: provinces without shapes, shapes of
/// unknown provinces, anchors outside their shapes, missing coast anchors, neighbours
/// whose shapes share no border, and overlaps. Empty when the geometry is sound.
pub fn check_geometry(map: &Map, geo: &Geometry) -> Vec<String> {
    let mut out = Vec::new();
    let shapes = &geo.file.provinces;
    for p in &map.provinces {
        if geo.shape(&p.id).is_none() {
            out.push(format!("{}: the province has no shape", p.id));
        }
    }
    for s in shapes {
        let Some(pid) = map.provinces.iter().position(|p| p.id == s.id) else {
            out.push(format!(
                "{}: a shape for a province not on map `{}`",
                s.id, map.name
            ));
            continue;
        };
        let inside = |p: Point| point_in_rings(&s.rings, p);
        if !inside(s.unit) {
            out.push(format!("{}: the unit anchor lies outside the shape", s.id));
        }
        if !inside(s.label) {
            out.push(format!("{}: the label anchor lies outside the shape", s.id));
        }
        for c in &s.coasts {
            if !inside(c.fleet) {
                out.push(format!(
                    "{}: the {} anchor lies outside the shape",
                    s.id, c.coast
                ));
            }
        }
        for c in &map.provinces[pid].coasts {
            if !s.coasts.iter().any(|a| a.coast == c.coast.code()) {
                out.push(format!(
                    "{}: no fleet anchor for coast {}",
                    s.id,
                    c.coast.code()
                ));
            }
        }
    }
    let mut pairs = BTreeSet::new();
    for a in map.province_ids() {
        for b in map.neighbours(a) {
            pairs.insert((a.index().min(b.index()), a.index().max(b.index())));
        }
    }
    for (i, j) in pairs {
        let (pa, pb) = (&map.provinces[i], &map.provinces[j]);
        if let (Some(sa), Some(sb)) = (geo.shape(&pa.id), geo.shape(&pb.id))
            && !share_border(&sa.rings, &sb.rings, BORDER_TOLERANCE)
        {
            out.push(format!(
                "{} and {}: adjacent on the map, but their shapes share no border",
                pa.id, pb.id
            ));
        }
    }
    for (i, a) in shapes.iter().enumerate() {
        for b in &shapes[i + 1..] {
            if overlaps(&a.rings, &b.rings, BORDER_TOLERANCE) {
                out.push(format!("{} and {}: the shapes overlap", a.id, b.id));
            }
        }
    }
    for sc in &geo.file.scenery {
        for s in shapes {
            let sea = map
                .find_province(&s.id)
                .is_some_and(|p| map.province(p).is_sea());
            if sc.kind == SceneryKind::Island && sea {
                continue;
            }
            if overlaps(&sc.rings, &s.rings, BORDER_TOLERANCE) {
                out.push(format!("scenery `{}` overlaps province {}", sc.name, s.id));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
