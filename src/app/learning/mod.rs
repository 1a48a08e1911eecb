//! Learning mode: step through the rulebook's sample game (adjudicated live by the
//! engine), the PART II examples as lessons to predict and then watch, and a five-minute
//! introduction to read aloud. Reuses the board, arrows and resolution animation.

mod board_view;
pub mod content;
pub mod sheet;
pub mod steps;
mod ticks;

#[cfg(test)]
mod content_lang_tests;
#[cfg(test)]
mod tests;

use super::board::animate::{Anim, AnimSet};
use super::board::arrows::HideOutcomes;
use super::board::camera::Focus;
use super::board::{Board, DrawnBoard, LoadedBoard};
use super::current::{CurrentGame, CurrentMap};
use super::keymap::{Command, Keys};
use super::play::table::Table;
use super::screen::Screen;
use crate::t;
use bevy::prelude::*;
use content::Material;
use steps::{Course, Step};

/// Learning mode's state: the material, where the reader is, and autoplay.
#[derive(Resource)]
pub struct Learning {
    pub material: Material,
    pub course: Course,
    pub step: usize,
    pub autoplay: bool,
    /// Seconds to wait on each step while auto-playing (after the moves have played).
    pub pace: f32,
    waited: f32,
    /// The game shown: the sample game, or the current lesson's.
    pub game: crate::engine::game::Game,
    /// The player's predictions for a lesson: for each unit with a move, "succeeds?".
    pub prediction: Vec<(usize, bool)>,
    /// The units the player predicts will be dislodged.
    pub predicted_dislodged: Vec<usize>,
    /// Why the material could not be shown, if it could not.
    pub error: Option<String>,
}

impl Learning {
    /// Learning mode at the sample game's first step.
    pub fn new(material: Material) -> Learning {
        Learning {
            game: material.sample.clone(),
            material,
            course: Course::Sample,
            step: 0,
            autoplay: false,
            pace: 6.0,
            waited: 0.0,
            prediction: Vec::new(),
            predicted_dislodged: Vec::new(),
            error: None,
        }
    }

    /// The step being shown.
    pub fn current(&self) -> Step {
        steps::step(self.course, self.step, &self.game, &self.material)
    }

    /// How many steps the current course has.
    pub fn len(&self) -> usize {
        steps::count(self.course, &self.game, &self.material)
    }

    /// Whether the course has no steps.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Moves to another course (the sample game, a lesson, the introduction).
    pub fn open(&mut self, map: &crate::engine::map::Map, course: Course) {
        self.course = course;
        self.step = 0;
        self.waited = 0.0;
        self.prediction.clear();
        self.predicted_dislodged.clear();
        self.error = None;
        match course {
            Course::Sample => self.game = self.material.sample.clone(),
            Course::Introduction => {
                self.game = crate::engine::game::Game::new(map, self.material.sample.setup.clone())
            }
            Course::Lesson(i) => match self
                .material
                .lessons
                .get(i)
                .map(|l| self.material.lesson_game(map, l))
            {
                Some(Ok(g)) => self.game = g,
                Some(Err(e)) => self.error = Some(e),
                None => self.error = Some(t!("learning-no-lesson", number = i + 1)),
            },
        }
    }

    /// One step forward or back, within the course.
    pub fn go(&mut self, by: i64) {
        let last = self.len().saturating_sub(1) as i64;
        self.step = (self.step as i64 + by).clamp(0, last) as usize;
        self.waited = 0.0;
    }
}

/// Open a course at a step (from the command line).
#[derive(Resource, Debug, Clone, Copy)]
pub struct StartAt(pub Course, pub usize);

/// Learning mode's systems.
pub fn plugin(app: &mut App) {
    app.add_plugins(board_view::plugin)
        .add_systems(OnEnter(Screen::Learning), enter)
        .add_systems(OnExit(Screen::Learning), leave)
        .add_systems(
            Update,
            (keys, ticks::choose_key, autoplay, show_step)
                .chain()
                .before(AnimSet)
                .before(super::board::view::WriteView::Game)
                .run_if(in_state(Screen::Learning).and_then(resource_exists::<Learning>)),
        );
}

fn enter(
    mut commands: Commands,
    start: Option<Res<StartAt>>,
    map: Res<CurrentMap>,
    mut next: ResMut<NextState<Screen>>,
) {
    // The sample game and the lessons are played on their own (the standard) board: after
    // a game or a sandbox on another board, that board is put back first.
    let loaded = Material::load().and_then(|(material, board_map)| {
        let board = LoadedBoard::in_place_of(&map.0, &board_map.name)?;
        Ok((material, board_map, board))
    });
    match loaded {
        Ok((material, board_map, board)) => {
            let mut learning = Learning::new(material);
            learning.open(&board_map, start.as_ref().map_or(Course::Sample, |s| s.0));
            if let Some(s) = start {
                learning.go(s.1 as i64);
            }
            commands.insert_resource(learning);
            if let Some(board) = board {
                board.insert(&mut commands);
            }
        }
        Err(e) => {
            error!("learning material: {e}");
            let problem = e.to_string();
            let words = t!("learning-could-not-start", problem = problem);
            commands.insert_resource(super::screen::CouldNotOpen(Some(words)));
            next.set(Screen::Title);
        }
    }
}

fn leave(mut commands: Commands, mut hide: ResMut<HideOutcomes>, mut focus: ResMut<Focus>) {
    hide.0 = false;
    focus.0 = None;
    commands.remove_resource::<Learning>();
    commands.remove_resource::<Table>();
}

/// The keymap's learning keys: step, auto-play, leave.
fn keys(keys: Res<Keys>, mut learning: ResMut<Learning>, mut next: ResMut<NextState<Screen>>) {
    if keys.pressed(Command::StepNext) {
        learning.go(1);
    }
    if keys.pressed(Command::StepBack) {
        learning.go(-1);
    }
    if keys.pressed(Command::AutoPlay) {
        learning.autoplay = !learning.autoplay;
    }
    if keys.pressed(Command::LeaveLearning) {
        next.set(Screen::Title);
    }
}

fn autoplay(time: Res<Time>, anim: Res<Anim>, mut learning: ResMut<Learning>) {
    if !learning.autoplay || !anim.done() && learning.current().resolving() {
        return;
    }
    learning.waited += time.delta_secs();
    if learning.waited >= learning.pace {
        if learning.step + 1 >= learning.len() {
            learning.autoplay = false;
        } else {
            learning.go(1);
        }
    }
}

/// The part of the board a lesson is about: the whole of each province its units stand
/// in or are ordered to (so each one's name, which lies on it, is in view as well as its
/// units) and each one's name as placed at this text size, with a margin, in world units.
pub fn lesson_frame(
    board: &Board,
    game: &crate::engine::game::Game,
    text_scale: f32,
) -> Option<Rect> {
    use super::board::name_places::{Sizes, name_places};
    let position = &game.record.first()?.position;
    let names = name_places(board, &Sizes::of(board, text_scale), position);
    lesson_frame_among(board, game, &names)
}

/// [`lesson_frame`] with the board's names already placed.
pub fn lesson_frame_among(
    board: &Board,
    game: &crate::engine::game::Game,
    names: &[super::board::name_places::NamePlace],
) -> Option<Rect> {
    let rec = game.record.first()?;
    let mut provinces: Vec<crate::engine::ids::ProvinceId> =
        rec.position.units.iter().map(|u| u.loc.province).collect();
    if let crate::engine::game::PhaseResult::Movement(m) = &rec.result {
        for o in &m.orders {
            match o {
                crate::engine::order::MainOrder::Move { to, .. } => provinces.push(to.province),
                crate::engine::order::MainOrder::SupportMove { to, .. } => {
                    provinces.push(to.province)
                }
                _ => {}
            }
        }
    }
    let mut points: Vec<Vec2> = provinces
        .iter()
        .filter_map(|p| board.geometry.shape(&board.map.province(*p).id))
        .flat_map(|s| s.rings.iter().flatten().copied())
        .map(super::board::coords::to_world)
        .collect();
    for name in names {
        if provinces.contains(&name.province) {
            let (c, h) = (name.area.centre, name.area.half);
            points.push(super::board::coords::to_world([c[0] - h[0], c[1] - h[1]]));
            points.push(super::board::coords::to_world([c[0] + h[0], c[1] + h[1]]));
        }
    }
    let first = *points.first()?;
    let rect = points
        .iter()
        .fold(Rect::from_center_size(first, Vec2::ZERO), |r, p| {
            r.union_point(*p)
        });
    Some(rect.inflate(20.0))
}

/// How the board shows a step: the animation and its moment, whether the outcomes are
/// hidden, the view's frame, and the board and text size it is framed on.
#[derive(bevy::ecs::system::SystemParam)]
struct StepView<'w> {
    anim: ResMut<'w, Anim>,
    hide: ResMut<'w, HideOutcomes>,
    focus: ResMut<'w, Focus>,
    board: DrawnBoard<'w>,
    settings: Res<'w, super::layout::Settings>,
}

/// Puts the step on the board: the game, the phase shown, the animation's moment.
fn show_step(
    mut commands: Commands,
    learning: Res<Learning>,
    mut game: ResMut<CurrentGame>,
    table: Option<ResMut<Table>>,
    view: StepView,
    mut shown_step: Local<Option<(Course, usize)>>,
) {
    let StepView {
        mut anim,
        mut hide,
        mut focus,
        board,
        settings,
    } = view;
    let board = board.get();
    // Learning mode opened again starts afresh: what the last visit showed is gone.
    if learning.is_added() {
        *shown_step = None;
    }
    let here = (learning.course, learning.step);
    // A new text size moves the names: a lesson's view is framed on them again.
    if settings.is_changed() && shown_step.is_some() && matches!(learning.course, Course::Lesson(_))
    {
        focus.0 = lesson_frame(&board, &game.0, settings.ui_scale);
    }
    if *shown_step == Some(here) {
        return;
    }
    let new_game = shown_step.is_none_or(|(c, _)| c != learning.course) || game.0 != learning.game;
    *shown_step = Some(here);
    if new_game {
        game.0 = learning.game.clone();
        anim.epoch += 1;
        // A lesson's board zooms to the provinces it is about; other courses show it all.
        focus.0 = match learning.course {
            Course::Lesson(_) => lesson_frame(&board, &game.0, settings.ui_scale),
            _ => None,
        };
    }
    let step = learning.current();
    // Before "Next — shows what happens", the orders give nothing away.
    hide.0 = step.record.is_some() && !step.resolving();
    match step.record {
        Some(record) => {
            let stage = super::play::table::Stage::Reveal { record };
            match table {
                Some(mut t) => t.stage = stage,
                None => commands.insert_resource(Table::showing(record)),
            }
            {
                anim.record = Some(record);
                let movement = game.0.record.get(record).is_some_and(|r| {
                    matches!(r.result, crate::engine::game::PhaseResult::Movement(_))
                });
                if step.resolving() {
                    anim.t = if movement { 0.0 } else { Anim::LENGTH };
                    anim.playing = true;
                } else {
                    // The orders as arrows, before anything moves.
                    anim.t = 0.5;
                    anim.playing = false;
                }
            }
        }
        None => {
            if table.is_some() {
                commands.remove_resource::<Table>();
            }
            anim.record = None;
        }
    }
}
