//! An evening in one run (`--soak YEARS`): a new game played through the table's own
//! messages, phase after phase, with the window paced as in play; at the end of each game
//! year it prints the process's memory, the frames drawn and their mean time, the board's
//! redraws and the autosaves written (each checked to load). The benchmark that an evening
//! at the table stays flat (see `docs/evening.md`).
//!
//! Seats 5, 6 and 7 are handed to Novice computers at the start (their moves dislodge
//! units, so retreats and builds come too); seats 1 and 2 write on phones (the phones'
//! server is turned on, and two simulated phones read, write and seal over loopback each
//! phase: the table waits for them); the others seal what they wrote, which here is
//! nothing: their units stand.

use super::board::animate::Anim;
use super::board::cache::CacheStats;
use super::current::{CurrentGame, CurrentMap};
use super::phones::PhoneDesk;
use super::play::table::{Stage, Table};
use super::play::{Act, Saves};
use super::soak_phones::SoakPhones;
use super::wake::WakeWithin;
use crate::engine::bot::Level;
use bevy::prelude::*;
use std::time::{Duration, Instant};

/// Seats played by computers in the soak.
const COMPUTER_SEATS: [usize; 3] = [4, 5, 6];
/// Seats that write on phones.
const PHONE_SEATS: [usize; 2] = [0, 1];
/// The longest the table waits for a phone to seal before going on without it.
const PHONE_WAIT_SECS: f64 = 30.0;
/// Seconds between the driver's steps: each screen is drawn before the next step.
const STEP_SECS: f64 = 0.25;

/// The soak's progress and its counts since the last report.
#[derive(Resource)]
struct Soak {
    years: u32,
    started: Instant,
    /// The game year being played, and the first one.
    year: Option<(u16, u16)>,
    seated: bool,
    last_step: Option<Instant>,
    last_frame: Option<Instant>,
    frames: u64,
    frame_secs: f64,
    worst_frame: f64,
    phases: u32,
    rss_first: Option<f64>,
    phones: Option<SoakPhones>,
    /// Since when the table has waited for a phone to seal.
    waiting: Option<Instant>,
    /// Times the table went on without a phone's seal.
    phones_late: u32,
}

/// Plays `years` game years, reporting each, then exits.
pub fn plugin(years: u32) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Soak {
            years: years.max(1),
            started: Instant::now(),
            year: None,
            seated: false,
            last_step: None,
            last_frame: None,
            frames: 0,
            frame_secs: 0.0,
            worst_frame: 0.0,
            phases: 0,
            rss_first: None,
            phones: None,
            waiting: None,
            phones_late: 0,
        })
        .add_systems(Update, drive)
        .add_systems(Last, count_frame);
    }
}

/// This process's resident memory in MB: Linux only (the soak's lines read `rss ? MB`
/// on other systems).
#[cfg(not(target_os = "linux"))]
pub fn resident_mb() -> Option<f64> {
    None
}

/// This process's resident memory in MB, from `/proc/self/statm`.
#[cfg(target_os = "linux")]
pub fn resident_mb() -> Option<f64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: f64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096.0 / 1.0e6)
}

fn count_frame(mut soak: ResMut<Soak>) {
    let now = Instant::now();
    if let Some(last) = soak.last_frame {
        let secs = now.duration_since(last).as_secs_f64();
        soak.frames += 1;
        soak.frame_secs += secs;
        soak.worst_frame = soak.worst_frame.max(secs);
    }
    soak.last_frame = Some(now);
}

/// What the table is waiting for, as the act that gives it (none while it thinks or
/// animates).
fn next_act(table: &Table, anim: &Anim) -> Option<Act> {
    match table.stage {
        Stage::Diplomacy => Some(Act::EndDiplomacy),
        Stage::Curtain { .. } => Some(Act::Ready(String::new())),
        Stage::Writing { .. } => Some(Act::Seal),
        Stage::Reveal { .. } if anim.record.is_none() || anim.done() => Some(Act::FinishReveal),
        Stage::Reveal { .. } | Stage::Thinking | Stage::Over => None,
    }
}

/// What the soak reads each frame besides its own state.
#[derive(bevy::ecs::system::SystemParam)]
struct TableNow<'w> {
    table: Option<Res<'w, Table>>,
    game: ResMut<'w, CurrentGame>,
    map: Res<'w, CurrentMap>,
    desk: Option<Res<'w, PhoneDesk>>,
    anim: Res<'w, Anim>,
    saves: Res<'w, Saves>,
    cache: Option<Res<'w, CacheStats>>,
}

fn drive(
    mut soak: ResMut<Soak>,
    mut now: TableNow,
    mut acts: MessageWriter<Act>,
    mut wake: ResMut<WakeWithin>,
    mut exit: MessageWriter<AppExit>,
) {
    wake.ask(Duration::from_secs_f64(STEP_SECS));
    let Some(table) = now.table.as_deref() else {
        return;
    };
    let year = now.game.0.position.phase.year;
    let (first, shown) = *soak.year.get_or_insert((year, year));
    if year != shown || table.stage == Stage::Over {
        report(&mut soak, shown, &now);
        soak.year = Some((first, year));
        let played = u32::from(year.saturating_sub(first));
        if played >= soak.years || table.stage == Stage::Over {
            println!(
                "soak: {played} years in {:.0} s",
                soak.started.elapsed().as_secs_f64()
            );
            exit.write(AppExit::Success);
            return;
        }
    }
    let at = Instant::now();
    if soak
        .last_step
        .is_some_and(|l| at.duration_since(l).as_secs_f64() < STEP_SECS)
    {
        return;
    }
    soak.last_step = Some(at);
    if !soak.seated {
        soak.seated = true;
        for seat in COMPUTER_SEATS {
            acts.write(Act::HandToComputer(seat, Level::Novice));
        }
        now.game.0.setup.phones = true;
        return;
    }
    if soak.phones.is_none() {
        soak.phones = start_phones(&now);
    }
    if phones_writing(&mut soak, table, &now) {
        return;
    }
    if let Some(act) = next_act(table, &now.anim) {
        if matches!(act, Act::FinishReveal) {
            soak.phases += 1;
        }
        acts.write(act);
    }
}

/// The simulated phones, once the phones' server is open.
fn start_phones(now: &TableNow) -> Option<SoakPhones> {
    let desk = now.desk.as_ref()?;
    let port = desk.address.rsplit(':').next()?.parse().ok()?;
    let g = &now.game.0;
    let codes = desk.hub.codes();
    let phones = (now.map.0.power_ids())
        .filter(|p| g.controller[p.0 as usize].is_some_and(|c| PHONE_SEATS.contains(&c)))
        .filter_map(|p| Some((p, codes.of(p)?.to_string())))
        .collect();
    Some(SoakPhones::start(port, phones))
}

/// Whether the table should wait for a phone still writing (a power on a phone that must
/// order and has not sealed, while orders are written), up to [`PHONE_WAIT_SECS`].
fn phones_writing(soak: &mut Soak, table: &Table, now: &TableNow) -> bool {
    let g = &now.game.0;
    let writing = matches!(
        table.stage,
        Stage::Diplomacy | Stage::Curtain { .. } | Stage::Writing { .. }
    );
    let to_order = g.powers_to_order(&now.map.0);
    let phones = soak.phones.as_ref().map_or(&[][..], |p| &p.powers[..]);
    let unsealed = phones
        .iter()
        .any(|p| to_order.contains(p) && !g.sealed.contains(p));
    if !(writing && unsealed) {
        soak.waiting = None;
        return false;
    }
    let since = *soak.waiting.get_or_insert_with(Instant::now);
    if since.elapsed().as_secs_f64() < PHONE_WAIT_SECS {
        return true;
    }
    soak.phones_late += 1;
    soak.waiting = None;
    false
}

/// One line for the year just played.
fn report(soak: &mut Soak, year: u16, now: &TableNow) {
    let rss = resident_mb();
    let first = *soak.rss_first.get_or_insert(rss.unwrap_or(0.0));
    let mean_ms = 1000.0 * soak.frame_secs / soak.frames.max(1) as f64;
    let loadable = newest_autosave_loads(&now.saves);
    println!(
        "year {year}: rss {} MB ({:+.0} MB), {} phases, {} frames (mean {mean_ms:.1} ms, worst {:.0} ms), {} board redraws, {} autosaves, newest {}",
        rss.map_or("?".into(), |r| format!("{r:.0}")),
        rss.unwrap_or(0.0) - first,
        soak.phases,
        soak.frames,
        1000.0 * soak.worst_frame,
        now.cache.as_ref().map_or(0, |c| c.redraws),
        now.saves.written,
        loadable,
    );
    if let Some(phones) = &soak.phones {
        println!(
            "  phones (2 seats): {}, the table went on without a phone's seal {} times",
            phones.counts.words(),
            soak.phones_late
        );
    }
    soak.frames = 0;
    soak.frame_secs = 0.0;
    soak.worst_frame = 0.0;
}

/// Whether the newest autosave loads, in words.
fn newest_autosave_loads(saves: &Saves) -> String {
    let Some(autosaves) = saves.autosaves.as_ref() else {
        return "not saved (no folder)".into();
    };
    match autosaves.files().first() {
        Some(f) => match crate::engine::game::save::load(&f.path) {
            Ok(_) => "loads".into(),
            Err(err) => format!("does not load: {err}"),
        },
        None => "missing".into(),
    }
}
