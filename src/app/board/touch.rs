//! A finger on the board (a tablet has no pointer that hovers): a touch puts the board's
//! pointer where it lands, so what hovering shows (the province under it) shows there and
//! stays until the next touch or mouse move, and a tap clicks there, one frame after the
//! touch, once the board has picked what lies under it.

use bevy::input::InputSystems;
use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// Where the last touch on the window is (window coordinates, as the cursor's), and
/// whether a tap is to click this frame.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct TouchPointer {
    /// The last touch's place; `None` once the mouse moves.
    pub at: Option<Vec2>,
    /// A touch began last frame: the board clicks where it landed this frame.
    pub tapped: bool,
    /// A touch began this frame (it clicks next frame).
    began: bool,
}

/// Keeps [`TouchPointer`] up to date before the frame's systems read it.
pub fn plugin(app: &mut App) {
    app.init_resource::<TouchPointer>()
        .add_systems(PreUpdate, follow_touches.after(InputSystems));
}

fn follow_touches(
    touches: Res<Touches>,
    mut cursor: MessageReader<CursorMoved>,
    mut pointer: ResMut<TouchPointer>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let mut next = *pointer;
    next.tapped = next.began;
    next.began = false;
    if cursor.read().count() > 0 {
        next.at = None;
    }
    if let Some(t) = touches.iter().next() {
        next.at = Some(t.position());
    }
    if let Some(t) = touches.iter_just_pressed().next() {
        next.at = Some(t.position());
        next.began = true;
        // The frame that clicks where it landed.
        redraw.write(RequestRedraw);
    }
    if *pointer != next {
        *pointer = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::input::touch::{ForceTouch, TouchInput, TouchPhase};

    fn touch(app: &mut App, phase: TouchPhase, at: Vec2) {
        let window = app.world_mut().spawn_empty().id();
        app.world_mut().write_message(TouchInput {
            phase,
            position: at,
            window,
            force: None::<ForceTouch>,
            id: 1,
        });
        app.update();
    }

    #[test]
    fn a_tap_puts_the_pointer_where_it_lands_and_clicks_there_the_next_frame_only() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin, plugin))
            .add_message::<CursorMoved>()
            .add_message::<RequestRedraw>();
        let at = Vec2::new(300.0, 200.0);
        touch(&mut app, TouchPhase::Started, at);
        let pointer = *app.world().resource::<TouchPointer>();
        assert_eq!((pointer.at, pointer.tapped), (Some(at), false));
        touch(&mut app, TouchPhase::Ended, at);
        let pointer = *app.world().resource::<TouchPointer>();
        assert_eq!((pointer.at, pointer.tapped), (Some(at), true), "no click");
        app.update();
        let pointer = *app.world().resource::<TouchPointer>();
        assert_eq!(
            (pointer.at, pointer.tapped),
            (Some(at), false),
            "the place stays shown, the click is not repeated"
        );
    }
}
