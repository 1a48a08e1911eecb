//! Windowless tests of the table: MinimalPlugins, manual time, messages as the screens
//! send them. A whole game year goes through clocks, curtains, sealing, resolution,
//! builds and autosaves.

use super::table::{Stage, Table};
use super::{Act, Entry, Saves, Screen};
use crate::app::board::{BoardShapes, LoadedBoard};
use crate::app::current::{CurrentGame, CurrentMap};
use crate::engine::game::save::Autosaves;
use crate::engine::game::{Game, Setup};
use crate::engine::map::Map;
use crate::engine::position::{PhaseKind, Season};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use std::time::Duration;

pub(crate) fn board() -> LoadedBoard {
    LoadedBoard::named("standard").expect("the standard board")
}

pub(crate) fn new_game(map: &Map, names: &[&str]) -> Game {
    let setup = Setup::standard(map, names, 0, "1971", 7).expect("setup");
    Game::new(map, setup)
}

/// An app with the table logic only, each update one `step` of game time.
pub(crate) fn table_app(dir: &std::path::Path, step: Duration) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(step))
        .insert_resource(CurrentMap(board().map))
        .insert_resource(BoardShapes(board().geometry))
        .insert_resource(CurrentGame(Game::new(
            &Map::named("standard").expect("map"),
            Setup::standard(
                &Map::named("standard").expect("map"),
                &["a", "b"],
                0,
                "1971",
                1,
            )
            .expect("setup"),
        )))
        .insert_resource(Saves {
            autosaves: Some(Autosaves {
                dir: dir.to_path_buf(),
                keep: 100,
            }),
            ..default()
        })
        .add_plugins((super::plugin, super::curtain_watch::watch));
    // Virtual time clamps long frames to a quarter second; these steps are minutes.
    app.world_mut()
        .resource_mut::<Time<Virtual>>()
        .set_max_delta(Duration::from_secs(3600));
    app.update();
    app
}

pub(crate) fn act(app: &mut App, a: Act) {
    app.world_mut().write_message(a);
    app.update();
}

pub(crate) fn stage(app: &App) -> Stage {
    app.world().resource::<Table>().stage
}

pub(crate) fn game(app: &App) -> &Game {
    &app.world().resource::<CurrentGame>().0
}

/// A new three-player game just started (the temporary save folder lives as long as the
/// first value).
fn three_players_at_the_table() -> (tempfile::TempDir, App, Map) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = app
        .world()
        .resource::<crate::app::current::CurrentMap>()
        .0
        .clone();
    act(
        &mut app,
        Act::Start(Box::new(new_game(&map, &["Ann", "Bob", "Cid"]))),
    );
    (dir, app, map)
}

/// Writes these orders as the player now behind the curtain, after pressing Ready.
pub(crate) fn write_as_current(app: &mut App, orders: &[(&str, &[&str])]) {
    let Stage::Curtain { player } = stage(app) else {
        panic!("expected a curtain, got {:?}", stage(app));
    };
    assert!(
        app.world().resource::<Table>().drafts.is_empty(),
        "the curtain shows no orders"
    );
    act(app, Act::Ready(String::new()));
    assert_eq!(stage(app), Stage::Writing { player });
    let map = app
        .world()
        .resource::<crate::app::current::CurrentMap>()
        .0
        .clone();
    let world = app.world_mut();
    let position = world.resource::<CurrentGame>().0.position.clone();
    let mut table = world.resource_mut::<Table>();
    for draft in &mut table.drafts {
        let name = map.power(draft.power).name.clone();
        for (power, lines) in orders {
            if *power == name {
                for l in *lines {
                    draft.write(&map, &position, l).expect("order reads");
                }
            }
        }
    }
}

#[test]
fn a_game_year_runs_through_clocks_curtains_resolution_and_builds() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(60));
    let map = board().map;
    let names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"];
    act(&mut app, Act::Start(Box::new(new_game(&map, &names))));
    assert_eq!(stage(&app), Stage::Diplomacy);
    assert_eq!(app.world().resource::<Table>().clock.display(), "30:00");

    // Thirty minutes of diplomacy, then the alarm, then the first curtain.
    for _ in 0..30 {
        app.update();
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Play);
    }
    assert!(app.world().resource::<Table>().clock.ringing());
    assert_eq!(stage(&app), Stage::Diplomacy);
    app.update();
    assert_eq!(stage(&app), Stage::Curtain { player: 0 });

    // Spring 1901: each player writes behind the curtain; Germany's player lets the
    // five-minute writing clock run out instead of sealing.
    let spring: &[(&str, &[&str])] = &[
        ("England", &["F(Lon)-Nth", "F(Edi)-Nwg", "A(Lvp)-Yor"]),
        ("France", &["A(Par)-Bur", "A(Mar)-Spa", "F(Bre)-Mid"]),
        ("Germany", &["A(Ber)-Kie", "A(Mun)-Ruh", "F(Kie)-Den"]),
        ("Italy", &["A(Ven)-Tyr"]),
        ("Austria", &["A(Vie)-Gal", "A(Bud)-Ser", "F(Tri)-Alb"]),
        (
            "Russia",
            &["A(War)-Gal", "F(Sev)-Rum", "F(StP)sc-Bot", "A(Mos)-Ukr"],
        ),
        ("Turkey", &["A(Con)-Bul", "F(Ank)-Bla", "A(Smy)-Arm"]),
    ];
    for player in 0..7 {
        assert_eq!(stage(&app), Stage::Curtain { player });
        write_as_current(&mut app, spring);
        if player == 2 {
            for _ in 0..5 {
                app.update();
            }
        } else {
            act(&mut app, Act::Seal);
        }
    }
    let Stage::Reveal { record } = stage(&app) else {
        panic!("expected the reveal, got {:?}", stage(&app));
    };
    let g = game(&app);
    assert_eq!(g.record[record].phase.year, 1901);
    let at = |name: &str| {
        g.position
            .unit_at(map.find_province(name).expect("province"))
    };
    assert!(at("Burgundy").is_some() && at("Kiel").is_some() && at("Denmark").is_some());
    assert!(
        at("Galicia").is_none(),
        "Austria and Russia stood off in Galicia"
    );
    act(&mut app, Act::FinishReveal);
    assert_eq!(stage(&app), Stage::Diplomacy);
    assert_eq!(app.world().resource::<Table>().clock.display(), "15:00");

    // Autumn 1901, ended early by agreement.
    act(&mut app, Act::EndDiplomacy);
    let autumn: &[(&str, &[&str])] = &[
        ("England", &["F(Nth)-Hol"]),
        ("France", &["A(Spa)-Por", "F(Mid)-Bre"]),
        ("Germany", &["F(Den)-Swe"]),
        ("Russia", &["F(Rum)-Bla"]),
        ("Turkey", &["F(Bla)-Rum"]),
    ];
    while let Stage::Curtain { .. } = stage(&app) {
        write_as_current(&mut app, autumn);
        act(&mut app, Act::Seal);
    }
    assert!(matches!(stage(&app), Stage::Reveal { .. }));
    assert_eq!(game(&app).position.phase.kind, PhaseKind::Adjustment);
    act(&mut app, Act::FinishReveal);

    // Winter: only powers with builds come to the curtain, without a diplomacy clock.
    let mut builders = Vec::new();
    while let Stage::Curtain { player } = stage(&app) {
        builders.push(player);
        write_as_current(
            &mut app,
            &[("England", &["Build F Lon"]), ("France", &["Build A Par"])],
        );
        act(&mut app, Act::Seal);
    }
    assert!(
        builders.contains(&0) && builders.contains(&1),
        "{builders:?}"
    );
    act(&mut app, Act::FinishReveal);
    let g = game(&app);
    assert_eq!(
        (g.position.phase.year, g.position.phase.season),
        (1902, Season::Spring)
    );
    assert_eq!(g.position.phase.kind, PhaseKind::Movement);
    let england = map.find_power("England").expect("England");
    assert_eq!(g.position.unit_count(england), 4);
    assert_eq!(stage(&app), Stage::Diplomacy);

    // Autosaves: the start, every sealed order set, every resolved phase.
    let saves = app.world().resource::<Saves>();
    assert!(saves.error.is_none(), "{:?}", saves.error);
    let sealed = 7 + 7 + builders.len();
    // …and the running diplomacy clock, saved every 15 seconds: here once per one-minute
    // step while it runs (30 steps in all).
    assert_eq!(saves.written as usize, 1 + sealed + 3 + 30);
    let autosaves = Autosaves {
        dir: dir.path().to_path_buf(),
        keep: 100,
    };
    let (latest, errors) = autosaves.latest();
    assert!(errors.is_empty());
    let (_, resumed, _) = latest.expect("an autosave");
    assert_eq!(resumed.position, game(&app).position);
}

#[test]
fn a_wrong_passcode_keeps_the_curtain_closed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = board().map;
    let mut g = new_game(&map, &["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"]);
    g.setup.players[0].passcode = Some("owl".into());
    act(&mut app, Act::Start(Box::new(g)));
    act(&mut app, Act::EndDiplomacy);
    act(&mut app, Act::Ready("cat".into()));
    assert_eq!(stage(&app), Stage::Curtain { player: 0 });
    assert!(app.world().resource::<Table>().drafts.is_empty());
    assert!(app.world().resource::<Table>().notice.is_some());
    act(&mut app, Act::Ready("owl".into()));
    assert_eq!(stage(&app), Stage::Writing { player: 0 });
}

#[test]
fn a_unanimous_secret_draw_ends_the_game() {
    let (_dir, mut app, _) = three_players_at_the_table();
    act(&mut app, Act::EndDiplomacy);
    for player in 0..3 {
        assert_eq!(stage(&app), Stage::Curtain { player });
        act(&mut app, Act::Ready(String::new()));
        app.world_mut()
            .resource_mut::<Table>()
            .vote_draw(player, true);
        act(&mut app, Act::Seal);
    }
    assert_eq!(stage(&app), Stage::Over);
    assert!(matches!(
        game(&app).outcome,
        Some(crate::engine::game::Outcome::Draw { .. })
    ));
}

#[test]
fn a_departing_player_is_skipped_and_their_powers_stand() {
    let (_dir, mut app, map) = three_players_at_the_table();
    act(&mut app, Act::EndDiplomacy);
    act(&mut app, Act::Depart(0));
    assert_eq!(stage(&app), Stage::Curtain { player: 1 });
    let england = map.find_power("England").expect("England");
    assert!(!game(&app).is_played(england));
}

#[test]
fn casual_timing_has_no_clock_and_waits_for_the_table() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(600));
    let map = board().map;
    let mut g = new_game(&map, &["Ann", "Bob", "Cid"]);
    g.setup.clock_minutes = [0, 0, 0];
    act(&mut app, Act::Start(Box::new(g)));
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(stage(&app), Stage::Diplomacy);
    assert_eq!(app.world().resource::<Table>().clock.display(), "—");
}

#[test]
fn everyone_conceding_ends_the_game_for_the_one_player() {
    let (_dir, mut app, _) = three_players_at_the_table();
    act(&mut app, Act::Concede(1));
    assert_eq!(stage(&app), Stage::Over);
    assert_eq!(
        game(&app).outcome,
        Some(crate::engine::game::Outcome::Concession { player: 1 })
    );
}

#[test]
fn the_title_offers_the_newest_autosave_that_loads_and_names_the_broken_one() {
    use crate::app::screens::{Resume, look_for_saves};
    let dir = tempfile::tempdir().expect("temp dir");
    let map = board().map;
    let autosaves = Autosaves {
        dir: dir.path().to_path_buf(),
        keep: 10,
    };
    let mut older = new_game(&map, &["Ann", "Bob", "Cid"]);
    older.position.phase.year = 1903;
    autosaves.save(&older, true).expect("saved");
    std::fs::write(dir.path().join("autosave-000002.ron"), "Game(setup: (").expect("written");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    app.add_systems(Update, look_for_saves);
    app.update();
    let resume = app.world().resource::<Resume>();
    let (path, g) = resume
        .latest
        .as_ref()
        .expect("the older autosave is offered");
    let name = path.file_name().expect("a file").to_string_lossy();
    assert!(name.starts_with("autosave-000001-"), "{name}");
    assert_eq!(g.position.phase.year, 1903);
    assert_eq!(resume.problems.len(), 1);
    assert!(
        resume.problems[0].contains("autosave-000002.ron"),
        "{:?}",
        resume.problems
    );
    // The broken file is left as it was.
    assert_eq!(
        std::fs::read_to_string(dir.path().join("autosave-000002.ron")).expect("still there"),
        "Game(setup: ("
    );
}

/// A new seven-player game where France's army from Paris stands in Burgundy and
/// Germany's from Berlin in the Ruhr: Munich and the Ruhr can dislodge it.
pub(crate) fn burgundy_under_attack(map: &Map) -> Game {
    use crate::engine::ids::Location;
    let mut g = new_game(map, &["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"]);
    let at = |name: &str| map.find_province(name).expect("province");
    for u in &mut g.position.units {
        if u.loc.province == at("par") {
            u.loc = Location::province(at("bur"));
        }
        if u.loc.province == at("ber") {
            u.loc = Location::province(at("ruh"));
        }
    }
    g
}

#[test]
fn only_the_dislodged_units_owner_comes_to_the_curtain_to_retreat() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = board().map;
    let g = burgundy_under_attack(&map);
    let at = |name: &str| map.find_province(name).expect("province");
    act(&mut app, Act::Start(Box::new(g)));
    act(&mut app, Act::EndDiplomacy);
    while let Stage::Curtain { .. } = stage(&app) {
        write_as_current(
            &mut app,
            &[("Germany", &["A(Mun)-Bur", "A(Ruh) S A(Mun)-Bur"])],
        );
        act(&mut app, Act::Seal);
    }
    act(&mut app, Act::FinishReveal);
    assert_eq!(game(&app).position.phase.kind, PhaseKind::Retreat);
    // France's player (index 1) alone, and no diplomacy clock before retreats.
    assert_eq!(stage(&app), Stage::Curtain { player: 1 });
    assert_eq!(app.world().resource::<Table>().queue, vec![1]);
    write_as_current(&mut app, &[("France", &["A(Bur)-Par"])]);
    act(&mut app, Act::Seal);
    act(&mut app, Act::FinishReveal);
    let g = game(&app);
    assert_eq!(g.position.phase.season, Season::Autumn);
    let par = g
        .position
        .unit_at(at("par"))
        .map(|i| g.position.units[i].power);
    assert_eq!(par, map.find_power("France"));
    assert_eq!(stage(&app), Stage::Diplomacy);
}

#[test]
fn a_game_that_does_not_fit_its_map_is_refused_with_a_message() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = board().map;
    let mut g = new_game(&map, &["Ann", "Bob", "Cid"]);
    g.setup.variant = "european".into();
    act(&mut app, Act::Start(Box::new(g)));
    assert!(app.world().get_resource::<Table>().is_none());
    let error = app
        .world()
        .resource::<Saves>()
        .error
        .clone()
        .unwrap_or_default();
    assert!(error.contains("european"), "{error}");
    assert_eq!(
        app.world()
            .resource::<crate::app::current::CurrentMap>()
            .0
            .name,
        "standard"
    );
}

#[test]
fn a_short_game_by_time_ends_even_without_clocks() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(30));
    let map = board().map;
    let mut g = new_game(&map, &["Ann", "Bob", "Cid"]);
    g.setup.clock_minutes = [0, 0, 0];
    g.setup.short_game = Some(crate::engine::game::ShortGame::Minutes(1));
    act(&mut app, Act::Start(Box::new(g)));
    for _ in 0..3 {
        app.update();
    }
    // Time ran out during a Spring diplomacy period: the game ends now (III.1).
    assert_eq!(stage(&app), Stage::Over);
    assert!(matches!(
        game(&app).outcome,
        Some(crate::engine::game::Outcome::ShortGame { .. })
    ));
}

#[test]
fn a_unit_picked_on_the_map_is_the_one_the_panel_shows_selected() {
    use crate::app::play::pick::Pick;
    use crate::engine::ids::{Location, UnitKind};
    let (_dir, mut app, map) = three_players_at_the_table();
    act(&mut app, Act::EndDiplomacy);
    act(&mut app, Act::Ready(String::new()));
    let england = app.world().resource::<Table>().drafts[0].power;
    assert_eq!(map.power(england).name, "England");
    // The army in Liverpool was picked in the panel; then the fleet in London on the map.
    app.world_mut().resource_mut::<Entry>().kind = Some(UnitKind::Army);
    let lon = map.find_province("lon").expect("lon");
    act(&mut app, Act::Click(Location::province(lon)));
    let entry = app.world().resource::<Entry>();
    assert_eq!(entry.pick, Pick::Unit(lon));
    assert_eq!(
        entry.kind,
        Some(UnitKind::Fleet),
        "the panel selects London's fleet"
    );
}

#[test]
fn sealing_hands_the_game_the_orders_as_read_when_written() {
    let (_dir, mut app, map) = three_players_at_the_table();
    act(&mut app, Act::EndDiplomacy);
    write_as_current(&mut app, &[("England", &["F(Lon)-NTH", "A(Lvp)-Yor"])]);
    let typed: Vec<_> = app.world().resource::<Table>().drafts[0]
        .lines
        .iter()
        .map(|l| l.orders.clone())
        .collect();
    act(&mut app, Act::Seal);
    let england = map.find_power("England").expect("England");
    let handed: Vec<_> = game(&app)
        .pending
        .iter()
        .filter(|l| l.power == england)
        .map(|l| l.reading())
        .collect();
    assert_eq!(handed.len(), 2);
    assert_eq!(handed, typed);
}

#[test]
fn a_typed_line_refused_for_a_rule_carries_the_rule_for_its_link() {
    let (_dir, mut app, map) = three_players_at_the_table();
    act(&mut app, Act::EndDiplomacy);
    act(&mut app, Act::Ready(String::new()));
    let mine = app.world().resource::<Table>().drafts[0].power;
    let other = if map.power(mine).name == "Russia" {
        "A Vie H"
    } else {
        "A Mos H"
    };
    act(&mut app, Act::Write(other.into()));
    let entry = app.world().resource::<Entry>();
    let words = entry
        .error
        .clone()
        .expect("another power's unit is refused");
    assert_eq!(
        entry.refusal_rule,
        Some((
            words,
            crate::engine::rules_explained::RuleTopic::YourOwnUnits
        ))
    );
    act(&mut app, Act::Write("A Xyz H".into()));
    let entry = app.world().resource::<Entry>();
    assert!(entry.error.is_some(), "an unknown province is refused");
    assert_eq!(entry.refusal_rule, None, "a misspelling breaks no rule");
}
