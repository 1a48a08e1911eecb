//! The game window on each platform: a window of its own on the desktop; in the browser
//! the page's canvas (`#game`), filling the page and taking the keys the game uses.

use bevy::window::Window;

/// The window as the platform wants it.
pub fn adapt(window: Window) -> Window {
    #[cfg(target_arch = "wasm32")]
    return Window {
        canvas: Some("#game".into()),
        fit_canvas_to_parent: true,
        // The game's keys (Tab, arrows, Enter, Backspace) stay in the game.
        prevent_default_event_handling: true,
        ..window
    };
    #[cfg(not(target_arch = "wasm32"))]
    window
}
