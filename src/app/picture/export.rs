//! Pictures asked for at the table (the history, the end screen): the game is saved to a
//! scratch folder and drawn by a second process of this program in render mode, so the
//! table goes on while it draws; the screens show where the picture went.

use super::frames::{Pick, phase_count};
use crate::app::current::CurrentGame;
use crate::engine::game::Game;
use bevy::prelude::*;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, Sender, channel};

/// Asks for a picture of the game now on the table.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SavePicture(pub Pick);

/// Where the last picture asked for stands, for the screens to say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PictureNote {
    /// Being drawn; how many of how many pictures are done, once the drawing says.
    Drawing(Pick, Option<(usize, usize)>),
    Saved(PathBuf),
    Failed(String),
}

impl PictureNote {
    /// The line a screen shows.
    pub fn line(&self) -> String {
        match self {
            PictureNote::Drawing(Pick::All, None) => "Drawing every phase of the game…".into(),
            PictureNote::Drawing(Pick::All, Some((done, of))) => {
                format!("Drawing every phase of the game… {done} of {of}")
            }
            PictureNote::Drawing(Pick::Phase(_), _) => "Drawing the picture…".into(),
            PictureNote::Saved(path) => match (path.file_name(), path.parent()) {
                (Some(name), Some(folder)) => {
                    format!("Saved {} in {}", name.to_string_lossy(), folder.display())
                }
                _ => format!("Saved {}", path.display()),
            },
            PictureNote::Failed(why) => format!("No picture: {why}"),
        }
    }
}

/// The pictures being drawn and the note about the last one.
#[derive(Resource)]
pub struct Pictures {
    pub note: Option<PictureNote>,
    done: Mutex<Receiver<PictureNote>>,
    tell: Sender<PictureNote>,
    /// Pictures still drawing.
    drawing: usize,
}

impl Default for Pictures {
    fn default() -> Self {
        let (tell, done) = channel();
        Pictures {
            note: None,
            done: Mutex::new(done),
            tell,
            drawing: 0,
        }
    }
}

impl Pictures {
    /// Whether a picture is being drawn now.
    pub fn busy(&self) -> bool {
        self.drawing > 0
    }
}

/// Starts a drawing for each [`SavePicture`] and takes in those finished.
pub fn plugin(app: &mut App) {
    app.add_message::<SavePicture>()
        .init_resource::<Pictures>()
        .add_systems(Update, (start, take_finished));
}

fn start(
    mut asked: MessageReader<SavePicture>,
    game: Res<CurrentGame>,
    map: Res<crate::app::current::CurrentMap>,
    mut pictures: ResMut<Pictures>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    for &SavePicture(pick) in asked.read() {
        let wake = proxy.as_ref().map(|p| (***p).clone());
        let tell = pictures.tell.clone();
        let note = match begin(&game.0, &map.0, pick, tell, wake) {
            Ok(()) => {
                pictures.drawing += 1;
                PictureNote::Drawing(pick, None)
            }
            Err(e) => PictureNote::Failed(e),
        };
        pictures.note = Some(note);
    }
}

fn take_finished(mut pictures: ResMut<Pictures>) {
    let finished: Vec<PictureNote> = match pictures.done.lock() {
        Ok(done) => done.try_iter().collect(),
        Err(_) => return,
    };
    for note in finished {
        if !matches!(note, PictureNote::Drawing(..)) {
            pictures.drawing = pictures.drawing.saturating_sub(1);
        }
        pictures.note = Some(note);
    }
}

/// Saves `game` to a scratch folder and starts this program's render mode on it, on a
/// thread that waits for it, tells how it went and wakes the window.
fn begin(
    game: &Game,
    map: &crate::engine::map::Map,
    pick: Pick,
    tell: Sender<PictureNote>,
    wake: Option<bevy::winit::EventLoopProxy<WinitUserEvent>>,
) -> Result<(), String> {
    let folder = pictures_dir().ok_or("no folder for pictures (this user has no home folder)")?;
    std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    let out = free_name(&folder, &file_stem(game, map, pick), extension(pick));
    let scratch = tempfile::tempdir().map_err(|e| e.to_string())?;
    let save = scratch.path().join("game.ron");
    crate::engine::game::save::save(&save, game).map_err(|e| e.to_string())?;
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut command = std::process::Command::new(exe);
    command.arg("render").arg(&save);
    match pick {
        Pick::All => command.arg("--all"),
        Pick::Phase(i) => command.arg("--phase").arg((i + 1).to_string()),
    };
    // Its log goes to a file (a pipe left unread could fill and stop it); its progress
    // lines come on its output.
    let log_path = scratch.path().join("drawing.log");
    let log = std::fs::File::create(&log_path).map_err(|e| e.to_string())?;
    let mut child = command
        .arg(&out)
        .stdout(std::process::Stdio::piped())
        .stderr(log)
        .spawn()
        .map_err(|e| format!("could not start the drawing: {e}"))?;
    let progress = child.stdout.take();
    std::thread::Builder::new()
        .name("picture".into())
        .spawn(move || {
            let _scratch = scratch;
            let say = |note: PictureNote| {
                let _ = tell.send(note);
                if let Some(wake) = &wake {
                    let _ = wake.send_event(WinitUserEvent::WakeUp);
                }
            };
            use std::io::BufRead;
            for line in progress
                .into_iter()
                .flat_map(|o| std::io::BufReader::new(o).lines())
            {
                if let Some(done) = line.ok().as_deref().and_then(read_progress) {
                    say(PictureNote::Drawing(pick, Some(done)));
                }
            }
            say(match child.wait() {
                Ok(status) if status.success() && out.exists() => PictureNote::Saved(out),
                Ok(_) => {
                    PictureNote::Failed(last_line(&std::fs::read(&log_path).unwrap_or_default()))
                }
                Err(e) => PictureNote::Failed(e.to_string()),
            });
        })
        .map_err(|e| e.to_string())?;
    Ok(())
}

/// A render-mode progress line, `picture 12 of 57`, as (12, 57).
fn read_progress(line: &str) -> Option<(usize, usize)> {
    let (done, of) = line.strip_prefix("picture ")?.split_once(" of ")?;
    Some((done.trim().parse().ok()?, of.trim().parse().ok()?))
}

fn last_line(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    (text.lines().rev())
        .find(|l| !l.trim().is_empty())
        .unwrap_or("the drawing stopped")
        .trim()
        .to_string()
}

fn extension(pick: Pick) -> &'static str {
    match pick {
        Pick::All => "gif",
        Pick::Phase(_) => "png",
    }
}

/// A file name that says what the picture shows: `diplomacy-spring-1901`, or
/// `diplomacy-1901-1910` for the whole game.
pub fn file_stem(game: &Game, map: &crate::engine::map::Map, pick: Pick) -> String {
    let phase = |i: usize| game.record.get(i).map_or(game.position.phase, |r| r.phase);
    let words = match pick {
        Pick::Phase(i) => map.phase_label(phase(i.min(phase_count(game) - 1))),
        Pick::All => format!("{} {}", phase(0).year, game.position.phase.year),
    };
    let slug: String = words
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("diplomacy-{slug}")
}

/// `folder/stem.ext`, or `stem-2.ext`, `stem-3.ext`… where that is taken.
pub fn free_name(folder: &Path, stem: &str, ext: &str) -> PathBuf {
    (1..)
        .map(|n| match n {
            1 => folder.join(format!("{stem}.{ext}")),
            n => folder.join(format!("{stem}-{n}.{ext}")),
        })
        .find(|p| !p.exists())
        .unwrap_or_else(|| folder.join(format!("{stem}.{ext}")))
}

/// Where pictures go (see [`crate::places::pictures_dir`]).
pub fn pictures_dir() -> Option<PathBuf> {
    crate::places::pictures_dir()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_are_named_for_what_they_show_and_never_overwrite_one_another() {
        let map = crate::engine::map::Map::named("standard").unwrap();
        let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
        let setup = crate::engine::game::Setup::standard(&map, &names, 0, "1971", 1).unwrap();
        let game = Game::new(&map, setup);
        assert_eq!(
            file_stem(&game, &map, Pick::Phase(0)),
            "diplomacy-spring-1901"
        );
        assert_eq!(file_stem(&game, &map, Pick::All), "diplomacy-1901-1901");
        let dir = tempfile::tempdir().unwrap();
        let first = free_name(dir.path(), "diplomacy-spring-1901", "png");
        std::fs::write(&first, b"x").unwrap();
        let second = free_name(dir.path(), "diplomacy-spring-1901", "png");
        assert_eq!(second, dir.path().join("diplomacy-spring-1901-2.png"));
    }

    #[test]
    fn the_drawing_says_how_far_it_has_got() {
        assert_eq!(read_progress("picture 12 of 57"), Some((12, 57)));
        assert_eq!(read_progress("picture twelve of 57"), None);
        let note = PictureNote::Drawing(Pick::All, Some((12, 57)));
        assert_eq!(note.line(), "Drawing every phase of the game… 12 of 57");
    }

    #[test]
    fn a_failed_drawing_says_its_last_words() {
        assert_eq!(
            last_line(b"warning: x\nout.png: Permission denied\n\n"),
            "out.png: Permission denied"
        );
        assert_eq!(last_line(b""), "the drawing stopped");
    }
}
