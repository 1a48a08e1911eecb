//! What happened to each order, with the reason: the animation, result lists and lessons read these.

use super::hooks::HookReason;
use crate::engine::few::Few;
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::position::Position;
use serde::{Deserialize, Serialize};

/// Why an order was void: it could never be carried out, so the unit stood instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum VoidReason {
    /// Two or more different orders for one unit (4.D.3).
    SeveralOrders,
    /// A unit cannot move to the province it is in.
    MoveToOwnProvince,
    /// The destination is not next to the unit, and no convoy was ordered.
    NotAdjacent,
    /// An army cannot go to sea, a fleet cannot go inland.
    WrongTerrain,
    /// The fleet cannot reach the coast written.
    CoastUnreachable,
    /// The fleet could reach either coast and none was written (4.B.1).
    CoastNotSpecified,
    /// "Via convoy" was written but no convoy route was ordered.
    NoConvoyOrdered,
    /// The supporting unit could not itself move to where it gives support.
    CannotReach,
    /// There is no unit where the order says.
    NoSuchUnit,
    /// A unit cannot support itself.
    SupportsItself,
    /// The supported unit was not ordered as the support says.
    SupportNotMatched,
    /// The supported move goes to a different coast than the support names.
    SupportCoastMismatch,
    /// Only fleets at sea convoy.
    ConvoyNotAtSea,
    /// Only armies are convoyed.
    ConvoyNotArmy,
    /// The army was not ordered to make that move by convoy.
    ConvoyNotMatched,
    /// The fleet lies on no route for that convoy (4.E.1).
    ConvoyNotOnRoute,
    /// A special rule of the map (a hook in the map file) forbids or stopped it.
    Hook(HookReason),
}

impl VoidReason {
    /// A sentence for players, in the table's language.
    pub fn describe(self) -> String {
        match self {
            VoidReason::SeveralOrders => crate::t!("rules-void-several-orders"),
            VoidReason::MoveToOwnProvince => crate::t!("rules-void-move-to-own-province"),
            VoidReason::NotAdjacent => crate::t!("rules-void-not-adjacent"),
            VoidReason::WrongTerrain => crate::t!("rules-void-wrong-terrain"),
            VoidReason::CoastUnreachable => crate::t!("rules-void-coast-unreachable"),
            VoidReason::CoastNotSpecified => crate::t!("rules-void-coast-not-specified"),
            VoidReason::NoConvoyOrdered => crate::t!("rules-void-no-convoy-ordered"),
            VoidReason::CannotReach => crate::t!("rules-void-cannot-reach"),
            VoidReason::NoSuchUnit => crate::t!("rules-void-no-such-unit"),
            VoidReason::SupportsItself => crate::t!("rules-void-supports-itself"),
            VoidReason::SupportNotMatched => crate::t!("rules-void-support-not-matched"),
            VoidReason::SupportCoastMismatch => crate::t!("rules-void-support-coast-mismatch"),
            VoidReason::ConvoyNotAtSea => crate::t!("rules-void-convoy-not-at-sea"),
            VoidReason::ConvoyNotArmy => crate::t!("rules-void-convoy-not-army"),
            VoidReason::ConvoyNotMatched => crate::t!("rules-void-convoy-not-matched"),
            VoidReason::ConvoyNotOnRoute => crate::t!("rules-void-convoy-not-on-route"),
            VoidReason::Hook(_) => crate::t!("rules-void-hook"),
        }
    }

    /// A sentence for players that names the provinces a special rule is about;
    /// `position` is the board the order was given on.
    pub fn explain(self, map: &Map, position: &Position) -> String {
        match self {
            VoidReason::Hook(h) => h.describe(map, position),
            other => other.describe(),
        }
    }
}

/// How an opposing unit took part in a contest.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Role {
    /// The unit holding the destination.
    #[default]
    Holder,
    /// The unit coming the other way (head-to-head battle).
    HeadToHead,
    /// Another unit trying to enter the same province.
    Rival,
}

/// One opponent in a contest, with its strength.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opponent {
    /// Index of the opposing unit in the position.
    pub unit: usize,
    pub strength: u8,
    pub role: Role,
}

/// How an opposing force took part in a contest for a province (where units stack).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ForceRole {
    /// The units standing in the province.
    Defender,
    /// Units coming the other way (head-to-head).
    HeadToHead,
    /// Another power trying to enter the same province.
    Rival,
}

/// One opposing force where units stack: a power's units in or entering a province, with
/// their strength.
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

/// The result of one unit's order, on every board. Where units stack, a battle is fought
/// between forces (a power's units together), so a few results name forces and powers
/// where the classic board names single units.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// Hold (or no order): the unit stood.
    Stood,
    /// The move succeeded.
    Moved,
    /// The move failed against opponents at least as strong.
    Bounced {
        strength: u8,
        /// Nearly always one or two: kept inline, without an allocation per bounce.
        against: Few<Opponent, 3>,
    },
    /// The move would dislodge a unit of the mover's own power.
    OwnUnit { holder: usize },
    /// The convoy failed: these convoying fleets were dislodged (or all routes broke).
    ConvoyFailed { fleets: Vec<usize> },
    /// The support was given.
    Supported,
    /// The support was cut by an attack from this unit.
    SupportCut { by: usize },
    /// The convoy was carried out (or the fleet was not dislodged).
    Convoyed,
    /// The convoying fleet was dislodged, or held under a paradox rule.
    ConvoyDisrupted { by: Option<usize> },
    /// The order could never work; the unit stood.
    Void(VoidReason),
    /// Where units stack: the move failed at this strength against these forces.
    Outmatched { strength: u32, against: Vec<Force> },
    /// Where units stack: the army was not carried, too few convoying fleets being left on
    /// its route.
    TooFewFleets,
    /// Where units stack: the support was cut by this power's attack from this province.
    SupportCutFrom { by: PowerId, from: ProvinceId },
    /// Where units stack: the support was cut because the supporting unit was dislodged.
    SupportCutDislodged,
    /// Where units stack: the convoying fleet was displaced.
    FleetDisplaced,
}

impl Verdict {
    /// Whether the order was carried out as written.
    pub fn succeeded(&self) -> bool {
        matches!(
            self,
            Verdict::Stood | Verdict::Moved | Verdict::Supported | Verdict::Convoyed
        )
    }
}

/// A dislodgement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dislodgement {
    /// The unit that dislodged it.
    pub by: usize,
    /// Where the attacker came from.
    pub from: ProvinceId,
    /// Whether the attacker came by convoy.
    pub by_convoy: bool,
    /// Where it may retreat.
    pub retreats: Vec<Location>,
}
