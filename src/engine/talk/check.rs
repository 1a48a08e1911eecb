//! Whether a proposal can be made at all, with a clear reason when not: a province that
//! does not exist, a unit the proposer does not own, a move its unit cannot make, a turn
//! that has passed, a power out of the game.

use super::{Deal, Proposal};
use crate::engine::game::Game;
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::position::{PhaseKind, Position, Unit};

/// The most years a peace or an alliance may be proposed for.
pub const MAX_YEARS: u8 = 5;

/// Ok when `proposal` may be made in `game` now; else why not.
pub fn check(game: &Game, map: &Map, proposal: &Proposal) -> Result<(), String> {
    let now = game.position.phase;
    if game.outcome.is_some() {
        return Err(crate::t!("rules-talk-no-game-over"));
    }
    if now.kind != PhaseKind::Movement {
        return Err(crate::t!(
            "rules-talk-no-wrong-phase",
            phase = map.phase_label(now)
        ));
    }
    if proposal.phase != now {
        return Err(crate::t!(
            "rules-talk-no-old-turn",
            phase = map.phase_label(proposal.phase),
            now = map.phase_label(now),
        ));
    }
    let (from, to) = (proposal.from, proposal.to);
    power_in_game(game, map, from)?;
    power_in_game(game, map, to)?;
    if from == to {
        return Err(crate::t!(
            "rules-talk-no-with-itself",
            power = map.power_label(from)
        ));
    }
    check_deal(game, map, from, to, &proposal.deal)
}

/// The power exists on the map and is still in the game.
fn power_in_game(game: &Game, map: &Map, power: PowerId) -> Result<(), String> {
    if power.0 as usize >= map.powers.len() {
        return Err(crate::t!("rules-talk-no-such-power", number = power.0));
    }
    if game.is_eliminated(power) {
        return Err(crate::t!(
            "rules-talk-no-out",
            power = map.power_label(power)
        ));
    }
    Ok(())
}

/// The deal's own parts: years in range, provinces that exist, units owned, moves legal.
fn check_deal(
    game: &Game,
    map: &Map,
    from: PowerId,
    to: PowerId,
    deal: &Deal,
) -> Result<(), String> {
    let pos = &game.position;
    match deal {
        Deal::Peace { years } => years_ok(*years),
        Deal::Dmz { province } => province_ok(map, *province),
        Deal::SupportMine { unit, to: dest } => move_ok(map, pos, from, *unit, *dest),
        Deal::SupportYours { unit, to: dest } => {
            move_ok(map, pos, to, *unit, *dest)?;
            can_support(map, pos, from, *unit, *dest)
        }
        Deal::Moves { mine, yours } => {
            move_ok(map, pos, from, mine.0, mine.1)?;
            move_ok(map, pos, to, yours.0, yours.1)?;
            if mine.1.province == yours.1.province {
                return Err(crate::t!("rules-talk-no-same-province"));
            }
            Ok(())
        }
        Deal::AllianceAgainst { power, years } => {
            years_ok(*years)?;
            power_in_game(game, map, *power)?;
            if *power == from || *power == to {
                return Err(crate::t!("rules-talk-no-third-power"));
            }
            Ok(())
        }
        Deal::Draw => Ok(()),
        Deal::Leave { province } => {
            province_ok(map, *province)?;
            match owned_unit(map, pos, to, *province) {
                Ok(_) => Ok(()),
                Err(e) => Err(e),
            }
        }
    }
}

fn years_ok(years: u8) -> Result<(), String> {
    if (1..=MAX_YEARS).contains(&years) {
        Ok(())
    } else {
        Err(crate::t!(
            "rules-talk-no-years",
            most = MAX_YEARS,
            years = years
        ))
    }
}

fn province_ok(map: &Map, p: ProvinceId) -> Result<(), String> {
    if p.index() < map.provinces.len() {
        Ok(())
    } else {
        Err(crate::t!("rules-talk-no-such-province", number = p.0))
    }
}

/// The unit of `power` in province `p`, or why there is none.
pub fn owned_unit(
    map: &Map,
    pos: &Position,
    power: PowerId,
    p: ProvinceId,
) -> Result<Unit, String> {
    province_ok(map, p)?;
    let here: Vec<&Unit> = pos.units.iter().filter(|u| u.loc.province == p).collect();
    if let Some(u) = here.iter().find(|u| u.power == power) {
        return Ok(**u);
    }
    let place = map.place_label(p);
    let who = map.power_label(power);
    match here.first() {
        Some(u) => Err(crate::t!(
            "rules-talk-no-their-unit",
            province = place,
            owner = map.power_label(u.power),
            power = who,
        )),
        None => Err(crate::t!(
            "rules-talk-no-unit",
            power = who,
            province = place
        )),
    }
}

/// `power`'s unit at `unit` may move to `dest` directly (or hold, `dest == unit`).
fn move_ok(
    map: &Map,
    pos: &Position,
    power: PowerId,
    unit: Location,
    dest: Location,
) -> Result<(), String> {
    let u = owned_unit(map, pos, power, unit.province)?;
    province_ok(map, dest.province)?;
    if dest.province == unit.province || legal_move(map, &u, dest) {
        return Ok(());
    }
    Err(crate::t!(
        "rules-talk-no-move",
        unit = format!("{} {}", u.kind.letter(), map.location_abbr(u.loc)),
        to = map.location_abbr(dest),
    ))
}

/// Whether the unit may move directly to `dest` (any coast when none is named).
pub fn legal_move(map: &Map, u: &Unit, dest: Location) -> bool {
    map.direct_moves(u.kind, u.loc)
        .iter()
        .any(|l| l.province == dest.province && (dest.coast.is_none() || l.coast == dest.coast))
}

/// Whether `power` has a unit, other than the one at `unit`, that could support it into
/// `dest`; else why not.
fn can_support(
    map: &Map,
    pos: &Position,
    power: PowerId,
    unit: Location,
    dest: Location,
) -> Result<(), String> {
    match supporters(map, pos, power, unit, dest).is_empty() {
        false => Ok(()),
        true => Err(crate::t!(
            "rules-talk-no-reach",
            power = map.power_label(power),
            province = map.place_label(dest.province),
        )),
    }
}

/// `power`'s units (not the one at `unit`) that could support a move or hold into `dest`.
pub fn supporters(
    map: &Map,
    pos: &Position,
    power: PowerId,
    unit: Location,
    dest: Location,
) -> Vec<Unit> {
    pos.units
        .iter()
        .filter(|u| u.power == power && u.loc.province != unit.province)
        .filter(|u| map.can_move(u.kind, u.loc, dest.province))
        .copied()
        .collect()
}
