//! A loaded game's record checked against itself. A phase's results refer to the units of
//! that phase's position by their place in its list (one order, verdict and dislodgement per
//! unit; an opponent, a cutting unit, a dislodging unit by index), as the engine wrote them;
//! a save edited by hand, or damaged, may not, and would fail only when the history is
//! drawn or described.

use crate::engine::adjudicate::RetreatVerdict;
use crate::engine::adjudicate::multiplomacy::Stacks;
use crate::engine::adjudicate::{HookReason, Verdict, VoidReason};
use crate::engine::game::record::{PhaseRecord, PhaseResult};

/// Whether a phase's results fit its position; `powers` and `players` are how many the
/// game has.
pub fn record_fits(record: &PhaseRecord, powers: usize, players: usize) -> Result<(), String> {
    let units = record.position.units.len();
    let dislodged = record.position.dislodged.len();
    if record.controllers.len() != powers {
        return Err(format!(
            "{} powers are governed, the map has {powers}",
            record.controllers.len()
        ));
    }
    if record.controllers.iter().flatten().any(|p| *p >= players) {
        return Err("a power is governed by a player the game lacks".into());
    }
    let mut refs = Vec::new();
    match &record.result {
        PhaseResult::Movement(m) => {
            same_count("orders", m.orders.len(), units)?;
            same_count("convoy flags", m.by_convoy.len(), units)?;
            same_count("verdicts", m.verdicts.len(), units)?;
            same_count("dislodgements", m.dislodged.len(), units)?;
            for v in &m.verdicts {
                verdict_units(v, &mut refs);
            }
            refs.extend(m.dislodged.iter().flatten().map(|d| d.by));
            for (i, reason) in &m.notes {
                refs.push(*i);
                hook_units(reason, &mut refs);
            }
            in_range(&refs, units, "unit")?;
            match &m.stacks {
                Some(s) => stacks_fit(s, units),
                None => Ok(()),
            }
        }
        PhaseResult::Retreat(verdicts) => {
            same_count("retreat verdicts", verdicts.len(), dislodged)?;
            for v in verdicts {
                if let RetreatVerdict::DisbandedCollision { with } = v {
                    refs.extend(with);
                }
            }
            in_range(&refs, dislodged, "dislodged unit")
        }
        PhaseResult::Adjustment { .. } => Ok(()),
    }
}

/// Where units stack: one order and one dislodging force per unit, one outcome per order,
/// and every unit's order one of the phase's.
fn stacks_fit(s: &Stacks, units: usize) -> Result<(), String> {
    same_count("units' orders", s.order_of.len(), units)?;
    same_count("dislodging forces", s.dislodged_by.len(), units)?;
    if s.outcomes.len() != s.written.len() {
        return Err(format!(
            "{} order outcomes for {} orders",
            s.outcomes.len(),
            s.written.len()
        ));
    }
    let refs: Vec<usize> = s.order_of.iter().flatten().copied().collect();
    in_range(&refs, s.written.len(), "order")
}

/// One result per unit: `what` must count as many as the position has units.
fn same_count(what: &str, count: usize, units: usize) -> Result<(), String> {
    if count != units {
        return Err(format!("{count} {what} for {units} units"));
    }
    Ok(())
}

/// Every index refers to one of the phase's `len` units (orders...), `what` naming one.
fn in_range(refs: &[usize], len: usize, what: &str) -> Result<(), String> {
    match refs.iter().find(|&&i| i >= len) {
        Some(i) => Err(format!(
            "a result refers to {what} {}, the phase has {len}",
            i.saturating_add(1)
        )),
        None => Ok(()),
    }
}

/// The units a verdict names.
fn verdict_units(v: &Verdict, refs: &mut Vec<usize>) {
    match v {
        Verdict::Bounced { against, .. } => refs.extend(against.iter().map(|o| o.unit)),
        Verdict::OwnUnit { holder } => refs.push(*holder),
        Verdict::ConvoyFailed { fleets } => refs.extend(fleets),
        Verdict::SupportCut { by } => refs.push(*by),
        Verdict::ConvoyDisrupted { by } => refs.extend(by),
        Verdict::Void(VoidReason::Hook(h)) => hook_units(h, refs),
        Verdict::Stood
        | Verdict::Moved
        | Verdict::Supported
        | Verdict::Convoyed
        | Verdict::Void(_)
        | Verdict::Outmatched { .. }
        | Verdict::TooFewFleets
        | Verdict::SupportCutFrom { .. }
        | Verdict::SupportCutDislodged
        | Verdict::FleetDisplaced => {}
    }
}

/// The units a special rule's reason names.
fn hook_units(h: &HookReason, refs: &mut Vec<usize>) {
    match h {
        HookReason::EscortFailed { cut_by, .. } => refs.extend(cut_by),
        HookReason::RailBlocked { by, .. } => refs.push(*by),
        _ => {}
    }
}
