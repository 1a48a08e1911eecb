//! The table's part of the board view: the game now, a past phase looked back at, or the
//! phase being revealed; the writing player's own orders as arrows and the places their
//! pick may choose; the room the stage's panel takes; and a clear hover at each hand-over.

use super::draft::Draft;
use super::pick::{Entry, Sel};
use super::reach::pick_reach;
use super::review::{History, LastMoves};
use super::table::{Stage, Table};
use crate::app::board::arrows::{Arrow, arrow_for, record_arrows};
use crate::app::board::draw::{Highlights, Shown};
use crate::app::board::picking::HoverWaits;
use crate::app::board::show::before_result;
use crate::app::board::view::{BoardView, PanelRoom, Reveal, WriteView};
use crate::app::board::{Board, DrawnBoard};
use crate::app::current::CurrentGame;
use crate::app::layout::{DIPLOMACY_WIDTH, ORDERS_WIDTH, RESULTS_WIDTH, TALK_WIDTH};
use crate::engine::game::Game;
use crate::engine::map::Map;
use crate::engine::order::{AdjustOrder, MainOrder, Order, RetreatOrder, Written};
use crate::engine::position::Unit;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// Writes the board view from the table (or the game's present when no table is open).
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            // After the table's logic, so a phase resolved this frame is revealed from
            // its first frame on (never its result first).
            write_view
                .in_set(WriteView::Game)
                .after(super::cues::send_cues),
            hover_waits_at_hand_over.after(super::cues::send_cues),
        ),
    );
}

/// What the diplomacy screen looks back at: a past phase, or the last movement phase's
/// orders.
#[derive(SystemParam)]
pub struct LookBack<'w> {
    history: Option<Res<'w, History>>,
    last_moves: Option<Res<'w, LastMoves>>,
}

impl LookBack<'_> {
    /// The record whose orders are drawn while the table talks, if any.
    fn record(&self, game: &Game) -> Option<usize> {
        let last = || game.record.iter().rposition(|r| r.is_movement());
        (self.history.as_ref().and_then(|h| h.0))
            .or_else(|| (self.last_moves.as_ref().filter(|l| l.0)).and_then(|_| last()))
    }
}

/// The table, where a game is laid on it (the board shows the game's present without
/// one), and the writing player's order entry.
#[derive(SystemParam)]
pub struct TableSeen<'w> {
    table: Option<Res<'w, Table>>,
    entry: Option<Res<'w, Entry>>,
    cursor: Option<Res<'w, super::cursor::BoardCursor>>,
}

fn write_view(
    seen: TableSeen,
    game: Res<CurrentGame>,
    board: DrawnBoard,
    look_back: LookBack,
    room: PanelRoom,
    mut view: ResMut<BoardView>,
) {
    let g = &game.0;
    let board = board.get();
    let TableSeen {
        table,
        entry,
        cursor,
    } = seen;
    let table = table.as_deref();
    let stage = table.map(|t| t.stage);
    let viewed = history_shown(stage, look_back.history.as_deref(), g);
    let mut lit = match (table, entry.as_deref()) {
        (Some(t), Some(entry)) if matches!(t.stage, Stage::Writing { .. }) => {
            writing_lights(board.map, g, t, entry)
        }
        _ => Highlights::default(),
    };
    // The keyboard's cursor is lit as a selection (it is forgotten at every curtain).
    lit.selected.extend(cursor.and_then(|c| c.at));
    let want = BoardView {
        shown: viewed.unwrap_or_else(|| present(g, table)),
        lit,
        arrows: table.map_or_else(Vec::new, |t| {
            table_arrows(&board, t, g, look_back.record(g))
        }),
        panels: match stage {
            Some(Stage::Diplomacy) => room.inset(DIPLOMACY_WIDTH, 0.0),
            Some(Stage::Writing { .. }) => room.inset(
                talk_width(g, board.map, table, entry.as_deref()),
                ORDERS_WIDTH,
            ),
            Some(Stage::Reveal { .. }) => room.inset(0.0, RESULTS_WIDTH),
            _ => room.inset(0.0, 0.0),
        },
        reveal: match stage {
            Some(Stage::Reveal { record }) => g.record.get(record).map(|r| Reveal {
                record,
                before: before_result(r),
                changed_centres: r.centre_changes.iter().map(|c| c.0).collect(),
            }),
            _ => None,
        },
    };
    // Written every frame, marked changed only when it differs: the later writers and
    // the board compare what they read.
    *view.bypass_change_detection() = want;
}

/// The past phase looked back at while the table talks, if any.
fn history_shown(stage: Option<Stage>, history: Option<&History>, g: &Game) -> Option<Shown> {
    match stage {
        Some(Stage::Diplomacy) => history
            .and_then(|h| h.0)
            .and_then(|i| g.record.get(i))
            .map(|r| Shown::of(r.position.clone())),
        _ => None,
    }
}

/// The board as the stage leaves it: after a phase's results the position it left (the
/// game's present unless a later phase is studied); while a player writes, the game's
/// present with their builds pending.
fn present(g: &Game, table: Option<&Table>) -> Shown {
    let stage = table.map(|t| t.stage);
    Shown {
        pending: match (stage, table) {
            (Some(Stage::Writing { .. }), Some(t)) => pending_builds(&t.drafts),
            _ => Vec::new(),
        },
        ..Shown::of(match stage {
            Some(Stage::Reveal { record }) => g
                .record
                .get(record + 1)
                .map_or(&g.position, |r| &r.position)
                .clone(),
            _ => g.position.clone(),
        })
    }
}

/// While a player writes: the places their orders touch, and what the pick in progress
/// may choose (refused places greyed).
fn writing_lights(map: &Map, g: &Game, table: &Table, entry: &Entry) -> Highlights {
    let mut want_lit = Highlights {
        selected: entry.pick.selected(),
        ..Highlights::default()
    };
    for d in &table.drafts {
        for line in d.checked(g.board(map)) {
            let Ok(&w) = line.order() else { continue };
            want_lit.pulsing.extend(target(&w));
        }
    }
    // What the pick in progress may choose (the selected unit's or stack's moves, by
    // convoy and railroad included), from the legal-order tree for the count picked;
    // refused places greyed.
    if let Some(draft) = table.drafts.get(entry.tab) {
        let sel = Sel {
            count: entry.count,
            kind: entry.kind,
        };
        let reach = pick_reach(map, &g.position, &g.setup.rules, draft, entry.pick, sel);
        want_lit.pulsing.extend(reach.open);
        want_lit.refused = reach.refused;
    }
    want_lit
}

/// The province an order points at, if it points anywhere.
fn target(w: &Written) -> Option<crate::engine::ids::ProvinceId> {
    match w.order {
        Order::Main(MainOrder::Move { to, .. }) => Some(to.province),
        Order::Main(MainOrder::SupportMove { to, .. }) => Some(to.province),
        Order::Main(MainOrder::SupportHold { target }) => Some(target),
        Order::Main(MainOrder::Convoy { to, .. }) => Some(to),
        Order::Retreat(RetreatOrder::Retreat(to)) => Some(to.province),
        _ => None,
    }
}

/// The units the drafts order built (drawn on the board before they are sealed).
fn pending_builds(drafts: &[Draft]) -> Vec<Unit> {
    let build = |w: &Written| match w.order {
        Order::Adjust(AdjustOrder::Build { kind, at }) => Some(Unit {
            power: w.power,
            kind: kind.unwrap_or(crate::engine::ids::UnitKind::Army),
            loc: at,
        }),
        _ => None,
    };
    drafts
        .iter()
        .flat_map(|d| d.orders())
        .filter_map(build)
        .collect()
}

/// The arrows of the table's stage: the drafts' orders while a player writes (the
/// sandbox's slips the same way), every order of the phase revealed, and the orders of
/// `looked_back` while the table talks.
pub fn table_arrows(
    board: &Board,
    table: &Table,
    game: &Game,
    looked_back: Option<usize>,
) -> Vec<Arrow> {
    match table.stage {
        Stage::Writing { .. } => draft_arrows(board, table, game),
        Stage::Reveal { record } => record_arrows(board, game, record),
        // Looking back at a past phase: its orders, failures crossed out.
        Stage::Diplomacy => looked_back.map_or_else(Vec::new, |r| record_arrows(board, game, r)),
        _ => Vec::new(),
    }
}

/// The drafts' movement and retreat orders, one arrow per order on every board (a stack's
/// order is one arrow), void ones crossed out.
fn draft_arrows(board: &Board, table: &Table, game: &Game) -> Vec<Arrow> {
    let position = &game.position;
    let mut out = Vec::new();
    for d in &table.drafts {
        for line in d.checked(game.board(board.map)) {
            let Ok(&w) = line.order() else { continue };
            let Some(main) = w.as_main() else { continue };
            let here = |u: &Unit| {
                u.loc.province == w.at.province
                    && u.power == w.power
                    && w.kind.is_none_or(|k| k == u.kind)
            };
            let unit = match w.order {
                Order::Retreat(_) => position.dislodged.iter().map(|x| x.unit).find(here),
                _ => position.units.iter().copied().find(here),
            };
            if let Some(unit) = unit {
                out.extend(arrow_for(
                    board,
                    position,
                    &unit,
                    &main,
                    line.check.is_void(),
                ));
            }
        }
    }
    out
}

/// At each hand-over the hover is cleared until the new player moves the pointer, so no
/// province named under the last player's pointer is left on screen.
fn hover_waits_at_hand_over(
    table: Option<Res<Table>>,
    mut last: Local<Option<Stage>>,
    waits: Option<ResMut<HoverWaits>>,
) {
    let stage = table.map(|t| t.stage);
    if stage != *last {
        *last = stage;
        if let Some(mut waits) = waits {
            waits.0 = true;
        }
    }
}

/// The width of the talk panel beside the orders at text size 1: 0 unless the writing
/// player has it open during the period.
fn talk_width(g: &Game, map: &Map, table: Option<&Table>, entry: Option<&Entry>) -> f32 {
    match (table, entry) {
        (Some(t), Some(e)) if super::talk::talk_shows(t, g, map, e) => TALK_WIDTH,
        _ => 0.0,
    }
}
