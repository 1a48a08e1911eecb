//! The settings plugin in a windowless app: what is saved comes back at the next start,
//! and a damaged file gives the defaults and a message.

use super::file::{self, SavedSettings};
use crate::app::board::animate::Anim;
use crate::app::board::draw::BoardSettings;
use crate::app::play::clock::Timing;
use crate::app::screen::Screen;
use crate::app::screens::{NewGameForm, Settings};
use crate::app::sound::SoundSettings;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use std::path::Path;

/// The game's settings resources and the settings plugin reading `path`, started.
fn started_with(path: &Path) -> App {
    started_with_text_size(path, None)
}

/// As [`started_with`], then gone to the new-game screen.
fn on_the_new_game_screen(path: &Path) -> App {
    let mut app = started_with(path);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::NewGame);
    app.update();
    app
}

/// As [`started_with`], with the text size given on the command line if `text_size`.
fn started_with_text_size(path: &Path, text_size: Option<f32>) -> App {
    started_in_window(path, text_size, None, false)
}

/// As [`started_with_text_size`], in a window of `window` logical pixels (none: no
/// window at all), its size given on the command line if `size_given`.
fn started_in_window(
    path: &Path,
    text_size: Option<f32>,
    window: Option<(u32, u32)>,
    size_given: bool,
) -> App {
    let mut app = App::new();
    if size_given {
        app.insert_resource(super::WindowSizeGiven);
    }
    if let Some((w, h)) = window {
        app.world_mut().spawn((
            Window {
                resolution: bevy::window::WindowResolution::new(w, h),
                ..default()
            },
            bevy::window::PrimaryWindow,
        ));
    }
    if let Some(ui_scale) = text_size {
        app.insert_resource(Settings { ui_scale })
            .insert_resource(super::TextSizeGiven);
    }
    with_the_settings_plugin(app, path)
}

/// `app` (with what the command line gave already in it) given the game's settings
/// resources and the settings plugin reading `path`, started.
fn with_the_settings_plugin(mut app: App, path: &Path) -> App {
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_state::<Screen>()
        .add_message::<crate::app::play::Act>()
        .init_resource::<Settings>()
        .init_resource::<BoardSettings>()
        .init_resource::<Anim>()
        .init_resource::<SoundSettings>()
        .init_resource::<NewGameForm>()
        .add_plugins(super::plugin(path.to_path_buf()));
    app.update();
    app
}

#[test]
fn saved_settings_come_back_at_the_next_start_and_the_new_game_form_uses_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("settings.ron");
    let saved = SavedSettings {
        ui_scale: 1.75,
        colour_blind: true,
        animation_speed: 2.0,
        volume: 0.4,
        muted: true,
        clock_minutes: Some([20, 10, 5]),
        writing_secs: None,
        player_names: vec!["Anna".into(), "Ben".into(), "Carl".into()],
        ..SavedSettings::default()
    };
    file::save(&path, &saved).expect("saved");
    let mut app = started_with(&path);
    let world = app.world();
    assert_eq!(world.resource::<Settings>().ui_scale, 1.75);
    assert!(world.resource::<BoardSettings>().colour_blind);
    assert_eq!(world.resource::<Anim>().speed, 2.0);
    assert_eq!(
        *world.resource::<SoundSettings>(),
        SoundSettings {
            volume: 0.4,
            muted: true
        }
    );
    let form = world.resource::<NewGameForm>();
    assert_eq!(form.timing, Timing::Club);
    assert_eq!(form.players, 3);
    assert_eq!(&form.names[..3], ["Anna", "Ben", "Carl"]);

    // A change is written back.
    app.world_mut().resource_mut::<SoundSettings>().muted = false;
    app.update();
    let (now, problem) = file::load(&path);
    assert_eq!((now.muted, now.volume, problem), (false, 0.4, None));
}

#[test]
fn a_damaged_settings_file_starts_the_game_with_the_defaults_and_says_so() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("settings.ron");
    std::fs::write(&path, "(ui_scale: 2.0, muted: maybe)").expect("written");
    let app = started_with(&path);
    let world = app.world();
    assert_eq!(world.resource::<Settings>().ui_scale, 1.0);
    assert_eq!(*world.resource::<SoundSettings>(), SoundSettings::default());
    let problem = world
        .resource::<super::SettingsFile>()
        .problem
        .clone()
        .expect("a message for the title screen");
    assert!(problem.contains("damaged"), "{problem}");
    // The file now holds the defaults: the next start is quiet.
    assert_eq!(file::load(&path), (SavedSettings::default(), None));
}

#[test]
fn a_game_started_from_the_new_game_screen_leaves_its_timing_and_names_for_next_time() {
    use crate::engine::game::{Game, Setup};
    use crate::engine::map::Map;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("settings.ron");
    let mut app = on_the_new_game_screen(&path);
    let map = Map::named("standard").expect("map");
    let mut setup =
        Setup::standard(&map, &["Ida", "Jo", "Kim", "Lou"], 0, "1971", 3).expect("setup");
    setup.clock_minutes = [25, 12, 4];
    app.world_mut()
        .write_message(crate::app::play::Act::Start(Box::new(Game::new(
            &map, setup,
        ))));
    app.update();
    let (saved, _) = file::load(&path);
    assert_eq!(saved.clock_minutes, Some([25, 12, 4]));
    assert_eq!(saved.player_names, ["Ida", "Jo", "Kim", "Lou"]);
    // The next start offers them on the new-game screen.
    let next = started_with(&path);
    let form = next.world().resource::<NewGameForm>();
    assert_eq!(form.players, 4);
    assert_eq!(
        form.timing,
        Timing::Custom {
            first: 25,
            later: 12,
            writing_secs: 240
        }
    );
    assert_eq!(&form.names[..4], ["Ida", "Jo", "Kim", "Lou"]);
}

#[test]
fn a_computer_seats_typed_name_and_character_are_remembered_not_its_computer_name() {
    use crate::engine::bot::Character;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("settings.ron");
    let mut app = on_the_new_game_screen(&path);
    let map = crate::engine::map::Map::named("standard").expect("map");
    let game = {
        let mut form = app.world_mut().resource_mut::<NewGameForm>();
        form.players = 3;
        form.assignment = vec![0, 1, 2];
        form.names[..3].clone_from_slice(&["Ann".into(), "Bo".into(), "Cy".into()]);
        form.seats[1] =
            crate::app::screens::SeatChoice::Computer(crate::engine::bot::Level::Strong);
        form.characters[1] = Some(Character::Loyal);
        form.build(&map).expect("builds")
    };
    assert_eq!(game.setup.players[1].name, "Strong computer, seat 2");
    app.world_mut()
        .write_message(crate::app::play::Act::Start(Box::new(game)));
    app.update();
    let (saved, _) = file::load(&path);
    assert_eq!(saved.player_names, ["Ann", "Bo", "Cy"]);
    // The next new game starts with the same seats: the computer is still seat 2.
    let strong = crate::app::screens::SeatChoice::Computer(crate::engine::bot::Level::Strong);
    assert_eq!(saved.seats[1], strong);
    assert_eq!(saved.characters[..3], [None, Some(Character::Loyal), None]);
    let app = started_with(&path);
    let form = app.world().resource::<NewGameForm>();
    assert_eq!(
        form.characters[1],
        Some(Character::Loyal),
        "the character comes back"
    );
    assert_eq!(
        form.seats[..3],
        [
            crate::app::screens::SeatChoice::Person,
            strong,
            crate::app::screens::SeatChoice::Person
        ]
    );
}

#[test]
fn a_text_size_given_on_the_command_line_wins_over_the_saved_one_and_is_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("settings.ron");
    let saved = SavedSettings {
        ui_scale: 1.75,
        ..SavedSettings::default()
    };
    file::save(&path, &saved).expect("saved");
    let mut app = started_with_text_size(&path, Some(1.5));
    assert_eq!(app.world().resource::<Settings>().ui_scale, 1.5);
    // Kept like a size chosen on the slider (as `--colour-blind` is).
    app.update();
    let next = started_with(&path);
    assert_eq!(next.world().resource::<Settings>().ui_scale, 1.5);
}

#[test]
fn the_window_opens_where_it_was_left_and_its_new_size_is_kept() {
    use super::file::WindowPlace;
    use bevy::window::{PrimaryWindow, WindowPosition};
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("settings.ron");
    let left = WindowPlace {
        width: 1500,
        height: 900,
        at: Some((40, 30)),
        maximised: false,
    };
    let saved = SavedSettings {
        window: Some(left),
        ..SavedSettings::default()
    };
    file::save(&path, &saved).expect("saved");
    let mut app = started_in_window(&path, None, Some((1280, 800)), false);
    let mut windows = app
        .world_mut()
        .query_filtered::<&mut Window, With<PrimaryWindow>>();
    let window = windows.single(app.world()).expect("the window");
    assert_eq!((window.width(), window.height()), (1500.0, 900.0));
    assert_eq!(window.position, WindowPosition::At(IVec2::new(40, 30)));

    // The player makes it smaller: the new size is written.
    let mut window = windows.single_mut(app.world_mut()).expect("the window");
    window.resolution.set(1100.0, 700.0);
    app.update();
    let (now, _) = file::load(&path);
    assert_eq!(
        now.window,
        Some(WindowPlace {
            width: 1100,
            height: 700,
            at: Some((40, 30)),
            maximised: false,
        })
    );

    // Maximised, the window fills the screen: the size it comes back to is kept, marked.
    app.world_mut().insert_resource(super::Maximised(true));
    let mut window = windows.single_mut(app.world_mut()).expect("the window");
    window.resolution.set(1920.0, 1080.0);
    // Settings are written at most every half second.
    std::thread::sleep(std::time::Duration::from_millis(600));
    app.update();
    let (now, _) = file::load(&path);
    assert_eq!(
        now.window,
        Some(WindowPlace {
            width: 1100,
            height: 700,
            at: Some((40, 30)),
            maximised: true,
        })
    );
    // Opened again, it asks to be maximised.
    let mut again = started_in_window(&path, None, Some((1280, 800)), false);
    let mut windows = again
        .world_mut()
        .query_filtered::<&mut Window, With<PrimaryWindow>>();
    let mut window = windows.single_mut(again.world_mut()).expect("the window");
    assert_eq!(window.internal.take_maximize_request(), Some(true));
}

#[test]
fn a_window_size_given_on_the_command_line_wins_over_the_saved_one() {
    use super::file::WindowPlace;
    use bevy::window::PrimaryWindow;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("settings.ron");
    let saved = SavedSettings {
        window: Some(WindowPlace {
            width: 1500,
            height: 900,
            at: None,
            maximised: false,
        }),
        ..SavedSettings::default()
    };
    file::save(&path, &saved).expect("saved");
    let mut app = started_in_window(&path, None, Some((1000, 700)), true);
    let mut windows = app
        .world_mut()
        .query_filtered::<&Window, With<PrimaryWindow>>();
    let window = windows.single(app.world()).expect("the window");
    assert_eq!((window.width(), window.height()), (1000.0, 700.0));
}

#[test]
fn the_language_chosen_in_settings_comes_back_and_an_unknown_one_reads_as_the_systems() {
    use crate::app::language::{Language, LanguageGiven};
    use crate::lang::Lang;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("settings.ron");
    let mut app = started_with(&path);
    assert_eq!(app.world().resource::<Language>().chosen, None);
    app.world_mut().resource_mut::<Language>().chosen = Some(Lang::Italian);
    app.update();
    assert_eq!(file::load(&path).0.language.as_deref(), Some("it"));
    let next = started_with(&path);
    assert_eq!(
        next.world().resource::<Language>().chosen,
        Some(Lang::Italian)
    );
    // A hand-edited code the game does not have: the system's language, no complaint.
    let saved = SavedSettings {
        language: Some("tlh".into()),
        ..SavedSettings::default()
    };
    file::save(&path, &saved).expect("saved");
    let (_, problem) = file::load(&path);
    assert_eq!(problem, None);
    let next = started_with(&path);
    assert_eq!(next.world().resource::<Language>().chosen, None);
    // `--lang` wins over the file.
    let mut given = App::new();
    given
        .insert_resource(Language {
            chosen: Some(Lang::French),
            system: Lang::English,
        })
        .insert_resource(LanguageGiven);
    let app = with_the_settings_plugin(given, &path);
    assert_eq!(
        app.world().resource::<Language>().chosen,
        Some(Lang::French)
    );
}

#[test]
fn less_motion_chosen_in_settings_comes_back_and_an_older_file_starts_without_it() {
    use crate::app::motion::LessMotion;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("settings.ron");
    // A file written before the setting existed: the game starts with the animation.
    std::fs::write(
        &path,
        "(ui_scale: 1.25, colour_blind: true, animation_speed: 2.0)",
    )
    .expect("written");
    let mut app = started_with(&path);
    assert_eq!(*app.world().resource::<LessMotion>(), LessMotion(false));
    assert_eq!(app.world().resource::<Anim>().speed, 2.0);
    // Ticked in Settings: written, and there at the next start.
    app.world_mut().resource_mut::<LessMotion>().0 = true;
    app.update();
    assert!(file::load(&path).0.less_motion);
    let next = started_with(&path);
    assert_eq!(*next.world().resource::<LessMotion>(), LessMotion(true));
    // `--less-motion` turns it on whatever was saved, and it is kept.
    file::save(&path, &SavedSettings::default()).expect("saved");
    let mut given = App::new();
    given.insert_resource(LessMotion(true));
    let mut app = with_the_settings_plugin(given, &path);
    assert_eq!(*app.world().resource::<LessMotion>(), LessMotion(true));
    app.update();
    assert!(file::load(&path).0.less_motion);
}
