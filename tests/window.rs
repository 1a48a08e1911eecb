//! The real game window: screenshot mode under an X server (Xvfb with Mesa's software
//! Vulkan, as `.ci/test-all` runs it), with pixels checked at known places on the board.
//! Needs `DISPLAY`; run it through `bash .ci/test-all`.

use diplomacy_hotseat::app::board::palette;
use diplomacy_hotseat::app::screens::{
    DIPLOMACY_WIDTH, LEARNING_WIDTH, ORDERS_WIDTH, RESULTS_WIDTH, SANDBOX_WIDTH,
};
use diplomacy_hotseat::engine::map::geometry::{
    Geometry, ShapeFile, distance_to_rings, point_in_rings,
};
use diplomacy_hotseat::engine::map::{Map, builtin_geometry};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

#[path = "window/desktop.rs"]
mod desktop;
#[path = "window/legible.rs"]
mod legible;
#[path = "window/panel_text.rs"]
mod panel_text;
#[path = "window/pictures.rs"]
mod pictures;
#[path = "window/sandbox_clicks.rs"]
mod sandbox_clicks;
#[path = "window/screen_reader.rs"]
mod screen_reader;
#[path = "window/title_menu.rs"]
mod title_menu;

const WIDTH: u32 = 1280;
const HEIGHT: u32 = 800;

struct Shot {
    pixels: Vec<u8>,
    width: u32,
    /// Window pixels the side panels take on each side of the board.
    left: f32,
    right: f32,
}

/// The board in its first diplomacy period, beside the diplomacy panel.
fn take_screenshot() -> Result<Shot, String> {
    screenshot_with(&[], (DIPLOMACY_WIDTH, 0.0))
}

static SHOTS: AtomicUsize = AtomicUsize::new(0);

/// A screenshot of the window; a new game unless `extra` loads one. `inset`: the side
/// panels' widths (left, right) on the screen the steps lead to.
fn screenshot_with(extra: &[&str], inset: (f32, f32)) -> Result<Shot, String> {
    screenshot_in(extra, inset, None)
}

/// A screenshot as [`screenshot_with`]; with `saves`, the title screen over the autosaves
/// in that folder.
fn screenshot_in(
    extra: &[&str],
    inset: (f32, f32),
    saves: Option<&std::path::Path>,
) -> Result<Shot, String> {
    if std::env::var_os("DISPLAY").is_none() {
        return Err("no X display: run the tests with `bash .ci/test-all` (Xvfb)".into());
    }
    let dir = std::env::temp_dir().join(format!("dh-window-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let n = SHOTS.fetch_add(1, Ordering::SeqCst);
    let path: PathBuf = dir.join(format!("shot{n}.png"));
    let fresh = dir.join(format!("saves{n}"));
    let title = saves.is_some();
    let saves = saves.map_or(fresh, |p| p.to_path_buf());
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_diplomacy-hotseat"));
    cmd.args([
        "--screenshot",
        path.to_str().expect("utf-8 path"),
        "--size",
        &format!("{WIDTH}x{HEIGHT}"),
        "--frames",
        &(10 + 3 * extra.len()).to_string(),
        "--save-dir",
        saves.to_str().expect("utf-8 path"),
    ]);
    if !title
        && ![
            "--load",
            "--learn",
            "--lesson",
            "--sandbox",
            "--guided",
            "--setup",
        ]
        .iter()
        .any(|a| extra.contains(a))
    {
        cmd.arg("--new-game");
    }
    let out = cmd.args(extra).output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!(
            "screenshot mode failed: {}\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let log = String::from_utf8_lossy(&out.stderr);
    if log.contains("failed to process shader") {
        return Err(format!("a shader did not compile:\n{log}"));
    }
    keep_for_people(&path, n, extra);
    let file = std::fs::File::open(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut reader = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .map_err(|e| e.to_string())?;
    let mut pixels = vec![0; reader.output_buffer_size().ok_or("png too large")?];
    let info = reader.next_frame(&mut pixels).map_err(|e| e.to_string())?;
    if (info.width, info.height) != (WIDTH, HEIGHT) || info.color_type != png::ColorType::Rgb {
        return Err(format!(
            "unexpected screenshot {}x{} {:?}",
            info.width, info.height, info.color_type
        ));
    }
    Ok(Shot {
        pixels,
        width: info.width,
        left: inset.0,
        right: inset.1,
    })
}

/// Keeps a copy of a screenshot for people to look at, named after the steps that made
/// it, under the test's output folder (`target/tmp/screen-audit`).
fn keep_for_people(shot: &std::path::Path, n: usize, steps: &[&str]) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screen-audit");
    // A file's name, not its temporary folder: the same step keeps the same picture.
    let steps: Vec<&str> = (steps.iter())
        .map(|s| s.rsplit('/').next().unwrap_or(s))
        .collect();
    let words: String = steps
        .join(" ")
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    let words: String = words.trim_matches('-').chars().take(120).collect();
    let name = format!(
        "{n:02}-{}.png",
        if words.is_empty() { "new-game" } else { &words }
    );
    if std::fs::create_dir_all(&dir).is_ok() {
        // A copy for people; the test itself reads the original.
        let _ = std::fs::copy(shot, dir.join(name));
    }
}

/// The pixel showing a board point (raw board coordinates, y up): the fitted camera
/// shows 1100 world units across the shorter side of the space the panels leave.
fn pixel(shot: &Shot, board: [f32; 2]) -> [u8; 3] {
    let view_w = WIDTH as f32 - shot.left - shot.right;
    let scale = (HEIGHT as f32).min(view_w) / 1100.0;
    let x = (shot.left + view_w / 2.0 + (board[0] - 538.6) * scale).round() as usize;
    let y = (HEIGHT as f32 / 2.0 - (board[1] - 538.6) * scale).round() as usize;
    raw(shot, x, y)
}

/// How many pixels of the right-hand panel (`width` wide) are close to `colour`.
fn panel_pixels(shot: &Shot, width: f32, colour: [u8; 3]) -> usize {
    let from = (WIDTH as f32 - width) as usize;
    (0..HEIGHT as usize)
        .flat_map(|y| (from..WIDTH as usize).map(move |x| (x, y)))
        .filter(|&(x, y)| close(raw(shot, x, y), colour))
        .count()
}

/// A PNG's size and its pixels (RGB from the window's screenshots and pictures).
fn read_png(path: &std::path::Path) -> Result<(u32, u32, Vec<u8>), String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut reader = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .map_err(|e| e.to_string())?;
    let mut pixels = vec![0; reader.output_buffer_size().ok_or("png too large")?];
    let info = reader.next_frame(&mut pixels).map_err(|e| e.to_string())?;
    Ok((info.width, info.height, pixels))
}

fn raw(shot: &Shot, x: usize, y: usize) -> [u8; 3] {
    let i = (y * shot.width as usize + x) * 3;
    [shot.pixels[i], shot.pixels[i + 1], shot.pixels[i + 2]]
}

fn rgb(c: bevy::color::Color) -> [u8; 3] {
    let s = c.to_srgba();
    [
        (s.red * 255.0).round() as u8,
        (s.green * 255.0).round() as u8,
        (s.blue * 255.0).round() as u8,
    ]
}

/// A point well inside a shape, away from its token, label and centre marker.
fn open_ground(shape: &ShapeFile) -> [f32; 2] {
    let (mut best, mut score) = (shape.unit, f32::MIN);
    let xs = shape.rings.iter().flatten().map(|p| p[0]);
    let ys = shape.rings.iter().flatten().map(|p| p[1]);
    let (x0, x1) = (
        xs.clone().fold(f32::MAX, f32::min),
        xs.fold(f32::MIN, f32::max),
    );
    let (y0, y1) = (
        ys.clone().fold(f32::MAX, f32::min),
        ys.fold(f32::MIN, f32::max),
    );
    let far = |p: [f32; 2], q: [f32; 2], d: f32| (p[0] - q[0]).hypot(p[1] - q[1]) >= d;
    let mut y = y0;
    while y <= y1 {
        let mut x = x0;
        while x <= x1 {
            let p = [x, y];
            if point_in_rings(&shape.rings, p)
                && far(p, shape.unit, 16.0)
                && !legible::covered_at_start(p)
                && shape.centre_dot.is_none_or(|d| far(p, d, 10.0))
            {
                let d = distance_to_rings(&shape.rings, p);
                if d > score {
                    (best, score) = (p, d);
                }
            }
            x += 1.0;
        }
        y += 1.0;
    }
    best
}

fn close(got: [u8; 3], want: [u8; 3]) -> bool {
    got.iter()
        .zip(want)
        .all(|(g, w)| (*g as i32 - w as i32).abs() <= 12)
}

fn main() {
    let mut args = Arguments::from_args();
    // The windows share one X display and its pointer: opened side by side, one window's
    // pointer and focus events reach another (the wheel test then scrolls nothing). One
    // window at a time costs about three seconds in all.
    args.test_threads.get_or_insert(1);
    let shot: Arc<OnceLock<Result<Shot, String>>> = Arc::new(OnceLock::new());
    let map = Arc::new(Map::named("standard").expect("map"));
    let geometry = Arc::new(
        Geometry::load(builtin_geometry("standard").expect("geometry"), "standard")
            .expect("geometry loads"),
    );
    // (test, province, colour, sample at the unit anchor rather than open ground).
    let checks: Vec<(&str, &str, bevy::color::Color, bool)> = vec![
        (
            "london_is_englands_colour",
            "lon",
            palette::land_tint("England"),
            false,
        ),
        ("the_north_atlantic_is_sea", "nat", palette::SEA, false),
        (
            "switzerland_is_impassable_grey",
            "swi",
            palette::IMPASSABLE,
            false,
        ),
        (
            "burgundy_is_neutral_land",
            "bur",
            palette::NEUTRAL_LAND,
            false,
        ),
        (
            "an_army_token_stands_in_paris",
            "par",
            palette::power_colour("France"),
            true,
        ),
        (
            "a_fleet_token_stands_in_london",
            "lon",
            palette::power_colour("England"),
            true,
        ),
    ];
    let mut trials: Vec<Trial> = checks
        .into_iter()
        .map(|(name, province, colour, at_unit)| {
            let (shot, map, geometry) =
                (Arc::clone(&shot), Arc::clone(&map), Arc::clone(&geometry));
            Trial::test(name, move || {
                let shot = shot
                    .get_or_init(take_screenshot)
                    .as_ref()
                    .map_err(|e| Failed::from(e.clone()))?;
                let id = map.id_of(map.find_province(province).expect("province"));
                let shape = geometry.shape(id).expect("shape");
                let at = if at_unit {
                    shape.unit
                } else {
                    open_ground(shape)
                };
                let (got, want) = (pixel(shot, at), rgb(colour));
                if close(got, want) {
                    Ok(())
                } else {
                    Err(format!("{province} at {at:?}: pixel {got:?}, expected {want:?}").into())
                }
            })
        })
        .collect();
    {
        let (map, geometry) = (Arc::clone(&map), Arc::clone(&geometry));
        trials.push(Trial::test("the_colour_blind_palette_stripes_controlled_land", move || {
            let shot = screenshot_with(&["--colour-blind"], (DIPLOMACY_WIDTH, 0.0))?;
            let shape = geometry.shape(map.id_of(map.find_province("lon").expect("lon"))).expect("shape");
            let centre = open_ground(shape);
            let tint = rgb(palette::land_tint("England"));
            let mut plain = 0;
            let mut striped = 0;
            for dx in -4..=4 {
                for dy in -4..=4 {
                    let p = pixel(&shot, [centre[0] + dx as f32, centre[1] + dy as f32]);
                    if close(p, tint) {
                        plain += 1;
                    } else if p.iter().zip(tint).all(|(a, b)| (*a as i32) < b as i32 - 20) {
                        striped += 1;
                    }
                }
            }
            if plain > 0 && striped > 0 {
                Ok(())
            } else {
                let sample = pixel(&shot, centre);
                Err(format!("expected stripes over England's tint {tint:?} near {centre:?}: {plain} plain, {striped} striped (centre pixel {sample:?})").into())
            }
        }));
    }
    {
        let (map, geometry) = (Arc::clone(&map), Arc::clone(&geometry));
        trials.push(Trial::test("a_dislodged_unit_is_drawn_beside_its_province", move || {
            use diplomacy_hotseat::engine::game::{Game, Setup, save};
            use diplomacy_hotseat::engine::ids::{Location, UnitKind};
            use diplomacy_hotseat::engine::position::{DislodgedUnit, PhaseKind, Unit};
            let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
            let mut game = Game::new(&map, Setup::standard(&map, &names, 0, "1971", 1).expect("setup"));
            let bur = map.find_province("bur").expect("bur");
            let (germany, france) = (map.find_power("Germany").expect("g"), map.find_power("France").expect("f"));
            game.position.phase.kind = PhaseKind::Retreat;
            game.position.units.push(Unit { power: germany, kind: UnitKind::Army, loc: Location::province(bur) });
            game.position.dislodged.push(DislodgedUnit {
                unit: Unit { power: france, kind: UnitKind::Army, loc: Location::province(bur) },
                attacker_from: map.find_province("mun").expect("mun"),
                by_convoy: false,
                also_from: Vec::new(),
            });
            let dir = std::env::temp_dir().join(format!("dh-window-{}", std::process::id()));
            std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
            let file = dir.join("retreat.ron");
            std::fs::write(&file, save::to_ron(&game)).map_err(|e| e.to_string())?;
            let shot = screenshot_with(&["--load", file.to_str().expect("utf-8"), "--act", "ready"], (0.0, ORDERS_WIDTH))?;
            let anchor = geometry.shape("bur").expect("bur").unit;
            let board = diplomacy_hotseat::app::board::LoadedBoard::named("standard")?;
            let board = board.get();
            let offset = diplomacy_hotseat::app::board::tokens::dislodged_offset(&board);
            let beside = pixel(&shot, [anchor[0] + offset[0], anchor[1] + offset[1]]);
            let own = pixel(&shot, anchor);
            let (french, german) = (rgb(palette::power_colour("France")), rgb(palette::power_colour("Germany")));
            if close(beside, french) && close(own, german) {
                Ok(())
            } else {
                Err(format!("beside Burgundy {beside:?} (want French {french:?}), on it {own:?} (want German {german:?})").into())
            }
        }));
    }
    trials.push(Trial::test(
        "a_multiplomacy_stack_is_one_token_with_a_count_badge",
        || {
            use diplomacy_hotseat::engine::game::{Game, Setup, save};
            use diplomacy_hotseat::engine::ids::{Location, UnitKind};
            use diplomacy_hotseat::engine::position::Unit;
            let map = Map::named("multiplomacy").map_err(|e| e.to_string())?;
            let geometry = Geometry::load(builtin_geometry("multiplomacy").ok_or("no geometry")?, "multiplomacy")
                .map_err(|e| e.to_string())?;
            let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
            let mut game = Game::new(&map, Setup::standard(&map, &names, 0, "1971", 1).map_err(|e| e.to_string())?);
            let england = map.find_power("England").ok_or("no England")?;
            let nth = Location::province(map.find_province("nth").ok_or("no nth")?);
            for _ in 0..3 {
                game.position.units.push(Unit { power: england, kind: UnitKind::Fleet, loc: nth });
            }
            let dir = std::env::temp_dir().join(format!("dh-window-{}", std::process::id()));
            std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
            let file = dir.join("stack.ron");
            std::fs::write(&file, save::to_ron(&game)).map_err(|e| e.to_string())?;
            let shot = screenshot_with(&["--load", file.to_str().expect("utf-8")], (DIPLOMACY_WIDTH, 0.0))?;
            use diplomacy_hotseat::app::board::tokens::{badge_offset, token_scale};
            let badge = badge_offset(token_scale(&geometry));
            // Left of the digit, inside the white disc.
            let at = |p: [f32; 2]| pixel(&shot, [p[0] + badge[0] - 7.0, p[1] + badge[1]]);
            let on_stack = at(geometry.shape("nth").ok_or("nth")?.unit);
            let on_single = at(geometry.shape("lvp").ok_or("lvp")?.unit);
            let body = pixel(&shot, geometry.shape("nth").ok_or("nth")?.unit);
            let english = rgb(palette::power_colour("England"));
            if close(on_stack, [255, 255, 255]) && !close(on_single, [255, 255, 255]) && close(body, english) {
                Ok(())
            } else {
                Err(format!("badge on the North Sea stack {on_stack:?} (want white), beside Liverpool's single army {on_single:?} (want no badge), token {body:?} (want English {english:?})").into())
            }
        },
    ));
    trials.push(Trial::test(
        "the_curtain_shows_nothing_of_the_board_or_any_order",
        || {
            let shot = screenshot_with(
                &[
                    "--act",
                    "end-diplomacy",
                    "--act",
                    "ready",
                    "--act",
                    "order:F(Lon)-Nth",
                    "--act",
                    "seal",
                ],
                (0.0, 0.0),
            )?;
            // Only the curtain's grey tones and its text: no colour of a power, land or sea.
            let coloured = shot
                .pixels
                .chunks(3)
                .filter(|p| {
                    let (max, min) = (
                        p.iter().max().copied().unwrap_or(0),
                        p.iter().min().copied().unwrap_or(0),
                    );
                    max - min > 40
                })
                .count();
            if coloured == 0 {
                Ok(())
            } else {
                Err(format!("{coloured} coloured pixels on the curtain").into())
            }
        },
    ));
    {
        let geometry = Arc::clone(&geometry);
        trials.push(Trial::test(
            "the_order_panel_draws_the_writing_players_arrow",
            move || {
                let shot = screenshot_with(
                    &[
                        "--act",
                        "end-diplomacy",
                        "--act",
                        "ready",
                        "--act",
                        "order:F(Lon)-Nth",
                    ],
                    (0.0, ORDERS_WIDTH),
                )?;
                let (a, b) = (
                    geometry.shape("lon").expect("lon"),
                    geometry.shape("nth").expect("nth"),
                );
                let from = a.coasts.first().map_or(a.unit, |c| c.fleet);
                let mid = [(from[0] + b.unit[0]) / 2.0, (from[1] + b.unit[1]) / 2.0];
                let (got, want) = (pixel(&shot, mid), rgb(palette::power_colour("England")));
                // The panel itself, on the right.
                let panel = raw(&shot, (WIDTH - 20) as usize, (HEIGHT - 20) as usize);
                if close(got, want) && panel.iter().all(|c| *c < 60) {
                    Ok(())
                } else {
                    Err(
                        format!("arrow midpoint {got:?} (want {want:?}); panel corner {panel:?}")
                            .into(),
                    )
                }
            },
        ));
    }
    {
        let geometry = Arc::clone(&geometry);
        trials.push(Trial::test(
            "the_resolution_animation_holds_a_moving_army_halfway",
            move || {
                let mut steps = vec!["--anim-at", "2.0", "--act", "end-diplomacy"];
                for power in 0..7 {
                    steps.extend(["--act", "ready"]);
                    if power == 0 {
                        steps.extend(["--act", "order:A(Lvp)-Yor"]);
                    }
                    steps.extend(["--act", "seal"]);
                }
                let shot = screenshot_with(&steps, (0.0, RESULTS_WIDTH))?;
                let (a, b) = (
                    geometry.shape("lvp").expect("lvp").unit,
                    geometry.shape("yor").expect("yor").unit,
                );
                let mid = [(a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0];
                // Beside the arrow's shaft, inside the token halfway along.
                let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
                let len = dx.hypot(dy);
                let beside = [mid[0] - dy / len * 5.0, mid[1] + dx / len * 5.0];
                let (got, want) = (pixel(&shot, beside), rgb(palette::power_colour("England")));
                // Behind Liverpool, away from Yorkshire: clear of the token halfway along.
                let home = pixel(
                    &shot,
                    [
                        a[0] + dy / len * 5.0 - dx / len * 14.0,
                        a[1] - dx / len * 5.0 - dy / len * 14.0,
                    ],
                );
                // The results panel beside it lists the orders that succeeded in green.
                let green = panel_pixels(&shot, RESULTS_WIDTH, [120, 210, 130]);
                if close(got, want) && !close(home, want) && green > 100 {
                    Ok(())
                } else {
                    Err(format!(
                        "halfway {got:?} (want English {want:?}); at Liverpool {home:?}; \
                         {green} green pixels in the results"
                    )
                    .into())
                }
            },
        ));
    }
    {
        let geometry = Arc::clone(&geometry);
        trials.push(Trial::test(
            "learning_mode_shows_a_sample_game_step_with_its_commentary",
            move || {
                // Step 2: the Autumn 1901 orders, before anything moves.
                let shot = screenshot_with(&["--learn", "2"], (0.0, LEARNING_WIDTH))?;
                let yor = geometry.shape("yor").expect("yor").unit;
                let (got, want) = (pixel(&shot, yor), rgb(palette::power_colour("England")));
                // The implied moves are explained in the note colour in the panel.
                let noted = panel_pixels(&shot, LEARNING_WIDTH, [235, 200, 100]);
                if close(got, want) && noted > 100 {
                    Ok(())
                } else {
                    Err(format!(
                        "army in Yorkshire {got:?} (want {want:?}); {noted} note-coloured pixels"
                    )
                    .into())
                }
            },
        ));
    }
    {
        let geometry = Arc::clone(&geometry);
        trials.push(Trial::test(
            "the_sandbox_checks_every_powers_slip_then_shows_the_results",
            move || sandbox_shots(&geometry),
        ));
    }
    {
        let geometry = Arc::clone(&geometry);
        trials.push(Trial::test(
            "the_sandbox_is_set_up_ordered_and_resolved_by_clicks",
            move || sandbox_clicks::sandbox_by_clicks(&geometry),
        ));
    }
    trials.push(Trial::test(
        "the_wheel_over_the_results_list_scrolls_it_and_leaves_the_board_alone",
        || {
            let mut steps = vec!["--anim-at", "4.0", "--act", "end-diplomacy"];
            for _ in 0..7 {
                steps.extend(["--act", "ready", "--act", "seal"]);
            }
            let with = |extra: &[&str]| {
                let mut all = steps.clone();
                all.extend_from_slice(extra);
                screenshot_with(&all, (0.0, RESULTS_WIDTH))
            };
            let still = with(&[])?;
            // Up at the top of the list (nothing to scroll there), then down: had the wheel
            // reached the board, turning it up would have zoomed in.
            let over_panel = with(&[
                "--act",
                "pointer:1100,500",
                "--act",
                "wheel:3",
                "--act",
                "wheel:-8",
            ])?;
            let over_board = with(&["--act", "pointer:400,400", "--act", "wheel:5"])?;
            let board_w = (WIDTH as f32 - RESULTS_WIDTH) as usize;
            let differ = |a: &Shot, b: &Shot, from: usize, to: usize| {
                (0..HEIGHT as usize)
                    .flat_map(|y| (from..to).map(move |x| (x, y)))
                    .filter(|&(x, y)| raw(a, x, y) != raw(b, x, y))
                    .count()
            };
            let board_moved = differ(&still, &over_panel, 0, board_w);
            let list_moved = differ(&still, &over_panel, board_w, WIDTH as usize);
            let zoomed = differ(&still, &over_board, 0, board_w);
            // The list scrolled, the board stayed; the same wheel over the board zooms it.
            // Two runs of the same steps can differ in a handful of the board's pixels
            // (software rendering of the paper grain and soft shadows), while a board the
            // wheel reached differs in tens of thousands.
            if board_moved <= 100 && list_moved > 2000 && zoomed > 20000 {
                Ok(())
            } else {
                Err(format!(
                    "wheel over the list: {board_moved} board pixels changed (want at most 100), \
                     {list_moved} list pixels changed; over the board: {zoomed} changed"
                )
                .into())
            }
        },
    ));
    trials.push(Trial::test(
        "the_table_clock_fills_the_window_with_digits_over_a_third_of_its_height",
        move || {
            let shot = screenshot_with(&["--act", "table-clock"], (0.0, 0.0))?;
            // The digits are near-white (as is one power's name, a line of small text):
            // the tallest run of rows holding such pixels is their height.
            let bright = |y: usize| {
                (0..WIDTH as usize)
                    .filter(|&x| raw(&shot, x, y).iter().all(|c| *c >= 235))
                    .count()
                    >= 8
            };
            let (mut run, mut tallest, mut top) = (0, 0, 0);
            for y in 0..HEIGHT as usize {
                run = if bright(y) { run + 1 } else { 0 };
                if run > tallest {
                    (tallest, top) = (run, y + 1 - run);
                }
            }
            eprintln!("table clock digits: {tallest} px high from row {top} of {HEIGHT}");
            // The board is hidden behind the clock's own background.
            let corner = raw(&shot, 4, HEIGHT as usize - 4);
            if tallest * 3 >= HEIGHT as usize && close(corner, [16, 18, 26]) {
                Ok(())
            } else {
                Err(format!(
                    "digits {tallest} px high (want at least {}); corner {corner:?}",
                    HEIGHT / 3
                )
                .into())
            }
        },
    ));
    trials.push(Trial::test(
        "the_end_screen_shows_each_players_score_and_adds_it_to_the_club_night",
        || {
            use diplomacy_hotseat::app::screens::style::power_colour;
            use diplomacy_hotseat::engine::game::{Game, Outcome, Setup, save};
            use diplomacy_hotseat::engine::scoring::ScoringSystem;
            let map = Map::named("standard").map_err(|e| e.to_string())?;
            let names = ["Solo Sam", "B", "C", "D", "E", "F", "G"];
            let mut setup = Setup::standard(&map, &names, 0, "1971", 1).map_err(|e| e.to_string())?;
            setup.scoring = ScoringSystem::Carnage;
            setup.club_night = true;
            let mut game = Game::new(&map, setup);
            let england = map.find_power("England").ok_or("no England")?;
            game.outcome = Some(Outcome::Victory { power: england });
            let dir = std::env::temp_dir().join(format!("dh-window-{}", std::process::id()));
            std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
            let file = dir.join("solo.ron");
            std::fs::write(&file, save::to_ron(&game)).map_err(|e| e.to_string())?;
            let shot = screenshot_with(&["--load", file.to_str().expect("utf-8")], (0.0, 0.0))?;
            // Below the centre chart: England's solo bar is long, France (0 points) has none,
            // only its name in the centre counts.
            let count = |c: [u8; 3]| {
                (420..HEIGHT as usize)
                    .flat_map(|y| (0..WIDTH as usize).map(move |x| (x, y)))
                    .filter(|&(x, y)| close(raw(&shot, x, y), c))
                    .count()
            };
            let colour = |name: &str| {
                let c = power_colour(&map, map.find_power(name).expect("power"));
                [c.r(), c.g(), c.b()]
            };
            let (english, french) = (count(colour("England")), count(colour("France")));
            // The end screen added the game to a new club night in the saves folder.
            let club = std::fs::read_dir(&dir)
                .map_err(|e| e.to_string())?
                .filter_map(|e| e.ok())
                .filter_map(|e| std::fs::read_to_string(e.path().join("club-night.ron")).ok())
                .any(|t| t.contains("Solo Sam") && t.contains("28034"));
            if english > 2500 && french < 800 && club {
                Ok(())
            } else {
                Err(format!("{english} English pixels (want a score bar, > 2500), {french} French (want < 800); club night written: {club}").into())
            }
        },
    ));
    // One trial for the three boards at text sizes 1 and 1.5, one screenshot after another
    // (one window at a time).
    trials.push(Trial::test(
        "names_and_tokens_are_legible_on_every_board",
        || {
            ["standard", "multiplomacy", "european"]
                .into_iter()
                .flat_map(|v| [(v, 1.0), (v, 1.5)])
                .try_for_each(|(v, s)| legible::legible_board(v, s))
        },
    ));
    trials.push(Trial::test(
        "sandbox_names_are_legible_at_text_size_1_5",
        || legible::legible_sandbox(1.5),
    ));
    trials.push(Trial::test(
        "the_title_menu_fits_the_window_at_large_text_sizes",
        title_menu::seven_entries_in_view,
    ));
    trials.push(Trial::test(
        "a_crash_writes_a_report_beside_the_saves",
        crash_report,
    ));
    trials.push(Trial::test(
        "the_guided_turn_shows_its_tutor_beside_the_order_panel",
        guided_turn_shot,
    ));
    trials.push(Trial::test(
        "panel_text_is_16_px_or_more",
        panel_text::panel_text_is_16px_or_more,
    ));
    trials.push(Trial::test(
        "panel_text_grows_with_the_text_size",
        panel_text::panel_text_grows_with_the_text_size,
    ));
    trials.push(Trial::test(
        "every_full_window_screen_opens_at_the_large_text_sizes",
        panel_text::every_full_window_screen_opens_at_the_large_text_sizes,
    ));
    trials.push(Trial::test(
        "pictures_of_a_ten_year_game",
        pictures::pictures_of_a_ten_year_game,
    ));
    trials.push(Trial::test(
        "the_same_layout_at_scale_factor_2",
        desktop::the_same_layout_at_scale_factor_2,
    ));
    trials.push(Trial::test(
        "f11_fills_the_screen_and_gives_the_window_back",
        desktop::f11_fills_the_screen_and_gives_the_window_back,
    ));
    trials.push(Trial::test(
        "the_window_opens_at_the_size_it_was_left",
        desktop::the_window_opens_at_the_size_it_was_left,
    ));
    trials.push(Trial::test(
        "the_clock_ticks_while_the_window_sleeps",
        desktop::the_clock_ticks_while_the_window_sleeps,
    ));
    trials.push(Trial::test(
        "a_screen_reader_hears_the_curtain_then_the_order_panel",
        screen_reader::a_screen_reader_hears_the_curtain_then_the_order_panel,
    ));
    trials.push(Trial::test(
        "a_screen_reader_presses_show_my_orders_at_the_curtain",
        screen_reader::a_screen_reader_presses_show_my_orders_at_the_curtain,
    ));
    libtest_mimic::run(&args, trials).exit();
}

/// The sandbox set up from a case with orders for three powers: each line checked (one
/// void, in red), then resolved (the army in Burgundy, the results listed in green).
fn sandbox_shots(geometry: &Geometry) -> Result<(), Failed> {
    let dir = std::env::temp_dir().join(format!("dh-sandbox-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let case = dir.join("case.txt");
    let text = "CASE window\nPRESTATE_SETPHASE Spring 1901, Movement\nPRESTATE\n  France: A par\n  France: A mar\n  France: F bre\n  Germany: A mun\n  England: F lon\nORDERS\n  France: A par-bur\n  France: A mar-mun\n  France: F bre-mid\n  Germany: A mun-ruh\n  England: F lon-nth\nEND\n";
    std::fs::write(&case, text).map_err(|e| e.to_string())?;
    let case = case.to_str().expect("utf-8 path");
    let france = rgb(palette::power_colour("France"));
    let unit = |name: &str| geometry.shape(name).expect("shape").unit;
    let red = [240, 110, 100];
    let green = [120, 210, 130];
    let orders = screenshot_with(&["--sandbox", case], (0.0, SANDBOX_WIDTH))?;
    let in_paris = pixel(&orders, unit("par"));
    let void = panel_pixels(&orders, 480.0, red);
    if !close(in_paris, france) || void < 100 {
        return Err(format!("set-up: army in Paris {in_paris:?} (want {france:?}); {void} red pixels for the void order").into());
    }
    let results = screenshot_with(
        &["--sandbox", case, "--sandbox-resolve"],
        (0.0, SANDBOX_WIDTH),
    )?;
    // The results show the move's arrow, its head over the token's centre: look past it.
    let in_burgundy = pixel(&results, sandbox_clicks::beyond(unit("par"), unit("bur")));
    let succeeded = panel_pixels(&results, 480.0, green);
    if !close(in_burgundy, france) || succeeded < 300 {
        return Err(format!(
            "results: army in Burgundy {in_burgundy:?} (want {france:?}); {succeeded} green pixels"
        )
        .into());
    }
    Ok(())
}

/// The guided first turn behind its curtain: the tutor's panel at the left (the panels'
/// ground with lines of text on it) and the order panel at the right.
fn guided_turn_shot() -> Result<(), Failed> {
    use diplomacy_hotseat::app::screens::style::PANEL;
    let shot = screenshot_with(&["--guided", "--act", "ready"], (0.0, ORDERS_WIDTH))?;
    let ground = [PANEL.r(), PANEL.g(), PANEL.b()];
    let tutor = 330;
    let left = (0..HEIGHT as usize).flat_map(|y| (0..tutor).map(move |x| (x, y)));
    let (mut panel, mut ink) = (0, 0);
    for (x, y) in left {
        let p = raw(&shot, x, y);
        panel += close(p, ground) as usize;
        ink += (p.iter().map(|c| *c as u32).sum::<u32>() > 450) as usize;
    }
    let orders = panel_pixels(&shot, ORDERS_WIDTH, ground);
    let area = tutor * HEIGHT as usize;
    if panel * 10 > area * 7 && ink > 2000 && orders * 2 > 400 * HEIGHT as usize {
        Ok(())
    } else {
        Err(format!(
            "tutor panel: {panel} of {area} pixels its ground, {ink} of text; order panel: {orders} of its ground"
        )
        .into())
    }
}

/// The window made to fail on its fifth frame: it exits with an error and leaves a report
/// beside the saves naming the version, the screen and phase, and the error.
fn crash_report() -> Result<(), Failed> {
    if std::env::var_os("DISPLAY").is_none() {
        return Err("no X display: run the tests with `bash .ci/test-all` (Xvfb)".into());
    }
    let dir = std::env::temp_dir().join(format!("dh-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let shot = dir.join("never.png");
    let out = Command::new(env!("CARGO_BIN_EXE_diplomacy-hotseat"))
        .env("DIPLOMACY_HOTSEAT_TEST_CRASH", "1")
        .args(["--new-game", "--frames", "30", "--save-dir"])
        .arg(&dir)
        .arg("--screenshot")
        .arg(&shot)
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        return Err("the window was asked to fail and did not".into());
    }
    let reports: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| e.to_string())?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("crash-"))
        })
        .collect();
    let [report] = reports.as_slice() else {
        return Err(format!("want one report, found {reports:?}").into());
    };
    let text = std::fs::read_to_string(report).map_err(|e| e.to_string())?;
    let wanted = [
        "stopped unexpectedly",
        env!("CARGO_PKG_VERSION"),
        "Spring 1901",
        "DIPLOMACY_HOTSEAT_TEST_CRASH",
        "Backtrace",
    ];
    match wanted.iter().find(|w| !text.contains(*w)) {
        None => Ok(()),
        Some(w) => Err(format!("the report lacks {w:?}:\n{text}").into()),
    }
}
