//! What the board shows, as one resource: the position, the lit provinces, the arrows,
//! the phase whose moves play out, and the room the screen's panels take. The table,
//! learning mode, the sandbox and the picture export write it (in [`WriteView`]'s
//! order); the board reads it and imports none of them.

use super::animate::{Anim, AnimSet};
use super::arrows::Arrow;
use super::camera::{BoardInset, LeftRoom};
use super::draw::{BoardSet, Highlights, Shown};
use crate::app::current::CurrentMap;
use crate::app::layout::{Settings, kept_left_width, panel_width};
use crate::engine::game::save::position_fits;
use crate::engine::ids::ProvinceId;
use crate::engine::map::Map;
use crate::engine::position::Position;
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
    map: Res<CurrentMap>,
) {
    if !view_fits(&view, &map.0) {
        // Another board was put on the table and its mode has not yet written what to
        // show on it: an empty board of that map until it has.
        let empty = Position::empty(&map.0, Position::initial(&map.0).phase);
        shown.set_if_neq(Shown::of(empty));
        lit.set_if_neq(Highlights::default());
        return;
    }
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

/// Whether everything the view names (the positions, the units pending and leaving, the
/// lit provinces) is on `map`.
pub(super) fn view_fits(view: &BoardView, map: &Map) -> bool {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::LoadedBoard;

    /// The view turned into what the board draws, on `map`, the view showing
    /// `variant`'s opening with its first province lit.
    fn applied(variant: &str, map: &str) -> (Shown, Highlights) {
        let shown_map = Map::named(variant).expect("a built-in map");
        let mut view = BoardView::of(Shown::of(Position::initial(&shown_map)));
        view.lit.selected = shown_map.province_ids().last().into_iter().collect();
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(view)
            .insert_resource(Shown::of(Position::initial(&shown_map)))
            .init_resource::<Anim>()
            .init_resource::<Highlights>()
            .init_resource::<BoardInset>()
            .init_resource::<Settings>()
            .init_resource::<LeftRoom>()
            .add_systems(Update, apply);
        LoadedBoard::named(map)
            .expect("a built-in board")
            .put(app.world_mut());
        app.update();
        let world = app.world();
        (
            world.resource::<Shown>().clone(),
            world.resource::<Highlights>().clone(),
        )
    }

    #[test]
    fn a_view_of_another_board_is_drawn_as_an_empty_board_until_its_own_comes() {
        let standard = Map::named("standard").expect("standard");
        let (shown, lit) = applied("european", "standard");
        assert!(
            shown.position.units.is_empty(),
            "no ce05 units on the standard board"
        );
        assert_eq!(shown.position.owners.len(), standard.provinces.len());
        assert!(shown.position.owners.iter().all(Option::is_none));
        assert_eq!(lit, Highlights::default(), "no ce05 province lit");
        // A view of the board on the table is drawn as it is.
        let (shown, lit) = applied("standard", "standard");
        assert_eq!(shown.position, Position::initial(&standard));
        assert_eq!(lit.selected.len(), 1);
    }
}
