//! Where a sandbox can start besides the opening: any phase of a game (a saved game, a
//! step of learning mode), with the orders given in that phase as the powers' slips; and
//! where it can end: the position as a save the game loads and plays on.

use super::{Board, Sandbox};
use crate::engine::game::{Game, Player};
use crate::engine::map::Map;

/// The phases of `game` (played on `map`) a sandbox can start from, named after the map's
/// calendar: each recorded phase, then the phase the game stands in now.
pub fn game_phases(map: &Map, game: &Game) -> Vec<String> {
    game.record
        .iter()
        .map(|r| map.phase_name(r.phase))
        .chain(std::iter::once(format!(
            "{} (now)",
            map.phase_name(game.position.phase)
        )))
        .collect()
}

/// One player per power, named after it: how a sandbox's game is recorded and saved.
pub fn player_per_power(map: &Map) -> Vec<Player> {
    map.power_ids()
        .map(|p| Player {
            name: map.power(p).name.clone(),
            powers: vec![p],
            passcode: None,
            computer: None,
            character: crate::engine::bot::Character::Balanced,
        })
        .collect()
}

impl Sandbox {
    /// A sandbox at phase `phase` of `game` (an index of [`game_phases`]): the position
    /// before that phase's orders were carried out, set up by set-up commands, with those
    /// orders as each power's slip (the phase the game stands in now has none); under the
    /// game's rules.
    pub fn from_game_phase(game: &Game, phase: usize) -> Result<Sandbox, String> {
        let board = Board::from_map_name(&game.setup.variant)
            .ok_or_else(|| format!("no sandbox board for the `{}` map", game.setup.variant))?;
        let (position, orders) = match game.record.get(phase) {
            Some(r) => (&r.position, r.orders.as_slice()),
            None if phase == game.record.len() => (&game.position, &[][..]),
            None => {
                return Err(format!(
                    "the game has {} phases: there is no phase {}",
                    game.record.len() + 1,
                    phase + 1
                ));
            }
        };
        let rules_name = &game.setup.rules_name;
        let preset = match crate::engine::rules::Rules::preset(rules_name) {
            Some(_) => rules_name.as_str(),
            None => "1971",
        };
        let mut sandbox = Sandbox::from_position(board, preset, position)?;
        sandbox.history.current_mut().game.setup.rules = game.setup.rules;
        sandbox.history.current_mut().game.pending = orders.to_vec();
        Ok(sandbox)
    }

    /// The position shown as a new hot-seat game at this phase, one player per power (what
    /// `--load` opens and plays on). Slips written here are not carried over.
    pub fn saved_game(&self) -> Game {
        let mut setup = self.game().setup.clone();
        setup.players = player_per_power(&self.map);
        let mut game = Game::new(&self.map, setup);
        game.position = self.position().clone();
        game
    }
}
