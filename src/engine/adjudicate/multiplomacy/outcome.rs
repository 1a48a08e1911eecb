//! What happened to each stacked order and unit, with the reasons (strengths, who cut what).

pub use crate::engine::adjudicate::{Force, ForceRole};
use crate::engine::adjudicate::{Verdict, VoidReason};
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::position::Position;
use serde::{Deserialize, Serialize};

/// An older save's name for a stacked unit's result, read as today's one `Verdict`
/// (`Bounced`, `ConvoyFailed`, `SupportCut` and `ConvoyDisrupted` meant what
/// `Outmatched`, `TooFewFleets`, `SupportCutFrom` and `FleetDisplaced` mean now).
#[derive(Deserialize)]
enum VerdictFile {
    Stood,
    Moved,
    #[serde(alias = "Bounced")]
    Outmatched {
        strength: u32,
        against: Vec<Force>,
    },
    #[serde(alias = "ConvoyFailed")]
    TooFewFleets,
    Supported,
    #[serde(alias = "SupportCut")]
    SupportCutFrom {
        by: PowerId,
        from: ProvinceId,
    },
    SupportCutDislodged,
    Convoyed,
    #[serde(alias = "ConvoyDisrupted")]
    FleetDisplaced,
    Void(VoidReason),
}

impl From<VerdictFile> for Verdict {
    fn from(file: VerdictFile) -> Verdict {
        match file {
            VerdictFile::Stood => Verdict::Stood,
            VerdictFile::Moved => Verdict::Moved,
            VerdictFile::Outmatched { strength, against } => {
                Verdict::Outmatched { strength, against }
            }
            VerdictFile::TooFewFleets => Verdict::TooFewFleets,
            VerdictFile::Supported => Verdict::Supported,
            VerdictFile::SupportCutFrom { by, from } => Verdict::SupportCutFrom { by, from },
            VerdictFile::SupportCutDislodged => Verdict::SupportCutDislodged,
            VerdictFile::Convoyed => Verdict::Convoyed,
            VerdictFile::FleetDisplaced => Verdict::FleetDisplaced,
            VerdictFile::Void(r) => Verdict::Void(r),
        }
    }
}

/// A stacked result's verdict as saved (today's names or an older save's).
fn verdict_file<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Verdict, D::Error> {
    VerdictFile::deserialize(d).map(Verdict::from)
}

/// A stacked order's parts as saved (today's names or an older save's).
fn parts_file<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<(u32, Verdict)>, D::Error> {
    let parts = Vec::<(u32, VerdictFile)>::deserialize(d)?;
    Ok(parts.into_iter().map(|(n, v)| (n, v.into())).collect())
}

/// What became of one unit of the position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitOutcome {
    /// Index of the order that moved it, if one did.
    pub order: Option<usize>,
    #[serde(deserialize_with = "verdict_file")]
    pub verdict: Verdict,
    /// The force that dislodged it.
    pub dislodged_by: Option<Force>,
    /// Where it ends (its old place when dislodged).
    pub ends: Location,
}

/// What became of one written order: its units split into parts with one verdict each,
/// in the order written (so a partly cut support shows the cut part last, rule 5(ii)).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderOutcome {
    #[serde(deserialize_with = "parts_file")]
    pub parts: Vec<(u32, Verdict)>,
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
