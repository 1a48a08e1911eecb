//! One phase adjudicated under the map's rulebook: the orders as read, the typed result,
//! and the position it leaves (before the calendar moves on).

use super::record::{PhaseResult, Refused};
use crate::engine::adjudicate::multiplomacy::{
    adjudicate_stacked, adjudicate_stacked_adjustments, adjudicate_stacked_retreats,
};
use crate::engine::adjudicate::{
    Rulebook, adjudicate_adjustments, adjudicate_movement, adjudicate_retreats, adjust_orders,
    movement_orders, retreat_orders,
};
use crate::engine::game::record::OrderLine;
use crate::engine::ids::{Location, PowerId};
use crate::engine::map::Map;
use crate::engine::notation::{counted::parse_stacked_order, parse_order};
use crate::engine::order::{AdjustOrder, Order, Written};
use crate::engine::position::{PhaseKind, Position, Unit};
use crate::engine::rules::Rules;

/// The written lines of a phase read against its position.
pub struct ReadOrders {
    pub written: Vec<Written>,
    pub refused: Vec<Refused>,
    /// For each unit of the position, the line that ordered it (movement, one unit a province).
    pub unit_lines: Vec<Option<usize>>,
}

/// Reads every line; a line that is not an order is refused with why.
pub fn read_orders(map: &Map, before: &Position, lines: &[OrderLine]) -> ReadOrders {
    let mut read = ReadOrders {
        written: Vec::new(),
        refused: Vec::new(),
        unit_lines: vec![None; before.units.len()],
    };
    for (n, line) in lines.iter().enumerate() {
        let parsed = match &line.read {
            Some(read) => read.clone(),
            None => read_line(map, before, line.power, &line.text),
        };
        match parsed {
            Ok(orders) => {
                for w in orders {
                    if !map.stacking
                        && let Some(i) = before.unit_at(w.at.province)
                        && before.units[i].power == w.power
                        && matches!(w.order, Order::Main(_))
                    {
                        read.unit_lines[i].get_or_insert(n);
                    }
                    read.written.push(w);
                }
            }
            Err(reason) => read.refused.push(Refused {
                power: line.power,
                text: line.text.clone(),
                reason,
            }),
        }
    }
    read
}

/// The orders one line written by `power` gives in `position` (several for a Multiplomacy
/// `sup by` line, counted where units stack), or why it does not read.
pub fn read_line(
    map: &Map,
    position: &Position,
    power: PowerId,
    text: &str,
) -> Result<Vec<Written>, String> {
    match map.stacking {
        true => parse_stacked_order(map, position, Some(power), text).map_err(|e| e.to_string()),
        false => parse_order(map, position, Some(power), text)
            .map(|w| vec![w])
            .map_err(|e| e.to_string()),
    }
}

/// Adjudicates the phase of `before` with these orders under the map's rulebook.
pub fn adjudicate(
    map: &Map,
    before: &Position,
    written: &[Written],
    rules: &Rules,
) -> (PhaseResult, Position) {
    match (Rulebook::of(map), before.phase.kind) {
        (Rulebook::Classic, PhaseKind::Movement) => {
            let unit_orders = movement_orders(map, before, written);
            let result = adjudicate_movement(map, before, &unit_orders, rules);
            let next = result.apply(before);
            (PhaseResult::Movement(result), next)
        }
        (Rulebook::Classic, PhaseKind::Retreat) => {
            let r = retreat_orders(before, written);
            let result = adjudicate_retreats(map, before, &r, rules);
            (PhaseResult::Retreat(result.verdicts), result.position)
        }
        (Rulebook::Classic, PhaseKind::Adjustment) => {
            let a = adjust_orders(written);
            let result = adjudicate_adjustments(map, before, &a, rules);
            let next = result.position;
            let mut unused: Vec<&Written> = written.iter().collect();
            let verdicts = result
                .verdicts
                .into_iter()
                .map(|(power, order, verdict)| {
                    let found = unused
                        .iter()
                        .position(|w| w.power == power && w.order == Order::Adjust(order));
                    let w = match found {
                        Some(i) => *unused.remove(i),
                        None => adjustment_written(before, power, order),
                    };
                    (w, verdict)
                })
                .collect();
            let disorder_removals = result
                .disorder_removals
                .into_iter()
                .filter_map(|(power, loc)| unit_of(before, power, loc))
                .collect();
            let result = PhaseResult::Adjustment {
                verdicts,
                disorder_removals,
            };
            (result, next)
        }
        (Rulebook::Multiplomacy, kind) => stacked(map, before, written, rules, kind),
    }
}

fn stacked(
    map: &Map,
    before: &Position,
    orders: &[Written],
    rules: &Rules,
    kind: PhaseKind,
) -> (PhaseResult, Position) {
    match kind {
        PhaseKind::Movement => {
            let r = adjudicate_stacked(map, before, orders);
            let (m, next) = r.into_movement(map, rules, before, orders);
            (PhaseResult::Movement(m), next)
        }
        PhaseKind::Retreat => {
            let r = adjudicate_stacked_retreats(map, before, orders, rules);
            (PhaseResult::Retreat(r.verdicts), r.position)
        }
        PhaseKind::Adjustment => {
            let r = adjudicate_stacked_adjustments(map, before, orders, rules);
            let result = PhaseResult::Adjustment {
                verdicts: orders.iter().copied().zip(r.verdicts).collect(),
                disorder_removals: r.disorder_removals,
            };
            (result, r.position)
        }
    }
}

/// The typed order for an adjustment known only as its power and order (a classic
/// adjustment the orders as read do not hold, or one from an older save): a removal names
/// the unit standing there in `before`.
pub fn adjustment_written(before: &Position, power: PowerId, order: AdjustOrder) -> Written {
    let (kind, at) = match order {
        AdjustOrder::Build { kind, at } => (kind, at),
        AdjustOrder::Remove { at } => {
            let unit = before
                .units
                .iter()
                .find(|u| u.power == power && u.loc.province == at);
            (
                unit.map(|u| u.kind),
                unit.map_or(Location::province(at), |u| u.loc),
            )
        }
        AdjustOrder::Waive => (None, Location::province(crate::engine::ids::ProvinceId(0))),
    };
    Written {
        power,
        kind,
        at,
        order: Order::Adjust(order),
        counts: Default::default(),
    }
}

/// The unit of `power` standing at `loc` in `before` (one the civil-disorder rule removed).
pub fn unit_of(before: &Position, power: PowerId, loc: Location) -> Option<Unit> {
    before
        .units
        .iter()
        .find(|u| u.power == power && u.loc == loc)
        .copied()
}
