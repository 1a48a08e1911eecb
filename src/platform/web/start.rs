//! The page's entry point: the game window in the page's canvas, with options read from
//! the address (`?lang=de`, `?new-game`, `?variant=european`, `?text-size=1.5`, `?empty`,
//! `?computers=expert`: seats 2 to 7 of that new game played by computers).

use crate::app::AppOptions;

/// Opens the game in the page (returns at once: the browser drives the frames).
pub fn start() {
    let mut options = AppOptions::default();
    for (key, value) in super::query() {
        match key.as_str() {
            "lang" => options.lang = crate::lang::Lang::from_locale(&value),
            "new-game" => options.new_game = true,
            "computers" => options.computers = crate::engine::bot::Level::parse(&value).ok(),
            "variant" => options.variant = value,
            "text-size" => options.text_size = value.parse().ok(),
            "empty" => options.empty = true,
            "less-motion" => options.less_motion = true,
            "colour-blind" => options.colour_blind = true,
            _ => {}
        }
    }
    crate::app::run(options);
}
