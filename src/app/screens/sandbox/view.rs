//! The sandbox's part of the board view: the panel's room, the order being clicked (the
//! unit picked and where the next click may go), and every power's slip as arrows until a
//! resolution is shown.

use super::SandboxDesk;
use super::panel_width;
use crate::app::board::DrawnBoard;
use crate::app::board::view::{BoardView, PanelRoom, WriteView};
use crate::app::current::CurrentGame;
use crate::app::play::board_view::table_arrows;
use crate::app::play::table::Table;
use bevy::prelude::*;

/// Writes the sandbox's part of the board view while a sandbox is open.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        write_view
            .in_set(WriteView::Mode)
            .run_if(resource_exists::<SandboxDesk>),
    );
}

fn write_view(
    desk: Res<SandboxDesk>,
    table: Option<Res<Table>>,
    game: Res<CurrentGame>,
    board: DrawnBoard,
    room: PanelRoom,
    mut view: ResMut<BoardView>,
) {
    let view = view.bypass_change_detection();
    // The width the panel is drawn at: the sandbox's own, narrowed as every edge panel is.
    let drawn = |points: f32| crate::app::layout::panel_width(panel_width(points), points);
    view.panels = room.inset_by(|points| (0.0, drawn(points)));
    if desk.pick_power.is_some() {
        let (selected, reach) = desk.lights();
        // Beside what the game lit (the keyboard's cursor).
        view.lit.selected.extend(selected);
        view.lit.pulsing.extend(reach.open);
        view.lit.refused = reach.refused;
    }
    // Before a resolution is shown, every power's slip is drawn as the game draws the
    // orders being written.
    if table.is_none() {
        view.arrows = table_arrows(&board.get(), &desk.writing_table(), &game.0, None);
    }
}
