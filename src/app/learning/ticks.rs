//! A lesson's ticks by keys: with the keyboard's cursor on a unit while the lesson asks
//! what will happen, Enter ticks (or unticks) that its move succeeds, or, for a unit
//! that does not move, that it is dislodged — as its box in the panel would.

use super::Learning;
use super::steps::{Course, Part};
use crate::app::keymap::{Command, Keys};
use crate::app::play::cursor::BoardCursor;
use crate::engine::game::record::PhaseResult;
use crate::engine::ids::ProvinceId;
use crate::engine::order::MainOrder;
use bevy::prelude::*;

impl Learning {
    /// Ticks or unticks the prediction of the unit in `at` while a lesson asks: its move
    /// succeeds, or, if it does not move, it is dislodged. False when there is nothing to
    /// tick there (no lesson question on show, no unit).
    pub fn tick_at(&mut self, at: ProvinceId) -> bool {
        let asking =
            matches!(self.course, Course::Lesson(_)) && self.current().part == Part::Orders;
        let Some(rec) = self.game.record.first().filter(|_| asking) else {
            return false;
        };
        let PhaseResult::Movement(m) = &rec.result else {
            return false;
        };
        let Some(k) = rec.position.unit_at(at) else {
            return false;
        };
        if matches!(m.orders.get(k), Some(MainOrder::Move { .. })) {
            let yes = !self.prediction.iter().any(|(j, y)| *j == k && *y);
            self.prediction.retain(|(j, _)| *j != k);
            self.prediction.push((k, yes));
        } else if self.predicted_dislodged.contains(&k) {
            self.predicted_dislodged.retain(|j| *j != k);
        } else {
            self.predicted_dislodged.push(k);
        }
        true
    }
}

/// Enter in learning mode: the tick of the unit under the keyboard's cursor.
pub fn choose_key(
    keys: Res<Keys>,
    cursor: Option<Res<BoardCursor>>,
    mut learning: ResMut<Learning>,
) {
    if !keys.pressed(Command::ChooseHere) {
        return;
    }
    if let Some(at) = cursor.and_then(|c| c.at) {
        learning.tick_at(at);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::keymap::{Place, bindings};
    use crate::engine::game::record::PhaseResult;

    /// In a lesson's question Enter ticks the unit under the cursor: a move's "succeeds",
    /// a unit staying put's "dislodged"; again unticks it; with the answer on show it
    /// ticks nothing.
    #[test]
    fn enter_ticks_the_unit_under_the_cursor_while_a_lesson_asks() {
        let (material, map) = super::super::content::Material::load().expect("material");
        let mut learning = Learning::new(material);
        let lesson = (0..learning.material.lessons.len())
            .find(|&i| {
                learning.open(&map, Course::Lesson(i));
                let rec = learning.game.record.first();
                let Some(PhaseResult::Movement(m)) = rec.map(|r| &r.result) else {
                    return false;
                };
                let moves = |k: &usize| matches!(m.orders[*k], MainOrder::Move { .. });
                (0..m.orders.len()).any(|k| moves(&k)) && (0..m.orders.len()).any(|k| !moves(&k))
            })
            .expect("a lesson with a move and a unit staying put");
        let rec = learning.game.record[0].clone();
        let PhaseResult::Movement(m) = &rec.result else {
            unreachable!()
        };
        let mover = (0..m.orders.len()).find(|&k| matches!(m.orders[k], MainOrder::Move { .. }));
        let stayer = (0..m.orders.len()).find(|&k| !matches!(m.orders[k], MainOrder::Move { .. }));
        let at = |k: Option<usize>| rec.position.units[k.expect("unit")].loc.province;
        assert!(learning.tick_at(at(mover)), "lesson {lesson}");
        assert!(learning.tick_at(at(stayer)));
        assert_eq!(learning.prediction, vec![(mover.unwrap(), true)]);
        assert_eq!(learning.predicted_dislodged, vec![stayer.unwrap()]);
        learning.tick_at(at(mover));
        learning.tick_at(at(stayer));
        assert_eq!(learning.prediction, vec![(mover.unwrap(), false)]);
        assert!(learning.predicted_dislodged.is_empty());
        learning.go(1);
        assert!(!learning.tick_at(at(mover)), "the answer is on show");
    }

    /// Learning's ticking key is Enter: Space still plays the steps.
    #[test]
    fn learning_ticks_with_enter_and_plays_with_space() {
        let keys = bindings(Place::Learning);
        let by = |c: Command| keys.iter().filter(|b| b.command == c).count();
        let space = keys.iter().filter(|b| b.keys.contains(&KeyCode::Space));
        assert_eq!(
            space.map(|b| b.command).collect::<Vec<_>>(),
            [Command::AutoPlay]
        );
        let enter = keys.iter().filter(|b| b.keys.contains(&KeyCode::Enter));
        assert_eq!(
            enter.map(|b| b.command).collect::<Vec<_>>(),
            [Command::ChooseHere]
        );
        assert_eq!(by(Command::ChooseHere), 1);
    }
}
