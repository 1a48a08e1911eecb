//! Order arrows on the board: the writing player's own orders while they write (and
//! nobody else's), every order during the results, failed ones crossed out.

use super::Board;
use super::cache::live;
use super::palette;
use super::tessellate::{fill_mesh, line_mesh, merge_coloured};
use super::tokens::token_anchor;
pub use super::view::{Arrow, Kind};
use crate::engine::adjudicate::MovementResult;
use crate::engine::adjudicate::multiplomacy::Stacks;
use crate::engine::game::record::PhaseResult;
use crate::engine::ids::{Location, ProvinceId};
use crate::engine::order::MainOrder;
use crate::engine::position::{Position, Unit};
use bevy::prelude::*;

/// The dark rim under every arrow.
const ARROW_RIM: Color = Color::srgb(0.06, 0.05, 0.05);

/// A polygon grown by `factor` about its centroid (an arrowhead's rim).
fn grown(points: &[[f32; 2]], factor: f32) -> Vec<[f32; 2]> {
    let n = points.len().max(1) as f32;
    let c = points
        .iter()
        .fold([0.0, 0.0], |a, p| [a[0] + p[0] / n, a[1] + p[1] / n]);
    points
        .iter()
        .map(|p| [c[0] + (p[0] - c[0]) * factor, c[1] + (p[1] - c[1]) * factor])
        .collect()
}

/// Marks the entities of the arrows drawn now.
#[derive(Component)]
pub struct ArrowPiece;

/// Draws the arrows the stage calls for, redrawn only when they change. They are drawn live
/// over the cached board, so the order pulse lies under them.
pub fn plugin(app: &mut App) {
    app.init_resource::<HideOutcomes>()
        .add_systems(Update, draw_arrows.after(super::view::WriteView::Pin));
}

/// Set while orders are shown before their resolution (learning mode's "what was
/// ordered" steps): the arrows then give nothing away, no failure is crossed out.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HideOutcomes(pub bool);

fn centre(board: &Board, p: ProvinceId) -> [f32; 2] {
    board
        .geometry
        .shape(&board.map.province(p).id)
        .map_or([0.0, 0.0], |s| s.unit)
}

fn place(board: &Board, unit: &Unit, to: Location) -> [f32; 2] {
    token_anchor(board, &Unit { loc: to, ..*unit }).unwrap_or_else(|| centre(board, to.province))
}

/// The arrow for one movement order of `unit`, if it draws one.
pub fn arrow_for(
    board: &Board,
    position: &Position,
    unit: &Unit,
    order: &MainOrder,
    failed: bool,
) -> Option<Arrow> {
    let from = token_anchor(board, unit)?;
    let colour = palette::power_colour(&board.map.power(unit.power).name)
        .to_srgba()
        .to_u8_array();
    let (to, kind) = match *order {
        MainOrder::Hold => return None,
        MainOrder::Move { to, .. } => (place(board, unit, to), Kind::Move),
        MainOrder::SupportHold { target } => (centre(board, target), Kind::Support),
        MainOrder::SupportMove { from: f, to } => {
            // Aim at the middle of the supported move.
            let a = position.unit_at(f).map_or(centre(board, f), |i| {
                token_anchor(board, &position.units[i]).unwrap_or_default()
            });
            let b = centre(board, to.province);
            ([(a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0], Kind::Support)
        }
        MainOrder::Convoy { from: f, .. } => (centre(board, f), Kind::Convoy),
    };
    Some(Arrow {
        from,
        to,
        kind,
        colour,
        failed,
    })
}

/// Every order of a resolved movement phase as an arrow, failed ones marked; a retreat
/// phase's retreats.
pub fn record_arrows(board: &Board, game: &crate::engine::game::Game, record: usize) -> Vec<Arrow> {
    let Some(rec) = game.record.get(record) else {
        return Vec::new();
    };
    let pos = &rec.position;
    let m = match &rec.result {
        PhaseResult::Movement(MovementResult {
            stacks: Some(s), ..
        }) => return stacked_record_arrows(board, pos, s),
        PhaseResult::Retreat(verdicts) => return retreat_arrows(board, pos, verdicts),
        PhaseResult::Movement(m) => m,
        PhaseResult::Adjustment { .. } => return Vec::new(),
    };
    pos.units
        .iter()
        .enumerate()
        .filter_map(|(i, u)| arrow_for(board, pos, u, &m.orders[i], !m.verdicts[i].succeeded()))
        .collect()
}

/// The retreats of a retreat phase, one arrow per dislodged unit that moved.
fn retreat_arrows(
    board: &Board,
    pos: &Position,
    verdicts: &[crate::engine::adjudicate::RetreatVerdict],
) -> Vec<Arrow> {
    use crate::engine::adjudicate::RetreatVerdict;
    (pos.dislodged.iter().zip(verdicts))
        .filter_map(|(d, v)| {
            let RetreatVerdict::Retreated(to) = *v else {
                return None;
            };
            let mv = MainOrder::Move {
                to,
                via_convoy: false,
            };
            arrow_for(board, pos, &d.unit, &mv, false)
        })
        .collect()
}

/// One arrow per order of a stacked movement phase, crossed out where any part failed.
fn stacked_record_arrows(
    board: &Board,
    pos: &crate::engine::position::Position,
    s: &Stacks,
) -> Vec<Arrow> {
    (0..s.written.len())
        .filter_map(|k| {
            let i = s.order_of.iter().position(|o| *o == Some(k))?;
            let failed = (s.outcomes.get(k))
                .is_some_and(|o| o.missing > 0 || o.parts.iter().any(|(_, v)| !v.succeeded()));
            let main = s.written[k].as_main()?;
            arrow_for(board, pos, &pos.units[i], &main, failed)
        })
        .collect()
}

/// A triangle pointing from `a` to `b`, its tip at `b`.
fn head(a: [f32; 2], b: [f32; 2], size: f32) -> Vec<[f32; 2]> {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    let (ux, uy) = (dx / len, dy / len);
    let base = [b[0] - ux * size, b[1] - uy * size];
    vec![
        b,
        [base[0] - uy * size * 0.6, base[1] + ux * size * 0.6],
        [base[0] + uy * size * 0.6, base[1] - ux * size * 0.6],
    ]
}

/// Where an arrow's head of `size` ends: at `to`, or drawn back along the arrow until the
/// head covers no province's name (at most half the arrow's length back; past that, at
/// `to`): a player checks a destination by reading its name.
pub fn tip_clear_of_names(
    from: [f32; 2],
    to: [f32; 2],
    size: f32,
    names: &[super::name_places::Area],
) -> [f32; 2] {
    let (dx, dy) = (to[0] - from[0], to[1] - from[1]);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1e-3 {
        return to;
    }
    let mut back = 0.0;
    while back <= len * 0.5 {
        let tip = [to[0] - dx / len * back, to[1] - dy / len * back];
        let covers = |n: &&super::name_places::Area| head_meets(&head(from, tip, size), n);
        if !names.iter().any(|n| covers(&n)) {
            return tip;
        }
        back += 2.0;
    }
    to
}

/// Whether an arrowhead (its bounding box, rim included) meets a name's box.
fn head_meets(tri: &[[f32; 2]], name: &super::name_places::Area) -> bool {
    let [x0, y0, x1, y1] = crate::engine::map::geometry::bounds(&[tri.to_vec()]);
    let boxed = super::name_places::Area {
        centre: [(x0 + x1) / 2.0, (y0 + y1) / 2.0],
        half: [(x1 - x0) / 2.0, (y1 - y0) / 2.0],
    };
    boxed.meets(name)
}

/// An arrowhead's size in board units.
fn head_size(kind: Kind) -> f32 {
    if kind == Kind::Move { 14.0 } else { 10.0 }
}

/// The arrows' height among the live pieces: over the borders and under the tokens (an
/// arrow leaves from under its unit). The names are in the cached board image, under
/// every live piece: a shaft leaves a gap round each name instead (`shaft_gaps`).
pub(super) const ARROW_Z: f32 = 2.5;
// Over every border line (drawn at 2 and under): checked as built.
const _: () = assert!(ARROW_Z > 2.0);

/// What the arrows are drawn from: the view's arrows, whether the results' outcomes are
/// hidden, and where the names stand (arrows keep off them).
#[derive(bevy::ecs::system::SystemParam)]
struct ArrowsAsked<'w> {
    view: Res<'w, super::view::BoardView>,
    hide: Option<Res<'w, HideOutcomes>>,
    names: Option<Res<'w, super::labels::PlacedNames>>,
}

fn draw_arrows(
    mut commands: Commands,
    asked: ArrowsAsked,
    old: Query<Entity, With<ArrowPiece>>,
    mut assets: super::paint::PaintAssets,
    mut drawn: Local<Vec<Arrow>>,
) {
    let ArrowsAsked { view, hide, names } = asked;
    let mut want = view.arrows.clone();
    if hide.is_some_and(|h| h.0) {
        for a in &mut want {
            a.failed = false;
        }
    }
    // The heads stop short of the names: the arrows are drawn again when names move.
    let moved = names.as_ref().is_some_and(|n| n.is_changed());
    if want == *drawn && !moved {
        return;
    }
    let areas: Vec<super::name_places::Area> = (names.iter())
        .flat_map(|n| n.places.iter().map(|p| p.area))
        .collect();
    for e in &old {
        commands.entity(e).despawn();
    }
    // Every arrow in one mesh and one draw: outlines under every shaft, crosses on top.
    let linear = |c: Color| LinearRgba::from(c).to_f32_array();
    let (mut outlines, mut bodies, mut crosses) = (Vec::new(), Vec::new(), Vec::new());
    for a in &want {
        let colour = linear(Color::srgba_u8(a.colour[0], a.colour[1], a.colour[2], 255));
        let size = head_size(a.kind);
        let end = tip_clear_of_names(a.from, a.to, size, &areas);
        // Stop short of the target so the arrowhead does not hide the token.
        let (dx, dy) = (end[0] - a.from[0], end[1] - a.from[1]);
        let len = (dx * dx + dy * dy).sqrt().max(1e-3);
        let short = (len - 10.0).max(len * 0.5) / len;
        let tip = [a.from[0] + dx * short, a.from[1] + dy * short];
        let width = if a.kind == Kind::Move { 4.0 } else { 2.5 };
        // The shaft leaves a gap round each name it crosses (the names are under it).
        let shaft: Vec<Vec<[f32; 2]>> =
            super::shaft_gaps::shaft_pieces(a.from, tip, width + 4.0, &areas)
                .into_iter()
                .map(|piece| piece.to_vec())
                .collect();
        // A dark rim round shaft and head, so every power's arrow reads on every fill
        // (grey on German grey, white on Russian cream, yellow on Turkish yellow).
        if let Some(m) = line_mesh(&shaft, width + 4.0) {
            outlines.push((m, linear(ARROW_RIM)));
        }
        if let Some(m) = line_mesh(&shaft, width) {
            bodies.push((m, colour));
        }
        let tri = head(a.from, end, size);
        if let Some(m) = fill_mesh(&[grown(&tri, 1.45)]) {
            outlines.push((m, linear(ARROW_RIM)));
        }
        if let Some(m) = fill_mesh(&[tri]) {
            bodies.push((m, colour));
        }
        if a.failed {
            let m = [(a.from[0] + tip[0]) / 2.0, (a.from[1] + tip[1]) / 2.0];
            let x = vec![
                vec![[m[0] - 7.0, m[1] - 7.0], [m[0] + 7.0, m[1] + 7.0]],
                vec![[m[0] - 7.0, m[1] + 7.0], [m[0] + 7.0, m[1] - 7.0]],
            ];
            if let Some(mesh) = line_mesh(&x, 4.0) {
                crosses.push((mesh, linear(palette::DISLODGED)));
            }
        }
    }
    outlines.extend(bodies);
    outlines.extend(crosses);
    let mut paint = assets.painter();
    paint.piece(
        &mut commands,
        (ArrowPiece, live()),
        merge_coloured(outlines),
        Color::WHITE,
        ARROW_Z,
    );
    *drawn = want;
}
