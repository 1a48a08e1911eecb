//! A stacked movement phase's results in words (Multiplomacy): each order split into the
//! parts that fared differently, each part marked and explained, formatted from the typed
//! outcome. (Retreats and adjustments are reported for every board by `report`.)

use super::record::PhaseRecord;
use super::report::ResultLine;
use crate::engine::adjudicate::multiplomacy::Stacks;
use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::counted::{format_stack_order, format_stacked_parts};
use crate::engine::order::{Counts, MainOrder, Order, Written};
use crate::engine::position::Position;

/// The phase's results, one line per order, then per stack left without an order, in the
/// order written.
pub fn stacked_lines(map: &Map, record: &PhaseRecord, s: &Stacks) -> Vec<ResultLine> {
    let pos = &record.position;
    s.written
        .iter()
        .zip(format_stacked_parts(map, pos, &s.written, &s.outcomes))
        .map(|(o, parts)| ResultLine {
            power: o.power,
            parts,
            no_order: false,
        })
        .chain(unordered_stacks(map, pos, s))
        .collect()
}

/// The units of a movement phase that no order moved, one line per stack (a power's units
/// of one kind in one place), in the order of the position: `2 A Par stands (no order)`,
/// as the classic board's results list a unit without an order as standing. Units of a
/// stack that were dislodged get a part of their own, marked as not carried out.
fn unordered_stacks(map: &Map, pos: &Position, s: &Stacks) -> Vec<ResultLine> {
    // (power, kind, place) and how many stood and how many were dislodged.
    let mut stacks: Vec<((PowerId, UnitKind, Location), u32, u32)> = Vec::new();
    let outs = s.order_of.iter().zip(&s.dislodged_by);
    for (u, (order, dislodged_by)) in pos.units.iter().zip(outs) {
        if order.is_some() {
            continue;
        }
        let key = (u.power, u.kind, u.loc);
        let i = match stacks.iter().position(|(k, _, _)| *k == key) {
            Some(i) => i,
            None => {
                stacks.push((key, 0, 0));
                stacks.len() - 1
            }
        };
        match dislodged_by {
            None => stacks[i].1 += 1,
            Some(_) => stacks[i].2 += 1,
        }
    }
    stacks
        .into_iter()
        .map(|((power, kind, at), stood, dislodged)| {
            let text = |count: u32| {
                let hold = Written {
                    power,
                    kind: Some(kind),
                    at,
                    order: Order::Main(MainOrder::Hold),
                    counts: Counts {
                        count: Some(count),
                        ..Counts::default()
                    },
                };
                format_stack_order(map, pos, &hold)
            };
            let mut parts = Vec::new();
            if stood > 0 {
                let note = crate::t!("rules-part-no-order");
                parts.push((format!("{} ({note})", text(stood)), true));
            }
            if dislodged > 0 {
                let note = crate::t!("rules-part-no-order-dislodged");
                parts.push((format!("{} ({note})", text(dislodged)), false));
            }
            ResultLine {
                power,
                parts,
                no_order: true,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::PhaseResult;
    use crate::engine::position::Unit;

    /// A Multiplomacy movement phase in which France gives no orders: each French stack is
    /// listed as standing without an order, as the classic board lists such units (the one
    /// dislodged, as not carried out), and the English units left out of England's orders
    /// are listed the same way.
    #[test]
    fn stacks_without_orders_are_listed_as_standing() {
        let (map, mut game) = crate::engine::game::tests::game_on("multiplomacy");
        let power = |name: &str| map.find_power(name).expect(name);
        let (england, france) = (power("England"), power("France"));
        let at = |name: &str| Location::province(map.find_province(name).expect(name));
        // A second French army in Paris makes a stack of two; two English armies in
        // Belgium dislodge the French army in Picardy, which has no order.
        for (power, place) in [(france, "par"), (england, "bel"), (england, "bel")] {
            game.position.units.push(Unit {
                power,
                kind: UnitKind::Army,
                loc: at(place),
            });
        }
        let orders = ["F Lon-Nth".to_string(), "2 A Bel-Pic".to_string()];
        game.write_orders(&map, england, &orders);
        let record = game.resolve(&map).clone();
        let PhaseResult::Movement(m) = &record.result else {
            panic!("a movement record");
        };
        // Told as every board's movement: the army in Picardy dislodged by an English army
        // from Belgium, free to retreat to empty Burgundy.
        let pic = (record.position.units.iter())
            .position(|u| u.power == france && u.loc == at("pic"))
            .expect("A Pic");
        let d = m.dislodged[pic].as_ref().expect("A Pic is dislodged");
        assert_eq!(record.position.units[d.by].power, england);
        assert_eq!(d.from, at("bel").province);
        assert!(d.retreats.contains(&at("bur")), "{:?}", d.retreats);
        let lines = stacked_lines(&map, &record, m.stacks.as_ref().expect("stacks"));
        let texts = |p: PowerId| -> Vec<String> {
            lines
                .iter()
                .filter(|l| l.power == p)
                .flat_map(|l| l.parts.iter().map(|(t, _)| t.clone()))
                .collect()
        };
        let french: Vec<&ResultLine> = lines.iter().filter(|l| l.power == france).collect();
        assert_eq!(
            french.len(),
            6,
            "one line per French stack: {:?}",
            texts(france)
        );
        for line in &french {
            assert!(line.no_order, "{line:?}");
            let dislodged = line.parts[0].0.starts_with("A Pic");
            assert!(
                line.parts.iter().all(|(_, ok)| *ok != dislodged),
                "{line:?}"
            );
        }
        let french = texts(france);
        for want in [
            "2 A Par stands (no order)",
            "A Pic stands (no order; dislodged)",
            "F Bre stands (no order)",
            "F Mar stands (no order)",
        ] {
            assert!(french.contains(&want.to_string()), "{want}: {french:?}");
        }
        let english = texts(england);
        assert_eq!(english[..2], ["F Lon-NTH", "2 A Bel-Pic"], "{english:?}");
        assert!(
            english.contains(&"F Edi stands (no order)".to_string()),
            "{english:?}"
        );
        assert_eq!(english.len(), 7, "{english:?}");
        // The text results (replay, records) list them too.
        let described = crate::engine::game::report::describe_phase(&map, &record);
        assert!(
            described.contains(&"France: 2 A Par stands (no order)".to_string()),
            "{described:?}"
        );
    }
}
