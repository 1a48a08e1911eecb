//! `propose`: one power proposes a deal to a computer governing another in a position
//! written as a jDip test-file case; prints the computer's verdict and its reason in one
//! sentence (`Germany declines: Burgundy borders two of its centres.`).

use crate::cli::bot::{find_power, read_case};
use crate::cli::deal_text::parse_deal;
use crate::cli::out::outln;
use crate::engine::bot::{Character, Level};
use crate::engine::game::{Game, Setup};
use crate::engine::talk::Talks;
use std::path::PathBuf;
use std::process::ExitCode;

/// What the command line asks for.
pub struct ProposeArgs {
    pub power: String,
    pub to: String,
    pub deal: String,
    pub level: String,
    pub character: String,
    pub seed: u64,
    pub variant: Option<String>,
    pub file: PathBuf,
}

/// Prints the answer, or why the proposal cannot be made.
pub fn propose(args: &ProposeArgs) -> ExitCode {
    match answer(args) {
        Ok(line) => {
            outln!("{line}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("propose: {e}");
            ExitCode::from(2)
        }
    }
}

fn answer(args: &ProposeArgs) -> Result<String, String> {
    let level = Level::parse(&args.level)?;
    let character: Character = args.character.parse()?;
    let (map, position) = read_case(&args.file, args.variant.as_deref())?;
    let from = find_power(&map, &args.power)?;
    let to = find_power(&map, &args.to)?;
    let deal = parse_deal(&map, &args.deal)?;
    let names: Vec<String> = map.powers.iter().map(|p| p.name.clone()).collect();
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    let mut setup =
        Setup::standard(&map, &refs, 0, "1971", args.seed).map_err(|e| e.to_string())?;
    for p in setup.players.iter_mut().filter(|p| p.powers.contains(&to)) {
        p.computer = Some(level);
        p.character = character;
    }
    let mut game = Game::new(&map, setup);
    game.position = position;
    game.talks = Talks::default();
    let given = game.propose(&map, from, to, deal)?;
    Ok(given.sentence(&map, to, from))
}
