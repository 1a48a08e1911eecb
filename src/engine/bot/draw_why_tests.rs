//! A computer's reason on a draw: read in every language, kept in English in saves, and an
//! older save's sentence read back as the reason it states.

use super::draw_why::{DrawWhy, Standing};
use super::draw_why_read::from_english;
use crate::engine::map::Map;
use crate::lang::{Lang, speaking};

/// Every kind of reason, with numbers a game gives.
fn every_reason() -> Vec<DrawWhy> {
    let leads = Standing::Leads {
        centres: 15,
        total: 34,
    };
    let holds = Standing::Holds { centres: 3 };
    vec![
        DrawWhy::NoCentres,
        DrawWhy::NoPowerLeft,
        DrawWhy::Promised {
            power: "France".into(),
        },
        DrawWhy::EnoughToWin { standing: leads },
        DrawWhy::ShortOfWin {
            standing: leads,
            short: 2,
            target: 18,
        },
        DrawWhy::Stuck { standing: holds },
        DrawWhy::FarAhead {
            standing: leads,
            margin: 5,
            change: 0,
        },
        DrawWhy::FarAhead {
            standing: leads,
            margin: 5,
            change: 2,
        },
        DrawWhy::FarAhead {
            standing: leads,
            margin: 5,
            change: -1,
        },
        DrawWhy::OnlyLeft { centres: 1 },
        DrawWhy::OnlyLeft { centres: 2 },
        DrawWhy::LostLastYear {
            standing: holds,
            lost: 1,
        },
        DrawWhy::LostTwoYears {
            standing: holds,
            lost: 2,
        },
        DrawWhy::Threatened {
            standing: holds,
            enemies: 5,
            own: 3,
        },
        DrawWhy::Threatened {
            standing: Standing::Holds { centres: 1 },
            enemies: 1,
            own: 0,
        },
        DrawWhy::Content {
            standing: holds,
            gained: 1,
        },
        DrawWhy::Gained {
            standing: leads,
            gained: 2,
        },
        DrawWhy::Eager { standing: holds },
        DrawWhy::Steady { standing: holds },
        DrawWhy::NothingYet {
            standing: Standing::Holds { centres: 1 },
        },
        DrawWhy::For {
            power: "Russia".into(),
            why: Box::new(DrawWhy::LostLastYear {
                standing: Standing::Holds { centres: 2 },
                lost: 2,
            }),
        },
    ]
}

#[test]
fn every_reason_written_in_english_reads_back_as_itself() {
    for why in every_reason() {
        assert_eq!(from_english(&why.english()), why, "{why}");
    }
}

#[test]
fn an_older_saves_sentence_reads_as_its_reason_and_an_unknown_one_stays_as_written() {
    assert_eq!(
        from_english("Russia: 2 centres, lost 2 in the last year: accepts"),
        DrawWhy::For {
            power: "Russia".into(),
            why: Box::new(DrawWhy::LostLastYear {
                standing: Standing::Holds { centres: 2 },
                lost: 2,
            }),
        }
    );
    assert_eq!(
        from_english("promised France to vote for a draw: accepts"),
        DrawWhy::Promised {
            power: "France".into()
        }
    );
    let odd = "tired of the whole thing: accepts";
    assert_eq!(from_english(odd), DrawWhy::Text(odd.into()));
    let map = Map::named("standard").expect("map");
    let shown = speaking(Lang::German, || from_english(odd).shown(&map));
    assert_eq!(shown, odd, "shown as it was written");
}

#[test]
fn every_reason_reads_in_german_french_and_italian_with_the_powers_names_translated() {
    let map = Map::named("standard").expect("map");
    for why in every_reason() {
        let english = speaking(Lang::English, || why.shown(&map));
        assert_eq!(english, why.english(), "English on screen as in files");
        for lang in [Lang::German, Lang::French, Lang::Italian] {
            let said = speaking(lang, || why.shown(&map));
            assert!(!said.trim().is_empty(), "{why}: empty in {lang:?}");
            assert!(!said.contains("rules-draw"), "{why}: an id in {lang:?}");
            assert_ne!(said, english, "{why}: English in {lang:?}");
        }
    }
    let russia = DrawWhy::For {
        power: "Russia".into(),
        why: Box::new(DrawWhy::NoCentres),
    };
    let said = speaking(Lang::German, || russia.shown(&map));
    assert_eq!(said, "Russland: hat keine Zentren mehr");
}
