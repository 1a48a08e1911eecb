//! The keyboard's cursor over the board: Shift+arrows step to the neighbouring province
//! that way, N to the next unit (while writing: the next of your own, or of your build
//! sites), and Space or Enter while writing chooses the province as a click there would,
//! through the same `Act::Click`. B shows or hides the board in words. The cursor is
//! forgotten at every curtain, so nobody sees where the last player looked.

use super::pick::Entry;
use super::table::{Stage, Table};
use super::{Act, CurrentGame};
use crate::app::board::BoardShapes;
use crate::app::current::CurrentMap;
use crate::app::keymap::{Command, Keys};
use crate::engine::game::Game;
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::map::geometry::Geometry;
use crate::engine::options::{OrderKind, Subject, legal_orders};
use crate::engine::position::{PhaseKind, Position};
use bevy::prelude::*;

/// Where the keyboard's cursor is, and whether the board in words is shown.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BoardCursor {
    /// The province under the cursor; `None` until a cursor key is pressed.
    pub at: Option<ProvinceId>,
    /// The board in words is shown (B).
    pub words: bool,
}

/// The board the cursor moves over: the game, its map and shapes.
#[derive(bevy::ecs::system::SystemParam)]
pub struct CursorBoard<'w> {
    game: Res<'w, CurrentGame>,
    map: Res<'w, CurrentMap>,
    shapes: Option<Res<'w, BoardShapes>>,
}

/// The position the board shows at this stage: after a phase's results the position it
/// left, else the game's present (public in every stage the cursor is used in).
pub fn shown_position(game: &Game, stage: Stage) -> &Position {
    match stage {
        Stage::Reveal { record } => game
            .record
            .get(record + 1)
            .map_or(&game.position, |r| &r.position),
        _ => &game.position,
    }
}

/// The power being written for while a player writes (the tab open in the panel).
pub fn writing_power(table: &Table, entry: &Entry) -> Option<PowerId> {
    match table.stage {
        Stage::Writing { .. } => table.drafts.get(entry.tab).map(|d| d.power),
        _ => None,
    }
}

/// Reads the cursor's keys: moves the cursor, toggles the board in words, and while
/// writing turns Space or Enter into a click at the cursor and 1–3 into the open build
/// chooser's builds.
pub fn cursor_keys(
    keys: Res<Keys>,
    table: Res<Table>,
    board: CursorBoard,
    entry: Res<Entry>,
    mut cursor: ResMut<BoardCursor>,
    mut acts: MessageWriter<Act>,
) {
    if let Stage::Curtain { .. } = table.stage {
        cursor.at = None;
        return;
    }
    let (map, game) = (&board.map.0, &board.game.0);
    let position = shown_position(game, table.stage);
    let power = writing_power(&table, &entry);
    for &command in &keys.pressed {
        let direction = match command {
            Command::BoardWords => {
                cursor.words = !cursor.words;
                None
            }
            Command::CursorLeft => Some([-1.0, 0.0]),
            Command::CursorRight => Some([1.0, 0.0]),
            Command::CursorUp => Some([0.0, 1.0]),
            Command::CursorDown => Some([0.0, -1.0]),
            Command::NextUnit => {
                cursor.at = next_stop(map, game, position, power, cursor.at);
                None
            }
            Command::ChooseHere if power.is_some() => {
                if let Some(at) = cursor.at {
                    acts.write(Act::Click(Location::province(at)));
                }
                None
            }
            Command::BuildFirst | Command::BuildSecond | Command::BuildThird => {
                if let Some(act) = build_key(map, game, &table, &entry, command) {
                    acts.write(act);
                }
                None
            }
            _ => None,
        };
        if let (Some(dir), Some(shapes)) = (direction, board.shapes.as_deref()) {
            cursor.at = Some(match cursor.at {
                Some(from) => step(map, &shapes.0, from, dir).unwrap_or(from),
                None => next_stop(map, game, position, power, None).unwrap_or(ProvinceId(0)),
            });
        }
    }
}

/// 1, 2 or 3 while the build chooser is open: that build, as its button would give it.
fn build_key(map: &Map, game: &Game, table: &Table, entry: &Entry, c: Command) -> Option<Act> {
    let at = entry.build_at?;
    let draft = table.drafts.get(entry.tab)?;
    let choices = super::pick::build_choices(map, &game.position, &game.setup.rules, draft, at);
    let n = match c {
        Command::BuildFirst => 0,
        Command::BuildSecond => 1,
        _ => 2,
    };
    choices.get(n).map(|o| Act::Adjust(*o))
}

/// The places N steps through, in the map's order: while writing, the writing power's
/// units this phase orders (its dislodged ones in a retreat, its build sites and units
/// in an adjustment); otherwise every unit on the board.
pub fn stops(
    map: &Map,
    game: &Game,
    position: &Position,
    power: Option<PowerId>,
) -> Vec<ProvinceId> {
    let mut out: Vec<ProvinceId> = match (power, position.phase.kind) {
        (Some(p), PhaseKind::Retreat) => (position.dislodged.iter())
            .filter(|d| d.unit.power == p)
            .map(|d| d.unit.loc.province)
            .collect(),
        (Some(p), PhaseKind::Adjustment) => {
            let tree = legal_orders(map, position, &game.setup.rules, Subject::Power(p), 1);
            (tree.targets(OrderKind::Build).iter())
                .filter_map(|t| t.place.map(|l| l.province))
                .chain(
                    position
                        .units
                        .iter()
                        .filter(|u| u.power == p)
                        .map(|u| u.loc.province),
                )
                .collect()
        }
        (Some(p), _) => (position.units.iter())
            .filter(|u| u.power == p)
            .map(|u| u.loc.province)
            .collect(),
        (None, _) => position.units.iter().map(|u| u.loc.province).collect(),
    };
    out.sort_by_key(|p| p.0);
    out.dedup();
    out
}

/// The stop after `from` (the first when the cursor is elsewhere or nowhere).
fn next_stop(
    map: &Map,
    game: &Game,
    position: &Position,
    power: Option<PowerId>,
    from: Option<ProvinceId>,
) -> Option<ProvinceId> {
    let stops = stops(map, game, position, power);
    let next = from
        .and_then(|f| stops.iter().position(|s| *s == f))
        .map_or(0, |i| i + 1);
    stops.get(next % stops.len().max(1)).copied()
}

/// The neighbour of `from` lying most nearly in `dir` (board coordinates, y up): within
/// about 80° of it, the nearest and best-aligned first; `None` when none lies that way.
pub fn step(map: &Map, geometry: &Geometry, from: ProvinceId, dir: [f32; 2]) -> Option<ProvinceId> {
    let centre = |p: ProvinceId| geometry.shape(&map.province(p).id).map(|s| s.unit);
    let at = centre(from)?;
    let score = |n: ProvinceId| {
        let c = centre(n)?;
        let d = [c[0] - at[0], c[1] - at[1]];
        let len = d[0].hypot(d[1]);
        let cos = (d[0] * dir[0] + d[1] * dir[1]) / len.max(f32::EPSILON);
        (cos > 0.17).then_some(len / (cos * cos))
    };
    (map.neighbours(from).into_iter())
        .filter_map(|n| score(n).map(|s| (n, s)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(n, _)| n)
}
