//! `replay`: run a game record (a save, or a text record) through the engine again,
//! check the stored results, and print every phase and the final position (stacked units
//! counted, on Multiplomacy).

use crate::cli::out::outln;
use crate::engine::game::report::describe_phase;
use crate::engine::game::save::load;
use crate::engine::game::text::import;
use crate::engine::game::{Game, Outcome};
use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::position::Unit;
use std::path::Path;
use std::process::ExitCode;

/// Replays `file`; exit 1 when stored results differ from the engine's, 2 when unreadable.
pub fn replay(file: &Path, quiet: bool) -> ExitCode {
    let is_text = file.extension().is_some_and(|e| e == "txt");
    let (game, map, mismatches) = if is_text {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{}: {e}", file.display());
                return ExitCode::from(2);
            }
        };
        match import(&text) {
            Ok((g, m)) => (g, m, 0),
            Err(e) => {
                eprintln!("{}: {e}", file.display());
                return ExitCode::from(2);
            }
        }
    } else {
        match load(file) {
            Ok((stored, map)) => {
                let (game, mismatches) = rerun(&map, &stored);
                (game, map, mismatches)
            }
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        }
    };
    if !quiet {
        for record in &game.record {
            outln!("{}", map.phase_name(record.phase));
            for line in describe_phase(&map, record) {
                outln!("  {line}");
            }
        }
    }
    outln!("Position at {}:", map.phase_name(game.position.phase));
    for line in unit_lines(&map, &game.position.units) {
        outln!("  {line}");
    }
    outln!("Supply centres:");
    for (p, n) in game.centre_counts(&map) {
        outln!("  {:<10} {n}", map.power(p).name);
    }
    if let Some(o) = &game.outcome {
        outln!("Result: {}", outcome_text(&map, &game, o));
    }
    if mismatches > 0 {
        outln!("{mismatches} phase(s) differ from the stored results");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}

/// One line per unit (`England F Nth`); where units stack, one per power, kind and place
/// with its count (`England 3 F Nwy`), in the position's order.
fn unit_lines(map: &Map, units: &[Unit]) -> Vec<String> {
    let mut seen: Vec<(PowerId, UnitKind, Location)> = Vec::new();
    let mut lines = Vec::new();
    for u in units {
        let key = (u.power, u.kind, u.loc);
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        let n = units
            .iter()
            .filter(|o| (o.power, o.kind, o.loc) == key)
            .count();
        let count = if n > 1 {
            format!("{n} ")
        } else {
            String::new()
        };
        lines.push(format!(
            "{} {count}{} {}",
            map.power(u.power).name,
            u.kind.letter(),
            map.location_abbr(u.loc)
        ));
    }
    lines
}

/// Plays the stored orders again from the start and counts phases whose results differ.
fn rerun(map: &Map, stored: &Game) -> (Game, usize) {
    let mut game = Game::new(map, stored.setup.clone());
    let mut mismatches = 0;
    for r in &stored.record {
        // Who governed what (departures, Italy joining) as it was at that phase.
        game.controller = r.controllers.clone();
        game.pending = r.orders.clone();
        let again = game.resolve(map);
        if again.result != r.result || again.position != r.position {
            mismatches += 1;
            eprintln!(
                "{}: results differ from the stored record",
                map.phase_name(r.phase)
            );
        }
    }
    (game, mismatches)
}

fn outcome_text(map: &Map, game: &Game, o: &Outcome) -> String {
    let player = |i: usize| {
        game.setup
            .players
            .get(i)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    };
    match o {
        Outcome::Victory { power } => format!(
            "{} wins with a majority of supply centres",
            map.power(*power).name
        ),
        Outcome::ShortGame { leaders } => format!(
            "time is up; most centres: {}",
            leaders
                .iter()
                .map(|p| map.power(*p).name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Outcome::Concession { player: p } => format!("the others concede to {}", player(*p)),
        Outcome::Draw { players } => format!(
            "draw shared by {}",
            players
                .iter()
                .map(|p| player(*p))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Outcome::SideVictory { player: p } => format!("{} wins with 24 units in play", player(*p)),
        Outcome::LastYearDraw { powers } => format!(
            "the last year is over; draw shared by {}",
            powers
                .iter()
                .map(|p| map.power(*p).name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}
