//! The sandbox on the board: a click sets up with the tool in hand (written as the typed
//! set-up line the box reads) or writes an order for the power whose unit was clicked,
//! through the game's own pick path; the board lights the pick; Resolve plays the
//! results as the game's animation; a script's lines drive the desk in window tests.

use super::super::Screen;
use super::SandboxDesk;
use crate::app::board::animate::{Anim, AnimSet};
use crate::app::board::picking::Hovered;
use crate::app::current::CurrentGame;
use crate::app::input_focus::BoardInput;
use crate::app::keymap::{Command, Keys};
use crate::app::play::cursor::BoardCursor;
use crate::app::play::cursor_coasts::reachable_coasts;
use crate::app::play::draft::Draft;
use crate::app::play::pick::{self, Pick, Sel};
use crate::app::play::reach::{Reach, pick_reach};
use crate::app::play::table::{Stage, Table};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::position::PhaseKind;
use crate::engine::sandbox::SetupTool;
use crate::t;
use bevy::prelude::*;

/// What a click on the board does in the sandbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DeskTool {
    /// Write orders for the power whose unit is clicked (the game's clicks).
    #[default]
    Orders,
    /// Set up: place or remove units, or give centres an owner.
    SetUp(SetupTool),
}

/// A line a script hands the sandbox (window tests, demonstrations): `tool England A 2`,
/// `tool owner France`, `tool owner none`, `tool orders`, `resolve`, `back`, `forward`.
#[derive(Message, Debug, Clone)]
pub struct SandboxLine(pub String);

impl SandboxDesk {
    /// A click on the board at `at` with the tool in hand.
    pub fn click(&mut self, at: Location) {
        match self.tool {
            DeskTool::SetUp(tool) => match self.sandbox.click_set_up(tool, at) {
                Ok(line) => {
                    if !self.setup_text.is_empty() && !self.setup_text.ends_with('\n') {
                        self.setup_text.push('\n');
                    }
                    self.setup_text.push_str(&line);
                    self.messages = vec![t!("learning-sandbox-set-up-line", line = line.clone())];
                    self.reload();
                }
                Err(why) => self.messages = vec![why],
            },
            DeskTool::Orders => self.order_click(at),
        }
    }

    /// Leaves the pick in progress (Esc, right click).
    pub fn cancel_pick(&mut self) {
        self.pick = Pick::Idle;
        self.pick_power = None;
    }

    /// Resolves the orders written and shows the results, animated.
    pub fn resolve(&mut self) {
        self.cancel_pick();
        self.sandbox.resolve();
        self.animate_step = Some(self.sandbox.history().current_index());
        self.load_slips();
    }

    fn reload(&mut self) {
        self.loaded_step = None;
        self.load_slips();
    }

    /// The power a click in `p` writes for: the pick's, else the owner of the unit this
    /// phase orders there (a dislodged unit in a retreat; in adjustments the unit, else
    /// the power whose home centre it is, else the power whose slip is shown).
    fn power_for_click(&self, p: ProvinceId) -> Option<PowerId> {
        if self.pick != Pick::Idle {
            return self.pick_power;
        }
        let position = self.sandbox.position();
        let unit = position.unit_at(p).map(|i| position.units[i].power);
        match position.phase.kind {
            PhaseKind::Retreat => position
                .dislodged
                .iter()
                .find(|d| d.unit.loc.province == p)
                .map(|d| d.unit.power),
            PhaseKind::Movement => unit,
            PhaseKind::Adjustment => unit
                .or(self.sandbox.map.province(p).home_of)
                .or(Some(self.power)),
        }
    }

    /// An order click, read by the game's pick for the power whose unit it is; a written
    /// order replaces that power's slip line for the unit.
    fn order_click(&mut self, at: Location) {
        let Some(power) = self.power_for_click(at.province) else {
            let name = self.sandbox.map.place_label(at.province);
            self.messages = vec![t!("learning-sandbox-no-unit", province = name)];
            return;
        };
        let s = &self.sandbox;
        let mut draft = Draft::from_pending(power, &s.map, s.game());
        let sel = self.sel();
        let (position, rules) = (s.position(), s.rules());
        let (next, done) = pick::click(&s.map, position, rules, &mut draft, self.pick, sel, at);
        self.pick = next;
        self.pick_power = (next != Pick::Idle).then_some(power);
        self.power = power;
        match done {
            Some(Ok(())) => {
                self.sandbox.write_draft(&draft);
                self.messages.clear();
                self.reload();
            }
            Some(Err(why)) => self.messages = vec![why],
            None => self.messages.clear(),
        }
    }

    /// 1 or 2 with a fleet picked in the orders tool and the cursor on a province its
    /// move may end on either coast: that coast (the `n`th, counted from 0), as the
    /// table's keys choose it.
    fn coast_at(&self, at: ProvinceId, n: usize) -> Option<Location> {
        if self.tool != DeskTool::Orders {
            return None;
        }
        let s = &self.sandbox;
        let coasts = reachable_coasts(&s.map, s.position(), s.rules(), self.pick, at);
        coasts.get(n).copied()
    }

    /// The game's keys for a picked unit: S supports, C convoys, H (or D) holds.
    fn pick_key(&mut self, keys: &Keys) {
        let Pick::Unit(u) = self.pick else { return };
        if keys.pressed(Command::PickSupport) {
            self.pick = Pick::SupportWho(u);
        } else if keys.pressed(Command::PickConvoy) {
            self.pick = Pick::ConvoyWho(u);
        } else if keys.pressed(Command::PickStand) {
            self.click(Location::province(u));
        }
    }

    /// Buttons for the unit picked: support, convoy, stand (as the S, C and H keys).
    pub fn pick_buttons(&mut self, ui: &mut bevy_egui::egui::Ui) {
        let Pick::Unit(u) = self.pick else { return };
        ui.horizontal_wrapped(|ui| {
            if ui.button(t!("learning-sandbox-support")).clicked() {
                self.pick = Pick::SupportWho(u);
            }
            if ui.button(t!("learning-sandbox-convoy")).clicked() {
                self.pick = Pick::ConvoyWho(u);
            }
            if ui.button(t!("learning-sandbox-stand")).clicked() {
                self.click(Location::province(u));
            }
            if ui.button(t!("learning-sandbox-cancel")).clicked() {
                self.cancel_pick();
            }
        });
    }

    fn sel(&self) -> Sel {
        Sel {
            count: self.order_count.max(1),
            kind: None,
        }
    }

    /// What the next click means, in a line.
    pub fn prompt(&self) -> String {
        match self.tool {
            DeskTool::Orders => {
                let phase = self.sandbox.position().phase.kind;
                let map = &self.sandbox.map;
                let line = self.pick.prompt(map, phase);
                line.replace("one of your units", "any power's unit")
                    .replace("a home centre of yours", "a power's home centre")
                    .replace("your units", "its units")
            }
            DeskTool::SetUp(SetupTool::Units { .. }) => {
                t!("learning-sandbox-place-units")
            }
            DeskTool::SetUp(SetupTool::Owner(_)) => t!("learning-sandbox-give-centres"),
        }
    }

    /// The board's lights for the pick in progress: the selected provinces, where the
    /// next click may go, and where it is refused.
    pub fn lights(&self) -> (Vec<ProvinceId>, Reach) {
        let s = &self.sandbox;
        let Some(power) = self.pick_power else {
            return (Vec::new(), Reach::default());
        };
        let draft = Draft::from_pending(power, &s.map, s.game());
        let reach = pick_reach(
            &s.map,
            s.position(),
            s.rules(),
            &draft,
            self.pick,
            self.sel(),
        );
        (self.pick.selected(), reach)
    }

    /// The table as the game's order writing has it: every power's slip as a draft (what
    /// the board's arrows read).
    pub fn writing_table(&self) -> Table {
        let s = &self.sandbox;
        let mut table = Table::showing(0);
        table.stage = Stage::Writing { player: 0 };
        table.drafts = (s.map.power_ids())
            .map(|p| Draft::from_pending(p, &s.map, s.game()))
            .collect();
        table
    }

    /// Carries out a script's line (see [`SandboxLine`]), or says why it cannot.
    pub fn script_line(&mut self, line: &str) -> Result<(), String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let map = &self.sandbox.map;
        let power = |name: &str| {
            map.find_power(name)
                .ok_or_else(|| format!("`{name}` is not a power on this board"))
        };
        match words.as_slice() {
            ["resolve"] => self.resolve(),
            ["back"] => {
                self.sandbox.back();
                self.load_slips();
            }
            ["forward"] => {
                self.sandbox.forward();
                self.load_slips();
            }
            ["tool", "orders"] => self.tool = DeskTool::Orders,
            ["tool", "owner", "none"] => self.tool = DeskTool::SetUp(SetupTool::Owner(None)),
            ["tool", "owner", name] => {
                self.tool = DeskTool::SetUp(SetupTool::Owner(Some(power(name)?)))
            }
            ["tool", name, kind, count @ ..] => {
                let kind = match kind.to_ascii_uppercase().as_str() {
                    "A" => UnitKind::Army,
                    "F" => UnitKind::Fleet,
                    _ => return Err(format!("`{kind}`: say A or F")),
                };
                let count = match count {
                    [] => 1,
                    [n] => n.parse().map_err(|_| format!("`{n}` is not a count"))?,
                    _ => return Err(format!("`{line}`: too many words")),
                };
                let power = power(name)?;
                self.tool = DeskTool::SetUp(SetupTool::Units { power, kind, count });
            }
            _ => return Err(format!("`{line}` is not a sandbox step")),
        }
        Ok(())
    }
}

/// The board's side of the sandbox.
pub(super) fn plugin(app: &mut App) {
    let open = in_state(Screen::Sandbox).and_then(resource_exists::<SandboxDesk>);
    app.add_message::<SandboxLine>()
        .init_resource::<Keys>()
        .init_resource::<BoardCursor>()
        .add_systems(
            Update,
            (script_lines, board_clicks, show_results)
                .chain()
                .before(AnimSet)
                .run_if(open),
        )
        .add_systems(OnExit(Screen::Sandbox), leave);
}

fn script_lines(mut lines: MessageReader<SandboxLine>, mut desk: ResMut<SandboxDesk>) {
    for SandboxLine(line) in lines.read() {
        if let Err(why) = desk.script_line(line) {
            desk.messages = vec![why];
        }
    }
}

/// Left click: the tool's click where the pointer is; right click cancels an order being
/// clicked (Esc too, in the screen's keys); S, C and H as in the game; Space or Enter, the
/// tool's click at the keyboard's cursor. Nothing while the pointer is over the panel or
/// a field has the keyboard.
fn board_clicks(
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<Keys>,
    input: Option<Res<BoardInput>>,
    hovered: Option<Res<Hovered>>,
    cursor: Res<BoardCursor>,
    mut desk: ResMut<SandboxDesk>,
) {
    let input = input.map_or(BoardInput::default(), |i| *i);
    desk.pick_key(&keys);
    if keys.pressed(Command::ChooseHere)
        && let Some(at) = cursor.at
    {
        desk.click(Location::province(at));
    }
    for (n, command) in [Command::BuildFirst, Command::BuildSecond]
        .into_iter()
        .enumerate()
    {
        if keys.pressed(command)
            && let Some(coast) = cursor.at.and_then(|at| desk.coast_at(at, n))
        {
            desk.click(coast);
        }
    }
    if !input.pointer_free() {
        return;
    }
    if mouse.just_pressed(MouseButton::Right) && desk.pick != Pick::Idle {
        desk.cancel_pick();
    }
    if mouse.just_pressed(MouseButton::Left)
        && let Some(at) = hovered.and_then(|h| h.0)
    {
        desk.click(at);
    }
}

/// Shows the step on the board: after a resolution, the game's reveal of that phase (the
/// animation when it was just resolved, else its end with the arrows); else the position.
fn show_results(
    mut commands: Commands,
    desk: Res<SandboxDesk>,
    mut game: ResMut<CurrentGame>,
    table: Option<ResMut<Table>>,
    mut anim: ResMut<Anim>,
    mut shown: Local<Option<(usize, Option<usize>)>>,
) {
    if !desk.is_changed() {
        return;
    }
    let s = &desk.sandbox;
    let here = s.history().current_index();
    let record = s.last_resolution();
    let mut want = s.game().clone();
    want.record = record.into_iter().cloned().collect();
    if game.0 != want {
        game.0 = want;
    }
    let key = (here, desk.animate_step);
    if *shown == Some(key) {
        return;
    }
    *shown = Some(key);
    match record {
        Some(r) => {
            let stage = Stage::Reveal { record: 0 };
            match table {
                Some(mut t) => t.stage = stage,
                None => commands.insert_resource(Table::showing(0)),
            }
            anim.record = Some(0);
            anim.epoch += 1;
            let animate = desk.animate_step == Some(here) && r.is_movement();
            anim.t = if animate { 0.0 } else { Anim::LENGTH };
            anim.playing = true;
        }
        None => {
            if table.is_some() {
                commands.remove_resource::<Table>();
            }
            anim.record = None;
        }
    }
}

fn leave(mut commands: Commands, mut anim: ResMut<Anim>) {
    commands.remove_resource::<Table>();
    anim.record = None;
}
