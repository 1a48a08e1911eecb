//! Typed orders for the three kinds of phase.

use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use serde::{Deserialize, Serialize};

/// An order in a movement phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MainOrder {
    /// Hold (the rulebook's "stands").
    Hold,
    /// Move, or be convoyed when `via_convoy` (or when no land route exists).
    Move { to: Location, via_convoy: bool },
    /// Support the unit in `target` to stay where it is.
    SupportHold { target: ProvinceId },
    /// Support the unit in `from` moving to `to`; `to` may carry a coast.
    SupportMove { from: ProvinceId, to: Location },
    /// Convoy the army in `from` to `to`.
    Convoy { from: ProvinceId, to: ProvinceId },
}

/// An order for a dislodged unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RetreatOrder {
    Retreat(Location),
    Disband,
}

/// An order in an adjustment phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AdjustOrder {
    /// Build a unit; `kind` is `None` when the player did not say which.
    Build {
        kind: Option<UnitKind>,
        at: Location,
    },
    /// Remove (disband) the unit in this province.
    Remove { at: ProvinceId },
    /// Decline one build.
    Waive,
}

/// Any order, as the parser produces it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Order {
    Main(MainOrder),
    Retreat(RetreatOrder),
    Adjust(AdjustOrder),
}

/// An order with the unit it is written for, resolved against the map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Written {
    /// The power giving the order.
    pub power: PowerId,
    /// The unit letter written, if any.
    pub kind: Option<UnitKind>,
    /// Where the ordered unit is (unused for builds and waives).
    pub at: Location,
    pub order: Order,
}
