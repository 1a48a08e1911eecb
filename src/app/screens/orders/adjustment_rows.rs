//! The order panel in an adjustment phase: the builds due and a button for every site
//! and kind the legal-order tree allows, or the removals due and a button for each unit
//! (each stack, where units stack), then the lines written.

use super::super::style::text;
use super::check_label;
use crate::app::play::Act;
use crate::app::play::draft::Draft;
use crate::app::play::pick::build_words;
use crate::engine::ids::{Location, UnitKind};
use crate::engine::map::Map;
use crate::engine::options::typed_order;
use crate::engine::options::{OrderKind, OrderOptions, Subject, legal_orders};
use crate::engine::order::{AdjustOrder, Order};
use crate::engine::position::{Position, Unit};
use crate::engine::rules::Rules;
use bevy_egui::egui;

/// The builds or removals due for the power being written, and its lines.
pub(in crate::app::screens) fn adjustment_rows(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &Draft,
    out: &mut Vec<Act>,
) {
    let power = draft.power;
    let (centres, units) = (position.centre_count(power), position.unit_count(power));
    let due = centres as i64 - units as i64;
    let tree = legal_orders(map, position, rules, Subject::Power(power), 1);
    let write = |kind: UnitKind, at: Location, order: AdjustOrder| {
        let unit = Unit {
            power,
            kind,
            loc: at,
        };
        Act::Put(typed_order(map, position, &unit, 1, Order::Adjust(order)))
    };
    if due > 0 {
        let words = crate::t!(
            "orders-builds-due",
            centres = centres,
            units = units,
            due = due
        );
        ui.label(text(words).strong());
        build_buttons(ui, map, &tree, out);
    } else if due < 0 {
        let words = crate::t!(
            "orders-removals-due",
            centres = centres,
            units = units,
            due = -due
        );
        ui.label(text(words).strong());
        ui.horizontal_wrapped(|ui| {
            for t in tree.targets(OrderKind::Remove) {
                let Some(at) = t.place.map(|l| l.province) else {
                    continue;
                };
                // One button per kind standing there (a stack's count where units stack).
                let mut kinds: Vec<(UnitKind, Location, u32)> = Vec::new();
                for u in position.units_in(at).map(|i| position.units[i]) {
                    match kinds.iter_mut().find(|k| k.0 == u.kind) {
                        Some(k) => k.2 += 1,
                        None => kinds.push((u.kind, u.loc, 1)),
                    }
                }
                for (kind, loc, n) in kinds {
                    let unit = crate::engine::notation::format::unit_place(map, kind, loc);
                    let label = if n > 1 {
                        crate::t!("orders-remove-unit-of", unit = unit, count = n)
                    } else {
                        crate::t!("orders-remove-unit", unit = unit)
                    };
                    if ui.small_button(label).clicked() {
                        out.push(write(kind, loc, AdjustOrder::Remove { at }));
                    }
                }
            }
        });
    }
    ui.separator();
    let checked = draft.checked(crate::engine::adjudicate::Board::new(map, position, rules));
    for (i, l) in checked.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(text(l.text.clone()));
            if ui.small_button(crate::t!("orders-clear")).clicked() {
                out.push(Act::Unwrite(i));
            }
        });
        check_label(ui, l, false);
    }
}

/// A button for every site and kind of build the tree allows, and Waive where it may.
fn build_buttons(ui: &mut egui::Ui, map: &Map, tree: &OrderOptions, out: &mut Vec<Act>) {
    for site in tree.targets(OrderKind::Build) {
        let allowed: Vec<AdjustOrder> = site
            .choices
            .iter()
            .filter(|c| c.allowed())
            .filter_map(|c| match c.order {
                Order::Adjust(o) => Some(o),
                _ => None,
            })
            .collect();
        let Some(h) = site.place.filter(|_| !allowed.is_empty()) else {
            continue;
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(text(map.place_label(h.province)));
            for order in allowed {
                if ui.small_button(build_words(&order)).clicked() {
                    out.push(Act::Adjust(order));
                }
            }
        });
    }
    if tree.branch(OrderKind::Waive).is_some()
        && ui.small_button(crate::t!("orders-waive-build")).clicked()
    {
        out.push(Act::Adjust(AdjustOrder::Waive));
    }
}
