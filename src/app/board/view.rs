//! What the board shows, as one resource: the position, the lit provinces, the arrows,
//! the phase whose moves play out, and the room the screen's panels take. The table,
//! learning mode, the sandbox and the picture export write it (in [`WriteView`]'s
//! order); the board reads it and imports none of them.

use super::animate::{Anim, AnimSet};
use super::arrows::Arrow;
use super::camera::{BoardInset, LeftRoom};
use super::draw::{BoardSet, Highlights, Shown};
use crate::app::layout::{Settings, kept_left_width, panel_width};
use crate::engine::ids::ProvinceId;
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

/// Orders the writers before the animation and the drawing, and turns the view into what
/// the drawing systems read.
pub fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (WriteView::Game, WriteView::Mode, WriteView::Pin)
            .chain()
            .before(AnimSet),
    )
    .add_systems(Update, apply.after(AnimSet).before(BoardSet));
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

/// Keeps [`Shown`], [`Highlights`] and [`BoardInset`] in step with the view: a phase
/// being revealed shows its board before the result until its moves have played out.
fn apply(
    view: Res<BoardView>,
    anim: Res<Anim>,
    (mut shown, mut lit, mut inset): (ResMut<Shown>, ResMut<Highlights>, ResMut<BoardInset>),
    (settings, room, window): (
        Res<Settings>,
        Res<LeftRoom>,
        Query<&Window, With<PrimaryWindow>>,
    ),
) {
    let mut want_inset = view.panels;
    if room.0 > 0.0 {
        let window = window.single().map_or(f32::INFINITY, |w| w.width());
        let points = window / settings.ui_scale;
        let left = kept_left_width(room.0, points) * settings.ui_scale;
        want_inset.left = want_inset.left.max(left);
    }
    inset.set_if_neq(want_inset);
    match &view.reveal {
        Some(r) if !anim.done() => {
            shown.set_if_neq(r.before.clone());
            lit.set_if_neq(view.lit.clone());
        }
        Some(r) => {
            shown.set_if_neq(view.shown.clone());
            let mut want_lit = view.lit.clone();
            want_lit.pulsing.extend(r.changed_centres.iter().copied());
            lit.set_if_neq(want_lit);
        }
        None => {
            shown.set_if_neq(view.shown.clone());
            lit.set_if_neq(view.lit.clone());
        }
    }
}
