//! The title menu in a 1280×800 window with a game to continue: at text sizes 1.5 and 2
//! all seven entries (Continue, New game, Load, Learning mode, Sandbox, Settings, Quit)
//! are whole in view, nothing left below the window's edge to scroll to.

use super::{HEIGHT, Shot, WIDTH, raw, screenshot_in};
use diplomacy_hotseat::engine::game::save::Autosaves;
use diplomacy_hotseat::engine::game::{Game, Setup};
use diplomacy_hotseat::engine::map::Map;
use libtest_mimic::Failed;

/// egui's button fill (grey 60), told from the veiled board's greys by a close match.
const BUTTON: u8 = 60;

/// The buttons shown whole: runs of the button's fill at least 100 px long whose left
/// margin's fill runs down at least `height` px (a button's height at this text size),
/// each button counted once.
fn whole_buttons(shot: &Shot, height: usize) -> usize {
    let fill = |x: usize, y: usize| raw(shot, x, y).iter().all(|c| c.abs_diff(BUTTON) <= 3);
    // (top, bottom, left, right) of each button found.
    let mut found: Vec<(usize, usize, usize, usize)> = Vec::new();
    for y in 0..HEIGHT as usize {
        let mut x = 0;
        while x < WIDTH as usize {
            let start = x;
            while x < WIDTH as usize && fill(x, y) {
                x += 1;
            }
            if x == start {
                x += 1;
                continue;
            }
            if x - start < 100 {
                continue;
            }
            let margin = start + 6;
            let top = (0..=y)
                .rev()
                .take_while(|&r| fill(margin, r))
                .last()
                .unwrap_or(y);
            let bottom = (y..HEIGHT as usize)
                .take_while(|&r| fill(margin, r))
                .last()
                .unwrap_or(y);
            let seen = found
                .iter()
                .any(|&(t, b, l, r)| top <= b && t <= bottom && start < r && l < x);
            if bottom + 1 - top >= height && !seen {
                found.push((top, bottom, start, x));
            }
        }
    }
    found.len()
}

pub fn seven_entries_in_view() -> Result<(), Failed> {
    let dir = std::env::temp_dir().join(format!("dh-title-{}", std::process::id()));
    let saves = dir.join("saves");
    let map = Map::named("standard").map_err(|e| e.to_string())?;
    let names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"];
    let setup = Setup::standard(&map, &names, 0, "1971", 1).map_err(|e| e.to_string())?;
    let autosaves = Autosaves {
        dir: saves.clone(),
        keep: 3,
    };
    autosaves
        .save(&Game::new(&map, setup), true)
        .map_err(|e| e.to_string())?;
    let mut short = Vec::new();
    for size in [1.5f32, 2.0] {
        let text_size = size.to_string();
        let shot = screenshot_in(&["--text-size", &text_size], (0.0, 0.0), Some(&saves))?;
        // A button is 44 points tall; its last rows are its rounded corners.
        let whole = whole_buttons(&shot, (40.0 * size) as usize);
        eprintln!("title menu at text size {size}: {whole} whole buttons");
        if whole != 7 {
            short.push(format!("{whole} at text size {size}"));
        }
    }
    if short.is_empty() {
        Ok(())
    } else {
        Err(format!("whole menu buttons (want 7): {}", short.join(", ")).into())
    }
}
