//! ManorCon: each power's P = S² + 4S + 16 (S its centres); survivors share 100 points
//! by P over the sum of every power's P; the eliminated score 0.1 for each year played.

use super::ScoringInput;

pub const EXPLANATION: &str = "Survivors share 100 in proportion to S² + 4S + 16 (S = centres, summed over every power); the eliminated score 0.1 per year played; a solo scores 75.";

/// What a solo scores at ManorCon.
const SOLO: f64 = 75.0;

/// 0.1 per year played, counting the first year and the last.
fn years_score(input: &ScoringInput, last: u16) -> f64 {
    0.1 * f64::from(last.saturating_sub(input.first_year) + 1)
}

pub fn score(input: &ScoringInput) -> Vec<f64> {
    if let Some(w) = input.winners() {
        // The others still alive score as if eliminated in the year of the solo.
        return (0..input.powers.len())
            .map(|i| {
                if w.contains(&i) {
                    SOLO / w.len() as f64
                } else {
                    years_score(input, input.powers[i].eliminated.unwrap_or(input.end_year))
                }
            })
            .collect();
    }
    let p: Vec<f64> = input
        .powers
        .iter()
        .map(|pw| {
            let s = f64::from(pw.centres);
            s * s + 4.0 * s + 16.0
        })
        .collect();
    let board: f64 = p.iter().sum();
    input
        .powers
        .iter()
        .zip(&p)
        .map(|(pw, &value)| match pw.eliminated {
            None => 100.0 * value / board,
            Some(year) => years_score(input, year),
        })
        .collect()
}
