//! The Bevy game: one plugin per feature. The board and what draws on it (`board/`), the
//! table's logic (`play/`), the egui screens and the `Screen` state (`screens/`), learning
//! mode, settings, sound, and a screenshot mode.

pub mod board;
mod cpu_meter;
mod crash_notice;
pub mod crash_report;
pub mod current;
#[cfg(test)]
mod design_tests;
mod frame_timer;
mod full_screen;
mod hud;
pub mod ico;
pub mod icon;
pub mod input_focus;
pub mod keymap;
pub mod language;
pub mod layout;
pub mod learning;
pub mod motion;
pub mod pacing;
pub mod phones;
pub mod picture;
pub mod play;
pub mod screen;
mod screen_reader;
pub mod screens;
mod screenshot;
pub mod script;
pub mod settings;
mod soak;
mod soak_phones;
pub mod sound;
pub mod style;
#[cfg(test)]
mod system_shape_tests;
pub mod tutor;
pub mod wake;

pub use current::{CurrentGame, CurrentMap};

use crate::engine::game::{Game, Setup, save};
use crate::engine::map::Map;
use crate::engine::map::geometry::Geometry;
use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;
use std::path::PathBuf;

/// How the window was asked to start.
#[derive(Debug, Clone)]
pub struct AppOptions {
    /// Write a PNG of the window here after `frames` frames, then exit.
    pub screenshot: Option<PathBuf>,
    /// With `screenshot`: instead, keep the window paced as in play and save a PNG from
    /// the first frame drawn after each of these seconds.
    pub screenshot_at: Vec<f32>,
    /// Open this save instead of a new standard game.
    pub load: Option<PathBuf>,
    pub size: (u32, u32),
    /// The size was given on the command line: it wins over the saved one.
    pub size_given: bool,
    pub frames: u32,
    /// Start with the colour-blind palette (stripes per power).
    pub colour_blind: bool,
    /// Start with less motion (no resolution animation, a steady alarm frame).
    pub less_motion: bool,
    /// The text size from the command line: it wins over the settings file's (screenshots
    /// and frame measurements read no settings file).
    pub text_size: Option<f32>,
    /// The language from the command line (`--lang`): it wins over the settings file's.
    pub lang: Option<crate::lang::Lang>,
    /// Print frame times over this many frames, then exit.
    pub measure_frames: Option<u32>,
    /// Seconds to measure the process's CPU use over, then exit.
    pub measure_cpu: Option<f64>,
    /// Play this many game years through the table's messages, printing memory and frame
    /// times each year, then exit.
    pub soak: Option<u32>,
    /// Show an empty window (for frame-time comparisons).
    pub empty: bool,
    /// Skip the title screen: a new game, one player per power, in its first diplomacy period.
    pub new_game: bool,
    /// In that new game, every seat but the first played by a computer of this level.
    pub computers: Option<crate::engine::bot::Level>,
    /// The map of that new game (and of the board shown at start).
    pub variant: String,
    /// Steps to take once the game is on the table (for screenshots and demonstrations).
    pub script: Vec<script::Step>,
    /// Hold the resolution animation at this many seconds.
    pub anim_at: Option<f32>,
    /// Where autosaves go (default: the user's data folder).
    pub save_dir: Option<PathBuf>,
    /// Open on the new-game screen instead of the title.
    pub setup_screen: bool,
    /// Open learning mode at this step of the sample game.
    pub learn_step: Option<usize>,
    /// Open this lesson (1, 2, …; 0: the introduction), at its second step if `learn_step`.
    pub lesson: Option<usize>,
    /// Open the guided first turn.
    pub guided: bool,
    /// Open the sandbox on the first case of this test file; resolve it once when true.
    pub sandbox: Option<(PathBuf, bool)>,
    /// Open the sandbox at a phase of this saved game (index into its phases; now when none).
    pub sandbox_save: Option<(PathBuf, Option<usize>)>,
    /// Render mode: draw these pictures of the loaded game to this file, then exit.
    pub render: Option<(picture::Pick, PathBuf)>,
    /// When the process started, for the time to the first frame.
    pub started: crate::platform::Instant,
}

impl Default for AppOptions {
    fn default() -> Self {
        AppOptions {
            screenshot: None,
            screenshot_at: Vec::new(),
            load: None,
            size: (1280, 800),
            size_given: false,
            frames: 10,
            colour_blind: false,
            less_motion: false,
            text_size: None,
            lang: None,
            measure_frames: None,
            measure_cpu: None,
            soak: None,
            empty: false,
            new_game: false,
            computers: None,
            variant: "standard".into(),
            script: Vec::new(),
            anim_at: None,
            save_dir: None,
            setup_screen: false,
            learn_step: None,
            lesson: None,
            guided: false,
            sandbox: None,
            sandbox_save: None,
            render: None,
            started: crate::platform::Instant::now(),
        }
    }
}

/// Loads what the window shows: the saved game, or a new seven-player standard game.
fn starting_game(options: &AppOptions) -> Result<(Game, Map, Geometry), String> {
    let (game, map) = match &options.load {
        Some(path) => save::load(path).map_err(|e| e.to_string())?,
        None => {
            let map = Map::named(&options.variant).map_err(|e| e.to_string())?;
            let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
            let mut setup =
                Setup::standard(&map, &names, 0, "1971", 1).map_err(|e| e.to_string())?;
            for seat in setup.players.iter_mut().skip(1) {
                seat.computer = options.computers;
            }
            (Game::new(&map, setup), map)
        }
    };
    let geometry = board::shapes_of(&map)?;
    Ok((game, map, geometry))
}

/// An empty egui window, the yardstick for frame times.
fn empty_window(mut contexts: bevy_egui::EguiContexts) -> Result {
    bevy_egui::egui::Area::new(bevy_egui::egui::Id::new("empty"))
        .show(contexts.ctx_mut()?, |ui| ui.label("empty"));
    Ok(())
}

/// The folder for autosaves: `$DIPLOMACY_HOTSEAT_SAVES`, else the user's data folder
/// (see [`crate::places::save_dir`]).
pub fn default_save_dir() -> Option<PathBuf> {
    crate::places::save_dir()
}

/// Opens the game window; returns the process exit code.
pub fn run(options: AppOptions) -> u8 {
    let (game, map, geometry) = match starting_game(&options) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let frame = board::camera::BoardFrame::of(&geometry);
    let size = match &options.render {
        Some(_) => picture::render::window_size(&frame),
        None => options.size,
    };
    // The table's crash reports, from before the window and its graphics start: a failure
    // there (no GPU backend works) is reported too.
    if options.render.is_none()
        && !options.empty
        && let Some(dir) = options.save_dir.clone().or_else(default_save_dir)
    {
        crash_report::install(dir);
    }
    let mut app = App::new();
    app.add_plugins(sound::device::usable(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(crate::platform::window::adapt(Window {
            title: "Diplomacy Hot-Seat".into(),
            resolution: WindowResolution::new(size.0, size.1),
            // Render mode draws pictures, not a window to look at.
            visible: options.render.is_none(),
            ..default()
        })),
        ..default()
    })))
    .add_plugins((
        EguiPlugin::default(),
        pacing::glyphs_in_the_frame_that_shows_them,
        screen_reader::plugin,
    ))
    .insert_resource(ClearColor(board::palette::BACKGROUND))
    .insert_resource(board::draw::Shown::of(game.position.clone()))
    .insert_resource(board::view::BoardView::of(board::draw::Shown::of(
        game.position.clone(),
    )))
    .insert_resource(CurrentGame(game))
    .insert_resource(frame)
    .insert_resource(CurrentMap(map))
    .insert_resource(board::BoardShapes(geometry))
    .insert_resource(board::draw::BoardSettings {
        colour_blind: options.colour_blind,
    })
    .insert_resource(motion::LessMotion(options.less_motion));
    if options.empty {
        app.add_plugins((board::camera::plugin, keymap::plugin))
            .add_systems(bevy_egui::EguiPrimaryContextPass, empty_window);
    } else {
        add_game_plugins(&mut app);
        let started = match &options.render {
            Some((pick, out)) => start_render(&mut app, *pick, out),
            None => start_table(&mut app, &options),
        };
        if let Err(e) = started {
            eprintln!("{e}");
            return 2;
        }
    }
    if let Some(frames) = options.measure_frames {
        app.add_plugins(frame_timer::plugin(options.started, frames));
    }
    // Frames are counted for screenshots, frame times and pictures; otherwise the window
    // sleeps when nothing moves.
    let timed = !options.screenshot_at.is_empty();
    let counted = (options.screenshot.is_some() && !timed) || options.measure_frames.is_some();
    if !counted && !options.empty && options.render.is_none() {
        app.add_plugins(pacing::plugin);
    }
    if let Some(secs) = options.measure_cpu {
        app.add_plugins(cpu_meter::plugin(secs));
    }
    if let Some(years) = options.soak {
        app.add_plugins(soak::plugin(years));
    }
    match &options.screenshot {
        Some(path) if timed => {
            let at = options.screenshot_at.clone();
            app.add_plugins(screenshot::timed_plugin(path.clone(), at));
        }
        Some(path) => {
            app.add_plugins(screenshot::plugin(path.clone(), options.frames));
        }
        None => {}
    }
    pacing::run_schedules_on_one_thread(&mut app);
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(code) => code.get(),
    }
}

/// The board, the table, the screens and the modes: everything but the window itself.
fn add_game_plugins(app: &mut App) {
    app.add_plugins((
        board::plugin,
        (input_focus::plugin, keymap::plugin),
        hud::plugin,
        (play::plugin, phones::plugin),
        screens::plugin,
        (play::board_view::plugin, play::board_clicks::plugin),
        (learning::plugin, tutor::plugin, motion::plugin),
        (
            language::plugin,
            sound::plugin,
            full_screen::plugin,
            picture::export::plugin,
            icon::plugin,
        ),
    ));
}

/// Render mode: the loaded game's pictures, drawn on the board alone, then the program
/// exits.
fn start_render(app: &mut App, pick: picture::Pick, out: &std::path::Path) -> Result<(), String> {
    let frames = {
        let world = app.world();
        let board = board::Board {
            map: &world.resource::<CurrentMap>().0,
            geometry: &world.resource::<board::BoardShapes>().0,
        };
        picture::frames::frames(&board, &world.resource::<CurrentGame>().0, pick)?
    };
    app.insert_state(screens::Screen::Picture)
        .add_plugins(picture::render::plugin(frames, out.to_path_buf()));
    Ok(())
}

/// The window as players use it: autosaves, crash reports, settings, and where it opens
/// (the title, a game, learning mode, the sandbox), with any scripted steps.
fn start_table(app: &mut App, options: &AppOptions) -> Result<(), String> {
    app.insert_resource(play::Saves {
        autosaves: options
            .save_dir
            .clone()
            .or_else(default_save_dir)
            .map(|dir| crate::engine::game::save::Autosaves { dir, keep: 3 }),
        ..default()
    })
    .add_systems(Update, crash_report::keep_context);
    if std::env::var_os("DIPLOMACY_HOTSEAT_TEST_CRASH").is_some() {
        app.add_systems(Update, crash_report::test_crash);
    }
    let mut script = options.script.clone();
    if options.load.is_some() || options.new_game {
        let game = app.world().resource::<CurrentGame>().0.clone();
        script.insert(0, play::Act::Start(Box::new(game)).into());
    }
    app.add_plugins(script::plugin(script, options.anim_at));
    open_where_asked(app, options)?;
    if options.size_given {
        app.insert_resource(settings::WindowSizeGiven);
    }
    // The system's language, except in screenshots and measurements, which look the same
    // on every machine (English unless `--lang` is given).
    let pictures = options.screenshot.is_some() || options.measure_frames.is_some();
    app.insert_resource(language::Language {
        chosen: options.lang,
        system: match pictures {
            true => crate::lang::Lang::English,
            false => crate::lang::Lang::of_this_machine(),
        },
    });
    if options.lang.is_some() {
        app.insert_resource(language::LanguageGiven);
    }
    if let Some(ui_scale) = options.text_size {
        app.insert_resource(screens::Settings { ui_scale })
            .insert_resource(settings::TextSizeGiven);
    }
    // Screenshots use the default settings, so they look the same on every machine.
    if options.screenshot.is_none()
        && options.measure_frames.is_none()
        && let Some(path) = settings::file::default_path()
    {
        app.add_plugins(settings::plugin(path));
    }
    // Screenshots show no hover highlight wherever the pointer happens to rest, unless
    // their script moves the pointer itself.
    let pointed = (options.script.iter()).any(|s| matches!(s, script::Step::Pointer(_)));
    if options.screenshot.is_none() || pointed {
        app.add_plugins(board::picking::plugin);
    }
    Ok(())
}

/// The screen the window opens on when asked for one: new game, learning mode, the
/// guided turn, the sandbox (the title otherwise).
fn open_where_asked(app: &mut App, options: &AppOptions) -> Result<(), String> {
    if options.setup_screen {
        app.insert_state(screens::Screen::NewGame);
    }
    if options.learn_step.is_some() || options.lesson.is_some() {
        use learning::steps::Course;
        let course = match options.lesson {
            None => Course::Sample,
            Some(0) => Course::Introduction,
            Some(n) => Course::Lesson(n - 1),
        };
        app.insert_state(screens::Screen::Learning)
            .insert_resource(learning::StartAt(course, options.learn_step.unwrap_or(0)));
    }
    if options.guided {
        app.world_mut().write_message(tutor::BeginGuidedTurn {
            back_to: screens::Screen::Learning,
        });
    }
    if let Some((save, phase)) = &options.sandbox_save {
        let desk = screens::SandboxDesk::from_save_file(save, *phase)?;
        app.insert_resource(desk)
            .insert_state(screens::Screen::Sandbox);
    }
    if let Some((case, resolve)) = &options.sandbox {
        let desk = screens::SandboxDesk::from_case_file(case, *resolve)
            .map_err(|e| format!("{}: {e}", case.display()))?;
        app.insert_resource(desk)
            .insert_state(screens::Screen::Sandbox);
    }
    Ok(())
}
