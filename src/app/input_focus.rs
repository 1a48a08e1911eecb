//! Who owns the pointer and the keyboard this frame: the board, or an egui panel or
//! text field. The board zooms, pans, hovers and takes clicks and shortcuts only when
//! the pointer is over it, the board is in view (not veiled under a full-window screen)
//! and no field is being typed in.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

/// What egui claimed in the last frame, read by every board system.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BoardInput {
    /// The pointer is over a panel or window, or egui is dragging or wants it.
    pub pointer_on_panel: bool,
    /// A text field (or an open menu) has the keyboard.
    pub typing: bool,
    /// A full-window screen hides the board (its image is veiled).
    pub veiled: bool,
}

/// Whether a full-window screen hides the board this frame (set where the board's image is
/// veiled for it).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BoardVeiled(pub bool);

impl BoardInput {
    /// Whether the wheel, drags, clicks and hover belong to the board.
    pub fn pointer_free(&self) -> bool {
        !self.pointer_on_panel && !self.veiled
    }

    /// Whether keys may act as the board's and screens' shortcuts.
    pub fn keys_free(&self) -> bool {
        !self.typing
    }
}

pub fn read_egui(
    wants: Option<Res<EguiWantsInput>>,
    veiled: Option<Res<BoardVeiled>>,
    mut input: ResMut<BoardInput>,
) {
    let veiled = veiled.is_some_and(|v| v.0);
    let now = BoardInput {
        pointer_on_panel: wants.as_ref().is_some_and(|w| w.wants_any_pointer_input()),
        typing: wants.as_ref().is_some_and(|w| w.wants_any_keyboard_input()),
        veiled,
    };
    input.set_if_neq(now);
}

/// Keeps [`BoardInput`] up to date before the frame's input is used.
pub fn plugin(app: &mut App) {
    app.init_resource::<BoardInput>()
        .init_resource::<BoardVeiled>()
        .add_systems(PreUpdate, read_egui);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Under a full-window screen (the title, the new-game form, the curtain) the board is
    /// veiled: the pointer resting where a province lies neither outlines it nor zooms,
    /// drags or clicks the hidden board.
    #[test]
    fn a_veiled_board_takes_no_pointer() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins).add_plugins(plugin);
        app.update();
        assert!(app.world().resource::<BoardInput>().pointer_free());
        app.world_mut().resource_mut::<BoardVeiled>().0 = true;
        app.update();
        let input = *app.world().resource::<BoardInput>();
        assert!(!input.pointer_free(), "{input:?}");
        assert!(input.keys_free(), "keys still act: {input:?}");
        app.world_mut().resource_mut::<BoardVeiled>().0 = false;
        app.update();
        assert!(app.world().resource::<BoardInput>().pointer_free());
    }
}
