//! The board on screen and everything that draws on it or reads it: the shapes of the
//! map being played ([`BoardShapes`]; the map itself, the rules' part, is
//! [`crate::app::current::CurrentMap`]), coordinates, camera, picking, the cached drawing, tokens,
//! names, arrows, the resolution animation, and the one view of what to show
//! ([`view::BoardView`]) that the table, learning mode and the sandbox write.

pub mod aftermath;
pub mod animate;
pub mod apply_view;
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
#[cfg(test)]
mod shader_tests;
pub mod shaft_gaps;
pub mod show;
pub mod tessellate;
pub mod tokens;
pub mod touch;
pub mod view;

use crate::app::current::CurrentMap;
use crate::engine::map::Map;
use crate::engine::map::geometry::Geometry;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The board's own plugins, gathered here so the app adds the board as one part: its
/// material, camera, cached drawing, provinces and landmarks, names and their font
/// atlases, the resolution animation and its aftermath, arrows, and the view applied
/// (picking is added where the window takes the pointer).
pub fn plugin(app: &mut App) {
    app.add_plugins((
        province_material::plugin,
        camera::plugin,
        cache::plugin,
        (draw::plugin, landmarks::plugin),
        (labels::plugin, font_atlases::plugin),
        (animate::plugin, aftermath::plugin),
        arrows::plugin,
        apply_view::plugin,
    ))
    .init_resource::<picking::Hovered>();
}

/// The shapes of the provinces of the map being played; replaced (and the board redrawn)
/// with the map ([`crate::app::current::CurrentMap`]) when a game on another map starts.
#[derive(Resource)]
pub struct BoardShapes(pub Geometry);

/// What drawing reads: the rules' map (names, seas, coasts, powers) and its shapes,
/// borrowed together.
#[derive(Clone, Copy)]
pub struct Board<'a> {
    pub map: &'a Map,
    pub geometry: &'a Geometry,
}

/// A system's access to the board as drawn: the map being played and its shapes.
#[derive(SystemParam)]
pub struct DrawnBoard<'w> {
    map: Res<'w, CurrentMap>,
    shapes: Res<'w, BoardShapes>,
}

impl DrawnBoard<'_> {
    /// The map and its shapes, to draw with.
    pub fn get(&self) -> Board<'_> {
        Board {
            map: &self.map.0,
            geometry: &self.shapes.0,
        }
    }

    /// Whether another map (and its shapes) came since the system last ran.
    pub fn is_changed(&self) -> bool {
        self.map.is_changed() || self.shapes.is_changed()
    }
}

/// A built-in map with its built-in shapes, owned: what a new game on another board, the
/// sandbox and tests load.
pub struct LoadedBoard {
    pub map: Map,
    pub geometry: Geometry,
}

impl LoadedBoard {
    /// A built-in map with its built-in shapes, or why it cannot be drawn.
    pub fn named(variant: &str) -> Result<LoadedBoard, String> {
        let map = Map::named(variant).map_err(|e| e.to_string())?;
        let geometry = shapes_of(&map)?;
        Ok(LoadedBoard { map, geometry })
    }

    /// The built-in board `variant` to put on the table in place of `on_table`: none when
    /// that is already it; or why it cannot be drawn.
    pub fn in_place_of(on_table: &Map, variant: &str) -> Result<Option<LoadedBoard>, String> {
        (on_table.name != variant)
            .then(|| LoadedBoard::named(variant))
            .transpose()
    }

    /// Both, borrowed, to draw with.
    pub fn get(&self) -> Board<'_> {
        Board {
            map: &self.map,
            geometry: &self.geometry,
        }
    }

    /// Puts this map and its shapes on the board (for a game or the sandbox).
    pub fn insert(self, commands: &mut Commands) {
        commands.queue(move |world: &mut World| self.put(world));
    }

    /// [`LoadedBoard::insert`] straight into a world (tests and set-up).
    pub fn put(self, world: &mut World) {
        world.insert_resource(CurrentMap(self.map));
        world.insert_resource(BoardShapes(self.geometry));
    }
}

/// The built-in shapes of a map, or why it has none that can be drawn.
pub fn shapes_of(map: &Map) -> Result<Geometry, String> {
    let text = crate::engine::map::builtin_geometry(&map.name)
        .ok_or_else(|| format!("the {} map has no geometry to draw", map.name))?;
    Geometry::load(text, &format!("maps/{}.geometry.ron", map.name)).map_err(|e| e.to_string())
}
