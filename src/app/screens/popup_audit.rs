//! Drop-down lists drawn above the screen they belong to: each of a screen's drop-downs is
//! opened (after a click on the screen itself, which raises it) at every text size, and
//! every item of its list must be the topmost thing egui has at the item's middle.

use super::audit::{TEXT_SIZES, WINDOWS, Widget, audit_context, click_at, one_pass, points_of};
use crate::engine::map::Map;
use bevy_egui::egui;
use egui::accesskit::Role;

/// Runs `screen` through each pass of events; the widgets of the last pass that reported.
fn passes(
    ctx: &egui::Context,
    points: egui::Rect,
    events: impl IntoIterator<Item = Vec<egui::Event>>,
    screen: &mut impl FnMut(&egui::Context),
) -> Vec<Widget> {
    let mut widgets = Vec::new();
    for e in events {
        widgets = one_pass(ctx, points, e, screen).unwrap_or(widgets);
    }
    widgets
}

/// A point of the screen's background near its left foot that no widget covers (a click
/// there changes nothing on the screen).
fn blank_spot(widgets: &[Widget], points: egui::Rect) -> egui::Pos2 {
    let spots = (0..40).flat_map(|row| {
        let y = points.max.y - 4.0 - 8.0 * row as f32;
        [4.0, 12.0, 20.0].map(|x| egui::pos2(points.min.x + x, y))
    });
    let mut free = spots.filter(|p| !widgets.iter().any(|w| w.rect.expand(2.0).contains(*p)));
    free.next().expect("a blank spot on the screen")
}

/// The view of the scrolled list holding `rect` (the span of the scroll bar at its
/// side), if it scrolls.
fn scrolled_view(widgets: &[Widget], rect: egui::Rect) -> Option<egui::Rect> {
    (widgets.iter())
        .filter(|w| w.role == Role::ScrollBar && w.rect.right() >= rect.center().x)
        .map(|bar| egui::Rect::from_x_y_ranges(rect.x_range(), bar.rect.y_range()))
        .next()
}

/// Opens each drop-down of `screen` in turn; what is painted over an item of its list.
pub(super) fn covered_items(
    name: &str,
    text_size: f32,
    window: (f32, f32),
    mut screen: impl FnMut(&egui::Context),
) -> Vec<String> {
    let points = points_of(window, text_size);
    let ctx = audit_context(text_size);
    let calm = || vec![Vec::new(); 3];
    let drops_in = |widgets: &[Widget]| -> Vec<Widget> {
        (widgets.iter())
            .filter(|w| w.role == Role::ComboBox && points.contains(w.rect.center()))
            .cloned()
            .collect()
    };
    let count = drops_in(&passes(&ctx, points, calm(), &mut screen)).len();
    assert!(count > 0, "{name}: no drop-down to open");
    let mut faults = Vec::new();
    let mut opened = 0;
    for k in 0..count {
        // A click on the screen's own background first: it raises the screen's layer.
        let shut = passes(&ctx, points, calm(), &mut screen);
        let blank = blank_spot(&shut, points);
        passes(&ctx, points, click_at(blank), &mut screen);
        let screen_layer = ctx.layer_id_at(blank);
        // The screen as it stands now (a footer settles, a list scrolls): the list's items
        // are what the drop-down's click adds to it.
        let mut before = passes(&ctx, points, calm(), &mut screen);
        let Some(mut drop) = drops_in(&before).into_iter().nth(k) else {
            continue;
        };
        // Scrolled to the middle of the form's view first, as a player would, where it
        // is not whole in view (at a large text size the view is a few rows tall).
        if let Some(view) = scrolled_view(&before, drop.rect)
            && !view.contains_rect(drop.rect)
        {
            let wheel = egui::Event::MouseWheel {
                unit: egui::MouseWheelUnit::Point,
                delta: egui::vec2(0.0, view.center().y - drop.rect.center().y),
                phase: egui::TouchPhase::Move,
                modifiers: egui::Modifiers::NONE,
            };
            let scroll = [vec![egui::Event::PointerMoved(view.center()), wheel]];
            let events = scroll.into_iter().chain(calm());
            before = passes(&ctx, points, events, &mut screen);
            let Some(moved) = drops_in(&before).into_iter().nth(k) else {
                continue;
            };
            drop = moved;
        }
        // And a pass after the click: egui hit-tests against the layers of the last pass.
        let open_and_look = click_at(drop.rect.center()).into_iter().chain([Vec::new()]);
        let open = passes(&ctx, points, open_and_look, &mut screen);
        // What is topmost at each widget's middle while the list is open.
        let tops: Vec<(Widget, Option<egui::LayerId>)> = (open.into_iter())
            .filter(|w| !w.words.is_empty() && points.contains(w.rect.center()))
            .map(|w| {
                let top = ctx.layer_id_at(w.rect.center());
                (w, top)
            })
            .collect();
        // Closed again before the next one.
        let escape = egui::Event::Key {
            key: egui::Key::Escape,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        };
        let shut_events = [vec![escape], Vec::new(), Vec::new()];
        let closed = passes(&ctx, points, shut_events, &mut screen);
        // The list's items: what went with it (the screen's own widgets stay, even those
        // the click scrolled into view: the form scrolls a focused drop-down into view).
        let items: Vec<&(Widget, Option<egui::LayerId>)> = (tops.iter())
            .filter(|(w, _)| !(closed.iter()).any(|c| c.words == w.words && c.rect == w.rect))
            .collect();
        // A drop-down scrolled under the screen's footer takes no click: it is checked
        // at the sizes where it is in view.
        opened += usize::from(!items.is_empty());
        for (item, top) in items {
            if top.is_none() || *top == screen_layer {
                faults.push(format!(
                    "{name} at {text_size}: `{}` in the list of `{}` is under {top:?}",
                    item.words, drop.words
                ));
            }
        }
    }
    if opened == 0 {
        faults.push(format!("{name} at {text_size}: no drop-down opened a list"));
    }
    faults
}

#[test]
fn every_drop_down_of_the_new_game_screen_lists_above_the_screen_at_every_text_size() {
    use super::new_game::{NewGameForm, new_game_panel};
    let maps: Vec<Map> = ["standard", "multiplomacy", "european"]
        .into_iter()
        .map(|m| Map::named(m).expect("map"))
        .collect();
    let mut all = Vec::new();
    for text_size in TEXT_SIZES {
        let map = &maps[0];
        let mut form = NewGameForm {
            variant: map.name.clone(),
            players: map.powers.len(),
            assignment: (0..map.powers.len()).collect(),
            ..Default::default()
        };
        all.extend(covered_items("new game", text_size, WINDOWS[0], |ctx| {
            new_game_panel(ctx, &mut form, &maps, map);
        }));
    }
    assert!(all.is_empty(), "{all:#?}");
}
