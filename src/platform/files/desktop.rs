//! The desktop's files: std::fs, written through a temporary file and synced.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// A file's whole text.
pub fn read_to_string(path: &Path) -> io::Result<String> {
    fs::read_to_string(path)
}

/// Creates (or truncates) a file with these bytes and syncs it to disk.
pub fn write_synced(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut f = File::create(path)?;
    f.write_all(bytes)?;
    f.sync_all()
}

/// Renames a file over another, then syncs the folder so the rename lasts.
pub fn rename_synced(from: &Path, to: &Path) -> io::Result<()> {
    fs::rename(from, to)?;
    if let Some(dir) = to.parent()
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

/// Renames a file (no sync).
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    fs::rename(from, to)
}

/// The paths of a folder's entries (none when it cannot be read).
pub fn entries(dir: &Path) -> Vec<PathBuf> {
    fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .collect()
}

/// Makes a folder and its parents.
pub fn create_dir_all(dir: &Path) -> io::Result<()> {
    fs::create_dir_all(dir)
}

/// Removes a file.
pub fn remove_file(path: &Path) -> io::Result<()> {
    fs::remove_file(path)
}

/// Writes a file atomically: a temporary file with a fresh name in the same folder (made
/// if missing), then renamed over it.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_written_atomically_into_a_new_folder_is_read_back_and_listed() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("sub").join("a.ron");
        write_atomic(&path, b"(one)").expect("written");
        write_atomic(&path, b"(two)").expect("written over");
        assert_eq!(read_to_string(&path).expect("read"), "(two)");
        assert_eq!(entries(&dir.path().join("sub")), vec![path]);
    }

    #[test]
    fn a_synced_file_renamed_over_another_replaces_it() {
        let dir = tempfile::tempdir().expect("temp dir");
        let (old, new) = (dir.path().join("old"), dir.path().join("new"));
        write_synced(&old, b"kept").expect("written");
        write_synced(&new, b"replaced").expect("written");
        rename_synced(&old, &new).expect("renamed");
        assert_eq!(read_to_string(&new).expect("read"), "kept");
        assert!(read_to_string(&old).is_err());
        remove_file(&new).expect("removed");
        assert!(entries(dir.path()).is_empty());
    }
}
