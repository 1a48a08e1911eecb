//! The game record: every phase's position, orders as written, and results with reasons.

use crate::engine::adjudicate::{AdjustVerdict, MovementResult, RetreatVerdict};
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::order::AdjustOrder;
use crate::engine::position::{Phase, Position};
use serde::{Deserialize, Serialize};

/// One order as a player wrote it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderLine {
    pub power: PowerId,
    pub text: String,
}

/// An order line that could not be read or did not fit the board, with why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refused {
    pub power: PowerId,
    pub text: String,
    pub reason: String,
}

/// What a phase decided.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum PhaseResult {
    Movement(MovementResult),
    /// One verdict per dislodged unit of the phase's position.
    Retreat(Vec<RetreatVerdict>),
    Adjustment {
        verdicts: Vec<(PowerId, AdjustOrder, AdjustVerdict)>,
        disorder_removals: Vec<(PowerId, Location)>,
    },
}

/// One resolved phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
}
