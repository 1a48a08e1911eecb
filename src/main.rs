//! The `diplomacy-hotseat` binary: the game window, or a headless subcommand.

use clap::Parser;
use diplomacy_hotseat::cli::{Cli, run};
use std::process::ExitCode;

fn main() -> ExitCode {
    run(Cli::parse())
}
