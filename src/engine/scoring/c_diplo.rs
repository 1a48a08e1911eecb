//! C-Diplo (Bruno-André Giraudon, 1992): 1 point for playing, 1 per centre, and 38, 14
//! and 7 to the three largest powers, tied places sharing their bonuses.

use super::{ScoringInput, shared_place_prizes, solo_scores};

pub const EXPLANATION_100: &str = "1 point for playing, 1 per centre, and 38/14/7 to the three largest powers (ties share); a solo scores 100 and the rest 0.";
pub const EXPLANATION_73: &str = "1 point for playing, 1 per centre, and 38/14/7 to the three largest powers (ties share); a solo scores 73 and the rest 0.";

/// The bonuses for the first three places by centres.
const PLACE_BONUS: [f64; 3] = [38.0, 14.0, 7.0];

pub fn score(input: &ScoringInput, solo: f64) -> Vec<f64> {
    if let Some(w) = input.winners() {
        return solo_scores(input, w, solo);
    }
    let centres: Vec<u32> = input.powers.iter().map(|p| p.centres).collect();
    let bonus = shared_place_prizes(&centres, &PLACE_BONUS);
    centres
        .iter()
        .zip(bonus)
        .map(|(&c, b)| 1.0 + f64::from(c) + b)
        .collect()
}
