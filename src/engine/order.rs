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

/// Part of the description of supported or convoyed units where units stack: `1 A`, `2 F`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    /// The number written, if any.
    pub count: Option<u32>,
    pub kind: UnitKind,
}

/// The counts an order carries on a map where units stack (Multiplomacy): how many of the
/// units in the place it is for, and which units it supports or convoys. Empty elsewhere.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Counts {
    /// The number of units written (`3 F Eng-Bre`); none: the one unit there.
    pub count: Option<u32>,
    /// The supported or convoyed units as written (`sup 2 F & 1 A Lon`), at most two parts.
    pub pieces: [Option<Piece>; 2],
    /// Whose units are supported or convoyed, where written (`sup 1 I A Ven`).
    pub power: Option<PowerId>,
}

impl Counts {
    /// No count and no description written (every order on a board where units do not stack).
    pub fn is_empty(&self) -> bool {
        *self == Counts::default()
    }

    /// How many units the order is for (1 when no number was written).
    pub fn units(&self) -> u32 {
        self.count.unwrap_or(1)
    }

    /// The parts of the supported or convoyed units' description.
    pub fn pieces(&self) -> impl Iterator<Item = Piece> + '_ {
        self.pieces.iter().flatten().copied()
    }

    /// The armies a convoy order names, when a number was written.
    pub fn convoyed(&self) -> Option<u32> {
        let counts: Vec<u32> = self.pieces().filter_map(|p| p.count).collect();
        (!counts.is_empty()).then(|| counts.iter().sum())
    }
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
    /// Counts, on a map where units stack.
    #[serde(default, skip_serializing_if = "Counts::is_empty")]
    pub counts: Counts,
}

impl Written {
    /// How many units the order is for (1 when no number was written).
    pub fn units(&self) -> u32 {
        self.counts.units()
    }

    /// The single-unit order this reads as for each of its units (a retreat reads as a
    /// move), for drawing; builds, removals, waives and disbands have none.
    pub fn as_main(&self) -> Option<MainOrder> {
        match self.order {
            Order::Main(m) => Some(m),
            Order::Retreat(RetreatOrder::Retreat(to)) => Some(MainOrder::Move {
                to,
                via_convoy: false,
            }),
            _ => None,
        }
    }
}
