//! The phone page's files, built into the program (nothing is fetched from elsewhere).
//! For working on the page, `DIPLOMACY_HOTSEAT_PHONE_PAGE` names a folder to serve the same
//! three files from instead.

use std::borrow::Cow;

/// A file of the page and its type.
pub struct PageFile {
    pub body: Cow<'static, [u8]>,
    pub kind: &'static str,
}

const FILES: [(&str, &[u8], &str); 3] = [
    (
        "index.html",
        include_bytes!("../../assets/phone/index.html"),
        "text/html; charset=utf-8",
    ),
    (
        "app.js",
        include_bytes!("../../assets/phone/app.js"),
        "text/javascript; charset=utf-8",
    ),
    (
        "style.css",
        include_bytes!("../../assets/phone/style.css"),
        "text/css; charset=utf-8",
    ),
];

/// The page file at `path` (`/` is the page itself), if it is one.
pub fn file(path: &str) -> Option<PageFile> {
    let name = match path {
        "/" => "index.html",
        p => p.strip_prefix('/')?,
    };
    let (name, built_in, kind) = FILES.iter().find(|(n, _, _)| *n == name)?;
    let body = std::env::var_os("DIPLOMACY_HOTSEAT_PHONE_PAGE")
        .and_then(|dir| std::fs::read(std::path::Path::new(&dir).join(name)).ok())
        .map_or(Cow::Borrowed(*built_in), Cow::Owned);
    Some(PageFile { body, kind })
}

/// The address of the page's words: [`words_json`].
pub const WORDS_PATH: &str = "/words.json";

/// The page's words in the language spoken now, as JSON:
/// `{"lang": "de", "words": {"phones-page-…": "…"}}`. A message's arguments stay as
/// `{ $name }` markers for the page to fill; a count's two forms are two messages
/// (`…-one`, `…-other`) the page picks between by the language's plural rule.
pub fn words_json() -> String {
    let mut words = serde_json::Map::new();
    for (id, vars) in page_messages() {
        let mut args = crate::lang::Args::new();
        for var in &vars {
            args.set(
                var.clone(),
                crate::lang::FluentValue::from(format!("{{ ${var} }}")),
            );
        }
        let text = crate::lang::message(&id, (!vars.is_empty()).then_some(&args));
        words.insert(id, serde_json::Value::String(text));
    }
    let lang = match crate::lang::current() {
        crate::lang::Lang::Pseudo => "en",
        other => other.code(),
    };
    serde_json::json!({ "lang": lang, "words": words }).to_string()
}

/// The ids of the page's messages (`phones-page-…`) in the English files, each with the
/// names of the variables it uses.
pub(crate) fn page_messages() -> Vec<(String, Vec<String>)> {
    let mut found: Vec<(String, Vec<String>)> = Vec::new();
    for source in crate::lang::Lang::English.sources() {
        // Whether the lines now are the page's message (its value goes on indented lines).
        let mut inside = false;
        for line in source.lines() {
            let value = match line.split_once('=') {
                Some((id, value)) if line.starts_with("phones-page-") => {
                    found.push((id.trim().to_string(), Vec::new()));
                    inside = true;
                    value
                }
                _ if inside && line.starts_with(' ') => line,
                _ => {
                    inside = false;
                    continue;
                }
            };
            let Some((_, vars)) = found.last_mut() else {
                continue;
            };
            let mut rest = value;
            while let Some(at) = rest.find('$') {
                rest = &rest[at + 1..];
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                if !name.is_empty() && !vars.contains(&name) {
                    vars.push(name);
                }
            }
        }
    }
    found
}
