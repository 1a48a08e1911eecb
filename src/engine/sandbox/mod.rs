//! The sandbox: one person sets up any position on any board, writes every power's order
//! slip, resolves through the game's own flow, and walks the stored history back and
//! forward (changed orders at an earlier step make a new branch). Pure Rust, no Bevy.

pub mod clicks;
pub mod command_text;
mod exchange;
pub mod history;
pub mod setup;
pub mod slip;
pub mod start_points;

#[cfg(test)]
mod click_tests;
#[cfg(test)]
mod datc_tests;
#[cfg(test)]
mod face_to_face_tests;
#[cfg(test)]
mod tests;

pub use clicks::{SetupTool, setup_click};
pub use command_text::{parse_setup_line, setup_line};
pub use history::{History, MadeBy, Step};
pub use setup::{SetupCommand, Start, commands_for};
pub use slip::{CheckedLine, check_line, check_read, slip_lines, split_by_power};
pub use start_points::{game_phases, player_per_power};

use crate::engine::game::draft::Draft;
use crate::engine::game::{Game, OrderLine, PhaseRecord, Player, Scenario, Setup};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::position::Position;
use crate::engine::rules::Rules;
use crate::engine::scoring::ScoringSystem;

/// The boards a sandbox can be set on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Board {
    Standard,
    Multiplomacy,
    /// European Diplomacy ce05.
    Ce05,
}

impl Board {
    /// Every board, in the order the title screen offers them.
    pub const ALL: [Board; 3] = [Board::Standard, Board::Multiplomacy, Board::Ce05];

    /// The engine's name for the board's map.
    pub fn map_name(self) -> &'static str {
        match self {
            Board::Standard => "standard",
            Board::Multiplomacy => "multiplomacy",
            Board::Ce05 => "european",
        }
    }

    /// The board a map name stands for (`european` and `ce05` alike).
    pub fn from_map_name(name: &str) -> Option<Board> {
        match name.to_ascii_lowercase().as_str() {
            "standard" => Some(Board::Standard),
            "multiplomacy" => Some(Board::Multiplomacy),
            "european" | "ce05" => Some(Board::Ce05),
            _ => None,
        }
    }

    /// How players know the board.
    pub fn title(self) -> &'static str {
        match self {
            Board::Standard => "Standard",
            Board::Multiplomacy => "Multiplomacy",
            Board::Ce05 => "European Diplomacy (ce05)",
        }
    }
}

/// A sandbox: the board, the rules and the whole stored history.
#[derive(Debug, Clone)]
pub struct Sandbox {
    pub board: Board,
    pub map: Map,
    history: History,
}

impl Sandbox {
    /// A sandbox on `board` at the opening position, under the `1971` or `datc` rules.
    pub fn new(board: Board, rules: &str) -> Result<Sandbox, String> {
        let map = Map::named(board.map_name()).map_err(|e| e.to_string())?;
        let rules_value = Rules::preset(rules)
            .ok_or_else(|| format!("unknown rules `{rules}`: use 1971 or datc"))?;
        let setup = Setup {
            variant: map.name.clone(),
            rules_name: rules.to_string(),
            rules: rules_value,
            scenario: Scenario::Standard,
            players: vec![Player {
                name: "Sandbox".into(),
                powers: map.power_ids().collect(),
                passcode: None,
                computer: None,
                character: crate::engine::bot::Character::Balanced,
            }],
            short_game: None,
            seed: 0,
            clock_minutes: [0, 0, 0],
            writing_secs: None,
            scoring: ScoringSystem::default(),
            club_night: false,
            amend_after_seal: false,
            phones: false,
            talk_between_computers: false,
        };
        let game = Game::new(&map, setup);
        Ok(Sandbox {
            board,
            map,
            history: History::new(game),
        })
    }

    /// The rules the sandbox resolves by.
    pub fn rules(&self) -> &Rules {
        &self.game().setup.rules
    }

    /// The game state of the step shown now.
    pub fn game(&self) -> &Game {
        &self.history.current().game
    }

    /// The position shown now.
    pub fn position(&self) -> &Position {
        &self.game().position
    }

    /// The stored steps.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// One step back (a stored step: nothing is re-adjudicated).
    pub fn back(&mut self) -> bool {
        self.history.back()
    }

    /// One step forward along the branch last taken.
    pub fn forward(&mut self) -> bool {
        self.history.forward()
    }

    /// Makes a branch of the current step the one Forward goes to.
    pub fn choose_branch(&mut self, child: usize) -> bool {
        self.history.choose_branch(child)
    }

    /// Discards a branch of the current step and everything after it.
    pub fn discard_branch(&mut self, child: usize) -> bool {
        self.history.discard_branch(child)
    }

    /// What resolving the step before did, when the current step came from a resolution.
    pub fn last_resolution(&self) -> Option<&PhaseRecord> {
        match &self.history.current().made_by {
            MadeBy::Resolution(record) => Some(record),
            _ => None,
        }
    }

    /// Applies a set-up command. At the first step, or a set-up step nothing follows yet,
    /// it changes that step; elsewhere it makes a new step (so Back undoes it).
    pub fn set_up(&mut self, command: SetupCommand) -> Result<(), String> {
        let step = self.history.current();
        let mut game = step.game.clone();
        setup::apply(&self.map, &mut game.position, &command)?;
        game.outcome = None;
        let in_place =
            step.children.is_empty() && matches!(step.made_by, MadeBy::Start | MadeBy::Setup(_));
        if in_place {
            let step = self.history.current_mut();
            step.game = game;
            if let MadeBy::Setup(list) = &mut step.made_by {
                list.push(command);
            }
        } else {
            self.history.push(game, MadeBy::Setup(vec![command]));
        }
        Ok(())
    }

    /// Applies typed set-up lines (see [`command_text`]) one by one; returns why each
    /// line that was not applied was refused (`line 2: …`), nothing when all were.
    pub fn set_up_text(&mut self, text: &str) -> Vec<String> {
        let mut problems = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let applied = parse_setup_line(&self.map, line).and_then(|c| self.set_up(c));
            if let Err(why) = applied {
                problems.push(format!("line {}: {why}", n + 1));
            }
        }
        problems
    }

    /// Replaces `power`'s slip for the current phase with the pasted text; returns each
    /// line read and checked.
    pub fn write_slip(&mut self, power: PowerId, text: &str) -> Vec<CheckedLine> {
        let lines = slip_lines(&self.map, text);
        let map = &self.map;
        self.history
            .current_mut()
            .game
            .write_orders(map, power, &lines);
        self.checked_slip(power)
    }

    /// The lines of `power`'s slip as written.
    pub fn slip(&self, power: PowerId) -> Vec<String> {
        self.game()
            .pending
            .iter()
            .filter(|o| o.power == power)
            .map(|o| o.text(&self.map, self.position()))
            .collect()
    }

    /// Replaces `power`'s slip with a draft's typed orders (a click's, a row's): no
    /// text is read.
    pub fn write_draft(&mut self, draft: &Draft) {
        let lines: Vec<_> = (draft.lines.iter())
            .map(|l| (l.text.clone(), l.orders.clone()))
            .collect();
        self.history
            .current_mut()
            .game
            .write_typed(draft.power, lines);
    }

    /// Every line of `power`'s slip checked against the current position: its typed
    /// orders as read when the slip was written (no text is read again), shown in the
    /// board's notation.
    pub fn checked_slip(&self, power: PowerId) -> Vec<CheckedLine> {
        let board = crate::engine::adjudicate::Board::new(&self.map, self.position(), self.rules());
        let (map, position) = (board.map, board.position);
        (self.game().pending.iter())
            .filter(|o| o.power == power)
            .map(|o| check_read(board, power, o.text(map, position), o.reading()))
            .collect()
    }

    /// Resolves the current phase with every slip through the game's own flow and moves to
    /// the next step. Orders already resolved here before lead to the stored step again;
    /// different orders make a new branch beside the old one.
    pub fn resolve(&mut self) -> &PhaseRecord {
        let step = self.history.current();
        let orders = &step.game.pending;
        let same = step.children.iter().copied().find(|&c| {
            self.history
                .step(c)
                .is_some_and(|s| matches!(&s.made_by, MadeBy::Resolution(r) if r.orders == *orders))
        });
        match same {
            Some(child) => self.history.enter(child),
            None => {
                let (next, record) = resolved(&self.map, &step.game);
                self.history
                    .push(next, MadeBy::Resolution(Box::new(record)));
            }
        }
        self.last_resolution()
            .expect("a resolution step was just entered")
    }

    /// The orders written for the current phase, every power's.
    pub fn orders(&self) -> &[OrderLine] {
        &self.game().pending
    }
}

/// The game after resolving `game`'s phase, and the phase's record (kept with the step,
/// not in the game, so stored steps do not repeat the history before them).
fn resolved(map: &Map, game: &Game) -> (Game, PhaseRecord) {
    let mut next = game.clone();
    next.resolve(map);
    let record = next.record.pop().expect("resolve records the phase");
    (next, record)
}
