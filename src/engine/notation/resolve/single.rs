//! Resolving on a board with one unit per province: the unit is found by its place alone,
//! a written coast counts only where it can (4.B.6), and "Army to Serbia" names the one
//! unit that can do it (II.3).

use super::{MeaningError, Resolver, place_of, support_for};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::notation::syntax::{BodySyntax, OrderSyntax, PlaceSyntax, UnitSyntax};
use crate::engine::order::{AdjustOrder, MainOrder, Order, RetreatOrder, Written};
use crate::engine::position::{PhaseKind, Unit};

impl Resolver<'_> {
    /// The one order a parsed order gives on this board.
    pub(super) fn single(&self, syntax: &OrderSyntax) -> Result<Written, MeaningError> {
        let power = self.power;
        let phase = self.position.phase.kind;
        match syntax {
            OrderSyntax::Build { unit, .. } => {
                self.expect_phase(PhaseKind::Adjustment, "build")?;
                let power = power.ok_or(MeaningError::NoPower)?;
                let at = self.location(place_of(unit)?, unit.kind)?;
                Ok(Written {
                    power,
                    kind: unit.kind,
                    at,
                    order: Order::Adjust(AdjustOrder::Build {
                        kind: unit.kind,
                        at,
                    }),
                    counts: Default::default(),
                })
            }
            OrderSyntax::Waive { .. } => {
                self.expect_phase(PhaseKind::Adjustment, "waive")?;
                let power = power.ok_or(MeaningError::NoPower)?;
                Ok(Written {
                    power,
                    kind: None,
                    at: Location::province(ProvinceId(0)),
                    order: Order::Adjust(AdjustOrder::Waive),
                    counts: Default::default(),
                })
            }
            OrderSyntax::Remove { unit, .. } => {
                self.one_unit(unit)?;
                let p = self.province(&place_of(unit)?.name)?;
                let (u, order) = match phase {
                    PhaseKind::Adjustment => (
                        self.unit_on_board(p, power)?,
                        Order::Adjust(AdjustOrder::Remove { at: p }),
                    ),
                    PhaseKind::Retreat => (
                        self.dislodged(p, power)?,
                        Order::Retreat(RetreatOrder::Disband),
                    ),
                    PhaseKind::Movement => {
                        return Err(MeaningError::WrongPhase("removal", "movement"));
                    }
                };
                Ok(Written {
                    power: u.power,
                    kind: unit.kind,
                    at: u.loc,
                    order,
                    counts: Default::default(),
                })
            }
            OrderSyntax::Unit { unit, body, .. } => {
                self.one_unit(unit)?;
                match phase {
                    PhaseKind::Movement => self.movement(power, unit, body),
                    PhaseKind::Retreat => self.retreat(power, unit, body),
                    PhaseKind::Adjustment => match body {
                        BodySyntax::Disband => {
                            let place = unit.place.as_ref().ok_or(MeaningError::NoPower)?;
                            let p = self.province(&place.name)?;
                            let u = self.unit_on_board(p, power)?;
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
                }
            }
        }
    }

    /// The order of a unit named after `sup by`: support for `main`.
    pub(super) fn single_helper(
        &self,
        helper: &UnitSyntax,
        main: &Written,
    ) -> Result<Written, MeaningError> {
        self.one_unit(helper)?;
        let place = helper.place.as_ref().ok_or_else(|| {
            MeaningError::NoUnitFits("name the supporting unit's province".into())
        })?;
        let u = self.unit_on_board(self.province(&place.name)?, None)?;
        Ok(Written {
            power: u.power,
            kind: helper.kind,
            at: u.loc,
            order: support_for(main),
            counts: Default::default(),
        })
    }

    /// A count above one cannot be met where one unit fills a province.
    fn one_unit(&self, unit: &UnitSyntax) -> Result<(), MeaningError> {
        match unit.count {
            Some(ordered) if ordered > 1 => Err(MeaningError::TooFew {
                ordered,
                present: 1,
                kind: unit.kind.map_or("unit", UnitKind::name),
                place: unit
                    .place
                    .as_ref()
                    .map_or(String::new(), |p| p.name.clone()),
            }),
            _ => Ok(()),
        }
    }

    fn expect_phase(&self, kind: PhaseKind, what: &'static str) -> Result<(), MeaningError> {
        if self.position.phase.kind == kind {
            Ok(())
        } else {
            Err(self.wrong_phase(what))
        }
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
            BodySyntax::Move {
                to,
                via_convoy,
                through,
            } => {
                for place in through {
                    self.province(&place.name)?;
                }
                MainOrder::Move {
                    to: self.location(to, unit.kind)?,
                    via_convoy: *via_convoy,
                }
            }
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
                MainOrder::Convoy { .. } => crate::engine::adjudicate::may_convoy(self.map, u),
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
                    .map(|u| crate::engine::notation::format::unit_place(self.map, u.kind, u.loc))
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
