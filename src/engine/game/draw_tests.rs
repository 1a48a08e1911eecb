//! Computers' say in a draw, as the table sees it: a computer far ahead turns down a draw
//! every person proposes, one about to be eliminated accepts it, a board where no centre
//! has changed hands for two years makes computers accept and propose, and the votes with
//! their reasons are kept (and saved) for the end screen.

use super::save::{from_ron, to_ron};
use super::{Game, Outcome, Setup};
use crate::engine::bot::Level;
use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::position::{Phase, PhaseKind, Position, Season, Unit};

fn standard() -> Map {
    Map::named("standard").expect("standard map")
}

/// A standard game whose seats listed in `computers` are Novice computers (seat 0 is
/// England, 1 France, 2 Germany, 3 Italy, 4 Austria, 5 Russia, 6 Turkey).
fn game_with_computers(map: &Map, computers: &[usize]) -> Game {
    let names = ["a", "b", "c", "d", "e", "f", "g"];
    let mut setup = Setup::standard(map, &names, 0, "1971", 3).expect("setup");
    for &i in computers {
        setup.players[i].computer = Some(Level::Novice);
    }
    Game::new(map, setup)
}

/// England and France are people; the other five seats are computers.
fn two_people(map: &Map) -> Game {
    game_with_computers(map, &[2, 3, 4, 5, 6])
}

/// Every unit holds (no orders) until Spring of `years` years later.
fn hold_for(map: &Map, game: &mut Game, years: u16) {
    let until = game.position.phase.year + years;
    while game.position.phase.year < until {
        game.resolve(map);
    }
    assert_eq!(game.position.phase.season, Season::Spring);
    assert_eq!(game.position.phase.kind, PhaseKind::Movement);
}

fn power(map: &Map, name: &str) -> PowerId {
    map.find_power(name).expect("power")
}

/// These centres now belong to `owner`.
fn give(map: &Map, position: &mut Position, owner: &str, centres: &[&str]) {
    let owner = power(map, owner);
    for c in centres {
        let p = map.find_province(c).expect("centre");
        assert!(map.province(p).centre, "{c} is a centre");
        position.owners[p.index()] = Some(owner);
    }
}

fn army(map: &Map, owner: &str, at: &str) -> Unit {
    Unit {
        power: power(map, owner),
        kind: UnitKind::Army,
        loc: Location::province(map.find_province(at).expect("province")),
    }
}

/// The kept vote of seat `player`.
fn kept_vote(game: &Game, player: usize) -> (bool, String) {
    let ballot = game
        .draw_ballot
        .as_ref()
        .expect("the computers' votes are kept");
    let (_, vote) = ballot
        .votes
        .iter()
        .find(|(p, _)| *p == player)
        .unwrap_or_else(|| panic!("seat {player} voted"));
    (vote.agrees, vote.english())
}

const GERMANY: usize = 2;
const RUSSIA: usize = 5;
const TURKEY: usize = 6;

#[test]
fn a_computer_far_ahead_turns_down_a_draw_every_person_proposes() {
    let map = standard();
    let mut game = two_people(&map);
    hold_for(&map, &mut game, 1);
    let twelve = [
        "Hol", "Bel", "Den", "Swe", "Nor", "War", "Mos", "Vie", "Bud", "Tri", "Ven", "Rom",
    ];
    give(&map, &mut game.position, "Germany", &twelve);
    assert_eq!(game.position.centre_count(power(&map, "Germany")), 15);

    assert!(!game.agree_draw(&map, &[0, 1]), "Germany plays on");
    assert_eq!(game.outcome, None, "the game goes on");
    assert_eq!(
        kept_vote(&game, GERMANY),
        (
            false,
            "leads with 15 of 34 centres, 12 more than anyone else, and gained 12 in the last \
             year: plays on"
                .to_string()
        )
    );
    assert_eq!(
        kept_vote(&game, 4),
        (true, "has no centres left: accepts".to_string()),
        "Austria, its centres all gone, would have taken the draw"
    );
    assert!(game.computers_propose_draw(&map).is_empty());
}

#[test]
fn a_computer_about_to_be_eliminated_accepts_the_draw_the_people_propose() {
    let map = standard();
    let mut game = two_people(&map);
    hold_for(&map, &mut game, 1);
    give(&map, &mut game.position, "England", &["War"]);
    give(&map, &mut game.position, "France", &["Sev"]);

    assert!(!game.agree_draw(&map, &[0]), "France has not proposed");
    assert_eq!(
        game.draw_ballot, None,
        "the computers are asked only once every person has proposed"
    );
    assert!(game.agree_draw(&map, &[0, 1]));
    assert_eq!(
        game.outcome,
        Some(Outcome::Draw {
            players: vec![0, 1, 2, 3, 4, 5, 6]
        })
    );
    assert_eq!(
        kept_vote(&game, RUSSIA),
        (
            true,
            "2 centres, lost 2 in the last year: accepts".to_string()
        )
    );
}

#[test]
fn two_years_without_a_centre_changing_hands_make_computers_accept_and_propose() {
    let map = standard();
    let mut game = two_people(&map);
    hold_for(&map, &mut game, 1);
    assert!(!game.board_stuck(), "one quiet year is not a stalemate");
    assert!(game.computers_propose_draw(&map).is_empty());

    hold_for(&map, &mut game, 1);
    assert!(game.board_stuck());
    assert_eq!(game.computers_propose_draw(&map), vec![2, 3, 4, 5, 6]);
    let mut proposals = vec![0, 1];
    proposals.extend(game.computers_propose_draw(&map));
    assert!(game.agree_draw(&map, &proposals));
    assert!(matches!(game.outcome, Some(Outcome::Draw { .. })));
    for seat in 2..7 {
        let (agrees, why) = kept_vote(&game, seat);
        assert!(agrees, "seat {seat}: {why}");
        assert!(
            why.ends_with("no centre has changed hands for two years: accepts"),
            "{why}"
        );
    }
    assert_eq!(
        kept_vote(&game, RUSSIA).1,
        "leads with 4 of 34 centres, and no centre has changed hands for two years: accepts"
    );
}

#[test]
fn seven_computers_stuck_for_two_years_propose_a_draw_and_agree_it() {
    let map = standard();
    let mut game = game_with_computers(&map, &[0, 1, 2, 3, 4, 5, 6]);
    assert!(!game.agree_draw(&map, &game.computers_propose_draw(&map)));
    hold_for(&map, &mut game, 2);
    let proposals = game.computers_propose_draw(&map);
    assert_eq!(proposals, vec![0, 1, 2, 3, 4, 5, 6]);
    assert!(game.agree_draw(&map, &proposals));
    assert_eq!(
        game.outcome,
        Some(Outcome::Draw {
            players: vec![0, 1, 2, 3, 4, 5, 6]
        })
    );
}

#[test]
fn a_computer_close_to_victory_plays_on_even_when_the_board_is_stuck() {
    let map = standard();
    let mut game = two_people(&map);
    hold_for(&map, &mut game, 2);
    let thirteen = [
        "Bul", "Gre", "Rum", "Ser", "Sev", "War", "Mos", "Vie", "Bud", "Tri", "Ven", "Rom", "Nap",
    ];
    // Set on the record's positions too: the centres were Turkey's before the quiet years.
    give(&map, &mut game.position, "Turkey", &thirteen);
    for r in &mut game.record {
        give(&map, &mut r.position, "Turkey", &thirteen);
    }
    assert!(game.board_stuck());
    assert_eq!(game.computers_propose_draw(&map), vec![2, 3, 4, 5]);
    assert!(!game.agree_draw(&map, &[0, 1]));
    assert_eq!(
        kept_vote(&game, TURKEY),
        (
            false,
            "leads with 16 of 34 centres, 2 short of the 18 needed to win: plays on".to_string()
        )
    );
}

#[test]
fn a_growing_computer_plays_on_unless_more_enemies_than_its_own_units_reach_its_centres() {
    let map = standard();
    let mut game = two_people(&map);
    hold_for(&map, &mut game, 1);
    give(&map, &mut game.position, "Germany", &["Den"]);
    assert_eq!(
        game.draw_vote(&map, power(&map, "Germany")),
        crate::engine::bot::DrawVote {
            agrees: false,
            why: "4 centres and gained 1 in the last year: plays on".into()
        }
    );
    for (owner, at) in [
        ("France", "Ruh"),
        ("France", "Bur"),
        ("Russia", "Sil"),
        ("Russia", "Pru"),
        ("Austria", "Boh"),
    ] {
        game.position.units.push(army(&map, owner, at));
    }
    assert_eq!(
        game.draw_vote(&map, power(&map, "Germany")),
        crate::engine::bot::DrawVote {
            agrees: true,
            why: "4 centres, 5 enemy units can reach its centres against 3 of its own: accepts"
                .into()
        }
    );
}

#[test]
fn at_the_start_computers_accept_a_draw_every_person_proposes_and_propose_none() {
    let map = standard();
    let mut game = two_people(&map);
    assert!(game.computers_propose_draw(&map).is_empty());
    assert!(!game.agree_draw(&map, &[]));
    assert!(
        !game.agree_draw(&map, &[0]),
        "seat 1 is a person who did not agree"
    );
    assert!(game.agree_draw(&map, &[0, 1]));
}

#[test]
fn a_seat_with_several_powers_plays_on_if_any_of_them_would() {
    let map = standard();
    let names = ["a", "b", "c"];
    let mut setup = Setup::standard(&map, &names, 0, "1971", 3).expect("setup");
    setup.players[2].computer = Some(Level::Novice);
    let mut game = Game::new(&map, setup);
    let seat = game.setup.players[2].powers.clone();
    assert!(seat.len() > 1, "three players share the seven powers");
    hold_for(&map, &mut game, 1);
    let strong = map.power(seat[0]).name.clone();
    let homes: Vec<String> = map
        .centres()
        .filter(|c| game.position.owners[c.index()].is_none())
        .take(12)
        .map(|c| map.id_of(c).to_string())
        .collect();
    let homes: Vec<&str> = homes.iter().map(|s| s.as_str()).collect();
    give(&map, &mut game.position, &strong, &homes);
    let vote = game.seat_draw_vote(&map, 2);
    assert!(!vote.agrees, "{}", vote.why);
    assert!(
        vote.english().starts_with(&format!("{strong}: leads with")),
        "{}",
        vote.why
    );
    assert!(!game.agree_draw(&map, &[0, 1]));
}

#[test]
fn the_computers_votes_are_kept_in_the_save() {
    let map = standard();
    let mut game = two_people(&map);
    hold_for(&map, &mut game, 1);
    give(&map, &mut game.position, "England", &["War"]);
    give(&map, &mut game.position, "France", &["Sev"]);
    assert!(game.agree_draw(&map, &[0, 1]));
    let ballot = game.draw_ballot.clone().expect("kept");
    assert_eq!(
        ballot.phase,
        Phase {
            year: 1902,
            season: Season::Spring,
            kind: PhaseKind::Movement
        }
    );
    let seats: Vec<usize> = ballot.votes.iter().map(|(p, _)| *p).collect();
    assert_eq!(
        seats,
        vec![2, 3, 4, 5, 6],
        "every computer seat, none of the people"
    );
    let (loaded, _) = from_ron(&to_ron(&game), "draw").expect("loads");
    assert_eq!(loaded.draw_ballot, Some(ballot));
    let lines = loaded.draw_ballot_lines(&map);
    assert_eq!(
        lines[0],
        "Every person proposed a draw in Spring 1902; the computers voted:"
    );
    assert_eq!(lines.len(), 6, "{lines:?}");
    assert!(lines.contains(&"Russia — 2 centres, lost 2 in the last year: accepts".to_string()));
}

#[test]
fn a_save_from_before_computers_voted_loads_with_no_votes() {
    let map = standard();
    let mut game = two_people(&map);
    hold_for(&map, &mut game, 1);
    let old = to_ron(&game).replace("draw_ballot: None,", "");
    assert!(
        !old.contains("draw_ballot"),
        "the field is written as `draw_ballot: None,`"
    );
    let (mut loaded, _) = from_ron(&old, "old").expect("an old save loads");
    assert_eq!(loaded.draw_ballot, None);
    assert!(loaded.draw_ballot_lines(&map).is_empty());
    assert_eq!(loaded.record.len(), game.record.len());
    assert!(loaded.agree_draw(&map, &[0, 1]), "and plays on as before");
}
