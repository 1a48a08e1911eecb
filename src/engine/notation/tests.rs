//! Notation tests: the rulebook's printed orders, DATC style, full words, errors, round trips, fuzz.

use super::format::{Style, format_main};
use super::{OrderError, parse_order, parse_syntax};
use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::syntax::{BodySyntax, OrderSyntax};
use crate::engine::order::{MainOrder, Order, Written};
use crate::engine::position::{Position, Unit};

fn standard() -> Map {
    Map::named("standard").expect("standard map")
}

/// A board with one English unit where `text` (test-file style) says the unit is.
fn board_for(map: &Map, text: &str) -> Position {
    let mut position = Position::initial(map);
    position.units.clear();
    let Ok(OrderSyntax::Unit { unit, .. }) = parse_syntax(text) else {
        panic!("`{text}` should be a unit order");
    };
    let place = unit.place.expect("place");
    let province = map.find_province(&place.name).expect("known province");
    position.units.push(Unit {
        power: PowerId(0),
        kind: unit.kind.expect("kind"),
        loc: Location {
            province,
            coast: place.coast,
        },
    });
    position
}

fn order(map: &Map, position: &Position, text: &str) -> Written {
    parse_order(map, position, None, text).unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

#[test]
fn every_order_printed_in_the_rulebook_reads_as_its_meaning() {
    let map = standard();
    let corpus = include_str!("../../../tests/rulebook/notation.txt");
    let mut checked = 0;
    for line in corpus.lines().filter(|l| l.contains("=>")) {
        let (printed, meaning) = line.split_once("=>").expect("=>");
        let position = board_for(&map, meaning.trim());
        let want = order(&map, &position, meaning.trim());
        let got = order(&map, &position, printed.trim());
        assert_eq!(
            got.order,
            want.order,
            "`{}` should mean `{}`",
            printed.trim(),
            meaning.trim()
        );
        assert_eq!(got.at.province, want.at.province, "`{printed}`");
        checked += 1;
    }
    assert!(checked > 100, "only {checked} notation lines");
}

#[test]
fn datc_style_and_full_words_read() {
    let map = standard();
    let cases = [
        ("F nth-pic", "F nth", "F nth-pic"),
        ("F tri S A bud", "F tri", "F tri S A bud"),
        ("F nth C A lon-bel", "F nth", "F nth C A lon-bel"),
        ("A lon-bel via convoy", "A lon", "A lon-bel via convoy"),
        ("F gas-spa/nc", "F gas", "F gas-spa/nc"),
        ("F gas - spa(nc)", "F gas", "F gas-spa/nc"),
        ("F gas-spa (north coast)", "F gas", "F gas-spa/nc"),
        ("F gas - Spain North Coast", "F gas", "F gas-spa/nc"),
        ("f GAS-SPA/NC", "F gas", "F gas-spa/nc"),
        ("Army Paris to Burgundy", "A par", "A par-bur"),
        (
            "Fleet London supports Fleet North Sea",
            "F lon",
            "F lon S F nth",
        ),
        ("A Paris moves to Burgundy", "A par", "A par-bur"),
        ("F Mid-Atlantic Ocean - Brest", "F mid", "F mid-bre"),
        ("England: F nth - nrg", "F nth", "F nth-nrg"),
        ("A(Ser) s Turkish A(Bul)-Rum", "A ser", "A ser S A bul-rum"),
        ("F (Lvn) — St. P", "F lvn", "F lvn-stp"),
        ("A lon-nth-bel", "A lon", "A lon-bel via convoy"),
    ];
    for (text, unit, meaning) in cases {
        let position = board_for(&map, &format!("{unit} H"));
        assert_eq!(
            order(&map, &position, text).order,
            order(&map, &position, meaning).order,
            "`{text}`"
        );
    }
}

#[test]
fn builds_removals_and_waives_read_in_an_adjustment_phase() {
    let map = standard();
    let mut position = Position::initial(&map);
    position.phase.kind = crate::engine::position::PhaseKind::Adjustment;
    let germany = map.find_power("Germany").expect("Germany");
    let build = parse_order(&map, &position, Some(germany), "Build A ber").expect("build");
    assert!(matches!(
        build.order,
        Order::Adjust(crate::engine::order::AdjustOrder::Build {
            kind: Some(UnitKind::Army),
            ..
        })
    ));
    let remove = parse_order(&map, &position, Some(germany), "Remove F kie").expect("remove");
    assert!(matches!(
        remove.order,
        Order::Adjust(crate::engine::order::AdjustOrder::Remove { .. })
    ));
    let waive = parse_order(&map, &position, Some(germany), "waive").expect("waive");
    assert_eq!(
        waive.order,
        Order::Adjust(crate::engine::order::AdjustOrder::Waive)
    );
    let russia = map.find_power("Russia").expect("Russia");
    let coast = parse_order(
        &map,
        &position,
        Some(russia),
        "Build F St Petersburg north coast",
    )
    .expect("coast");
    assert!(matches!(
        coast.order,
        Order::Adjust(crate::engine::order::AdjustOrder::Build {
            at: Location {
                coast: Some(crate::engine::ids::Coast::North),
                ..
            },
            ..
        })
    ));
}

#[test]
fn syntax_and_meaning_errors_are_told_apart() {
    let map = standard();
    let position = Position::initial(&map);
    let syntax = parse_order(&map, &position, None, "F nth -").unwrap_err();
    assert!(matches!(syntax, OrderError::Syntax(_)), "{syntax}");
    let meaning = parse_order(&map, &position, None, "F Atlantis - nth").unwrap_err();
    assert!(matches!(meaning, OrderError::Meaning(_)), "{meaning}");
    assert!(meaning.to_string().contains("Atlantis"), "{meaning}");
    let empty = parse_order(&map, &position, None, "  ").unwrap_err();
    assert!(matches!(empty, OrderError::Syntax(_)));
    let england = map.find_power("England");
    let foreign = parse_order(&map, &position, england, "A par-bur").unwrap_err();
    assert!(foreign.to_string().contains("France"), "{foreign}");
}

#[test]
fn an_order_naming_no_unit_needs_exactly_one_candidate() {
    let map = standard();
    let position = Position::initial(&map);
    let england = map.find_power("England");
    let fleet = parse_order(&map, &position, england, "Fleet to North Sea").unwrap_err();
    assert!(fleet.to_string().contains("ambiguous"), "{fleet}");
    let austria = map.find_power("Austria");
    let army = parse_order(&map, &position, austria, "Army to Serbia").expect("only Budapest can");
    assert_eq!(map.id_of(army.at.province), "bud");
}

#[test]
fn formatted_orders_read_back_the_same() {
    let map = standard();
    let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(7);
    for _ in 0..40 {
        let position = crate::engine::random::random_position(&map, &mut rng, 30);
        let orders = crate::engine::random::random_orders(&map, &position, &mut rng);
        for (u, o) in position.units.iter().zip(&orders) {
            let o = o.unwrap_or(MainOrder::Hold);
            for style in [Style::Rulebook, Style::TestFile] {
                let text = format_main(&map, &position, u, &o, style);
                let back = order(&map, &position, &text);
                assert_eq!(back.order, Order::Main(o), "`{text}`");
                assert_eq!(back.at, u.loc, "`{text}`");
            }
        }
    }
}

#[test]
fn a_glued_convoy_or_support_letter_splits() {
    let s = parse_syntax("F(NTH)cA(Yor)-Nwy").expect("parses");
    assert!(matches!(
        s,
        OrderSyntax::Unit {
            body: BodySyntax::Convoy { .. },
            ..
        }
    ));
    let s = parse_syntax("A(Ukr)sF(Sev)-Rum").expect("parses");
    assert!(matches!(
        s,
        OrderSyntax::Unit {
            body: BodySyntax::Support { .. },
            ..
        }
    ));
}

mod fuzz {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        #[test]
        fn arbitrary_text_never_panics(text in ".{0,60}") {
            let map = standard();
            let position = Position::initial(&map);
            let _ = parse_order(&map, &position, None, &text);
        }

        #[test]
        fn order_like_text_never_panics(text in "[AF]? ?\\(?[A-Za-z. ]{0,12}\\)?(/[nsew]c)? ?(-|S|C|H|s|c|via convoy|—)? ?[A-Za-z()/ -]{0,20}") {
            let map = standard();
            let position = Position::initial(&map);
            let _ = parse_order(&map, &position, Some(PowerId(0)), &text);
        }
    }
}

/// A spring movement board with one unit of `power` 0 at each given place.
fn units_at(map: &Map, units: &[(UnitKind, Location)]) -> Position {
    let phase = crate::engine::position::Phase {
        year: map.start_year,
        season: crate::engine::position::Season::Spring,
        kind: crate::engine::position::PhaseKind::Movement,
    };
    let mut position = Position::empty(map, phase);
    for &(kind, loc) in units {
        position.units.push(Unit {
            power: PowerId(0),
            kind,
            loc,
        });
    }
    position
}

/// Every province of every built-in board, by its abbreviation and by its full name, reads as
/// itself wherever an order names a province: the ordered unit's place, a move's destination,
/// the supported unit and its destination, the convoyed army and its destination, and a coast
/// after the name. So no abbreviation or name is taken for a word of the notation (`And`,
/// Andalusia on the ce05 board, is not the `and` joining units).
#[test]
fn every_province_of_every_board_reads_by_abbreviation_and_by_name() {
    use crate::engine::ids::ProvinceId;
    let mut checked = 0;
    for board in ["standard", "multiplomacy", "european"] {
        let map = Map::named(board).expect(board);
        let sea = |p: ProvinceId| map.province(p).is_sea();
        for p in map.province_ids() {
            let prov = map.province(p);
            // An army for land and coast (and impassable) provinces, a fleet at sea.
            let kind = if sea(p) {
                UnitKind::Fleet
            } else {
                UnitKind::Army
            };
            let l = kind.letter();
            // Two more places the same kind of unit stands in, and a sea for a convoying fleet.
            let stands = |q: ProvinceId| match kind {
                UnitKind::Fleet => sea(q),
                UnitKind::Army => map.province(q).is_land(),
            };
            let mut same = map.province_ids().filter(|&q| q != p && stands(q));
            let (o, t) = (same.next().expect("other"), same.next().expect("third"));
            let s = map
                .province_ids()
                .find(|&q| sea(q) && ![p, o, t].contains(&q))
                .expect("a sea");
            let position = units_at(
                &map,
                &[
                    (kind, Location::province(p)),
                    (kind, Location::province(o)),
                    (kind, Location::province(t)),
                    (UnitKind::Fleet, Location::province(s)),
                ],
            );
            let (oa, ta, sa) = (
                &map.province(o).abbr,
                &map.province(t).abbr,
                &map.province(s).abbr,
            );
            for w in [prov.abbr.as_str(), prov.name.as_str()] {
                let mut cases: Vec<(String, ProvinceId, MainOrder)> = Vec::new();
                let hold = MainOrder::Hold;
                // Without a unit letter only where units do not stack (a stack needs its kind).
                let bare = |text: String| (!map.stacking).then_some(text);
                for text in [
                    Some(format!("{l} {w}")),
                    Some(format!("{l} {w} H")),
                    Some(format!("{l}({w}) H")),
                    bare(format!("{w} H")),
                ]
                .into_iter()
                .flatten()
                {
                    cases.push((text, p, hold));
                }
                let into = MainOrder::Move {
                    to: Location::province(p),
                    via_convoy: false,
                };
                for text in [
                    format!("{l} {oa}-{w}"),
                    format!("{l}({oa})-{w}"),
                    format!("{l} {oa} - {w}"),
                    format!("{l} {oa} to {w}"),
                ] {
                    cases.push((text, o, into));
                }
                let out = MainOrder::Move {
                    to: Location::province(o),
                    via_convoy: false,
                };
                for text in [
                    Some(format!("{l} {w}-{oa}")),
                    Some(format!("{l}({w})-{oa}")),
                    Some(format!("{l} {w} - {oa}")),
                    bare(format!("{w}-{oa}")),
                ]
                .into_iter()
                .flatten()
                {
                    cases.push((text, p, out));
                }
                let support_hold = MainOrder::SupportHold { target: p };
                for text in [
                    Some(format!("{l} {oa} S {l} {w}")),
                    Some(format!("{l}({oa}) S {l}({w})")),
                    Some(format!("{l} {oa} S {l} {w} H")),
                    bare(format!("{l} {oa} S {w}")),
                ]
                .into_iter()
                .flatten()
                {
                    cases.push((text, o, support_hold));
                }
                let support_from = MainOrder::SupportMove {
                    from: p,
                    to: Location::province(t),
                };
                let support_into = MainOrder::SupportMove {
                    from: t,
                    to: Location::province(p),
                };
                for (text, order) in [
                    (format!("{l} {oa} S {l} {w}-{ta}"), support_from),
                    (format!("{l}({oa}) S {l}({w})-{ta}"), support_from),
                    (format!("{l} {oa} S {l} {ta}-{w}"), support_into),
                    (format!("{l}({oa}) S {l}({ta})-{w}"), support_into),
                ] {
                    cases.push((text, o, order));
                }
                if kind == UnitKind::Army {
                    for (text, from, to) in [
                        (format!("F {sa} C A {w}-{oa}"), p, o),
                        (format!("F({sa}) C A({w})-{oa}"), p, o),
                        (format!("F {sa} C A {oa}-{w}"), o, p),
                        (format!("F({sa}) C A({oa})-{w}"), o, p),
                    ] {
                        cases.push((text, s, MainOrder::Convoy { from, to }));
                    }
                }
                for c in prov.coasts.iter().map(|c| c.coast) {
                    let to = MainOrder::Move {
                        to: Location {
                            province: p,
                            coast: Some(c),
                        },
                        via_convoy: false,
                    };
                    let code = c.code();
                    for text in [
                        format!("F {sa}-{w}/{code}"),
                        format!("F({sa})-{w}({code})"),
                        format!("F {sa} - {w} {code}"),
                        format!("F({sa})-({w}/{code})"),
                    ] {
                        cases.push((text, s, to));
                    }
                }
                for (text, at, want) in cases {
                    let got = parse_order(&map, &position, None, &text)
                        .unwrap_or_else(|e| panic!("{board}: `{text}`: {e}"));
                    assert_eq!(got.at.province, at, "{board}: `{text}`");
                    assert_eq!(got.order, Order::Main(want), "{board}: `{text}`");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 5000, "only {checked} orders");
}

/// The ce05 board's orders naming Andalusia (`And`) in the forms players write.
#[test]
fn andalusia_reads_as_a_province_not_as_and() {
    let map = Map::named("european").expect("european");
    let id = |name: &str| map.find_province(name).expect(name);
    let (and, mad, por) = (id("and"), id("mad"), id("por"));
    let position = units_at(
        &map,
        &[
            (UnitKind::Army, Location::province(mad)),
            (
                UnitKind::Fleet,
                Location {
                    province: and,
                    coast: Some(crate::engine::ids::Coast::West),
                },
            ),
        ],
    );
    let move_to = |p| MainOrder::Move {
        to: Location::province(p),
        via_convoy: false,
    };
    let cases = [
        ("A(Mad)-And", mad, move_to(and)),
        ("A Mad-And", mad, move_to(and)),
        ("A Mad - And", mad, move_to(and)),
        ("A mad-and", mad, move_to(and)),
        ("F(And/wc)-Por", and, move_to(por)),
        ("F And/wc - Por", and, move_to(por)),
        ("F(And)-Por", and, move_to(por)),
        ("F And H", and, MainOrder::Hold),
        ("F(And/wc) H", and, MainOrder::Hold),
        ("F And", and, MainOrder::Hold),
        (
            "A(Mad) S F(And)-Por",
            mad,
            MainOrder::SupportMove {
                from: and,
                to: Location::province(por),
            },
        ),
        ("A Mad S F And", mad, MainOrder::SupportHold { target: and }),
        (
            "F And S A Mad-Por",
            and,
            MainOrder::SupportMove {
                from: mad,
                to: Location::province(por),
            },
        ),
    ];
    for (text, at, want) in cases {
        let got = order(&map, &position, text);
        assert_eq!(got.at.province, at, "`{text}`");
        assert_eq!(got.order, Order::Main(want), "`{text}`");
    }
}

/// `and` still joins the parts of a description of units where a unit type follows it.
#[test]
fn and_joins_units_where_a_unit_type_follows() {
    assert_eq!(
        parse_syntax("2 F Wes sup 1 A and 1 F Naf"),
        parse_syntax("2 F Wes sup 1 A & 1 F Naf")
    );
    assert_eq!(
        parse_syntax("2 F Wes sup A and F Naf"),
        parse_syntax("2 F Wes sup A & F Naf")
    );
    let Ok(OrderSyntax::Unit {
        body: BodySyntax::Support { unit, .. },
        ..
    }) = parse_syntax("2 F Wes sup 1 A and 1 F Naf")
    else {
        panic!("a support");
    };
    assert_eq!(unit.more.len(), 1);
}

#[test]
fn two_orders_run_together_are_refused() {
    let map = standard();
    let position = board_for(&map, "A Yor");
    for text in [
        "A Yor-NwxA Yor-Nwy",
        "A Yor-Nwx A Yor-Nwy",
        "A Yor-Nth-Nwx-Nwy",
    ] {
        let read = parse_order(&map, &position, None, text);
        assert!(read.is_err(), "`{text}` read as {read:?}");
    }
}
