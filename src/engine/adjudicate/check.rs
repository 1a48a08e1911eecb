//! One order checked on its own, before anything is adjudicated: what the order screen
//! tells a player while they write (the reason an order would be void, or a note).

use super::Board;
use super::adjustment::buildable;
use super::alone::{check_move, convoy_refusal, may_convoy, support_refusal_on};
use super::convoy::necessary_seas;
use super::hooks::{HookReason, escort_needed, main_refusal, rail_route, retreat_refusal};
use super::outcome::VoidReason;
use super::retreat::legal_retreats;
use crate::engine::ids::{Location, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{AdjustOrder, MainOrder, Order, RetreatOrder, Written};
use crate::engine::position::{PhaseKind, Position, Unit};

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

/// Why an order checked on its own cannot work: [`Check::Void`]'s words, typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckVoid {
    /// The adjudicator would void it for this reason (a map's special rule included).
    Order(VoidReason),
    /// The supported unit could not make the move supported; `rule` is the special rule
    /// that forbids it, if one does.
    SupportedCannotMove {
        from: ProvinceId,
        to: ProvinceId,
        rule: Option<HookReason>,
    },
    /// An order for more of a stack's units than stand there (`there`) for it.
    TooMany { asked: u32, there: u32 },
    /// That kind of order is not given in this phase.
    WrongPhase,
    /// A retreat for a province with no dislodged unit.
    NoDislodgedUnit,
    /// The dislodged unit has no place it may go.
    NowhereToRetreat,
    /// Not one of the places the unit may retreat to, which are `options`.
    RetreatNotAllowed { options: Vec<Location> },
    /// A place next to the unit that the retreat rules close, and why.
    RetreatBlocked(super::retreat::RetreatBlock),
    /// A build of a unit that cannot stand there, or with its kind or coast left out.
    BuildWrongUnit,
    /// A build outside the power's own vacant home supply centres.
    BuildNotAllowed,
    /// A removal where the power has no unit.
    NoUnitToRemove,
    /// A removal when the power has no units to remove.
    NoRemovalsDue,
    /// A build or a waive when the power has no builds due.
    NoBuildsDue,
}

impl CheckVoid {
    /// A sentence for players, in the table's language; `position` is the board the
    /// order is given on.
    pub fn describe(&self, map: &Map, position: &Position) -> String {
        let name = |p: ProvinceId| map.place_label(p);
        match self {
            CheckVoid::Order(reason) => reason.explain(map, position),
            CheckVoid::SupportedCannotMove { from, to, rule } => match rule {
                Some(r) => crate::t!(
                    "rules-check-supported-cannot-move-rule",
                    from = name(*from),
                    to = name(*to),
                    rule = r.describe(map, position)
                ),
                None => crate::t!(
                    "rules-check-supported-cannot-move",
                    from = name(*from),
                    to = name(*to)
                ),
            },
            CheckVoid::TooMany { asked, there } => {
                crate::t!("rules-refusal-too-many", there = *there, asked = *asked)
            }
            CheckVoid::WrongPhase => crate::t!("rules-check-wrong-phase"),
            CheckVoid::NoDislodgedUnit => crate::t!("rules-check-no-dislodged-unit"),
            CheckVoid::NowhereToRetreat => crate::t!("rules-check-nowhere-to-retreat"),
            CheckVoid::RetreatBlocked(why) => {
                crate::t!("rules-check-retreat-blocked", why = why.words())
            }
            CheckVoid::RetreatNotAllowed { options } => crate::t!(
                "rules-check-retreat-not-allowed",
                places = options
                    .iter()
                    .map(|l| map.location_abbr(*l))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            CheckVoid::BuildWrongUnit => crate::t!("rules-check-build-wrong-unit"),
            CheckVoid::BuildNotAllowed => crate::t!("rules-check-build-not-allowed"),
            CheckVoid::NoUnitToRemove => crate::t!("rules-check-no-unit-to-remove"),
            CheckVoid::NoRemovalsDue => crate::t!("rules-check-no-removals-due"),
            CheckVoid::NoBuildsDue => crate::t!("rules-check-no-builds-due"),
        }
    }
}

/// [`Check`] with the reason typed: what [`check_reasoned`] gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Checked {
    Fine,
    Note(String),
    Void(CheckVoid),
}

impl Checked {
    /// The check in words, as the order screen shows it.
    pub fn in_words(self, map: &Map, position: &Position) -> Check {
        match self {
            Checked::Fine => Check::Fine,
            Checked::Note(n) => Check::Note(n),
            Checked::Void(why) => Check::Void(why.describe(map, position)),
        }
    }
}

fn void(reason: VoidReason) -> Checked {
    Checked::Void(CheckVoid::Order(reason))
}

fn hook(reason: HookReason) -> Checked {
    void(VoidReason::Hook(reason))
}

/// Checks one written order against the board, ignoring every other order.
pub fn check_alone(board: Board, w: &Written) -> Check {
    check_reasoned(board, w).in_words(board.map, board.position)
}

/// [`check_alone`] with the reason for a void order typed.
pub fn check_reasoned(board: Board, w: &Written) -> Checked {
    match (board.position.phase.kind, w.order) {
        (PhaseKind::Movement, Order::Main(o)) => check_main(board, w, o),
        (PhaseKind::Retreat, Order::Retreat(o)) => check_retreat(board, w, o),
        (PhaseKind::Adjustment, Order::Adjust(o)) => check_adjust(board, w, o),
        _ => Checked::Void(CheckVoid::WrongPhase),
    }
}

/// The unit an order names: the one unit in its province, or where units stack the first
/// of the stack the rulebook says it names (of a line without a kind, the first there);
/// or why it names none, or more units than the stack holds.
fn named_unit(board: Board, w: &Written) -> Result<Unit, Checked> {
    let position = board.position;
    let no_unit = || void(VoidReason::NoSuchUnit);
    let first = position.unit_at(w.at.province).ok_or_else(no_unit)?;
    if !board.units_stack() || w.kind.is_none() {
        return Ok(position.units[first]);
    }
    let part = board.rulebook().part();
    let mut named = position
        .units_in(w.at.province)
        .filter(|&i| part.names(w, &position.units[i]));
    let unit = named.next().ok_or_else(no_unit)?;
    let there = 1 + named.count() as u32;
    if w.units() > there {
        let asked = w.units();
        return Err(Checked::Void(CheckVoid::TooMany { asked, there }));
    }
    Ok(position.units[unit])
}

fn check_main(board: Board, w: &Written, order: MainOrder) -> Checked {
    let Board { map, position, .. } = board;
    let unit = match named_unit(board, w) {
        Ok(unit) => unit,
        Err(refused) => return refused,
    };
    if let Some(r) = main_refusal(map, position, &unit, &order) {
        return hook(r);
    }
    match order {
        MainOrder::Hold => Checked::Fine,
        MainOrder::Move { to, via_convoy } => {
            check_move_order(map, position, &unit, to, via_convoy)
        }
        MainOrder::SupportHold { target } => {
            if let Some(r) = support_refusal_on(board, &unit, None, target) {
                void(r)
            } else if position.unit_at(target).is_none() {
                void(VoidReason::NoSuchUnit)
            } else {
                Checked::Fine
            }
        }
        MainOrder::SupportMove { from, to } => check_support_move(board, &unit, from, to),
        MainOrder::Convoy { from, to } => {
            if !may_convoy(map, &unit) {
                return void(VoidReason::ConvoyNotAtSea);
            }
            let kinds = || position.units_in(from).map(|j| position.units[j].kind);
            let army = kinds().any(|k| k == UnitKind::Army);
            match (kinds().next(), convoy_refusal(map, &unit, from, to)) {
                (None, _) => void(VoidReason::NoSuchUnit),
                _ if !army => void(VoidReason::ConvoyNotArmy),
                (_, Some(r)) => void(r),
                (_, None) => Checked::Fine,
            }
        }
    }
}

fn check_move_order(
    map: &Map,
    position: &Position,
    unit: &Unit,
    mut to: Location,
    via_convoy: bool,
) -> Checked {
    let name = |p| map.place_label(p);
    if let Some((coast, sea)) = escort_needed(map, position.phase, unit, to.province) {
        let fleet_there = position
            .unit_at(sea)
            .is_some_and(|f| position.units[f].kind == UnitKind::Fleet);
        if !fleet_there {
            return hook(HookReason::EscortMissing {
                province: coast,
                sea,
            });
        }
        if check_move(map, unit.kind, unit.loc, &mut to.clone()).is_none() {
            return Checked::Note(crate::t!(
                "rules-note-escort",
                fall = map.turn_label(crate::engine::map::Turn::Fall),
                sea = name(sea)
            ));
        }
    }
    match check_move(map, unit.kind, unit.loc, &mut to) {
        None if via_convoy => Checked::Note(crate::t!("rules-note-by-convoy")),
        None => Checked::Fine,
        Some(VoidReason::NotAdjacent) if rail_route(map, unit, to.province).is_some() => {
            Checked::Note(crate::t!(
                "rules-note-railroad",
                province = name(unit.loc.province)
            ))
        }
        Some(VoidReason::NotAdjacent)
            if unit.kind == UnitKind::Army
                && !necessary_seas(map, unit.loc.province, to.province).is_empty() =>
        {
            Checked::Note(crate::t!(
                "rules-note-needs-convoy",
                to = name(to.province),
                from = name(unit.loc.province)
            ))
        }
        Some(r) => void(r),
    }
}

fn check_support_move(board: Board, unit: &Unit, from: ProvinceId, to: Location) -> Checked {
    let Board { map, position, .. } = board;
    if let Some(r) = support_refusal_on(board, unit, Some(from), to.province) {
        return void(r);
    }
    let Some(other) = mover_in(board, from, to) else {
        return void(VoidReason::NoSuchUnit);
    };
    if rail_route(map, &other, to.province).is_some() {
        return hook(HookReason::RailUnsupported);
    }
    let supported = MainOrder::Move {
        to,
        via_convoy: false,
    };
    if let Some(r) = main_refusal(map, position, &other, &supported) {
        return Checked::Void(CheckVoid::SupportedCannotMove {
            from,
            to: to.province,
            rule: Some(r),
        });
    }
    let mut dest = to;
    match check_move(map, other.kind, other.loc, &mut dest) {
        None => Checked::Fine,
        Some(VoidReason::NotAdjacent)
            if other.kind == UnitKind::Army
                && !necessary_seas(map, from, to.province).is_empty() =>
        {
            Checked::Note(crate::t!("rules-note-supported-by-convoy"))
        }
        Some(VoidReason::CoastNotSpecified) => Checked::Fine,
        Some(_) => Checked::Void(CheckVoid::SupportedCannotMove {
            from,
            to: to.province,
            rule: None,
        }),
    }
}

/// The unit in `from` whose move to `to` a support is for: the one unit there, or where
/// units stack the first that could make the move (the first there if none could).
fn mover_in(board: Board, from: ProvinceId, to: Location) -> Option<Unit> {
    let position = board.position;
    let first = position.unit_at(from)?;
    if !board.units_stack() {
        return Some(position.units[first]);
    }
    let can = |j: &usize| {
        let u = position.units[*j];
        check_move(board.map, u.kind, u.loc, &mut to.clone()).is_none()
    };
    Some(position.units[position.units_in(from).find(can).unwrap_or(first)])
}

fn check_retreat(board: Board, w: &Written, order: RetreatOrder) -> Checked {
    let Board { map, position, .. } = board;
    let Some(d) = position
        .dislodged
        .iter()
        .find(|d| d.unit.loc.province == w.at.province)
    else {
        return Checked::Void(CheckVoid::NoDislodgedUnit);
    };
    let RetreatOrder::Retreat(to) = order else {
        return Checked::Fine;
    };
    if let Some(r) = retreat_refusal(map, position.phase, &d.unit, to.province) {
        return hook(r);
    }
    let options = legal_retreats(board, d);
    let fits = options
        .iter()
        .filter(|l| l.province == to.province && (to.coast.is_none() || l.coast == to.coast))
        .count();
    match fits {
        1 => Checked::Fine,
        0 => match super::retreat::retreat_block(board, d, to.province) {
            Some(why) => Checked::Void(CheckVoid::RetreatBlocked(why)),
            None if options.is_empty() => Checked::Void(CheckVoid::NowhereToRetreat),
            None => Checked::Void(CheckVoid::RetreatNotAllowed { options }),
        },
        _ => void(VoidReason::CoastNotSpecified),
    }
}

fn check_adjust(board: Board, w: &Written, order: AdjustOrder) -> Checked {
    let position = board.position;
    let due = position.centre_count(w.power) as i64 - position.unit_count(w.power) as i64;
    match order {
        AdjustOrder::Waive if due > 0 => Checked::Fine,
        AdjustOrder::Build { kind, at } if due > 0 => match buildable(board, w.power, kind, at) {
            Ok(_) => Checked::Fine,
            Err(super::AdjustVerdict::WrongUnit) => Checked::Void(CheckVoid::BuildWrongUnit),
            Err(_) => Checked::Void(CheckVoid::BuildNotAllowed),
        },
        AdjustOrder::Remove { at } if due < 0 => {
            if position
                .units
                .iter()
                .any(|u| u.power == w.power && u.loc.province == at)
            {
                Checked::Fine
            } else {
                Checked::Void(CheckVoid::NoUnitToRemove)
            }
        }
        AdjustOrder::Remove { .. } => Checked::Void(CheckVoid::NoRemovalsDue),
        _ => Checked::Void(CheckVoid::NoBuildsDue),
    }
}
