//! Results in words: one line per order with what happened and why, for result lists,
//! the `replay` command and learning mode.

use super::record::{PhaseRecord, PhaseResult};
use crate::engine::adjudicate::{AdjustVerdict, RetreatVerdict, Role, Verdict, VoidReason};
use crate::engine::map::Map;
use crate::engine::notation::format::{Style, format_adjust, format_main};
use crate::engine::position::{Position, Unit};
use crate::engine::rules_explained::RuleTopic;

fn unit_name(map: &Map, u: &Unit) -> String {
    format!(
        "{} {}({})",
        map.power(u.power).adjective,
        u.kind.letter(),
        map.location_abbr(u.loc)
    )
}

/// A sentence for a movement verdict.
pub fn explain(map: &Map, position: &Position, verdict: &Verdict) -> String {
    let name = |i: usize| unit_name(map, &position.units[i]);
    match verdict {
        Verdict::Stood => "stands".into(),
        Verdict::Moved => "succeeds".into(),
        Verdict::Bounced { strength, against } => {
            let who: Vec<String> = against
                .iter()
                .map(|o| {
                    let role = match o.role {
                        Role::Holder => "holding",
                        Role::HeadToHead => "coming the other way",
                        Role::Rival => "also moving there",
                    };
                    format!("{} ({role}) at strength {}", name(o.unit), o.strength)
                })
                .collect();
            if who.is_empty() {
                format!("fails at strength {strength}")
            } else {
                format!(
                    "bounces at strength {strength} against {}",
                    who.join(" and ")
                )
            }
        }
        Verdict::OwnUnit { holder } => {
            format!("fails: it would dislodge its own {}", name(*holder))
        }
        Verdict::ConvoyFailed { fleets } if fleets.is_empty() => {
            "fails: no convoy carried it".into()
        }
        Verdict::ConvoyFailed { fleets } => format!(
            "fails: the convoy was disrupted ({} dislodged)",
            fleets
                .iter()
                .map(|f| name(*f))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Verdict::Supported => "support given".into(),
        Verdict::SupportCut { by } => format!("support cut by {}", name(*by)),
        Verdict::Convoyed => "convoys".into(),
        Verdict::ConvoyDisrupted { by: Some(b) } => {
            format!("convoy disrupted: dislodged by {}", name(*b))
        }
        Verdict::ConvoyDisrupted { by: None } => {
            "convoy fails (paradox rule: the fleet holds)".into()
        }
        Verdict::Void(VoidReason::Hook(h)) => h.describe(map, position),
        Verdict::Void(reason) => format!("void: {}", reason.describe()),
    }
}

/// What became of one unit in a movement phase, as the results list shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fate {
    /// The order was carried out (a move, a support given, a hold kept).
    Succeeded,
    /// The order was valid but failed (a bounce, a cut support).
    Failed,
    /// The order could not be carried out at all; the unit stood.
    Void,
    /// The unit was dislodged, whatever its order did.
    Dislodged,
    /// No order was written; the unit stood.
    NoOrder,
}

/// One unit's line of a movement phase's results: the order as its player wrote it,
/// its fate, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitResult {
    pub written: String,
    pub fate: Fate,
    pub reason: String,
    /// The rule behind a failure or a dislodgement (`None` when all went as ordered).
    pub rule: Option<RuleTopic>,
}

/// How unit `i` of a movement phase fared, or `None` if the phase moved no units.
pub fn unit_result(map: &Map, record: &PhaseRecord, i: usize) -> Option<UnitResult> {
    let PhaseResult::Movement(m) = &record.result else {
        return None;
    };
    let pos = &record.position;
    let unit = pos.units.get(i)?;
    let adjudicated = format_main(map, pos, unit, &m.orders[i], Style::Rulebook);
    // Records from before the written lines were kept show the order as carried out.
    let implied = record.written_for(i).is_none()
        && !record.unit_lines.is_empty()
        && m.orders[i] != crate::engine::order::MainOrder::Hold;
    let written = match record.written_for(i) {
        Some(text) => Some(text.to_string()),
        // A move the rules imply (the 1971 rulebook's unwritten convoyed move).
        None if implied || record.unit_lines.is_empty() => Some(adjudicated.clone()),
        None => None,
    };
    let mut reason = explain(map, pos, &m.verdicts[i]);
    if implied {
        reason = format!("not written, implied by the other orders: {reason}");
    }
    for (_, note) in m.notes.iter().filter(|(k, _)| *k == i) {
        reason = format!("{reason} ({})", note.describe(map, pos));
    }
    let mut fate = match (&written, &m.verdicts[i]) {
        (None, _) => {
            reason = "no order was written: it stands".into();
            Fate::NoOrder
        }
        (Some(_), Verdict::Void(_)) => {
            reason = format!("{reason}; the {} stands", unit.kind.name().to_lowercase());
            Fate::Void
        }
        (Some(_), v) if v.succeeded() => Fate::Succeeded,
        (Some(_), _) => Fate::Failed,
    };
    if let Some(d) = &m.dislodged[i] {
        let by = format!("dislodged by {}", unit_name(map, &pos.units[d.by]));
        let retreat = if d.retreats.is_empty() {
            "nowhere to retreat: it is disbanded".to_string()
        } else {
            let to: Vec<String> = d.retreats.iter().map(|l| map.location_abbr(*l)).collect();
            format!("it may retreat to {}", to.join(", "))
        };
        reason = match fate {
            Fate::Succeeded | Fate::NoOrder if matches!(m.verdicts[i], Verdict::Stood) => {
                format!("{by}; {retreat}")
            }
            _ => format!("{reason}; {by}; {retreat}"),
        };
        fate = Fate::Dislodged;
    }
    let rule = match fate {
        Fate::Dislodged => Some(RuleTopic::Dislodgement),
        Fate::Failed | Fate::Void => Some(m.verdicts[i].topic()),
        Fate::Succeeded | Fate::NoOrder => None,
    };
    Some(UnitResult {
        written: written.unwrap_or(adjudicated),
        fate,
        reason,
        rule,
    })
}

/// The rules behind a retreat or adjustment phase's results, each once, in the order
/// first met (none for a movement phase: each of its units has its own).
pub fn phase_rules(record: &PhaseRecord) -> Vec<RuleTopic> {
    let mut found: Vec<RuleTopic> = match &record.result {
        PhaseResult::Retreat(verdicts) => verdicts.iter().map(|v| v.topic()).collect(),
        PhaseResult::Adjustment {
            verdicts,
            disorder_removals,
        } => {
            let mut t: Vec<RuleTopic> = verdicts.iter().map(|(_, _, v)| v.topic()).collect();
            if !disorder_removals.is_empty() {
                t.push(RuleTopic::CivilDisorder);
            }
            t
        }
        PhaseResult::Movement(_) | PhaseResult::Stacked(_) => Vec::new(),
    };
    let mut seen = Vec::new();
    found.retain(|t| {
        let new = !seen.contains(t);
        seen.push(*t);
        new
    });
    found
}

/// Every order of a phase with its result, one line each, then dislodgements.
pub fn describe_phase(map: &Map, record: &PhaseRecord) -> Vec<String> {
    let pos = &record.position;
    let mut out = Vec::new();
    match &record.result {
        PhaseResult::Movement(m) => {
            for (i, u) in pos.units.iter().enumerate() {
                let text = format_main(map, pos, u, &m.orders[i], Style::Rulebook);
                let mut why = explain(map, pos, &m.verdicts[i]);
                for (_, note) in m.notes.iter().filter(|(k, _)| *k == i) {
                    why = format!("{why} ({})", note.describe(map, pos));
                }
                out.push(format!("{}: {text} — {why}", map.power(u.power).name));
            }
            for (i, d) in m.dislodged.iter().enumerate() {
                if let Some(d) = d {
                    let retreats: Vec<String> =
                        d.retreats.iter().map(|l| map.location_abbr(*l)).collect();
                    out.push(format!(
                        "{} is dislodged by {}; {}",
                        unit_name(map, &pos.units[i]),
                        unit_name(map, &pos.units[d.by]),
                        if retreats.is_empty() {
                            "it has nowhere to retreat and is disbanded".to_string()
                        } else {
                            format!("it may retreat to {}", retreats.join(", "))
                        }
                    ));
                }
            }
        }
        PhaseResult::Retreat(verdicts) => {
            for (d, v) in pos.dislodged.iter().zip(verdicts) {
                let what = match v {
                    RetreatVerdict::Retreated(to) => {
                        format!("retreats to {}", map.location_abbr(*to))
                    }
                    RetreatVerdict::Disbanded => "disbands".into(),
                    RetreatVerdict::DisbandedNoOrder => "disbanded (no retreat ordered)".into(),
                    RetreatVerdict::DisbandedIllegal => {
                        "disbanded (the retreat was not allowed)".into()
                    }
                    RetreatVerdict::DisbandedCollision { .. } => {
                        "disbanded (another unit retreated to the same place)".into()
                    }
                };
                out.push(format!("{}: {what}", unit_name(map, &d.unit)));
            }
        }
        PhaseResult::Adjustment {
            verdicts,
            disorder_removals,
        } => {
            for (p, o, v) in verdicts {
                let what = match v {
                    AdjustVerdict::Built => "built",
                    AdjustVerdict::Removed => "removed",
                    AdjustVerdict::Waived => "build waived",
                    AdjustVerdict::Surplus => "not carried out: more than the power is due",
                    AdjustVerdict::NotBuildable => {
                        "not carried out: not a vacant home centre the power owns"
                    }
                    AdjustVerdict::WrongUnit => "not carried out: that unit cannot be built there",
                    AdjustVerdict::NothingToRemove => "not carried out: no unit of the power there",
                };
                out.push(format!(
                    "{}: {} — {what}",
                    map.power(*p).name,
                    format_adjust(map, pos, o, Style::Rulebook)
                ));
            }
            for (p, loc) in disorder_removals {
                out.push(format!(
                    "{}: unit in {} removed (civil-disorder rule)",
                    map.power(*p).name,
                    map.location_abbr(*loc)
                ));
            }
        }
        PhaseResult::Stacked(s) => {
            for line in super::stacked_report::stacked_lines(map, record, s) {
                let parts: Vec<&str> = line.parts.iter().map(|(t, _)| t.as_str()).collect();
                out.push(format!(
                    "{}: {}",
                    map.power(line.power).name,
                    parts.join("; ")
                ));
            }
        }
    }
    for r in &record.refused {
        out.push(format!(
            "{}: `{}` was not an order: {}",
            map.power(r.power).name,
            r.text,
            r.reason
        ));
    }
    out
}
