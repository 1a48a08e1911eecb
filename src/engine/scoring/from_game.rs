//! A finished game as the scoring systems see it: each power's centres and elimination
//! year from the record, the outcome as a solo, a draw or a game stopped by time; and
//! the scores added up per player.

use super::{GameResult, PowerResult, ScoringInput, ScoringSystem};
use crate::engine::game::{Game, Outcome};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::position::Position;

/// Whether a power has neither units nor centres on this board.
fn out_on(position: &Position, power: PowerId) -> bool {
    position.unit_count(power) == 0 && position.centre_count(power) == 0
}

/// The year a power was eliminated: the year of the last recorded phase it was still in
/// (the phase that took its last centre or unit). `None` while it survives.
pub fn elimination_year(game: &Game, power: PowerId) -> Option<u16> {
    if !out_on(&game.position, power) {
        return None;
    }
    let year = game
        .record
        .iter()
        .rev()
        .find(|r| !out_on(&r.position, power))
        .map_or(game.position.phase.year, |r| r.phase.year);
    Some(year)
}

/// The powers a player governs at the end (their own at set-up and any they took over,
/// such as Italy joining a World War I side).
pub fn player_powers(map: &Map, game: &Game, player: usize) -> Vec<PowerId> {
    map.power_ids()
        .filter(|p| {
            game.setup
                .players
                .get(player)
                .is_some_and(|pl| pl.powers.contains(p))
                || game.controller.get(p.0 as usize) == Some(&Some(player))
        })
        .collect()
}

/// The game as scoring input: `None` while the game goes on.
pub fn scoring_input(map: &Map, game: &Game) -> Option<ScoringInput> {
    let outcome = game.outcome.as_ref()?;
    let powers: Vec<PowerResult> = map
        .power_ids()
        .map(|p| PowerResult {
            name: map.power(p).name.clone(),
            centres: game.position.centre_count(p) as u32,
            eliminated: elimination_year(game, p),
        })
        .collect();
    let index = |p: &PowerId| p.0 as usize;
    let surviving = |ps: Vec<PowerId>| -> Vec<usize> {
        ps.iter()
            .filter(|p| !game.is_eliminated(**p))
            .map(index)
            .collect()
    };
    let result = match outcome {
        Outcome::Victory { power } => GameResult::Solo(vec![index(power)]),
        Outcome::Concession { player } | Outcome::SideVictory { player } => {
            let own = player_powers(map, game, *player);
            let alive = surviving(own.clone());
            GameResult::Solo(if alive.is_empty() {
                own.iter().map(index).collect()
            } else {
                alive
            })
        }
        Outcome::Draw { players } => GameResult::Draw(surviving(
            players
                .iter()
                .flat_map(|pl| player_powers(map, game, *pl))
                .collect(),
        )),
        Outcome::LastYearDraw { powers } => GameResult::Draw(powers.iter().map(index).collect()),
        Outcome::ShortGame { .. } => GameResult::Unfinished,
    };
    let first_year = game
        .record
        .first()
        .map_or(game.position.phase.year, |r| r.phase.year);
    let end_year = game
        .record
        .last()
        .map_or(game.position.phase.year, |r| r.phase.year);
    Some(ScoringInput {
        powers,
        result,
        first_year,
        end_year,
        total_centres: map.centres().count() as u32,
    })
}

/// One player's scores: per power they govern, and in total.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerScore {
    pub name: String,
    pub per_power: Vec<(PowerId, f64)>,
    pub total: f64,
}

/// Every player's score under a system; empty while the game goes on.
pub fn player_scores(map: &Map, game: &Game, system: ScoringSystem) -> Vec<PlayerScore> {
    let Some(input) = scoring_input(map, game) else {
        return Vec::new();
    };
    let scores = system.score(&input);
    game.setup
        .players
        .iter()
        .enumerate()
        .map(|(i, pl)| {
            let per_power: Vec<(PowerId, f64)> = player_powers(map, game, i)
                .into_iter()
                .map(|p| (p, scores[p.0 as usize]))
                .collect();
            PlayerScore {
                name: pl.name.clone(),
                total: per_power.iter().map(|(_, s)| s).sum(),
                per_power,
            }
        })
        .collect()
}

/// The scores as lines for the text record: the outcome, then each player's total
/// with its powers' shares, under the game's own system (`# ` comments, so the record
/// still reads back).
pub fn record_lines(map: &Map, game: &Game) -> Vec<String> {
    let system = game.setup.scoring;
    let scores = player_scores(map, game, system);
    if scores.is_empty() {
        return Vec::new();
    }
    let mut out = vec![format!(
        "# Scores ({}): {}",
        system.name(),
        system.explanation()
    )];
    for s in scores {
        let parts: Vec<String> = s
            .per_power
            .iter()
            .map(|(p, v)| format!("{} {}", map.power(*p).name, super::format_score(*v)))
            .collect();
        out.push(format!(
            "# {}: {} ({})",
            s.name,
            super::format_score(s.total),
            parts.join(", ")
        ));
    }
    out
}
