//! Settings that stay between runs: language, text size, colour-blind stripes, animation speed,
//! less motion, volume and mute, the window's size and place, and the last new game's timing and
//! player names. Read once at start
//! (a damaged file is reported once and replaced by the defaults), written when they
//! change.

pub use crate::settings_file as file;
#[cfg(test)]
mod tests;

use crate::app::board::animate::Anim;
use crate::app::board::draw::BoardSettings;
use crate::app::language::Language;
use crate::app::motion::LessMotion;
use crate::app::play::Act;
use crate::app::play::clock::Timing;
use crate::app::screen::Screen;
use crate::app::screens::{NewGameForm, Settings};
use crate::app::sound::SoundSettings;
use crate::lang::Lang;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowMode, WindowPosition};
use file::{SavedSettings, WindowPlace};
use std::path::PathBuf;

/// The settings file and what is in it.
#[derive(Resource, Debug)]
pub struct SettingsFile {
    pub path: PathBuf,
    /// The settings as last read or written.
    written: SavedSettings,
    /// The last new game's choices, kept until written.
    last_game: LastGame,
    /// Why the file could not be read or written (shown once on the title screen).
    pub problem: Option<String>,
    /// Seconds since start when the file was last written in this run.
    written_at: Option<f32>,
}

/// What the next new game starts from: the last one's timing, names and seats.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LastGame {
    pub clock_minutes: Option<[u32; 3]>,
    /// The writing seconds (when not whole minutes).
    pub writing_secs: Option<u32>,
    pub names: Vec<String>,
    pub seats: Vec<crate::app::screens::SeatChoice>,
    /// Each computer seat's character as chosen (`None`: drawn at random).
    pub characters: Vec<Option<crate::engine::bot::Character>>,
    pub amend_after_seal: bool,
}

impl LastGame {
    fn of(saved: &SavedSettings) -> LastGame {
        LastGame {
            clock_minutes: saved.clock_minutes,
            writing_secs: saved.writing_secs,
            names: saved.player_names.clone(),
            seats: saved.seats.clone(),
            characters: saved.characters.clone(),
            amend_after_seal: saved.amend_after_seal,
        }
    }

    /// Starts the new-game form from the last new game's timing, player names and seats.
    fn fill(&self, form: &mut NewGameForm) {
        if let Some(t) = self.timing() {
            form.timing = t;
        }
        let names = &self.names;
        for (slot, seat) in form.seats.iter_mut().zip(&self.seats) {
            *slot = *seat;
        }
        for (slot, character) in form.characters.iter_mut().zip(&self.characters) {
            *slot = *character;
        }
        form.amend_after_seal = self.amend_after_seal;
        for (slot, name) in form.names.iter_mut().zip(names) {
            if !name.trim().is_empty() {
                *slot = name.clone();
            }
        }
        if (2..=7).contains(&names.len()) {
            form.players = names.len();
            form.assignment = (0..form.players).collect();
        }
    }

    /// The timing the last game was played with.
    pub fn timing(&self) -> Option<Timing> {
        (self.clock_minutes).map(|m| Timing::from_setup(m, self.writing_secs))
    }
}

/// The text size was given on the command line (`--text-size`): it wins over the saved
/// one, and is saved like a size chosen on the slider.
#[derive(Resource, Debug)]
pub struct TextSizeGiven;

/// The window size was given on the command line (`--size`): it wins over the saved one.
#[derive(Resource, Debug)]
pub struct WindowSizeGiven;

/// Seconds between two writes while a setting is being changed (a slider dragged).
const WRITE_EVERY: f32 = 0.5;

/// Reads the settings file at `path` now and keeps it up to date.
pub fn plugin(path: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        let (saved, problem) = file::load(&path);
        if problem.is_some() {
            // The damaged file is replaced by the defaults (its old text is kept aside).
            let _ = file::save(&path, &saved);
        }
        app.insert_resource(SettingsFile {
            path: path.clone(),
            last_game: LastGame::of(&saved),
            written: saved,
            problem,
            written_at: None,
        })
        .init_resource::<Maximised>()
        .init_resource::<Language>()
        .init_resource::<LessMotion>()
        .init_resource::<crate::app::screen::SettingsProblem>()
        .add_systems(Startup, apply_saved)
        .add_systems(
            Update,
            (
                remember_new_game.run_if(in_state(Screen::NewGame)),
                read_maximised,
                keep_saved,
                tell_the_title,
            )
                .chain(),
        );
    }
}

/// The resources the saved settings are put into at start.
#[derive(bevy::ecs::system::SystemParam)]
struct SettingsToApply<'w> {
    ui: ResMut<'w, Settings>,
    board: ResMut<'w, BoardSettings>,
    anim: ResMut<'w, Anim>,
    less_motion: ResMut<'w, LessMotion>,
    sound: ResMut<'w, SoundSettings>,
    form: ResMut<'w, NewGameForm>,
    language: ResMut<'w, Language>,
}

/// What the command line gave, which wins over the saved settings.
#[derive(bevy::ecs::system::SystemParam)]
struct GivenOnCommandLine<'w> {
    text_size: Option<Res<'w, TextSizeGiven>>,
    window_size: Option<Res<'w, WindowSizeGiven>>,
    language: Option<Res<'w, crate::app::language::LanguageGiven>>,
}

/// Puts the saved settings into the game's resources, and the window where it was left.
fn apply_saved(
    file: Res<SettingsFile>,
    to: SettingsToApply,
    given: GivenOnCommandLine,
    mut window: Query<&mut Window, With<PrimaryWindow>>,
) {
    let SettingsToApply {
        mut ui,
        mut board,
        mut anim,
        mut less_motion,
        mut sound,
        mut form,
        mut language,
    } = to;
    if let Some(p) = &file.problem {
        warn!("{p}");
    }
    let s = &file.written;
    if given.text_size.is_none() {
        ui.ui_scale = s.ui_scale;
    }
    if given.language.is_none() {
        language.chosen = s.language.as_deref().and_then(Lang::from_locale);
    }
    // `--colour-blind` on the command line turns the stripes on whatever was saved.
    board.colour_blind |= s.colour_blind;
    anim.speed = s.animation_speed;
    // So does `--less-motion`.
    less_motion.0 |= s.less_motion;
    sound.volume = s.volume;
    sound.muted = s.muted;
    LastGame::of(s).fill(&mut form);
    if let (Some(place), None, Ok(mut w)) = (s.window, given.window_size, window.single_mut()) {
        w.resolution.set(place.width as f32, place.height as f32);
        if let Some((x, y)) = place.at {
            w.position = WindowPosition::At(IVec2::new(x, y));
        }
        if place.maximised {
            w.set_maximized(true);
        }
    }
}

/// Whether the window is maximised now, as the window system says (Bevy's `Window` keeps
/// only requests to maximise).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Maximised(pub bool);

fn read_maximised(_main_thread: bevy::ecs::system::NonSendMarker, mut now: ResMut<Maximised>) {
    let maximised = bevy::winit::WINIT_WINDOWS
        .with_borrow(|w| w.windows.values().next().map(|w| w.is_maximized()));
    if let Some(m) = maximised {
        now.set_if_neq(Maximised(m));
    }
}

/// The window's size and place now, when it is an ordinary window (full screen keeps the
/// last ordinary one); maximised, the ordinary size and place it had before, marked so.
fn window_place(
    window: &Window,
    maximised: bool,
    before: Option<WindowPlace>,
) -> Option<WindowPlace> {
    if window.mode != WindowMode::Windowed {
        return None;
    }
    if maximised {
        let (width, height) = (
            window.width().round() as u32,
            window.height().round() as u32,
        );
        let normal = before.unwrap_or(WindowPlace {
            width,
            height,
            at: None,
            maximised: true,
        });
        return Some(WindowPlace {
            maximised: true,
            ..normal
        });
    }
    let at = match window.position {
        WindowPosition::At(p) => Some((p.x, p.y)),
        _ => None,
    };
    Some(WindowPlace {
        width: window.width().round() as u32,
        height: window.height().round() as u32,
        at,
        maximised: false,
    })
}

/// A game started from the new-game screen: its timing and names are the ones to offer
/// next time.
fn remember_new_game(
    mut acts: MessageReader<Act>,
    mut file: ResMut<SettingsFile>,
    form: Res<NewGameForm>,
) {
    for act in acts.read() {
        if let Act::Start(game) = act {
            // A computer's or an unplayed seat keeps the name typed for it on the form.
            let names = game
                .setup
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    if p.computer.is_none() && game.controller.contains(&Some(i)) {
                        p.name.clone()
                    } else {
                        let typed = form.names.get(i).filter(|n| !n.trim().is_empty());
                        typed
                            .cloned()
                            .unwrap_or_else(|| crate::t!("table-seat-name-player", seat = i + 1))
                    }
                })
                .collect();
            file.last_game = LastGame {
                clock_minutes: Some(game.setup.clock_minutes),
                writing_secs: game.setup.writing_secs,
                names,
                seats: form.seats[..game.setup.players.len().min(form.seats.len())].to_vec(),
                characters: form.characters[..game.setup.players.len().min(form.characters.len())]
                    .to_vec(),
                amend_after_seal: game.setup.amend_after_seal,
            };
        }
    }
}

/// The settings the players chose in the window: the text size, the palette, the
/// animation's speed, less motion, the sound, the language.
#[derive(bevy::ecs::system::SystemParam)]
struct Chosen<'w> {
    ui: Res<'w, Settings>,
    board: Res<'w, BoardSettings>,
    anim: Res<'w, Anim>,
    less_motion: Res<'w, LessMotion>,
    sound: Res<'w, SoundSettings>,
    language: Res<'w, Language>,
}

/// The window, and whether it is maximised: where it is, to open there next time.
#[derive(bevy::ecs::system::SystemParam)]
struct WindowNow<'w, 's> {
    window: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
    maximised: Res<'w, Maximised>,
}

/// Writes the settings when they have changed (at most every half second).
fn keep_saved(
    time: Res<Time<Real>>,
    mut file: ResMut<SettingsFile>,
    chosen: Chosen,
    window_now: WindowNow,
    wake: Option<ResMut<crate::app::wake::WakeWithin>>,
) {
    let Chosen {
        ui,
        board,
        anim,
        less_motion,
        sound,
        language,
    } = chosen;
    let WindowNow { window, maximised } = window_now;
    let before = file.written.window;
    let place = (window.single().ok()).and_then(|w| window_place(w, maximised.0, before));
    let now = SavedSettings {
        ui_scale: ui.ui_scale,
        colour_blind: board.colour_blind,
        animation_speed: anim.speed,
        less_motion: less_motion.0,
        volume: sound.volume,
        muted: sound.muted,
        clock_minutes: file.last_game.clock_minutes,
        writing_secs: file.last_game.writing_secs,
        player_names: file.last_game.names.clone(),
        seats: file.last_game.seats.clone(),
        characters: file.last_game.characters.clone(),
        amend_after_seal: file.last_game.amend_after_seal,
        window: place.or(file.written.window),
        language: language.chosen.map(|l| l.code().to_string()),
    };
    let at = time.elapsed_secs();
    if now == file.written {
        return;
    }
    if let Some(since) = file.written_at.map(|t| at - t).filter(|s| *s < WRITE_EVERY) {
        // Written again once the pause is over, even if nothing else wakes the window.
        let left = std::time::Duration::from_secs_f32(WRITE_EVERY - since);
        if let Some(mut wake) = wake {
            wake.ask(left);
        }
        return;
    }
    file.written_at = Some(at);
    match file::save(&file.path, &now) {
        Ok(()) => file.written = now,
        Err(e) => {
            // Said once; the game goes on with the settings in memory.
            let message = format!("The settings could not be saved: {e}");
            warn!("{message}");
            file.problem = Some(message);
            file.written = now;
        }
    }
}

/// Hands the settings file's problem, if any, to the title screen, which says it.
fn tell_the_title(
    file: Res<SettingsFile>,
    mut problem: ResMut<crate::app::screen::SettingsProblem>,
) {
    if file.is_changed() {
        problem.set_if_neq(crate::app::screen::SettingsProblem(file.problem.clone()));
    }
}
