//! Talks as a player meets them: bad input refused with clear reasons, answers with their
//! sentences and counter-offers, promises kept or broken by character, trust that falls,
//! computers' proposals that wait and lapse, and the record through a save.

use super::*;
use crate::engine::bot::{Character, Level};
use crate::engine::game::save::{from_ron, to_ron};
use crate::engine::game::{Game, Setup, ShortGame};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::position::Unit;

fn standard() -> Map {
    Map::named("standard").expect("map")
}

fn power(map: &Map, name: &str) -> PowerId {
    map.find_power(name).expect("power")
}

fn at(map: &Map, name: &str) -> Location {
    Location::province(map.find_province(name).expect("province"))
}

/// Seven seats: the people named play themselves, every other power a computer of this
/// level and character.
fn table(map: &Map, people: &[&str], level: Level, character: Character, seed: u64) -> Game {
    let names: Vec<String> = map.powers.iter().map(|p| p.name.clone()).collect();
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    let mut setup = Setup::standard(map, &refs, 0, "1971", seed).expect("setup");
    setup.short_game = Some(ShortGame::EndYear(1910));
    for p in setup
        .players
        .iter_mut()
        .filter(|p| !people.contains(&p.name.as_str()))
    {
        p.computer = Some(level);
        p.character = character;
    }
    Game::new(map, setup)
}

fn person_france(map: &Map, character: Character) -> Game {
    let mut game = table(map, &["France"], Level::Novice, character, 7);
    game.talks = Talks::default();
    game
}

#[test]
fn bad_input_is_refused_with_a_clear_reason() {
    let map = standard();
    let mut game = table(
        &map,
        &["France", "England"],
        Level::Novice,
        Character::Balanced,
        7,
    );
    let (france, germany) = (power(&map, "France"), power(&map, "Germany"));
    let nowhere = Deal::Dmz {
        province: ProvinceId(999),
    };
    let e = game.propose(&map, france, germany, nowhere).unwrap_err();
    assert!(e.contains("no province number 999"), "{e}");
    let not_mine = Deal::SupportMine {
        unit: at(&map, "mun"),
        to: at(&map, "bur"),
    };
    let e = game.propose(&map, france, germany, not_mine).unwrap_err();
    assert_eq!(e, "the unit in Munich is Germany's, not France's");
    let bad_move = Deal::SupportMine {
        unit: at(&map, "par"),
        to: at(&map, "mun"),
    };
    let e = game.propose(&map, france, germany, bad_move).unwrap_err();
    assert_eq!(e, "A Par cannot move to Mun");
    let e = game
        .propose(&map, france, power(&map, "England"), Deal::Draw)
        .unwrap_err();
    assert_eq!(
        e,
        "England is played by a person: talk to them at the table"
    );
    let e = game
        .propose(&map, france, germany, Deal::Peace { years: 9 })
        .unwrap_err();
    assert!(e.contains("one to 5 years"), "{e}");
    let spring = game.position.phase;
    game.resolve(&map);
    let old = Proposal {
        from: france,
        to: germany,
        deal: Deal::Draw,
        phase: spring,
    };
    let e = game.propose_in(&map, old).unwrap_err();
    assert_eq!(
        e,
        "that deal was for Spring 1901, which is not the turn now (Autumn 1901)"
    );
    let turkey = power(&map, "Turkey");
    game.position.units.retain(|u| u.power != turkey);
    game.position
        .owners
        .iter_mut()
        .filter(|o| **o == Some(turkey))
        .for_each(|o| *o = None);
    let e = game.propose(&map, france, turkey, Deal::Draw).unwrap_err();
    assert_eq!(e, "Turkey is out of the game");
    assert!(!game.talk_partners(&map, france).contains(&turkey));
    assert!(
        game.talks.log.iter().all(|e| e.proposal.from != france),
        "nothing refused is logged"
    );
}

#[test]
fn every_choice_offered_can_be_proposed_and_is_answered_in_a_sentence() {
    let map = standard();
    let mut game = person_france(&map, Character::Balanced);
    let (france, germany) = (power(&map, "France"), power(&map, "Germany"));
    assert_eq!(game.talk_partners(&map, france).len(), 6);
    for kind in DealKind::ALL {
        let options = game.deal_options(&map, france, germany, kind);
        // No French unit touches a German one at the start: no paired moves, nothing to leave.
        let apart = matches!(kind, DealKind::Leave | DealKind::Moves);
        assert_eq!(options.is_empty(), apart, "{kind:?}");
        for deal in options.into_iter().take(6) {
            let mut g = game.clone();
            let answer = g
                .propose(&map, france, germany, deal.clone())
                .expect("valid");
            let sentence = answer.sentence(&map, germany, france);
            assert!(
                sentence.starts_with("Germany ") && sentence.ends_with('.'),
                "{sentence}"
            );
        }
    }
    let answer = game
        .propose(&map, france, germany, Deal::Peace { years: 3 })
        .expect("valid");
    assert_eq!(answer.verdict, Verdict::Counter(Deal::Peace { years: 2 }));
    assert_eq!(
        answer.sentence(&map, germany, france),
        "Germany counters: it will not bind itself for more than two years; it offers peace for two years instead."
    );
    let again = game
        .propose(&map, france, germany, Deal::Peace { years: 2 })
        .expect("valid");
    assert_eq!(again.verdict, Verdict::Accept, "{again:?}");
    assert_eq!(
        game.agreements_of(&map, germany),
        vec!["With France: peace for two years (until Autumn 1902)".to_string()]
    );
    assert_eq!(game.talks.log.len(), 2);
}

/// Germany with an army in Burgundy and Paris empty, France's other units far off: a
/// centre open to it in Autumn, at peace with France.
fn paris_open(character: Character) -> (Map, Game) {
    let map = standard();
    let mut game = person_france(&map, character);
    let (france, germany) = (power(&map, "France"), power(&map, "Germany"));
    game.position.units.retain(|u| u.power != france);
    game.position
        .units
        .retain(|u| u.loc.province != at(&map, "mun").province);
    game.position.units.push(Unit {
        power: germany,
        kind: UnitKind::Army,
        loc: at(&map, "bur"),
    });
    game.position.units.push(Unit {
        power: france,
        kind: UnitKind::Fleet,
        loc: at(&map, "mao"),
    });
    game.position.phase.season = crate::engine::position::Season::Autumn;
    let now = game.position.phase;
    game.talks.agreements.push(Agreement {
        proposer: france,
        answerer: germany,
        deal: Deal::Peace { years: 2 },
        made: now,
        until: later(now, 3),
    });
    (map, game)
}

fn moves_into_france(map: &Map, game: &Game) -> usize {
    let germany = power(map, "Germany");
    let french = ["par", "mar", "bre"].map(|p| at(map, p).province);
    game.computer_orders(map, germany)
        .iter()
        .filter(|w| matches!(w.as_main(), Some(crate::engine::order::MainOrder::Move { to, .. }) if french.contains(&to.province)))
        .count()
}

#[test]
fn an_opportunist_breaks_a_peace_for_an_open_centre_that_a_loyal_computer_leaves() {
    for level in [Level::Novice, Level::Strong] {
        let (map, mut loyal) = paris_open(Character::Loyal);
        let (_, mut opportunist) = paris_open(Character::Opportunist);
        for g in [&mut loyal, &mut opportunist] {
            let germany = power(&map, "Germany");
            g.setup
                .players
                .iter_mut()
                .filter(|p| p.powers.contains(&germany))
                .for_each(|p| p.computer = Some(level));
        }
        assert_eq!(
            moves_into_france(&map, &loyal),
            0,
            "{level}: Loyal keeps its word"
        );
        assert!(
            moves_into_france(&map, &opportunist) >= 1,
            "{level}: the Opportunist takes Paris"
        );
        // Without the peace a Balanced computer goes for Paris.
        let (_, mut balanced) = paris_open(Character::Balanced);
        balanced.talks.agreements.clear();
        assert!(
            moves_into_france(&map, &balanced) >= 1,
            "{level}: Paris tempts"
        );
    }
}

#[test]
fn a_computer_that_breaks_its_word_is_recorded_and_its_agreement_is_void() {
    let (map, mut game) = paris_open(Character::Opportunist);
    let (france, germany) = (power(&map, "France"), power(&map, "Germany"));
    game.write_computer_orders(&map);
    game.resolve(&map);
    let breach = game
        .talks
        .breaches
        .first()
        .expect("Germany broke the peace");
    assert_eq!((breach.by, breach.against), (germany, france));
    assert_eq!(breach.deal, Deal::Peace { years: 2 });
    assert!(
        game.talks.agreements.is_empty(),
        "a broken agreement is void"
    );
    assert_eq!(game.talks.trust(france, germany), 0.5);
}

#[test]
fn a_person_who_breaks_a_peace_is_refused_and_told_why() {
    let map = standard();
    let mut game = person_france(&map, Character::Balanced);
    let (france, germany) = (power(&map, "France"), power(&map, "Germany"));
    let paris = at(&map, "par").province;
    let army = game
        .position
        .units
        .iter_mut()
        .find(|u| u.loc.province == paris)
        .expect("A Par");
    army.loc = at(&map, "bur");
    let answer = game
        .propose(&map, france, germany, Deal::Peace { years: 1 })
        .expect("valid");
    assert_eq!(answer.verdict, Verdict::Accept, "{answer:?}");
    game.write_orders(&map, france, &["A Bur-Mun".into()]);
    game.write_computer_orders(&map);
    game.resolve(&map);
    let breach = game.talks.breaches.first().expect("France broke the peace");
    assert_eq!((breach.by, breach.against), (france, germany));
    let answer = game
        .propose(&map, france, germany, Deal::Peace { years: 1 })
        .expect("valid");
    assert_eq!(
        answer.sentence(&map, germany, france),
        "Germany declines: you broke our peace in Spring 1901."
    );
    let dmz = Deal::Dmz {
        province: at(&map, "ruh").province,
    };
    let answer = game.propose(&map, france, germany, dmz).expect("valid");
    assert_eq!(
        answer.verdict,
        Verdict::Decline,
        "every deal but a support offered"
    );
}

#[test]
fn every_computer_shuns_a_power_that_broke_its_word_for_three_years_per_promise() {
    let map = standard();
    let mut game = person_france(&map, Character::Balanced);
    let (france, germany, italy) = (
        power(&map, "France"),
        power(&map, "Germany"),
        power(&map, "Italy"),
    );
    let paris = at(&map, "par").province;
    let army = (game.position.units.iter_mut())
        .find(|u| u.loc.province == paris)
        .expect("A Par");
    army.loc = at(&map, "bur");
    let peace = Deal::Peace { years: 1 };
    let answer = game.propose(&map, france, germany, peace.clone());
    assert_eq!(answer.expect("valid").verdict, Verdict::Accept);
    game.write_orders(&map, france, &["A Bur-Mun".into()]);
    game.write_computer_orders(&map);
    game.resolve(&map);
    assert_eq!(game.talks.shunned_until(france), Some(1904));
    // Italy, never wronged, still counts France's centres as fair game and refuses it.
    let pledges = game.pledges(italy);
    assert!(pledges.breakers.contains(&france), "{pledges:?}");
    let mut weights = crate::engine::bot::Weights::balanced(7);
    bias(&[], &pledges, &mut weights, italy);
    assert_eq!(weights.attack[france.0 as usize], BREAKER_ATTACK);
    game.position.phase.year = 1904;
    let answer = game.propose(&map, france, italy, peace.clone());
    assert_eq!(
        answer.expect("valid").sentence(&map, italy, france),
        "Italy declines: you broke your peace with Germany in Spring 1901."
    );
    // Three years on, Italy hears France out again; Germany never forgets.
    game.position.phase.year = 1905;
    assert!(!game.pledges(italy).breakers.contains(&france));
    let answer = game.propose(&map, france, italy, peace.clone());
    assert_eq!(answer.expect("valid").verdict, Verdict::Accept);
    let answer = game.propose(&map, france, germany, peace);
    assert_eq!(answer.expect("valid").verdict, Verdict::Decline);
}

#[test]
fn a_computer_proposes_to_a_person_who_answers_or_lets_it_lapse() {
    let map = standard();
    let france = power(&map, "France");
    let seed = (0..40)
        .find(|&s| {
            !table(&map, &["France"], Level::Novice, Character::Balanced, s)
                .proposals_waiting(france)
                .is_empty()
        })
        .expect("some seed brings a proposal to France");
    let mut game = table(&map, &["France"], Level::Novice, Character::Balanced, seed);
    let waiting: Vec<(usize, Proposal)> = game
        .proposals_waiting(france)
        .into_iter()
        .map(|(i, p)| (i, p.clone()))
        .collect();
    let (index, proposal) = waiting[0].clone();
    assert_eq!(proposal.to, france);
    let mut accepted = game.clone();
    accepted
        .answer_waiting(&map, index, true)
        .expect("answered");
    assert_eq!(accepted.agreements_of(&map, france).len(), 1);
    assert!(accepted.proposals_waiting(france).len() < waiting.len());
    assert!(
        accepted.answer_waiting(&map, index, true).is_err(),
        "answered once"
    );
    game.write_computer_orders(&map);
    game.resolve(&map);
    let entry = &game.talks.log[index];
    assert_eq!(
        entry.answer.as_ref().map(|a| &a.reason),
        Some(&Reason::Lapsed)
    );
    let e = game.answer_waiting(&map, index, true).unwrap_err();
    assert_eq!(e, "that proposal has been answered already");
    assert!(
        game.talks
            .agreements
            .iter()
            .all(|a| a.made != proposal.phase || !a.binds(france))
    );
}

#[test]
fn a_loyal_computer_keeps_a_long_peace_through_the_years() {
    let map = standard();
    let mut game = table(&map, &["France"], Level::Novice, Character::Loyal, 3);
    game.talks = Talks::default();
    let (france, germany) = (power(&map, "France"), power(&map, "Germany"));
    let answer = game
        .propose(&map, france, germany, Deal::Peace { years: 5 })
        .expect("valid");
    assert_eq!(answer.verdict, Verdict::Accept, "{answer:?}");
    while game.position.phase.year < 1905 && game.outcome.is_none() {
        game.write_computer_orders(&map);
        game.resolve(&map);
    }
    assert!(
        game.talks.breaches.iter().all(|b| b.by != germany),
        "{:?}",
        game.talks.breaches
    );
    assert_eq!(
        game.agreements_of(&map, france).len(),
        1,
        "the peace holds to 1905"
    );
}

#[test]
fn the_talks_survive_a_save_and_older_saves_load_without_them() {
    let map = standard();
    let mut game = person_france(&map, Character::Balanced);
    let (france, germany) = (power(&map, "France"), power(&map, "Germany"));
    game.propose(&map, france, germany, Deal::Peace { years: 1 })
        .expect("valid");
    game.propose(
        &map,
        france,
        germany,
        Deal::Dmz {
            province: at(&map, "bur").province,
        },
    )
    .expect("valid");
    assert!(!game.talks.agreements.is_empty());
    let (back, _) = from_ron(&to_ron(&game), "talks.ron").expect("loads");
    assert_eq!(back.talks, game.talks);
    let old = include_str!("../../../fuzz/seeds/save/standard-new.ron");
    assert!(!old.contains("talks"));
    let (old, _) = from_ron(old, "old.ron").expect("an older save loads");
    assert_eq!(old.talks, Talks::default());
    assert!(!old.setup.talk_between_computers);
}

#[test]
fn computers_talk_among_themselves_only_when_the_table_says_so() {
    let map = standard();
    let quiet = table(&map, &[], Level::Novice, Character::Balanced, 5);
    assert!(quiet.talks.log.is_empty());
    let names: Vec<String> = map.powers.iter().map(|p| p.name.clone()).collect();
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    let mut setup = Setup::standard(&map, &refs, 0, "1971", 5).expect("setup");
    setup.talk_between_computers = true;
    setup
        .players
        .iter_mut()
        .for_each(|p| p.computer = Some(Level::Novice));
    let mut game = Game::new(&map, setup);
    for _ in 0..6 {
        game.write_computer_orders(&map);
        game.resolve(&map);
    }
    assert!(game.talks.log.len() >= 3, "{}", game.talks.log.len());
    assert!(
        game.talks.log.iter().all(|e| e.answer.is_some()),
        "computers answer at once"
    );
}
