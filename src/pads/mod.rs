//! Phones as private order pads: a small server on the local network gives each power's
//! player, by a join code, their own page to write orders on while the laptop stays the
//! table. Headless (no Bevy): the window and the windowless table both answer its calls.

pub mod codes;
pub mod conns;
pub mod desk;
pub mod headless;
pub mod http;
pub mod hub;
pub mod limits;
pub mod page;
pub mod reader;
pub mod server;
pub mod view;

#[cfg(test)]
mod api_tests;
#[cfg(all(test, target_os = "linux"))]
mod flood_tests;
#[cfg(test)]
mod play_tests;
#[cfg(test)]
mod state_lang_tests;
#[cfg(test)]
pub(crate) mod test_client;
#[cfg(test)]
mod words_tests;

pub use codes::{JoinCodes, grouped};
pub use desk::{Effect, PadAct};
pub use hub::{Ask, CallError, Hub, PadCall};
pub use server::PadServer;
pub use view::{PadState, TableFacts, TableStage};

use crate::engine::game::Game;
use crate::engine::game::draft::Draft;
use crate::engine::map::Map;
use crate::engine::map::colours::power_bytes;
use crate::engine::map::geometry::Geometry;

/// The board's shapes as the JSON every phone is sent.
pub fn board_json(map: &Map, geometry: &Geometry) -> String {
    serde_json::to_string(&view::board_view(map, geometry, &power_bytes)).unwrap_or_default()
}

/// Answers one phone's call against the game: applies its act (to `open`, the power's
/// draft open on the laptop, when there is one; else to the draft kept in the game) and
/// replies with the state after it; phones are told of any change. Returns what the act
/// did, for the table to follow.
pub fn answer(
    hub: &Hub,
    map: &Map,
    game: &mut Game,
    call: PadCall,
    facts: &TableFacts,
    open: Option<&mut Draft>,
    draw: bool,
) -> Option<Effect> {
    // The draft kept in the game is read only when the laptop has none open.
    let mut kept;
    let draft = match open {
        Some(d) => d,
        None => {
            kept = Draft::from_pending(call.power, map, game);
            &mut kept
        }
    };
    let effect = match call.ask {
        Ask::State => Ok(None),
        Ask::Act(act) => desk::apply(map, game, call.power, draft, facts, act).map(Some),
    };
    let draw = match effect {
        Ok(Some(Effect::Draw(yes))) => yes,
        _ => draw,
    };
    // An act on a power's orders is news to its own phones; a seal or a draw proposal
    // changes the table, which the table tells every phone when it sees it.
    if matches!(effect, Ok(Some(_))) {
        hub.bump_power(call.power);
    }
    let reply = effect.clone().map(|_| {
        let mut state = view::pad_state(map, game, call.power, draft, facts.clone(), &power_bytes);
        state.draw = draw;
        state.version = hub.version(call.power);
        state.epoch = hub.epoch();
        state
    });
    let _ = call.reply.send(reply);
    effect.ok().flatten()
}
