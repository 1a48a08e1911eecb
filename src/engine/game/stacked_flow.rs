//! The turn sequence on a map where units stack (Multiplomacy): counted orders read and
//! adjudicated by the stacked engine, results published part by part, and victory held over
//! two consecutive winters.

use super::record::{PhaseRecord, PhaseResult, Refused, StackedOutcome, StackedPhase};
use super::{Game, Outcome};
use crate::engine::adjudicate::multiplomacy::flow::finish_campaign;
use crate::engine::adjudicate::multiplomacy::{
    StackAdjustVerdict, StackRetreatVerdict, adjudicate_stacked, adjudicate_stacked_adjustments,
    adjudicate_stacked_retreats,
};
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::notation::counted::{
    format_stack_order, format_stacked_results, parse_stacked_order,
};
use crate::engine::order::Written;
use crate::engine::position::{PhaseKind, Position, Season};

impl Game {
    /// Resolves the current phase of a stacked game and moves on.
    pub(super) fn resolve_stacked(&mut self, map: &Map, before: Position) -> &PhaseRecord {
        let lines = self.played_orders();
        let mut orders: Vec<Written> = Vec::new();
        let mut refused = Vec::new();
        for line in &lines {
            match parse_stacked_order(map, &before, Some(line.power), &line.text) {
                Ok(o) => orders.extend(o),
                Err(e) => refused.push(Refused {
                    power: line.power,
                    text: line.text.clone(),
                    reason: e.to_string(),
                }),
            }
        }
        let mut disorder_disbands = Vec::new();
        let (outcome, published, next) = match before.phase.kind {
            PhaseKind::Movement => {
                let r = adjudicate_stacked(map, &before, &orders);
                let text = format_stacked_results(map, &before, &orders, &r);
                let published = orders.iter().map(|o| o.power).zip(text).collect();
                let mut next = r.position;
                // Units of powers nobody plays are disbanded when dislodged (III.2).
                let (gone, kept) = next
                    .dislodged
                    .drain(..)
                    .partition(|d| !self.is_played(d.unit.power));
                next.dislodged = kept;
                disorder_disbands = gone.iter().map(|d: &_| d.unit.loc).collect();
                if next.dislodged.is_empty() && next.phase.kind == PhaseKind::Retreat {
                    finish_campaign(map, &mut next);
                }
                let outcome = StackedOutcome::Movement {
                    units: r.units,
                    orders: r.orders,
                };
                (outcome, published, next)
            }
            PhaseKind::Retreat => {
                let r = adjudicate_stacked_retreats(map, &before, &orders);
                let published = before
                    .dislodged
                    .iter()
                    .zip(&r.verdicts)
                    .map(|(d, v)| (d.unit.power, retreat_line(map, &d.unit, v)))
                    .collect();
                (StackedOutcome::Retreat(r.verdicts), published, r.position)
            }
            PhaseKind::Adjustment => {
                let r = adjudicate_stacked_adjustments(map, &before, &orders, &self.setup.rules);
                let mut published: Vec<(PowerId, String)> = orders
                    .iter()
                    .zip(&r.verdicts)
                    .map(|(o, v)| {
                        let text = format_stack_order(map, &before, o);
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
        let centre_changes: Vec<(ProvinceId, Option<PowerId>, PowerId)> = map
            .province_ids()
            .filter_map(|p| {
                let (old, new) = (before.owners[p.index()], next.owners[p.index()]);
                match new {
                    Some(n) if old != Some(n) => Some((p, old, n)),
                    _ => None,
                }
            })
            .collect();
        let campaign_done = before.phase.season == Season::Autumn
            && before.phase.kind != PhaseKind::Adjustment
            && next.phase.kind != PhaseKind::Retreat;
        let winter_done = next.phase.year > before.phase.year;
        let controllers = self.controller.clone();
        self.position = next;
        if winter_done {
            self.end_of_winter(map);
        }
        if campaign_done {
            self.check_short_game(map);
        }
        self.pending.clear();
        self.sealed.clear();
        self.record.push(PhaseRecord {
            phase: before.phase,
            position: before,
            orders: lines,
            refused,
            result: PhaseResult::Stacked(StackedPhase {
                orders,
                outcome,
                published,
            }),
            centre_changes,
            disorder_disbands,
            controllers,
            unit_lines: Vec::new(),
        });
        self.record.last().expect("just pushed")
    }

    /// Rule 11: victory needs the centres at the end of consecutive winters.
    fn end_of_winter(&mut self, map: &Map) {
        if let Some(power) = self.winters.end_of_winter(map, &self.position)
            && self.outcome.is_none()
        {
            self.outcome = Some(Outcome::Victory { power });
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
