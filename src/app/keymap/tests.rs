//! The keymap's promises: one meaning per key in each place, no key read anywhere else,
//! none while typing, and C never touches the stripes.

use super::*;

#[test]
fn every_key_has_one_meaning_in_each_place() {
    for place in Place::ALL {
        let mut seen: Vec<(KeyCode, (bool, bool), Command)> = Vec::new();
        for b in bindings(place) {
            for key in b.keys {
                let clash = seen
                    .iter()
                    .find(|(k, c, _)| k == key && *c == (b.ctrl, b.shift));
                assert!(
                    clash.is_none(),
                    "{place:?}: {key:?} means {:?} and {:?}",
                    clash.map(|c| c.2),
                    b.command
                );
                seen.push((*key, (b.ctrl, b.shift), b.command));
            }
        }
    }
}

#[test]
fn every_place_lists_its_keys_for_the_help() {
    for place in Place::ALL {
        for b in bindings(place) {
            assert!(!b.label.is_empty() && !b.what.is_empty(), "{place:?} {b:?}");
        }
        let help = bindings(place).iter().any(|b| b.command == Command::Help);
        assert!(help, "{place:?} opens the keys' help");
    }
}

/// The lines of a source file before its test module.
fn production_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .take_while(|(_, l)| !l.trim_start().starts_with("#[cfg(test)]"))
}

/// Files that read the keyboard themselves, and why.
const OWN_KEYS: &[(&str, &str)] = &[
    ("src/app/keymap.rs", "the keymap itself"),
    ("src/app/play/cues.rs", "any key answers the alarm"),
    (
        "src/app/screens/orders/mod.rs",
        "the order box's own Enter and Up",
    ),
    ("src/app/screens/curtain.rs", "the passcode box's own Enter"),
];

#[test]
fn no_screen_reads_a_key_but_through_the_keymap() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut readers = Vec::new();
    let mut stack = vec![root.join("src/app")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("src/app reads").flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if !name.ends_with(".rs") || name.ends_with("tests.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("source reads");
            let reads = production_lines(&text).any(|(_, l)| {
                [
                    "pressed(KeyCode",
                    "key_pressed(egui::Key",
                    "get_just_pressed()",
                    "egui::Key::Enter)",
                ]
                .iter()
                .any(|p| l.contains(p))
            });
            if reads {
                let rel = path.strip_prefix(root).expect("under the root");
                readers.push(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    readers.sort();
    let mut allowed: Vec<String> = OWN_KEYS.iter().map(|(f, _)| f.to_string()).collect();
    allowed.sort();
    assert_eq!(readers, allowed, "keys read outside the keymap");
}

/// An app with the keymap in a place, a keyboard held by hand.
fn keyed(place: Place) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<BoardInput>()
        .add_plugins(plugin)
        .insert_resource(KeyPlace {
            place: Some(place),
            alarm_waiting: false,
        });
    app.update();
    app
}

fn press(app: &mut App, keys: &[KeyCode]) -> Vec<Command> {
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    for k in keys {
        input.press(*k);
    }
    app.update();
    let pressed = app.world().resource::<Keys>().pressed.clone();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release_all();
    input.clear();
    app.update();
    pressed
}

#[test]
fn a_key_gives_the_command_of_its_place_and_nothing_while_typing() {
    let mut app = keyed(Place::Sandbox);
    assert_eq!(press(&mut app, &[KeyCode::KeyC]), vec![Command::PickConvoy]);
    assert_eq!(
        press(&mut app, &[KeyCode::PageUp]),
        vec![Command::SandboxBack]
    );
    app.world_mut().resource_mut::<BoardInput>().typing = true;
    assert_eq!(press(&mut app, &[KeyCode::KeyC]), Vec::<Command>::new());
    let mut app = keyed(Place::Learning);
    assert_eq!(
        press(&mut app, &[KeyCode::ArrowRight]),
        vec![Command::StepNext]
    );
    assert!(
        app.world().resource::<Keys>().held.is_empty(),
        "arrows step, never pan, in learning"
    );
}

#[test]
fn the_help_opens_and_closes_and_holds_every_other_key_meanwhile() {
    let mut app = keyed(Place::Sandbox);
    press(&mut app, &[KeyCode::F1]);
    assert!(app.world().resource::<Keys>().help);
    assert_eq!(press(&mut app, &[KeyCode::PageUp]), Vec::<Command>::new());
    press(&mut app, &[KeyCode::Escape]);
    assert!(!app.world().resource::<Keys>().help);
    assert_eq!(
        press(&mut app, &[KeyCode::PageUp]),
        vec![Command::SandboxBack]
    );
}

#[test]
fn ctrl_enter_seals_even_from_the_order_box_and_plain_enter_does_not() {
    let seal = bindings(Place::Writing);
    let seal = seal
        .iter()
        .find(|b| b.command == Command::Seal)
        .expect("a seal key");
    assert!(seal.ctrl);
    let typing = Frame {
        keys: &{
            let mut k = ButtonInput::<KeyCode>::default();
            k.press(KeyCode::Enter);
            k
        },
        ctrl: true,
        shift: false,
        typing: true,
        shifted: Vec::new(),
    };
    assert!(typing.fires(seal), "Ctrl+Enter from the order box");
    let plain = Frame {
        ctrl: false,
        ..typing
    };
    assert!(!plain.fires(seal));
}

/// Ctrl pressed and let go around Enter between two frames (a quick chord, or a window
/// that idles at one frame a second) still seals: the label on the button promises it.
#[test]
fn a_quick_ctrl_enter_chord_within_one_frame_still_seals() {
    let mut keys = ButtonInput::<KeyCode>::default();
    keys.press(KeyCode::ControlLeft);
    keys.press(KeyCode::Enter);
    keys.release(KeyCode::Enter);
    keys.release(KeyCode::ControlLeft);
    let seal = bindings(Place::Writing);
    let seal = seal
        .iter()
        .find(|b| b.command == Command::Seal)
        .expect("a seal key");
    let chord = Frame {
        keys: &keys,
        ctrl: ctrl_down(&keys),
        shift: false,
        typing: false,
        shifted: Vec::new(),
    };
    assert!(chord.fires(seal), "the chord seals");
    let mut plain = ButtonInput::<KeyCode>::default();
    plain.press(KeyCode::Enter);
    assert!(!ctrl_down(&plain), "Enter alone is not Ctrl+Enter");
}

/// Shift+arrow moves the keyboard's cursor and does not pan; the plain arrow pans and
/// does not move the cursor.
#[test]
fn shift_arrow_moves_the_cursor_and_the_plain_arrow_pans() {
    let mut app = keyed(Place::Writing);
    assert_eq!(
        press(&mut app, &[KeyCode::ShiftLeft, KeyCode::ArrowLeft]),
        vec![Command::CursorLeft]
    );
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.press(KeyCode::ShiftLeft);
    input.press(KeyCode::ArrowLeft);
    app.update();
    assert!(app.world().resource::<Keys>().held.is_empty(), "no pan");
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release_all();
    input.clear();
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.press(KeyCode::ArrowLeft);
    app.update();
    let keys = app.world().resource::<Keys>();
    assert_eq!(keys.held, vec![Command::PanLeft]);
    assert!(keys.pressed.is_empty(), "{:?}", keys.pressed);
    // The board in words and the cursor are offered wherever the game's board is, never
    // at the curtain.
    for place in [Place::Diplomacy, Place::Writing, Place::Results] {
        assert!(
            bindings(place)
                .iter()
                .any(|b| b.command == Command::BoardWords)
        );
    }
    assert!(
        !bindings(Place::Curtain)
            .iter()
            .any(|b| matches!(b.command, Command::BoardWords | Command::NextUnit))
    );
}

/// In learning mode the plain arrows turn the pages: Shift+→ moves the cursor there and
/// does not turn the page too; the plain → still does. The sandbox and learning mode
/// offer the cursor and the board in words; the sandbox chooses with Space.
#[test]
fn in_learning_mode_shift_arrow_moves_the_cursor_and_does_not_turn_the_page() {
    let mut app = keyed(Place::Learning);
    assert_eq!(
        press(&mut app, &[KeyCode::ShiftLeft, KeyCode::ArrowRight]),
        vec![Command::CursorRight]
    );
    assert_eq!(
        press(&mut app, &[KeyCode::ArrowRight]),
        vec![Command::StepNext]
    );
    assert_eq!(press(&mut app, &[KeyCode::KeyB]), vec![Command::BoardWords]);
    let mut sandbox = keyed(Place::Sandbox);
    assert_eq!(
        press(&mut sandbox, &[KeyCode::Space]),
        vec![Command::ChooseHere]
    );
    assert_eq!(
        press(&mut sandbox, &[KeyCode::KeyN]),
        vec![Command::NextUnit]
    );
}

/// ] and [ switch the power tabs while writing (a seat holding several powers).
#[test]
fn brackets_switch_the_power_being_written_for() {
    let mut app = keyed(Place::Writing);
    assert_eq!(
        press(&mut app, &[KeyCode::BracketRight]),
        vec![Command::NextPower]
    );
    assert_eq!(
        press(&mut app, &[KeyCode::BracketLeft]),
        vec![Command::PreviousPower]
    );
}
