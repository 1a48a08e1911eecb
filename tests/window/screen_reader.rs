//! The window as a screen reader hears it on Linux: egui's AccessKit tree handed to AT-SPI,
//! read back by `read_tree.py` (pyatspi's library, as Orca reads it) in a D-Bus session of
//! its own with a screen reader marked running. At the curtain the tree names the power to
//! hand the laptop to and nothing of the order panel; after Enter, the order panel's words.
//! A screen reader's own press (AT-SPI's action, Orca's activate) opens the order panel.

use libtest_mimic::Failed;
use std::process::Command;

/// The system's Python, where the distribution's `python3-pyatspi` lives.
fn python() -> &'static str {
    if std::path::Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    }
}

/// Why the test cannot run here, if it cannot: the screen reader's side is missing.
fn missing_tools() -> Option<String> {
    let pyatspi = Command::new(python())
        .args([
            "-c",
            "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi",
        ])
        .output();
    if !pyatspi.is_ok_and(|o| o.status.success()) {
        return Some("no python3-pyatspi (Atspi for Python)".into());
    }
    let session = Command::new("dbus-run-session").arg("--version").output();
    if !session.is_ok_and(|o| o.status.success()) {
        return Some("no dbus-run-session".into());
    }
    None
}

/// The words of the program's tree after each `wait:` step of `steps`, a new game's
/// window taking `acts` first.
fn read_tree(steps: &[&str], acts: &[&str]) -> Result<Vec<Vec<String>>, Failed> {
    let dir = std::env::temp_dir().join(format!("dh-reader-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/window/read_tree.py");
    let out = Command::new("dbus-run-session")
        .env("DIPLOMACY_HOTSEAT_CONFIG", dir.join("settings.ron"))
        .arg("--")
        .arg(python())
        .arg(script)
        .args(steps)
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_diplomacy-hotseat"))
        .args([
            "--new-game",
            "--size",
            "1280x800",
            "--lang",
            "en",
            "--save-dir",
        ])
        .arg(dir.join("saves"))
        .args(acts.iter().flat_map(|a| ["--act", a]))
        .output()
        .map_err(|e| e.to_string())?;
    let said = String::from_utf8_lossy(&out.stdout);
    let reads: Vec<serde_json::Value> = said
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect();
    if !out.status.success()
        || reads.len() != steps.iter().filter(|s| s.starts_with("wait:")).count()
    {
        return Err(format!(
            "read_tree.py: {}\n{said}\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    Ok(reads
        .iter()
        .map(|r| {
            (r["words"].as_array().into_iter().flatten())
                .filter_map(|w| w.as_str().map(str::to_string))
                .collect()
        })
        .collect())
}

/// Whether any name or text in `tree` holds `words`.
fn hears(tree: &[String], words: &str) -> bool {
    tree.iter().any(|w| w.contains(words))
}

/// Whether the test can run here: an X display is needed, and without the screen
/// reader's side (pyatspi, D-Bus) it is skipped (`Ok(false)`).
fn may_run() -> Result<bool, Failed> {
    if std::env::var_os("DISPLAY").is_none() {
        return Err("no X display: run the tests with `bash .ci/test-all` (Xvfb)".into());
    }
    if let Some(why) = missing_tools() {
        eprintln!("skipped: {why} (`bash .ci/deps test` installs the screen reader's side)");
        return Ok(false);
    }
    Ok(true)
}

pub fn a_screen_reader_hears_the_curtain_then_the_order_panel() -> Result<(), Failed> {
    if !may_run()? {
        return Ok(());
    }
    // A window manager gives the new window the keyboard, as a desktop does.
    let _manager = super::desktop::WindowManager::start()?;
    // England writes first: the curtain asks for the laptop to be handed to England.
    let trees = read_tree(
        &["wait:Pass the laptop to", "key:Return", "wait:Seal orders"],
        &["end-diplomacy"],
    )?;
    let (curtain, orders) = (&trees[0], &trees[1]);
    let mut wrong = Vec::new();
    for said in ["Pass the laptop to", "England"] {
        if !hears(curtain, said) {
            wrong.push(format!("the curtain's tree lacks {said:?}"));
        }
    }
    // The order panel: its seal button and England's units (fleet London, army Liverpool).
    let panel = ["Seal orders", "F Lon", "A Lpl", "no order yet"];
    for secret in panel {
        if hears(curtain, secret) {
            wrong.push(format!("the curtain's tree holds {secret:?}"));
        }
        if !hears(orders, secret) {
            wrong.push(format!("the order panel's tree lacks {secret:?}"));
        }
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}\ncurtain: {curtain:?}\norders: {orders:?}",
            wrong.join("; ")
        )
        .into())
    }
}

pub fn a_screen_reader_presses_show_my_orders_at_the_curtain() -> Result<(), Failed> {
    if !may_run()? {
        return Ok(());
    }
    // No key and no mouse: the button is pressed through AT-SPI, the window asleep.
    let trees = read_tree(
        &[
            "wait:Pass the laptop to",
            "press:show my orders",
            "wait:Seal orders",
        ],
        &["end-diplomacy"],
    )?;
    let (curtain, orders) = (&trees[0], &trees[1]);
    let missing: Vec<&str> = (["Seal orders", "F Lon", "A Lpl"].into_iter())
        .filter(|w| !hears(orders, w))
        .collect();
    match (hears(curtain, "Seal orders"), missing.is_empty()) {
        (false, true) => Ok(()),
        _ => Err(format!("curtain: {curtain:?}\norders (lacking {missing:?}): {orders:?}").into()),
    }
}
