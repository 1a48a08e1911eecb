//! Computer seats at the table, without a window: seven computers play on their own (no
//! curtain, no void order), a computer's orders do not depend on what a person wrote,
//! and a game with computers saves and resumes mid-phase.

use super::clock::Timing;
use super::table::{Stage, Table};
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::check_alone;
use crate::engine::bot::Level;
use crate::engine::game::save::{from_ron, to_ron};
use crate::engine::game::{Game, Setup};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::notation::parse_order;
use crate::engine::position::PhaseKind;

/// A standard game whose seats listed in `computers` are Novice computers.
fn game_with_computers(map: &Map, computers: &[usize], seed: u64) -> Game {
    let names = ["a", "b", "c", "d", "e", "f", "g"];
    let mut setup = Setup::standard(map, &names, 0, "1971", seed).expect("setup");
    for &i in computers {
        setup.players[i].computer = Some(Level::Novice);
    }
    Game::new(map, setup)
}

#[test]
fn seven_computers_play_at_the_table_to_1905_without_a_curtain_or_a_void_order() {
    let map = Map::named("standard").expect("map");
    let mut game = game_with_computers(&map, &[0, 1, 2, 3, 4, 5, 6], 21);
    let (mut table, _) = Table::new(&mut game, &map, Timing::Casual);
    let mut phases = 0;
    while game.position.phase.year < 1905 {
        match table.stage {
            Stage::Diplomacy => {
                table.start_writing(&mut game, &map);
            }
            Stage::Reveal { record } => {
                let r = &game.record[record];
                assert!(r.refused.is_empty(), "{}: {:?}", r.phase, r.refused);
                for line in &r.orders {
                    // A computer's line is typed orders, and it reads back from its text.
                    let text = line.text(&map, &r.position);
                    let w = parse_order(&map, &r.position, Some(line.power), &text)
                        .expect("a computer's line reads");
                    assert_eq!(line.written(), [w], "{text}");
                    let check = check_alone(Board::new(&map, &r.position, &game.setup.rules), &w);
                    assert!(!check.is_void(), "{} {text}: {check:?}", r.phase);
                }
                phases += 1;
                table.finish_reveal(&mut game, &map);
            }
            Stage::Over => break,
            other => panic!("the table stopped at {other:?} with only computers"),
        }
    }
    assert!(phases >= 8, "{phases} phases played");
    let adjustments = game
        .record
        .iter()
        .filter(|r| r.phase.kind == PhaseKind::Adjustment)
        .count();
    assert!(adjustments >= 1, "nobody built in four years");
}

/// The orders the computers wrote this phase, after the person (seat 0) wrote `lines`.
fn computer_orders_after(map: &Map, game: &Game, lines: &[&str]) -> Vec<(PowerId, String)> {
    let mut game = game.clone();
    let person = game.setup.players[0].powers[0];
    let lines: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    game.write_orders(map, person, &lines);
    let mut table = Table::new(&mut game, map, Timing::Casual).0;
    table.start_writing(&mut game, map);
    assert_eq!(
        table.stage,
        Stage::Curtain { player: 0 },
        "only the person is called"
    );
    game.pending
        .iter()
        .filter(|o| o.power != person)
        .map(|o| (o.power, o.text(map, &game.position)))
        .collect()
}

#[test]
fn a_computers_orders_are_the_same_whatever_the_person_wrote() {
    let map = Map::named("standard").expect("map");
    let game = game_with_computers(&map, &[1, 2, 3, 4, 5, 6], 9);
    assert_eq!(map.power(game.setup.players[0].powers[0]).name, "England");
    let quiet = computer_orders_after(&map, &game, &[]);
    let bold = computer_orders_after(&map, &game, &["F(Lon)-NTH", "F(Edi)-NWG", "A(Lvp)-Yor"]);
    assert!(!quiet.is_empty());
    assert_eq!(quiet, bold);
}

#[test]
fn a_game_with_computers_saves_and_resumes_with_the_person_at_the_curtain() {
    let map = Map::named("standard").expect("map");
    let mut game = game_with_computers(&map, &[1, 2, 3, 4, 5, 6], 4);
    let (mut table, _) = Table::new(&mut game, &map, Timing::Casual);
    table.start_writing(&mut game, &map);
    let sealed = game.sealed.len();
    assert_eq!(sealed, 6, "the six computers sealed at once");
    let (mut resumed, _) = from_ron(&to_ron(&game), "test").expect("loads");
    assert_eq!(resumed.setup.players[3].computer, Some(Level::Novice));
    let (table, _) = Table::new(&mut resumed, &map, Timing::Casual);
    assert_eq!(table.stage, Stage::Curtain { player: 0 });
    assert_eq!(resumed.pending, game.pending);
}

#[test]
fn a_save_from_before_computers_loads_with_people_in_every_seat() {
    let map = Map::named("standard").expect("map");
    let game = game_with_computers(&map, &[], 1);
    let old = to_ron(&game).replace("computer: None,", "");
    assert!(
        !old.contains("computer:"),
        "the field is written as `computer: None,`"
    );
    let (loaded, _) = from_ron(&old, "old").expect("an old save loads");
    assert!(loaded.setup.players.iter().all(|p| p.computer.is_none()));
}

#[test]
fn computers_accept_a_draw_every_person_proposes_and_never_propose_one() {
    let map = Map::named("standard").expect("map");
    let mut game = game_with_computers(&map, &[2, 3, 4, 5, 6], 2);
    assert!(!game.agree_draw(&map, &[]));
    assert!(
        !game.agree_draw(&map, &[0]),
        "seat 1 is a person who did not agree"
    );
    assert!(game.agree_draw(&map, &[0, 1]));
}

#[test]
fn a_player_who_leaves_at_the_curtain_can_hand_the_seat_to_a_computer() {
    let map = Map::named("standard").expect("map");
    let mut game = game_with_computers(&map, &[2, 3, 4, 5, 6], 6);
    let (mut table, _) = Table::new(&mut game, &map, Timing::Casual);
    table.start_writing(&mut game, &map);
    assert_eq!(table.stage, Stage::Curtain { player: 0 });
    table.hand_to_computer(&mut game, &map, 0, Level::Novice);
    assert_eq!(
        table.stage,
        Stage::Curtain { player: 1 },
        "the next person is called"
    );
    let england = game.setup.players[0].powers[0];
    assert!(game.sealed.contains(&england));
    assert!(
        game.pending.iter().any(|o| o.power == england),
        "England's units move"
    );
    table.hand_to_computer(&mut game, &map, 1, Level::Strong);
    assert!(
        matches!(table.stage, Stage::Reveal { .. }),
        "{:?}",
        table.stage
    );
}
