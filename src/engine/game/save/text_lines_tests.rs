//! Saves written before order lines were kept typed held each line as its text only: they
//! load with every line read against its phase's position, and play on as before.

use super::{from_ron, to_ron};
use crate::engine::game::report::describe_phase;
use crate::engine::ids::{Location, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{MainOrder, Order, Written};

/// A standard game saved by an older build in Autumn 1901: Spring's lines typed in mixed
/// notations (`F Bre-MAO`, `A(Par)-Bur`, `a mar - spa`, one line that is no order), and
/// Autumn's pending lines (two that do not read).
const OLD_SAVE: &str = include_str!("../../../../tests/saves/text_lines_1901.ron");

fn moves(map: &Map, power: &str, kind: UnitKind, from: &str, to: &str) -> Written {
    let p = |n: &str| map.find_province(n).expect(n);
    Written {
        power: map.find_power(power).expect(power),
        kind: Some(kind),
        at: Location::province(p(from)),
        order: Order::Main(MainOrder::Move {
            to: Location::province(p(to)),
            via_convoy: false,
        }),
        counts: Default::default(),
    }
}

#[test]
fn an_old_save_reads_its_text_lines_as_typed_orders() {
    assert!(OLD_SAVE.contains("text: \"a mar - spa\""), "the old shape");
    let (game, map) = from_ron(OLD_SAVE, "old.ron").expect("an old save loads");
    let spring: Vec<&[Written]> = game.record[0].orders.iter().map(|o| o.written()).collect();
    assert_eq!(
        spring[0],
        [moves(&map, "France", UnitKind::Fleet, "bre", "mao")]
    );
    assert_eq!(
        spring[2],
        [moves(&map, "France", UnitKind::Army, "mar", "spa")]
    );
    assert_eq!(
        spring[4],
        [moves(&map, "England", UnitKind::Fleet, "edi", "nth")]
    );
    let Err(unread) = &game.record[0].orders[8].orders else {
        panic!("a line that is no order stays unread");
    };
    assert_eq!(unread.text, "F Kie sails to Holland please");
    assert!(
        unread.reason.contains("Holland please"),
        "{}",
        unread.reason
    );
    // The pending lines are read against the game's position, Autumn 1901.
    let pending: Vec<bool> = game.pending.iter().map(|o| o.orders.is_ok()).collect();
    assert_eq!(pending, [true, false, false, true]);
    assert_eq!(
        game.pending[3].written(),
        [moves(&map, "England", UnitKind::Fleet, "nth", "nwy")]
    );
    // Saved again, the typed orders are kept as they are.
    let (again, _) = from_ron(&to_ron(&game), "new.ron").expect("loads");
    assert_eq!(again.pending, game.pending);
    assert_eq!(again.record, game.record);
    assert!(!to_ron(&game).contains("text: \"a mar - spa\""));
}

/// The old save's Autumn, resolved, fares as the older build resolved it (its result
/// lines were taken from that build).
#[test]
fn an_old_saves_pending_lines_resolve_as_before() {
    let (mut game, map) = from_ron(OLD_SAVE, "old.ron").expect("an old save loads");
    let rec = game.resolve(&map);
    let lines = describe_phase(&map, rec);
    let expected = [
        "England: F(NTH)-Nwy — succeeds",
        "France: F(MAO)-Por — succeeds",
        "France: A(Par) Stands — stands",
        "France: `A(Bur) S A(Mar)-Spa` was not an order: there is no unit in Burgundy",
        "France: `Build a fleet` was not an order: cannot read the order: the order stops \
         where a province was expected (at column 14)",
    ];
    for e in expected {
        assert!(lines.iter().any(|l| l == e), "{e} not in {lines:#?}");
    }
    assert_eq!(lines.len(), 24, "{lines:#?}");
}
