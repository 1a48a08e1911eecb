//! The private order panel: the writing player's units with their orders, quick buttons,
//! typed notation with completion, each order checked as it is written, and sealing.

use super::stack_orders::stacked_rows;
use super::style::{BAD, BIG, GOOD, NOTE, big_button, power_colour, side_panel, text};
use crate::app::CurrentGame;
use crate::app::board::Board;
use crate::app::play::Act;
use crate::app::play::draft::{CheckedLine, complete};
use crate::app::play::pick::{Entry, Pick, give};
use crate::app::play::table::{Stage, Table};
use crate::engine::adjudicate::{
    Check, convoy_reach, legal_retreats, rail_destinations, variant_refusal,
};
use crate::engine::ids::{Location, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::format::{Style, format_adjust, format_main, format_retreat};
use crate::engine::notation::parse_order;
use crate::engine::order::{AdjustOrder, MainOrder, RetreatOrder};
use crate::engine::position::{PhaseKind, Position, Unit};
use crate::engine::rules::Rules;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Width of the order panel.
pub const WIDTH: f32 = 440.0;

fn check_label(ui: &mut egui::Ui, line: &CheckedLine) {
    match &line.check {
        Check::Fine => ui.label(text("✔ can be carried out").color(GOOD).small()),
        Check::Note(n) => ui.label(text(format!("⚠ {n}")).color(NOTE).small()),
        Check::Void(r) => ui.label(text(format!("✖ {r}")).color(BAD).small()),
    };
}

#[allow(clippy::too_many_arguments)]
pub fn order_screen(
    mut contexts: EguiContexts,
    mut table: ResMut<Table>,
    game: Res<CurrentGame>,
    board: Res<Board>,
    mut entry: ResMut<Entry>,
    mut acts: MessageWriter<Act>,
    mut last: Local<Option<Stage>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Stage::Writing { player } = table.stage else {
        return Ok(());
    };
    if *last != Some(table.stage) {
        *entry = Entry::default();
        *last = Some(table.stage);
    }
    let map = &board.map;
    let g = &game.0;
    let position = &g.position;
    let rules = g.setup.rules;
    if entry.tab >= table.drafts.len() {
        entry.tab = 0;
    }
    let clock = table.clock.clone();
    let mut vote = table.draw_votes.contains(&player);
    let mut seal = false;
    side_panel(ctx, "orders", WIDTH, |ui| {
        ui.label(egui::RichText::new(g.setup.players[player].name.clone()).size(BIG));
        ui.horizontal(|ui| {
            ui.label(text(map.phase_name(position.phase)));
            if clock.left.is_some() {
                let c = if clock.left.unwrap_or(0.0) < 60.0 {
                    BAD
                } else {
                    NOTE
                };
                ui.label(text(format!("⏱ {}", clock.display())).color(c).strong());
            }
        });
        if table.drafts.len() > 1 {
            ui.horizontal(|ui| {
                for (i, d) in table.drafts.iter().enumerate() {
                    let name = egui::RichText::new(map.power(d.power).name.to_uppercase())
                        .color(power_colour(map, d.power));
                    if ui.selectable_label(entry.tab == i, name).clicked() {
                        entry.tab = i;
                        entry.pick = Pick::Idle;
                    }
                }
            });
        }
        let tab = entry.tab;
        let Some(draft) = table.drafts.get_mut(tab) else {
            return;
        };
        ui.label(
            egui::RichText::new(map.power(draft.power).name.to_uppercase())
                .size(26.0)
                .color(power_colour(map, draft.power))
                .strong(),
        );
        ui.separator();
        match (&g.stacked, position.phase.kind) {
            (Some(stacked), _) => stacked_rows(ui, map, stacked, draft, &mut entry),
            (None, PhaseKind::Movement) => {
                movement_rows(ui, map, position, &rules, draft, &mut entry)
            }
            (None, PhaseKind::Retreat) => {
                retreat_rows(ui, map, position, &rules, draft, &mut entry)
            }
            (None, PhaseKind::Adjustment) => {
                adjustment_rows(ui, map, position, &rules, draft, &mut entry)
            }
        }
        ui.separator();
        let (how, hint) = match g.stacked {
            Some(_) => (
                "Type an order (a count for part of a stack, e.g. 3 F NTH-Nwy, 2 F NTH sup F Lon, 2 A Swi-Mun sup by 1 A Swi)",
                "2 F NTH-Nwy",
            ),
            None => (
                "Type an order (rulebook notation, e.g. A(Par)-Bur, F(NTH) c A(Yor)-Nwy)",
                "A(Lvp)-Yor",
            ),
        };
        ui.label(text(how));
        let field = ui.add(
            egui::TextEdit::singleline(&mut entry.typed)
                .desired_width(WIDTH - 40.0)
                .hint_text(hint),
        );
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let names = complete(map, &entry.typed);
        if !names.is_empty() {
            ui.label(text(names.join(" · ")).small().weak());
        }
        if (entered || ui.button("Add order").clicked()) && !entry.typed.trim().is_empty() {
            let typed = entry.typed.clone();
            let written = match &g.stacked {
                Some(stacked) => draft.write_stacked(map, stacked, &typed),
                None => draft.write(map, position, &typed).map(|_| ()),
            };
            match written {
                Ok(_) => {
                    entry.typed.clear();
                    entry.error = None;
                }
                Err(e) => entry.error = Some(e),
            }
        }
        if let Some(e) = &entry.error {
            ui.label(text(e.clone()).color(BAD));
        }
        ui.separator();
        ui.label(
            text(entry.pick.prompt(map, position.phase.kind))
                .small()
                .weak(),
        );
        ui.checkbox(&mut vote, text("I propose a draw (secret; agreed only if every surviving player proposes it this turn)"));
        ui.add_space(8.0);
        let ctrl_enter = ui.input(|i| i.modifiers.ctrl && i.key_pressed(egui::Key::Enter));
        if !entry.confirm {
            if big_button(ui, "Seal orders (Ctrl+Enter)").clicked() || ctrl_enter {
                entry.confirm = true;
            }
        } else {
            let note = draft_left_out(&table.drafts, map, g);
            ui.label(
                text(match note {
                    Some(n) => format!("Seal now? {n}."),
                    None => "Seal now? Every unit has an order.".into(),
                })
                .strong(),
            );
            ui.horizontal(|ui| {
                if big_button(ui, "Seal (Ctrl+Enter)").clicked() || ctrl_enter {
                    seal = true;
                }
                if ui.button(text("Keep writing")).clicked() {
                    entry.confirm = false;
                }
            });
        }
    });
    if vote != table.draw_votes.contains(&player) {
        table.vote_draw(player, vote);
    }
    if seal {
        entry.confirm = false;
        entry.pick = Pick::Idle;
        acts.write(Act::Seal);
    }
    Ok(())
}

fn draft_left_out(
    drafts: &[crate::app::play::draft::Draft],
    map: &Map,
    game: &crate::engine::game::Game,
) -> Option<String> {
    let notes: Vec<String> = drafts
        .iter()
        .filter_map(|d| {
            match &game.stacked {
                Some(stacked) => d.stacked_left_out(map, stacked),
                None => d.left_out(map, &game.position),
            }
            .map(|n| format!("{}: {n}", map.power(d.power).name))
        })
        .collect();
    (!notes.is_empty()).then(|| notes.join("; "))
}

fn line_of<'a>(
    checked: &'a [CheckedLine],
    draft: &crate::app::play::draft::Draft,
    map: &Map,
    position: &Position,
    p: crate::engine::ids::ProvinceId,
) -> Option<&'a CheckedLine> {
    draft
        .line_for(map, position, p)
        .and_then(|i| checked.get(i))
}

fn movement_rows(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &mut crate::app::play::draft::Draft,
    entry: &mut Entry,
) {
    let checked = draft.checked(map, position, rules);
    let units: Vec<Unit> = position
        .units
        .iter()
        .filter(|u| u.power == draft.power)
        .copied()
        .collect();
    for unit in units {
        let p = unit.loc.province;
        ui.horizontal(|ui| {
            let me = format!("{} {}", unit.kind.letter(), map.location_abbr(unit.loc));
            let selected = entry.pick.selected().contains(&p);
            if ui.selectable_label(selected, text(me).strong()).clicked() {
                entry.pick = Pick::Unit(p);
            }
            match line_of(&checked, draft, map, position, p) {
                Some(l) => ui.label(text(l.text.clone())),
                None => ui.label(text("stands").weak()),
            };
        });
        if let Some(l) = line_of(&checked, draft, map, position, p) {
            check_label(ui, l);
        }
        ui.horizontal(|ui| {
            if ui.small_button("Stand").clicked() {
                entry.error = give(map, position, draft, &unit, MainOrder::Hold).err();
            }
            egui::ComboBox::from_id_salt(("move", p))
                .selected_text("Move to…")
                .width(110.0)
                .show_ui(ui, |ui| {
                    // Neighbours first, then (for an army on a coast) the coasts a convoy
                    // could reach.
                    let near = destinations(map, &unit).into_iter().map(|to| (to, false));
                    let far = match unit.kind {
                        UnitKind::Army => convoy_reach(map, unit.loc.province),
                        UnitKind::Fleet => Vec::new(),
                    };
                    let by_sea = far.iter().map(|p| (Location::province(*p), true));
                    // Then the far end of a railroad (European Diplomacy).
                    let rail: Vec<Location> = rail_destinations(map, &unit)
                        .into_iter()
                        .map(Location::province)
                        .collect();
                    let by_rail = rail.iter().map(|l| (*l, false));
                    for (to, via_convoy) in near.chain(by_sea).chain(by_rail) {
                        let name = match (via_convoy, rail.contains(&to)) {
                            (true, _) => format!("{} (convoy)", map.location_abbr(to)),
                            (false, true) => format!("{} (railroad)", map.location_abbr(to)),
                            (false, false) => map.location_abbr(to),
                        };
                        let order = MainOrder::Move { to, via_convoy };
                        // A move the board's special rules refuse this turn is greyed out,
                        // with the reason on hover.
                        if let Some(why) = refusal(map, position, &unit, &order) {
                            ui.add_enabled(false, egui::Button::selectable(false, name))
                                .on_disabled_hover_text(why);
                            continue;
                        }
                        if ui.selectable_label(false, name).clicked() {
                            entry.error = give(map, position, draft, &unit, order).err();
                        }
                    }
                });
            if ui
                .small_button("Support…")
                .on_hover_text(
                    "then click the supported unit and its destination on the map (key S)",
                )
                .clicked()
            {
                entry.pick = Pick::SupportWho(p);
            }
            if unit.kind == UnitKind::Fleet
                && map.province(p).is_sea()
                && ui
                    .small_button("Convoy…")
                    .on_hover_text("then click the army and its destination (key C)")
                    .clicked()
            {
                entry.pick = Pick::ConvoyWho(p);
            }
            if ui
                .small_button("Clear")
                .on_hover_text("clear: the unit stands")
                .clicked()
            {
                draft.clear(map, position, p);
            }
        });
        ui.add_space(4.0);
    }
    // Lines that belong to no unit of this power (a support written for a unit that moved, nonsense).
    for (i, l) in checked.iter().enumerate() {
        let unit_line = l.order.as_ref().ok().is_some_and(|w| {
            position
                .unit_at(w.at.province)
                .is_some_and(|k| position.units[k].power == draft.power)
        });
        if !unit_line {
            ui.horizontal(|ui| {
                ui.label(text(l.text.clone()).color(BAD));
                if ui.small_button("Clear").clicked() {
                    draft.lines.remove(i);
                }
            });
            check_label(ui, l);
            break;
        }
    }
}

/// Why a variant's special rules refuse this order now, if they do.
fn refusal(map: &Map, position: &Position, unit: &Unit, order: &MainOrder) -> Option<String> {
    let text = format_main(map, position, unit, order, Style::Rulebook);
    let w = parse_order(map, position, Some(unit.power), &text).ok()?;
    variant_refusal(map, position, &w)
}

fn destinations(map: &Map, unit: &Unit) -> Vec<Location> {
    match unit.kind {
        UnitKind::Army => map
            .province(unit.loc.province)
            .army
            .iter()
            .map(|p| Location::province(*p))
            .collect(),
        UnitKind::Fleet => map.fleet_moves(unit.loc).to_vec(),
    }
}

fn retreat_rows(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &mut crate::app::play::draft::Draft,
    entry: &mut Entry,
) {
    let checked = draft.checked(map, position, rules);
    let mine: Vec<_> = position
        .dislodged
        .iter()
        .filter(|d| d.unit.power == draft.power)
        .cloned()
        .collect();
    for d in mine {
        let unit = d.unit;
        let p = unit.loc.province;
        ui.label(
            text(format!(
                "{} {} was dislodged",
                unit.kind.letter(),
                map.location_abbr(unit.loc)
            ))
            .strong(),
        );
        match line_of(&checked, draft, map, position, p) {
            Some(l) => {
                ui.label(text(l.text.clone()));
                check_label(ui, l);
            }
            None => {
                ui.label(text("no order yet: it will be disbanded").color(NOTE));
            }
        }
        let options = legal_retreats(map, position, rules, &d);
        ui.horizontal_wrapped(|ui| {
            for to in options {
                if ui
                    .button(format!("Retreat to {}", map.location_abbr(to)))
                    .clicked()
                {
                    let t = format_retreat(map, &unit, &RetreatOrder::Retreat(to), Style::Rulebook);
                    entry.error = draft.write(map, position, &t).err();
                }
            }
            if ui.button("Disband").clicked() {
                let t = format_retreat(map, &unit, &RetreatOrder::Disband, Style::Rulebook);
                entry.error = draft.write(map, position, &t).err();
            }
        });
        ui.add_space(6.0);
    }
}

fn adjustment_rows(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &mut crate::app::play::draft::Draft,
    entry: &mut Entry,
) {
    let power = draft.power;
    let due = position.centre_count(power) as i64 - position.unit_count(power) as i64;
    let mut write = |draft: &mut crate::app::play::draft::Draft, order: AdjustOrder| {
        let t = format_adjust(map, position, &order, Style::Rulebook);
        let r = if matches!(order, AdjustOrder::Waive) {
            draft.lines.push(t);
            Ok(())
        } else {
            draft.write(map, position, &t).map(|_| ())
        };
        entry.error = r.err();
    };
    if due > 0 {
        ui.label(
            text(format!(
                "{} centres, {} units: {due} build{} due",
                position.centre_count(power),
                position.unit_count(power),
                if due == 1 { "" } else { "s" }
            ))
            .strong(),
        );
        for h in map.power(power).all_homes() {
            if position.owners[h.index()] != Some(power) || position.unit_at(h).is_some() {
                continue;
            }
            ui.horizontal(|ui| {
                ui.label(text(map.province(h).name.clone()));
                if ui.small_button("Army").clicked() {
                    write(
                        draft,
                        AdjustOrder::Build {
                            kind: Some(UnitKind::Army),
                            at: Location::province(h),
                        },
                    );
                }
                let prov = map.province(h);
                if prov.fleet_can_stand() {
                    if prov.has_split_coasts() {
                        for c in &prov.coasts {
                            if ui
                                .small_button(format!("Fleet ({})", c.coast.code()))
                                .clicked()
                            {
                                write(
                                    draft,
                                    AdjustOrder::Build {
                                        kind: Some(UnitKind::Fleet),
                                        at: Location {
                                            province: h,
                                            coast: Some(c.coast),
                                        },
                                    },
                                );
                            }
                        }
                    } else if ui.small_button("Fleet").clicked() {
                        write(
                            draft,
                            AdjustOrder::Build {
                                kind: Some(UnitKind::Fleet),
                                at: Location::province(h),
                            },
                        );
                    }
                }
            });
        }
        if ui.small_button("Waive a build").clicked() {
            write(draft, AdjustOrder::Waive);
        }
    } else if due < 0 {
        ui.label(
            text(format!(
                "{} centres, {} units: remove {}",
                position.centre_count(power),
                position.unit_count(power),
                -due
            ))
            .strong(),
        );
        let units: Vec<Unit> = position
            .units
            .iter()
            .filter(|u| u.power == power)
            .copied()
            .collect();
        ui.horizontal_wrapped(|ui| {
            for u in units {
                if ui
                    .small_button(format!(
                        "Remove {} {}",
                        u.kind.letter(),
                        map.location_abbr(u.loc)
                    ))
                    .clicked()
                {
                    write(draft, AdjustOrder::Remove { at: u.loc.province });
                }
            }
        });
    }
    ui.separator();
    let checked = draft.checked(map, position, rules);
    let mut remove = None;
    for (i, l) in checked.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(text(l.text.clone()));
            if ui.small_button("Clear").clicked() {
                remove = Some(i);
            }
        });
        check_label(ui, l);
    }
    if let Some(i) = remove {
        draft.lines.remove(i);
    }
}
