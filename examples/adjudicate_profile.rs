//! A fixed amount of adjudication work, for profilers and for checking that a speed-up
//! changes no result: the `adjudicate` benchmark's 200 random standard phases, its DATC
//! paradox cases and its Multiplomacy phases, each run `ROUNDS` times (first argument,
//! default 1). Prints the time per round and a fingerprint of every result; the
//! fingerprint must not change when only the speed does.
//!
//! Run: `cargo run --release --no-default-features --example adjudicate_profile -- 10`,
//! or under `valgrind --tool=callgrind` for instruction counts that do not depend on load.

#[path = "../benches/adjudicate/stacked.rs"]
mod stacked;
#[path = "../benches/adjudicate/workload.rs"]
mod workload;

use diplomacy_hotseat::engine::adjudicate::multiplomacy::adjudicate_stacked;
use diplomacy_hotseat::engine::adjudicate::{Board, adjudicate_movement};
use diplomacy_hotseat::engine::map::Map;
use diplomacy_hotseat::engine::rules::Rules;
use diplomacy_hotseat::engine::testfile::adjudicate_case;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::hint::black_box;
use std::time::Instant;
use workload::{paradox_cases, random_phases};

/// Runs `work` over every item `rounds` times, each result dropped at once as in the
/// benchmark, printing the time per round and a fingerprint of the results (taken once
/// more, outside the timing).
fn timed<I, T: std::fmt::Debug>(label: &str, rounds: u32, items: &[I], work: impl Fn(&I) -> T) {
    let start = Instant::now();
    for _ in 0..rounds {
        for item in items {
            black_box(work(item));
        }
    }
    let per_round = start.elapsed() / rounds.max(1);
    let mut hasher = DefaultHasher::new();
    let results: Vec<T> = items.iter().map(work).collect();
    format!("{results:?}").hash(&mut hasher);
    println!(
        "{label:<24} {:>10.1} us per round   fingerprint {:016x}",
        per_round.as_secs_f64() * 1e6,
        hasher.finish()
    );
}

fn main() {
    let rounds: u32 = match std::env::args().nth(1) {
        None => 1,
        Some(a) => match a.parse() {
            Ok(n) => n,
            Err(_) => {
                eprintln!("the first argument is the number of rounds, not `{a}`");
                std::process::exit(2);
            }
        },
    };
    let only = std::env::args().nth(2).unwrap_or_default();
    let map = Map::named("standard").expect("standard map");
    let rules = Rules::DATC;

    if only.is_empty() || only == "random" {
        let phases = random_phases(&map);
        timed(
            "random-phases (200)",
            rounds,
            &phases,
            |(position, orders)| adjudicate_movement(Board::new(&map, position, &rules), orders),
        );
    }

    if only.is_empty() || only == "paradox" {
        let cases = paradox_cases(&map);
        timed("paradox-cases", rounds, &cases, |case| {
            adjudicate_case(&map, case, &rules)
        });
    }

    if only.is_empty() || only == "multiplomacy" {
        let stacked_map = Map::named("multiplomacy").expect("multiplomacy map");
        for units in [40u32, 80, 160] {
            let phases = stacked::phases(&stacked_map, units, 20);
            timed(
                &format!("multiplomacy-{units}"),
                rounds,
                &phases,
                |(position, orders)| {
                    adjudicate_stacked(Board::new(&stacked_map, position, &rules), orders)
                },
            );
        }
    }
}
