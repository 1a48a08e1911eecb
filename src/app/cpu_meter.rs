//! CPU measurement (`--measure-cpu SECS`): once any scripted steps are taken and the
//! window has settled, the share of one core the whole process used over SECS seconds of
//! wall time (its user and system time from `/proc/self/stat`), printed, then exit. The
//! window is paced as in play, so this is what a game left open costs.

use bevy::prelude::*;
use std::time::Instant;

/// Seconds to wait after the scripted steps before measuring (a resolution animation
/// plays out in less).
const SETTLE_SECS: f64 = 8.0;

#[derive(Resource)]
struct Meter {
    secs: f64,
    /// When the script finished, then when measuring began, with the CPU seconds then.
    ready_at: Option<Instant>,
    start: Option<(Instant, f64)>,
    frames: u64,
}

/// Measures over `secs` seconds, prints the share of a core and exits.
pub fn plugin(secs: f64) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Meter {
            secs: secs.max(1.0),
            ready_at: None,
            start: None,
            frames: 0,
        })
        .add_systems(Last, measure);
    }
}

/// This process's user + system CPU seconds so far, where Linux tells them (`None` on
/// other systems: the measurement is a Linux tool, `--measure-cpu` says so there).
#[cfg(not(target_os = "linux"))]
pub fn cpu_seconds() -> Option<f64> {
    None
}

/// This process's user + system CPU seconds so far, from `/proc/self/stat`.
#[cfg(target_os = "linux")]
pub fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name, which is in parentheses and may hold spaces.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are the 14th and 15th fields of the line: 12th and 13th here.
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    // The kernel's USER_HZ is 100 on every Linux build that matters here.
    Some(ticks / 100.0)
}

fn measure(
    mut meter: ResMut<Meter>,
    script: Option<Res<super::script::Script>>,
    screen: Option<Res<State<super::screen::Screen>>>,
    mut exit: MessageWriter<AppExit>,
) {
    let now = Instant::now();
    if script.is_some_and(|s| !s.finished()) {
        return;
    }
    let ready_at = *meter.ready_at.get_or_insert(now);
    if now.duration_since(ready_at).as_secs_f64() < SETTLE_SECS {
        return;
    }
    let Some(cpu_now) = cpu_seconds() else {
        eprintln!("--measure-cpu: measured on Linux only (this system's CPU time is not read)");
        exit.write(AppExit::from_code(2));
        return;
    };
    let (start, cpu_start) = *meter.start.get_or_insert((now, cpu_now));
    meter.frames += 1;
    let wall = now.duration_since(start).as_secs_f64();
    if wall >= meter.secs {
        let screen = screen.map_or("?".to_string(), |s| format!("{:?}", s.get()));
        println!(
            "cpu {:.1}% of one core over {wall:.0} s ({} frames, {:.1} a second) on {screen}",
            100.0 * (cpu_now - cpu_start) / wall,
            meter.frames,
            meter.frames as f64 / wall
        );
        exit.write(AppExit::Success);
    }
}
