//! Resolving where units stack (Multiplomacy): units are found by place, kind and count, a
//! written coast must exist, and the counts and supported units written fill [`Counts`].

use super::{MeaningError, Resolver, place_of, support_for};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::notation::syntax::{BodySyntax, OrderSyntax, PlaceSyntax, UnitSyntax};
use crate::engine::order::{AdjustOrder, Counts, MainOrder, Order, Piece, RetreatOrder, Written};
use crate::engine::position::{PhaseKind, Unit};

/// The units a description names: their owner, place, kind and the count written.
struct Stack {
    owner: PowerId,
    at: Location,
    kind: UnitKind,
    count: Option<u32>,
}

impl Resolver<'_> {
    /// The order a parsed counted order gives (without its `sup by` helpers).
    pub(super) fn stacked(&self, syntax: &OrderSyntax) -> Result<Written, MeaningError> {
        let phase = self.position.phase.kind;
        let (unit, body) = match (syntax, phase) {
            (OrderSyntax::Build { unit, .. }, PhaseKind::Adjustment) => return self.build(unit),
            (OrderSyntax::Build { .. }, _) => return Err(self.wrong_phase("build")),
            (OrderSyntax::Waive { .. }, _) => return self.single(syntax),
            (OrderSyntax::Remove { .. }, PhaseKind::Movement)
            | (
                OrderSyntax::Unit {
                    body: BodySyntax::Disband,
                    ..
                },
                PhaseKind::Movement,
            ) => return Err(self.wrong_phase("remove or disband")),
            (OrderSyntax::Remove { unit, .. }, _) => (unit, &BodySyntax::Disband),
            (OrderSyntax::Unit { unit, body, .. }, _) => (unit, body),
        };
        match (body, phase) {
            (BodySyntax::Move { .. } | BodySyntax::Disband, PhaseKind::Retreat) => {}
            (_, PhaseKind::Retreat) => return Err(self.wrong_phase("stand, support or convoy")),
            (BodySyntax::Disband, PhaseKind::Adjustment) => {}
            (_, PhaseKind::Adjustment) => return Err(self.wrong_phase("movement")),
            _ => {}
        }
        let stack = self.stack(unit, self.power)?;
        let mut counts = Counts {
            count: stack.count,
            ..Counts::default()
        };
        let order = match body {
            BodySyntax::Hold => Order::Main(MainOrder::Hold),
            BodySyntax::Move {
                to,
                via_convoy,
                through,
            } => {
                for place in through {
                    self.province(&place.name)?;
                }
                let to = self.fill_coast(stack.kind, stack.at, self.coasted(to)?);
                if phase == PhaseKind::Retreat {
                    Order::Retreat(RetreatOrder::Retreat(to))
                } else {
                    Order::Main(MainOrder::Move {
                        to,
                        via_convoy: *via_convoy,
                    })
                }
            }
            BodySyntax::Support { unit: target, to } => {
                let from = self.target_province(target)?;
                counts.power = self.piece_power(target)?;
                counts.pieces = pieces(target)?;
                Order::Main(match to {
                    Some(to) => MainOrder::SupportMove {
                        from,
                        to: self.coasted(to)?,
                    },
                    None => MainOrder::SupportHold { target: from },
                })
            }
            BodySyntax::Convoy { unit: target, to } => {
                counts.power = self.piece_power(target)?;
                let written = target
                    .count
                    .into_iter()
                    .chain(target.more.iter().filter_map(|p| p.count));
                let armies: Vec<u32> = written.collect();
                counts.pieces[0] = Some(Piece {
                    count: (!armies.is_empty()).then(|| armies.iter().sum()),
                    kind: UnitKind::Army,
                });
                Order::Main(MainOrder::Convoy {
                    from: self.target_province(target)?,
                    to: self.coasted(to)?.province,
                })
            }
            BodySyntax::Disband if phase == PhaseKind::Retreat => {
                Order::Retreat(RetreatOrder::Disband)
            }
            BodySyntax::Disband => Order::Adjust(AdjustOrder::Remove {
                at: stack.at.province,
            }),
        };
        Ok(Written {
            power: stack.owner,
            kind: Some(stack.kind),
            at: stack.at,
            order,
            counts,
        })
    }

    /// The order of units named after `sup by`: support for `main`, naming its units.
    pub(super) fn stacked_helper(
        &self,
        helper: &UnitSyntax,
        main: &Written,
    ) -> Result<Written, MeaningError> {
        let stack = self.stack(helper, None)?;
        Ok(Written {
            power: stack.owner,
            kind: Some(stack.kind),
            at: stack.at,
            order: support_for(main),
            counts: Counts {
                count: stack.count,
                pieces: [
                    main.kind.map(|kind| Piece {
                        count: main.counts.count,
                        kind,
                    }),
                    None,
                ],
                power: (stack.owner != main.power).then_some(main.power),
            },
        })
    }

    fn build(&self, unit: &UnitSyntax) -> Result<Written, MeaningError> {
        let written = match &unit.power {
            Some(name) => Some(self.power_named(name)?),
            None => None,
        };
        let power = self.power.or(written).ok_or(MeaningError::NoPower)?;
        let place = place_of(unit)?;
        let kind = unit
            .kind
            .ok_or_else(|| MeaningError::KindNeeded(place.name.clone()))?;
        if unit.count.unwrap_or(1) > 1 {
            return Err(MeaningError::BuildCount);
        }
        let at = self.coasted(place)?;
        Ok(Written {
            power,
            kind: Some(kind),
            at,
            order: Order::Adjust(AdjustOrder::Build {
                kind: Some(kind),
                at,
            }),
            counts: Counts {
                count: unit.count,
                ..Counts::default()
            },
        })
    }

    fn power_named(&self, name: &str) -> Result<PowerId, MeaningError> {
        super::find_power_loose(self.map, name)
            .ok_or_else(|| MeaningError::UnknownPower(name.into()))
    }

    /// A place with a coast only if the province has that coast.
    fn coasted(&self, place: &PlaceSyntax) -> Result<Location, MeaningError> {
        let p = self.province(&place.name)?;
        if let Some(c) = place.coast {
            let prov = self.map.province(p);
            if !prov.coasts.iter().any(|d| d.coast == c) {
                return Err(MeaningError::NoSuchCoast(prov.abbr.clone(), c.code()));
            }
        }
        Ok(Location {
            province: p,
            coast: place.coast,
        })
    }

    fn target_province(&self, target: &UnitSyntax) -> Result<ProvinceId, MeaningError> {
        let place = target.place.as_ref().ok_or_else(|| {
            MeaningError::NoUnitFits("name the supported or convoyed units' province".into())
        })?;
        Ok(self.coasted(place)?.province)
    }

    /// The first power written in a description of units (`sup 1 I A Ven`).
    fn piece_power(&self, unit: &UnitSyntax) -> Result<Option<PowerId>, MeaningError> {
        let written = unit
            .power
            .iter()
            .chain(unit.more.iter().filter_map(|p| p.power.as_ref()));
        match written.into_iter().next() {
            Some(name) => Ok(Some(self.power_named(name)?)),
            None => Ok(None),
        }
    }

    /// The units a description names (on the board, or dislodged in a retreat phase).
    fn stack(&self, unit: &UnitSyntax, wanted: Option<PowerId>) -> Result<Stack, MeaningError> {
        let place = unit
            .place
            .as_ref()
            .ok_or_else(|| MeaningError::NoUnitFits("name the units' province".into()))?;
        let at = self.coasted(place)?;
        let kind = unit
            .kind
            .ok_or_else(|| MeaningError::KindNeeded(place.name.clone()))?;
        let pool: Vec<Unit> = if self.position.phase.kind == PhaseKind::Retreat {
            self.position.dislodged.iter().map(|d| d.unit).collect()
        } else {
            self.position.units.clone()
        };
        let fits: Vec<&Unit> = pool
            .iter()
            .filter(|u| {
                u.loc.province == at.province
                    && u.kind == kind
                    && (at.coast.is_none() || u.loc.coast == at.coast)
            })
            .collect();
        let place = self.map.location_abbr(at);
        let Some(first) = fits.first() else {
            return Err(MeaningError::NoUnits {
                kind: kind.name(),
                place,
            });
        };
        let owner = first.power;
        let written = match &unit.power {
            Some(name) => Some(self.power_named(name)?),
            None => None,
        };
        for want in [wanted, written].into_iter().flatten() {
            if want != owner {
                return Err(MeaningError::NotYourUnits {
                    place,
                    owner: self.power_name(owner),
                    power: self.power_name(want),
                });
            }
        }
        let ordered = unit.count.unwrap_or(1);
        let present = fits.iter().filter(|u| u.power == owner).count() as u32;
        if ordered > present {
            return Err(MeaningError::TooFew {
                ordered,
                present,
                kind: kind.name(),
                place,
            });
        }
        Ok(Stack {
            owner,
            at,
            kind,
            count: unit.count,
        })
    }

    /// Fills in the coast of a fleet move when only one coast of the target can be reached.
    fn fill_coast(&self, kind: UnitKind, from: Location, mut to: Location) -> Location {
        if kind == UnitKind::Fleet && to.coast.is_none() {
            let units = self.position.units.iter().map(|u| u.loc);
            let froms: Vec<Location> = units
                .filter(|l| l.province == from.province)
                .chain(std::iter::once(from))
                .collect();
            let mut coasts: Vec<Location> = froms
                .iter()
                .flat_map(|f| self.map.fleet_moves(*f).iter().copied())
                .filter(|l| l.province == to.province && l.coast.is_some())
                .collect();
            coasts.sort();
            coasts.dedup();
            if coasts.len() == 1 {
                to = coasts[0];
            }
        }
        to
    }
}

/// The first two parts of a description of units (`2 F & 1 A`).
fn pieces(unit: &UnitSyntax) -> Result<[Option<Piece>; 2], MeaningError> {
    let first = unit.kind.ok_or_else(|| {
        MeaningError::KindNeeded(
            unit.place
                .as_ref()
                .map_or(String::new(), |p| p.name.clone()),
        )
    })?;
    let mut out = [
        Some(Piece {
            count: unit.count,
            kind: first,
        }),
        None,
    ];
    out[1] = unit.more.first().map(|p| Piece {
        count: p.count,
        kind: p.kind,
    });
    Ok(out)
}
