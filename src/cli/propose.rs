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
#[derive(Debug, clap::Args)]
pub struct ProposeArgs {
    /// The power that proposes.
    #[arg(long)]
    pub power: String,
    /// The power a computer governs, that answers.
    #[arg(long)]
    pub to: String,
    /// The deal: peace N, dmz PROV, support A FROM-TO (you support my move), isupport A
    /// FROM-TO (I support yours), moves A FROM-TO / A FROM-TO, against POWER N, draw,
    /// leave PROV.
    #[arg(long)]
    pub deal: String,
    /// The answering computer's level.
    #[arg(long, default_value = "novice")]
    pub level: String,
    /// The answering computer's character: balanced, loyal, opportunist, turtle or
    /// aggressive.
    #[arg(long, default_value = "balanced")]
    pub character: String,
    /// The game's seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The map (default: the file's VARIANT_ALL, else standard).
    #[arg(long)]
    pub variant: Option<String>,
    /// The test file with one CASE … END block.
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
