//! One order checked on its own, before anything is adjudicated: what the order screen
//! tells a player while they write (the reason an order would be void, or a note).

use super::adjustment::buildable;
use super::alone::check_move;
use super::convoy::necessary_seas;
use super::hooks::{escort_needed, main_refusal, rail_route, retreat_refusal};
use super::outcome::VoidReason;
use super::retreat::legal_retreats;
use crate::engine::ids::UnitKind;
use crate::engine::map::Map;
use crate::engine::order::{AdjustOrder, MainOrder, Order, RetreatOrder, Written};
use crate::engine::position::{PhaseKind, Position};
use crate::engine::rules::Rules;

/// What a player should know about an order they have just written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Check {
    /// The order can be carried out if nothing stops it.
    Fine,
    /// It can work, with a condition (a convoy is needed, a supported unit must move).
    Note(String),
    /// It cannot work: the unit will stand (or the build or retreat fails), and why.
    Void(String),
}

impl Check {
    /// Whether the order can never be carried out.
    pub fn is_void(&self) -> bool {
        matches!(self, Check::Void(_))
    }
}

fn void(reason: VoidReason) -> Check {
    Check::Void(reason.describe().to_string())
}

/// Checks one written order against the board, ignoring every other order.
pub fn check_alone(map: &Map, position: &Position, rules: &Rules, w: &Written) -> Check {
    match (position.phase.kind, w.order) {
        (PhaseKind::Movement, Order::Main(o)) => check_main(map, position, w, o),
        (PhaseKind::Retreat, Order::Retreat(o)) => check_retreat(map, position, rules, w, o),
        (PhaseKind::Adjustment, Order::Adjust(o)) => check_adjust(map, position, w, o),
        _ => Check::Void("that kind of order is not given in this phase".into()),
    }
}

fn check_main(map: &Map, position: &Position, w: &Written, order: MainOrder) -> Check {
    let Some(i) = position.unit_at(w.at.province) else {
        return void(VoidReason::NoSuchUnit);
    };
    let unit = position.units[i];
    let name = |p| map.province(p).name.clone();
    if let Some(r) = main_refusal(map, position, &unit, &order) {
        return Check::Void(r.describe(map, position));
    }
    match order {
        MainOrder::Hold => Check::Fine,
        MainOrder::Move { mut to, via_convoy } => {
            if let Some((coast, sea)) = escort_needed(map, position.phase, &unit, to.province) {
                let fleet_there = position
                    .unit_at(sea)
                    .is_some_and(|f| position.units[f].kind == UnitKind::Fleet);
                let reason = super::HookReason::EscortMissing {
                    province: coast,
                    sea,
                };
                if !fleet_there {
                    return Check::Void(reason.describe(map, position));
                }
                if check_move(map, unit.kind, unit.loc, &mut to.clone()).is_none() {
                    return Check::Note(format!(
                        "in {} this move stands only if the fleet in the {} supports it and \
                         that support is not cut",
                        map.turn_name(crate::engine::map::Turn::Fall),
                        name(sea)
                    ));
                }
            }
            match check_move(map, unit.kind, unit.loc, &mut to) {
                None if via_convoy => Check::Note("goes by convoy: fleets must carry it".into()),
                None => Check::Fine,
                Some(VoidReason::NotAdjacent) if rail_route(map, &unit, to.province).is_some() => {
                    Check::Note(format!(
                        "goes by railroad: it stops at the last station before one that is \
                         occupied or attacked this turn, or stays in {}",
                        name(unit.loc.province)
                    ))
                }
                Some(VoidReason::NotAdjacent)
                    if unit.kind == UnitKind::Army
                        && !necessary_seas(map, unit.loc.province, to.province).is_empty() =>
                {
                    Check::Note(format!(
                        "{} is not next to {}: fleets must convoy this army",
                        name(to.province),
                        name(unit.loc.province)
                    ))
                }
                Some(r) => void(r),
            }
        }
        MainOrder::SupportHold { target } => {
            if target == unit.loc.province {
                void(VoidReason::SupportsItself)
            } else if !map.can_move(unit.kind, unit.loc, target) {
                void(VoidReason::CannotReach)
            } else if position.unit_at(target).is_none() {
                void(VoidReason::NoSuchUnit)
            } else {
                Check::Fine
            }
        }
        MainOrder::SupportMove { from, to } => {
            if from == unit.loc.province || to.province == unit.loc.province {
                return void(VoidReason::SupportsItself);
            }
            if !map.can_move(unit.kind, unit.loc, to.province) {
                return void(VoidReason::CannotReach);
            }
            let Some(j) = position.unit_at(from) else {
                return void(VoidReason::NoSuchUnit);
            };
            let other = position.units[j];
            if rail_route(map, &other, to.province).is_some() {
                return Check::Void(super::HookReason::RailUnsupported.describe(map, position));
            }
            let supported = MainOrder::Move {
                to,
                via_convoy: false,
            };
            if let Some(r) = main_refusal(map, position, &other, &supported) {
                return Check::Void(format!(
                    "the unit in {} cannot move to {}: {}",
                    name(from),
                    name(to.province),
                    r.describe(map, position)
                ));
            }
            let mut dest = to;
            match check_move(map, other.kind, other.loc, &mut dest) {
                None => Check::Fine,
                Some(VoidReason::NotAdjacent)
                    if other.kind == UnitKind::Army
                        && !necessary_seas(map, from, to.province).is_empty() =>
                {
                    Check::Note("the supported army can only get there by convoy".into())
                }
                Some(VoidReason::CoastNotSpecified) => Check::Fine,
                Some(_) => Check::Void(format!(
                    "the unit in {} cannot move to {}",
                    name(from),
                    name(to.province)
                )),
            }
        }
        MainOrder::Convoy { from, to } => {
            if unit.kind != UnitKind::Fleet || !map.province(unit.loc.province).is_sea() {
                return void(VoidReason::ConvoyNotAtSea);
            }
            match position.unit_at(from).map(|j| position.units[j].kind) {
                None => void(VoidReason::NoSuchUnit),
                Some(UnitKind::Fleet) => void(VoidReason::ConvoyNotArmy),
                Some(UnitKind::Army)
                    if !necessary_seas(map, from, to).contains(&unit.loc.province) =>
                {
                    void(VoidReason::ConvoyNotOnRoute)
                }
                Some(UnitKind::Army) => Check::Fine,
            }
        }
    }
}

fn check_retreat(
    map: &Map,
    position: &Position,
    rules: &Rules,
    w: &Written,
    order: RetreatOrder,
) -> Check {
    let Some(d) = position
        .dislodged
        .iter()
        .find(|d| d.unit.loc.province == w.at.province)
    else {
        return Check::Void("no dislodged unit there".into());
    };
    let RetreatOrder::Retreat(to) = order else {
        return Check::Fine;
    };
    if let Some(r) = retreat_refusal(map, position.phase, &d.unit, to.province) {
        return Check::Void(r.describe(map, position));
    }
    let options = legal_retreats(map, position, rules, d);
    let fits = options
        .iter()
        .filter(|l| l.province == to.province && (to.coast.is_none() || l.coast == to.coast))
        .count();
    match fits {
        1 => Check::Fine,
        0 if options.is_empty() => Check::Void("this unit has nowhere to retreat".into()),
        0 => Check::Void(format!(
            "cannot retreat there; it may go to {}",
            options
                .iter()
                .map(|l| map.location_abbr(*l))
                .collect::<Vec<_>>()
                .join(", ")
        )),
        _ => void(VoidReason::CoastNotSpecified),
    }
}

fn check_adjust(map: &Map, position: &Position, w: &Written, order: AdjustOrder) -> Check {
    let due = position.centre_count(w.power) as i64 - position.unit_count(w.power) as i64;
    match order {
        AdjustOrder::Waive if due > 0 => Check::Fine,
        AdjustOrder::Build { kind, at } if due > 0 => {
            match buildable(map, position, w.power, kind, at) {
                Ok(_) => Check::Fine,
                Err(super::AdjustVerdict::WrongUnit) => Check::Void(
                    "that unit cannot stand there (say army or fleet, and the coast)".into(),
                ),
                Err(_) => {
                    Check::Void("builds go only on your own vacant home supply centres".into())
                }
            }
        }
        AdjustOrder::Remove { at } if due < 0 => {
            if position
                .units
                .iter()
                .any(|u| u.power == w.power && u.loc.province == at)
            {
                Check::Fine
            } else {
                Check::Void("you have no unit there".into())
            }
        }
        AdjustOrder::Remove { .. } => Check::Void("you have no units to remove".into()),
        _ => Check::Void("you have no builds due".into()),
    }
}
