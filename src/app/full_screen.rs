//! F11 (the keymap's, everywhere): the window fills the screen, borderless, and comes back
//! the size it was.

use super::keymap::{Command, Keys};
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

/// The F11 key's system.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, toggle_full_screen);
}

/// The mode F11 turns `mode` into.
pub fn toggled(mode: WindowMode) -> WindowMode {
    match mode {
        WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
        _ => WindowMode::Windowed,
    }
}

fn toggle_full_screen(
    keys: Option<Res<Keys>>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    if !keys.is_some_and(|k| k.pressed(Command::FullScreen)) {
        return;
    }
    for mut window in &mut windows {
        window.mode = toggled(window.mode);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f11_fills_the_screen_and_f11_again_gives_the_window_back() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(Keys::default())
            .add_plugins(plugin);
        let window = app
            .world_mut()
            .spawn((Window::default(), PrimaryWindow))
            .id();
        let mode = |app: &App| app.world().get::<Window>(window).expect("window").mode;
        app.update();
        assert_eq!(mode(&app), WindowMode::Windowed, "nothing pressed");
        for want in [
            WindowMode::BorderlessFullscreen(MonitorSelection::Current),
            WindowMode::Windowed,
        ] {
            app.world_mut().resource_mut::<Keys>().pressed = vec![Command::FullScreen];
            app.update();
            app.world_mut().resource_mut::<Keys>().pressed.clear();
            app.update();
            assert_eq!(mode(&app), want);
        }
    }
}
