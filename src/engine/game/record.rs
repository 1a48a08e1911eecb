//! The game record: every phase's position, orders as written, and results with reasons.

/// A phase's typed result, made by the adjudicator (`adjudicate::adjudicate_phase`).
pub use crate::engine::adjudicate::PhaseResult;
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::order::Written;
use crate::engine::position::{Phase, Position};
use serde::{Deserialize, Serialize};

/// One order as a player wrote it. Two lines are equal when the same power wrote the same
/// text (what they read as follows from that and the phase).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct OrderLine {
    pub power: PowerId,
    pub text: String,
    /// The orders the line was read as when written (several for a `sup by` line), or why
    /// it does not read: read once, against the phase's position. Not saved: a line
    /// loaded from a save is read when its phase resolves.
    #[serde(skip)]
    pub read: Option<Result<Vec<Written>, String>>,
}

impl PartialEq for OrderLine {
    fn eq(&self, other: &OrderLine) -> bool {
        (self.power, &self.text) == (other.power, &other.text)
    }
}

impl Eq for OrderLine {}

/// An order line that could not be read or did not fit the board, with why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refused {
    pub power: PowerId,
    pub text: String,
    pub reason: String,
}

impl PhaseRecord {
    /// The line written for unit `i` of the phase's position, as its player wrote it.
    pub fn written_for(&self, i: usize) -> Option<&str> {
        let line = (*self.unit_lines.get(i)?)?;
        self.orders.get(line).map(|o| o.text.as_str())
    }

    /// Whether units moved in this phase (a movement phase, stacked or not).
    pub fn is_movement(&self) -> bool {
        match &self.result {
            PhaseResult::Movement(_) => true,
            PhaseResult::Retreat(_) | PhaseResult::Adjustment { .. } => false,
        }
    }
}

/// One resolved phase. Saves of older builds are read through their own shape
/// (`save::legacy::PhaseRecordFile`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "super::save::legacy::PhaseRecordFile")]
pub struct PhaseRecord {
    pub phase: Phase,
    /// The board before the orders were carried out.
    pub position: Position,
    pub orders: Vec<OrderLine>,
    pub refused: Vec<Refused>,
    pub result: PhaseResult,
    /// Centres that changed hands at the end of this phase: (centre, old owner, new owner).
    pub centre_changes: Vec<(ProvinceId, Option<PowerId>, PowerId)>,
    /// Units of powers in civil disorder disbanded because they were dislodged.
    pub disorder_disbands: Vec<Location>,
    /// Which player governed each power during this phase.
    pub controllers: Vec<Option<usize>>,
    /// Movement phases: for each unit of `position`, the index in `orders` of the line its
    /// player wrote for it (none: it had no order), so results show the order as written.
    #[serde(default)]
    pub unit_lines: Vec<Option<usize>>,
}
