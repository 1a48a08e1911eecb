//! Writing orders on the map: click a unit, then where it goes; S and C start a support
//! or a convoy. Turns clicks into the orders the legal-order tree allows, written into the
//! draft in rulebook notation; anything else is refused with the reason.

use super::draft::Draft;
use super::stacks::stack_at;
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::{Check, Rulebook, check_alone};
use crate::engine::ids::{Coast, Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::options::{OrderKind, OrderOptions, Subject, legal_orders};
use crate::engine::options::{adjusted_unit, typed_order};
use crate::engine::order::{AdjustOrder, MainOrder, Order, RetreatOrder, Written};
use crate::engine::position::{PhaseKind, Position, Unit};
use crate::engine::rules::Rules;

/// What the next click on the map means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Pick {
    /// Click one of your units.
    #[default]
    Idle,
    /// This unit is selected: click where it goes (itself: it stands).
    Unit(ProvinceId),
    /// This unit will support: click the unit it supports.
    SupportWho(ProvinceId),
    /// Support (supporter, supported): click where the supported unit goes (itself: it holds).
    SupportWhere(ProvinceId, ProvinceId),
    /// This fleet will convoy: click the army.
    ConvoyWho(ProvinceId),
    /// Convoy (fleet, army): click the army's destination.
    ConvoyWhere(ProvinceId, ProvinceId),
}

impl Pick {
    /// The line players read under the map for this step.
    pub fn prompt(self, map: &Map, phase: PhaseKind) -> String {
        let n = |p: ProvinceId| map.place_label(p);
        match (self, phase) {
            (_, PhaseKind::Adjustment) => crate::t!(
                "orders-prompt-build",
                sites = Rulebook::of(map).build_sites_in_words()
            ),
            (Pick::Unit(p), PhaseKind::Retreat) => {
                crate::t!("orders-prompt-retreat-unit", province = n(p))
            }
            (Pick::Idle, PhaseKind::Retreat) => crate::t!("orders-prompt-retreat-idle"),
            _ => self.movement_prompt(map),
        }
    }

    fn movement_prompt(self, map: &Map) -> String {
        let n = |p: ProvinceId| map.place_label(p);
        match self {
            Pick::Idle => crate::t!("orders-prompt-idle"),
            Pick::Unit(p) => crate::t!("orders-prompt-unit", province = n(p)),
            Pick::SupportWho(p) => crate::t!("orders-prompt-support-who", province = n(p)),
            Pick::SupportWhere(_, t) => crate::t!("orders-prompt-support-where", province = n(t)),
            Pick::ConvoyWho(p) => crate::t!("orders-prompt-convoy-who", province = n(p)),
            Pick::ConvoyWhere(_, a) => crate::t!("orders-prompt-convoy-where", province = n(a)),
        }
    }

    /// The provinces to light as selected.
    pub fn selected(self) -> Vec<ProvinceId> {
        match self {
            Pick::Idle => Vec::new(),
            Pick::Unit(p) | Pick::SupportWho(p) | Pick::ConvoyWho(p) => vec![p],
            Pick::SupportWhere(a, b) | Pick::ConvoyWhere(a, b) => vec![a, b],
        }
    }
}

/// How many units of which kind a click orders: one, except where units stack and the
/// panel's count picker asked for more (or a kind, where both stand in one place).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sel {
    pub count: u32,
    pub kind: Option<UnitKind>,
}

impl Sel {
    /// One unit, of whatever kind stands there.
    pub const ONE: Sel = Sel {
        count: 1,
        kind: None,
    };
}

/// The unit of `draft`'s power that this phase orders in `p` (dislodged units in retreats);
/// where units stack, one of `kind` when the power has one there.
pub fn own_unit(
    position: &Position,
    draft: &Draft,
    p: ProvinceId,
    kind: Option<UnitKind>,
) -> Option<Unit> {
    let here: Vec<Unit> = match position.phase.kind {
        PhaseKind::Retreat => position
            .dislodged
            .iter()
            .map(|d| d.unit)
            .filter(|u| u.loc.province == p)
            .collect(),
        _ => position.units_in(p).map(|i| position.units[i]).collect(),
    };
    let mine = |u: &&Unit| u.power == draft.power;
    here.iter()
        .filter(mine)
        .find(|u| Some(u.kind) == kind)
        .or(here.iter().find(mine))
        .copied()
}

/// How many of `unit`'s stack an order is for: the count asked, at most those still
/// without orders (always one where units do not stack).
fn order_count(map: &Map, position: &Position, draft: &Draft, unit: &Unit, asked: u32) -> u32 {
    stack_at(position, unit.power, unit.loc.province, Some(unit.kind))
        .filter(|r| r.kind == unit.kind)
        .map_or(1, |row| draft.count_for(map, &row, asked))
}

/// The unit a pick acts with in `q`: the writing power's own (of the kind picked, where
/// units stack), else whichever unit stands there.
pub fn acting_unit(
    position: &Position,
    draft: &Draft,
    q: ProvinceId,
    kind: Option<UnitKind>,
) -> Option<Unit> {
    own_unit(position, draft, q, kind).or_else(|| position.unit_at(q).map(|i| position.units[i]))
}

/// The builds the legal-order tree allows the draft's power in this province: an army,
/// a fleet, or a fleet on each coast (what the click's chooser offers).
pub fn build_choices(
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &Draft,
    at: ProvinceId,
) -> Vec<AdjustOrder> {
    let tree = legal_orders(map, position, rules, Subject::Power(draft.power), 1);
    (tree.targets(OrderKind::Build).iter())
        .filter(|t| t.place.is_some_and(|l| l.province == at))
        .flat_map(|t| t.choices.iter())
        .filter(|c| c.allowed())
        .filter_map(|c| match c.order {
            Order::Adjust(o @ AdjustOrder::Build { .. }) => Some(o),
            _ => None,
        })
        .collect()
}

/// Writes a build, removal or waive from the panel or the chooser, when the power's
/// legal-order tree allows it; else why not.
pub fn give_adjust(
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &mut Draft,
    order: AdjustOrder,
) -> Result<(), String> {
    let tree = legal_orders(map, position, rules, Subject::Power(draft.power), 1);
    let order = listed(map, position, rules, &tree, Order::Adjust(order))?;
    let unit = adjusted_unit(position, draft.power, order)
        .ok_or_else(|| crate::t!("orders-no-unit-there"))?;
    draft.put(map, position, typed_order(map, position, &unit, 1, order))
}

/// A build's words for a button: "Army", "Fleet", "Fleet — north coast".
pub fn build_words(order: &AdjustOrder) -> String {
    match *order {
        AdjustOrder::Build {
            kind: Some(UnitKind::Army),
            ..
        } => crate::t!("orders-build-army"),
        AdjustOrder::Build { at, .. } => match at.coast {
            Some(Coast::North) => crate::t!("orders-build-fleet-north"),
            Some(Coast::South) => crate::t!("orders-build-fleet-south"),
            Some(Coast::East) => crate::t!("orders-build-fleet-east"),
            Some(Coast::West) => crate::t!("orders-build-fleet-west"),
            None => crate::t!("orders-build-fleet"),
        },
        _ => String::new(),
    }
}

/// The legal-order tree of `count` units (of `unit`'s kind) in `unit`'s province.
fn tree_of(map: &Map, position: &Position, rules: &Rules, unit: &Unit, count: u32) -> OrderOptions {
    let subject = Subject::Unit {
        at: unit.loc.province,
        kind: Some(unit.kind),
    };
    legal_orders(map, position, rules, subject, count)
}

/// The order the tree lists for this click, when it may be given; else why not.
fn listed(
    map: &Map,
    position: &Position,
    rules: &Rules,
    tree: &OrderOptions,
    order: Order,
) -> Result<Order, String> {
    match tree.find(&order) {
        Some(c) => match &c.refusal {
            None => Ok(c.order),
            Some(r) => Err(r.describe(map, position)),
        },
        None => Err(unlisted(map, position, rules, tree, order)),
    }
}

/// Why an order the tree does not list cannot be given: the engine's reason when it has
/// one, else that nothing could carry it out now.
fn unlisted(
    map: &Map,
    position: &Position,
    rules: &Rules,
    tree: &OrderOptions,
    order: Order,
) -> String {
    let unit = tree.unit;
    let w = Written {
        power: unit.map_or(PowerId(0), |u| u.power),
        kind: unit.map(|u| u.kind),
        at: unit.map_or(Location::province(ProvinceId(0)), |u| u.loc),
        order,
        counts: Default::default(),
    };
    match (
        check_alone(Board::new(map, position, rules), &w),
        &tree.refused,
    ) {
        (_, Some(r)) => r.describe(map, position),
        (Check::Void(why), _) => why,
        _ => crate::t!("orders-nothing-could-carry-out"),
    }
}

/// Where the click sends a unit: the tree's destination in that province (the coast
/// clicked, or the only one the unit can reach there).
fn destination(tree: &OrderOptions, kind: OrderKind, at: Location) -> Option<Location> {
    let here: Vec<Location> = tree
        .targets(kind)
        .iter()
        .filter_map(|t| t.place)
        .filter(|l| l.province == at.province)
        .collect();
    match here.as_slice() {
        [only] => Some(*only),
        _ => here.iter().copied().find(|l| l.coast == at.coast),
    }
}

/// What a click asks for: a next step of the pick, or an order for a unit.
enum Clicked {
    Next(Pick),
    Order(Unit, Order),
}

/// Handles a click at `at` with the pick in progress; returns the next pick and, when an
/// order was written or refused, what happened. Only orders the legal-order tree allows
/// are written; anything else is refused with the reason.
pub fn click(
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &mut Draft,
    pick: Pick,
    sel: Sel,
    at: Location,
) -> (Pick, Option<Result<(), String>>) {
    let p = at.province;
    let (unit, order) = match clicked(map, position, rules, draft, pick, sel, at) {
        Clicked::Next(next) => return (next, None),
        Clicked::Order(unit, order) => (unit, order),
    };
    // Written for the selected count when the unit's tree allows it.
    let n = order_count(map, position, draft, &unit, sel.count);
    let tree = match order {
        Order::Adjust(_) => legal_orders(map, position, rules, Subject::at(p), 1),
        _ => tree_of(map, position, rules, &unit, n),
    };
    let done = listed(map, position, rules, &tree, order)
        .and_then(|order| draft.put(map, position, typed_order(map, position, &unit, n, order)));
    (Pick::Idle, Some(done))
}

/// What a click at `at` asks for, with the pick in progress.
fn clicked(
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &Draft,
    pick: Pick,
    sel: Sel,
    at: Location,
) -> Clicked {
    let p = at.province;
    let unit_at = |q: ProvinceId| acting_unit(position, draft, q, sel.kind);
    let order_for = |u: ProvinceId, order: Order| match unit_at(u) {
        Some(unit) => Clicked::Order(unit, order),
        None => Clicked::Next(Pick::Idle),
    };
    match (position.phase.kind, pick) {
        (PhaseKind::Adjustment, _) => {
            let order = adjust_click(map, position, draft, at);
            let unit = match order {
                AdjustOrder::Build { kind, at } => Unit {
                    power: draft.power,
                    kind: kind.unwrap_or(UnitKind::Army),
                    loc: at,
                },
                _ => unit_at(p).unwrap_or(Unit {
                    power: draft.power,
                    kind: UnitKind::Army,
                    loc: at,
                }),
            };
            Clicked::Order(unit, Order::Adjust(order))
        }
        (_, Pick::Idle) => match own_unit(position, draft, p, sel.kind) {
            Some(_) => Clicked::Next(Pick::Unit(p)),
            None => Clicked::Next(Pick::Idle),
        },
        (PhaseKind::Retreat, Pick::Unit(u)) => {
            let Some(unit) = own_unit(position, draft, u, sel.kind) else {
                return Clicked::Next(Pick::Idle);
            };
            let tree = tree_of(map, position, rules, &unit, 1);
            let order = match destination(&tree, OrderKind::Retreat, at) {
                _ if p == u => RetreatOrder::Disband,
                Some(to) => RetreatOrder::Retreat(to),
                None => RetreatOrder::Retreat(at),
            };
            Clicked::Order(unit, Order::Retreat(order))
        }
        (_, Pick::Unit(u)) => {
            let Some(unit) = unit_at(u) else {
                return Clicked::Next(Pick::Idle);
            };
            let tree = tree_of(map, position, rules, &unit, 1);
            let order = match destination(&tree, OrderKind::Move, at) {
                _ if p == u => MainOrder::Hold,
                to => MainOrder::Move {
                    to: to.unwrap_or(at),
                    via_convoy: false,
                },
            };
            Clicked::Order(unit, Order::Main(order))
        }
        (_, Pick::SupportWho(s)) if position.unit_at(p).is_some() && p != s => {
            Clicked::Next(Pick::SupportWhere(s, p))
        }
        (_, Pick::SupportWho(s)) => Clicked::Next(Pick::SupportWho(s)),
        (_, Pick::SupportWhere(s, t)) => {
            let order = if p == t {
                MainOrder::SupportHold { target: t }
            } else {
                MainOrder::SupportMove {
                    from: t,
                    to: Location::province(p),
                }
            };
            order_for(s, Order::Main(order))
        }
        (_, Pick::ConvoyWho(f))
            if position
                .units_in(p)
                .any(|i| position.units[i].kind == UnitKind::Army) =>
        {
            Clicked::Next(Pick::ConvoyWhere(f, p))
        }
        (_, Pick::ConvoyWho(f)) => Clicked::Next(Pick::ConvoyWho(f)),
        (_, Pick::ConvoyWhere(f, a)) => {
            order_for(f, Order::Main(MainOrder::Convoy { from: a, to: p }))
        }
    }
}

/// An adjustment click: your own unit is removed when removals are due; elsewhere a
/// build, a fleet where a coast was clicked, else an army.
fn adjust_click(map: &Map, position: &Position, draft: &Draft, at: Location) -> AdjustOrder {
    let p = at.province;
    let due = position.centre_count(draft.power) as i64 - position.unit_count(draft.power) as i64;
    let mine = position
        .unit_at(p)
        .is_some_and(|i| position.units[i].power == draft.power);
    if due < 0 && mine {
        return AdjustOrder::Remove { at: p };
    }
    let fleet = map.province(p).fleet_can_stand() && at.coast.is_some();
    AdjustOrder::Build {
        kind: Some(if fleet {
            UnitKind::Fleet
        } else {
            UnitKind::Army
        }),
        at: if fleet { at } else { Location::province(p) },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> (Map, Position, Draft) {
        let map = Map::named("standard").expect("map");
        let position = Position::initial(&map);
        let england = map.find_power("England").expect("England");
        (
            map,
            position,
            Draft {
                power: england,
                lines: Vec::new(),
            },
        )
    }

    fn loc(map: &Map, name: &str) -> Location {
        Location::province(map.find_province(name).expect("province"))
    }

    #[test]
    fn click_a_unit_then_a_destination_writes_a_move() {
        let (map, position, mut draft) = setup();
        let (pick, _) = click(
            &map,
            &position,
            &Rules::default(),
            &mut draft,
            Pick::Idle,
            Sel::ONE,
            loc(&map, "lvp"),
        );
        assert_eq!(pick, Pick::Unit(loc(&map, "lvp").province));
        let (pick, done) = click(
            &map,
            &position,
            &Rules::default(),
            &mut draft,
            pick,
            Sel::ONE,
            loc(&map, "yor"),
        );
        assert_eq!(pick, Pick::Idle);
        assert_eq!(done, Some(Ok(())));
        assert_eq!(draft.texts(), vec!["A(Lpl)-Yor".to_string()]);
    }

    #[test]
    fn support_and_convoy_take_three_clicks_each() {
        let (map, position, mut draft) = setup();
        let lon = loc(&map, "lon").province;
        let (pick, _) = click(
            &map,
            &position,
            &Rules::default(),
            &mut draft,
            Pick::SupportWho(lon),
            Sel::ONE,
            loc(&map, "edi"),
        );
        let (_, done) = click(
            &map,
            &position,
            &Rules::default(),
            &mut draft,
            pick,
            Sel::ONE,
            loc(&map, "nth"),
        );
        assert_eq!(done, Some(Ok(())));
        assert_eq!(draft.texts(), vec!["F(Lon) S F(Edi)-NTH".to_string()]);
        // A support for another power's unit is allowed (it names the power).
        let mut at_sea = position.clone();
        let bre = at_sea.unit_at(lon_of(&map, "bre")).expect("French fleet");
        at_sea.units[bre].loc = loc(&map, "eng");
        let support = |draft: &mut Draft, unit: &str| {
            let rules = Rules::default();
            let (pick, _) = click(
                &map,
                &at_sea,
                &rules,
                draft,
                Pick::SupportWho(lon),
                Sel::ONE,
                loc(&map, unit),
            );
            click(
                &map,
                &at_sea,
                &rules,
                draft,
                pick,
                Sel::ONE,
                loc(&map, unit),
            )
            .1
        };
        assert_eq!(support(&mut draft, "eng"), Some(Ok(())));
        assert!(
            draft.lines[0].text.starts_with("F(Lon) S French F(ENG)"),
            "{:?}",
            draft.lines
        );
        // One it could not reach is refused with the reason, and nothing is written.
        let lines = draft.texts();
        let refused = support(&mut draft, "par");
        assert!(
            matches!(&refused, Some(Err(why)) if why.contains("could move")),
            "{refused:?}"
        );
        assert_eq!(draft.texts(), lines);
    }

    fn lon_of(map: &Map, name: &str) -> ProvinceId {
        map.find_province(name).expect("province")
    }

    #[test]
    fn a_click_beyond_the_units_reach_writes_nothing_and_says_why() {
        let (map, position, mut draft) = setup();
        let rules = Rules::default();
        let lvp = loc(&map, "lvp");
        let (pick, done) = click(
            &map,
            &position,
            &rules,
            &mut draft,
            Pick::Unit(lvp.province),
            Sel::ONE,
            loc(&map, "mun"),
        );
        assert_eq!(pick, Pick::Idle);
        assert!(matches!(done, Some(Err(_))), "{done:?}");
        assert!(draft.lines.is_empty());
    }

    #[test]
    fn a_fall_click_across_switzerlands_closed_border_is_refused_with_the_rule() {
        let map = Map::named("european").expect("map");
        let mut position = Position::initial(&map);
        position.phase.season = crate::engine::position::Season::Autumn;
        let italy = map.find_power("Italy").expect("Italy");
        let ven = loc(&map, "ven").province;
        let venice = position.unit_at(ven).expect("the army in Venice");
        position.units[venice].loc = loc(&map, "mil");
        let mut draft = Draft {
            power: italy,
            lines: Vec::new(),
        };
        let rules = Rules::default();
        let mil = Pick::Unit(loc(&map, "mil").province);
        let (_, done) = click(
            &map,
            &position,
            &rules,
            &mut draft,
            mil,
            Sel::ONE,
            loc(&map, "swi"),
        );
        assert!(
            matches!(&done, Some(Err(why)) if why.contains("closed to armies in Fall")),
            "{done:?}"
        );
        assert!(draft.lines.is_empty());
    }

    #[test]
    fn clicking_a_foreign_unit_selects_nothing() {
        let (map, position, mut draft) = setup();
        let (pick, done) = click(
            &map,
            &position,
            &Rules::default(),
            &mut draft,
            Pick::Idle,
            Sel::ONE,
            loc(&map, "par"),
        );
        assert_eq!((pick, done), (Pick::Idle, None));
    }
}

/// The order screen's own state: which power's tab, the typed line, the map pick.
#[derive(bevy::prelude::Resource, Debug, Clone, Default)]
pub struct Entry {
    /// Which of the player's powers is being written (index into the drafts).
    pub tab: usize,
    /// The order being typed.
    pub typed: String,
    /// Why the last typed or clicked order was refused.
    pub error: Option<String>,
    /// The rule behind a typed line's refusal, with the refusal it belongs to (shown only
    /// while that refusal is).
    pub refusal_rule: Option<(String, crate::engine::rules_explained::RuleTopic)>,
    /// Typed lines refused so far: each refusal is announced as a new node.
    pub refusals: u32,
    pub pick: Pick,
    /// "Seal orders" was pressed once: asking for confirmation.
    pub confirm: bool,
    /// Stacked maps: how many units of the selected stack the next order is for.
    pub count: u32,
    /// Stacked maps: the kind of the selected stack (a province may hold both).
    pub kind: Option<UnitKind>,
    /// The lines this player typed and wrote this turn, for the Up key.
    pub recall: Vec<String>,
    /// A home centre clicked where more than one build is allowed: the chooser (army,
    /// fleet, which coast) is open there.
    pub build_at: Option<ProvinceId>,
    /// The talk panel's choices (emptied with the rest at every curtain).
    pub talk: super::talk::TalkDesk,
    /// The unit whose block the order panel last scrolled into view (it scrolls once when
    /// a unit is chosen, on the board or by key, and then leaves the scrolling to the
    /// player).
    pub scrolled_to: Option<ProvinceId>,
}
