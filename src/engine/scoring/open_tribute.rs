//! OpenTribute (Windy City Weasels): 34 points plus 3 per centre, and every power pays the
//! board-topper 1 point per centre it is behind; the eliminated keep nothing.

use super::{ScoringInput, solo_scores};

pub const EXPLANATION: &str = "34 points plus 3 per centre, each power paying the board-topper 1 point per centre it is behind (the eliminated keep nothing); a solo scores 340.";

/// Everyone's starting points.
const BASE: f64 = 34.0;
/// What a solo scores (10 × 34).
const SOLO: f64 = 340.0;

pub fn score(input: &ScoringInput) -> Vec<f64> {
    if let Some(w) = input.winners() {
        return solo_scores(input, w, SOLO);
    }
    let top = input.top_centres();
    let toppers: Vec<usize> = (0..input.powers.len())
        .filter(|&i| input.powers[i].centres == top)
        .collect();
    let mut collected = 0.0;
    let mut scores: Vec<f64> = input
        .powers
        .iter()
        .map(|p| {
            let own = BASE + 3.0 * f64::from(p.centres);
            let paid = f64::from(top - p.centres).min(own);
            collected += paid;
            if p.eliminated.is_some() {
                0.0
            } else {
                own - paid
            }
        })
        .collect();
    // n toppers split 1/n of the tribute: each receives 1/n² of it, the rest is spoiled.
    let n = toppers.len() as f64;
    for &i in &toppers {
        scores[i] += collected / (n * n);
    }
    scores
}
