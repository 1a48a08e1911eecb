//! What the board shows, as one resource: the position, the lit provinces, the arrows,
//! the phase whose moves play out, and the room the screen's panels take. The table,
//! learning mode, the sandbox and the picture export write it (in [`WriteView`]'s
//! order); the board reads it and imports none of them.

use super::camera::BoardInset;
use super::draw::{Highlights, Shown};
use crate::app::layout::{Settings, panel_width};
use crate::engine::game::save::position_fits;
use crate::engine::ids::ProvinceId;
use crate::engine::map::Map;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// What the board is asked to show.
#[derive(Resource, Clone, PartialEq)]
pub struct BoardView {
    /// The position, with the builds pending and the units leaving.
    pub shown: Shown,
    pub lit: Highlights,
    /// Orders as arrows, failures crossed out.
    pub arrows: Vec<Arrow>,
    /// The window pixels the screen's edge panels cover on each side.
    pub panels: BoardInset,
    /// A resolved phase whose moves play out now; the board shows its position before
    /// the result until the animation ends, then [`BoardView::shown`].
    pub reveal: Option<Reveal>,
}

/// A phase being revealed: its place in the record, its board before the result, and
/// the centres that changed hands (lit once the moves have played out).
#[derive(Clone, PartialEq)]
pub struct Reveal {
    pub record: usize,
    pub before: Shown,
    pub changed_centres: Vec<ProvinceId>,
}

/// What an arrow shows.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    Move,
    Support,
    Convoy,
}

/// One arrow, in board coordinates.
#[derive(Debug, Clone, PartialEq)]
pub struct Arrow {
    pub from: [f32; 2],
    pub to: [f32; 2],
    pub kind: Kind,
    pub colour: [u8; 4],
    pub failed: bool,
}

impl BoardView {
    /// A position shown plainly: nothing lit, no arrows, no panels.
    pub fn of(shown: Shown) -> BoardView {
        BoardView {
            shown,
            lit: Highlights::default(),
            arrows: Vec::new(),
            panels: BoardInset::default(),
            reveal: None,
        }
    }
}

/// The writers of [`BoardView`], in order: the game (the table's stage, or the game's
/// present), then the mode over it (learning, the sandbox), then a pinned picture.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WriteView {
    Game,
    Mode,
    Pin,
}

/// The window's width in points at the text size, for the writers that fit panels.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PanelRoom<'w, 's> {
    window: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
    settings: Res<'w, Settings>,
}

impl PanelRoom<'_, '_> {
    /// The inset of edge panels `left` and `right` points wide at text size 1 (0: none),
    /// each narrowed as the screens narrow it in this window.
    pub fn inset(&self, left: f32, right: f32) -> BoardInset {
        self.inset_by(|points| (panel_width(left, points), panel_width(right, points)))
    }

    /// The inset of panels whose widths in points `widths` gives for a window so many
    /// points wide.
    pub fn inset_by(&self, widths: impl Fn(f32) -> (f32, f32)) -> BoardInset {
        let scale = self.settings.ui_scale;
        let window = self.window.single().map_or(f32::INFINITY, |w| w.width());
        let (left, right) = widths(window / scale);
        BoardInset {
            left: left * scale,
            right: right * scale,
        }
    }
}

/// Whether everything the view names (the positions, the units pending and leaving, the
/// lit provinces) is on `map`.
pub fn view_fits(view: &BoardView, map: &Map) -> bool {
    let provinces = map.provinces.len();
    let shown_fits = |s: &Shown| {
        position_fits(&s.position, map).is_ok()
            && (s.pending.iter().chain(&s.leaving)).all(|u| {
                (u.power.0 as usize) < map.powers.len() && u.loc.province.index() < provinces
            })
    };
    let lit = &view.lit;
    shown_fits(&view.shown)
        && view.reveal.as_ref().is_none_or(|r| shown_fits(&r.before))
        && (lit.selected.iter().chain(&lit.pulsing).chain(&lit.refused))
            .all(|p| p.index() < provinces)
}
