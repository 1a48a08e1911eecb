//! The phones' calls answered against the table each frame: an act goes to the power's
//! draft (the laptop's own while that power's screen is open there), sealing moves the
//! table on, and every change the room should see is autosaved and pushed to phones.

use super::PhoneDesk;
use crate::app::current::{CurrentGame, CurrentMap};
use crate::app::play::Saves;
use crate::app::play::table::{Happened, Stage, Table};
use crate::engine::game::Game;
use crate::engine::position::Phase;
use crate::pads::view::ClockView;
use crate::pads::{Effect, TableFacts, TableStage, answer};
use bevy::prelude::*;

/// What phones are shown of the table: when it changes, phones look again.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct TableMark {
    stage: TableStage,
    phase: Phase,
    sealed: usize,
    phases: usize,
    clock_running: bool,
    over: bool,
}

/// Answers every call waiting, then tells phones if the table moved on.
pub(super) fn answer_phones(
    mut desk: ResMut<PhoneDesk>,
    mut game: ResMut<CurrentGame>,
    map: Res<CurrentMap>,
    mut table: ResMut<Table>,
    mut saves: ResMut<Saves>,
) {
    let map = &map.0;
    let game = &mut game.0;
    for call in desk.hub.take_calls() {
        let power = call.power;
        desk.clock.heard(game.position.phase, power);
        let facts = facts(&table, game, desk.clock.left);
        let player = game.controller.get(power.0 as usize).copied().flatten();
        let draw = player.is_some_and(|p| table.draw_votes.contains(&p));
        let open = match table.stage {
            Stage::Writing { .. } => table.drafts.iter_mut().find(|d| d.power == power),
            _ => None,
        };
        let happened = match answer(&desk.hub, map, game, call, &facts, open, draw) {
            None => Vec::new(),
            Some(Effect::Kept) => vec![Happened::Kept],
            Some(Effect::Sealed) => {
                let mut h = vec![Happened::Sealed];
                h.extend(table.sealed_elsewhere(game, map));
                h
            }
            Some(Effect::Unsealed) => {
                if let Some(p) = player {
                    table.unsealed_elsewhere(p);
                }
                vec![Happened::Kept]
            }
            Some(Effect::Draw(yes)) => {
                if let Some(p) = player {
                    table.vote_draw(p, yes);
                }
                Vec::new()
            }
        };
        for h in happened {
            if h.autosaves() {
                saves.autosave(game, Some(&table), h == Happened::Resolved);
            }
        }
    }
    // New codes (a lost phone) are kept with the game at once.
    let renewed = {
        let codes = desk.hub.codes();
        (game.phone_codes != codes.all()).then(|| codes.all().to_vec())
    };
    if let Some(codes) = renewed {
        game.phone_codes = codes;
        saves.autosave(game, Some(&table), false);
    }
    let mark = mark(&table, game);
    if desk.seen.as_ref() != Some(&mark) {
        desk.seen = Some(mark);
        desk.hub.bump();
    }
}

/// The table's stage as phones see it: the period (a visit to the laptop included),
/// writing, the results, the end.
fn stage(table: &Table) -> TableStage {
    match table.stage {
        Stage::Diplomacy => TableStage::Diplomacy,
        _ if table.visiting => TableStage::Diplomacy,
        Stage::Curtain { .. } | Stage::Writing { .. } | Stage::Thinking => TableStage::Writing,
        Stage::Reveal { .. } => TableStage::Results,
        Stage::Over => TableStage::Over,
    }
}

/// The facts a phone is shown: the stage, the diplomacy clock or the phones' writing
/// clock (`writing`: its seconds left), whether sealed orders may be taken back now.
pub(super) fn facts(table: &Table, game: &Game, writing: Option<f64>) -> TableFacts {
    let stage = stage(table);
    let clock = match (stage, table.clock.left, writing) {
        (TableStage::Diplomacy, Some(left), _) => Some(ClockView {
            label: crate::t!("phones-state-clock-diplomacy"),
            secs_left: left.max(0.0),
            running: table.clock.running,
        }),
        (TableStage::Writing, _, Some(left)) => Some(ClockView {
            label: crate::t!("phones-state-clock-writing"),
            secs_left: left,
            running: true,
        }),
        _ => None,
    };
    TableFacts {
        stage,
        clock,
        may_unseal: stage == TableStage::Diplomacy || game.setup.amend_after_seal,
        notice: (!table.timed_out.is_empty()).then(|| table.timed_out.join(" ")),
    }
}

fn mark(table: &Table, game: &Game) -> TableMark {
    TableMark {
        stage: stage(table),
        phase: game.position.phase,
        sealed: game.sealed.len(),
        phases: game.record.len(),
        clock_running: table.clock.running,
        over: game.outcome.is_some(),
    }
}
