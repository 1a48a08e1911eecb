//! The `diplomacy-hotseat` binary: the game window, or a headless subcommand (in the
//! browser: the game in the page).

// On Windows the game is a window program, so starting it from the Start menu opens no
// console beside it; a subcommand typed in a console writes to that console (see
// `console::attach`).
#![cfg_attr(all(windows, feature = "app"), windows_subsystem = "windows")]

#[cfg(not(all(target_arch = "wasm32", feature = "app")))]
fn main() -> std::process::ExitCode {
    use clap::Parser;
    #[cfg(all(windows, feature = "app"))]
    diplomacy_hotseat::console::attach();
    diplomacy_hotseat::cli::run(diplomacy_hotseat::cli::Cli::parse())
}

/// In the browser (`bash .ci/web`): the game in the page's canvas, its options from the
/// address's query.
#[cfg(all(target_arch = "wasm32", feature = "app"))]
fn main() {
    diplomacy_hotseat::platform::web::start();
}
