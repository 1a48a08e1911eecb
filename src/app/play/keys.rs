//! The table's keys: the keymap's commands of the diplomacy period, the curtain and the
//! order panel turned into the table's messages (the screens' own view keys, such as the
//! history or the table clock, stay with those screens).

use super::pick::{Entry, Pick};
use super::table::{Stage, Table};
use super::{Act, CurrentGame};
use crate::app::keymap::{Command, Keys};
use crate::engine::ids::Location;
use bevy::prelude::*;

/// Sends the table's messages for this frame's keys (while a game is on the table).
pub fn table_keys(
    keys: Res<Keys>,
    table: Res<Table>,
    game: Res<CurrentGame>,
    mut entry: ResMut<Entry>,
    mut acts: MessageWriter<Act>,
) {
    for &command in &keys.pressed {
        let act = match command {
            Command::EndDiplomacy => Some(Act::EndDiplomacy),
            Command::PauseClock => Some(Act::ToggleClock),
            Command::AddMinute => Some(Act::AddMinute),
            Command::BackToClock => Some(Act::ReturnLaptop),
            // Where a passcode is set, its box takes Enter (with what was typed).
            Command::Ready => match table.stage {
                Stage::Curtain { player } if !needs_passcode(&game.0, player) => {
                    Some(Act::Ready(String::new()))
                }
                _ => None,
            },
            Command::Seal => seal_key(&mut entry),
            // Enter on the results: on to the next phase, as the Continue button.
            Command::Continue if matches!(table.stage, Stage::Reveal { .. }) => {
                Some(Act::FinishReveal)
            }
            // Esc backs out of whatever is half done: a pick, a build's choice, the
            // "Seal now?" question.
            Command::CancelPick => {
                entry.pick = Pick::Idle;
                entry.build_at = None;
                entry.confirm = false;
                None
            }
            Command::PickSupport | Command::PickConvoy | Command::PickStand => {
                pick_key(&mut entry, command)
            }
            Command::NextPower | Command::PreviousPower => {
                power_tab(&mut entry, table.drafts.len(), command);
                None
            }
            Command::Talk => {
                entry.talk.open = !entry.talk.open;
                None
            }
            _ => None,
        };
        if let Some(act) = act {
            acts.write(act);
        }
    }
}

/// Whether this player set a passcode at the start.
pub fn needs_passcode(game: &crate::engine::game::Game, player: usize) -> bool {
    (game.setup.players.get(player))
        .is_some_and(|p| p.passcode.as_ref().is_some_and(|c| !c.is_empty()))
}

/// Ctrl+Enter: the first press asks (the seal check), the second seals.
fn seal_key(entry: &mut Entry) -> Option<Act> {
    if !entry.confirm {
        entry.confirm = true;
        return None;
    }
    entry.confirm = false;
    entry.pick = Pick::Idle;
    Some(Act::Seal)
}

/// S, C and H for the unit picked on the map: support, convoy, stand (as a click on the
/// unit itself: where units stack, for the count picked in the panel).
fn pick_key(entry: &mut Entry, command: Command) -> Option<Act> {
    let Pick::Unit(u) = entry.pick else {
        return None;
    };
    match command {
        Command::PickSupport => entry.pick = Pick::SupportWho(u),
        Command::PickConvoy => entry.pick = Pick::ConvoyWho(u),
        _ => return Some(Act::Click(Location::province(u))),
    }
    None
}

/// ] and [: the next or the previous power's tab (round the end), as a click on the tab:
/// whatever was half clicked for the last power is let go.
pub fn power_tab(entry: &mut Entry, tabs: usize, command: Command) {
    if tabs < 2 {
        return;
    }
    entry.tab = match command {
        Command::NextPower => (entry.tab + 1) % tabs,
        _ => (entry.tab + tabs - 1) % tabs,
    };
    entry.pick = Pick::Idle;
    entry.build_at = None;
    entry.confirm = false;
}
