//! The sandbox's start points and its save: open at any phase of a saved game (a path
//! typed, or `--sandbox-save`), at any step of learning mode ("Try it yourself"), and
//! save the position as a game that `--load` opens and plays on.

use super::super::style::text;
use super::SandboxDesk;
use crate::app::learning::Learning;
use crate::engine::game::{Game, save};
use crate::engine::sandbox::{Sandbox, game_phases};
use crate::t;
use bevy::prelude::*;
use bevy_egui::egui;
use std::path::Path;

/// The paths typed in the panel, and a saved game whose phases are offered.
#[derive(Debug, Clone, Default)]
pub struct Files {
    pub load_path: String,
    pub save_path: String,
    /// A saved game read, with the headings of the phases it can be opened at.
    pub loaded: Option<(Game, Vec<String>)>,
}

impl SandboxDesk {
    /// A desk at phase `phase` of the game saved at `path` (the phase it stands in now when
    /// `None`), with that phase's orders as the slips.
    pub fn from_save_file(path: &Path, phase: Option<usize>) -> Result<SandboxDesk, String> {
        let (game, _) = save::load(path).map_err(|e| e.to_string())?;
        let phase = phase.unwrap_or(game.record.len());
        Ok(SandboxDesk::on_orders(Sandbox::from_game_phase(
            &game, phase,
        )?))
    }

    /// A desk showing the slip of the first power with orders written.
    pub fn on_orders(sandbox: Sandbox) -> SandboxDesk {
        let first = sandbox.orders().first().map(|o| o.power);
        let mut desk = SandboxDesk::new(sandbox);
        desk.power = first.unwrap_or(desk.power);
        desk
    }

    /// Saves the position shown as a game (one player per power) that `--load` plays on.
    pub fn save_as_game(&self, path: &Path) -> Result<(), String> {
        save::save(path, &self.sandbox.saved_game()).map_err(|e| e.to_string())
    }
}

/// Open a saved game at one of its phases; save the position as a game.
pub(super) fn files_panel(ui: &mut egui::Ui, desk: &mut SandboxDesk) {
    egui::CollapsingHeader::new(text(t!("learning-sandbox-saved-games"))).show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            let path = ui.add(
                egui::TextEdit::singleline(&mut desk.files.load_path)
                    .hint_text(t!("learning-sandbox-save-path"))
                    .desired_width(300.0),
            );
            super::super::spoken::name(&path, &t!("access-game-to-open"));
            if ui.button(t!("learning-sandbox-read")).clicked() {
                match save::load(Path::new(desk.files.load_path.trim())) {
                    Ok((game, map)) => {
                        let phases = game_phases(&map, &game);
                        desk.files.loaded = Some((game, phases));
                    }
                    Err(e) => desk.messages = vec![e.to_string()],
                }
            }
        });
        let mut opened = None;
        if let Some((game, phases)) = &desk.files.loaded {
            ui.label(text(t!("learning-sandbox-open-at")).small());
            ui.horizontal_wrapped(|ui| {
                for (i, heading) in phases.iter().enumerate() {
                    if ui.button(heading).clicked() {
                        opened = Some(Sandbox::from_game_phase(game, i));
                    }
                }
            });
        }
        match opened {
            Some(Ok(s)) => {
                let files = std::mem::take(&mut desk.files);
                *desk = SandboxDesk::on_orders(s);
                desk.files = files;
                desk.messages = vec![t!("learning-sandbox-opened-at")];
            }
            Some(Err(e)) => desk.messages = vec![e],
            None => {}
        }
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            let path = ui.add(
                egui::TextEdit::singleline(&mut desk.files.save_path)
                    .hint_text("sandbox.ron")
                    .desired_width(300.0),
            );
            super::super::spoken::name(&path, &t!("access-save-to"));
            if ui.button(t!("learning-sandbox-save-as-game")).clicked() {
                let path = desk.files.save_path.trim().to_string();
                desk.messages = vec![match desk.save_as_game(Path::new(&path)) {
                    Ok(()) => t!("learning-sandbox-saved", path = path),
                    Err(e) => e,
                }];
            }
        });
    });
}

/// Learning mode's "Try it yourself": the sandbox desk at the step's position with its
/// orders, or `None` (the reason kept as the lesson's error).
pub fn desk_for_step(learning: &mut Learning) -> Option<SandboxDesk> {
    let record = learning.current().record?;
    match Sandbox::from_game_phase(&learning.game, record) {
        Ok(s) => Some(SandboxDesk::on_orders(s)),
        Err(e) => {
            learning.error = Some(e);
            None
        }
    }
}
