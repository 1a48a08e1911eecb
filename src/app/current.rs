//! The game being played and the map it is played on: the two resources every screen,
//! mode and the board read. A leaf: it names nothing else of the app.

use crate::engine::game::Game;
use crate::engine::map::Map;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The game being played: the single resource every screen reads.
#[derive(Resource)]
pub struct CurrentGame(pub Game);

/// The map the game is played on: provinces, powers, the variant's rules. Beside the
/// game, not inside the drawing: the board's shapes (`BoardShapes`) are replaced with it.
#[derive(Resource)]
pub struct CurrentMap(pub Map);

/// The game being played and its map, read together (most screens draw both).
#[derive(SystemParam)]
pub struct GameAndMap<'w> {
    pub game: Res<'w, CurrentGame>,
    pub map: Res<'w, CurrentMap>,
}

impl GameAndMap<'_> {
    /// The game.
    pub fn game(&self) -> &Game {
        &self.game.0
    }

    /// The map.
    pub fn map(&self) -> &Map {
        &self.map.0
    }
}
