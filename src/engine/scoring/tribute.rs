//! Tribute (Windy City Weasels, 2020): 1 point per centre, 66 points shared by the powers
//! in the draw, and every one of them pays the board-topper 1 point per topper's centre
//! over 6 (never more than their share of the 66; tied toppers split what is paid).

use super::{ScoringInput, solo_scores};

pub const EXPLANATION: &str = "1 point per centre plus an equal share of 66 for each power in the draw, each paying the board-topper 1 point per topper's centre over 6; a solo scores 100.";

/// The survival pool the powers in the draw share.
const POOL: f64 = 66.0;
/// Centres a board-topper may hold before tribute is owed.
const FREE_CENTRES: u32 = 6;

pub fn score(input: &ScoringInput) -> Vec<f64> {
    if let Some(w) = input.winners() {
        return solo_scores(input, w, 100.0);
    }
    let sharers = input.sharers();
    let share = POOL / sharers.len().max(1) as f64;
    let top = input.top_centres();
    let toppers: Vec<usize> = (0..input.powers.len())
        .filter(|&i| input.powers[i].centres == top && top > 0)
        .collect();
    let owed = f64::from(top.saturating_sub(FREE_CENTRES));
    let mut scores: Vec<f64> = (0..input.powers.len())
        .map(|i| {
            if input.survives(i) {
                f64::from(input.powers[i].centres)
            } else {
                0.0
            }
        })
        .collect();
    let mut collected = 0.0;
    for &i in &sharers {
        scores[i] += share;
        if !toppers.contains(&i) {
            let paid = owed.min(share);
            scores[i] -= paid;
            collected += paid;
        }
    }
    for &i in &toppers {
        scores[i] += collected / toppers.len() as f64;
    }
    scores
}
