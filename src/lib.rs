//! Diplomacy Hot-Seat: a desktop Diplomacy game for up to seven players at one laptop.
//!
//! [`engine`] is the pure rules engine (no Bevy); [`app`] is the Bevy game;
//! [`cli`] holds the headless subcommands of the same binary.

#[cfg(feature = "app")]
pub mod app;
pub mod cli;
pub mod engine;
