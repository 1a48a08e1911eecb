//! The resolution animation: all moves at once. Units slide along their path (convoyed
//! armies through the fleet chain), failed moves go halfway and come back, dislodged
//! units shake and step aside. Reads the adjudicator's verdicts. With less motion
//! ([`crate::app::motion::LessMotion`]) it ends in the frame it starts.

use super::coords::{BOARD_CENTRE, to_world};
use super::palette;
use super::tessellate::layered_mesh;
use super::tokens::{dislodged_offset, token_anchor, token_details, token_rings, token_scale};
use super::{Board, DrawnBoard};
use crate::app::current::{CurrentGame, GameAndMap};
use crate::app::motion::LessMotion;
use crate::engine::adjudicate::{MovementResult, Verdict, convoy_route};
use crate::engine::game::record::{PhaseRecord, PhaseResult};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::order::MainOrder;
use crate::engine::position::Unit;
use bevy::prelude::*;

/// Where the animation stands.
#[derive(Resource, Debug, Clone)]
pub struct Anim {
    /// The record being animated.
    pub record: Option<usize>,
    /// Seconds into the animation (0..LENGTH).
    pub t: f32,
    pub playing: bool,
    pub speed: f32,
    /// Changes whenever a different game is shown (learning mode), so tokens are rebuilt.
    pub epoch: u64,
    /// The record and epoch whose moving tokens are on the board.
    spawned: Option<(usize, u64)>,
}

impl Default for Anim {
    fn default() -> Self {
        Anim {
            record: None,
            t: 0.0,
            playing: true,
            speed: 1.0,
            epoch: 0,
            spawned: None,
        }
    }
}

impl Anim {
    /// Arrows alone, then the moves, then dislodged units step aside.
    pub const LENGTH: f32 = 4.0;
    pub const MOVE_START: f32 = 1.0;
    pub const MOVE_END: f32 = 3.0;

    /// Whether the animation has finished (the board shows the new position).
    pub fn done(&self) -> bool {
        self.t >= Self::LENGTH
    }

    /// The record playing now and the run of it (its epoch), or none once it has finished:
    /// what the animated pieces and marks are spawned for.
    pub fn playing(&self) -> Option<(usize, u64)> {
        self.record
            .filter(|_| !self.done())
            .map(|r| (r, self.epoch))
    }
}

/// How one unit moves.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Motion {
    Stay,
    /// Along the whole path.
    Go,
    /// Halfway, then back.
    Bounce,
    /// Shakes, then steps aside.
    Dislodged,
}

/// A token in motion, with its path in board coordinates.
#[derive(Component, Debug, Clone)]
pub struct Mover {
    pub path: Vec<[f32; 2]>,
    pub motion: Motion,
    pub z: f32,
}

/// The animation's systems, so others can run after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct AnimSet;

/// Runs the animation while results are shown.
pub fn plugin(app: &mut App) {
    app.init_resource::<Anim>()
        .init_resource::<LessMotion>()
        .add_systems(
            Update,
            (follow_view, advance, spawn_or_clear, place_movers)
                .chain()
                .in_set(AnimSet),
        );
}

/// Starts the animation when the view reveals another phase (of the board on the table:
/// none while another board has come and its mode has not yet written a view of it).
fn follow_view(
    view: Option<Res<super::view::BoardView>>,
    mut anim: ResMut<Anim>,
    played: GameAndMap,
) {
    let GameAndMap { game, map } = played;
    let record = view
        .filter(|v| super::view::view_fits(v, &map.0))
        .and_then(|v| v.reveal.as_ref().map(|r| r.record));
    if anim.record != record {
        let movement = record
            .and_then(|r| game.0.record.get(r))
            .is_some_and(|r| r.is_movement());
        *anim = Anim {
            record,
            t: if movement { 0.0 } else { Anim::LENGTH },
            playing: true,
            speed: anim.speed,
            epoch: anim.epoch,
            spawned: anim.spawned,
        };
    }
}

/// Moves the animation on by the frame's time; with less motion, straight to its end in
/// the frame it starts (nothing is spawned to move, the board shows where units end).
fn advance(time: Res<Time>, less: Res<LessMotion>, mut anim: ResMut<Anim>) {
    if anim.playing && anim.record.is_some() && !anim.done() {
        let step = if less.0 {
            Anim::LENGTH
        } else {
            time.delta_secs() * anim.speed
        };
        anim.t = (anim.t + step).min(Anim::LENGTH);
    }
}

/// Each unit's motion and path in a movement phase, on every board (units of a stack that
/// moved together slide together).
pub fn motions(
    board: &Board,
    record: &PhaseRecord,
    m: &MovementResult,
) -> Vec<(Unit, Motion, Vec<[f32; 2]>)> {
    let pos = &record.position;
    let anchor = |u: &Unit| token_anchor(board, u).unwrap_or([0.0, 0.0]);
    let aside = dislodged_offset(board);
    pos.units
        .iter()
        .enumerate()
        .map(|(i, u)| {
            let from = anchor(u);
            if m.dislodged[i].is_some() {
                return (*u, Motion::Dislodged, vec![from, [from[0] + aside[0], from[1] + aside[1]]]);
            }
            let MainOrder::Move { to, .. } = m.orders[i] else {
                return (*u, Motion::Stay, vec![from]);
            };
            let dest = anchor(&Unit { loc: to, ..*u });
            let mut path = vec![from];
            if m.by_convoy[i] {
                // Across the convoying fleets' chain, in order (the engine's route).
                let fleets: Vec<ProvinceId> = pos
                    .units
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| {
                        matches!(m.orders[*j], MainOrder::Convoy { from, to: t } if from == u.loc.province && t == to.province)
                    })
                    .map(|(_, f)| f.loc.province)
                    .collect();
                path.extend(sea_path(board, u, to.province, &fleets));
            } else if let Some(track) = super::landmarks::rail_path(board, u.loc.province, to.province) {
                // Along the railroad's track, through its stations.
                path.extend(track);
            }
            path.push(dest);
            let motion = if m.verdicts[i] == Verdict::Moved { Motion::Go } else { Motion::Bounce };
            (*u, motion, path)
        })
        .collect()
}

/// Where a convoyed army's path crosses the sea: the middle of each fleet's sea on the
/// engine's route, in order.
fn sea_path(board: &Board, army: &Unit, dest: ProvinceId, fleets: &[ProvinceId]) -> Vec<[f32; 2]> {
    let route = convoy_route(board.map, army.loc.province, dest, fleets).unwrap_or_default();
    route
        .into_iter()
        .filter_map(|sea| {
            let fleet = Unit {
                kind: UnitKind::Fleet,
                loc: Location::province(sea),
                ..*army
            };
            token_anchor(board, &fleet)
        })
        .collect()
}

fn dist(a: [f32; 2], b: [f32; 2]) -> f32 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)).sqrt()
}

/// The point a fraction `f` (0..1) along a path.
pub fn along(path: &[[f32; 2]], f: f32) -> [f32; 2] {
    let total: f32 = path.windows(2).map(|w| dist(w[0], w[1])).sum();
    let mut left = total * f.clamp(0.0, 1.0);
    for w in path.windows(2) {
        let d = dist(w[0], w[1]);
        if left <= d && d > 0.0 {
            let k = left / d;
            return [
                w[0][0] + (w[1][0] - w[0][0]) * k,
                w[0][1] + (w[1][1] - w[0][1]) * k,
            ];
        }
        left -= d;
    }
    *path.last().unwrap_or(&[0.0, 0.0])
}

/// Where a mover is at animation time `t`.
pub fn place_at(mover: &Mover, t: f32) -> [f32; 2] {
    let f = ((t - Anim::MOVE_START) / (Anim::MOVE_END - Anim::MOVE_START)).clamp(0.0, 1.0);
    let ease = f * f * (3.0 - 2.0 * f);
    match mover.motion {
        Motion::Stay => mover.path[0],
        Motion::Go => along(&mover.path, ease),
        Motion::Bounce => along(&mover.path, 0.5 * (1.0 - (2.0 * ease - 1.0).abs())),
        Motion::Dislodged => {
            let start = mover.path[0];
            if t < Anim::MOVE_END {
                let shake = if f > 0.4 { (t * 40.0).sin() * 3.0 } else { 0.0 };
                [start[0] + shake, start[1]]
            } else {
                along(
                    &mover.path,
                    (t - Anim::MOVE_END) / (Anim::LENGTH - Anim::MOVE_END),
                )
            }
        }
    }
}

fn spawn_or_clear(
    mut commands: Commands,
    mut anim: ResMut<Anim>,
    game: Res<CurrentGame>,
    board: DrawnBoard,
    movers: Query<Entity, With<Mover>>,
    mut assets: super::paint::PaintAssets,
) {
    let board = board.get();
    let want = anim.playing();
    if want == anim.spawned {
        return;
    }
    anim.spawned = want;
    for e in &movers {
        commands.entity(e).despawn();
    }
    if want.is_none() {
        return;
    }
    let Some(record) = anim.record.and_then(|r| game.0.record.get(r)) else {
        return;
    };
    let moving = match &record.result {
        PhaseResult::Movement(m) => motions(&board, record, m),
        _ => return,
    };
    let mut paint = assets.painter();
    // One mesh per look (kind and power), shared by every token that has it, so the
    // renderer can draw them together.
    let mut looks: Vec<((UnitKind, PowerId), Handle<Mesh>)> = Vec::new();
    let white = paint.material(Color::WHITE);
    let scale = token_scale(board.geometry);
    for (k, (unit, motion, path)) in moving.into_iter().enumerate() {
        let key = (unit.kind, unit.power);
        let mesh = match looks.iter().find(|(l, _)| *l == key) {
            Some((_, h)) => h.clone(),
            None => {
                let [halo, line, body] = token_rings(unit.kind, scale);
                // Every token looks alike until the moves play out (no spoilers in a
                // lesson): the halo is the same for all.
                let colour = |c: Color| LinearRgba::from(c).to_f32_array();
                let power = palette::power_colour(&board.map.power(unit.power).name);
                // Shapes are built around the board origin and placed by their transform.
                let centred = |ring: Vec<[f32; 2]>| {
                    ring.iter()
                        .map(|p| [p[0] + BOARD_CENTRE[0], p[1] + BOARD_CENTRE[1]])
                        .collect::<Vec<_>>()
                };
                let mut layers = vec![
                    (centred(halo), colour(palette::HALO)),
                    (centred(line), colour(palette::BORDER)),
                    (centred(body), colour(power)),
                ];
                let details = token_details(unit.kind, scale).into_iter();
                layers.extend(details.map(|d| (centred(d), colour(palette::BORDER))));
                let Some(shape) = layered_mesh(&layers) else {
                    continue;
                };
                let h = paint.meshes.add(shape);
                looks.push((key, h.clone()));
                h
            }
        };
        let z = 5.0 + k as f32 * 0.01 + if motion == Motion::Go { 0.5 } else { 0.0 };
        // Drawn live: moving tokens would otherwise redraw the whole board every frame.
        commands.spawn((
            Mover { path, motion, z },
            super::cache::live(),
            Mesh2d(mesh),
            MeshMaterial2d(white.clone()),
            Transform::from_xyz(0.0, 0.0, z),
        ));
    }
}

fn place_movers(anim: Res<Anim>, mut movers: Query<(&Mover, &mut Transform)>) {
    for (m, mut tf) in &mut movers {
        let p = to_world(place_at(m, anim.t));
        tf.translation = Vec3::new(p.x, p.y, m.z);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::LoadedBoard;

    #[test]
    fn a_bounce_reaches_halfway_at_the_middle_and_returns() {
        let m = Mover {
            path: vec![[0.0, 0.0], [100.0, 0.0]],
            motion: Motion::Bounce,
            z: 0.0,
        };
        let mid = (Anim::MOVE_START + Anim::MOVE_END) / 2.0;
        assert!((place_at(&m, mid)[0] - 50.0).abs() < 0.01);
        assert_eq!(place_at(&m, Anim::LENGTH), [0.0, 0.0]);
        let go = Mover {
            motion: Motion::Go,
            ..m.clone()
        };
        assert_eq!(place_at(&go, Anim::LENGTH), [100.0, 0.0]);
    }

    #[test]
    fn a_convoy_path_passes_through_each_fleet() {
        let path = vec![[0.0, 0.0], [10.0, 0.0], [10.0, 10.0]];
        assert_eq!(along(&path, 0.5), [10.0, 0.0]);
        assert_eq!(along(&path, 1.0), [10.0, 10.0]);
    }

    /// An English army convoyed from London to Tunis by three fleets, with a fourth fleet
    /// in the North Sea that is not on the way: the army's path runs London, the Channel,
    /// the Mid-Atlantic, the Western Mediterranean, Tunis.
    #[test]
    fn a_convoyed_army_crosses_its_fleets_in_order() {
        use crate::engine::game::{Game, Setup, record::PhaseResult};
        use crate::engine::ids::Location;
        let board = LoadedBoard::named("standard").expect("board");
        let board = board.get();
        let map = &board.map;
        let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
        let setup = Setup::standard(map, &names, 0, "1971", 1).expect("setup");
        let mut game = Game::new(map, setup);
        let p = |n: &str| map.find_province(n).expect(n);
        let england = map.find_power("England").expect("England");
        game.position.units.retain(|u| u.power != england);
        for (kind, at) in [
            (UnitKind::Army, "lon"),
            (UnitKind::Fleet, "eng"),
            (UnitKind::Fleet, "mid"),
            (UnitKind::Fleet, "wes"),
            (UnitKind::Fleet, "nth"),
        ] {
            let loc = Location::province(p(at));
            game.position.units.push(Unit {
                power: england,
                kind,
                loc,
            });
        }
        let lines: Vec<String> = [
            "A Lon-Tun",
            "F Eng C A Lon-Tun",
            "F Mid C A Lon-Tun",
            "F Wes C A Lon-Tun",
        ]
        .iter()
        .map(|l| l.to_string())
        .collect();
        game.write_orders(map, england, &lines);
        let record = game.resolve(map).clone();
        let PhaseResult::Movement(m) = &record.result else {
            panic!("a movement phase");
        };
        let (_, motion, path) = motions(&board, &record, m)
            .into_iter()
            .find(|(u, _, _)| u.loc.province == p("lon"))
            .expect("the army");
        assert_eq!(motion, Motion::Go);
        let at = |n: &str, kind| {
            let loc = Location::province(p(n));
            token_anchor(
                &board,
                &Unit {
                    power: england,
                    kind,
                    loc,
                },
            )
            .expect(n)
        };
        let want = vec![
            at("lon", UnitKind::Army),
            at("eng", UnitKind::Fleet),
            at("mid", UnitKind::Fleet),
            at("wes", UnitKind::Fleet),
            at("tun", UnitKind::Army),
        ];
        assert_eq!(path, want);
    }
}
