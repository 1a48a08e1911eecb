//! Characters: names read back as written, a Loyal computer keeps the peace with a quiet
//! neighbour where an Opportunist takes its open centre (and answers a stab), a character
//! leans a draw vote, and saves from before characters load as Balanced.

use super::tests::only_units;
use super::*;
use crate::engine::game::save::{from_ron, to_ron};
use crate::engine::game::{Game, Setup};
use crate::engine::ids::UnitKind;

#[test]
fn characters_and_levels_read_back_as_they_are_written() {
    for c in Character::ALL {
        assert_eq!(c.to_string().parse::<Character>(), Ok(c));
        assert_eq!(c.name().to_uppercase().parse::<Character>(), Ok(c));
        assert!(!c.description().is_empty());
    }
    assert_eq!(Character::default(), Character::Balanced);
    let err = "sly".parse::<Character>().expect_err("no such character");
    assert!(err.contains("loyal"), "{err}");
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        assert_eq!(Level::parse(&level.name().to_lowercase()), Ok(level));
        assert!(!level.description().is_empty());
    }
    assert!(Level::LADDER.iter().all(|l| Level::ALL.contains(l)));
    assert!("grandmaster".parse::<Level>().is_err());
}

/// Autumn 1902 on the standard board: France (Picardy, Burgundy, the Channel) owns every
/// centre but Belgium, which is Germany's and empty; Germany's units are far away.
fn open_belgium() -> (Map, Position, Rules) {
    let map = Map::named("standard").expect("map");
    let rules = Rules::preset("1971").expect("rules");
    let mut pos = only_units(
        &map,
        &[
            ("France", UnitKind::Army, "pic"),
            ("France", UnitKind::Army, "bur"),
            ("France", UnitKind::Fleet, "eng"),
            ("Germany", UnitKind::Army, "ber"),
            ("Germany", UnitKind::Fleet, "kie"),
        ],
    );
    pos.phase.year = 1902;
    pos.phase.season = Season::Autumn;
    let bel = map.find_province("bel").expect("bel");
    let (france, germany) = (power(&map, "France"), power(&map, "Germany"));
    for c in map.centres() {
        pos.owners[c.index()] = Some(if c == bel { germany } else { france });
    }
    (map, pos, rules)
}

fn power(map: &Map, name: &str) -> PowerId {
    map.find_power(name).expect("power")
}

/// France's moves into Belgium under this mind, over five seeds.
fn moves_into_belgium(mind: &Mind) -> usize {
    let (map, pos, rules) = open_belgium();
    let france = power(&map, "France");
    (0..5)
        .map(|seed| {
            let lines = lines_of(
                &map,
                &pos,
                &mind_orders(mind, &map, &pos, &rules, france, seed),
            );
            lines
                .iter()
                .filter(|l| l.replace(' ', "").ends_with("-Bel"))
                .count()
        })
        .sum()
}

#[test]
fn a_loyal_computer_leaves_a_quiet_neighbours_open_centre_that_an_opportunist_takes() {
    for level in [Level::Strong, Level::Expert] {
        let mind = |character| Mind {
            level,
            character,
            memory: Memory::default(),
            pledges: Default::default(),
        };
        assert!(
            moves_into_belgium(&mind(Character::Opportunist)) >= 5,
            "{level}: the Opportunist takes Belgium every time"
        );
        assert_eq!(
            moves_into_belgium(&mind(Character::Loyal)),
            0,
            "{level}: the Loyal computer keeps the peace"
        );
    }
}

#[test]
fn a_loyal_computer_answers_a_stab() {
    let map = Map::named("standard").expect("map");
    let (france, germany) = (power(&map, "France"), power(&map, "Germany"));
    let stab = Attack {
        when: (1902, 0),
        by: germany,
        on: france,
        into: map.find_province("bur").expect("bur"),
    };
    let mind = Mind {
        level: Level::Strong,
        character: Character::Loyal,
        memory: Memory {
            attacks: vec![stab],
        },
        pledges: Default::default(),
    };
    assert!(moves_into_belgium(&mind) >= 5, "Germany attacked this year");
}

#[test]
fn an_aggressive_computer_holding_steady_turns_down_a_draw_a_balanced_one_accepts() {
    let map = Map::named("standard").expect("map");
    let pos = Position::initial(&map);
    let russia = power(&map, "Russia");
    let balanced = draw_vote_as(&map, &pos, &[], russia, Character::Balanced);
    assert!(balanced.agrees, "{}", balanced.why);
    let aggressive = draw_vote_as(&map, &pos, &[], russia, Character::Aggressive);
    assert!(!aggressive.agrees, "{}", aggressive.why);
    assert_eq!(draw_vote(&map, &pos, &[], russia), balanced);
}

#[test]
fn a_save_from_before_characters_loads_with_balanced_computers() {
    let map = Map::named("standard").expect("map");
    let names = ["A", "B", "C", "D", "E", "F", "G"];
    let mut setup = Setup::standard(&map, &names, 0, "1971", 5).expect("setup");
    setup.players[2].computer = Some(Level::Expert);
    setup.players[2].character = Character::Loyal;
    let game = Game::new(&map, setup);
    let text = to_ron(&game);
    let (loaded, _) = from_ron(&text, "new").expect("loads");
    assert_eq!(loaded.setup.players[2].character, Character::Loyal);
    let old: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("character:"))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(!old.contains("character"), "every character line taken out");
    let (loaded, _) = from_ron(&old, "old").expect("an old save loads");
    assert!(
        loaded
            .setup
            .players
            .iter()
            .all(|p| p.character == Character::Balanced)
    );
    assert_eq!(loaded.setup.players[2].computer, Some(Level::Expert));
}
