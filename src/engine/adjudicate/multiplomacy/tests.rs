//! The Multiplomacy rules (seed 001) that are not board data: the map, notation errors, the
//! published form, victory and civil disorder. The seed's worked examples (rules 5 to 10) are
//! cases in tests/variants/multiplomacy.txt.

use super::*;
use crate::engine::adjudicate::Board;
use crate::engine::ids::{PowerId, UnitKind};
use crate::engine::map::{Map, check_map};
use crate::engine::notation::counted::*;
use crate::engine::position::{Phase, PhaseKind, Position, Season, Unit};

fn map() -> Map {
    Map::named("multiplomacy").expect("multiplomacy loads")
}

fn power(map: &Map, letter: &str) -> PowerId {
    find_power_loose(map, letter).expect("power")
}

/// A board from lines like `E: 4 F nth, F nwy`.
fn board(map: &Map, text: &str) -> Position {
    let phase = Phase {
        year: 1901,
        season: Season::Spring,
        kind: PhaseKind::Movement,
    };
    let mut pos = Position::empty(map, phase);
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let (who, rest) = line.split_once(':').expect("power prefix");
        let p = power(map, who.trim());
        for part in rest.split(',') {
            let words: Vec<&str> = part.split_whitespace().collect();
            let (n, kind, place) = match words.as_slice() {
                [n, k, at] => (n.parse::<usize>().expect("count"), *k, *at),
                [k, at] => (1, *k, *at),
                _ => panic!("bad setup `{part}`"),
            };
            let kind = if kind == "A" {
                UnitKind::Army
            } else {
                UnitKind::Fleet
            };
            let (name, coast) = match place.split_once('/') {
                Some((a, c)) => (a, crate::engine::ids::Coast::parse(c)),
                None => (place, None),
            };
            let province = map.find_province(name).expect("province");
            for _ in 0..n {
                pos.units.push(Unit {
                    power: p,
                    kind,
                    loc: crate::engine::ids::Location { province, coast },
                });
            }
        }
    }
    pos
}

fn play(
    map: &Map,
    pos: &Position,
    orders: &str,
) -> (Vec<crate::engine::order::Written>, StackedResult) {
    let orders = parse_stacked_orders(map, pos, None, orders).expect("orders parse");
    let result = adjudicate_stacked(
        Board::new(map, pos, &crate::engine::rules::Rules::RULEBOOK_1971),
        &orders,
    );
    assert!(result.position.mixed_provinces().is_empty());
    (orders, result)
}

#[test]
fn map_matches_rules_2_3_10_11() {
    let m = map();
    assert!(check_map(&m).is_empty(), "{:?}", check_map(&m));
    assert_eq!(m.centres().count(), 57);
    assert_eq!(m.victory_centres, 29);
    assert_eq!(m.victory_years, 2);
    assert!(m.stacking);
    // Rule 3 lists 43 units (6 for every power but Russia, which has 7); issue 7 says 42.
    let units: usize = m.powers.iter().map(|p| p.units.len()).sum();
    assert_eq!(units, 43);
    let swi = m.find_province("swi").expect("swi");
    assert!(m.province(swi).is_land() && m.province(swi).centre);
    for n in ["bur", "mar", "mun", "pie", "tyr"] {
        let p = m.find_province(n).expect("neighbour");
        assert!(m.army_adjacent(swi, p) && m.army_adjacent(p, swi));
    }
    let home = |n: &str| m.province(m.find_province(n).expect("p")).home_of;
    assert_eq!(home("alb"), Some(power(&m, "A")));
    assert_eq!(home("bul"), Some(power(&m, "T")));
    assert_eq!(home("boh"), None);
    assert_eq!(m.find_province("tyo"), m.find_province("tyr"));
    let start = Position::initial(&m);
    assert_eq!(start.units.len(), 43);
    for p in m.power_ids() {
        assert_eq!(start.centre_count(p), start.unit_count(p));
    }
    // The standard board is unchanged.
    let std = Map::named("standard").expect("standard");
    assert_eq!(std.victory_years, 1);
    assert!(!std.stacking);
}

#[test]
fn rule_5_partial_support_cut_is_published_by_part() {
    // The case itself (positions, verdicts, the published form read back) is data in
    // tests/variants/multiplomacy.txt; this is the publication's wording.
    let m = map();
    let pos = board(&m, "E: 4 F nth, F nwy, F lon\nF: 4 F eng");
    let (orders, r) = play(
        &m,
        &pos,
        "F: 3 F Eng-Bre; 1 F Eng-Nth\nE: F Lon stands; 3 F Nth sup F Lon; 1 F Nth-Nwy; F Nwy-Nwy",
    );
    let lines = format_stacked_results(&m, &pos, &orders, &r);
    assert_eq!(
        lines[3],
        "2 F NTH sup F Lon; 1 F NTH sup F Lon (cut by the French attack from ENG)"
    );
}

#[test]
fn rule_11_victory_needs_two_winters() {
    let m = map();
    let mut pos = Position::initial(&m);
    let f = power(&m, "F");
    for o in pos.owners.iter_mut().take(29) {
        *o = Some(f);
    }
    let mut tracker = crate::engine::game::calendar::VictoryTracker::default();
    assert_eq!(tracker.end_of_winter(&m, &pos), None);
    assert_eq!(tracker.end_of_winter(&m, &pos), Some(f));
}

#[test]
fn notation_errors_are_distinct() {
    let m = map();
    let pos = board(&m, "E: 2 F nth\nF: F eng");
    let err = |t: &str| parse_stacked_order(&m, &pos, None, t).expect_err("should fail");
    assert!(matches!(
        err(""),
        StackOrderError::Syntax(StackSyntaxError::Empty)
    ));
    assert!(matches!(
        err("3 F Nth-"),
        StackOrderError::Syntax(StackSyntaxError::UnexpectedEnd(_))
    ));
    assert!(matches!(
        err("0 F Nth-Nwy"),
        StackOrderError::Syntax(StackSyntaxError::BadCount(_))
    ));
    assert!(matches!(
        err("3 F Nth-Nwy"),
        StackOrderError::Meaning(StackMeaningError::TooFew { .. })
    ));
    assert!(matches!(
        err("F Xyz-Nwy"),
        StackOrderError::Meaning(StackMeaningError::UnknownProvince(_))
    ));
    assert!(matches!(
        err("A Nth-Nwy"),
        StackOrderError::Meaning(StackMeaningError::NoUnits { .. })
    ));
    assert!(matches!(
        err("E: F Eng-Nth"),
        StackOrderError::Meaning(StackMeaningError::NotYourUnits { .. })
    ));
    assert!(matches!(
        err("Build A Lon"),
        StackOrderError::Meaning(StackMeaningError::WrongPhase(..))
    ));
    let ok = parse_stacked_order(&m, &pos, None, "2 F Nth sup by F Eng");
    assert!(ok.is_ok());
}

#[test]
fn orders_format_back_to_notation() {
    let m = map();
    let pos = board(&m, "I: 3 A swi\nA: 3 A boh\nF: A bur");
    for text in [
        "2 A Swi-Mun",
        "3 A Boh sup French A Bur-Mun",
        "A Bur stands",
        "1 A Swi sup 2 A Swi-Mun",
    ] {
        let orders = parse_stacked_order(&m, &pos, None, text).expect("parse");
        let back = format_stack_order(&m, &pos, &orders[0]);
        let again = parse_stacked_order(&m, &pos, None, &back).expect("reparse");
        assert_eq!(orders[0], again[0], "{text} -> {back}");
    }
}

#[test]
fn civil_disorder_removes_the_units_furthest_from_home_first() {
    let m = map();
    let mut pos = board(&m, "R: 2 A mos, A tun, A war");
    pos.phase = Phase {
        year: 1901,
        season: Season::Autumn,
        kind: PhaseKind::Adjustment,
    };
    let r = power(&m, "R");
    // Russia owns two centres for four units and orders no removal.
    for name in ["mos", "war"] {
        pos.owners[m.find_province(name).expect("p").index()] = Some(r);
    }
    let rules = crate::engine::rules::Rules::RULEBOOK_1971;
    let res = crate::engine::adjudicate::adjudicate_adjustments(
        crate::engine::adjudicate::Board::new(&m, &pos, &rules),
        &[],
    );
    let tun = m.find_province("tun").expect("tun");
    assert_eq!(res.disorder_removals.len(), 2);
    assert_eq!(
        res.disorder_removals[0].loc.province, tun,
        "Tunis is furthest"
    );
    assert_eq!(res.position.unit_count(r), 2);
}

/// Three powers' forces of two moving round a ring (Burgundy to Munich to the Ruhr and
/// back) all move, as circular movement does on the classic board (the one decision
/// core's backup rule); an equal Italian force on Munich stops the French, and with them
/// the whole ring stands.
#[test]
fn a_ring_of_stacked_forces_moves_unless_one_link_is_stopped() {
    let m = map();
    let p = |n: &str| m.find_province(n).expect("province");
    let ring = "F: 2 A Bur-Mun\nG: 2 A Mun-Ruh\nE: 2 A Ruh-Bur";
    let pos = board(&m, "F: 2 A bur\nG: 2 A mun\nE: 2 A ruh");
    let (_, r) = play(&m, &pos, ring);
    let holders =
        |r: &StackedResult| ["bur", "mun", "ruh"].map(|n| r.position.holder(p(n)).expect("held"));
    let [f, g, e] = ["F", "G", "E"].map(|l| power(&m, l));
    assert_eq!(holders(&r), [e, f, g], "the ring turns");
    let pos = board(&m, "F: 2 A bur\nG: 2 A mun\nE: 2 A ruh\nI: 2 A tyr");
    let (_, r) = play(&m, &pos, &format!("{ring}\nI: 2 A Tyr-Mun"));
    assert_eq!(holders(&r), [f, g, e], "the ring stands");
    assert!(r.position.dislodged.is_empty());
}
