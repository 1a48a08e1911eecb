//! Computers think beside the frames: each power the table lists as thinking gets a think
//! that sees only what a computer may know (the map, the position with its phase and
//! centre owners, the rules and the game's seed), and its orders reach the table when the
//! think is done, so the window never freezes. On the desktop each think is a thread of
//! its own; in the browser the thinks take a slice of each frame in turn, pausing between
//! the order sets they judge (`platform::work`, `bot::think`).

use super::Saves;
use super::table::{Happened, Table};
use crate::app::current::{CurrentGame, CurrentMap};
use crate::engine::bot::{Pauses, Question, think};
use crate::engine::ids::PowerId;
use crate::engine::order::Written;
use crate::engine::position::Position;
use crate::platform::work::Work;
use bevy::prelude::*;

/// One computer thinking: its power, the position it thinks about, and the work (a thread
/// on the desktop, slices of frames in the browser).
struct Thought {
    power: PowerId,
    position: Position,
    work: Work<Vec<Written>>,
}

/// The computers thinking now.
#[derive(Resource, Default)]
pub struct Thinkers {
    thoughts: Vec<Thought>,
}

impl Thinkers {
    /// Whether any computer is thinking now.
    pub fn thinking(&self) -> bool {
        !self.thoughts.is_empty()
    }

    /// Whether this power's orders for this position are being thought.
    fn has(&self, power: PowerId, position: &Position) -> bool {
        self.thoughts
            .iter()
            .any(|t| t.power == power && t.position == *position)
    }
}

/// Starts a think for each power the table lists as thinking that has none yet.
pub fn start_thinking(
    game: Res<CurrentGame>,
    map: Res<CurrentMap>,
    table: Res<Table>,
    mut thinkers: ResMut<Thinkers>,
) {
    let g = &game.0;
    for &power in &table.thinking {
        // The computer's level, character and memory of who attacked whom.
        let Some(mind) = g.computer_mind(&map.0, power) else {
            continue;
        };
        if thinkers.has(power, &g.position) {
            continue;
        }
        let map = map.0.clone();
        let position = g.position.clone();
        let seen = position.clone();
        let rules = g.setup.rules;
        let seed = g.setup.seed;
        let thought = move |due: fn() -> bool| async move {
            let question = Question {
                map: &map,
                position: &position,
                rules: &rules,
                power,
                seed,
            };
            think(&mind, &question, Pauses::when(due)).await
        };
        // Named, so a computer that fails is not reported as a crash (its units stand).
        let Some(work) = Work::start(crate::app::crash_report::COMPUTER_THREAD, thought) else {
            continue;
        };
        thinkers.thoughts.push(Thought {
            power,
            position: seen,
            work,
        });
    }
}

/// No game on the table: what computers were thinking for it is dropped.
pub fn forget_thoughts(mut thinkers: ResMut<Thinkers>) {
    if thinkers.thinking() {
        thinkers.thoughts.clear();
    }
}

/// Hands the finished computers' orders to the table (autosaving as a sealed set does).
pub fn collect_thoughts(
    mut game: ResMut<CurrentGame>,
    map: Res<CurrentMap>,
    mut table: ResMut<Table>,
    mut thinkers: ResMut<Thinkers>,
    mut saves: ResMut<Saves>,
) {
    let mut done = Vec::new();
    for mut t in std::mem::take(&mut thinkers.thoughts) {
        match t.work.is_finished() {
            true => done.push(t),
            false => thinkers.thoughts.push(t),
        }
    }
    for t in done {
        // A computer that panicked writes nothing: its units stand.
        let orders = t.work.join().unwrap_or_default();
        if game.0.position != t.position {
            continue;
        }
        let phase = t.position.phase;
        let happened = table.orders_arrived(&mut game.0, &map.0, phase, t.power, &orders);
        for h in happened {
            if h.autosaves() {
                saves.autosave(&mut game.0, Some(&table), h == Happened::Resolved);
            }
        }
    }
}
