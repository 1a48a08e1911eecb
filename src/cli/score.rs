//! `score`: a game's result scored by hand, so a tournament director can check a board:
//! `score --system carnage --draw Eng,Fra Eng=17 Fra=17`.

use crate::cli::out::out;
use crate::engine::map::Map;
use crate::engine::scoring::{GameResult, PowerResult, ScoringInput, ScoringSystem, format_score};
use std::process::ExitCode;

/// What the command line says about the game.
pub struct ScoreArgs {
    pub system: Option<String>,
    pub all: bool,
    pub draw: Option<String>,
    pub solo: Option<String>,
    pub eliminated: Vec<String>,
    pub year: Option<u16>,
    pub variant: String,
    pub centres: Vec<String>,
}

/// Finds a power by name, abbreviation or the start of its name (`Eng`, `eng`, `England`).
fn find_power(map: &Map, text: &str) -> Result<usize, String> {
    if let Some(p) = map.find_power(text) {
        return Ok(p.0 as usize);
    }
    let lower = text.trim().to_ascii_lowercase();
    let found: Vec<usize> = map
        .power_ids()
        .filter(|p| {
            !lower.is_empty() && map.power(*p).name.to_ascii_lowercase().starts_with(&lower)
        })
        .map(|p| p.0 as usize)
        .collect();
    match found.as_slice() {
        [one] => Ok(*one),
        [] => Err(format!("`{text}` is not a power of the {} map", map.name)),
        _ => Err(format!("`{text}` names more than one power")),
    }
}

/// Reads the arguments into scoring input.
fn input(map: &Map, args: &ScoreArgs) -> Result<ScoringInput, String> {
    let mut powers: Vec<PowerResult> = map
        .power_ids()
        .map(|p| PowerResult {
            name: map.power(p).name.clone(),
            centres: 0,
            eliminated: None,
        })
        .collect();
    for pair in &args.centres {
        let (name, count) = pair
            .split_once('=')
            .ok_or_else(|| format!("`{pair}` should read POWER=CENTRES, like Eng=5"))?;
        let count: u32 = count
            .trim()
            .parse()
            .map_err(|_| format!("`{pair}`: `{count}` is not a number of centres"))?;
        powers[find_power(map, name)?].centres = count;
    }
    let given: u32 = powers.iter().map(|p| p.centres).sum();
    let total = map.centres().count() as u32;
    if given > total {
        return Err(format!("{given} centres given, but the board has {total}"));
    }
    let mut last_out = None;
    for pair in &args.eliminated {
        let (name, year) = pair
            .split_once(':')
            .ok_or_else(|| format!("`{pair}` should read POWER:YEAR, like Aus:1905"))?;
        let year: u16 = year
            .trim()
            .parse()
            .map_err(|_| format!("`{pair}`: `{year}` is not a year"))?;
        let i = find_power(map, name)?;
        if powers[i].centres > 0 {
            return Err(format!(
                "{} holds centres and cannot be eliminated",
                powers[i].name
            ));
        }
        powers[i].eliminated = Some(year);
        last_out = last_out.max(Some(year));
    }
    let end_year = args.year.or(last_out).unwrap_or(map.start_year);
    // A power with no centres and no year given went out by the end.
    for p in powers.iter_mut().filter(|p| p.centres == 0) {
        p.eliminated.get_or_insert(end_year);
    }
    let list = |text: &str| -> Result<Vec<usize>, String> {
        text.split(',').map(|n| find_power(map, n)).collect()
    };
    let result = match (&args.draw, &args.solo) {
        (Some(_), Some(_)) => return Err("give --draw or --solo, not both".into()),
        (Some(d), None) => {
            let members = list(d)?;
            if let Some(out) = members.iter().find(|&&i| powers[i].eliminated.is_some()) {
                return Err(format!(
                    "{} is eliminated and cannot share the draw",
                    powers[*out].name
                ));
            }
            GameResult::Draw(members)
        }
        (None, Some(s)) => GameResult::Solo(list(s)?),
        (None, None) => GameResult::Unfinished,
    };
    Ok(ScoringInput {
        powers,
        result,
        first_year: map.start_year,
        end_year,
        total_centres: total,
    })
}

/// Prints each power's score under one system or all of them; exit 2 on bad input.
pub fn score(args: &ScoreArgs) -> ExitCode {
    let map = match Map::named(&args.variant) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let systems: Vec<ScoringSystem> = if args.all {
        ScoringSystem::ALL.to_vec()
    } else {
        let Some(name) = &args.system else {
            eprintln!("give --system NAME or --all");
            return ExitCode::from(2);
        };
        match ScoringSystem::parse(name) {
            Some(s) => vec![s],
            None => {
                let known: Vec<&str> = ScoringSystem::ALL.iter().map(|s| s.key()).collect();
                eprintln!(
                    "unknown scoring system `{name}`: use one of {}",
                    known.join(", ")
                );
                return ExitCode::from(2);
            }
        }
    };
    let input = match input(&map, args) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    out!("{}", table(&input, &systems));
    ExitCode::SUCCESS
}

/// The scores as a text table, one column per system, each system explained below.
fn table(input: &ScoringInput, systems: &[ScoringSystem]) -> String {
    let scores: Vec<Vec<f64>> = systems.iter().map(|s| s.score(input)).collect();
    let mut out = format!("{:<10} {:>8}", "Power", "centres");
    for s in systems {
        out.push_str(&format!(" {:>14}", s.name()));
    }
    out.push('\n');
    for (i, p) in input.powers.iter().enumerate() {
        let centres = match p.eliminated {
            Some(y) => format!("out {y}"),
            None => p.centres.to_string(),
        };
        out.push_str(&format!("{:<10} {:>8}", p.name, centres));
        for col in &scores {
            out.push_str(&format!(" {:>14}", format_score(col[i])));
        }
        out.push('\n');
    }
    out.push('\n');
    for s in systems {
        out.push_str(&format!("{}: {}\n", s.name(), s.explanation()));
    }
    out
}
