//! Tournament scoring systems: how a solo, a draw or a game cut short by time is scored.
//! Pure Rust, no Bevy. Each system lives in its own file with its one-sentence explanation.

mod c_diplo;
mod carnage;
pub mod club_night;
mod draw_size;
pub mod from_game;
mod manorcon;
mod open_tribute;
mod sum_of_squares;
mod tribute;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

/// A scoring system used at real tournaments and clubs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum ScoringSystem {
    #[default]
    DrawSize,
    SumOfSquares,
    /// C-Diplo, a solo worth 100 (the original 100-point game).
    CDiplo100,
    /// C-Diplo as most French tournaments play it: a solo worth 73.
    CDiplo73,
    Carnage,
    ManorCon,
    Tribute,
    OpenTribute,
}

impl ScoringSystem {
    /// Every system, in the order the set-up screen lists them.
    pub const ALL: [ScoringSystem; 8] = [
        ScoringSystem::DrawSize,
        ScoringSystem::SumOfSquares,
        ScoringSystem::CDiplo100,
        ScoringSystem::CDiplo73,
        ScoringSystem::Carnage,
        ScoringSystem::ManorCon,
        ScoringSystem::Tribute,
        ScoringSystem::OpenTribute,
    ];

    /// The name players know it by.
    pub fn name(self) -> &'static str {
        match self {
            ScoringSystem::DrawSize => "Draw-size",
            ScoringSystem::SumOfSquares => "Sum of squares",
            ScoringSystem::CDiplo100 => "C-Diplo 100",
            ScoringSystem::CDiplo73 => "C-Diplo 73",
            ScoringSystem::Carnage => "Carnage",
            ScoringSystem::ManorCon => "ManorCon",
            ScoringSystem::Tribute => "Tribute",
            ScoringSystem::OpenTribute => "OpenTribute",
        }
    }

    /// The name typed on the command line (`draw-size`, `c-diplo-73`, …).
    pub fn key(self) -> &'static str {
        match self {
            ScoringSystem::DrawSize => "draw-size",
            ScoringSystem::SumOfSquares => "sum-of-squares",
            ScoringSystem::CDiplo100 => "c-diplo",
            ScoringSystem::CDiplo73 => "c-diplo-73",
            ScoringSystem::Carnage => "carnage",
            ScoringSystem::ManorCon => "manorcon",
            ScoringSystem::Tribute => "tribute",
            ScoringSystem::OpenTribute => "opentribute",
        }
    }

    /// Finds a system by its key or name, ignoring case, spaces and dashes.
    pub fn parse(text: &str) -> Option<ScoringSystem> {
        let squash = |s: &str| {
            s.chars()
                .filter(|c| c.is_ascii_alphanumeric())
                .collect::<String>()
                .to_ascii_lowercase()
        };
        let wanted = squash(text);
        let wanted = match wanted.as_str() {
            "cdiplo100" => "cdiplo".to_string(),
            "sos" => "sumofsquares".to_string(),
            "dss" => "drawsize".to_string(),
            _ => wanted,
        };
        ScoringSystem::ALL
            .into_iter()
            .find(|s| squash(s.key()) == wanted || squash(s.name()) == wanted)
    }

    /// One plain sentence saying how the system scores.
    pub fn explanation(self) -> &'static str {
        match self {
            ScoringSystem::DrawSize => draw_size::EXPLANATION,
            ScoringSystem::SumOfSquares => sum_of_squares::EXPLANATION,
            ScoringSystem::CDiplo100 => c_diplo::EXPLANATION_100,
            ScoringSystem::CDiplo73 => c_diplo::EXPLANATION_73,
            ScoringSystem::Carnage => carnage::EXPLANATION,
            ScoringSystem::ManorCon => manorcon::EXPLANATION,
            ScoringSystem::Tribute => tribute::EXPLANATION,
            ScoringSystem::OpenTribute => open_tribute::EXPLANATION,
        }
    }

    /// Each power's score, in the order of `input.powers`.
    pub fn score(self, input: &ScoringInput) -> Vec<f64> {
        match self {
            ScoringSystem::DrawSize => draw_size::score(input),
            ScoringSystem::SumOfSquares => sum_of_squares::score(input),
            ScoringSystem::CDiplo100 => c_diplo::score(input, 100.0),
            ScoringSystem::CDiplo73 => c_diplo::score(input, 73.0),
            ScoringSystem::Carnage => carnage::score(input),
            ScoringSystem::ManorCon => manorcon::score(input),
            ScoringSystem::Tribute => tribute::score(input),
            ScoringSystem::OpenTribute => open_tribute::score(input),
        }
    }
}

/// One power at the end of the game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PowerResult {
    pub name: String,
    pub centres: u32,
    /// The year the power was eliminated; `None` while it survives.
    pub eliminated: Option<u16>,
}

/// How the game ended, as the scoring systems see it (indices into the powers).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    /// These powers won outright (one power, or every power of one player or side).
    Solo(Vec<usize>),
    /// The players agreed a draw among these powers.
    Draw(Vec<usize>),
    /// The game stopped with no winner and no draw vote (a short game's time limit):
    /// each system scores the survivors by its own rule.
    Unfinished,
}

/// Everything a scoring system needs about one finished game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ScoringInput {
    pub powers: Vec<PowerResult>,
    pub result: GameResult,
    /// The first year played (1901 on the standard board).
    pub first_year: u16,
    /// The year the game ended.
    pub end_year: u16,
    /// Supply centres on the board (34 on the standard board).
    pub total_centres: u32,
}

impl ScoringInput {
    /// Whether a power is still in the game.
    pub fn survives(&self, i: usize) -> bool {
        self.powers[i].eliminated.is_none()
    }

    /// The powers that share a draw: those named in the draw, or every survivor when the
    /// game stopped without a vote. Empty after a solo.
    pub fn sharers(&self) -> Vec<usize> {
        match &self.result {
            GameResult::Solo(_) => Vec::new(),
            GameResult::Draw(powers) => powers.clone(),
            GameResult::Unfinished => (0..self.powers.len())
                .filter(|&i| self.survives(i))
                .collect(),
        }
    }

    /// The solo winners, if the game was won outright.
    pub fn winners(&self) -> Option<&[usize]> {
        match &self.result {
            GameResult::Solo(w) if !w.is_empty() => Some(w),
            _ => None,
        }
    }

    /// The most centres any power holds.
    pub fn top_centres(&self) -> u32 {
        self.powers.iter().map(|p| p.centres).max().unwrap_or(0)
    }
}

/// A solo worth `value`: the winners share it equally (a player with several powers
/// scores it once in total), everyone else scores 0.
fn solo_scores(input: &ScoringInput, winners: &[usize], value: f64) -> Vec<f64> {
    let share = value / winners.len() as f64;
    (0..input.powers.len())
        .map(|i| if winners.contains(&i) { share } else { 0.0 })
        .collect()
}

/// Shares place prizes among powers ranked by `key` (higher is better): tied powers split
/// the prizes of the places they cover equally. `prizes[k]` is the prize for place k+1;
/// places past the end are worth 0.
fn shared_place_prizes<K: PartialOrd + Copy>(keys: &[K], prizes: &[f64]) -> Vec<f64> {
    let n = keys.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| {
        keys[b]
            .partial_cmp(&keys[a])
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let mut out = vec![0.0; n];
    let mut start = 0;
    while start < n {
        let mut end = start + 1;
        while end < n && keys[order[end]] == keys[order[start]] {
            end += 1;
        }
        let pot: f64 = (start..end)
            .map(|k| prizes.get(k).copied().unwrap_or(0.0))
            .sum();
        for &i in &order[start..end] {
            out[i] = pot / (end - start) as f64;
        }
        start = end;
    }
    out
}

/// A score as the table shows it: whole numbers plain, others to two decimals, with the
/// table's language's decimal mark (`12.5`, `12,5`).
pub fn format_score(score: f64) -> String {
    let rounded = (score * 100.0).round() / 100.0;
    if rounded.fract() == 0.0 {
        format!("{rounded:.0}")
    } else {
        let s = format!("{rounded:.2}");
        let mark = crate::lang::current().decimal_mark();
        s.trim_end_matches('0')
            .replace('.', mark.encode_utf8(&mut [0; 4]))
    }
}
