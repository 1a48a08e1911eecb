//! Carnage: powers ranked by centres (eliminated powers by the year they fell), 7,000
//! points for first down to 1,000 for seventh, plus 1 per centre; a solo takes the lot.

use super::{ScoringInput, shared_place_prizes, solo_scores};

pub const EXPLANATION: &str = "Powers ranked by centres (the eliminated by when they fell) score 7,000 for first down to 1,000 for seventh, +1 per centre, ties splitting; a solo takes every point.";

/// The prize for each place: 1,000 per place from the bottom (7,000 … 1,000 for seven;
/// a map of eight powers, ce05, extends the published scale to 8,000 for first).
fn place_prizes(n: usize) -> Vec<f64> {
    (0..n).map(|k| 1000.0 * (n - k) as f64).collect()
}

pub fn score(input: &ScoringInput) -> Vec<f64> {
    let prizes = place_prizes(input.powers.len());
    if let Some(w) = input.winners() {
        let all = prizes.iter().sum::<f64>() + f64::from(input.total_centres);
        return solo_scores(input, w, all);
    }
    // Survivors above the eliminated; then centres; the eliminated by their year.
    let keys: Vec<(bool, u32, u16)> = input
        .powers
        .iter()
        .map(|p| match p.eliminated {
            None => (true, p.centres, 0),
            Some(year) => (false, 0, year),
        })
        .collect();
    shared_place_prizes(&keys, &prizes)
        .into_iter()
        .zip(&input.powers)
        .map(|(prize, p)| prize + f64::from(p.centres))
        .collect()
}
