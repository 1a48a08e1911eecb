//! Counted orders read by the one notation pipeline: names the rulebook's notation reads
//! (compound and hyphenated names, curly apostrophes) read in counts too, and counts mean
//! something sensible on a board where units do not stack.

use super::{StackOrderError, parse_stacked_order};
use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::syntax::{BodySyntax, OrderSyntax, parse_syntax};
use crate::engine::notation::{MeaningError, OrderError, parse_order};
use crate::engine::order::{MainOrder, Order, Written};
use crate::engine::position::{Phase, PhaseKind, Position, Season, Unit};

/// A Multiplomacy spring board with `count` English fleets in each named province.
fn fleets(map: &Map, places: &[(&str, usize)]) -> Position {
    let phase = Phase {
        year: 1901,
        season: Season::Spring,
        kind: PhaseKind::Movement,
    };
    let mut pos = Position::empty(map, phase);
    for (name, count) in places {
        let province = map.find_province(name).expect("province");
        for _ in 0..*count {
            pos.units.push(Unit {
                power: PowerId(0),
                kind: UnitKind::Fleet,
                loc: Location {
                    province,
                    coast: None,
                },
            });
        }
    }
    pos
}

fn one_move(map: &Map, pos: &Position, text: &str) -> Written {
    let orders =
        parse_stacked_order(map, pos, None, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(orders.len(), 1, "{text}");
    orders[0]
}

fn moves_to(map: &Map, order: &Written) -> String {
    match order.order {
        Order::Main(MainOrder::Move { to, .. }) => map.id_of(to.province).to_string(),
        other => panic!("not a move: {other:?}"),
    }
}

#[test]
fn counted_orders_read_compound_and_hyphenated_names() {
    let map = Map::named("multiplomacy").expect("map");
    let pos = fleets(&map, &[("nth", 2), ("mid", 1)]);
    let north = one_move(&map, &pos, "2 F North Sea-Nwy");
    assert_eq!(map.id_of(north.at.province), "nth");
    assert_eq!(north.units(), 2);
    assert_eq!(moves_to(&map, &north), "nwy");
    let mid = one_move(&map, &pos, "1 F Mid-Atlantic Ocean - Brest");
    assert_eq!(map.id_of(mid.at.province), "mid");
    assert_eq!(moves_to(&map, &mid), "bre");
}

#[test]
fn counted_orders_read_a_curly_apostrophe_in_a_name() {
    let map = Map::named("multiplomacy").expect("map");
    let pos = fleets(&map, &[("lyo", 3)]);
    let order = one_move(&map, &pos, "3 F Gulf of Lyon’s-Wes");
    assert_eq!(map.id_of(order.at.province), "gol");
    assert_eq!(order.units(), 3);
    assert_eq!(moves_to(&map, &order), "wes");
}

#[test]
fn a_counted_order_is_the_same_syntax_tree_as_a_rulebook_order() {
    let Ok(OrderSyntax::Unit {
        unit,
        body: BodySyntax::Move { to, .. },
        supported_by,
        ..
    }) = parse_syntax("2 A Swi-Mun sup by 1 A Swi")
    else {
        panic!("a move with supporters");
    };
    assert_eq!((unit.count, unit.kind), (Some(2), Some(UnitKind::Army)));
    assert_eq!(to.name, "Mun");
    assert_eq!(supported_by.len(), 1);
}

#[test]
fn counts_on_the_standard_board_mean_one_unit() {
    let map = Map::named("standard").expect("map");
    let pos = Position::initial(&map);
    let too_many = parse_order(&map, &pos, None, "2 A Par-Bur").unwrap_err();
    assert!(
        matches!(too_many, OrderError::Meaning(MeaningError::TooFew { .. })),
        "{too_many}"
    );
    let one = parse_order(&map, &pos, None, "1 A Par-Bur").expect("one army");
    assert_eq!(map.id_of(one.at.province), "par");
    // `sup by` gives two orders: the single-order entry refuses it, the counted one reads it.
    let two = parse_order(&map, &pos, None, "A Par-Bur sup by A Mar").unwrap_err();
    assert!(two.to_string().contains("own line"), "{two}");
    let orders = parse_stacked_order(&map, &pos, None, "A Par-Bur sup by A Mar").expect("reads");
    assert_eq!(orders.len(), 2);
    let mar = map.find_province("mar").expect("mar");
    assert_eq!(orders[1].at.province, mar);
    assert!(matches!(
        orders[1].order,
        Order::Main(MainOrder::SupportMove { .. })
    ));
    let err = parse_stacked_order(&map, &pos, None, "").unwrap_err();
    assert!(matches!(err, StackOrderError::Syntax(_)), "{err}");
}

#[test]
fn the_notes_on_stacked_results_read_in_the_tables_language_and_in_english_as_before() {
    use super::verdict_note;
    use crate::engine::adjudicate::{Force, ForceRole, Verdict};
    use crate::lang::{Lang, speaking};
    let map = Map::named("multiplomacy").expect("map");
    let power = |name: &str| map.find_power(name).expect("a power");
    let place = |name: &str| map.find_province(name).expect("a province");
    let force = |name: &str, from: &[&str], units, role| Force {
        power: power(name),
        from: from.iter().map(|p| place(p)).collect(),
        units,
        strength: units,
        role,
    };
    let bounced = Verdict::Outmatched {
        strength: 2,
        against: vec![
            force("france", &["bur"], 2, ForceRole::Defender),
            force("germany", &["ruh", "kie"], 2, ForceRole::Rival),
        ],
    };
    assert_eq!(
        verdict_note(&map, &bounced),
        " (bounced at 2 against French 2 from Bur (standing) at 2, German 2 from Ruh+Kie \
         (also entering) at 2)"
    );
    assert_eq!(
        speaking(Lang::German, || verdict_note(&map, &bounced)),
        " (abgeprallt mit Stärke 2 gegen französische Kraft (2) aus Bur (hält) mit Stärke 2, \
         deutsche Kraft (2) aus Ruh+Kie (will auch hinein) mit Stärke 2)"
    );
    let cut = Verdict::SupportCutFrom {
        by: power("france"),
        from: place("bur"),
    };
    assert_eq!(
        verdict_note(&map, &cut),
        " (cut by the French attack from Bur)"
    );
    assert_eq!(
        speaking(Lang::Italian, || verdict_note(&map, &cut)),
        " (tagliato dall'attacco (francese) da Bur)"
    );
}
