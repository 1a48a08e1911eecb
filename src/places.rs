//! Where the program keeps its files on each system, found through the `directories`
//! crate: on Linux the XDG folders (as before, so existing saves are found), on Windows
//! `%APPDATA%` and the user's Pictures folder, on macOS `~/Library/Application Support`.
//! Each can be overridden by an environment variable (`DIPLOMACY_HOTSEAT_SAVES`,
//! `…_CONFIG`, `…_PICTURES`), as the tests and a club's shared folders do.

use std::path::PathBuf;

/// The program's folder name under each system's data and configuration folders.
const APPLICATION: &str = "diplomacy-hotseat";

/// The pictures' folder name under the user's Pictures.
const PICTURES: &str = "Diplomacy Hot-Seat";

/// In the browser the saves and settings are localStorage entries under these names (see
/// `platform::files`).
const WEB_SAVES: &str = "saves";
const WEB_SETTINGS: &str = "settings.ron";

fn project() -> Option<directories::ProjectDirs> {
    directories::ProjectDirs::from("", "", APPLICATION)
}

fn overridden(var: &str) -> Option<PathBuf> {
    std::env::var_os(var)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}

/// The folder for autosaves (and crash reports): `$DIPLOMACY_HOTSEAT_SAVES`, else
/// Linux `$XDG_DATA_HOME/diplomacy-hotseat/saves` (`~/.local/share/…`), Windows
/// `%APPDATA%\diplomacy-hotseat\data\saves`, macOS
/// `~/Library/Application Support/diplomacy-hotseat/saves`.
pub fn save_dir() -> Option<PathBuf> {
    if cfg!(target_arch = "wasm32") {
        return Some(PathBuf::from(WEB_SAVES));
    }
    overridden("DIPLOMACY_HOTSEAT_SAVES").or_else(|| Some(project()?.data_dir().join("saves")))
}

/// The settings file: `$DIPLOMACY_HOTSEAT_CONFIG`, else `settings.ron` in Linux
/// `$XDG_CONFIG_HOME/diplomacy-hotseat` (`~/.config/…`), Windows
/// `%APPDATA%\diplomacy-hotseat\config`, macOS
/// `~/Library/Application Support/diplomacy-hotseat`.
pub fn settings_file() -> Option<PathBuf> {
    if cfg!(target_arch = "wasm32") {
        return Some(PathBuf::from(WEB_SETTINGS));
    }
    overridden("DIPLOMACY_HOTSEAT_CONFIG")
        .or_else(|| Some(project()?.config_dir().join("settings.ron")))
}

/// Where pictures go: `$DIPLOMACY_HOTSEAT_PICTURES`, else `Diplomacy Hot-Seat` in the
/// user's Pictures folder where it exists (the system's own: Windows' known folder, the
/// XDG user folder on Linux, else `~/Pictures`), else a `pictures` folder beside the saves.
pub fn pictures_dir() -> Option<PathBuf> {
    if let Some(d) = overridden("DIPLOMACY_HOTSEAT_PICTURES") {
        return Some(d);
    }
    let user = directories::UserDirs::new();
    let known = user
        .as_ref()
        .and_then(|u| u.picture_dir().map(PathBuf::from));
    let home = user.as_ref().map(|u| u.home_dir().join("Pictures"));
    if let Some(pictures) = known.into_iter().chain(home).find(|p| p.is_dir()) {
        return Some(pictures.join(PICTURES));
    }
    save_dir().and_then(|s| s.parent().map(|p| p.join("pictures")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_folders_are_named_for_the_program_on_every_system() {
        // Which folder the system gives is its own business; the program's name is ours.
        // (Asked without the environment's overrides, which a developer's shell may set.)
        let dirs = project().expect("the folders of a user with a home");
        let named = |p: &std::path::Path| p.iter().any(|part| part == APPLICATION);
        assert!(named(dirs.data_dir()), "{}", dirs.data_dir().display());
        assert!(named(dirs.config_dir()), "{}", dirs.config_dir().display());
        if std::env::var_os("DIPLOMACY_HOTSEAT_SAVES").is_none() {
            assert_eq!(save_dir(), Some(dirs.data_dir().join("saves")));
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn linux_keeps_the_xdg_folders_existing_players_have_their_saves_in() {
        // Read without changing the environment (tests run side by side): the answer is
        // the one the program gave before it used the crate.
        let home = std::env::var_os("HOME").map(PathBuf::from);
        let xdg = |var: &str, fallback: &str| {
            std::env::var_os(var)
                .map(PathBuf::from)
                .filter(|p| p.is_absolute())
                .or_else(|| home.as_ref().map(|h| h.join(fallback)))
        };
        if std::env::var_os("DIPLOMACY_HOTSEAT_SAVES").is_none() {
            let data = xdg("XDG_DATA_HOME", ".local/share").unwrap();
            assert_eq!(save_dir(), Some(data.join("diplomacy-hotseat/saves")));
        }
        if std::env::var_os("DIPLOMACY_HOTSEAT_CONFIG").is_none() {
            let config = xdg("XDG_CONFIG_HOME", ".config").unwrap();
            assert_eq!(
                settings_file(),
                Some(config.join("diplomacy-hotseat/settings.ron"))
            );
        }
    }
}
