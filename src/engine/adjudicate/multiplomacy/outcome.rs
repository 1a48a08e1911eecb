//! What happened to each stacked order and unit, with the reasons (strengths, who cut what).

use crate::engine::adjudicate::VoidReason;
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::position::Position;
use serde::{Deserialize, Serialize};

/// How an opposing force took part in a contest for a province.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ForceRole {
    /// The units standing in the province.
    Defender,
    /// Units coming the other way (head-to-head).
    HeadToHead,
    /// Another power trying to enter the same province.
    Rival,
}

/// One opposing force: a power's units in or entering a province, with their strength.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Force {
    pub power: PowerId,
    /// Where its units came from (the province itself for defenders).
    pub from: Vec<ProvinceId>,
    /// Units taking part.
    pub units: u32,
    /// Units plus supports.
    pub strength: u32,
    pub role: ForceRole,
}

/// The result for one unit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum StackVerdict {
    /// Stood (ordered to, or not ordered at all).
    Stood,
    /// Moved in with its power's other units for that province.
    Moved,
    /// Its power's move failed: at this strength, against these forces.
    Bounced { strength: u32, against: Vec<Force> },
    /// An army not carried: too few convoying fleets left on its route.
    ConvoyFailed,
    /// Support given.
    Supported,
    /// Support cut by an attack of this power from this province.
    SupportCut { by: PowerId, from: ProvinceId },
    /// Support cut because the supporting unit was dislodged.
    SupportCutDislodged,
    /// Convoyed (the fleet was not displaced).
    Convoyed,
    /// The convoying fleet was displaced.
    ConvoyDisrupted,
    /// The order could never work; the unit stood.
    Void(VoidReason),
}

impl StackVerdict {
    /// Whether the order was carried out.
    pub fn succeeded(&self) -> bool {
        matches!(
            self,
            StackVerdict::Stood
                | StackVerdict::Moved
                | StackVerdict::Supported
                | StackVerdict::Convoyed
        )
    }
}

/// What became of one unit of the position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitOutcome {
    /// Index of the order that moved it, if one did.
    pub order: Option<usize>,
    pub verdict: StackVerdict,
    /// The force that dislodged it.
    pub dislodged_by: Option<Force>,
    /// Where it ends (its old place when dislodged).
    pub ends: Location,
}

/// What became of one written order: its units split into parts with one verdict each,
/// in the order written (so a partly cut support shows the cut part last, rule 5(ii)).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderOutcome {
    pub parts: Vec<(u32, StackVerdict)>,
    /// Units the order named that were not there (or were ordered already).
    pub missing: u32,
}

/// The result of a stacked movement phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackedResult {
    /// One per unit of the position adjudicated.
    pub units: Vec<UnitOutcome>,
    /// One per order given.
    pub orders: Vec<OrderOutcome>,
    /// The next position (a retreat phase if anything was dislodged).
    pub position: Position,
}
