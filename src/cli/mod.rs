//! Command-line interface: with no subcommand the game window opens.

mod bot;
mod build_geometry;
mod datc;
mod deal_text;
mod import_svg;
mod map_info;
mod out;
mod propose;
#[cfg(feature = "app")]
mod render;
mod replay;
mod score;
mod selfplay;
mod selfplay_table;
mod serve_phones;
mod think_times;
#[cfg(feature = "app")]
mod write_sounds;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// Hot-seat Diplomacy for up to seven players around one laptop.
#[derive(Debug, Parser)]
#[command(name = "diplomacy-hotseat", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Open the window, render, save a PNG of it here, and exit.
    #[arg(long, value_name = "PATH")]
    pub screenshot: Option<PathBuf>,
    /// Open this save instead of a new game.
    #[arg(long, value_name = "SAVE")]
    pub load: Option<PathBuf>,
    /// Window size, e.g. 1280x800 (default: the size the window was left at, else
    /// 1280x800).
    #[arg(long, value_name = "WxH", value_parser = parse_size)]
    pub size: Option<(u32, u32)>,
    /// With --screenshot: keep the window paced as in play (asleep when nothing moves) and
    /// save PATH-1.png, PATH-2.png… from the first frame it draws after each of these
    /// seconds, e.g. `--screenshot-at 3,4.05` (the window tests see the clock tick).
    #[arg(
        long,
        value_name = "SECS,…",
        value_delimiter = ',',
        requires = "screenshot"
    )]
    pub screenshot_at: Vec<f32>,
    /// Frames to render before the screenshot.
    #[arg(long, default_value_t = 10)]
    pub frames: u32,
    /// Start with the colour-blind palette (each power's land striped differently; also under Settings).
    #[arg(long)]
    pub colour_blind: bool,
    /// Start with less motion: the board shows the moves' end at once, the alarm's frame
    /// is steady (also under Settings, and kept like it).
    #[arg(long)]
    pub less_motion: bool,
    /// Text size, 0.75 to 2.5: in the window it wins over the saved one (and is kept, like
    /// a size set in Settings); --screenshot and --measure-frames ignore the settings file
    /// and use 1 unless given this.
    #[arg(long, value_name = "SCALE", value_parser = parse_text_size)]
    pub text_size: Option<f32>,
    /// The language of every word in the window: en, de, fr or it (it wins over the one
    /// chosen in Settings; without it, Settings' choice or the system's language).
    #[arg(long, value_name = "CODE", value_parser = parse_lang)]
    pub lang: Option<crate::lang::Lang>,
    /// Print the time to the first frame and the mean frame time over N frames, then exit.
    #[arg(long, value_name = "N")]
    pub measure_frames: Option<u32>,
    /// With --measure-frames: an empty Bevy + egui window, for comparison.
    #[arg(long)]
    pub empty: bool,
    /// Print the share of one core the game used over SECS seconds (after its scripted
    /// steps and a settling pause), window paced as in play, then exit.
    #[arg(long, value_name = "SECS")]
    pub measure_cpu: Option<f64>,
    /// Play YEARS game years of a new game through the table's own steps (three seats
    /// computers), window paced as in play; print memory, frames and autosaves each year,
    /// then exit (the evening's soak benchmark).
    #[arg(long, value_name = "YEARS", requires = "new_game")]
    pub soak: Option<u32>,
    /// Skip the title screen: a new game (one player per power) in its first diplomacy period.
    #[arg(long)]
    pub new_game: bool,
    /// The map for --new-game and the board shown at start: standard, multiplomacy or
    /// european.
    #[arg(long, value_name = "MAP", default_value = "standard")]
    pub variant: String,
    /// A step to take once the game is on the table, repeatable: end-diplomacy, write-now:N (player N comes to write during the period), return-laptop, ready,
    /// order:TEXT (write an order as the player at the panel), seal, continue,
    /// pause-clock, table-clock, pointer:X,Y (move the pointer there), click (the left
    /// button where the pointer is), key:F11 (a function key pressed), wheel:LINES (turn the mouse wheel), sandbox:LINE (a
    /// sandbox step: `tool England A`, `tool owner France`, `tool orders`, `resolve`) — for
    /// screenshots, demonstrations and window tests.
    #[cfg(feature = "app")]
    #[arg(long = "act", value_name = "STEP", value_parser = parse_act)]
    pub acts: Vec<crate::app::script::Step>,
    /// Hold the resolution animation at this many seconds (0 to 4).
    #[arg(long, value_name = "SECONDS")]
    pub anim_at: Option<f32>,
    /// Open on the new-game screen.
    #[arg(long)]
    pub setup: bool,
    /// Open learning mode at this step of the sample game (0: Spring 1901's orders), or
    /// of the lesson given with --lesson.
    #[arg(long, value_name = "STEP")]
    pub learn: Option<usize>,
    /// Open learning mode on this lesson (1, 2, …; 0: the five-minute introduction).
    #[arg(long, value_name = "N")]
    pub lesson: Option<usize>,
    /// Open the guided first turn (learning mode's "A first turn, guided"); --act steps
    /// then play it.
    #[arg(long)]
    pub guided: bool,
    /// Open the sandbox set up from the first case of this test file (its orders as the
    /// powers' slips), under the DATC rules.
    #[arg(long, value_name = "CASE_FILE")]
    pub sandbox: Option<PathBuf>,
    /// With --sandbox: resolve the case's orders once, showing the results.
    #[arg(long)]
    pub sandbox_resolve: bool,
    /// Open the sandbox at a phase of this saved game (the phase it stands in now, or the
    /// one given with --sandbox-phase), that phase's orders as the slips.
    #[arg(long, value_name = "SAVE")]
    pub sandbox_save: Option<PathBuf>,
    /// With --sandbox-save: the phase to open at (1: the game's first phase).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub sandbox_phase: Option<u32>,
    /// Folder for autosaves (default: $DIPLOMACY_HOTSEAT_SAVES, else the system's data folder: ~/.local/share/diplomacy-hotseat/saves on Linux, %APPDATA%\diplomacy-hotseat\data\saves on Windows).
    #[arg(long, value_name = "DIR")]
    pub save_dir: Option<PathBuf>,
}

/// A text size between 0.75 and 2.5, as the settings' slider allows.
fn parse_lang(text: &str) -> Result<crate::lang::Lang, String> {
    crate::lang::Lang::from_locale(text.trim())
        .ok_or_else(|| format!("the game speaks en, de, fr and it, not {text:?}"))
}

fn parse_text_size(text: &str) -> Result<f32, String> {
    text.trim()
        .parse::<f32>()
        .ok()
        .filter(|v| (0.75..=2.5).contains(v))
        .ok_or_else(|| format!("`{text}` is not a text size: write a number from 0.75 to 2.5"))
}

#[cfg(feature = "app")]
fn parse_act(text: &str) -> Result<crate::app::script::Step, String> {
    use crate::app::play::Act;
    use crate::app::script::Step;
    let number = |t: &str| {
        t.trim()
            .parse::<f32>()
            .ok()
            .filter(|v| v.is_finite())
            .ok_or_else(|| format!("`{text}`: `{t}` is not a number"))
    };
    if let Some(xy) = text.strip_prefix("pointer:") {
        let (x, y) = xy
            .split_once(',')
            .ok_or_else(|| format!("`{text}` is not a step: write pointer:X,Y"))?;
        return Ok(Step::Pointer(bevy::math::Vec2::new(number(x)?, number(y)?)));
    }
    if let Some(lines) = text.strip_prefix("wheel:") {
        return Ok(Step::Wheel(number(lines)?));
    }
    if text == "click" {
        return Ok(Step::Click);
    }
    if let Some(key) = text.strip_prefix("key:") {
        return (key.strip_prefix('F').and_then(|n| n.parse::<u8>().ok()))
            .and_then(crate::app::script::function_key)
            .ok_or_else(|| format!("`{text}`: key takes a function key, F1 to F12"));
    }
    if let Some(line) = text.strip_prefix("sandbox:") {
        return Ok(Step::Sandbox(line.to_string()));
    }
    if let Some(player) = text.strip_prefix("write-now:") {
        let n = player.trim().parse::<usize>().ok().filter(|n| *n >= 1);
        let n = n.ok_or_else(|| format!("`{text}`: write-now takes a player's number, 1 to 8"))?;
        return Ok(Step::Act(Act::WriteNow(n - 1)));
    }
    Ok(Step::Act(match text {
        "end-diplomacy" => Act::EndDiplomacy,
        "return-laptop" => Act::ReturnLaptop,
        "ready" => Act::Ready(String::new()),
        "seal" => Act::Seal,
        "continue" => Act::FinishReveal,
        "pause-clock" => Act::ToggleClock,
        "table-clock" => Act::TableClock,
        _ if text.starts_with("order:") => Act::Write(text["order:".len()..].to_string()),
        _ => {
            return Err(format!(
                "`{text}` is not a step: use end-diplomacy, write-now:N, return-laptop, ready, order:TEXT, seal, continue, pause-clock, table-clock, pointer:X,Y, click or wheel:LINES"
            ));
        }
    }))
}

fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("`{text}` is not a size like 1280x800"))?;
    let n = |t: &str| {
        t.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (200..=8192).contains(v))
    };
    match (n(w), n(h)) {
        (Some(w), Some(h)) => Ok((w, h)),
        _ => Err(format!(
            "`{text}` is not a size like 1280x800 (200 to 8192 pixels)"
        )),
    }
}

/// Headless subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a map's facts: provinces, centres, powers, units, home centres.
    MapInfo {
        /// A built-in map (`standard`) or a path to a `.ron` map file.
        map: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Check map files for asymmetric adjacency, bad coasts, unknown names and the like.
    MapCheck {
        /// Built-in map names or `.ron` files.
        #[arg(required = true)]
        maps: Vec<String>,
    },
    /// Adjudicate test files in the jDip format and report every failing case.
    Datc {
        /// Test files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Rules preset: `datc` (default) or `1971`.
        #[arg(long, default_value = "datc")]
        rules: String,
        /// The map the cases are written for.
        #[arg(long, default_value = "standard")]
        variant: String,
        /// Re-adjudicate every case K times and print the throughput.
        #[arg(long, value_name = "K")]
        bench: Option<u32>,
        /// Also list passing cases.
        #[arg(long, short)]
        verbose: bool,
    },
    /// Serve the phone page for a new game that only phones write at (no window): one
    /// join code per power is printed (or written to `--codes`).
    ServePhones(serve_phones::ServeArgs),
    /// Build a map's geometry file from one SVG per province (the standard board's source).
    ImportSvg {
        /// Folder of province SVGs.
        dir: PathBuf,
        /// The map the provinces belong to.
        #[arg(long, default_value = "standard")]
        map: String,
        /// Where to write the geometry (RON).
        #[arg(long, default_value = "maps/standard.geometry.ron")]
        out: PathBuf,
    },
    /// Build a map's geometry from another map's geometry and a recipe
    /// (`maps/european.recipe.ron`): shapes re-split, new provinces, anchors, scenery.
    BuildGeometry {
        /// The recipe file.
        recipe: PathBuf,
        /// Where to write the geometry (default: `maps/MAP.geometry.ron`).
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Replay a game record (a `.ron` save or a `.txt` text record) through the engine,
    /// check its stored results, and print every phase and the final position.
    Replay {
        file: PathBuf,
        /// Print only the final position and centre counts.
        #[arg(long, short)]
        quiet: bool,
    },
    /// Play whole games between computers, headless, and print each power's mean centres,
    /// wins and eliminations: `selfplay --games 10 --until 1910`.
    Selfplay {
        /// How many games.
        #[arg(long, default_value_t = 10)]
        games: u32,
        /// The last year played (the game ends after its Autumn, or earlier on a win).
        #[arg(long, default_value_t = 1910)]
        until: u16,
        /// Seed of the first game (the next games take the following seeds).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The map: standard, multiplomacy or european.
        #[arg(long, default_value = "standard")]
        variant: String,
        /// Who plays each power, in map order: beginner, novice, strong, expert, random
        /// (random legal orders), or none (its units stand).
        /// Default: a Novice everywhere.
        #[arg(long, value_name = "SEATS")]
        seats: Option<String>,
        /// Each seat's character, in map order: balanced, loyal, opportunist, turtle or
        /// aggressive. Default: Balanced everywhere.
        #[arg(long, value_name = "CHARACTERS")]
        characters: Option<String>,
        /// Turn the seats one power further round the board each game.
        #[arg(long)]
        rotate: bool,
        /// Also print how long each level took to write its orders (median and worst per
        /// kind of phase).
        #[arg(long)]
        timing: bool,
        /// Save the last game played to this file (for the window, `replay` and `render`).
        #[arg(long, value_name = "PATH")]
        save: Option<PathBuf>,
    },
    /// A computer's orders for one power in a position written as a jDip test-file case:
    /// `bot --power France case.txt`.
    Bot {
        /// The power to order for.
        #[arg(long)]
        power: String,
        /// beginner (the Novice with a learner's mistakes), novice, strong (search over the
        /// Novice's candidates), expert (a search expecting Strong replies), or random
        /// (random legal orders).
        #[arg(long, default_value = "novice")]
        level: String,
        /// The computer's seed: the same seed gives the same orders.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The map (default: the file's VARIANT_ALL, else standard).
        #[arg(long)]
        variant: Option<String>,
        /// Print the order screen's rulebook notation (`A(Par)-Bur`) instead of the test
        /// files' ORDERS syntax (`A par-bur`).
        #[arg(long)]
        rulebook: bool,
        /// The test file with one CASE … END block.
        file: PathBuf,
    },
    /// A computer's answer to a proposed deal in a position written as a jDip test-file
    /// case: `propose --power France --to Germany --deal 'dmz Bur' case.txt`.
    Propose(propose::ProposeArgs),
    /// Draw a saved game's board to share it: one phase as a PNG (`render SAVE --phase 3
    /// spring.png`; phases count from 1 as `replay SAVE` prints them, the last one past
    /// the record being the board now) or every phase as an animated GIF (`render SAVE
    /// --all game.gif`: each phase's orders, then the result). It opens a hidden window,
    /// so it needs a display (under Xvfb on a machine without one).
    #[cfg(feature = "app")]
    Render {
        /// A saved game (`.ron`).
        save: PathBuf,
        /// The phase to draw, counting from 1.
        #[arg(
            long,
            value_name = "N",
            required_unless_present = "all",
            conflicts_with = "all"
        )]
        phase: Option<usize>,
        /// Draw every phase as an animation.
        #[arg(long)]
        all: bool,
        /// The picture file: `.png` for a phase, `.gif` for the whole game.
        out: PathBuf,
    },
    /// Draw the program's icon into a folder: PNGs at the sizes desktops ask for, an SVG
    /// and a Windows .ico (the packages' icons are made this way).
    #[cfg(feature = "app")]
    WriteIcons {
        /// The folder to write them into.
        dir: PathBuf,
    },
    /// Write the game's synthesised sounds as WAV files, with their lengths.
    #[cfg(feature = "app")]
    WriteSounds {
        /// The folder to write them into.
        #[arg(default_value = "assets/sounds")]
        dir: PathBuf,
    },
    /// Score a game's end by hand under a tournament scoring system:
    /// `score --system carnage --draw Eng,Fra Eng=17 Fra=17`.
    Score {
        /// draw-size, sum-of-squares, c-diplo, c-diplo-73, carnage, manorcon, tribute or
        /// opentribute.
        #[arg(long, value_name = "NAME")]
        system: Option<String>,
        /// Every system side by side.
        #[arg(long)]
        all: bool,
        /// The powers sharing an agreed draw, comma-separated (Eng,Fra). Without --draw
        /// or --solo the game stopped on time with no draw vote.
        #[arg(long, value_name = "POWERS")]
        draw: Option<String>,
        /// The power (or a player's powers, comma-separated) that won outright.
        #[arg(long, value_name = "POWER")]
        solo: Option<String>,
        /// A power eliminated in a year, repeatable (Aus:1905); a power with no centres
        /// and no year went out in the last year.
        #[arg(long, value_name = "POWER:YEAR")]
        eliminated: Vec<String>,
        /// The year the game ended (default: the latest elimination, else the first year).
        #[arg(long)]
        year: Option<u16>,
        /// The map the powers belong to.
        #[arg(long, default_value = "standard")]
        variant: String,
        /// Centres per power: Eng=5 Fra=7 …; powers not named hold none.
        #[arg(value_name = "POWER=CENTRES")]
        centres: Vec<String>,
    },
}

/// Runs the command line; no subcommand opens the game.
pub fn run(cli: Cli) -> ExitCode {
    let started = crate::platform::Instant::now();
    match cli.command {
        None => open_window(cli, started),
        Some(Command::MapInfo { map, json }) => map_info::map_info(&map, json),
        Some(Command::MapCheck { maps }) => map_info::map_check(&maps),
        Some(Command::Datc {
            files,
            rules,
            variant,
            bench,
            verbose,
        }) => datc::datc(&files, &rules, &variant, bench, verbose),
        Some(Command::Replay { file, quiet }) => replay::replay(&file, quiet),
        Some(Command::Score {
            system,
            all,
            draw,
            solo,
            eliminated,
            year,
            variant,
            centres,
        }) => score::score(&score::ScoreArgs {
            system,
            all,
            draw,
            solo,
            eliminated,
            year,
            variant,
            centres,
        }),
        Some(Command::ServePhones(args)) => serve_phones::serve_phones(&args),
        Some(Command::ImportSvg { dir, map, out }) => import_svg::import_svg(&dir, &map, &out),
        Some(Command::BuildGeometry { recipe, out }) => {
            build_geometry::build_geometry(&recipe, out.as_deref())
        }
        Some(Command::Selfplay {
            games,
            until,
            seed,
            variant,
            seats,
            characters,
            rotate,
            timing,
            save,
        }) => selfplay::selfplay(&selfplay::SelfplayArgs {
            games,
            until,
            seed,
            variant,
            seats,
            characters,
            rotate,
            timing,
            save,
        }),
        Some(Command::Bot {
            power,
            level,
            seed,
            variant,
            rulebook,
            file,
        }) => bot::bot(&bot::BotArgs {
            power,
            level,
            seed,
            variant,
            file,
            rulebook,
        }),
        Some(Command::Propose(args)) => propose::propose(&args),
        #[cfg(feature = "app")]
        Some(Command::WriteSounds { dir }) => write_sounds::write_sounds(&dir),
        #[cfg(feature = "app")]
        Some(Command::WriteIcons { dir }) => match crate::app::icon::write_icons(&dir) {
            Ok(files) => {
                files.iter().for_each(|f| out::outln!("{}", f.display()));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("write-icons: {e}");
                ExitCode::from(2)
            }
        },
        #[cfg(feature = "app")]
        Some(Command::Render {
            save,
            phase,
            all,
            out,
        }) => render::render(&save, phase.filter(|_| !all), &out, started),
    }
}

/// Opens the game window with the options given on the command line.
#[cfg(feature = "app")]
fn open_window(cli: Cli, started: crate::platform::Instant) -> ExitCode {
    ExitCode::from(crate::app::run(crate::app::AppOptions {
        screenshot: cli.screenshot,
        screenshot_at: cli.screenshot_at,
        load: cli.load,
        size: cli.size.unwrap_or((1280, 800)),
        size_given: cli.size.is_some(),
        frames: cli.frames,
        colour_blind: cli.colour_blind,
        less_motion: cli.less_motion,
        text_size: cli.text_size,
        lang: cli.lang,
        measure_frames: cli.measure_frames,
        measure_cpu: cli.measure_cpu,
        soak: cli.soak,
        empty: cli.empty,
        new_game: cli.new_game,
        computers: None,
        variant: cli.variant,
        script: cli.acts,
        anim_at: cli.anim_at,
        save_dir: cli.save_dir,
        setup_screen: cli.setup,
        learn_step: cli.learn,
        lesson: cli.lesson,
        guided: cli.guided,
        sandbox: cli.sandbox.map(|case| (case, cli.sandbox_resolve)),
        sandbox_save: (cli.sandbox_save)
            .map(|save| (save, cli.sandbox_phase.map(|n| n as usize - 1))),
        render: None,
        started,
    }))
}

/// Built without the `app` feature there is no window: say so and how to get one.
#[cfg(not(feature = "app"))]
fn open_window(_cli: Cli, _started: crate::platform::Instant) -> ExitCode {
    eprintln!(
        "This diplomacy-hotseat was built without its window (the `app` feature); \
         build it with default features to play, or run a subcommand (--help lists them)."
    );
    ExitCode::from(2)
}
