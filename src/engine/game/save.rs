//! Saves: RON with a format version, written atomically (temporary file, fsync, rename),
//! checked on load, and numbered autosaves so an older one can be offered.

use super::Game;
use crate::engine::map::Map;
use serde::{Deserialize, Serialize};
use std::fs::{self, File};
use std::io::Write;
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

/// A game as save-file text.
pub fn to_ron(game: &Game) -> String {
    let file = SaveFile {
        format: SAVE_FORMAT,
        game: game.clone(),
    };
    ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default())
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
    let game = save.game;
    let map = Map::named(&game.setup.variant).map_err(|e| invalid(e.to_string()))?;
    check_fits(&game, &map).map_err(invalid)?;
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

/// Checks that a game (loaded, or handed to the table) is consistent with its map.
pub fn check_fits(game: &Game, map: &Map) -> Result<(), String> {
    let powers = map.powers.len();
    if game.position.owners.len() != map.provinces.len() {
        return Err(format!(
            "centre owners list {} provinces, the map has {}",
            game.position.owners.len(),
            map.provinces.len()
        ));
    }
    if game.controller.len() != powers {
        return Err(format!(
            "{} powers are governed, the map has {powers}",
            game.controller.len()
        ));
    }
    let mut seen = vec![false; map.provinces.len()];
    for u in game
        .position
        .units
        .iter()
        .chain(game.position.dislodged.iter().map(|d| &d.unit))
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
    match (&game.stacked, map.stacking) {
        (Some(stacked), true) => {
            // Units stack (Multiplomacy): never two powers in a province, and the mirror
            // board must be the stacked board.
            if stacked.to_position() != game.position {
                return Err("the stacked board and the board shown disagree".into());
            }
            if let Some(p) = stacked.mixed_provinces().first() {
                return Err(format!(
                    "units of two powers stand in {}",
                    map.province(*p).name
                ));
            }
            return players_and_owners(game, map, powers);
        }
        (None, true) => {
            return Err("the save has no stacked board for a map where units stack".into());
        }
        (Some(_), false) => {
            return Err("the save has a stacked board for a map where units do not stack".into());
        }
        (None, false) => {}
    }
    for u in &game.position.units {
        let p = u.loc.province.index();
        if seen[p] {
            return Err(format!(
                "two units stand in {}",
                map.province(u.loc.province).name
            ));
        }
        seen[p] = true;
    }
    players_and_owners(game, map, powers)
}

/// Every player governs powers of the map, and every centre's owner is one.
fn players_and_owners(game: &Game, map: &Map, powers: usize) -> Result<(), String> {
    for (i, pl) in game.setup.players.iter().enumerate() {
        if pl.powers.iter().any(|p| p.0 as usize >= powers) {
            return Err(format!(
                "player {} ({}) governs a power the map lacks",
                i + 1,
                pl.name
            ));
        }
    }
    let provinces = map.provinces.len();
    if game
        .position
        .arrivals
        .iter()
        .any(|a| a.province.index() >= provinces || a.from.index() >= provinces)
    {
        return Err("a unit's arrival names a province the map lacks".into());
    }
    if game.owners_out_of_range(powers) {
        return Err("a supply centre is owned by a power the map lacks".into());
    }
    Ok(())
}

impl Game {
    fn owners_out_of_range(&self, powers: usize) -> bool {
        self.position
            .owners
            .iter()
            .any(|o| o.is_some_and(|p| p.0 as usize >= powers))
    }
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
    let mut f = File::create(&temp).map_err(|e| io_err(&temp, e))?;
    f.write_all(text.as_bytes()).map_err(|e| io_err(&temp, e))?;
    f.sync_all().map_err(|e| io_err(&temp, e))?;
    Ok(Staged {
        temp,
        target: target.to_path_buf(),
    })
}

impl Staged {
    /// Renames the temporary file over the target and syncs the directory: the target
    /// holds either the old save or the new one, never a mixture.
    pub fn commit(self) -> Result<(), SaveError> {
        fs::rename(&self.temp, &self.target).map_err(|e| io_err(&self.target, e))?;
        if let Some(dir) = self.target.parent()
            && let Ok(d) = File::open(if dir.as_os_str().is_empty() {
                Path::new(".")
            } else {
                dir
            })
        {
            let _ = d.sync_all();
        }
        Ok(())
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

/// Numbered autosaves in one folder, newest kept, older ones pruned.
pub struct Autosaves {
    pub dir: PathBuf,
    /// How many autosaves to keep.
    pub keep: usize,
}

impl Autosaves {
    /// The autosave files, newest first.
    pub fn list(&self) -> Vec<PathBuf> {
        let mut files: Vec<(u64, PathBuf)> = fs::read_dir(&self.dir)
            .into_iter()
            .flatten()
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                let n = name
                    .strip_prefix("autosave-")?
                    .strip_suffix(".ron")?
                    .parse()
                    .ok()?;
                Some((n, e.path()))
            })
            .collect();
        files.sort_by_key(|f| std::cmp::Reverse(f.0));
        files.into_iter().map(|(_, p)| p).collect()
    }

    /// Writes a new autosave and prunes the oldest.
    pub fn save(&self, game: &Game) -> Result<PathBuf, SaveError> {
        fs::create_dir_all(&self.dir).map_err(|e| io_err(&self.dir, e))?;
        let next = self
            .list()
            .first()
            .and_then(|p| {
                p.file_name()?
                    .to_string_lossy()
                    .strip_prefix("autosave-")?
                    .strip_suffix(".ron")?
                    .parse::<u64>()
                    .ok()
            })
            .map_or(1, |n| n + 1);
        let path = self.dir.join(format!("autosave-{next:06}.ron"));
        save(&path, game)?;
        for old in self.list().into_iter().skip(self.keep.max(1)) {
            let _ = fs::remove_file(old);
        }
        Ok(path)
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
