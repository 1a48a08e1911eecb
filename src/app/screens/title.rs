//! The title screen: continue the latest autosave, start a new game, load a save,
//! settings, quit.

use super::Screen;
use super::Settings;
use super::style::{BIG, full_screen, text};
use crate::app::board::draw::BoardSettings;
use crate::app::language::Language;
use crate::app::motion::LessMotion;
use crate::app::play::{Act, Saves};
use crate::app::screen::{CouldNotOpen, SettingsProblem};
use crate::engine::game::Game;
use crate::engine::game::save;
use crate::engine::map::Map;
use crate::lang::Lang;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use std::path::PathBuf;

/// What can be resumed, found when the title screen opens.
#[derive(Resource, Default)]
pub struct Resume {
    /// The newest autosave that loads.
    pub latest: Option<(PathBuf, Game)>,
    /// Its phase named after its map's calendar ("Fall 1891" on ce05).
    pub latest_phase: String,
    /// Its map, which names its players in the table's language.
    pub latest_map: Option<Map>,
    /// Why newer autosaves did not load (they are left as they are).
    pub problems: Vec<String>,
    /// Games to choose from (each game's newest autosave, described), newest first.
    pub games: Vec<(PathBuf, String)>,
    /// A save file path typed by the player.
    pub path: String,
    /// The last load's error.
    pub error: Option<String>,
    pub show_load: bool,
    pub show_settings: bool,
    /// Quit was pressed with a game in progress: asking once.
    pub quit_asked: bool,
    /// A crash report from an earlier run, not yet read here.
    pub crash: Option<PathBuf>,
    /// The language the saves' lines were worded in (they are worded again in another).
    pub worded_in: Option<Lang>,
}

/// Looks for autosaves when the title screen opens.
pub fn look_for_saves(
    mut commands: Commands,
    saves: Res<Saves>,
    old: Option<Res<Resume>>,
    could_not: Option<ResMut<CouldNotOpen>>,
) {
    // An error from the screen just left (learning mode failing to start) stays shown.
    let mut resume = Resume {
        error: (could_not.and_then(|mut c| c.0.take()))
            .or_else(|| old.and_then(|o| o.error.clone())),
        ..Resume::default()
    };
    if let Some(a) = &saves.autosaves {
        resume.crash = crate::app::crash_report::unread_reports(&a.dir)
            .into_iter()
            .next();
    }
    word_saves(&saves, &mut resume);
    commands.insert_resource(resume);
}

/// The newest autosave and the games to choose from, worded in the language spoken now.
pub(super) fn word_saves(saves: &Saves, resume: &mut Resume) {
    resume.worded_in = Some(crate::lang::current());
    let Some(a) = &saves.autosaves else { return };
    let (latest, errors) = a.latest();
    if let Some((p, g, map)) = latest {
        resume.latest_phase = map.phase_label(g.position.phase);
        resume.latest = Some((p, g));
        resume.latest_map = Some(map);
    }
    resume.problems = errors.iter().map(|e| e.to_string()).collect();
    resume.games = a
        .games()
        .into_iter()
        .take(12)
        .filter_map(|f| {
            let (g, map) = save::load(&f.path).ok()?;
            let phase = map.phase_label(g.position.phase);
            Some((
                f.path,
                t!(
                    "title-save-in-list",
                    board = super::new_game::variant_label(&map),
                    game = describe(&g, Some(&map), &phase)
                ),
            ))
        })
        .collect();
}

/// A language chosen in Settings on the title screen words the saves' lines anew.
pub fn reword_saves_in_a_new_language(saves: Res<Saves>, resume: Option<ResMut<Resume>>) {
    if let Some(mut resume) = resume
        && worded_in_another_language(&resume)
    {
        word_saves(&saves, &mut resume);
    }
}

/// Whether the saves' lines were worded in a language other than the one spoken now.
pub(super) fn worded_in_another_language(resume: &Resume) -> bool {
    resume
        .worded_in
        .is_some_and(|l| l != crate::lang::current())
}

/// A saved game in a line: its phase (named by its map), whether it is over, and its
/// players, as the table's language names them (as saved where the map is not known).
pub(super) fn describe(game: &Game, map: Option<&Map>, phase: &str) -> String {
    let players = &game.setup.players;
    let names: Vec<String> = match map {
        Some(map) => (0..players.len())
            .map(|i| game.setup.player_label(map, i))
            .collect(),
        None => players.iter().map(|p| p.name.clone()).collect(),
    };
    let players = names.join(", ");
    match game.outcome {
        Some(_) => t!("title-save-line-over", phase = phase, players = players),
        None => t!("title-save-line", phase = phase, players = players),
    }
}

/// The title screen: saves to resume looked for on arrival.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Language>()
        .add_systems(OnEnter(Screen::Title), look_for_saves)
        .add_systems(
            Update,
            reword_saves_in_a_new_language.run_if(in_state(Screen::Title)),
        )
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            title_screen.run_if(in_state(Screen::Title)),
        );
}

/// Everything the title screen reads and changes.
#[derive(bevy::ecs::system::SystemParam)]
pub struct TitleParams<'w, 's> {
    resume: Option<ResMut<'w, Resume>>,
    acts: MessageWriter<'w, Act>,
    next: ResMut<'w, NextState<Screen>>,
    exit: MessageWriter<'w, AppExit>,
    chosen: SettingsChosen<'w>,
    saves: Res<'w, Saves>,
    settings_problem: Option<Res<'w, SettingsProblem>>,
    club: ResMut<'w, super::ClubNightView>,
    form: ResMut<'w, super::new_game::NewGameForm>,
    sandbox: ResMut<'w, super::sandbox::SandboxChoice>,
    commands: Commands<'w, 's>,
    keys: Res<'w, crate::app::keymap::Keys>,
}

pub fn title_screen(mut contexts: EguiContexts, params: TitleParams) -> Result {
    let ctx = contexts.ctx_mut()?;
    title_panel(ctx, params);
    Ok(())
}

/// The title screen drawn into `ctx`.
pub(super) fn title_panel(ctx: &egui::Context, p: TitleParams) {
    let TitleParams {
        resume,
        mut acts,
        mut next,
        mut exit,
        mut chosen,
        saves,
        settings_problem,
        mut club,
        mut form,
        mut sandbox,
        mut commands,
        keys,
    } = p;
    let Some(mut resume) = resume else {
        return;
    };
    // Opaque: the board's names showing through the menu lowered its text's contrast.
    full_screen(ctx, "title", super::style::PANEL, |ui| {
        ui.vertical_centered(|ui| {
            let tight = heading(ui);
            let enter = keys.pressed(crate::app::keymap::Command::ContinueGame);
            if continue_or_new_game(ui, &mut resume, tight, enter, &mut acts) {
                next.set(Screen::NewGame);
            }
            super::club_night::title_panel(ui, &mut club, &saves, &mut form, &mut next);
            ui.add_space(if tight { 4.0 } else { 12.0 });
            more_buttons(ui, &mut resume, &mut next, &mut sandbox, &mut exit);
            if resume.show_load {
                load_panel(ui, &mut resume, &mut acts);
            }
            let latest = (resume.latest.as_ref()).map(|(_, g)| (g, resume.latest_phase.as_str()));
            super::sandbox::title_panel(ui, &mut sandbox, latest, &mut commands, &mut next);
            if let Some(e) = &saves.error {
                ui.label(text(e.clone()).color(super::style::BAD));
            }
            if let Some(e) = &resume.error {
                ui.label(text(e.clone()).color(super::style::BAD));
            }
            if resume.show_settings {
                settings_on_copies(ui, &mut chosen);
            }
            if let Some(p) = settings_problem.as_ref().and_then(|f| f.0.as_ref()) {
                ui.label(text(p.clone()).color(super::style::BAD));
            }
            ui.add_space(if tight { 4.0 } else { 20.0 });
            ui.add(egui::Label::new(text(t!("title-keys")).weak()).wrap());
        });
    });
}

/// The game's name and line; true when the menu is drawn compact.
fn heading(ui: &mut egui::Ui) -> bool {
    // At large text sizes the menu is compact, so a laptop's window holds it without
    // scrolling: a smaller title, less space, the save's path on hover.
    let tight = ui.available_height() < TIGHT_BELOW;
    ui.add_space(if tight { 0.0 } else { 30.0 });
    let size = if tight { 44.0 } else { 64.0 };
    ui.label(egui::RichText::new(t!("title-game")).size(size).strong());
    ui.label(text(t!("title-tagline")));
    ui.add_space(if tight { 8.0 } else { 30.0 });
    tight
}

/// Continue (with the game it continues, a crash note and the autosaves that could not be
/// read) and New game; Continue or Enter starts the latest game. True when the new-game
/// screen is asked for.
fn continue_or_new_game(
    ui: &mut egui::Ui,
    resume: &mut Resume,
    tight: bool,
    enter: bool,
    acts: &mut MessageWriter<Act>,
) -> bool {
    let (mut go_on, mut new_game) = (false, false);
    let main = if resume.latest.is_some() {
        vec![t!("title-continue"), t!("title-new-game")]
    } else {
        vec![t!("title-new-game")]
    };
    let last = main.len() - 1;
    centred_buttons(ui, &main, MAIN_WIDTH, |i| match i == last {
        true => new_game = true,
        false => go_on = true,
    });
    if let Some((path, game)) = &resume.latest {
        if go_on || enter {
            acts.write(Act::Start(Box::new(game.clone())));
        }
        let from = t!("title-saved-from", path = path.display().to_string());
        let phase = &resume.latest_phase;
        let line = ui.label(text(describe(game, resume.latest_map.as_ref(), phase)).weak());
        if tight {
            line.on_hover_text(from);
        } else {
            ui.label(text(from).small().weak());
        }
    }
    crash_note(ui, resume);
    for p in &resume.problems {
        let words = t!("title-newer-autosave-unreadable", problem = p.as_str());
        ui.label(text(words).color(super::style::BAD));
    }
    new_game || (enter && resume.latest.is_none())
}

/// Load, Learning mode, Sandbox, Settings and Quit (which asks once with a game in
/// progress).
fn more_buttons(
    ui: &mut egui::Ui,
    resume: &mut Resume,
    next: &mut NextState<Screen>,
    sandbox: &mut super::sandbox::SandboxChoice,
    exit: &mut MessageWriter<AppExit>,
) {
    let more = [
        t!("title-load"),
        t!("title-learning"),
        t!("title-sandbox"),
        t!("title-settings"),
        t!("title-quit"),
    ];
    centred_buttons(ui, &more, MORE_WIDTH, |i| match i {
        0 => resume.show_load = !resume.show_load,
        1 => next.set(Screen::Learning),
        2 => sandbox.shown = !sandbox.shown,
        3 => resume.show_settings = !resume.show_settings,
        // A game in progress is saved, but quitting asks once.
        _ if resume.latest.is_some() => resume.quit_asked = true,
        _ => {
            exit.write(AppExit::Success);
        }
    });
    if resume.quit_asked {
        match quit_question(ui) {
            Some(true) => {
                exit.write(AppExit::Success);
            }
            Some(false) => resume.quit_asked = false,
            None => {}
        }
    }
}

/// The settings the Settings box changes.
#[derive(bevy::ecs::system::SystemParam)]
pub struct SettingsChosen<'w> {
    settings: ResMut<'w, Settings>,
    board: ResMut<'w, BoardSettings>,
    sound: ResMut<'w, crate::app::sound::SoundSettings>,
    language: ResMut<'w, Language>,
    less_motion: ResMut<'w, LessMotion>,
}

/// The settings box, edited on copies and written back only when changed: a resource
/// borrowed mutably counts as changed, and a changed display setting redraws the board
/// under the title every frame.
fn settings_on_copies(ui: &mut egui::Ui, chosen: &mut SettingsChosen) {
    let mut copies = SettingsBox {
        language: *chosen.language,
        text_size: *chosen.settings,
        colour_blind: chosen.board.colour_blind,
        less_motion: chosen.less_motion.0,
        sound: *chosen.sound,
    };
    settings_box(ui, &mut copies);
    chosen.language.set_if_neq(copies.language);
    if copies.text_size.ui_scale != chosen.settings.ui_scale {
        *chosen.settings = copies.text_size;
    }
    if copies.colour_blind != chosen.board.colour_blind {
        chosen.board.colour_blind = copies.colour_blind;
    }
    chosen
        .less_motion
        .set_if_neq(LessMotion(copies.less_motion));
    chosen.sound.set_if_neq(copies.sound);
}

/// What the title says after a crash: where the report is, that nothing was lost, and
/// a button that marks it read.
fn crash_note(ui: &mut egui::Ui, resume: &mut Resume) {
    let Some(report) = resume.crash.clone() else {
        return;
    };
    ui.add(
        egui::Label::new(
            text(crash_words(&report, resume.latest.is_some())).color(super::style::NOTE),
        )
        .wrap(),
    );
    if ui.button(text(t!("title-crash-understood"))).clicked() {
        let _ = crate::app::crash_report::mark_read(&report);
        resume.crash = None;
    }
}

/// The words of [`crash_note`].
pub fn crash_words(report: &std::path::Path, resumable: bool) -> String {
    let report = report.display().to_string();
    match resumable {
        true => t!("title-crash-resumable", report = report),
        false => t!("title-crash-saved", report = report),
    }
}

/// Below this height (in points: the window's height over the text size) the menu is
/// drawn compact.
const TIGHT_BELOW: f32 = 600.0;
/// The widest a main button (Continue, New game) and a secondary one are drawn.
const MAIN_WIDTH: f32 = 300.0;
const MORE_WIDTH: f32 = 240.0;
/// The narrowest a button is drawn (wide enough for "Learning mode").
const NARROWEST: f32 = 180.0;

/// Buttons as wide as `widest` at most, in centred rows of as many as fit the width (at
/// most three); `clicked` hears the place in `labels` of the one clicked.
fn centred_buttons(
    ui: &mut egui::Ui,
    labels: &[String],
    widest: f32,
    mut clicked: impl FnMut(usize),
) {
    let gap = ui.spacing().item_spacing.x;
    let room = ui.available_width();
    // As narrow as the longest label allows (words run longer in some languages).
    let longest = (labels.iter())
        .map(|l| {
            let font = egui::FontId::proportional(22.0);
            let galley = (ui.painter()).layout_no_wrap(l.clone(), font, egui::Color32::WHITE);
            galley.size().x + 2.0 * ui.spacing().button_padding.x
        })
        .fold(0.0, f32::max);
    let narrowest = longest.max(widest.min(NARROWEST)).min(room);
    let per_row = ((room + gap) / (narrowest + gap)).floor().clamp(1.0, 3.0) as usize;
    let per_row = per_row.min(labels.len()).max(1);
    let width = widest
        .max(narrowest)
        .min((room + gap) / per_row as f32 - gap);
    for (r, row) in labels.chunks(per_row).enumerate() {
        let used = row.len() as f32 * (width + gap) - gap;
        ui.horizontal(|ui| {
            ui.add_space(((room - used) / 2.0).max(0.0));
            for (i, label) in row.iter().enumerate() {
                // A label wider than the whole row wraps rather than run off the screen.
                let button = egui::Button::new(egui::RichText::new(label).size(22.0))
                    .wrap()
                    .min_size(egui::vec2(width, 44.0));
                if ui.add(button).clicked() {
                    clicked(r * per_row + i);
                }
            }
        });
    }
}

/// The text sizes offered: steps chosen with buttons, so a size applies only when its
/// button is pressed (a typed or dragged value rescaled the menu under the pointer).
pub const TEXT_SIZES: [f32; 8] = [0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5];

/// What the Settings box shows and changes.
struct SettingsBox {
    language: Language,
    text_size: Settings,
    colour_blind: bool,
    less_motion: bool,
    sound: crate::app::sound::SoundSettings,
}

/// The settings in one opaque, centred box (nothing of the board shows through).
fn settings_box(ui: &mut egui::Ui, chosen: &mut SettingsBox) {
    let width = ui.available_width().min(560.0);
    let layout = egui::Layout::top_down(egui::Align::Min);
    ui.allocate_ui_with_layout(egui::vec2(width, 0.0), layout, |ui| {
        egui::Frame::group(ui.style())
            .fill(super::style::PANEL)
            .show(ui, |ui| {
                ui.set_width(width - 16.0);
                language_choice(ui, &mut chosen.language);
                text_size_steps(ui, &mut chosen.text_size);
                ui.checkbox(&mut chosen.colour_blind, text(t!("settings-stripes")));
                ui.checkbox(&mut chosen.less_motion, text(t!("settings-less-motion")))
                    .on_hover_text(t!("settings-less-motion-hint"));
                sound_settings(ui, &mut chosen.sound);
            });
    });
}

/// One button per language, each named in itself, and "as the system" (which names the
/// system's); the one spoken lit. A choice applies at once.
fn language_choice(ui: &mut egui::Ui, language: &mut Language) {
    ui.label(text(t!("settings-language")));
    ui.horizontal_wrapped(|ui| {
        let system = t!(
            "settings-language-system",
            language = language.system.own_name()
        );
        if ui
            .selectable_label(language.chosen.is_none(), text(system))
            .clicked()
        {
            language.chosen = None;
        }
        for lang in Lang::CHOSEN {
            let lit = language.chosen == Some(lang);
            if ui.selectable_label(lit, text(lang.own_name())).clicked() {
                language.chosen = Some(lang);
            }
        }
    });
}

/// One button per text size, the current one lit.
fn text_size_steps(ui: &mut egui::Ui, settings: &mut Settings) {
    ui.label(text(t!("settings-text-size")));
    ui.horizontal_wrapped(|ui| {
        for size in TEXT_SIZES {
            let current = (settings.ui_scale - size).abs() < 0.01;
            if ui
                .selectable_label(current, text(format!("{size}×")))
                .clicked()
            {
                settings.ui_scale = size;
            }
        }
    });
}

/// "Quit with a game in progress?": `Some(true)` to quit, `Some(false)` to stay.
fn quit_question(ui: &mut egui::Ui) -> Option<bool> {
    let mut answer = None;
    let width = ui.available_width().min(560.0);
    let layout = egui::Layout::top_down(egui::Align::Center);
    ui.allocate_ui_with_layout(egui::vec2(width, 0.0), layout, |ui| {
        egui::Frame::group(ui.style())
            .fill(super::style::PANEL)
            .show(ui, |ui| {
                ui.set_width(width - 16.0);
                ui.label(text(t!("title-quit-question")));
                let answers = [t!("title-quit-now"), t!("title-stay")];
                centred_buttons(ui, &answers, MORE_WIDTH, |i| {
                    answer = Some(i == 0);
                });
            });
    });
    answer
}

/// Master volume and mute, kept in the settings file.
fn sound_settings(ui: &mut egui::Ui, sound: &mut crate::app::sound::SoundSettings) {
    ui.add(egui::Slider::new(&mut sound.volume, 0.0..=1.0).text(t!("settings-volume")));
    ui.checkbox(&mut sound.muted, t!("settings-mute"));
}

fn load_panel(ui: &mut egui::Ui, resume: &mut Resume, acts: &mut MessageWriter<Act>) {
    ui.group(|ui| {
        ui.label(egui::RichText::new(t!("title-load-heading")).size(BIG * 0.7));
        let mut chosen = None;
        if resume.games.is_empty() {
            ui.label(text(t!("title-no-saves")).weak());
        }
        for (path, what) in &resume.games {
            if ui.button(text(what.clone())).clicked() {
                chosen = Some(path.clone());
            }
        }
        ui.horizontal(|ui| {
            let label = ui.label(t!("title-save-file"));
            ui.text_edit_singleline(&mut resume.path)
                .labelled_by(label.id);
            if ui.button(t!("title-open")).clicked() && !resume.path.trim().is_empty() {
                chosen = Some(PathBuf::from(resume.path.trim()));
            }
        });
        if let Some(path) = chosen {
            match save::load(&path) {
                Ok((game, _)) => {
                    resume.error = None;
                    acts.write(Act::Start(Box::new(game)));
                }
                Err(e) => resume.error = Some(e.to_string()),
            }
        }
        if let Some(e) = &resume.error {
            ui.label(text(e.clone()).color(super::style::BAD));
        }
    });
}
