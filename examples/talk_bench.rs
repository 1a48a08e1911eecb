//! The talks measured (issue 52), in whole games of computers, seat-rotated:
//! *keeping*: every computer proposes a year's peace to a neighbour each movement phase
//! (a scripted proposer), and for each character the share of the agreements it was party
//! to that it kept; *worth*: one seat that proposes peace to every neighbour each
//! movement phase, against the same seat not talking, and against the same seat lying
//! (its orders ignore what it agreed): its mean centres and solos. Also the slowest
//! answer.
//!
//! Run: `cargo run --release --no-default-features --example talk_bench -- GAMES UNTIL
//! LEVEL [worth]` (defaults 28, 1910, novice; `worth`: only the worth table; the
//! environment variable `DEBUG` set: a line per game of the worth table).

use diplomacy_hotseat::engine::bot::{Character, Level, mind_orders};
use diplomacy_hotseat::engine::game::{Game, Outcome, Setup, ShortGame};
use diplomacy_hotseat::engine::ids::PowerId;
use diplomacy_hotseat::engine::map::Map;
use diplomacy_hotseat::engine::position::PhaseKind;
use diplomacy_hotseat::engine::talk::{Deal, DealKind, Verdict};
use std::time::{Duration, Instant};

const CHARACTERS: [Character; 7] = [
    Character::Loyal,
    Character::Opportunist,
    Character::Balanced,
    Character::Turtle,
    Character::Aggressive,
    Character::Balanced,
    Character::Balanced,
];

/// How the measured seat talks.
#[derive(Clone, Copy, PartialEq)]
enum Talk {
    Silent,
    Honest,
    Liar,
}

/// A game of computers; power `p` plays seat `(p + rotation) % 7`'s character.
fn new_game(
    map: &Map,
    seed: u64,
    until: u16,
    level: Level,
    rotation: usize,
    characters: &[Character; 7],
) -> Game {
    let names: Vec<String> = map.powers.iter().map(|p| p.name.clone()).collect();
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    let mut setup = Setup::standard(map, &refs, 0, "1971", seed).expect("setup");
    setup.short_game = Some(ShortGame::EndYear(until));
    for (i, p) in setup.players.iter_mut().enumerate() {
        p.computer = Some(level);
        p.character = characters[(i + rotation) % 7];
    }
    Game::new(map, setup)
}

/// Neighbours of `p` still in the game (powers it could make a demilitarised province with).
fn neighbours(game: &Game, map: &Map, p: PowerId) -> Vec<PowerId> {
    game.talk_partners(map, p)
        .into_iter()
        .filter(|&q| !game.deal_options(map, p, q, DealKind::Dmz).is_empty())
        .collect()
}

/// Proposes a year's peace from `from` to `to`, timing the answer.
fn offer(game: &mut Game, map: &Map, from: PowerId, to: PowerId, slowest: &mut Duration) -> bool {
    let start = Instant::now();
    let answer = game.propose(map, from, to, Deal::Peace { years: 1 });
    *slowest = (*slowest).max(start.elapsed());
    matches!(answer, Ok(a) if a.verdict == Verdict::Accept)
}

/// Plays one movement phase's orders: the liar's ignore its agreements.
fn play_phase(game: &mut Game, map: &Map, liar: Option<PowerId>) {
    if let Some(p) = liar.filter(|&p| game.powers_to_order(map).contains(&p)) {
        let mut mind = game.computer_mind(map, p).expect("a computer");
        mind.pledges = Default::default();
        let orders = mind_orders(
            &mind,
            map,
            &game.position,
            &game.setup.rules,
            p,
            game.setup.seed,
        );
        game.write_computed(p, &orders);
        game.seal(p);
    }
    game.write_computer_orders(map);
    game.resolve(map);
}

/// Keeping: per character, agreements party to and broken.
fn keeping(map: &Map, games: u64, until: u16, level: Level) {
    let mut party = [0usize; 5];
    let mut broke = [0usize; 5];
    let mut slowest = Duration::ZERO;
    for g in 0..games {
        let rotation = g as usize % 7;
        let mut game = new_game(map, g + 1, until, level, rotation, &CHARACTERS);
        while game.outcome.is_none() {
            if game.position.phase.kind == PhaseKind::Movement {
                for p in map.power_ids() {
                    let near = neighbours(&game, map, p);
                    let near: Vec<PowerId> = near
                        .into_iter()
                        .filter(|&q| game.talks.broken(q, p).is_none())
                        .collect();
                    if !near.is_empty() {
                        let to =
                            near[(g as usize + game.position.phase.year as usize) % near.len()];
                        offer(&mut game, map, p, to, &mut slowest);
                    }
                }
            }
            play_phase(&mut game, map, None);
        }
        let character = |p: PowerId| CHARACTERS[(p.0 as usize + rotation) % 7];
        let index = |c: Character| Character::ALL.iter().position(|&x| x == c).expect("listed");
        for e in game.talks.log.iter().filter(|e| {
            e.answer
                .as_ref()
                .is_some_and(|a| a.verdict == Verdict::Accept)
        }) {
            for p in [e.proposal.from, e.proposal.to] {
                party[index(character(p))] += 1;
                let broken = game.talks.breaches.iter().any(|b| {
                    b.by == p
                        && b.deal == e.proposal.deal
                        && (b.when.year, b.when.season as u8)
                            >= (e.proposal.phase.year, e.proposal.phase.season as u8)
                        && b.against != p
                        && (b.against == e.proposal.from || b.against == e.proposal.to)
                });
                broke[index(character(p))] += usize::from(broken);
            }
        }
    }
    println!("| character | agreements | broken | kept |");
    println!("|---|---|---|---|");
    for (i, c) in Character::ALL.iter().enumerate() {
        let kept = 1.0 - broke[i] as f64 / party[i].max(1) as f64;
        println!(
            "| {} | {} | {} | {:.1}% |",
            c.name(),
            party[i],
            broke[i],
            100.0 * kept
        );
    }
    println!("slowest answer: {:.2} ms", slowest.as_secs_f64() * 1000.0);
}

/// Worth: the measured seat's centres in each game, its solos, and (with `DEBUG` set)
/// a line per game: centres, peace deals accepted, promises it broke, when it first broke
/// one, and the centres it lost to the powers it broke its word to.
fn worth(map: &Map, games: u64, until: u16, level: Level, talk: Talk) -> (Vec<f64>, u32) {
    let (mut centres, mut solos) = (Vec::new(), 0u32);
    let mut slowest = Duration::ZERO;
    let debug = std::env::var_os("DEBUG").is_some();
    for g in 0..games {
        let me = PowerId((g % 7) as u8);
        let mut game = new_game(map, g + 1, until, level, 0, &[Character::Balanced; 7]);
        while game.outcome.is_none() {
            if talk != Talk::Silent && game.position.phase.kind == PhaseKind::Movement {
                for to in neighbours(&game, map, me) {
                    offer(&mut game, map, me, to, &mut slowest);
                }
            }
            play_phase(&mut game, map, (talk == Talk::Liar).then_some(me));
        }
        centres.push(game.position.centre_count(me) as f64);
        solos += u32::from(matches!(game.outcome, Some(Outcome::Victory { power }) if power == me));
        if debug {
            let accepted = (game.talks.log.iter())
                .filter(|e| e.proposal.from == me)
                .filter(|e| matches!(&e.answer, Some(a) if a.verdict == Verdict::Accept))
                .count();
            let broke: Vec<_> = game.talks.breaches.iter().filter(|b| b.by == me).collect();
            let first = broke
                .first()
                .map(|b| format!("{} {:?}", b.when.year, b.when.season));
            let wronged: Vec<u8> = broke.iter().map(|b| b.against.0).collect();
            println!(
                "  game {g} seat {} centres {} accepted {accepted} broke {} first {first:?} against {wronged:?}",
                me.0,
                game.position.centre_count(me),
                broke.len()
            );
        }
    }
    (centres, solos)
}

/// Mean and standard error of the mean.
fn mean_se(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, (var / n).sqrt())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(28);
    let until: u16 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1910);
    let level = args
        .get(3)
        .map(|l| Level::parse(l).expect("level"))
        .unwrap_or(Level::Novice);
    let map = Map::named("standard").expect("map");
    let only_worth = args.get(4).is_some_and(|a| a == "worth");
    println!("{games} games to {until}, {level}");
    if !only_worth {
        keeping(&map, games, until, level);
    }
    println!("| the measured seat | mean centres | ± s.e. | minus silent (paired) | solos |");
    println!("|---|---|---|---|---|");
    let mut silent = Vec::new();
    for (name, talk) in [
        ("does not talk", Talk::Silent),
        ("proposes peace, keeps its word", Talk::Honest),
        ("proposes peace, always lies", Talk::Liar),
    ] {
        let (c, s) = worth(&map, games, until, level, talk);
        if talk == Talk::Silent {
            silent = c.clone();
        }
        let (mean, se) = mean_se(&c);
        let diff: Vec<f64> = c.iter().zip(&silent).map(|(a, b)| a - b).collect();
        let (d, dse) = mean_se(&diff);
        println!("| {name} | {mean:.2} | {se:.2} | {d:+.2} ± {dse:.2} | {s} |");
    }
}
