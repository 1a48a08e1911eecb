//! Saves: RON with a format version, written atomically (temporary file, fsync, rename),
//! checked on load, and numbered autosaves so an older one can be offered.

use super::{Game, Outcome};
use crate::engine::adjudicate::Rulebook;
use crate::engine::position::Position;

mod ids;
pub(super) mod legacy;
#[cfg(test)]
mod legacy_tests;
mod record_fits;
#[cfg(test)]
mod text_lines_tests;
use crate::engine::map::Map;
use crate::platform::files as fs;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The save format this build writes and reads.
pub const SAVE_FORMAT: u32 = 1;

#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: u32,
    game: Game,
}

/// Why a save could not be written or read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    #[error("{file}: {message}")]
    Io { file: String, message: String },
    #[error("{file}:{line}:{col}: the save is damaged: {message}")]
    Syntax {
        file: String,
        line: usize,
        col: usize,
        message: String,
    },
    #[error(
        "{file}: save format {found} is not supported (this version reads format {SAVE_FORMAT})"
    )]
    Version { file: String, found: u32 },
    #[error("{file}: the save does not fit its map: {message}")]
    Invalid { file: String, message: String },
}

/// A game as save-file text, with `\n` line endings on every system (RON's default is
/// `\r\n` on Windows): a save written on Windows is byte for byte the one Linux writes.
pub fn to_ron(game: &Game) -> String {
    let file = SaveFile {
        format: SAVE_FORMAT,
        game: game.clone(),
    };
    ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default().new_line("\n"))
        .expect("a game always serialises")
}

/// Reads save-file text; `file` names it in messages. Returns the game and its map.
pub fn from_ron(text: &str, file: &str) -> Result<(Game, Map), SaveError> {
    // Look at the version first, so an old or future save says so rather than failing on a field.
    if let Some(found) = format_version(text)
        && found != SAVE_FORMAT
    {
        return Err(SaveError::Version {
            file: file.to_string(),
            found,
        });
    }
    let save: SaveFile = ron::from_str(text).map_err(|e| SaveError::Syntax {
        file: file.to_string(),
        line: e.span.start.line,
        col: e.span.start.col,
        message: e.code.to_string(),
    })?;
    let invalid = |message: String| SaveError::Invalid {
        file: file.to_string(),
        message,
    };
    let mut game = save.game;
    legacy::restore_attackers(text, &mut game);
    let map = Map::named(&game.setup.variant).map_err(|e| invalid(e.to_string()))?;
    check_fits(&game, &map).map_err(invalid)?;
    legacy::read_text_lines(&map, &mut game);
    legacy::restore_stacked_retreats(&map, &mut game);
    Ok((game, map))
}

/// The `format: N` near the top of a save, if it can be seen.
fn format_version(text: &str) -> Option<u32> {
    let at = text.find("format:")?;
    let digits: String = text[at + 7..]
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse().ok()
}

/// Checks that a game (loaded, or handed to the table) is consistent with its map: the
/// position, the players, and every phase of the record (its board and its results), down
/// to every province and power any of it names.
pub fn check_fits(game: &Game, map: &Map) -> Result<(), String> {
    let powers = map.powers.len();
    if game.controller.len() != powers {
        return Err(format!(
            "{} powers are governed, the map has {powers}",
            game.controller.len()
        ));
    }
    position_fits(&game.position, map)?;
    players_fit(game, powers)?;
    let players = game.setup.players.len();
    for (i, record) in game.record.iter().enumerate() {
        let phase = |e: String| {
            format!(
                "phase {} of the record ({}): {e}",
                i + 1,
                map.phase_name(record.phase)
            )
        };
        position_fits(&record.position, map).map_err(phase)?;
        record_fits::record_fits(record, powers, players).map_err(phase)?;
        if let Some(e) = ids::first_out_of_range(record, map.provinces.len(), powers) {
            return Err(phase(e));
        }
    }
    match ids::first_out_of_range(game, map.provinces.len(), powers) {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Checks a position (the game's, or one of its record's) against the map.
pub fn position_fits(position: &Position, map: &Map) -> Result<(), String> {
    let powers = map.powers.len();
    if position.owners.len() != map.provinces.len() {
        return Err(format!(
            "centre owners list {} provinces, the map has {}",
            position.owners.len(),
            map.provinces.len()
        ));
    }
    let mut seen = vec![false; map.provinces.len()];
    for u in position
        .units
        .iter()
        .chain(position.dislodged.iter().map(|d| &d.unit))
    {
        if u.power.0 as usize >= powers || u.loc.province.index() >= map.provinces.len() {
            return Err("a unit belongs to no power or stands nowhere on the map".into());
        }
        if !map.valid_location(u.kind, u.loc) {
            return Err(format!(
                "{} {} cannot stand in {}",
                map.power(u.power).adjective,
                u.kind.name(),
                map.province(u.loc.province).name
            ));
        }
    }
    if Rulebook::of(map).units_stack() {
        // Units stack (Multiplomacy): one power's units share a province, never two powers'.
        if let Some(p) = position.mixed_provinces().first() {
            return Err(format!(
                "units of two powers stand in {}",
                map.province(*p).name
            ));
        }
    } else {
        for u in &position.units {
            let p = u.loc.province.index();
            if seen[p] {
                return Err(format!(
                    "two units stand in {}",
                    map.province(u.loc.province).name
                ));
            }
            seen[p] = true;
        }
    }
    let provinces = map.provinces.len();
    if position
        .arrivals
        .iter()
        .any(|a| a.province.index() >= provinces || a.from.index() >= provinces)
    {
        return Err("a unit's arrival names a province the map lacks".into());
    }
    if owners_out_of_range(position, powers) {
        return Err("a supply centre is owned by a power the map lacks".into());
    }
    Ok(())
}

/// Every player governs powers of the map, and every player the game names is one of its
/// players.
fn players_fit(game: &Game, powers: usize) -> Result<(), String> {
    for (i, pl) in game.setup.players.iter().enumerate() {
        if pl.powers.iter().any(|p| p.0 as usize >= powers) {
            return Err(format!(
                "player {} ({}) governs a power the map lacks",
                i + 1,
                pl.name
            ));
        }
    }
    let players = game.setup.players.len();
    let named = game.controller.iter().flatten().copied();
    let named: Vec<usize> = match &game.outcome {
        Some(Outcome::Concession { player }) | Some(Outcome::SideVictory { player }) => {
            named.chain([*player]).collect()
        }
        Some(Outcome::Draw { players }) => named.chain(players.iter().copied()).collect(),
        _ => named.collect(),
    };
    let ballot = game
        .draw_ballot
        .iter()
        .flat_map(|b| b.votes.iter().map(|v| v.0));
    let toss = game.coin_toss.iter().map(|t| t.winner);
    if named
        .into_iter()
        .chain(ballot)
        .chain(toss)
        .any(|p| p >= players)
    {
        return Err(format!(
            "the game names a player it lacks (it has {players})"
        ));
    }
    Ok(())
}

fn owners_out_of_range(position: &Position, powers: usize) -> bool {
    position
        .owners
        .iter()
        .any(|o| o.is_some_and(|p| p.0 as usize >= powers))
}

/// A save written to its temporary file but not yet in place.
pub struct Staged {
    temp: PathBuf,
    target: PathBuf,
}

fn io_err(path: &Path, e: std::io::Error) -> SaveError {
    SaveError::Io {
        file: path.display().to_string(),
        message: e.to_string(),
    }
}

/// Writes `text` beside `target` in a temporary file and syncs it to disk.
pub fn stage(target: &Path, text: &str) -> Result<Staged, SaveError> {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "save".into());
    let temp = target.with_file_name(format!(".{name}.tmp"));
    fs::write_synced(&temp, text.as_bytes()).map_err(|e| io_err(&temp, e))?;
    Ok(Staged {
        temp,
        target: target.to_path_buf(),
    })
}

impl Staged {
    /// Renames the temporary file over the target and syncs the directory: the target
    /// holds either the old save or the new one, never a mixture.
    pub fn commit(self) -> Result<(), SaveError> {
        fs::rename_synced(&self.temp, &self.target).map_err(|e| io_err(&self.target, e))
    }
}

/// Saves a game atomically.
pub fn save(path: &Path, game: &Game) -> Result<(), SaveError> {
    stage(path, &to_ron(game))?.commit()
}

/// Loads a save; the file is never modified.
pub fn load(path: &Path) -> Result<(Game, Map), SaveError> {
    let text = fs::read_to_string(path).map_err(|e| io_err(path, e))?;
    from_ron(&text, &path.display().to_string())
}

/// Numbered autosaves in one folder. Each file names its game and whether it was written
/// at a phase boundary (`autosave-000042-<game>-phase.ron`); per game the newest
/// `keep` files and every phase boundary are kept, the rest pruned.
pub struct Autosaves {
    pub dir: PathBuf,
    /// How many of each game's newest autosaves to keep besides its phase boundaries.
    pub keep: usize,
}

/// One autosave file, read from its name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AutosaveFile {
    pub path: PathBuf,
    pub number: u64,
    /// The game it belongs to (`None` for files written before games were named).
    pub game: Option<String>,
    /// Written at the start of a phase (kept as the game's history).
    pub boundary: bool,
}

impl AutosaveFile {
    fn parse(path: PathBuf) -> Option<AutosaveFile> {
        let name = path.file_name()?.to_str()?;
        let stem = name.strip_prefix("autosave-")?.strip_suffix(".ron")?;
        let mut parts = stem.split('-');
        let number = parts.next()?.parse().ok()?;
        let game = parts.next().map(str::to_string);
        let boundary = match parts.next() {
            None => false,
            Some("phase") => true,
            Some(_) => return None,
        };
        Some(AutosaveFile {
            path,
            number,
            game,
            boundary,
        })
    }
}

/// A name for a game that stays the same in all its saves: a hash of its seed, map and
/// players (FNV-1a, so it does not change between builds).
pub fn game_key(game: &Game) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for b in bytes {
            h ^= *b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    eat(&game.setup.seed.to_le_bytes());
    eat(game.setup.variant.as_bytes());
    for p in &game.setup.players {
        eat(p.name.as_bytes());
        eat(&[0]);
    }
    format!("{h:016x}")
}

impl Autosaves {
    /// The autosave files, newest first.
    pub fn files(&self) -> Vec<AutosaveFile> {
        let mut files: Vec<AutosaveFile> = fs::entries(&self.dir)
            .into_iter()
            .filter_map(AutosaveFile::parse)
            .collect();
        files.sort_by_key(|f| std::cmp::Reverse(f.number));
        files
    }

    /// The autosave files' paths, newest first.
    pub fn list(&self) -> Vec<PathBuf> {
        self.files().into_iter().map(|f| f.path).collect()
    }

    /// The newest autosave of each game, newest game first.
    pub fn games(&self) -> Vec<AutosaveFile> {
        let mut seen: Vec<Option<String>> = Vec::new();
        self.files()
            .into_iter()
            .filter(|f| {
                // Files from before games were named each count as their own game.
                if f.game.is_some() && seen.contains(&f.game) {
                    return false;
                }
                seen.push(f.game.clone());
                true
            })
            .collect()
    }

    /// Writes a new autosave (`boundary`: at the start of a phase) and prunes the game's
    /// older in-phase autosaves.
    pub fn save(&self, game: &Game, boundary: bool) -> Result<PathBuf, SaveError> {
        fs::create_dir_all(&self.dir).map_err(|e| io_err(&self.dir, e))?;
        let next = self.files().first().map_or(1, |f| f.number + 1);
        let key = game_key(game);
        let tag = if boundary { "-phase" } else { "" };
        let path = self.dir.join(format!("autosave-{next:06}-{key}{tag}.ron"));
        save(&path, game)?;
        self.prune(&key);
        Ok(path)
    }

    /// Keeps a game's newest `keep` autosaves and its phase boundaries; removes the rest.
    /// Files from before games were named are kept up to `keep` in all.
    fn prune(&self, key: &str) {
        let files = self.files();
        let mine = files
            .iter()
            .filter(|f| f.game.as_deref() == Some(key))
            .skip(self.keep.max(1))
            .filter(|f| !f.boundary);
        let unnamed = files
            .iter()
            .filter(|f| f.game.is_none())
            .skip(self.keep.max(1));
        for old in mine.chain(unnamed) {
            let _ = fs::remove_file(&old.path);
        }
    }

    /// The newest autosave that loads, with the errors of any newer ones that did not.
    pub fn latest(&self) -> (Option<(PathBuf, Game, Map)>, Vec<SaveError>) {
        let mut errors = Vec::new();
        for path in self.list() {
            match load(&path) {
                Ok((g, m)) => return (Some((path, g, m)), errors),
                Err(e) => errors.push(e),
            }
        }
        (None, errors)
    }
}
