//! Learning mode's own words in the pseudo-language (every message marked and 40% longer)
//! and in German, French and Italian: the rule card and the learning panel's frame (its
//! tabs, step bar and buttons). The learning material itself (the introduction, the sample
//! game's commentary, the lessons) is translated apart; here only that the panel shows it
//! in the language spoken when it is drawn.

use super::audit::{Region, TEXT_SIZES, WINDOWS, audit, lay_out_painted};
use super::lang_audit::unlooked_up;
use super::rule_card::{open, rule_card};
use crate::app::learning::{Learning, content::Material, steps::Course};
use crate::engine::map::Map;
use crate::engine::rules_explained::{RuleTopic, explain};
use crate::lang::{Lang, pseudo::is_stretched, speaking};
use crate::t;

/// The words painted by `screen` in the first window at text size 1.
fn painted_words(lang: Lang, screen: impl FnMut(&bevy_egui::egui::Context)) -> Vec<String> {
    speaking(lang, || {
        let (_, painted, _) = lay_out_painted(WINDOWS[0], 1.0, screen);
        painted.into_iter().map(|p| p.words).collect()
    })
}

#[test]
fn the_rule_card_speaks_only_through_the_lookup_and_fits_with_longer_words() {
    let longest = RuleTopic::ALL
        .iter()
        .copied()
        .max_by_key(|t| speaking(Lang::Pseudo, || explain(*t).text.len()))
        .expect("topics");
    speaking(Lang::Pseudo, || {
        for topic in [RuleTopic::StandOff, RuleTopic::SupportMustMatch, longest] {
            for size in TEXT_SIZES {
                let plain = unlooked_up(size, &[], |ctx| {
                    open(ctx, topic);
                    rule_card(ctx);
                });
                assert!(
                    plain.is_empty(),
                    "{topic:?} at {size}, words outside the lookup: {plain:?}"
                );
            }
        }
        let close = t!("learning-rule-close");
        let faults = audit("rule card (pseudo)", Region::Window, &close, |ctx| {
            open(ctx, longest);
            rule_card(ctx);
        });
        assert!(faults.is_empty(), "{faults:#?}");
    });
}

#[test]
fn the_rule_card_reads_in_each_language() {
    let expected = [
        (Lang::German, "Patt", "Regelbuch II.6", "Schließen"),
        (
            Lang::French,
            "Les rebonds",
            "Livre de règles II.6",
            "Fermer",
        ),
        (Lang::Italian, "Rimbalzi", "Regolamento II.6", "Chiudi"),
    ];
    for (lang, title, section, close) in expected {
        let painted = painted_words(lang, |ctx| {
            open(ctx, RuleTopic::StandOff);
            rule_card(ctx);
        });
        let said = |w: &str| painted.iter().any(|p| p.contains(w));
        assert!(
            said(title) && said(section) && said(close),
            "{}: {painted:?}",
            lang.code()
        );
        assert!(!said("Stand-offs"), "{}: English left", lang.code());
        assert!(!said("equally strong"), "{}: English left", lang.code());
    }
}

/// Learning mode on the standard board, at a course's step.
fn learning_at(course: Course, step: i64) -> (Learning, Map) {
    let map = Map::named("standard").expect("map");
    let (material, _) = Material::load().expect("learning material");
    let mut learning = Learning::new(material);
    learning.open(&map, course);
    learning.go(step);
    (learning, map)
}

/// The panel's own words (not the material's), each a message in the language spoken:
/// those always in sight (the tabs and the step bar; the buttons under a long step's text
/// scroll out of view).
fn frame_words() -> Vec<String> {
    [
        t!("learning-introduction"),
        t!("learning-sample-game"),
        t!("learning-guided-turn"),
        t!("learning-autoplay"),
        t!("learning-back"),
        t!("learning-next"),
    ]
    .into()
}

#[test]
fn the_learning_panels_frame_speaks_through_the_lookup_and_fits_with_longer_words() {
    let mut faults = Vec::new();
    for (course, step) in [
        (Course::Sample, 0),
        (Course::Sample, 1),
        (Course::Lesson(0), 0),
    ] {
        let (mut learning, map) = learning_at(course, step);
        speaking(Lang::Pseudo, || {
            let painted = {
                let (_, painted, _) = lay_out_painted(WINDOWS[0], 1.0, |ctx| {
                    super::learning::learning_panel(ctx, &mut learning, &map);
                });
                painted.into_iter().map(|p| p.words).collect::<Vec<_>>()
            };
            for words in frame_words() {
                assert!(is_stretched(&words));
                assert!(
                    painted.iter().any(|p| p.contains(&words)),
                    "{course:?} step {step}: no {words} in {painted:?}"
                );
            }
            for english in [
                "Back to the title screen",
                "Sample game",
                "Next ▶",
                "◀ Back",
            ] {
                assert!(
                    !painted.iter().any(|p| p.contains(english)),
                    "{course:?} step {step}: `{english}` outside the lookup"
                );
            }
            let next = t!("learning-next");
            let name = format!("learning {course:?} step {} (pseudo)", step + 1);
            faults.extend(audit(
                &name,
                Region::Right(super::LEARNING_WIDTH),
                &next,
                |ctx| {
                    super::learning::learning_panel(ctx, &mut learning, &map);
                },
            ));
        });
    }
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn the_learning_panel_reads_in_each_language() {
    let expected = [
        (
            Lang::German,
            "Beispielpartie",
            "Zurück zum Titelbildschirm",
            "Die Befehle, wie gedruckt:",
        ),
        (
            Lang::French,
            "Partie d'exemple",
            "Retour à l'écran titre",
            "Les ordres, tels qu'imprimés :",
        ),
        (
            Lang::Italian,
            "Partita di esempio",
            "Torna alla schermata iniziale",
            "Gli ordini, come stampati:",
        ),
    ];
    for (lang, tab, back, label) in expected {
        let (mut learning, map) = learning_at(Course::Sample, 0);
        let painted = painted_words(lang, |ctx| {
            super::learning::learning_panel(ctx, &mut learning, &map);
        });
        let said = |w: &str| painted.iter().any(|p| p.contains(w));
        assert!(
            said(tab) && said(back) && said(label),
            "{}: {painted:?}",
            lang.code()
        );
        assert!(
            !said("Back to the title screen"),
            "{}: English left",
            lang.code()
        );
    }
}

/// The material read while the table spoke English (as at a start from the command line,
/// before the language is set) still shows a lesson's words and the sample game's phases
/// in the language spoken when the panel is drawn.
#[test]
fn a_lesson_and_the_sample_games_phase_read_in_the_language_spoken_now() {
    let (mut lesson, map) = speaking(Lang::English, || learning_at(Course::Lesson(2), 0));
    let painted = painted_words(Lang::French, |ctx| {
        super::learning::learning_panel(ctx, &mut lesson, &map);
    });
    let said = |w: &str| painted.iter().any(|p| p.contains(w));
    assert!(said("Rotation : trois unités en cercle"), "{painted:?}");
    assert!(!said("three units in a ring"), "English left: {painted:?}");
    let (mut sample, map) = speaking(Lang::English, || learning_at(Course::Sample, 0));
    let painted = painted_words(Lang::French, |ctx| {
        super::learning::learning_panel(ctx, &mut sample, &map);
    });
    let said = |w: &str| painted.iter().any(|p| p.contains(w));
    assert!(said("Printemps 1901"), "{painted:?}");
    assert!(!said("Spring 1901"), "English left: {painted:?}");
}

#[test]
fn the_sandbox_fits_with_longer_words_and_reads_in_each_language() {
    use super::SandboxDesk;
    use crate::engine::sandbox::{Board, Sandbox};
    let desk = || SandboxDesk::new(Sandbox::new(Board::Standard, "1971").expect("sandbox"));
    let mut resolved = desk();
    resolved.resolve();
    let faults = speaking(Lang::Pseudo, || {
        let resolve = t!("learning-sandbox-resolve");
        audit("sandbox (pseudo)", Region::Sandbox, &resolve, |ctx| {
            super::sandbox::sandbox_desk_panel(ctx, &mut resolved);
        })
    });
    assert!(faults.is_empty(), "{faults:#?}");
    let expected = [
        (Lang::German, "Auswerten", "Klicks auf die Karte:"),
        (Lang::French, "Résoudre", "Clics sur la carte :"),
        (Lang::Italian, "Risolvi", "Clic sulla mappa:"),
    ];
    for (lang, resolve, clicks) in expected {
        let mut desk = desk();
        let painted = painted_words(lang, |ctx| {
            super::sandbox::sandbox_desk_panel(ctx, &mut desk);
        });
        let said = |w: &str| painted.iter().any(|p| p.contains(w));
        assert!(
            said(resolve) && said(clicks),
            "{}: {painted:?}",
            lang.code()
        );
        assert!(
            !said("Clicks on the board"),
            "{}: English left",
            lang.code()
        );
    }
}

#[test]
fn the_guided_turns_panel_reads_its_own_words_in_each_language() {
    use crate::app::play::stage::TableStage;
    use crate::app::tutor::Tutor;
    use crate::app::tutor::panel::tutor_panel;
    use crate::engine::tutorial::TutorEvent;
    let map = Map::named("standard").expect("map");
    let (mut tutor, _) = Tutor::start(&map).expect("the guided turn starts");
    tutor.hear(&map, TutorEvent::CurtainPassed);
    let expected = [
        (
            Lang::German,
            "Den geführten Zug verlassen",
            "Zuerst der Vorhang",
            "Schritt 2 von",
        ),
        (
            Lang::French,
            "Quitter le tour guidé",
            "D'abord le rideau",
            "étape 2 sur",
        ),
        (
            Lang::Italian,
            "Lascia il turno guidato",
            "Prima la tenda",
            "passo 2 di",
        ),
    ];
    for (lang, leave, curtain, step) in expected {
        let painted = painted_words(lang, |ctx| {
            tutor_panel(ctx, &tutor, Some(TableStage::Curtain));
        });
        let said = |w: &str| painted.iter().any(|p| p.contains(w));
        assert!(
            said(leave) && said(curtain) && said(step),
            "{}: {painted:?}",
            lang.code()
        );
        assert!(
            !said("Leave the guided turn"),
            "{}: English left",
            lang.code()
        );
    }
}
