//! The board: provinces, coasts, adjacency, supply centres, powers; loaded from `maps/*.ron`.

mod adjacency;
mod calendar;
mod check;
pub mod colours;
mod convoy_seas;
pub mod file;
pub mod geometry;
pub mod hooks;
mod load;
mod model;
mod names;
pub mod pick;

#[cfg(test)]
mod tests;

pub use check::{MapProblem, check_map};
pub use file::Terrain;
pub use hooks::{Calendar, RuleHook, Turn};
pub use load::{MapError, builtin_geometry, builtin_names};
pub use model::{CoastData, Map, Power, Province};

/// Lower-cases a name and drops everything but letters and digits, so that
/// `St. P`, `st p` and `STP` all compare equal.
pub fn normalize_name(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(|c| c.to_lowercase())
        .collect()
}
