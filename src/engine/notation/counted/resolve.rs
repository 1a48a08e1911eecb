//! Stage two of counted-order notation: a syntax tree checked against a map and a stacked
//! position, giving [`Written`]s (`sup by` adds the supporters' own orders).

use super::syntax::{ActionText, PieceText, PlaceText, StackOrderText, SubjectText};
use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{AdjustOrder, Counts, MainOrder, Order, Piece, RetreatOrder, Written};
use crate::engine::position::Position;
use crate::engine::position::{PhaseKind, Unit};

/// Why a well-formed counted order does not fit the board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StackMeaningError {
    #[error("`{0}` is not a province on this board")]
    UnknownProvince(String),
    #[error("`{0}` is not a power in this game")]
    UnknownPower(String),
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
    #[error("{0} orders are not given in a {1} phase")]
    WrongPhase(&'static str, &'static str),
    #[error("only one unit may be built in a province per adjustment")]
    BuildCount,
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

struct Ctx<'a> {
    map: &'a Map,
    position: &'a Position,
    power: Option<PowerId>,
}

impl Ctx<'_> {
    fn power_named(&self, name: &str) -> Result<PowerId, StackMeaningError> {
        find_power_loose(self.map, name).ok_or_else(|| StackMeaningError::UnknownPower(name.into()))
    }

    fn place(&self, place: &PlaceText) -> Result<Location, StackMeaningError> {
        let p = self
            .map
            .find_province(&place.name)
            .or_else(|| self.map.find_province_prefix(&place.name))
            .ok_or_else(|| StackMeaningError::UnknownProvince(place.name.clone()))?;
        if let Some(c) = place.coast {
            let prov = self.map.province(p);
            if !prov.coasts.iter().any(|d| d.coast == c) {
                return Err(StackMeaningError::NoSuchCoast(prov.abbr.clone(), c.code()));
            }
        }
        Ok(Location {
            province: p,
            coast: place.coast,
        })
    }

    fn piece_power(&self, pieces: &[PieceText]) -> Result<Option<PowerId>, StackMeaningError> {
        match pieces.iter().find_map(|p| p.power.as_deref()) {
            Some(name) => Ok(Some(self.power_named(name)?)),
            None => Ok(None),
        }
    }

    /// The units a subject names (on the board, or dislodged in a retreat phase): their owner.
    fn owner_of(
        &self,
        subject: &SubjectText,
        wanted: Option<PowerId>,
    ) -> Result<(PowerId, Location, UnitKind, Option<u32>), StackMeaningError> {
        let at = self.place(&subject.place)?;
        let piece = &subject.pieces[0];
        let pool: Vec<Unit> = if self.position.phase.kind == PhaseKind::Retreat {
            self.position.dislodged.iter().map(|d| d.unit).collect()
        } else {
            self.position.units.clone()
        };
        let fits: Vec<&Unit> = pool
            .iter()
            .filter(|u| {
                u.loc.province == at.province
                    && u.kind == piece.kind
                    && (at.coast.is_none() || u.loc.coast == at.coast)
            })
            .collect();
        let place = self.map.location_abbr(at);
        let Some(first) = fits.first() else {
            return Err(StackMeaningError::NoUnits {
                kind: piece.kind.name(),
                place,
            });
        };
        let owner = first.power;
        let written = match &piece.power {
            Some(name) => Some(self.power_named(name)?),
            None => None,
        };
        for want in [wanted, written].into_iter().flatten() {
            if want != owner {
                return Err(StackMeaningError::NotYourUnits {
                    place,
                    owner: self.map.power(owner).name.clone(),
                    power: self.map.power(want).name.clone(),
                });
            }
        }
        let ordered = piece.count.unwrap_or(1);
        let present = fits.iter().filter(|u| u.power == owner).count() as u32;
        if ordered > present {
            return Err(StackMeaningError::TooFew {
                ordered,
                present,
                kind: piece.kind.name(),
                place,
            });
        }
        Ok((owner, at, piece.kind, piece.count))
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
fn pieces(list: &[PieceText]) -> [Option<Piece>; 2] {
    let mut out = [None; 2];
    for (slot, p) in out.iter_mut().zip(list) {
        *slot = Some(Piece {
            count: p.count,
            kind: p.kind,
        });
    }
    out
}

/// Resolves a parsed order for `power` (or whoever owns the units when `None`).
pub fn resolve_stack_order(
    map: &Map,
    position: &Position,
    power: Option<PowerId>,
    text: &StackOrderText,
) -> Result<Vec<Written>, StackMeaningError> {
    let mut ctx = Ctx {
        map,
        position,
        power,
    };
    if let Some(name) = &text.power {
        let named = ctx.power_named(name)?;
        if let Some(p) = power
            && p != named
        {
            return Err(StackMeaningError::NotYourUnits {
                place: name.clone(),
                owner: map.power(named).name.clone(),
                power: map.power(p).name.clone(),
            });
        }
        ctx.power = Some(named);
    }
    let phase = position.phase.kind;
    let wrong = |what: &'static str| Err(StackMeaningError::WrongPhase(what, phase_name(phase)));
    match (&text.action, phase) {
        (ActionText::Build, PhaseKind::Adjustment) => {
            let power = ctx.power.or(ctx.piece_power(&text.subject.pieces)?);
            let power = power.ok_or(StackMeaningError::NoPower)?;
            let piece = &text.subject.pieces[0];
            if piece.count.unwrap_or(1) > 1 {
                return Err(StackMeaningError::BuildCount);
            }
            let at = ctx.place(&text.subject.place)?;
            return Ok(vec![Written {
                power,
                kind: Some(piece.kind),
                at,
                order: Order::Adjust(AdjustOrder::Build {
                    kind: Some(piece.kind),
                    at,
                }),
                counts: Counts {
                    count: piece.count,
                    ..Counts::default()
                },
            }]);
        }
        (ActionText::Build, _) => return wrong("build"),
        (ActionText::Remove | ActionText::Disband, PhaseKind::Movement) => {
            return wrong("remove or disband");
        }
        (
            ActionText::Move { .. } | ActionText::Disband | ActionText::Remove,
            PhaseKind::Retreat,
        ) => {}
        (_, PhaseKind::Retreat) => return wrong("stand, support or convoy"),
        (ActionText::Remove | ActionText::Disband, PhaseKind::Adjustment) => {}
        (_, PhaseKind::Adjustment) => return wrong("movement"),
        _ => {}
    }
    let (owner, at, kind, count) = ctx.owner_of(&text.subject, ctx.power)?;
    let mut counts = Counts {
        count,
        ..Counts::default()
    };
    let order = match &text.action {
        ActionText::Hold => Order::Main(MainOrder::Hold),
        ActionText::Move { to, via_convoy } => {
            let to = ctx.fill_coast(kind, at, ctx.place(to)?);
            if phase == PhaseKind::Retreat {
                Order::Retreat(RetreatOrder::Retreat(to))
            } else {
                Order::Main(MainOrder::Move {
                    to,
                    via_convoy: *via_convoy,
                })
            }
        }
        ActionText::Support { target, to } => {
            let from = ctx.place(&target.place)?.province;
            counts.power = ctx.piece_power(&target.pieces)?;
            counts.pieces = pieces(&target.pieces);
            Order::Main(match to {
                Some(to) => MainOrder::SupportMove {
                    from,
                    to: ctx.place(to)?,
                },
                None => MainOrder::SupportHold { target: from },
            })
        }
        ActionText::Convoy { target, to } => {
            counts.power = ctx.piece_power(&target.pieces)?;
            let armies = target.pieces.iter().filter_map(|p| p.count).sum::<u32>();
            let written = target.pieces.iter().any(|p| p.count.is_some());
            counts.pieces[0] = Some(Piece {
                count: written.then_some(armies),
                kind: UnitKind::Army,
            });
            Order::Main(MainOrder::Convoy {
                from: ctx.place(&target.place)?.province,
                to: ctx.place(to)?.province,
            })
        }
        ActionText::Disband | ActionText::Remove if phase == PhaseKind::Retreat => {
            Order::Retreat(RetreatOrder::Disband)
        }
        ActionText::Disband | ActionText::Remove => {
            Order::Adjust(AdjustOrder::Remove { at: at.province })
        }
        ActionText::Build => Order::Adjust(AdjustOrder::Build {
            kind: Some(kind),
            at,
        }),
    };
    let main = Written {
        power: owner,
        kind: Some(kind),
        at,
        order,
        counts,
    };
    let mut out = vec![main];
    for helper in &text.supported_by {
        let (hp, hat, hkind, hcount) = ctx.owner_of(helper, None)?;
        let support = match main.order {
            Order::Main(MainOrder::Move { to, .. }) => MainOrder::SupportMove {
                from: main.at.province,
                to,
            },
            _ => MainOrder::SupportHold {
                target: main.at.province,
            },
        };
        out.push(Written {
            power: hp,
            kind: Some(hkind),
            at: hat,
            order: Order::Main(support),
            counts: Counts {
                count: hcount,
                pieces: [
                    Some(Piece {
                        count: main.counts.count,
                        kind,
                    }),
                    None,
                ],
                power: (hp != owner).then_some(owner),
            },
        });
    }
    Ok(out)
}
