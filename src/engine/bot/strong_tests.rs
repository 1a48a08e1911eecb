//! The Strong computer on the three boards: every order it writes passes the engine's
//! check, the same seed gives the same orders, and it backs an attack with support where
//! a lone move would bounce.

use super::game_tests::computer_game;
use super::tests::only_units;
use super::*;
use crate::engine::ids::UnitKind;

#[test]
fn strong_orders_are_legal_and_the_same_seed_gives_the_same_orders_on_every_board() {
    for variant in ["standard", "european", "multiplomacy"] {
        let (map, mut game) = computer_game(variant, 4, 1950);
        let last = map.start_year + 2;
        let mut movements = 0;
        while game.position.phase.year <= last && game.outcome.is_none() {
            for power in game.powers_to_order(&map) {
                let pos = &game.position;
                let rules = &game.setup.rules;
                let lines = computer_lines(Level::Strong, &map, pos, rules, power, 9);
                for line in &lines {
                    assert!(
                        is_sound(
                            crate::engine::adjudicate::Board::new(&map, pos, rules),
                            power,
                            line
                        ),
                        "{variant} {}: {line} is refused",
                        pos.phase
                    );
                }
                assert_eq!(
                    lines,
                    computer_lines(Level::Strong, &map, pos, rules, power, 9),
                    "{variant} {}: another call gave other orders",
                    pos.phase
                );
                if pos.phase.kind == PhaseKind::Movement {
                    movements += 1;
                    assert!(!lines.is_empty(), "{variant} {}: no orders", pos.phase);
                }
            }
            game.write_computer_orders(&map);
            game.resolve(&map);
        }
        assert!(
            movements >= 6 * 7,
            "{variant}: only {movements} movement orders"
        );
    }
}

#[test]
fn a_strong_france_takes_a_held_belgium_with_support_in_autumn() {
    let map = Map::named("standard").expect("map");
    let rules = Rules::preset("1971").expect("rules");
    let mut pos = only_units(
        &map,
        &[
            ("France", UnitKind::Army, "pic"),
            ("France", UnitKind::Fleet, "eng"),
            ("Germany", UnitKind::Army, "bel"),
        ],
    );
    pos.phase.season = Season::Autumn;
    let bel = map.find_province("bel").expect("bel");
    let germany = map.find_power("Germany").expect("Germany");
    pos.owners[bel.index()] = Some(germany);
    let france = map.find_power("France").expect("France");
    // Every other centre is France's already: Belgium is the one to gain.
    for c in map.centres().filter(|&c| c != bel) {
        pos.owners[c.index()] = Some(france);
    }
    for seed in 0..5 {
        let lines = computer_lines(Level::Strong, &map, &pos, &rules, france, seed);
        let into_bel = |l: &&String| l.ends_with("-Bel") || l.ends_with("- Bel");
        assert_eq!(
            lines.iter().filter(into_bel).count(),
            2,
            "seed {seed}: one move into Belgium and one support for it: {lines:?}"
        );
        assert!(
            lines.iter().any(|l| l.contains(" S ")),
            "seed {seed}: {lines:?}"
        );
    }
}
