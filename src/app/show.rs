//! Chooses what the board shows: the game now, a past phase, or the phase being
//! animated; and which provinces light up while a player writes orders.

use super::CurrentGame;
use super::animate::Anim;
use super::board::{Board, Highlights, Shown};

use super::camera::BoardInset;
use super::play::pick::Entry;
use super::play::table::{Stage, Table};
use super::screens::{self, History, Settings};
use crate::engine::order::{MainOrder, Order, RetreatOrder};
use bevy::prelude::*;

/// Keeps [`Shown`] and [`Highlights`] in step with the table.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sync.after(super::animate::AnimSet)
            .before(super::board::BoardSet),
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
    mut inset: ResMut<BoardInset>,
) {
    let g = &game.0;
    let stage = table.as_ref().map(|t| t.stage);
    let (left, right) = match stage {
        Some(Stage::Diplomacy) => (screens::DIPLOMACY_WIDTH, 0.0),
        Some(Stage::Writing { .. }) => (0.0, screens::ORDERS_WIDTH),
        Some(Stage::Reveal { .. }) => (0.0, screens::RESULTS_WIDTH),
        _ => (0.0, 0.0),
    };
    inset.set_if_neq(BoardInset {
        left: left * settings.ui_scale,
        right: right * settings.ui_scale,
    });
    let want = match stage {
        Some(Stage::Reveal { record }) if !anim.done() => g.record.get(record).map(|r| Shown {
            position: r.position.clone(),
            units: false,
        }),
        Some(Stage::Diplomacy) => {
            history
                .and_then(|h| h.0)
                .and_then(|i| g.record.get(i))
                .map(|r| Shown {
                    position: r.position.clone(),
                    units: true,
                })
        }
        _ => None,
    }
    .unwrap_or_else(|| Shown {
        position: g.position.clone(),
        units: true,
    });
    shown.set_if_neq(want);

    let mut want_lit = Highlights::default();
    if let (Some(Stage::Writing { .. }), Some(table), Some(entry)) = (stage, table.as_ref(), entry)
    {
        want_lit.selected = entry.pick.selected();
        let map = &board.map;
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
    }
    lit.set_if_neq(want_lit);
}
