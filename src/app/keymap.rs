//! The one keymap: every key the program answers, per screen and stage, each with one
//! meaning there. Keys are read once per frame, in the place the frame started in, so a
//! key that changes the screen is never read again by the screen it opens; none acts while
//! a text field has the keyboard (but Ctrl+Enter, which seals from the order box), and
//! none while the alarm waits to be answered (that key answers it). F1 or ? lists the
//! keys of the place you are in.

use crate::app::input_focus::BoardInput;
use bevy::input::InputSystems;
use bevy::prelude::*;

/// Where the keys are read: a screen, or a stage of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    Title,
    NewGame,
    Diplomacy,
    TableClock,
    Curtain,
    Writing,
    Thinking,
    Results,
    GameOver,
    Learning,
    Sandbox,
}

impl Place {
    /// Every place, for the help and the keymap's tests.
    pub const ALL: [Place; 11] = [
        Place::Title,
        Place::NewGame,
        Place::Diplomacy,
        Place::TableClock,
        Place::Curtain,
        Place::Writing,
        Place::Thinking,
        Place::Results,
        Place::GameOver,
        Place::Learning,
        Place::Sandbox,
    ];

    /// The place's name in the keys' help.
    pub fn name(self) -> &'static str {
        match self {
            Place::Title => "Title screen",
            Place::NewGame => "New game",
            Place::Diplomacy => "Diplomacy period",
            Place::TableClock => "Table clock",
            Place::Curtain => "Curtain",
            Place::Writing => "Writing orders",
            Place::Thinking => "Computers thinking",
            Place::Results => "Results",
            Place::GameOver => "End of the game",
            Place::Learning => "Learning mode",
            Place::Sandbox => "Sandbox",
        }
    }

    /// Whether the board is on screen here (its zoom and pan keys apply).
    pub fn shows_board(self) -> bool {
        matches!(
            self,
            Place::Diplomacy
                | Place::Writing
                | Place::Thinking
                | Place::Results
                | Place::GameOver
                | Place::Learning
                | Place::Sandbox
        )
    }
}

/// What a key asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Command {
    Help,
    Mute,
    /// Full screen and back.
    FullScreen,
    ZoomIn,
    ZoomOut,
    FitBoard,
    PanLeft,
    PanRight,
    PanUp,
    PanDown,
    /// Title: continue the newest game (or open New game when there is none).
    ContinueGame,
    EndDiplomacy,
    PauseClock,
    AddMinute,
    ShowTableClock,
    CloseTableClock,
    LastMoves,
    HistoryBack,
    HistoryForward,
    HistoryNow,
    /// Diplomacy: a player comes to the laptop to write during the period.
    WriteMine,
    Ready,
    /// Curtain during the period: nobody writes after all, back to the clock.
    BackToClock,
    Seal,
    CancelPick,
    PickSupport,
    PickConvoy,
    PickStand,
    /// Open or close the talks with the computers (while writing during the period).
    Talk,
    Continue,
    StepNext,
    StepBack,
    AutoPlay,
    LeaveLearning,
    SandboxEscape,
    SandboxBack,
    SandboxForward,
    /// Show or hide the board in words (every power's units and centres as a list).
    BoardWords,
    /// The keyboard's cursor to the neighbouring province in a direction.
    CursorLeft,
    CursorRight,
    CursorUp,
    CursorDown,
    /// The keyboard's cursor to the next unit (while writing: the next of your own).
    NextUnit,
    /// While writing: the province under the keyboard's cursor, as a click there.
    ChooseHere,
    /// While the build chooser is open: its first, second or third build.
    BuildFirst,
    BuildSecond,
    BuildThird,
    /// While writing for more than one power: the next or the previous power's orders.
    NextPower,
    PreviousPower,
}

/// One key (or its alternatives) and what it does in a place.
#[derive(Debug, Clone, Copy)]
pub struct Binding {
    pub keys: &'static [KeyCode],
    /// Ctrl must be held (and then the key acts even from a text field).
    pub ctrl: bool,
    /// Shift must be held (the keyboard's cursor); a held key (panning) never acts with
    /// Shift down, so Shift+arrow moves the cursor and does not pan too.
    pub shift: bool,
    /// Acts every frame while held (panning), not once per press.
    pub held: bool,
    pub command: Command,
    /// The key and what it does, for the help.
    pub label: &'static str,
    pub what: &'static str,
}

const fn press(
    keys: &'static [KeyCode],
    command: Command,
    label: &'static str,
    what: &'static str,
) -> Binding {
    Binding {
        keys,
        ctrl: false,
        shift: false,
        held: false,
        command,
        label,
        what,
    }
}

const fn shifted(
    keys: &'static [KeyCode],
    command: Command,
    label: &'static str,
    what: &'static str,
) -> Binding {
    Binding {
        shift: true,
        ..press(keys, command, label, what)
    }
}

const fn hold(keys: &'static [KeyCode], command: Command, label: &'static str) -> Binding {
    Binding {
        keys,
        ctrl: false,
        shift: false,
        held: true,
        command,
        label,
        what: "pan the board",
    }
}

use KeyCode as K;

const EVERYWHERE: &[Binding] = &[
    press(
        &[K::F1, K::Slash],
        Command::Help,
        "F1 or ?",
        "show these keys",
    ),
    press(&[K::KeyV], Command::Mute, "V", "mute or unmute"),
    press(
        &[K::F11],
        Command::FullScreen,
        "F11",
        "full screen, or back to a window",
    ),
];

const BOARD: &[Binding] = &[
    press(&[K::Equal, K::NumpadAdd], Command::ZoomIn, "+", "zoom in"),
    press(
        &[K::Minus, K::NumpadSubtract],
        Command::ZoomOut,
        "−",
        "zoom out",
    ),
    press(&[K::Home], Command::FitBoard, "Home", "fit the whole board"),
];

const BOARD_ARROWS: &[Binding] = &[
    hold(&[K::ArrowLeft], Command::PanLeft, "⬅"),
    hold(&[K::ArrowRight], Command::PanRight, "➡"),
    hold(&[K::ArrowUp], Command::PanUp, "⬆"),
    hold(&[K::ArrowDown], Command::PanDown, "⬇"),
];

const TITLE: &[Binding] = &[press(
    &[K::Enter, K::NumpadEnter],
    Command::ContinueGame,
    "Enter",
    "continue the newest game (or start a new one)",
)];

const CLOCK_KEYS: &[Binding] = &[
    press(
        &[K::Space],
        Command::PauseClock,
        "Space",
        "pause or resume the clock",
    ),
    press(&[K::KeyM], Command::AddMinute, "M", "one more minute"),
    press(
        &[K::Enter, K::NumpadEnter],
        Command::EndDiplomacy,
        "Enter",
        "everyone agrees: stop talking, write orders (the curtain comes first)",
    ),
    press(
        &[K::KeyW],
        Command::WriteMine,
        "W",
        "a player comes to the laptop to write now (through the curtain)",
    ),
];

const DIPLOMACY: &[Binding] = &[
    press(
        &[K::KeyF],
        Command::ShowTableClock,
        "F",
        "the table clock, full window",
    ),
    press(
        &[K::KeyL],
        Command::LastMoves,
        "L",
        "show or hide last turn's moves",
    ),
    press(
        &[K::PageUp],
        Command::HistoryBack,
        "PgUp",
        "an earlier phase on the board",
    ),
    press(
        &[K::PageDown],
        Command::HistoryForward,
        "PgDn",
        "a later phase on the board",
    ),
    press(
        &[K::Escape, K::End],
        Command::HistoryNow,
        "Esc or End",
        "back to now",
    ),
];

const TABLE_CLOCK: &[Binding] = &[press(
    &[K::KeyF, K::Escape],
    Command::CloseTableClock,
    "F or Esc",
    "back to the board",
)];

const CURTAIN: &[Binding] = &[
    press(
        &[K::Enter, K::NumpadEnter],
        Command::Ready,
        "Enter",
        "I am this player: show my orders (the passcode box takes Enter where a passcode is set)",
    ),
    press(
        &[K::Escape],
        Command::BackToClock,
        "Esc",
        "during the diplomacy period: nobody writes now, back to the clock",
    ),
];

const PICK_KEYS: &[Binding] = &[
    press(
        &[K::Escape],
        Command::CancelPick,
        "Esc",
        "cancel the order being clicked, or the seal question",
    ),
    press(
        &[K::KeyS],
        Command::PickSupport,
        "S",
        "the picked unit supports (then two clicks)",
    ),
    press(
        &[K::KeyC],
        Command::PickConvoy,
        "C",
        "the picked fleet convoys (then two clicks)",
    ),
    press(
        &[K::KeyH, K::KeyD],
        Command::PickStand,
        "H or D",
        "the picked unit stands",
    ),
];

const TALK: &[Binding] = &[press(
    &[K::KeyT],
    Command::Talk,
    "T",
    "during the diplomacy period: open or close the talks with the computers",
)];

const SEAL: &[Binding] = &[Binding {
    keys: &[K::Enter, K::NumpadEnter],
    ctrl: true,
    shift: false,
    held: false,
    command: Command::Seal,
    label: "Ctrl+Enter",
    what: "seal (asks once, then seals), also from the order box",
}];

const RESULTS: &[Binding] = &[press(
    &[K::Enter, K::NumpadEnter],
    Command::Continue,
    "Enter",
    "continue to the next phase",
)];

const LEARNING: &[Binding] = &[
    press(
        &[K::ArrowRight, K::PageDown],
        Command::StepNext,
        "➡ or PgDn",
        "next step",
    ),
    press(
        &[K::ArrowLeft, K::PageUp],
        Command::StepBack,
        "⬅ or PgUp",
        "previous step",
    ),
    press(
        &[K::Space],
        Command::AutoPlay,
        "Space",
        "play the steps by themselves",
    ),
    press(
        &[K::Escape],
        Command::LeaveLearning,
        "Esc",
        "back to the title",
    ),
];

/// In a lesson's question: the unit under the cursor ticked (Space plays the steps).
const LEARNING_CHOOSE: &[Binding] = &[press(
    &[K::Enter, K::NumpadEnter],
    Command::ChooseHere,
    "Enter",
    "tick the unit under the cursor: its move succeeds, or, if it does not move, it is dislodged",
)];

const SANDBOX: &[Binding] = &[
    press(
        &[K::Escape],
        Command::SandboxEscape,
        "Esc",
        "cancel the order being clicked, else back to the title",
    ),
    press(&[K::PageUp], Command::SandboxBack, "PgUp", "step back"),
    press(
        &[K::PageDown],
        Command::SandboxForward,
        "PgDn",
        "step forward",
    ),
    press(
        &[K::KeyS],
        Command::PickSupport,
        "S",
        "the picked unit supports",
    ),
    press(
        &[K::KeyC],
        Command::PickConvoy,
        "C",
        "the picked fleet convoys",
    ),
    press(
        &[K::KeyH, K::KeyD],
        Command::PickStand,
        "H or D",
        "the picked unit stands",
    ),
];

/// The board in words and the keyboard's cursor, wherever a game's board is shown.
const CURSOR: &[Binding] = &[
    press(
        &[K::KeyB],
        Command::BoardWords,
        "B",
        "the board in words: every power's units and centres as a list",
    ),
    shifted(
        &[K::ArrowLeft],
        Command::CursorLeft,
        "Shift+⬅",
        "the cursor to the neighbouring province to the left",
    ),
    shifted(
        &[K::ArrowRight],
        Command::CursorRight,
        "Shift+➡",
        "the cursor to the neighbouring province to the right",
    ),
    shifted(
        &[K::ArrowUp],
        Command::CursorUp,
        "Shift+⬆",
        "the cursor to the neighbouring province above",
    ),
    shifted(
        &[K::ArrowDown],
        Command::CursorDown,
        "Shift+⬇",
        "the cursor to the neighbouring province below",
    ),
    press(
        &[K::KeyN],
        Command::NextUnit,
        "N",
        "the cursor to the next unit",
    ),
];

/// While writing: the cursor's province chosen, as a click there.
const CHOOSE: &[Binding] = &[press(
    &[K::Space, K::Enter, K::NumpadEnter],
    Command::ChooseHere,
    "Space or Enter",
    "choose the province under the cursor, as a click there (a unit, then where it goes)",
)];

/// While the build chooser is open: its builds by number.
const BUILD_CHOICE: &[Binding] = &[
    press(
        &[K::Digit1, K::Numpad1],
        Command::BuildFirst,
        "1",
        "the build chooser's first build, or the first coast where a move may end on either",
    ),
    press(
        &[K::Digit2, K::Numpad2],
        Command::BuildSecond,
        "2",
        "the build chooser's second build, or the second coast where a move may end on either",
    ),
    press(
        &[K::Digit3, K::Numpad3],
        Command::BuildThird,
        "3",
        "the build chooser's third build",
    ),
];

/// In the sandbox: the coast a fleet's move ends on, where it may reach either.
const SANDBOX_COASTS: &[Binding] = &[
    press(
        &[K::Digit1, K::Numpad1],
        Command::BuildFirst,
        "1",
        "the first coast where a move may end on either",
    ),
    press(
        &[K::Digit2, K::Numpad2],
        Command::BuildSecond,
        "2",
        "the second coast where a move may end on either",
    ),
];

/// While writing for more than one power: its tabs by key.
const POWER_TABS: &[Binding] = &[
    press(
        &[K::BracketRight],
        Command::NextPower,
        "]",
        "the next power's orders (a seat holding several powers)",
    ),
    press(
        &[K::BracketLeft],
        Command::PreviousPower,
        "[",
        "the previous power's orders (a seat holding several powers)",
    ),
];

/// The keys of a place, in the order the help lists them.
pub fn bindings(place: Place) -> Vec<Binding> {
    let own: &[&[Binding]] = match place {
        Place::Title => &[TITLE],
        Place::NewGame => &[],
        Place::Thinking | Place::GameOver => &[CURSOR],
        Place::Diplomacy => &[CLOCK_KEYS, DIPLOMACY, CURSOR],
        Place::TableClock => &[CLOCK_KEYS, TABLE_CLOCK],
        Place::Curtain => &[CURTAIN],
        Place::Writing => &[
            SEAL,
            PICK_KEYS,
            CHOOSE,
            BUILD_CHOICE,
            CURSOR,
            POWER_TABS,
            TALK,
        ],
        Place::Results => &[RESULTS, CURSOR],
        Place::Learning => &[LEARNING, LEARNING_CHOOSE, CURSOR],
        Place::Sandbox => &[SANDBOX, CHOOSE, SANDBOX_COASTS, CURSOR],
    };
    let board: &[&[Binding]] = match (place.shows_board(), place) {
        (false, _) => &[],
        (true, Place::Learning) => &[BOARD],
        (true, _) => &[BOARD, BOARD_ARROWS],
    };
    own.iter()
        .chain(board)
        .chain([&EVERYWHERE])
        .flat_map(|b| b.iter().copied())
        .collect()
}

/// The keys pressed this frame, read as commands of the place the frame started in.
#[derive(Resource, Debug, Default, Clone)]
pub struct Keys {
    pub place: Option<Place>,
    /// Commands whose key went down this frame.
    pub pressed: Vec<Command>,
    /// Commands whose key is held (panning).
    pub held: Vec<Command>,
    /// Whether the keys' help is open.
    pub help: bool,
}

impl Keys {
    pub fn pressed(&self, command: Command) -> bool {
        self.pressed.contains(&command)
    }

    pub fn held(&self, command: Command) -> bool {
        self.held.contains(&command)
    }
}

/// Where the program is as the keys are read, and whether the alarm waits to be answered
/// (then a key answers it and does nothing else). Written each frame before the keys are
/// read, by the table, which knows the screen and its stage.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct KeyPlace {
    pub place: Option<Place>,
    pub alarm_waiting: bool,
}

/// The keymap's system set: the place is written before it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ReadKeys;

/// The raw input of one frame, as the keymap reads it.
struct Frame<'a> {
    keys: &'a ButtonInput<KeyCode>,
    ctrl: bool,
    shift: bool,
    typing: bool,
    /// The keys a Shift binding of the place takes: with Shift down they give only that
    /// (Shift+→ moves the cursor in learning mode and does not turn the page too).
    shifted: Vec<KeyCode>,
}

impl Frame<'_> {
    fn fires(&self, b: &Binding) -> bool {
        if b.ctrl != self.ctrl || (self.typing && !b.ctrl) {
            return false;
        }
        // Shift+arrow is the cursor's, plain arrows pan; other keys ignore Shift (? is
        // Shift+/ on many keyboards).
        if (b.shift && !self.shift) || (b.held && self.shift) {
            return false;
        }
        let shadowed = |k: &KeyCode| self.shift && !b.shift && self.shifted.contains(k);
        match b.held {
            true => b.keys.iter().any(|k| self.keys.pressed(*k)),
            false => (b.keys.iter()).any(|k| self.keys.just_pressed(*k) && !shadowed(k)),
        }
    }
}

/// Whether Ctrl is part of this frame's keys: held, or let go this frame. A quick chord
/// (Ctrl down, Enter, Ctrl up) can reach one frame whole while the window idles between
/// frames; Enter must still read as Ctrl+Enter then, not as Enter.
fn ctrl_down(keys: &ButtonInput<KeyCode>) -> bool {
    let ctrl = [K::ControlLeft, K::ControlRight];
    keys.any_pressed(ctrl) || keys.any_just_released(ctrl)
}

/// Whether Shift is part of this frame's keys (as Ctrl: held, or let go this frame).
fn shift_down(keys: &ButtonInput<KeyCode>) -> bool {
    let shift = [K::ShiftLeft, K::ShiftRight];
    keys.any_pressed(shift) || keys.any_just_released(shift)
}

/// Reads the frame's keys as the place's commands (before any screen runs).
pub fn read_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    at: Option<Res<KeyPlace>>,
    input: Option<Res<BoardInput>>,
    mut out: ResMut<Keys>,
) {
    out.pressed.clear();
    out.held.clear();
    let at = at.map_or(KeyPlace::default(), |p| *p);
    let (Some(keys), Some(place)) = (keys, at.place) else {
        out.place = None;
        return;
    };
    out.place = Some(place);
    // A key pressed while the alarm waits answers the alarm and does nothing else.
    if at.alarm_waiting && keys.get_just_pressed().next().is_some() {
        return;
    }
    let all = bindings(place);
    let frame = Frame {
        keys: &keys,
        ctrl: ctrl_down(&keys),
        shift: shift_down(&keys),
        typing: input.is_some_and(|i| !i.keys_free()),
        shifted: (all.iter().filter(|b| b.shift))
            .flat_map(|b| b.keys.iter().copied())
            .collect(),
    };
    // While the help is open, its keys and Esc close it; nothing else acts.
    if out.help {
        let close = [K::Escape, K::F1, K::Slash];
        if !frame.typing && keys.any_just_pressed(close) {
            out.help = false;
        }
        return;
    }
    for b in all {
        if frame.fires(&b) {
            let list = if b.held {
                &mut out.held
            } else {
                &mut out.pressed
            };
            list.push(b.command);
        }
    }
    if out.pressed(Command::Help) {
        out.help = true;
    }
}

/// Reads the keys once a frame, after Bevy's input and egui's claim on the keyboard.
pub fn plugin(app: &mut App) {
    app.init_resource::<Keys>()
        .init_resource::<KeyPlace>()
        .add_systems(
            PreUpdate,
            read_keys
                .in_set(ReadKeys)
                .after(InputSystems)
                .after(crate::app::input_focus::read_egui),
        );
}

#[cfg(test)]
mod tests;
