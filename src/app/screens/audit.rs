//! The screen audit: the table's screens drawn by egui alone (no window) at every text
//! size and window size, read back through egui's AccessKit tree, and checked as a player
//! would look: nothing cut off at the window's sides, no two texts or buttons on top of
//! each other, the screen's essential button whole on screen (the order panel's own
//! checks are in `orders/audit.rs`, the title's in `title_audit.rs`).

use super::curtain::curtain_panel;
use super::diplomacy::{
    Asking, DiplomacyPanel, History, LastMoves, WriterChooser, diplomacy_panel,
};
use super::painted_audit::{Painted, painted_faults, painted_texts};
use super::results::results_panel;
use crate::app::play::clock::Timing;
use crate::app::play::table::{Stage, Table};
use crate::engine::game::{Game, Setup};
use crate::engine::map::Map;
use bevy_egui::egui;
use egui::accesskit::Role;

/// The text sizes every screen is checked at: every size Settings offers (0.75 to 2.5).
pub(super) const TEXT_SIZES: [f32; 8] = super::title::TEXT_SIZES;
/// The windows every screen is checked at.
pub(super) const WINDOWS: [(f32, f32); 2] = [(1280.0, 800.0), (1366.0, 768.0)];

/// One widget egui reported: its role, its words and where it is, in points.
#[derive(Debug, Clone)]
pub(super) struct Widget {
    pub role: Role,
    pub words: String,
    pub rect: egui::Rect,
    /// Greyed out (its words need not meet the contrast rule).
    pub disabled: bool,
}

/// A context as the game sets one up, at `text_size`, reading out its AccessKit tree.
pub(super) fn audit_context(text_size: f32) -> egui::Context {
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    ctx.set_zoom_factor(text_size);
    ctx.all_styles_mut(super::style::readable_text_styles);
    ctx
}

/// One pass of `screen` in a window of `points` with these input events; the widgets it
/// reported (`None` when egui sent no tree this pass).
pub(super) fn one_pass(
    ctx: &egui::Context,
    points: egui::Rect,
    events: Vec<egui::Event>,
    screen: &mut impl FnMut(&egui::Context),
) -> Option<Vec<Widget>> {
    one_pass_painted(ctx, points, events, screen).0
}

/// One pass, as `one_pass`, with every text it painted.
fn one_pass_painted(
    ctx: &egui::Context,
    points: egui::Rect,
    events: Vec<egui::Event>,
    screen: &mut impl FnMut(&egui::Context),
) -> (Option<Vec<Widget>>, Vec<Painted>) {
    let input = egui::RawInput {
        screen_rect: Some(points),
        events,
        // A quarter second a pass: fades (a panel opening) end by the third, and a press
        // and its release in two passes still make a click.
        time: Some(ctx.input(|i| i.time) + 0.25),
        // As a GPU allows: the table clock's digits are a third of the window tall.
        max_texture_side: Some(8192),
        ..Default::default()
    };
    ctx.begin_pass(input);
    screen(ctx);
    let mut out = ctx.end_pass();
    // No renderer takes the font textures here.
    out.textures_delta.clear();
    let painted = painted_texts(&out.shapes);
    let Some(update) = out.platform_output.accesskit_update else {
        return (None, painted);
    };
    let widgets = (update.nodes.iter())
        .filter_map(|(_, node)| {
            let b = node.bounds()?;
            let words = node.label().or(node.value()).unwrap_or("").to_string();
            let rect = egui::Rect::from_min_max(
                egui::pos2(b.x0 as f32, b.y0 as f32),
                egui::pos2(b.x1 as f32, b.y1 as f32),
            );
            Some(Widget {
                role: node.role(),
                words,
                rect,
                disabled: node.is_disabled(),
            })
        })
        .collect();
    (Some(widgets), painted)
}

/// A press and release of the primary button at `at`, as three passes of events.
pub(super) fn click_at(at: egui::Pos2) -> [Vec<egui::Event>; 3] {
    let button = |pressed| egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    };
    [
        vec![egui::Event::PointerMoved(at)],
        vec![button(true)],
        vec![button(false)],
    ]
}

/// The window of `window` pixels in points at `text_size`.
pub(super) fn points_of(window: (f32, f32), text_size: f32) -> egui::Rect {
    egui::Rect::from_min_size(
        egui::Pos2::ZERO,
        egui::vec2(window.0 / text_size, window.1 / text_size),
    )
}

/// Draws `screen` for a few passes in a window of `window` pixels at `text_size`, with the
/// game's text styles, and returns the widgets of the last pass and the window in points.
pub(super) fn lay_out(
    window: (f32, f32),
    text_size: f32,
    screen: impl FnMut(&egui::Context),
) -> (Vec<Widget>, egui::Rect) {
    let (widgets, _, points) = lay_out_painted(window, text_size, screen);
    (widgets, points)
}

/// As `lay_out`, with the texts the last pass painted.
pub(super) fn lay_out_painted(
    window: (f32, f32),
    text_size: f32,
    mut screen: impl FnMut(&egui::Context),
) -> (Vec<Widget>, Vec<Painted>, egui::Rect) {
    let ctx = audit_context(text_size);
    let points = points_of(window, text_size);
    let (mut widgets, mut painted) = (Vec::new(), Vec::new());
    // Four passes: an area's first pass only sizes it, and a pass that learns a height
    // (a footer's row, the clock's words) lays out again in the next.
    for _ in 0..4 {
        let (w, p) = one_pass_painted(&ctx, points, Vec::new(), &mut screen);
        painted = p;
        if let Some(w) = w {
            widgets = w;
        }
    }
    (widgets, painted, points)
}

/// The output of the last of four passes of `screen` in `window` at `text_size` (the
/// first passes size the panels; the last is what the player sees).
pub(super) fn last_of_four_passes(
    window: (f32, f32),
    text_size: f32,
    mut screen: impl FnMut(&egui::Context),
) -> egui::FullOutput {
    let ctx = audit_context(text_size);
    let points = points_of(window, text_size);
    let mut last = egui::FullOutput::default();
    for pass in 0..4 {
        let input = egui::RawInput {
            screen_rect: Some(points),
            time: Some(pass as f64 * 0.25),
            max_texture_side: Some(8192),
            ..Default::default()
        };
        ctx.begin_pass(input);
        screen(&ctx);
        last = ctx.end_pass();
        last.textures_delta.clear();
    }
    last
}

/// The rectangles painted in `colour` in the last of four passes of `screen` (a panel's
/// own background, to see that it stays in its place).
pub(super) fn lay_out_fills(
    window: (f32, f32),
    text_size: f32,
    colour: egui::Color32,
    screen: impl FnMut(&egui::Context),
) -> Vec<egui::Rect> {
    let out = last_of_four_passes(window, text_size, screen);
    super::painted_audit::fills_of(&out.shapes, colour)
}

/// As `lay_out_painted`, then every scrolled view taken to its end with the mouse wheel:
/// first over `at` (the middle of the screen's region), then beside each scroll bar in
/// turn, twice round (a list inside a scrolled panel moves when the panel scrolls). The
/// widgets and texts of the last pass.
pub(super) fn lay_out_scrolled_to_end(
    window: (f32, f32),
    text_size: f32,
    at: impl Fn(egui::Rect) -> egui::Pos2,
    mut screen: impl FnMut(&egui::Context),
) -> (Vec<Widget>, Vec<Painted>) {
    let ctx = audit_context(text_size);
    let points = points_of(window, text_size);
    let mut last = (Vec::new(), Vec::new());
    let mut run = |events: Vec<egui::Event>, last: &mut (Vec<Widget>, Vec<Painted>)| {
        for e in std::iter::once(events).chain(std::iter::repeat_n(Vec::new(), 3)) {
            let (w, p) = one_pass_painted(&ctx, points, e, &mut screen);
            last.1 = p;
            if let Some(w) = w {
                last.0 = w;
            }
        }
    };
    let wheel_at = |pos: egui::Pos2| {
        vec![
            egui::Event::PointerMoved(pos),
            egui::Event::MouseWheel {
                unit: egui::MouseWheelUnit::Page,
                delta: egui::vec2(0.0, -100.0),
                phase: egui::TouchPhase::Move,
                modifiers: egui::Modifiers::NONE,
            },
        ]
    };
    run(Vec::new(), &mut last);
    run(wheel_at(at(points)), &mut last);
    for _ in 0..2 {
        let bars: Vec<egui::Rect> = (last.0.iter())
            .filter(|w| w.role == Role::ScrollBar)
            .map(|w| w.rect.intersect(points))
            .filter(|r| r.height() > 1.0)
            .collect();
        for bar in bars {
            run(
                wheel_at(egui::pos2(bar.left() - 6.0, bar.center().y)),
                &mut last,
            );
        }
    }
    last
}

/// What a player cannot reach whole with the screen scrolled to its end: a text still
/// below the bottom of the view it is drawn in (its clip), or cut by it.
pub(super) fn unreachable_at_the_end(painted: &[Painted]) -> Vec<String> {
    (painted.iter())
        .filter(|p| p.clip.height() > 0.5 && p.rect.bottom() > p.clip.bottom() + 1.0)
        .map(|p| {
            let words: String = p.words.chars().take(40).collect();
            format!(
                "scrolled to the end, still below its view or cut by it: {words:?} {:?} (view ends at {:.1})",
                p.rect,
                p.clip.bottom()
            )
        })
        .collect()
}

/// The part of a widget a player sees: a widget in a scrolled list is cut at the top and
/// bottom of the list's view (the span of a scroll bar at the side of the same panel, a
/// panel no wider than `span`); `None` when it is scrolled wholly out of view. (A footer
/// below the list is then not checked, but for its essential button.)
fn seen_part(w: &Widget, widgets: &[Widget], span: f32) -> Option<egui::Rect> {
    let mut rect = w.rect;
    for bar in widgets.iter().filter(|b| b.role == Role::ScrollBar) {
        let x = w.rect.center().x;
        if x <= bar.rect.right() && x >= bar.rect.right() - span {
            rect.min.y = rect.min.y.max(bar.rect.top());
            rect.max.y = rect.max.y.min(bar.rect.bottom());
        }
    }
    (rect.height() > 0.5).then_some(rect)
}

/// What a player would see wrong on this screen: texts or buttons past the window's
/// sides, two of them on top of each other, the essential button missing or cut off.
pub(super) fn faults(widgets: &[Widget], window: egui::Rect, essential: &str) -> Vec<String> {
    let words: Vec<&Widget> = (widgets.iter())
        .filter(|w| !w.words.trim().is_empty())
        .filter(|w| {
            matches!(
                w.role,
                Role::Label | Role::Button | Role::CheckBox | Role::ComboBox
            )
        })
        .collect();
    let mut found = Vec::new();
    // A row scrolled out of view is seen once scrolled in: its sides are checked too.
    for w in &words {
        if w.rect.left() < window.left() - 0.5 || w.rect.right() > window.right() + 0.5 {
            found.push(format!(
                "out of its panel at the side: {:?} {:?}",
                w.words, w.rect
            ));
        }
    }
    let shown: Vec<Widget> = (words.iter().copied())
        .filter_map(|w| {
            // The essential button sits in a footer below the scrolled list: never cut.
            let rect = if w.role == Role::Button && w.words.contains(essential) {
                w.rect
            } else {
                seen_part(w, widgets, window.width())?
            };
            Some(Widget { rect, ..w.clone() })
        })
        .collect();
    for w in &shown {
        if w.rect.top() < window.top() - 0.5 || w.rect.bottom() > window.bottom() + 0.5 {
            found.push(format!(
                "cut off at the window's top or bottom: {:?} {:?}",
                w.words, w.rect
            ));
        }
    }
    for (i, a) in shown.iter().enumerate() {
        for b in &shown[i + 1..] {
            let both = a.rect.intersect(b.rect);
            let on_screen = window.contains_rect(a.rect) && window.contains_rect(b.rect);
            if on_screen && both.width() > 2.0 && both.height() > 2.0 {
                found.push(format!(
                    "on top of each other: {:?} and {:?}",
                    a.words, b.words
                ));
            }
        }
    }
    let whole = shown.iter().any(|w| {
        w.role == Role::Button && w.words.contains(essential) && window.contains_rect(w.rect)
    });
    if !whole {
        found.push(format!(
            "the essential {essential:?} is not whole on screen"
        ));
    }
    found
}

#[test]
fn the_audit_flags_a_button_cut_off_below_the_window_and_one_on_another() {
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(640.0, 400.0));
    let button = |words: &str, y: f32| Widget {
        role: Role::Button,
        words: words.into(),
        rect: egui::Rect::from_min_size(egui::pos2(10.0, y), egui::vec2(80.0, 20.0)),
        disabled: false,
    };
    let below = faults(
        &[button("Next", 10.0), button("Auto-play", 390.0)],
        window,
        "Next",
    );
    assert_eq!(below.len(), 1, "{below:?}");
    assert!(below[0].contains("Auto-play"), "{below:?}");
    let stacked = faults(
        &[button("Next", 10.0), button("Back", 15.0)],
        window,
        "Next",
    );
    assert_eq!(stacked.len(), 1, "{stacked:?}");
    assert!(stacked[0].contains("on top of each other"), "{stacked:?}");
    let missing = faults(&[button("Back", 10.0)], window, "Next");
    assert_eq!(missing.len(), 1, "{missing:?}");
}

/// A new seven-player standard game, one power a player, and its map.
pub(super) fn seven_players() -> (Game, Map) {
    let map = Map::named("standard").expect("map");
    let names = [
        "Anna",
        "Bertrand",
        "Carla",
        "Dmitri",
        "Elisabeth",
        "Fatma",
        "Gustav",
    ];
    let setup = Setup::standard(&map, &names, 0, "1971", 7).expect("setup");
    (Game::new(&map, setup), map)
}

/// A new seven-player standard game with its table at the first player's curtain, or
/// (`writing`) behind it.
pub(super) fn table_at_the_curtain(writing: bool) -> (Game, Table, Map) {
    let (mut game, map) = seven_players();
    let (mut table, _) = Table::new(&mut game, &map, Timing::Tournament);
    table.start_writing(&mut game, &map);
    if writing {
        table.ready(&game, &map, "").expect("ready");
    }
    (game, table, map)
}

/// Spring 1901's results on show, every player having written these lines (each keeps
/// those of its own units).
pub(super) fn table_at_results_of(orders: &[&str]) -> (Game, Table, Map) {
    let (mut game, mut table, map) = table_at_the_curtain(false);
    while let Stage::Curtain { .. } = table.stage {
        table.ready(&game, &map, "").expect("ready");
        for d in &mut table.drafts {
            for line in orders {
                let _ = d.write(&map, &game.position, line);
            }
        }
        table.seal(&mut game, &map);
    }
    assert!(matches!(table.stage, Stage::Reveal { .. }));
    (game, table, map)
}

/// Where a screen draws: the whole window, or a panel of this nominal width at its left
/// or right edge (then nothing may stand out of the panel over the board).
#[derive(Clone, Copy)]
pub(super) enum Region {
    Window,
    /// The sandbox's panel at the right edge (its own width rule).
    Sandbox,
    Left(f32),
    Right(f32),
}

impl Region {
    fn rect(self, window: egui::Rect) -> egui::Rect {
        let width = |nominal| super::style::panel_width(nominal, window.width());
        match self {
            Region::Window => window,
            Region::Sandbox => egui::Rect::from_min_max(
                egui::pos2(
                    window.right() - super::sandbox_panel_width(window.width()),
                    window.top(),
                ),
                window.max,
            ),
            Region::Left(n) => egui::Rect::from_min_max(
                window.min,
                egui::pos2(window.left() + width(n), window.bottom()),
            ),
            Region::Right(n) => egui::Rect::from_min_max(
                egui::pos2(window.right() - width(n), window.top()),
                window.max,
            ),
        }
    }
}

/// Checks `screen` at every text size and window; returns every fault found, named.
pub(super) fn audit(
    name: &str,
    region: Region,
    essential: &str,
    mut screen: impl FnMut(&egui::Context),
) -> Vec<String> {
    let mut all = Vec::new();
    for size in TEXT_SIZES {
        for window in WINDOWS {
            let (widgets, painted, points) = lay_out_painted(window, size, &mut screen);
            let mut found = faults(&widgets, region.rect(points), essential);
            found.extend(painted_faults(
                &painted,
                &widgets,
                points,
                region.rect(points),
            ));
            if matches!(region, Region::Left(_) | Region::Right(_)) {
                let panel = region.rect(points);
                let fills = lay_out_fills(window, size, super::style::PANEL, &mut screen);
                for f in fills.iter().filter(|f| f.intersects(panel)) {
                    if f.left() < panel.left() - 0.5 || f.right() > panel.right() + 0.5 {
                        found.push(format!(
                            "the panel spills onto the board: {f:?}, its place {panel:?}"
                        ));
                    }
                }
            }
            let middle = |points| region.rect(points).center();
            let (_, at_end) = lay_out_scrolled_to_end(window, size, middle, &mut screen);
            found.extend(unreachable_at_the_end(&at_end));
            for f in found {
                all.push(format!(
                    "{name} at text size {size}, {}×{}: {f}",
                    window.0, window.1
                ));
            }
        }
    }
    all
}

#[test]
fn the_curtain_fits_every_text_size_and_window() {
    let (mut game, table, map) = table_at_the_curtain(false);
    assert_eq!(table.stage, Stage::Curtain { player: 0 });
    // With phones: the curtain's longest text.
    game.setup.phones = true;
    let mut code = String::new();
    let faults = audit("curtain", Region::Window, "I am", |ctx| {
        curtain_panel(ctx, &table, (&game, &map), &mut code, true);
    });
    assert!(faults.is_empty(), "{faults:#?}");
}

/// Autumn 1901's diplomacy period after a Spring where everyone sealed empty orders (the
/// panel then shows last results and the history).
pub(super) fn table_in_autumn() -> (Game, Table, Map) {
    let (mut game, mut table, map) = table_at_the_curtain(false);
    while let Stage::Curtain { .. } = table.stage {
        table.ready(&game, &map, "").expect("ready");
        table.seal(&mut game, &map);
    }
    table.finish_reveal(&mut game, &map);
    assert_eq!(table.stage, Stage::Diplomacy);
    (game, table, map)
}

#[test]
fn the_diplomacy_panel_fits_every_text_size_and_window() {
    let (game, table, map) = table_in_autumn();
    let (mut history, mut last, mut asking) =
        (History::default(), LastMoves::default(), Asking::default());
    // With the list of players who may come to write open: the longest the panel gets.
    let mut chooser = WriterChooser(true);
    let panel = DiplomacyPanel {
        table: &table,
        game: &game,
        map: &map,
        error: None,
        flash: false,
        pictures: super::picture_row::PictureRow {
            drawing: false,
            note: Some(
                "Saved diplomacy-autumn-1901-adjustments.png in /home/someone/Pictures/Diplomacy Hot-Seat"
                    .into(),
            ),
        },
        phones: super::diplomacy::PhoneLine {
            address: Some("http://192.168.100.200:7878".into()),
            trouble: None,
        },
    };
    let region = Region::Left(super::DIPLOMACY_WIDTH);
    let faults = audit("diplomacy", region, "Everyone agrees", |ctx| {
        diplomacy_panel(
            ctx,
            &panel,
            (&mut history, &mut last, &mut chooser),
            &mut asking,
        );
    });
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn the_results_panel_fits_every_text_size_and_window() {
    // Spring 1901 with a bounce and a few moves.
    let (game, table, map) = table_at_results_of(&[
        "A(Par)-Bur",
        "A(Mun)-Bur",
        "F(Lon)-NTH",
        "A(Vie)-Gal",
        "A(War)-Gal",
        "F(Ank)-BLA",
    ]);
    let mut anim = crate::app::board::animate::Anim::default();
    let region = Region::Right(super::RESULTS_WIDTH);
    let faults = audit("results", region, "Continue", |ctx| {
        results_panel(ctx, &table, &game, &map, &mut anim);
    });
    assert!(faults.is_empty(), "{faults:#?}");
}

/// A winter on the classic board: its results listed by power, each order marked (France's
/// build), the civil-disorder removal (Germany's) and the rules' links fit at every size.
#[test]
fn a_winters_results_panel_fits_every_text_size_and_window() {
    let (mut game, map) = seven_players();
    let p = |n: &str| map.find_province(n).expect(n);
    game.position.units.retain(|u| u.loc.province != p("par"));
    game.position.owners[p("ber").index()] = None;
    game.position.phase.kind = crate::engine::position::PhaseKind::Adjustment;
    let france = map.find_power("France").expect("France");
    let (mut table, _) = Table::new(&mut game, &map, Timing::Tournament);
    table.start_writing(&mut game, &map);
    while let Stage::Curtain { .. } = table.stage {
        table.ready(&game, &map, "").expect("ready");
        for d in table.drafts.iter_mut().filter(|d| d.power == france) {
            d.write(&map, &game.position, "Build A(Par)")
                .expect("a build");
        }
        table.seal(&mut game, &map);
    }
    let Stage::Reveal { record } = table.stage else {
        panic!("the winter resolved: {:?}", table.stage);
    };
    let lines = crate::engine::game::report::order_lines(&map, &game.record[record]);
    let lines = lines.unwrap_or_default();
    assert_eq!(lines.len(), 2, "a build and a removal: {lines:?}");
    let mut anim = crate::app::board::animate::Anim::default();
    let region = Region::Right(super::RESULTS_WIDTH);
    let faults = audit("winter results", region, "Continue", |ctx| {
        results_panel(ctx, &table, &game, &map, &mut anim);
    });
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn the_learning_panel_fits_every_text_size_and_window_at_every_kind_of_step() {
    use crate::app::learning::{Learning, content::Material, steps::Course};
    let map = Map::named("standard").expect("map");
    let (material, _) = Material::load().expect("learning material");
    let mut learning = Learning::new(material);
    // The introduction, the sample game's first orders, its first adjustments (step 5),
    // its last step, and the first lesson's question and answer.
    let steps = [
        (Course::Introduction, 0),
        (Course::Sample, 0),
        (Course::Sample, 4),
        (Course::Sample, 13),
        (Course::Lesson(0), 0),
        (Course::Lesson(0), 1),
    ];
    let region = Region::Right(super::LEARNING_WIDTH);
    let mut all = Vec::new();
    for (course, step) in steps {
        learning.open(&map, course);
        learning.go(step);
        let name = format!("learning {course:?} step {}", step + 1);
        all.extend(audit(&name, region, "Next ▶", |ctx| {
            super::learning::learning_panel(ctx, &mut learning, &map);
        }));
    }
    assert!(all.is_empty(), "{all:#?}");
}

#[test]
fn the_end_screen_fits_with_one_and_every_scoring_system() {
    use super::game_over::{EndView, end_panel};
    let (mut game, _, map) = table_at_the_curtain(false);
    while game.position.phase.year < 1903 {
        game.resolve(&map);
    }
    assert!(game.agree_draw(&map, &[0, 1, 2, 3, 4, 5, 6]));
    let club = super::ClubNightView::default();
    let mut all = Vec::new();
    for show_all in [false, true] {
        let mut view = EndView {
            exported: None,
            show_all,
            pictures: super::picture_row::PictureRow {
                drawing: true,
                note: Some("Drawing every phase of the game…".into()),
            },
            phase: None,
        };
        let name = format!("end screen (every system: {show_all})");
        all.extend(audit(
            &name,
            Region::Window,
            "Back to the title screen",
            |ctx| {
                end_panel(ctx, &map, &game, &club, &mut view);
            },
        ));
    }
    assert!(all.is_empty(), "{all:#?}");
}

#[test]
fn the_new_game_screen_fits_every_text_size_and_window_on_every_board() {
    use super::new_game::{NewGameForm, new_game_panel};
    use super::seat_choice::SeatChoice;
    use crate::engine::bot::Level;
    let maps: Vec<Map> = ["standard", "multiplomacy", "european"]
        .into_iter()
        .map(|m| Map::named(m).expect("map"))
        .collect();
    let mut all = Vec::new();
    for map in &maps {
        let mut form = NewGameForm {
            variant: map.name.clone(),
            players: map.powers.len(),
            assignment: (0..map.powers.len()).collect(),
            ..Default::default()
        };
        // A computer at the last seat: the seat choice is in reach at every size.
        form.seats[map.powers.len() - 1] = SeatChoice::Computer(Level::Strong);
        let name = format!("new game on {}", map.name);
        all.extend(audit(&name, Region::Window, "Start the game", |ctx| {
            new_game_panel(ctx, &mut form, &maps, map);
        }));
    }
    assert!(all.is_empty(), "{all:#?}");
}

#[test]
fn the_sandbox_panel_fits_on_every_board_before_and_after_resolving() {
    use super::SandboxDesk;
    use crate::engine::sandbox::{Board, Sandbox};
    let mut all = Vec::new();
    for name in ["standard", "multiplomacy", "european"] {
        let board = Board::from_map_name(name).expect("board");
        let sandbox = Sandbox::new(board, "1971").expect("sandbox");
        let mut desk = SandboxDesk::new(sandbox);
        for resolved in [false, true] {
            if resolved {
                desk.resolve();
            }
            let label = format!("sandbox on {name} (resolved: {resolved})");
            all.extend(audit(&label, Region::Sandbox, "Resolve", |ctx| {
                super::sandbox::sandbox_desk_panel(ctx, &mut desk);
            }));
        }
    }
    assert!(all.is_empty(), "{all:#?}");
}

use super::style::contrast;

#[test]
fn the_panels_text_colours_read_at_four_and_a_half_to_one_or_more() {
    use super::curtain::CURTAIN;
    use super::style::{BAD, GOOD, NOTE, PANEL, WEAK};
    let ctx = egui::Context::default();
    ctx.all_styles_mut(super::style::readable_text_styles);
    let weak = ctx.global_style().visuals.weak_text_color();
    assert_eq!(weak, WEAK, "weak text is drawn in the readable grey");
    let body = ctx.global_style().visuals.text_color();
    for (name, ink) in [
        ("weak", WEAK),
        ("body", body),
        ("good", GOOD),
        ("note", NOTE),
        ("bad", BAD),
    ] {
        for (ground_name, ground) in [("panel", PANEL), ("curtain", CURTAIN)] {
            let ratio = contrast(ink, ground);
            assert!(
                ratio >= 4.5,
                "{name} text on the {ground_name}: {ratio:.2}:1"
            );
        }
    }
    // Every power's name on the panels, and a chosen power's tab (white on the selection).
    for board in ["standard", "multiplomacy", "european"] {
        let map = Map::named(board).expect("map");
        for p in map.power_ids() {
            let ink = super::style::power_colour(&map, p);
            let ratio = contrast(ink, PANEL);
            let name = &map.power(p).name;
            assert!(ratio >= 4.5, "{board}: {name} on the panel: {ratio:.2}:1");
        }
    }
    let chosen = ctx.global_style().visuals.selection.bg_fill;
    let ratio = contrast(egui::Color32::WHITE, chosen);
    assert!(ratio >= 4.5, "a chosen tab: {ratio:.2}:1");
    // What egui drew before: the body colour faded by half.
    let faded = body.gamma_multiply(0.5);
    assert!(
        contrast(faded, PANEL) < 4.5,
        "the old weak text was the problem"
    );
}

#[test]
fn the_curtain_says_when_the_alarm_still_rings_and_only_then() {
    let (game, table, map) = table_at_the_curtain(false);
    let mut code = String::new();
    for alarm in [true, false] {
        let (_, painted, _) = lay_out_painted(WINDOWS[0], 1.0, |ctx| {
            curtain_panel(ctx, &table, (&game, &map), &mut code, alarm);
        });
        let said = painted.iter().any(|p| p.words.contains("alarm is ringing"));
        assert_eq!(said, alarm, "alarm ringing: {alarm}");
    }
}
