//! `selfplay`: whole games between computers, headless, with each power's mean centres,
//! wins and eliminations, and with `--rotate` each seat's (levels and characters per seat:
//! `selfplay --games 14 --until 1910 --rotate --seats expert,strong,... --characters
//! loyal,...`); the table itself is in `selfplay_table`.

use super::selfplay_table::Tally;
use super::think_times::ThinkTimes;
use crate::cli::out::out;
use crate::engine::bot::{Character, Level};
use crate::engine::game::{Game, Setup, ShortGame};
use crate::engine::map::Map;
use std::process::ExitCode;

/// What the command line asks for.
pub struct SelfplayArgs {
    pub games: u32,
    pub until: u16,
    pub seed: u64,
    pub variant: String,
    /// One entry per power in map order: `novice`, `strong`, `random`, or `none` for a
    /// standing power.
    pub seats: Option<String>,
    /// One character per power in map order (`balanced`, `loyal`, ...); default Balanced.
    pub characters: Option<String>,
    /// Turn the seats one power further round the board each game.
    pub rotate: bool,
    /// Print how long the computers took to write their orders.
    pub timing: bool,
    /// Save the last game played here (a save the window, `replay` and `render` open).
    pub save: Option<std::path::PathBuf>,
}

/// Who sits at one power.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    Computer(Level),
    /// Nobody plays it: its units stand (the rulebook's III.2).
    Standing,
}

/// The characters named on the command line, one per seat (all Balanced by default).
fn parse_characters(text: Option<&str>, powers: usize) -> Result<Vec<Character>, String> {
    let Some(text) = text else {
        return Ok(vec![Character::Balanced; powers]);
    };
    let characters = text
        .split(',')
        .map(|c| c.parse::<Character>())
        .collect::<Result<Vec<_>, _>>()?;
    if characters.len() != powers {
        return Err(format!(
            "--characters names {} seats; this map has {powers} powers",
            characters.len()
        ));
    }
    Ok(characters)
}

fn parse_seats(text: Option<&str>, powers: usize) -> Result<Vec<Seat>, String> {
    let Some(text) = text else {
        return Ok(vec![Seat::Computer(Level::Novice); powers]);
    };
    let seats = text
        .split(',')
        .map(|s| match s.trim().to_ascii_lowercase().as_str() {
            "none" | "standing" => Ok(Seat::Standing),
            level => Level::parse(level)
                .map(Seat::Computer)
                .map_err(|e| format!("{e}, or none for a standing power")),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if seats.len() != powers {
        return Err(format!(
            "--seats names {} seats; this map has {powers} powers",
            seats.len()
        ));
    }
    Ok(seats)
}

/// Plays one game with these seats (in map order), all Balanced, until its end or the end
/// of `until`.
#[cfg(test)]
pub fn play_game(map: &Map, seats: &[Seat], until: u16, seed: u64) -> Result<Game, String> {
    let characters = vec![Character::Balanced; seats.len()];
    play_timed(
        map,
        (seats, &characters),
        until,
        seed,
        &mut ThinkTimes::default(),
    )
}

/// Plays one game with these seats and characters (in map order), timing every
/// computer's orders.
fn play_timed(
    map: &Map,
    (seats, characters): (&[Seat], &[Character]),
    until: u16,
    seed: u64,
    times: &mut ThinkTimes,
) -> Result<Game, String> {
    let names: Vec<String> = map.powers.iter().map(|p| p.name.clone()).collect();
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    let mut setup = Setup::standard(map, &refs, 0, "1971", seed).map_err(|e| e.to_string())?;
    setup.short_game = Some(ShortGame::EndYear(until));
    for ((player, seat), character) in setup.players.iter_mut().zip(seats).zip(characters) {
        if let Seat::Computer(level) = seat {
            player.computer = Some(*level);
            player.character = *character;
        }
    }
    let mut game = Game::new(map, setup);
    for (i, seat) in seats.iter().enumerate() {
        if *seat == Seat::Standing {
            game.controller[i] = None;
        }
    }
    // A safety stop: five phases a year at most.
    let limit = (until.saturating_sub(map.start_year) as usize + 1) * 5 + 5;
    for _ in 0..limit {
        if game.outcome.is_some() {
            break;
        }
        times.write_computer_orders(&mut game, map);
        game.resolve(map);
    }
    Ok(game)
}

/// Runs the games and prints the table.
pub fn selfplay(args: &SelfplayArgs) -> ExitCode {
    match run(args) {
        Ok(text) => {
            out!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("selfplay: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &SelfplayArgs) -> Result<String, String> {
    let map = Map::named(&args.variant).map_err(|e| e.to_string())?;
    let n = map.powers.len();
    let seats = parse_seats(args.seats.as_deref(), n)?;
    let characters = parse_characters(args.characters.as_deref(), n)?;
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let mut tally = Tally::new(&map, seats.clone(), characters.clone());
    let started = std::time::Instant::now();
    let mut times = ThinkTimes::default();
    let mut last = None;
    for g in 0..args.games {
        let shift = if args.rotate { g as usize % n } else { 0 };
        let turned: Vec<Seat> = (0..n).map(|i| seats[(i + n - shift) % n]).collect();
        let turned_characters: Vec<Character> =
            (0..n).map(|i| characters[(i + n - shift) % n]).collect();
        let seed = args.seed.wrapping_add(g as u64);
        let game = play_timed(
            &map,
            (&turned, &turned_characters),
            args.until,
            seed,
            &mut times,
        )?;
        tally.add(&map, &game, shift);
        last = Some(game);
    }
    if let (Some(path), Some(game)) = (&args.save, &last) {
        crate::engine::game::save::save(path, game)
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let mut text = format!(
        "{} games on {} to {} ({:.1} s)\n",
        args.games,
        map.name,
        args.until,
        started.elapsed().as_secs_f64(),
    );
    text += &tally.power_table(&map);
    if args.rotate {
        text += &tally.seat_table();
    }
    if args.timing {
        text += &times.table();
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_read_from_the_command_line_and_a_wrong_count_is_explained() {
        let seats = parse_seats(Some("novice,none,novice,none,none,none,none"), 7).expect("seats");
        assert_eq!(seats[1], Seat::Standing);
        let err = parse_seats(Some("novice,none"), 7).expect_err("too few");
        assert!(err.contains("7 powers"), "{err}");
        assert!(parse_seats(Some("grandmaster,none"), 2).is_err());
        assert_eq!(
            parse_seats(Some("strong,none"), 2).expect("seats")[0],
            Seat::Computer(Level::Strong)
        );
        let mixed = parse_seats(Some("random,novice"), 2).expect("seats");
        assert_eq!(mixed[0], Seat::Computer(Level::Random));
        let ladder = parse_seats(Some("beginner,expert"), 2).expect("seats");
        assert_eq!(ladder[1], Seat::Computer(Level::Expert));
    }

    #[test]
    fn a_rotated_run_reports_each_seat_with_its_level_and_character() {
        let args = SelfplayArgs {
            games: 2,
            until: 1902,
            seed: 1,
            variant: "standard".into(),
            seats: Some("strong,novice,novice,novice,novice,novice,beginner".into()),
            characters: Some(
                "loyal,opportunist,balanced,turtle,aggressive,balanced,balanced".into(),
            ),
            rotate: true,
            timing: true,
            save: None,
        };
        let text = run(&args).expect("runs");
        for words in [
            "seat  level",
            "Strong    Loyal",
            "mean per Strong seat",
            "Strong / Novice",
            "Strong / Beginner",
            "attacks on a quiet neighbour per Loyal seat and game",
            "Beginner  Movement",
        ] {
            assert!(text.contains(words), "no `{words}` in\n{text}");
        }
    }

    #[test]
    fn characters_read_from_the_command_line_one_per_seat() {
        let c = parse_characters(Some("loyal,Opportunist"), 2).expect("characters");
        assert_eq!(c, vec![Character::Loyal, Character::Opportunist]);
        assert_eq!(parse_characters(None, 3).expect("default").len(), 3);
        assert!(parse_characters(Some("loyal"), 2).is_err());
        assert!(parse_characters(Some("loyal,sly"), 2).is_err());
    }

    #[test]
    fn a_novice_against_six_standing_powers_gains_centres() {
        let map = Map::named("standard").expect("map");
        let mut seats = vec![Seat::Standing; 7];
        seats[2] = Seat::Computer(Level::Novice);
        let game = play_game(&map, &seats, 1904, 3).expect("plays");
        assert!(game.outcome.is_some(), "the short game ended");
        let germany = map.find_power("Germany").expect("Germany");
        assert!(
            game.position.centre_count(germany) > 5,
            "Germany stayed small"
        );
    }
}
