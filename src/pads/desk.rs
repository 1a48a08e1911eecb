//! What a phone may do to its power's orders, applied to the game the laptop holds: give
//! a typed order from the tree, type a line, strike a line, seal, unseal, propose a draw.
//! Every act is checked as the laptop checks a player's; a refused act changes nothing.

use super::view::{TableFacts, TableStage};
use crate::engine::game::Game;
use crate::engine::game::draft::Draft;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::order::Written;
use serde::{Deserialize, Serialize};

/// The longest order line a phone may type.
pub const MAX_LINE: usize = 200;

/// One thing a phone asks of its power's orders.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum PadAct {
    /// An order chosen from the tree, as the tree sent it.
    Give(Written),
    /// A line typed in the notation box.
    Type(String),
    /// Strike out the draft's line at this index, which reads `text` (a line changed
    /// meanwhile on another device is not struck).
    Remove {
        line: usize,
        text: String,
    },
    Seal,
    /// Take sealed orders back to change them (where the table allows it).
    Unseal,
    /// Propose (true) or withdraw (false) a draw.
    Draw(bool),
}

/// What the laptop must do after an act.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// The draft changed: autosave.
    Kept,
    /// The power sealed: autosave, and the table may move on.
    Sealed,
    /// The power took its orders back.
    Unsealed,
    /// The power's player proposes (or withdraws) a draw.
    Draw(bool),
}

/// Applies `act` to `power`'s `draft` (the laptop's own when the power's screen is open
/// there, else read from the game), writing the result into the game. Returns why it was
/// refused, with nothing changed.
pub fn apply(
    map: &Map,
    game: &mut Game,
    power: PowerId,
    draft: &mut Draft,
    facts: &TableFacts,
    act: PadAct,
) -> Result<Effect, String> {
    let sealed = game.sealed.contains(&power);
    match act {
        PadAct::Draw(yes) => {
            if game.outcome.is_some() {
                return Err(crate::t!("phones-refused-game-over"));
            }
            Ok(Effect::Draw(yes))
        }
        PadAct::Unseal => {
            if !sealed {
                return Err(crate::t!("phones-refused-not-sealed"));
            }
            if !facts.may_unseal || !writes_now(facts) {
                return Err(crate::t!("phones-refused-may-not-unseal"));
            }
            game.sealed.retain(|p| *p != power);
            Ok(Effect::Unsealed)
        }
        act => {
            may_write(map, game, power, facts, sealed)?;
            let mut changed = draft.clone();
            let seal = act == PadAct::Seal;
            edit(map, game, &mut changed, act)?;
            *draft = changed;
            let lines = draft
                .lines
                .iter()
                .map(|l| (l.text.clone(), l.orders.clone()));
            game.write_typed(power, lines.collect::<Vec<_>>());
            if seal {
                game.seal_on_phone(power);
                return Ok(Effect::Sealed);
            }
            Ok(Effect::Kept)
        }
    }
}

fn writes_now(facts: &TableFacts) -> bool {
    matches!(facts.stage, TableStage::Diplomacy | TableStage::Writing)
}

/// Why the power may not write now, if it may not.
fn may_write(
    map: &Map,
    game: &Game,
    power: PowerId,
    facts: &TableFacts,
    sealed: bool,
) -> Result<(), String> {
    if !writes_now(facts) {
        return Err(crate::t!("phones-refused-not-writing"));
    }
    if !game.powers_to_order(map).contains(&power) {
        return Err(crate::t!(
            "phones-refused-no-orders",
            power = map.power_label(power)
        ));
    }
    if sealed {
        return Err(crate::t!("phones-refused-sealed"));
    }
    Ok(())
}

/// One change to a draft copy.
fn edit(map: &Map, game: &Game, draft: &mut Draft, act: PadAct) -> Result<(), String> {
    let pos = &game.position;
    match act {
        PadAct::Give(order) if !super::view::offers(map, game, &order) => {
            Err(crate::t!("phones-refused-not-offered"))
        }
        PadAct::Give(order) if order.power != draft.power => Err(crate::t!(
            "phones-refused-not-yours",
            power = map.power_label(draft.power)
        )),
        PadAct::Give(order) => draft.put(map, pos, order),
        PadAct::Type(text) if text.chars().count() > MAX_LINE => {
            Err(crate::t!("phones-refused-line-too-long", count = MAX_LINE))
        }
        // Refused: why in the table's language (the draft's words are the console's English).
        PadAct::Type(text) => draft.write(map, pos, &text).map_err(|english| {
            let power = Some(draft.power);
            crate::engine::notation::typed_refusal(map, pos, power, &text).unwrap_or(english)
        }),
        // The page names the line as it was shown (`A(Par) hält`) or as written.
        PadAct::Remove { line, text }
            if draft.lines.get(line).is_some_and(|l| shows(&l.text, &text)) =>
        {
            draft.lines.remove(line);
            Ok(())
        }
        PadAct::Remove { .. } => Err(crate::t!("phones-refused-line-changed")),
        // Sealing writes the draft as it stands; unsealing and draws never reach here.
        PadAct::Seal | PadAct::Unseal | PadAct::Draw(_) => Ok(()),
    }
}

/// Whether `text` is the draft line `written`, as written or as the state showed it.
fn shows(written: &str, text: &str) -> bool {
    written == text || crate::engine::game::report::shown_line(written) == text
}
