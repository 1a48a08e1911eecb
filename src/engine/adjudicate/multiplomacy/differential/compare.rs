//! One movement phase adjudicated by both adjudicators and told the same way: each unit's
//! order, outcome, dislodgement and retreats, and the stand-offs.

use crate::engine::adjudicate::multiplomacy::adjudicate_stacked;
use crate::engine::adjudicate::{
    Board, MovementResult, Verdict, VoidReason, adjudicate_movement, movement_orders,
};
use crate::engine::ids::{Location, ProvinceId};
use crate::engine::map::Map;
use crate::engine::order::{MainOrder, Written};
use crate::engine::position::{Position, Unit};
use crate::engine::rules::Rules;

/// How an order fared, in the words both adjudicators share (a classic province is a stack
/// of one: `Bounced` and `Outmatched`, `SupportCut` and `SupportCutFrom` say one thing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Stood,
    Moved,
    MoveFailed,
    Supported,
    SupportCut,
    Convoyed,
    ConvoyDisrupted,
    Void(VoidReason),
}

impl Outcome {
    pub fn of(verdict: &Verdict) -> Outcome {
        match verdict {
            Verdict::Stood => Outcome::Stood,
            Verdict::Moved => Outcome::Moved,
            Verdict::Bounced { .. }
            | Verdict::OwnUnit { .. }
            | Verdict::ConvoyFailed { .. }
            | Verdict::Outmatched { .. }
            | Verdict::TooFewFleets => Outcome::MoveFailed,
            Verdict::Supported => Outcome::Supported,
            Verdict::SupportCut { .. }
            | Verdict::SupportCutFrom { .. }
            | Verdict::SupportCutDislodged => Outcome::SupportCut,
            Verdict::Convoyed => Outcome::Convoyed,
            Verdict::ConvoyDisrupted { .. } | Verdict::FleetDisplaced => Outcome::ConvoyDisrupted,
            Verdict::Void(r) => Outcome::Void(*r),
        }
    }
}

/// What became of one unit, as both adjudicators can tell it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fate {
    pub unit: Unit,
    /// The order it carried out (a void order reads as a hold).
    pub order: MainOrder,
    pub outcome: Outcome,
    /// Where it ends (its place when dislodged).
    pub ends: Location,
    /// Where the unit that dislodged it came from.
    pub dislodged_from: Option<ProvinceId>,
    /// Where it may retreat, sorted.
    pub retreats: Vec<Location>,
}

/// A phase told the same way by both adjudicators.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Told {
    pub fates: Vec<Fate>,
    pub standoffs: Vec<ProvinceId>,
}

fn told(position: &Position, result: &MovementResult, next: &Position) -> Told {
    // The next position lists the units that were not dislodged, in the same order.
    let mut staying = next.units.iter();
    let fates = position
        .units
        .iter()
        .enumerate()
        .map(|(i, &unit)| {
            let dislodged = result.dislodged[i].as_ref();
            let mut retreats = dislodged.map(|d| d.retreats.clone()).unwrap_or_default();
            retreats.sort();
            let ends = match dislodged {
                Some(_) => unit.loc,
                None => staying.next().map_or(unit.loc, |u| u.loc),
            };
            Fate {
                unit,
                order: result.orders[i],
                outcome: Outcome::of(&result.verdicts[i]),
                ends,
                dislodged_from: dislodged.map(|d| d.from),
                retreats,
            }
        })
        .collect();
    let mut standoffs = result.standoffs.clone();
    standoffs.sort();
    Told { fates, standoffs }
}

/// The classic adjudicator's account of the phase.
pub fn classic(map: &Map, position: &Position, written: &[Written], rules: &Rules) -> Told {
    let orders = movement_orders(map, position, written);
    let result = adjudicate_movement(Board::new(map, position, rules), &orders);
    told(position, &result, &result.apply(position))
}

/// The Multiplomacy adjudicator's account of the same phase.
pub fn stacked(map: &Map, position: &Position, written: &[Written], rules: &Rules) -> Told {
    let board = Board::new(map, position, rules);
    let (movement, next) = adjudicate_stacked(board, written).into_movement(board, written);
    told(position, &movement, &next)
}

/// The differences between the two accounts, one line each (empty when they agree).
pub fn differences(classic: &Told, stacked: &Told) -> Vec<String> {
    let mut out = Vec::new();
    for (c, s) in classic.fates.iter().zip(&stacked.fates) {
        if c != s {
            out.push(format!(
                "{} in province {}: classic {:?} {:?} dislodged from {:?} retreats {:?}; \
                 stacked {:?} {:?} dislodged from {:?} retreats {:?}",
                c.unit.kind.letter(),
                c.unit.loc.province.0,
                c.order,
                c.outcome,
                c.dislodged_from.map(|p| p.0),
                c.retreats,
                s.order,
                s.outcome,
                s.dislodged_from.map(|p| p.0),
                s.retreats,
            ));
        }
    }
    if classic.standoffs != stacked.standoffs {
        out.push(format!(
            "stand-offs: classic {:?}, stacked {:?}",
            classic.standoffs, stacked.standoffs
        ));
    }
    out
}

/// The units whose moves Multiplomacy's own rules for one power's units would decide, so
/// that a phase with any is no classic phase: on the classic board each failed against a
/// unit of its own power (it would dislodge it, or bounced with it, head to head or in a
/// stand-off), where on the stacked side one power's units stack or change places (its
/// rules 1 and 6(vi)). Judged from the classic account, so a fault of the stacked side
/// cannot hide.
pub fn own_power_bounces(
    map: &Map,
    position: &Position,
    written: &[Written],
    rules: &Rules,
) -> Vec<usize> {
    let orders = movement_orders(map, position, written);
    let result = adjudicate_movement(Board::new(map, position, rules), &orders);
    let units = &position.units;
    let own = |i: usize, v: &Verdict| match v {
        Verdict::OwnUnit { .. } => true,
        Verdict::Bounced { against, .. } => {
            (against.iter()).any(|o| units[o.unit].power == units[i].power)
        }
        _ => false,
    };
    (result.verdicts.iter().enumerate())
        .filter(|(i, v)| own(*i, v))
        .map(|(i, _)| i)
        .collect()
}

/// Whether the phase is no classic phase (see [`own_power_bounces`]).
pub fn may_stack(map: &Map, position: &Position, written: &[Written], rules: &Rules) -> bool {
    !own_power_bounces(map, position, written, rules).is_empty()
}

/// Each kind of difference between the accounts, as `classic -> stacked` outcomes (and
/// `dislodged`, `retreats`, `order`, `stand-offs` where those differ).
pub fn kinds(classic: &Told, stacked: &Told) -> Vec<String> {
    let mut out = Vec::new();
    for (c, s) in classic.fates.iter().zip(&stacked.fates) {
        if c.outcome != s.outcome {
            out.push(format!("{:?} -> {:?}", c.outcome, s.outcome));
        }
        if c.order != s.order && c.outcome == s.outcome {
            out.push("order".into());
        }
        if c.dislodged_from != s.dislodged_from {
            out.push("dislodged".into());
        } else if c.retreats != s.retreats {
            out.push("retreats".into());
        }
    }
    if classic.standoffs != stacked.standoffs {
        out.push("stand-offs".into());
    }
    out
}

/// Whether the accounts differ on the board: where each unit ends, which units are
/// dislodged and from where, where they may retreat, and the stand-offs (the words of the
/// verdicts aside).
pub fn board_differs(classic: &Told, stacked: &Told) -> bool {
    classic.standoffs != stacked.standoffs
        || classic.fates.iter().zip(&stacked.fates).any(|(c, s)| {
            c.ends != s.ends || c.dislodged_from != s.dislodged_from || c.retreats != s.retreats
        })
}
