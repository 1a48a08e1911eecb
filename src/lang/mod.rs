//! The table's language: every word the game shows is looked up by a message id in the
//! Fluent files of one language (`assets/lang/<code>/*.ftl`, one per part of the game,
//! built into the binary), the language chosen in Settings or on the command line, else
//! the system's. A message a language lacks reads in English; a locale the game does not
//! have gives English.

pub mod pseudo;
#[cfg(test)]
mod tests;
#[cfg(windows)]
mod windows;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

/// A language the game speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    English,
    German,
    French,
    Italian,
    /// English with every message marked and lengthened by 40%, for the screen audit:
    /// text drawn outside the lookup shows unmarked, and layouts meet long words.
    Pseudo,
}

impl Lang {
    /// The languages a player can choose, English first.
    pub const CHOSEN: [Lang; 4] = [Lang::English, Lang::German, Lang::French, Lang::Italian];

    /// The language's code, as `--lang` takes it and the settings file keeps it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::English => "en",
            Lang::German => "de",
            Lang::French => "fr",
            Lang::Italian => "it",
            Lang::Pseudo => "pseudo",
        }
    }

    /// The language's name in itself, as a chooser lists it.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::English => "English",
            Lang::German => "Deutsch",
            Lang::French => "Français",
            Lang::Italian => "Italiano",
            Lang::Pseudo => "Pseudo",
        }
    }

    /// The language of a code or locale ("de", "fr_CH.UTF-8", "it-IT", "pseudo"), if the
    /// game has it.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::English),
            "de" => Some(Lang::German),
            "fr" => Some(Lang::French),
            "it" => Some(Lang::Italian),
            "pseudo" => Some(Lang::Pseudo),
            _ => None,
        }
    }

    /// The system's language: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` and
    /// `LANGUAGE` that is set (as POSIX orders them), read by `var`; English where the
    /// game lacks it.
    pub fn from_system(var: impl Fn(&str) -> Option<String>) -> Lang {
        let set = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| var(name))
            .find(|v| !v.is_empty());
        let listed = var("LANGUAGE").and_then(|l| {
            l.split(':')
                .find_map(Lang::from_locale)
                .map(|lang| lang.code().to_string())
        });
        set.or(listed)
            .and_then(|v| Lang::from_locale(&v))
            .unwrap_or(Lang::English)
    }

    /// The mark between a number's whole part and its decimals (`12.5`, `12,5`).
    pub fn decimal_mark(self) -> char {
        match self {
            Lang::English | Lang::Pseudo => '.',
            Lang::German | Lang::French | Lang::Italian => ',',
        }
    }

    /// This machine's language: the locale variables where one is set, else (on Windows,
    /// which sets none) the user's language in Windows' settings; English where the game
    /// lacks it.
    pub fn of_this_machine() -> Lang {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
        let any_set = ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"]
            .iter()
            .any(|name| var(name).is_some());
        #[cfg(windows)]
        if !any_set && let Some(lang) = windows::user_locale().and_then(|l| Lang::from_locale(&l)) {
            return lang;
        }
        let _ = any_set;
        #[cfg(target_arch = "wasm32")]
        if let Some(lang) =
            crate::platform::web::browser_locale().and_then(|l| Lang::from_locale(&l))
        {
            return lang;
        }
        Lang::from_system(var)
    }

    /// This language's Fluent sources, one per part of the game (`assets/lang/<code>/`).
    pub(crate) fn sources(self) -> [&'static str; FILES_PER_LANGUAGE] {
        match self {
            Lang::English | Lang::Pseudo => language_files!("en"),
            Lang::German => language_files!("de"),
            Lang::French => language_files!("fr"),
            Lang::Italian => language_files!("it"),
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    fn from_index(i: u8) -> Lang {
        [
            Lang::English,
            Lang::German,
            Lang::French,
            Lang::Italian,
            Lang::Pseudo,
        ]
        .get(usize::from(i))
        .copied()
        .unwrap_or_default()
    }
}

/// How many files each language has (the list in `language_files!`).
const FILES_PER_LANGUAGE: usize = 9;

/// A language's files, built into the binary: each part of the game has its own, so that
/// the same part's words sit together in every language.
macro_rules! language_files {
    ($code:literal) => {
        [
            include_str!(concat!("../../assets/lang/", $code, "/start.ftl")),
            include_str!(concat!("../../assets/lang/", $code, "/curtain.ftl")),
            include_str!(concat!("../../assets/lang/", $code, "/table.ftl")),
            include_str!(concat!("../../assets/lang/", $code, "/orders.ftl")),
            include_str!(concat!("../../assets/lang/", $code, "/rules.ftl")),
            include_str!(concat!("../../assets/lang/", $code, "/learning.ftl")),
            include_str!(concat!("../../assets/lang/", $code, "/phones.ftl")),
            include_str!(concat!("../../assets/lang/", $code, "/names.ftl")),
            include_str!(concat!("../../assets/lang/", $code, "/access.ftl")),
        ]
    };
}
use language_files;

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Speaks `lang` from now on (every screen reads its words anew each frame).
pub fn set(lang: Lang) {
    CURRENT.store(lang.index() as u8, Ordering::Relaxed);
}

thread_local! {
    /// A language spoken on this thread only (a test's), over the table's.
    static THIS_THREAD: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
}

/// The language spoken now (on this thread).
pub fn current() -> Lang {
    THIS_THREAD
        .with(|l| l.get())
        .unwrap_or_else(|| Lang::from_index(CURRENT.load(Ordering::Relaxed)))
}

/// Runs `f` speaking `lang` on this thread only (tests draw screens in a language while
/// other tests run beside them in English).
pub fn speaking<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let before = THIS_THREAD.with(|l| l.replace(Some(lang)));
    let out = f();
    THIS_THREAD.with(|l| l.set(before));
    out
}

/// A language's messages, read once.
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 5] = [const { OnceLock::new() }; 5];
    BUNDLES[lang.index()].get_or_init(|| read_bundle(lang))
}

/// Builds a language's bundle from its file. A file that does not parse whole keeps the
/// messages that do (the language tests fail on any error).
fn read_bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id = match lang {
        Lang::Pseudo => "en",
        other => other.code(),
    };
    let langid: unic_langid::LanguageIdentifier = id.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // No invisible direction marks around arguments: the game's font has no glyph for them.
    bundle.set_use_isolating(false);
    for source in lang.sources() {
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(r) => r,
            Err((partial, _)) => partial,
        };
        // A message two files both define keeps its first words (the tests forbid it).
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The message `id` in `lang` with these arguments, if that language has it.
fn format_in(lang: Lang, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    format_from(bundle(lang), id, args)
}

/// The message `id` of `bundle` with these arguments, if it has it whole.
fn format_from(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let words = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| words.into_owned())
}

/// The message `id` in the language spoken now, with these arguments; in English where
/// that language lacks it (the id itself only for a message no file has, which the
/// language tests forbid).
pub fn message(id: &str, args: Option<&FluentArgs>) -> String {
    let lang = current();
    let words = with_fallback(format_in(lang, id, args), || {
        format_in(Lang::English, id, args)
    })
    .unwrap_or_else(|| id.to_string());
    match lang {
        Lang::Pseudo => pseudo::stretch(&words),
        _ => words,
    }
}

/// A language's words, or where it lacks the message, English's.
fn with_fallback(own: Option<String>, english: impl FnOnce() -> Option<String>) -> Option<String> {
    own.filter(|w| !w.trim().is_empty()).or_else(english)
}

/// A name (a power's, a place's) in the language spoken now: the message `id` where the
/// language has one, else `english` (English itself always reads `english`, the map's own
/// name). Names are data: the pseudo-language leaves them as the map has them, as the
/// screen audit's list of names expects.
pub fn name(id: &str, english: &str) -> String {
    match current() {
        Lang::English | Lang::Pseudo => None,
        other => format_in(other, id, None).filter(|w| !w.trim().is_empty()),
    }
    .unwrap_or_else(|| english.to_string())
}

/// Whether `lang` has the message `id` itself (not through English).
pub fn has_message(lang: Lang, id: &str) -> bool {
    format_in(lang, id, None).is_some_and(|w| !w.trim().is_empty())
}

/// A message without arguments.
pub fn tr(id: &str) -> String {
    message(id, None)
}

/// The message `id` in the language spoken now: `t!("title-new-game")`, or with
/// arguments, `t!("curtain-pass-to", power = name)` (strings and numbers; Fluent picks the
/// plural form).
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::lang::tr($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::lang::Args::new();
        $(args.set(stringify!($name), $crate::lang::FluentValue::from($value));)+
        $crate::lang::message($id, Some(&args))
    }};
}

#[doc(hidden)]
pub use fluent_bundle::{FluentArgs as Args, FluentValue};
