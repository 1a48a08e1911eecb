//! Screenshot mode: render a few frames, save the window as a PNG, and exit. Or, paced as in
//! play (`--screenshot-at`), save the first frame the window draws by itself after each of
//! some moments, saying when it came: proof that a sleeping window still wakes for its
//! clock.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;

#[derive(Resource)]
struct Request {
    path: PathBuf,
    frames: u32,
    seen: u32,
    taken: bool,
    saved: bool,
}

/// Takes one screenshot to `path` after `frames` frames, then exits (code 3 if none came).
pub fn plugin(path: PathBuf, frames: u32) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Request {
            path: path.clone(),
            frames: frames.max(1),
            seen: 0,
            taken: false,
            saved: false,
        })
        .add_systems(Update, take_screenshot);
    }
}

fn take_screenshot(
    mut commands: Commands,
    mut req: ResMut<Request>,
    mut exit: MessageWriter<AppExit>,
) {
    req.seen += 1;
    if req.saved {
        exit.write(AppExit::Success);
    } else if !req.taken && req.seen >= req.frames {
        req.taken = true;
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(req.path.clone()))
            .observe(|_: On<ScreenshotCaptured>, mut req: ResMut<Request>| req.saved = true);
    } else if req.seen > req.frames + 600 {
        error!("no screenshot arrived");
        exit.write(AppExit::from_code(3));
    }
}

/// Screenshots at moments of wall time, the window paced as in play.
#[derive(Resource)]
struct Timed {
    path: PathBuf,
    /// Seconds after the start; the next one due first.
    moments: Vec<f32>,
    taken: usize,
    saved: usize,
    started: crate::platform::Instant,
}

/// Saves `PATH-1.png`, `PATH-2.png`… (after `path`'s stem) from the first frame drawn at or
/// after each of `moments` seconds, printing `screenshot N at S s` as each is taken; exits
/// once all are saved. Nothing here wakes the window: the frames are those it draws itself.
pub fn timed_plugin(path: PathBuf, moments: Vec<f32>) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Timed {
            path: path.clone(),
            moments: moments.clone(),
            taken: 0,
            saved: 0,
            started: crate::platform::Instant::now(),
        })
        .add_systems(Update, take_timed);
    }
}

fn take_timed(mut commands: Commands, mut timed: ResMut<Timed>, mut exit: MessageWriter<AppExit>) {
    let now = timed.started.elapsed().as_secs_f32();
    if timed.saved == timed.moments.len() {
        exit.write(AppExit::Success);
        return;
    }
    let Some(&due) = timed.moments.get(timed.taken) else {
        return;
    };
    if now < due {
        return;
    }
    timed.taken += 1;
    eprintln!("screenshot {} at {now:.3} s", timed.taken);
    let stem = timed.path.file_stem().unwrap_or_default().to_string_lossy();
    let path = timed
        .path
        .with_file_name(format!("{stem}-{}.png", timed.taken));
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path))
        .observe(|_: On<ScreenshotCaptured>, mut timed: ResMut<Timed>| timed.saved += 1);
}
