//! Stage two: a syntax tree resolved against a map and position into a [`Written`] order.

use super::syntax::{BodySyntax, OrderSyntax, PlaceSyntax, UnitSyntax};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{AdjustOrder, MainOrder, Order, RetreatOrder, Written};
use crate::engine::position::{PhaseKind, Position, Unit};

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
}

fn phase_name(kind: PhaseKind) -> &'static str {
    match kind {
        PhaseKind::Movement => "movement",
        PhaseKind::Retreat => "retreat",
        PhaseKind::Adjustment => "adjustment",
    }
}

/// Resolves a parsed order. `power` is the power writing the order, when known;
/// otherwise a written nationality or the unit's owner is used.
pub fn resolve_order(
    map: &Map,
    position: &Position,
    power: Option<PowerId>,
    syntax: &OrderSyntax,
) -> Result<Written, MeaningError> {
    let r = Resolver { map, position };
    let written_power = match syntax {
        OrderSyntax::Unit { power: p, .. }
        | OrderSyntax::Build { power: p, .. }
        | OrderSyntax::Remove { power: p, .. }
        | OrderSyntax::Waive { power: p } => p,
    };
    let power = match (power, written_power) {
        (Some(p), _) => Some(p),
        (None, Some(name)) => Some(
            map.find_power(name)
                .ok_or_else(|| MeaningError::UnknownPower(name.clone()))?,
        ),
        (None, None) => None,
    };
    let phase = position.phase.kind;
    match syntax {
        OrderSyntax::Build { kind, place, .. } => {
            r.expect_phase(PhaseKind::Adjustment, "build")?;
            let power = power.ok_or(MeaningError::NoPower)?;
            let at = r.location(place, *kind)?;
            Ok(Written {
                power,
                kind: *kind,
                at,
                order: Order::Adjust(AdjustOrder::Build { kind: *kind, at }),
                counts: Default::default(),
            })
        }
        OrderSyntax::Waive { .. } => {
            r.expect_phase(PhaseKind::Adjustment, "waive")?;
            let power = power.ok_or(MeaningError::NoPower)?;
            Ok(Written {
                power,
                kind: None,
                at: Location::province(ProvinceId(0)),
                order: Order::Adjust(AdjustOrder::Waive),
                counts: Default::default(),
            })
        }
        OrderSyntax::Remove { kind, place, .. } => {
            let p = r.province(&place.name)?;
            match phase {
                PhaseKind::Adjustment => {
                    let unit = r.unit_on_board(p, power)?;
                    Ok(Written {
                        power: unit.power,
                        kind: *kind,
                        at: unit.loc,
                        order: Order::Adjust(AdjustOrder::Remove { at: p }),
                        counts: Default::default(),
                    })
                }
                PhaseKind::Retreat => {
                    let unit = r.dislodged(p, power)?;
                    Ok(Written {
                        power: unit.power,
                        kind: *kind,
                        at: unit.loc,
                        order: Order::Retreat(RetreatOrder::Disband),
                        counts: Default::default(),
                    })
                }
                PhaseKind::Movement => Err(MeaningError::WrongPhase("removal", "movement")),
            }
        }
        OrderSyntax::Unit { unit, body, .. } => match phase {
            PhaseKind::Movement => r.movement(power, unit, body),
            PhaseKind::Retreat => r.retreat(power, unit, body),
            PhaseKind::Adjustment => match body {
                BodySyntax::Disband => {
                    let place = unit.place.as_ref().ok_or(MeaningError::NoPower)?;
                    let p = r.province(&place.name)?;
                    let u = r.unit_on_board(p, power)?;
                    Ok(Written {
                        power: u.power,
                        kind: unit.kind,
                        at: u.loc,
                        order: Order::Adjust(AdjustOrder::Remove { at: p }),
                        counts: Default::default(),
                    })
                }
                _ => Err(MeaningError::WrongPhase("unit", "adjustment")),
            },
        },
    }
}

struct Resolver<'a> {
    map: &'a Map,
    position: &'a Position,
}

impl Resolver<'_> {
    fn expect_phase(&self, kind: PhaseKind, what: &'static str) -> Result<(), MeaningError> {
        if self.position.phase.kind == kind {
            Ok(())
        } else {
            Err(MeaningError::WrongPhase(
                what,
                phase_name(self.position.phase.kind),
            ))
        }
    }

    fn province(&self, name: &str) -> Result<ProvinceId, MeaningError> {
        if let Some(p) = self
            .map
            .find_province(name)
            .or_else(|| self.map.find_province_prefix(name))
        {
            return Ok(p);
        }
        Err(MeaningError::UnknownProvince(name.to_string()))
    }

    /// A place, keeping a written coast only where the province has that coast and
    /// the unit could be a fleet (coasts on armies and plain provinces are ignored, 4.B.6).
    fn location(
        &self,
        place: &PlaceSyntax,
        kind: Option<UnitKind>,
    ) -> Result<Location, MeaningError> {
        let p = self.province(&place.name)?;
        let prov = self.map.province(p);
        let coast = match place.coast {
            Some(c) if kind != Some(UnitKind::Army) && prov.has_split_coasts() => Some(c),
            _ => None,
        };
        Ok(Location { province: p, coast })
    }

    fn power_name(&self, p: PowerId) -> String {
        self.map.power(p).name.clone()
    }

    fn unit_on_board(&self, p: ProvinceId, power: Option<PowerId>) -> Result<Unit, MeaningError> {
        let i = self
            .position
            .unit_at(p)
            .ok_or_else(|| MeaningError::NoUnit(self.map.province(p).name.clone()))?;
        let u = self.position.units[i];
        self.check_owner(u, power)?;
        Ok(u)
    }

    fn dislodged(&self, p: ProvinceId, power: Option<PowerId>) -> Result<Unit, MeaningError> {
        let d = self
            .position
            .dislodged
            .iter()
            .find(|d| d.unit.loc.province == p)
            .ok_or_else(|| MeaningError::NotDislodged(self.map.province(p).name.clone()))?;
        self.check_owner(d.unit, power)?;
        Ok(d.unit)
    }

    fn check_owner(&self, u: Unit, power: Option<PowerId>) -> Result<(), MeaningError> {
        match power {
            Some(pw) if pw != u.power => Err(MeaningError::NotYourUnit {
                place: self.map.province(u.loc.province).name.clone(),
                owner: self.power_name(u.power),
                power: self.power_name(pw),
            }),
            _ => Ok(()),
        }
    }

    /// The province of a unit named in a support or convoy; a written nationality
    /// is ignored (4.C.5, 4.C.6) but a nationality mistaken for a place is skipped.
    fn other_unit_place(&self, u: &UnitSyntax) -> Result<ProvinceId, MeaningError> {
        let place = u.place.as_ref().ok_or_else(|| {
            MeaningError::NoUnitFits("name the supported or convoyed unit's province".into())
        })?;
        match self.province(&place.name) {
            Ok(p) => Ok(p),
            Err(e) => {
                // `Turkish Bul`: drop a leading nationality.
                if let Some((first, rest)) = place.name.split_once(' ')
                    && self.map.find_power(first).is_some()
                {
                    return self.province(rest);
                }
                Err(e)
            }
        }
    }

    fn movement(
        &self,
        power: Option<PowerId>,
        unit: &UnitSyntax,
        body: &BodySyntax,
    ) -> Result<Written, MeaningError> {
        let order = match body {
            BodySyntax::Hold => MainOrder::Hold,
            BodySyntax::Disband => return Err(MeaningError::WrongPhase("disband", "movement")),
            BodySyntax::Move { to, via_convoy } => MainOrder::Move {
                to: self.location(to, unit.kind)?,
                via_convoy: *via_convoy,
            },
            BodySyntax::Support { unit: other, to } => {
                let from = self.other_unit_place(other)?;
                match to {
                    None => MainOrder::SupportHold { target: from },
                    Some(t) => MainOrder::SupportMove {
                        from,
                        to: self.location(t, other.kind)?,
                    },
                }
            }
            BodySyntax::Convoy { unit: other, to } => MainOrder::Convoy {
                from: self.other_unit_place(other)?,
                to: self.province(&to.name)?,
            },
        };
        let u = match &unit.place {
            Some(place) => self.unit_on_board(self.province(&place.name)?, power)?,
            None => self.only_unit_that_can(power, unit.kind, &order)?,
        };
        Ok(Written {
            power: power.unwrap_or(u.power),
            kind: unit.kind,
            at: u.loc,
            order: Order::Main(order),
            counts: Default::default(),
        })
    }

    /// II.3 example 4: "Army to Serbia" names the one unit that can do it.
    fn only_unit_that_can(
        &self,
        power: Option<PowerId>,
        kind: Option<UnitKind>,
        order: &MainOrder,
    ) -> Result<Unit, MeaningError> {
        let power = power.ok_or(MeaningError::NoPower)?;
        let fits: Vec<Unit> = self
            .position
            .units
            .iter()
            .copied()
            .filter(|u| u.power == power && kind.is_none_or(|k| k == u.kind))
            .filter(|u| match *order {
                MainOrder::Move { to, .. } => self.map.can_move(u.kind, u.loc, to.province),
                MainOrder::SupportHold { target } => self.map.can_move(u.kind, u.loc, target),
                MainOrder::SupportMove { to, .. } => self.map.can_move(u.kind, u.loc, to.province),
                MainOrder::Convoy { .. } => {
                    u.kind == UnitKind::Fleet && self.map.province(u.loc.province).is_sea()
                }
                MainOrder::Hold => true,
            })
            .collect();
        match fits.len() {
            1 => Ok(fits[0]),
            0 => Err(MeaningError::NoUnitFits(
                "no unit of that kind can reach there".into(),
            )),
            _ => Err(MeaningError::Ambiguous(
                fits.iter()
                    .map(|u| format!("{} {}", u.kind.letter(), self.map.location_abbr(u.loc)))
                    .collect::<Vec<_>>()
                    .join(" and "),
            )),
        }
    }

    fn retreat(
        &self,
        power: Option<PowerId>,
        unit: &UnitSyntax,
        body: &BodySyntax,
    ) -> Result<Written, MeaningError> {
        let place = unit.place.as_ref().ok_or_else(|| {
            MeaningError::NoUnitFits("name the retreating unit's province".into())
        })?;
        let p = self.province(&place.name)?;
        let u = self.dislodged(p, power)?;
        let order = match body {
            BodySyntax::Move { to, .. } => RetreatOrder::Retreat(self.location(to, Some(u.kind))?),
            BodySyntax::Disband => RetreatOrder::Disband,
            BodySyntax::Hold => return Err(MeaningError::WrongPhase("hold", "retreat")),
            BodySyntax::Support { .. } => {
                return Err(MeaningError::WrongPhase("support", "retreat"));
            }
            BodySyntax::Convoy { .. } => return Err(MeaningError::WrongPhase("convoy", "retreat")),
        };
        Ok(Written {
            power: power.unwrap_or(u.power),
            kind: unit.kind,
            at: u.loc,
            order: Order::Retreat(order),
            counts: Default::default(),
        })
    }
}
