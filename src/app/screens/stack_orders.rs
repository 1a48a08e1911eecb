//! The order panel's rows on a map where units stack (Multiplomacy): each stack with how
//! many of its units are ordered, a count to split it, quick orders for that many units,
//! and every written line with how the engine reads it.

use super::style::{BAD, GOOD, NOTE, text};
use crate::app::play::draft::Draft;
use crate::app::play::pick::{Entry, Pick};
use crate::app::play::stacks::{StackRow, kind_plural, own_stacks, stack_text};
use crate::engine::adjudicate::legal_retreats;
use crate::engine::ids::{Location, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{MainOrder, Order, RetreatOrder};
use crate::engine::position::{PhaseKind, Position};
use bevy_egui::egui;

/// Places a stack may be sent to this phase: neighbours (retreat options when dislodged).
fn targets(
    map: &Map,
    pos: &Position,
    power: crate::engine::ids::PowerId,
    row: &StackRow,
) -> Vec<Location> {
    if pos.phase.kind == PhaseKind::Retreat {
        let Some(d) = pos
            .dislodged
            .iter()
            .find(|d| d.unit.power == power && d.unit.kind == row.kind && d.unit.loc == row.at)
        else {
            return Vec::new();
        };
        return legal_retreats(map, pos, &crate::engine::rules::Rules::RULEBOOK_1971, d);
    }
    match row.kind {
        UnitKind::Army => map
            .province(row.at.province)
            .army
            .iter()
            .map(|p| Location::province(*p))
            .collect(),
        UnitKind::Fleet => map.fleet_moves(row.at).to_vec(),
    }
}

/// The stacks of the power being written, then its lines.
pub fn stacked_rows(
    ui: &mut egui::Ui,
    map: &Map,
    pos: &Position,
    draft: &mut Draft,
    entry: &mut Entry,
) {
    let power = draft.power;
    if pos.phase.kind == PhaseKind::Adjustment {
        adjustment_help(ui, map, pos, power);
    }
    for row in own_stacks(pos, power) {
        let p = row.at.province;
        let ordered = draft.ordered(row.kind, p);
        let left = row.units.saturating_sub(ordered);
        let selected = entry.pick == Pick::Unit(p) && entry.kind.is_none_or(|k| k == row.kind);
        ui.horizontal(|ui| {
            let me = format!(
                "{} {} {}",
                row.units,
                row.kind.letter(),
                map.location_abbr(row.at)
            );
            if ui.selectable_label(selected, text(me).strong()).clicked() {
                entry.pick = Pick::Unit(p);
                entry.kind = Some(row.kind);
                entry.count = left.max(1);
            }
            let rest = match (pos.phase.kind, left) {
                (_, 0) => text("all ordered").color(GOOD),
                (PhaseKind::Retreat, 1) => text("1 without an order disbands").color(NOTE),
                (PhaseKind::Retreat, n) => text(format!("{n} without orders disband")).color(NOTE),
                (_, 1) if row.units == 1 => text("no order: stands").weak(),
                (_, 1) => text("1 without an order stands").weak(),
                (_, n) => text(format!("{n} without orders stand")).weak(),
            };
            ui.label(rest);
        });
        if left == 0 {
            continue;
        }
        let mut n = if selected {
            entry.count.clamp(1, left)
        } else {
            left
        };
        ui.horizontal(|ui| {
            if left > 1 {
                let mut picked = n;
                ui.add(
                    egui::DragValue::new(&mut picked)
                        .range(1..=left)
                        .suffix(format!(" of {left} {}", kind_plural(row.kind, left))),
                );
                if picked != n {
                    n = picked;
                    entry.pick = Pick::Unit(p);
                    entry.kind = Some(row.kind);
                    entry.count = picked;
                }
            }
            let mut write = |draft: &mut Draft, action: Order| {
                let t = stack_text(map, pos, power, &row, n, action);
                entry.error = draft.write(map, pos, &t).err();
            };
            let (stay, stay_action, go) = match pos.phase.kind {
                PhaseKind::Retreat => (
                    "Disband",
                    Order::Retreat(RetreatOrder::Disband),
                    "Retreat to…",
                ),
                _ => ("Stand", Order::Main(MainOrder::Hold), "Move to…"),
            };
            if ui.small_button(stay).clicked() {
                write(draft, stay_action);
            }
            egui::ComboBox::from_id_salt(("stack-move", p, row.kind.letter()))
                .selected_text(go)
                .width(110.0)
                .show_ui(ui, |ui| {
                    for to in targets(map, pos, power, &row) {
                        if ui.selectable_label(false, map.location_abbr(to)).clicked() {
                            let action = match pos.phase.kind {
                                PhaseKind::Retreat => Order::Retreat(RetreatOrder::Retreat(to)),
                                _ => Order::Main(MainOrder::Move {
                                    to,
                                    via_convoy: false,
                                }),
                            };
                            write(draft, action);
                        }
                    }
                });
        });
        ui.add_space(4.0);
    }
    ui.separator();
    written_lines(ui, draft);
}

fn adjustment_help(
    ui: &mut egui::Ui,
    map: &Map,
    pos: &Position,
    power: crate::engine::ids::PowerId,
) {
    let due = pos.centre_count(power) as i64 - pos.unit_count(power) as i64;
    let what = if due > 0 {
        let homes: Vec<String> = map
            .power(power)
            .homes
            .iter()
            .filter(|h| pos.owners[h.index()] == Some(power))
            .filter(|h| pos.holder(**h).is_none_or(|o| o == power))
            .map(|h| map.province(*h).abbr.clone())
            .collect();
        format!(
            "{due} build{} due: one per home province you own, even where your units stand ({}). Click a province (its coast for a fleet) or type Build A Mos.",
            if due == 1 { "" } else { "s" },
            homes.join(", ")
        )
    } else {
        format!(
            "Remove {}: click a stack to remove one unit, or type Remove 2 A Mun.",
            -due
        )
    };
    ui.label(text(what).strong());
}

/// Every line written, how it reads, and a button to take it back.
fn written_lines(ui: &mut egui::Ui, draft: &mut Draft) {
    let mut remove = None;
    for (i, l) in draft.lines.iter().enumerate() {
        ui.horizontal(|ui| {
            match &l.orders {
                Ok(_) => ui.label(text(format!("✔ {}", l.text)).color(GOOD)),
                Err(e) => ui.label(text(format!("✖ {} — {e}", l.text)).color(BAD)),
            };
            if ui.small_button("Clear").clicked() {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        draft.lines.remove(i);
    }
}
