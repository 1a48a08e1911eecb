//! Work done beside the frames, such as a computer's thinking. The work is a future that
//! pauses when the function it is given says its time is up: on the desktop it runs
//! straight through on a named thread of its own (never told to pause); in the browser
//! (one thread) it is polled a slice of each frame, so the page keeps drawing frames while
//! it works.

use std::future::Future;
use std::pin::pin;
use std::task::{Context, Poll, Waker};

#[cfg(not(target_arch = "wasm32"))]
mod desktop;
#[cfg(not(target_arch = "wasm32"))]
pub use desktop::Work;

// Built on the desktop too for its tests: the browser's way runs anywhere.
#[cfg(any(target_arch = "wasm32", test))]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::Work;

/// Work's time is never up: it runs straight through.
pub fn never() -> bool {
    false
}

/// Runs work to its end here and now, polling it through any pauses.
pub fn run_through<F: Future>(work: F) -> F::Output {
    let mut work = pin!(work);
    let mut cx = Context::from_waker(Waker::noop());
    loop {
        if let Poll::Ready(done) = work.as_mut().poll(&mut cx) {
            return done;
        }
    }
}
