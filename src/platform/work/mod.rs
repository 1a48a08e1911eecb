//! Work done beside the frames, such as a computer's thinking: a named thread on the
//! desktop; in the browser (one thread) the work runs inside a later frame, when the
//! table first asks whether it is done, so the frame that shows "thinking" is drawn first.

#[cfg(not(target_arch = "wasm32"))]
mod desktop;
#[cfg(not(target_arch = "wasm32"))]
pub use desktop::Work;

// Built on the desktop too for its tests: the browser's way runs anywhere.
#[cfg(any(target_arch = "wasm32", test))]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::Work;
