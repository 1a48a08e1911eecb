//! Answers to deals about single units this turn: supports, paired moves, leaving a
//! province.

use super::answer::{counter, no, yes};
use super::check::supporters;
use super::prospects::Prospects;
use super::{Answer, Deal, Reason, board};
use crate::engine::bot::Character;
use crate::engine::ids::{Location, PowerId, ProvinceId};

/// Whose the province is to a move into it: the owner of a unit there, else of its centre.
fn holder(view: &Prospects, p: ProvinceId) -> Option<PowerId> {
    let pos = view.pos();
    pos.unit_at(p)
        .map(|i| pos.units[i].power)
        .or(pos.owners.get(p.index()).copied().flatten())
}

/// It supports the proposer's unit at `unit` into `to`: not into its own; not against a
/// power it is at peace with; yes when it weakens a rival; not next to its own centres; a
/// free support costs a
/// grasping character too much, and a unit guarding its centres stays.
pub fn support_mine(view: &Prospects, unit: Location, to: Location) -> Answer {
    let (map, pos) = (view.map, view.pos());
    let helpers = supporters(map, pos, view.me, unit, to);
    let Some(helper) = helpers.first() else {
        return no(Reason::CannotReach {
            province: to.province,
        });
    };
    let target = holder(view, to.province).filter(|&p| to != unit && p != view.you);
    let near_home = match to == unit {
        true => 0,
        false => board::centres_bordering(map, pos, view.me, to.province),
    };
    match target {
        Some(p) if p == view.me => no(Reason::OwnCentre {
            province: to.province,
        }),
        Some(p) if view.at_peace_with(p) => no(Reason::AtPeaceWith { power: p }),
        Some(p)
            if view.centres(p) >= view.centres(view.me)
                || view.recent_attack(p, view.me).is_some() =>
        {
            yes(Reason::Weakens { power: p })
        }
        _ if near_home > 0 => no(Reason::BordersCentres {
            province: to.province,
            centres: near_home as u8,
        }),
        _ if guards(view, helper.loc.province) => no(Reason::UnitNeeded {
            province: helper.loc.province,
        }),
        _ if matches!(
            view.character,
            Character::Opportunist | Character::Aggressive
        ) =>
        {
            no(Reason::GainsNothing)
        }
        _ => yes(Reason::CostsLittle),
    }
}

/// Whether its unit in `p` stands on one of its centres that another power could walk
/// into.
fn guards(view: &Prospects, p: ProvinceId) -> bool {
    let (map, pos) = (view.map, view.pos());
    view.own_centre(p)
        && map
            .power_ids()
            .filter(|&o| o != view.me)
            .any(|o| board::reach(map, pos, o, p) > 0)
}

/// The proposer supports its unit at `unit` into `to`: yes when that is its own plan, or
/// nearly; else a counter with the move it wants.
pub fn support_yours(view: &Prospects, unit: Location, to: Location, counters: bool) -> Answer {
    let pos = view.pos();
    let Some(u) = pos
        .units
        .iter()
        .find(|u| u.loc.province == unit.province)
        .copied()
    else {
        return no(Reason::GainsNothing);
    };
    let (good, best) = view.good_move(&u, to);
    if good {
        return yes(Reason::WantedAnyway {
            province: to.province,
        });
    }
    let why = Reason::OtherPlans {
        province: unit.province,
    };
    let can_help = !supporters(view.map, pos, view.you, unit, best).is_empty();
    counter(view, why, counters, || {
        can_help.then_some(Deal::SupportYours { unit, to: best })
    })
}

/// The proposer moves `mine`, it moves `yours`: never into its own centre or unit; yes
/// when its move is as good as its plan, else a counter with the move it wants.
pub fn moves(
    view: &Prospects,
    mine: (Location, Location),
    yours: (Location, Location),
    counters: bool,
) -> Answer {
    let pos = view.pos();
    let into = mine.1.province;
    let mine_there = pos
        .units
        .iter()
        .any(|u| u.power == view.me && u.loc.province == into);
    if view.own_centre(into) || (mine_there && into != yours.0.province) {
        return no(Reason::OwnCentre { province: into });
    }
    let Some(u) = pos
        .units
        .iter()
        .find(|u| u.loc.province == yours.0.province)
        .copied()
    else {
        return no(Reason::GainsNothing);
    };
    let (good, best) = view.good_move(&u, yours.1);
    if good {
        return yes(Reason::WantedAnyway {
            province: yours.1.province,
        });
    }
    let why = Reason::OtherPlans {
        province: yours.0.province,
    };
    let fits = best.province != into && best.province != yours.0.province;
    counter(view, why, counters, || {
        fits.then_some(Deal::Moves {
            mine,
            yours: (yours.0, best),
        })
    })
}

/// Its units leave `p`: never its own centre; yes when it could not hold it against the
/// proposer; else it keeps it and offers to keep it demilitarised instead.
pub fn leave(view: &Prospects, p: ProvinceId, counters: bool) -> Answer {
    let (map, pos) = (view.map, view.pos());
    if view.own_centre(p) {
        return no(Reason::OwnCentre { province: p });
    }
    let theirs = board::reach(map, pos, view.you, p);
    let ours = board::reach(map, pos, view.me, p);
    if theirs > ours {
        return yes(Reason::CannotHold { province: p });
    }
    counter(view, Reason::Keeps { province: p }, counters, || {
        Some(Deal::Dmz { province: p })
    })
}
