//! One phase adjudicated under the map's rulebook: the orders as read, the typed result,
//! and the position it leaves (before the calendar moves on).

use super::record::{PhaseResult, Refused, StackedOutcome, StackedPhase};
use crate::engine::adjudicate::multiplomacy::{
    StackAdjustVerdict, StackRetreatVerdict, adjudicate_stacked, adjudicate_stacked_adjustments,
    adjudicate_stacked_retreats,
};
use crate::engine::adjudicate::{
    Rulebook, adjudicate_adjustments, adjudicate_movement, adjudicate_retreats, adjust_orders,
    movement_orders, retreat_orders,
};
use crate::engine::game::record::OrderLine;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::notation::counted::{format_stack_order, format_stacked_results};
use crate::engine::notation::{counted::parse_stacked_order, parse_order};
use crate::engine::order::{Order, Written};
use crate::engine::position::{PhaseKind, Position};
use crate::engine::rules::Rules;

/// The written lines of a phase read against its position.
pub struct ReadOrders {
    pub written: Vec<Written>,
    pub refused: Vec<Refused>,
    /// For each unit of the position, the line that ordered it (movement, one unit a province).
    pub unit_lines: Vec<Option<usize>>,
}

/// Reads every line; a line that is not an order is refused with why.
pub fn read_orders(map: &Map, before: &Position, lines: &[OrderLine]) -> ReadOrders {
    let mut read = ReadOrders {
        written: Vec::new(),
        refused: Vec::new(),
        unit_lines: vec![None; before.units.len()],
    };
    for (n, line) in lines.iter().enumerate() {
        let parsed = match map.stacking {
            true => parse_stacked_order(map, before, Some(line.power), &line.text)
                .map_err(|e| e.to_string()),
            false => parse_order(map, before, Some(line.power), &line.text)
                .map(|w| vec![w])
                .map_err(|e| e.to_string()),
        };
        match parsed {
            Ok(orders) => {
                for w in orders {
                    if !map.stacking
                        && let Some(i) = before.unit_at(w.at.province)
                        && before.units[i].power == w.power
                        && matches!(w.order, Order::Main(_))
                    {
                        read.unit_lines[i].get_or_insert(n);
                    }
                    read.written.push(w);
                }
            }
            Err(reason) => read.refused.push(Refused {
                power: line.power,
                text: line.text.clone(),
                reason,
            }),
        }
    }
    read
}

/// Adjudicates the phase of `before` with these orders under the map's rulebook.
pub fn adjudicate(
    map: &Map,
    before: &Position,
    written: &[Written],
    rules: &Rules,
) -> (PhaseResult, Position) {
    match (Rulebook::of(map), before.phase.kind) {
        (Rulebook::Classic, PhaseKind::Movement) => {
            let unit_orders = movement_orders(map, before, written);
            let result = adjudicate_movement(map, before, &unit_orders, rules);
            let next = result.apply(before);
            (PhaseResult::Movement(result), next)
        }
        (Rulebook::Classic, PhaseKind::Retreat) => {
            let r = retreat_orders(before, written);
            let result = adjudicate_retreats(map, before, &r, rules);
            (PhaseResult::Retreat(result.verdicts), result.position)
        }
        (Rulebook::Classic, PhaseKind::Adjustment) => {
            let a = adjust_orders(written);
            let result = adjudicate_adjustments(map, before, &a, rules);
            let verdicts = result.verdicts;
            let disorder_removals = result.disorder_removals;
            let next = result.position;
            let result = PhaseResult::Adjustment {
                verdicts,
                disorder_removals,
            };
            (result, next)
        }
        (Rulebook::Multiplomacy, kind) => stacked(map, before, written, rules, kind),
    }
}

fn stacked(
    map: &Map,
    before: &Position,
    orders: &[Written],
    rules: &Rules,
    kind: PhaseKind,
) -> (PhaseResult, Position) {
    let (outcome, published, next) = match kind {
        PhaseKind::Movement => {
            let r = adjudicate_stacked(map, before, orders);
            let text = format_stacked_results(map, before, orders, &r);
            let published = orders.iter().map(|o| o.power).zip(text).collect();
            let outcome = StackedOutcome::Movement {
                units: r.units,
                orders: r.orders,
            };
            (outcome, published, r.position)
        }
        PhaseKind::Retreat => {
            let r = adjudicate_stacked_retreats(map, before, orders);
            let published = before
                .dislodged
                .iter()
                .zip(&r.verdicts)
                .map(|(d, v)| (d.unit.power, retreat_line(map, &d.unit, v)))
                .collect();
            (StackedOutcome::Retreat(r.verdicts), published, r.position)
        }
        PhaseKind::Adjustment => {
            let r = adjudicate_stacked_adjustments(map, before, orders, rules);
            let mut published: Vec<(PowerId, String)> = orders
                .iter()
                .zip(&r.verdicts)
                .map(|(o, v)| {
                    let text = format_stack_order(map, before, o);
                    (o.power, format!("{text}{}", adjust_note(v)))
                })
                .collect();
            for u in &r.disorder_removals {
                published.push((
                    u.power,
                    format!(
                        "{} {} removed (civil-disorder rule: furthest from home)",
                        u.kind.letter(),
                        map.location_abbr(u.loc)
                    ),
                ));
            }
            let outcome = StackedOutcome::Adjustment {
                verdicts: r.verdicts,
                disorder_removals: r.disorder_removals,
            };
            (outcome, published, r.position)
        }
    };
    let phase = StackedPhase {
        orders: orders.to_vec(),
        outcome,
        published,
    };
    (PhaseResult::Stacked(phase), next)
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
