//! Chooses what the board shows: the game now, a past phase, or the phase being
//! animated; and which provinces light up while a player writes orders.

use super::Board;
use super::animate::Anim;
use super::draw::{Highlights, Shown};
use crate::app::CurrentGame;

use super::camera::{BoardInset, LeftRoom};
use crate::app::play::pick::{Entry, Sel};
use crate::app::play::reach::pick_reach;
use crate::app::play::table::{Stage, Table};
use crate::app::screens::{self, History, Settings};
use crate::engine::game::Game;
use crate::engine::map::Map;
use crate::engine::order::{MainOrder, Order, RetreatOrder};
use bevy::prelude::*;

/// A board fixed by the picture export: its position, arrows and margins win over what the
/// table, learning mode or the sandbox would show. Absent while they drive the board.
#[derive(Resource, Clone, PartialEq)]
pub struct PinnedView {
    pub shown: Shown,
    pub arrows: Vec<super::arrows::Arrow>,
    pub inset: BoardInset,
}

/// Keeps [`Shown`] and [`Highlights`] in step with the table.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sync.after(super::animate::AnimSet)
            .before(super::draw::BoardSet),
    );
}

#[allow(clippy::too_many_arguments)]
fn sync(
    table: Option<Res<Table>>,
    game: Res<CurrentGame>,
    board: Res<Board>,
    history: Option<Res<History>>,
    anim: Res<Anim>,
    entry: Option<Res<Entry>>,
    mut shown: ResMut<Shown>,
    mut lit: ResMut<Highlights>,
    settings: Res<Settings>,
    (mut inset, room): (ResMut<BoardInset>, Res<LeftRoom>),
    learning: Option<Res<crate::app::learning::Learning>>,
    sandbox: Option<Res<screens::SandboxDesk>>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    pinned: Option<Res<PinnedView>>,
) {
    if let Some(pin) = pinned {
        shown.set_if_neq(pin.shown.clone());
        inset.set_if_neq(pin.inset);
        lit.set_if_neq(Highlights::default());
        return;
    }
    let g = &game.0;
    let stage = table.as_ref().map(|t| t.stage);
    let window = window.single().map_or(f32::INFINITY, |w| w.width());
    let mode = (learning.is_some(), sandbox.is_some());
    let mut want_inset = panel_inset(stage, mode, window, settings.ui_scale);
    if room.0 > 0.0 {
        let points = window / settings.ui_scale;
        let left = screens::style::kept_left_width(room.0, points) * settings.ui_scale;
        want_inset.left = want_inset.left.max(left);
    }
    inset.set_if_neq(want_inset);
    shown.set_if_neq(shown_now(g, table.as_deref(), history.as_deref(), &anim));

    let mut want_lit = match (stage, table.as_deref(), entry.as_deref()) {
        (Some(Stage::Writing { .. }), Some(table), Some(entry)) => {
            writing_lights(&board.map, g, table, entry)
        }
        _ => Highlights::default(),
    };
    // Centres that changed hands, once the moves have played out.
    if let Some(Stage::Reveal { record }) = stage
        && anim.done()
        && let Some(r) = g.record.get(record)
    {
        want_lit.pulsing = r.centre_changes.iter().map(|c| c.0).collect();
    }
    // The sandbox's order being clicked: the unit picked and where the next click may go.
    if let Some(desk) = &sandbox
        && desk.pick_power.is_some()
    {
        let (selected, reach) = desk.lights();
        want_lit.selected = selected;
        want_lit.pulsing.extend(reach.open);
        want_lit.refused = reach.refused;
    }
    // The introduction lights the provinces its page talks about.
    if let Some(l) = &learning
        && let crate::app::learning::steps::Part::Page(p) = l.current().part
        && let Some(page) = l.material.introduction.pages.get(p)
    {
        want_lit.pulsing = page
            .highlight
            .iter()
            .filter_map(|id| board.map.find_province(id))
            .collect();
    }
    lit.set_if_neq(want_lit);
}

/// The position the board shows now: a phase being animated (before its result), a past
/// phase looked back at, or the game's present with the writing player's builds pending.
fn shown_now(g: &Game, table: Option<&Table>, history: Option<&History>, anim: &Anim) -> Shown {
    let stage = table.map(|t| t.stage);
    match stage {
        Some(Stage::Reveal { record }) if !anim.done() => g.record.get(record).map(before_result),
        Some(Stage::Diplomacy) => history
            .and_then(|h| h.0)
            .and_then(|i| g.record.get(i))
            .map(|r| Shown::of(r.position.clone())),
        _ => None,
    }
    .unwrap_or_else(|| Shown {
        // After a phase's results: the board as that phase left it (the game's present,
        // unless a later phase of the record is being studied).
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
    })
}

/// While a player writes: the places their orders touch, and what the pick in progress
/// may choose (refused places greyed).
fn writing_lights(map: &Map, g: &Game, table: &Table, entry: &Entry) -> Highlights {
    let mut want_lit = Highlights {
        selected: entry.pick.selected(),
        ..Highlights::default()
    };
    for d in &table.drafts {
        for line in d.checked(map, &g.position, &g.setup.rules) {
            let Ok(w) = line.order else { continue };
            let target = match w.order {
                Order::Main(MainOrder::Move { to, .. }) => Some(to.province),
                Order::Main(MainOrder::SupportMove { to, .. }) => Some(to.province),
                Order::Main(MainOrder::SupportHold { target }) => Some(target),
                Order::Main(MainOrder::Convoy { to, .. }) => Some(to),
                Order::Retreat(RetreatOrder::Retreat(to)) => Some(to.province),
                _ => None,
            };
            want_lit.pulsing.extend(target);
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

/// The window pixels the screen's edge panel covers at each side (`mode`: learning mode,
/// the sandbox), so the board fits beside it: each panel's width in points in a window
/// as many points wide as it has pixels over the text size.
fn panel_inset(
    stage: Option<Stage>,
    mode: (bool, bool),
    window: f32,
    text_size: f32,
) -> BoardInset {
    let window = window / text_size;
    let edge = |nominal: f32| screens::style::panel_width(nominal, window);
    let (left, right) = match (stage, mode) {
        (_, (true, _)) => (0.0, edge(screens::LEARNING_WIDTH)),
        (_, (_, true)) => (0.0, screens::sandbox_panel_width(window)),
        (Some(Stage::Diplomacy), _) => (edge(screens::DIPLOMACY_WIDTH), 0.0),
        (Some(Stage::Writing { .. }), _) => (0.0, edge(screens::ORDERS_WIDTH)),
        (Some(Stage::Reveal { .. }), _) => (0.0, edge(screens::RESULTS_WIDTH)),
        _ => (0.0, 0.0),
    };
    BoardInset {
        left: left * text_size,
        right: right * text_size,
    }
}

/// A phase's board before its orders are carried out. A movement phase's units are drawn
/// by the resolution animation; a retreat or adjustment phase shows its units, with the
/// builds ordered in a gold ring and the removals ordered in a violet one.
pub fn before_result(rec: &crate::engine::game::PhaseRecord) -> Shown {
    use crate::engine::game::PhaseResult;
    use crate::engine::order::AdjustOrder;
    let mut shown = Shown::of(rec.position.clone());
    match &rec.result {
        PhaseResult::Adjustment { verdicts, .. } => {
            for (power, order, _) in verdicts {
                match *order {
                    AdjustOrder::Build { kind, at } => {
                        shown.pending.push(crate::engine::position::Unit {
                            power: *power,
                            kind: kind.unwrap_or(crate::engine::ids::UnitKind::Army),
                            loc: at,
                        })
                    }
                    AdjustOrder::Remove { at } => shown
                        .leaving
                        .extend(rec.position.unit_at(at).map(|i| rec.position.units[i])),
                    AdjustOrder::Waive => {}
                }
            }
        }
        _ => shown.units = !rec.is_movement(),
    }
    shown
}

/// The units the drafts order built (drawn on the board before they are sealed).
fn pending_builds(drafts: &[crate::app::play::draft::Draft]) -> Vec<crate::engine::position::Unit> {
    use crate::engine::order::AdjustOrder;
    let build = |w: &crate::engine::order::Written| match w.order {
        Order::Adjust(AdjustOrder::Build { kind, at }) => Some(crate::engine::position::Unit {
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
