//! The language files agree (every message in every language, with the same arguments),
//! every message the code asks for exists, and a language or message the game lacks
//! reads in English.

use super::*;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// Each message id of a language's files with the variables its text uses; no id twice.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for source in lang.sources() {
        let resource = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(_, e)| panic!("{} does not parse: {e:?}", lang.code()));
        for entry in resource.entries() {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                let id = m.id.name.to_string();
                assert!(
                    out.insert(id.clone(), vars).is_none(),
                    "{}: {id} is in two files",
                    lang.code()
                );
            }
        }
    }
    out
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let english = messages(Lang::English);
    assert!(english.len() > 30, "English has {} messages", english.len());
    for lang in [Lang::German, Lang::French, Lang::Italian] {
        let other = messages(lang);
        let missing: Vec<_> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        let extra: Vec<_> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(
            extra.is_empty(),
            "{} has messages English lacks: {extra:?}",
            lang.code()
        );
        for (id, vars) in &english {
            assert_eq!(
                &other[id],
                vars,
                "{}: {id} takes other arguments",
                lang.code()
            );
        }
    }
}

/// Every message id the source asks for (`t!("id"`, or `t!(` with the id on the next
/// line where rustfmt breaks a long call) names a message of the English files.
#[test]
fn every_message_the_code_asks_for_exists() {
    let english = messages(Lang::English);
    let mut asked = 0;
    let mut unknown = Vec::new();
    for file in rust_files(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))) {
        let text = std::fs::read_to_string(&file).expect("a source file reads");
        let code: Vec<&str> = (text.lines())
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect();
        for (n, line) in code.iter().enumerate() {
            for (i, _) in line.match_indices(concat!("t!", "(")) {
                // `t!`, not `assert!` or `print!`.
                if line[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let rest = line[i + 3..].trim_start();
                let rest = match rest.is_empty() {
                    true => code.get(n + 1).map_or("", |next| next.trim_start()),
                    false => rest,
                };
                let Some(quoted) = rest.strip_prefix('"') else {
                    continue;
                };
                let id = &quoted[..quoted.find('"').unwrap_or(0)];
                asked += 1;
                if !english.contains_key(id) {
                    unknown.push(format!("{}: {id}", file.display()));
                }
            }
        }
    }
    assert!(asked > 500, "only {asked} messages asked for");
    assert!(unknown.is_empty(), "messages no file has: {unknown:#?}");
}

fn rust_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("src reads").flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

#[test]
fn each_language_counts_its_players_with_its_own_plural() {
    let cases = [
        (
            Lang::English,
            "1 player still to write",
            "3 players still to write",
        ),
        (
            Lang::German,
            "1 Spieler muss noch schreiben",
            "3 Spieler müssen noch schreiben",
        ),
        (
            Lang::French,
            "1 joueur doit encore écrire",
            "3 joueurs doivent encore écrire",
        ),
        (
            Lang::Italian,
            "1 giocatore deve ancora scrivere",
            "3 giocatori devono ancora scrivere",
        ),
    ];
    for (lang, one, three) in cases {
        speaking(lang, || {
            assert_eq!(crate::t!("curtain-still-to-write", count = 1), one);
            assert_eq!(crate::t!("curtain-still-to-write", count = 3), three);
        });
    }
}

#[test]
fn arguments_read_without_invisible_marks() {
    let words = speaking(Lang::German, || {
        crate::t!("curtain-show-orders", name = "Anna")
    });
    assert_eq!(words, "Ich bin Anna: meine Befehle zeigen");
}

#[test]
fn a_message_a_language_lacks_reads_in_english() {
    // A German file with one message only: the others fall back to English's words.
    let mut partial = FluentBundle::new_concurrent(vec!["de".parse().expect("de")]);
    let resource = FluentResource::try_new("title-quit = Beenden\n".to_string()).expect("parses");
    partial.add_resource(resource).expect("adds");
    let own = format_from(&partial, "title-new-game", None);
    assert_eq!(own, None);
    let english = || format_in(Lang::English, "title-new-game", None);
    assert_eq!(with_fallback(own, english).as_deref(), Some("New game"));
    // An empty translation is no translation.
    assert_eq!(
        with_fallback(Some("  ".into()), english).as_deref(),
        Some("New game")
    );
    assert_eq!(
        with_fallback(format_from(&partial, "title-quit", None), english).as_deref(),
        Some("Beenden")
    );
}

#[test]
fn the_system_locale_chooses_the_language_and_an_unknown_one_gives_english() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(
        Lang::from_system(env(&[("LANG", "de_DE.UTF-8")])),
        Lang::German
    );
    assert_eq!(
        Lang::from_system(env(&[
            ("LANG", "de_DE.UTF-8"),
            ("LC_MESSAGES", "fr_FR.UTF-8")
        ])),
        Lang::French
    );
    assert_eq!(
        Lang::from_system(env(&[("LC_ALL", "it_IT"), ("LANG", "de_DE")])),
        Lang::Italian
    );
    assert_eq!(
        Lang::from_system(env(&[("LANGUAGE", "pt:fr:en")])),
        Lang::French
    );
    assert_eq!(
        Lang::from_system(env(&[("LANG", "C.UTF-8")])),
        Lang::English
    );
    assert_eq!(
        Lang::from_system(env(&[("LANG", "ja_JP.UTF-8")])),
        Lang::English
    );
    assert_eq!(Lang::from_system(env(&[])), Lang::English);
    assert_eq!(Lang::from_locale("fr-CH"), Some(Lang::French));
    assert_eq!(Lang::from_locale("xx"), None);
}

#[test]
fn the_pseudo_language_marks_and_lengthens_every_message() {
    let words = speaking(Lang::Pseudo, || crate::t!("title-new-game"));
    assert!(pseudo::is_stretched(&words), "{words}");
    let english = speaking(Lang::English, || crate::t!("title-new-game"));
    let letters = |w: &str| w.chars().filter(|c| c.is_alphabetic()).count();
    assert!(
        words.chars().count() as f32 >= english.chars().count() as f32 * 1.4,
        "{words} against {english}"
    );
    assert_eq!(letters(&words), letters(&english));
}
