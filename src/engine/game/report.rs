//! Results in words: one line per order with what happened and why, for result lists,
//! the `replay` command and learning mode.

use super::record::{PhaseRecord, PhaseResult};
use crate::engine::adjudicate::{
    AdjustVerdict, MovementResult, RetreatVerdict, Role, Rulebook, Verdict, VoidReason,
};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::notation::counted::forces_text;
use crate::engine::notation::format::{Style, format_main, format_unit, format_written};
use crate::engine::order::Written;
use crate::engine::position::{Position, Unit};
use crate::engine::rules_explained::RuleTopic;

/// One order's result as published, on every board: whose, and each part with whether it
/// was carried out (several parts where a stack's units fared differently). A movement
/// phase's units that had no order are listed too (`no_order`; shown with `•`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultLine {
    pub power: PowerId,
    pub parts: Vec<(String, bool)>,
    pub no_order: bool,
}

impl ResultLine {
    fn one(power: PowerId, text: String, carried_out: bool) -> ResultLine {
        ResultLine {
            power,
            parts: vec![(text, carried_out)],
            no_order: false,
        }
    }
}

/// A retreat or adjustment phase's results, one line per dislodged unit or per order (then
/// per civil-disorder removal), on every board; `None` for a movement phase.
pub fn order_lines(map: &Map, record: &PhaseRecord) -> Option<Vec<ResultLine>> {
    let pos = &record.position;
    match &record.result {
        PhaseResult::Retreat(verdicts) => Some(
            pos.dislodged
                .iter()
                .zip(verdicts)
                .map(|(d, v)| {
                    let text = retreat_words(map, format_unit(map, &d.unit), v);
                    ResultLine::one(d.unit.power, text, v.carried_out())
                })
                .collect(),
        ),
        PhaseResult::Adjustment {
            verdicts,
            disorder_removals,
        } => {
            let ordered = verdicts.iter().map(|(w, v)| {
                let text = adjust_words(format_written(map, pos, w), w, v);
                ResultLine::one(w.power, text, v.carried_out())
            });
            let disorder = disorder_removals.iter().map(|u| {
                let text = crate::t!("rules-adjust-civil-disorder", unit = format_unit(map, u));
                ResultLine::one(u.power, text, true)
            });
            Some(ordered.chain(disorder).collect())
        }
        PhaseResult::Movement(_) => None,
    }
}

/// What became of a dislodged unit, in the table's language: `A Bre retreats to Pic`.
fn retreat_words(map: &Map, unit: String, v: &RetreatVerdict) -> String {
    match v {
        RetreatVerdict::Retreated(to) => {
            crate::t!(
                "rules-retreat-to",
                unit = unit,
                place = map.location_abbr(*to)
            )
        }
        RetreatVerdict::Disbanded => crate::t!("rules-retreat-disbands", unit = unit),
        RetreatVerdict::DisbandedNoOrder => {
            crate::t!("rules-retreat-disbanded-no-order", unit = unit)
        }
        RetreatVerdict::DisbandedIllegal => {
            crate::t!("rules-retreat-disbanded-illegal", unit = unit)
        }
        RetreatVerdict::DisbandedCollision { .. } => {
            crate::t!("rules-retreat-disbanded-collision", unit = unit)
        }
        RetreatVerdict::Outnumbered { against } => {
            let who: Vec<String> = against
                .iter()
                .map(|(p, n)| format!("{} {n}", map.power_adjective_label(*p)))
                .collect();
            crate::t!(
                "rules-retreat-outnumbered",
                unit = unit,
                forces = who.join(", ")
            )
        }
    }
}

/// An adjustment order with why it was not carried out (the order alone when it was).
fn adjust_words(order: String, w: &Written, v: &AdjustVerdict) -> String {
    let why = match v {
        AdjustVerdict::Built | AdjustVerdict::Removed | AdjustVerdict::Waived => return order,
        AdjustVerdict::RemovedUnits(n) if *n >= w.units() => return order,
        AdjustVerdict::RemovedUnits(n) => {
            return crate::t!("rules-adjust-only-some", order = order, count = *n);
        }
        AdjustVerdict::NotAnAdjustment => {
            return crate::t!("rules-adjust-not-an-adjustment", order = order);
        }
        AdjustVerdict::Surplus => crate::t!("rules-adjust-surplus"),
        AdjustVerdict::NotBuildable => crate::t!("rules-adjust-not-buildable"),
        AdjustVerdict::NotHome => crate::t!("rules-adjust-not-home"),
        AdjustVerdict::NotOwned => crate::t!("rules-adjust-not-owned"),
        AdjustVerdict::Occupied => crate::t!("rules-adjust-occupied"),
        AdjustVerdict::AlreadyBuilt => crate::t!("rules-adjust-already-built"),
        AdjustVerdict::WrongUnit => crate::t!("rules-adjust-wrong-unit"),
        AdjustVerdict::NothingToRemove => crate::t!("rules-adjust-nothing-to-remove"),
    };
    crate::t!("rules-adjust-not-carried-out", order = order, why = why)
}

fn unit_name(map: &Map, u: &Unit) -> String {
    format!(
        "{} {}({})",
        map.power_adjective_label(u.power),
        u.kind.letter(),
        map.location_abbr(u.loc)
    )
}

/// A sentence for a movement verdict, in the table's language.
pub fn explain(map: &Map, position: &Position, verdict: &Verdict) -> String {
    let name = |i: usize| unit_name(map, &position.units[i]);
    match verdict {
        Verdict::Stood => crate::t!("rules-verdict-stood"),
        Verdict::Moved => crate::t!("rules-verdict-moved"),
        Verdict::Bounced { strength, against } => {
            let who = against.iter().map(|o| {
                let (unit, strength) = (name(o.unit), o.strength);
                match o.role {
                    Role::Holder => {
                        crate::t!("rules-opponent-holding", unit = unit, strength = strength)
                    }
                    Role::HeadToHead => {
                        crate::t!(
                            "rules-opponent-head-to-head",
                            unit = unit,
                            strength = strength
                        )
                    }
                    Role::Rival => {
                        crate::t!("rules-opponent-rival", unit = unit, strength = strength)
                    }
                }
            });
            match who.reduce(|left, right| crate::t!("rules-and", left = left, right = right)) {
                None => crate::t!("rules-verdict-fails-at", strength = *strength),
                Some(against) => {
                    crate::t!(
                        "rules-verdict-bounced",
                        strength = *strength,
                        against = against
                    )
                }
            }
        }
        Verdict::OwnUnit { holder } => crate::t!("rules-verdict-own-unit", unit = name(*holder)),
        Verdict::ConvoyFailed { fleets } if fleets.is_empty() => {
            crate::t!("rules-verdict-no-convoy")
        }
        Verdict::ConvoyFailed { fleets } => crate::t!(
            "rules-verdict-convoy-failed",
            fleets = fleets
                .iter()
                .map(|f| name(*f))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Verdict::Supported => crate::t!("rules-verdict-supported"),
        Verdict::SupportCut { by } => crate::t!("rules-verdict-support-cut", unit = name(*by)),
        Verdict::Convoyed => crate::t!("rules-verdict-convoyed"),
        Verdict::ConvoyDisrupted { by: Some(b) } => {
            crate::t!("rules-verdict-convoy-disrupted", unit = name(*b))
        }
        Verdict::ConvoyDisrupted { by: None } => crate::t!("rules-verdict-convoy-paradox"),
        Verdict::Void(VoidReason::Hook(h)) => h.describe(map, position),
        Verdict::Void(reason) => crate::t!("rules-verdict-void", reason = reason.describe()),
        Verdict::Outmatched { strength, against } => crate::t!(
            "rules-verdict-bounced",
            strength = *strength,
            against = forces_text(map, against)
        ),
        Verdict::TooFewFleets => crate::t!("rules-verdict-too-few-fleets"),
        Verdict::SupportCutFrom { by, from } => crate::t!(
            "rules-verdict-support-cut-from",
            power = map.power_adjective_label(*by),
            from = map.province(*from).abbr.clone()
        ),
        Verdict::SupportCutDislodged => crate::t!("rules-verdict-support-cut-dislodged"),
        Verdict::FleetDisplaced => crate::t!("rules-verdict-fleet-displaced"),
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
        Some(w) => Some(format_written(map, pos, w)),
        // A move the rules imply (the 1971 rulebook's unwritten convoyed move).
        None if implied || record.unit_lines.is_empty() => Some(adjudicated.clone()),
        None => None,
    };
    let written = written.map(|text| shown_line(&text));
    let mut reason = explain(map, pos, &m.verdicts[i]);
    if implied {
        reason = crate::t!("rules-result-implied", reason = reason);
    }
    for (_, note) in m.notes.iter().filter(|(k, _)| *k == i) {
        reason = format!("{reason} ({})", note.describe(map, pos));
    }
    let mut fate = match (&written, &m.verdicts[i]) {
        (None, _) => {
            reason = crate::t!("rules-result-no-order");
            Fate::NoOrder
        }
        (Some(_), Verdict::Void(_)) => {
            reason = match unit.kind {
                crate::engine::ids::UnitKind::Army => {
                    crate::t!("rules-result-void-army", reason = reason)
                }
                crate::engine::ids::UnitKind::Fleet => {
                    crate::t!("rules-result-void-fleet", reason = reason)
                }
            };
            Fate::Void
        }
        (Some(_), v) if v.succeeded() => Fate::Succeeded,
        (Some(_), _) => Fate::Failed,
    };
    if let Some(d) = &m.dislodged[i] {
        let by = crate::t!(
            "rules-result-dislodged-by",
            unit = unit_name(map, &pos.units[d.by])
        );
        let retreat = if d.retreats.is_empty() {
            crate::t!("rules-result-nowhere-to-retreat")
        } else {
            let to: Vec<String> = d.retreats.iter().map(|l| map.location_abbr(*l)).collect();
            crate::t!("rules-result-may-retreat", places = to.join(", "))
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
        Fate::Failed | Fate::Void => Some(m.verdicts[i].topic(Rulebook::of(map))),
        Fate::Succeeded | Fate::NoOrder => None,
    };
    Some(UnitResult {
        written: written.unwrap_or_else(|| shown_line(&adjudicated)),
        fate,
        reason,
        rule,
    })
}

/// The rules behind a retreat or adjustment phase's results, each once, in the order
/// first met (none for a movement phase: each of its units has its own).
pub fn phase_rules(map: &Map, record: &PhaseRecord) -> Vec<RuleTopic> {
    let rulebook = Rulebook::of(map);
    let mut found: Vec<RuleTopic> = match &record.result {
        PhaseResult::Retreat(verdicts) => verdicts.iter().map(|v| v.topic(rulebook)).collect(),
        PhaseResult::Adjustment {
            verdicts,
            disorder_removals,
        } => {
            let mut t: Vec<RuleTopic> = verdicts.iter().map(|(_, v)| v.topic(rulebook)).collect();
            if !disorder_removals.is_empty() {
                t.push(RuleTopic::CivilDisorder);
            }
            t
        }
        PhaseResult::Movement(_) => Vec::new(),
    };
    let mut seen = Vec::new();
    found.retain(|t| {
        let new = !seen.contains(t);
        seen.push(*t);
        new
    });
    found
}

/// An order line as players read it: the notation, but for `A(Mun) Stands`, the rulebook
/// notation's one word, which reads in the table's language (`A(Mun) hält`).
pub fn shown_line(text: &str) -> String {
    match text.strip_suffix(" Stands") {
        Some(unit) => crate::t!("rules-result-stands", unit = unit),
        None => text.to_string(),
    }
}

/// A result line as one sentence: `France: 2 A Par-Bur; 1 A Par stands`.
fn power_line(map: &Map, line: &ResultLine) -> String {
    let parts: Vec<&str> = line.parts.iter().map(|(t, _)| t.as_str()).collect();
    format!("{}: {}", map.power_label(line.power), parts.join("; "))
}

/// Every order of a phase with its result, one line each, then dislodgements.
pub fn describe_phase(map: &Map, record: &PhaseRecord) -> Vec<String> {
    describe_phase_marked(map, record)
        .into_iter()
        .map(|(line, _)| line)
        .collect()
}

/// How a result line reads at a glance, whatever the language: the phone page colours
/// it by this.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LineMark {
    /// A move that succeeded.
    Ok,
    /// An order that failed or was void, a dislodgement, a line that was no order.
    Bad,
    /// Anything else (a hold, a support given, a retreat or adjustment phase's line).
    Plain,
}

/// The mark of a movement phase's verdict.
fn verdict_mark(verdict: &Verdict) -> LineMark {
    match verdict {
        Verdict::Moved => LineMark::Ok,
        v if v.succeeded() => LineMark::Plain,
        _ => LineMark::Bad,
    }
}

/// `describe_phase`'s lines, each with its mark.
pub fn describe_phase_marked(map: &Map, record: &PhaseRecord) -> Vec<(String, LineMark)> {
    let pos = &record.position;
    let mut out = Vec::new();
    match &record.result {
        // Where units stack: one line per order, its parts marked (rule 5(ii)).
        PhaseResult::Movement(MovementResult {
            stacks: Some(stacks),
            ..
        }) => {
            let lines = super::stacked_report::stacked_lines(map, record, stacks);
            out.extend(lines.iter().map(|l| (power_line(map, l), LineMark::Plain)));
        }
        PhaseResult::Movement(m) => {
            for (i, u) in pos.units.iter().enumerate() {
                let text = shown_line(&format_main(map, pos, u, &m.orders[i], Style::Rulebook));
                let mut why = explain(map, pos, &m.verdicts[i]);
                for (_, note) in m.notes.iter().filter(|(k, _)| *k == i) {
                    why = format!("{why} ({})", note.describe(map, pos));
                }
                let line = format!("{}: {text} — {why}", map.power_label(u.power));
                out.push((line, verdict_mark(&m.verdicts[i])));
            }
            for (i, d) in m.dislodged.iter().enumerate() {
                if let Some(d) = d {
                    let retreats: Vec<String> =
                        d.retreats.iter().map(|l| map.location_abbr(*l)).collect();
                    let unit = unit_name(map, &pos.units[i]);
                    let by = unit_name(map, &pos.units[d.by]);
                    let line = if retreats.is_empty() {
                        crate::t!("rules-result-dislodged-disbanded", unit = unit, by = by)
                    } else {
                        crate::t!(
                            "rules-result-dislodged-may-retreat",
                            unit = unit,
                            by = by,
                            places = retreats.join(", ")
                        )
                    };
                    out.push((line, LineMark::Bad));
                }
            }
        }
        PhaseResult::Retreat(_) | PhaseResult::Adjustment { .. } => {
            let lines = order_lines(map, record).unwrap_or_default();
            out.extend(lines.iter().map(|l| (power_line(map, l), LineMark::Plain)));
        }
    }
    for r in &record.refused {
        let line = crate::t!(
            "rules-result-not-an-order",
            power = map.power_label(r.power),
            text = r.text.clone(),
            reason = r.reason.clone()
        );
        out.push((line, LineMark::Bad));
    }
    out
}

#[cfg(test)]
#[path = "report_lang_tests.rs"]
mod lang_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::tests::game_on;

    /// The lines of `power`'s results, each with whether it was carried out.
    fn lines_of(map: &Map, lines: &[ResultLine], power: &str) -> Vec<(String, bool)> {
        let power = map.find_power(power).expect(power);
        lines
            .iter()
            .filter(|l| l.power == power)
            .flat_map(|l| l.parts.clone())
            .collect()
    }

    /// Orders typed in mixed notations read in the results in one, the rulebook's that the
    /// order screen writes, whatever their players typed.
    #[test]
    fn results_read_in_one_notation_however_the_orders_were_typed() {
        let (map, mut game) = game_on("standard");
        let power = |n: &str| map.find_power(n).expect(n);
        let typed = |t: &[&str]| t.iter().map(|l| l.to_string()).collect::<Vec<_>>();
        game.write_orders(
            &map,
            power("France"),
            &typed(&["F Bre-MAO", "A(Par)-Bur", "a mar - spa"]),
        );
        game.write_orders(&map, power("England"), &typed(&["f lon h", "F Edi - nth"]));
        let rec = game.resolve(&map).clone();
        let written: Vec<String> = (0..rec.position.units.len())
            .filter_map(|i| unit_result(&map, &rec, i))
            .filter(|r| r.fate != Fate::NoOrder)
            .map(|r| r.written)
            .collect();
        assert_eq!(
            written,
            [
                "F(Lon) Stands",
                "F(Edi)-NTH",
                "F(Bre)-MAO",
                "A(Par)-Bur",
                "A(Mar)-Spa"
            ]
        );
        // A unit with no order stands, in the table's language too.
        let unordered = (0..rec.position.units.len())
            .filter_map(|i| unit_result(&map, &rec, i))
            .find(|r| r.fate == Fate::NoOrder)
            .expect("a unit without orders");
        assert!(
            unordered.written.ends_with(" Stands"),
            "{}",
            unordered.written
        );
        let german = crate::lang::speaking(crate::lang::Lang::German, || {
            (0..rec.position.units.len())
                .filter_map(|i| unit_result(&map, &rec, i))
                .find(|r| r.fate == Fate::NoOrder)
                .map(|r| r.written)
        });
        let german = german.expect("a unit without orders");
        assert!(german.ends_with(" hält"), "{german}");
        // The record's lines, exported or listed, read the same.
        let lines: Vec<String> = rec
            .orders
            .iter()
            .map(|o| o.text(&map, &rec.position))
            .collect();
        assert_eq!(
            lines,
            [
                "F(Bre)-MAO",
                "A(Par)-Bur",
                "A(Mar)-Spa",
                "F(Lon) Stands",
                "F(Edi)-NTH"
            ]
        );
    }

    /// A winter on the classic board reads as a stacked board's does: the power's orders
    /// under its name, each marked carried out or not with why, then the civil-disorder
    /// removal, and the rules behind them.
    #[test]
    fn a_classic_winter_lists_each_order_marked_with_why() {
        let (map, mut game) = game_on("standard");
        let p = |n: &str| map.find_province(n).expect(n);
        game.position.units.retain(|u| u.loc.province != p("par"));
        game.position.owners[p("ber").index()] = None;
        game.position.phase.kind = crate::engine::position::PhaseKind::Adjustment;
        let france = map.find_power("France").expect("France");
        let orders = ["Build A Par".to_string(), "Build A Mar".to_string()];
        game.write_orders(&map, france, &orders);
        let record = game.resolve(&map).clone();
        let lines = order_lines(&map, &record).expect("an adjustment's lines");
        let french = lines_of(&map, &lines, "France");
        assert_eq!(french[0], ("Build A(Par)".to_string(), true), "{french:?}");
        assert!(
            !french[1].1 && french[1].0.starts_with("Build A(Mar) (not carried out: "),
            "{french:?}"
        );
        let german = lines_of(&map, &lines, "Germany");
        assert_eq!(german.len(), 1, "{german:?}");
        assert!(
            german[0]
                .0
                .ends_with("removed (civil-disorder rule: furthest from home)"),
            "{german:?}"
        );
        let rules = phase_rules(&map, &record);
        assert!(rules.contains(&RuleTopic::CivilDisorder), "{rules:?}");
        let described = describe_phase(&map, &record);
        assert!(
            described.contains(&"France: Build A(Par)".to_string()),
            "{described:?}"
        );
    }

    /// A stacked board's winter is reported by the same lines: the removal ordered, carried
    /// out, then the one more due, by the civil-disorder rule.
    #[test]
    fn a_stacked_winter_lists_the_removal_then_the_civil_disorder() {
        let (map, mut game) = game_on("multiplomacy");
        let p = |n: &str| map.find_province(n).expect(n);
        game.position.owners[p("lon").index()] = None;
        game.position.owners[p("edi").index()] = None;
        game.position.phase.kind = crate::engine::position::PhaseKind::Adjustment;
        let england = map.find_power("England").expect("England");
        game.write_orders(&map, england, &["Remove F Lon".to_string()]);
        let record = game.resolve(&map).clone();
        let lines = order_lines(&map, &record).expect("an adjustment's lines");
        let english = lines_of(&map, &lines, "England");
        assert_eq!(english.len(), 2, "{english:?}");
        assert!(
            english[0].1 && english[0].0.contains("F Lon") && !english[0].0.contains('('),
            "{english:?} {:?}",
            record.refused
        );
        assert!(english[1].0.contains("civil-disorder rule"), "{english:?}");
    }
}
