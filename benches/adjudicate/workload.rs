//! The adjudication benchmark's fixed work, shared with `examples/adjudicate_profile.rs`
//! so both measure the same phases: seeded random standard positions with random orders,
//! and the DATC circular-movement and convoy-paradox cases.

use diplomacy_hotseat::engine::map::Map;
use diplomacy_hotseat::engine::order::MainOrder;
use diplomacy_hotseat::engine::position::Position;
use diplomacy_hotseat::engine::random::{random_orders, random_position};
use diplomacy_hotseat::engine::testfile::{PreparedCase, parse_test_file, prepare_case};
use rand::RngExt;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// How many random phases.
pub const POSITIONS: usize = 200;

/// The random phases: 22–34 units each, with supports and convoys (seeded, so every run
/// measures the same phases).
pub fn random_phases(map: &Map) -> Vec<(Position, Vec<Option<MainOrder>>)> {
    let mut rng = StdRng::seed_from_u64(1901);
    (0..POSITIONS)
        .map(|_| {
            let count = rng.random_range(22..=34);
            let position = random_position(map, &mut rng, count);
            let orders = random_orders(map, &position, &mut rng);
            (position, orders)
        })
        .collect()
}

/// The DATC cases of 6.C (circular movement), 6.F and 6.G (convoy paradoxes), prepared.
pub fn paradox_cases(map: &Map) -> Vec<PreparedCase> {
    let mut prepared = Vec::new();
    for file in [
        "tests/datc/6C.txt",
        "tests/datc/6F.txt",
        "tests/datc/6G.txt",
    ] {
        let text = std::fs::read_to_string(file).expect("test file");
        for case in parse_test_file(&text).expect("parses") {
            prepared.push(prepare_case(map, &case).expect("prepares"));
        }
    }
    prepared
}
