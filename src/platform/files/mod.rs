//! Reading and writing the program's files (saves, settings, club nights): the system's
//! files on the desktop, the browser's localStorage on the web (one entry per path).

#[cfg(not(target_arch = "wasm32"))]
mod desktop;
#[cfg(not(target_arch = "wasm32"))]
pub use desktop::*;

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::*;
