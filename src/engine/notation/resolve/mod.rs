//! Stage two: a syntax tree resolved against a map and position into [`Written`] orders,
//! one unit per province on the standard boards ([`single`]) and counted units where the
//! map lets them stack ([`stacked`]); `sup by` adds the supporters' own orders.

mod single;
mod stacked;

use super::syntax::{OrderSyntax, PlaceSyntax, UnitSyntax};
use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::order::{MainOrder, Order, Written};
use crate::engine::position::{PhaseKind, Position};

/// Why a well-formed order does not fit the board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MeaningError {
    #[error("`{0}` is not a province on this board")]
    UnknownProvince(String),
    #[error("`{0}` is not a power in this game")]
    UnknownPower(String),
    #[error("there is no unit in {0}")]
    NoUnit(String),
    #[error("the unit in {place} belongs to {owner}, not {power}")]
    NotYourUnit {
        place: String,
        owner: String,
        power: String,
    },
    #[error("no unit of yours can do that: {0}")]
    NoUnitFits(String),
    #[error("ambiguous: {0} could each be meant, so the order is void (II.3)")]
    Ambiguous(String),
    #[error("{0} orders are not given in a {1} phase")]
    WrongPhase(&'static str, &'static str),
    #[error("the unit in {0} was not dislodged and has no retreat to make")]
    NotDislodged(String),
    #[error("say which power gives this order")]
    NoPower,
    #[error("{0} has no coast called {1}")]
    NoSuchCoast(String, &'static str),
    #[error("there is no {kind} in {place}")]
    NoUnits { kind: &'static str, place: String },
    #[error("the units in {place} belong to {owner}, not {power}")]
    NotYourUnits {
        place: String,
        owner: String,
        power: String,
    },
    #[error("{ordered} ordered but only {present} {kind} in {place}")]
    TooFew {
        ordered: u32,
        present: u32,
        kind: &'static str,
        place: String,
    },
    #[error("only one unit may be built in a province per adjustment")]
    BuildCount,
    #[error("say which units in {0}: A or F")]
    KindNeeded(String),
    #[error("write each unit's order on its own line")]
    OneOrderOnly,
}

fn phase_name(kind: PhaseKind) -> &'static str {
    match kind {
        PhaseKind::Movement => "movement",
        PhaseKind::Retreat => "retreat",
        PhaseKind::Adjustment => "adjustment",
    }
}

/// Finds a power by name, adjective, alias, or its unique initial (`E`, `FA` gives `F`).
pub fn find_power_loose(map: &Map, name: &str) -> Option<PowerId> {
    if let Some(p) = map.find_power(name) {
        return Some(p);
    }
    let mut chars = name.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return None;
    };
    let mut found = map.power_ids().filter(|p| {
        map.power(*p)
            .name
            .chars()
            .next()
            .is_some_and(|f| f.eq_ignore_ascii_case(&c))
    });
    match (found.next(), found.next()) {
        (Some(p), None) => Some(p),
        _ => None,
    }
}

/// Resolves a parsed order into the orders it gives: one, or with `sup by` the supporters'
/// too. `power` is the power writing the order, when known; otherwise a written nationality
/// or the unit's owner is used.
pub fn resolve_orders(
    map: &Map,
    position: &Position,
    power: Option<PowerId>,
    syntax: &OrderSyntax,
) -> Result<Vec<Written>, MeaningError> {
    let written = match syntax {
        OrderSyntax::Unit { power: p, .. }
        | OrderSyntax::Build { power: p, .. }
        | OrderSyntax::Remove { power: p, .. }
        | OrderSyntax::Waive { power: p } => p.as_deref(),
    };
    let named = |name: &str| {
        find_power_loose(map, name).ok_or_else(|| MeaningError::UnknownPower(name.into()))
    };
    let power = match (power, written) {
        // Where units stack, a power written before the colon must be the writer.
        (Some(p), Some(name)) if Rulebook::of(map).orders_part_of_stacks() => {
            let named = named(name)?;
            if named != p {
                return Err(MeaningError::NotYourUnits {
                    place: name.to_string(),
                    owner: map.power(named).name.clone(),
                    power: map.power(p).name.clone(),
                });
            }
            Some(p)
        }
        (Some(p), _) => Some(p),
        (None, Some(name)) => Some(named(name)?),
        (None, None) => None,
    };
    let r = Resolver {
        map,
        position,
        power,
    };
    let main = if Rulebook::of(map).orders_part_of_stacks() {
        r.stacked(syntax)?
    } else {
        r.single(syntax)?
    };
    let mut out = vec![main];
    if let OrderSyntax::Unit { supported_by, .. } = syntax {
        for helper in supported_by {
            out.push(if Rulebook::of(map).orders_part_of_stacks() {
                r.stacked_helper(helper, &main)?
            } else {
                r.single_helper(helper, &main)?
            });
        }
    }
    Ok(out)
}

/// What a helper named after `sup by` is ordered to do: support the main order.
fn support_for(main: &Written) -> Order {
    Order::Main(match main.order {
        Order::Main(MainOrder::Move { to, .. }) => MainOrder::SupportMove {
            from: main.at.province,
            to,
        },
        _ => MainOrder::SupportHold {
            target: main.at.province,
        },
    })
}

/// The map, the position and the power an order is resolved for.
struct Resolver<'a> {
    map: &'a Map,
    position: &'a Position,
    power: Option<PowerId>,
}

impl Resolver<'_> {
    fn province(&self, name: &str) -> Result<ProvinceId, MeaningError> {
        self.map
            .find_province(name)
            .or_else(|| self.map.find_province_prefix(name))
            .ok_or_else(|| MeaningError::UnknownProvince(name.to_string()))
    }

    fn wrong_phase(&self, what: &'static str) -> MeaningError {
        MeaningError::WrongPhase(what, phase_name(self.position.phase.kind))
    }

    fn power_name(&self, p: PowerId) -> String {
        self.map.power(p).name.clone()
    }
}

/// The place of a build or removal (the parser always gives one).
fn place_of(unit: &UnitSyntax) -> Result<&PlaceSyntax, MeaningError> {
    unit.place
        .as_ref()
        .ok_or_else(|| MeaningError::NoUnitFits("name the unit's province".into()))
}
