//! The `diplomacy-hotseat` binary: the game window, or a headless subcommand.

// On Windows the game is a window program, so starting it from the Start menu opens no
// console beside it; a subcommand typed in a console writes to that console (see
// `console::attach`).
#![cfg_attr(all(windows, feature = "app"), windows_subsystem = "windows")]

use clap::Parser;
use diplomacy_hotseat::cli::{Cli, run};
use std::process::ExitCode;

fn main() -> ExitCode {
    #[cfg(all(windows, feature = "app"))]
    diplomacy_hotseat::console::attach();
    run(Cli::parse())
}
