//! `write-sounds`: the game's synthesised sounds written out as WAV files (the game makes
//! them in memory at start; these files are for listening and for the assets note).

use crate::app::play::cues::Cue;
use crate::app::sound::synth;
use crate::cli::out::outln;
use std::path::Path;
use std::process::ExitCode;

/// Writes one WAV file per sound into `dir` and prints each name, length and recipe.
pub fn write_sounds(dir: &Path) -> ExitCode {
    if let Err(e) = std::fs::create_dir_all(dir) {
        eprintln!("{}: {e}", dir.display());
        return ExitCode::from(2);
    }
    for cue in Cue::ALL {
        let samples = synth::samples(cue);
        let path = dir.join(synth::file_name(cue));
        if let Err(e) = std::fs::write(&path, synth::wav_bytes(&samples)) {
            eprintln!("{}: {e}", path.display());
            return ExitCode::from(2);
        }
        outln!(
            "{}\t{:.2} s\t{}",
            path.display(),
            synth::seconds(&samples),
            synth::recipe(cue)
        );
    }
    ExitCode::SUCCESS
}
