//! Screenshot mode: render a few frames, save the window as a PNG, and exit.

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
