//! The commands' standard output: a reader that stops early (`replay save | head`) ends
//! the command quietly, as a pipe's reader expects, instead of a panic's backtrace.

use std::io::{ErrorKind, Write};

/// Writes `text` to standard output; a closed pipe ends the process (status 0: the reader
/// had what it wanted), any other error is reported once on standard error.
pub fn write(text: std::fmt::Arguments) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(text) {
        if e.kind() == ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("could not write the output: {e}");
        std::process::exit(1);
    }
}

/// `println!` for the commands: see [`write`].
macro_rules! outln {
    () => {
        $crate::cli::out::write(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::cli::out::write(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` for the commands: see [`write`].
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::out::write(format_args!($($arg)*))
    };
}

pub(crate) use {out, outln};
