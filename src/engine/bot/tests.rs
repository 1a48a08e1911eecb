//! The Novice on the three boards: every order passes the engine's check, the same seed
//! gives the same orders, and the computer plays (it takes centres, it does not stand).

use super::*;
use crate::engine::game::{Game, Setup};

fn computer_game(variant: &str, seed: u64) -> (Map, Game) {
    let map = Map::named(variant).expect("map");
    let names: Vec<String> = (0..map.powers.len()).map(|i| format!("C{i}")).collect();
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    let mut setup = Setup::standard(&map, &refs, 0, "1971", seed).expect("setup");
    for p in &mut setup.players {
        p.computer = Some(Level::Novice);
    }
    (map.clone(), Game::new(&map, setup))
}

/// Plays phases until `year` starts (or the game ends), checking every computer line
/// against the position it was written for.
fn play_to(map: &Map, game: &mut Game, year: u16) {
    while game.outcome.is_none() && game.position.phase.year < year {
        for power in game.powers_to_order(map) {
            let lines = game.computer_lines(map, power);
            if !map.stacking {
                for line in &lines {
                    let w = parse_order(map, &game.position, Some(power), line)
                        .unwrap_or_else(|e| panic!("{line}: {e}"));
                    let check = check_alone(map, &game.position, &game.setup.rules, &w);
                    assert!(
                        !check.is_void(),
                        "{} {line}: {check:?}",
                        game.position.phase
                    );
                }
            }
        }
        game.write_computer_orders(map);
        assert!(game.all_sealed(map));
        game.resolve(map);
    }
}

#[test]
fn seven_novices_play_the_standard_board_to_1905_with_no_void_order() {
    let (map, mut game) = computer_game("standard", 3);
    play_to(&map, &mut game, 1905);
    assert!(game.record.len() >= 8, "{} phases", game.record.len());
    // They really play: someone has gained centres beyond the 22 owned at the start.
    let owned = game.position.owners.iter().filter(|o| o.is_some()).count();
    assert!(owned > 22, "only {owned} centres owned by 1905");
    let moved = game.record[0]
        .orders
        .iter()
        .filter(|o| o.text.contains('-'))
        .count();
    assert!(moved >= 10, "only {moved} moves in Spring 1901");
}

#[test]
fn novices_do_not_crash_on_the_other_boards() {
    for variant in ["european", "multiplomacy"] {
        if Map::named(variant).is_err() {
            continue;
        }
        let (map, mut game) = computer_game(variant, 5);
        let start = map.start_year;
        play_to(&map, &mut game, start + 2);
    }
}

#[test]
fn the_same_seed_gives_the_same_orders_and_another_seed_may_not() {
    let map = Map::named("standard").expect("map");
    let position = Position::initial(&map);
    let rules = Rules::preset("1971").expect("rules");
    let everyone = |seed| {
        map.power_ids()
            .flat_map(|p| computer_orders(Level::Novice, &map, &position, &rules, p, seed))
            .collect::<Vec<String>>()
    };
    let a = everyone(11);
    assert_eq!(a, everyone(11));
    assert_eq!(a.len(), 22, "every unit has an order in Spring 1901: {a:?}");
    assert!(
        (0..20).any(|s| everyone(s) != a),
        "twenty seeds all wrote {a:?}"
    );
}
