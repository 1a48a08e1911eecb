//! The window as a desktop program's: the operating system's scale factor honoured (at
//! scale 2, `WINIT_X11_SCALE_FACTOR=2` as on a 4K laptop, a 1280×800 window is 2560×1600
//! pixels with the same layout, twice as sharp), and F11 filling the screen and giving the
//! window back.

use diplomacy_hotseat::app::screens::style::PANEL;
use libtest_mimic::Failed;
use std::path::Path;
use std::process::Command;

/// A screenshot of a new game's diplomacy period at `scale`: (width, height, RGB pixels).
fn shot_at(scale: &str, path: &Path) -> Result<(u32, u32, Vec<u8>), Failed> {
    shot_with(scale, "1280x800", &[], path)
}

/// A screenshot at `scale` of a window asked to be `size`, after `steps`.
fn shot_with(
    scale: &str,
    size: &str,
    steps: &[&str],
    path: &Path,
) -> Result<(u32, u32, Vec<u8>), Failed> {
    let frames = (12 + 3 * steps.len()).to_string();
    let out = Command::new(env!("CARGO_BIN_EXE_diplomacy-hotseat"))
        .env("WINIT_X11_SCALE_FACTOR", scale)
        .args(["--new-game", "--size", size, "--frames", &frames])
        .args(steps.iter().flat_map(|s| ["--act", s]))
        .arg("--screenshot")
        .arg(path)
        .arg("--save-dir")
        .arg(path.with_extension("saves"))
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("scale {scale}: {}", String::from_utf8_lossy(&out.stderr)).into());
    }
    Ok(super::read_png(path)?)
}

/// Where the left panel ends: the last column, from the left, of which most pixels are the
/// panel's ground.
fn panel_edge(width: u32, height: u32, pixels: &[u8]) -> u32 {
    let ground = [PANEL.r(), PANEL.g(), PANEL.b()];
    let is_ground = |x: u32, y: u32| {
        let i = ((y * width + x) * 3) as usize;
        (0..3).all(|k| pixels[i + k].abs_diff(ground[k]) <= 6)
    };
    (0..width / 2)
        .filter(|&x| (0..height).filter(|&y| is_ground(x, y)).count() * 2 > height as usize)
        .max()
        .unwrap_or(0)
}

pub fn the_same_layout_at_scale_factor_2() -> Result<(), Failed> {
    if std::env::var_os("DISPLAY").is_none() {
        return Err("no X display: run the tests with `bash .ci/test-all` (Xvfb)".into());
    }
    let dir = std::env::temp_dir().join(format!("dh-scale-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let (w1, h1, one) = shot_at("1", &dir.join("scale1.png"))?;
    let (w2, h2, two) = shot_at("2", &dir.join("scale2.png"))?;
    if (w1, h1) != (1280, 800) || (w2, h2) != (2560, 1600) {
        return Err(format!("windows of {w1}x{h1} at scale 1 and {w2}x{h2} at scale 2").into());
    }
    let (edge1, edge2) = (panel_edge(w1, h1, &one), panel_edge(w2, h2, &two));
    if edge1 < 200 || edge2.abs_diff(edge1 * 2) > 6 {
        return Err(format!(
            "the panel ends at x {edge1} at scale 1 and {edge2} at scale 2 (want twice)"
        )
        .into());
    }
    let kept = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screen-audit");
    let _ = std::fs::create_dir_all(&kept);
    let _ = std::fs::copy(dir.join("scale2.png"), kept.join("scale-factor-2.png"));
    Ok(())
}

/// The X screen's size, as `xvfb-run -s "-screen 0 WxHxD"` in `.ci/test-all` makes it.
const SCREEN: (u32, u32) = (1280, 800);

/// A window manager for the test's display while it lives: full screen is the window
/// manager's to grant (a bare X server has none). Where one runs already, openbox leaves
/// it be and exits.
pub struct WindowManager(std::process::Child);

impl WindowManager {
    pub fn start() -> Result<WindowManager, Failed> {
        let child = Command::new("openbox")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .map_err(|e| format!("openbox (`bash .ci/deps test` installs it): {e}"))?;
        std::thread::sleep(std::time::Duration::from_millis(1500));
        Ok(WindowManager(child))
    }
}

impl Drop for WindowManager {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn f11_fills_the_screen_and_gives_the_window_back() -> Result<(), Failed> {
    if std::env::var_os("DISPLAY").is_none() {
        return Err("no X display: run the tests with `bash .ci/test-all` (Xvfb)".into());
    }
    let _manager = WindowManager::start()?;
    let dir = std::env::temp_dir().join(format!("dh-f11-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let (w0, h0, _) = shot_with("1", "800x600", &[], &dir.join("window.png"))?;
    let (w1, h1, _) = shot_with("1", "800x600", &["key:F11"], &dir.join("full.png"))?;
    let (w2, h2, _) = shot_with(
        "1",
        "800x600",
        &["key:F11", "key:F11"],
        &dir.join("back.png"),
    )?;
    if (w0, h0) != (800, 600) || (w1, h1) != SCREEN || (w2, h2) != (800, 600) {
        return Err(format!(
            "window {w0}x{h0}; after F11 {w1}x{h1} (want the screen, {}x{}); after F11 again {w2}x{h2}",
            SCREEN.0, SCREEN.1
        )
        .into());
    }
    Ok(())
}

/// When each timed screenshot was taken, from the program's `screenshot N at S s` lines.
fn shot_times(stderr: &str) -> Vec<f32> {
    stderr
        .lines()
        .filter_map(|l| l.strip_prefix("screenshot "))
        .filter_map(|l| l.split(" at ").nth(1)?.strip_suffix(" s")?.parse().ok())
        .collect()
}

/// The window paced as in play, asleep between the clock's seconds: a frame it draws by
/// itself comes within about a second of any moment, and two such frames a second apart
/// show different digits on the diplomacy clock.
pub fn the_clock_ticks_while_the_window_sleeps() -> Result<(), Failed> {
    if std::env::var_os("DISPLAY").is_none() {
        return Err("no X display: run the tests with `bash .ci/test-all` (Xvfb)".into());
    }
    let dir = std::env::temp_dir().join(format!("dh-tick-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let moments = [5.0, 6.05];
    let out = Command::new(env!("CARGO_BIN_EXE_diplomacy-hotseat"))
        .args([
            "--new-game",
            "--size",
            "1280x800",
            "--screenshot-at",
            "5,6.05",
        ])
        .arg("--screenshot")
        .arg(dir.join("tick.png"))
        .arg("--save-dir")
        .arg(dir.join("saves"))
        .output()
        .map_err(|e| e.to_string())?;
    let said = String::from_utf8_lossy(&out.stderr);
    let times = shot_times(&said);
    if !out.status.success() || times.len() != 2 {
        return Err(format!("{}: {times:?}\n{said}", out.status).into());
    }
    let late: Vec<f32> = times.iter().zip(moments).map(|(t, m)| t - m).collect();
    if late.iter().any(|l| !(0.0..1.3).contains(l)) {
        return Err(format!("frames {late:?} s after the moments asked (want under 1.3 s)").into());
    }
    let read = |n: u32| -> Result<Vec<u8>, Failed> {
        Ok(super::read_png(&dir.join(format!("tick-{n}.png")))?.2)
    };
    let (first, second) = (read(1)?, read(2)?);
    // The clock's digits: the panel's top, 330 px wide, rows 40 to 140.
    let differing = (40..140usize)
        .flat_map(|y| (0..330usize).map(move |x| (y * 1280 + x) * 3))
        .filter(|&i| first[i..i + 3] != second[i..i + 3])
        .count();
    if differing < 100 {
        return Err(
            format!("the clock's digits differ in {differing} pixels a second apart").into(),
        );
    }
    // Every digit is drawn: at 6 s the clock reads 29:54, its first 4, whose glyph egui
    // makes that frame. A glyph missing from the frame leaves a gap at the clock's end.
    // (The order that keeps it there is checked in `app::pacing`'s tests.)
    let (ink1, ink2) = (clock_ink(&first), clock_ink(&second));
    let same = |a: usize, b: usize| a.abs_diff(b) <= 8;
    match (ink1, ink2) {
        (Some((a0, a1)), Some((b0, b1))) if a1 - a0 > 150 && same(a0, b0) && same(a1, b1) => Ok(()),
        _ => Err(format!("the clock's digits span {ink1:?} then {ink2:?} (columns)").into()),
    }
}

/// The first and last columns of the clock's white digits (rows 40 to 140 of the panel,
/// where the grey title above them does not reach), in a 1280-pixel-wide RGB shot.
fn clock_ink(rgb: &[u8]) -> Option<(usize, usize)> {
    let inked = |x: usize| {
        (40..140usize).any(|y| {
            let i = (y * 1280 + x) * 3;
            rgb[i..i + 3].iter().map(|&c| u32::from(c)).sum::<u32>() > 600
        })
    };
    let columns: Vec<usize> = (0..330usize).filter(|&x| inked(x)).collect();
    Some((*columns.first()?, *columns.last()?))
}

/// The window's size as the settings file `path` keeps it: (width, height).
fn kept_size(path: &Path) -> Result<(u32, u32), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let number = |key: &str| -> Option<u32> {
        let from = text.find(&format!("{key}:"))? + key.len() + 1;
        let digits: String = (text[from..].trim_start().chars())
            .take_while(|c| c.is_ascii_digit())
            .collect();
        digits.parse().ok()
    };
    match (number("width"), number("height")) {
        (Some(w), Some(h)) => Ok((w, h)),
        _ => Err(format!("no window size in the settings:\n{text}").into()),
    }
}

/// The real window as a player runs it (reading and writing its settings file), for two
/// seconds, with these arguments.
fn run_for_a_moment(config: &Path, args: &[&str]) -> Result<(), Failed> {
    let out = Command::new(env!("CARGO_BIN_EXE_diplomacy-hotseat"))
        .env("DIPLOMACY_HOTSEAT_CONFIG", config)
        .args(["--new-game", "--measure-cpu", "2", "--save-dir"])
        .arg(config.with_extension("saves"))
        .args(args)
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!("{args:?}: {}", String::from_utf8_lossy(&out.stderr)).into())
    }
}

/// A window sized 1000×650 is kept at that size; the next start, with no size asked,
/// opens at it (had it opened at the default 1280×800, it would have kept that instead).
pub fn the_window_opens_at_the_size_it_was_left() -> Result<(), Failed> {
    if std::env::var_os("DISPLAY").is_none() {
        return Err("no X display: run the tests with `bash .ci/test-all` (Xvfb)".into());
    }
    let dir = std::env::temp_dir().join(format!("dh-size-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let config = dir.join("settings.ron");
    let _ = std::fs::remove_file(&config);
    run_for_a_moment(&config, &["--size", "1000x650"])?;
    let first = kept_size(&config)?;
    run_for_a_moment(&config, &[])?;
    let second = kept_size(&config)?;
    if first != (1000, 650) || second != (1000, 650) {
        return Err(format!(
            "kept {first:?} after a run at 1000×650, then {second:?} after a run without a size"
        )
        .into());
    }
    Ok(())
}
