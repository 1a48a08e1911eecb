//! Variant rule hooks in the adjudicator: the special rules a map file names
//! (`special_rules`), checked order by order and woven into resolution.

mod escort;
mod railroad;
mod reason;
mod refusal;

pub use railroad::{rail_destinations, rail_route};
pub use reason::HookReason;
pub use refusal::{escort_needed, main_refusal, retreat_refusal};

pub(super) use escort::{Escort, find_escort};
pub(super) use railroad::{RailTrip, plan_trips};

use crate::engine::map::Map;
use crate::engine::order::{Order, RetreatOrder, Written};
use crate::engine::position::{PhaseKind, Position};

/// Why the map's special rules forbid this one order, in words a player can read, or
/// `None` when they allow it (other orders may still stop it: see `check_alone`). Covers
/// movement orders (supports from Kurdistan, closed Swiss borders, Tyrolia's ridge, the
/// Norse Coast) and retreats (Winter closures).
pub fn variant_refusal(map: &Map, position: &Position, w: &Written) -> Option<String> {
    let reason = match (position.phase.kind, w.order) {
        (PhaseKind::Movement, Order::Main(order)) => {
            let unit = position.units[position.unit_at(w.at.province)?];
            main_refusal(map, position, &unit, &order)
        }
        (PhaseKind::Retreat, Order::Retreat(RetreatOrder::Retreat(to))) => {
            let d = position
                .dislodged
                .iter()
                .find(|d| d.unit.loc.province == w.at.province)?;
            retreat_refusal(map, position.phase, &d.unit, to.province)
        }
        _ => None,
    }?;
    Some(reason.describe(map, position))
}

#[cfg(test)]
mod tests;
