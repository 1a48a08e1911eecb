//! The browser's files: one localStorage entry per path (`diplomacy-hotseat:<path>`), its
//! text as the value. A folder is every entry whose path starts with it. localStorage
//! writes are whole and immediate, so "atomic" and "synced" need nothing more.

use std::io::{self, ErrorKind};
use std::path::{Path, PathBuf};

/// What every entry's key starts with, so other pages on the same host keep theirs.
const PREFIX: &str = "diplomacy-hotseat:";

fn storage() -> io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| io::Error::new(ErrorKind::Unsupported, "the browser keeps no storage"))
}

fn key(path: &Path) -> String {
    format!("{PREFIX}{}", path.display())
}

fn failed(e: wasm_bindgen::JsValue) -> io::Error {
    let why = e.as_string().unwrap_or_else(|| format!("{e:?}"));
    // Chrome and Firefox throw QuotaExceededError when the site's 5 MB are full.
    io::Error::new(ErrorKind::StorageFull, why)
}

/// A file's whole text.
pub fn read_to_string(path: &Path) -> io::Result<String> {
    match storage()?.get_item(&key(path)).map_err(failed)? {
        Some(text) => Ok(text),
        None => Err(io::Error::new(ErrorKind::NotFound, "no such file")),
    }
}

/// Writes a file (localStorage keeps text: the bytes must be UTF-8).
pub fn write_synced(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let text = std::str::from_utf8(bytes).map_err(|e| io::Error::new(ErrorKind::InvalidData, e))?;
    storage()?.set_item(&key(path), text).map_err(failed)
}

/// Renames a file over another.
pub fn rename_synced(from: &Path, to: &Path) -> io::Result<()> {
    rename(from, to)
}

/// Renames a file over another.
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    let text = read_to_string(from)?;
    write_synced(to, text.as_bytes())?;
    remove_file(from)
}

/// The paths directly inside a folder.
pub fn entries(dir: &Path) -> Vec<PathBuf> {
    let Ok(store) = storage() else {
        return Vec::new();
    };
    let inside = format!("{}/", key(dir).trim_end_matches('/'));
    let count = store.length().unwrap_or(0);
    (0..count)
        .filter_map(|i| store.key(i).ok().flatten())
        .filter_map(|k| {
            let name = k.strip_prefix(&inside)?;
            (!name.contains('/')).then(|| dir.join(name))
        })
        .collect()
}

/// Folders need no making.
pub fn create_dir_all(_dir: &Path) -> io::Result<()> {
    Ok(())
}

/// Removes a file.
pub fn remove_file(path: &Path) -> io::Result<()> {
    storage()?.remove_item(&key(path)).map_err(failed)
}

/// Writes a file at once.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_synced(path, bytes)
}
