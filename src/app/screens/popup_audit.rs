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

/// Opens each drop-down of `screen` in turn; what is painted over an item of its list.
fn covered_items(
    name: &str,
    text_size: f32,
    window: (f32, f32),
    mut screen: impl FnMut(&egui::Context),
) -> Vec<String> {
    let points = points_of(window, text_size);
    let ctx = audit_context(text_size);
    let calm = || vec![Vec::new(); 3];
    let before = passes(&ctx, points, calm(), &mut screen);
    let drops: Vec<Widget> = (before.iter())
        .filter(|w| w.role == Role::ComboBox && points.contains(w.rect.center()))
        .cloned()
        .collect();
    assert!(!drops.is_empty(), "{name}: no drop-down to open");
    let mut faults = Vec::new();
    let mut opened = 0;
    for drop in drops {
        // A click on the screen's own background first: it raises the screen's layer.
        let blank = egui::pos2(points.min.x + 4.0, points.max.y - 4.0);
        passes(&ctx, points, click_at(blank), &mut screen);
        let screen_layer = ctx.layer_id_at(blank);
        // And a pass after the click: egui hit-tests against the layers of the last pass.
        let open_and_look = click_at(drop.rect.center()).into_iter().chain([Vec::new()]);
        let open = passes(&ctx, points, open_and_look, &mut screen);
        let items: Vec<&Widget> = (open.iter())
            .filter(|w| {
                !before
                    .iter()
                    .any(|b| b.words == w.words && b.rect == w.rect)
            })
            .filter(|w| !w.words.is_empty() && points.contains(w.rect.center()))
            .collect();
        // A drop-down scrolled under the screen's footer takes no click: it is checked
        // at the sizes where it is in view.
        opened += usize::from(!items.is_empty());
        for item in items {
            let top = ctx.layer_id_at(item.rect.center());
            if top.is_none() || top == screen_layer {
                faults.push(format!(
                    "{name} at {text_size}: `{}` in the list of `{}` is under {top:?}",
                    item.words, drop.words
                ));
            }
        }
        // Closed again before the next one.
        passes(
            &ctx,
            points,
            [
                vec![egui::Event::Key {
                    key: egui::Key::Escape,
                    physical_key: None,
                    pressed: true,
                    repeat: false,
                    modifiers: egui::Modifiers::NONE,
                }],
                Vec::new(),
                Vec::new(),
            ],
            &mut screen,
        );
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
