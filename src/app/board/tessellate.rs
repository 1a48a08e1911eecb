//! Province outlines to triangle meshes with lyon: fills (even-odd, so canal water stays
//! open) and border strokes.

use super::coords::BOARD_CENTRE;
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, Mesh, PrimitiveTopology};
use lyon::math::point;
use lyon::path::Path;
use lyon::tessellation::{
    BuffersBuilder, FillOptions, FillTessellator, FillVertex, LineCap, LineJoin, StrokeOptions,
    StrokeTessellator, StrokeVertex, VertexBuffers,
};

fn path_of(rings: &[Vec<[f32; 2]>]) -> Path {
    path_with(rings, 3, true)
}

fn path_with(rings: &[Vec<[f32; 2]>], min: usize, close: bool) -> Path {
    let mut b = Path::builder();
    for ring in rings.iter().filter(|r| r.len() >= min) {
        let at = |p: [f32; 2]| point(p[0] - BOARD_CENTRE[0], p[1] - BOARD_CENTRE[1]);
        b.begin(at(ring[0]));
        for p in &ring[1..] {
            b.line_to(at(*p));
        }
        b.end(close);
    }
    b.build()
}

fn mesh_of(buffers: VertexBuffers<[f32; 3], u32>) -> Mesh {
    let n = buffers.vertices.len();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::RENDER_WORLD,
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, buffers.vertices)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; n])
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0, 0.0]; n])
    .with_inserted_indices(Indices::U32(buffers.indices))
}

/// The filled area of some rings (even-odd rule, so holes stay open).
pub fn fill_mesh(rings: &[Vec<[f32; 2]>]) -> Option<Mesh> {
    fill_with(rings, FillOptions::even_odd())
}

/// The union of many counter-clockwise shapes, which may overlap (non-zero rule):
/// one mesh for a whole layer of tokens or markers.
pub fn union_mesh(rings: &[Vec<[f32; 2]>]) -> Option<Mesh> {
    fill_with(rings, FillOptions::non_zero())
}

/// Vertices and triangle indices of the filled area of some rings (even-odd).
pub fn fill_buffers(rings: &[Vec<[f32; 2]>]) -> Option<VertexBuffers<[f32; 3], u32>> {
    let mut buffers: VertexBuffers<[f32; 3], u32> = VertexBuffers::new();
    FillTessellator::new()
        .tessellate_path(
            &path_of(rings),
            &FillOptions::even_odd().with_tolerance(0.05),
            &mut BuffersBuilder::new(&mut buffers, |v: FillVertex| {
                let p = v.position();
                [p.x, p.y, 0.0]
            }),
        )
        .ok()?;
    (!buffers.indices.is_empty()).then_some(buffers)
}

fn fill_with(rings: &[Vec<[f32; 2]>], options: FillOptions) -> Option<Mesh> {
    let mut buffers: VertexBuffers<[f32; 3], u32> = VertexBuffers::new();
    FillTessellator::new()
        .tessellate_path(
            &path_of(rings),
            &options.with_tolerance(0.05),
            &mut BuffersBuilder::new(&mut buffers, |v: FillVertex| {
                let p = v.position();
                [p.x, p.y, 0.0]
            }),
        )
        .ok()?;
    (!buffers.indices.is_empty()).then(|| mesh_of(buffers))
}

/// Shapes painted one over another in a single mesh, each in its own colour (vertex
/// colours, later layers on top): one draw for a whole token.
pub fn layered_mesh(layers: &[(Vec<[f32; 2]>, [f32; 4])]) -> Option<Mesh> {
    let parts = layers
        .iter()
        .filter_map(|(ring, colour)| Some((union_mesh(std::slice::from_ref(ring))?, *colour)))
        .collect();
    merge_coloured(parts)
}

/// Meshes from this module painted one over another as one mesh, each in its colour
/// (vertex colours, later meshes on top): a whole layer of arrows in one draw.
pub fn merge_coloured(parts: Vec<(Mesh, [f32; 4])>) -> Option<Mesh> {
    use bevy::mesh::VertexAttributeValues;
    let mut all: VertexBuffers<[f32; 3], u32> = VertexBuffers::new();
    let mut colours = Vec::new();
    for (mesh, colour) in parts {
        let (Some(VertexAttributeValues::Float32x3(points)), Some(Indices::U32(indices))) =
            (mesh.attribute(Mesh::ATTRIBUTE_POSITION), mesh.indices())
        else {
            continue;
        };
        let base = all.vertices.len() as u32;
        all.indices.extend(indices.iter().map(|i| i + base));
        colours.extend(std::iter::repeat_n(colour, points.len()));
        all.vertices.extend(points.iter().copied());
    }
    (!all.indices.is_empty())
        .then(|| mesh_of(all).with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours))
}

/// The outline of some rings as a band `width` wide.
pub fn stroke_mesh(rings: &[Vec<[f32; 2]>], width: f32) -> Option<Mesh> {
    stroke_path(&path_of(rings), width)
}

/// Open polylines (order arrows' shafts) as bands `width` wide.
pub fn line_mesh(lines: &[Vec<[f32; 2]>], width: f32) -> Option<Mesh> {
    stroke_path(&path_with(lines, 2, false), width)
}

/// Open polylines as bands `width` wide with round ends and joins (coastlines and
/// country borders that must meet without notches).
pub fn round_line_mesh(lines: &[Vec<[f32; 2]>], width: f32) -> Option<Mesh> {
    let options = StrokeOptions::default()
        .with_line_width(width)
        .with_line_cap(LineCap::Round)
        .with_line_join(LineJoin::Round)
        .with_tolerance(0.1);
    stroke_with(&path_with(lines, 2, false), &options)
}

fn stroke_path(path: &Path, width: f32) -> Option<Mesh> {
    stroke_with(path, &StrokeOptions::default().with_line_width(width))
}

fn stroke_with(path: &Path, options: &StrokeOptions) -> Option<Mesh> {
    let mut buffers: VertexBuffers<[f32; 3], u32> = VertexBuffers::new();
    StrokeTessellator::new()
        .tessellate_path(
            path,
            options,
            &mut BuffersBuilder::new(&mut buffers, |v: StrokeVertex| {
                let p = v.position();
                [p.x, p.y, 0.0]
            }),
        )
        .ok()?;
    (!buffers.indices.is_empty()).then(|| mesh_of(buffers))
}

/// A closed polygon around `centre` (board coordinates) from offsets.
pub fn placed(centre: [f32; 2], offsets: &[[f32; 2]]) -> Vec<[f32; 2]> {
    offsets
        .iter()
        .map(|o| [centre[0] + o[0], centre[1] + o[1]])
        .collect()
}
