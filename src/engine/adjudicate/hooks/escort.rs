//! The escorted-coast hook in resolution: in Fall an army's move into or out of the coast
//! stands only when a fleet in the named sea supports that very move and the support holds.

use super::reason::HookReason;
use super::refusal::escort_needed;
use crate::engine::adjudicate::outcome::VoidReason;
use crate::engine::ids::{ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::MainOrder;
use crate::engine::position::Position;

/// The fleet whose support a move needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::engine::adjudicate) struct Escort {
    pub fleet: usize,
    pub province: ProvinceId,
    pub sea: ProvinceId,
}

/// For unit `i` moving to `to`: `Ok(None)` when no escort is needed, `Ok(Some(..))` with
/// the escorting fleet's support order, or the reason the move is void without one.
pub(in crate::engine::adjudicate) fn find_escort(
    map: &Map,
    position: &Position,
    order: &[MainOrder],
    void: &[Option<VoidReason>],
    i: usize,
    to: ProvinceId,
) -> Result<Option<Escort>, VoidReason> {
    let unit = &position.units[i];
    let Some((province, sea)) = escort_needed(map, position.phase, unit, to) else {
        return Ok(None);
    };
    let fleet = (0..order.len()).find(|&f| {
        position.units[f].kind == UnitKind::Fleet
            && position.units[f].loc.province == sea
            && void[f].is_none()
            && matches!(order[f], MainOrder::SupportMove { from, to: t }
                if from == unit.loc.province && t.province == to)
    });
    match fleet {
        Some(fleet) => Ok(Some(Escort {
            fleet,
            province,
            sea,
        })),
        None => Err(VoidReason::Hook(HookReason::EscortMissing {
            province,
            sea,
        })),
    }
}
