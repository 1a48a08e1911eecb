//! The guided turn driven windowless to its end with the screens' own messages (the
//! curtain's Ready, clicks on the board, the panel's buttons and lists, typed lines, Seal,
//! Continue) and the tutor's Next, with one wrong answer on every step and its hint.

use super::{Feedback, Tutor};
use crate::app::current::CurrentGame;
use crate::app::play::pick::{Entry, Pick};
use crate::app::play::table::{Stage, Table};
use crate::app::play::tests::{act, table_app};
use crate::app::play::{Act, Saves};
use crate::engine::ids::{Location, ProvinceId, UnitKind};
use crate::engine::order::{AdjustOrder, MainOrder};
use crate::engine::tutorial::{StepId, TutorEvent, step};
use bevy::prelude::*;
use std::time::Duration;

fn province(app: &App, id: &str) -> ProvinceId {
    let map = &app.world().resource::<crate::app::current::CurrentMap>().0;
    map.find_province(id).expect("province")
}

fn at(app: &App, id: &str) -> Location {
    Location::province(province(app, id))
}

/// A click on the board at this province.
fn click(app: &mut App, id: &str) {
    let loc = at(app, id);
    send(app, Act::Click(loc));
}

/// Sends a message as a screen would, then lets the tutor see what it did to the draft.
/// Sends the panel's message giving the unit in `at` this order.
fn give(app: &mut App, at: crate::engine::ids::ProvinceId, order: crate::engine::order::MainOrder) {
    let position = &app
        .world()
        .resource::<crate::app::current::CurrentGame>()
        .0
        .position;
    let message = Act::give_one(position, at, order);
    send(app, message);
}

fn send(app: &mut App, a: Act) {
    act(app, a);
    app.update();
}

fn tutor(app: &App) -> &Tutor {
    app.world().resource::<Tutor>()
}

fn now(app: &App) -> StepId {
    tutor(app).tutorial.step().id
}

fn stage(app: &App) -> Stage {
    app.world().resource::<Table>().stage
}

/// The tutor said this was wrong, with a reason and the hint of `hinted`'s step.
fn assert_wrong(app: &App, hinted: StepId, what: &str) {
    match &tutor(app).feedback {
        Some(Feedback::Wrong { reason, hint, .. }) => {
            assert!(!reason.is_empty(), "{what}: a reason");
            let whole = step(hinted).hint();
            let first = whole.split(['.', '(']).next().unwrap_or("");
            assert!(
                hint.contains(first),
                "{what}: the hint of {hinted:?} ({first}), got {hint}"
            );
        }
        other => panic!("{what}: expected a wrong answer, got {other:?}"),
    }
}

/// The step moved on from `from` to `to`, saying the last was done.
fn assert_done(app: &App, from: StepId, to: StepId) {
    assert_eq!(now(app), to, "after {from:?}");
    assert_eq!(
        tutor(app).feedback,
        Some(Feedback::Done(from)),
        "after {from:?}"
    );
}

/// The tutor's Next, as its panel sends it.
fn next(app: &mut App) {
    let map = app
        .world()
        .resource::<crate::app::current::CurrentMap>()
        .0
        .clone();
    (app.world_mut().resource_mut::<Tutor>()).hear(&map, TutorEvent::Next);
}

/// The board and the tutor's game agree after a resolution.
fn assert_same_board(app: &App) {
    let table_game = &app.world().resource::<CurrentGame>().0;
    assert_eq!(
        table_game.position,
        tutor(app).tutorial.game().position,
        "the table and the tutor resolved alike"
    );
}

fn started() -> (tempfile::TempDir, App) {
    started_after("standard")
}

/// The guided turn begun from the new-game form, the board on the table being
/// `variant`'s (the last game's or sandbox's).
fn started_after(variant: &str) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_millis(100));
    app.add_plugins(super::logic);
    crate::app::board::LoadedBoard::named(variant)
        .expect("a built-in board")
        .put(app.world_mut());
    app.world_mut().write_message(super::BeginGuidedTurn {
        back_to: crate::app::screen::Screen::NewGame,
    });
    for _ in 0..3 {
        app.update();
    }
    (dir, app)
}

#[test]
fn the_guided_turn_is_played_to_its_end_through_the_tables_own_messages() {
    let (dir, mut app) = started();
    assert!(
        app.world().resource::<Saves>().autosaves.is_none(),
        "no autosaves while the tutor runs"
    );
    assert!(matches!(stage(&app), Stage::Curtain { .. }));
    assert!(app.world().resource::<Table>().thinking.is_empty());
    assert_eq!(
        tutor(&app).back_to,
        crate::app::screen::Screen::NewGame,
        "Leave goes back to where it was asked from"
    );

    // The curtain: Ctrl+Enter there is wrong; then "I am England".
    send(&mut app, Act::Seal);
    assert_wrong(&app, StepId::Curtain, "seal at the curtain");
    send(&mut app, Act::Ready(String::new()));
    assert_done(&app, StepId::Curtain, StepId::SelectUnit);
    assert!(matches!(stage(&app), Stage::Writing { .. }));
    let clock = &app.world().resource::<Table>().clock;
    assert_eq!(clock.left, None, "no writing clock to seal for the learner");

    // Choose a unit: the army first (wrong), Esc, then the London fleet.
    click(&mut app, "yor");
    assert_wrong(&app, StepId::SelectUnit, "the army chosen");
    app.world_mut().resource_mut::<Entry>().pick = Pick::Idle;
    click(&mut app, "lon");
    assert_done(&app, StepId::SelectUnit, StepId::MoveByClick);

    // Move by clicks: to Wales (wrong), then London, the Channel.
    click(&mut app, "wal");
    assert_wrong(&app, StepId::MoveByClick, "London to Wales");
    click(&mut app, "lon");
    click(&mut app, "eng");
    assert_done(&app, StepId::MoveByClick, StepId::TypeArmy);

    // Typing: a misspelt province, then the move.
    send(&mut app, Act::Write("A Yor-Nwx".into()));
    assert_wrong(&app, StepId::TypeArmy, "a typo");
    send(&mut app, Act::Write("A Yor-Nwy".into()));
    assert_done(&app, StepId::TypeArmy, StepId::ConvoyFromList);

    // The convoy from the lists: Stand first (wrong), then Convoy….
    let (nth, yor, nwy) = (
        province(&app, "nth"),
        province(&app, "yor"),
        province(&app, "nwy"),
    );
    give(&mut app, nth, MainOrder::Hold);
    assert_wrong(&app, StepId::ConvoyFromList, "the convoying fleet stands");
    let convoy = MainOrder::Convoy { from: yor, to: nwy };
    give(&mut app, nth, convoy);
    assert_done(&app, StepId::ConvoyFromList, StepId::SupportFromList);

    // The support: into Edinburgh (wrong), then into Norway.
    let nrg = province(&app, "nwg");
    let to_edi = MainOrder::SupportMove {
        from: yor,
        to: at(&app, "edi"),
    };
    give(&mut app, nrg, to_edi);
    assert_wrong(&app, StepId::SupportFromList, "support to Edinburgh");
    let to_nwy = MainOrder::SupportMove {
        from: yor,
        to: at(&app, "nwy"),
    };
    give(&mut app, nrg, to_nwy);
    assert_done(&app, StepId::SupportFromList, StepId::Stand);

    // Stand: clearing the London move is wrong; given again, then Stand.
    let (lon, iri) = (province(&app, "lon"), province(&app, "iri"));
    send(&mut app, Act::Clear(lon));
    assert_wrong(&app, StepId::MoveByClick, "the asked move cleared");
    click(&mut app, "lon");
    click(&mut app, "eng");
    assert_eq!(now(&app), StepId::Stand);
    give(&mut app, iri, MainOrder::Hold);
    assert_done(&app, StepId::Stand, StepId::Seal);

    // Seal: a stray move first, so the seal is held (the table does not seal).
    let to_wal = MainOrder::Move {
        to: at(&app, "wal"),
        via_convoy: false,
    };
    give(&mut app, iri, to_wal);
    send(&mut app, Act::Seal);
    assert!(matches!(tutor(&app).feedback, Some(Feedback::Wrong { .. })));
    assert!(
        matches!(stage(&app), Stage::Writing { .. }),
        "a held seal leaves the orders open"
    );
    assert!(app.world().resource::<Entry>().error.is_some());
    give(&mut app, iri, MainOrder::Hold);
    send(&mut app, Act::Seal);
    assert_done(&app, StepId::Seal, StepId::ReadStandOff);
    assert!(matches!(stage(&app), Stage::Reveal { .. }));
    assert_same_board(&app);

    // The results: sealing again is wrong; Next; Next again is wrong; Continue.
    send(&mut app, Act::Seal);
    assert_wrong(&app, StepId::ReadStandOff, "seal while reading");
    next(&mut app);
    assert_done(&app, StepId::ReadStandOff, StepId::ReadDislodgement);
    next(&mut app);
    assert_wrong(&app, StepId::ReadDislodgement, "Next under the results");
    send(&mut app, Act::FinishReveal);
    assert_done(&app, StepId::ReadDislodgement, StepId::Retreat);

    // The retreat, through the curtain: to where the attack came from (wrong), to Wales.
    assert!(matches!(stage(&app), Stage::Curtain { .. }));
    assert!(app.world().resource::<Table>().thinking.is_empty());
    send(&mut app, Act::Ready(String::new()));
    assert_eq!(now(&app), StepId::Retreat);
    send(&mut app, Act::Write("F IRI-MAO".into()));
    assert_wrong(
        &app,
        StepId::Retreat,
        "a retreat to the attacker's province",
    );
    send(&mut app, Act::Write("F IRI-Wal".into()));
    assert_done(&app, StepId::Retreat, StepId::SealRetreat);

    // Seal the retreat: cleared first, so the seal is held.
    send(&mut app, Act::Clear(iri));
    assert_wrong(&app, StepId::Retreat, "the retreat cleared");
    send(&mut app, Act::Seal);
    assert!(matches!(stage(&app), Stage::Writing { .. }));
    send(&mut app, Act::Write("F IRI-Wal".into()));
    send(&mut app, Act::Seal);
    assert_done(&app, StepId::SealRetreat, StepId::Build);
    assert_same_board(&app);

    // The build, after Continue and the curtain: London is taken (wrong), Edinburgh.
    send(&mut app, Act::FinishReveal);
    assert!(matches!(stage(&app), Stage::Curtain { .. }));
    send(&mut app, Act::Ready(String::new()));
    let build = |at| AdjustOrder::Build {
        kind: Some(UnitKind::Fleet),
        at,
    };
    let (lon_at, edi_at) = (at(&app, "lon"), at(&app, "edi"));
    send(&mut app, Act::Adjust(build(lon_at)));
    assert_wrong(&app, StepId::Build, "a build in an occupied centre");
    send(&mut app, Act::Adjust(build(edi_at)));
    assert_done(&app, StepId::Build, StepId::SealBuild);

    // Seal the build: a second build first, so the seal is held.
    let army = AdjustOrder::Build {
        kind: Some(UnitKind::Army),
        at: at(&app, "lvp"),
    };
    send(&mut app, Act::Adjust(army));
    send(&mut app, Act::Seal);
    assert_wrong(&app, StepId::Build, "two builds for one due");
    let lvp = province(&app, "lvp");
    send(&mut app, Act::Clear(lvp));
    send(&mut app, Act::Seal);
    assert_done(&app, StepId::SealBuild, StepId::Finished);
    assert_same_board(&app);
    assert!(matches!(stage(&app), Stage::Reveal { .. }));

    // Continue plays on against the computers: the tutor steps aside.
    send(&mut app, Act::FinishReveal);
    assert!(app.world().get_resource::<Tutor>().is_none());
    assert!(app.world().resource::<Saves>().autosaves.is_some());
    drop(dir);
}

#[test]
fn the_guided_turn_frames_englands_waters() {
    let board = crate::app::play::tests::board();
    let frame = super::waters(&board.get()).expect("a frame");
    let whole = crate::app::board::camera::BoardFrame::of(&board.geometry);
    assert!(
        frame.width() < whole.size.x * 0.7,
        "{frame:?} within {whole:?}"
    );
}

#[test]
fn the_guided_turn_after_a_game_on_another_board_is_framed_on_the_standard_board() {
    let (_dir, app) = started_after("european");
    let map = &app.world().resource::<crate::app::current::CurrentMap>().0;
    assert_eq!(
        map.name, "standard",
        "the board the guided turn is played on"
    );
    let focus = app.world().resource::<crate::app::board::camera::Focus>().0;
    let standard = crate::app::board::LoadedBoard::named("standard").expect("standard");
    assert_eq!(
        focus,
        super::waters(&standard.get()),
        "the view framed on England's waters"
    );
    assert!(focus.is_some());
    assert!(matches!(stage(&app), Stage::Curtain { .. }));
}
