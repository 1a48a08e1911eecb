//! Scripted steps for screenshots and demonstrations: one message (or pointer step) every
//! few frames, and optionally the resolution animation held at a chosen moment.

use crate::app::board::animate::Anim;
use crate::app::play::Act;
use crate::app::screens::SandboxLine;
use bevy::prelude::*;
use std::collections::VecDeque;

/// One scripted step.
#[derive(Debug, Clone)]
pub enum Step {
    /// A message to the table, as a screen would send it.
    Act(Act),
    /// The pointer moves to this window position (logical pixels).
    Pointer(Vec2),
    /// The mouse wheel turns this many lines (positive: away from the player).
    Wheel(f32),
    /// The left mouse button is pressed and released where the pointer is.
    Click,
    /// A line for the sandbox's desk (`tool England A`, `resolve`: see `SandboxLine`).
    Sandbox(String),
    /// A function key pressed and released, as the keyboard sends it (its code and key).
    Key(KeyCode, bevy::input::keyboard::Key),
}

impl From<Act> for Step {
    fn from(a: Act) -> Step {
        Step::Act(a)
    }
}

/// The steps still to send.
#[derive(Resource)]
pub struct Script {
    acts: VecDeque<Step>,
    frame: u32,
    hold: Option<f32>,
}

impl Script {
    /// Whether every step has been sent.
    pub fn finished(&self) -> bool {
        self.acts.is_empty()
    }
}

/// The step pressing function key F`n` (1 to 12).
pub fn function_key(n: u8) -> Option<Step> {
    use bevy::input::keyboard::Key;
    let keys = [
        (KeyCode::F1, Key::F1),
        (KeyCode::F2, Key::F2),
        (KeyCode::F3, Key::F3),
        (KeyCode::F4, Key::F4),
        (KeyCode::F5, Key::F5),
        (KeyCode::F6, Key::F6),
        (KeyCode::F7, Key::F7),
        (KeyCode::F8, Key::F8),
        (KeyCode::F9, Key::F9),
        (KeyCode::F10, Key::F10),
        (KeyCode::F11, Key::F11),
        (KeyCode::F12, Key::F12),
    ];
    let (code, key) = keys.get(usize::from(n).checked_sub(1)?)?.clone();
    Some(Step::Key(code, key))
}

/// Frames between scripted steps, so each screen settles before the next.
const EVERY: u32 = 3;

/// Sends `acts` one by one; holds the animation at `hold` seconds if given.
pub fn plugin(acts: Vec<Step>, hold: Option<f32>) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Script {
            acts: acts.clone().into(),
            frame: 0,
            hold,
        })
        .add_message::<SandboxLine>()
        .add_systems(Update, step.before(crate::app::board::animate::AnimSet));
    }
}

/// The input a person would give the window, written as winit reports it: pointer
/// moves, the wheel, mouse buttons and keys.
#[derive(bevy::ecs::system::SystemParam)]
struct WindowInput<'w, 's> {
    cursor: MessageWriter<'w, CursorMoved>,
    window_events: MessageWriter<'w, bevy::window::WindowEvent>,
    wheel: MessageWriter<'w, bevy::input::mouse::MouseWheel>,
    buttons: MessageWriter<'w, bevy::input::mouse::MouseButtonInput>,
    keys: MessageWriter<'w, bevy::input::keyboard::KeyboardInput>,
    windows: Query<'w, 's, (Entity, &'static mut Window), With<bevy::window::PrimaryWindow>>,
}

impl WindowInput<'_, '_> {
    /// The primary window (a placeholder when there is none).
    fn window(&self) -> Entity {
        self.windows
            .single()
            .map_or(Entity::PLACEHOLDER, |(e, _)| e)
    }

    /// The pointer moves to `position`.
    fn point(&mut self, position: Vec2) {
        // As winit reports it: the message, and the window event egui reads.
        let moved = CursorMoved {
            window: self.window(),
            position,
            delta: None,
        };
        (self.window_events).write(bevy::window::WindowEvent::CursorMoved(moved.clone()));
        self.cursor.write(moved);
        // And where the window itself says the pointer is (the board's picking reads it).
        if let Ok((_, mut w)) = self.windows.single_mut() {
            w.set_cursor_position(Some(position));
        }
    }

    /// The wheel turns `lines` lines.
    fn turn_wheel(&mut self, lines: f32) {
        let window = self.window();
        self.wheel.write(bevy::input::mouse::MouseWheel {
            unit: bevy::input::mouse::MouseScrollUnit::Line,
            x: 0.0,
            y: lines,
            window,
            phase: bevy::input::touch::TouchPhase::Moved,
        });
    }

    /// A key pressed and released.
    fn press_key(&mut self, key_code: KeyCode, logical_key: bevy::input::keyboard::Key) {
        let window = self.window();
        for state in [
            bevy::input::ButtonState::Pressed,
            bevy::input::ButtonState::Released,
        ] {
            self.keys.write(bevy::input::keyboard::KeyboardInput {
                key_code,
                logical_key: logical_key.clone(),
                state,
                text: None,
                repeat: false,
                window,
            });
        }
    }

    /// The left button pressed and released.
    fn click(&mut self) {
        let window = self.window();
        for state in [
            bevy::input::ButtonState::Pressed,
            bevy::input::ButtonState::Released,
        ] {
            self.buttons.write(bevy::input::mouse::MouseButtonInput {
                button: MouseButton::Left,
                state,
                window,
            });
        }
    }
}

/// Plays the next step every few frames, and holds the animation where asked.
fn step(
    mut script: ResMut<Script>,
    mut out: MessageWriter<Act>,
    mut sandbox: MessageWriter<SandboxLine>,
    mut input: WindowInput,
    anim: Option<ResMut<Anim>>,
) {
    script.frame += 1;
    if script.frame.is_multiple_of(EVERY)
        && let Some(a) = script.acts.pop_front()
    {
        match a {
            Step::Act(a) => {
                out.write(a);
            }
            Step::Sandbox(line) => {
                sandbox.write(SandboxLine(line));
            }
            Step::Pointer(position) => input.point(position),
            Step::Wheel(lines) => input.turn_wheel(lines),
            Step::Key(key_code, logical_key) => input.press_key(key_code, logical_key),
            Step::Click => input.click(),
        }
    }
    if let (Some(t), Some(mut anim)) = (script.hold, anim)
        && anim.record.is_some()
    {
        anim.t = t;
        anim.playing = false;
    }
}
