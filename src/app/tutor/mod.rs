//! The guided first turn: the learner plays England for a year at the real table (the
//! curtain, the order panel, the results), one thing at a time, while a panel at the left
//! says what to do and the engine's tutor judges each thing done. Started from learning
//! mode or the new-game screen; the game is not autosaved while the tutor runs.

pub mod panel;
mod watch;

#[cfg(test)]
mod tests;

use super::board::camera::{Focus, LeftRoom};
use super::board::{Board, DrawnBoard, LoadedBoard};
use super::current::CurrentMap;
use super::play::table::Table;
use super::play::{Act, ApplyActs, Saves, SealHold};
use super::screen::Screen;
use crate::engine::game::Game;
use crate::engine::game::save::Autosaves;
use crate::engine::ids::ProvinceId;
use crate::engine::map::Map;
use crate::engine::order::Written;
use crate::engine::rules_explained::RuleTopic;
use crate::engine::tutorial::{Judgement, LEARNER, SCRIPTED, StepId, TutorEvent, Tutorial};
use crate::t;
use bevy::prelude::*;

/// Nominal width of the tutor's panel, in points.
pub const WIDTH: f32 = 330.0;

pub use super::screen::BeginGuidedTurn;

/// What the tutor said about the learner's last action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Feedback {
    /// This step is done (named in the language spoken when the panel is drawn).
    Done(StepId),
    /// Not what was asked: why, what to do instead, and the rule behind it.
    Wrong {
        reason: String,
        hint: String,
        rule: Option<RuleTopic>,
    },
}

/// The guided turn in progress.
#[derive(Resource)]
pub struct Tutor {
    pub tutorial: Tutorial,
    /// What the tutor said last, shown under the step.
    pub feedback: Option<Feedback>,
    /// The learner's orders in the table's draft as last seen.
    seen: Vec<Written>,
    /// The unit chosen on the board as last seen.
    selected: Option<ProvinceId>,
    /// The last writing message (a line, a button, a click) and the panel's refusal
    /// before it, to be judged as refused if the draft does not change.
    pending_act: Option<(Act, Option<String>)>,
    /// The autosaves, put aside while the tutor runs (a lesson is not a game to resume).
    autosaves: Option<Autosaves>,
    /// The game to put on the table once the screen the tutor was asked from is left.
    pending: Option<Box<Game>>,
    /// Where Leave goes: the screen the guided turn was asked from.
    pub back_to: Screen,
}

impl Tutor {
    /// The tutor at its first step, with the game the table plays: the crafted board,
    /// England a person, the other six computers whose first orders are written and sealed
    /// already (the tutor's script), no diplomacy period and no clocks.
    pub fn start(map: &Map) -> Result<(Tutor, Game), String> {
        let tutorial = Tutorial::new(map)?;
        let mut game = tutorial.game().clone();
        let learner = tutorial.learner();
        // Each seat is named after its power: the curtain says "I am England".
        for player in &mut game.setup.players {
            if !player.powers.contains(&learner) {
                player.computer = Some(crate::engine::bot::Level::Novice);
            }
        }
        for power in map.power_ids().filter(|p| *p != learner) {
            let name = &map.power(power).name;
            let lines: Vec<String> = (SCRIPTED.iter())
                .filter(|(p, _)| p == name)
                .map(|(_, l)| l.to_string())
                .collect();
            game.write_orders(map, power, &lines);
            game.seal(power);
        }
        game.in_diplomacy = Some(false);
        // No clocks: a writing clock running out would seal whatever is written.
        game.setup.clock_minutes = [0, 0, 0];
        game.setup.writing_secs = None;
        let tutor = Tutor {
            tutorial,
            feedback: None,
            seen: Vec::new(),
            selected: None,
            pending_act: None,
            autosaves: None,
            pending: None,
            back_to: Screen::Learning,
        };
        Ok((tutor, game))
    }

    /// Tells the tutor what the learner did, and keeps what it says.
    pub fn hear(&mut self, map: &Map, event: TutorEvent) {
        let before = self.tutorial.step();
        let quiet = matches!(
            event,
            TutorEvent::CurtainPassed | TutorEvent::UnitSelected(_) | TutorEvent::ResultsRead
        );
        match self.tutorial.send(map, event) {
            Judgement::Done => self.feedback = Some(Feedback::Done(before.id)),
            Judgement::Wrong { reason, hint, rule } => {
                self.feedback = Some(Feedback::Wrong { reason, hint, rule })
            }
            Judgement::Wait if quiet => {}
            Judgement::Wait => self.feedback = None,
        }
    }

    /// Whether the last step is reached.
    pub fn finished(&self) -> bool {
        self.tutorial.is_finished()
    }
}

/// The guided turn: its logic and its panel.
pub fn plugin(app: &mut App) {
    app.add_plugins((logic, panel::plugin));
}

/// The guided turn's logic: started by [`BeginGuidedTurn`], watching the table's
/// messages before they are applied, and ended when the table is left.
pub(crate) fn logic(app: &mut App) {
    app.add_message::<BeginGuidedTurn>()
        .init_resource::<LeftRoom>()
        .init_resource::<Focus>()
        .add_systems(
            Update,
            (
                begin,
                deal.before(ApplyActs)
                    .run_if(in_state(Screen::Play).and_then(resource_exists::<Tutor>)),
                watch::watch
                    .after(super::play::keys::table_keys)
                    .before(ApplyActs)
                    .run_if(resource_exists::<Tutor>),
                watch::play_on
                    .after(ApplyActs)
                    .run_if(resource_exists::<Tutor>.and_then(resource_exists::<Table>)),
            ),
        )
        .add_systems(OnExit(Screen::Play), end);
}

/// Sets up the guided turn and goes to the table's screen, framed on England's waters;
/// the game is dealt there (the screen it was asked from clears its own table on leaving).
fn begin(
    mut asks: MessageReader<BeginGuidedTurn>,
    mut commands: Commands,
    map: Res<CurrentMap>,
    mut saves: ResMut<Saves>,
    mut room: ResMut<LeftRoom>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(ask) = asks.read().last().copied() else {
        return;
    };
    // The guided turn is played on the standard board: after a game or sandbox on another
    // board, it is put on the table first, so the view frames England's waters on it.
    let started = LoadedBoard::in_place_of(&map.0, "standard").and_then(|board| {
        let map = board.as_ref().map_or(&map.0, |b| &b.map);
        Tutor::start(map).map(|started| (started, board))
    });
    match started {
        Ok(((mut tutor, game), board)) => {
            tutor.autosaves = saves.autosaves.take();
            tutor.pending = Some(Box::new(game));
            tutor.back_to = ask.back_to;
            commands.insert_resource(tutor);
            if let Some(board) = board {
                board.insert(&mut commands);
            }
            room.0 = WIDTH;
            next.set(Screen::Play);
        }
        Err(e) => {
            error!("guided turn: {e}");
            let problem = e.to_string();
            let words = t!("learning-tutor-could-not-start", problem = problem);
            commands.insert_resource(super::screen::CouldNotOpen(Some(words)));
            next.set(Screen::Title);
        }
    }
}

/// Puts the guided turn's game on the table, framed on England's waters.
fn deal(
    mut tutor: ResMut<Tutor>,
    mut acts: MessageWriter<Act>,
    board: DrawnBoard,
    mut focus: ResMut<Focus>,
) {
    let board = board.get();
    if let Some(game) = tutor.pending.take() {
        acts.write(Act::Start(game));
        focus.0 = waters(&board);
    }
}

/// The part of the board the guided turn is about: around the middle of every province
/// a step lights (the great seas reach the board's edge: their middles are enough).
fn waters(board: &Board) -> Option<Rect> {
    if board.map.name != "standard" {
        return None;
    }
    let ids = crate::engine::tutorial::STEPS
        .iter()
        .flat_map(|s| s.highlight.iter());
    let middles: Vec<Vec2> = ids
        .filter_map(|id| board.geometry.shape(id))
        .filter_map(|s| {
            let points: Vec<Vec2> = (s.rings.iter().flatten().copied())
                .map(super::board::coords::to_world)
                .collect();
            let sum = points.iter().copied().reduce(|a, b| a + b)?;
            Some(sum / points.len() as f32)
        })
        .collect();
    let first = *middles.first()?;
    let rect = (middles.iter()).fold(Rect::from_center_size(first, Vec2::ZERO), |r, p| {
        r.union_point(*p)
    });
    Some(rect.inflate(60.0))
}

/// The tutor ends with the table (back to the title or to learning mode): the autosaves
/// come back and the board has the window again.
fn end(mut commands: Commands, tutor: Option<ResMut<Tutor>>, mut borrowed: Borrowed) {
    let Some(mut tutor) = tutor else { return };
    stop(&mut commands, &mut tutor, &mut borrowed);
    // The guided turn's game is not one to come back to.
    commands.remove_resource::<super::play::table::Table>();
}

/// What the guided turn takes from the table and the board while it runs, handed back
/// when it stops: the autosaves (it keeps none), the room its panel takes at the left,
/// the seal it may hold, and the board's focus on England's waters.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Borrowed<'w> {
    saves: ResMut<'w, Saves>,
    room: ResMut<'w, LeftRoom>,
    hold: ResMut<'w, SealHold>,
    focus: ResMut<'w, Focus>,
}

/// Removes the tutor, leaving the game on the table as it is, and hands back what it
/// borrowed (the whole board is in view again).
fn stop(commands: &mut Commands, tutor: &mut Tutor, borrowed: &mut Borrowed) {
    if borrowed.saves.autosaves.is_none() {
        borrowed.saves.autosaves = tutor.autosaves.take();
    }
    borrowed.room.0 = 0.0;
    borrowed.hold.0 = None;
    borrowed.focus.0 = None;
    commands.remove_resource::<Tutor>();
}

/// The learner's power's name, for the panel.
pub fn learner_name() -> &'static str {
    LEARNER
}
