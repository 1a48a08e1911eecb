//! `serve-phones`: a windowless table that only phones write at: a new game on a board,
//! one join code per power printed (or written to a file), served until interrupted or
//! for a number of seconds. For trying the phone page and for the browser test.

use super::out::outln;
use crate::engine::game::{Game, Setup};
use crate::engine::map::geometry::Geometry;
use crate::engine::map::{Map, builtin_geometry};
use crate::pads::{Hub, PadServer, board_json, grouped, headless};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// What `serve-phones` was asked.
#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    /// A built-in board: standard, multiplomacy or european.
    #[arg(long, default_value = "standard")]
    pub variant: String,
    /// Address and port to listen on (port 0: any free port).
    #[arg(long, default_value = "127.0.0.1:0")]
    pub bind: SocketAddr,
    /// Write the codes to this file, a line per power, instead of printing them.
    #[arg(long = "codes")]
    pub codes_file: Option<PathBuf>,
    /// Stop after this many seconds (default: serve until interrupted).
    #[arg(long)]
    pub seconds: Option<u64>,
    /// Show a writing clock of this many seconds from the start of each phase (it only
    /// counts: the phase waits for every seal).
    #[arg(long)]
    pub clock: Option<u64>,
    /// The language of the phones' page: en, de, fr or it (default English).
    #[arg(long, value_name = "CODE", value_parser = super::parse_lang)]
    pub lang: Option<crate::lang::Lang>,
}

pub fn serve_phones(args: &ServeArgs) -> ExitCode {
    match serve(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("serve-phones: {e}");
            ExitCode::FAILURE
        }
    }
}

fn serve(args: &ServeArgs) -> Result<(), String> {
    if let Some(lang) = args.lang {
        crate::lang::set(lang);
    }
    let map = Map::named(&args.variant).map_err(|e| e.to_string())?;
    let geometry_text = builtin_geometry(&map.name).ok_or("the board has no shapes")?;
    let geometry = Geometry::load(geometry_text, &map.name).map_err(|e| e.to_string())?;
    let names: Vec<String> = map.powers.iter().map(|p| p.name.clone()).collect();
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    let setup = Setup::standard(&map, &refs, 0, "1971", 1).map_err(|e| e.to_string())?;
    let game = Game::new(&map, setup);
    let hub = Arc::new(Hub::new(map.powers.len(), board_json(&map, &geometry)));
    let mut lines = Vec::new();
    for power in map.power_ids() {
        let code = hub.codes().issue(power);
        lines.push(format!("{} {}", map.power(power).name, grouped(&code)));
    }
    let server = PadServer::start(hub.clone(), args.bind, None)?;
    outln!("serving phones at http://{}/", server.addr);
    match &args.codes_file {
        Some(path) => std::fs::write(path, lines.join("\n") + "\n")
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
        None => lines.iter().for_each(|l| outln!("{l}")),
    }
    let stop = Arc::new(AtomicBool::new(false));
    let writing = args.clock.map(std::time::Duration::from_secs);
    let table = headless::run(hub, map, game, stop.clone(), writing);
    match args.seconds {
        Some(s) => std::thread::sleep(std::time::Duration::from_secs(s)),
        None => loop {
            std::thread::park();
        },
    }
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    let game = table.join().map_err(|_| "the table stopped")?;
    outln!("ended at {}", game.position.phase);
    drop(server);
    Ok(())
}
