//! The browser's side of the program: the page's entry point (options from the address's
//! query instead of a command line) and what the browser says about its user.

#[cfg(feature = "app")]
mod start;
#[cfg(feature = "app")]
pub use start::start;

/// The browser's preferred language (`navigator.language`, e.g. `de-DE`).
pub fn browser_locale() -> Option<String> {
    web_sys::window()?.navigator().language()
}

/// The page address's query pairs (`?lang=de&new-game` gives `lang`=`de`, `new-game`=``).
pub fn query() -> Vec<(String, String)> {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    super::query::parse(&search)
}
