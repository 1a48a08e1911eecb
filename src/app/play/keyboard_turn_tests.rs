//! A whole year by keyboard alone, windowless: key presses injected into the keymap
//! (`ButtonInput<KeyCode>`), nothing sent by hand. Enter ends the talks and says Ready at
//! each curtain; N and Shift+arrows move the cursor; Space and Enter choose, as a click;
//! S, C and H give supports, convoys and stands; Ctrl+Enter twice seals; Enter reads on
//! from the results. Spring and Fall 1901, a retreat and the winter's builds and removals,
//! each order checked as the typed order it wrote.

use super::cursor::{BoardCursor, step};
use super::pick::Entry;
use super::table::{Stage, Table};
use super::tests::{board, game, stage, table_app};
use super::{Act, CurrentGame};
use crate::app::board::BoardShapes;
use crate::engine::game::{Game, Setup};
use crate::engine::ids::ProvinceId;
use crate::engine::map::Map;
use crate::engine::position::PhaseKind;
use bevy::prelude::*;
use std::collections::VecDeque;
use std::time::Duration;

/// One thing a player does with the keys.
#[derive(Clone, Copy, Debug)]
pub(super) enum Step {
    /// N until the cursor is on this unit (or build site), then Space.
    Unit(&'static str),
    /// Shift+arrows to this province, then Space (or Enter, the other choosing key).
    At(&'static str),
    AtEnter(&'static str),
    /// One key.
    Key(KeyCode),
    /// Shift+arrows to this province, then the key (no Space).
    Then(&'static str, KeyCode),
}

pub(super) fn keyboard_app(dir: &std::path::Path) -> App {
    let mut app = table_app(dir, Duration::from_millis(50));
    app.init_resource::<ButtonInput<KeyCode>>()
        .add_plugins(crate::app::keymap::plugin);
    app.update();
    app
}

/// Presses `key` with `held` down for one frame, then lets go of everything.
pub(crate) fn chord(app: &mut App, held: &[KeyCode], key: KeyCode) {
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    for k in held.iter().chain([&key]) {
        input.press(*k);
    }
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release_all();
    input.clear();
    app.update();
}

pub(super) fn key(app: &mut App, key: KeyCode) {
    chord(app, &[], key);
}

pub(super) fn cursor(app: &App) -> Option<ProvinceId> {
    app.world().resource::<BoardCursor>().at
}

pub(super) fn at(map: &Map, name: &str) -> ProvinceId {
    map.find_province(name).expect("province")
}

const ARROWS: [(KeyCode, [f32; 2]); 4] = [
    (KeyCode::ArrowLeft, [-1.0, 0.0]),
    (KeyCode::ArrowRight, [1.0, 0.0]),
    (KeyCode::ArrowUp, [0.0, 1.0]),
    (KeyCode::ArrowDown, [0.0, -1.0]),
];

/// The Shift+arrow presses that take the cursor from `from` to `to` (fewest first).
fn arrows_to(app: &App, map: &Map, from: ProvinceId, to: ProvinceId) -> Vec<KeyCode> {
    let geometry = &app.world().resource::<BoardShapes>().0;
    let mut came: Vec<Option<(ProvinceId, KeyCode)>> = vec![None; map.provinces.len()];
    let mut queue = VecDeque::from([from]);
    while let Some(p) = queue.pop_front() {
        if p == to {
            break;
        }
        for (k, dir) in ARROWS {
            if let Some(n) = step(map, geometry, p, dir)
                && n != from
                && came[n.0 as usize].is_none()
            {
                came[n.0 as usize] = Some((p, k));
                queue.push_back(n);
            }
        }
    }
    let mut keys = Vec::new();
    let mut p = to;
    while p != from {
        let (back, k) = came[p.0 as usize].expect("the arrows reach every province");
        keys.push(k);
        p = back;
    }
    keys.reverse();
    keys
}

/// Moves the cursor by keys: N to a unit, or Shift+arrows to any province.
pub(super) fn cursor_to(app: &mut App, map: &Map, s: Step) {
    match s {
        Step::Unit(name) => {
            for _ in 0..40 {
                if cursor(app) == Some(at(map, name)) {
                    return;
                }
                key(app, KeyCode::KeyN);
            }
            panic!("N never reached {name}");
        }
        Step::At(name) | Step::AtEnter(name) | Step::Then(name, _) => {
            if cursor(app).is_none() {
                key(app, KeyCode::KeyN);
            }
            let from = cursor(app).expect("a cursor");
            for k in arrows_to(app, map, from, at(map, name)) {
                chord(app, &[KeyCode::ShiftLeft], k);
            }
            assert_eq!(cursor(app), Some(at(map, name)), "Shift+arrows to {name}");
        }
        Step::Key(_) => {}
    }
}

pub(super) fn entry_error(app: &App) -> Option<String> {
    app.world().resource::<Entry>().error.clone()
}

/// Plays one phase by keys; returns each power's written orders (as its player sealed
/// them) by the power's name.
pub(super) fn phase_by_keys(
    app: &mut App,
    map: &Map,
    plan: &[(&str, Vec<Step>)],
) -> Vec<(String, Vec<String>)> {
    let mut written = Vec::new();
    for _ in 0..40 {
        match stage(app) {
            Stage::Diplomacy => key(app, KeyCode::Enter),
            Stage::Curtain { .. } => {
                assert_eq!(cursor(app), None, "the cursor is forgotten at the curtain");
                key(app, KeyCode::Enter);
            }
            Stage::Writing { .. } => written.push(write_by_keys(app, map, plan)),
            Stage::Reveal { .. } => return written,
            other => panic!("unexpected stage {other:?}"),
        }
    }
    panic!("the phase never reached its results");
}

/// The writing player's orders by keys, then Ctrl+Enter twice to seal.
pub(super) fn write_by_keys(
    app: &mut App,
    map: &Map,
    plan: &[(&str, Vec<Step>)],
) -> (String, Vec<String>) {
    let power = app.world().resource::<Table>().drafts[0].power;
    let name = map.power(power).name.clone();
    let steps = plan
        .iter()
        .find(|(p, _)| *p == name)
        .map(|(_, s)| s.as_slice());
    for &s in steps.unwrap_or(&[]) {
        cursor_to(app, map, s);
        match s {
            Step::Unit(_) | Step::At(_) => key(app, KeyCode::Space),
            Step::AtEnter(_) => key(app, KeyCode::Enter),
            Step::Key(k) | Step::Then(_, k) => key(app, k),
        }
        assert_eq!(entry_error(app), None, "{name}: {s:?} was refused");
    }
    let mut lines = app.world().resource::<Table>().drafts[0].texts();
    lines.sort();
    chord(app, &[KeyCode::ControlLeft], KeyCode::Enter);
    assert!(
        matches!(stage(app), Stage::Writing { .. }),
        "the first Ctrl+Enter only asks"
    );
    chord(app, &[KeyCode::ControlLeft], KeyCode::Enter);
    (name, lines)
}

pub(super) fn orders_of<'a>(written: &'a [(String, Vec<String>)], power: &str) -> &'a [String] {
    &written.iter().find(|(p, _)| p == power).expect("wrote").1
}

/// Enter on the results: on to the next phase.
pub(super) fn read_on(app: &mut App) {
    assert!(
        matches!(stage(app), Stage::Reveal { .. }),
        "{:?}",
        stage(app)
    );
    key(app, KeyCode::Enter);
    assert!(
        !matches!(stage(app), Stage::Reveal { .. }),
        "Enter reads on"
    );
}

pub(super) fn seven_players(map: &Map) -> Game {
    let names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"];
    Game::new(
        map,
        Setup::standard(map, &names, 0, "1971", 7).expect("setup"),
    )
}

fn phase_kind(app: &App) -> PhaseKind {
    app.world().resource::<CurrentGame>().0.position.phase.kind
}

#[test]
fn a_year_by_keyboard_alone_moves_supports_holds_convoys_retreats_and_builds() {
    use Step::*;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = keyboard_app(dir.path());
    let map = board().map;
    app.world_mut()
        .write_message(Act::Start(Box::new(seven_players(&map))));
    app.update();
    assert_eq!(stage(&app), Stage::Diplomacy);

    let spring = [
        (
            "England",
            vec![
                Unit("lon"),
                At("nth"),
                Unit("edi"),
                Key(KeyCode::KeyS),
                At("lon"),
                AtEnter("nth"),
                Unit("lvp"),
                At("yor"),
            ],
        ),
        ("France", vec![Unit("par"), Key(KeyCode::KeyH)]),
        ("Germany", vec![Unit("mun"), At("bur")]),
        ("Italy", vec![Unit("ven"), At("pie")]),
    ];
    let written = phase_by_keys(&mut app, &map, &spring);
    assert_eq!(
        orders_of(&written, "England"),
        ["A(Lpl)-Yor", "F(Edi) S F(Lon)-NTH", "F(Lon)-NTH"]
    );
    assert_eq!(orders_of(&written, "France"), ["A(Par) Stands"]);
    assert_eq!(orders_of(&written, "Germany"), ["A(Mun)-Bur"]);
    assert!(orders_of(&written, "Russia").is_empty());
    read_on(&mut app);

    let fall = [
        (
            "England",
            vec![
                Unit("nth"),
                Key(KeyCode::KeyC),
                At("yor"),
                At("nwy"),
                Unit("yor"),
                At("nwy"),
                Unit("edi"),
                Key(KeyCode::KeyH),
            ],
        ),
        ("Germany", vec![Unit("bur"), At("mar")]),
        (
            "Italy",
            vec![Unit("pie"), Key(KeyCode::KeyS), At("bur"), At("mar")],
        ),
    ];
    let written = phase_by_keys(&mut app, &map, &fall);
    assert_eq!(
        orders_of(&written, "England"),
        ["A(Yor)-Nwy", "F(Edi) Stands", "F(NTH) C A(Yor)-Nwy"]
    );
    assert_eq!(orders_of(&written, "Italy"), ["A(Pie) S German A(Bur)-Mar"]);
    read_on(&mut app);

    assert_eq!(phase_kind(&app), PhaseKind::Retreat, "Marseilles was taken");
    let retreat = [("France", vec![Unit("mar"), At("gas")])];
    let written = phase_by_keys(&mut app, &map, &retreat);
    assert_eq!(orders_of(&written, "France"), ["A(Mar)-Gas"]);
    read_on(&mut app);

    assert_eq!(phase_kind(&app), PhaseKind::Adjustment);
    // England builds in Liverpool (the chooser: 1, an army); France, a centre short,
    // removes the army in Gascony.
    let winter = [
        ("England", vec![Unit("lvp"), Key(KeyCode::Digit1)]),
        ("France", vec![Unit("gas")]),
    ];
    let written = phase_by_keys(&mut app, &map, &winter);
    assert_eq!(orders_of(&written, "England"), ["Build A(Lpl)"]);
    assert_eq!(orders_of(&written, "France"), ["Remove A(Gas)"]);
    let g = game(&app);
    let england = map.find_power("England").expect("England");
    let liverpool = g.position.unit_at(at(&map, "lvp"));
    assert!(
        liverpool.is_some_and(|i| g.position.units[i].power == england),
        "the build stands in Liverpool"
    );
}
