//! The sandbox and test files: any position with its slips exported as a jDip test-file
//! case (POSTSTATE from the resolution), and a case imported by the sandbox's own set-up
//! commands and slips.

use super::MadeBy;
use super::{Board, Sandbox, setup::commands_for};
use crate::engine::game::PhaseRecord;
use crate::engine::game::text::export;
use crate::engine::position::Position;
use crate::engine::testfile::{TestCase, case_position, parse_test_file, write_case};

impl Sandbox {
    /// The current position and every slip written for it as a test-file case named
    /// `name`, with POSTSTATE from resolving them (on a copy: the history is unchanged).
    pub fn export_case(&self, name: &str) -> String {
        let (next, _) = super::resolved(&self.map, self.game());
        let before = self.position();
        write_case(&self.map, name, before, self.orders(), Some(&next.position))
    }

    /// A resolution already stored (the step `record` led to is `after`) as a case.
    pub fn export_resolution(&self, name: &str, record: &PhaseRecord, after_step: usize) -> String {
        let after = self.history().step(after_step).map(|s| &s.game.position);
        write_case(&self.map, name, &record.position, &record.orders, after)
    }

    /// A sandbox set up from a test-file case: its board from the case's variant, then the
    /// case's position by set-up commands and its orders as each power's slip.
    pub fn from_case(case: &TestCase, rules: &str) -> Result<Sandbox, String> {
        let board = Board::from_map_name(&case.variant)
            .ok_or_else(|| format!("no sandbox board for the `{}` map", case.variant))?;
        let mut sandbox = Sandbox::new(board, rules)?;
        let position = case_position(&sandbox.map, case)?;
        for command in commands_for(&sandbox.map, &position) {
            sandbox
                .set_up(command.clone())
                .map_err(|e| format!("case {}: {command:?}: {e}", case.name))?;
        }
        let mut slips: Vec<(crate::engine::ids::PowerId, String)> = Vec::new();
        for o in &case.orders {
            let power = sandbox
                .map
                .find_power(&o.power)
                .ok_or_else(|| format!("line {}: unknown power `{}`", o.line, o.power))?;
            match slips.iter_mut().find(|(p, _)| *p == power) {
                Some((_, text)) => {
                    text.push('\n');
                    text.push_str(&o.text);
                }
                None => slips.push((power, o.text.clone())),
            }
        }
        for (power, text) in slips {
            sandbox.write_slip(power, &text);
        }
        Ok(sandbox)
    }

    /// A sandbox set up, by set-up commands, at the position of a phase of a game (a saved
    /// game's phase, a lesson's step), under that game's rules.
    pub fn from_position(
        board: Board,
        rules: &str,
        position: &Position,
    ) -> Result<Sandbox, String> {
        let mut sandbox = Sandbox::new(board, rules)?;
        for command in commands_for(&sandbox.map, position) {
            sandbox.set_up(command)?;
        }
        Ok(sandbox)
    }

    /// The first case of a test file's text, set up as by [`Sandbox::from_case`].
    pub fn import_case(text: &str, rules: &str) -> Result<Sandbox, String> {
        let cases = parse_test_file(text).map_err(|e| e.to_string())?;
        let case = cases.first().ok_or("the file holds no CASE")?;
        Sandbox::from_case(case, rules)
    }

    /// The game from the first step to the current one as a game record (what `replay`
    /// reads): every resolution on the path, in order. Refused when the path holds set-up
    /// changes or did not start at the opening, since a record replays from the opening.
    pub fn record_text(&self) -> Result<String, String> {
        let history = self.history();
        let path = history.path();
        let first = history.step(path[0]).expect("the first step is kept");
        if first.game.position != Position::initial(&self.map) {
            return Err("a game record starts from the opening position".into());
        }
        let mut game = first.game.clone();
        game.record.clear();
        // The record names a player per power (the sandbox has one person for them all).
        game.setup.players = super::player_per_power(&self.map);
        for &i in &path[1..] {
            match &history.step(i).expect("a step on the path is kept").made_by {
                MadeBy::Resolution(record) => game.record.push((**record).clone()),
                _ => return Err("a game record cannot hold set-up changes".into()),
            }
        }
        game.position = self.position().clone();
        Ok(export(&self.map, &game))
    }
}
