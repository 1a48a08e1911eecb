//! Asleep when nothing moves: the window updates and draws only on input, when the clock's
//! shown second changes, when a system or egui asked for a later look (`WakeWithin`, a
//! tooltip's delay), and continuously only while something animates (the resolution,
//! the board image settling, a computer thinking, a flashing alarm, learning's auto-play,
//! scripted steps). A game left on a 15-minute clock all evening costs the laptop a few
//! frames a second, not a core.

use super::board::animate::Anim;
use super::board::cache::CacheStats;
use super::play::table::Table;
use super::wake::WakeWithin;
use crate::platform::Instant;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::Duration;

/// The longest the window sleeps with nothing to show (input wakes it at once). Every
/// later look anything needs is asked for, so this is only a safety net: its wakes come on
/// a fixed grid, on top of the clock's, and each costs a whole frame.
pub const IDLE_WAIT: Duration = Duration::from_secs(30);
/// How often a flashing alarm or auto-play is looked at.
const FLASH_WAIT: Duration = Duration::from_millis(160);

/// What is going on this frame, as far as the window's pace is concerned.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Activity {
    /// Something moves every frame (an animation, the board settling, a computer thinking).
    pub moving: bool,
    /// A flashing alarm or learning's auto-play: looked at a few times a second.
    pub flashing: bool,
    /// Seconds left on a running clock, if one runs.
    pub clock_left: Option<f64>,
    /// A later look asked for by a system or by egui (a tooltip's delay).
    pub asked: Option<Duration>,
}

/// When the window should next update by itself: `None` for the next frame at once.
pub fn next_wake(activity: Activity) -> Option<Duration> {
    if activity.moving {
        return None;
    }
    let mut wait = IDLE_WAIT;
    if activity.flashing {
        wait = wait.min(FLASH_WAIT);
    }
    if let Some(left) = activity.clock_left.filter(|l| *l > 0.0) {
        // The clock shows whole seconds, rounded up: it changes when `left` crosses the
        // whole second below it. Wake just after.
        let to_change = left - (left.ceil() - 1.0);
        wait = wait.min(Duration::from_secs_f64(to_change + 0.005));
    }
    if let Some(asked) = activity.asked {
        wait = wait.min(asked);
    }
    Some(wait)
}

/// Paces the window (not with `--screenshot` or `--measure-frames`, which count frames).
pub fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(IDLE_WAIT),
        unfocused_mode: UpdateMode::reactive_low_power(IDLE_WAIT),
    })
    .init_resource::<WakeWithin>()
    .insert_resource(super::play::ClockSource::Wall { last: None })
    .add_systems(Startup, start_alarm)
    .add_systems(Last, pace)
    .add_systems(
        PostUpdate,
        heed_egui_repaint_delay
            .after(bevy_egui::EguiPostUpdateSet::EndPass)
            .before(bevy_egui::EguiPostUpdateSet::ProcessOutput),
    )
    .add_systems(
        PreUpdate,
        quiet_unchanged_modifiers
            .after(bevy_egui::EguiInputSet::WriteEguiEvents)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
}

/// egui's new glyphs (a clock's digit drawn for the first time) go into its font image
/// after the frame's output, and the renderer hears of a changed image only from the asset
/// events sent after it: in the same frame only when the font image is updated first. The
/// two were unordered, and on one thread they ran the other way round: a frame late, the
/// sleeping window showed its clock without a new digit for a whole second.
pub fn glyphs_in_the_frame_that_shows_them(app: &mut App) {
    app.configure_sets(
        PostUpdate,
        bevy_egui::EguiPostUpdateSet::PostProcessOutput.before(bevy::asset::AssetEventSystems),
    );
}

/// The egui plugin tells egui the modifier keys every frame, and egui takes any event as
/// a reason to draw again at once: the window would never sleep. Only a change is told.
fn quiet_unchanged_modifiers(
    mut inputs: Query<&mut bevy_egui::EguiInput>,
    mut last: Local<Option<bevy_egui::egui::Modifiers>>,
) {
    use bevy_egui::egui::Event;
    for mut input in &mut inputs {
        input.0.events.retain(|e| match e {
            Event::ModifiersChanged(m) if *last == Some(*m) => false,
            Event::ModifiersChanged(m) => {
                *last = Some(*m);
                true
            }
            _ => true,
        });
    }
}

/// egui asks for a repaint after a delay (a tooltip shown once the pointer rests) that
/// bevy_egui only honours when it is zero: the pacing's alarm honours the rest.
fn heed_egui_repaint_delay(
    outputs: Query<&bevy_egui::EguiFullOutput>,
    mut wake: ResMut<WakeWithin>,
) {
    let root = bevy_egui::egui::ViewportId::ROOT;
    for output in &outputs {
        let delay = (output.0.as_ref()).and_then(|o| o.viewport_output.get(&root));
        if let Some(delay) = delay.map(|v| v.repaint_delay).filter(|d| *d < IDLE_WAIT) {
            wake.ask(delay);
        }
    }
}

/// The activity of this frame, read from the table, the board and the modes. With less
/// motion a ringing alarm does not flash: the window wakes only when its countdown's
/// shown second changes.
fn activity(
    anim: &Anim,
    cache: Option<&CacheStats>,
    table: Option<&Table>,
    busy: (bool, bool, bool),
    asked: Option<Duration>,
    less_motion: bool,
) -> Activity {
    let (thinking, scripted, autoplay) = busy;
    let animating = anim.record.is_some() && anim.playing && !anim.done();
    let settling = cache.is_some_and(|c| c.settling());
    let clock = table.map(|t| &t.clock).filter(|c| c.running);
    let ringing = table.map(|t| &t.clock).filter(|c| c.ringing());
    let countdown = (ringing.filter(|_| less_motion))
        .map(|c| Duration::from_secs_f64(1.0 - c.alarm_for().fract() + 0.005));
    Activity {
        moving: animating || settling || thinking || scripted,
        flashing: autoplay || ringing.is_some() && !less_motion,
        clock_left: clock.and_then(|c| c.left),
        asked: match (asked, countdown) {
            (Some(a), Some(c)) => Some(a.min(c)),
            (a, c) => a.or(c),
        },
    }
}

/// Wakes the window at a given moment: a thread that sleeps until then and nudges the
/// event loop. (Changing the update mode's wait each frame would itself wake the window.)
#[derive(Resource)]
struct Alarm {
    set: Sender<Instant>,
    /// The moment asked for last, until it passes.
    pending: Option<Instant>,
}

fn start_alarm(mut commands: Commands, proxy: Option<Res<EventLoopProxyWrapper>>) {
    let Some(proxy) = proxy else { return };
    let proxy = (**proxy).clone();
    let (set, moments) = channel::<Instant>();
    let started = std::thread::Builder::new()
        .name("wake-alarm".into())
        .spawn(move || {
            ring_at(&moments, || {
                proxy.send_event(WinitUserEvent::WakeUp).is_ok()
            })
        });
    if started.is_ok() {
        commands.insert_resource(Alarm { set, pending: None });
    }
}

/// Sleeps until the earliest moment asked for, then rings (until the game is gone).
fn ring_at(moments: &Receiver<Instant>, ring: impl Fn() -> bool) {
    let mut next: Option<Instant> = None;
    loop {
        let asked = match next {
            Some(at) => moments.recv_timeout(at.saturating_duration_since(Instant::now())),
            None => moments.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match asked {
            Ok(at) => next = Some(next.map_or(at, |n| n.min(at))),
            Err(RecvTimeoutError::Timeout) => {
                next = None;
                if !ring() {
                    return;
                }
            }
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}

/// The modes that keep the window busy without moving anything on the board: a computer
/// thinking, scripted steps still to play, learning's auto-play.
#[derive(bevy::ecs::system::SystemParam)]
struct BackgroundWork<'w> {
    thinkers: Option<Res<'w, super::play::thinking::Thinkers>>,
    script: Option<Res<'w, super::script::Script>>,
    learning: Option<Res<'w, super::learning::Learning>>,
}

impl BackgroundWork<'_> {
    /// Whether a computer thinks, a script still plays, and learning auto-plays.
    fn busy(&self) -> (bool, bool, bool) {
        (
            self.thinkers.as_ref().is_some_and(|t| t.thinking()),
            self.script.as_ref().is_some_and(|s| !s.finished()),
            self.learning.as_ref().is_some_and(|l| l.autoplay),
        )
    }
}

/// How the window is woken: a redraw now, the alarm thread at a moment to come, and
/// what the modes asked for this frame.
#[derive(bevy::ecs::system::SystemParam)]
struct Waking<'w> {
    alarm: Option<ResMut<'w, Alarm>>,
    wake: ResMut<'w, WakeWithin>,
    redraw: MessageWriter<'w, RequestRedraw>,
}

fn pace(
    anim: Res<Anim>,
    less_motion: Res<super::motion::LessMotion>,
    cache: Option<Res<CacheStats>>,
    table: Option<Res<Table>>,
    work: BackgroundWork,
    waking: Waking,
) {
    let Waking {
        alarm,
        mut wake,
        mut redraw,
    } = waking;
    let busy = work.busy();
    let asked = std::mem::take(&mut wake.0);
    let now = activity(
        &anim,
        cache.as_deref(),
        table.as_deref(),
        busy,
        asked,
        less_motion.0,
    );
    match (next_wake(now), alarm) {
        (None, _) | (Some(_), None) if now != Activity::default() => {
            redraw.write(RequestRedraw);
        }
        (Some(wait), Some(mut alarm)) if wait < IDLE_WAIT => {
            let at = Instant::now() + wait;
            let passed = alarm.pending.is_none_or(|p| p <= Instant::now());
            if passed || alarm.pending.is_some_and(|p| at < p) {
                alarm.pending = Some(at);
                let _ = alarm.set.send(at);
            }
        }
        _ => {}
    }
}

/// Runs every schedule of the game and of its renderer on the thread that runs it. Bevy's
/// multi-threaded executor wakes its worker threads for each batch of systems: about 800
/// thread wake-ups a frame here, which cost more than this game's systems themselves.
/// Measured under Xvfb with llvmpipe on 2 cores (dev build): 7,558 against 1,200 context
/// switches in 10 s on the diplomacy screen, 2.7% against 1.8% of a core idle, and
/// 12–15 ms against 15–20 ms a frame drawing every frame. Computers, the phones' server
/// and the renderer's own threads are unaffected.
pub fn run_schedules_on_one_thread(app: &mut App) {
    use bevy::ecs::schedule::{Schedules, SingleThreadedExecutor};
    let one_thread = |world: &mut World| {
        if let Some(mut schedules) = world.get_resource_mut::<Schedules>() {
            for (_, schedule) in schedules.iter_mut() {
                schedule.set_executor(SingleThreadedExecutor::new());
            }
        }
    };
    one_thread(app.world_mut());
    if let Some(render) = app.get_sub_app_mut(bevy::render::RenderApp) {
        one_thread(render.world_mut());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The position of the first system whose name contains `part` in PostUpdate's run
    /// order on one thread.
    fn run_position(app: &mut App, part: &str) -> Option<usize> {
        use bevy::ecs::schedule::{Schedules, SingleThreadedExecutor};
        let world = app.world_mut();
        let mut schedule = (world.resource_mut::<Schedules>())
            .remove(PostUpdate)
            .expect("PostUpdate");
        schedule.set_executor(SingleThreadedExecutor::new());
        schedule.initialize(world).expect("PostUpdate builds");
        let names: Vec<String> = (schedule.systems().expect("initialised"))
            .map(|(_, system)| system.name().to_string())
            .collect();
        world.resource_mut::<Schedules>().insert(schedule);
        names.iter().position(|n| n.contains(part))
    }

    #[test]
    fn egui_updates_its_font_image_before_the_renderer_hears_of_changed_images() {
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            bevy::asset::AssetPlugin::default(),
            bevy::image::ImagePlugin::default(),
        ))
        .init_asset::<bevy::shader::Shader>()
        .add_plugins((
            bevy_egui::EguiPlugin::default(),
            glyphs_in_the_frame_that_shows_them,
        ));
        let glyphs = run_position(&mut app, "update_egui_textures_system");
        let told = run_position(&mut app, "Assets<bevy_image::image::Image>::asset_events");
        match (glyphs, told) {
            (Some(g), Some(t)) => assert!(g < t, "font image at {g}, image events at {t}"),
            _ => panic!("systems not found: {glyphs:?} {told:?}"),
        }
    }

    #[test]
    fn an_animation_keeps_the_window_drawing_every_frame() {
        let moving = Activity {
            moving: true,
            clock_left: Some(100.4),
            ..Activity::default()
        };
        assert_eq!(next_wake(moving), None);
    }

    #[test]
    fn a_running_clock_wakes_the_window_just_after_its_shown_second_changes() {
        let at = |left: f64| {
            next_wake(Activity {
                clock_left: Some(left),
                ..Activity::default()
            })
            .expect("asleep between seconds")
            .as_secs_f64()
        };
        // 14:59.3 shows 15:00 until 14:59.0.
        assert!((at(899.3) - 0.305).abs() < 1e-6, "{}", at(899.3));
        assert!((at(899.0) - 1.005).abs() < 1e-6);
        assert!(at(0.5) < 0.51);
    }

    #[test]
    fn a_later_look_asked_for_wakes_the_window_then_not_at_the_next_safety_net() {
        let tooltip = Activity {
            asked: Some(Duration::from_millis(500)),
            ..Activity::default()
        };
        assert_eq!(next_wake(tooltip), Some(Duration::from_millis(500)));
        // A clock's next second comes first when it is sooner.
        let with_clock = Activity {
            clock_left: Some(899.2),
            ..tooltip
        };
        assert!(next_wake(with_clock).expect("asleep") < Duration::from_millis(300));
    }

    #[test]
    fn with_less_motion_a_ringing_alarm_wakes_the_window_only_when_its_countdown_changes() {
        use crate::app::play::clock::Timing;
        use crate::app::play::tests::{board, new_game};
        let map = board().map;
        let mut game = new_game(&map, &["Ann", "Bob", "Cid"]);
        let (mut table, _) = Table::new(&mut game, &map, Timing::Tournament);
        table.tick(30.0 * 60.0, &mut game, &map);
        table.tick(0.3, &mut game, &map);
        assert!(table.clock.ringing());
        let anim = Anim::default();
        let wake = |less_motion| {
            let now = activity(
                &anim,
                None,
                Some(&table),
                (false, false, false),
                None,
                less_motion,
            );
            next_wake(now).expect("asleep between looks")
        };
        assert_eq!(wake(false), FLASH_WAIT, "the flashing frame is looked at");
        // Still frame: the next look is when "orders in N seconds" counts down.
        let alarm_for = table.clock.alarm_for();
        let to_next_second = 1.0 - alarm_for.fract() + 0.005;
        assert!(
            (wake(true).as_secs_f64() - to_next_second).abs() < 1e-6,
            "{:?}",
            wake(true)
        );
        assert!(wake(true) > FLASH_WAIT);
    }

    #[test]
    fn with_nothing_to_show_the_window_sleeps_until_input() {
        assert_eq!(next_wake(Activity::default()), Some(IDLE_WAIT));
        let flashing = Activity {
            flashing: true,
            ..Activity::default()
        };
        assert_eq!(next_wake(flashing), Some(FLASH_WAIT));
    }
}
