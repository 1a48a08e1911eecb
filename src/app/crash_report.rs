//! If the program stops on an error, a report is written beside the saves (the version,
//! what was on screen, the error and its backtrace), and the next start's title screen says
//! so: nothing is lost, as every sealed order set and phase was autosaved. A computer's
//! thread that fails is not a crash (its units stand) and writes no report.

use super::current::CurrentGame;
use super::screen::Screen;
use crate::app::current::CurrentMap;
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// What the program was showing, for the report (kept up to date by [`keep_context`]).
static CONTEXT: Mutex<String> = Mutex::new(String::new());

/// The name of the computers' thinking threads: their failures are not crashes.
pub const COMPUTER_THREAD: &str = "computer";

/// Installs the hook that writes a report into `dir` when the program fails (after the
/// usual message on the terminal).
pub fn install(dir: PathBuf) {
    let usual = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        usual(info);
        if std::thread::current().name() == Some(COMPUTER_THREAD) {
            return;
        }
        let context = CONTEXT.lock().map(|c| c.clone()).unwrap_or_default();
        let what = match info.location() {
            Some(at) => format!("{} ({at})", panic_words(info.payload())),
            None => panic_words(info.payload()),
        };
        let trace = std::backtrace::Backtrace::force_capture().to_string();
        let written = write_report(&dir, &context, &what, &trace);
        match &written {
            Ok(path) => eprintln!("A crash report was written to {}", path.display()),
            Err(e) => eprintln!("The crash report could not be written: {e}"),
        }
        let written = written.as_deref().map_err(|e| e.to_string());
        let notice = super::crash_notice::words(&what, context.is_empty(), written);
        super::crash_notice::tell(&notice);
    }));
}

/// The words a panic was raised with.
fn panic_words(payload: &(dyn std::any::Any + Send)) -> String {
    match (
        payload.downcast_ref::<&str>(),
        payload.downcast_ref::<String>(),
    ) {
        (Some(s), _) => s.to_string(),
        (_, Some(s)) => s.clone(),
        _ => "an error without words".into(),
    }
}

/// Writes a report into `dir` (made if missing); returns its path.
pub fn write_report(
    dir: &Path,
    context: &str,
    what: &str,
    trace: &str,
) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let secs = crate::platform::unix_seconds();
    let path = dir.join(format!("crash-{secs}.txt"));
    let text = format!(
        "diplomacy-hotseat {} stopped unexpectedly.\nAt (seconds since 1970): {secs}\n\
         On screen: {context}\nError: {what}\n\nBacktrace:\n{trace}\n",
        env!("CARGO_PKG_VERSION"),
    );
    std::fs::write(&path, text)?;
    Ok(path)
}

/// The reports in `dir` not yet read on the title screen, newest first.
pub fn unread_reports(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.starts_with("crash-") && name.ends_with(".txt") && !name.ends_with(".read.txt")
        })
        .collect();
    found.sort();
    found.reverse();
    found
}

/// Marks a report read (renamed `crash-….read.txt`, kept for whoever wants to send it).
pub fn mark_read(report: &Path) -> std::io::Result<()> {
    let read = report.with_extension("read.txt");
    std::fs::rename(report, read)
}

/// Keeps the report's "on screen" line up to date: the screen, the board and the phase.
pub fn keep_context(
    screen: Res<State<Screen>>,
    game: Res<CurrentGame>,
    map: Res<CurrentMap>,
    mut last: Local<String>,
) {
    if !screen.is_changed() && !game.is_changed() && !last.is_empty() {
        return;
    }
    let g = &game.0;
    let now = format!(
        "{:?} screen · {} · {}",
        screen.get(),
        g.setup.variant,
        map.0.phase_name(g.position.phase)
    );
    if now != *last {
        if let Ok(mut c) = CONTEXT.lock() {
            c.clone_from(&now);
        }
        *last = now;
    }
}

/// For the window test of this report: with `DIPLOMACY_HOTSEAT_TEST_CRASH` set, the
/// program fails on its fifth frame.
pub fn test_crash(mut frames: Local<u32>) {
    *frames += 1;
    if *frames == 5 {
        panic!("a crash asked for by DIPLOMACY_HOTSEAT_TEST_CRASH");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_names_the_version_the_screen_and_the_error_and_is_read_once() {
        let dir = tempfile::tempdir().expect("temp dir");
        let saves = dir.path().join("saves");
        assert!(unread_reports(&saves).is_empty(), "no folder, no report");
        let path = write_report(
            &saves,
            "Play screen · standard · Autumn 1902",
            "index out of range (src/x.rs:1:2)",
            "0: main",
        )
        .expect("written");
        let text = std::fs::read_to_string(&path).expect("readable");
        for words in [
            env!("CARGO_PKG_VERSION"),
            "Autumn 1902",
            "index out of range",
            "0: main",
        ] {
            assert!(text.contains(words), "{words} in {text}");
        }
        assert_eq!(unread_reports(&saves), vec![path.clone()]);
        mark_read(&path).expect("renamed");
        assert!(unread_reports(&saves).is_empty(), "read once");
        assert!(path.with_extension("read.txt").exists(), "kept");
    }

    #[test]
    fn the_title_finds_an_unread_report_and_says_nothing_was_lost() {
        use crate::app::play::Saves;
        use crate::app::screens::{Resume, look_for_saves};
        use crate::engine::game::save::Autosaves;
        let dir = tempfile::tempdir().expect("temp dir");
        let path = write_report(dir.path(), "Play screen", "oops", "0: main").expect("written");
        let mut app = App::new();
        app.insert_resource(Saves {
            autosaves: Some(Autosaves {
                dir: dir.path().to_path_buf(),
                keep: 3,
            }),
            ..default()
        })
        .add_systems(Update, look_for_saves);
        app.update();
        assert_eq!(app.world().resource::<Resume>().crash, Some(path.clone()));
        let words = crate::app::screens::crash_words(&path, true);
        assert!(words.contains("Continue restores the game"), "{words}");
        assert!(words.contains(&path.display().to_string()), "{words}");
    }
}
