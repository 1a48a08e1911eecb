//! The picture buttons of the diplomacy panel's history and of the end screen: a picture
//! of a phase, the whole game as an animation, and the one line about the last picture.

use super::style::{self, text};
use crate::app::picture::Pick;
use crate::app::picture::export::Pictures;
use bevy_egui::egui;

/// The picture buttons' state: whether one is being drawn, and the line about the last.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct PictureRow {
    pub drawing: bool,
    pub note: Option<String>,
}

impl PictureRow {
    pub fn of(pictures: &Pictures) -> PictureRow {
        PictureRow {
            drawing: pictures.busy(),
            note: pictures.note.as_ref().map(|n| n.line()),
        }
    }

    /// The buttons for a picture of phase `shown` and for the whole game, and the line
    /// under them (kept, blank or not, so nothing below moves); the one pressed.
    pub fn show(&self, ui: &mut egui::Ui, shown: Option<usize>) -> Option<Pick> {
        let mut pick = None;
        ui.horizontal_wrapped(|ui| {
            ui.add_enabled_ui(!self.drawing, |ui| {
                if let Some(i) = shown
                    && ui.button(text(crate::t!("table-picture-phase"))).clicked()
                {
                    pick = Some(Pick::Phase(i));
                }
                if ui
                    .button(text(crate::t!("table-picture-animation")))
                    .clicked()
                {
                    pick = Some(Pick::All);
                }
            });
        });
        // One line, always there, so nothing below moves; the whole of it on hover.
        let line = self.note.clone().unwrap_or_default();
        let line = text(line).size(style::SMALL).color(style::WEAK);
        super::spoken::line_or_room(ui, line, |l| egui::Label::new(l).truncate());
        pick
    }
}
