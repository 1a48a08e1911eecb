//! Hot-seat play: the screens from the title to the end of a game, the table's stages
//! and clocks, the messages the screens send, and autosaves after every sealed order set
//! and every resolved phase.

pub mod clock;
pub mod cues;
pub mod draft;
pub mod pick;
pub mod script;
pub mod stack_draft;
pub mod table;

#[cfg(test)]
mod cue_tests;
#[cfg(test)]
mod tests;

use super::CurrentGame;
use super::board::Board;
use crate::engine::game::Game;
use crate::engine::game::save::Autosaves;
use bevy::prelude::*;
use clock::Timing;
use table::{Happened, Table};

/// The screens of the program.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    #[default]
    Title,
    NewGame,
    /// A game at the table: diplomacy, curtains, private orders, results.
    Play,
    /// Learning mode: the sample game, rule lessons, the introduction.
    Learning,
}

/// What the screens ask the table to do.
#[derive(Message, Debug, Clone)]
pub enum Act {
    /// Play this game (new, continued or loaded).
    Start(Box<Game>),
    /// Everyone agrees to end the diplomacy period now.
    EndDiplomacy,
    /// Pause or resume the clock.
    ToggleClock,
    AddMinute,
    /// The player at the curtain is ready, with the passcode typed (if any).
    Ready(String),
    /// Write an order line into the writing player's drafts (scripts and tests; the
    /// order panel edits drafts directly).
    Write(String),
    /// Seal the writing player's orders.
    Seal,
    /// The results have been seen: on to the next phase.
    FinishReveal,
    /// A player leaves the game; their powers go into civil disorder.
    Depart(usize),
    /// Everyone else concedes the game to this player.
    Concede(usize),
    /// Back to the title screen (the game stays in its autosaves).
    ToTitle,
    /// Show or hide the full-window table clock (the screens handle it).
    TableClock,
}

/// Where autosaves go, and how the last one went.
#[derive(Resource, Default)]
pub struct Saves {
    pub autosaves: Option<Autosaves>,
    /// The last autosave's error, shown until the next one succeeds.
    pub error: Option<String>,
    /// Autosaves written in this session.
    pub written: u32,
}

impl Saves {
    fn autosave(&mut self, game: &Game) {
        let Some(a) = &self.autosaves else { return };
        match a.save(game) {
            Ok(_) => {
                self.error = None;
                self.written += 1;
            }
            Err(e) => self.error = Some(format!("Autosave failed: {e}")),
        }
    }
}

/// The table's logic: states, messages, clocks and autosaves (no drawing).
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_message::<Act>()
        .init_resource::<Saves>()
        .add_message::<cues::Cue>()
        .init_resource::<cues::Herald>()
        .add_systems(
            Update,
            (
                tick_clock.run_if(resource_exists::<Table>),
                cues::acknowledge_alarm,
                apply_acts,
                cues::send_cues,
            )
                .chain(),
        );
}

#[allow(clippy::too_many_arguments)]
fn apply_acts(
    mut acts: MessageReader<Act>,
    mut commands: Commands,
    mut game: ResMut<CurrentGame>,
    board: Res<Board>,
    mut table: Option<ResMut<Table>>,
    mut saves: ResMut<Saves>,
    mut next: ResMut<NextState<Screen>>,
) {
    let map = &board.map;
    for act in acts.read() {
        let happened = match (act, table.as_deref_mut()) {
            (Act::Start(new), _) => {
                // A game on another map puts that map on the table.
                let other =
                    (new.setup.variant != map.name).then(|| Board::named(&new.setup.variant));
                let map = match &other {
                    Some(Ok(b)) => &b.map,
                    Some(Err(e)) => {
                        saves.error = Some(format!("This game cannot be shown: {e}"));
                        break;
                    }
                    None => map,
                };
                if let Err(e) = crate::engine::game::save::check_fits(new, map) {
                    saves.error = Some(format!(
                        "This game does not fit the {} map: {e}",
                        new.setup.variant
                    ));
                    break;
                }
                game.0 = (**new).clone();
                let timing = Timing::from_minutes(game.0.setup.clock_minutes);
                let (t, happened) = Table::new(&mut game.0, map, timing);
                commands.insert_resource(t);
                next.set(Screen::Play);
                saves.autosave(&game.0);
                for h in happened {
                    if h != Happened::Alarm {
                        saves.autosave(&game.0);
                    }
                }
                if let Some(Ok(b)) = other {
                    commands.insert_resource(b);
                }
                // The rest waits for the new table.
                break;
            }
            (Act::ToTitle, _) => {
                commands.remove_resource::<Table>();
                next.set(Screen::Title);
                break;
            }
            (Act::TableClock, _) | (_, None) => Vec::new(),
            (Act::EndDiplomacy, Some(t)) if t.stage == table::Stage::Diplomacy => {
                t.start_writing(&mut game.0, map)
            }
            (Act::EndDiplomacy, Some(_)) => Vec::new(),
            (Act::ToggleClock, Some(t)) => {
                t.clock.toggle();
                Vec::new()
            }
            (Act::AddMinute, Some(t)) => {
                t.clock.add_minute();
                Vec::new()
            }
            (Act::Ready(code), Some(t)) => {
                let _ = t.ready(&game.0, map, code);
                Vec::new()
            }
            (Act::Write(line), Some(t)) => {
                let position = &game.0.position;
                let mut why = None;
                let written = t.drafts.iter_mut().any(|d| {
                    let r = match &game.0.stacked {
                        Some(stacked) => d.write_stacked(map, stacked, line),
                        None => d.write(map, position, line).map(|_| ()),
                    };
                    match r {
                        Ok(_) => true,
                        Err(e) => {
                            why.get_or_insert(e);
                            false
                        }
                    }
                });
                if !written {
                    t.notice = why;
                }
                Vec::new()
            }
            (Act::Seal, Some(t)) => t.seal(&mut game.0, map),
            (Act::FinishReveal, Some(t)) => t.finish_reveal(&mut game.0, map),
            (Act::Concede(p), Some(t)) => {
                game.0.concede_to(*p);
                t.begin_phase(&mut game.0, map);
                saves.autosave(&game.0);
                Vec::new()
            }
            (Act::Depart(p), Some(t)) => {
                let h = t.depart(&mut game.0, map, *p);
                saves.autosave(&game.0);
                h
            }
        };
        for h in happened {
            if matches!(h, Happened::Sealed | Happened::Resolved) {
                saves.autosave(&game.0);
            }
        }
    }
}

fn tick_clock(
    time: Res<Time>,
    mut game: ResMut<CurrentGame>,
    board: Res<Board>,
    mut table: ResMut<Table>,
    mut saves: ResMut<Saves>,
) {
    let secs = time.delta_secs();
    if secs <= 0.0 {
        return;
    }
    for h in table.tick(secs, &mut game.0, &board.map) {
        if matches!(h, Happened::Sealed | Happened::Resolved) {
            saves.autosave(&game.0);
        }
    }
}
