//! Random positions and orders from the engine's own generator (`engine::random`, the one
//! the benchmark uses), adjudicated by both adjudicators: the boards must agree, and the
//! verdicts may differ only in the words `known` documents.

use super::compare::{board_differs, classic, differences, kinds, may_stack, stacked};
use crate::engine::map::Map;
use crate::engine::order::{MainOrder, Order, Written};
use crate::engine::position::Position;
use crate::engine::random::{random_orders, random_position};
use crate::engine::rules::Rules;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// The only verdicts the two tell differently on random phases: a fleet on no complete
/// chain of convoying fleets is void on the classic board (DATC 4.E.1), "convoyed" (or,
/// dislodged, "displaced") on the stacked side. See `known::Why::Words`.
const WORDS: &[&str] = &[
    "Void(ConvoyNotOnRoute) -> Convoyed",
    "Void(ConvoyNotOnRoute) -> ConvoyDisrupted",
];

/// The generator's typed orders as written orders.
fn written(position: &Position, orders: &[Option<MainOrder>]) -> Vec<Written> {
    let units = position.units.iter().zip(orders);
    units
        .filter_map(|(u, o)| {
            Some(Written {
                power: u.power,
                kind: Some(u.kind),
                at: u.loc,
                order: Order::Main((*o)?),
                counts: Default::default(),
            })
        })
        .collect()
}

/// Random phases on `map` compared under `rules`: how many were compared, and what was
/// found wrong.
fn random_disagreements(map: &Map, rules: &Rules, phases: u64) -> (usize, Vec<String>) {
    let (mut compared, mut wrong) = (0, Vec::new());
    for seed in 0..phases {
        let mut rng = StdRng::seed_from_u64(seed);
        let count = 6 + (seed as usize % 30);
        let position = random_position(map, &mut rng, count);
        let orders = written(&position, &random_orders(map, &position, &mut rng));
        if may_stack(map, &position, &orders, rules) {
            continue;
        }
        compared += 1;
        let c = classic(map, &position, &orders, rules);
        let s = stacked(map, &position, &orders, rules);
        let words = kinds(&c, &s)
            .into_iter()
            .filter(|k| !WORDS.contains(&k.as_str()));
        if board_differs(&c, &s) || words.count() > 0 {
            let diff = differences(&c, &s).join("\n    ");
            wrong.push(format!("seed {seed}, {count} units:\n    {diff}"));
        }
    }
    (compared, wrong)
}

#[test]
fn random_standard_phases_are_adjudicated_alike_by_both() {
    let map = Map::named("standard").expect("map");
    for rules in [Rules::DATC, Rules::RULEBOOK_1971] {
        let (compared, wrong) = random_disagreements(&map, &rules, 3000);
        eprintln!("{compared} random phases compared, {} differ", wrong.len());
        assert!(compared > 1500, "only {compared} phases compared");
        let first: Vec<&String> = wrong.iter().take(8).collect();
        assert!(wrong.is_empty(), "{first:#?}");
    }
}
