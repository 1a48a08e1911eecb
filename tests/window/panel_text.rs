//! The panels' text measured in the screenshot: every line of text on the diplomacy and
//! order panels at the default text size stands at least as tall as a 16 px line, from
//! the top of its capitals to its baseline.

use super::{HEIGHT, Shot, raw, screenshot_with};
use diplomacy_hotseat::app::screens::style::panel_width;
use diplomacy_hotseat::app::screens::{DIPLOMACY_WIDTH, LEARNING_WIDTH, ORDERS_WIDTH};
use libtest_mimic::Failed;

/// A 16 px line's capitals in the panels' face (Ubuntu Light, 0.69 of the font size):
/// about 11 px; a 14 px line's are under 10.
const CAPITALS_16PX: usize = 11;

/// Rows at the panel's foot left out: a line cut off by the scrolling edge.
const FOOT: usize = 40;

/// One line of text: its first row, its baseline and its capitals' height in pixels.
#[derive(Debug)]
struct Line {
    top: usize,
    capitals: usize,
}

/// The lines of light text on a dark panel spanning window columns `from..to`: runs of rows
/// holding text pixels, each measured from its top to its baseline (the lowest row with a
/// quarter of its busiest row's pixels, so descenders are left out).
fn text_lines(shot: &Shot, from: usize, to: usize) -> Vec<Line> {
    let ink = |p: [u8; 3]| p.iter().map(|c| *c as u32).sum::<u32>() / 3 > 90;
    let counts: Vec<usize> = (0..HEIGHT as usize - FOOT)
        .map(|y| (from..to).filter(|&x| ink(raw(shot, x, y))).count())
        .collect();
    let mut lines = Vec::new();
    let mut y = 0;
    while y < counts.len() {
        if counts[y] == 0 {
            y += 1;
            continue;
        }
        let top = y;
        while y < counts.len() && counts[y] > 0 {
            y += 1;
        }
        let run = &counts[top..y];
        let busiest = run.iter().copied().max().unwrap_or(0);
        let base = run.iter().rposition(|c| c * 4 >= busiest).unwrap_or(0);
        // A line cut off at the foot, or a lone rule or mark, is not a line of text.
        if y < counts.len() && run.len() >= 4 {
            lines.push(Line {
                top,
                capitals: base + 1,
            });
        }
    }
    lines
}

/// The shortest line of a panel, or why the panel shows too little text to measure.
fn shortest(shot: &Shot, from: usize, to: usize, panel: &str) -> Result<(usize, Line), String> {
    let lines = text_lines(shot, from, to);
    let count = lines.len();
    let line = lines
        .into_iter()
        .min_by_key(|l| l.capitals)
        .ok_or_else(|| format!("no text found on the {panel} panel"))?;
    if count < 5 {
        return Err(format!("only {count} lines of text on the {panel} panel"));
    }
    Ok((count, line))
}

/// Every line of the diplomacy panel (left) and the order panel (right) at the default
/// text size has capitals at least 11 px high (text of 16 px or more).
pub fn panel_text_is_16px_or_more() -> Result<(), Failed> {
    let diplomacy = screenshot_with(&[], (DIPLOMACY_WIDTH, 0.0))?;
    let orders = screenshot_with(
        &["--act", "end-diplomacy", "--act", "ready"],
        (0.0, ORDERS_WIDTH),
    )?;
    let width = super::WIDTH as usize;
    let measured = [
        (
            "diplomacy",
            shortest(&diplomacy, 12, DIPLOMACY_WIDTH as usize - 12, "diplomacy")?,
        ),
        (
            "order",
            shortest(
                &orders,
                width - ORDERS_WIDTH as usize + 12,
                width - 12,
                "order",
            )?,
        ),
    ];
    let mut small = Vec::new();
    for (panel, (count, line)) in &measured {
        eprintln!(
            "{panel} panel: {count} lines, the shortest capitals {} px (at row {})",
            line.capitals, line.top
        );
        if line.capitals < CAPITALS_16PX {
            small.push(format!(
                "{panel} panel: a line at row {} has capitals {} px high (want {CAPITALS_16PX})",
                line.top, line.capitals
            ));
        }
    }
    if small.is_empty() {
        Ok(())
    } else {
        Err(small.join("; ").into())
    }
}

/// The steps to each panel measured at every text size, its nominal width and whether it
/// stands at the left edge.
const PANELS: [(&str, &[&str], f32, bool); 5] = [
    ("diplomacy", &[], DIPLOMACY_WIDTH, true),
    (
        "order",
        &[
            "--act",
            "end-diplomacy",
            "--act",
            "ready",
            "--act",
            "order:F(Lon)-NTH",
            // The pointer over the sea at the board's corner: not over the order box, whose
            // typing help (a tooltip) would cover the panel's foot in the picture.
            "--act",
            "pointer:40,40",
        ],
        ORDERS_WIDTH,
        false,
    ),
    ("learning", &["--learn", "0"], LEARNING_WIDTH, false),
    (
        "European Diplomacy's diplomacy",
        &["--variant", "european"],
        DIPLOMACY_WIDTH,
        true,
    ),
    (
        "Multiplomacy's diplomacy",
        &["--variant", "multiplomacy"],
        DIPLOMACY_WIDTH,
        true,
    ),
];

/// At text sizes 1.5 and 2, every line of each panel stands at least that much taller
/// than a 16 px line at size 1 (the setting is for players who sit far from the laptop or
/// see less well); each screenshot is kept for people under `target/tmp/screen-audit`.
pub fn panel_text_grows_with_the_text_size() -> Result<(), Failed> {
    let width = super::WIDTH as usize;
    let mut small = Vec::new();
    for size in [1.5f32, 2.0] {
        for (panel, steps, nominal, left) in PANELS {
            let mut args: Vec<&str> = steps.to_vec();
            let size_arg = size.to_string();
            args.extend(["--text-size", &size_arg]);
            let shot = screenshot_with(&args, (0.0, 0.0))?;
            // The panel's own columns (its width in points at this size, in pixels), less
            // its margins: where its text starts.
            let across = (panel_width(nominal, width as f32 / size) * size) as usize;
            let (from, to) = if left {
                (12, across - 12)
            } else {
                (width - across + 12, width - 12)
            };
            let (count, line) = shortest(&shot, from, to, panel)?;
            let want = (CAPITALS_16PX as f32 * size * 0.9).floor() as usize;
            eprintln!(
                "{panel} panel at size {size}: {count} lines, the shortest capitals {} px (want {want})",
                line.capitals
            );
            if line.capitals < want {
                small.push(format!(
                    "{panel} panel at text size {size}: a line at row {} has capitals {} px high (want {want})",
                    line.top, line.capitals
                ));
            }
        }
    }
    if small.is_empty() {
        Ok(())
    } else {
        Err(small.join("; ").into())
    }
}

/// The screens with no panel to measure, opened at text sizes 1.5 and 2 and kept for
/// people to look at: each opens, draws, and exits cleanly at that size.
pub fn every_full_window_screen_opens_at_the_large_text_sizes() -> Result<(), Failed> {
    let screens: [&[&str]; 5] = [
        &["--setup"],
        &["--act", "end-diplomacy"],
        &["--act", "table-clock"],
        &["--lesson", "1"],
        &[
            "--sandbox",
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/datc/6A.txt"),
        ],
    ];
    for size in ["1.5", "2"] {
        for steps in screens {
            let mut args: Vec<&str> = steps.to_vec();
            args.extend(["--text-size", size]);
            let shot = screenshot_with(&args, (0.0, 0.0))?;
            let first = super::raw(&shot, 0, 0);
            let plain = (0..super::HEIGHT as usize).step_by(7).all(|y| {
                (0..super::WIDTH as usize)
                    .step_by(7)
                    .all(|x| super::raw(&shot, x, y) == first)
            });
            if plain {
                return Err(format!("{steps:?} at text size {size} drew one colour only").into());
            }
        }
    }
    Ok(())
}
