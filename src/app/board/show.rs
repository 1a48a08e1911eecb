//! A phase's board before its result: the position its orders were given in, with the
//! builds and removals ordered marked (the resolution animation draws a movement's units).

use super::draw::Shown;

/// A phase's board before its orders are carried out. A movement phase's units are drawn
/// by the resolution animation; a retreat or adjustment phase shows its units, with the
/// builds ordered in a gold ring and the removals ordered in a violet one.
pub fn before_result(rec: &crate::engine::game::PhaseRecord) -> Shown {
    use crate::engine::game::PhaseResult;
    use crate::engine::order::AdjustOrder;
    let mut shown = Shown::of(rec.position.clone());
    match &rec.result {
        PhaseResult::Adjustment { verdicts, .. } => {
            for (power, order, _) in verdicts {
                match *order {
                    AdjustOrder::Build { kind, at } => {
                        shown.pending.push(crate::engine::position::Unit {
                            power: *power,
                            kind: kind.unwrap_or(crate::engine::ids::UnitKind::Army),
                            loc: at,
                        })
                    }
                    AdjustOrder::Remove { at } => shown
                        .leaving
                        .extend(rec.position.unit_at(at).map(|i| rec.position.units[i])),
                    AdjustOrder::Waive => {}
                }
            }
        }
        _ => shown.units = !rec.is_movement(),
    }
    shown
}
