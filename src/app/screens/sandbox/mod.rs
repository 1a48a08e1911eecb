//! The sandbox screen: one person sets up a position (typed set-up lines), pastes each
//! power's order slip (every line checked with its reason), presses Resolve, reads the
//! results, and walks the stored history with Back and Forward (changed orders at an
//! earlier step make a new branch). The board shows the step; one resource holds it all.

pub mod desk;
mod rows;
pub(super) mod start;
mod tools;
mod view;

use super::Screen;
use super::style::{BAD, BIG, GOOD, NOTE, big_button, side_panel_with_footer, text};
use crate::app::board::LoadedBoard;
use crate::app::current::CurrentMap;
use crate::app::keymap::{Command, Keys};
use crate::engine::adjudicate::Check;
use crate::engine::game::OrderLine;
use crate::engine::ids::PowerId;
use crate::engine::position::Position;
use crate::engine::rules::Rules;
use crate::engine::sandbox::{self, CheckedLine, Sandbox};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Width of the sandbox panel.
pub const WIDTH: f32 = 500.0;
/// The most of the window's width the panel takes, so that at a large text size the board
/// keeps room for legible names (the panel's contents wrap and scroll instead).
const MOST_OF_WINDOW: f32 = 0.4;

/// The narrowest the panel gets: Resolve (260 points) and the panel's margins fit.
const NARROWEST: f32 = 290.0;

/// The sandbox panel's width in points in a window `window` points wide: [`WIDTH`], or
/// less where that would take more than [`MOST_OF_WINDOW`] of the window (never under
/// [`NARROWEST`]).
pub fn panel_width(window: f32) -> f32 {
    WIDTH.min((window * MOST_OF_WINDOW).max(NARROWEST))
}

/// The board and rules chosen on the title screen before a sandbox opens.
#[derive(Resource, Debug, Clone)]
pub struct SandboxChoice {
    pub shown: bool,
    pub board: sandbox::Board,
    pub rules: &'static str,
    /// Why the last sandbox could not open.
    pub error: Option<String>,
}

impl Default for SandboxChoice {
    fn default() -> Self {
        SandboxChoice {
            shown: false,
            board: sandbox::Board::Standard,
            rules: "1971",
            error: None,
        }
    }
}

/// The open sandbox and what its panel is editing.
#[derive(Resource)]
pub struct SandboxDesk {
    pub sandbox: Sandbox,
    /// The power whose slip the panel shows.
    pub power: PowerId,
    /// Each power's slip as typed, for the step it was loaded from.
    pub slips: Vec<String>,
    /// The history step the slips were loaded from.
    pub loaded_step: Option<usize>,
    pub setup_text: String,
    pub import_text: String,
    pub export_text: String,
    /// What the last set-up, import or export said.
    pub messages: Vec<String>,
    /// What a click on the board does: write orders, or set up with a tool.
    pub tool: desk::DeskTool,
    /// The order being clicked (the game's own pick), and whose unit it is for.
    pub pick: crate::app::play::pick::Pick,
    pub pick_power: Option<PowerId>,
    /// Where units stack: how many units of a clicked stack an order is for.
    pub order_count: u32,
    /// The step whose resolution should play as an animation when it is shown next.
    pub animate_step: Option<usize>,
    /// The start points and the save: paths typed, and a saved game being opened.
    pub files: start::Files,
    /// The shown power's slip checked, kept while the slip and its board stay the same
    /// (the panel draws it every frame).
    pub checked: CheckedSlip,
}

/// A slip's checked lines and what they were checked for: the step, the power, its
/// typed orders, the position and the rules.
#[derive(Default)]
pub struct CheckedSlip {
    key: Option<(usize, PowerId, Vec<OrderLine>, Position, Rules)>,
    pub lines: Vec<CheckedLine>,
    /// How many times the lines were checked (not drawn) since the desk opened.
    pub checks: usize,
}

impl SandboxDesk {
    /// A desk over this sandbox, its slips loaded.
    pub fn new(sandbox: Sandbox) -> SandboxDesk {
        let mut desk = SandboxDesk {
            sandbox,
            power: PowerId(0),
            slips: Vec::new(),
            loaded_step: None,
            setup_text: String::new(),
            import_text: String::new(),
            export_text: String::new(),
            messages: Vec::new(),
            tool: Default::default(),
            pick: Default::default(),
            pick_power: None,
            order_count: 1,
            animate_step: None,
            files: Default::default(),
            checked: Default::default(),
        };
        desk.load_slips();
        desk
    }

    /// A desk over the first case of a test file (DATC rules), resolved once if asked.
    pub fn from_case_file(path: &std::path::Path, resolve: bool) -> Result<SandboxDesk, String> {
        let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
        let mut sandbox = Sandbox::import_case(&text, "datc")?;
        let with_orders = sandbox.orders().first().map(|o| o.power);
        if resolve {
            sandbox.resolve();
        }
        let mut desk = SandboxDesk::new(sandbox);
        desk.power = with_orders.unwrap_or(PowerId(0));
        Ok(desk)
    }

    /// The shown power's slip checked: checked again only when the slip, the step, the
    /// board or the rules changed since the last frame.
    pub fn checked_slip(&mut self) -> &[CheckedLine] {
        let s = &self.sandbox;
        let lines = (s.orders().iter()).filter(|o| o.power == self.power);
        let key = (
            s.history().current_index(),
            self.power,
            lines.cloned().collect(),
            s.position().clone(),
            *s.rules(),
        );
        if self.checked.key.as_ref() != Some(&key) {
            self.checked.lines = s.checked_slip(self.power);
            self.checked.key = Some(key);
            self.checked.checks += 1;
        }
        &self.checked.lines
    }

    /// Reloads the typed slips from the step now shown (after Back, Forward, Resolve).
    pub(super) fn load_slips(&mut self) {
        let here = self.sandbox.history().current_index();
        if self.loaded_step == Some(here) {
            return;
        }
        self.loaded_step = Some(here);
        self.slips = self
            .sandbox
            .map
            .power_ids()
            .map(|p| self.sandbox.slip(p).join("\n"))
            .collect();
    }
}

/// The sandbox screen's systems.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((desk::plugin, view::plugin))
        .init_resource::<SandboxChoice>()
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            sandbox_panel
                .run_if(in_state(Screen::Sandbox).and_then(resource_exists::<SandboxDesk>)),
        )
        .add_systems(
            Update,
            (keys, show_on_board)
                .chain()
                .before(crate::app::board::view::WriteView::Game)
                .run_if(in_state(Screen::Sandbox).and_then(resource_exists::<SandboxDesk>)),
        )
        .add_systems(OnExit(Screen::Sandbox), |mut commands: Commands| {
            commands.remove_resource::<SandboxDesk>()
        });
}

/// The title screen's Sandbox panel, shown once its entry is clicked: board and rules,
/// then Open.
pub fn title_panel(
    ui: &mut egui::Ui,
    choice: &mut SandboxChoice,
    latest: Option<(&crate::engine::game::Game, &str)>,
    commands: &mut Commands,
    next: &mut NextState<Screen>,
) {
    if !choice.shown {
        return;
    }
    ui.group(|ui| {
        ui.horizontal(|ui| {
            ui.label(t!("learning-sandbox-board"));
            for b in sandbox::Board::ALL {
                ui.selectable_value(&mut choice.board, b, b.title());
            }
        });
        ui.horizontal(|ui| {
            ui.label(t!("learning-sandbox-rules"));
            ui.selectable_value(
                &mut choice.rules,
                "1971",
                t!("learning-sandbox-rulebook-1971"),
            );
            ui.selectable_value(&mut choice.rules, "datc", "DATC");
        });
        let mut opened = None;
        if ui.button(text(t!("learning-sandbox-open"))).clicked() {
            opened = Some(Sandbox::new(choice.board, choice.rules));
        }
        if let Some((game, phase)) = latest
            && let Some(board) = sandbox::Board::from_map_name(&game.setup.variant)
        {
            let label = t!("learning-sandbox-open-latest", phase = phase);
            if ui.button(text(label)).clicked() {
                let rules = &game.setup.rules_name;
                opened = Some(Sandbox::from_position(board, rules, &game.position));
            }
        }
        match opened {
            Some(Ok(s)) => {
                commands.insert_resource(SandboxDesk::new(s));
                next.set(Screen::Sandbox);
            }
            Some(Err(e)) => choice.error = Some(e),
            None => {}
        }
        if let Some(e) = &choice.error {
            ui.label(text(e.clone()).color(BAD));
        }
    });
}

/// Puts the sandbox's map on the table when another map was there (the step itself is
/// shown by `desk`).
fn show_on_board(mut commands: Commands, desk: Res<SandboxDesk>, map: Res<CurrentMap>) {
    if !desk.is_changed() {
        return;
    }
    if let Ok(Some(b)) = LoadedBoard::in_place_of(&map.0, &desk.sandbox.map.name) {
        b.insert(&mut commands);
    }
}

/// Esc back to the title (or out of an order being clicked); PageUp and PageDown step back and forward (never while typing).
fn keys(keys: Res<Keys>, mut desk: ResMut<SandboxDesk>, mut next: ResMut<NextState<Screen>>) {
    if keys.pressed(Command::SandboxEscape) {
        // Esc first leaves an order being clicked, then the sandbox.
        match desk.pick {
            crate::app::play::pick::Pick::Idle => next.set(Screen::Title),
            _ => desk.cancel_pick(),
        }
    }
    if keys.pressed(Command::SandboxBack) && desk.sandbox.back() {
        desk.load_slips();
    }
    if keys.pressed(Command::SandboxForward) && desk.sandbox.forward() {
        desk.load_slips();
    }
}

fn sandbox_panel(
    mut contexts: EguiContexts,
    mut desk: ResMut<SandboxDesk>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if sandbox_desk_panel(ctx, &mut desk) {
        next.set(Screen::Title);
    }
    Ok(())
}

/// The sandbox's panel over `desk`: the steps, the board tools, the slips, set-up and
/// files scrolling, Resolve and the way out pinned to the foot. Resolves at once when
/// asked; returns whether the player asked for the title screen.
pub fn sandbox_desk_panel(ctx: &egui::Context, desk: &mut SandboxDesk) -> bool {
    let mut resolve = false;
    let mut title = false;
    let width = panel_width(ctx.viewport_rect().width());
    let desk_cell = std::cell::RefCell::new(&mut *desk);
    side_panel_with_footer(
        ctx,
        "sandbox",
        width,
        |ui| {
            let desk = &mut **desk_cell.borrow_mut();
            heading(ui, desk);
            steps(ui, desk);
            ui.separator();
            tools::board_tool(ui, desk);
            ui.separator();
            results(ui, desk);
            slips(ui, desk);
            ui.separator();
            set_up(ui, desk);
            exchange(ui, desk);
            start::files_panel(ui, desk);
        },
        |ui| {
            // The footer is laid out bottom up: Resolve at the foot, the way out above it.
            resolve = big_button(ui, &t!("learning-sandbox-resolve")).clicked();
            title = ui.button(text(t!("learning-sandbox-title"))).clicked();
        },
    );
    if resolve {
        desk.resolve();
    }
    title
}

fn heading(ui: &mut egui::Ui, desk: &SandboxDesk) {
    let s = &desk.sandbox;
    ui.label(egui::RichText::new(t!("learning-sandbox-heading")).size(BIG));
    let (b, r) = (s.board.title(), s.game().setup.rules_name.clone());
    let p = s.map.phase_label(s.position().phase);
    let words = t!("learning-sandbox-what", board = b, rules = r, phase = p);
    ui.label(text(words));
}

/// Back, Forward, and the branches made at this step.
fn steps(ui: &mut egui::Ui, desk: &mut SandboxDesk) {
    let s = &mut desk.sandbox;
    let mut moved = false;
    // The step on a line of its own: beside the buttons it wrapped over them.
    let step = s.history().path().len();
    ui.label(text(t!("learning-sandbox-step", step = step)).weak());
    ui.horizontal_wrapped(|ui| {
        let back = ui.add_enabled(
            s.history().can_go_back(),
            egui::Button::new(t!("learning-sandbox-back")),
        );
        if back.clicked() {
            moved |= s.back();
        }
        let fwd = ui.add_enabled(
            s.history().can_go_forward(),
            egui::Button::new(t!("learning-sandbox-forward")),
        );
        if fwd.clicked() {
            moved |= s.forward();
        }
    });
    let branches = s.history().branches().to_vec();
    if branches.len() > 1 {
        let forward = s.history().current().forward;
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("learning-sandbox-branches"));
            for (n, b) in branches.iter().enumerate() {
                let label = format!("{}", n + 1);
                if ui.selectable_label(forward == Some(*b), label).clicked() {
                    s.choose_branch(*b);
                }
            }
            if let Some(f) = forward
                && ui.button(t!("learning-sandbox-discard-branch")).clicked()
            {
                s.discard_branch(f);
            }
        });
    }
    if moved {
        desk.load_slips();
    }
}

/// What the resolution that led here did, when one did.
fn results(ui: &mut egui::Ui, desk: &SandboxDesk) {
    let s = &desk.sandbox;
    let Some(rec) = s.last_resolution() else {
        return;
    };
    let phase = s.map.phase_label(rec.phase);
    let title = t!("learning-sandbox-results-of", phase = phase);
    super::style::section(ui, (text(&title), &title), true, |ui| {
        super::results::result_lines(ui, &s.map, rec)
    });
    ui.separator();
}

/// A tab per power and its slip: pasted text, each line checked with its reason.
fn slips(ui: &mut egui::Ui, desk: &mut SandboxDesk) {
    let map = &desk.sandbox.map;
    ui.label(text(t!("learning-sandbox-slips")));
    ui.horizontal_wrapped(|ui| {
        for p in map.power_ids() {
            if super::style::power_tab(ui, map, p, desk.power == p).clicked() {
                desk.power = p;
            }
        }
    });
    // The rows come before the slip, so the lines checked below never move their buttons.
    rows::unit_rows(ui, desk);
    let power = desk.power;
    let hint = example_order(desk, power);
    let Some(slip) = desk.slips.get_mut(power.0 as usize) else {
        return;
    };
    let edit = ui.add(
        egui::TextEdit::multiline(slip)
            .desired_rows(5)
            .desired_width(f32::INFINITY)
            .hint_text(hint),
    );
    if edit.changed() {
        let text = slip.clone();
        desk.sandbox.write_slip(power, &text);
    }
    for line in desk.checked_slip().to_vec() {
        let (mark, colour, why) = match &line.check {
            Check::Fine => ("✔", GOOD, None),
            Check::Note(n) => ("⚠", NOTE, Some(n.clone())),
            Check::Void(v) => ("✖", BAD, Some(v.clone())),
        };
        let shown = crate::engine::game::report::shown_line(&line.text);
        ui.label(text(format!("{mark} {shown}")).color(colour));
        if let Some(why) = why {
            ui.label(text(format!("    {why}")).small().color(colour));
        }
    }
}

/// The hint in an empty slip: an order for one of this power's own units.
fn example_order(desk: &SandboxDesk, power: PowerId) -> String {
    let map = &desk.sandbox.map;
    let own = desk
        .sandbox
        .position()
        .units
        .iter()
        .find(|u| u.power == power);
    let example = own.map_or("A(Par)-Bur".to_string(), |u| {
        let abbr = &map.province(u.loc.province).abbr;
        format!("{}({abbr}) Stands", u.kind.letter())
    });
    t!("learning-sandbox-example", example = example)
}

/// Typed set-up lines, applied together, with the lines refused and why.
fn set_up(ui: &mut egui::Ui, desk: &mut SandboxDesk) {
    egui::CollapsingHeader::new(text(t!("learning-sandbox-set-up"))).show(ui, |ui| {
        ui.label(
            text("start opening · start empty · phase Fall 1901, Retreat · England: F stp/nc · remove stp · owner stp England · dislodged Russia: A war from sil · standoff gal")
                .small()
                .weak(),
        );
        let lines = ui.add(
            egui::TextEdit::multiline(&mut desk.setup_text)
                .desired_rows(4)
                .desired_width(f32::INFINITY),
        );
        super::spoken::name(&lines, &t!("access-setup-lines"));
        if ui.button(t!("learning-sandbox-apply")).clicked() {
            let text = desk.setup_text.clone();
            desk.messages = desk.sandbox.set_up_text(&text);
            if desk.messages.is_empty() {
                desk.messages.push(t!("learning-sandbox-set-up-done"));
            }
            desk.loaded_step = None;
            desk.load_slips();
        }
    });
}

/// Export the step with its slips as a test-file case; import a case to set up.
fn exchange(ui: &mut egui::Ui, desk: &mut SandboxDesk) {
    egui::CollapsingHeader::new(text(t!("learning-sandbox-exchange"))).show(ui, |ui| {
        if ui.button(t!("learning-sandbox-export-case")).clicked() {
            desk.export_text = desk.sandbox.export_case("sandbox");
            ui.ctx().copy_text(desk.export_text.clone());
            desk.messages = vec![t!("learning-sandbox-exported")];
        }
        if ui.button(t!("learning-sandbox-export-record")).clicked() {
            match desk.sandbox.record_text() {
                Ok(record) => {
                    ui.ctx().copy_text(record.clone());
                    desk.export_text = record;
                    desk.messages = vec![t!("learning-sandbox-record-exported")];
                }
                Err(e) => desk.messages = vec![e],
            }
        }
        if !desk.export_text.is_empty() {
            let mut shown = desk.export_text.as_str();
            let exported =
                ui.add(egui::TextEdit::multiline(&mut shown).desired_width(f32::INFINITY));
            super::spoken::name(&exported, &t!("access-exported-text"));
        }
        let case = ui.add(
            egui::TextEdit::multiline(&mut desk.import_text)
                .desired_rows(3)
                .desired_width(f32::INFINITY)
                .hint_text("CASE … END"),
        );
        super::spoken::name(&case, &t!("access-case-to-import"));
        if ui.button(t!("learning-sandbox-import")).clicked() {
            let rules = desk.sandbox.game().setup.rules_name.clone();
            match Sandbox::import_case(&desk.import_text, &rules) {
                Ok(s) => {
                    let kept = std::mem::take(&mut desk.import_text);
                    *desk = SandboxDesk::new(s);
                    desk.import_text = kept;
                    desk.messages = vec![t!("learning-sandbox-imported")];
                }
                Err(e) => desk.messages = vec![e],
            }
        }
    });
}

#[cfg(test)]
mod keys_tests;
#[cfg(test)]
mod tests;
