//! The settings file: a RON file in the user's config folder, read at start (a damaged
//! one gives the defaults and a message, never a crash) and written atomically.
//!
//! Pure reading and writing, without the window (the `app` feature's settings plugin uses
//! it as `app::settings::file`), so that the parser can be tested and fuzzed headless.

use crate::engine::bot::Level;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One seat's choice on the new-game screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum SeatChoice {
    #[default]
    Person,
    /// A computer of this level writes the seat's orders.
    Computer(Level),
    /// Nobody plays the seat's powers: they stand (III.2).
    Unplayed,
}

/// Everything the game remembers between runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedSettings {
    /// Text and panel size (egui zoom), 0.75 to 2.5.
    pub ui_scale: f32,
    /// Stripes for each power (colour-blind help).
    pub colour_blind: bool,
    /// Speed of the resolution animation.
    pub animation_speed: f32,
    /// Less motion: no resolution animation, a steady alarm frame (a file written before
    /// the setting existed reads as off).
    pub less_motion: bool,
    /// Master volume, 0 to 1.
    pub volume: f32,
    pub muted: bool,
    /// The timing of the last new game, in minutes (first diplomacy, later, writing).
    pub clock_minutes: Option<[u32; 3]>,
    /// The last new game's writing time in seconds, where it was not whole minutes.
    pub writing_secs: Option<u32>,
    /// The player names typed for the last new game.
    pub player_names: Vec<String>,
    /// Who sat at each seat of the last new game: a person, a computer, nobody.
    pub seats: Vec<SeatChoice>,
    /// Each computer seat's character chosen on the form (`None`: drawn at random).
    pub characters: Vec<Option<crate::engine::bot::Character>>,
    /// Whether the last new game let sealed orders be changed in the writing phase.
    pub amend_after_seal: bool,
    /// The window as it was left (not full screen).
    pub window: Option<WindowPlace>,
    /// The language chosen in Settings, by its code ("de"); none: the system's. A code the
    /// game does not know reads as none.
    pub language: Option<String>,
}

/// A window's size in logical pixels and where it stood on the screen, if known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WindowPlace {
    pub width: u32,
    pub height: u32,
    pub at: Option<(i32, i32)>,
    /// The window was maximised (the size and place are those it comes back to).
    #[serde(default)]
    pub maximised: bool,
}

impl Default for SavedSettings {
    fn default() -> Self {
        SavedSettings {
            ui_scale: 1.0,
            colour_blind: false,
            animation_speed: 1.0,
            less_motion: false,
            volume: 0.8,
            muted: false,
            clock_minutes: None,
            writing_secs: None,
            player_names: Vec::new(),
            seats: Vec::new(),
            characters: Vec::new(),
            amend_after_seal: false,
            window: None,
            language: None,
        }
    }
}

impl SavedSettings {
    /// The same settings with every number inside its range (a hand-edited file may not be).
    pub fn in_range(mut self) -> SavedSettings {
        let d = SavedSettings::default();
        let fit = |v: f32, lo: f32, hi: f32, default: f32| {
            if v.is_finite() {
                v.clamp(lo, hi)
            } else {
                default
            }
        };
        self.ui_scale = fit(self.ui_scale, 0.75, 2.5, d.ui_scale);
        self.animation_speed = fit(self.animation_speed, 0.25, 4.0, d.animation_speed);
        self.volume = fit(self.volume, 0.0, 1.0, d.volume);
        self.window = self.window.map(|w| WindowPlace {
            width: w.width.clamp(400, 16384),
            height: w.height.clamp(300, 16384),
            at: w
                .at
                .map(|(x, y)| (x.clamp(-65536, 65536), y.clamp(-65536, 65536))),
            maximised: w.maximised,
        });
        self.player_names.truncate(8);
        self.seats.truncate(8);
        self.characters.truncate(8);
        self
    }
}

/// Where the settings live: `$DIPLOMACY_HOTSEAT_CONFIG` (a file), else the system's
/// configuration folder (see [`crate::places::settings_file`]).
pub fn default_path() -> Option<PathBuf> {
    crate::places::settings_file()
}

/// Reads the settings: the defaults when there is no file yet; the defaults and a message
/// when the file cannot be read. A damaged file is kept beside it as `….damaged`.
pub fn load(path: &Path) -> (SavedSettings, Option<String>) {
    let text = match crate::platform::files::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return (SavedSettings::default(), None);
        }
        Err(e) => {
            return (
                SavedSettings::default(),
                Some(format!(
                    "The settings file {} could not be read ({e}); using the defaults.",
                    path.display()
                )),
            );
        }
    };
    match from_text(&text) {
        Ok(s) => (s, None),
        Err(e) => {
            let mut kept = path.as_os_str().to_owned();
            kept.push(".damaged");
            let kept = PathBuf::from(kept);
            let note = match crate::platform::files::rename(path, &kept) {
                Ok(()) => format!(" (the damaged file is kept as {})", kept.display()),
                Err(_) => String::new(),
            };
            (
                SavedSettings::default(),
                Some(format!(
                    "The settings file {} is damaged ({e}); using the defaults{note}.",
                    path.display()
                )),
            )
        }
    }
}

/// Reads settings text (the file's contents), every number brought into its range; the
/// error says what is wrong and where.
pub fn from_text(text: &str) -> Result<SavedSettings, String> {
    ron::from_str::<SavedSettings>(text)
        .map(SavedSettings::in_range)
        .map_err(|e| e.to_string())
}

/// The settings as the file's text.
pub fn to_text(settings: &SavedSettings) -> Result<String, String> {
    ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::default().new_line("\n"))
        .map_err(|e| e.to_string())
}

/// Writes the settings atomically: a temporary file in the same folder, then renamed.
pub fn save(path: &Path, settings: &SavedSettings) -> Result<(), String> {
    let text = to_text(settings)?;
    crate::platform::files::write_atomic(path, text.as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_written_are_read_back() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("sub").join("settings.ron");
        let settings = SavedSettings {
            ui_scale: 1.5,
            colour_blind: true,
            animation_speed: 2.0,
            volume: 0.3,
            muted: true,
            clock_minutes: Some([20, 10, 4]),
            writing_secs: None,
            player_names: vec!["Anna".into(), "Ben".into()],
            ..SavedSettings::default()
        };
        save(&path, &settings).expect("saved");
        assert_eq!(load(&path), (settings, None));
    }

    #[test]
    fn a_damaged_settings_file_gives_the_defaults_and_a_message() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.ron");
        std::fs::write(&path, "(ui_scale: 1.5, volume: \"loud").expect("written");
        let (settings, message) = load(&path);
        assert_eq!(settings, SavedSettings::default());
        let message = message.expect("a message");
        assert!(message.contains("damaged"), "{message}");
        assert!(message.contains("settings.ron"), "{message}");
        // The damaged file is kept aside, so the next start is clean and says nothing.
        assert!(dir.path().join("settings.ron.damaged").exists());
        assert_eq!(load(&path), (SavedSettings::default(), None));
    }

    #[test]
    fn no_file_yet_gives_the_defaults_quietly_and_wild_numbers_are_brought_into_range() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.ron");
        assert_eq!(load(&path), (SavedSettings::default(), None));
        std::fs::write(&path, "(ui_scale: 40.0, volume: -3.0)").expect("written");
        let (s, message) = load(&path);
        assert_eq!((s.ui_scale, s.volume, message), (2.5, 0.0, None));
    }

    #[test]
    fn settings_text_reads_back_or_says_where_it_is_wrong() {
        let settings = SavedSettings {
            player_names: vec!["Ida \"I\" é".into()],
            seats: vec![SeatChoice::Unplayed, SeatChoice::Computer(Level::Expert)],
            ..SavedSettings::default()
        };
        let text = to_text(&settings).expect("text");
        assert_eq!(from_text(&text), Ok(settings));
        let wrong = from_text("(volume: 0.5,\n seats: [Sofa])").expect_err("an unknown seat");
        assert!(wrong.starts_with("2:"), "{wrong}");
    }

    #[test]
    fn less_motion_is_kept_and_a_file_from_before_it_existed_reads_it_as_off() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.ron");
        let settings = SavedSettings {
            less_motion: true,
            ..SavedSettings::default()
        };
        save(&path, &settings).expect("saved");
        assert!(load(&path).0.less_motion, "kept across a save and a load");
        // A file written by an earlier version, every other setting in it.
        let old = "(ui_scale: 1.25, colour_blind: true, animation_speed: 2.0, volume: 0.5, \
                   muted: false, clock_minutes: None, writing_secs: None, player_names: [], \
                   seats: [], characters: [], amend_after_seal: false, window: None, \
                   language: Some(\"de\"))";
        let read = from_text(old).expect("an old file still reads");
        assert!(!read.less_motion);
        assert_eq!((read.ui_scale, read.animation_speed), (1.25, 2.0));
    }
}
