//! Pictures of a game to share: the board of any phase as a PNG, the whole game as an
//! animated GIF. Drawn by the game's own board in render mode (`render SAVE …`, which the
//! history and the end screen start as a second process), never by a second drawing.

pub mod export;
pub mod frames;
pub mod gif;
pub mod render;

pub use frames::Pick;
