//! A computer's say in a draw: yes or no from its prospects, with the reason in words a
//! player reads on the end screen. It looks at its centres and how near they are to the
//! victory target, its trend over the last year or two (from the game record), whether it
//! leads and by how much, whether more enemy units than its own can reach its centres,
//! and whether any centre has changed hands lately. Deterministic: the same position and
//! record always give the same vote. The reason is typed (`DrawWhy`), shown in the table's
//! language.
//!
//! The rules, first match wins:
//! 1. no centres left: accepts;
//! 2. within reach of victory (2 short on the standard board, a ninth of the target):
//!    plays on;
//! 3. no centre changed hands for two full years (a stalemate): accepts;
//! 4. leads by far (4 more than anyone on the standard board, a quarter of the target,
//!    at least 3): plays on;
//! 5. 2 centres or fewer: accepts;
//! 6. lost a centre in the last year, or 2 in two years: accepts;
//! 7. more enemy units than its own can reach its centres: accepts;
//! 8. gained a centre in the last year: plays on;
//! 9. otherwise (holding steady, not far ahead): accepts.
//!
//! A character shifts the rules a little: an Aggressive computer counts a lead of one
//! centre fewer as far ahead and plays on while holding steady with 4 centres or more; a
//! Turtle that gains a centre but does not lead accepts (rule 8). The others vote as the
//! Balanced computer.

use super::character::Character;
use super::draw_why::{DrawWhy, Standing};
use super::draw_why_read::from_english;
use crate::engine::game::record::PhaseRecord;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::position::{Phase, PhaseKind, Position, Season};
use serde::{Deserialize, Serialize};

/// A computer's answer to a draw, with why (`2 centres, lost 2 in the last year`). A save
/// keeps the reason in English with the verdict after it (`…: accepts`), as it always has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "DrawVoteFile", into = "DrawVoteFile")]
pub struct DrawVote {
    pub agrees: bool,
    pub why: DrawWhy,
}

/// A draw vote as files keep it: the English reason and verdict in one sentence.
#[derive(Serialize, Deserialize)]
struct DrawVoteFile {
    agrees: bool,
    why: String,
}

impl DrawVote {
    /// The vote in English, its verdict last (`3 centres, nothing gained yet: accepts`).
    pub fn english(&self) -> String {
        let verdict = if self.agrees { "accepts" } else { "plays on" };
        format!("{}: {verdict}", self.why.english())
    }
}

impl From<DrawVote> for DrawVoteFile {
    fn from(vote: DrawVote) -> DrawVoteFile {
        DrawVoteFile {
            agrees: vote.agrees,
            why: vote.english(),
        }
    }
}

impl From<DrawVoteFile> for DrawVote {
    fn from(file: DrawVoteFile) -> DrawVote {
        let verdict = if file.agrees {
            ": accepts"
        } else {
            ": plays on"
        };
        let why = match file.why.strip_suffix(verdict) {
            Some(bare) => from_english(bare),
            None => DrawWhy::Text(file.why),
        };
        DrawVote {
            agrees: file.agrees,
            why,
        }
    }
}

/// Full years without a centre changing hands after which the board is stuck: computers
/// then accept a draw (unless close to victory) and may propose one.
pub const STUCK_YEARS: u16 = 2;

/// The vote of a Balanced computer governing `power`, in `position` (the game's current
/// one) after the phases of `record` (the game's record, oldest first).
pub fn draw_vote(
    map: &Map,
    position: &Position,
    record: &[PhaseRecord],
    power: PowerId,
) -> DrawVote {
    draw_vote_as(map, position, record, power, Character::Balanced)
}

/// What a power's vote weighs: its centres against the target and the best other
/// power's, and how many it won or lost over the last one and two years.
struct Outlook {
    centres: usize,
    target: usize,
    best_other: usize,
    leads: bool,
    last_year: Option<i64>,
    two_years: Option<i64>,
    standing: Standing,
}

impl Outlook {
    fn of(map: &Map, position: &Position, record: &[PhaseRecord], power: PowerId) -> Outlook {
        let centres = position.centre_count(power);
        let best_other = map
            .power_ids()
            .filter(|&p| p != power)
            .map(|p| position.centre_count(p))
            .max()
            .unwrap_or(0);
        let leads = centres > best_other;
        let change = |years: u16| {
            year_ago(record, position.phase, years)
                .map(|r| centres as i64 - r.position.centre_count(power) as i64)
        };
        let standing = if leads {
            Standing::Leads {
                centres: centres as u32,
                total: map.centres().count() as u32,
            }
        } else {
            Standing::Holds {
                centres: centres as u32,
            }
        };
        Outlook {
            centres,
            target: map.victory_centres as usize,
            best_other,
            leads,
            last_year: change(1),
            two_years: change(2),
            standing,
        }
    }
}

/// The vote of a computer of this character governing `power`.
pub fn draw_vote_as(
    map: &Map,
    position: &Position,
    record: &[PhaseRecord],
    power: PowerId,
    character: Character,
) -> DrawVote {
    let aggressive = character == Character::Aggressive;
    let now = position.phase;
    let Outlook {
        centres,
        target,
        best_other,
        leads,
        last_year,
        two_years,
        standing,
    } = Outlook::of(map, position, record, power);
    let plays_on = |why| DrawVote { agrees: false, why };
    let accepts = |why| DrawVote { agrees: true, why };
    let by = |n: i64| n.unsigned_abs() as u32;

    if centres == 0 {
        return accepts(DrawWhy::NoCentres);
    }
    if centres + near_victory(target) >= target {
        return plays_on(if centres >= target {
            DrawWhy::EnoughToWin { standing }
        } else {
            DrawWhy::ShortOfWin {
                standing,
                short: (target - centres) as u32,
                target: target as u32,
            }
        });
    }
    if centres_unchanged_for(record, now, STUCK_YEARS) {
        return accepts(DrawWhy::Stuck { standing });
    }
    let margin = centres.saturating_sub(best_other);
    let far = far_ahead(target) - usize::from(aggressive);
    if leads && margin >= far {
        return plays_on(DrawWhy::FarAhead {
            standing,
            margin: margin as u32,
            change: last_year.unwrap_or(0),
        });
    }
    if centres <= 2 {
        return accepts(match last_year {
            Some(n) if n < 0 => DrawWhy::LostLastYear {
                standing: Standing::Holds {
                    centres: centres as u32,
                },
                lost: by(n),
            },
            _ => DrawWhy::OnlyLeft {
                centres: centres as u32,
            },
        });
    }
    if let Some(n) = last_year.filter(|n| *n < 0) {
        return accepts(DrawWhy::LostLastYear {
            standing,
            lost: by(n),
        });
    }
    if let Some(n) = two_years.filter(|n| *n <= -2) {
        return accepts(DrawWhy::LostTwoYears {
            standing,
            lost: by(n),
        });
    }
    let (enemies, own) = threat(map, position, power);
    if enemies > own {
        return accepts(DrawWhy::Threatened {
            standing,
            enemies: enemies as u32,
            own: own as u32,
        });
    }
    match last_year {
        Some(n) if n > 0 && character == Character::Turtle && !leads => accepts(DrawWhy::Content {
            standing,
            gained: by(n),
        }),
        Some(n) if n > 0 => plays_on(DrawWhy::Gained {
            standing,
            gained: by(n),
        }),
        _ if aggressive && centres >= 4 => plays_on(DrawWhy::Eager { standing }),
        Some(_) => accepts(DrawWhy::Steady { standing }),
        None => accepts(DrawWhy::NothingYet { standing }),
    }
}

/// Whether no supply centre changed hands since the same point of the calendar `years`
/// years ago (false when the record does not reach back that far).
pub fn centres_unchanged_for(record: &[PhaseRecord], now: Phase, years: u16) -> bool {
    let Some(then) = year_ago(record, now, years) else {
        return false;
    };
    let key = order(then.phase);
    record
        .iter()
        .filter(|r| order(r.phase) >= key)
        .all(|r| r.centre_changes.is_empty())
}

/// How many centres short of the target still count as close to victory.
fn near_victory(target: usize) -> usize {
    (target / 9).max(1)
}

/// How many centres more than anyone else count as leading by far.
fn far_ahead(target: usize) -> usize {
    (target / 4).max(3)
}

/// The recorded phase at the same point of the calendar `years` years before `now` (the
/// latest one at or before it, when that phase was not played).
fn year_ago(record: &[PhaseRecord], now: Phase, years: u16) -> Option<&PhaseRecord> {
    let then = Phase {
        year: now.year.checked_sub(years)?,
        ..now
    };
    record.iter().rev().find(|r| order(r.phase) <= order(then))
}

/// Phases in the order they are played.
fn order(phase: Phase) -> (u16, u8, u8) {
    let season = match phase.season {
        Season::Spring => 0,
        Season::Autumn => 1,
    };
    let kind = match phase.kind {
        PhaseKind::Movement => 0,
        PhaseKind::Retreat => 1,
        PhaseKind::Adjustment => 2,
    };
    (phase.year, season, kind)
}

/// Other powers' units that could move into (or stand on) one of the power's centres, and
/// its own units that could hold or retake them.
fn threat(map: &Map, position: &Position, power: PowerId) -> (usize, usize) {
    let centres: Vec<ProvinceId> = map
        .centres()
        .filter(|c| position.owners[c.index()] == Some(power))
        .collect();
    let reaches = |u: &&crate::engine::position::Unit| {
        centres
            .iter()
            .any(|&c| u.loc.province == c || map.can_move(u.kind, u.loc, c))
    };
    let near: Vec<_> = position.units.iter().filter(reaches).collect();
    let own = near.iter().filter(|u| u.power == power).count();
    (near.len() - own, own)
}
