//! The game being played and the map it is played on: the two resources every screen,
//! mode and the board read. A leaf: it names nothing else of the app.

use crate::engine::game::Game;
use crate::engine::map::Map;
use bevy::prelude::*;

/// The game being played: the single resource every screen reads.
#[derive(Resource)]
pub struct CurrentGame(pub Game);

/// The map the game is played on: provinces, powers, the variant's rules. Beside the
/// game, not inside the drawing: the board's shapes (`BoardShapes`) are replaced with it.
#[derive(Resource)]
pub struct CurrentMap(pub Map);
