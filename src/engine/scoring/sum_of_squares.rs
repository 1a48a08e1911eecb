//! Sum of squares: 100 points shared in proportion to each power's centres squared.

use super::{ScoringInput, solo_scores};

pub const EXPLANATION: &str = "Each power scores 100 × its centres² ÷ the sum of every power's centres²; a solo scores 100 and the rest 0.";

pub fn score(input: &ScoringInput) -> Vec<f64> {
    if let Some(w) = input.winners() {
        return solo_scores(input, w, 100.0);
    }
    let squares: Vec<f64> = input
        .powers
        .iter()
        .map(|p| f64::from(p.centres * p.centres))
        .collect();
    let total: f64 = squares.iter().sum();
    if total == 0.0 {
        return vec![0.0; squares.len()];
    }
    squares.iter().map(|s| 100.0 * s / total).collect()
}
