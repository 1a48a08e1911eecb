//! The Novice on the three boards: every order passes the engine's check, the same seed
//! gives the same orders, and the computer plays (it takes centres, it does not stand).

use super::game_tests::{computer_game, play_out};
use super::write::Planned;
use super::*;
use crate::engine::ids::{Location, UnitKind};
use crate::engine::options::Route;
use crate::engine::order::{MainOrder, Order};
use crate::engine::position::Unit;

#[test]
fn seven_novices_play_the_standard_board_to_1905_with_no_void_order() {
    let (map, mut game) = computer_game("standard", 3, 1904);
    play_out(&map, &mut game);
    assert!(game.record.len() >= 8, "{} phases", game.record.len());
    // They really play: someone has gained centres beyond the 22 owned at the start.
    let owned = game.position.owners.iter().filter(|o| o.is_some()).count();
    assert!(owned > 22, "only {owned} centres owned by 1905");
    let moved = game.record[0]
        .orders
        .iter()
        .filter(|o| o.text(&map, &game.record[0].position).contains('-'))
        .count();
    assert!(moved >= 10, "only {moved} moves in Spring 1901");
}

#[test]
fn the_same_seed_gives_the_same_orders_and_another_seed_may_not() {
    let map = Map::named("standard").expect("map");
    let position = Position::initial(&map);
    let rules = Rules::preset("1971").expect("rules");
    let everyone = |seed| {
        map.power_ids()
            .flat_map(|p| computer_lines(Level::Novice, &map, &position, &rules, p, seed))
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

/// A movement position on `variant` with only these units (power name, kind, province).
pub(super) fn only_units(map: &Map, units: &[(&str, UnitKind, &str)]) -> Position {
    let mut pos = Position::initial(map);
    pos.units = units
        .iter()
        .map(|&(power, kind, at)| Unit {
            power: map.find_power(power).expect("power"),
            kind,
            loc: Location::province(map.find_province(at).expect("province")),
        })
        .collect();
    pos
}

#[test]
fn an_army_in_london_crosses_to_a_coast_in_its_own_fleet_when_both_would_hold() {
    let map = Map::named("standard").expect("map");
    let rules = Rules::preset("1971").expect("rules");
    let pos = only_units(
        &map,
        &[
            ("England", UnitKind::Army, "lon"),
            ("England", UnitKind::Fleet, "nth"),
        ],
    );
    let england = map.find_power("England").expect("England");
    let stacks = movement::stack_trees(&map, &pos, &rules, england);
    let nwy = map.find_province("nwy").expect("nwy");
    assert!(
        stacks[0]
            .moves(&map)
            .contains(&(Location::province(nwy), Route::Convoy)),
        "the tree offers London-Norway by convoy"
    );
    let values = values(&map, &pos, england);
    let mut chosen = vec![(0, MainOrder::Hold), (1, MainOrder::Hold)];
    convoys::add_convoys(&map, &values, &stacks, &mut chosen);
    let MainOrder::Move { to, .. } = chosen[0].1 else {
        panic!("the army stayed: {chosen:?}");
    };
    let lon = map.find_province("lon").expect("lon");
    assert_eq!(
        chosen[1].1,
        MainOrder::Convoy {
            from: lon,
            to: to.province
        }
    );
    assert!(!map.can_move(UnitKind::Army, Location::province(lon), to.province));
    let planned: Vec<Planned> = chosen
        .iter()
        .map(|&(s, o)| Planned::new(stacks[s].row, Order::Main(o), 1))
        .collect();
    let lines = lines_of(
        &map,
        &pos,
        &write::sound_orders(&map, &pos, &rules, england, &planned),
    );
    assert_eq!(
        lines.len(),
        2,
        "both orders pass the engine's check: {lines:?}"
    );
    assert!(lines[1].starts_with("F(NTH) C A(Lon)-"), "{lines:?}");
}

#[test]
fn a_russian_army_in_omsk_takes_the_railroad_to_a_foreign_moscow() {
    let map = Map::named("european").expect("map");
    let rules = Rules::preset("1971").expect("rules");
    let mut pos = only_units(
        &map,
        &[
            ("Russia", UnitKind::Army, "oms"),
            ("Turkey", UnitKind::Army, "con"),
        ],
    );
    let mos = map.find_province("mos").expect("mos");
    pos.owners[mos.index()] = map.find_power("Turkey");
    let russia = map.find_power("Russia").expect("Russia");
    let stacks = movement::stack_trees(&map, &pos, &rules, russia);
    assert!(
        stacks[0]
            .moves(&map)
            .contains(&(Location::province(mos), Route::Railroad))
    );
    let lines = computer_lines(Level::Novice, &map, &pos, &rules, russia, 1);
    assert_eq!(lines, vec!["A(Oms)-Mos".to_string()]);
}

#[test]
fn a_multiplomacy_stack_of_three_splits_and_every_unit_is_counted() {
    let map = Map::named("multiplomacy").expect("map");
    let rules = Rules::preset("1971").expect("rules");
    let pos = only_units(
        &map,
        &[
            ("France", UnitKind::Army, "bur"),
            ("France", UnitKind::Army, "bur"),
            ("France", UnitKind::Army, "bur"),
            ("France", UnitKind::Army, "par"),
            ("Germany", UnitKind::Army, "mun"),
            ("Germany", UnitKind::Army, "ruh"),
        ],
    );
    let france = map.find_power("France").expect("France");
    let lines = computer_lines(Level::Novice, &map, &pos, &rules, france, 4);
    let from_bur: Vec<&String> = lines.iter().filter(|l| l.contains(" A Bur")).collect();
    assert!(from_bur.len() >= 2, "the stack of three splits: {lines:?}");
    let counted: u32 = from_bur
        .iter()
        .map(|l| {
            l.split(' ')
                .next()
                .and_then(|n| n.parse::<u32>().ok())
                .expect("a count")
        })
        .sum();
    assert_eq!(
        counted, 3,
        "every unit of the stack has an order: {lines:?}"
    );
    for line in &lines {
        assert!(
            is_sound(
                crate::engine::adjudicate::Board::new(&map, &pos, &rules),
                france,
                line
            ),
            "{line}"
        );
    }
}
