//! Frame-time measurement (`--measure-frames N`): prints the time to the first frame and
//! the mean frame time over N frames after a warm-up, then exits. `--empty` measures a
//! bare Bevy + egui window for comparison.

use bevy::prelude::*;
use std::time::{Duration, Instant};

const WARM_UP: u32 = 30;

#[derive(Resource)]
struct Timer {
    started: Instant,
    frames: u32,
    seen: u32,
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
            last: None,
            total: Duration::ZERO,
            worst: Duration::ZERO,
        })
        .add_systems(Last, measure);
    }
}

fn measure(mut timer: ResMut<Timer>, mut exit: MessageWriter<AppExit>) {
    let now = Instant::now();
    if timer.seen == 0 {
        println!(
            "first frame after {:.0} ms",
            now.duration_since(timer.started).as_secs_f64() * 1000.0
        );
    }
    timer.seen += 1;
    if timer.seen > WARM_UP
        && let Some(last) = timer.last
    {
        let dt = now - last;
        timer.total += dt;
        timer.worst = timer.worst.max(dt);
    }
    timer.last = Some(now);
    if timer.seen == WARM_UP + timer.frames {
        let mean = timer.total.as_secs_f64() * 1000.0 / f64::from(timer.frames - 1).max(1.0);
        println!(
            "mean frame time {mean:.2} ms over {} frames (worst {:.2} ms)",
            timer.frames,
            timer.worst.as_secs_f64() * 1000.0
        );
        exit.write(AppExit::Success);
    }
}
