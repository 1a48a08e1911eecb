//! Every worked example of the Multiplomacy rules (seed 001), each with the seed's result.

use super::*;
use crate::engine::ids::{PowerId, UnitKind};
use crate::engine::map::{Map, check_map};
use crate::engine::notation::counted::*;
use crate::engine::position::{DislodgedUnit, Phase, PhaseKind, Position, Season, Unit};

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
    let mut result = adjudicate_stacked(map, pos, &orders);
    assert!(result.position.mixed_provinces().is_empty());
    next_phase(map, PhaseKind::Movement, &mut result.position);
    (orders, result)
}

/// The calendar moves on from a phase just adjudicated (every power played).
fn next_phase(map: &Map, resolved: PhaseKind, pos: &mut Position) {
    crate::engine::game::calendar::advance(map, resolved, &[], pos);
}

/// Units of a power and kind in a province after the phase.
fn count(map: &Map, pos: &Position, who: &str, kind: char, at: &str) -> usize {
    let p = power(map, who);
    let prov = map.find_province(at).expect("province");
    pos.units
        .iter()
        .filter(|u| u.power == p && u.kind.letter() == kind && u.loc.province == prov)
        .count()
}

fn dislodged(map: &Map, pos: &Position, who: &str, at: &str) -> usize {
    let p = power(map, who);
    let prov = map.find_province(at).expect("province");
    pos.dislodged
        .iter()
        .filter(|d| d.unit.power == p && d.unit.loc.province == prov)
        .count()
}

/// The verdicts of an order's parts.
fn parts(result: &StackedResult, k: usize) -> Vec<(u32, StackVerdict)> {
    result.orders[k].parts.clone()
}

fn cut(v: &StackVerdict) -> bool {
    matches!(v, StackVerdict::SupportCut { .. })
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
fn rule_5_partial_support_cut_is_rewritten() {
    let m = map();
    let pos = board(&m, "E: 4 F nth, F nwy, F lon\nF: 4 F eng");
    let (orders, r) = play(
        &m,
        &pos,
        "F: 3 F Eng-Bre; 1 F Eng-Nth\nE: F Lon stands; 3 F Nth sup F Lon; 1 F Nth-Nwy; F Nwy-Nwy",
    );
    let next = &r.position;
    assert_eq!(count(&m, next, "F", 'F', "bre"), 3);
    assert_eq!(count(&m, next, "F", 'F', "eng"), 1);
    // Both moves to Nwy succeed: no self-standoff.
    assert_eq!(count(&m, next, "E", 'F', "nwy"), 2);
    assert_eq!(count(&m, next, "E", 'F', "nth"), 3);
    let support = parts(&r, 3);
    assert_eq!(support.len(), 2);
    assert_eq!(support[0], (2, StackVerdict::Supported));
    assert_eq!(support[1].0, 1);
    assert!(cut(&support[1].1));
    let lines = format_stacked_results(&m, &pos, &orders, &r);
    assert_eq!(
        lines[3],
        "2 F NTH sup F Lon; 1 F NTH sup F Lon (cut by the French attack from ENG)"
    );
    // The published form reads back to the same result.
    let (_, again) = play(
        &m,
        &pos,
        "F: 3 F Eng-Bre; 1 F Eng-Nth\nE: F Lon stands; 2 F Nth sup F Lon; 1 F Nth sups F Lon; 1 F Nth-Nwy; F Nwy-Nwy",
    );
    assert_eq!(again.position, r.position);
    assert!(cut(&parts(&again, 4)[0].1));
}

#[test]
fn rule_6_i_greater_number_wins() {
    let m = map();
    let pos = board(&m, "R: 2 F sev\nT: F ank");
    let (_, r) = play(&m, &pos, "R: 2 F Sev-Bla\nT: F Ank-Bla");
    assert_eq!(count(&m, &r.position, "R", 'F', "bla"), 2);
    assert_eq!(count(&m, &r.position, "T", 'F', "ank"), 1);
    match &parts(&r, 1)[0].1 {
        StackVerdict::Bounced { strength, against } => {
            assert_eq!(*strength, 1);
            assert_eq!(against[0].strength, 2);
        }
        v => panic!("expected a bounce, got {v:?}"),
    }
}

#[test]
fn rule_6_ii_attacks_in_unison() {
    let m = map();
    let pos = board(&m, "R: 2 F sev, F rum\nT: F ank, F con");
    let (_, r) = play(
        &m,
        &pos,
        "R: 2 F Sev-Bla, F Rum-Bla\nT: F Ank-Bla sup by F Con",
    );
    assert_eq!(count(&m, &r.position, "R", 'F', "bla"), 3);
    assert_eq!(count(&m, &r.position, "T", 'F', "ank"), 1);
}

#[test]
fn rule_6_iii_three_beat_two() {
    let m = map();
    let pos = board(&m, "G: 2 A mun\nI: 3 A swi");
    let (_, r) = play(&m, &pos, "G: 2 A Mun stands\nI: 2 A Swi-Mun sup by 1 A Swi");
    assert_eq!(count(&m, &r.position, "I", 'A', "mun"), 2);
    assert_eq!(count(&m, &r.position, "I", 'A', "swi"), 1);
    assert_eq!(dislodged(&m, &r.position, "G", "mun"), 2);
    assert_eq!(r.position.phase.kind, PhaseKind::Retreat);
}

#[test]
fn rule_6_iv_two_displaced_by_one() {
    let m = map();
    let pos = board(&m, "G: 2 A mun\nI: 3 A swi\nF: A bur\nA: 3 A boh");
    let (_, r) = play(
        &m,
        &pos,
        "G: 2 A Mun stands\nI: 2 A Swi-Mun sup by 1 A Swi\nF: A Bur-Mun\nA: 3 A Boh sup FA Bur-Mun",
    );
    assert_eq!(count(&m, &r.position, "F", 'A', "mun"), 1);
    assert_eq!(dislodged(&m, &r.position, "G", "mun"), 2);
    assert_eq!(count(&m, &r.position, "I", 'A', "swi"), 3);
    match &parts(&r, 1)[0].1 {
        StackVerdict::Bounced { strength, .. } => assert_eq!(*strength, 3),
        v => panic!("the Italian attack should fail, got {v:?}"),
    }
    // The seed's regular-Diplomacy analogy: the supported attack wins, the other is wasted.
    let pos = board(&m, "G: A mun\nF: A bur\nA: A tyr, A boh");
    let (_, r) = play(
        &m,
        &pos,
        "G: A Mun stands\nF: A Bur-Mun\nA: A Tyo-Mun sup by A Boh",
    );
    assert_eq!(count(&m, &r.position, "A", 'A', "mun"), 1);
    assert_eq!(count(&m, &r.position, "F", 'A', "bur"), 1);
    assert_eq!(dislodged(&m, &r.position, "G", "mun"), 1);
}

#[test]
fn rule_6_v_all_coasts_defend_together() {
    let m = map();
    let setup = "F: 2 A spa, F spa/sc, F spa/nc\nE: F nat\nI: 4 F wes";
    let pos = board(&m, setup);
    let (_, r) = play(
        &m,
        &pos,
        "F: 2 A Spa stand; 1 F Spa(sc) stands; 1 F Spa(nc)-Mid\nE: F Nat-Mid\nI: 4 F Wes-Spa(sc)",
    );
    assert_eq!(count(&m, &r.position, "F", 'A', "spa"), 2);
    assert_eq!(count(&m, &r.position, "F", 'F', "spa"), 2);
    assert_eq!(count(&m, &r.position, "I", 'F', "wes"), 4);
    assert_eq!(count(&m, &r.position, "E", 'F', "nat"), 1);
    // But without England the fleet leaves, three stay, and four fleets beat three.
    let pos = board(&m, "F: 2 A spa, F spa/sc, F spa/nc\nI: 4 F wes");
    let (_, r) = play(
        &m,
        &pos,
        "F: 2 A Spa stand; 1 F Spa (sc) stands; 1 F Spa(nc)-Mid\nI: 4 F Wes-Spa(sc)",
    );
    assert_eq!(count(&m, &r.position, "I", 'F', "spa"), 4);
    assert_eq!(count(&m, &r.position, "F", 'F', "mid"), 1);
    assert_eq!(dislodged(&m, &r.position, "F", "spa"), 3);
}

#[test]
fn rule_6_vi_same_nation_changes_places() {
    let m = map();
    let pos = board(&m, "F: A mar, F spa/sc, A spa");
    let (_, r) = play(&m, &pos, "F: A Mar-Spa; 1 F Spa(sc)-Mar; 1 A Spa stands");
    assert_eq!(count(&m, &r.position, "F", 'A', "spa"), 2);
    assert_eq!(count(&m, &r.position, "F", 'F', "mar"), 1);
    // But an Italian attack on Mar stops the fleet; the army still goes.
    let pos = board(&m, "F: A mar, F spa/sc, A spa\nI: A pie");
    let (_, r) = play(
        &m,
        &pos,
        "F: A Mar-Spa; 1 F Spa(sc)-Mar; 1 A Spa stands\nI: A Pie-Mar",
    );
    assert_eq!(count(&m, &r.position, "F", 'A', "spa"), 2);
    assert_eq!(count(&m, &r.position, "F", 'F', "spa"), 1);
    assert_eq!(count(&m, &r.position, "I", 'A', "pie"), 1);
    let mar = m.find_province("mar").expect("mar");
    assert_eq!(r.position.count_in(mar), 0);
    // And two against two head to head: nobody moves.
    let pos = board(&m, "F: 2 A mar\nI: 2 A pie");
    let (_, r) = play(&m, &pos, "F: 2 A Mar-Pie\nI: 2 A Pie-Mar");
    assert_eq!(count(&m, &r.position, "F", 'A', "mar"), 2);
    assert_eq!(count(&m, &r.position, "I", 'A', "pie"), 2);
    assert!(r.position.dislodged.is_empty());
}

#[test]
fn rule_7_last_written_support_is_cut_first() {
    let m = map();
    let pos = board(&m, "E: 2 F nth, F nwy, 3 F lon\nF: F eng");
    let (_, r) = play(
        &m,
        &pos,
        "E: 1 F Nth sups F Nwy; 1 F Nth sups 3 F Lon\nF: F Eng-Nth",
    );
    assert_eq!(parts(&r, 0), vec![(1, StackVerdict::Supported)]);
    assert!(cut(&parts(&r, 1)[0].1));
    assert_eq!(count(&m, &r.position, "F", 'F', "eng"), 1);
    let (_, r) = play(
        &m,
        &pos,
        "E: 1 F Nth sups 3 F Lon; 1 F Nth sups F Nwy\nF: F Eng-Nth",
    );
    assert_eq!(parts(&r, 0), vec![(1, StackVerdict::Supported)]);
    assert!(cut(&parts(&r, 1)[0].1));
}

#[test]
fn rule_7_uncoordinated_attacks_cut_one_support_per_unit() {
    let m = map();
    // The seed's `3 A Tur` is read as Tunis (its `But` has `A Tun`).
    let pos = board(
        &m,
        "E: 4 F wes, 3 A tun, A naf, F naf\nF: 2 F gol\nA: 2 F tys",
    );
    let (_, r) = play(
        &m,
        &pos,
        "E: 2 F Wes sups 3 A Tun; 2 F Wes sup 1 A & 1 F Naf\nF: 2 F Gol-Wes\nA: 2 F Tys-Wes",
    );
    assert!(cut(&parts(&r, 0)[0].1) && parts(&r, 0)[0].0 == 2);
    assert!(cut(&parts(&r, 1)[0].1) && parts(&r, 1)[0].0 == 2);
    assert_eq!(count(&m, &r.position, "E", 'F', "wes"), 4);
    assert_eq!(count(&m, &r.position, "F", 'F', "gol"), 2);
    assert_eq!(count(&m, &r.position, "A", 'F', "tys"), 2);
}

#[test]
fn rule_7_supported_attack_cuts_only_its_own_units_worth() {
    let m = map();
    let pos = board(
        &m,
        "I: 4 F wes, A tun, A naf, F naf\nF: 2 F gol\nA: 2 F tys",
    );
    let (_, r) = play(
        &m,
        &pos,
        "I: 2 F Wes sup A Tun; 2 F Wes sup 1 A & 1 F Naf\nF: 2 F Gol-Wes\nA: 2 F Tys sup 2 FF Gol-Wes",
    );
    assert_eq!(parts(&r, 0), vec![(2, StackVerdict::Supported)]);
    assert!(cut(&parts(&r, 1)[0].1));
    match &parts(&r, 2)[0].1 {
        StackVerdict::Bounced { strength, against } => {
            assert_eq!(*strength, 4);
            assert_eq!(against[0].strength, 4);
        }
        v => panic!("France should bounce at four against four, got {v:?}"),
    }
    assert_eq!(count(&m, &r.position, "I", 'F', "wes"), 4);
}

#[test]
fn rule_7_four_french_fleets_cut_all_four() {
    let m = map();
    let pos = board(&m, "I: 4 F wes, A tun, A naf, F naf\nF: 2 F gol, 2 F tys");
    let (_, r) = play(
        &m,
        &pos,
        "I: 2 F Wes sup A Tun; 2 F Wes sup 1 A & 1 F Naf\nF: 2 F Gol-Wes; 2 F Tys-Wes",
    );
    assert_eq!(parts(&r, 0).len(), 1);
    assert!(cut(&parts(&r, 0)[0].1));
    assert!(cut(&parts(&r, 1)[0].1));
    assert_eq!(count(&m, &r.position, "I", 'F', "wes"), 4);
    assert_eq!(count(&m, &r.position, "F", 'F', "gol"), 2);
}

#[test]
fn rule_8_convoy_fails_only_where_a_fleet_is_displaced() {
    let m = map();
    let pos = board(&m, "I: 2 A tun, 2 F ion, F eas\nA: F aeg\nT: 2 F con");
    let (_, r) = play(
        &m,
        &pos,
        "I: 1 A Tun-Smy; 1 A Tun-Smy; 2 F Ion convoy 2 F Tun-Smy; 1 F Eas convoys 1 A Tun-Smy\n\
         A: F Aeg convoys 1 I A Tun-Smy\nT: F Con-Aeg sup by 1 F Con",
    );
    assert_eq!(count(&m, &r.position, "I", 'A', "smy"), 1);
    assert_eq!(count(&m, &r.position, "I", 'A', "tun"), 1);
    assert_eq!(count(&m, &r.position, "T", 'F', "aeg"), 1);
    assert_eq!(dislodged(&m, &r.position, "A", "aeg"), 1);
    assert_eq!(parts(&r, 0), vec![(1, StackVerdict::Moved)]);
    assert_eq!(parts(&r, 1), vec![(1, StackVerdict::ConvoyFailed)]);
    assert_eq!(parts(&r, 4), vec![(1, StackVerdict::ConvoyDisrupted)]);
}

#[test]
fn rule_9_larger_retreat_survives_by_its_margin() {
    let m = map();
    let mut pos = board(&m, "");
    pos.phase.kind = PhaseKind::Retreat;
    let g = power(&m, "G");
    let r = power(&m, "R");
    let ber = m.find_province("ber").expect("ber");
    let bal = m.find_province("bal").expect("bal");
    let kie = m.find_province("kie").expect("kie");
    let swe = m.find_province("swe").expect("swe");
    for _ in 0..2 {
        pos.dislodged.push(DislodgedUnit {
            unit: Unit {
                power: g,
                kind: UnitKind::Army,
                loc: crate::engine::ids::Location::province(ber),
            },
            attacker_from: kie,
            by_convoy: false,
            also_from: Vec::new(),
        });
    }
    pos.dislodged.push(DislodgedUnit {
        unit: Unit {
            power: r,
            kind: UnitKind::Fleet,
            loc: crate::engine::ids::Location::province(bal),
        },
        attacker_from: swe,
        by_convoy: false,
        also_from: Vec::new(),
    });
    let orders =
        parse_stacked_orders(&m, &pos, None, "G: 2 A Ber-Pru\nR: F Bal-Pru").expect("parse");
    let mut res = adjudicate_stacked_retreats(
        &m,
        &pos,
        &orders,
        &crate::engine::rules::Rules::RULEBOOK_1971,
    );
    next_phase(&m, PhaseKind::Retreat, &mut res.position);
    assert_eq!(count(&m, &res.position, "G", 'A', "pru"), 1);
    assert_eq!(count(&m, &res.position, "R", 'F', "pru"), 0);
    assert!(res.position.mixed_provinces().is_empty());
    assert_eq!(res.position.phase.kind, PhaseKind::Movement);
}

#[test]
fn rule_9_retreats_may_split_and_join_own_units() {
    let m = map();
    let mut pos = board(&m, "G: A sil");
    pos.phase.kind = PhaseKind::Retreat;
    let g = power(&m, "G");
    let ber = m.find_province("ber").expect("ber");
    let kie = m.find_province("kie").expect("kie");
    for _ in 0..2 {
        pos.dislodged.push(DislodgedUnit {
            unit: Unit {
                power: g,
                kind: UnitKind::Army,
                loc: crate::engine::ids::Location::province(ber),
            },
            attacker_from: kie,
            by_convoy: false,
            also_from: Vec::new(),
        });
    }
    let orders =
        parse_stacked_orders(&m, &pos, None, "G: 1 A Ber-Pru; 1 A Ber-Sil").expect("parse");
    let res = adjudicate_stacked_retreats(
        &m,
        &pos,
        &orders,
        &crate::engine::rules::Rules::RULEBOOK_1971,
    );
    assert_eq!(count(&m, &res.position, "G", 'A', "pru"), 1);
    assert_eq!(count(&m, &res.position, "G", 'A', "sil"), 2);
}

#[test]
fn rule_10_one_build_per_home_province() {
    let m = map();
    let mut pos = Position::initial(&m);
    pos.phase = Phase {
        year: 1901,
        season: Season::Autumn,
        kind: PhaseKind::Adjustment,
    };
    let r = power(&m, "R");
    // Russia gains two centres: it may build twice, but only once in Moscow.
    for name in ["rum", "swe"] {
        pos.owners[m.find_province(name).expect("p").index()] = Some(r);
    }
    let orders = parse_stacked_orders(
        &m,
        &pos,
        None,
        "R: Build A Mos; Build A Mos; Build A Rum; Build A War",
    )
    .expect("parse");
    let mut res = adjudicate_stacked_adjustments(
        &m,
        &pos,
        &orders,
        &crate::engine::rules::Rules::RULEBOOK_1971,
    );
    next_phase(&m, PhaseKind::Adjustment, &mut res.position);
    assert_eq!(
        res.verdicts,
        vec![
            StackAdjustVerdict::Built,
            StackAdjustVerdict::AlreadyBuilt,
            StackAdjustVerdict::NotHome,
            StackAdjustVerdict::Built,
        ]
    );
    assert_eq!(count(&m, &res.position, "R", 'A', "mos"), 2);
    assert_eq!(count(&m, &res.position, "R", 'A', "war"), 2);
    assert_eq!(res.position.phase.year, 1902);
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
    let res =
        adjudicate_stacked_adjustments(&m, &pos, &[], &crate::engine::rules::Rules::RULEBOOK_1971);
    let tun = m.find_province("tun").expect("tun");
    assert_eq!(res.disorder_removals.len(), 2);
    assert_eq!(
        res.disorder_removals[0].loc.province, tun,
        "Tunis is furthest"
    );
    assert_eq!(res.position.unit_count(r), 2);
}
