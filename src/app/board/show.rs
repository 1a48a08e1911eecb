//! A phase's board before its result: the position its orders were given in, with the
//! builds and removals ordered marked (the resolution animation draws a movement's units).

use super::draw::Shown;

/// A phase's board before its orders are carried out. A movement phase's units are drawn
/// by the resolution animation; a retreat or adjustment phase shows its units, with the
/// builds ordered in a gold ring and the removals ordered in a violet one.
pub fn before_result(rec: &crate::engine::game::PhaseRecord) -> Shown {
    use crate::engine::game::PhaseResult;
    use crate::engine::ids::UnitKind;
    use crate::engine::order::{AdjustOrder, Order};
    let mut shown = Shown::of(rec.position.clone());
    match &rec.result {
        PhaseResult::Adjustment { verdicts, .. } => {
            for (w, _) in verdicts {
                match w.order {
                    Order::Adjust(AdjustOrder::Build { kind, at }) => {
                        shown.pending.push(crate::engine::position::Unit {
                            power: w.power,
                            kind: kind.or(w.kind).unwrap_or(UnitKind::Army),
                            loc: at,
                        })
                    }
                    // A stack's removal marks as many of its units as the order names.
                    Order::Adjust(AdjustOrder::Remove { at }) => shown.leaving.extend(
                        rec.position
                            .units
                            .iter()
                            .filter(|u| u.power == w.power && u.loc.province == at)
                            .filter(|u| w.kind.is_none_or(|k| k == u.kind))
                            .take(w.units() as usize)
                            .copied(),
                    ),
                    _ => {}
                }
            }
        }
        _ => shown.units = !rec.is_movement(),
    }
    shown
}
