//! Talk with the computers behind the curtain: what the writing player is choosing (which
//! computer, which kind of proposal, which of its choices) and the last refusal, and the
//! acts that propose a deal or answer a computer's proposal. The proposals, answers and
//! agreements themselves are the game's (`Game::talks`), saved with it.

use super::pick::Entry;
use super::table::{Happened, Stage, Table};
use crate::engine::game::Game;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::talk::{Deal, DealKind};

/// The talk panel's choices while one player writes, kept in the order entry and so
/// emptied at every curtain: the next player never sees what the last one was about to
/// propose.
#[derive(Debug, Clone, PartialEq)]
pub struct TalkDesk {
    /// Whether the talk panel shows beside the orders.
    pub open: bool,
    /// The computer power talked to.
    pub to: Option<PowerId>,
    /// The kind of proposal chosen.
    pub kind: DealKind,
    /// The chosen proposal among that kind's choices (an index into them).
    pub choice: usize,
    /// Why the last proposal or answer could not be made, shown until the next.
    pub refusal: Option<String>,
}

impl Default for TalkDesk {
    fn default() -> TalkDesk {
        TalkDesk {
            open: false,
            to: None,
            kind: DealKind::Peace,
            choice: 0,
            refusal: None,
        }
    }
}

/// What the talk panel asks of the game.
#[derive(Debug, Clone, PartialEq)]
pub enum TalkAct {
    /// The writing player's power `from` proposes `deal` to the computer governing `to`.
    Propose {
        from: PowerId,
        to: PowerId,
        deal: Deal,
    },
    /// The writing player answers the waiting proposal at this index of the talks' log.
    Answer { index: usize, accept: bool },
}

/// Whether the table lets its writing player talk now: behind the curtain during the
/// diplomacy period (the computers write their orders when it ends), in a movement phase.
pub fn talk_open_now(table: &Table) -> bool {
    matches!(table.stage, Stage::Writing { .. }) && table.visiting
}

/// The power whose talks show: the one whose orders the writing player has open.
pub fn talking_power(table: &Table, entry: &Entry) -> Option<PowerId> {
    table.drafts.get(entry.tab).map(|d| d.power)
}

/// Whether the writing player may open the talks now: during the period, for a power
/// that has a computer to talk to or a proposal waiting.
pub fn can_talk(table: &Table, g: &Game, map: &Map, entry: &Entry) -> bool {
    talk_open_now(table)
        && talking_power(table, entry).is_some_and(|p| {
            !g.talk_partners(map, p).is_empty() || !g.proposals_waiting(p).is_empty()
        })
}

/// Whether the talk panel shows now: opened by the writing player, who may talk.
pub fn talk_shows(table: &Table, g: &Game, map: &Map, entry: &Entry) -> bool {
    entry.talk.open && can_talk(table, g, map, entry)
}

/// The powers the writing player governs at the table now.
fn writing_powers(table: &Table) -> Vec<PowerId> {
    table.drafts.iter().map(|d| d.power).collect()
}

/// Applies a talk act for the writing player: refused (and said why on the desk) when
/// the table is not at a talk, the power is not theirs, or the game refuses the deal.
pub fn apply(
    act: &TalkAct,
    table: &Table,
    game: &mut Game,
    map: &Map,
    desk: &mut TalkDesk,
) -> Vec<Happened> {
    if !talk_open_now(table) {
        desk.refusal = Some("Talks are held during the diplomacy period.".into());
        return Vec::new();
    }
    let mine = writing_powers(table);
    let done = match act {
        TalkAct::Propose { from, to, deal } if mine.contains(from) => {
            game.propose(map, *from, *to, deal.clone()).map(|_| ())
        }
        TalkAct::Propose { from, .. } => Err(format!(
            "{} is not yours to speak for.",
            map.power(*from).name
        )),
        TalkAct::Answer { index, accept } => {
            let to_me = (game.talks.log.get(*index)).is_some_and(|e| mine.contains(&e.proposal.to));
            if to_me {
                game.answer_waiting(map, *index, *accept)
            } else {
                Err("That proposal was not made to you.".into())
            }
        }
    };
    match done {
        Ok(()) => {
            desk.refusal = None;
            // Kept at once, as a draft is: a restart keeps what was agreed.
            vec![Happened::Kept]
        }
        Err(why) => {
            desk.refusal = Some(why);
            Vec::new()
        }
    }
}
