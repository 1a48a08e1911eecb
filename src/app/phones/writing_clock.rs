//! The phones' writing clock: once the diplomacy period has ended, the players writing on
//! phones share one writing clock of the table's writing time (they write at once, not in
//! turn). When it runs out, what each phone wrote is sealed as it stands, as the laptop
//! seals a writer's draft when their clock runs out, and the table moves on.

use super::PhoneDesk;
use crate::app::play::table::{Happened, Stage, Table};
use crate::app::play::{ClockStep, KeptGame};
use crate::app::wake::WakeWithin;
use crate::engine::ids::PowerId;
use crate::engine::position::Phase;
use bevy::prelude::*;
use std::time::Duration;

/// The clock phones write against after the period, for the phase it was started in.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct PhoneClock {
    phase: Option<Phase>,
    /// Seconds left; `None` until the writing starts (and on tables without a writing
    /// clock).
    pub left: Option<f64>,
    /// Whether the time has run out (and the phones' drafts were sealed).
    rang: bool,
    /// Powers whose phone has called in this phase: their drafts are sealed at zero.
    on_phones: Vec<PowerId>,
}

impl PhoneClock {
    /// A phone of `power` called in `phase`.
    pub fn heard(&mut self, phase: Phase, power: PowerId) {
        self.follow(phase);
        if !self.on_phones.contains(&power) {
            self.on_phones.push(power);
        }
    }

    /// A new phase starts afresh.
    fn follow(&mut self, phase: Phase) {
        if self.phase != Some(phase) {
            *self = PhoneClock {
                phase: Some(phase),
                ..PhoneClock::default()
            };
        }
    }
}

/// Runs the phones' writing clock; at zero, seals what the phones wrote.
pub(super) fn run_phone_clock(
    time: Res<ClockStep>,
    mut desk: ResMut<PhoneDesk>,
    mut table: ResMut<Table>,
    kept: KeptGame,
    mut wake: ResMut<WakeWithin>,
) {
    let KeptGame {
        mut game,
        map,
        mut saves,
    } = kept;
    let game = &mut game.0;
    let clock = &mut desk.clock;
    clock.follow(game.position.phase);
    let on_phones: Vec<usize> = (clock.on_phones.iter())
        .filter_map(|p| game.controller.get(p.0 as usize).copied().flatten())
        .collect();
    table.phones_last(&on_phones);
    let writing = matches!(
        table.stage,
        Stage::Curtain { .. } | Stage::Writing { .. } | Stage::Thinking
    ) && !table.visiting;
    let Some(secs) = table
        .timing
        .writing_secs()
        .filter(|_| writing && !clock.rang)
    else {
        return;
    };
    let left = clock.left.unwrap_or(secs) - time.0;
    clock.left = Some(left.max(0.0));
    if left > 0.0 {
        wake.ask(Duration::from_secs_f64(left.min(1.0)));
        return;
    }
    clock.rang = true;
    // A power whose screen is open at the laptop keeps the laptop writer's own clock.
    let open: Vec<PowerId> = match table.stage {
        Stage::Writing { .. } => table.drafts.iter().map(|d| d.power).collect(),
        _ => Vec::new(),
    };
    let late: Vec<PowerId> = (clock.on_phones.iter().copied())
        .filter(|p| !game.sealed.contains(p) && !open.contains(p))
        .filter(|p| game.powers_to_order(&map.0).contains(p))
        .collect();
    for power in late {
        game.seal(power);
        let power = map.0.power_label(power);
        table
            .timed_out
            .push(crate::t!("curtain-sealed-on-phone-at-time", power = power));
    }
    let happened = table.sealed_elsewhere(game, &map.0);
    saves.autosave(game, Some(&table), happened.contains(&Happened::Resolved));
    desk.hub.bump();
}
