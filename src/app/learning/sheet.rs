//! The sample game's text for one step, as the lines the learning panel shows. Before
//! Next: the campaign's story so far and the orders, nothing of how they fare. After Next:
//! each order with its result and, right beneath it, our commentary on it; then the
//! centres that changed hands and the campaign's closing words.

use super::content::{Campaign, Material, note_is_on, order_key, written_in};
use super::steps::{Part, Step};
use crate::engine::game::report::{Fate, describe_phase, phase_rules, unit_result};
use crate::engine::game::text::heading;
use crate::engine::game::{Game, PhaseRecord, PhaseResult};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::rules_explained::RuleTopic;
use crate::t;

/// One line of a step's text.
#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    /// What the campaign is about, read before the orders.
    Intro(String),
    /// A sub-heading ("The orders, as printed:").
    Label(String),
    /// One power's orders of the phase, as printed.
    Orders { power: PowerId, orders: String },
    /// A move the rulebook leaves unwritten, implied by another order.
    Implied(String),
    /// A power's name over its results.
    Power(PowerId),
    /// One order and how it fared, with why and the rulebook section (empty if it worked).
    Result {
        written: String,
        fate: Fate,
        reason: String,
        rule: Option<RuleTopic>,
    },
    /// Links to the rules behind a retreat or adjustment phase's results.
    Rules(Vec<RuleTopic>),
    /// A result in words (a retreat's, an adjustment's, a centre changing hands).
    Outcome(String),
    /// Our commentary on the order just above (or on the phase), with its section.
    Note { text: String, section: String },
    /// The campaign's closing words.
    Closing(String),
    /// How to go on.
    Hint(String),
}

impl Line {
    /// The words of the line, for tests and for reading aloud.
    pub fn words(&self) -> String {
        match self {
            Line::Intro(t)
            | Line::Label(t)
            | Line::Implied(t)
            | Line::Outcome(t)
            | Line::Closing(t)
            | Line::Hint(t) => t.clone(),
            Line::Orders { orders, .. } => orders.clone(),
            Line::Power(_) | Line::Rules(_) => String::new(),
            Line::Result {
                written, reason, ..
            } => format!("{written} {reason}"),
            Line::Note { text, .. } => text.clone(),
        }
    }
}

/// The lines of a sample-game step.
pub fn sample_sheet(material: &Material, game: &Game, map: &Map, step: Step) -> Vec<Line> {
    let Some(rec) = step.record.and_then(|r| game.record.get(r)) else {
        return Vec::new();
    };
    let campaign = material.campaign(&heading(rec.phase));
    match step.part {
        Part::Orders => before_next(map, rec, campaign),
        Part::Resolution => after_next(map, rec, campaign),
        Part::Page(_) => Vec::new(),
    }
}

/// The campaign's story and its orders: nothing of the outcome.
fn before_next(map: &Map, rec: &PhaseRecord, campaign: Option<&Campaign>) -> Vec<Line> {
    let mut out = Vec::new();
    if let Some(c) = campaign {
        out.push(Line::Intro(c.intro.clone()));
    }
    out.push(Line::Label(t!("learning-orders-as-printed")));
    for power in map.power_ids() {
        let mine: Vec<String> = rec
            .orders
            .iter()
            .filter(|o| o.power == power)
            .map(|o| o.text(map, &rec.position))
            .collect();
        if !mine.is_empty() {
            out.push(Line::Orders {
                power,
                orders: mine.join(", "),
            });
        }
    }
    if let Some(c) = campaign {
        for n in c.notes.iter().filter(|n| !written_in(map, rec, &n.order)) {
            let order = n.order.clone();
            out.push(Line::Implied(t!("learning-implied-order", order = order)));
        }
    }
    if matches!(rec.result, PhaseResult::Adjustment { .. }) {
        out.push(Line::Hint(t!("learning-build-rings")));
    }
    out.push(Line::Hint(t!("learning-next-shows")));
    out
}

/// Each order with its result and the commentary on it, then the closing words.
fn after_next(map: &Map, rec: &PhaseRecord, campaign: Option<&Campaign>) -> Vec<Line> {
    let notes = campaign.map_or(&[][..], |c| &c.notes[..]);
    let mut told = vec![false; notes.len()];
    let mut note_on = |out: &mut Vec<Line>, i: usize, written: &str| {
        for (k, n) in notes.iter().enumerate() {
            if !told[k] && note_is_on(map, rec, &n.order, i, written) {
                told[k] = true;
                out.push(Line::Note {
                    text: n.text.clone(),
                    section: n.section.clone(),
                });
            }
        }
    };
    let mut out = Vec::new();
    if let PhaseResult::Movement(_) = &rec.result {
        for power in map.power_ids() {
            let mine: Vec<usize> = (0..rec.position.units.len())
                .filter(|&i| rec.position.units[i].power == power)
                .collect();
            if mine.is_empty() {
                continue;
            }
            out.push(Line::Power(power));
            for i in mine {
                let Some(r) = unit_result(map, rec, i) else {
                    continue;
                };
                let written = r.written.clone();
                out.push(Line::Result {
                    written: r.written,
                    fate: r.fate,
                    reason: r.reason,
                    rule: r.rule,
                });
                note_on(&mut out, i, &written);
            }
        }
    } else {
        out.extend(describe_phase(map, rec).into_iter().map(Line::Outcome));
        out.push(Line::Rules(phase_rules(map, rec)));
    }
    for (p, old, new) in &rec.centre_changes {
        let (c, to) = (map.place_label(*p), map.power_label(*new));
        out.push(Line::Outcome(match old {
            Some(o) => {
                let from = map.power_label(*o);
                t!("learning-centre-passes", province = c, from = from, to = to)
            }
            None => t!("learning-centre-from-neutral", province = c, to = to),
        }));
    }
    // Remarks on the phase as a whole, or on orders the results do not list.
    for (k, n) in notes.iter().enumerate() {
        if !told[k] {
            out.push(Line::Note {
                text: format!("{}: {}", n.order, n.text),
                section: n.section.clone(),
            });
        }
    }
    if let Some(c) = campaign {
        out.push(Line::Closing(c.closing.clone()));
    }
    out
}

/// Whether a note's order is the order written: the same text once spaces, asterisks and
/// case are set aside (an implied move is listed with "via convoy", its note without).
pub(super) fn same_order(note: &str, written: &str) -> bool {
    let key = |t: &str| {
        let k = order_key(t);
        k.strip_suffix("viaconvoy")
            .map_or(k.clone(), str::to_string)
    };
    key(note) == key(written)
}
