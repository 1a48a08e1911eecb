//! The table's stage as a Bevy sub-state of the playing screen ([`TableStage`]): the
//! screens and the table's input run under `in_state(TableStage::…)`. The table's logic
//! keeps its own [`Stage`] (plain, tested without a window); one system follows it into
//! the state, in the same frame the table moved, so the curtain is up in the very frame a
//! writer seals.

use super::table::{Stage, Table};
use crate::app::screen::Screen;
use bevy::prelude::*;

/// Where the table is within a phase, as a state of [`Screen::Play`] (the players' and
/// the record's numbers stay on the table).
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Play)]
pub enum TableStage {
    /// No game on the table: the playing screen's first frame before one is laid, its last
    /// after one left.
    #[default]
    Empty,
    /// Everyone talks; the diplomacy clock runs.
    Diplomacy,
    /// "Pass the laptop to …": nothing secret on screen.
    Curtain,
    /// One player writes orders in private.
    Writing,
    /// Everyone has sealed; computers still think.
    Thinking,
    /// The phase's orders and results.
    Reveal,
    /// The game has ended.
    Over,
}

impl TableStage {
    /// The state of a table at `stage`.
    pub fn of(stage: Stage) -> TableStage {
        match stage {
            Stage::Diplomacy => TableStage::Diplomacy,
            Stage::Curtain { .. } => TableStage::Curtain,
            Stage::Writing { .. } => TableStage::Writing,
            Stage::Thinking => TableStage::Thinking,
            Stage::Reveal { .. } => TableStage::Reveal,
            Stage::Over => TableStage::Over,
        }
    }
}

/// The set of the system that moves [`TableStage`] to the table's stage: what reads the
/// state after the table moved runs after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct FollowTable;

/// The sub-state of the playing screen (the `Screen` state added first), followed at the
/// end of the table's own systems (`play::plugin` runs [`follow_table`] there) and again
/// before the screens draw (for a table moved elsewhere: the phones, the guided turn).
pub fn plugin(app: &mut App) {
    app.add_sub_state::<TableStage>().add_systems(
        PostUpdate,
        follow_table
            .in_set(FollowTable)
            .before(bevy_egui::EguiPostUpdateSet::EndPass),
    );
}

/// Moves [`TableStage`] to the table's stage at once (running the state transitions
/// here, not at the next frame's, so no frame shows a screen of the stage before). A
/// screen asked for meanwhile still changes at the next frame, as every screen does; a
/// game being laid on the table enters the playing screen at its stage.
pub fn follow_table(world: &mut World) {
    let wanted =
        (world.get_resource::<Table>()).map_or(TableStage::Empty, |t| TableStage::of(t.stage));
    match world.get_resource::<State<TableStage>>().map(|s| *s.get()) {
        Some(now) if now == wanted => {}
        Some(_) => {
            world.resource_mut::<NextState<TableStage>>().set(wanted);
            let screen_asked = std::mem::take(&mut *world.resource_mut::<NextState<Screen>>());
            world.run_schedule(StateTransition);
            *world.resource_mut::<NextState<Screen>>() = screen_asked;
        }
        None => {
            let to_play = matches!(
                *world.resource::<NextState<Screen>>(),
                NextState::Pending(Screen::Play) | NextState::PendingIfNeq(Screen::Play)
            );
            if to_play && wanted != TableStage::Empty {
                world.resource_mut::<NextState<TableStage>>().set(wanted);
            }
        }
    }
}
