//! A Novice's movement orders, read from the legal-order tree: each unit goes to the
//! best-valued place it may reach that its power has not already filled (where units
//! stack, several may go together until they outnumber any rival), armies cross the sea
//! in the power's own fleets, and units with nothing better support a move into a
//! contested province or a threatened neighbour holding.

use super::convoys::add_convoys;
use super::pick_near_best;
use super::supports::add_supports;
use super::values::Values;
use super::write::{Planned, sound_orders};
use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::options::{
    Options, OrderKind, OrderOptions, Route, StackRow, Subject, own_stacks,
};
use crate::engine::order::{MainOrder, Order, Written};
use crate::engine::position::Position;
use crate::engine::rules::Rules;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

/// One of the power's stacks with its branch of the legal-order tree.
pub(super) struct StackTree {
    pub row: StackRow,
    pub tree: OrderOptions,
}

impl StackTree {
    /// Whether the tree was read for another unit of the stack's kind in its province
    /// (fleets on two coasts of one province): then the stack's own reach is checked too.
    fn other_coast(&self) -> bool {
        self.tree.unit.is_some_and(|u| u.loc != self.row.at)
    }

    /// Whether the stack itself could move to (or support into) `p`.
    pub fn reaches(&self, map: &Map, p: ProvinceId) -> bool {
        !self.other_coast() || map.can_move(self.row.kind, self.row.at, p)
    }

    /// The places the tree allows the (dislodged) stack to retreat to.
    pub fn retreats(&self, map: &Map) -> Vec<Location> {
        self.tree
            .targets(OrderKind::Retreat)
            .iter()
            .filter(|t| t.choices.iter().any(|c| c.allowed()))
            .filter_map(|t| t.place)
            .filter(|l| self.reaches(map, l.province))
            .collect()
    }

    /// The moves the tree allows, with how each travels.
    pub fn moves(&self, map: &Map) -> Vec<(Location, Route)> {
        self.tree
            .targets(OrderKind::Move)
            .iter()
            .flat_map(|t| &t.choices)
            .filter(|c| c.allowed())
            .filter_map(|c| match c.order {
                Order::Main(MainOrder::Move { to, .. }) => Some((to, c.route)),
                _ => None,
            })
            .filter(|(to, _)| self.reaches(map, to.province))
            .collect()
    }

    /// Whether the tree allows this order.
    pub fn allows(&self, map: &Map, order: MainOrder) -> bool {
        let target = match order {
            MainOrder::SupportHold { target } => Some(target),
            MainOrder::SupportMove { to, .. } => Some(to.province),
            MainOrder::Move { to, .. } => Some(to.province),
            MainOrder::Hold | MainOrder::Convoy { .. } => None,
        };
        target.is_none_or(|p| self.reaches(map, p))
            && self
                .tree
                .find(&Order::Main(order))
                .is_some_and(|c| c.allowed())
    }

    pub fn here(&self) -> ProvinceId {
        self.row.at.province
    }
}

/// Every stack of `power` with its tree.
pub(super) fn stack_trees(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
) -> Vec<StackTree> {
    let options = Options::new(map, position, rules);
    own_stacks(position, power)
        .into_iter()
        .map(|row| StackTree {
            row,
            tree: options.for_subject(
                Subject::Unit {
                    at: row.at.province,
                    kind: Some(row.kind),
                },
                1,
            ),
        })
        .collect()
}

/// How much a unit wants to end the turn at `to`: its worth, less where others can bring
/// more units than this power.
pub(super) fn appeal(values: &Values, to: ProvinceId) -> f64 {
    let i = to.index();
    let w = values.worth[i];
    if values.competition[i] > values.strength[i] {
        w * 0.6
    } else {
        w
    }
}

/// What one more unit ending in `p` is worth when `already` of the power's units will be
/// there: where units stack, more help until they outnumber any single rival, then little.
fn appeal_with(values: &Values, p: ProvinceId, already: u32) -> f64 {
    let need = values.competition[p.index()] + 1;
    let a = appeal(values, p);
    match already {
        0 => a,
        n if n < need => a * 0.8,
        _ => a * 0.05,
    }
}

/// One unit's choice: which stack it belongs to and its order.
pub(super) type Choice = (usize, MainOrder);

/// The movement orders of `power`, as text.
pub fn moves(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    values: &Values,
    rng: &mut StdRng,
) -> Vec<Written> {
    let stacks = stack_trees(map, position, rules, power);
    let chosen = novice_choices(map, values, &stacks, rng);
    let planned = merge(&stacks, &chosen);
    sound_orders(map, position, rules, power, &planned)
}

/// Each unit's order as the Novice chooses it: moves and holds, then convoys and supports.
pub(super) fn novice_choices(
    map: &Map,
    values: &Values,
    stacks: &[StackTree],
    rng: &mut StdRng,
) -> Vec<Choice> {
    let mut chosen = first_choices(map, values, stacks, rng);
    if !Rulebook::of(map).units_stack() {
        add_convoys(map, values, stacks, &mut chosen);
    }
    add_supports(map, values, stacks, &mut chosen);
    chosen
}

/// Each unit's move or hold, strongest wishes first.
fn first_choices(
    map: &Map,
    values: &Values,
    stacks: &[StackTree],
    rng: &mut StdRng,
) -> Vec<Choice> {
    let moves: Vec<Vec<(Location, Route)>> = stacks
        .iter()
        .map(|s| {
            s.moves(map)
                .into_iter()
                .filter(|(_, r)| *r != Route::Convoy)
                .collect()
        })
        .collect();
    let mut agents: Vec<usize> = stacks
        .iter()
        .enumerate()
        .flat_map(|(s, st)| std::iter::repeat_n(s, st.row.units as usize))
        .collect();
    agents.shuffle(rng);
    let best = |s: usize| {
        moves[s]
            .iter()
            .map(|(l, _)| appeal(values, l.province))
            .fold(appeal(values, stacks[s].here()), f64::max)
    };
    agents.sort_by(|a, b| best(*b).total_cmp(&best(*a)));
    // Units of this power that will end the turn in each province, and units ordered so far
    // in each stack.
    let mut ending = vec![0u32; map.provinces.len()];
    let mut ordered = vec![0u32; stacks.len()];
    let waiting = |p: ProvinceId, ordered: &[u32]| {
        stacks
            .iter()
            .enumerate()
            .any(|(k, st)| st.here() == p && ordered[k] < st.row.units)
    };
    let mut chosen = Vec::new();
    for s in agents {
        let here = stacks[s].here();
        let mut options = vec![(
            appeal_with(values, here, ending[here.index()]),
            MainOrder::Hold,
        )];
        for &(to, _) in &moves[s] {
            let p = to.province;
            let filled = ending[p.index()];
            // One unit a province: never two into one place, nor into a place whose own unit
            // has not chosen yet (it may stay).
            if !Rulebook::of(map).units_stack() && (filled > 0 || waiting(p, &ordered)) {
                continue;
            }
            let order = MainOrder::Move {
                to,
                via_convoy: false,
            };
            options.push((appeal_with(values, p, filled), order));
        }
        options.sort_by(|a, b| b.0.total_cmp(&a.0));
        let ranked: Vec<f64> = options.iter().map(|o| o.0).collect();
        let (_, order) = options[pick_near_best(&ranked, rng)];
        let lands = match order {
            MainOrder::Move { to, .. } => to.province,
            _ => here,
        };
        ending[lands.index()] += 1;
        ordered[s] += 1;
        chosen.push((s, order));
    }
    chosen
}

/// The units' choices as one order per stack and distinct order, with counts; supports
/// name the units they are for.
pub(super) fn merge(stacks: &[StackTree], chosen: &[Choice]) -> Vec<Planned> {
    let mut out: Vec<Planned> = Vec::new();
    for &(s, order) in chosen {
        let order = Order::Main(order);
        match out
            .iter_mut()
            .find(|p| p.stack == stacks[s].row && p.order == order)
        {
            Some(p) => p.count += 1,
            None => out.push(Planned::new(stacks[s].row, order, 1)),
        }
    }
    for p in &mut out {
        p.pieces = super::supports::supported_pieces(stacks, chosen, p.order);
    }
    out
}
