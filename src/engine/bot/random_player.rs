//! The random player, a yardstick for the Novice: every unit takes a kind of order at
//! random among those the legal-order tree allows it, then one such order at random.

use super::adjust::add_one;
use super::movement::stack_trees;
use super::write::{Planned, sound_orders};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::options::{Choice, Options, OrderOptions, StackRow, Subject};
use crate::engine::order::{AdjustOrder, Order, Written};
use crate::engine::position::{PhaseKind, Position};
use crate::engine::rules::Rules;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};

/// One allowed order of a random kind from the tree, if it allows any.
fn random_choice<'a>(tree: &'a OrderOptions, rng: &mut StdRng) -> Option<&'a Choice> {
    let kinds: Vec<Vec<&Choice>> = tree
        .branches
        .iter()
        .map(|b| {
            b.targets
                .iter()
                .flat_map(|t| t.all_choices())
                .filter(|c| c.allowed())
                .collect::<Vec<_>>()
        })
        .filter(|c| !c.is_empty())
        .collect();
    kinds.choose(rng).and_then(|k| k.choose(rng).copied())
}

/// Random legal orders for every unit (or the builds and removals due) of `power`.
pub fn random_orders(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    rng: &mut StdRng,
) -> Vec<Written> {
    let mut planned: Vec<Planned> = Vec::new();
    if position.phase.kind == PhaseKind::Adjustment {
        let due = position.centre_count(power) as i64 - position.unit_count(power) as i64;
        let tree = Options::new(map, position, rules).for_subject(Subject::Power(power), 1);
        let mut picks: Vec<&Choice> = tree.choices().into_iter().filter(|c| c.allowed()).collect();
        picks.shuffle(rng);
        let mut places = Vec::new();
        for c in picks {
            let at = match c.order {
                Order::Adjust(AdjustOrder::Build { at, .. }) => at,
                Order::Adjust(AdjustOrder::Remove { at }) => {
                    crate::engine::ids::Location::province(at)
                }
                _ => continue,
            };
            if places.len() as i64 >= due.abs() || places.contains(&at.province) {
                continue;
            }
            places.push(at.province);
            let kind = match c.order {
                Order::Adjust(AdjustOrder::Build { kind: Some(k), .. }) => k,
                _ => match position
                    .units
                    .iter()
                    .find(|u| u.power == power && u.loc.province == at.province)
                {
                    Some(u) => u.kind,
                    None => continue,
                },
            };
            let loc = position
                .units
                .iter()
                .find(|u| u.power == power && u.loc.province == at.province && u.kind == kind)
                .map_or(at, |u| u.loc);
            planned.push(Planned::new(
                StackRow {
                    kind,
                    at: loc,
                    units: 1,
                },
                c.order,
                1,
            ));
        }
        return sound_orders(map, position, rules, power, &planned);
    }
    for st in stack_trees(map, position, rules, power) {
        for _ in 0..st.row.units {
            if let Some(c) = random_choice(&st.tree, rng) {
                add_one(&mut planned, st.row, c.order);
            }
        }
    }
    sound_orders(map, position, rules, power, &planned)
}
