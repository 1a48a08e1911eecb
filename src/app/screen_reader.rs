//! Screen readers (Orca, Narrator, NVDA): egui builds its AccessKit tree only while one
//! listens. bevy_egui turns the tree on for every window with an AccessKit adapter (on
//! Linux every window, a screen reader running or not), and egui then builds it every
//! frame; Bevy's `AccessibilityRequested` says when an assistive technology asked for the
//! window's tree, and bevy_egui hands it over only then. The screen reader's own actions
//! (press, focus) are passed on to egui in `requests`.

use bevy::a11y::AccessibilityRequested;
use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiPreUpdateSet};

mod requests;

/// Builds egui's tree in the frames a screen reader may read it, and only then.
pub fn plugin(app: &mut App) {
    app.add_message::<bevy::a11y::ActionRequest>()
        .add_plugins(requests::plugin)
        .add_systems(
            PreUpdate,
            follow_the_screen_reader
                .after(EguiPreUpdateSet::InitContexts)
                .before(EguiPreUpdateSet::BeginPass),
        );
}

/// Turns egui's tree on while a screen reader asked for it, off otherwise (also after
/// bevy_egui turned it on for a new context).
fn follow_the_screen_reader(
    requested: Option<Res<AccessibilityRequested>>,
    mut contexts: Query<&mut EguiContext>,
) {
    let listening = requested.is_some_and(|r| r.get());
    for mut context in &mut contexts {
        match listening {
            true => context.get_mut().enable_accesskit(),
            false => context.get_mut().disable_accesskit(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::ecs::system::RunSystemOnce;
    use bevy_egui::egui;

    /// Whether a pass of `ctx` showing a button hands out an AccessKit tree.
    fn builds_a_tree(world: &mut World) -> bool {
        world
            .run_system_once(follow_the_screen_reader)
            .expect("runs");
        let mut contexts = world.query::<&mut EguiContext>();
        let ctx = (contexts.single_mut(world).expect("one context"))
            .get_mut()
            .clone();
        ctx.begin_pass(egui::RawInput::default());
        egui::Area::new(egui::Id::new("panel")).show(&ctx, |ui| ui.button("Seal orders"));
        let mut out = ctx.end_pass();
        // No renderer takes the font textures here.
        out.textures_delta.clear();
        out.platform_output.accesskit_update.is_some()
    }

    #[test]
    fn egui_builds_its_tree_only_while_a_screen_reader_listens() {
        let mut world = World::new();
        let mut context = EguiContext::default();
        // As bevy_egui does for a window with an AccessKit adapter.
        context.get_mut().enable_accesskit();
        world.spawn(context);
        let requested = AccessibilityRequested::default();
        world.insert_resource(requested.clone());
        assert!(!builds_a_tree(&mut world), "no screen reader: no tree");
        // A screen reader asks for the window's tree (Bevy's adapter sets the flag).
        requested.set(true);
        assert!(builds_a_tree(&mut world), "a screen reader: the tree");
    }
}
