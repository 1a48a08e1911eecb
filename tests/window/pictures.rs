//! Pictures of a recorded ten-year game (`render`): a phase as a PNG the size of the
//! board with its caption, different for different phases; the whole game as a GIF with
//! one picture per phase and one per movement's result, small enough to send in a chat;
//! a phase the game does not have refused with the phases it has.

use super::read_png;
use diplomacy_hotseat::engine::game::save;
use libtest_mimic::Failed;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A chat's usual limit for a file.
const CHAT_LIMIT: u64 = 5 * 1024 * 1024;

fn program() -> Command {
    Command::new(env!("CARGO_BIN_EXE_diplomacy-hotseat"))
}

fn run(cmd: &mut Command) -> Result<std::process::Output, Failed> {
    let out = cmd.output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!(
            "{cmd:?} failed: {}\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    Ok(out)
}

/// The images in a GIF (each image descriptor after its extensions), with the delays.
fn gif_images(gif: &[u8]) -> Result<Vec<u16>, String> {
    if gif.get(..6) != Some(b"GIF89a".as_slice()) {
        return Err("not a GIF89a file".into());
    }
    let table = if gif[10] & 0x80 != 0 {
        3 << ((gif[10] & 7) + 1)
    } else {
        0
    };
    let mut at = 13 + table;
    let skip_blocks = |at: &mut usize| {
        while gif[*at] != 0 {
            *at += 1 + usize::from(gif[*at]);
        }
        *at += 1;
    };
    let (mut delays, mut delay) = (Vec::new(), 0);
    loop {
        match gif.get(at) {
            Some(0x3B) => return Ok(delays),
            Some(0x21) => {
                if gif[at + 1] == 0xF9 {
                    delay = u16::from_le_bytes([gif[at + 4], gif[at + 5]]);
                }
                at += 2;
                skip_blocks(&mut at);
            }
            Some(0x2C) => {
                delays.push(delay);
                at += 11;
                skip_blocks(&mut at);
            }
            other => return Err(format!("unexpected {other:?} at {at}")),
        }
    }
}

pub fn pictures_of_a_ten_year_game() -> Result<(), Failed> {
    if std::env::var_os("DISPLAY").is_none() {
        return Err("no X display: run the tests with `bash .ci/test-all` (Xvfb)".into());
    }
    let dir = std::env::temp_dir().join(format!("dh-pictures-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let game_file = dir.join("game.ron");
    run(program()
        .args(["selfplay", "--games", "1", "--until", "1910", "--save"])
        .arg(&game_file))?;
    let (game, _) = save::load(&game_file).map_err(|e| e.to_string())?;
    let path = |name: &str| -> PathBuf { dir.join(name) };
    let draw = |phase: &str, out: &Path| {
        run(program()
            .arg("render")
            .arg(&game_file)
            .args(["--phase", phase])
            .arg(out))
    };
    draw("1", &path("phase-1.png"))?;
    draw("3", &path("phase-3.png"))?;
    let (w, h, spring) = read_png(&path("phase-1.png"))?;
    let (w3, h3, autumn) = read_png(&path("phase-3.png"))?;
    // The standard board is about square: the board at 760 px high and the caption.
    if (w, h) != (w3, h3) || h != 760 || !(900..1200).contains(&w) {
        return Err(format!("pictures {w}x{h} and {w3}x{h3}").into());
    }
    let differing = (spring.chunks(3).zip(autumn.chunks(3)))
        .filter(|(a, b)| a != b)
        .count();
    if differing < 5_000 {
        return Err(format!("Phases 1 and 3 differ in only {differing} pixels").into());
    }
    let gif_path = path("game.gif");
    run(program()
        .arg("render")
        .arg(&game_file)
        .arg("--all")
        .arg(&gif_path))?;
    let bytes = std::fs::read(&gif_path).map_err(|e| e.to_string())?;
    let delays = gif_images(&bytes)?;
    let movements = game.record.iter().filter(|r| r.is_movement()).count();
    let wanted = game.record.len() + movements + 1;
    if delays.len() != wanted || (bytes.len() as u64) >= CHAT_LIMIT {
        return Err(format!(
            "{} pictures (want {wanted}: {} phases, {movements} results, the end), {} bytes",
            delays.len(),
            game.record.len(),
            bytes.len()
        )
        .into());
    }
    if delays.last() != Some(&500) || delays.first() != Some(&250) {
        return Err(format!("holds {delays:?}").into());
    }
    let kept = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screen-audit");
    let _ = std::fs::create_dir_all(&kept);
    let _ = std::fs::copy(&gif_path, kept.join("game-1901-1910.gif"));
    let _ = std::fs::copy(path("phase-3.png"), kept.join("picture-phase-3.png"));
    eprintln!(
        "pictures: {w}x{h}; a ten-year game's GIF: {} pictures, {} bytes",
        delays.len(),
        bytes.len()
    );
    // A phase the game does not have: refused, naming the phases it has.
    let out = program()
        .arg("render")
        .arg(&game_file)
        .args(["--phase", "999"])
        .arg(path("none.png"))
        .output()
        .map_err(|e| e.to_string())?;
    let said = String::from_utf8_lossy(&out.stderr);
    if out.status.code() != Some(2)
        || !said.contains(&format!("phases 1 to {}", game.record.len() + 1))
    {
        return Err(format!("phase 999: {} {said}", out.status).into());
    }
    if path("none.png").exists() {
        return Err("a refused picture left a file".into());
    }
    Ok(())
}
