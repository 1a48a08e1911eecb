//! The lines a geometry draws over its provinces: a railroad as a track (two rails on
//! sleepers, a station square at each end) and a canal as a channel of water with lock
//! gates at both ends. Redrawn whenever another board is put on the table.

use super::draw::BoardSet;
use super::paint::Painter;
use super::tessellate::{line_mesh, union_mesh};
use super::{Board, BoardShapes, DrawnBoard};
use crate::engine::ids::ProvinceId;
use crate::engine::map::geometry::{LineKind, Point, ShapeFile, point_in_rings};
use bevy::prelude::*;

/// Half the distance between a track's two rails, in board units.
const GAUGE: f32 = 2.3;
/// Distance between sleepers along a track.
const SLEEPER_EVERY: f32 = 6.0;
/// How far a sleeper reaches out from the track's middle.
const SLEEPER_HALF: f32 = 4.2;
/// Width of a canal's water and of its banks drawn either side.
const CANAL_WATER: f32 = 3.4;
const CANAL_BANKS: f32 = 6.0;
/// Half the length of a lock gate across a canal's end.
const LOCK_HALF: f32 = 5.5;

const RAIL: Color = Color::srgb(0.22, 0.16, 0.12);
const SLEEPER: Color = Color::srgb(0.45, 0.33, 0.22);
const CANAL_BANK: Color = Color::srgb(0.16, 0.22, 0.32);
const CANAL_WATER_COLOUR: Color = Color::srgb(0.36, 0.62, 0.86);

/// Above the borders, below the supply-centre markers and the tokens.
const Z: f32 = 1.5;

/// Marks the entities drawn for the board's lines.
#[derive(Component)]
pub struct LandmarkPiece;

/// Draws the board's railroads and canals with the rest of the board.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_landmarks
            .run_if(resource_changed::<BoardShapes>)
            .in_set(BoardSet),
    );
}

fn draw_landmarks(
    mut commands: Commands,
    board: DrawnBoard,
    old: Query<Entity, With<LandmarkPiece>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let board = board.get();
    for e in &old {
        commands.entity(e).despawn();
    }
    let mut paint = Painter::new(&mut meshes, &mut materials);
    let (mut rails, mut sleepers, mut stations) = (Vec::new(), Vec::new(), Vec::new());
    let (mut canals, mut gates) = (Vec::new(), Vec::new());
    for line in &board.geometry.file.lines {
        match line.kind {
            LineKind::Railroad => {
                let track = Track::along(&line.points);
                rails.extend(track.rails);
                sleepers.extend(track.sleepers);
                for end in [line.points.first(), line.points.last()]
                    .into_iter()
                    .flatten()
                {
                    stations.push(square(*end, 3.6));
                }
            }
            LineKind::Canal => {
                canals.push(line.points.clone());
                gates.extend(lock_gates(&line.points));
            }
        }
    }
    let mut piece = |mesh, colour, z| paint.piece(&mut commands, LandmarkPiece, mesh, colour, z);
    piece(line_mesh(&sleepers, 1.8), SLEEPER, Z);
    piece(line_mesh(&rails, 1.3), RAIL, Z + 0.01);
    piece(union_mesh(&stations), RAIL, Z + 0.02);
    piece(line_mesh(&canals, CANAL_BANKS), CANAL_BANK, Z);
    piece(
        line_mesh(&canals, CANAL_WATER),
        CANAL_WATER_COLOUR,
        Z + 0.01,
    );
    piece(line_mesh(&gates, 2.0), CANAL_BANK, Z + 0.02);
}

/// A railroad's drawing: its two rails and the sleepers across them.
#[derive(Debug, Default, PartialEq)]
pub struct Track {
    pub rails: Vec<Vec<Point>>,
    pub sleepers: Vec<Vec<Point>>,
}

impl Track {
    /// The rails `GAUGE` either side of `course` and a sleeper every `SLEEPER_EVERY` units.
    pub fn along(course: &[Point]) -> Track {
        if course.len() < 2 {
            return Track::default();
        }
        let normals: Vec<Point> = (0..course.len())
            .map(|i| {
                let a = course[i.saturating_sub(1)];
                let b = course[(i + 1).min(course.len() - 1)];
                normal(a, b)
            })
            .collect();
        let side = |s: f32| {
            course
                .iter()
                .zip(&normals)
                .map(|(p, n)| [p[0] + s * GAUGE * n[0], p[1] + s * GAUGE * n[1]])
                .collect()
        };
        let mut sleepers = Vec::new();
        let mut to_next = SLEEPER_EVERY / 2.0;
        for pair in course.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let length = ((b[0] - a[0]).powi(2) + (b[1] - a[1]).powi(2)).sqrt();
            let n = normal(a, b);
            let mut at = to_next;
            while at <= length {
                let t = at / length;
                let c = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
                sleepers.push(vec![
                    [c[0] - SLEEPER_HALF * n[0], c[1] - SLEEPER_HALF * n[1]],
                    [c[0] + SLEEPER_HALF * n[0], c[1] + SLEEPER_HALF * n[1]],
                ]);
                at += SLEEPER_EVERY;
            }
            to_next = at - length;
        }
        Track {
            rails: vec![side(-1.0), side(1.0)],
            sleepers,
        }
    }
}

/// The unit normal of the segment from `a` to `b` (zero for a point).
fn normal(a: Point, b: Point) -> Point {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let length = (dx * dx + dy * dy).sqrt();
    if length == 0.0 {
        [0.0, 0.0]
    } else {
        [-dy / length, dx / length]
    }
}

/// The track an army rides from `from` to `to` when a railroad joins them end to end
/// (either way round), for the animation to follow; `None` when no railroad does.
pub fn rail_path(board: &Board, from: ProvinceId, to: ProvinceId) -> Option<Vec<Point>> {
    let shape = |p: ProvinceId| board.geometry.shape(&board.map.province(p).id);
    let (from, to) = (shape(from)?, shape(to)?);
    board
        .geometry
        .file
        .lines
        .iter()
        .filter(|l| l.kind == LineKind::Railroad)
        .find_map(|l| {
            let (first, last) = (*l.points.first()?, *l.points.last()?);
            let joins = |a: &ShapeFile, b: &ShapeFile| {
                point_in_rings(&a.rings, first) && point_in_rings(&b.rings, last)
            };
            if joins(from, to) {
                Some(l.points.clone())
            } else if joins(to, from) {
                Some(l.points.iter().rev().copied().collect())
            } else {
                None
            }
        })
}

/// A bar across each end of a canal, a lock gate.
pub fn lock_gates(course: &[Point]) -> Vec<Vec<Point>> {
    if course.len() < 2 {
        return Vec::new();
    }
    let ends = [
        (course[0], normal(course[0], course[1])),
        (
            course[course.len() - 1],
            normal(course[course.len() - 2], course[course.len() - 1]),
        ),
    ];
    ends.iter()
        .map(|(p, n)| {
            vec![
                [p[0] - LOCK_HALF * n[0], p[1] - LOCK_HALF * n[1]],
                [p[0] + LOCK_HALF * n[0], p[1] + LOCK_HALF * n[1]],
            ]
        })
        .collect()
}

/// A square of half-side `half` around `centre`.
fn square(centre: Point, half: f32) -> Vec<Point> {
    let [x, y] = centre;
    vec![
        [x - half, y - half],
        [x + half, y - half],
        [x + half, y + half],
        [x - half, y + half],
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::LoadedBoard;

    #[test]
    fn a_straight_track_has_two_rails_a_gauge_apart_and_sleepers_across_both() {
        let track = Track::along(&[[0.0, 0.0], [50.0, 0.0], [100.0, 0.0]]);
        assert_eq!(track.rails.len(), 2);
        assert!(track.rails[0].iter().all(|p| (p[1] + GAUGE).abs() < 1e-4));
        assert!(track.rails[1].iter().all(|p| (p[1] - GAUGE).abs() < 1e-4));
        // One sleeper every SLEEPER_EVERY units, evenly across the bend between segments.
        assert_eq!(track.sleepers.len(), 17);
        for s in &track.sleepers {
            assert!(
                s[0][1] < -GAUGE && s[1][1] > GAUGE,
                "a sleeper under both rails"
            );
        }
        let xs: Vec<f32> = track.sleepers.iter().map(|s| s[0][0]).collect();
        assert!(
            xs.windows(2)
                .all(|w| (w[1] - w[0] - SLEEPER_EVERY).abs() < 1e-3)
        );
    }

    #[test]
    fn a_canal_gets_a_lock_gate_across_each_end() {
        let gates = lock_gates(&[[0.0, 0.0], [0.0, 10.0], [0.0, 30.0]]);
        assert_eq!(gates.len(), 2);
        assert_eq!(gates[0], vec![[LOCK_HALF, 0.0], [-LOCK_HALF, 0.0]]);
        assert_eq!(gates[1], vec![[LOCK_HALF, 30.0], [-LOCK_HALF, 30.0]]);
    }

    #[test]
    fn too_short_a_line_draws_nothing() {
        assert_eq!(Track::along(&[[1.0, 1.0]]), Track::default());
        assert!(lock_gates(&[]).is_empty());
    }

    #[test]
    fn the_european_board_draws_its_railroad_and_three_canals() {
        let board = LoadedBoard::named("european").expect("the european board");
        let board = board.get();
        let lines = &board.geometry.file.lines;
        let rail = lines
            .iter()
            .find(|l| l.kind == LineKind::Railroad)
            .expect("a railroad");
        let shape = |id: &str| board.geometry.shape(id).expect("a shape");
        assert!(point_in_rings(&shape("mos").rings, rail.points[0]));
        assert!(
            rail.points
                .iter()
                .any(|p| point_in_rings(&shape("per").rings, *p))
        );
        assert!(point_in_rings(
            &shape("oms").rings,
            *rail.points.last().unwrap()
        ));
        assert_eq!(
            lines.iter().filter(|l| l.kind == LineKind::Canal).count(),
            3
        );
        let id = |name: &str| board.map.find_province(name).expect("a province");
        let east = rail_path(&board, id("mos"), id("oms")).expect("Moscow to Omsk by rail");
        assert_eq!(east, rail.points);
        let west = rail_path(&board, id("oms"), id("mos")).expect("Omsk to Moscow by rail");
        assert_eq!(west.first(), rail.points.last());
        assert_eq!(rail_path(&board, id("mos"), id("per")), None);
        let standard = LoadedBoard::named("standard").expect("the standard board");
        let standard = standard.get();
        assert!(standard.geometry.file.lines.is_empty());
    }
}
