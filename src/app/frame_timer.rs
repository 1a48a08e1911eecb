//! Frame-time measurement (`--measure-frames N`): prints the time to the first frame and
//! the mean frame time over N frames after a warm-up (which waits for any scripted steps
//! to be taken), and how many of those frames drew the board afresh, then exits.
//! `--empty` measures a bare Bevy + egui window for comparison.

use crate::platform::Instant;
use bevy::prelude::*;
use std::time::Duration;

const WARM_UP: u32 = 30;

#[derive(Resource)]
struct Timer {
    started: Instant,
    frames: u32,
    seen: u32,
    /// Frames counted so far, after the warm-up.
    counted: u32,
    /// Board redraws when counting began.
    redraws_before: u64,
    last: Option<Instant>,
    total: Duration,
    worst: Duration,
}

/// Measures `frames` frames after a warm-up, prints the figures and exits.
pub fn plugin(started: Instant, frames: u32) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Timer {
            started,
            frames: frames.max(1),
            seen: 0,
            counted: 0,
            redraws_before: 0,
            last: None,
            total: Duration::ZERO,
            worst: Duration::ZERO,
        })
        .add_systems(Last, measure);
    }
}

fn measure(
    mut timer: ResMut<Timer>,
    cache: Option<Res<super::board::cache::CacheStats>>,
    script: Option<Res<super::script::Script>>,
    mut exit: MessageWriter<AppExit>,
) {
    let now = Instant::now();
    if timer.seen == 0 {
        println!(
            "first frame after {:.0} ms",
            now.duration_since(timer.started).as_secs_f64() * 1000.0
        );
    }
    let redraws = cache.map_or(0, |c| c.redraws);
    let scripted = script.is_some_and(|s| !s.finished());
    if scripted {
        timer.seen = 1;
    } else {
        timer.seen += 1;
    }
    if timer.seen == WARM_UP {
        timer.redraws_before = redraws;
    }
    if timer.seen > WARM_UP
        && let Some(last) = timer.last
    {
        let dt = now - last;
        timer.total += dt;
        timer.worst = timer.worst.max(dt);
        timer.counted += 1;
    }
    timer.last = Some(now);
    if timer.counted == timer.frames {
        let mean = timer.total.as_secs_f64() * 1000.0 / f64::from(timer.frames);
        println!(
            "mean frame time {mean:.2} ms over {} frames (worst {:.2} ms)",
            timer.frames,
            timer.worst.as_secs_f64() * 1000.0
        );
        println!(
            "board drawn afresh in {} of those {} frames",
            redraws - timer.redraws_before,
            timer.frames
        );
        exit.write(AppExit::Success);
    }
}
