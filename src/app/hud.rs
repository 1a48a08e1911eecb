//! A small egui overlay: the campaign, and what lies under the cursor.

use super::CurrentGame;
use super::board::Board;
use super::board::picking::Hovered;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Shows the current campaign in the top-left corner and the hovered province below it.
pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, campaign_label);
}

/// A line about a place: name, abbreviation, centre and owner, and the unit there.
pub fn describe_place(
    board: &Board,
    game: &crate::engine::game::Game,
    at: crate::engine::ids::Location,
) -> String {
    let map = &board.map;
    let prov = map.province(at.province);
    let mut text = format!("{} ({})", prov.name, map.location_abbr(at));
    if prov.centre {
        match game.position.owners[at.province.index()] {
            Some(owner) => text.push_str(&format!(" · supply centre of {}", map.power(owner).name)),
            None => text.push_str(" · neutral supply centre"),
        }
    }
    if let Some(i) = game.position.unit_at(at.province) {
        let u = game.position.units[i];
        text.push_str(&format!(
            " · {} {}",
            map.power(u.power).adjective,
            u.kind.name().to_lowercase()
        ));
    }
    text
}

/// The order of the unit that stood in `p` during a resolved movement phase, and its result.
fn order_result(
    board: &Board,
    record: &crate::engine::game::PhaseRecord,
    p: crate::engine::ids::ProvinceId,
) -> Option<String> {
    let i = record.position.unit_at(p)?;
    let r = crate::engine::game::report::unit_result(&board.map, record, i)?;
    Some(format!("{}: {}", r.written, r.reason))
}

#[allow(clippy::too_many_arguments)]
fn campaign_label(
    mut contexts: EguiContexts,
    game: Res<CurrentGame>,
    board: Res<Board>,
    hovered: Res<Hovered>,
    inset: Res<super::board::camera::BoardInset>,
    shown: Res<super::board::draw::Shown>,
    settings: Res<super::screens::Settings>,
    table: Option<Res<super::play::table::Table>>,
    hide: Option<Res<super::board::arrows::HideOutcomes>>,
) -> Result {
    let stage = table.as_ref().map(|t| t.stage);
    // While results show, the corner names the campaign they are for, as their heading does.
    let phase = match stage {
        Some(super::play::table::Stage::Reveal { record }) => {
            game.0.record.get(record).map(|r| r.phase)
        }
        _ => None,
    }
    .unwrap_or(shown.position.phase);
    let hidden = hide.is_some_and(|h| h.0);
    let verdict = match (stage, hovered.0) {
        (Some(super::play::table::Stage::Reveal { record }), Some(at)) if !hidden => game
            .0
            .record
            .get(record)
            .and_then(|r| order_result(&board, r, at.province)),
        _ => None,
    };
    let ctx = contexts.ctx_mut()?;
    if super::screens::style::veiled(ctx) {
        return Ok(());
    }
    egui::Area::new(egui::Id::new("campaign"))
        .anchor(
            egui::Align2::LEFT_BOTTOM,
            [12.0 + inset.left / settings.ui_scale, -10.0],
        )
        .show(ctx, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            ui.label(
                egui::RichText::new(board.map.phase_name(phase))
                    .size(22.0)
                    .color(egui::Color32::WHITE),
            );
            if let Some(at) = hovered.0 {
                ui.label(
                    egui::RichText::new(describe_place(&board, &game.0, at))
                        .size(crate::app::screens::style::SMALL)
                        .color(egui::Color32::WHITE),
                );
            }
            if let Some(v) = verdict {
                ui.label(
                    egui::RichText::new(v)
                        .size(16.0)
                        .color(egui::Color32::from_rgb(255, 230, 150)),
                );
            }
        });
    Ok(())
}
