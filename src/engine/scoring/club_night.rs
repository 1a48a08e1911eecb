//! A club night: several games in a row with the same people, each finished game's scores
//! added to a running table by player name, kept in a RON file in the saves folder.

use super::ScoringSystem;
use crate::engine::game::save::stage;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The club night's file name in the saves folder.
pub const FILE_NAME: &str = "club-night.ron";

/// One finished game of the night.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ClubGame {
    /// Tells games apart so a game is never added twice (its seed and final phase).
    pub id: String,
    /// How it ended, in a few words.
    pub label: String,
    /// Each player's total for the game, by name.
    pub scores: Vec<(String, f64)>,
}

/// The running table of a club night.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ClubNight {
    /// The people at the table, in seating order.
    pub players: Vec<String>,
    /// The system every game of the night is scored by.
    pub system: ScoringSystem,
    pub games: Vec<ClubGame>,
}

/// Why the club-night file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum ClubNightError {
    #[error("cannot read the club night in {file}: {message}")]
    Read { file: String, message: String },
    #[error(
        "the club night in {file} is damaged and cannot be read ({message}); move it away to start a new one"
    )]
    Damaged { file: String, message: String },
    #[error("cannot save the club night in {file}: {message}")]
    Write { file: String, message: String },
}

/// A player's place in the running table.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    pub name: String,
    pub total: f64,
    pub games: usize,
}

impl ClubNight {
    pub fn new(players: Vec<String>, system: ScoringSystem) -> ClubNight {
        ClubNight {
            players,
            system,
            games: Vec::new(),
        }
    }

    /// The club-night file in a saves folder.
    pub fn path_in(dir: &Path) -> PathBuf {
        dir.join(FILE_NAME)
    }

    /// Adds a finished game's scores; a game already in the table is not added again.
    /// Returns whether it was added.
    pub fn add_game(&mut self, id: &str, label: &str, scores: Vec<(String, f64)>) -> bool {
        if self.games.iter().any(|g| g.id == id) {
            return false;
        }
        for (name, _) in &scores {
            if !self.players.contains(name) {
                self.players.push(name.clone());
            }
        }
        self.games.push(ClubGame {
            id: id.to_string(),
            label: label.to_string(),
            scores,
        });
        true
    }

    /// Every player's total so far, best first (ties in seating order).
    pub fn standings(&self) -> Vec<Standing> {
        let mut out: Vec<Standing> = self
            .players
            .iter()
            .map(|name| {
                let mine: Vec<f64> = self
                    .games
                    .iter()
                    .filter_map(|g| g.scores.iter().find(|(n, _)| n == name).map(|s| s.1))
                    .collect();
                Standing {
                    name: name.clone(),
                    total: mine.iter().sum(),
                    games: mine.len(),
                }
            })
            .collect();
        out.sort_by(|a, b| b.total.total_cmp(&a.total));
        out
    }

    /// The table as CSV: a row per player, a column per game, then the total.
    pub fn to_csv(&self) -> String {
        let quote = |s: &str| {
            if s.contains([',', '"', '\n']) {
                format!("\"{}\"", s.replace('"', "\"\""))
            } else {
                s.to_string()
            }
        };
        let mut out = String::from("Player");
        for (k, g) in self.games.iter().enumerate() {
            out.push_str(&format!(
                ",{}",
                quote(&format!("Game {}: {}", k + 1, g.label))
            ));
        }
        out.push_str(",Total\n");
        for st in self.standings() {
            out.push_str(&quote(&st.name));
            for g in &self.games {
                out.push(',');
                if let Some((_, s)) = g.scores.iter().find(|(n, _)| *n == st.name) {
                    out.push_str(&super::format_score(*s));
                }
            }
            out.push_str(&format!(",{}\n", super::format_score(st.total)));
        }
        out
    }

    /// Reads the club night; `Ok(None)` when there is none.
    pub fn load(path: &Path) -> Result<Option<ClubNight>, ClubNightError> {
        let text = match crate::platform::files::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => {
                return Err(ClubNightError::Read {
                    file: path.display().to_string(),
                    message: e.to_string(),
                });
            }
        };
        ron::from_str(&text)
            .map(Some)
            .map_err(|e| ClubNightError::Damaged {
                file: path.display().to_string(),
                message: e.to_string(),
            })
    }

    /// Saves atomically (the old file or the new one, never a mixture).
    pub fn save(&self, path: &Path) -> Result<(), ClubNightError> {
        let err = |message: String| ClubNightError::Write {
            file: path.display().to_string(),
            message,
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            crate::platform::files::create_dir_all(dir).map_err(|e| err(e.to_string()))?;
        }
        let text =
            ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default().new_line("\n"))
                .map_err(|e| err(e.to_string()))?;
        stage(path, &text)
            .and_then(|s| s.commit())
            .map_err(|e| err(e.to_string()))
    }

    /// Ends the night: the file is renamed aside (kept, with the time) so the next game
    /// starts no table.
    pub fn finish(path: &Path) -> Result<Option<PathBuf>, ClubNightError> {
        if !path.exists() {
            return Ok(None);
        }
        let stamp = crate::platform::unix_seconds();
        let done = path.with_file_name(format!("club-night-{stamp}.ron"));
        crate::platform::files::rename(path, &done).map_err(|e| ClubNightError::Write {
            file: path.display().to_string(),
            message: e.to_string(),
        })?;
        Ok(Some(done))
    }
}
