//! An order offered by the legal-order tree, typed for some of the units it is for: what
//! a click or a button gives, equal to what the order's printed line reads as.

use super::named_units;
use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::counted::written_count;
use crate::engine::order::{AdjustOrder, Counts, Order, Written};
use crate::engine::position::{Position, Unit};

/// `order` for `count` of the units like `unit`, typed as the notation reads its line:
/// where units stack, counted (no number for the one unit a power has there) and naming
/// the units a support or convoy is for; a waive names no unit.
pub fn typed_order(map: &Map, pos: &Position, unit: &Unit, count: u32, order: Order) -> Written {
    let counts = match Rulebook::of(map).orders_part_of_stacks() {
        true => Counts {
            count: written_count(pos, unit.power, unit.loc.province, count),
            ..named_units(pos, unit.power, &order)
        },
        false => Counts::default(),
    };
    Written {
        power: unit.power,
        kind: (order != Order::Adjust(AdjustOrder::Waive)).then_some(unit.kind),
        at: unit.loc,
        order,
        counts,
    }
}

/// The unit an adjustment names: the one built, the one removed, or (a waive) none in
/// particular; `None` when no unit stands where a removal points.
pub fn adjusted_unit(position: &Position, power: PowerId, order: Order) -> Option<Unit> {
    Some(match order {
        Order::Adjust(AdjustOrder::Build { kind, at }) => Unit {
            power,
            kind: kind.unwrap_or(UnitKind::Army),
            loc: at,
        },
        Order::Adjust(AdjustOrder::Remove { at }) => position.units[position.unit_at(at)?],
        _ => Unit {
            power,
            kind: UnitKind::Army,
            loc: Location::province(ProvinceId(0)),
        },
    })
}
