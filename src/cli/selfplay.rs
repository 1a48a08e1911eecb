//! `selfplay`: whole games between computers, headless, with each power's mean centres,
//! wins and eliminations: `selfplay --games 10 --until 1910 --seats novice,none,...`.

use super::think_times::ThinkTimes;
use crate::engine::bot::Level;
use crate::engine::game::{Game, Outcome, Setup, ShortGame};
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
    /// Turn the seats one power further round the board each game.
    pub rotate: bool,
    /// Print how long the computers took to write their orders.
    pub timing: bool,
}

/// Who sits at one power.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    Computer(Level),
    /// Nobody plays it: its units stand (the rulebook's III.2).
    Standing,
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

/// Plays one game with these seats (in map order) until its end or the end of `until`.
#[cfg(test)]
pub fn play_game(map: &Map, seats: &[Seat], until: u16, seed: u64) -> Result<Game, String> {
    play_timed(map, seats, until, seed, &mut ThinkTimes::default())
}

/// Plays one game, timing every computer's orders.
fn play_timed(
    map: &Map,
    seats: &[Seat],
    until: u16,
    seed: u64,
    times: &mut ThinkTimes,
) -> Result<Game, String> {
    let names: Vec<String> = map.powers.iter().map(|p| p.name.clone()).collect();
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    let mut setup = Setup::standard(map, &refs, 0, "1971", seed).map_err(|e| e.to_string())?;
    setup.short_game = Some(ShortGame::EndYear(until));
    for (player, seat) in setup.players.iter_mut().zip(seats) {
        if let Seat::Computer(level) = seat {
            player.computer = Some(*level);
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
            print!("{text}");
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
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let mut centres = vec![0usize; n];
    let mut wins = vec![0u32; n];
    let mut out_of_game = vec![0u32; n];
    // Totals by seat (index into `seats` before rotation), for seat-rotated runs.
    let mut by_seat = vec![0usize; n];
    let started = std::time::Instant::now();
    let mut times = ThinkTimes::default();
    for g in 0..args.games {
        let shift = if args.rotate { g as usize % n } else { 0 };
        let turned: Vec<Seat> = (0..n).map(|i| seats[(i + n - shift) % n]).collect();
        let seed = args.seed.wrapping_add(g as u64);
        let game = play_timed(&map, &turned, args.until, seed, &mut times)?;
        for p in map.power_ids() {
            let i = p.0 as usize;
            let c = game.position.centre_count(p);
            centres[i] += c;
            by_seat[(i + n - shift) % n] += c;
            if game.is_eliminated(p) {
                out_of_game[i] += 1;
            }
            if game.outcome == Some(Outcome::Victory { power: p }) {
                wins[i] += 1;
            }
        }
    }
    let games = args.games as f64;
    let mut text = format!(
        "{} games on {} to {} ({:.1} s)\n{:<10} {:>12} {:>5} {:>12}\n",
        args.games,
        map.name,
        args.until,
        started.elapsed().as_secs_f64(),
        "power",
        "mean centres",
        "wins",
        "eliminated"
    );
    for p in map.power_ids() {
        let i = p.0 as usize;
        text += &format!(
            "{:<10} {:>12.1} {:>5} {:>12}\n",
            map.power(p).name,
            centres[i] as f64 / games,
            wins[i],
            out_of_game[i]
        );
    }
    if args.rotate {
        text += "by seat (rotated round the board):\n";
        for (i, seat) in seats.iter().enumerate() {
            let name = match seat {
                Seat::Computer(l) => l.name(),
                Seat::Standing => "standing",
            };
            text += &format!(
                "seat {} {:<8} {:>6.1} centres\n",
                i + 1,
                name,
                by_seat[i] as f64 / games
            );
        }
        text += &level_means(&seats, &by_seat, games);
    }
    if args.timing {
        text += &times.table();
    }
    Ok(text)
}

/// Mean centres a seat of each level ended with, and the Strong seats' mean over the
/// Novices' when both play.
fn level_means(seats: &[Seat], by_seat: &[usize], games: f64) -> String {
    let mean = |level: Level| {
        let picked: Vec<usize> = (0..seats.len())
            .filter(|&i| seats[i] == Seat::Computer(level))
            .collect();
        (!picked.is_empty()).then(|| {
            picked.iter().map(|&i| by_seat[i]).sum::<usize>() as f64 / games / picked.len() as f64
        })
    };
    let mut text = String::new();
    for level in [Level::Strong, Level::Novice, Level::Random] {
        if let Some(m) = mean(level) {
            text += &format!("mean per {} seat: {m:.2} centres\n", level.name());
        }
    }
    if let (Some(s), Some(n)) = (mean(Level::Strong), mean(Level::Novice))
        && n > 0.0
    {
        text += &format!("Strong / Novice: {:.2}x\n", s / n);
    }
    text
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
