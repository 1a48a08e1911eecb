//! A computer's say in a draw: yes or no from its prospects, with the reason in words a
//! player reads on the end screen. It looks at its centres and how near they are to the
//! victory target, its trend over the last year or two (from the game record), whether it
//! leads and by how much, whether more enemy units than its own can reach its centres,
//! and whether any centre has changed hands lately. Deterministic: the same position and
//! record always give the same vote.
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
use crate::engine::game::record::PhaseRecord;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::position::{Phase, PhaseKind, Position, Season};
use serde::{Deserialize, Serialize};

/// A computer's answer to a draw, with why (`"2 centres, lost 2 in the last year:
/// accepts"`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawVote {
    pub agrees: bool,
    pub why: String,
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
    let centres = position.centre_count(power);
    let target = map.victory_centres as usize;
    let total = map.centres().count();
    let best_other = map
        .power_ids()
        .filter(|&p| p != power)
        .map(|p| position.centre_count(p))
        .max()
        .unwrap_or(0);
    let leads = centres > best_other;
    let change = |years: u16| {
        year_ago(record, now, years).map(|r| centres as i64 - r.position.centre_count(power) as i64)
    };
    let (last_year, two_years) = (change(1), change(2));
    let standing = if leads {
        format!("leads with {centres} of {total} centres")
    } else {
        count(centres, "centre")
    };
    let plays_on = |why: String| DrawVote {
        agrees: false,
        why: format!("{why}: plays on"),
    };
    let accepts = |why: String| DrawVote {
        agrees: true,
        why: format!("{why}: accepts"),
    };

    if centres == 0 {
        return accepts("has no centres left".into());
    }
    if centres + near_victory(target) >= target {
        return plays_on(if centres >= target {
            format!("{standing}, enough to win")
        } else {
            format!(
                "{standing}, {} short of the {target} needed to win",
                target - centres
            )
        });
    }
    if centres_unchanged_for(record, now, STUCK_YEARS) {
        return accepts(format!(
            "{standing}, and no centre has changed hands for two years"
        ));
    }
    let margin = centres.saturating_sub(best_other);
    let far = far_ahead(target) - usize::from(aggressive);
    if leads && margin >= far {
        let trend = match last_year {
            Some(n) if n != 0 => format!(", and {}", in_last_year(n)),
            _ => String::new(),
        };
        return plays_on(format!("{standing}, {margin} more than anyone else{trend}"));
    }
    if centres <= 2 {
        return accepts(match last_year {
            Some(n) if n < 0 => format!("{}, {}", count(centres, "centre"), in_last_year(n)),
            _ => format!("only {} left", count(centres, "centre")),
        });
    }
    if let Some(n) = last_year.filter(|n| *n < 0) {
        return accepts(format!("{standing}, {}", in_last_year(n)));
    }
    if let Some(n) = two_years.filter(|n| *n <= -2) {
        return accepts(format!("{standing}, lost {} in two years", -n));
    }
    let (enemies, own) = threat(map, position, power);
    if enemies > own {
        return accepts(format!(
            "{standing}, {} can reach its centres against {} of its own",
            count(enemies, "enemy unit"),
            own
        ));
    }
    match last_year {
        Some(n) if n > 0 && character == Character::Turtle && !leads => accepts(format!(
            "{standing} and {}, content to keep them",
            in_last_year(n)
        )),
        Some(n) if n > 0 => plays_on(format!("{standing} and {}", in_last_year(n))),
        _ if aggressive && centres >= 4 => plays_on(format!("{standing}, eager for more")),
        Some(_) => accepts(format!("{standing}, none gained or lost in the last year")),
        None => accepts(format!("{standing}, nothing gained yet")),
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

/// `1 centre`, `3 centres`.
fn count(n: usize, what: &str) -> String {
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
