//! The screen audit of the title screen (its menu alone, with Settings open, with a game
//! to continue, a crash report's note and the list of saves, and with a club night's
//! table) and of the table clock
//! (running and ringing), at every text size and window, each drawn by its own system
//! parameters over a world of its resources.

use super::audit::{Region, audit, seven_players};
use super::title::{Resume, TitleParams, title_panel};
use crate::app::board::draw::BoardSettings;
use crate::app::play::{Act, Saves};
use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use std::path::PathBuf;

/// A world holding every resource the title screen reads, with this `resume`.
pub(super) fn title_world(resume: Resume) -> World {
    let mut world = World::new();
    world.insert_resource(resume);
    world.init_resource::<Messages<Act>>();
    world.init_resource::<Messages<AppExit>>();
    world.init_resource::<NextState<super::Screen>>();
    world.init_resource::<super::Settings>();
    world.init_resource::<BoardSettings>();
    world.init_resource::<Saves>();
    world.insert_resource(crate::app::sound::SoundSettings {
        volume: 0.8,
        muted: false,
    });
    world.init_resource::<super::ClubNightView>();
    world.init_resource::<super::new_game::NewGameForm>();
    world.init_resource::<super::sandbox::SandboxChoice>();
    world.init_resource::<crate::app::keymap::Keys>();
    world.init_resource::<crate::app::language::Language>();
    world.init_resource::<crate::app::motion::LessMotion>();
    world
}

/// Every fault of the title screen drawn from `world`.
fn audit_title(name: &str, mut world: World) -> Vec<String> {
    let mut state = SystemState::<TitleParams>::new(&mut world);
    // The essential button in the language spoken (the pseudo-language's audit too).
    let new_game = crate::t!("title-new-game");
    audit(name, Region::Window, &new_game, |ctx| {
        title_panel(
            ctx,
            state.get_mut(&mut world).expect("the title's resources"),
        );
        state.apply(&mut world);
    })
}

/// The faults of the title with Settings open, at every size and window.
pub(super) fn settings_open_audit(name: &str) -> Vec<String> {
    let settings = Resume {
        show_settings: true,
        ..Resume::default()
    };
    audit_title(name, title_world(settings))
}

/// The words painted on the title with Settings open, at `size` in the first window.
pub(super) fn settings_open_painted(size: f32) -> Vec<String> {
    let mut world = title_world(Resume {
        show_settings: true,
        ..Resume::default()
    });
    let mut state = SystemState::<TitleParams>::new(&mut world);
    let (_, painted, _) = super::audit::lay_out_painted(super::audit::WINDOWS[0], size, |ctx| {
        title_panel(
            ctx,
            state.get_mut(&mut world).expect("the title's resources"),
        );
        state.apply(&mut world);
    });
    painted.into_iter().map(|p| p.words).collect()
}

/// The title as a player comes to it: alone, with Settings open, and with a game to
/// continue, a crash report and the saves listed.
pub(super) fn title_resumes() -> [Resume; 3] {
    let settings = Resume {
        show_settings: true,
        ..Resume::default()
    };
    [Resume::default(), settings, everything_shown()]
}

/// A game to continue, a crash report to read, and the saves listed.
fn everything_shown() -> Resume {
    let (game, map) = seven_players();
    let saves = PathBuf::from("/home/anna/.local/share/diplomacy-hotseat/saves");
    let games = (1..=12)
        .map(|i| {
            let path = saves.join(format!("autosave-{i:06}-phase.ron"));
            (
                path,
                format!("standard · Spring {} — seven players", 1900 + i),
            )
        })
        .collect();
    Resume {
        latest: Some((saves.join("autosave-000012-phase.ron"), game)),
        latest_phase: "Spring 1901".into(),
        latest_map: Some(map),
        games,
        show_load: true,
        crash: Some(saves.join("crash-1795737733.txt")),
        ..Resume::default()
    }
}

#[test]
fn the_title_screen_fits_every_text_size_and_window_with_everything_open() {
    let mut all = audit_title("title", title_world(Resume::default()));
    let settings = Resume {
        show_settings: true,
        ..Resume::default()
    };
    all.extend(audit_title("title with Settings", title_world(settings)));
    all.extend(audit_title(
        "title with a game, a crash report and the saves",
        title_world(everything_shown()),
    ));
    // A club night of seven players after three games, its whole table shown.
    let mut club = title_world(everything_shown());
    club.insert_resource(super::ClubNightView {
        night: Some(club_night()),
        show_table: true,
        ..Default::default()
    });
    all.extend(audit_title("title with a club night's table", club));
    assert!(all.is_empty(), "{all:#?}");
}

/// Seven players with long names after three games.
fn club_night() -> crate::engine::scoring::club_night::ClubNight {
    use crate::engine::scoring::club_night::{ClubGame, ClubNight};
    let players: Vec<String> = [
        "Anna-Katharina",
        "Bertrand",
        "Carla",
        "Dmitri",
        "Elisabeth",
        "Fatma",
        "Gustav",
    ]
    .iter()
    .map(|n| n.to_string())
    .collect();
    let mut night = ClubNight::new(
        players.clone(),
        crate::engine::scoring::ScoringSystem::DrawSize,
    );
    for g in 0..3 {
        night.games.push(ClubGame {
            id: format!("game {g}"),
            label: format!(
                "draw agreed in 190{}: Anna-Katharina, Bertrand, Carla",
                g + 3
            ),
            scores: players
                .iter()
                .enumerate()
                .map(|(i, p)| (p.clone(), (i * g) as f64 * 4.5))
                .collect(),
        });
    }
    night
}

#[test]
fn the_table_clock_fits_every_text_size_and_window_running_and_ringing() {
    use super::table_clock::{TableClockParams, table_clock_panel};
    use crate::app::current::CurrentGame;
    use crate::app::play::clock::Timing;
    use crate::app::play::table::{Stage, Table};
    let (mut game, map) = seven_players();
    let (table, _) = Table::new(&mut game, &map, Timing::Tournament);
    assert_eq!(table.stage, Stage::Diplomacy);
    let mut all = Vec::new();
    for ringing in [false, true] {
        let mut table = table.clone();
        if ringing {
            table.tick(30.0 * 60.0, &mut game.clone(), &map);
        }
        let mut world = World::new();
        world.insert_resource(table);
        world.insert_resource(CurrentGame(game.clone()));
        crate::app::play::tests::board().put(&mut world);
        world.init_resource::<Time>();
        world.init_resource::<crate::app::motion::LessMotion>();
        world.insert_resource(crate::app::sound::SoundSettings {
            volume: 0.8,
            muted: false,
        });
        world.init_resource::<crate::app::sound::SoundOutput>();
        world.init_resource::<Messages<Act>>();
        let mut state = SystemState::<TableClockParams>::new(&mut world);
        let name = format!("table clock (ringing: {ringing})");
        all.extend(audit(&name, Region::Window, "Back to the board", |ctx| {
            let params = state.get_mut(&mut world).expect("the clock's resources");
            table_clock_panel(ctx, params);
            state.apply(&mut world);
        }));
    }
    assert!(all.is_empty(), "{all:#?}");
}

#[test]
fn a_finished_game_offered_to_continue_says_it_is_over() {
    let (mut game, map) = seven_players();
    let line = super::title::describe(&game, Some(&map), "Spring 1901");
    assert_eq!(line.find("over"), None, "{line}");
    game.outcome = Some(crate::engine::game::Outcome::Victory {
        power: map.find_power("Germany").expect("Germany"),
    });
    let line = super::title::describe(&game, Some(&map), "Autumn 1916 Adjustments");
    assert!(
        line.starts_with("Autumn 1916 Adjustments (the game is over) — "),
        "{line}"
    );
}

#[test]
fn the_game_to_continue_names_its_players_in_the_tables_language() {
    let map = crate::engine::map::Map::named("standard").expect("map");
    let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
    let setup = crate::engine::game::Setup::standard(&map, &names, 0, "1971", 7).expect("setup");
    let mut game = crate::engine::game::Game::new(&map, setup);
    let line = crate::lang::speaking(crate::lang::Lang::German, || {
        super::title::describe(&game, Some(&map), "Frühjahr 1901")
    });
    assert!(line.contains("Frankreich"), "{line}");
    assert!(!line.contains("France"), "{line}");
    game.outcome = Some(crate::engine::game::Outcome::Victory {
        power: map.find_power("Germany").expect("Germany"),
    });
    let line = crate::lang::speaking(crate::lang::Lang::Italian, || {
        super::title::describe(&game, Some(&map), "Primavera 1901")
    });
    assert!(line.contains("(la partita è finita)"), "{line}");
    assert!(line.contains("Francia"), "{line}");
}

/// The saves' lines on the title screen are worded again when the language changes there
/// (in Settings): the Load list and Continue's phase read German after English.
#[test]
fn the_saves_lines_are_worded_again_in_a_language_chosen_on_the_title_screen() {
    use crate::lang::{Lang, speaking};
    let dir = tempfile::tempdir().expect("temp dir");
    let autosaves = crate::engine::game::save::Autosaves {
        dir: dir.path().to_path_buf(),
        keep: 10,
    };
    let map = crate::engine::map::Map::named("standard").expect("map");
    let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
    let setup = crate::engine::game::Setup::standard(&map, &names, 0, "1971", 7).expect("setup");
    let game = crate::engine::game::Game::new(&map, setup);
    autosaves.save(&game, true).expect("saved");
    let saves = crate::app::play::Saves {
        autosaves: Some(autosaves),
        ..Default::default()
    };
    let mut resume = super::title::Resume::default();
    speaking(Lang::English, || {
        super::title::word_saves(&saves, &mut resume)
    });
    assert!(resume.games[0].1.contains("France"), "{:?}", resume.games);
    assert_eq!(resume.latest_phase, "Spring 1901");
    speaking(Lang::English, || {
        assert!(!super::title::worded_in_another_language(&resume));
    });
    speaking(Lang::German, || {
        assert!(super::title::worded_in_another_language(&resume));
        super::title::word_saves(&saves, &mut resume);
    });
    assert!(
        resume.games[0].1.contains("Frankreich"),
        "{:?}",
        resume.games
    );
    assert_eq!(resume.latest_phase, "Frühjahr 1901");
}
