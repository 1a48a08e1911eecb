//! The hot-seat table: the stage of the current phase, whose turn it is behind the
//! curtain, the clocks, and the private drafts of the player writing. Plain logic, driven
//! by the Bevy systems in `play/mod.rs` and tested without a window.

use super::clock::{Clock, Timing};
use super::draft::Draft;
use crate::engine::bot::Level;
use crate::engine::game::Game;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::Written;
use crate::engine::position::{Phase, PhaseKind};
use crate::t;
use bevy::prelude::Resource;

mod phones;

/// Where the table is within a phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Everyone talks; the diplomacy clock runs; the board is public.
    Diplomacy,
    /// "Pass the laptop to …": nothing secret on screen.
    Curtain { player: usize },
    /// One player writes orders for their powers in private.
    Writing { player: usize },
    /// Everyone has sealed but computers still think (off the main thread): the board is
    /// public and a note names them.
    Thinking,
    /// Orders are read out and the phase resolution is shown (`record` indexes the game record).
    Reveal { record: usize },
    /// The game has ended.
    Over,
}

/// Something the table did that the rest of the program reacts to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Happened {
    /// A player sealed orders: autosave.
    Sealed,
    /// A player kept a draft without sealing it (writing during the period): autosave.
    Kept,
    /// A phase was resolved: autosave and animate.
    Resolved,
    /// The diplomacy clock ran out: sound the alarm.
    Alarm,
}

impl Happened {
    /// Whether the game is autosaved for it.
    pub fn autosaves(self) -> bool {
        matches!(self, Happened::Sealed | Happened::Kept | Happened::Resolved)
    }
}

/// The state of play around the board.
#[derive(Resource, Debug, Clone)]
pub struct Table {
    pub stage: Stage,
    pub timing: Timing,
    /// The clock of the diplomacy period or of the player writing.
    pub clock: Clock,
    /// Players still to write this phase, in turn order (the first one is at the curtain).
    pub queue: Vec<usize>,
    /// The orders being written behind the curtain, one draft per power; empty otherwise.
    pub drafts: Vec<Draft>,
    /// Players who proposed a draw in secret this phase.
    pub draw_votes: Vec<usize>,
    /// A message for everyone (a failed autosave, a wrong passcode).
    pub notice: Option<String>,
    /// This phase's orders sealed by the writing clock, in words for the next curtain
    /// and the results ("Germany's orders were sealed when the writing time ran out: …").
    pub timed_out: Vec<String>,
    /// Whether computers think off the main thread (the window): then the table lists
    /// them in `thinking` and waits for their orders instead of writing them itself.
    pub think_off_thread: bool,
    /// Computer powers whose orders for this phase are still being thought.
    pub thinking: Vec<PowerId>,
    /// A player came to the laptop during the diplomacy period (the curtain, then their
    /// orders): `clock` is still the period's and runs on, and sealing (or keeping a
    /// draft) returns the laptop to the clock.
    pub visiting: bool,
    /// How many diplomacy periods have run out at this table (the alarm sounds when it
    /// grows).
    pub alarms: u32,
    /// The powers of the drafts open now that were sealed when they were opened (their
    /// player came back to change them); a power sealed elsewhere meanwhile (on a phone)
    /// is not among them, and its sealed set is not overwritten.
    pub sealed_when_opened: Vec<PowerId>,
    /// The notice told after the laptop slept, while it is shown (it goes when the clock
    /// resumes).
    slept_notice: Option<String>,
}

/// How long the alarm shows before order writing starts, in seconds.
pub const ALARM_SECS: f64 = 4.0;

impl Table {
    /// The table for a game just started or resumed.
    pub fn new(game: &mut Game, map: &Map, timing: Timing) -> (Table, Vec<Happened>) {
        Self::start(game, map, Table::bare(Stage::Diplomacy, timing))
    }

    /// The table for a game in the window: computers think off the main thread and their
    /// orders arrive through `orders_arrived`.
    pub fn with_thinkers(game: &mut Game, map: &Map, timing: Timing) -> (Table, Vec<Happened>) {
        let mut table = Table::bare(Stage::Diplomacy, timing);
        table.think_off_thread = true;
        Self::start(game, map, table)
    }

    /// A table at `stage` with no clock running, nobody queued and nothing written.
    fn bare(stage: Stage, timing: Timing) -> Table {
        Table {
            stage,
            timing,
            clock: Clock::stopped(),
            queue: Vec::new(),
            drafts: Vec::new(),
            draw_votes: Vec::new(),
            notice: None,
            slept_notice: None,
            timed_out: Vec::new(),
            think_off_thread: false,
            thinking: Vec::new(),
            visiting: false,
            alarms: 0,
            sealed_when_opened: Vec::new(),
        }
    }

    /// Starts the game's current phase at this table.
    fn start(game: &mut Game, map: &Map, mut table: Table) -> (Table, Vec<Happened>) {
        let mut happened = table.begin_phase(game, map);
        // A game saved during a diplomacy period resumes with the time it had left.
        if table.stage == Stage::Diplomacy
            && let Some(left) = game.clock_left.take()
        {
            if left <= 0.0 {
                happened.extend(table.start_writing(game, map));
            } else if table.clock.left.is_some() {
                table.clock = Clock::counting(Some(left as f64));
                table.clock.running = !game.clock_paused;
            }
        }
        game.clock_left = None;
        game.clock_paused = false;
        (table, happened)
    }

    /// Whether the current movement phase's diplomacy period has ended: saved games say
    /// so (`in_diplomacy`); games saved before that field meant it by any sealed power.
    fn period_over(game: &Game) -> bool {
        match game.in_diplomacy {
            Some(talking) => !talking,
            None => !game.sealed.is_empty(),
        }
    }

    /// The diplomacy clock to keep in a save: the seconds left while the table talks,
    /// 0 once the period has ended and orders are being written before anyone sealed.
    pub fn clock_to_keep(&self, game: &Game) -> Option<f32> {
        let writing_moves = game.position.phase.kind == PhaseKind::Movement
            && matches!(
                self.stage,
                Stage::Curtain { .. } | Stage::Writing { .. } | Stage::Thinking
            );
        match self.stage {
            Stage::Diplomacy => self.clock.left.map(|s| s as f32),
            _ if self.visiting => self.clock.left.map(|s| s as f32),
            _ if writing_moves => Some(0.0),
            _ => None,
        }
    }

    /// The laptop slept (or the program was stopped) for `secs` with the clock running:
    /// the clock is paused where it stood and the table is told.
    /// The diplomacy clock is paused (the table resumes it when it has regrouped); a
    /// writing clock, which nobody can pause, just takes nothing off for the gap.
    pub fn pause_after_sleep(&mut self, secs: f64) {
        if !self.clock.running {
            return;
        }
        let slept = Clock::minutes_seconds(secs);
        let at = self.clock.display();
        let said = if self.stage == Stage::Diplomacy {
            self.clock.toggle();
            t!("table-notice-slept-paused", slept = slept, at = at)
        } else {
            t!("table-notice-slept-stood", slept = slept, at = at)
        };
        self.notice = Some(said.clone());
        self.slept_notice = Some(said);
    }

    /// Whether the notice shown is the one told after a sleep (it goes when the clock
    /// resumes).
    pub fn shows_sleep_notice(&self) -> bool {
        self.notice.is_some() && self.notice == self.slept_notice
    }

    /// A table that only shows a resolved phase (learning mode): no clocks, no writers.
    pub fn showing(record: usize) -> Table {
        Table::bare(Stage::Reveal { record }, Timing::Casual)
    }

    /// The powers a player writes for in this phase.
    pub fn powers_of(game: &Game, map: &Map, player: usize) -> Vec<PowerId> {
        game.powers_to_order(map)
            .into_iter()
            .filter(|p| game.controller[p.0 as usize] == Some(player))
            .collect()
    }

    /// Starts the current phase: a diplomacy period before movement, straight to the
    /// curtain for retreats and adjustments, the end screen when the game is over.
    pub fn begin_phase(&mut self, game: &mut Game, map: &Map) -> Vec<Happened> {
        self.drafts.clear();
        self.draw_votes.clear();
        self.timed_out.clear();
        self.thinking.clear();
        self.visiting = false;
        if game.outcome.is_some() {
            self.stage = Stage::Over;
            self.clock = Clock::stopped();
            return Vec::new();
        }
        if game.position.phase.kind == PhaseKind::Movement && self.computers_propose(game, map) {
            return Vec::new();
        }
        if game.position.phase.kind == PhaseKind::Movement && !Self::period_over(game) {
            game.in_diplomacy = Some(true);
            self.stage = Stage::Diplomacy;
            let first = !game
                .record
                .iter()
                .any(|r| r.phase.kind == PhaseKind::Movement);
            self.clock = Clock::counting(self.timing.diplomacy_secs(first));
            Vec::new()
        } else {
            self.start_writing(game, map)
        }
    }

    /// Computers on a stuck board (no centre has changed hands for two years) propose a
    /// draw at the start of a movement phase; it is agreed at once on a table of
    /// computers, else when every person proposes it too. True when the game ended.
    fn computers_propose(&mut self, game: &mut Game, map: &Map) -> bool {
        let proposing = game.computers_propose_draw(map);
        if proposing.is_empty() {
            return false;
        }
        self.draw_votes.extend(&proposing);
        let who: Vec<String> = proposing
            .iter()
            .flat_map(|&seat| Self::powers_of_seat(game, map, seat))
            .collect();
        // "France and Italy and Turkey", as each language joins two names.
        let count = who.len();
        let powers = (who.into_iter())
            .reduce(|first, second| t!("curtain-powers", first = first, second = second))
            .unwrap_or_default();
        self.notice = Some(t!(
            "table-notice-computers-propose-draw",
            powers = powers,
            count = count
        ));
        if game.agree_draw(map, &self.draw_votes) {
            self.stage = Stage::Over;
            self.clock = Clock::stopped();
            return true;
        }
        false
    }

    /// The names of the powers a seat governs now.
    fn powers_of_seat(game: &Game, map: &Map, seat: usize) -> Vec<String> {
        (map.power_ids())
            .filter(|p| game.controller[p.0 as usize] == Some(seat))
            .map(|p| map.power_label(p))
            .collect()
    }

    /// Ends the diplomacy period: the first player is called to the curtain.
    pub fn start_writing(&mut self, game: &mut Game, map: &Map) -> Vec<Happened> {
        self.clock = Clock::stopped();
        self.visiting = false;
        game.in_diplomacy = Some(false);
        // Computers write and seal first, from the position alone (or start thinking off
        // the main thread): they never come to the curtain.
        self.computers_write(game, map);
        self.queue = (0..game.setup.players.len())
            .filter(|&pl| !game.is_computer_player(pl))
            .filter(|&pl| {
                let powers = Self::powers_of(game, map, pl);
                !powers.is_empty() && powers.iter().any(|p| !game.sealed.contains(p))
            })
            .collect();
        self.next_writer(game, map)
    }

    fn next_writer(&mut self, game: &mut Game, map: &Map) -> Vec<Happened> {
        match self.queue.first() {
            Some(&player) => {
                self.stage = Stage::Curtain { player };
                Vec::new()
            }
            None if !self.thinking.is_empty() => {
                self.stage = Stage::Thinking;
                Vec::new()
            }
            None => self.resolve(game, map),
        }
    }

    /// The computers due this phase write and seal their orders now, or (off the main
    /// thread) are listed as thinking.
    fn computers_write(&mut self, game: &mut Game, map: &Map) {
        if !self.think_off_thread {
            game.write_computer_orders(map);
            return;
        }
        for power in game.powers_to_order(map) {
            if game.computer_level(power).is_some()
                && !game.sealed.contains(&power)
                && !self.thinking.contains(&power)
            {
                self.thinking.push(power);
            }
        }
    }

    /// A computer's orders for `phase`, thought off the main thread, arrive: they are
    /// written and sealed, and the phase resolves once nobody is left to write. Orders
    /// for another phase, or for a power no longer thinking, are dropped.
    pub fn orders_arrived(
        &mut self,
        game: &mut Game,
        map: &Map,
        phase: Phase,
        power: PowerId,
        orders: &[Written],
    ) -> Vec<Happened> {
        if game.position.phase != phase || !self.thinking.contains(&power) {
            return Vec::new();
        }
        self.thinking.retain(|p| *p != power);
        game.write_computed(power, orders);
        game.seal(power);
        let mut happened = vec![Happened::Sealed];
        if self.stage == Stage::Thinking && self.thinking.is_empty() {
            happened.extend(self.next_writer(game, map));
        }
        happened
    }

    /// The player at the curtain presses Ready: checks the passcode, then shows their
    /// orders (as far as written before) and starts the writing clock.
    pub fn ready(&mut self, game: &Game, map: &Map, passcode: &str) -> Result<(), String> {
        let Stage::Curtain { player } = self.stage else {
            return Err("nobody is at the curtain".into());
        };
        if let Some(code) = &game.setup.players[player].passcode
            && !code.is_empty()
            && !crate::engine::game::passcode::matches(code, passcode)
        {
            self.notice = Some(t!("table-notice-wrong-passcode"));
            return Err("wrong passcode".into());
        }
        self.notice = None;
        self.sealed_when_opened = (Self::powers_of(game, map, player).into_iter())
            .filter(|p| game.sealed.contains(p))
            .collect();
        self.drafts = Self::powers_of(game, map, player)
            .into_iter()
            .map(|power| Draft::from_pending(power, map, game))
            .collect();
        self.stage = Stage::Writing { player };
        // During the period the period's clock runs on; there is no writing clock.
        if !self.visiting {
            self.clock = Clock::counting(self.timing.writing_secs());
        }
        Ok(())
    }

    /// Seals the writing player's orders; calls the next player, or resolves the phase
    /// when everyone has sealed.
    pub fn seal(&mut self, game: &mut Game, map: &Map) -> Vec<Happened> {
        let Stage::Writing { player } = self.stage else {
            return Vec::new();
        };
        self.keep_drafts(game, true);
        let mut happened = vec![Happened::Sealed];
        if game.agree_draw(map, &self.draw_votes) {
            self.stage = Stage::Over;
            self.visiting = false;
            return happened;
        }
        if self.visiting {
            self.return_to_clock();
            return happened;
        }
        self.queue.retain(|p| *p != player);
        self.clock = Clock::stopped();
        happened.extend(self.next_writer(game, map));
        happened
    }

    /// Writes the drafts into the game, sealed or as drafts kept for later.
    /// A set sealed elsewhere (a phone) while its screen was open here stands as sealed:
    /// a sealed set changes only when its own player unseals it.
    fn keep_drafts(&mut self, game: &mut Game, sealed: bool) {
        let opened_sealed = std::mem::take(&mut self.sealed_when_opened);
        for draft in std::mem::take(&mut self.drafts) {
            if game.sealed.contains(&draft.power) && !opened_sealed.contains(&draft.power) {
                continue;
            }
            let lines = draft.lines.into_iter().map(|l| (l.text, l.orders));
            game.write_typed(draft.power, lines);
            if sealed {
                game.seal(draft.power);
            }
        }
    }

    /// The laptop goes back to the diplomacy clock, which ran on meanwhile.
    fn return_to_clock(&mut self) {
        self.visiting = false;
        self.stage = Stage::Diplomacy;
    }

    /// The human players who may come to the laptop now to write during the period:
    /// those with powers to order this phase (sealed or not: they may change them).
    pub fn may_write_now(&self, game: &Game, map: &Map) -> Vec<usize> {
        if self.stage != Stage::Diplomacy || self.clock.ringing() {
            return Vec::new();
        }
        (0..game.setup.players.len())
            .filter(|&pl| !game.is_computer_player(pl))
            .filter(|&pl| !Self::powers_of(game, map, pl).is_empty())
            .collect()
    }

    /// A player comes to the laptop during the diplomacy period: the curtain first (and
    /// their passcode); the period's clock runs on for the others.
    pub fn come_to_write(&mut self, game: &Game, map: &Map, player: usize) -> Result<(), String> {
        if !self.may_write_now(game, map).contains(&player) {
            return Err(
                "only during the diplomacy period, for a player with orders to write".into(),
            );
        }
        self.notice = None;
        self.visiting = true;
        self.stage = Stage::Curtain { player };
        Ok(())
    }

    /// During the period: at the curtain, nobody writes after all; while writing, the
    /// draft is kept (not sealed) for later. Either way the laptop returns to the clock.
    pub fn return_laptop(&mut self, game: &mut Game) -> Vec<Happened> {
        if !self.visiting {
            return Vec::new();
        }
        let kept = matches!(self.stage, Stage::Writing { .. });
        if kept {
            self.keep_drafts(game, false);
        }
        self.notice = None;
        self.return_to_clock();
        if kept {
            vec![Happened::Kept]
        } else {
            Vec::new()
        }
    }

    /// After the period, between two writers: a player who sealed changes their orders
    /// (where the table allows it); they come to the curtain next.
    pub fn amend(&mut self, game: &Game, map: &Map, player: usize) -> Result<(), String> {
        if !game.setup.amend_after_seal {
            return Err("this table does not allow sealed orders to be changed".into());
        }
        let Stage::Curtain { .. } = self.stage else {
            return Err("only between two players' turns at the laptop".into());
        };
        if self.visiting || !self.amenders(game, map).contains(&player) {
            return Err("only a player whose orders are sealed".into());
        }
        self.queue.retain(|p| *p != player);
        self.queue.insert(0, player);
        self.stage = Stage::Curtain { player };
        Ok(())
    }

    /// The players who sealed this phase and may change their orders before the phase
    /// resolves (where the table allows it).
    pub fn amenders(&self, game: &Game, map: &Map) -> Vec<usize> {
        if !game.setup.amend_after_seal || self.visiting {
            return Vec::new();
        }
        (0..game.setup.players.len())
            .filter(|&pl| !game.is_computer_player(pl) && !self.queue.contains(&pl))
            .filter(|&pl| {
                let powers = Self::powers_of(game, map, pl);
                !powers.is_empty() && powers.iter().all(|p| game.sealed.contains(p))
            })
            .collect()
    }

    /// The period's clock ran out while a player was at the laptop: a writer keeps
    /// writing as the first of the writing phase (its clock starts now); a player still
    /// at the curtain makes way for the writing phase's order.
    fn period_ends_during_visit(&mut self, game: &mut Game, map: &Map) -> Vec<Happened> {
        let Stage::Writing { player } = self.stage else {
            return self.start_writing(game, map);
        };
        // Unsealed while they write, so the writing phase waits for them.
        let powers = Self::powers_of(game, map, player);
        game.sealed.retain(|p| !powers.contains(p));
        let happened = self.start_writing(game, map);
        self.queue.retain(|p| *p != player);
        self.queue.insert(0, player);
        self.stage = Stage::Writing { player };
        self.clock = Clock::counting(self.timing.writing_secs());
        happened
    }

    /// Records, for everyone to read, that the writing clock sealed these drafts and
    /// what their powers left unordered.
    fn note_timed_out(&mut self, game: &Game, map: &Map) {
        for d in &self.drafts {
            let left = d.left_out(map, &game.position);
            let power = map.power_label(d.power);
            self.timed_out.push(match left {
                Some(left) => crate::t!("curtain-sealed-at-time-left", power = power, left = left),
                None => crate::t!("curtain-sealed-at-time", power = power),
            });
        }
    }

    /// A player proposes (or withdraws) a draw, in secret; it is agreed when every
    /// surviving player proposes it in the same phase.
    pub fn vote_draw(&mut self, player: usize, yes: bool) {
        self.draw_votes.retain(|p| *p != player);
        if yes {
            self.draw_votes.push(player);
        }
    }

    fn resolve(&mut self, game: &mut Game, map: &Map) -> Vec<Happened> {
        game.resolve(map);
        // The next movement phase has its own diplomacy period.
        game.in_diplomacy = None;
        self.draw_votes.clear();
        self.stage = Stage::Reveal {
            record: game.record.len() - 1,
        };
        vec![Happened::Resolved]
    }

    /// After the results have been seen: the next phase, or the end.
    pub fn finish_reveal(&mut self, game: &mut Game, map: &Map) -> Vec<Happened> {
        self.begin_phase(game, map)
    }

    /// Lets time pass: clocks run down; at zero the diplomacy period ends (after the
    /// alarm) and a writer's orders are sealed as written.
    pub fn tick(&mut self, secs: f64, game: &mut Game, map: &Map) -> Vec<Happened> {
        let mut happened = Vec::new();
        // Play time runs while the table talks or writes, unless a clock is paused.
        let paused = self.clock.left.is_some() && !self.clock.running;
        if matches!(self.stage, Stage::Diplomacy | Stage::Writing { .. }) && !paused {
            game.played_secs += secs;
            if let Some(crate::engine::game::ShortGame::Minutes(m)) = game.setup.short_game
                && !game.time_up
                && game.played_secs >= m as f64 * 60.0
            {
                game.time_up(map);
            }
        }
        let rang = self.clock.tick(secs);
        if rang && (self.visiting || self.stage == Stage::Diplomacy) {
            self.alarms += 1;
        }
        if rang && self.visiting {
            happened.push(Happened::Alarm);
            happened.extend(self.period_ends_during_visit(game, map));
            return happened;
        }
        match self.stage {
            Stage::Diplomacy if rang => happened.push(Happened::Alarm),
            Stage::Diplomacy if self.clock.alarm_for() >= ALARM_SECS => {
                happened.extend(self.start_writing(game, map));
            }
            Stage::Writing { .. } if rang => {
                self.note_timed_out(game, map);
                happened.extend(self.seal(game, map));
            }
            _ => {}
        }
        if game.outcome.is_some() && self.stage == Stage::Diplomacy {
            self.stage = Stage::Over;
        }
        happened
    }

    /// A player leaves and a computer of this level takes the seat: it writes the seat's
    /// orders from now on (at once, if this phase's writing has begun).
    pub fn hand_to_computer(
        &mut self,
        game: &mut Game,
        map: &Map,
        player: usize,
        level: Level,
    ) -> Vec<Happened> {
        game.hand_to_computer(player, level);
        self.queue.retain(|p| *p != player);
        self.draw_votes.retain(|p| *p != player);
        match self.stage {
            Stage::Curtain { player: p } | Stage::Writing { player: p } => {
                self.computers_write(game, map);
                if p == player {
                    self.drafts.clear();
                    self.clock = Clock::stopped();
                    self.next_writer(game, map)
                } else {
                    Vec::new()
                }
            }
            _ => Vec::new(),
        }
    }

    /// A player leaves the table: their powers go into civil disorder.
    pub fn depart(&mut self, game: &mut Game, map: &Map, player: usize) -> Vec<Happened> {
        game.depart(player);
        self.queue.retain(|p| *p != player);
        self.draw_votes.retain(|p| *p != player);
        match self.stage {
            Stage::Curtain { player: p } | Stage::Writing { player: p } if p == player => {
                self.drafts.clear();
                self.next_writer(game, map)
            }
            _ => Vec::new(),
        }
    }
}
