//! A test-only watch on what a screen reader hears at the curtain: every curtain frame of a
//! windowless table test draws the table's screens (each under its own stage, as in the
//! window) into an egui context with AccessKit on, with what may show over or beside the
//! curtain (the diplomacy panel the moment before, the keys' help, the alarm and save
//! banners, the computers' note), and checks that the tree says the curtain's words and
//! nothing of any power's orders, unit list or draw vote.

use super::table::{Stage, Table};
use crate::app::current::{CurrentGame, CurrentMap};
use crate::app::play::draft::Draft;
use crate::app::screens::reader_heard;
use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiPrimaryContextPass, PrimaryEguiContext, egui};

/// How many curtain frames the watch has heard (a test can see it ran), and the stage of
/// the frame before (egui lays out a screen that was not drawn the frame before unseen).
#[derive(Resource, Default)]
pub struct CurtainFramesHeard(pub usize, Option<Stage>);

/// Adds the table's screens and the watch to a test app.
pub fn watch(app: &mut App) {
    crate::app::screens::table_screens(app);
    app.init_resource::<CurtainFramesHeard>()
        .init_resource::<bevy_egui::EguiUserTextures>()
        .add_systems(Last, hear_the_curtain);
    app.world_mut().spawn(PrimaryEguiContext);
}

/// What must not be heard at the curtain: every power's orders (sealed or in a draft),
/// every unit as the order panel lists it, and the order panel's own words (its draw box,
/// its buttons).
pub(crate) fn secrets(
    table: &Table,
    game: &crate::engine::game::Game,
    map: &crate::engine::map::Map,
) -> Vec<String> {
    let mut words: Vec<String> = (map.power_ids())
        .flat_map(|p| Draft::from_pending(p, map, game).texts())
        .chain(table.drafts.iter().flat_map(Draft::texts))
        .collect();
    words.extend(
        (game.position.units.iter())
            .map(|u| crate::engine::notation::format::unit_place(map, u.kind, u.loc)),
    );
    words.extend([
        crate::t!("orders-propose-draw"),
        crate::t!("orders-seal"),
        crate::t!("orders-add-order"),
        crate::t!("orders-move-to"),
        crate::t!("orders-no-order-yet"),
        crate::t!("orders-stands-unless-ordered"),
    ]);
    words.retain(|w| !w.trim().is_empty());
    words
}

/// On a curtain frame: the screens drawn under the table's stage, and their tree heard.
fn hear_the_curtain(world: &mut World) {
    let now = world.get_resource::<Table>().map(|t| t.stage);
    let before = std::mem::replace(&mut world.resource_mut::<CurtainFramesHeard>().1, now);
    let Some(Stage::Curtain { player }) = now else {
        return;
    };
    let ctx = {
        let mut q = world.query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
        q.single_mut(world)
            .expect("the watch's context")
            .get_mut()
            .clone()
    };
    ctx.enable_accesskit();
    let heard = world.resource::<CurtainFramesHeard>().0;
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        time: Some(heard as f64 * 0.25),
        max_texture_side: Some(8192),
        ..Default::default()
    };
    ctx.begin_pass(input);
    world.run_schedule(EguiPrimaryContextPass);
    crate::app::screens::reader_over_the_curtain(
        &ctx,
        world.resource::<Table>(),
        &world.resource::<CurrentGame>().0,
        &world.resource::<CurrentMap>().0,
    );
    let mut out = ctx.end_pass();
    out.textures_delta.clear();
    world.resource_mut::<CurtainFramesHeard>().0 += 1;
    let Some(update) = out.platform_output.accesskit_update else {
        panic!("the curtain sent no tree");
    };
    let tree = reader_heard(&update);
    let (table, game, map) = (
        world.resource::<Table>(),
        &world.resource::<CurrentGame>().0,
        &world.resource::<CurrentMap>().0,
    );
    let name = &game.setup.players[player].name;
    // The curtain's own words, once it is laid out (from its second frame).
    assert!(
        before != now || tree.iter().any(|h| h.name.contains(name.as_str())),
        "the curtain for {name} does not say their name: {tree:#?}"
    );
    for secret in secrets(table, game, map) {
        let told = tree.iter().find(|h| h.name.contains(&secret));
        assert!(
            told.is_none(),
            "the curtain for {name} tells the screen reader {secret:?}: {told:?}"
        );
    }
}
