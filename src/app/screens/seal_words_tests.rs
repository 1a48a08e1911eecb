//! Where a set was sealed, as the laptop says it: the order panel of a power sealed on its
//! phone or at the laptop, and the rows of "Who comes to the laptop?", at every text size.

use super::audit::{TEXT_SIZES, WINDOWS, lay_out, table_at_the_curtain, table_in_autumn};
use super::diplomacy::{Asking, History, LastMoves, WriterChooser, diplomacy_panel};
use super::orders::order_panel;
use crate::app::play::pick::Entry;
use bevy_egui::egui::accesskit::Role;

#[test]
fn the_order_panel_says_whether_its_set_was_sealed_on_the_phone_or_at_the_laptop() {
    for (on_phone, words) in [
        (true, "Sealed on its phone"),
        (false, "Sealed at the laptop"),
    ] {
        let (mut game, mut table, map) = table_at_the_curtain(true);
        let england = map.find_power("England").expect("England");
        if on_phone {
            game.seal_on_phone(england);
        } else {
            game.seal(england);
        }
        for size in TEXT_SIZES {
            let mut entry = Entry::default();
            let (widgets, _) = lay_out(WINDOWS[0], size, |ctx| {
                order_panel(ctx, &mut table, &game, &map, &mut entry);
            });
            let said: Vec<(Role, &str)> = (widgets.iter())
                .filter(|w| w.role != Role::TextRun && w.words.starts_with("Sealed "))
                .map(|w| (w.role, w.words.as_str()))
                .collect();
            assert_eq!(said, [(Role::Label, words)], "at text size {size}");
        }
    }
}

#[test]
fn who_comes_to_the_laptop_says_where_each_set_was_sealed() {
    let (mut game, table, map) = table_in_autumn();
    let england = map.find_power("England").expect("England");
    let france = map.find_power("France").expect("France");
    game.seal_on_phone(england);
    game.seal(france);
    let panel = super::diplomacy_layout_tests::panel(&table, &game, &map);
    for size in TEXT_SIZES {
        let (mut history, mut last, mut asking) =
            (History::default(), LastMoves::default(), Asking::default());
        let mut chooser = WriterChooser(true);
        let (widgets, _) = lay_out(WINDOWS[0], size, |ctx| {
            diplomacy_panel(
                ctx,
                &panel,
                (&mut history, &mut last, &mut chooser),
                &mut asking,
            );
        });
        let row = |power: &str| {
            (widgets.iter())
                .find(|w| w.role == Role::Button && w.words.contains(&format!("({power}) — ")))
                .map(|w| w.words.clone())
                .unwrap_or_else(|| panic!("at {size}: no row for {power}"))
        };
        assert!(
            row("England").ends_with("sealed on the phone — may change"),
            "at {size}: {}",
            row("England")
        );
        assert!(
            row("France").ends_with("sealed at the laptop — may change"),
            "at {size}: {}",
            row("France")
        );
        assert!(
            row("Germany").ends_with("not written"),
            "at {size}: {}",
            row("Germany")
        );
    }
}
