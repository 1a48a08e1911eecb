//! The board on screen: province fills coloured by centre control, borders, scenery,
//! supply-centre markers and unit tokens, all tessellated with lyon.

use super::paint::Painter;
use super::palette;
use super::picking::Hovered;
use super::printed::{BoardPiece, FillLayer};
use super::province_material::{HATCHING, ProvinceLooks, ProvinceMaterial, SEA, SELECTED, TARGET};
use super::tessellate::{fill_buffers, fill_mesh, stroke_mesh};
use super::tokens::{UnitPiece, spawn_tokens};
use super::{Board, BoardShapes, DrawnBoard};
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::geometry::SceneryKind;
use crate::engine::map::{Map, Terrain};
use crate::engine::position::Position;
use bevy::prelude::*;

/// The position on the board: the game's, a past phase's, or the one being animated.
/// Fills and tokens are redrawn when it changes.
#[derive(Resource, Clone, PartialEq)]
pub struct Shown {
    pub position: Position,
    /// Whether the board draws the units (the resolution animation draws its own).
    pub units: bool,
    /// Units the writing player has ordered built, not yet sealed: drawn in a gold ring.
    pub pending: Vec<crate::engine::position::Unit>,
    /// Units ordered removed, not yet gone (a past adjustment's orders): drawn in a violet ring.
    pub leaving: Vec<crate::engine::position::Unit>,
}

impl Shown {
    /// A position with its units, nothing pending.
    pub fn of(position: Position) -> Shown {
        Shown {
            position,
            units: true,
            pending: Vec::new(),
            leaving: Vec::new(),
        }
    }

    /// The position as drawn: its units and the builds pending.
    pub fn drawn(&self) -> Position {
        let mut position = self.position.clone();
        position.units.extend(self.pending.iter().copied());
        position
    }
}

/// Provinces to light up: the selected unit's and those its orders touch.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Highlights {
    pub selected: Vec<ProvinceId>,
    /// Pulsing: provinces with an order drawn, or valid targets to choose from.
    pub pulsing: Vec<ProvinceId>,
    /// Greyed: targets the selected unit is refused this turn (a special rule forbids them).
    pub refused: Vec<ProvinceId>,
}

/// The mesh of every sea or every land province's fill; its material holds each
/// province's colour and state (see `province_material`).
#[derive(Component)]
pub struct ProvinceFills;

/// Display choices for the board.
#[derive(Resource, Default)]
pub struct BoardSettings {
    /// Adds a per-power stripe pattern to controlled land (toggle with `C`).
    pub colour_blind: bool,
}

/// Draws the board, redraws it when the position shown changes, keeps highlights current.
pub fn plugin(app: &mut App) {
    app.init_resource::<BoardSettings>()
        .init_resource::<Highlights>()
        .add_systems(
            Update,
            (
                draw_board.run_if(resource_changed::<BoardShapes>),
                refresh,
                restyle,
                (refused_shape, hover_shape),
            )
                .chain()
                .in_set(BoardSet),
        );
}

/// The board's drawing systems; what to show is decided before them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct BoardSet;

/// The provinces' fill meshes, and those added this frame.
#[derive(bevy::ecs::system::SystemParam)]
struct Fills<'w, 's> {
    fills: Query<'w, 's, &'static MeshMaterial2d<ProvinceMaterial>, With<ProvinceFills>>,
    new_fills: Query<'w, 's, (), Added<ProvinceFills>>,
}

/// Colours each province for the position shown, lights selections and order targets,
/// and applies the colour-blind stripes, all in the fill materials (the meshes never
/// change).
fn restyle(
    settings: Res<BoardSettings>,
    lit: Res<Highlights>,
    shown: Res<Shown>,
    board: DrawnBoard,
    fills: Fills,
    mut materials: ResMut<Assets<ProvinceMaterial>>,
) {
    let Fills { fills, new_fills } = fills;
    let changed =
        settings.is_changed() || lit.is_changed() || shown.is_changed() || board.is_changed();
    if !changed && new_fills.is_empty() {
        return;
    }
    let board = board.get();
    let looks = province_looks(board.map, &shown.position, &settings, &lit);
    for material in &fills {
        if let Some(mut fill) = materials.get_mut(&material.0) {
            fill.looks = looks;
        }
    }
}

/// Every province's colour, stripes and state for this position and these highlights.
fn province_looks(
    map: &Map,
    position: &Position,
    settings: &BoardSettings,
    lit: &Highlights,
) -> ProvinceLooks {
    let mut looks = ProvinceLooks::default();
    for province in map.province_ids() {
        let (colour, controller) = fill_colour(map, position, province);
        let stripes = if map.province(province).terrain == Terrain::Impassable {
            HATCHING
        } else if settings.colour_blind {
            stripes(controller)
        } else {
            0.0
        };
        let mut state = 0;
        if lit.selected.contains(&province) {
            state |= SELECTED;
        }
        if lit.pulsing.contains(&province) {
            state |= TARGET;
        }
        if map.province(province).is_sea() {
            state |= SEA;
        }
        looks.set(province.index(), colour, stripes, state);
    }
    looks
}

/// The refused targets, greyed over the cached board (drawn live, like the pulse).
#[derive(Component)]
pub struct RefusedOverlay;

/// The province under the cursor, outlined in white over the cached board (drawn live,
/// so moving the pointer never redraws the board; an outline, so the tokens and names in
/// it keep their colours).
#[derive(Component)]
pub struct HoverOverlay;

/// The width of the outline round the province under the cursor, in board units (the
/// borders are 1.2).
const HOVER_OUTLINE: f32 = 2.4;

/// Reshapes the lightened overlay when the cursor moves to another province.
fn hover_shape(
    board: DrawnBoard,
    hovered: Res<Hovered>,
    mut overlay: Query<(&mut Mesh2d, &mut Visibility), With<HoverOverlay>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    if !hovered.is_changed() && !board.is_changed() {
        return;
    }
    let board = board.get();
    let over: Vec<ProvinceId> = hovered.0.map(|l| l.province).into_iter().collect();
    let outline = |rings: &[Vec<[f32; 2]>]| stroke_mesh(rings, HOVER_OUTLINE);
    reshape(&board, &over, overlay.iter_mut(), &mut meshes, outline);
}

/// Reshapes the greyed overlay when its provinces change.
fn refused_shape(
    board: DrawnBoard,
    lit: Res<Highlights>,
    mut refused: Query<(&mut Mesh2d, &mut Visibility), With<RefusedOverlay>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    if !lit.is_changed() && !board.is_changed() {
        return;
    }
    let board = board.get();
    reshape(
        &board,
        &lit.refused,
        refused.iter_mut(),
        &mut meshes,
        fill_mesh,
    );
}

/// Gives an overlay the shape `make` draws of these provinces (hidden when there are
/// none).
fn reshape<'a>(
    board: &Board,
    provinces: &[ProvinceId],
    overlay: impl Iterator<Item = (Mut<'a, Mesh2d>, Mut<'a, Visibility>)>,
    meshes: &mut Assets<Mesh>,
    make: impl Fn(&[Vec<[f32; 2]>]) -> Option<Mesh>,
) {
    let rings: Vec<Vec<[f32; 2]>> = provinces
        .iter()
        .filter_map(|p| board.geometry.shape(&board.map.province(*p).id))
        .flat_map(|s| s.rings.iter().cloned())
        .collect();
    let shape = make(&rings).map(|m| meshes.add(m));
    for (mut mesh, mut visible) in overlay {
        match &shape {
            Some(h) => {
                mesh.0 = h.clone();
                *visible = Visibility::Inherited;
            }
            None => *visible = Visibility::Hidden,
        }
    }
}

/// The colour of a province's fill in a position, and the power whose stripes it carries.
fn fill_colour(map: &Map, position: &Position, p: ProvinceId) -> (Color, Option<PowerId>) {
    let prov = map.province(p);
    let controller = match prov.terrain {
        Terrain::Sea | Terrain::Impassable => None,
        // A centre shows its owner (an extra home centre is neutral until captured);
        // other land its home power.
        _ if prov.centre => position.owners[p.index()],
        _ => prov.home_of,
    };
    let colour = match (prov.terrain, controller) {
        (Terrain::Sea, _) => palette::SEA,
        (Terrain::Impassable, _) => palette::IMPASSABLE,
        (_, Some(owner)) => palette::land_tint(&map.power(owner).name),
        (_, None) => palette::NEUTRAL_LAND,
    };
    (colour, controller)
}

/// Where a supply centre's marker is drawn: the drawing's own, else (Multiplomacy's extra
/// centres) just below where its unit stands, clear of the token.
pub fn centre_marker(board: &Board, p: ProvinceId) -> Option<[f32; 2]> {
    let prov = board.map.province(p);
    let shape = board.geometry.shape(&prov.id)?;
    let below = 6.0 * super::tokens::token_scale(board.geometry) + 10.0;
    prov.centre.then(|| {
        shape
            .centre_dot
            .unwrap_or([shape.unit[0], shape.unit[1] - below])
    })
}

/// Stripe spacing for a controller in the colour-blind palette (0: none).
fn stripes(controller: Option<PowerId>) -> f32 {
    controller.map_or(0.0, |o| 8.0 + 3.0 * o.0 as f32)
}

/// Respawns the unit tokens when the position shown changes (the fills' colours follow in
/// `restyle`).
fn refresh(
    mut commands: Commands,
    board: DrawnBoard,
    shown: Res<Shown>,
    old: Query<Entity, With<UnitPiece>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let board = board.get();
    if !shown.is_changed() {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    if shown.units {
        let mut paint = Painter::new(&mut meshes, &mut materials);
        let position = shown.drawn();
        spawn_tokens(
            &mut commands,
            &mut paint,
            &board,
            &position,
            &shown.pending,
            &shown.leaving,
        );
    }
}

/// Draws the fixed layers of the board (again, when another map is put on the table).
fn draw_board(
    mut commands: Commands,
    board: DrawnBoard,
    old: Query<Entity, With<BoardPiece>>,
    mut assets: super::paint::PaintAssets,
    mut fills: ResMut<Assets<ProvinceMaterial>>,
) {
    let board = board.get();
    for e in &old {
        commands.entity(e).despawn();
    }
    let mut paint = assets.painter();
    spawn_scenery(&mut commands, &mut paint, &mut fills, &board);
    let borders = spawn_fills(&mut commands, &mut paint, &mut fills, &board);
    super::printed::spawn_coasts_and_borders(&mut commands, &mut paint, &board, 0.0, 1.05);
    paint.piece(
        &mut commands,
        BoardPiece,
        stroke_mesh(&borders, 1.2),
        palette::BORDER,
        1.0,
    );
    paint.piece(
        &mut commands,
        BoardPiece,
        super::printed::centre_markers(&board, |p| centre_marker(&board, p)),
        Color::WHITE,
        2.0,
    );
    spawn_overlay(
        &mut commands,
        &mut paint,
        RefusedOverlay,
        palette::REFUSED,
        2.4,
    );
    spawn_overlay(
        &mut commands,
        &mut paint,
        HoverOverlay,
        palette::HOVER,
        2.35,
    );
}

/// Islands and land outside the game on paper, impassable land hatched, all outlined.
fn spawn_scenery(
    commands: &mut Commands,
    paint: &mut Painter,
    fills: &mut Assets<ProvinceMaterial>,
    board: &Board,
) {
    let mut islands = Vec::new();
    let mut impassable = Vec::new();
    for s in &board.geometry.file.scenery {
        match s.kind {
            _ if s.name == "Switzerland" => {}
            SceneryKind::Impassable => impassable.extend(s.rings.iter().cloned()),
            _ => islands.extend(s.rings.iter().cloned()),
        }
    }
    let scenery = [
        (fill_mesh(&islands), palette::SCENERY, 0.0),
        (fill_mesh(&impassable), palette::IMPASSABLE, HATCHING),
    ];
    for (mesh, colour, pattern) in scenery {
        let Some(mut mesh) = mesh else { continue };
        let n = mesh.count_vertices();
        mesh.insert_attribute(Mesh::ATTRIBUTE_UV_0, vec![[pattern, 0.0f32]; n]);
        commands.spawn((
            BoardPiece,
            Mesh2d(paint.meshes.add(mesh)),
            MeshMaterial2d(fills.add(ProvinceMaterial::new(colour, true))),
            Transform::from_xyz(0.0, 0.0, 0.5),
        ));
    }
    islands.extend(impassable);
    paint.piece(
        commands,
        BoardPiece,
        stroke_mesh(&islands, 0.8),
        palette::BORDER,
        0.6,
    );
}

/// Seas and land in a mesh each (per-draw cost dominates on software renderers), coloured
/// per province by the fill material; returns every province's outline, for the borders.
fn spawn_fills(
    commands: &mut Commands,
    paint: &mut Painter,
    fills: &mut Assets<ProvinceMaterial>,
    board: &Board,
) -> Vec<Vec<[f32; 2]>> {
    let map = &board.map;
    let mut borders = Vec::new();
    let (mut seas, mut lands) = (FillLayer::default(), FillLayer::default());
    for p in map.province_ids() {
        let prov = map.province(p);
        let Some(shape) = board.geometry.shape(&prov.id) else {
            continue;
        };
        if let Some(buffers) = fill_buffers(&shape.rings) {
            let layer = if prov.is_sea() { &mut seas } else { &mut lands };
            layer.add(p, buffers);
        }
        borders.extend(shape.rings.iter().cloned());
    }
    for (layer, land, z) in [(seas, false, 0.0), (lands, true, 0.1)] {
        let mesh = layer.into_mesh();
        commands.spawn((
            BoardPiece,
            ProvinceFills,
            Mesh2d(paint.meshes.add(mesh)),
            MeshMaterial2d(fills.add(ProvinceMaterial::new(palette::NEUTRAL_LAND, land))),
            Transform::from_xyz(0.0, 0.0, z),
        ));
    }
    borders
}

/// A live overlay in this colour at height `z`, hidden until it is given a shape.
fn spawn_overlay(
    commands: &mut Commands,
    paint: &mut Painter,
    marker: impl Component,
    colour: Color,
    z: f32,
) {
    let material = ColorMaterial {
        color: colour,
        alpha_mode: bevy::sprite_render::AlphaMode2d::Blend,
        ..default()
    };
    commands.spawn((
        BoardPiece,
        marker,
        super::cache::live(),
        Mesh2d(paint.meshes.add(Rectangle::new(1.0, 1.0))),
        MeshMaterial2d(paint.materials.add(material)),
        Transform::from_xyz(0.0, 0.0, z),
        Visibility::Hidden,
    ));
}
