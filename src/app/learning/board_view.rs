//! Learning mode's part of the board view: its panel's room, and the provinces an
//! introduction page talks about, lit.

use super::Learning;
use super::steps::Part;
use crate::app::board::view::{BoardView, PanelRoom, WriteView};
use crate::app::current::CurrentMap;
use crate::app::layout::LEARNING_WIDTH;
use bevy::prelude::*;

/// Writes learning mode's part of the board view while learning mode is open.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        write_view
            .in_set(WriteView::Mode)
            .run_if(resource_exists::<Learning>),
    );
}

fn write_view(
    learning: Res<Learning>,
    map: Res<CurrentMap>,
    room: PanelRoom,
    mut view: ResMut<BoardView>,
) {
    let view = view.bypass_change_detection();
    view.panels = room.inset(0.0, LEARNING_WIDTH);
    if let Part::Page(p) = learning.current().part
        && let Some(page) = learning.material.introduction.pages.get(p)
    {
        view.lit.pulsing = (page.highlight.iter())
            .filter_map(|id| map.0.find_province(id))
            .collect();
    }
}
