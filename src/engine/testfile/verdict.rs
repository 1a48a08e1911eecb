//! POSTSTATE_RESULTS on boards where units stack: the verdicts of an order's parts written as
//! words (`2 supported; 1 cut by France from eng`), and the engine's outcomes in the same words.

use crate::engine::adjudicate::multiplomacy::OrderOutcome;
use crate::engine::adjudicate::{AdjustVerdict, Verdict};
use crate::engine::map::Map;

/// Words a movement part may say, after its count.
const MOVEMENT_WORDS: &[&str] = &[
    "stood",
    "moved",
    "bounced",
    "convoy-failed",
    "supported",
    "cut",
    "cut-dislodged",
    "convoyed",
    "disrupted",
    "void",
    "missing",
];

/// Words an adjustment verdict may say.
const ADJUSTMENT_WORDS: &[&str] = &[
    "built",
    "removed",
    "surplus",
    "not-home",
    "not-owned",
    "occupied",
    "already-built",
    "wrong-unit",
    "nothing-to-remove",
    "not-an-adjustment",
];

/// The parts of a verdict text, each a list of lower-case words.
fn parts(text: &str) -> Vec<Vec<String>> {
    text.split(';')
        .map(|p| {
            p.split_whitespace()
                .map(str::to_ascii_lowercase)
                .collect::<Vec<_>>()
        })
        .filter(|p| !p.is_empty())
        .collect()
}

/// Checks an expected movement verdict's words (`2 supported; 1 cut`); why not, if not.
pub(super) fn check_movement(text: &str) -> Result<(), String> {
    for part in parts(text) {
        let count_ok = part[0].parse::<u32>().is_ok_and(|n| n >= 1);
        if !count_ok || part.len() < 2 {
            return Err(format!(
                "each part of a verdict is a count and a word (`2 supported`), not `{}`",
                part.join(" ")
            ));
        }
        if !MOVEMENT_WORDS.contains(&part[1].as_str()) {
            return Err(format!(
                "`{}` is not a verdict (use {})",
                part[1],
                MOVEMENT_WORDS.join(", ")
            ));
        }
    }
    Ok(())
}

/// Checks an expected adjustment verdict's words (`built`, `already-built`).
pub(super) fn check_adjustment(text: &str) -> Result<(), String> {
    match parts(text).as_slice() {
        [one] if ADJUSTMENT_WORDS.contains(&one[0].as_str()) => Ok(()),
        _ => Err(format!(
            "an adjustment verdict is one of {}, not `{text}`",
            ADJUSTMENT_WORDS.join(", ")
        )),
    }
}

/// One unit verdict in words, with every detail (`bounced 1 vs 2`, `cut by france from eng`).
/// The classic board's unit-by-unit results never reach a stacked case; they read as their
/// stacked kin.
fn movement_words(map: &Map, v: &Verdict) -> String {
    match v {
        Verdict::Stood => "stood".into(),
        Verdict::Moved => "moved".into(),
        Verdict::Outmatched { strength, against } => {
            match against.iter().map(|f| f.strength).max() {
                Some(best) => format!("bounced {strength} vs {best}"),
                None => format!("bounced {strength}"),
            }
        }
        Verdict::Bounced { strength, against } => match against.iter().map(|o| o.strength).max() {
            Some(best) => format!("bounced {strength} vs {best}"),
            None => format!("bounced {strength}"),
        },
        Verdict::OwnUnit { .. } => "bounced own-unit".into(),
        Verdict::TooFewFleets | Verdict::ConvoyFailed { .. } => "convoy-failed".into(),
        Verdict::Supported => "supported".into(),
        Verdict::SupportCutFrom { by, from } => format!(
            "cut by {} from {}",
            map.power(*by).name.to_ascii_lowercase(),
            map.id_of(*from)
        ),
        Verdict::SupportCut { .. } => "cut".into(),
        Verdict::SupportCutDislodged => "cut-dislodged".into(),
        Verdict::Convoyed => "convoyed".into(),
        Verdict::FleetDisplaced | Verdict::ConvoyDisrupted { .. } => "disrupted".into(),
        Verdict::Void(reason) => format!("void {reason:?}").to_ascii_lowercase(),
    }
}

/// An order's outcome in words: `2 supported; 1 cut by france from eng`.
pub(super) fn movement_text(map: &Map, outcome: &OrderOutcome) -> String {
    let mut out: Vec<String> = outcome
        .parts
        .iter()
        .map(|(n, v)| format!("{n} {}", movement_words(map, v)))
        .collect();
    if outcome.missing > 0 {
        out.push(format!("{} missing", outcome.missing));
    }
    out.join("; ")
}

/// An adjustment verdict in words: `built`, `removed 2`.
pub(super) fn adjustment_text(v: &AdjustVerdict) -> String {
    match v {
        AdjustVerdict::Built => "built".into(),
        AdjustVerdict::Removed => "removed 1".into(),
        AdjustVerdict::RemovedUnits(n) => format!("removed {n}"),
        AdjustVerdict::Waived => "waived".into(),
        AdjustVerdict::NotBuildable => "not-buildable".into(),
        AdjustVerdict::Surplus => "surplus".into(),
        AdjustVerdict::NotHome => "not-home".into(),
        AdjustVerdict::NotOwned => "not-owned".into(),
        AdjustVerdict::Occupied => "occupied".into(),
        AdjustVerdict::AlreadyBuilt => "already-built".into(),
        AdjustVerdict::WrongUnit => "wrong-unit".into(),
        AdjustVerdict::NothingToRemove => "nothing-to-remove".into(),
        AdjustVerdict::NotAnAdjustment => "not-an-adjustment".into(),
    }
}

/// Whether the engine's verdict (in words) says what was expected: the same parts, each
/// starting with the expected words (`cut` accepts `cut by france from eng`).
pub(super) fn agrees(expected: &str, actual: &str) -> bool {
    let (expected, actual) = (parts(expected), parts(actual));
    expected.len() == actual.len()
        && expected
            .iter()
            .zip(&actual)
            .all(|(e, a)| a.starts_with(e.as_slice()))
}
