//! The camera: the whole board fitted to the window, drag to pan, wheel or +/- to zoom
//! toward the cursor, arrow keys to pan, Home to fit again; never further than the board.

use crate::app::input_focus::BoardInput;
use crate::app::keymap::{Command, Keys};
use bevy::camera::ScalingMode;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// World units the fitted view shows in both directions on the standard board.
pub const BOARD_VIEW: f32 = 1100.0;

/// The part of the world the fitted view shows: the board's provinces with a margin.
/// The standard board's frame is centred on the world's origin, `BOARD_VIEW` square;
/// a wider board (European Diplomacy) has its own.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct BoardFrame {
    pub centre: Vec2,
    pub size: Vec2,
}

impl Default for BoardFrame {
    fn default() -> Self {
        BoardFrame {
            centre: Vec2::ZERO,
            size: Vec2::splat(BOARD_VIEW),
        }
    }
}

impl BoardFrame {
    /// The frame round a geometry's provinces (scenery left out), in world units.
    pub fn of(geometry: &crate::engine::map::geometry::Geometry) -> BoardFrame {
        let rings: Vec<Vec<[f32; 2]>> = geometry
            .file
            .provinces
            .iter()
            .flat_map(|s| s.rings.iter().cloned())
            .collect();
        let b = crate::engine::map::geometry::bounds(&rings);
        if !b.iter().all(|v| v.is_finite()) {
            return BoardFrame::default();
        }
        let (low, high) = (
            super::coords::to_world([b[0], b[1]]),
            super::coords::to_world([b[2], b[3]]),
        );
        // The standard board's 1077 units fill a 1100-unit view.
        let size = (high - low) * (BOARD_VIEW / 1077.17);
        BoardFrame {
            centre: (low + high) / 2.0,
            size,
        }
    }
}
/// Closest zoom (projection scale).
const MIN_SCALE: f32 = 0.15;

/// Room the screens' side panels take from the board, in window pixels (logical).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct BoardInset {
    pub left: f32,
    pub right: f32,
}

/// The nominal width, in points, of a mode's own panel at the window's left edge (the
/// guided turn's tutor), kept free of the board beside the screen's panels; 0: none.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct LeftRoom(pub f32);

/// A part of the board to show, in world units (a lesson's provinces); `None`: the
/// whole board. The view moves when this changes; the player may zoom and pan after.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct Focus(pub Option<Rect>);

/// Spawns the fitted camera and its controls.
pub fn plugin(app: &mut App) {
    app.init_resource::<BoardInset>()
        .init_resource::<LeftRoom>()
        .init_resource::<BoardFrame>()
        .init_resource::<Focus>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (
                follow_board.run_if(resource_exists_and_changed::<super::BoardShapes>),
                apply_focus,
                zoom,
                pan,
                clamp,
                fit_viewport,
            )
                .chain(),
        );
}

/// A board put on the table (a ce05 game started from the title, a sandbox on another
/// map) brings its own frame: the view fits the whole of it, and zoom, pan and Home work
/// within it. The frame used to stay the first board's, cropping a wider board.
fn follow_board(
    shapes: Res<super::BoardShapes>,
    mut frame: ResMut<BoardFrame>,
    mut camera: Query<(&mut Transform, &mut Projection), With<BoardCamera>>,
) {
    let new = BoardFrame::of(&shapes.0);
    if *frame == new {
        return;
    }
    *frame = new;
    for (mut transform, mut projection) in &mut camera {
        transform.translation = new.centre.extend(transform.translation.z);
        if let Projection::Orthographic(ortho) = &mut *projection {
            ortho.scale = 1.0;
        }
    }
}

/// Moves the view onto the [`Focus`] when it changes.
fn apply_focus(
    focus: Res<Focus>,
    frame: Res<BoardFrame>,
    mut camera: Query<(&mut Transform, &mut Projection), With<BoardCamera>>,
) {
    if !focus.is_changed() {
        return;
    }
    let Ok((mut transform, mut projection)) = camera.single_mut() else {
        return;
    };
    let Projection::Orthographic(ortho) = &mut *projection else {
        return;
    };
    let (centre, scale) = match focus.0 {
        Some(r) => (
            r.center(),
            (r.width() / frame.size.x)
                .max(r.height() / frame.size.y)
                .clamp(MIN_SCALE, 1.0),
        ),
        None => (frame.centre, 1.0),
    };
    ortho.scale = scale;
    transform.translation = centre.extend(transform.translation.z);
}

/// Draws the board in the part of the window the side panels leave free.
fn fit_viewport(
    inset: Res<BoardInset>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut camera: Query<&mut Camera, With<BoardCamera>>,
) {
    let (Ok(window), Ok(mut cam)) = (window.single(), camera.single_mut()) else {
        return;
    };
    let scale = window.scale_factor();
    let (w, h) = (window.physical_width(), window.physical_height());
    // A panel may take up to three fifths of the window (large text on a small screen).
    let left = ((inset.left * scale) as u32).min(w * 3 / 5);
    let right = ((inset.right * scale) as u32).min(w * 3 / 5);
    let want =
        (left + right > 0 && w > left + right + 50 && h > 50).then(|| bevy::camera::Viewport {
            physical_position: UVec2::new(left, 0),
            physical_size: UVec2::new(w - left - right, h),
            ..default()
        });
    if !same_viewport(&cam.viewport, &want) {
        cam.viewport = want;
    }
}

/// Whether two viewports cover the same pixels (depth ranges aside).
pub fn same_viewport(
    a: &Option<bevy::camera::Viewport>,
    b: &Option<bevy::camera::Viewport>,
) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(a), Some(b)) => {
            a.physical_position == b.physical_position && a.physical_size == b.physical_size
        }
        _ => false,
    }
}

/// Both window cameras share one main texture (same usages), which also takes the cached
/// board by copy (`board::cache`).
fn main_texture_usages() -> bevy::camera::CameraMainTextureUsages {
    bevy::camera::CameraMainTextureUsages::default()
        .with(bevy::render::render_resource::TextureUsages::COPY_DST)
}

/// Marks the camera that draws the board (the other one draws only the egui panels).
#[derive(Component)]
pub struct BoardCamera;

/// Spawns the board camera and the panels' camera.
pub fn spawn_camera(
    mut commands: Commands,
    frame: Res<BoardFrame>,
    egui: Option<ResMut<bevy_egui::EguiGlobalSettings>>,
) {
    // egui gets its own full-window camera, so panels stay put when the board's
    // viewport shrinks beside them. Both cameras draw into one main texture: the board
    // camera skips writing it out and the egui camera writes it to the window once (each
    // full-window pass costs a software renderer dearly).
    if let Some(mut egui) = egui {
        egui.auto_create_primary_context = false;
        commands.spawn((
            bevy_egui::PrimaryEguiContext,
            Camera2d,
            bevy::camera::visibility::RenderLayers::none(),
            bevy::render::view::Msaa::Off,
            main_texture_usages(),
            Camera {
                order: 1,
                output_mode: bevy::camera::CameraOutputMode::Write {
                    blend_state: None,
                    clear_color: ClearColorConfig::None,
                },
                clear_color: ClearColorConfig::None,
                ..default()
            },
        ));
    }
    commands.spawn((
        BoardCamera,
        Camera2d,
        // The sea is the board's background: water between coasts and in canals shows
        // blue without a layer of its own (each full-board layer costs a software
        // renderer a whole pass of fragments).
        Camera {
            clear_color: ClearColorConfig::Custom(super::palette::SEA),
            output_mode: bevy::camera::CameraOutputMode::Skip,
            ..default()
        },
        bevy::render::view::Msaa::Off,
        main_texture_usages(),
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: frame.size.x,
                min_height: frame.size.y,
            },
            ..OrthographicProjection::default_2d()
        }),
        Transform::from_translation(frame.centre.extend(0.0)),
    ));
}

fn zoom(
    scroll: Res<AccumulatedMouseScroll>,
    keys: Res<Keys>,
    input: Option<Res<BoardInput>>,
    frame: Res<BoardFrame>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut camera: Query<
        (&Camera, &GlobalTransform, &mut Transform, &mut Projection),
        With<BoardCamera>,
    >,
) {
    let Ok((cam, global, mut transform, mut projection)) = camera.single_mut() else {
        return;
    };
    let Projection::Orthographic(ortho) = &mut *projection else {
        return;
    };
    let input = input.map_or(BoardInput::default(), |i| *i);
    // The wheel over a panel scrolls the panel; keys typed in a field stay in the field.
    let mut steps = match (input.pointer_free(), scroll.unit) {
        (false, _) => 0.0,
        (true, MouseScrollUnit::Line) => scroll.delta.y,
        (true, MouseScrollUnit::Pixel) => scroll.delta.y / 40.0,
    };
    if keys.pressed(Command::ZoomIn) {
        steps += 1.0;
    }
    if keys.pressed(Command::ZoomOut) {
        steps -= 1.0;
    }
    if keys.pressed(Command::FitBoard) {
        ortho.scale = 1.0;
        transform.translation = frame.centre.extend(0.0);
        return;
    }
    if steps == 0.0 {
        return;
    }
    let old = ortho.scale;
    let new = (old * 0.85f32.powf(steps)).clamp(MIN_SCALE, 1.0);
    // Keep the point under the cursor where it is.
    if let Some(cursor) = window.single().ok().and_then(|w| w.cursor_position())
        && let Ok(world) = cam.viewport_to_world_2d(global, cursor)
    {
        let centre = transform.translation.truncate();
        let moved = centre + (world - centre) * (1.0 - new / old);
        transform.translation = moved.extend(transform.translation.z);
    }
    ortho.scale = new;
}

/// The mouse this frame: how far it moved and which buttons are held.
#[derive(bevy::ecs::system::SystemParam)]
struct MouseNow<'w> {
    motion: Res<'w, AccumulatedMouseMotion>,
    buttons: Res<'w, ButtonInput<MouseButton>>,
}

fn pan(
    mouse: MouseNow,
    keys: Res<Keys>,
    input: Option<Res<BoardInput>>,
    frame: Res<BoardFrame>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut camera: Query<(&mut Transform, &Projection), With<BoardCamera>>,
) {
    let MouseNow { motion, buttons } = mouse;
    let Ok((mut transform, Projection::Orthographic(ortho))) = camera.single_mut() else {
        return;
    };
    let Ok(window) = window.single() else {
        return;
    };
    // World units per screen pixel at the current zoom.
    let fit = (frame.size.x / window.width().max(1.0)).max(frame.size.y / window.height().max(1.0));
    let per_pixel = fit * ortho.scale;
    let input = input.map_or(BoardInput::default(), |i| *i);
    let mut delta = Vec2::ZERO;
    if input.pointer_free()
        && (buttons.pressed(MouseButton::Left) || buttons.pressed(MouseButton::Middle))
    {
        delta += Vec2::new(-motion.delta.x, motion.delta.y) * per_pixel;
    }
    let step = 12.0 * per_pixel;
    for (command, dir) in [
        (Command::PanLeft, Vec2::NEG_X),
        (Command::PanRight, Vec2::X),
        (Command::PanUp, Vec2::Y),
        (Command::PanDown, Vec2::NEG_Y),
    ] {
        if keys.held(command) {
            delta += dir * step;
        }
    }
    transform.translation += delta.extend(0.0);
}

/// Keeps the view's centre over the board.
fn clamp(
    frame: Res<BoardFrame>,
    mut camera: Query<(&mut Transform, &Projection), With<BoardCamera>>,
) {
    let Ok((mut transform, Projection::Orthographic(ortho))) = camera.single_mut() else {
        return;
    };
    let room = frame.size / 2.0 * (1.0 - ortho.scale);
    let (c, t) = (frame.centre, &mut transform.translation);
    t.x = t.x.clamp(c.x - room.x, c.x + room.x);
    t.y = t.y.clamp(c.y - room.y, c.y + room.y);
}

#[cfg(test)]
mod tests {
    //! Camera logic with `MinimalPlugins`: no window is opened, input is set by hand.
    use super::*;
    use crate::app::board::LoadedBoard;

    fn app() -> App {
        let mut app = App::new();
        // Input resources set by hand (no InputPlugin, which would clear presses each frame).
        app.add_plugins(MinimalPlugins)
            .add_plugins(crate::app::keymap::plugin)
            .insert_resource(crate::app::keymap::KeyPlace {
                place: Some(crate::app::keymap::Place::Sandbox),
                alarm_waiting: false,
            })
            .init_resource::<ButtonInput<KeyCode>>()
            .init_resource::<ButtonInput<MouseButton>>()
            .init_resource::<AccumulatedMouseScroll>()
            .init_resource::<AccumulatedMouseMotion>()
            .init_resource::<BoardFrame>()
            .add_systems(
                Update,
                (
                    follow_board
                        .run_if(resource_exists_and_changed::<crate::app::board::BoardShapes>),
                    zoom,
                    pan,
                    clamp,
                )
                    .chain(),
            );
        app.world_mut().spawn((Window::default(), PrimaryWindow));
        app.world_mut().spawn((
            BoardCamera,
            Camera::default(),
            Transform::default(),
            GlobalTransform::default(),
            Projection::Orthographic(OrthographicProjection::default_2d()),
        ));
        app
    }

    fn view(app: &mut App) -> (Vec3, f32) {
        let mut q = app.world_mut().query::<(&Transform, &Projection)>();
        let (t, p) = q.single(app.world()).expect("one camera");
        let Projection::Orthographic(o) = p else {
            panic!("orthographic")
        };
        (t.translation, o.scale)
    }

    fn press(app: &mut App, key: KeyCode) {
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(key);
        app.update();
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release(key);
        keys.clear();
        app.update();
    }

    #[test]
    fn another_board_on_the_table_brings_its_frame_and_the_view_fits_it() {
        let mut app = app();
        LoadedBoard::named("standard")
            .expect("standard")
            .put(app.world_mut());
        app.update();
        let standard = *app.world().resource::<BoardFrame>();
        let european = LoadedBoard::named("european").expect("ce05");
        let want = BoardFrame::of(&european.geometry);
        assert_ne!(standard, want, "ce05 is wider than the standard board");
        european.put(app.world_mut());
        app.update();
        assert_eq!(*app.world().resource::<BoardFrame>(), want);
        let (at, scale) = view(&mut app);
        assert_eq!(
            (at.truncate(), scale),
            (want.centre, 1.0),
            "the whole board in view"
        );
    }

    #[test]
    fn the_fitted_board_cannot_be_panned_away() {
        let mut app = app();
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(KeyCode::ArrowRight);
        for _ in 0..10 {
            app.update();
        }
        assert_eq!(view(&mut app), (Vec3::ZERO, 1.0));
    }

    #[test]
    fn zooming_in_lets_the_view_move_but_not_off_the_board() {
        let mut app = app();
        for _ in 0..6 {
            press(&mut app, KeyCode::Equal);
        }
        let (_, scale) = view(&mut app);
        assert!(scale < 0.5, "zoomed in to {scale}");
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(KeyCode::ArrowUp);
        for _ in 0..500 {
            app.update();
        }
        let (at, scale) = view(&mut app);
        let room = BOARD_VIEW / 2.0 * (1.0 - scale);
        assert!(at.y > 0.0, "moved up");
        assert!(
            (at.y - room).abs() < 1e-3,
            "stopped at the board's edge: {} vs {room}",
            at.y
        );
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .release(KeyCode::ArrowUp);
        press(&mut app, KeyCode::Home);
        assert_eq!(
            view(&mut app),
            (Vec3::ZERO, 1.0),
            "Home fits the board again"
        );
    }

    #[test]
    fn the_wheel_over_a_panel_and_keys_typed_in_a_field_leave_the_board_alone() {
        let mut app = app();
        app.init_resource::<BoardInput>();
        let wheel = |app: &mut App, lines: f32| {
            let mut s = app.world_mut().resource_mut::<AccumulatedMouseScroll>();
            s.unit = MouseScrollUnit::Line;
            s.delta = Vec2::new(0.0, lines);
            app.update();
            app.world_mut()
                .resource_mut::<AccumulatedMouseScroll>()
                .delta = Vec2::ZERO;
        };
        app.world_mut()
            .resource_mut::<BoardInput>()
            .pointer_on_panel = true;
        wheel(&mut app, 5.0);
        assert_eq!(view(&mut app), (Vec3::ZERO, 1.0), "scrolling a panel");
        app.world_mut().resource_mut::<BoardInput>().typing = true;
        press(&mut app, KeyCode::Equal);
        assert_eq!(view(&mut app), (Vec3::ZERO, 1.0), "typing '=' in a field");
        *app.world_mut().resource_mut::<BoardInput>() = BoardInput::default();
        wheel(&mut app, 5.0);
        assert!(view(&mut app).1 < 1.0, "the wheel over the board zooms it");
    }

    #[test]
    fn a_focus_zooms_onto_its_provinces_and_none_shows_the_whole_board() {
        let mut app = app();
        app.init_resource::<Focus>()
            .add_systems(Update, apply_focus.before(zoom));
        app.world_mut().resource_mut::<Focus>().0 = Some(Rect::from_center_size(
            Vec2::new(100.0, 50.0),
            Vec2::splat(220.0),
        ));
        app.update();
        let (at, scale) = view(&mut app);
        assert!((scale - 0.2).abs() < 1e-3, "{scale}");
        assert_eq!(at.truncate(), Vec2::new(100.0, 50.0));
        app.world_mut().resource_mut::<Focus>().0 = None;
        app.update();
        assert_eq!(view(&mut app), (Vec3::ZERO, 1.0));
    }

    #[test]
    fn zoom_never_goes_past_its_limits() {
        let mut app = app();
        for _ in 0..40 {
            press(&mut app, KeyCode::Equal);
        }
        assert!((view(&mut app).1 - MIN_SCALE).abs() < 1e-6);
        for _ in 0..40 {
            press(&mut app, KeyCode::Minus);
        }
        assert_eq!(view(&mut app).1, 1.0);
    }
}
