//! The sandbox panel's board tool: write orders by clicking, place and remove units (a
//! power, army or fleet, a count where units stack), or give centres an owner.

use super::super::style::{NOTE, text};
use super::SandboxDesk;
use super::desk::DeskTool;
use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::{PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::sandbox::SetupTool;
use crate::t;
use bevy_egui::egui;

/// The tool row, its choices, and what the next click does.
pub(super) fn board_tool(ui: &mut egui::Ui, desk: &mut SandboxDesk) {
    let map = &desk.sandbox.map;
    let power = desk.power;
    ui.horizontal_wrapped(|ui| {
        ui.label(text(t!("learning-sandbox-clicks")));
        let tool = desk.tool;
        if ui
            .selectable_label(
                tool == DeskTool::Orders,
                text(t!("learning-sandbox-tool-orders")),
            )
            .clicked()
        {
            desk.tool = DeskTool::Orders;
        }
        let units = matches!(tool, DeskTool::SetUp(SetupTool::Units { .. }));
        if ui
            .selectable_label(units, text(t!("learning-sandbox-tool-units")))
            .clicked()
            && !units
        {
            desk.tool = DeskTool::SetUp(SetupTool::Units {
                power,
                kind: UnitKind::Army,
                count: 1,
            });
        }
        let owners = matches!(tool, DeskTool::SetUp(SetupTool::Owner(_)));
        if ui
            .selectable_label(owners, text(t!("learning-sandbox-tool-centres")))
            .clicked()
            && !owners
        {
            desk.tool = DeskTool::SetUp(SetupTool::Owner(Some(power)));
        }
    });
    match &mut desk.tool {
        DeskTool::Orders if Rulebook::of(map).orders_part_of_stacks() => {
            ui.horizontal_wrapped(|ui| {
                let asked = t!("learning-sandbox-stack-count");
                ui.label(&asked);
                let shown = ui.add(egui::DragValue::new(&mut desk.order_count).range(1..=99));
                let count = desk.order_count.to_string();
                super::super::spoken::number_box(
                    &shown,
                    asked.trim_end_matches(':').trim_end(),
                    &count,
                );
            });
        }
        DeskTool::Orders => {}
        DeskTool::SetUp(SetupTool::Units { power, kind, count }) => {
            if let Some(p) = powers(ui, map, Some(*power)) {
                *power = p;
            }
            ui.horizontal_wrapped(|ui| {
                ui.selectable_value(kind, UnitKind::Army, text(t!("learning-sandbox-army")));
                ui.selectable_value(kind, UnitKind::Fleet, text(t!("learning-sandbox-fleet")));
                if Rulebook::of(map).orders_part_of_stacks() {
                    ui.label(t!("learning-sandbox-count"));
                    let shown = ui.add(egui::DragValue::new(count).range(1..=99));
                    let name = t!("access-units-to-place");
                    super::super::spoken::number_box(&shown, &name, &count.to_string());
                }
            });
        }
        DeskTool::SetUp(SetupTool::Owner(owner)) => {
            ui.horizontal_wrapped(|ui| {
                if let Some(p) = powers(ui, map, *owner) {
                    *owner = Some(p);
                }
                if ui
                    .selectable_label(owner.is_none(), t!("learning-sandbox-nobody"))
                    .clicked()
                {
                    *owner = None;
                }
            });
        }
    }
    ui.label(text(desk.prompt()).small().weak());
    desk.pick_buttons(ui);
    for m in &desk.messages {
        ui.label(text(m.clone()).color(NOTE));
    }
}

/// A row of the board's powers in their colours, `chosen` marked; the one clicked.
fn powers(ui: &mut egui::Ui, map: &Map, chosen: Option<PowerId>) -> Option<PowerId> {
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        for p in map.power_ids() {
            if super::super::style::power_tab(ui, map, p, chosen == Some(p)).clicked() {
                clicked = Some(p);
            }
        }
    });
    clicked
}
