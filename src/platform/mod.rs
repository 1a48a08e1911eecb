//! The seams between the game and the system it runs on: files, clocks and background
//! work. The desktop gets std's files, threads and clocks; the browser (wasm32) gets
//! localStorage, work done between frames and the page's clock. Every
//! `#[cfg(target_arch = "wasm32")]` of the program lives in this folder, `places.rs`
//! and `main.rs`.

pub mod files;
pub mod query;
pub mod work;

#[cfg(feature = "app")]
pub mod window;

#[cfg(target_arch = "wasm32")]
pub mod web;

/// Whether the game can serve the phones' page: the desktop can; a web page cannot serve
/// other devices, so there new game says so instead of offering phones.
pub const SERVES_PHONES: bool = !cfg!(target_arch = "wasm32");

/// A moment on a monotonic clock: std's on the desktop; on the browser the page's
/// `performance.now()` (std's panics there).
#[cfg(not(target_arch = "wasm32"))]
pub use std::time::Instant;
#[cfg(target_arch = "wasm32")]
pub use web_time::Instant;

/// Seconds since 1970 by the system's clock (0 if it stands before then); std's clock
/// panics in the browser, so there it is the page's `Date.now()`.
pub fn unix_seconds() -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    use std::time::{SystemTime, UNIX_EPOCH};
    #[cfg(target_arch = "wasm32")]
    use web_time::{SystemTime, UNIX_EPOCH};
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}
