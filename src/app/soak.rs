//! An evening in one run (`--soak YEARS`): a new game played through the table's own
//! messages, phase after phase, with the window paced as in play; at the end of each game
//! year it prints the process's memory, the frames drawn and their mean time, the board's
//! redraws and the autosaves written (each checked to load). The benchmark that an evening
//! at the table stays flat (see `docs/evening.md`).
//!
//! Seats 5, 6 and 7 are handed to Novice computers at the start (their moves dislodge
//! units, so retreats and builds come too); the others seal what they wrote, which here is
//! nothing: their units stand.

use super::board::animate::Anim;
use super::board::cache::CacheStats;
use super::current::CurrentGame;
use super::play::table::{Stage, Table};
use super::play::{Act, Saves};
use super::wake::WakeWithin;
use crate::engine::bot::Level;
use bevy::prelude::*;
use std::time::{Duration, Instant};

/// Seats played by computers in the soak.
const COMPUTER_SEATS: [usize; 3] = [4, 5, 6];
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
    game: Res<'w, CurrentGame>,
    anim: Res<'w, Anim>,
    saves: Res<'w, Saves>,
    cache: Option<Res<'w, CacheStats>>,
}

fn drive(
    mut soak: ResMut<Soak>,
    now: TableNow,
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
        return;
    }
    if let Some(act) = next_act(table, &now.anim) {
        if matches!(act, Act::FinishReveal) {
            soak.phases += 1;
        }
        acts.write(act);
    }
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
