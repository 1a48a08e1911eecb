//! The board's legibility at 1280×800 beside the diplomacy panel, on each board and at the
//! default and a larger text size: no name touches another name or a token, names are at
//! least 14 px, army tokens at least 28 px across, measured in the screenshot.

use super::{HEIGHT, Shot, WIDTH, close, raw, rgb, screenshot_with};
use diplomacy_hotseat::app::board::Board;
use diplomacy_hotseat::app::board::camera::BoardFrame;
use diplomacy_hotseat::app::board::coords::to_world;
use diplomacy_hotseat::app::board::name_places::{
    Area, NamePlace, Sizes, clashes, gap, name_places, token_areas,
};
use diplomacy_hotseat::app::board::palette;
use diplomacy_hotseat::app::screens::{DIPLOMACY_WIDTH, sandbox_panel_width};
use diplomacy_hotseat::engine::game::{Game, Setup};
use diplomacy_hotseat::engine::map::geometry::point_in_rings;
use diplomacy_hotseat::engine::testfile::write_case;
use libtest_mimic::Failed;

/// The window pixel (x, y) showing a board point, the board fitted beside the diplomacy
/// panel (`inset`: the window pixels panels take on the left and on the right), and the
/// window pixels per board unit.
fn window_point(frame: &BoardFrame, inset: (f32, f32), board: [f32; 2]) -> ([f32; 2], f32) {
    let view_w = WIDTH as f32 - inset.0 - inset.1;
    let scale = (view_w / frame.size.x).min(HEIGHT as f32 / frame.size.y);
    let w = to_world(board);
    (
        [
            inset.0 + view_w / 2.0 + (w.x - frame.centre.x) * scale,
            HEIGHT as f32 / 2.0 - (w.y - frame.centre.y) * scale,
        ],
        scale,
    )
}

/// The window pixels of a board box, clipped to the window.
fn window_box(frame: &BoardFrame, inset: (f32, f32), a: &Area) -> (usize, usize, usize, usize) {
    let corner = |dx: f32, dy: f32| {
        window_point(
            frame,
            inset,
            [a.centre[0] + dx * a.half[0], a.centre[1] + dy * a.half[1]],
        )
        .0
    };
    let (lo, hi) = (corner(-1.0, 1.0), corner(1.0, -1.0));
    let clip = |v: f32, most: u32| (v.round().max(0.0) as usize).min(most as usize - 1);
    (
        clip(lo[0], WIDTH),
        clip(lo[1], HEIGHT),
        clip(hi[0], WIDTH),
        clip(hi[1], HEIGHT),
    )
}

/// A new game's board on `variant` at 1280×800 at the text size `text_scale`: no name box
/// comes within the placement's gap of another or of a token's, every name is drawn (its
/// letters show in its box, no token colour does) at 14 px or more, the largest names'
/// letters reach 14 px from capitals to descenders, and an army is 28 px across
/// (at the default text size).
pub fn legible_board(variant: &str, text_scale: f32) -> Result<(), Failed> {
    let size = text_scale.to_string();
    let inset = (DIPLOMACY_WIDTH * text_scale, 0.0);
    let shot: Shot = screenshot_with(&["--variant", variant, "--text-size", &size], inset)?;
    legible_shot(&shot, variant, text_scale, inset)
}

/// The sandbox opened on the standard board's opening position at 1280×800 at the text
/// size `text_scale`: its names are as legible beside the sandbox panel as the game's are
/// beside the diplomacy panel (the panel takes at most 40% of the window).
pub fn legible_sandbox(text_scale: f32) -> Result<(), Failed> {
    let dir = std::env::temp_dir().join(format!("dh-legible-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let case = dir.join("opening.txt");
    std::fs::write(&case, opening_case()?).map_err(|e| e.to_string())?;
    let size = text_scale.to_string();
    let window = WIDTH as f32 / text_scale;
    let inset = (0.0, sandbox_panel_width(window) * text_scale);
    let case = case.to_str().expect("utf-8 path");
    let shot: Shot = screenshot_with(&["--sandbox", case, "--text-size", &size], inset)?;
    legible_shot(&shot, "standard", text_scale, inset)
}

/// The standard board's opening position written as a test-file case (no orders).
fn opening_case() -> Result<String, String> {
    let board = diplomacy_hotseat::app::board::LoadedBoard::named("standard")?;
    let board = board.get();
    let names: Vec<&str> = board.map.powers.iter().map(|p| p.name.as_str()).collect();
    let setup = Setup::standard(board.map, &names, 0, "1971", 1).map_err(|e| e.to_string())?;
    let position = Game::new(board.map, setup).position;
    Ok(write_case(board.map, "opening", &position, &[], None))
}

/// Checks a screenshot of `variant`'s opening position at `text_scale`, the panels taking
/// `inset` window pixels (left, right).
fn legible_shot(
    shot: &Shot,
    variant: &str,
    text_scale: f32,
    inset: (f32, f32),
) -> Result<(), Failed> {
    let board = diplomacy_hotseat::app::board::LoadedBoard::named(variant)?;
    let board = board.get();
    let names: Vec<&str> = board.map.powers.iter().map(|p| p.name.as_str()).collect();
    let setup = Setup::standard(board.map, &names, 0, "1971", 1).map_err(|e| e.to_string())?;
    let position = Game::new(board.map, setup).position;
    let sizes = Sizes::of(&board, text_scale);
    let places = name_places(&board, &sizes, &position);
    let tokens = token_areas(&board, &sizes, &position);
    let found = clashes(&places, &tokens, gap(&sizes) * 0.99);
    let frame = BoardFrame::of(board.geometry);
    let (_, per_unit) = window_point(&frame, inset, [0.0, 0.0]);
    let smallest = places
        .iter()
        .map(|n| n.size * per_unit)
        .fold(f32::MAX, f32::min);
    // The powers' token colours (Russia's white is left out: it is the halo's colour).
    let token_colours: Vec<[u8; 3]> = board
        .map
        .powers
        .iter()
        .filter(|p| p.name != "Russia")
        .map(|p| rgb(palette::power_colour(&p.name)))
        .collect();
    let sea = rgb(palette::SEA_LABEL);
    let (mut unseen, mut covered, mut tallest) = (Vec::new(), Vec::new(), 0);
    for n in &places {
        let (x0, y0, x1, y1) = window_box(&frame, inset, &n.area);
        // Letters: darker than any land fill or halo (sea names: lighter than any sea).
        let sea_name = board.map.province(n.province).is_sea();
        let is_ink = |p: [u8; 3]| {
            let light = p.iter().map(|c| *c as u32).sum::<u32>() / 3;
            if sea_name {
                light > 200 && close(p, sea)
            } else {
                light < 100
            }
        };
        let (mut letters, mut token, mut top, mut bottom) = (0, 0, usize::MAX, 0);
        for y in y0..=y1 {
            for x in x0..=x1 {
                let p = raw(shot, x, y);
                if is_ink(p) {
                    letters += 1;
                    top = top.min(y);
                    bottom = bottom.max(y);
                }
                token += usize::from(token_colours.contains(&p));
            }
        }
        if letters < 20 {
            unseen.push(n.text.clone());
        }
        if token > 0 {
            covered.push(format!("{} ({token} px)", n.text));
        }
        // Heights are measured where no border or marker (drawn in the letters' colour)
        // crosses the box.
        if letters > 0 && clear_of_lines(&board, n) {
            tallest = tallest.max(bottom + 1 - top);
        }
    }
    let army = army_width(shot, &board, &frame, inset)?;
    eprintln!(
        "{variant} at text size {text_scale}: {} names, {} over names, {} over tokens; names {smallest:.1} px or more, \
         letters up to {tallest} px high; an army {army} px across",
        places.len(),
        found.names.len(),
        found.tokens.len()
    );
    let ok = found.names.is_empty()
        && found.tokens.is_empty()
        && unseen.is_empty()
        && covered.is_empty()
        && smallest >= 14.0
        && tallest >= 14
        // The tokens keep their size at every text size; the board shrinks beside the
        // wider panel of a larger text size.
        && (army >= 28 || text_scale > 1.0);
    if ok {
        Ok(())
    } else {
        let abbr = |p| board.map.province(p).abbr.clone();
        let pairs = |v: &[(_, _)]| -> Vec<String> {
            v.iter()
                .map(|(a, b)| format!("{}/{}", abbr(*a), abbr(*b)))
                .collect()
        };
        Err(format!(
            "{variant} at text size {text_scale}: names over names {:?}, names over tokens {:?}, names not drawn {unseen:?}, \
             token colour in name boxes {covered:?}, smallest name {smallest:.1} px (want 14), \
             tallest letters {tallest} px (want 14), army {army} px across (want 28)",
            pairs(&found.names),
            pairs(&found.tokens)
        )
        .into())
    }
}

/// Whether a name's box lies wholly inside its province, away from its centre marker.
fn clear_of_lines(board: &Board, n: &NamePlace) -> bool {
    let Some(shape) = board.geometry.shape(&board.map.province(n.province).id) else {
        return false;
    };
    let a = &n.area;
    let inside = (0..=8).all(|i| {
        let (fx, fy) = ((i % 3) as f32 - 1.0, (i / 3) as f32 - 1.0);
        let p = [
            a.centre[0] + fx * a.half[0] * 1.2,
            a.centre[1] + fy * a.half[1] * 1.3,
        ];
        point_in_rings(&shape.rings, p)
    });
    let marker_near = shape.centre_dot.is_some_and(|d| {
        (d[0] - a.centre[0]).abs() < a.half[0] + 6.0 && (d[1] - a.centre[1]).abs() < a.half[1] + 6.0
    });
    inside && !marker_near
}

/// The width of Budapest's army: from its leftmost to its rightmost Austrian red near its
/// anchor (the field gun's cascabel and muzzle), each carried on through the dark outline.
fn army_width(
    shot: &Shot,
    board: &Board,
    frame: &BoardFrame,
    inset: (f32, f32),
) -> Result<usize, String> {
    let austria = rgb(palette::power_colour("Austria"));
    let outline = rgb(palette::BORDER);
    let bud = board.geometry.shape("bud").ok_or("no bud")?.unit;
    let (at, _) = window_point(frame, inset, bud);
    let (cx, cy) = (at[0].round() as usize, at[1].round() as usize);
    if !close(raw(shot, cx, cy), austria) {
        return Ok(0);
    }
    let red: Vec<(usize, usize)> = (cy.saturating_sub(20)..cy + 20)
        .flat_map(|y| (cx.saturating_sub(24)..cx + 24).map(move |x| (x, y)))
        .filter(|&(x, y)| close(raw(shot, x, y), austria))
        .collect();
    let (Some(&(mut left, ly)), Some(&(mut right, ry))) = (
        red.iter().min_by_key(|p| p.0),
        red.iter().max_by_key(|p| p.0),
    ) else {
        return Ok(0);
    };
    while left > 0 && close(raw(shot, left - 1, ly), outline) {
        left -= 1;
    }
    while right + 1 < WIDTH as usize && close(raw(shot, right + 1, ry), outline) {
        right += 1;
    }
    Ok(right + 1 - left)
}

/// Whether a point of the standard board is under (or within 5 units of) a name or a
/// token (or its shadow) at the start of a game, where the board's own colour does not
/// show.
pub fn covered_at_start(p: [f32; 2]) -> bool {
    static BUSY: std::sync::OnceLock<Vec<Area>> = std::sync::OnceLock::new();
    let busy = BUSY.get_or_init(|| {
        let board =
            diplomacy_hotseat::app::board::LoadedBoard::named("standard").expect("standard board");
        let board = board.get();
        let names: Vec<&str> = board.map.powers.iter().map(|p| p.name.as_str()).collect();
        let setup = Setup::standard(board.map, &names, 0, "1971", 1).expect("setup");
        let position = Game::new(board.map, setup).position;
        let sizes = Sizes::of(&board, 1.0);
        let names = name_places(&board, &sizes, &position)
            .into_iter()
            .map(|n| n.area);
        let tokens = token_areas(&board, &sizes, &position)
            .into_iter()
            .map(|(_, a)| a);
        names.chain(tokens).collect()
    });
    let point = Area {
        centre: p,
        half: [0.0, 0.0],
    };
    busy.iter().any(|a| a.grown(5.0).meets(&point))
}
