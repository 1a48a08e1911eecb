//! The order panel in a retreat phase: each dislodged unit (or stack) of the power being
//! written, its line, and a button for every retreat the legal-order tree lists.

use super::super::style::{NOTE, text};
use super::stack_rows::{row_count, stack_block, stack_status};
use super::{check_label, line_of};
use crate::app::play::Act;
use crate::app::play::draft::Draft;
use crate::app::play::pick::{Entry, Pick};
use crate::app::play::stacks::own_stacks;
use crate::engine::map::Map;
use crate::engine::options::typed_order;
use crate::engine::options::{OrderKind, Subject, legal_orders};
use crate::engine::order::{Order, RetreatOrder};
use crate::engine::position::{PhaseKind, Position, Unit};
use crate::engine::rules::Rules;
use bevy_egui::egui;

/// The power's dislodged units, each with its retreats and Disband.
pub(in crate::app::screens) fn retreat_rows(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &Draft,
    entry: &mut Entry,
    out: &mut Vec<Act>,
) {
    let board = crate::engine::adjudicate::Board::new(map, position, rules);
    let checked = draft.checked(board);
    for row in own_stacks(position, draft.power) {
        let p = row.at.province;
        let unit = Unit {
            power: draft.power,
            kind: row.kind,
            loc: row.at,
        };
        let (selected, left, count) = row_count(map, draft, entry, &row);
        let place = crate::engine::notation::format::unit_place(map, row.kind, row.at);
        let me = match row.units {
            n if n > 1 => crate::t!("orders-stack-dislodged", count = n, unit = place),
            _ => crate::t!("orders-unit-dislodged", unit = place),
        };
        ui.horizontal(|ui| {
            if ui.selectable_label(selected, text(me).strong()).clicked() {
                entry.pick = Pick::Unit(p);
                entry.kind = Some(row.kind);
                entry.count = count;
            }
            if board.orders_part_of_stacks() {
                ui.add(
                    egui::Label::new(stack_status(row.units, left, PhaseKind::Retreat)).truncate(),
                );
            }
        });
        if board.orders_part_of_stacks() {
            if !stack_block(ui, draft, &row, (left, count), entry, out) {
                ui.add_space(6.0);
                continue;
            }
        } else {
            match line_of(&checked, draft, p) {
                Some(l) => {
                    ui.label(text(l.text.clone()));
                    check_label(ui, l, false);
                }
                // Two lines, as an order and its check take: the buttons below stay put
                // when an order is given.
                None => {
                    ui.label(text(crate::t!("orders-no-order-yet")).color(NOTE));
                    ui.label(text(crate::t!("orders-will-be-disbanded")).color(NOTE));
                }
            }
        }
        let subject = Subject::Unit {
            at: p,
            kind: Some(row.kind),
        };
        let tree = legal_orders(map, position, rules, subject, count);
        let write = |order: RetreatOrder| {
            Act::Put(typed_order(
                map,
                position,
                &unit,
                count,
                Order::Retreat(order),
            ))
        };
        ui.horizontal_wrapped(|ui| {
            for t in tree.targets(OrderKind::Retreat) {
                let (Some(to), Some(choice)) = (t.place, t.choices.first()) else {
                    continue;
                };
                let label = crate::t!("orders-retreat-to", place = map.location_abbr(to));
                if let Some(r) = &choice.refusal {
                    let reason = r.describe(map, position);
                    super::super::rule_card::refused_choice(ui, &label, &reason, r.topic());
                } else if ui.button(label).clicked() {
                    out.push(write(RetreatOrder::Retreat(to)));
                }
            }
            if tree.branch(OrderKind::Disband).is_some()
                && ui.button(crate::t!("orders-disband")).clicked()
            {
                out.push(write(RetreatOrder::Disband));
            }
        });
        ui.add_space(6.0);
    }
}
