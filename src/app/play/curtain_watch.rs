//! A test-only watch on the curtain: every frame of every windowless table test checks
//! that no power's private screen is shown before that player's Ready at the curtain, and
//! that the screens' state (`TableStage`) ends the frame at the table's own stage.

use super::Act;
use super::stage::TableStage;
use super::table::{Stage, Table};
use bevy::prelude::*;

/// The stage the last frame ended in.
#[derive(Resource, Default)]
struct LastStage(Option<Stage>);

/// Adds the watch to a test app: a frame that opens a player's order panel must start at
/// that player's curtain and carry their Ready; the panel never opens from another stage.
pub fn watch(app: &mut App) {
    app.init_resource::<LastStage>()
        .add_systems(Last, check_curtain);
}

fn check_curtain(
    table: Option<Res<Table>>,
    state: Option<Res<State<TableStage>>>,
    mut acts: MessageReader<Act>,
    mut last: ResMut<LastStage>,
) {
    let readied = acts.read().any(|a| matches!(a, Act::Ready(_)));
    let now = table.map(|t| t.stage);
    if let Some(state) = state {
        let table_at = now.map_or(TableStage::Empty, TableStage::of);
        assert_eq!(
            *state.get(),
            table_at,
            "the screens drew {:?} while the table stood at {now:?}",
            state.get()
        );
    }
    if let Some(Stage::Writing { player }) = now {
        let before = last.0;
        let opened = before != Some(Stage::Writing { player });
        assert!(
            !opened || (before == Some(Stage::Curtain { player }) && readied),
            "player {player}'s orders opened from {before:?} without their Ready at the curtain"
        );
    }
    last.0 = now;
}
