//! The screens whose words come from the language files, drawn in the pseudo-language
//! (every message marked and 40% longer) at every text size: each painted word is a
//! message's (none built outside the lookup), and the layout audit still passes with the
//! longer words. Then the same screens in German, French and Italian.

use super::audit::{Region, TEXT_SIZES, WINDOWS, audit, lay_out_painted, table_at_the_curtain};
use super::curtain::curtain_panel;
use crate::lang::{Lang, pseudo::is_stretched, speaking};

/// Words that are data, not messages: names of players, powers and languages (each
/// language named in itself), and numbers.
pub(super) fn is_data(words: &str, names: &[&str]) -> bool {
    let own_names = Lang::CHOSEN.map(Lang::own_name);
    !words.chars().any(|c| c.is_alphabetic())
        || own_names.contains(&words)
        || names.iter().any(|n| n.eq_ignore_ascii_case(words))
}

/// The painted words of `screen` at `size` that came from no message.
pub(super) fn unlooked_up(
    size: f32,
    names: &[&str],
    screen: impl FnMut(&bevy_egui::egui::Context),
) -> Vec<String> {
    let (_, painted, _) = lay_out_painted(WINDOWS[0], size, screen);
    assert!(!painted.is_empty(), "nothing painted at {size}");
    painted
        .into_iter()
        .map(|p| p.words)
        .filter(|w| !is_stretched(w.trim()) && !is_data(w.trim(), names))
        .collect()
}

#[test]
fn the_title_and_settings_speak_only_through_the_lookup_and_fit_with_longer_words() {
    let mut faults = Vec::new();
    speaking(Lang::Pseudo, || {
        faults.extend(super::title_audit::settings_open_audit(
            "title with Settings (pseudo)",
        ));
        for size in TEXT_SIZES {
            let plain = super::title_audit::settings_open_painted(size);
            let plain: Vec<_> = plain
                .into_iter()
                .filter(|w| !is_stretched(w.trim()) && !is_data(w.trim(), &[]))
                .collect();
            assert!(
                plain.is_empty(),
                "at {size}, words outside the lookup: {plain:?}"
            );
        }
    });
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn the_curtain_speaks_only_through_the_lookup_and_fits_with_longer_words() {
    let (game, table, map) = table_at_the_curtain(false);
    let mut code = String::new();
    let names: Vec<&str> = (game.setup.players.iter().map(|p| p.name.as_str()))
        .chain(map.powers.iter().map(|p| p.name.as_str()))
        .collect();
    speaking(Lang::Pseudo, || {
        for alarm in [true, false] {
            for size in TEXT_SIZES {
                let plain = unlooked_up(size, &names, |ctx| {
                    curtain_panel(ctx, &table, (&game, &map), &mut code, alarm);
                });
                assert!(
                    plain.is_empty(),
                    "at {size}, words outside the lookup: {plain:?}"
                );
            }
        }
        let faults = audit("curtain (pseudo)", Region::Window, "I", |ctx| {
            curtain_panel(ctx, &table, (&game, &map), &mut code, true);
        });
        assert!(faults.is_empty(), "{faults:#?}");
    });
}

#[test]
fn the_curtain_reads_in_each_language() {
    let (game, table, map) = table_at_the_curtain(false);
    let mut code = String::new();
    let expected = [
        (
            Lang::German,
            "Gebt den Laptop an",
            "Spieler müssen noch schreiben",
            ("ENGLAND", "Frühjahr 1901"),
        ),
        (
            Lang::French,
            "Passez l'ordinateur portable à",
            "joueurs doivent encore écrire",
            ("ANGLETERRE", "Printemps 1901"),
        ),
        (
            Lang::Italian,
            "Passate il portatile a",
            "giocatori devono ancora scrivere",
            ("INGHILTERRA", "Primavera 1901"),
        ),
    ];
    // The power called and the phase are named in the language too.
    for (lang, pass, still, (power, phase)) in expected {
        let (_, painted, _) = speaking(lang, || {
            lay_out_painted(WINDOWS[0], 1.0, |ctx| {
                curtain_panel(ctx, &table, (&game, &map), &mut code, false);
            })
        });
        let said = |w: &str| painted.iter().any(|p| p.words.contains(w));
        assert!(
            said(pass) && said(still) && said(power) && said(phase),
            "{}: {:?}",
            lang.code(),
            painted.iter().map(|p| &p.words).collect::<Vec<_>>()
        );
        assert!(!said("Pass the laptop"), "{}: English left", lang.code());
    }
}
