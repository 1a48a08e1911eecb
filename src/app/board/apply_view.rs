//! Turns the view ([`super::view::BoardView`]) into what the drawing systems read, after
//! the modes have written it and the animation has moved on: the position, the lit
//! provinces and the panels' room, only where they fit the board on the table.

use super::animate::{Anim, AnimSet};
use super::camera::{BoardInset, LeftRoom};
use super::draw::{BoardSet, Highlights, Shown};
use super::view::{BoardView, WriteView, view_fits};
use crate::app::current::CurrentMap;
use crate::app::layout::{Settings, kept_left_width};
use crate::engine::position::Position;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

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

/// What the drawing reads: the position shown, the lit places, the panels' insets.
#[derive(bevy::ecs::system::SystemParam)]
struct Drawing<'w> {
    shown: ResMut<'w, Shown>,
    lit: ResMut<'w, Highlights>,
    inset: ResMut<'w, BoardInset>,
}

/// The room kept at the window's left (a mode's panel there) and what it is measured
/// against: the window's width and the text size.
#[derive(bevy::ecs::system::SystemParam)]
struct LeftKept<'w, 's> {
    settings: Res<'w, Settings>,
    room: Res<'w, LeftRoom>,
    window: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
}

/// Keeps [`Shown`], [`Highlights`] and [`BoardInset`] in step with the view: a phase
/// being revealed shows its board before the result until its moves have played out.
fn apply(
    view: Res<BoardView>,
    anim: Res<Anim>,
    drawing: Drawing,
    left: LeftKept,
    map: Res<CurrentMap>,
) {
    let Drawing {
        mut shown,
        mut lit,
        mut inset,
    } = drawing;
    let LeftKept {
        settings,
        room,
        window,
    } = left;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::LoadedBoard;
    use crate::engine::map::Map;

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
