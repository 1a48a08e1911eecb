//! Why a computer votes as it does on a draw, typed: which rule decided and its numbers.
//! Shown in the table's language (`shown`); saves keep the English sentence the computers
//! have always written (`english`), and reading one maps a known sentence back to its
//! reason (`from_english`). A sentence no rule writes (an older build's, a hand-edited
//! save's) is kept and shown as it is.

use crate::engine::map::Map;
use serde::{Deserialize, Serialize};

/// A power's centres as a reason names them: `leads with 15 of 34 centres` when it holds
/// more than anyone else, `3 centres` otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// It leads, with these of the board's `total` supply centres.
    Leads { centres: u32, total: u32 },
    /// It holds these centres, not more than everyone else.
    Holds { centres: u32 },
}

/// Why a computer accepts a draw or plays on (the verdict itself is `DrawVote::agrees`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum DrawWhy {
    /// It has no centres left.
    NoCentres,
    /// The seat has no power left in the game.
    NoPowerLeft,
    /// It agreed with this power (its English name) to vote for a draw.
    Promised { power: String },
    /// It holds enough centres to win.
    EnoughToWin { standing: Standing },
    /// It is this many centres short of the `target` needed to win.
    ShortOfWin {
        standing: Standing,
        short: u32,
        target: u32,
    },
    /// No centre has changed hands for two years.
    Stuck { standing: Standing },
    /// It leads by `margin` centres; `change` is its gain (or loss, below 0) in the last
    /// year, 0 when none or unknown.
    FarAhead {
        standing: Standing,
        margin: u32,
        change: i64,
    },
    /// Only these centres are left to it.
    OnlyLeft { centres: u32 },
    /// It lost this many centres in the last year.
    LostLastYear { standing: Standing, lost: u32 },
    /// It lost this many centres in two years.
    LostTwoYears { standing: Standing, lost: u32 },
    /// More enemy units than its own can reach its centres.
    Threatened {
        standing: Standing,
        enemies: u32,
        own: u32,
    },
    /// It gained centres in the last year and, a Turtle not leading, keeps them.
    Content { standing: Standing, gained: u32 },
    /// It gained centres in the last year.
    Gained { standing: Standing, gained: u32 },
    /// An Aggressive computer with centres enough wants more.
    Eager { standing: Standing },
    /// None gained or lost in the last year.
    Steady { standing: Standing },
    /// Early in the game: nothing gained yet.
    NothingYet { standing: Standing },
    /// A seat governing several powers speaks for this one (its English name).
    For { power: String, why: Box<DrawWhy> },
    /// A sentence no rule writes, kept and shown as it is.
    Text(String),
}

impl Standing {
    fn english(self) -> String {
        match self {
            Standing::Leads { centres, total } => {
                format!("leads with {centres} of {total} centres")
            }
            Standing::Holds { centres } => count(centres, "centre"),
        }
    }

    fn shown(self) -> String {
        match self {
            Standing::Leads { centres, total } => crate::t!(
                "rules-draw-standing-leads",
                centres = centres,
                total = total
            ),
            Standing::Holds { centres } => crate::t!("rules-draw-standing", centres = centres),
        }
    }
}

impl DrawWhy {
    /// The reason in English, as files keep it (`3 centres, lost 1 in the last year`).
    pub fn english(&self) -> String {
        match self {
            DrawWhy::NoCentres => "has no centres left".into(),
            DrawWhy::NoPowerLeft => "has no power left in the game".into(),
            DrawWhy::Promised { power } => format!("promised {power} to vote for a draw"),
            DrawWhy::EnoughToWin { standing } => format!("{}, enough to win", standing.english()),
            DrawWhy::ShortOfWin {
                standing,
                short,
                target,
            } => format!(
                "{}, {short} short of the {target} needed to win",
                standing.english()
            ),
            DrawWhy::Stuck { standing } => format!(
                "{}, and no centre has changed hands for two years",
                standing.english()
            ),
            DrawWhy::FarAhead {
                standing,
                margin,
                change,
            } => {
                let trend = match change {
                    0 => String::new(),
                    n => format!(", and {}", in_last_year(*n)),
                };
                format!(
                    "{}, {margin} more than anyone else{trend}",
                    standing.english()
                )
            }
            DrawWhy::OnlyLeft { centres } => format!("only {} left", count(*centres, "centre")),
            DrawWhy::LostLastYear { standing, lost } => {
                format!("{}, {}", standing.english(), in_last_year(-(*lost as i64)))
            }
            DrawWhy::LostTwoYears { standing, lost } => {
                format!("{}, lost {lost} in two years", standing.english())
            }
            DrawWhy::Threatened {
                standing,
                enemies,
                own,
            } => format!(
                "{}, {} can reach its centres against {own} of its own",
                standing.english(),
                count(*enemies, "enemy unit")
            ),
            DrawWhy::Content { standing, gained } => format!(
                "{} and {}, content to keep them",
                standing.english(),
                in_last_year(*gained as i64)
            ),
            DrawWhy::Gained { standing, gained } => {
                format!(
                    "{} and {}",
                    standing.english(),
                    in_last_year(*gained as i64)
                )
            }
            DrawWhy::Eager { standing } => format!("{}, eager for more", standing.english()),
            DrawWhy::Steady { standing } => format!(
                "{}, none gained or lost in the last year",
                standing.english()
            ),
            DrawWhy::NothingYet { standing } => {
                format!("{}, nothing gained yet", standing.english())
            }
            DrawWhy::For { power, why } => format!("{power}: {}", why.english()),
            DrawWhy::Text(text) => text.clone(),
        }
    }

    /// The reason in the table's language (`3 Zentren, im letzten Jahr 1 verloren`).
    pub fn shown(&self, map: &Map) -> String {
        match self {
            DrawWhy::NoCentres => crate::t!("rules-draw-why-no-centres"),
            DrawWhy::NoPowerLeft => crate::t!("rules-draw-why-no-power-left"),
            DrawWhy::Promised { power } => {
                crate::t!("rules-draw-why-promised", power = power_label(map, power))
            }
            DrawWhy::EnoughToWin { standing } => {
                crate::t!("rules-draw-why-enough-to-win", standing = standing.shown())
            }
            DrawWhy::ShortOfWin {
                standing,
                short,
                target,
            } => crate::t!(
                "rules-draw-why-short-of-win",
                standing = standing.shown(),
                short = *short,
                target = *target
            ),
            DrawWhy::Stuck { standing } => {
                crate::t!("rules-draw-why-stuck", standing = standing.shown())
            }
            DrawWhy::FarAhead {
                standing,
                margin,
                change,
            } => far_ahead(standing.shown(), *margin, *change),
            DrawWhy::OnlyLeft { centres } => {
                crate::t!("rules-draw-why-only-left", centres = *centres)
            }
            DrawWhy::LostLastYear { standing, lost } => crate::t!(
                "rules-draw-why-lost-last-year",
                standing = standing.shown(),
                lost = *lost
            ),
            DrawWhy::LostTwoYears { standing, lost } => crate::t!(
                "rules-draw-why-lost-two-years",
                standing = standing.shown(),
                lost = *lost
            ),
            DrawWhy::Threatened {
                standing,
                enemies,
                own,
            } => crate::t!(
                "rules-draw-why-threatened",
                standing = standing.shown(),
                enemies = *enemies,
                own = *own
            ),
            DrawWhy::Content { standing, gained } => crate::t!(
                "rules-draw-why-content",
                standing = standing.shown(),
                gained = *gained
            ),
            DrawWhy::Gained { standing, gained } => crate::t!(
                "rules-draw-why-gained",
                standing = standing.shown(),
                gained = *gained
            ),
            DrawWhy::Eager { standing } => {
                crate::t!("rules-draw-why-eager", standing = standing.shown())
            }
            DrawWhy::Steady { standing } => {
                crate::t!("rules-draw-why-steady", standing = standing.shown())
            }
            DrawWhy::NothingYet { standing } => {
                crate::t!("rules-draw-why-nothing-yet", standing = standing.shown())
            }
            DrawWhy::For { power, why } => crate::t!(
                "rules-draw-why-for",
                power = power_label(map, power),
                why = why.shown(map)
            ),
            DrawWhy::Text(text) => text.clone(),
        }
    }
}

/// Leading by far, with the last year's gain or loss where there was one.
fn far_ahead(standing: String, margin: u32, change: i64) -> String {
    match change {
        0 => crate::t!(
            "rules-draw-why-far-ahead",
            standing = standing,
            margin = margin
        ),
        n if n > 0 => crate::t!(
            "rules-draw-why-far-ahead-gained",
            standing = standing,
            margin = margin,
            gained = n
        ),
        n => crate::t!(
            "rules-draw-why-far-ahead-lost",
            standing = standing,
            margin = margin,
            lost = -n
        ),
    }
}

/// The power of this English name in the table's language (the name itself where the
/// map has no such power).
fn power_label(map: &Map, name: &str) -> String {
    map.power_ids()
        .find(|&p| map.power(p).name == name)
        .map(|p| map.power_label(p))
        .unwrap_or_else(|| name.to_string())
}

/// `1 centre`, `3 centres`.
fn count(n: u32, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// `gained 3 in the last year`, `lost 1 in the last year`.
fn in_last_year(change: i64) -> String {
    if change > 0 {
        format!("gained {change} in the last year")
    } else {
        format!("lost {} in the last year", -change)
    }
}

impl From<DrawWhy> for String {
    fn from(why: DrawWhy) -> String {
        why.english()
    }
}

impl From<String> for DrawWhy {
    fn from(text: String) -> DrawWhy {
        super::draw_why_read::from_english(&text)
    }
}

impl From<&str> for DrawWhy {
    fn from(text: &str) -> DrawWhy {
        super::draw_why_read::from_english(text)
    }
}

impl std::fmt::Display for DrawWhy {
    /// English, for test messages and files.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}
