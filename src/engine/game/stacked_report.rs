//! A stacked phase's results in words (Multiplomacy): each order split into the parts that
//! fared differently, each part marked and explained, formatted from the typed outcome.

use super::record::{PhaseRecord, StackedOutcome, StackedPhase};
use crate::engine::adjudicate::multiplomacy::{StackAdjustVerdict, StackRetreatVerdict};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::notation::counted::{format_stack_order, format_stacked_parts};

/// One order's result as published: whose, and each part with whether it was carried out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StackedLine {
    pub power: PowerId,
    pub parts: Vec<(String, bool)>,
}

/// The phase's results, one line per order (then per civil-disorder removal), in the
/// order written.
pub fn stacked_lines(map: &Map, record: &PhaseRecord, s: &StackedPhase) -> Vec<StackedLine> {
    let pos = &record.position;
    match &s.outcome {
        StackedOutcome::Movement { orders, .. } => s
            .orders
            .iter()
            .zip(format_stacked_parts(map, pos, &s.orders, orders))
            .map(|(o, parts)| StackedLine {
                power: o.power,
                parts,
            })
            .collect(),
        StackedOutcome::Retreat(verdicts) => pos
            .dislodged
            .iter()
            .zip(verdicts)
            .map(|(d, v)| StackedLine {
                power: d.unit.power,
                parts: vec![(
                    retreat_line(map, &d.unit, v),
                    matches!(
                        v,
                        StackRetreatVerdict::Retreated(_) | StackRetreatVerdict::Disbanded
                    ),
                )],
            })
            .collect(),
        StackedOutcome::Adjustment {
            verdicts,
            disorder_removals,
        } => {
            let ordered = s.orders.iter().zip(verdicts).map(|(o, v)| {
                let text = format_stack_order(map, pos, o);
                let done = matches!(
                    v,
                    StackAdjustVerdict::Built | StackAdjustVerdict::Removed(_)
                );
                StackedLine {
                    power: o.power,
                    parts: vec![(format!("{text}{}", adjust_note(v)), done)],
                }
            });
            let disorder = disorder_removals.iter().map(|u| StackedLine {
                power: u.power,
                parts: vec![(
                    format!(
                        "{} {} removed (civil-disorder rule: furthest from home)",
                        u.kind.letter(),
                        map.location_abbr(u.loc)
                    ),
                    true,
                )],
            });
            ordered.chain(disorder).collect()
        }
    }
}

fn retreat_line(map: &Map, u: &crate::engine::position::Unit, v: &StackRetreatVerdict) -> String {
    let unit = format!("{} {}", u.kind.letter(), map.location_abbr(u.loc));
    match v {
        StackRetreatVerdict::Retreated(to) => {
            format!("{unit} retreats to {}", map.location_abbr(*to))
        }
        StackRetreatVerdict::Disbanded => format!("{unit} disbands"),
        StackRetreatVerdict::DisbandedNoOrder => format!("{unit} disbanded (no retreat ordered)"),
        StackRetreatVerdict::DisbandedIllegal => {
            format!("{unit} disbanded (the retreat was not allowed)")
        }
        StackRetreatVerdict::DisbandedCollision { against } => {
            let who: Vec<String> = against
                .iter()
                .map(|(p, n)| format!("{} {n}", map.power(*p).adjective))
                .collect();
            format!(
                "{unit} disbanded (outnumbered retreating into the same province: {})",
                who.join(", ")
            )
        }
    }
}

fn adjust_note(v: &StackAdjustVerdict) -> &'static str {
    match v {
        StackAdjustVerdict::Built | StackAdjustVerdict::Removed(_) => "",
        StackAdjustVerdict::Surplus => " (not carried out: more than the power is due)",
        StackAdjustVerdict::NotHome => " (not carried out: not a home province)",
        StackAdjustVerdict::NotOwned => " (not carried out: the power no longer owns it)",
        StackAdjustVerdict::Occupied => " (not carried out: another power's units stand there)",
        StackAdjustVerdict::AlreadyBuilt => " (not carried out: one build per province a winter)",
        StackAdjustVerdict::WrongUnit => " (not carried out: that unit cannot stand there)",
        StackAdjustVerdict::NothingToRemove => " (not carried out: no such unit there)",
        StackAdjustVerdict::NotAnAdjustment => " (not an adjustment order)",
    }
}
