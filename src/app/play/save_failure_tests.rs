//! Saving when the disk cannot: a full disk or a folder that cannot be written. The table
//! goes on with the game in memory, says that saving failed and where, tries again every
//! ten seconds, and the last good autosave stays whole.

use super::table::Stage;
use super::tests::{act, board, game, new_game, stage, table_app};
use super::{Act, Saves};
use crate::engine::game::save::Autosaves;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// A small filesystem of its own (64 KiB of memory), unmounted when dropped; `None`
/// where this user may not mount one.
struct SmallDisk(PathBuf);

impl SmallDisk {
    fn mount(at: &Path) -> Option<SmallDisk> {
        std::fs::create_dir_all(at).ok()?;
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=64k", "tmpfs"])
            .arg(at)
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        mounted.then(|| SmallDisk(at.to_path_buf()))
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

/// Fills the folder's disk to the last byte; the filler's path.
fn fill(dir: &Path) -> PathBuf {
    use std::io::Write;
    let path = dir.join("filler");
    let mut f = std::fs::File::create(&path).expect("the filler");
    let block = [0u8; 1024];
    while f.write_all(&block).is_ok() {}
    let _ = f.sync_all();
    path
}

fn error(app: &bevy::prelude::App) -> Option<String> {
    app.world().resource::<Saves>().error.clone()
}

fn use_folder(app: &mut bevy::prelude::App, dir: &Path) {
    app.world_mut().resource_mut::<Saves>().autosaves = Some(Autosaves {
        dir: dir.to_path_buf(),
        keep: 100,
    });
}

/// How a test makes saving fail: the folder saves now go to, and how to put it right.
type Trouble = (PathBuf, Box<dyn FnOnce()>);

/// The game plays on through a failing disk, is told, and is saved once the disk is put
/// right; `block` makes saving fail.
fn plays_on_through(dir: &Path, block: impl FnOnce(&Path) -> Trouble) {
    let mut app = table_app(dir, Duration::from_secs(1));
    use_folder(&mut app, dir);
    act(
        &mut app,
        Act::Start(Box::new(new_game(&board().map, &["Ann", "Bob"]))),
    );
    let good = Autosaves {
        dir: dir.to_path_buf(),
        keep: 100,
    };
    let (_, before, _) = good.latest().0.expect("an autosave before the trouble");
    let (folder, mend) = block(dir);
    use_folder(&mut app, &folder);
    act(&mut app, Act::EndDiplomacy);
    act(&mut app, Act::Ready(String::new()));
    act(&mut app, Act::Seal);
    let told = error(&app).expect("the table says that saving failed");
    assert!(told.starts_with("Autosave failed"), "{told}");
    assert!(
        told.contains(&dir.display().to_string()),
        "says where: {told}"
    );
    assert!(told.contains("kept in memory"), "{told}");
    assert_eq!(
        stage(&app),
        Stage::Curtain { player: 1 },
        "the table goes on"
    );
    let (_, kept, _) = good.latest().0.expect("the last good autosave is whole");
    assert_eq!(kept.position, before.position);
    // Still failing: still told, tried again.
    for _ in 0..11 {
        app.update();
    }
    assert!(error(&app).is_some());
    mend();
    for _ in 0..11 {
        app.update();
    }
    assert_eq!(error(&app), None, "saved once the disk was put right");
    let after = Autosaves {
        dir: folder,
        keep: 100,
    };
    let (_, saved, _) = after.latest().0.expect("an autosave after");
    assert!(
        !saved.sealed.is_empty(),
        "the seal made while saving failed is saved"
    );
    assert_eq!(saved.sealed, game(&app).sealed);
}

#[test]
fn a_full_disk_loses_nothing_and_the_game_is_saved_when_there_is_room_again() {
    let root = tempfile::tempdir().expect("temp dir");
    let at = root.path().join("disk");
    let Some(disk) = SmallDisk::mount(&at) else {
        // Without the right to mount (not root), the other test stands for this one.
        eprintln!("no small disk could be mounted here: a folder that cannot be made instead");
        return a_folder_that_cannot_be_made_loses_nothing();
    };
    plays_on_through(&disk.0, |dir| {
        let filler = fill(dir);
        let mend = move || std::fs::remove_file(filler).expect("room again");
        (dir.to_path_buf(), Box::new(mend))
    });
}

#[test]
fn a_folder_that_cannot_be_made_loses_nothing() {
    // Saves now go under a plain file: no user, root included, can make that folder,
    // until the file is taken away.
    let root = tempfile::tempdir().expect("temp dir");
    plays_on_through(root.path(), |dir| {
        let blocker = dir.join("blocked");
        std::fs::write(&blocker, "not a folder").expect("blocker");
        let folder = blocker.join("saves");
        let mend = move || std::fs::remove_file(blocker).expect("unblocked");
        (folder, Box::new(mend))
    });
}
