//! The new rungs of the ladder on the three boards: every order a Beginner or an Expert
//! writes passes the engine's check and the same seed gives the same orders; a Beginner
//! supports less often than a Novice.

use super::game_tests::computer_game;
use super::*;

/// Plays `years` years of a game of Novices on `variant`, asking a computer of `level`
/// for every power's orders each phase (checked, and asked twice); returns its lines.
fn lines_over_years(variant: &str, level: Level, years: u16) -> Vec<String> {
    let (map, mut game) = computer_game(variant, 4, 1950);
    let last = map.start_year + years - 1;
    let mut all = Vec::new();
    while game.position.phase.year <= last && game.outcome.is_none() {
        for power in game.powers_to_order(&map) {
            let pos = &game.position;
            let rules = &game.setup.rules;
            let lines = computer_lines(level, &map, pos, rules, power, 9);
            for line in &lines {
                assert!(
                    is_sound(
                        crate::engine::adjudicate::Board::new(&map, pos, rules),
                        power,
                        line
                    ),
                    "{variant} {level} {}: {line} is refused",
                    pos.phase
                );
            }
            assert_eq!(
                lines,
                computer_lines(level, &map, pos, rules, power, 9),
                "{variant} {level} {}: another call gave other orders",
                pos.phase
            );
            all.extend(lines);
        }
        game.write_computer_orders(&map);
        game.resolve(&map);
    }
    all
}

#[test]
fn beginner_orders_are_legal_on_every_board_and_it_supports_less_than_a_novice() {
    for variant in ["standard", "european", "multiplomacy"] {
        let beginner = lines_over_years(variant, Level::Beginner, 3);
        assert!(beginner.len() > 30, "{variant}: {} lines", beginner.len());
        let supports = |lines: &[String]| lines.iter().filter(|l| l.contains(" S ")).count();
        let novice = lines_over_years(variant, Level::Novice, 3);
        // (Multiplomacy's Novices, moving in stacks, seldom support at all.)
        assert!(
            supports(&beginner) < supports(&novice) || supports(&novice) == 0,
            "{variant}: the Beginner gave {} supports, the Novice {}",
            supports(&beginner),
            supports(&novice)
        );
    }
}

#[test]
fn expert_orders_are_legal_on_every_board() {
    for (variant, years) in [("standard", 2), ("european", 1), ("multiplomacy", 1)] {
        let lines = lines_over_years(variant, Level::Expert, years);
        assert!(lines.len() > 20, "{variant}: {} lines", lines.len());
    }
}

#[test]
fn the_expert_predicts_fewer_strong_replies_on_larger_boards() {
    let count = |v: &str| expert::strong_reply_count(&Map::named(v).expect("map"));
    assert_eq!(count("standard"), 6);
    assert_eq!(count("european"), 4);
    assert_eq!(count("multiplomacy"), 3);
}

#[test]
fn the_experts_predictions_are_the_same_on_one_thread_or_several() {
    let (map, game) = computer_game("standard", 4, 1950);
    let balanced = Weights::balanced(map.powers.len());
    let ask = strong::Ask {
        map: &map,
        position: &game.position,
        rules: &game.setup.rules,
        power: PowerId(0),
        seed: 11,
        weights: &balanced,
        pauses: Pauses::NEVER,
    };
    // Five searches of unequal cost: three powers, two seeds.
    let jobs: Vec<(u64, PowerId)> = [(1, 1), (1, 2), (1, 6), (2, 1), (2, 6)]
        .map(|(seed, p)| (seed, PowerId(p)))
        .to_vec();
    let cache = replies::ReplyCache::default();
    let alone = think_through(expert::neighbour_searches(&ask, &jobs, &cache, 1));
    assert_eq!(alone.len(), jobs.len());
    for (orders, &(_, power)) in alone.iter().zip(&jobs) {
        assert!(!orders.is_empty(), "{power:?} wrote nothing");
    }
    assert_ne!(
        alone[0], alone[1],
        "two powers' searches gave the same orders"
    );
    for threads in [2, 3, 8] {
        let shared = think_through(expert::neighbour_searches(&ask, &jobs, &cache, threads));
        assert_eq!(shared, alone, "{threads} threads gave other orders");
    }
}
