//! Counted orders: `3 F Eng-Bre`, `2 F Nth sup F Lon`, `1 F Eas convoys 1 A Tun-Smy`.

use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use serde::{Deserialize, Serialize};

/// Part of the description of supported or convoyed units: `1 A`, `2 FF`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    /// The number written, if any.
    pub count: Option<u32>,
    pub kind: UnitKind,
}

/// What a group of units is told to do.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StackAction {
    /// Stand.
    Hold,
    /// Move (by convoy when `via_convoy`, or when no land route exists).
    Move { to: Location, via_convoy: bool },
    /// Support the units standing in `target`.
    SupportHold {
        target: ProvinceId,
        pieces: Vec<Piece>,
        power: Option<PowerId>,
    },
    /// Support the units moving from `from` to `to`.
    SupportMove {
        from: ProvinceId,
        to: Location,
        pieces: Vec<Piece>,
        power: Option<PowerId>,
    },
    /// Convoy armies from `from` to `to`; `count` is the number of armies written.
    Convoy {
        from: ProvinceId,
        to: ProvinceId,
        count: Option<u32>,
        power: Option<PowerId>,
    },
    /// Retreat dislodged units here.
    Retreat(Location),
    /// Disband dislodged units.
    Disband,
    /// Build a unit of `kind` at `at` (one per order).
    Build,
    /// Remove units from `at`.
    Remove,
}

/// An order for `count` units of one kind in one place.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StackedOrder {
    pub power: PowerId,
    /// The number written; none means the province holds a single such unit.
    pub count: Option<u32>,
    pub kind: UnitKind,
    /// Where the units stand (coast only where written or needed).
    pub at: Location,
    pub action: StackAction,
}

impl StackedOrder {
    /// How many units the order is for (1 when no number was written).
    pub fn units(&self) -> u32 {
        self.count.unwrap_or(1)
    }
}

impl StackAction {
    /// The single-unit order this action reads as for each of its units (a retreat reads as
    /// a move), for drawing; builds, removals and disbands have none.
    pub fn as_main(&self) -> Option<crate::engine::order::MainOrder> {
        use crate::engine::order::MainOrder;
        Some(match *self {
            StackAction::Hold => MainOrder::Hold,
            StackAction::Move { to, via_convoy } => MainOrder::Move { to, via_convoy },
            StackAction::Retreat(to) => MainOrder::Move {
                to,
                via_convoy: false,
            },
            StackAction::SupportHold { target, .. } => MainOrder::SupportHold { target },
            StackAction::SupportMove { from, to, .. } => MainOrder::SupportMove { from, to },
            StackAction::Convoy { from, to, .. } => MainOrder::Convoy { from, to },
            StackAction::Build | StackAction::Remove | StackAction::Disband => return None,
        })
    }
}
