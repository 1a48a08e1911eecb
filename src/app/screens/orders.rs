//! The private order panel: the writing player's units with their orders, quick buttons,
//! typed notation with completion, each order checked as it is written, and sealing.

use super::stack_orders::stacked_rows;
use super::style::{BAD, BIG, GOOD, NOTE, big_button, power_colour, side_panel_with_footer, text};
use super::{Screen, at_stage};
use crate::app::CurrentGame;
use crate::app::board::Board;
use crate::app::play::Act;
use crate::app::play::draft::{CheckedLine, Draft, complete, seal_check};
use crate::app::play::pick::{Entry, Pick};
use crate::app::play::stacks::{StackRow, kind_plural, own_stacks};
use crate::app::play::table::{Stage, Table};
use crate::engine::adjudicate::Check;
use crate::engine::ids::{ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::format::{Style, format_adjust, format_retreat};
use crate::engine::options::{
    Options, OrderKind, OrderOptions, Route, Subject, Target, legal_orders,
};
use crate::engine::order::{AdjustOrder, MainOrder, Order, RetreatOrder};
use crate::engine::position::{PhaseKind, Position, Unit};
use crate::engine::rules::Rules;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Width of the order panel.
pub const WIDTH: f32 = 440.0;

/// The check under an order, on one line (the whole text on hover).
fn check_label(ui: &mut egui::Ui, line: &CheckedLine) {
    let (words, colour) = match &line.check {
        Check::Fine => ("✔ can be carried out".to_string(), GOOD),
        Check::Note(n) => (format!("⚠ {n}"), NOTE),
        Check::Void(r) => (format!("✖ {r}"), BAD),
    };
    ui.add(egui::Label::new(text(words.clone()).color(colour).small()).truncate())
        .on_hover_text(words);
}

/// The private order panel.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        order_screen
            .run_if(in_state(Screen::Play))
            .run_if(at_stage(|s| matches!(s, Stage::Writing { .. }))),
    );
}

#[allow(clippy::too_many_arguments)]
pub fn order_screen(
    mut contexts: EguiContexts,
    mut table: ResMut<Table>,
    game: Res<CurrentGame>,
    board: Res<Board>,
    mut entry: ResMut<Entry>,
    mut acts: MessageWriter<Act>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Stage::Writing { player } = table.stage else {
        return Ok(());
    };
    // The entry state (tab, typed line, pick, recall) is reset by the table at each Ready.
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
    // What the panel asks of the table this frame (orders given, lines cleared).
    let mut out: Vec<Act> = Vec::new();
    let mut confirm = entry.confirm;
    let ctrl_enter = ctx.input(|i| i.modifiers.ctrl && i.key_pressed(egui::Key::Enter));
    let warnings = if confirm {
        seal_check(&table.drafts, map, g)
    } else {
        Vec::new()
    };
    side_panel_with_footer(
        ctx,
        "orders",
        WIDTH,
        |ui| {
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
            match (map.stacking, position.phase.kind) {
                (_, PhaseKind::Movement) => {
                    movement_rows(ui, map, position, &rules, draft, &mut entry, &mut out)
                }
                (true, _) => stacked_rows(ui, map, position, draft, &mut entry),
                (false, PhaseKind::Retreat) => {
                    retreat_rows(ui, map, position, &rules, draft, &mut out)
                }
                (false, PhaseKind::Adjustment) => {
                    adjustment_rows(ui, map, position, &rules, draft, &mut out)
                }
            }
            ui.separator();
            let (how, hint) = match map.stacking {
                true => (
                    "Type an order (a count for part of a stack, e.g. 3 F NTH-Nwy, 2 F NTH sup F Lon, 2 A Swi-Mun sup by 1 A Swi)",
                    "2 F NTH-Nwy",
                ),
                false => (
                    "Type an order (rulebook notation, e.g. A(Par)-Bur, F(NTH) c A(Yor)-Nwy)",
                    "A(Lvp)-Yor",
                ),
            };
            ui.label(text(how));
            let field_id = egui::Id::new("order-line");
            let recall = ui.input(|i| i.key_pressed(egui::Key::ArrowUp));
            let field = ui.add(
                egui::TextEdit::singleline(&mut entry.typed)
                    .id(field_id)
                    .desired_width(WIDTH - 40.0)
                    .hint_text(hint),
            );
            if field.has_focus() && recall {
                recall_last(ui.ctx(), field_id, &mut entry);
            }
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let names = complete(map, &entry.typed);
            if !names.is_empty() {
                ui.label(text(names.join(" · ")).small().weak());
            }
            if (entered || ui.button("Add order").clicked()) && !entry.typed.trim().is_empty() {
                out.push(Act::Write(entry.typed.clone()));
            }
            // Enter writes the line and leaves the cursor in the box for the next order.
            if entered {
                field.request_focus();
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
        },
        |ui| seal_footer(ui, &warnings, ctrl_enter, &mut confirm, &mut seal),
    );
    entry.confirm = confirm;
    if vote != table.draw_votes.contains(&player) {
        table.vote_draw(player, vote);
    }
    acts.write_batch(out);
    if seal {
        entry.confirm = false;
        entry.pick = Pick::Idle;
        acts.write(Act::Seal);
    }
    Ok(())
}

/// The seal button; once pressed, the seal check's list and the confirmation.
fn seal_footer(
    ui: &mut egui::Ui,
    warnings: &[String],
    ctrl_enter: bool,
    confirm: &mut bool,
    seal: &mut bool,
) {
    // Drawn bottom-up: the buttons first, the question above them.
    if !*confirm {
        if big_button(ui, "Seal orders (Ctrl+Enter)").clicked() || ctrl_enter {
            *confirm = true;
        }
        return;
    }
    // A row as tall as the big button: a plain horizontal row in a bottom-up layout is
    // one line high and would hang the button off the window's edge.
    let row = egui::vec2(ui.available_width(), 48.0);
    ui.allocate_ui_with_layout(
        row,
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            if big_button(ui, "Seal (Ctrl+Enter)").clicked() || ctrl_enter {
                *seal = true;
            }
            if ui.button(text("Keep writing")).clicked() {
                *confirm = false;
            }
        },
    );
    // Above the buttons (the footer is laid out bottom-up, so lines go in reverse): the
    // question, then each warning, at most eight with a count of the rest.
    const SHOWN: usize = 8;
    if warnings.len() > SHOWN {
        ui.label(text(format!("… and {} more", warnings.len() - SHOWN)).color(NOTE));
    }
    for w in warnings.iter().take(SHOWN).rev() {
        ui.add(egui::Label::new(text(format!("• {w}")).color(NOTE)).wrap());
    }
    let question = if warnings.is_empty() {
        "Seal now? Every unit has an order that can be carried out."
    } else {
        "Seal now? Before you do:"
    };
    ui.add(egui::Label::new(text(question).strong()).wrap());
}

/// Puts the last order written back in the box, the cursor at its end (Up key).
fn recall_last(ctx: &egui::Context, id: egui::Id, entry: &mut Entry) {
    let Some(last) = entry.recall.last() else {
        return;
    };
    entry.typed = last.clone();
    if let Some(mut state) = egui::TextEdit::load_state(ctx, id) {
        let end = egui::text::CCursor::new(entry.typed.chars().count());
        state
            .cursor
            .set_char_range(Some(egui::text::CCursorRange::one(end)));
        state.store(ctx, id);
    }
}

fn line_of<'a>(
    checked: &'a [CheckedLine],
    draft: &crate::app::play::draft::Draft,
    p: crate::engine::ids::ProvinceId,
) -> Option<&'a CheckedLine> {
    draft.line_for(p).and_then(|i| checked.get(i))
}

fn movement_rows(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &crate::app::play::draft::Draft,
    entry: &mut Entry,
    out: &mut Vec<Act>,
) {
    let checked = draft.checked(map, position, rules);
    // The board read once for every unit's lists (each unit's reach is worked out once).
    let options = Options::new(map, position, rules);
    for row in own_stacks(position, draft.power) {
        let p = row.at.province;
        let subject = Subject::Unit {
            at: p,
            kind: Some(row.kind),
        };
        let selected =
            entry.pick.selected().contains(&p) && entry.kind.is_none_or(|k| k == row.kind);
        let left = row.units.saturating_sub(match map.stacking {
            true => draft.ordered(row.kind, p),
            false => 0,
        });
        let count = match selected {
            true => entry.count.clamp(1, left.max(1)),
            false => left.max(1),
        };
        // Each list's branch of the tree is worked out only while the list is open.
        let branch = |kinds: &[OrderKind]| options.only(subject, count, kinds);
        let convoys = branch(&[OrderKind::Convoy]);
        ui.horizontal(|ui| {
            let place = format!("{} {}", row.kind.letter(), map.location_abbr(row.at));
            let me = match map.stacking {
                true => format!("{} {place}", row.units),
                false => place,
            };
            if ui.selectable_label(selected, text(me).strong()).clicked() {
                entry.pick = Pick::Unit(p);
                entry.kind = map.stacking.then_some(row.kind);
                entry.count = count;
            }
            match (map.stacking, line_of(&checked, draft, p)) {
                (true, _) => ui.label(stack_status(row.units, left)),
                (false, Some(l)) => ui.add(egui::Label::new(text(l.text.clone())).truncate()),
                (false, None) => ui.label(text("no order yet").weak()),
            };
        });
        if map.stacking {
            stack_lines(ui, draft, &row, out);
            if left == 0 {
                ui.add_space(4.0);
                continue;
            }
            count_picker(ui, &row, left, count, entry);
        } else {
            // Every unit's block keeps one height, so the buttons never move under the pointer.
            match line_of(&checked, draft, p) {
                Some(l) => check_label(ui, l),
                None => {
                    ui.label(text("stands unless ordered").small().weak());
                }
            }
        }
        ui.horizontal(|ui| {
            if ui.small_button("Stand").clicked() {
                out.push(give(map, &branch(&[]), p, MainOrder::Hold));
            }
            egui::ComboBox::from_id_salt(("move", p))
                .selected_text("Move to…")
                .width(110.0)
                .height(400.0)
                .show_ui(ui, |ui| {
                    move_list(ui, map, position, &branch(&[OrderKind::Move]), out);
                });
            let how = "then click the supported unit and its destination (key S)";
            picked_list(ui, "Support…", how, Pick::SupportWho(p), entry, |ui| {
                let supports = branch(&[OrderKind::SupportHold, OrderKind::SupportMove]);
                support_list(ui, map, position, &supports, out)
            });
            if !convoys.targets(OrderKind::Convoy).is_empty() {
                let how = "then click the army and its destination (key C)";
                picked_list(ui, "Convoy…", how, Pick::ConvoyWho(p), entry, |ui| {
                    convoy_list(ui, map, position, &convoys, out)
                });
            }
            if ui
                .small_button("Clear")
                .on_hover_text("clear: the unit stands")
                .clicked()
            {
                out.push(Act::Clear(p));
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
                    out.push(Act::Unwrite(i));
                }
            });
            check_label(ui, l);
            break;
        }
    }
}

/// An order's Move to… list, from the legal-order tree: the neighbours, then the coasts
/// the fleets now at sea could convoy an army to, then a railroad's far stations; full
/// names with abbreviations, each place once; a move refused now is greyed with the reason.
fn move_list(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    tree: &OrderOptions,
    out: &mut Vec<Act>,
) {
    ui.set_min_width(230.0);
    let groups = [
        (None, Route::Direct),
        (Some("By convoy"), Route::Convoy),
        (Some("By railroad"), Route::Railroad),
    ];
    for (heading, route) in groups {
        let places: Vec<&Target> = tree
            .targets(OrderKind::Move)
            .iter()
            .filter(|t| t.choices.first().is_some_and(|c| c.route == route))
            .collect();
        if places.is_empty() {
            continue;
        }
        if let Some(h) = heading {
            ui.separator();
            ui.label(text(h).small().weak());
        }
        for t in places {
            option_item(ui, map, position, tree, t, &place_name(map, t), out);
        }
    }
}

/// A Support… or Convoy… list: "On the map…" starts `pick` (then clicks on the board),
/// and `list` adds the tree's orders.
fn picked_list(
    ui: &mut egui::Ui,
    label: &str,
    how: &str,
    pick: Pick,
    entry: &mut Entry,
    list: impl FnOnce(&mut egui::Ui),
) {
    egui::ComboBox::from_id_salt((label, pick.selected()))
        .selected_text(label)
        .width(80.0)
        .height(400.0)
        .show_ui(ui, |ui| {
            let on_map = ui.selectable_label(false, "On the map…");
            if on_map.on_hover_text(how).clicked() {
                entry.pick = pick;
            }
            list(ui);
        });
}

/// "Picardy (Pic)": a target's place by full name and abbreviation.
fn place_name(map: &Map, t: &Target) -> String {
    t.place.map_or(String::new(), |l| {
        format!(
            "{} ({})",
            map.province(l.province).name,
            map.location_abbr(l)
        )
    })
}

/// One entry of a list: the target's first order, given when clicked, or greyed with the
/// reason it is refused.
fn option_item(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    tree: &OrderOptions,
    t: &Target,
    name: &str,
    out: &mut Vec<Act>,
) {
    let (Some(choice), Some(unit)) = (t.choices.first(), tree.unit) else {
        return;
    };
    if let Some(r) = &choice.refusal {
        ui.add_enabled(false, egui::Button::selectable(false, name))
            .on_disabled_hover_text(r.describe(map, position));
        return;
    }
    let item = ui.selectable_label(false, name);
    let item = match &choice.note {
        Some(n) => item.on_hover_text(n),
        None => item,
    };
    if item.clicked()
        && let Order::Main(order) = choice.order
    {
        out.push(give(map, tree, unit.loc.province, order));
    }
}

/// The message giving an order from the panel: to the unit in `p`, or where units stack
/// to as many of the stack as the tree was asked for.
fn give(map: &Map, tree: &OrderOptions, p: ProvinceId, order: MainOrder) -> Act {
    match (map.stacking, tree.unit) {
        (true, Some(unit)) => Act::GiveSome {
            at: p,
            kind: unit.kind,
            count: tree.count,
            order,
        },
        _ => Act::Give(p, order),
    }
}

/// How many of a stack are left without orders, as a row's status says it.
fn stack_status(units: u32, left: u32) -> egui::RichText {
    match left {
        0 => text("all ordered").color(GOOD),
        1 if units == 1 => text("no order: stands").weak(),
        1 => text("1 without an order stands").weak(),
        n => text(format!("{n} without orders stand")).weak(),
    }
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
            if ui.small_button("Clear").clicked() {
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
    ui.add(
        egui::DragValue::new(&mut picked)
            .range(1..=left)
            .suffix(format!(" of {left} {}", kind_plural(row.kind, left))),
    );
    if picked != count {
        entry.pick = Pick::Unit(row.at.province);
        entry.kind = Some(row.kind);
        entry.count = picked;
    }
}

/// The unit in `p` as a list heading names it: `A Bur`, or `French A Bur` for another power's.
fn unit_name(map: &Map, position: &Position, me: &Unit, p: ProvinceId) -> String {
    let Some(u) = position.unit_at(p).map(|i| position.units[i]) else {
        return map.province(p).abbr.clone();
    };
    let own = format!("{} {}", u.kind.letter(), map.location_abbr(u.loc));
    match u.power == me.power {
        true => own,
        false => format!("{} {own}", map.power(u.power).adjective),
    }
}

/// The Support… list, from the tree: each unit this one could support, holding or moving
/// into each place it could reach; refused supports greyed with the reason.
fn support_list(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    tree: &OrderOptions,
    out: &mut Vec<Act>,
) {
    ui.set_min_width(260.0);
    let Some(me) = tree.unit else { return };
    let mut supported: Vec<ProvinceId> = Vec::new();
    for kind in [OrderKind::SupportHold, OrderKind::SupportMove] {
        for t in tree.targets(kind) {
            if let Some(l) = t.place
                && !supported.contains(&l.province)
            {
                supported.push(l.province);
            }
        }
    }
    for s in supported {
        heading(ui, unit_name(map, position, &me, s));
        for hold in tree
            .targets(OrderKind::SupportHold)
            .iter()
            .filter(|t| t.place.is_some_and(|l| l.province == s))
        {
            option_item(ui, map, position, tree, hold, "holding", out);
        }
        destination_items(
            ui,
            map,
            position,
            tree,
            tree.step(OrderKind::SupportMove, &[s]),
            out,
        );
    }
}

/// A group's heading in a list (the unit it is about).
fn heading(ui: &mut egui::Ui, words: String) {
    ui.separator();
    ui.label(text(words).small().weak());
}

/// "to Picardy (Pic)", one entry per destination.
fn destination_items(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    tree: &OrderOptions,
    targets: &[Target],
    out: &mut Vec<Act>,
) {
    for to in targets {
        let name = format!("to {}", place_name(map, to));
        option_item(ui, map, position, tree, to, &name, out);
    }
}

/// The Convoy… list, from the tree: each army this fleet could help carry, and where.
fn convoy_list(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    tree: &OrderOptions,
    out: &mut Vec<Act>,
) {
    ui.set_min_width(260.0);
    let Some(me) = tree.unit else { return };
    for army in tree.targets(OrderKind::Convoy) {
        let Some(from) = army.place else { continue };
        heading(ui, unit_name(map, position, &me, from.province));
        destination_items(ui, map, position, tree, &army.then, out);
    }
}

fn retreat_rows(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &crate::app::play::draft::Draft,
    out: &mut Vec<Act>,
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
        match line_of(&checked, draft, p) {
            Some(l) => {
                ui.label(text(l.text.clone()));
                check_label(ui, l);
            }
            None => {
                ui.label(text("no order yet: it will be disbanded").color(NOTE));
            }
        }
        let subject = Subject::Unit {
            at: p,
            kind: Some(unit.kind),
        };
        let tree = legal_orders(map, position, rules, subject, 1);
        ui.horizontal_wrapped(|ui| {
            for t in tree.targets(OrderKind::Retreat) {
                let (Some(to), Some(choice)) = (t.place, t.choices.first()) else {
                    continue;
                };
                let label = format!("Retreat to {}", map.location_abbr(to));
                if let Some(r) = &choice.refusal {
                    ui.add_enabled(false, egui::Button::new(label))
                        .on_disabled_hover_text(r.describe(map, position));
                } else if ui.button(label).clicked() {
                    let t = format_retreat(map, &unit, &RetreatOrder::Retreat(to), Style::Rulebook);
                    out.push(Act::Write(t));
                }
            }
            if tree.branch(OrderKind::Disband).is_some() && ui.button("Disband").clicked() {
                let t = format_retreat(map, &unit, &RetreatOrder::Disband, Style::Rulebook);
                out.push(Act::Write(t));
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
    draft: &crate::app::play::draft::Draft,
    out: &mut Vec<Act>,
) {
    let power = draft.power;
    let due = position.centre_count(power) as i64 - position.unit_count(power) as i64;
    let tree = legal_orders(map, position, rules, Subject::Power(power), 1);
    let mut write = |_: &crate::app::play::draft::Draft, order: AdjustOrder| {
        out.push(Act::Write(format_adjust(
            map,
            position,
            &order,
            Style::Rulebook,
        )));
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
            ui.horizontal(|ui| {
                ui.label(text(map.province(h.province).name.clone()));
                for order in allowed {
                    if ui.small_button(build_label(&order)).clicked() {
                        write(draft, order);
                    }
                }
            });
        }
        if tree.branch(OrderKind::Waive).is_some() && ui.small_button("Waive a build").clicked() {
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
        ui.horizontal_wrapped(|ui| {
            for t in tree.targets(OrderKind::Remove) {
                let Some(at) = t.place.map(|l| l.province) else {
                    continue;
                };
                let Some(u) = position.unit_at(at).map(|i| position.units[i]) else {
                    continue;
                };
                if ui
                    .small_button(format!(
                        "Remove {} {}",
                        u.kind.letter(),
                        map.location_abbr(u.loc)
                    ))
                    .clicked()
                {
                    write(draft, AdjustOrder::Remove { at });
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
        out.push(Act::Unwrite(i));
    }
}

/// A build button's words: `Army`, `Fleet`, `Fleet (nc)`.
fn build_label(order: &AdjustOrder) -> String {
    match *order {
        AdjustOrder::Build {
            kind: Some(UnitKind::Army),
            ..
        } => "Army".into(),
        AdjustOrder::Build { at, .. } => match at.coast {
            Some(c) => format!("Fleet ({})", c.code()),
            None => "Fleet".into(),
        },
        _ => String::new(),
    }
}
