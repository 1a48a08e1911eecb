//! A power's stacks on a map where units stack (Multiplomacy): units of one kind of one
//! power in one place, with their count; the counted text of an order for some of them;
//! and map clicks that order some of a stack.

use super::draft::Draft;
use super::pick::Pick;
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::counted::format_stack_order;
use crate::engine::order::{Counts, MainOrder, Order, RetreatOrder, Written};
use crate::engine::position::{PhaseKind, Position};

use crate::engine::options::named_units;
pub use crate::engine::options::{StackRow, own_stacks};

/// The text of an order for `count` units of a stack, in the seed's notation; a support or
/// convoy names the units it is for (`2 F NTH sup A Lpl-Yor`, `sup 1 French A Bur`).
pub fn stack_text(
    map: &Map,
    pos: &Position,
    power: PowerId,
    row: &StackRow,
    count: u32,
    order: Order,
) -> String {
    let order = Written {
        power,
        kind: Some(row.kind),
        at: row.at,
        order,
        counts: Counts {
            count: Some(count),
            ..named_units(pos, power, &order)
        },
    };
    format_stack_order(map, pos, &order)
}

/// The stack of `draft`'s power that a click on `p` selects: of `kind` when it has one
/// there, else its first stack there.
pub fn stack_at(
    pos: &Position,
    power: PowerId,
    p: ProvinceId,
    kind: Option<UnitKind>,
) -> Option<StackRow> {
    let here: Vec<StackRow> = own_stacks(pos, power)
        .into_iter()
        .filter(|r| r.at.province == p)
        .collect();
    here.iter()
        .find(|r| Some(r.kind) == kind)
        .or(here.first())
        .copied()
}

/// Writes an order for `count` units of the stack of `kind` in `p` (in counted notation);
/// refused with the reason when the power has no such stack or too few are left.
pub fn give_some(
    map: &Map,
    pos: &Position,
    draft: &mut Draft,
    p: ProvinceId,
    (kind, count, order): (UnitKind, u32, Order),
) -> Result<(), String> {
    let row = stack_at(pos, draft.power, p, Some(kind))
        .filter(|r| r.kind == kind)
        .ok_or_else(|| format!("no {} of yours stands there", kind_plural(kind, 1)))?;
    let text = stack_text(map, pos, draft.power, &row, count, order);
    draft.write(map, pos, &text)
}

/// Handles a click on the map where units stack: select a stack, then click where `count`
/// of its units go (the stack itself: they stand, or disband in a retreat); in an
/// adjustment, a home province builds an army (its coast: a fleet) and a stack loses one
/// unit. Supports and convoys are typed. Returns the next pick and what was written.
pub fn click_stack(
    map: &Map,
    pos: &Position,
    draft: &mut Draft,
    pick: Pick,
    sel: (u32, Option<UnitKind>),
    at: Location,
) -> (Pick, Option<Result<(), String>>) {
    let p = at.province;
    let power = draft.power;
    let (count, kind) = sel;
    if pos.phase.kind == PhaseKind::Adjustment {
        let due = pos.centre_count(power) as i64 - pos.unit_count(power) as i64;
        let own = pos
            .units
            .iter()
            .find(|u| u.power == power && u.loc.province == p);
        let text = match own {
            Some(u) if due < 0 => {
                format!("Remove {} {}", u.kind.letter(), map.location_abbr(u.loc))
            }
            _ if at.coast.is_some() || map.province(p).is_sea() => {
                format!("Build F {}", map.location_abbr(at))
            }
            _ => format!("Build A {}", map.province(p).abbr),
        };
        return (Pick::Idle, Some(draft.write(map, pos, &text)));
    }
    match pick {
        Pick::Idle => match stack_at(pos, power, p, kind) {
            Some(_) => (Pick::Unit(p), None),
            None => (Pick::Idle, None),
        },
        Pick::Unit(u) => {
            let Some(row) = stack_at(pos, power, u, kind) else {
                return (Pick::Idle, None);
            };
            let left = row.units.saturating_sub(draft.ordered(row.kind, u)).max(1);
            let n = count.clamp(1, left);
            let to = match row.kind {
                UnitKind::Army => Location::province(p),
                UnitKind::Fleet => at,
            };
            let action = match (pos.phase.kind, p == u) {
                (PhaseKind::Retreat, true) => Order::Retreat(RetreatOrder::Disband),
                (PhaseKind::Retreat, false) => Order::Retreat(RetreatOrder::Retreat(to)),
                (_, true) => Order::Main(MainOrder::Hold),
                (_, false) => Order::Main(MainOrder::Move {
                    to,
                    via_convoy: false,
                }),
            };
            let text = stack_text(map, pos, power, &row, n, action);
            (Pick::Idle, Some(draft.write(map, pos, &text)))
        }
        _ => (
            Pick::Idle,
            Some(Err(
                "on this board, type supports and convoys (e.g. 2 F NTH sup F Lon-Eng)".into(),
            )),
        ),
    }
}

/// `army`/`armies`, `fleet`/`fleets`.
pub fn kind_plural(kind: UnitKind, n: u32) -> &'static str {
    match (kind, n) {
        (UnitKind::Army, 1) => "army",
        (UnitKind::Army, _) => "armies",
        (UnitKind::Fleet, 1) => "fleet",
        (UnitKind::Fleet, _) => "fleets",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> (Map, Position, Draft) {
        let map = Map::named("multiplomacy").expect("map");
        let mut pos = Position::initial(&map);
        let e = map.find_power("England").expect("England");
        // Four English fleets in the North Sea, as in the seed's examples.
        pos.units.retain(|u| u.power != e);
        let nth = map.find_province("nth").expect("nth");
        for _ in 0..4 {
            pos.units.push(crate::engine::position::Unit {
                power: e,
                kind: UnitKind::Fleet,
                loc: Location::province(nth),
            });
        }
        (map, pos, Draft::new(e))
    }

    #[test]
    fn a_stack_splits_into_orders_for_some_of_its_units() {
        let (map, pos, mut draft) = setup();
        let row = own_stacks(&pos, draft.power)[0];
        assert_eq!(row.units, 4);
        let nwy = Location::province(map.find_province("nwy").expect("nwy"));
        let two = stack_text(
            &map,
            &pos,
            draft.power,
            &row,
            2,
            Order::Main(MainOrder::Move {
                to: nwy,
                via_convoy: false,
            }),
        );
        assert_eq!(two, "2 F NTH-Nwy");
        draft.write(&map, &pos, &two).expect("two of four move");
        assert_eq!(draft.ordered(UnitKind::Fleet, row.at.province), 2);
        assert_eq!(
            draft.left_out(&map, &pos).as_deref(),
            Some("2 units will stand")
        );
        draft
            .write(&map, &pos, "2 F Nth-Edi")
            .expect("the other two go elsewhere");
        assert_eq!(draft.left_out(&map, &pos), None);
    }

    #[test]
    fn ordering_more_units_than_are_left_is_refused_and_changes_nothing() {
        let (map, pos, mut draft) = setup();
        draft.write(&map, &pos, "3 F Nth-Nwy").expect("three");
        let err = draft
            .write(&map, &pos, "2 F Nth-Edi")
            .expect_err("only one left");
        assert_eq!(err, "only 1 of the 4 fleets in NTH are left without orders");
        assert_eq!(draft.lines.len(), 1);
        let err = draft
            .write(&map, &pos, "F Lon-Eng")
            .expect_err("no fleet in London");
        assert!(err.contains("Lon") || err.contains("London"), "{err}");
    }

    #[test]
    fn clicking_a_stack_then_a_neighbour_moves_the_chosen_number() {
        let (map, pos, mut draft) = setup();
        let nth = Location::province(map.find_province("nth").expect("nth"));
        let nwy = Location::province(map.find_province("nwy").expect("nwy"));
        let (pick, done) = click_stack(&map, &pos, &mut draft, Pick::Idle, (3, None), nth);
        assert_eq!((pick, done), (Pick::Unit(nth.province), None));
        let (pick, done) = click_stack(&map, &pos, &mut draft, pick, (3, None), nwy);
        assert_eq!((pick, done), (Pick::Idle, Some(Ok(()))));
        assert_eq!(draft.texts(), vec!["3 F NTH-Nwy".to_string()]);
        // Only one is left: asking for three more orders the last one.
        let (pick, _) = click_stack(&map, &pos, &mut draft, Pick::Idle, (3, None), nth);
        click_stack(&map, &pos, &mut draft, pick, (3, None), nth);
        assert_eq!(draft.lines[1].text, "1 F NTH stands");
        assert_eq!(draft.left_out(&map, &pos), None);
    }
}
