//! The game's unit rows in the sandbox: for the power whose slip is shown, each unit's
//! Stand, Move to… and Support… (or retreat, build and removal) buttons, written into
//! that power's slip as the order panel writes them into a draft.

use super::super::style::text;
use super::SandboxDesk;
use crate::app::play::Act;
use crate::app::play::draft::Draft;
use crate::app::play::pick::Entry;
use crate::app::play::stacks::give_some;
use crate::engine::map::Map;
use crate::engine::position::{PhaseKind, Position};
use crate::t;
use bevy_egui::egui;

/// Draws the shown power's unit rows (folded away until opened) and writes what they give
/// into its slip.
pub(super) fn unit_rows(ui: &mut egui::Ui, desk: &mut SandboxDesk) {
    let power = desk.power;
    let s = &desk.sandbox;
    let (map, position, rules) = (&s.map, s.position(), s.rules());
    let mut entry = Entry {
        pick: desk.pick,
        count: desk.order_count.max(1),
        ..Entry::default()
    };
    let mut out = Vec::new();
    // A header never wraps: in a narrow panel (a large text size) it says less, so it
    // does not push the panel's contents past the window's edge.
    let name = &map.power_label(power);
    let long = text(t!("learning-sandbox-units-long", power = name.clone()));
    let room = ui.available_width() - ui.spacing().indent;
    let wide = egui::WidgetText::from(long.clone())
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Button,
        )
        .size()
        .x;
    let title = if wide <= room {
        long
    } else {
        text(t!("learning-sandbox-units", power = name.clone()))
    };
    egui::CollapsingHeader::new(title)
        .id_salt("sandbox-unit-rows")
        .show(ui, |ui| {
            // The slip as a draft, read only while the rows are open.
            let draft = Draft::from_pending(power, map, s.game());
            match position.phase.kind {
                PhaseKind::Movement => super::super::orders::movement_rows(
                    ui, map, position, rules, &draft, &mut entry, &mut out,
                ),
                PhaseKind::Retreat => super::super::orders::retreat_rows(
                    ui, map, position, rules, &draft, &mut entry, &mut out,
                ),
                PhaseKind::Adjustment => super::super::orders::adjustment_rows(
                    ui, map, position, rules, &draft, &mut out,
                ),
            }
        });
    if entry.pick != desk.pick {
        desk.pick = entry.pick;
        desk.pick_power = Some(power);
        desk.order_count = entry.count;
    }
    write_acts(desk, &out);
}

/// Writes what the rows gave into the shown power's slip; refusals become the desk's
/// messages.
pub(super) fn write_acts(desk: &mut SandboxDesk, acts: &[Act]) {
    if acts.is_empty() {
        return;
    }
    let power = desk.power;
    let s = &desk.sandbox;
    let (map, position) = (&s.map, s.position());
    let mut draft = Draft::from_pending(power, map, s.game());
    let mut refused = Vec::new();
    let mut written = false;
    for act in acts {
        match apply(map, position, &mut draft, act) {
            Some(Ok(())) => written = true,
            Some(Err(why)) => refused.push(why),
            None => {}
        }
    }
    if written {
        desk.sandbox.write_draft(&draft);
        desk.loaded_step = None;
        desk.load_slips();
    }
    if !refused.is_empty() {
        desk.messages = refused;
    }
}

/// Carries out one of the rows' messages on the power's draft: `None` for a message the
/// rows do not send.
fn apply(
    map: &Map,
    position: &Position,
    draft: &mut Draft,
    act: &Act,
) -> Option<Result<(), String>> {
    Some(match act {
        Act::Write(line) => draft.write(map, position, line),
        Act::Put(order) => draft.put(map, position, *order),
        Act::Give {
            at,
            kind,
            count,
            order,
        } => give_some(map, position, draft, *at, (*kind, *count, *order)),
        Act::Clear(p) => {
            draft.clear(*p);
            Ok(())
        }
        Act::Unwrite(i) => {
            if *i < draft.lines.len() {
                draft.lines.remove(*i);
            }
            Ok(())
        }
        _ => return None,
    })
}
