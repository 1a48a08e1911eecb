//! The screens' state follows the table in the very frame it moves: the frame a writer
//! seals already draws the curtain, and a game laid on the table enters the playing screen
//! at its own stage.

use super::stage::{FollowTable, TableStage};
use super::table::{Stage, Table};
use super::tests::{act, board, new_game, stage, table_app};
use super::{Act, Screen};
use bevy::prelude::*;
use std::time::Duration;

/// Each frame's state where the screens draw, beside the table's stage then.
#[derive(Resource, Default)]
struct Drawn(Vec<(TableStage, Option<Stage>)>);

fn note(state: Res<State<TableStage>>, table: Option<Res<Table>>, mut drawn: ResMut<Drawn>) {
    drawn.0.push((*state.get(), table.map(|t| t.stage)));
}

/// A three-player table whose frames note the state the screens would draw in.
fn noted_table(dir: &std::path::Path) -> App {
    let mut app = table_app(dir, Duration::from_secs(1));
    app.init_resource::<Drawn>().add_systems(
        PostUpdate,
        note.run_if(state_exists::<TableStage>)
            .after(FollowTable)
            .before(bevy_egui::EguiPostUpdateSet::EndPass),
    );
    let names = ["Ann", "Bob", "Cid"];
    act(
        &mut app,
        Act::Start(Box::new(new_game(&board().map, &names))),
    );
    app.update();
    app
}

fn last_drawn(app: &App) -> (TableStage, Option<Stage>) {
    *app.world()
        .resource::<Drawn>()
        .0
        .last()
        .expect("a frame drawn")
}

#[test]
fn the_frame_a_writer_seals_draws_the_curtain_not_their_orders() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = noted_table(dir.path());
    assert_eq!(last_drawn(&app).0, TableStage::Diplomacy);
    act(&mut app, Act::EndDiplomacy);
    assert_eq!(
        last_drawn(&app).0,
        TableStage::Curtain,
        "Enter showed the curtain"
    );
    act(&mut app, Act::Ready(String::new()));
    assert_eq!(last_drawn(&app).0, TableStage::Writing);
    act(&mut app, Act::Seal);
    assert!(matches!(stage(&app), Stage::Curtain { player: 1 }));
    assert_eq!(
        last_drawn(&app),
        (TableStage::Curtain, Some(Stage::Curtain { player: 1 })),
        "the seal's own frame draws the next curtain"
    );
    for (state, table) in &app.world().resource::<Drawn>().0 {
        assert_eq!(
            Some(*state),
            table.map(TableStage::of),
            "{state:?} drawn at {table:?}"
        );
    }
}

#[test]
fn a_game_enters_the_playing_screen_at_its_stage_and_leaves_it_empty() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = noted_table(dir.path());
    let drawn = &app.world().resource::<Drawn>().0;
    assert_eq!(
        drawn.first(),
        Some(&(TableStage::Diplomacy, Some(Stage::Diplomacy))),
        "the first frame at the table draws the table, not an empty screen: {drawn:?}"
    );
    act(&mut app, Act::ToTitle);
    assert_eq!(last_drawn(&app), (TableStage::Empty, None));
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    assert!(app.world().get_resource::<State<TableStage>>().is_none());
}
