//! The keyboard's cursor over the board: Shift+arrows step to the neighbouring province
//! that way, N to the next unit (while writing: the next of your own, or of your build
//! sites), and Space or Enter while writing chooses the province as a click there would,
//! through the same `Act::Click`. B shows or hides the board in words. The cursor is
//! forgotten at every curtain, so nobody sees where the last player looked.

use super::cursor_coasts::reachable_coasts;
use super::pick::Entry;
use super::table::{Stage, Table};
use super::{Act, CurrentGame};
use crate::app::board::BoardShapes;
use crate::app::board::animate::Anim;
use crate::app::board::view::BoardView;
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

/// The board the cursor moves over: the game, its map and shapes, and what the board
/// shows (a past phase looked back at, learning's game, the sandbox's step).
#[derive(bevy::ecs::system::SystemParam)]
pub struct CursorBoard<'w> {
    game: Option<Res<'w, CurrentGame>>,
    map: Option<Res<'w, CurrentMap>>,
    shapes: Option<Res<'w, BoardShapes>>,
    view: Option<Res<'w, BoardView>>,
    anim: Option<Res<'w, Anim>>,
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

/// The position a board view draws: before a revealed phase's result until its moves
/// have played out (learning mode holds a phase's orders there), else what it shows.
pub fn drawn_position<'a>(view: &'a BoardView, anim: Option<&Anim>) -> &'a Position {
    match &view.reveal {
        Some(r) if anim.is_some_and(|a| !a.done()) => &r.before.position,
        _ => &view.shown.position,
    }
}

/// The position on the board now: the board view's where there is one (the phase looked
/// back at too), else the table's stage's.
pub fn seen_position<'a>(
    view: Option<&'a BoardView>,
    anim: Option<&Anim>,
    game: &'a Game,
    stage: Option<Stage>,
) -> &'a Position {
    match (view, stage) {
        (Some(v), _) => drawn_position(v, anim),
        (None, Some(stage)) => shown_position(game, stage),
        (None, None) => &game.position,
    }
}

/// The power being written for while a player writes (the tab open in the panel).
pub fn writing_power(table: &Table, entry: &Entry) -> Option<PowerId> {
    match table.stage {
        Stage::Writing { .. } => table.drafts.get(entry.tab).map(|d| d.power),
        _ => None,
    }
}

/// Reads the cursor's keys wherever the board is shown (the table, learning mode, the
/// sandbox): moves the cursor, toggles the board in words, and while writing turns Space
/// or Enter into a click at the cursor and 1–3 into the open build chooser's builds (or,
/// a fleet picked, the coast of the cursor's province). The sandbox reads Space itself.
pub fn cursor_keys(
    keys: Res<Keys>,
    table: Option<Res<Table>>,
    board: CursorBoard,
    entry: Res<Entry>,
    mut cursor: ResMut<BoardCursor>,
    mut acts: MessageWriter<Act>,
) {
    let table = table.as_deref();
    let curtain = table.is_some_and(|t| matches!(t.stage, Stage::Curtain { .. }));
    if curtain || !keys.place.is_some_and(|p| p.shows_board()) {
        cursor.at = None;
        return;
    }
    let (Some(map), Some(game)) = (board.map.as_deref(), board.game.as_deref()) else {
        return;
    };
    let (map, game) = (&map.0, &game.0);
    let position = seen_position(
        board.view.as_deref(),
        board.anim.as_deref(),
        game,
        table.map(|t| t.stage),
    );
    let power = table.and_then(|t| writing_power(t, &entry));
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
                let act = match (table, entry.build_at) {
                    (Some(t), Some(_)) => build_key(map, game, t, &entry, command),
                    (Some(_), None) if power.is_some() => {
                        coast_key(map, game, &entry, cursor.at, command)
                    }
                    _ => None,
                };
                if let Some(act) = act {
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

/// The number a key gives: 1, 2 or 3, counted from 0.
fn key_number(c: Command) -> usize {
    match c {
        Command::BuildFirst => 0,
        Command::BuildSecond => 1,
        _ => 2,
    }
}

/// 1 or 2 with a fleet picked and the cursor where it may end on either coast: a click
/// on that coast.
fn coast_key(
    map: &Map,
    game: &Game,
    entry: &Entry,
    at: Option<ProvinceId>,
    c: Command,
) -> Option<Act> {
    let coasts = reachable_coasts(map, &game.position, &game.setup.rules, entry.pick, at?);
    coasts.get(key_number(c)).map(|l| Act::Click(*l))
}

/// 1, 2 or 3 while the build chooser is open: that build, as its button would give it.
fn build_key(map: &Map, game: &Game, table: &Table, entry: &Entry, c: Command) -> Option<Act> {
    let at = entry.build_at?;
    let draft = table.drafts.get(entry.tab)?;
    let choices = super::pick::build_choices(map, &game.position, &game.setup.rules, draft, at);
    choices.get(key_number(c)).map(|o| Act::Adjust(*o))
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

/// The widest angle between an arrow and a neighbour it may reach (±60°: each
/// neighbour lies within reach of one arrow or two).
const CONE: f32 = std::f32::consts::FRAC_PI_3;

/// Neighbours this much further off the arrow than the best-aligned one still count as
/// lying that way; the nearest of them is chosen.
const SLACK: f32 = 0.26;

/// The neighbour of `from` lying most nearly in `dir` (board coordinates, y up): of those
/// within 60° of it, the best-aligned (the nearest of those within 15° of the best);
/// `None` when none lies that way.
pub fn step(map: &Map, geometry: &Geometry, from: ProvinceId, dir: [f32; 2]) -> Option<ProvinceId> {
    let centre = |p: ProvinceId| geometry.shape(&map.province(p).id).map(|s| s.unit);
    let at = centre(from)?;
    let way = dir[1].atan2(dir[0]);
    let seen: Vec<(ProvinceId, f32, f32)> = (map.neighbours(from).into_iter())
        .filter(|n| *n != from)
        .filter_map(|n| {
            let c = centre(n)?;
            let d = [c[0] - at[0], c[1] - at[1]];
            let off = (d[1].atan2(d[0]) - way + std::f32::consts::PI)
                .rem_euclid(std::f32::consts::TAU)
                - std::f32::consts::PI;
            (off.abs() <= CONE).then_some((n, off.abs(), d[0].hypot(d[1])))
        })
        .collect();
    let best = seen.iter().map(|s| s.1).min_by(f32::total_cmp)?;
    (seen.iter())
        .filter(|s| s.1 <= best + SLACK)
        .min_by(|a, b| a.2.total_cmp(&b.2))
        .map(|s| s.0)
}
