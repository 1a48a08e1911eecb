//! Learning mode's material in every language: each translation reads whole and has
//! English's shape (campaigns, orders, cases, sections, lit provinces), its words are its
//! own, and learning mode shows them when the table speaks that language.

use super::content::{
    Material, Prose, Sources, english, prose, read_sources, read_translation, translated,
};
use super::sheet::{Line, sample_sheet};
use super::steps::{Course, step};
use crate::lang::{Lang, speaking};

/// The languages with their own learning material.
const TRANSLATED: [Lang; 3] = [Lang::German, Lang::French, Lang::Italian];

/// Every piece of words in the prose, with where it is.
fn words(p: &Prose) -> Vec<(String, &str)> {
    let mut out = Vec::new();
    for c in &p.notes.campaigns {
        out.push((format!("{}: intro", c.heading), c.intro.as_str()));
        out.push((format!("{}: closing", c.heading), c.closing.as_str()));
        for n in &c.notes {
            out.push((
                format!("{}: note on {}", c.heading, n.order),
                n.text.as_str(),
            ));
        }
    }
    for l in &p.lessons {
        out.push((format!("{}: title", l.case), l.title.as_str()));
        out.push((format!("{}: question", l.case), l.question.as_str()));
        out.push((format!("{}: explanation", l.case), l.explanation.as_str()));
    }
    for (i, page) in p.introduction.pages.iter().enumerate() {
        out.push((format!("page {}: title", i + 1), page.title.as_str()));
        out.push((format!("page {}: text", i + 1), page.text.as_str()));
    }
    out
}

#[test]
fn every_translation_of_the_learning_material_reads_whole_in_english_shape() {
    let en = english().expect("English material");
    for lang in Lang::CHOSEN {
        assert_eq!(
            translated(lang),
            TRANSLATED.contains(&lang),
            "{lang:?} has its own files"
        );
    }
    for lang in TRANSLATED {
        let (tr, faults) = read_translation(lang, en);
        assert!(faults.is_empty(), "{lang:?}: {faults:#?}");
        // The shape check passed: same campaigns, headings, orders, sections, cases and
        // lit provinces, and words everywhere. Now the words are the language's own.
        let (en_words, tr_words) = (words(en), words(&tr));
        assert_eq!(en_words.len(), tr_words.len());
        let same: Vec<&String> = en_words
            .iter()
            .zip(&tr_words)
            .filter(|(e, t)| e.1 == t.1)
            .map(|(e, _)| &e.0)
            .collect();
        assert!(same.is_empty(), "{lang:?} left in English: {same:#?}");
        for (where_, text) in &tr_words {
            assert!(!text.trim().is_empty(), "{lang:?}: {where_} has no words");
            assert!(
                !text.contains("  "),
                "{lang:?}: {where_} has a double space"
            );
        }
    }
}

#[test]
fn a_faulty_translation_reads_in_english_file_by_file() {
    let en = english().expect("English material");
    let de = prose(Lang::German).expect("German material");
    // A file that does not parse, and one with a note fewer: both read in English; the
    // introduction, whole, keeps its own words.
    let one_note_short = include_str!("../../../assets/learning/de/sample_game.ron");
    let short = one_note_short.replacen(
        "Note(order: \"F(Sev)-BLA\"",
        "// Note(order: \"F(Sev)-BLA\"",
        1,
    );
    let files = Sources {
        sample: &short,
        lessons: "Lessons(lessons: [",
        introduction: include_str!("../../../assets/learning/de/introduction.ron"),
    };
    let (p, faults) = read_sources("de", &files, en);
    assert_eq!(faults.len(), 2, "{faults:#?}");
    assert!(
        faults[0].starts_with("de/sample_game.ron: Spring 1901: 7 notes, not 8"),
        "{faults:#?}"
    );
    assert!(
        faults[1].starts_with("de/lessons.ron: line "),
        "{faults:#?}"
    );
    assert_eq!(p.notes.campaigns[0].intro, en.notes.campaigns[0].intro);
    assert_eq!(p.lessons[0].title, en.lessons[0].title);
    assert_eq!(
        p.introduction.pages[0].title,
        de.introduction.pages[0].title
    );
    assert_ne!(
        p.introduction.pages[0].title,
        en.introduction.pages[0].title
    );
}

#[test]
fn learning_mode_shows_the_german_commentary_when_speaking_german() {
    // Loaded in English, then the table switches to German: the words follow at once.
    let (m, map) = Material::load().expect("material");
    assert_eq!(m.introduction.pages[0].title, "The aim");
    let first = step(Course::Sample, 0, &m.sample, &m);
    let text = |lines: &[Line]| lines.iter().map(Line::words).collect::<Vec<_>>().join("\n");
    let english_lines = text(&sample_sheet(&m, &m.sample, &map, first));
    assert!(
        english_lines.contains("Every power starts on its home centres"),
        "{english_lines}"
    );
    speaking(Lang::German, || {
        let lines = text(&sample_sheet(&m, &m.sample, &map, first));
        assert!(
            lines.contains("Jede Macht beginnt auf ihren Heimatzentren"),
            "{lines}"
        );
        let after = step(Course::Sample, 1, &m.sample, &m);
        let lines = text(&sample_sheet(&m, &m.sample, &map, after));
        assert!(lines.contains("Die russische Flotte"), "{lines}");
        assert_eq!(m.page(0).map(|p| p.title.as_str()), Some("Das Ziel"));
        let lesson = m.lesson(0).expect("a lesson");
        assert!(lesson.title.starts_with("Abprallen"), "{}", lesson.title);
        // Loaded while German is spoken, the material is German from the start.
        let (german, _) = Material::load().expect("material");
        assert_eq!(german.introduction.pages[0].title, "Das Ziel");
    });
    // The pseudo-language reads English's material.
    speaking(Lang::Pseudo, || {
        assert_eq!(m.page(0).map(|p| p.title.as_str()), Some("The aim"));
    });
}
