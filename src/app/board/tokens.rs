//! Unit tokens: army and fleet outlines, where each stands, and the merged token layers
//! of a whole position (light halos, red rings for dislodged units, outlines, bodies).

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

/// A token's outline at the origin, at board scale.
pub fn outline(kind: UnitKind) -> Vec<[f32; 2]> {
    let shape = match kind {
        UnitKind::Army => ARMY,
        UnitKind::Fleet => FLEET,
    };
    shape.iter().map(|p| [p[0] * 1.3, p[1] * 1.3]).collect()
}

/// The three rings of a token (halo, outline, body) around the origin.
pub fn token_rings(kind: UnitKind) -> [Vec<[f32; 2]>; 3] {
    let token = outline(kind);
    [grow(&token, 4.0), grow(&token, 2.0), token]
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

/// Where a stack's count badge sits on its token, in board units from the token's centre.
pub const BADGE_OFFSET: [f32; 2] = [11.0, 9.0];

/// How far apart an army and a fleet sharing a province's anchor are drawn.
const SIDE_BY_SIDE: f32 = 11.0;

/// The tokens of a position: units of one power, kind and place merged into one token with
/// a count; an army and a fleet at the same anchor drawn side by side; dislodged units beside
/// their province.
pub fn stacks(board: &Board, position: &Position) -> Vec<Stack> {
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
                    DISLODGED_OFFSET
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
                UnitKind::Army => -SIDE_BY_SIDE,
                UnitKind::Fleet => SIDE_BY_SIDE,
            };
            out[i].at[0] += dx;
        }
    }
    out
}

/// Spawns the merged token layers for every unit of `position` (dislodged units beside
/// their province, in a red ring; stacks as one token, their count painted by the labels).
pub fn spawn_tokens(
    commands: &mut Commands,
    paint: &mut Painter,
    board: &Board,
    position: &Position,
) {
    let map = &board.map;
    let mut halos = Vec::new();
    let mut dislodged_rings = Vec::new();
    let mut outlines = Vec::new();
    let mut bodies: Vec<Vec<Vec<[f32; 2]>>> = vec![Vec::new(); map.powers.len()];
    for stack in stacks(board, position) {
        let (u, anchor) = (stack.unit, stack.at);
        let [halo, line, body] = token_rings(u.kind);
        if stack.dislodged {
            dislodged_rings.push(placed(anchor, &halo));
        } else {
            halos.push(placed(anchor, &halo));
        }
        outlines.push(placed(anchor, &line));
        bodies[u.power.0 as usize].push(placed(anchor, &body));
    }
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
        union_mesh(&outlines),
        palette::BORDER,
        3.1,
    );
    for (k, rings) in bodies.iter().enumerate() {
        let colour = palette::power_colour(&map.powers[k].name);
        paint.piece(commands, UnitPiece, union_mesh(rings), colour, 3.2);
    }
}
