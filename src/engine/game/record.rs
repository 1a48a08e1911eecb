//! The game record: every phase's position, orders as written, and results with reasons.

/// A phase's typed result, made by the adjudicator (`adjudicate::adjudicate_phase`).
pub use crate::engine::adjudicate::PhaseResult;
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::notation::format::{format_line, format_written};
use crate::engine::order::Written;
use crate::engine::position::{Phase, Position};
use serde::{Deserialize, Serialize};

/// One line of a power's orders: the typed orders it gives (several for a `sup by` line),
/// or, for a line that does not read as orders, its text and why. Its text for display and
/// files is made by the one formatter ([`OrderLine::text`]). Saves of older builds, which
/// kept only the text, are read through `save::legacy::OrderLineFile`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "super::save::legacy::OrderLineFile")]
pub struct OrderLine {
    pub power: PowerId,
    pub orders: Result<Vec<Written>, Unread>,
}

/// A line that does not read as orders: the text as it was written, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unread {
    pub text: String,
    pub reason: String,
}

impl OrderLine {
    /// A line of typed orders.
    pub fn typed(power: PowerId, orders: Vec<Written>) -> OrderLine {
        OrderLine {
            power,
            orders: Ok(orders),
        }
    }

    /// A line as read from `text`: its orders, or the text with why it does not read.
    pub fn read_from(power: PowerId, text: &str, read: Result<Vec<Written>, String>) -> OrderLine {
        OrderLine {
            power,
            orders: read.map_err(|reason| Unread {
                text: text.to_string(),
                reason,
            }),
        }
    }

    /// The orders the line gives (none when it does not read).
    pub fn written(&self) -> &[Written] {
        self.orders.as_deref().unwrap_or(&[])
    }

    /// The line's orders as read, or why it does not read (the shape drafts hold).
    pub fn reading(&self) -> Result<Vec<Written>, String> {
        self.orders.clone().map_err(|u| u.reason)
    }

    /// Each order of the line as text, in the board's notation (the one formatter), or
    /// the text of a line that does not read.
    pub fn texts(&self, map: &Map, position: &Position) -> Vec<String> {
        match &self.orders {
            Ok(orders) => orders
                .iter()
                .map(|w| format_written(map, position, w))
                .collect(),
            Err(u) => vec![u.text.clone()],
        }
    }

    /// The line as one text (its orders joined by `; `), for display and files.
    pub fn text(&self, map: &Map, position: &Position) -> String {
        match &self.orders {
            Ok(orders) => format_line(map, position, orders),
            Err(u) => u.text.clone(),
        }
    }
}

/// An order line that could not be read or did not fit the board, with why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refused {
    pub power: PowerId,
    pub text: String,
    pub reason: String,
}

impl PhaseRecord {
    /// The order written for unit `i` of the phase's position (none: it had no order).
    pub fn written_for(&self, i: usize) -> Option<&Written> {
        let line = (*self.unit_lines.get(i)?)?;
        let province = self.position.units.get(i)?.loc.province;
        let written = self.orders.get(line)?.written();
        (written.iter())
            .find(|w| w.at.province == province)
            .or(written.first())
    }

    /// A movement phase's orders per unit as (power, province it stood in, order); where
    /// units stack, one per order written (a stack moving together is one). Empty for
    /// retreats and adjustments.
    pub fn unit_orders(&self) -> Vec<(PowerId, ProvinceId, crate::engine::order::MainOrder)> {
        use crate::engine::adjudicate::MovementResult;
        use crate::engine::order::Order;
        match &self.result {
            PhaseResult::Movement(MovementResult {
                stacks: Some(s), ..
            }) => (s.written.iter())
                .filter_map(|w| match w.order {
                    Order::Main(o) => Some((w.power, w.at.province, o)),
                    _ => None,
                })
                .collect(),
            PhaseResult::Movement(m) => (m.orders.iter())
                .zip(&self.position.units)
                .map(|(o, u)| (u.power, u.loc.province, *o))
                .collect(),
            _ => Vec::new(),
        }
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
