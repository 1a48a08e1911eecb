//! What the resolution animation leaves on the board as it plays: a clash mark where a
//! move bounced (at the point where the token turns back) and, once the dislodged units
//! have stepped aside, a dashed line from each to every place it may retreat to (a cross
//! when it has none and will be disbanded).

use super::animate::{Anim, AnimSet, Motion, along, motions};
use super::tessellate::{line_mesh, union_mesh};
use super::tokens::token_anchor;
use super::{Board, DrawnBoard};
use crate::app::current::CurrentGame;
use crate::engine::adjudicate::MovementResult;
use crate::engine::game::record::{PhaseRecord, PhaseResult};
use crate::engine::map::geometry::Point;
use crate::engine::position::Unit;
use bevy::prelude::*;

/// Something drawn as the moves play out.
#[derive(Debug, Clone, PartialEq)]
pub enum Mark {
    /// Two moves met here and neither got through.
    Clash(Point),
    /// A dislodged unit standing at `from` may retreat to `to`.
    Retreat { from: Point, to: Point },
    /// A dislodged unit at this point has nowhere to go.
    NoRetreat(Point),
}

/// The marks of a movement phase: a clash at the turning point of every bounced move,
/// a line to each retreat of every dislodged unit (from where it stepped aside).
pub fn marks(board: &Board, record: &PhaseRecord, m: &MovementResult) -> Vec<Mark> {
    let mut out = Vec::new();
    for (i, (unit, motion, path)) in motions(board, record, m).into_iter().enumerate() {
        match motion {
            Motion::Bounce => out.push(Mark::Clash(along(&path, 0.5))),
            Motion::Dislodged => {
                let from = *path.last().unwrap_or(&[0.0, 0.0]);
                let retreats = m.dislodged[i].as_ref().map(|d| d.retreats.as_slice());
                let places: Vec<Point> = retreats
                    .unwrap_or_default()
                    .iter()
                    .filter_map(|&loc| token_anchor(board, &Unit { loc, ..unit }))
                    .collect();
                if places.is_empty() {
                    out.push(Mark::NoRetreat(from));
                }
                out.extend(places.into_iter().map(|to| Mark::Retreat { from, to }));
            }
            Motion::Go | Motion::Stay => {}
        }
    }
    out
}

/// A drawn mark: `true` for a retreat line or cross, `false` for a clash.
#[derive(Component)]
struct MarkPiece {
    retreat: bool,
}

const CLASH: Color = Color::srgb(0.98, 0.76, 0.18);
const CLASH_EDGE: Color = Color::srgb(0.35, 0.12, 0.05);
const RETREAT: Color = Color::srgb(0.98, 0.98, 0.95);
const RETREAT_EDGE: Color = Color::srgb(0.15, 0.12, 0.1);
/// Above the moving tokens.
const Z: f32 = 7.0;

/// Draws the marks while a movement phase's results play.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, (spawn_marks, show_marks).chain().after(AnimSet));
}

fn spawn_marks(
    anim: Res<Anim>,
    game: Res<CurrentGame>,
    board: DrawnBoard,
    mut spawned: Local<Option<(usize, u64)>>,
    repaint: super::paint::Repaint<MarkPiece>,
) {
    let super::paint::Repaint {
        mut commands,
        old,
        mut assets,
    } = repaint;
    let board = board.get();
    let want = anim.playing();
    if want == *spawned {
        return;
    }
    *spawned = want;
    for e in &old {
        commands.entity(e).despawn();
    }
    let Some(record) = want.and_then(|(r, _)| game.0.record.get(r)) else {
        return;
    };
    let PhaseResult::Movement(m) = &record.result else {
        return;
    };
    let (mut stars, mut dashes, mut crosses, mut rings) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for mark in marks(&board, record, m) {
        match mark {
            Mark::Clash(at) => stars.push(star(at, 14.0, 6.0, 8)),
            Mark::Retreat { from, to } => {
                dashes.extend(dashed(from, to, 5.0, 3.5));
                rings.push(star(to, 4.0, 4.0, 10));
            }
            Mark::NoRetreat(at) => crosses.extend([
                vec![[at[0] - 6.0, at[1] - 6.0], [at[0] + 6.0, at[1] + 6.0]],
                vec![[at[0] - 6.0, at[1] + 6.0], [at[0] + 6.0, at[1] - 6.0]],
            ]),
        }
    }
    let mut paint = assets.painter();
    let live = super::cache::live;
    let mut piece = |retreat, mesh, colour, z| {
        if let Some(e) = paint.piece(&mut commands, MarkPiece { retreat }, mesh, colour, z) {
            commands.entity(e).insert((live(), Visibility::Hidden));
        }
    };
    let edge: Vec<Vec<Point>> = stars.iter().map(|s| grown(s, 1.6)).collect();
    piece(false, union_mesh(&edge), CLASH_EDGE, Z);
    piece(false, union_mesh(&stars), CLASH, Z + 0.01);
    piece(true, line_mesh(&dashes, 3.2), RETREAT_EDGE, Z);
    piece(true, line_mesh(&dashes, 1.6), RETREAT, Z + 0.01);
    piece(true, union_mesh(&rings), RETREAT, Z + 0.01);
    piece(true, line_mesh(&crosses, 3.0), RETREAT_EDGE, Z + 0.02);
}

/// Clash marks show once bounced tokens reach their turning point; retreat lines once
/// the dislodged units have stepped aside.
fn show_marks(anim: Res<Anim>, mut pieces: Query<(&MarkPiece, &mut Visibility)>) {
    let turn = (Anim::MOVE_START + Anim::MOVE_END) / 2.0;
    let show = |on: bool| {
        if on {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        }
    };
    for (piece, mut v) in &mut pieces {
        let from = if piece.retreat { Anim::MOVE_END } else { turn };
        v.set_if_neq(show(anim.t >= from));
    }
}

/// A star of `points` points around `c`, outer radius `outer`, inner `inner`.
fn star(c: Point, outer: f32, inner: f32, points: usize) -> Vec<Point> {
    (0..points * 2)
        .map(|k| {
            let a = k as f32 * std::f32::consts::PI / points as f32;
            let r = if k % 2 == 0 { outer } else { inner };
            [c[0] + r * a.sin(), c[1] + r * a.cos()]
        })
        .collect()
}

/// A ring pushed `by` away from its centre (an outline drawn under it).
fn grown(ring: &[Point], by: f32) -> Vec<Point> {
    let n = ring.len().max(1) as f32;
    let c = ring
        .iter()
        .fold([0.0, 0.0], |s, p| [s[0] + p[0] / n, s[1] + p[1] / n]);
    ring.iter()
        .map(|p| {
            let (dx, dy) = (p[0] - c[0], p[1] - c[1]);
            let d = (dx * dx + dy * dy).sqrt().max(1e-3);
            [p[0] + dx / d * by, p[1] + dy / d * by]
        })
        .collect()
}

/// Dashes `dash` long with `gap` between, from `a` to `b`.
fn dashed(a: Point, b: Point, dash: f32, gap: f32) -> Vec<Vec<Point>> {
    let length = ((b[0] - a[0]).powi(2) + (b[1] - a[1]).powi(2)).sqrt();
    let at = |d: f32| {
        let t = (d / length).min(1.0);
        [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]
    };
    let mut out = Vec::new();
    let mut d = 0.0;
    while length > 0.0 && d < length {
        out.push(vec![at(d), at(d + dash)]);
        d += dash + gap;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::LoadedBoard;
    use crate::engine::game::{Game, Setup};
    use crate::engine::ids::{Location, UnitKind};
    use crate::engine::map::geometry::{distance_to_rings, point_in_rings};

    /// Spring 1901 with only these units, these orders resolved.
    fn resolved(
        board: &Board,
        units: &[(&str, UnitKind, &str)],
        orders: &[(&str, &str)],
    ) -> PhaseRecord {
        let map = &board.map;
        let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
        let setup = Setup::standard(map, &names, 0, "1971", 1).expect("setup");
        let mut game = Game::new(map, setup);
        game.position.units.clear();
        for &(power, kind, at) in units {
            game.position.units.push(Unit {
                power: map.find_power(power).expect(power),
                kind,
                loc: Location::province(map.find_province(at).expect(at)),
            });
        }
        for power in &map.powers {
            let lines: Vec<String> = orders
                .iter()
                .filter(|(name, _)| *name == power.name)
                .map(|(_, line)| line.to_string())
                .collect();
            let id = map.find_power(&power.name).expect("a power");
            game.write_orders(map, id, &lines);
        }
        game.resolve(map).clone()
    }

    #[test]
    fn two_armies_bouncing_in_burgundy_leave_clash_marks_at_its_edge() {
        let board = LoadedBoard::named("standard").expect("board");
        let board = board.get();
        let record = resolved(
            &board,
            &[
                ("France", UnitKind::Army, "par"),
                ("Germany", UnitKind::Army, "mun"),
            ],
            &[("France", "A Par-Bur"), ("Germany", "A Mun-Bur")],
        );
        let PhaseResult::Movement(m) = &record.result else {
            panic!("a movement phase");
        };
        let bur = &board.geometry.shape("bur").expect("Burgundy").rings;
        let clashes: Vec<Mark> = marks(&board, &record, m);
        assert_eq!(clashes.len(), 2, "{clashes:?}");
        for c in clashes {
            let Mark::Clash(at) = c else {
                panic!("only clashes: {c:?}");
            };
            // Where the token turns back: halfway to Burgundy's anchor, at its border.
            let near = point_in_rings(bur, at) || distance_to_rings(bur, at) < 20.0;
            assert!(near, "{at:?} at Burgundy's edge");
        }
    }

    #[test]
    fn a_dislodged_army_shows_lines_to_its_retreats_and_none_to_its_attacker() {
        let board = LoadedBoard::named("standard").expect("board");
        let board = board.get();
        let record = resolved(
            &board,
            &[
                ("France", UnitKind::Army, "bur"),
                ("Germany", UnitKind::Army, "mun"),
                ("Germany", UnitKind::Army, "ruh"),
            ],
            &[("Germany", "A Mun-Bur"), ("Germany", "A Ruh S A Mun-Bur")],
        );
        let PhaseResult::Movement(m) = &record.result else {
            panic!("a movement phase");
        };
        let ends: Vec<Point> = marks(&board, &record, m)
            .into_iter()
            .filter_map(|k| match k {
                Mark::Retreat { to, .. } => Some(to),
                _ => None,
            })
            .collect();
        let inside = |id: &str| {
            let rings = &board.geometry.shape(id).expect(id).rings;
            ends.iter().any(|p| point_in_rings(rings, *p))
        };
        assert!(inside("par") && inside("pic") && inside("gas") && inside("mar"));
        assert!(!inside("mun"), "no retreat to where the attack came from");
    }

    #[test]
    fn dashes_cover_the_line_with_gaps() {
        let d = dashed([0.0, 0.0], [20.0, 0.0], 5.0, 3.0);
        assert_eq!(d.len(), 3);
        assert_eq!(d[1], vec![[8.0, 0.0], [13.0, 0.0]]);
        assert_eq!(d[2][1], [20.0, 0.0]);
    }
}
