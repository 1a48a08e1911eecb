//! The steps of each learning course, and the rulebook section behind each result.

use super::content::Material;
use crate::engine::adjudicate::Verdict;
use crate::engine::game::Game;

/// What is being studied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Course {
    /// The rulebook's sample game, Spring 1901 to the Autumn 1902 adjustments.
    Sample,
    /// One PART II example, by its place in the lesson list.
    Lesson(usize),
    /// The five-minute introduction.
    Introduction,
}

/// Which part of a phase a step shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The position and the orders, before anything moves (predict here in a lesson).
    Orders,
    /// The resolution, animated, with every result explained.
    Resolution,
    /// A page of the introduction.
    Page(usize),
}

/// One step of a course.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// The phase of the game record shown, if any.
    pub record: Option<usize>,
    pub part: Part,
}

impl Step {
    /// Whether this step plays the resolution.
    pub fn resolving(&self) -> bool {
        self.part == Part::Resolution
    }
}

/// How many steps a course has.
pub fn count(course: Course, game: &Game, material: &Material) -> usize {
    match course {
        Course::Sample => game.record.len() * 2,
        Course::Lesson(_) => 2,
        Course::Introduction => material.introduction.pages.len(),
    }
}

/// The `i`th step of a course.
pub fn step(course: Course, i: usize, game: &Game, material: &Material) -> Step {
    match course {
        Course::Introduction => Step {
            record: None,
            part: Part::Page(i.min(material.introduction.pages.len().saturating_sub(1))),
        },
        _ => {
            let last = game.record.len().saturating_sub(1);
            Step {
                record: (!game.record.is_empty()).then_some((i / 2).min(last)),
                part: if i.is_multiple_of(2) {
                    Part::Orders
                } else {
                    Part::Resolution
                },
            }
        }
    }
}

/// The first step of each campaign of the sample game, with its phase's name in the
/// table's language (to jump to).
pub fn campaigns(game: &Game, map: &crate::engine::map::Map) -> Vec<(usize, String)> {
    game.record
        .iter()
        .enumerate()
        .map(|(r, rec)| (2 * r, map.phase_label(rec.phase)))
        .collect()
}

/// The rulebook section that explains a failed order's result.
pub fn rule_section(verdict: &Verdict) -> &'static str {
    match verdict {
        Verdict::Bounced { strength, against } => {
            if *strength > 1 || against.iter().any(|o| o.strength > 1) {
                "II.7"
            } else {
                "II.6"
            }
        }
        Verdict::OwnUnit { .. } => "II.7",
        Verdict::Outmatched { .. } => "II.6",
        Verdict::ConvoyFailed { .. } | Verdict::TooFewFleets => "II.4",
        Verdict::SupportCut { .. } | Verdict::SupportCutFrom { .. } => "II.8",
        Verdict::SupportCutDislodged => "II.8",
        Verdict::ConvoyDisrupted { .. } | Verdict::FleetDisplaced => "II.8",
        Verdict::Void(_) => "II.2",
        Verdict::Stood | Verdict::Moved | Verdict::Supported | Verdict::Convoyed => "",
    }
}
