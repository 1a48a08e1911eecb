//! Every reason the engine gives, led to its rule: exhaustive matches, so a new reason
//! does not compile until it is explained.

use super::RuleTopic;
use crate::engine::adjudicate::{
    AdjustVerdict, CheckVoid, Checked, HookReason, RetreatVerdict, Role, Rulebook, Verdict,
    VoidReason,
};
use crate::engine::notation::counted::StackOrderError;
use crate::engine::notation::{MeaningError, OrderError};
use crate::engine::options::{NothingToOrder, Refusal};

impl VoidReason {
    /// The rule that voids the order.
    pub fn topic(self) -> RuleTopic {
        match self {
            VoidReason::SeveralOrders => RuleTopic::OneOrderPerUnit,
            VoidReason::MoveToOwnProvince | VoidReason::NotAdjacent => RuleTopic::Adjacency,
            VoidReason::WrongTerrain => RuleTopic::Terrain,
            VoidReason::CoastUnreachable | VoidReason::CoastNotSpecified => RuleTopic::SplitCoasts,
            VoidReason::NoConvoyOrdered
            | VoidReason::ConvoyNotMatched
            | VoidReason::ConvoyNotOnRoute => RuleTopic::Convoys,
            VoidReason::CannotReach => RuleTopic::SupportReach,
            VoidReason::NoSuchUnit => RuleTopic::VoidOrders,
            VoidReason::SupportsItself => RuleTopic::SupportSelf,
            VoidReason::SupportNotMatched | VoidReason::SupportCoastMismatch => {
                RuleTopic::SupportMustMatch
            }
            VoidReason::ConvoyNotAtSea => RuleTopic::ConvoyFleetsAtSea,
            VoidReason::ConvoyNotArmy => RuleTopic::ConvoyArmiesOnly,
            VoidReason::Hook(h) => h.topic(),
        }
    }
}

impl HookReason {
    /// The ce05 special rule behind it.
    pub fn topic(&self) -> RuleTopic {
        match self {
            HookReason::NoSupportFrom { .. } => RuleTopic::Kurdistan,
            HookReason::BorderClosed { .. } | HookReason::SupportAcrossClosedBorder { .. } => {
                RuleTopic::Switzerland
            }
            HookReason::MountainPass { .. } => RuleTopic::Tyrolia,
            HookReason::CoastClosed { .. }
            | HookReason::EscortMissing { .. }
            | HookReason::EscortFailed { .. }
            | HookReason::CoastSupport { .. } => RuleTopic::NorseCoast,
            HookReason::RailUnsupported | HookReason::RailBlocked { .. } => RuleTopic::Railroad,
        }
    }
}

impl Verdict {
    /// The rule that decided this result under `rulebook`. On the classic board a bounce
    /// leads to the head-to-head rule when a unit came the other way, to stand-offs when no
    /// opponent was stronger, else to the greater force winning; where units stack, the
    /// battle, support and convoy results lead to Multiplomacy's own rules.
    pub fn topic(&self, rulebook: Rulebook) -> RuleTopic {
        if rulebook.units_stack() {
            match self {
                Verdict::Stood | Verdict::Moved | Verdict::Bounced { .. } => {
                    return RuleTopic::StackBattle;
                }
                Verdict::Convoyed
                | Verdict::ConvoyFailed { .. }
                | Verdict::ConvoyDisrupted { .. } => {
                    return RuleTopic::StackConvoy;
                }
                Verdict::Supported | Verdict::SupportCut { .. } => return RuleTopic::StackSupport,
                _ => {}
            }
        }
        match self {
            Verdict::Stood => RuleTopic::OneOrderPerUnit,
            Verdict::Moved => RuleTopic::Adjacency,
            Verdict::Bounced { strength, against } => {
                if against.iter().any(|o| o.role == Role::HeadToHead) {
                    RuleTopic::HeadToHead
                } else if against.iter().any(|o| o.strength > *strength) {
                    RuleTopic::Strength
                } else {
                    RuleTopic::StandOff
                }
            }
            Verdict::OwnUnit { .. } => RuleTopic::NoSelfDislodgement,
            Verdict::ConvoyFailed { .. } => RuleTopic::ConvoyDisruption,
            Verdict::Supported => RuleTopic::Support,
            Verdict::SupportCut { .. } => RuleTopic::SupportCut,
            Verdict::Convoyed => RuleTopic::Convoys,
            Verdict::ConvoyDisrupted { by: Some(_) } => RuleTopic::ConvoyDisruption,
            Verdict::ConvoyDisrupted { by: None } => RuleTopic::ConvoyParadox,
            Verdict::Void(v) => v.topic(),
            Verdict::Outmatched { .. } => RuleTopic::StackBattle,
            Verdict::TooFewFleets | Verdict::FleetDisplaced => RuleTopic::StackConvoy,
            Verdict::SupportCutFrom { .. } => RuleTopic::StackSupport,
            Verdict::SupportCutDislodged => RuleTopic::SupportCut,
        }
    }
}

impl RetreatVerdict {
    /// The retreat rule behind this result under `rulebook` (a stack's units may split,
    /// and the larger force keeps a contested province).
    pub fn topic(&self, rulebook: Rulebook) -> RuleTopic {
        match self {
            RetreatVerdict::Disbanded | RetreatVerdict::DisbandedNoOrder => RuleTopic::Disbanding,
            _ if rulebook.units_stack() => RuleTopic::StackRetreat,
            RetreatVerdict::Outnumbered { .. } => RuleTopic::StackRetreat,
            RetreatVerdict::Retreated(_) | RetreatVerdict::DisbandedIllegal => RuleTopic::Retreats,
            RetreatVerdict::DisbandedCollision { .. } => RuleTopic::RetreatCollision,
        }
    }
}

impl AdjustVerdict {
    /// The adjustment rule behind this result under `rulebook` (where units stack, builds
    /// go to any owned home province).
    pub fn topic(&self, rulebook: Rulebook) -> RuleTopic {
        match self {
            AdjustVerdict::Built if rulebook.units_stack() => RuleTopic::StackBuilds,
            AdjustVerdict::Built
            | AdjustVerdict::Removed
            | AdjustVerdict::RemovedUnits(_)
            | AdjustVerdict::Surplus => RuleTopic::AdjustCount,
            AdjustVerdict::Waived => RuleTopic::WaiveBuilds,
            AdjustVerdict::NotBuildable => RuleTopic::BuildWhere,
            AdjustVerdict::NotHome
            | AdjustVerdict::NotOwned
            | AdjustVerdict::Occupied
            | AdjustVerdict::AlreadyBuilt => RuleTopic::StackBuilds,
            AdjustVerdict::WrongUnit => RuleTopic::BuildKind,
            AdjustVerdict::NothingToRemove => RuleTopic::YourOwnUnits,
            AdjustVerdict::NotAnAdjustment => RuleTopic::PhaseOrders,
        }
    }
}

impl CheckVoid {
    /// The rule that makes the order void.
    pub fn topic(&self) -> RuleTopic {
        match self {
            CheckVoid::Order(v) => v.topic(),
            CheckVoid::SupportedCannotMove { rule: Some(h), .. } => h.topic(),
            CheckVoid::SupportedCannotMove { rule: None, .. } => RuleTopic::SupportMustMatch,
            CheckVoid::TooMany { .. } => RuleTopic::StackCount,
            CheckVoid::WrongPhase | CheckVoid::NoDislodgedUnit => RuleTopic::PhaseOrders,
            CheckVoid::NowhereToRetreat => RuleTopic::Disbanding,
            CheckVoid::RetreatNotAllowed { .. } | CheckVoid::RetreatBlocked(_) => {
                RuleTopic::Retreats
            }
            CheckVoid::BuildWrongUnit => RuleTopic::BuildKind,
            CheckVoid::BuildNotAllowed => RuleTopic::BuildWhere,
            CheckVoid::NoUnitToRemove => RuleTopic::YourOwnUnits,
            CheckVoid::NoRemovalsDue | CheckVoid::NoBuildsDue => RuleTopic::AdjustCount,
        }
    }
}

impl Checked {
    /// The rule a void order breaks; `None` when the order can work.
    pub fn topic(&self) -> Option<RuleTopic> {
        match self {
            Checked::Fine | Checked::Note(_) => None,
            Checked::Void(why) => Some(why.topic()),
        }
    }
}

impl NothingToOrder {
    /// The rule that leaves nothing to order.
    pub fn topic(self) -> RuleTopic {
        match self {
            NothingToOrder::NotAdjustment | NothingToOrder::NoDislodgedUnit => {
                RuleTopic::PhaseOrders
            }
            NothingToOrder::NoUnit => RuleTopic::YourOwnUnits,
            NothingToOrder::Balanced(_) => RuleTopic::AdjustCount,
            NothingToOrder::NothingThere => RuleTopic::BuildWhere,
        }
    }
}

impl Refusal {
    /// The rule that refuses the order (what the order panel's "why?" opens).
    pub fn topic(&self) -> RuleTopic {
        match self {
            Refusal::Rule(h) => h.topic(),
            Refusal::Void(why) => why.topic(),
            Refusal::TooMany { .. } => RuleTopic::StackCount,
            Refusal::Nothing(why) => why.topic(),
        }
    }
}

impl MeaningError {
    /// The rule an order's text broke; `None` where the text just does not fit the board
    /// (an unknown province or power, or several orders on one line).
    pub fn topic(&self) -> Option<RuleTopic> {
        Some(match self {
            MeaningError::UnknownProvince(_)
            | MeaningError::UnknownPower(_)
            | MeaningError::NoPower
            | MeaningError::OneOrderOnly => return None,
            MeaningError::NoUnit(_)
            | MeaningError::NotYourUnit { .. }
            | MeaningError::NoUnits { .. }
            | MeaningError::NotYourUnits { .. } => RuleTopic::YourOwnUnits,
            MeaningError::NoUnitFits(_) => RuleTopic::VoidOrders,
            MeaningError::Ambiguous(_) => RuleTopic::AmbiguousOrders,
            MeaningError::WrongPhase(..) | MeaningError::NotDislodged(_) => RuleTopic::PhaseOrders,
            MeaningError::NoSuchCoast(..) => RuleTopic::SplitCoasts,
            MeaningError::TooFew { .. } | MeaningError::KindNeeded(_) => RuleTopic::StackCount,
            MeaningError::BuildCount => RuleTopic::StackBuilds,
        })
    }
}

impl OrderError {
    /// The rule the text broke; `None` for text that does not read as an order.
    pub fn topic(&self) -> Option<RuleTopic> {
        match self {
            OrderError::Syntax(_) => None,
            OrderError::Meaning(m) => m.topic(),
        }
    }
}

impl StackOrderError {
    /// The rule the counted order's text broke; `None` for text that does not read.
    pub fn topic(&self) -> Option<RuleTopic> {
        match self {
            StackOrderError::Syntax(_) => None,
            StackOrderError::Meaning(m) => m.topic(),
        }
    }
}
