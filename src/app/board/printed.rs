//! The look of a printed board drawn with lyon: the shallows along every coast (bands of
//! lighter water under the land) and the fine double coastline, the thicker borders between
//! countries (home territories of different powers, or a power's and neutral land), and
//! supply-centre markers as a ring round a star. All of it is part of the cached board
//! image, drawn again only when the board changes.

use super::Board;
use super::paint::Painter;
use super::palette;
use super::tessellate::{layered_mesh, placed, round_line_mesh};
use crate::engine::ids::ProvinceId;
use crate::engine::map::Terrain;
use crate::engine::map::geometry::{SceneryKind, edges};
use bevy::asset::RenderAssetUsages;
use bevy::color::Mix;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use lyon::tessellation::VertexBuffers;
use std::collections::HashMap;

/// Marks every entity drawn for the board's fixed layers.
#[derive(Component)]
pub struct BoardPiece;

/// The shallows' bands, widest (faintest) first: full width in board units and how far
/// each lightens the sea toward the shallows' colour.
const SHALLOWS: [(f32, f32); 3] = [(34.0, 0.10), (20.0, 0.20), (10.0, 0.32)];
/// The coast's second line: how far out from the coast it runs and how thick it is.
const COAST_LINE_OUT: f32 = 2.6;
const COAST_LINE_WIDTH: f32 = 0.9;
/// The width of a border between countries (other borders are 1.2).
pub const COUNTRY_BORDER: f32 = 2.8;
/// A supply centre's marker: the ring's outer and inner radius and the star's points'.
const MARKER_RING: [f32; 2] = [5.6, 4.2];
const MARKER_STAR: [f32; 2] = [3.5, 1.45];

/// The fills of many provinces gathered into one mesh, with each
/// province's number in its vertices (see `draw::ProvinceFills`).
#[derive(Default)]
pub struct FillLayer {
    positions: Vec<[f32; 3]>,
    indices: Vec<u32>,
    /// Each vertex's uv: 0 and its province's number plus one (see `ProvinceMaterial`).
    uvs: Vec<[f32; 2]>,
}

impl FillLayer {
    /// Adds a province's tessellated fill (its colour and state come from the material).
    pub fn add(&mut self, p: ProvinceId, buffers: VertexBuffers<[f32; 3], u32>) {
        let base = self.positions.len() as u32;
        self.positions.extend(buffers.vertices);
        self.indices
            .extend(buffers.indices.iter().map(|i| i + base));
        self.uvs
            .resize(self.positions.len(), [0.0, (p.index() + 1) as f32]);
    }

    /// The mesh, never changed afterwards.
    pub fn into_mesh(self) -> Mesh {
        let n = self.positions.len();
        Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::all())
            .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
            .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0f32, 0.0, 1.0]; n])
            .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, self.uvs)
            .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// What stands on one side of a piece of outline.
#[derive(Clone, Copy, PartialEq)]
enum Side {
    Sea,
    /// Land of a province: whose home it is (none: neutral).
    Land(Option<u8>),
    /// Islands and land outside the game.
    Scenery,
}

/// A point of an outline as a key, to the nearest tenth of a board unit.
fn key(p: [f32; 2]) -> (i32, i32) {
    ((p[0] * 10.0).round() as i32, (p[1] * 10.0).round() as i32)
}

/// Polylines in board coordinates.
pub type Lines = Vec<Vec<[f32; 2]>>;

/// The coasts (outline shared by sea and land, and every island's outline) and the borders
/// between countries.
pub fn coasts_and_country_borders(board: &Board) -> (Lines, Lines) {
    type Segment = ((i32, i32), (i32, i32));
    let mut sides: HashMap<Segment, (Vec<Side>, [[f32; 2]; 2])> = HashMap::new();
    let mut add = |rings: &[Vec<[f32; 2]>], side: Side| {
        for (a, b) in edges(rings) {
            let (ka, kb) = (key(a), key(b));
            let k = if ka <= kb { (ka, kb) } else { (kb, ka) };
            let entry = sides.entry(k).or_insert_with(|| (Vec::new(), [a, b]));
            entry.0.push(side);
        }
    };
    for p in board.map.province_ids() {
        let prov = board.map.province(p);
        let Some(shape) = board.geometry.shape(&prov.id) else {
            continue;
        };
        let side = match prov.terrain {
            Terrain::Sea => Side::Sea,
            _ => Side::Land(prov.home_of.map(|h| h.0)),
        };
        add(&shape.rings, side);
    }
    let mut islands = Vec::new();
    for s in &board.geometry.file.scenery {
        if s.kind == SceneryKind::Island {
            islands.extend(s.rings.iter().cloned());
        } else {
            add(&s.rings, Side::Scenery);
        }
    }
    let (mut coast, mut country) = (Vec::new(), Vec::new());
    for (owners, points) in sides.values() {
        let sea = owners.contains(&Side::Sea);
        let shore = owners.iter().any(|s| *s != Side::Sea);
        let homes: Vec<Option<u8>> = owners
            .iter()
            .filter_map(|s| match s {
                Side::Land(h) => Some(*h),
                _ => None,
            })
            .collect();
        if sea && shore {
            coast.push(*points);
        } else if homes.len() == 2 && homes[0] != homes[1] {
            country.push(*points);
        }
    }
    let mut coasts = chain(coast);
    coasts.extend(islands.into_iter().map(|mut ring| {
        if let Some(first) = ring.first().copied() {
            ring.push(first);
        }
        ring
    }));
    (coasts, chain(country))
}

/// Joins segments that meet end to end into polylines (so strokes join smoothly).
fn chain(segments: Vec<[[f32; 2]; 2]>) -> Lines {
    let mut at: HashMap<(i32, i32), Vec<usize>> = HashMap::new();
    for (i, s) in segments.iter().enumerate() {
        at.entry(key(s[0])).or_default().push(i);
        at.entry(key(s[1])).or_default().push(i);
    }
    let mut used = vec![false; segments.len()];
    let mut lines = Vec::new();
    for start in 0..segments.len() {
        if used[start] {
            continue;
        }
        used[start] = true;
        let mut line = segments[start].to_vec();
        // Extend at the end, then (reversed) at the other end.
        for _ in 0..2 {
            loop {
                let end = *line.last().expect("a line has points");
                let next = at
                    .get(&key(end))
                    .and_then(|v| v.iter().copied().find(|&i| !used[i]));
                let Some(i) = next else { break };
                used[i] = true;
                let s = segments[i];
                line.push(if key(s[0]) == key(end) { s[1] } else { s[0] });
            }
            line.reverse();
        }
        lines.push(line);
    }
    lines
}

/// The sea's colour lightened toward the shallows' by `by`.
fn shallow(by: f32) -> Color {
    palette::SEA.mix(&palette::SHALLOWS, by)
}

/// Spawns the shallows and the coast's second line between the seas (at depth `sea`) and
/// the land (drawn over their inner half), and the country borders at depth `borders`.
pub fn spawn_coasts_and_borders(
    commands: &mut Commands,
    paint: &mut Painter,
    board: &Board,
    sea: f32,
    borders: f32,
) {
    let (coasts, countries) = coasts_and_country_borders(board);
    let mut z = sea + 0.01;
    for (width, by) in SHALLOWS {
        paint.piece(
            commands,
            BoardPiece,
            round_line_mesh(&coasts, width),
            shallow(by),
            z,
        );
        z += 0.01;
    }
    // The second line: a dark band, then the lightest water inside it up to the coast.
    paint.piece(
        commands,
        BoardPiece,
        round_line_mesh(&coasts, 2.0 * (COAST_LINE_OUT + COAST_LINE_WIDTH)),
        palette::COAST_LINE,
        z,
    );
    paint.piece(
        commands,
        BoardPiece,
        round_line_mesh(&coasts, 2.0 * COAST_LINE_OUT),
        shallow(0.45),
        z + 0.01,
    );
    paint.piece(
        commands,
        BoardPiece,
        round_line_mesh(&countries, COUNTRY_BORDER),
        palette::BORDER,
        borders,
    );
}

/// Every supply centre's marker (a dark ring round a light disc with a dark star), as one
/// mesh in vertex colours.
pub fn centre_markers(board: &Board, at: impl Fn(ProvinceId) -> Option<[f32; 2]>) -> Option<Mesh> {
    let circle = |r: f32| -> Vec<[f32; 2]> {
        (0..20)
            .map(|k| {
                let a = k as f32 * std::f32::consts::TAU / 20.0;
                [r * a.cos(), r * a.sin()]
            })
            .collect()
    };
    let star: Vec<[f32; 2]> = (0..10)
        .map(|k| {
            let a = std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::PI / 5.0;
            let r = MARKER_STAR[k % 2];
            [r * a.cos(), r * a.sin()]
        })
        .collect();
    let colour = |c: Color| LinearRgba::from(c).to_f32_array();
    let (dark, light) = (colour(palette::BORDER), colour(palette::MARKER));
    let mut layers = Vec::new();
    for p in board.map.province_ids() {
        let Some(centre) = at(p) else { continue };
        layers.push((placed(centre, &circle(MARKER_RING[0])), dark));
        layers.push((placed(centre, &circle(MARKER_RING[1])), light));
        layers.push((placed(centre, &star), dark));
    }
    layered_mesh(&layers)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::LoadedBoard;

    /// The standard board's coasts and country borders: Germany's Munich meets neutral
    /// Burgundy by a country border, France's Brest and Paris only by a thin one, and
    /// Brest has a coast on the Channel.
    #[test]
    fn country_borders_run_between_countries_and_coasts_along_the_sea() {
        let board = LoadedBoard::named("standard").expect("board");
        let board = board.get();
        let (coasts, countries) = coasts_and_country_borders(&board);
        assert!(coasts.len() > 10, "{} coasts", coasts.len());
        let shape = |id: &str| board.geometry.shape(id).expect("shape").rings.clone();
        let on = |lines: &[Vec<[f32; 2]>], a: &str, b: &str| {
            let (ka, kb): (Vec<_>, Vec<_>) = (
                shape(a).iter().flatten().map(|p| key(*p)).collect(),
                shape(b).iter().flatten().map(|p| key(*p)).collect(),
            );
            let both = |p: &[f32; 2]| ka.contains(&key(*p)) && kb.contains(&key(*p));
            lines
                .iter()
                .any(|l| l.windows(2).any(|w| both(&w[0]) && both(&w[1])))
        };
        assert!(on(&countries, "bur", "mun"));
        assert!(on(&countries, "par", "bur"));
        assert!(!on(&countries, "bre", "par"));
        assert!(on(&coasts, "bre", "eng"));
    }
}
