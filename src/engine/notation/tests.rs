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
