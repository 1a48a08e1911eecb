//! The parts of a movement row that only a stack has: how many are still without orders,
//! the lines written for it, and how many the next order is for.

use super::super::style::{GOOD, NOTE, text};
use crate::app::play::Act;
use crate::app::play::draft::Draft;
use crate::app::play::pick::{Entry, Pick};
use crate::app::play::stacks::StackRow;
use crate::engine::ids::UnitKind;
use crate::engine::map::Map;
use crate::engine::position::PhaseKind;
use bevy_egui::egui;

/// How many of a stack are left without orders, as a row's status says it: they stand,
/// or in a retreat they are disbanded.
pub(super) fn stack_status(units: u32, left: u32, phase: PhaseKind) -> egui::RichText {
    let retreat = phase == PhaseKind::Retreat;
    match (left, retreat) {
        (0, _) => text(crate::t!("orders-all-ordered")).color(GOOD),
        (1, false) if units == 1 => text(crate::t!("orders-no-order-stands")).weak(),
        (1, true) if units == 1 => text(crate::t!("orders-no-order-disbanded")).color(NOTE),
        (n, false) => text(crate::t!("orders-without-orders-stand", count = n)).weak(),
        (n, true) => text(crate::t!("orders-without-orders-disbanded", count = n)).color(NOTE),
    }
}

/// A row's state in the panel: whether it is the one selected, how many of it are still
/// without orders (all of it where units do not stack), and how many the next order is
/// for (the count picked while selected, else all those left).
pub(super) fn row_count(
    map: &Map,
    draft: &Draft,
    entry: &Entry,
    row: &StackRow,
) -> (bool, u32, u32) {
    let p = row.at.province;
    let selected = entry.pick.selected().contains(&p) && entry.kind.is_none_or(|k| k == row.kind);
    let left = draft.open_units(map, row);
    let count = match selected {
        true => entry.count.clamp(1, left.max(1)),
        false => left.max(1),
    };
    (selected, left, count)
}

/// The lines written for a stack, each with a button to take it back.
fn stack_lines(ui: &mut egui::Ui, draft: &Draft, row: &StackRow, out: &mut Vec<Act>) {
    let p = row.at.province;
    for (i, l) in draft.lines.iter().enumerate() {
        let mine = l
            .written()
            .iter()
            .any(|w| w.kind == Some(row.kind) && w.at.province == p);
        if !mine {
            continue;
        }
        ui.horizontal(|ui| {
            ui.add(egui::Label::new(text(format!("✔ {}", l.text)).color(GOOD)).truncate());
            if ui.small_button(crate::t!("orders-clear")).clicked() {
                out.push(Act::Unwrite(i));
            }
        });
    }
}

/// How many of a stack the next order is for (shown when more than one is left).
fn count_picker(ui: &mut egui::Ui, row: &StackRow, left: u32, count: u32, entry: &mut Entry) {
    if left < 2 {
        return;
    }
    let mut picked = count;
    let of = match row.kind {
        UnitKind::Army => crate::t!("orders-of-armies", count = left),
        UnitKind::Fleet => crate::t!("orders-of-fleets", count = left),
    };
    let shown = ui.add(
        egui::DragValue::new(&mut picked)
            .range(1..=left)
            .suffix(format!(" {of}")),
    );
    let name = crate::t!("access-stack-order-count");
    super::super::spoken::number_box(&shown, &name, &format!("{picked} {of}"));
    if picked != count {
        entry.pick = Pick::Unit(row.at.province);
        entry.kind = Some(row.kind);
        entry.count = picked;
    }
}

/// Where units stack, the rest of a row: its written lines, then, while some of it is left
/// without orders, the count picker. False when all of it is ordered (the row ends there).
pub(super) fn stack_block(
    ui: &mut egui::Ui,
    draft: &Draft,
    row: &StackRow,
    (left, count): (u32, u32),
    entry: &mut Entry,
    out: &mut Vec<Act>,
) -> bool {
    stack_lines(ui, draft, row, out);
    if left > 0 {
        count_picker(ui, row, left, count, entry);
    }
    left > 0
}
