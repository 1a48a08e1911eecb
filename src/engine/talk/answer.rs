//! A computer's answer to a proposal, from its prospects (province values, memory of
//! attacks, who borders whom, relative strength) and its character; cheap (no search).
//! Trust first: a power that broke its word to it is refused. A counter-offer is only
//! made when the computer would accept it, proposed back.

use super::answer_units::{leave, moves, support_mine, support_yours};
use super::prospects::Prospects;
use super::{Answer, Deal, Proposal, Reason, Verdict, board};
use crate::engine::bot::{Character, draw_vote_as};
use crate::engine::game::Game;
use crate::engine::map::Map;

/// How the computer governing `proposal.to` answers it.
pub fn answer(game: &Game, map: &Map, proposal: &Proposal) -> Answer {
    let view = Prospects::new(game, map, proposal.to, proposal.from);
    if let Some(no) = distrust(&view, &proposal.deal) {
        return no;
    }
    decide(&view, &proposal.deal, true)
}

/// Accepts with a reason.
pub fn yes(reason: Reason) -> Answer {
    Answer {
        verdict: Verdict::Accept,
        reason,
    }
}

/// Declines with a reason.
pub fn no(reason: Reason) -> Answer {
    Answer {
        verdict: Verdict::Decline,
        reason,
    }
}

/// Declines, offering `offer` instead when it would accept that (and counters are
/// wanted).
pub fn counter(
    view: &Prospects,
    why: Reason,
    counters: bool,
    offer: impl FnOnce() -> Option<Deal>,
) -> Answer {
    let offer = if counters { offer() } else { None };
    match offer.filter(|d| decide(view, d, false).verdict == Verdict::Accept) {
        Some(offer) => Answer {
            verdict: Verdict::Counter(offer.clone()),
            reason: Reason::Counters {
                why: Box::new(why),
                offer,
            },
        },
        None => no(why),
    }
}

/// The answer to a deal on its merits.
pub fn decide(view: &Prospects, deal: &Deal, counters: bool) -> Answer {
    match deal {
        Deal::Peace { years } => peace(view, *years, counters),
        Deal::Dmz { province } => dmz(view, *province, counters),
        Deal::SupportMine { unit, to } => support_mine(view, *unit, *to),
        Deal::SupportYours { unit, to } => support_yours(view, *unit, *to, counters),
        Deal::Moves { mine, yours } => moves(view, *mine, *yours, counters),
        Deal::AllianceAgainst { power, years } => alliance(view, *power, *years, counters),
        Deal::Draw => draw(view),
        Deal::Leave { province } => leave(view, *province, counters),
    }
}

/// A refusal for a power that broke its word to it (or to anyone lately: three years
/// after its last broken promise per promise broken, `Talks::shunned`), or attacked it
/// lately (a Turtle still takes peace from an attacker). A support offered to it, or a draw, it hears out.
pub fn distrust(view: &Prospects, deal: &Deal) -> Option<Answer> {
    if matches!(deal, Deal::SupportYours { .. } | Deal::Draw) {
        return None;
    }
    if let Some(b) = view.game.talks.broken(view.you, view.me) {
        return Some(no(Reason::BrokeWord {
            deal: b.deal.kind(),
            when: b.when,
        }));
    }
    let talks = &view.game.talks;
    let shunned = talks.shunned(view.you, view.pos().phase.year);
    let last = talks.breaches.iter().rev().find(|b| b.by == view.you);
    if let Some(b) = last.filter(|_| shunned) {
        return Some(no(Reason::BrokeWordTo {
            power: b.against,
            deal: b.deal.kind(),
            when: b.when,
        }));
    }
    if let Some(ally) = view.ally_against(view.you) {
        return Some(no(Reason::AlliedAgainstYou { ally }));
    }
    let (province, when) = view.recent_attack(view.you, view.me)?;
    let turtle_peace = view.character == Character::Turtle && matches!(deal, Deal::Peace { .. });
    (!turtle_peace).then_some(no(Reason::AttackedBy { province, when }))
}

/// Peace for `years`: too long is countered with its longest; far stronger, or with an
/// open centre of the proposer's before it, a grasping character declines.
fn peace(view: &Prospects, years: u8, counters: bool) -> Answer {
    let (map, pos) = (view.map, view.pos());
    let max = view.max_years();
    if years > max {
        let offer = Deal::Peace { years: max };
        return counter(view, Reason::TooLong { years: max }, counters, || {
            Some(offer)
        });
    }
    if !board::in_contact(map, pos, view.me, view.you) {
        return yes(Reason::NoQuarrel);
    }
    let grasping = matches!(
        view.character,
        Character::Opportunist | Character::Aggressive
    );
    let (sure, _) = board::open_centres(map, pos, view.me, view.you);
    if grasping && let Some(&c) = sure.first() {
        return no(Reason::OpenCentre { province: c });
    }
    let (mine, yours) = (view.centres(view.me), view.centres(view.you));
    if view.character != Character::Loyal && mine >= yours + 4 && 2 * mine >= 3 * yours {
        return no(Reason::Stronger);
    }
    yes(Reason::FreesItsArmies)
}

/// A demilitarised province: never its own centre; a centre it can take it keeps free;
/// one bordering two or more of its centres a bolder character wants a free hand in; else
/// it keeps its centres safe.
fn dmz(view: &Prospects, p: crate::engine::ids::ProvinceId, counters: bool) -> Answer {
    let (map, pos) = (view.map, view.pos());
    if view.own_centre(p) {
        return no(Reason::OwnCentre { province: p });
    }
    let other = || other_dmz(view, p);
    let takeable = map.province(p).centre
        && !board::owns(pos, p, view.you)
        && board::reach(map, pos, view.me, p) > 0
        && pos.unit_at(p).is_none();
    if takeable {
        return counter(view, Reason::WantsProvince { province: p }, counters, other);
    }
    let n = board::centres_bordering(map, pos, view.me, p);
    let cautious = matches!(view.character, Character::Loyal | Character::Turtle);
    let mine_near = board::reach(map, pos, view.me, p) > 0;
    if n >= 2 && !cautious && mine_near {
        let why = Reason::BordersCentres {
            province: p,
            centres: n as u8,
        };
        return counter(view, why, counters, other);
    }
    match n {
        0 => yes(Reason::NoUse { province: p }),
        n => yes(Reason::KeepsSafe {
            province: p,
            centres: n as u8,
        }),
    }
}

/// Another province between the two it would leave empty, the one it values least.
fn other_dmz(view: &Prospects, not: crate::engine::ids::ProvinceId) -> Option<Deal> {
    let pos = view.pos();
    super::options::between(view.map, pos, view.me, view.you)
        .into_iter()
        .filter(|&q| q != not && !board::owns(pos, q, view.me) && !board::owns(pos, q, view.you))
        .filter(|&q| decide(view, &Deal::Dmz { province: q }, false).verdict == Verdict::Accept)
        .min_by(|a, b| view.worth(*a).total_cmp(&view.worth(*b)))
        .map(|province| Deal::Dmz { province })
}

/// An alliance against `enemy`: not against a power it is at peace with or never meets;
/// yes against one as big as it, the biggest, or one that attacked it lately.
fn alliance(
    view: &Prospects,
    enemy: crate::engine::ids::PowerId,
    years: u8,
    counters: bool,
) -> Answer {
    let (map, pos) = (view.map, view.pos());
    if view.at_peace_with(enemy) {
        return no(Reason::AtPeaceWith { power: enemy });
    }
    if !board::in_contact(map, pos, view.me, enemy) {
        return no(Reason::FarFrom { power: enemy });
    }
    let max = view.max_years();
    if years > max {
        let offer = Deal::AllianceAgainst {
            power: enemy,
            years: max,
        };
        return counter(view, Reason::TooLong { years: max }, counters, || {
            Some(offer)
        });
    }
    let biggest = map
        .power_ids()
        .all(|p| view.centres(p) <= view.centres(enemy));
    let threat = view.centres(enemy) >= view.centres(view.me)
        || biggest
        || view.recent_attack(enemy, view.me).is_some();
    match threat {
        true => yes(Reason::CommonEnemy { power: enemy }),
        false => no(Reason::NoQuarrelWith { power: enemy }),
    }
}

/// A draw: as its draw vote says.
fn draw(view: &Prospects) -> Answer {
    let g = view.game;
    let vote = draw_vote_as(view.map, &g.position, &g.record, view.me, view.character);
    let reason = Reason::DrawVote {
        agrees: vote.agrees,
        why: vote.why,
    };
    match vote.agrees {
        true => yes(reason),
        false => no(reason),
    }
}
