//! A power's stacks: its units of one kind in one place with their count (one unit each
//! where units do not stack), the things orders are given to on every board.

use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::order::{Counts, MainOrder, Order, Piece};
use crate::engine::position::{PhaseKind, Position, Unit};

/// One of a power's stacks this phase: units of one kind in one place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StackRow {
    pub kind: UnitKind,
    pub at: Location,
    /// Units in the stack (dislodged units in a retreat phase).
    pub units: u32,
}

/// The power's units among `units`, grouped by kind and place in the order first seen.
pub fn stacks_among(units: &[Unit], power: PowerId) -> Vec<StackRow> {
    let mut rows: Vec<StackRow> = Vec::new();
    for u in units.iter().filter(|u| u.power == power) {
        match rows.iter_mut().find(|r| r.kind == u.kind && r.at == u.loc) {
            Some(r) => r.units += 1,
            None => rows.push(StackRow {
                kind: u.kind,
                at: u.loc,
                units: 1,
            }),
        }
    }
    rows
}

/// The power's stacks that take orders in this phase (none in an adjustment).
pub fn own_stacks(pos: &Position, power: PowerId) -> Vec<StackRow> {
    match pos.phase.kind {
        PhaseKind::Movement => stacks_among(&pos.units, power),
        PhaseKind::Retreat => {
            let dislodged: Vec<Unit> = pos.dislodged.iter().map(|d| d.unit).collect();
            stacks_among(&dislodged, power)
        }
        PhaseKind::Adjustment => Vec::new(),
    }
}

/// The supported or convoyed units a support or convoy names: the kind standing in the
/// place it names (an army for a convoy), and whose they are when not the writer's.
pub fn named_units(pos: &Position, power: PowerId, order: &Order) -> Counts {
    let (place, kind) = match *order {
        Order::Main(MainOrder::SupportHold { target }) => (target, None),
        Order::Main(MainOrder::SupportMove { from, .. }) => (from, None),
        Order::Main(MainOrder::Convoy { from, .. }) => (from, Some(UnitKind::Army)),
        _ => return Counts::default(),
    };
    let there = pos
        .units_in(place)
        .map(|i| pos.units[i])
        .find(|u| kind.is_none_or(|k| k == u.kind));
    Counts {
        count: None,
        pieces: [
            there.map(|u| Piece {
                count: None,
                kind: u.kind,
            }),
            None,
        ],
        power: there.map(|u| u.power).filter(|p| *p != power),
    }
}
