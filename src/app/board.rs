//! The board on screen: province fills coloured by centre control, borders, scenery,
//! supply-centre markers and unit tokens, all tessellated with lyon.

use super::CurrentGame;
use super::palette;
use super::picking::Hovered;
use super::province_material::{HOVERED, ProvinceMaterial};
use super::tessellate::{BOARD_CENTRE, fill_buffers, fill_mesh, placed, stroke_mesh, union_mesh};
use crate::engine::ids::ProvinceId;
use crate::engine::ids::UnitKind;
use crate::engine::map::geometry::{Geometry, SceneryKind};
use crate::engine::map::{Map, Terrain};
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// The map and its shapes, loaded once.
#[derive(Resource)]
pub struct Board {
    pub map: Map,
    pub geometry: Geometry,
}

/// Marks every entity drawn for the board, so it can be redrawn.
#[derive(Component)]
pub struct BoardPiece;

/// The one mesh holding every province's fill, with each province's vertex range and
/// colour-blind stripe spacing, so highlights can be rewritten in place.
#[derive(Component)]
pub struct ProvinceFills {
    pub ranges: Vec<(ProvinceId, std::ops::Range<usize>, f32)>,
}

/// Display choices for the board.
#[derive(Resource, Default)]
pub struct BoardSettings {
    /// Adds a per-power stripe pattern to controlled land (toggle with `C`).
    pub colour_blind: bool,
}

/// Draws the board and keeps its highlights current.
pub fn plugin(app: &mut App) {
    app.init_resource::<BoardSettings>()
        .add_systems(Startup, draw_board)
        .add_systems(Update, (toggle_palette, highlight));
}

fn toggle_palette(keys: Res<ButtonInput<KeyCode>>, mut settings: ResMut<BoardSettings>) {
    if keys.just_pressed(KeyCode::KeyC) {
        settings.colour_blind = !settings.colour_blind;
    }
}

/// Lightens the province under the cursor and applies the colour-blind stripes, by
/// rewriting the fill mesh's per-vertex state.
fn highlight(
    hovered: Res<Hovered>,
    settings: Res<BoardSettings>,
    fills: Query<(&ProvinceFills, &Mesh2d)>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    if !hovered.is_changed() && !settings.is_changed() {
        return;
    }
    let over = hovered.0.map(|l| l.province);
    for (fills, mesh) in &fills {
        let Some(mut mesh) = meshes.get_mut(&mesh.0) else {
            continue;
        };
        let n = mesh.count_vertices();
        let mut uvs = vec![[0.0f32, 0.0f32]; n];
        for (province, range, pattern) in &fills.ranges {
            let stripes = if settings.colour_blind { *pattern } else { 0.0 };
            let state = if Some(*province) == over { HOVERED } else { 0 };
            for uv in &mut uvs[range.clone()] {
                *uv = [stripes, state as f32];
            }
        }
        mesh.insert_attribute(Mesh::ATTRIBUTE_UV_0, uvs);
    }
}

/// Where a unit's token stands: its coast's fleet anchor, or the province's unit anchor.
fn token_anchor(board: &Board, u: &crate::engine::position::Unit) -> Option<[f32; 2]> {
    let shape = board
        .geometry
        .shape(&board.map.province(u.loc.province).id)?;
    Some(
        u.loc
            .coast
            .and_then(|c| shape.coasts.iter().find(|a| a.coast == c.code()))
            .map_or(shape.unit, |a| a.fleet),
    )
}

/// Board coordinates (0..1077, y up) to world coordinates.
pub fn to_world(p: [f32; 2]) -> Vec2 {
    Vec2::new(p[0] - BOARD_CENTRE[0], p[1] - BOARD_CENTRE[1])
}

/// Where a dislodged unit is drawn, relative to its province's unit anchor.
pub const DISLODGED_OFFSET: [f32; 2] = [14.0, -14.0];

/// Army token: a bullet seen from the side.
const ARMY: &[[f32; 2]] = &[
    [-9.0, -6.0],
    [9.0, -6.0],
    [9.0, 2.0],
    [5.0, 7.0],
    [0.0, 9.0],
    [-5.0, 7.0],
    [-9.0, 2.0],
];
/// Fleet token: a hull with a funnel.
const FLEET: &[[f32; 2]] = &[
    [-13.0, -1.0],
    [-9.0, -6.0],
    [9.0, -6.0],
    [13.0, -1.0],
    [3.0, -1.0],
    [3.0, 5.0],
    [-3.0, 5.0],
    [-3.0, -1.0],
];

fn grow(shape: &[[f32; 2]], by: f32) -> Vec<[f32; 2]> {
    shape
        .iter()
        .map(|p| {
            let len = (p[0] * p[0] + p[1] * p[1]).sqrt().max(1e-3);
            [p[0] * (len + by) / len, p[1] * (len + by) / len]
        })
        .collect()
}

/// Spawns one flat-coloured piece of the board; materials are shared per colour so
/// pieces batch together.
struct Painter<'w> {
    meshes: &'w mut Assets<Mesh>,
    materials: &'w mut Assets<ColorMaterial>,
    cache: Vec<([u8; 4], Handle<ColorMaterial>)>,
}

impl Painter<'_> {
    fn material(&mut self, colour: Color) -> Handle<ColorMaterial> {
        let key = colour.to_srgba().to_u8_array();
        if let Some((_, h)) = self.cache.iter().find(|(k, _)| *k == key) {
            return h.clone();
        }
        let h = self.materials.add(ColorMaterial::from(colour));
        self.cache.push((key, h.clone()));
        h
    }

    fn piece(&mut self, commands: &mut Commands, mesh: Option<Mesh>, colour: Color, z: f32) {
        if let Some(mesh) = mesh {
            let material = self.material(colour);
            commands.spawn((
                BoardPiece,
                Mesh2d(self.meshes.add(mesh)),
                MeshMaterial2d(material),
                Transform::from_xyz(0.0, 0.0, z),
            ));
        }
    }
}

fn draw_board(
    mut commands: Commands,
    board: Res<Board>,
    game: Res<CurrentGame>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut fills: ResMut<Assets<ProvinceMaterial>>,
) {
    let map = &board.map;
    let position = &game.0.position;
    let mut paint = Painter {
        meshes: &mut meshes,
        materials: &mut materials,
        cache: Vec::new(),
    };
    // The sea lies under everything, so canal water and coasts show blue.
    let sea = vec![
        [-40.0, -40.0],
        [1117.0, -40.0],
        [1117.0, 1117.0],
        [-40.0, 1117.0],
    ];
    paint.piece(&mut commands, fill_mesh(&[sea]), palette::SEA, -1.0);
    let mut islands = Vec::new();
    let mut impassable = Vec::new();
    for s in &board.geometry.file.scenery {
        match s.kind {
            _ if s.name == "Switzerland" => {}
            SceneryKind::Impassable => impassable.extend(s.rings.iter().cloned()),
            _ => islands.extend(s.rings.iter().cloned()),
        }
    }
    paint.piece(&mut commands, fill_mesh(&islands), palette::SCENERY, 0.5);
    paint.piece(
        &mut commands,
        fill_mesh(&impassable),
        palette::IMPASSABLE,
        0.5,
    );
    islands.extend(impassable);
    paint.piece(
        &mut commands,
        stroke_mesh(&islands, 0.8),
        palette::BORDER,
        0.6,
    );

    let mut borders = Vec::new();
    let mut dots = Vec::new();
    let (mut positions, mut indices, mut colours, mut ranges) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for p in map.province_ids() {
        let prov = map.province(p);
        let Some(shape) = board.geometry.shape(&prov.id) else {
            continue;
        };
        let controller = match prov.terrain {
            Terrain::Sea | Terrain::Impassable => None,
            _ => position.owners[p.index()]
                .or(prov.home_of)
                .filter(|_| prov.centre || prov.home_of.is_some()),
        };
        let colour = match (prov.terrain, controller) {
            (Terrain::Sea, _) => palette::SEA,
            (Terrain::Impassable, _) => palette::IMPASSABLE,
            (_, Some(owner)) => palette::land_tint(&map.power(owner).name),
            (_, None) => palette::NEUTRAL_LAND,
        };
        if let Some(buffers) = fill_buffers(&shape.rings) {
            let start = positions.len();
            let base = start as u32;
            positions.extend(buffers.vertices);
            indices.extend(buffers.indices.iter().map(|i| i + base));
            let c = LinearRgba::from(colour).to_f32_array();
            colours.resize(positions.len(), c);
            let pattern = controller.map_or(0.0, |o| 8.0 + 3.0 * o.0 as f32);
            ranges.push((p, start..positions.len(), pattern));
        }
        borders.extend(shape.rings.iter().cloned());
        if let Some(dot) = shape.centre_dot {
            dots.push(
                (0..12)
                    .map(|k| {
                        let a = k as f32 * std::f32::consts::TAU / 12.0;
                        [dot[0] + 4.5 * a.cos(), dot[1] + 4.5 * a.sin()]
                    })
                    .collect(),
            );
        }
    }
    // Every province in one mesh and one draw (per-draw cost dominates on software renderers).
    let n = positions.len();
    let fills_mesh = Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::all())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0f32, 0.0, 1.0]; n])
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0f32, 0.0]; n])
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
        .with_inserted_indices(Indices::U32(indices));
    commands.spawn((
        BoardPiece,
        ProvinceFills { ranges },
        Mesh2d(paint.meshes.add(fills_mesh)),
        MeshMaterial2d(fills.add(ProvinceMaterial::new(palette::NEUTRAL_LAND))),
        Transform::from_xyz(0.0, 0.0, 0.0),
    ));
    paint.piece(
        &mut commands,
        stroke_mesh(&borders, 1.2),
        palette::BORDER,
        1.0,
    );
    paint.piece(&mut commands, union_mesh(&dots), palette::BORDER, 2.0);

    // Unit tokens, one mesh per layer: light halos (red for dislodged units, drawn beside
    // their province's unit), dark outlines, then each power's fills.
    let mut halos = Vec::new();
    let mut dislodged_rings = Vec::new();
    let mut outlines = Vec::new();
    let mut bodies: Vec<Vec<Vec<[f32; 2]>>> = vec![Vec::new(); map.powers.len()];
    let placed_units = position.units.iter().map(|u| (u, [0.0, 0.0])).chain(
        position
            .dislodged
            .iter()
            .map(|d| (&d.unit, DISLODGED_OFFSET)),
    );
    for (u, offset) in placed_units {
        let Some(anchor) = token_anchor(&board, u) else {
            continue;
        };
        let anchor = [anchor[0] + offset[0], anchor[1] + offset[1]];
        let outline = match u.kind {
            UnitKind::Army => ARMY,
            UnitKind::Fleet => FLEET,
        };
        let token: Vec<[f32; 2]> = outline.iter().map(|p| [p[0] * 1.3, p[1] * 1.3]).collect();
        let halo = placed(anchor, &grow(&token, 4.0));
        if offset == DISLODGED_OFFSET {
            dislodged_rings.push(halo);
        } else {
            halos.push(halo);
        }
        outlines.push(placed(anchor, &grow(&token, 2.0)));
        bodies[u.power.0 as usize].push(placed(anchor, &token));
    }
    paint.piece(&mut commands, union_mesh(&halos), palette::HALO, 3.0);
    paint.piece(
        &mut commands,
        union_mesh(&dislodged_rings),
        palette::DISLODGED,
        3.05,
    );
    paint.piece(&mut commands, union_mesh(&outlines), palette::BORDER, 3.1);
    for (k, rings) in bodies.iter().enumerate() {
        let colour = palette::power_colour(&map.powers[k].name);
        paint.piece(&mut commands, union_mesh(rings), colour, 3.2);
    }
    // Province abbreviations at their label anchors; text is rendered large and scaled
    // down so it stays crisp when zoomed in.
    for p in map.province_ids() {
        let prov = map.province(p);
        if prov.terrain == Terrain::Impassable {
            continue;
        }
        let Some(shape) = board.geometry.shape(&prov.id) else {
            continue;
        };
        let at = to_world(shape.label);
        let colour = if prov.is_sea() {
            palette::SEA_LABEL
        } else {
            palette::LAND_LABEL
        };
        commands.spawn((
            BoardPiece,
            Text2d::new(prov.abbr.clone()),
            TextFont {
                font_size: FontSize::Px(36.0),
                ..default()
            },
            TextColor(colour),
            Transform::from_xyz(at.x, at.y, 4.0).with_scale(Vec3::splat(0.4)),
        ));
    }
}
