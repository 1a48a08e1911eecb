//! Diplomacy Hot-Seat: a desktop Diplomacy game for up to seven players at one laptop.
//!
//! [`engine`] is the pure rules engine (no Bevy); [`app`] is the Bevy game;
//! [`cli`] holds the headless subcommands of the same binary; [`settings_file`] reads and
//! writes the settings file (used by the app, parsed without it).

#[cfg(feature = "app")]
pub mod app;
pub mod cli;
pub mod console;
pub mod engine;
pub mod lang;
pub mod pads;
pub mod places;
pub mod platform;
pub mod settings_file;

#[cfg(test)]
mod design_rules_tests;
