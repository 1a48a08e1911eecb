//! A screen reader's own actions: Orca's "press" on a button, its "focus" on a box. Bevy
//! hands AccessKit's requests to the app as `ActionRequest` messages, and bevy_egui 0.42
//! does not read them: they are passed on here to the egui context of the primary window
//! (the game has one window), as egui's own `AccessKitActionRequest` input event.
//!
//! Bevy's adapter only queues a request (its handler runs on the screen reader's D-Bus
//! thread and does not wake the event loop): a sleeping window would hear it at its next
//! wake, up to half a minute later. A watch thread looks at the queues a few times a
//! second while a screen reader listens and wakes the window when one waits.

use bevy::a11y::{AccessibilityRequested, ActionRequest};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::accessibility::{WinitActionRequestHandler, WinitActionRequestHandlers};
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{PrimaryEguiContext, egui};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How often the watch looks at the queues while a screen reader listens: a press is
/// heard within this (and a look costs a lock and a length, not a frame).
const LOOK_EVERY: Duration = Duration::from_millis(100);
/// How often it looks whether a screen reader started listening.
const IDLE_LOOK: Duration = Duration::from_secs(1);

/// Passes the screen reader's requests on to egui, and wakes the window for them.
pub fn plugin(app: &mut App) {
    app.add_systems(Last, (pass_on_requests, hand_queues_to_the_watch));
}

/// One queue of requests of one window, as Bevy's adapter fills it.
type Queue = Arc<Mutex<WinitActionRequestHandler>>;

/// The watch thread's end of the channel: each window's queue as the window opens.
#[derive(Default)]
struct Watch {
    queues: Option<Sender<Queue>>,
    /// The windows whose queue the watch has.
    known: Vec<Entity>,
}

/// Each frame the screen reader asked something of the window: its requests, as egui
/// input events of the primary window's context, heard in the next frame (asked for now).
pub(super) fn pass_on_requests(
    mut requests: MessageReader<ActionRequest>,
    contexts: Query<Entity, With<PrimaryEguiContext>>,
    mut input: MessageWriter<EguiInputEvent>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Ok(context) = contexts.single() else {
        requests.clear();
        return;
    };
    let mut any = false;
    for request in requests.read() {
        input.write(EguiInputEvent {
            context,
            event: egui::Event::AccessKitActionRequest(request.0.clone()),
        });
        any = true;
    }
    if any {
        redraw.write(RequestRedraw);
    }
}

/// Hands each new window's request queue to the watch thread (started with the first).
fn hand_queues_to_the_watch(
    handlers: Option<Res<WinitActionRequestHandlers>>,
    requested: Option<Res<AccessibilityRequested>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
    mut watch: Local<Watch>,
) {
    let (Some(handlers), Some(requested), Some(proxy)) = (handlers, requested, proxy) else {
        return;
    };
    if !handlers.is_changed() {
        return;
    }
    for (window, queue) in handlers.iter() {
        if watch.known.contains(window) {
            continue;
        }
        if watch.queues.is_none() {
            let (send, queues) = channel();
            let (requested, proxy) = ((*requested).clone(), (**proxy).clone());
            let wake = move || proxy.send_event(WinitUserEvent::WakeUp).is_ok();
            let started = std::thread::Builder::new()
                .name("reader-requests".into())
                .spawn(move || watch_queues(&queues, &requested, wake));
            if started.is_err() {
                return;
            }
            watch.queues = Some(send);
        }
        if let Some(send) = &watch.queues {
            let _ = send.send(Arc::clone(queue));
            watch.known.push(*window);
        }
    }
}

/// Looks at the queues (often while a screen reader listens, seldom otherwise) and wakes
/// the window while a request waits in one; ends with the game.
fn watch_queues(
    queues: &Receiver<Queue>,
    requested: &AccessibilityRequested,
    wake: impl Fn() -> bool,
) {
    let mut all: Vec<Queue> = Vec::new();
    loop {
        let wait = if requested.get() {
            LOOK_EVERY
        } else {
            IDLE_LOOK
        };
        match queues.recv_timeout(wait) {
            Ok(queue) => all.push(queue),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        let waiting = (all.iter()).any(|q| q.lock().is_ok_and(|q| !q.0.is_empty()));
        if waiting && !wake() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::ecs::system::RunSystemOnce;
    use egui::accesskit::{self, Action, TreeId};

    /// A screen reader's press on the node of `id`.
    fn press(id: egui::Id) -> accesskit::ActionRequest {
        asks(Action::Click, id)
    }

    /// A screen reader's request of `action` on the node of `id`.
    fn asks(action: Action, id: egui::Id) -> accesskit::ActionRequest {
        accesskit::ActionRequest {
            action,
            target_tree: TreeId::ROOT,
            target_node: id.accesskit_id(),
            data: None,
        }
    }

    /// A world with the messages `pass_on_requests` reads and writes, and the primary
    /// window's egui context.
    fn world_with_a_context() -> World {
        let mut world = World::new();
        world.init_resource::<Messages<ActionRequest>>();
        world.init_resource::<Messages<EguiInputEvent>>();
        world.init_resource::<Messages<RequestRedraw>>();
        world.spawn(PrimaryEguiContext);
        world
    }

    /// The egui events `requests` become once passed on.
    fn passed_on(requests: Vec<accesskit::ActionRequest>) -> Vec<egui::Event> {
        let mut world = world_with_a_context();
        for request in requests {
            world.write_message(ActionRequest(request));
        }
        world.run_system_once(pass_on_requests).expect("runs");
        let mut events = world.resource_mut::<Messages<EguiInputEvent>>();
        events.drain().map(|e| e.event).collect()
    }

    /// The ids of two buttons ("Seal", "Show my orders") drawn in a pass of `ctx` with
    /// `events`.
    fn two_buttons(ctx: &egui::Context, events: Vec<egui::Event>) -> [egui::Id; 2] {
        ctx.begin_pass(egui::RawInput {
            events,
            ..Default::default()
        });
        let mut ids = [egui::Id::NULL; 2];
        egui::Area::new(egui::Id::new("panel")).show(ctx, |ui| {
            ids = ["Seal", "Show my orders"].map(|words| ui.button(words).id);
        });
        ctx.end_pass().textures_delta.clear();
        ids
    }

    /// Orca moving its focus to a button (its "focus" action): egui's keyboard focus goes
    /// there, so Enter or Space then press that button.
    #[test]
    fn a_screen_readers_focus_request_moves_egui_focus_to_its_button() {
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let [seal, show] = two_buttons(&ctx, Vec::new());
        assert!(
            ctx.memory(|m| m.focused()).is_none(),
            "nothing focused at first"
        );
        let events = passed_on(vec![asks(Action::Focus, show)]);
        assert_eq!(events.len(), 1, "{events:?}");
        two_buttons(&ctx, events);
        assert_eq!(ctx.memory(|m| m.focused()), Some(show));
        let events = passed_on(vec![asks(Action::Focus, seal)]);
        two_buttons(&ctx, events);
        assert_eq!(ctx.memory(|m| m.focused()), Some(seal));
    }

    /// Whether a pass of `ctx` with `events` clicks the button "Show my orders".
    fn clicked(ctx: &egui::Context, events: Vec<egui::Event>) -> bool {
        ctx.begin_pass(egui::RawInput {
            events,
            ..Default::default()
        });
        let mut clicked = false;
        egui::Area::new(egui::Id::new("panel")).show(ctx, |ui| {
            clicked = ui.button("Show my orders").clicked();
        });
        let mut out = ctx.end_pass();
        out.textures_delta.clear();
        clicked
    }

    #[test]
    fn a_screen_readers_press_reaches_egui_as_a_click_on_its_button() {
        let mut world = World::new();
        world.init_resource::<Messages<ActionRequest>>();
        world.init_resource::<Messages<EguiInputEvent>>();
        world.init_resource::<Messages<RequestRedraw>>();
        let context = world.spawn(PrimaryEguiContext).id();
        // The button's id, as egui gives it in its tree.
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let mut button = None;
        ctx.begin_pass(egui::RawInput::default());
        egui::Area::new(egui::Id::new("panel")).show(&ctx, |ui| {
            button = Some(ui.button("Show my orders").id);
        });
        ctx.end_pass().textures_delta.clear();
        let button = button.expect("drawn");
        world.write_message(ActionRequest(press(button)));
        world.run_system_once(pass_on_requests).expect("runs");
        let events: Vec<egui::Event> = (world.resource_mut::<Messages<EguiInputEvent>>())
            .drain()
            .inspect(|e| assert_eq!(e.context, context, "the primary window's context"))
            .map(|e| e.event)
            .collect();
        assert_eq!(events.len(), 1, "{events:?}");
        let woken = world
            .resource_mut::<Messages<RequestRedraw>>()
            .drain()
            .count();
        assert_eq!(woken, 1, "the window draws the next frame at once");
        assert!(!clicked(&ctx, Vec::new()), "no click without the press");
        assert!(clicked(&ctx, events), "the press clicks the button");
    }

    #[test]
    fn the_watch_wakes_the_window_while_a_request_waits_and_ends_with_the_game() {
        let (send, queues) = channel();
        let requested = AccessibilityRequested::default();
        requested.set(true);
        let queue: Queue = Arc::default();
        send.send(Arc::clone(&queue)).expect("sent");
        let (woke, wakes) = channel();
        let watcher = {
            let requested = requested.clone();
            std::thread::spawn(move || watch_queues(&queues, &requested, || woke.send(()).is_ok()))
        };
        // Nothing waits: no wake within a few looks.
        assert!(
            wakes.recv_timeout(LOOK_EVERY * 3).is_err(),
            "woken for nothing"
        );
        let press = press(egui::Id::new("button"));
        queue.lock().expect("queue").0.push_back(press);
        assert!(wakes.recv_timeout(LOOK_EVERY * 10).is_ok(), "not woken");
        drop(send);
        queue.lock().expect("queue").0.clear();
        watcher.join().expect("the watch ends when the game does");
    }
}
