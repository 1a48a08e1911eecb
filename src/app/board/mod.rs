//! The board on screen and everything that draws on it or reads it: the map and its
//! shapes ([`Board`]), coordinates, camera, picking, the cached drawing, tokens, names,
//! arrows, the resolution animation, and the one view of what to show ([`view::BoardView`])
//! that the table, learning mode and the sandbox write.

pub mod aftermath;
pub mod animate;
#[cfg(test)]
mod arrow_names_tests;
pub mod arrows;
pub mod cache;
pub mod camera;
pub mod coords;
pub mod draw;
pub mod font_atlases;
pub mod labels;
pub mod landmarks;
pub mod legible;
pub mod name_places;
pub mod paint;
pub mod palette;
pub mod picking;
pub mod printed;
pub mod province_cells;
pub mod province_material;
pub mod show;
pub mod tessellate;
pub mod tokens;
pub mod view;

use crate::engine::map::Map;
use crate::engine::map::geometry::Geometry;
use bevy::prelude::*;

/// The map and its shapes; replaced (and the board redrawn) when a game on another map
/// starts.
#[derive(Resource)]
pub struct Board {
    pub map: Map,
    pub geometry: Geometry,
}

impl Board {
    /// A built-in map with its built-in shapes, or why it cannot be drawn.
    pub fn named(variant: &str) -> Result<Board, String> {
        let map = Map::named(variant).map_err(|e| e.to_string())?;
        let text = crate::engine::map::builtin_geometry(&map.name)
            .ok_or_else(|| format!("the {} map has no geometry to draw", map.name))?;
        let geometry = Geometry::load(text, &format!("maps/{}.geometry.ron", map.name))
            .map_err(|e| e.to_string())?;
        Ok(Board { map, geometry })
    }
}
