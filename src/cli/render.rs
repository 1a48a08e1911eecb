//! `render SAVE (--phase N | --all) OUT`: pictures of a saved game, drawn by the game's
//! own board in a hidden window.

use crate::app::picture::Pick;
use std::path::Path;
use std::process::ExitCode;

/// Checks the request (a phase from 1, the file type for it) and draws.
pub fn render(
    save: &Path,
    phase: Option<usize>,
    out: &Path,
    started: crate::platform::Instant,
) -> ExitCode {
    let pick = match phase {
        Some(0) => return fail("phases count from 1"),
        Some(n) => Pick::Phase(n - 1),
        None => Pick::All,
    };
    let ext = (out.extension())
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    match (pick, ext.as_str()) {
        (Pick::All, "gif") | (Pick::Phase(_), "png") => {}
        (Pick::All, _) => return fail("--all writes an animated GIF: name the file `….gif`"),
        (Pick::Phase(_), _) => return fail("--phase writes a PNG: name the file `….png`"),
    }
    ExitCode::from(crate::app::run(crate::app::AppOptions {
        load: Some(save.to_path_buf()),
        render: Some((pick, out.to_path_buf())),
        started,
        ..Default::default()
    }))
}

fn fail(why: &str) -> ExitCode {
    eprintln!("render: {why}");
    ExitCode::from(2)
}
