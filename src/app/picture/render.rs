//! Render mode (`render SAVE …`): the board alone with a caption beside it, each picture
//! pinned to the board, captured from the window, and written as a PNG or an animated GIF;
//! then the program exits.

use super::frames::Frame;
use super::gif::{self, Still};
use crate::app::board::camera::{BoardFrame, BoardInset};
use crate::app::board::view::{BoardView, WriteView};
use crate::app::current::CurrentMap;
use crate::app::style;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::{Path, PathBuf};

/// The caption's width beside the board, in window pixels.
pub const CAPTION_WIDTH: f32 = 260.0;
/// The pictures' height in pixels; their width follows the board's shape.
const HEIGHT: f32 = 760.0;
/// Frames drawn at least before a picture is captured (the board, its names and the
/// caption laid out); then it waits for the board's image to settle.
const SETTLE: u32 = 3;
/// Frames to wait for a capture before giving up.
const PATIENCE: u32 = 600;

/// The window size for pictures of a board framed by `frame`: the board at [`HEIGHT`]
/// with the caption beside it.
pub fn window_size(frame: &BoardFrame) -> (u32, u32) {
    let aspect = (frame.size.x / frame.size.y.max(1.0)).clamp(0.5, 2.5);
    (
        (HEIGHT * aspect + CAPTION_WIDTH).round() as u32,
        HEIGHT as u32,
    )
}

/// The pictures still to draw and those captured.
#[derive(Resource)]
struct Render {
    frames: Vec<Frame>,
    out: PathBuf,
    at: usize,
    waited: u32,
    asked: bool,
    shots: Vec<Image>,
}

/// Draws `frames` one after another and writes them to `out` (`.gif`: the animation;
/// otherwise one PNG of the first).
pub fn plugin(frames: Vec<Frame>, out: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Render {
            frames: frames.clone(),
            out: out.clone(),
            at: 0,
            waited: 0,
            asked: false,
            shots: Vec::new(),
        })
        .add_systems(Update, (advance, pin_view.in_set(WriteView::Pin)))
        .add_systems(EguiPrimaryContextPass, caption);
    }
}

fn advance(
    mut commands: Commands,
    mut render: ResMut<Render>,
    mut exit: MessageWriter<AppExit>,
    cache: Option<Res<crate::app::board::cache::CacheStats>>,
) {
    if render.at == render.frames.len() {
        exit.write(match write(&render.out, &render.shots, &render.frames) {
            Ok(()) => AppExit::Success,
            Err(e) => {
                eprintln!("{}: {e}", render.out.display());
                AppExit::from_code(2)
            }
        });
        render.at += 1;
        return;
    }
    if render.at > render.frames.len() {
        return;
    }
    if render.shots.len() > render.at {
        (render.at, render.waited, render.asked) = (render.at + 1, 0, false);
        return;
    }
    if render.waited == 0 {
        let frame = &render.frames[render.at];
        commands.insert_resource(PinnedView {
            shown: frame.shown.clone(),
            arrows: frame.arrows.clone(),
            inset: BoardInset {
                left: CAPTION_WIDTH,
                right: 0.0,
            },
        });
    }
    render.waited += 1;
    let settled = render.waited >= SETTLE && !cache.is_some_and(|c| c.settling());
    if settled && !render.asked {
        render.asked = true;
        commands.spawn(Screenshot::primary_window()).observe(
            |shot: On<ScreenshotCaptured>, mut render: ResMut<Render>| {
                render.shots.push(shot.image.clone());
                // For the table's line while it draws.
                println!("picture {} of {}", render.shots.len(), render.frames.len());
            },
        );
    } else if render.waited > SETTLE + PATIENCE {
        eprintln!("no picture came from the window");
        exit.write(AppExit::from_code(3));
        render.at = usize::MAX;
    }
}

/// Writes the pictures beside `out` under a temporary name, then renames: a picture cut
/// short never replaces a whole one.
fn write(out: &Path, shots: &[Image], frames: &[Frame]) -> Result<(), String> {
    let name = out.file_name().ok_or("no file name")?.to_string_lossy();
    let part = out.with_file_name(format!(".part-{name}"));
    let is_gif = out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("gif"));
    let rgb = |image: &Image| image.clone().try_into_dynamic().map(|d| d.to_rgb8());
    if is_gif {
        let mut stills = Vec::new();
        let mut size = (0, 0);
        for (shot, frame) in shots.iter().zip(frames) {
            let pixels = rgb(shot).map_err(|e| e.to_string())?;
            size = (pixels.width() as u16, pixels.height() as u16);
            stills.push(Still {
                rgb: pixels.into_raw(),
                hold: frame.hold,
            });
        }
        std::fs::write(&part, gif::encode(size.0, size.1, &stills)).map_err(|e| e.to_string())?;
    } else {
        let first = shots.first().ok_or("no picture was drawn")?;
        let pixels = rgb(first).map_err(|e| e.to_string())?;
        pixels.save(&part).map_err(|e| e.to_string())?;
    }
    std::fs::rename(&part, out).map_err(|e| e.to_string())
}

/// The caption at the board's left: the phase, what the board shows of it, each power's
/// centres, and the map's credit.
fn caption(mut contexts: EguiContexts, render: Res<Render>, map: Res<CurrentMap>) -> Result {
    let Some(frame) = render.frames.get(render.at) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let map = &map.0;
    style::left_panel_with_footer(
        ctx,
        "picture caption",
        CAPTION_WIDTH,
        |ui| {
            ui.label(style::text("Diplomacy Hot-Seat").color(style::WEAK));
            ui.label(style::text(&frame.title).size(26.0).strong());
            ui.label(style::text(&frame.subtitle));
            ui.separator();
            ui.label(style::text("Supply centres").strong());
            for &(power, n) in &frame.centres {
                let colour = style::power_colour(map, power);
                ui.horizontal(|ui| {
                    ui.label(style::text(map.power_label(power)).color(colour));
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        ui.label(style::text(n.to_string()).color(colour));
                    });
                });
            }
        },
        |ui| {
            ui.label(
                egui::RichText::new("Map after Martin Asal, CC BY-SA 3.0")
                    .size(13.0)
                    .color(style::WEAK),
            );
        },
    );
    Ok(())
}

/// A board fixed by the picture export: its position, arrows and margins win over what
/// the table, learning mode or the sandbox would show. Absent until the first picture.
#[derive(Resource, Clone, PartialEq)]
pub struct PinnedView {
    pub shown: crate::app::board::draw::Shown,
    pub arrows: Vec<crate::app::board::arrows::Arrow>,
    pub inset: BoardInset,
}

/// Shows the pinned picture's board, over whatever the modes wrote.
fn pin_view(pinned: Option<Res<PinnedView>>, mut view: ResMut<BoardView>) {
    if let Some(pin) = pinned {
        *view.bypass_change_detection() = BoardView {
            arrows: pin.arrows.clone(),
            panels: pin.inset,
            ..BoardView::of(pin.shown.clone())
        };
    }
}
