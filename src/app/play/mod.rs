//! Hot-seat play: the way from the title to the end of a game, the table's stages and
//! clocks, the messages the screens send, and autosaves after every sealed order set
//! and every resolved phase.

pub mod board_clicks;
pub mod board_view;
pub mod clock;
pub mod cues;
pub mod cursor;
pub mod cursor_coasts;
/// The drafts live in the engine (phones write them too).
pub use crate::engine::game::draft;
pub mod key_place;
pub mod keys;
pub mod pick;
pub mod reach;
pub mod review;
pub mod stacks;
pub mod stage;
pub mod table;
pub mod talk;
#[cfg(test)]
mod talk_tests;
pub mod thinking;
pub(crate) mod writing;

#[cfg(test)]
mod board_view_tests;
#[cfg(test)]
mod build_tests;
#[cfg(test)]
mod clock_tests;
#[cfg(test)]
mod computer_tests;
#[cfg(test)]
mod curtain_tests;
#[cfg(test)]
pub(crate) mod curtain_tree_watch;
#[cfg(test)]
pub(crate) mod curtain_watch;
#[cfg(test)]
mod keyboard_more_tests;
#[cfg(test)]
pub(crate) mod keyboard_turn_tests;
#[cfg(test)]
mod notice_lang_tests;
#[cfg(test)]
mod save_failure_tests;
#[cfg(test)]
mod stacked_tests;
#[cfg(test)]
mod stage_tests;
#[cfg(test)]
pub(crate) mod tests;
#[cfg(test)]
mod thinking_tests;
#[cfg(test)]
mod turn_tests;

use super::board::LoadedBoard;
use super::current::{CurrentGame, CurrentMap};
use super::screen::Screen;
use crate::engine::bot::Level;
use crate::engine::game::Game;
use crate::engine::game::save::Autosaves;
use crate::engine::ids::{Location, ProvinceId, UnitKind};
use crate::engine::order::Order;
use bevy::prelude::*;
use clock::Timing;
use pick::Entry;
use table::{Happened, Table};

/// What the screens ask the table to do.
#[derive(Message, Debug, Clone)]
pub enum Act {
    /// Play this game (new, continued or loaded).
    Start(Box<Game>),
    /// Everyone agrees to end the diplomacy period now.
    EndDiplomacy,
    /// During the diplomacy period this player comes to the laptop to write (through
    /// the curtain); the period's clock runs on.
    WriteNow(usize),
    /// During the period: back from the curtain, or keep the draft unsealed; the laptop
    /// returns to the clock.
    ReturnLaptop,
    /// After the period: a player who sealed changes their orders (where the table
    /// allows it); they come to the curtain next.
    Amend(usize),
    /// Pause or resume the clock.
    ToggleClock,
    AddMinute,
    /// The player at the curtain is ready, with the passcode typed (if any).
    Ready(String),
    /// Write an order line into the writing player's drafts: the typed box (read there,
    /// and only there).
    Write(String),
    /// Write a typed order from the panel's buttons (a retreat, a build, a removal) into
    /// its power's draft.
    Put(crate::engine::order::Written),
    /// Give `count` units of the writing power's `kind` in this province (its dislodged
    /// units in a retreat) an order from the panel's buttons and lists: one unit on a
    /// board where units do not stack, part of a stack (written counted) where they do.
    Give {
        at: ProvinceId,
        kind: UnitKind,
        count: u32,
        order: Order,
    },
    /// A click on the map while writing, read with the pick in progress.
    Click(Location),
    /// Clear the order of the unit in this province: it stands again.
    Clear(ProvinceId),
    /// Remove the line at this index from the power being written (the builds list).
    Unwrite(usize),
    /// A build or waive from the panel or the build chooser, for the power being written.
    Adjust(crate::engine::order::AdjustOrder),
    /// Seal the writing player's orders.
    Seal,
    /// The results have been seen: on to the next phase.
    FinishReveal,
    /// A player leaves the game; their powers go into civil disorder.
    Depart(usize),
    /// A player leaves and a computer of this level takes their seat.
    HandToComputer(usize, Level),
    /// Everyone else concedes the game to this player.
    Concede(usize),
    /// Back to the title screen (the game stays in its autosaves).
    ToTitle,
    /// Show or hide the full-window table clock (the screens handle it).
    TableClock,
    /// Let players write on their phones (true), or stop serving their page.
    Phones(bool),
    /// The writing player proposes a deal to a computer or answers one's proposal.
    Talk(talk::TalkAct),
}

#[cfg(test)]
impl Act {
    /// The panel's message giving the one unit in `at` (standing, or dislodged in a retreat)
    /// an order, as the Stand button and the lists send it.
    pub fn give_one(
        position: &crate::engine::position::Position,
        at: ProvinceId,
        order: crate::engine::order::MainOrder,
    ) -> Act {
        let units = (position.units.iter()).chain(position.dislodged.iter().map(|d| &d.unit));
        let kind = units
            .map(|u| (u.loc.province, u.kind))
            .find(|(p, _)| *p == at)
            .map_or(UnitKind::Army, |(_, k)| k);
        Act::Give {
            at,
            kind,
            count: 1,
            order: Order::Main(order),
        }
    }
}

/// A reason the writing player may not seal yet, set by a mode that watches the table
/// (the guided turn holds the seal until the orders it asked for are written); `None`:
/// sealing is free.
#[derive(Resource, Debug, Default)]
pub struct SealHold(pub Option<String>);

/// The set of the system that applies the screens' [`Act`]s to the table: a mode that
/// watches them runs before it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ApplyActs;

/// Where autosaves go, and how the last one went.
#[derive(Resource, Default)]
pub struct Saves {
    pub autosaves: Option<Autosaves>,
    /// The last autosave's error, shown until the next one succeeds.
    pub error: Option<String>,
    /// Autosaves written in this session.
    pub written: u32,
    /// The last autosave failed (whether it was a phase's first): it is tried again every
    /// [`SAVE_RETRY_SECS`] until it works.
    pub retry: Option<bool>,
}

/// How often a failed autosave is tried again (a full disk or a read-only folder put
/// right): meanwhile the game is kept in memory and the table says so.
pub const SAVE_RETRY_SECS: f64 = 10.0;

/// How often a running diplomacy clock is saved, so a resumed game loses little time.
pub const CLOCK_SAVE_SECS: f32 = 15.0;

/// A gap between two updates longer than this while a clock runs is the laptop asleep (a
/// closed lid) or the program stopped, never a slow frame: a running clock wakes the window
/// every second. The clock is paused instead of run down.
pub const SLEEP_GAP_SECS: f64 = 30.0;

impl Saves {
    /// Autosaves the game with the diplomacy clock as it stands (`boundary`: the start of
    /// a phase, kept as the game's history; other autosaves are pruned to the newest few).
    pub(crate) fn autosave(&mut self, game: &mut Game, table: Option<&Table>, boundary: bool) {
        let Some(a) = &self.autosaves else { return };
        game.clock_left = table.and_then(|t| t.clock_to_keep(game));
        game.clock_paused = table.is_some_and(|t| t.clock.paused());
        // A phase's first autosave keeps its place in the history until one is written.
        let boundary = boundary || self.retry == Some(true);
        match a.save(game, boundary) {
            Ok(_) => {
                self.error = None;
                self.retry = None;
                self.written += 1;
            }
            Err(e) => {
                self.error = Some(crate::t!(
                    "table-autosave-failed",
                    problem = e.to_string(),
                    seconds = SAVE_RETRY_SECS as u32
                ));
                self.retry = Some(boundary);
            }
        }
    }
}

/// The table's logic: states, messages, clocks and autosaves (no drawing).
pub fn plugin(app: &mut App) {
    // The screens own the state; the table sets it, and runs without the screens in tests.
    app.init_state::<Screen>()
        .add_message::<Act>()
        .init_resource::<Saves>()
        .init_resource::<Entry>()
        .init_resource::<crate::app::keymap::Keys>()
        .init_resource::<cursor::BoardCursor>()
        .add_message::<cues::Cue>()
        .init_resource::<cues::Herald>()
        .init_resource::<thinking::Thinkers>()
        .init_resource::<SealHold>()
        .init_resource::<ClockSource>()
        .init_resource::<ClockStep>()
        .add_plugins((stage::plugin, key_place::plugin))
        .add_systems(
            Update,
            (
                tick_clock.run_if(resource_exists::<Table>),
                rest_clock_source.run_if(not(resource_exists::<Table>)),
                cues::acknowledge_alarm,
                keys::table_keys.run_if(resource_exists::<Table>),
                cursor::cursor_keys,
                apply_acts.in_set(ApplyActs),
                thinking::collect_thoughts.run_if(resource_exists::<Table>),
                thinking::forget_thoughts.run_if(not(resource_exists::<Table>)),
                thinking::start_thinking.run_if(resource_exists::<Table>),
                cues::send_cues,
                stage::follow_table.in_set(stage::FollowTable),
            )
                .chain(),
        );
}

/// The game in play and what keeps it: the game, its board, the table (while one is set)
/// and the autosaves.
#[derive(bevy::ecs::system::SystemParam)]
struct GameAtTable<'w> {
    game: ResMut<'w, CurrentGame>,
    map: Res<'w, CurrentMap>,
    table: Option<ResMut<'w, Table>>,
    saves: ResMut<'w, Saves>,
}

/// The game in play, its map and its autosaves: what a system that moves the game on
/// (and keeps it) needs beside the table.
#[derive(bevy::ecs::system::SystemParam)]
pub struct KeptGame<'w> {
    pub game: ResMut<'w, CurrentGame>,
    pub map: Res<'w, CurrentMap>,
    pub saves: ResMut<'w, Saves>,
}

/// The writing player's order entry, and what may hold their seal back.
#[derive(bevy::ecs::system::SystemParam)]
struct OrderEntry<'w> {
    entry: ResMut<'w, Entry>,
    hold: Res<'w, SealHold>,
}

/// Applies the screens' [`Act`]s: starting a game and leaving to the title here, the rest
/// on the table (see [`act_at_table`]), autosaving after what changes the game.
fn apply_acts(
    mut acts: MessageReader<Act>,
    mut commands: Commands,
    play: GameAtTable,
    mut order_entry: OrderEntry,
    mut next: ResMut<NextState<Screen>>,
) {
    let GameAtTable {
        mut game,
        map,
        mut table,
        mut saves,
    } = play;
    let map = &map.0;
    for act in acts.read() {
        let happened = match (act, table.as_deref_mut()) {
            (Act::Start(new), _) => {
                if start_table(new, map, &mut game.0, &mut saves, &mut commands) {
                    NextState::set_if_neq(&mut *next, Screen::Play);
                }
                // The rest waits for the new table.
                break;
            }
            (Act::ToTitle, t) => {
                // The game is kept as it stands, its clock included.
                if let Some(t) = t.as_deref() {
                    saves.autosave(&mut game.0, Some(t), false);
                }
                commands.remove_resource::<Table>();
                next.set(Screen::Title);
                break;
            }
            (_, None) => Vec::new(),
            (act, Some(t)) => act_at_table(act, t, &mut game.0, map, &mut saves, &mut order_entry),
        };
        for h in happened {
            if h.autosaves() {
                saves.autosave(&mut game.0, table.as_deref(), h == Happened::Resolved);
            }
        }
    }
}

/// Applies one act (other than starting a game or leaving it) to the table; what happened
/// comes back to be autosaved.
fn act_at_table(
    act: &Act,
    t: &mut Table,
    game: &mut Game,
    map: &crate::engine::map::Map,
    saves: &mut Saves,
    order_entry: &mut OrderEntry,
) -> Vec<Happened> {
    match act {
        Act::Start(_) | Act::ToTitle | Act::TableClock => Vec::new(),
        Act::EndDiplomacy if t.stage == table::Stage::Diplomacy => t.start_writing(game, map),
        Act::EndDiplomacy => Vec::new(),
        Act::WriteNow(player) => {
            t.notice = t.come_to_write(game, map, *player).err();
            Vec::new()
        }
        Act::ReturnLaptop => {
            *order_entry.entry = Entry::default();
            t.return_laptop(game)
        }
        Act::Amend(player) => {
            t.notice = t.amend(game, map, *player).err();
            Vec::new()
        }
        Act::ToggleClock => {
            t.clock.toggle();
            if t.clock.running && t.shows_sleep_notice() {
                t.notice = None;
            }
            // Kept at once: a paused clock comes back paused after a restart.
            saves.autosave(game, Some(t), false);
            Vec::new()
        }
        Act::AddMinute => {
            t.clock.add_minute();
            Vec::new()
        }
        Act::Ready(code) => {
            if t.ready(game, map, code).is_ok() {
                *order_entry.entry = Entry::default();
            }
            Vec::new()
        }
        Act::Write(_)
        | Act::Put(_)
        | Act::Give { .. }
        | Act::Click(_)
        | Act::Clear(_)
        | Act::Adjust(_)
        | Act::Unwrite(_) => {
            writing::apply(act, t, game, map, &mut order_entry.entry);
            Vec::new()
        }
        Act::Seal if order_entry.hold.0.is_some() => {
            order_entry.entry.confirm = false;
            order_entry.entry.error = order_entry.hold.0.clone();
            Vec::new()
        }
        Act::Seal => {
            *order_entry.entry = Entry::default();
            t.seal(game, map)
        }
        Act::FinishReveal => t.finish_reveal(game, map),
        Act::Talk(talking) => talk::apply(talking, t, game, map, &mut order_entry.entry.talk),
        Act::Phones(on) => {
            game.setup.phones = *on;
            vec![Happened::Kept]
        }
        Act::Concede(p) => {
            game.concede_to(*p);
            t.begin_phase(game, map);
            saves.autosave(game, Some(t), false);
            Vec::new()
        }
        Act::Depart(p) => {
            let h = t.depart(game, map, *p);
            saves.autosave(game, Some(t), false);
            h
        }
        Act::HandToComputer(p, level) => {
            let h = t.hand_to_computer(game, map, *p, *level);
            saves.autosave(game, Some(t), false);
            h
        }
    }
}

/// Puts a game (new, continued or loaded) on the table, with its map when it is another
/// board's; a game that cannot be shown or does not fit its map is refused with a message
/// and the screen stays where it was. True when the game is on the table.
fn start_table(
    new: &Game,
    map: &crate::engine::map::Map,
    game: &mut Game,
    saves: &mut Saves,
    commands: &mut Commands,
) -> bool {
    let other = match LoadedBoard::in_place_of(map, &new.setup.variant) {
        Ok(other) => other,
        Err(e) => {
            saves.error = Some(crate::t!(
                "table-game-cannot-be-shown",
                problem = e.to_string()
            ));
            return false;
        }
    };
    let map = other.as_ref().map_or(map, |b| &b.map);
    if let Err(e) = crate::engine::game::save::check_fits(new, map) {
        saves.error = Some(crate::t!(
            "table-game-does-not-fit",
            map = new.setup.variant.as_str(),
            problem = e.to_string()
        ));
        return false;
    }
    *game = new.clone();
    let timing = Timing::from_setup(game.setup.clock_minutes, game.setup.writing_secs);
    let (t, happened) = Table::with_thinkers(game, map, timing);
    saves.autosave(game, Some(&t), true);
    for h in happened {
        if h.autosaves() {
            saves.autosave(game, Some(&t), h == Happened::Resolved);
        }
    }
    commands.insert_resource(t);
    if let Some(b) = other {
        b.insert(commands);
    }
    true
}

/// Where the table's clocks take their time from.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub enum ClockSource {
    /// Bevy's real time (tests set it by hand). Bevy takes it from the renderer's last
    /// frame, which is fine while frames come one after another.
    #[default]
    RealTime,
    /// The system's clock, read at each update: when the window sleeps between frames
    /// (see `pacing`), the renderer's last frame is from before the sleep.
    Wall {
        last: Option<crate::platform::Instant>,
    },
}

impl ClockSource {
    /// Nothing runs on it while no game is on the table: the next game's first update
    /// counts from then, not from when the last one left (the title screen's time is not
    /// the game's).
    fn rest(&mut self) {
        if let ClockSource::Wall { last } = self {
            *last = None;
        }
    }

    /// Seconds since the last update.
    fn seconds(&mut self, real: &Time<Real>) -> f64 {
        match self {
            ClockSource::RealTime => real.delta_secs_f64(),
            ClockSource::Wall { last } => {
                let now = crate::platform::Instant::now();
                let secs = last.map_or(0.0, |l| now.duration_since(l).as_secs_f64());
                *last = Some(now);
                secs
            }
        }
    }
}

/// The time the table's clocks run on, from the source the app was given (Bevy's real
/// time unless told otherwise).
#[derive(bevy::ecs::system::SystemParam)]
struct ClockTime<'w> {
    real: Res<'w, Time<Real>>,
    source: ResMut<'w, ClockSource>,
}

impl ClockTime<'_> {
    /// Seconds since the last update.
    fn seconds(&mut self) -> f64 {
        self.source.seconds(&self.real)
    }

    /// Whether a long gap means the laptop slept: only the wall clock's gaps do (tests
    /// step real time by whole minutes on purpose).
    fn gaps_are_sleep(&self) -> bool {
        matches!(*self.source, ClockSource::Wall { .. })
    }
}

/// No table, no clock running: the source forgets its last reading.
fn rest_clock_source(mut source: ResMut<ClockSource>, mut step: ResMut<ClockStep>) {
    if matches!(*source, ClockSource::Wall { last: Some(_) }) {
        source.rest();
    }
    step.set_if_neq(ClockStep(0.0));
}

/// The seconds the table's clocks ran this frame (0 while no game is on the table and
/// for a gap the laptop slept through): the phones' writing clock runs on the same time.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct ClockStep(pub f64);

/// Seconds since the running diplomacy clock was last saved, and since a failed autosave
/// was last tried again.
#[derive(Default)]
struct SinceSaved {
    clock: f64,
    failed: f64,
}

/// Runs the table's clocks on the wall clock's time between frames (never the game's
/// virtual time, which drops most of a stalled frame), and saves a running diplomacy clock
/// now and then.
fn tick_clock(
    mut time: ClockTime,
    kept: KeptGame,
    mut table: ResMut<Table>,
    mut since: Local<SinceSaved>,
    mut step: ResMut<ClockStep>,
) {
    let KeptGame {
        mut game,
        map,
        mut saves,
    } = kept;
    let SinceSaved {
        clock: since_saved,
        failed: since_failed,
    } = &mut *since;
    let secs = time.seconds();
    step.0 = 0.0;
    if secs <= 0.0 {
        return;
    }
    *since_failed = if saves.retry.is_some() {
        *since_failed + secs
    } else {
        0.0
    };
    if *since_failed >= SAVE_RETRY_SECS {
        *since_failed = 0.0;
        saves.autosave(&mut game.0, Some(&table), false);
    }
    if secs > SLEEP_GAP_SECS && time.gaps_are_sleep() {
        if table.clock.running {
            table.pause_after_sleep(secs);
            saves.autosave(&mut game.0, Some(&table), false);
        }
        return;
    }
    step.0 = secs;
    for h in table.tick(secs, &mut game.0, &map.0) {
        if h.autosaves() {
            saves.autosave(&mut game.0, Some(&table), h == Happened::Resolved);
        }
    }
    // A running diplomacy clock is saved now and then: a game closed mid-period resumes
    // with the time it had.
    let talking = table.stage == table::Stage::Diplomacy || table.visiting;
    if talking && table.clock.running {
        *since_saved += secs;
        if *since_saved >= CLOCK_SAVE_SECS as f64 {
            *since_saved = 0.0;
            saves.autosave(&mut game.0, Some(&table), false);
        }
    }
}
