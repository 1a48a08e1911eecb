//! Draw-size scoring: a solo takes all 100 points; the powers sharing a draw split them
//! equally, whatever their centres.

use super::{ScoringInput, solo_scores};

pub const EXPLANATION: &str = "A solo takes all 100 points; the survivors sharing a draw split them equally, whatever their centres.";

pub fn score(input: &ScoringInput) -> Vec<f64> {
    if let Some(w) = input.winners() {
        return solo_scores(input, w, 100.0);
    }
    let sharers = input.sharers();
    let share = 100.0 / sharers.len().max(1) as f64;
    (0..input.powers.len())
        .map(|i| if sharers.contains(&i) { share } else { 0.0 })
        .collect()
}
