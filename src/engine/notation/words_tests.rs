//! The reader's refusals as a player reads them: in English word for word what the errors
//! say (the console's and the files' words), in German or French where the table speaks it.

use super::counted::parse_stacked_order;
use super::parse_order;
use super::resolve::MeaningError;
use crate::engine::map::Map;
use crate::engine::position::Position;
use crate::lang::{Lang, speaking};

/// Lines the standard board's reader refuses, each for another reason.
const REFUSED: [&str; 11] = [
    "",
    "A Par -",
    "A Par X Bur",
    "A Par-Bur Mun",
    "A Xyz-Bur",
    "A Ber-Kie",
    "A(Par) S",
    "F Stp/xc-Bot",
    "F Spa/nc-Mao Stp",
    "0 A Par-Bur",
    "A Par D",
];

#[test]
fn typed_refusals_read_in_english_as_the_errors_say_and_in_the_tables_language() {
    let map = Map::named("standard").expect("the standard map");
    let position = Position::initial(&map);
    let france = map.find_power("france");
    for line in REFUSED {
        let Err(e) = parse_order(&map, &position, france, line) else {
            panic!("`{line}` is refused");
        };
        assert_eq!(e.words(), e.to_string(), "`{line}` in English");
        let german = speaking(Lang::German, || e.words());
        assert_ne!(german, e.to_string(), "`{line}` in German");
    }
    let empty = parse_order(&map, &position, france, "").expect_err("empty");
    assert_eq!(
        speaking(Lang::German, || empty.words()),
        "Befehl nicht lesbar: der Befehl ist leer (in Spalte 1)"
    );
    let stranger = parse_order(&map, &position, france, "A Ber-Kie").expect_err("German");
    assert_eq!(
        speaking(Lang::French, || stranger.words()),
        "l'unité en Berlin appartient à Germany, pas à France"
    );
}

#[test]
fn every_meaning_error_reads_in_english_as_it_says() {
    let errors = [
        MeaningError::WrongPhase("stand, support or convoy", "retreat"),
        MeaningError::NoUnits {
            kind: "Fleet",
            place: "Paris".into(),
        },
        MeaningError::TooFew {
            ordered: 3,
            present: 2,
            kind: "Army",
            place: "Paris".into(),
        },
        MeaningError::NoUnitFits("no unit of that kind can reach there".into()),
        MeaningError::NoSuchCoast("Spa".into(), "ec"),
        MeaningError::BuildCount,
        MeaningError::KindNeeded("Paris".into()),
        MeaningError::OneOrderOnly,
        MeaningError::NoPower,
    ];
    for e in errors {
        assert_eq!(e.words(), e.to_string());
        assert_ne!(speaking(Lang::Italian, || e.words()), e.to_string());
    }
    let phase = MeaningError::WrongPhase("build", "movement");
    assert_eq!(
        speaking(Lang::German, || phase.words()),
        "Befehle der Art „Aufstellen“ gibt es nicht in der Phase „Bewegung“"
    );
}

#[test]
fn counted_refusals_read_in_english_as_the_errors_say() {
    let map = Map::named("multiplomacy").expect("the multiplomacy map");
    let position = Position::initial(&map);
    for line in ["3 F", "2 A Par-Bur", "A Par-Bur 7"] {
        let Err(e) = parse_stacked_order(&map, &position, None, line) else {
            panic!("`{line}` is refused");
        };
        assert_eq!(e.words(), e.to_string(), "`{line}`");
        assert_ne!(
            speaking(Lang::German, || e.words()),
            e.to_string(),
            "`{line}`"
        );
    }
}

#[test]
fn a_refusal_names_places_and_powers_as_the_table_reads_them() {
    let map = Map::named("standard").expect("the standard map");
    let position = Position::initial(&map);
    let france = map.find_power("france");
    let refused = |line: &str| super::typed_refusal(&map, &position, france, line);
    assert_eq!(
        speaking(Lang::German, || refused("A Mun-Ruh")),
        Some("die Einheit in München gehört Deutschland, nicht Frankreich".into())
    );
    assert_eq!(
        speaking(Lang::Italian, || refused("A Ven-Tus")),
        Some("l'unità in Venezia appartiene a Italia, non a Francia".into())
    );
    assert_eq!(
        speaking(Lang::German, || refused("A Boh-Mun")),
        Some("in Böhmen steht keine Einheit".into())
    );
    // In English the words are the error's own; a line that reads is no refusal.
    let stranger = parse_order(&map, &position, france, "A Mun-Ruh").expect_err("German");
    assert_eq!(refused("A Mun-Ruh"), Some(stranger.to_string()));
    assert_eq!(refused("A Par-Bur"), None);
}
