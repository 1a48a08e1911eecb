//! Unit tokens: army (a field gun) and fleet (a warship) silhouettes, where each stands,
//! and the merged token layers of a whole position (soft shadows, light halos, red rings
//! for dislodged units, outlines, bodies in the powers' colours, dark details).

use super::Board;
use super::paint::Painter;
use super::palette;
use super::tessellate::{placed, union_mesh};
use crate::engine::ids::UnitKind;
use crate::engine::position::{Position, Unit};
use bevy::prelude::*;

/// Marks the token layers of the position shown, respawned when it changes.
#[derive(Component)]
pub struct UnitPiece;

/// Where a dislodged unit is drawn, relative to its province's unit anchor, in token
/// shape units (times the board's token scale).
const DISLODGED_OFFSET: [f32; 2] = [11.0, -11.0];

/// Where a dislodged unit is drawn on this board, relative to its province's unit anchor.
pub fn dislodged_offset(board: &Board) -> [f32; 2] {
    let s = token_scale(board.geometry);
    [DISLODGED_OFFSET[0] * s, DISLODGED_OFFSET[1] * s]
}

/// Army token: a field gun seen from the side, its wheel low on the left and its barrel
/// raised to the right.
const ARMY: &[[f32; 2]] = &[
    [-7.7, -0.09],
    [-5.75, -1.45],
    [-4.82, -1.83],
    [-5.03, -4.2],
    [-4.02, -6.36],
    [-2.07, -7.72],
    [0.3, -7.93],
    [2.46, -6.92],
    [3.82, -4.97],
    [4.03, -2.6],
    [3.02, -0.44],
    [2.0, 2.01],
    [9.33, 5.29],
    [8.27, 7.89],
    [-7.25, 2.25],
];
/// The army's wheel hub: its centre and radius, drawn dark over the body.
const ARMY_HUB: ([f32; 2], f32) = ([-0.5, -3.4], 1.6);
/// Fleet token: a warship's hull with its bridge and two funnels.
const FLEET: &[[f32; 2]] = &[
    [-13.0, -1.0],
    [-10.0, -6.0],
    [10.0, -6.0],
    [13.5, -0.5],
    [6.0, -1.0],
    [6.0, 2.5],
    [3.5, 2.5],
    [3.5, 6.5],
    [1.0, 6.5],
    [1.0, 2.5],
    [-1.5, 2.5],
    [-1.5, 5.5],
    [-4.0, 5.5],
    [-4.0, 2.5],
    [-7.0, 2.5],
    [-7.0, -1.0],
];

/// Where a token's shadow falls, in token shape units (down and right of the light).
const SHADOW_OFFSET: [f32; 2] = [1.6, -2.0];

fn grow(shape: &[[f32; 2]], by: f32) -> Vec<[f32; 2]> {
    shape
        .iter()
        .map(|p| {
            let len = (p[0] * p[0] + p[1] * p[1]).sqrt().max(1e-3);
            [p[0] * (len + by) / len, p[1] * (len + by) / len]
        })
        .collect()
}

/// How far a token's dark outline and light halo reach beyond its body, in board units.
const OUTLINE: f32 = 2.0;
const HALO: f32 = 4.0;

/// How much smaller than an army a fleet is drawn (its hull is the wider shape).
const FLEET_SCALE: f32 = 0.75;

/// A token's outline at the origin, `scale` times the shape's own units.
pub fn outline(kind: UnitKind, scale: f32) -> Vec<[f32; 2]> {
    let (shape, scale) = match kind {
        UnitKind::Army => (ARMY, scale),
        UnitKind::Fleet => (FLEET, scale * FLEET_SCALE),
    };
    shape.iter().map(|p| [p[0] * scale, p[1] * scale]).collect()
}

/// The token scale of a board (its tokens the same size in window pixels on every board).
pub fn token_scale(geometry: &crate::engine::map::geometry::Geometry) -> f32 {
    super::legible::token_scale(geometry)
}

/// The dark details drawn over a token's body (the army's wheel hub), around the origin.
pub fn token_details(kind: UnitKind, scale: f32) -> Vec<Vec<[f32; 2]>> {
    match kind {
        UnitKind::Army => {
            let ([x, y], r) = ARMY_HUB;
            vec![
                (0..12)
                    .map(|k| {
                        let a = k as f32 * std::f32::consts::TAU / 12.0;
                        [(x + r * a.cos()) * scale, (y + r * a.sin()) * scale]
                    })
                    .collect(),
            ]
        }
        UnitKind::Fleet => Vec::new(),
    }
}

/// A token's shadow (its outline, moved down and right) around the origin.
pub fn token_shadow(kind: UnitKind, scale: f32) -> Vec<[f32; 2]> {
    let [_, line, _] = token_rings(kind, scale);
    let d = [SHADOW_OFFSET[0] * scale, SHADOW_OFFSET[1] * scale];
    line.iter().map(|p| [p[0] + d[0], p[1] + d[1]]).collect()
}

/// The three rings of a token (halo, outline, body) around the origin.
pub fn token_rings(kind: UnitKind, scale: f32) -> [Vec<[f32; 2]>; 3] {
    let token = outline(kind, scale);
    [grow(&token, HALO), grow(&token, OUTLINE), token]
}

/// Where a unit's token stands: its coast's fleet anchor, or the province's unit anchor.
pub fn token_anchor(board: &Board, u: &Unit) -> Option<[f32; 2]> {
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

/// One token on the board: a unit, or several of one power and kind standing together
/// (Multiplomacy), drawn once with a count badge.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stack {
    pub unit: Unit,
    pub count: usize,
    pub dislodged: bool,
    /// Where the token is drawn, in board units.
    pub at: [f32; 2],
}

/// Where a stack's count badge sits on its token, in token shape units from its centre.
const BADGE_OFFSET: [f32; 2] = [8.5, 7.0];

/// Where a stack's count badge sits on this board, in board units from the token's centre.
pub fn badge_offset(scale: f32) -> [f32; 2] {
    [BADGE_OFFSET[0] * scale, BADGE_OFFSET[1] * scale]
}

/// How far from its anchor each of an army and a fleet sharing it is drawn, in token shape
/// units.
const SIDE_BY_SIDE: f32 = 8.5;

/// How far aside an army and a fleet sharing an anchor each step on this board.
pub fn side_by_side(scale: f32) -> f32 {
    SIDE_BY_SIDE * scale
}

/// The tokens of a position: units of one power, kind and place merged into one token with
/// a count; an army and a fleet at the same anchor drawn side by side; dislodged units beside
/// their province.
pub fn stacks(board: &Board, position: &Position) -> Vec<Stack> {
    let scale = token_scale(board.geometry);
    let mut out: Vec<Stack> = Vec::new();
    let placed_units = position
        .units
        .iter()
        .map(|u| (u, false))
        .chain(position.dislodged.iter().map(|d| (&d.unit, true)));
    for (u, dislodged) in placed_units {
        match out
            .iter_mut()
            .find(|s| s.unit == *u && s.dislodged == dislodged)
        {
            Some(s) => s.count += 1,
            None => {
                let Some(anchor) = token_anchor(board, u) else {
                    continue;
                };
                let offset = if dislodged {
                    dislodged_offset(board)
                } else {
                    [0.0, 0.0]
                };
                out.push(Stack {
                    unit: *u,
                    count: 1,
                    dislodged,
                    at: [anchor[0] + offset[0], anchor[1] + offset[1]],
                });
            }
        }
    }
    // Tokens of different kinds on one spot step aside from each other.
    for i in 0..out.len() {
        let shares = out
            .iter()
            .any(|o| o.at == out[i].at && o.unit.kind != out[i].unit.kind);
        if shares {
            let dx = match out[i].unit.kind {
                UnitKind::Army => -side_by_side(scale),
                UnitKind::Fleet => side_by_side(scale),
            };
            out[i].at[0] += dx;
        }
    }
    out
}

/// Spawns the merged token layers for every unit of `position` (dislodged units beside
/// their province, in a red ring; `pending` builds, not yet sealed, in a gold ring;
/// `leaving` units ordered removed in a violet ring; stacks as one token, their count painted
/// by the labels).
pub fn spawn_tokens(
    commands: &mut Commands,
    paint: &mut Painter,
    board: &Board,
    position: &Position,
    pending: &[Unit],
    leaving: &[Unit],
) {
    let map = &board.map;
    let mut halos = Vec::new();
    let mut shadows = Vec::new();
    let mut details = Vec::new();
    let mut dislodged_rings = Vec::new();
    let mut pending_rings = Vec::new();
    let mut leaving_rings = Vec::new();
    let mut outlines = Vec::new();
    let mut bodies: Vec<Vec<Vec<[f32; 2]>>> = vec![Vec::new(); map.powers.len()];
    let scale = token_scale(board.geometry);
    for stack in stacks(board, position) {
        let (u, anchor) = (stack.unit, stack.at);
        let [halo, line, body] = token_rings(u.kind, scale);
        if stack.dislodged {
            dislodged_rings.push(placed(anchor, &halo));
        } else if pending.contains(&u) {
            pending_rings.push(placed(anchor, &halo));
        } else if leaving.contains(&u) {
            leaving_rings.push(placed(anchor, &halo));
        } else {
            halos.push(placed(anchor, &halo));
        }
        outlines.push(placed(anchor, &line));
        shadows.push(placed(anchor, &token_shadow(u.kind, scale)));
        bodies[u.power.0 as usize].push(placed(anchor, &body));
        details.extend(
            token_details(u.kind, scale)
                .iter()
                .map(|ring| placed(anchor, ring)),
        );
    }
    paint.piece(
        commands,
        UnitPiece,
        union_mesh(&shadows),
        palette::TOKEN_SHADOW,
        2.95,
    );
    paint.piece(commands, UnitPiece, union_mesh(&halos), palette::HALO, 3.0);
    paint.piece(
        commands,
        UnitPiece,
        union_mesh(&dislodged_rings),
        palette::DISLODGED,
        3.05,
    );
    paint.piece(
        commands,
        UnitPiece,
        union_mesh(&pending_rings),
        palette::PENDING,
        3.05,
    );
    paint.piece(
        commands,
        UnitPiece,
        union_mesh(&leaving_rings),
        palette::LEAVING,
        3.05,
    );
    paint.piece(
        commands,
        UnitPiece,
        union_mesh(&outlines),
        palette::BORDER,
        3.1,
    );
    for (k, rings) in bodies.iter().enumerate() {
        let colour = palette::power_colour(&map.powers[k].name);
        paint.piece(commands, UnitPiece, union_mesh(rings), colour, 3.2);
    }
    paint.piece(
        commands,
        UnitPiece,
        union_mesh(&details),
        palette::BORDER,
        3.3,
    );
}
