//! The phone page's words: served in the table's language, every one the page asks for
//! written in English, and the page's built-in English the same as the English file's.

use super::page::{page_messages, words_json};
use crate::lang::{Lang, speaking};
use std::collections::{BTreeMap, BTreeSet};

const APP_JS: &str = include_str!("../../assets/phone/app.js");
const INDEX_HTML: &str = include_str!("../../assets/phone/index.html");
/// The state's words (the kinds of order) come from here, in the page's words too.
const VIEW_RS: &str = include_str!("view.rs");

/// The `phones-page-…` ids a text names.
fn ids_in(text: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let mut rest = text;
    while let Some(at) = rest.find("phones-page-") {
        rest = &rest[at..];
        let id: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        rest = &rest[id.len()..];
        ids.insert(id.trim_end_matches('-').to_string());
    }
    ids
}

/// The English words of each message in the English file, as written there.
fn english_file() -> BTreeMap<String, String> {
    include_str!("../../assets/lang/en/phones.ftl")
        .lines()
        .filter(|l| l.starts_with("phones-page-"))
        .filter_map(|l| l.split_once(" = "))
        .map(|(id, text)| (id.trim().to_string(), text.to_string()))
        .collect()
}

fn served(lang: Lang) -> serde_json::Value {
    let json = speaking(lang, words_json);
    serde_json::from_str(&json).expect("the words are JSON")
}

#[test]
fn the_words_are_served_in_the_language_spoken_now() {
    let de = served(Lang::German);
    assert_eq!(de["lang"], "de");
    assert_eq!(de["words"]["phones-page-seal"], "Befehle versiegeln…");
    assert_eq!(
        de["words"]["phones-page-code-length"],
        "Ein Code hat { $want } Buchstaben und Ziffern; dieser hat { $count }."
    );
    let fr = served(Lang::French);
    assert_eq!(fr["lang"], "fr");
    assert_eq!(fr["words"]["phones-page-draw"], "Proposer une partie nulle");
    let it = served(Lang::Italian);
    assert_eq!(it["words"]["phones-page-seal-yes"], "Sigilla ora");
    let en = served(Lang::English);
    assert_eq!(en["lang"], "en");
    assert_eq!(en["words"]["phones-page-seal"], "Seal orders…");
    assert_eq!(
        en["words"].as_object().map(|w| w.len()),
        Some(page_messages().len())
    );
}

#[test]
fn every_word_the_page_asks_for_is_written_and_every_written_one_asked_for() {
    let mut asked = ids_in(APP_JS);
    asked.extend(ids_in(INDEX_HTML));
    asked.extend(ids_in(VIEW_RS));
    let written: BTreeSet<String> = page_messages().into_iter().map(|(id, _)| id).collect();
    let missing: Vec<_> = asked.difference(&written).collect();
    assert!(
        missing.is_empty(),
        "the page asks for words no file has: {missing:?}"
    );
    let unused: Vec<_> = written.difference(&asked).collect();
    assert!(
        unused.is_empty(),
        "words the page never asks for: {unused:?}"
    );
}

#[test]
fn the_page_s_own_english_is_the_english_file_s() {
    let file = english_file();
    // In the script: w('id', 'English', …) and wn(n, 'id', 'English', 'id', 'English', …).
    let mut checked = 0;
    for piece in APP_JS.split("'phones-page-").skip(1) {
        let Some((id, after)) = piece.split_once('\'') else {
            continue;
        };
        let Some(english) = after.strip_prefix(", '").and_then(|a| a.split_once('\'')) else {
            continue;
        };
        let id = format!("phones-page-{id}");
        assert_eq!(file.get(&id).map(String::as_str), Some(english.0), "{id}");
        checked += 1;
    }
    // In the page: <tag data-w="id" …>English<.
    for piece in INDEX_HTML.split("data-w=\"").skip(1) {
        let (id, after) = piece.split_once('"').expect("a closed attribute");
        let english = after
            .split_once('>')
            .and_then(|(_, a)| a.split_once('<'))
            .expect("an element's text")
            .0;
        assert_eq!(file.get(id).map(String::as_str), Some(english), "{id}");
        checked += 1;
    }
    assert!(checked > 100, "only {checked} words checked");
}

#[test]
fn the_kinds_of_order_are_named_in_the_table_s_language() {
    use super::view::kind_label;
    use crate::engine::options::OrderKind;
    assert_eq!(kind_label(OrderKind::Move), "Move to…");
    assert_eq!(
        speaking(Lang::German, || kind_label(OrderKind::Move)),
        "Ziehen nach…"
    );
    assert_eq!(
        speaking(Lang::Italian, || kind_label(OrderKind::Hold)),
        "Stare fermo"
    );
}
