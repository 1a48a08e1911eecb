//! Older saves: of stacked games, a second copy of the board (`stacked`) beside the one
//! shown, whose list of every attacker of a dislodged unit `position` now keeps itself, and
//! the stacked engine's own order type in the record; of every game, the record's results
//! before one outcome model served every board (a stacked phase's own retreat and
//! adjustment verdicts, adjustments kept as power and order). All read into today's types.

use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::legal_retreats;
use crate::engine::adjudicate::multiplomacy::{OrderOutcome, UnitOutcome};
use crate::engine::adjudicate::multiplomacy::{Stacks, movement_of};
use crate::engine::adjudicate::{AdjustVerdict, MovementResult, RetreatVerdict};
use crate::engine::adjudicate::{adjustment_written, unit_of};
use crate::engine::game::Game;
use crate::engine::game::read_line;
use crate::engine::game::record::{OrderLine, PhaseRecord, PhaseResult, Refused, Unread};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{AdjustOrder, Counts, MainOrder, Order, Piece, RetreatOrder, Written};
use crate::engine::position::{Phase, PhaseKind, Position, Unit};
use serde::Deserialize;

/// Fills in the retreats and stand-offs of stacked movement phases read from an older save
/// (its results did not keep them), from the retreat phase that followed each. Only such
/// phases are looked at: loading a game copies no other position.
pub fn restore_stacked_retreats(map: &Map, game: &mut Game) {
    let rules = game.setup.rules;
    for k in 0..game.record.len() {
        // Only an older save's stacked movement lacks them: dislodged units, no retreats.
        let lacking = match &game.record[k].result {
            PhaseResult::Movement(m) => {
                let mut dislodged = m.dislodged.iter().flatten().peekable();
                m.stacks.is_some()
                    && dislodged.peek().is_some()
                    && dislodged.all(|d| d.retreats.is_empty())
            }
            _ => false,
        };
        if !lacking {
            continue;
        }
        let next = (game.record.get(k + 1))
            .map_or(&game.position, |r| &r.position)
            .clone();
        let rec = &mut game.record[k];
        let follows = next.phase.kind == PhaseKind::Retreat
            && (next.phase.year, next.phase.season) == (rec.phase.year, rec.phase.season);
        let PhaseResult::Movement(m) = &mut rec.result else {
            continue;
        };
        if !follows {
            continue;
        }
        m.standoffs = next.standoffs.clone();
        let mut waiting = next.dislodged.iter();
        for d in m.dislodged.iter_mut().flatten() {
            if let Some(nd) = waiting.next() {
                d.retreats = legal_retreats(Board::new(map, &next, &rules), nd);
            }
        }
    }
}

/// An order line as saved: today its typed orders (or the text of a line that does not
/// read, with why); in saves of older builds only its text, read against its phase's
/// position when the save loads ([`read_text_lines`]).
#[derive(Deserialize)]
pub struct OrderLineFile {
    power: PowerId,
    #[serde(default = "not_read")]
    orders: Result<Vec<Written>, Unread>,
    /// Older saves: the line as its player wrote it.
    #[serde(default)]
    text: String,
}

/// An older save's line before it is read: no orders, no reason yet.
fn not_read() -> Result<Vec<Written>, Unread> {
    Err(Unread {
        text: String::new(),
        reason: String::new(),
    })
}

impl From<OrderLineFile> for OrderLine {
    fn from(file: OrderLineFile) -> OrderLine {
        // An older line waits to be read with an empty reason (no reading gives one).
        let orders = match file.orders {
            Err(u) if u.reason.is_empty() => Err(Unread {
                text: file.text,
                reason: u.reason,
            }),
            orders => orders,
        };
        OrderLine {
            power: file.power,
            orders,
        }
    }
}

/// Reads the lines of an older save, kept as text, against their phase's position: the
/// pending orders against the game's, each record's against the record's.
pub fn read_text_lines(map: &Map, game: &mut Game) {
    let read = |position: &Position, lines: &mut Vec<OrderLine>| {
        for line in lines.iter_mut() {
            if let Err(u) = &line.orders
                && u.reason.is_empty()
            {
                let text = u.text.clone();
                let read = read_line(map, position, line.power, &text);
                *line = OrderLine::read_from(line.power, &text, read);
            }
        }
    };
    read(&game.position, &mut game.pending);
    for record in &mut game.record {
        read(&record.position, &mut record.orders);
    }
}

/// A phase record as saved, now or by an older build.
#[derive(Deserialize)]
pub struct PhaseRecordFile {
    phase: Phase,
    position: Position,
    orders: Vec<OrderLine>,
    refused: Vec<Refused>,
    result: PhaseResultFile,
    centre_changes: Vec<(ProvinceId, Option<PowerId>, PowerId)>,
    disorder_disbands: Vec<Location>,
    controllers: Vec<Option<usize>>,
    #[serde(default)]
    unit_lines: Vec<Option<usize>>,
}

/// A phase's result as saved: today's shape, or an older one.
#[derive(Deserialize)]
enum PhaseResultFile {
    Movement(MovementResult),
    Retreat(Vec<RetreatVerdict>),
    Adjustment {
        /// Today: each order as read with its verdict.
        #[serde(default)]
        orders: Vec<(Written, AdjustVerdict)>,
        #[serde(default)]
        removed: Vec<Unit>,
        /// Older: power, order and verdict.
        #[serde(default)]
        verdicts: Vec<(PowerId, AdjustOrder, AdjustVerdict)>,
        #[serde(default)]
        disorder_removals: Vec<(PowerId, Location)>,
    },
    Stacked(StackedPhaseFile),
}

impl From<PhaseRecordFile> for PhaseRecord {
    fn from(file: PhaseRecordFile) -> PhaseRecord {
        let before = &file.position;
        let result = match file.result {
            PhaseResultFile::Movement(m) => PhaseResult::Movement(m),
            PhaseResultFile::Retreat(v) => PhaseResult::Retreat(v),
            PhaseResultFile::Adjustment {
                mut orders,
                mut removed,
                verdicts,
                disorder_removals,
            } => {
                orders.extend(
                    verdicts
                        .into_iter()
                        .map(|(p, o, v)| (adjustment_written(before, p, o), v)),
                );
                removed.extend(
                    disorder_removals
                        .into_iter()
                        .filter_map(|(p, loc)| unit_of(before, p, loc)),
                );
                PhaseResult::Adjustment {
                    verdicts: orders,
                    disorder_removals: removed,
                }
            }
            PhaseResultFile::Stacked(s) => s.into_result(before),
        };
        PhaseRecord {
            phase: file.phase,
            position: file.position,
            orders: file.orders,
            refused: file.refused,
            result,
            centre_changes: file.centre_changes,
            disorder_disbands: file.disorder_disbands,
            controllers: file.controllers,
            unit_lines: file.unit_lines,
        }
    }
}

#[derive(Deserialize)]
struct OldSave {
    game: OldGame,
}

#[derive(Deserialize)]
struct OldGame {
    #[serde(default)]
    stacked: Option<OldBoard>,
}

#[derive(Deserialize)]
struct OldBoard {
    dislodged: Vec<OldDislodged>,
}

#[derive(Deserialize)]
struct OldDislodged {
    attackers_from: Vec<ProvinceId>,
}

/// Copies every attacker's province of the old second board's dislodged units into the
/// game's position (the position kept only the first).
pub fn restore_attackers(text: &str, game: &mut Game) {
    if !text.contains("stacked: Some") {
        return;
    }
    let Ok(old) = ron::from_str::<OldSave>(text) else {
        return;
    };
    let Some(board) = old.game.stacked else {
        return;
    };
    for (d, old) in game.position.dislodged.iter_mut().zip(board.dislodged) {
        d.also_from = old.attackers_from.into_iter().skip(1).collect();
    }
}

/// A stacked phase as older builds saved it (every board's movement is `Movement` now):
/// a movement's `written`, `units` and `outcomes`; before that, the stacked engine's own
/// `orders` and an `outcome` of any phase kind.
#[derive(Deserialize)]
struct StackedPhaseFile {
    #[serde(default)]
    written: Vec<Written>,
    #[serde(default)]
    orders: Vec<OldOrder>,
    #[serde(default)]
    units: Vec<UnitOutcome>,
    #[serde(default)]
    outcomes: Vec<OrderOutcome>,
    #[serde(default)]
    outcome: OldStackedOutcome,
}

/// The verdicts of an older stacked phase, of any kind (`Absent` in today's saves).
#[derive(Deserialize, Default)]
enum OldStackedOutcome {
    #[default]
    #[serde(skip_deserializing)]
    Absent,
    Movement {
        units: Vec<UnitOutcome>,
        orders: Vec<OrderOutcome>,
    },
    Retreat(Vec<OldStackRetreatVerdict>),
    Adjustment {
        verdicts: Vec<OldStackAdjustVerdict>,
        disorder_removals: Vec<Unit>,
    },
}

/// An older stacked retreat verdict (today's `RetreatVerdict`, but for its collision).
#[derive(Deserialize)]
enum OldStackRetreatVerdict {
    Retreated(Location),
    Disbanded,
    DisbandedNoOrder,
    DisbandedIllegal,
    DisbandedCollision { against: Vec<(PowerId, u32)> },
}

/// An older stacked adjustment verdict (today's `AdjustVerdict`, but for its removal).
#[derive(Deserialize)]
enum OldStackAdjustVerdict {
    Built,
    Removed(u32),
    Surplus,
    NotHome,
    NotOwned,
    Occupied,
    AlreadyBuilt,
    WrongUnit,
    NothingToRemove,
    NotAnAdjustment,
}

impl StackedPhaseFile {
    fn into_result(self, before: &Position) -> PhaseResult {
        let mut written = self.written;
        written.extend(self.orders.into_iter().map(OldOrder::into_written));
        let movement = |units: Vec<UnitOutcome>, outcomes: Vec<OrderOutcome>| {
            let stacks = Stacks {
                written: written.clone(),
                order_of: units.iter().map(|u| u.order).collect(),
                dislodged_by: units.iter().map(|u| u.dislodged_by.clone()).collect(),
                outcomes,
            };
            let verdicts = units.into_iter().map(|u| u.verdict).collect();
            PhaseResult::Movement(movement_of(before, stacks, verdicts))
        };
        match self.outcome {
            OldStackedOutcome::Absent => movement(self.units, self.outcomes),
            OldStackedOutcome::Movement { units, orders } => movement(units, orders),
            OldStackedOutcome::Retreat(verdicts) => PhaseResult::Retreat(
                verdicts
                    .into_iter()
                    .map(OldStackRetreatVerdict::now)
                    .collect(),
            ),
            OldStackedOutcome::Adjustment {
                verdicts,
                disorder_removals,
            } => PhaseResult::Adjustment {
                verdicts: written
                    .into_iter()
                    .zip(verdicts.into_iter().map(OldStackAdjustVerdict::now))
                    .collect(),
                disorder_removals,
            },
        }
    }
}

impl OldStackRetreatVerdict {
    fn now(self) -> RetreatVerdict {
        match self {
            OldStackRetreatVerdict::Retreated(to) => RetreatVerdict::Retreated(to),
            OldStackRetreatVerdict::Disbanded => RetreatVerdict::Disbanded,
            OldStackRetreatVerdict::DisbandedNoOrder => RetreatVerdict::DisbandedNoOrder,
            OldStackRetreatVerdict::DisbandedIllegal => RetreatVerdict::DisbandedIllegal,
            OldStackRetreatVerdict::DisbandedCollision { against } => {
                RetreatVerdict::Outnumbered { against }
            }
        }
    }
}

impl OldStackAdjustVerdict {
    fn now(self) -> AdjustVerdict {
        match self {
            OldStackAdjustVerdict::Built => AdjustVerdict::Built,
            OldStackAdjustVerdict::Removed(n) => AdjustVerdict::RemovedUnits(n),
            OldStackAdjustVerdict::Surplus => AdjustVerdict::Surplus,
            OldStackAdjustVerdict::NotHome => AdjustVerdict::NotHome,
            OldStackAdjustVerdict::NotOwned => AdjustVerdict::NotOwned,
            OldStackAdjustVerdict::Occupied => AdjustVerdict::Occupied,
            OldStackAdjustVerdict::AlreadyBuilt => AdjustVerdict::AlreadyBuilt,
            OldStackAdjustVerdict::WrongUnit => AdjustVerdict::WrongUnit,
            OldStackAdjustVerdict::NothingToRemove => AdjustVerdict::NothingToRemove,
            OldStackAdjustVerdict::NotAnAdjustment => AdjustVerdict::NotAnAdjustment,
        }
    }
}

/// The older stacked engine's order: a count, a unit, and what it was told.
#[derive(Deserialize)]
struct OldOrder {
    power: PowerId,
    count: Option<u32>,
    kind: UnitKind,
    at: Location,
    action: OldAction,
}

#[derive(Deserialize)]
enum OldAction {
    Hold,
    Move {
        to: Location,
        via_convoy: bool,
    },
    SupportHold {
        target: ProvinceId,
        pieces: Vec<Piece>,
        power: Option<PowerId>,
    },
    SupportMove {
        from: ProvinceId,
        to: Location,
        pieces: Vec<Piece>,
        power: Option<PowerId>,
    },
    Convoy {
        from: ProvinceId,
        to: ProvinceId,
        count: Option<u32>,
        power: Option<PowerId>,
    },
    Retreat(Location),
    Disband,
    Build,
    Remove,
}

impl OldOrder {
    fn into_written(self) -> Written {
        let mut counts = Counts {
            count: self.count,
            ..Counts::default()
        };
        let mut describe = |pieces: &[Piece], power: Option<PowerId>| {
            for (slot, p) in counts.pieces.iter_mut().zip(pieces) {
                *slot = Some(*p);
            }
            counts.power = power;
        };
        let order = match self.action {
            OldAction::Hold => Order::Main(MainOrder::Hold),
            OldAction::Move { to, via_convoy } => Order::Main(MainOrder::Move { to, via_convoy }),
            OldAction::SupportHold {
                target,
                pieces,
                power,
            } => {
                describe(&pieces, power);
                Order::Main(MainOrder::SupportHold { target })
            }
            OldAction::SupportMove {
                from,
                to,
                pieces,
                power,
            } => {
                describe(&pieces, power);
                Order::Main(MainOrder::SupportMove { from, to })
            }
            OldAction::Convoy {
                from,
                to,
                count,
                power,
            } => {
                let armies = Piece {
                    count,
                    kind: UnitKind::Army,
                };
                describe(&[armies], power);
                Order::Main(MainOrder::Convoy { from, to })
            }
            OldAction::Retreat(to) => Order::Retreat(RetreatOrder::Retreat(to)),
            OldAction::Disband => Order::Retreat(RetreatOrder::Disband),
            OldAction::Build => Order::Adjust(AdjustOrder::Build {
                kind: Some(self.kind),
                at: self.at,
            }),
            OldAction::Remove => Order::Adjust(AdjustOrder::Remove {
                at: self.at.province,
            }),
        };
        Written {
            power: self.power,
            kind: Some(self.kind),
            at: self.at,
            order,
            counts,
        }
    }
}
