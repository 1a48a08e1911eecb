//! A power's stacks on a map where units stack (Multiplomacy): units of one kind of one
//! power in one place, with their count; an order for some of them; and map clicks that
//! order some of a stack.

use super::draft::Draft;
use crate::engine::ids::{PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::options::typed_order;
use crate::engine::order::Order;
use crate::engine::position::{Position, Unit};

pub use crate::engine::options::{StackRow, own_stacks};

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
        .ok_or_else(|| match kind {
            UnitKind::Army => crate::t!("orders-no-army-of-yours"),
            UnitKind::Fleet => crate::t!("orders-no-fleet-of-yours"),
        })?;
    let unit = Unit {
        power: draft.power,
        kind: row.kind,
        loc: row.at,
    };
    let typed = typed_order(map, pos, &unit, count, order);
    draft.put(map, pos, typed)
}

pub use crate::engine::game::draft::kind_plural;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::play::pick::{Pick, Sel, click};
    use crate::engine::ids::Location;
    use crate::engine::notation::counted::format_stack_order;
    use crate::engine::order::MainOrder;
    use crate::engine::position::PhaseKind;
    use crate::engine::rules::Rules;

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
        let stack = crate::engine::position::Unit {
            power: draft.power,
            kind: row.kind,
            loc: row.at,
        };
        let two = crate::engine::options::typed_order(
            &map,
            &pos,
            &stack,
            2,
            Order::Main(MainOrder::Move {
                to: nwy,
                via_convoy: false,
            }),
        );
        let text = format_stack_order(&map, &pos, &two);
        assert_eq!(text, "2 F NTH-Nwy");
        draft.write(&map, &pos, &text).expect("two of four move");
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
        let rules = Rules::default();
        let three = Sel {
            count: 3,
            kind: None,
        };
        let nth = Location::province(map.find_province("nth").expect("nth"));
        let nwy = Location::province(map.find_province("nwy").expect("nwy"));
        let (pick, done) = click(&map, &pos, &rules, &mut draft, Pick::Idle, three, nth);
        assert_eq!((pick, done), (Pick::Unit(nth.province), None));
        let (pick, done) = click(&map, &pos, &rules, &mut draft, pick, three, nwy);
        assert_eq!((pick, done), (Pick::Idle, Some(Ok(()))));
        assert_eq!(draft.texts(), vec!["3 F NTH-Nwy".to_string()]);
        // Only one is left: asking for three more orders the last one.
        let (pick, _) = click(&map, &pos, &rules, &mut draft, Pick::Idle, three, nth);
        click(&map, &pos, &rules, &mut draft, pick, three, nth);
        assert_eq!(draft.lines[1].text, "1 F NTH stands");
        assert_eq!(draft.left_out(&map, &pos), None);
    }

    #[test]
    fn part_of_a_stack_supports_another_powers_move_by_clicks() {
        let (map, pos, mut draft) = setup();
        let rules = Rules::default();
        let two = Sel {
            count: 2,
            kind: None,
        };
        let at = |name: &str| Location::province(map.find_province(name).expect(name));
        let nth = at("nth").province;
        let (pick, _) = click(
            &map,
            &pos,
            &rules,
            &mut draft,
            Pick::SupportWho(nth),
            two,
            at("kie"),
        );
        assert_eq!(pick, Pick::SupportWhere(nth, at("kie").province));
        let (_, done) = click(&map, &pos, &rules, &mut draft, pick, two, at("hol"));
        assert_eq!(done, Some(Ok(())));
        assert_eq!(
            draft.texts(),
            vec!["2 F NTH sup German F Kie-Hol".to_string()]
        );
        assert_eq!(draft.ordered(UnitKind::Fleet, nth), 2);
    }

    #[test]
    fn a_dislodged_stack_retreats_the_count_clicked_and_the_rest_disband() {
        let (map, mut pos, mut draft) = setup();
        let rules = Rules::default();
        let at = |name: &str| Location::province(map.find_province(name).expect(name));
        // Two of the four fleets were driven out of the North Sea from Belgium.
        pos.phase.kind = PhaseKind::Retreat;
        let fleets: Vec<_> = pos
            .units
            .iter()
            .copied()
            .filter(|u| u.power == draft.power)
            .collect();
        pos.units.retain(|u| u.power != draft.power);
        pos.units.extend(fleets.iter().skip(2).copied());
        pos.dislodged = fleets
            .iter()
            .take(2)
            .map(|u| crate::engine::position::DislodgedUnit {
                unit: *u,
                attacker_from: at("bel").province,
                by_convoy: false,
                also_from: Vec::new(),
            })
            .collect();
        let one = Sel {
            count: 1,
            kind: None,
        };
        let nth = at("nth");
        let (pick, _) = click(&map, &pos, &rules, &mut draft, Pick::Idle, one, nth);
        let (_, done) = click(&map, &pos, &rules, &mut draft, pick, one, at("edi"));
        assert_eq!(done, Some(Ok(())));
        // No retreat into the attacker's province.
        let (pick, _) = click(&map, &pos, &rules, &mut draft, Pick::Idle, one, nth);
        let (_, done) = click(&map, &pos, &rules, &mut draft, pick, one, at("bel"));
        assert!(matches!(done, Some(Err(_))), "{done:?}");
        let (pick, _) = click(&map, &pos, &rules, &mut draft, Pick::Idle, one, nth);
        click(&map, &pos, &rules, &mut draft, pick, one, nth);
        assert_eq!(
            draft.texts(),
            vec!["1 F NTH-Edi".to_string(), "1 F NTH disbands".to_string()]
        );
    }

    #[test]
    fn a_click_on_a_home_centre_where_units_stand_builds_there() {
        let map = Map::named("multiplomacy").expect("map");
        let mut pos = Position::initial(&map);
        let england = map.find_power("England").expect("England");
        pos.phase.kind = PhaseKind::Adjustment;
        pos.phase.season = crate::engine::position::Season::Autumn;
        let nwy = map.find_province("nwy").expect("nwy");
        pos.owners[nwy.index()] = Some(england);
        let mut draft = Draft::new(england);
        let lon = Location::province(map.find_province("lon").expect("lon"));
        let (_, done) = click(
            &map,
            &pos,
            &Rules::default(),
            &mut draft,
            Pick::Idle,
            Sel::ONE,
            lon,
        );
        assert_eq!(done, Some(Ok(())));
        assert_eq!(draft.texts().len(), 1);
        assert!(draft.texts()[0].starts_with("Build"), "{:?}", draft.texts());
        assert_eq!(draft.lines[0].written()[0].at.province, lon.province);
    }
}
