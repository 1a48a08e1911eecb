//! The legal-order tree: for a unit (or a stack and a count) in a position and phase,
//! every order it may be given, each allowed or with the reason it is refused, shaped as
//! kind of order → place (destination, supported unit, convoyed army, build site) → order.
//! The order panel's lists, map clicks, board highlights and random games all read it.

mod adjust;
mod movement;
mod retreat;
mod stacks;
mod typed;
#[cfg(test)]
mod typed_tests;

#[cfg(test)]
mod tests;

pub use stacks::{StackRow, named_units, own_stacks, stacks_among};
pub use typed::{adjusted_unit, typed_order};

use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::hooks::{main_refusal, retreat_refusal};
use crate::engine::adjudicate::{CheckVoid, Checked, HookReason, check_reasoned};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{Order, RetreatOrder, Written};
use crate::engine::position::{PhaseKind, Position, Unit};
use crate::engine::rules::Rules;

/// Whom the options are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subject {
    /// The unit (or stack) in this province: in a retreat phase the dislodged one. `kind`
    /// picks an army or a fleet where a province holds both (stacked maps); `None` takes
    /// whichever stands there. In an adjustment phase: the builds or removal there.
    Unit {
        at: ProvinceId,
        kind: Option<UnitKind>,
    },
    /// A power's builds, removals and waives (adjustment phases).
    Power(PowerId),
}

impl Subject {
    /// The unit (whichever kind) in province `at`.
    pub fn at(at: ProvinceId) -> Subject {
        Subject::Unit { at, kind: None }
    }
}

/// What kind of order a branch of the tree holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OrderKind {
    Hold,
    Move,
    SupportHold,
    SupportMove,
    Convoy,
    Retreat,
    Disband,
    Build,
    Remove,
    Waive,
}

/// How a move gets there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Route {
    /// To a neighbour (and every order that is not a move).
    Direct,
    /// Over sea, carried by the fleets now at sea (an army to a coast it does not touch).
    Convoy,
    /// Along a railroad, beyond the next station.
    Railroad,
}

/// Why an order is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The map's special rules forbid it this turn.
    Rule(HookReason),
    /// It could never be carried out on this board: the engine's check says why.
    Void(CheckVoid),
    /// More units were asked for than stand there.
    TooMany { asked: u32, there: u32 },
    /// Nothing there to order, or nothing to order in this phase.
    Nothing(NothingToOrder),
}

/// Why there is nothing to order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NothingToOrder {
    /// A power's builds and removals asked for outside an adjustment phase.
    NotAdjustment,
    /// No unit stands in the province.
    NoUnit,
    /// No dislodged unit is in the province (retreat phases).
    NoDislodgedUnit,
    /// The power has as many units as supply centres.
    Balanced(PowerId),
    /// Nothing can be built or removed in the province.
    NothingThere,
}

impl NothingToOrder {
    /// A sentence for players, in the table's language.
    pub fn describe(self, map: &Map) -> String {
        match self {
            NothingToOrder::NotAdjustment => crate::t!("rules-nothing-not-adjustment"),
            NothingToOrder::NoUnit => crate::t!("rules-nothing-no-unit"),
            NothingToOrder::NoDislodgedUnit => crate::t!("rules-check-no-dislodged-unit"),
            NothingToOrder::Balanced(power) => {
                crate::t!("rules-nothing-balanced", power = map.power_label(power))
            }
            NothingToOrder::NothingThere => crate::t!("rules-nothing-there"),
        }
    }
}

impl Refusal {
    /// A sentence for players, in the table's language; `position` is the board the
    /// order is given on.
    pub fn describe(&self, map: &Map, position: &Position) -> String {
        match self {
            Refusal::Rule(r) => r.describe(map, position),
            Refusal::Void(why) => why.describe(map, position),
            Refusal::Nothing(why) => why.describe(map),
            Refusal::TooMany { asked, there } => {
                crate::t!("rules-refusal-too-many", there = *there, asked = *asked)
            }
        }
    }
}

/// One complete order, with how it travels and whether it may be given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub order: Order,
    pub route: Route,
    /// A condition it carries when allowed ("fleets must convoy this army").
    pub note: Option<String>,
    /// Why it may not be given, if it may not.
    pub refusal: Option<Refusal>,
}

impl Choice {
    /// Whether the order may be given.
    pub fn allowed(&self) -> bool {
        self.refusal.is_none()
    }
}

/// One step of a branch: a place chosen, the orders complete there, and the next step
/// (a supported unit's destinations, a convoyed army's destinations).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// The place this step picks; `None` for Hold, Disband and Waive.
    pub place: Option<Location>,
    pub choices: Vec<Choice>,
    pub then: Vec<Target>,
}

impl Target {
    /// Every order at this step and the steps after it.
    pub fn all_choices(&self) -> Vec<&Choice> {
        let mut out: Vec<&Choice> = self.choices.iter().collect();
        for t in &self.then {
            out.extend(t.all_choices());
        }
        out
    }
}

/// Every order of one kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Branch {
    pub kind: OrderKind,
    pub targets: Vec<Target>,
}

/// Every order a unit, a stack's units or a power may be given now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderOptions {
    /// The unit ordered (the dislodged one in a retreat phase); `None` for a power's
    /// adjustments.
    pub unit: Option<Unit>,
    /// How many units of the stack the orders are for (1 off stacked maps).
    pub count: u32,
    /// Why no order at all can be given, if none can.
    pub refused: Option<Refusal>,
    pub branches: Vec<Branch>,
}

impl OrderOptions {
    fn refused(unit: Option<Unit>, count: u32, why: Refusal) -> OrderOptions {
        OrderOptions {
            unit,
            count,
            refused: Some(why),
            branches: Vec::new(),
        }
    }

    /// The branch of one kind, if the tree has it.
    pub fn branch(&self, kind: OrderKind) -> Option<&Branch> {
        self.branches.iter().find(|b| b.kind == kind)
    }

    /// The first-level targets of one kind (none when the branch is absent).
    pub fn targets(&self, kind: OrderKind) -> &[Target] {
        self.branch(kind).map_or(&[], |b| b.targets.as_slice())
    }

    /// Every order in the tree, in the tree's order.
    pub fn choices(&self) -> Vec<&Choice> {
        self.branches
            .iter()
            .flat_map(|b| b.targets.iter())
            .flat_map(|t| t.all_choices())
            .collect()
    }

    /// The tree's entry for this order, if it lists it.
    pub fn find(&self, order: &Order) -> Option<&Choice> {
        self.choices().into_iter().find(|c| c.order == *order)
    }

    /// The places a unit may go this phase (moves, or retreats), each once in the tree's
    /// order, with whether it may go there now.
    pub fn destinations(&self) -> Vec<(ProvinceId, bool)> {
        let mut out: Vec<(ProvinceId, bool)> = Vec::new();
        for kind in [OrderKind::Move, OrderKind::Retreat] {
            for t in self.targets(kind) {
                let Some(place) = t.place else { continue };
                let allowed = t.choices.iter().any(Choice::allowed);
                match out.iter_mut().find(|(p, _)| *p == place.province) {
                    Some(seen) => seen.1 |= allowed,
                    None => out.push((place.province, allowed)),
                }
            }
        }
        out
    }

    /// The targets at one step down a path of places: `[]` gives the branch's first
    /// level, `[supported]` a supported unit's destinations.
    pub fn step(&self, kind: OrderKind, path: &[ProvinceId]) -> &[Target] {
        let mut level = self.targets(kind);
        for p in path {
            match level
                .iter()
                .find(|t| t.place.is_some_and(|l| l.province == *p))
            {
                Some(t) => level = &t.then,
                None => return &[],
            }
        }
        level
    }
}

/// The order tree for `subject` in `position`; `count` is how many units of a stack the
/// orders are for (1 where units do not stack).
pub fn legal_orders(
    map: &Map,
    position: &Position,
    rules: &Rules,
    subject: Subject,
    count: u32,
) -> OrderOptions {
    Options::new(map, position, rules).for_subject(subject, count)
}

/// A position read once for many questions (every unit's reach is worked out once).
pub struct Options<'a> {
    board: Board<'a>,
    /// In movement phases: where each unit of `position.units` could move now.
    reach: Vec<movement::Reach>,
}

impl<'a> Options<'a> {
    pub fn new(map: &'a Map, position: &'a Position, rules: &'a Rules) -> Options<'a> {
        Options::of(Board::new(map, position, rules))
    }

    /// The options on `board`.
    pub fn of(board: Board<'a>) -> Options<'a> {
        let Board { map, position, .. } = board;
        let reach = match position.phase.kind {
            PhaseKind::Movement => position
                .units
                .iter()
                .map(|u| movement::reach(map, position, u))
                .collect(),
            _ => Vec::new(),
        };
        Options { board, reach }
    }

    /// The order tree for `subject`; see [`legal_orders`].
    pub fn for_subject(&self, subject: Subject, count: u32) -> OrderOptions {
        self.branches_of(subject, count, &|_| true)
    }

    /// The tree for `subject` with only the branches of these kinds (cheaper when the
    /// supports and convoys are not wanted).
    pub fn only(&self, subject: Subject, count: u32, kinds: &[OrderKind]) -> OrderOptions {
        self.branches_of(subject, count, &|k| kinds.contains(&k))
    }

    fn branches_of(
        &self,
        subject: Subject,
        count: u32,
        wanted: &dyn Fn(OrderKind) -> bool,
    ) -> OrderOptions {
        match (self.board.position.phase.kind, subject) {
            (PhaseKind::Adjustment, Subject::Power(power)) => {
                adjust::power_options(self, power, wanted)
            }
            (PhaseKind::Adjustment, Subject::Unit { at, .. }) => {
                adjust::place_options(self, at, wanted)
            }
            (_, Subject::Power(_)) => {
                OrderOptions::refused(None, count, Refusal::Nothing(NothingToOrder::NotAdjustment))
            }
            (PhaseKind::Movement, Subject::Unit { at, kind }) => {
                match self.unit_index(&self.board.position.units, at, kind) {
                    Some(i) => self.counted(self.board.position.units[i], count, |unit| {
                        movement::options(self, i, unit, wanted)
                    }),
                    None => no_unit(count),
                }
            }
            (PhaseKind::Retreat, Subject::Unit { at, kind }) => {
                let dislodged: Vec<Unit> = self
                    .board
                    .position
                    .dislodged
                    .iter()
                    .map(|d| d.unit)
                    .collect();
                match self.unit_index(&dislodged, at, kind) {
                    Some(i) => self.counted(dislodged[i], count, |unit| {
                        retreat::options(self, i, unit, wanted)
                    }),
                    None => OrderOptions::refused(
                        None,
                        count,
                        Refusal::Nothing(NothingToOrder::NoDislodgedUnit),
                    ),
                }
            }
        }
    }

    /// The index in `units` of the unit of `kind` (any, for `None`) in province `at`.
    fn unit_index(&self, units: &[Unit], at: ProvinceId, kind: Option<UnitKind>) -> Option<usize> {
        units
            .iter()
            .position(|u| u.loc.province == at && kind.is_none_or(|k| k == u.kind))
    }

    /// The options of `unit` when `count` of its kind stand there, or why not.
    fn counted(
        &self,
        unit: Unit,
        count: u32,
        branches: impl FnOnce(&Unit) -> Vec<Branch>,
    ) -> OrderOptions {
        let units = match self.board.position.phase.kind {
            PhaseKind::Retreat => self
                .board
                .position
                .dislodged
                .iter()
                .map(|d| d.unit)
                .collect(),
            _ => self.board.position.units.clone(),
        };
        let there = units
            .iter()
            .filter(|u| {
                u.loc.province == unit.loc.province && u.power == unit.power && u.kind == unit.kind
            })
            .count() as u32;
        let there = if self.board.units_stack() { there } else { 1 };
        if count == 0 || count > there {
            return OrderOptions::refused(
                Some(unit),
                count,
                Refusal::TooMany {
                    asked: count,
                    there,
                },
            );
        }
        OrderOptions {
            unit: Some(unit),
            count,
            refused: None,
            branches: branches(&unit),
        }
    }

    /// One order checked on its own by the engine: a typed special-rule refusal where
    /// the map's hooks forbid it, else the engine's check.
    fn choice(&self, unit: &Unit, order: Order, route: Route) -> Choice {
        let w = Written {
            power: unit.power,
            kind: Some(unit.kind),
            at: unit.loc,
            order,
            counts: Default::default(),
        };
        self.checked(&w, route)
    }

    fn checked(&self, w: &Written, route: Route) -> Choice {
        let rule = match (self.board.position.phase.kind, w.order) {
            (PhaseKind::Movement, Order::Main(o)) => {
                self.board.position.unit_at(w.at.province).and_then(|i| {
                    main_refusal(
                        self.board.map,
                        self.board.position,
                        &self.board.position.units[i],
                        &o,
                    )
                })
            }
            (PhaseKind::Retreat, Order::Retreat(RetreatOrder::Retreat(to))) => self
                .board
                .position
                .dislodged
                .iter()
                .find(|d| d.unit.loc.province == w.at.province)
                .and_then(|d| {
                    retreat_refusal(
                        self.board.map,
                        self.board.position.phase,
                        &d.unit,
                        to.province,
                    )
                }),
            _ => None,
        };
        let checked = check_reasoned(self.board, w);
        let (note, refusal) = match (rule, checked) {
            (Some(r), _) => (None, Some(Refusal::Rule(r))),
            (None, Checked::Fine) => (None, None),
            (None, Checked::Note(n)) => (Some(n), None),
            (None, Checked::Void(why)) => (None, Some(Refusal::Void(why))),
        };
        Choice {
            order: w.order,
            route,
            note,
            refusal,
        }
    }
}

fn no_unit(count: u32) -> OrderOptions {
    OrderOptions::refused(None, count, Refusal::Nothing(NothingToOrder::NoUnit))
}

/// A one-order step with no place (Hold, Disband, Waive).
fn single(kind: OrderKind, choice: Choice) -> Branch {
    Branch {
        kind,
        targets: vec![Target {
            place: None,
            choices: vec![choice],
            then: Vec::new(),
        }],
    }
}
