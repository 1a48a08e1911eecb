//! The sandbox played by clicks in the real window: units placed by clicking, orders
//! clicked for three powers (drawn as arrows in each power's colour), then the results,
//! each checked in a screenshot.

use super::{HEIGHT, Shot, WIDTH, close, panel_pixels, pixel, rgb, screenshot_with};
use diplomacy_hotseat::app::board::palette;
use diplomacy_hotseat::app::screens::SANDBOX_WIDTH;
use diplomacy_hotseat::engine::map::geometry::Geometry;
use libtest_mimic::Failed;

/// The window position (logical pixels) showing a board point beside the sandbox panel:
/// the inverse of [`pixel`].
fn pointer_at(board: [f32; 2]) -> String {
    let view_w = WIDTH as f32 - SANDBOX_WIDTH;
    let scale = (HEIGHT as f32).min(view_w) / 1100.0;
    let x = view_w / 2.0 + (board[0] - 538.6) * scale;
    let y = HEIGHT as f32 / 2.0 - (board[1] - 538.6) * scale;
    format!("pointer:{x:.0},{y:.0}")
}

/// Whether any pixel within `reach` pixels of a board point is close to `colour` (a thin
/// arrow's shaft blends at its edges; a moved unit's token lies under its arrow's head).
fn near(shot: &Shot, board: [f32; 2], colour: [u8; 3], reach: i32) -> bool {
    let step = 1100.0 / (HEIGHT as f32).min(WIDTH as f32 - SANDBOX_WIDTH);
    (-reach..=reach).any(|dx| {
        (-reach..=reach).any(|dy| {
            let p = [board[0] + dx as f32 * step, board[1] + dy as f32 * step];
            close(pixel(shot, p), colour)
        })
    })
}

/// A point of the token at `to` just past its centre, seen from `from`: the side the
/// arrowhead of the move that brought it there leaves uncovered.
pub fn beyond(from: [f32; 2], to: [f32; 2]) -> [f32; 2] {
    let (dx, dy) = (to[0] - from[0], to[1] - from[1]);
    let len = dx.hypot(dy).max(1e-3);
    [to[0] + dx / len * 7.0, to[1] + dy / len * 7.0]
}

fn args(steps: &[String]) -> Vec<&str> {
    steps.iter().map(String::as_str).collect()
}

/// Colour saturation, 0 (grey) to 1.
fn saturation(c: [u8; 3]) -> f32 {
    let (hi, lo) = (*c.iter().max().unwrap_or(&0), *c.iter().min().unwrap_or(&0));
    if hi == 0 {
        0.0
    } else {
        (hi - lo) as f32 / hi as f32
    }
}

/// With the orders tool, a click on the army in Paris lights the places it may go: open
/// ground in Burgundy (neutral land) turns brighter and more colourful, never greyer, and
/// the French army's token keeps its colour.
fn lit_destinations(
    set_up: &[String],
    geometry: &Geometry,
    inset: (f32, f32),
) -> Result<(), Failed> {
    let bur = super::open_ground(geometry.shape("bur").expect("shape"));
    let paris = geometry.shape("par").expect("shape").unit;
    let before = screenshot_with(&args(set_up), inset)?;
    let mut steps = set_up.to_vec();
    steps.extend(["--act", "sandbox:tool orders", "--act"].map(String::from));
    steps.push(pointer_at(paris));
    steps.extend(["--act", "click"].map(String::from));
    let after = screenshot_with(&args(&steps), inset)?;
    let (plain, lit) = (pixel(&before, bur), pixel(&after, bur));
    let bright = |c: [u8; 3]| c.iter().map(|v| *v as u32).sum::<u32>();
    if bright(lit) < bright(plain) || saturation(lit) < saturation(plain) + 0.08 {
        return Err(format!(
            "Burgundy lit {lit:?}, plain {plain:?}: not brighter and more colourful"
        )
        .into());
    }
    let army = pixel(&after, paris);
    if !close(army, rgb(palette::power_colour("France"))) {
        return Err(format!("the French army under the light: {army:?}").into());
    }
    Ok(())
}

/// Set-up clicks place a Turkish army in Bohemia and an Italian fleet in the Tyrrhenian
/// Sea; order clicks for England, France and Germany draw their arrows; Resolve moves them.
pub fn sandbox_by_clicks(geometry: &Geometry) -> Result<(), Failed> {
    let dir = std::env::temp_dir().join(format!("dh-sandbox-clicks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let case = dir.join("case.txt");
    let text = "CASE clicks\nPRESTATE_SETPHASE Spring 1901, Movement\nPRESTATE\n  France: A par\n  Germany: A mun\n  England: F lon\nORDERS\nEND\n";
    std::fs::write(&case, text).map_err(|e| e.to_string())?;
    let unit = |name: &str| geometry.shape(name).expect("shape").unit;
    let at = |name: &str| pointer_at(unit(name));
    let colour = |power: &str| rgb(palette::power_colour(power));
    let mut steps: Vec<String> = vec!["--sandbox".into(), case.display().to_string()];
    let mut act = |s: String| steps.extend(["--act".to_string(), s]);
    act("sandbox:tool Turkey A".into());
    act(at("boh"));
    act("click".into());
    act("sandbox:tool Italy F".into());
    act(at("tys"));
    act("click".into());
    let set_up = steps.clone();
    let mut act = |s: String| steps.extend(["--act".to_string(), s]);
    act("sandbox:tool orders".into());
    for (from, to) in [("lon", "nth"), ("par", "bur"), ("mun", "ruh")] {
        for place in [from, to] {
            act(at(place));
            act("click".into());
        }
    }
    let ordered = steps.clone();
    let inset = (0.0, SANDBOX_WIDTH);
    lit_destinations(&set_up, geometry, inset)?;

    let shot = screenshot_with(&args(&set_up), inset)?;
    let (turkey, italy) = (pixel(&shot, unit("boh")), pixel(&shot, unit("tys")));
    if !close(turkey, colour("Turkey")) || !close(italy, colour("Italy")) {
        return Err(format!(
            "set-up: Bohemia {turkey:?} (want Turkish {:?}), Tyrrhenian Sea {italy:?} (want Italian {:?})",
            colour("Turkey"),
            colour("Italy")
        )
        .into());
    }

    let shot = screenshot_with(&args(&ordered), inset)?;
    let middle = |a: &str, b: &str| {
        let (p, q) = (unit(a), unit(b));
        [(p[0] + q[0]) / 2.0, (p[1] + q[1]) / 2.0]
    };
    let arrows = [
        ("England", middle("lon", "nth")),
        ("France", middle("par", "bur")),
        ("Germany", middle("mun", "ruh")),
    ];
    let missing: Vec<&str> = (arrows.iter())
        .filter(|(power, p)| !near(&shot, *p, colour(power), 2))
        .map(|(power, _)| *power)
        .collect();
    let checked = panel_pixels(&shot, 480.0, [120, 210, 130]);
    if !missing.is_empty() || checked < 50 {
        return Err(format!(
            "orders: no arrow for {missing:?}; {checked} green pixels for the checked slip"
        )
        .into());
    }

    let mut resolved = args(&ordered);
    resolved.extend(["--act", "sandbox:resolve", "--anim-at", "4.0"]);
    let shot = screenshot_with(&resolved, inset)?;
    let moved = [
        ("England", "lon", "nth"),
        ("France", "par", "bur"),
        ("Germany", "mun", "ruh"),
    ];
    let wrong: Vec<String> = (moved.iter())
        .filter(|(power, from, to)| !near(&shot, beyond(unit(from), unit(to)), colour(power), 1))
        .map(|(power, _, to)| format!("{power} in {to}: {:?}", pixel(&shot, unit(to))))
        .collect();
    let results = panel_pixels(&shot, 480.0, [120, 210, 130]);
    if !wrong.is_empty() || results < 300 {
        return Err(format!("results: {wrong:?}; {results} green pixels").into());
    }
    Ok(())
}
