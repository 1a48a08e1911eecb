//! Who owns the pointer and the keyboard this frame: the board, or an egui panel or
//! text field. The board zooms, pans, hovers and takes clicks and shortcuts only when
//! the pointer is over it and no field is being typed in.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

/// What egui claimed in the last frame, read by every board system.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BoardInput {
    /// The pointer is over a panel or window, or egui is dragging or wants it.
    pub pointer_on_panel: bool,
    /// A text field (or an open menu) has the keyboard.
    pub typing: bool,
}

impl BoardInput {
    /// Whether the wheel, drags and clicks belong to the board.
    pub fn pointer_free(&self) -> bool {
        !self.pointer_on_panel
    }

    /// Whether keys may act as the board's and screens' shortcuts.
    pub fn keys_free(&self) -> bool {
        !self.typing
    }
}

pub fn read_egui(wants: Option<Res<EguiWantsInput>>, mut input: ResMut<BoardInput>) {
    let now = wants.map_or(BoardInput::default(), |w| BoardInput {
        pointer_on_panel: w.wants_any_pointer_input(),
        typing: w.wants_any_keyboard_input(),
    });
    input.set_if_neq(now);
}

/// Keeps [`BoardInput`] up to date before the frame's input is used.
pub fn plugin(app: &mut App) {
    app.init_resource::<BoardInput>()
        .add_systems(PreUpdate, read_egui);
}
