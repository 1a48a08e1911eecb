//! The private order panel: the writing player's units with their orders, quick buttons,
//! typed notation with completion, each order checked as it is written, and sealing.

mod adjustment_rows;
mod build_chooser;
mod lists;
mod retreat_rows;
mod stack_rows;

pub(super) use adjustment_rows::adjustment_rows;
pub(super) use retreat_rows::retreat_rows;

use self::lists::{convoy_list, give, move_list, picked_list, support_list};
use self::stack_rows::{row_count, stack_block, stack_status};
use super::rule_card::rule_link;
use super::style::{
    BAD, BIG, GOOD, NOTE, big_button_keyed, power_colour, side_panel_with_footer, text,
};
use crate::app::current::GameAndMap;
use crate::app::play::Act;
use crate::app::play::draft::{CheckedLine, Warning, complete, seal_check};
use crate::app::play::pick::{Entry, Pick};
use crate::app::play::stacks::{StackRow, own_stacks};
use crate::app::play::stage::TableStage;
use crate::app::play::table::{Stage, Table};
use crate::engine::adjudicate::Check;
use crate::engine::adjudicate::Rulebook;
use crate::engine::game::Game;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::options::{Options, OrderKind, Subject};
use crate::engine::order::MainOrder;
use crate::engine::position::{PhaseKind, Position};
use crate::engine::rules::Rules;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui::accesskit::Live;

/// Width of the order panel.
pub const WIDTH: f32 = crate::app::layout::ORDERS_WIDTH;

/// The check under an order: a reason (refused, or a warning) in a slot of two lines
/// (cut past them, whole on hover), or `whole`, all its lines (the unit chosen); "can be
/// carried out" on one line.
pub(super) fn check_label(ui: &mut egui::Ui, line: &CheckedLine, whole: bool) {
    let (words, colour) = match &line.check {
        Check::Fine => (crate::t!("orders-can-be-carried-out"), GOOD),
        Check::Note(n) => (format!("⚠ {n}"), NOTE),
        Check::Void(r) => (format!("✖ {r}"), BAD),
    };
    // One line, so the unit's buttons keep their place; egui shows a cut line whole on
    // hover (a second tooltip of our own showed the same words twice). The rule's link
    // comes first, so the cut never takes it.
    ui.horizontal(|ui| {
        if let Some(rule) = line.rule {
            rule_link(ui, rule);
        }
        match line.check {
            Check::Fine => {
                ui.add(egui::Label::new(text(words).color(colour).small()).truncate());
            }
            _ if whole => {
                ui.add(egui::Label::new(text(words).color(colour).small()).wrap());
            }
            _ => {
                super::style::lines_slot(ui, text(words).color(colour).small(), 2);
            }
        }
    });
}

/// The private order panel.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        order_screen.run_if(in_state(TableStage::Writing)),
    );
}

pub fn order_screen(
    mut contexts: EguiContexts,
    mut table: ResMut<Table>,
    played: GameAndMap,
    mut entry: ResMut<Entry>,
    mut acts: MessageWriter<Act>,
    phones: Option<Res<crate::app::phones::PhoneDesk>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (game, map) = (played.game(), played.map());
    let out = order_panel(ctx, &mut table, game, map, &mut entry);
    acts.write_batch(out);
    if let Some(desk) = phones {
        let powers: Vec<_> = table.drafts.iter().map(|d| d.power).collect();
        crate::app::phones::join_panel::join_window(ctx, &desk, map, &powers, false);
    }
    Ok(())
}

/// The private order panel of the player writing, drawn into `ctx`; returns what it asks
/// of the table this frame (orders given, lines cleared, the seal). The draw proposal is
/// written into the table at once.
pub fn order_panel(
    ctx: &egui::Context,
    table: &mut Table,
    g: &Game,
    map: &Map,
    entry: &mut Entry,
) -> Vec<Act> {
    let Stage::Writing { player } = table.stage else {
        return Vec::new();
    };
    // The entry state (tab, typed line, pick, recall) is reset by the table at each Ready.
    let position = &g.position;
    let rules = g.setup.rules;
    if entry.tab >= table.drafts.len() {
        entry.tab = 0;
    }
    let mut vote = table.draw_votes.contains(&player);
    let mut seal = false;
    let mut out: Vec<Act> = Vec::new();
    let mut confirm = entry.confirm;
    let warnings = if confirm {
        seal_check(&table.drafts, map, g)
    } else {
        Vec::new()
    };
    // The body and the footer are two closures over the one entry and list of acts.
    let shared = std::cell::RefCell::new((&mut *entry, &mut out));
    side_panel_with_footer(
        ctx,
        "orders",
        WIDTH,
        |ui| {
            let (entry, out) = &mut *shared.borrow_mut();
            panel_head(ui, table, g, map, player, entry, out);
            let named_once = named_after_power(table, map, &g.setup.players[player].name);
            let Some(draft) = table.drafts.get_mut(entry.tab) else {
                return;
            };
            // The power's name, unless the player's name above is the power's own.
            if named_once.is_none() {
                ui.label(
                    egui::RichText::new(map.power_label(draft.power).to_uppercase())
                        .size(26.0)
                        .color(power_colour(map, draft.power))
                        .strong(),
                );
            }
            if let Some(mark) = g.seal_mark(draft.power) {
                let words = if mark.on_phone {
                    crate::t!("orders-sealed-on-phone")
                } else {
                    crate::t!("orders-sealed-at-laptop")
                };
                ui.label(text(words).color(GOOD).strong());
            }
            ui.separator();
            match position.phase.kind {
                PhaseKind::Movement => movement_rows(ui, map, position, &rules, draft, entry, out),
                PhaseKind::Retreat => retreat_rows(ui, map, position, &rules, draft, entry, out),
                PhaseKind::Adjustment => adjustment_rows(ui, map, position, &rules, draft, out),
            }
            ui.separator();
            ui.label(
                text(entry.pick.prompt(map, position.phase.kind))
                    .small()
                    .weak(),
            );
        },
        |ui| {
            seal_footer(ui, (&mut confirm, &mut seal), &mut vote);
            let (entry, out) = &mut *shared.borrow_mut();
            typed_box(ui, map, entry, out);
            if confirm {
                seal_question(ui, &warnings, &mut confirm);
            }
        },
    );
    entry.confirm = confirm;
    if let Some(draft) = table.drafts.get(entry.tab) {
        let board_now = (map, position, &rules);
        build_chooser::build_chooser(ctx, board_now, draft, entry, &mut out);
    }
    if vote != table.draw_votes.contains(&player) {
        table.vote_draw(player, vote);
    }
    if seal {
        entry.confirm = false;
        entry.pick = Pick::Idle;
        out.push(Act::Seal);
    }
    out
}

/// The power a player writes for when it is their only one and they are named after it
/// (the default names): the panel's head then names it once, in its colour, and the unit
/// list keeps the line (short at large text sizes).
fn named_after_power(table: &Table, map: &Map, player_name: &str) -> Option<PowerId> {
    match table.drafts.as_slice() {
        [only]
            if map
                .power(only.power)
                .name
                .eq_ignore_ascii_case(player_name.trim()) =>
        {
            Some(only.power)
        }
        _ => None,
    }
}

/// The player's name, the phase and the clock, "keep as a draft" while writing during
/// the period, and a tab per power when the player has several.
fn panel_head(
    ui: &mut egui::Ui,
    table: &Table,
    g: &Game,
    map: &Map,
    player: usize,
    entry: &mut Entry,
    out: &mut Vec<Act>,
) {
    let clock = &table.clock;
    // The talks' button beside the name, where it takes no row of the unit list's room.
    ui.horizontal_wrapped(|ui| {
        let name = &g.setup.players[player].name;
        let head = match named_after_power(table, map, name) {
            Some(power) => egui::RichText::new(map.power_label(power).to_uppercase())
                .color(power_colour(map, power))
                .strong(),
            None => egui::RichText::new(g.setup.player_label(map, player)),
        };
        ui.label(head.size(BIG));
        super::talk::talk_button(ui, table, g, map, entry);
    });
    // The season and the clock share a line where both fit whole (the unit list keeps the
    // room, which is short at large text sizes); otherwise the clock goes under it, each
    // kept whole rather than wrapped into the other.
    ui.horizontal_wrapped(|ui| {
        let season = text(map.phase_label(g.position.phase));
        ui.add(egui::Label::new(season).wrap_mode(egui::TextWrapMode::Extend));
        if let Some(left) = clock.left {
            let c = if left < 60.0 { BAD } else { NOTE };
            let time = clock.display();
            let words = if table.visiting {
                crate::t!("orders-clock-diplomacy-left", time = time.as_str())
            } else {
                crate::t!("orders-clock", time = time.as_str())
            };
            let shown = text(words).color(c).strong();
            let label = ui.add(egui::Label::new(shown).wrap_mode(egui::TextWrapMode::Extend));
            // Said without the sign: "12:34 left" (the visitor's line says it already).
            if !table.visiting {
                super::spoken::painted_words(&label, &super::spoken::clock_words(&time));
            }
        }
    });
    if table.visiting
        && ui
            .button(text(crate::t!("orders-keep-as-draft")))
            .on_hover_text(crate::t!("orders-keep-as-draft-hover"))
            .clicked()
    {
        out.push(Act::ReturnLaptop);
    }
    if table.drafts.len() > 1 {
        ui.horizontal_wrapped(|ui| {
            for (i, d) in table.drafts.iter().enumerate() {
                let name = egui::RichText::new(map.power_label(d.power).to_uppercase())
                    .color(power_colour(map, d.power));
                if ui.selectable_label(entry.tab == i, name).clicked() {
                    entry.tab = i;
                    entry.pick = Pick::Idle;
                }
            }
        });
    }
}

/// The typed order box: rulebook notation, names completed below it, Enter or Add order
/// writes the line (the cursor stays in the box), Up recalls the last line.
fn typed_box(ui: &mut egui::Ui, map: &Map, entry: &mut Entry, out: &mut Vec<Act>) {
    // In the footer, drawn bottom-up above the draw box: two lines for the refusal (or,
    // while typing, the names that complete the word), then the box with Add order. The
    // lines are always there (blank when empty), so nothing moves while a player types.
    let names = complete(map, &entry.typed);
    let (line, colour) = match &entry.error {
        Some(refusal) => {
            let key = ("refusal", entry.refusals, refusal);
            super::spoken::announce(ui.ctx(), key, refusal, Live::Assertive);
            (refusal.clone(), BAD)
        }
        None => (names.join(" · "), super::style::WEAK),
    };
    let rule = (entry.refusal_rule.as_ref())
        .filter(|(words, _)| entry.error.as_ref() == Some(words))
        .map(|(_, rule)| *rule);
    let line = text(format!(" {line}")).small().color(colour);
    let height = super::style::lines_slot_height(ui, &line, 2);
    let row = egui::vec2(ui.available_width(), height);
    let layout = egui::Layout::left_to_right(egui::Align::Min);
    // A row of a known height: in the bottom-up footer a row that grew would spill down.
    ui.allocate_ui_with_layout(row, layout, |ui| {
        // The lines cut to fit (whole on hover), the rule's link after them.
        let room = match rule {
            Some(_) => ui.available_width() * 0.3,
            None => 0.0,
        };
        let width = ui.available_width() - room;
        // Two lines always, so a long refusal is read whole and nothing moves.
        ui.scope(|ui| {
            ui.set_max_width(width);
            super::style::lines_slot(ui, line, 2);
        });
        if let Some(rule) = rule {
            rule_link(ui, rule);
        }
    });
    let (how, hint) = crate::engine::notation::typing_help(map);
    let field_id = egui::Id::new("order-line");
    let recall = ui.input(|i| i.key_pressed(egui::Key::ArrowUp));
    let (field, add) = ui
        .horizontal(|ui| {
            // Right to left: Add order at the panel's edge, the box filling the rest.
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let add = ui.button(crate::t!("orders-add-order")).clicked();
                let field = ui
                    .add(
                        egui::TextEdit::singleline(&mut entry.typed)
                            .id(field_id)
                            .desired_width(ui.available_width() - 8.0)
                            // An example, in italics, so it never reads as typed already.
                            .hint_text(egui::RichText::new(hint).italics()),
                    )
                    .on_hover_text(how);
                super::spoken::name(&field, &crate::t!("access-order-box"));
                (field, add)
            })
            .inner
        })
        .inner;
    if field.has_focus() && recall {
        recall_last(ui.ctx(), field_id, entry);
    }
    let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    if (entered || add) && !entry.typed.trim().is_empty() {
        out.push(Act::Write(entry.typed.clone()));
    }
    // Enter writes the line and leaves the cursor in the box for the next order; the line
    // is selected, so that if it is refused (and kept to be put right) typing replaces it.
    if entered {
        field.request_focus();
        select_all(ui.ctx(), field_id, &entry.typed);
    }
}

/// The seal button (a second press, once asked, seals) and the draw box above it.
fn seal_footer(ui: &mut egui::Ui, (confirm, seal): (&mut bool, &mut bool), vote: &mut bool) {
    // Drawn bottom-up: the buttons, the draw box just above them (the same place for
    // every player, whatever their orders); the order box goes above, and while sealing
    // the question above that, growing upward so it neither covers nor moves them.
    // The same button in both states (a second press seals), so the row keeps its height
    // at every text size.
    let key = super::keys_help::label_words("Ctrl+Enter");
    if big_button_keyed(ui, &crate::t!("orders-seal"), &key).clicked() {
        if *confirm {
            *seal = true;
        } else {
            *confirm = true;
        }
    }
    ui.checkbox(vote, text(crate::t!("orders-propose-draw")))
        .on_hover_text(crate::t!("orders-propose-draw-hover"));
}

/// Once Seal orders is pressed: the seal check's list and the question, bottom-up.
fn seal_question(ui: &mut egui::Ui, warnings: &[Warning], confirm: &mut bool) {
    ui.separator();
    if ui.button(text(crate::t!("orders-keep-writing"))).clicked() {
        *confirm = false;
    }
    // Lines go in reverse (bottom-up): the question, then each warning, at most eight
    // with a count of the rest.
    const SHOWN: usize = 8;
    if warnings.len() > SHOWN {
        let more = warnings.len() - SHOWN;
        ui.label(text(crate::t!("orders-and-more", count = more)).color(NOTE));
    }
    for w in warnings.iter().take(SHOWN).rev() {
        // Bottom-up: the rule's link goes under its warning.
        if let Some(rule) = w.rule {
            ui.horizontal(|ui| {
                ui.add_space(16.0);
                rule_link(ui, rule);
            });
        }
        ui.add(egui::Label::new(text(format!("• {}", w.words)).color(NOTE)).wrap());
    }
    let question = if warnings.is_empty() {
        crate::t!("orders-seal-now-all-fine")
    } else {
        crate::t!("orders-seal-now-before")
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

/// Selects the whole of the order box's line.
fn select_all(ctx: &egui::Context, id: egui::Id, typed: &str) {
    if let Some(mut state) = egui::TextEdit::load_state(ctx, id) {
        let (start, end) = (
            egui::text::CCursor::new(0),
            egui::text::CCursor::new(typed.chars().count()),
        );
        let all = egui::text::CCursorRange::two(start, end);
        state.cursor.set_char_range(Some(all));
        state.store(ctx, id);
    }
}

pub(super) fn line_of<'a>(
    checked: &'a [CheckedLine],
    draft: &crate::app::play::draft::Draft,
    p: crate::engine::ids::ProvinceId,
) -> Option<&'a CheckedLine> {
    draft.line_for(p).and_then(|i| checked.get(i))
}

/// What every unit's rows in the movement panel read: the board, the position, the
/// draft with its lines checked, and the board's options for each unit's lists.
struct MovementPanel<'a> {
    map: &'a Map,
    position: &'a Position,
    draft: &'a crate::app::play::draft::Draft,
    checked: &'a [CheckedLine],
    options: &'a Options<'a>,
}

/// The movement phase's rows: each unit (or stack) with its order and buttons, then the
/// first line that belongs to no unit of the power.
pub(super) fn movement_rows(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &crate::app::play::draft::Draft,
    entry: &mut Entry,
    out: &mut Vec<Act>,
) {
    let checked = draft.checked(crate::engine::adjudicate::Board::new(map, position, rules));
    // The board read once for every unit's lists (each unit's reach is worked out once).
    let options = Options::new(map, position, rules);
    let panel = MovementPanel {
        map,
        position,
        draft,
        checked: &checked,
        options: &options,
    };
    for row in own_stacks(position, draft.power) {
        let top = ui.cursor().min.y;
        unit_block(ui, &panel, &row, entry, out);
        scroll_to_chosen(ui, top, row.at.province, entry);
    }
    if entry.pick.selected().is_empty() {
        entry.scrolled_to = None;
    }
    stray_line(ui, &panel, out);
}

/// Scrolls a unit's block (drawn from `top` to here) into view once, as the unit is
/// chosen on the board or by key: at large text sizes the panel shows a unit or two, and
/// the chosen one's buttons and reason are what the player looks for. Afterwards the
/// scrolling is the player's.
fn scroll_to_chosen(ui: &mut egui::Ui, top: f32, at: ProvinceId, entry: &mut Entry) {
    let chosen = entry.pick.selected().first() == Some(&at);
    // (A pass that only sizes the panel shows nothing and keeps no scrolling.)
    if chosen && entry.scrolled_to != Some(at) && !ui.is_sizing_pass() {
        let rect = egui::Rect::from_x_y_ranges(ui.max_rect().x_range(), top..=ui.cursor().min.y);
        ui.scroll_to_rect(rect, None);
        entry.scrolled_to = Some(at);
    }
}

/// One unit's (or stack's) block of rows: its name and order, the check under it (or
/// the stack's lines), and two rows of buttons.
fn unit_block(
    ui: &mut egui::Ui,
    panel: &MovementPanel,
    row: &StackRow,
    entry: &mut Entry,
    out: &mut Vec<Act>,
) {
    let MovementPanel {
        map,
        position,
        draft,
        checked,
        options,
    } = *panel;
    let p = row.at.province;
    let subject = Subject::Unit {
        at: p,
        kind: Some(row.kind),
    };
    let (selected, left, count) = row_count(map, draft, entry, row);
    // Each list's branch of the tree is worked out only while the list is open.
    let branch = |kinds: &[OrderKind]| options.only(subject, count, kinds);
    let convoys = branch(&[OrderKind::Convoy]);
    unit_heading(ui, panel, row, (selected, left, count), entry);
    if Rulebook::of(map).orders_part_of_stacks() {
        if !stack_block(ui, draft, row, (left, count), entry, out) {
            ui.add_space(4.0);
            return;
        }
    } else {
        // Every unit's block keeps one height (the chosen one's reason may run longer), so
        // the buttons never move under the pointer.
        match line_of(checked, draft, p) {
            // The unit chosen shows its reason whole; the others keep two lines.
            Some(l) => check_label(ui, l, selected),
            None => {
                ui.label(
                    text(crate::t!("orders-stands-unless-ordered"))
                        .small()
                        .weak(),
                );
            }
        }
    }
    // Two rows of fixed slots at every width: Stand, Move to…, Clear; then Support…
    // and Convoy… (a fleet at sea gets both). Nothing is clipped in a narrow panel,
    // and no button moves when another appears; a row whose words run long (German at a
    // large text size) wraps rather than pushing Clear past the panel's edge.
    // The screen reader hears which unit each button acts on.
    let unit = crate::engine::notation::format::unit_place(map, row.kind, row.at);
    ui.horizontal_wrapped(|ui| {
        let stand = ui.small_button(crate::t!("orders-stand"));
        super::spoken::describe(&stand, &unit);
        if stand.clicked() {
            out.extend(give(&branch(&[]), p, MainOrder::Hold));
        }
        let move_to = crate::t!("orders-move-to");
        let list = egui::ComboBox::from_id_salt(("move", p))
            .selected_text(&move_to)
            .width(110.0)
            .height(400.0)
            .show_ui(ui, |ui| {
                move_list(ui, map, position, &branch(&[OrderKind::Move]), out);
            });
        super::spoken::name(&list.response, &move_to);
        super::spoken::describe(&list.response, &unit);
        let clear = ui
            .small_button(crate::t!("orders-clear"))
            .on_hover_text(crate::t!("orders-clear-hover"));
        super::spoken::describe(&clear, &unit);
        if clear.clicked() {
            out.push(Act::Clear(p));
        }
    });
    ui.horizontal_wrapped(|ui| {
        let (label, how) = (crate::t!("orders-support"), crate::t!("orders-support-how"));
        picked_list(ui, &label, &how, Pick::SupportWho(p), entry, |ui| {
            let supports = branch(&[OrderKind::SupportHold, OrderKind::SupportMove]);
            support_list(ui, map, position, &supports, out)
        });
        if !convoys.targets(OrderKind::Convoy).is_empty() {
            let (label, how) = (crate::t!("orders-convoy"), crate::t!("orders-convoy-how"));
            picked_list(ui, &label, &how, Pick::ConvoyWho(p), entry, |ui| {
                convoy_list(ui, map, position, &convoys, out)
            });
        }
    });
    ui.add_space(4.0);
}

/// A unit's first row: its place (with the count where units stack), which selects it,
/// and its order (or where units stack, how many are still without one).
fn unit_heading(
    ui: &mut egui::Ui,
    panel: &MovementPanel,
    row: &StackRow,
    (selected, left, count): (bool, u32, u32),
    entry: &mut Entry,
) {
    let (map, p) = (panel.map, row.at.province);
    ui.horizontal(|ui| {
        let place = crate::engine::notation::format::unit_place(map, row.kind, row.at);
        // A count only where units stack and there is more than one.
        let me = match row.units {
            n if n > 1 => format!("{n} {place}"),
            _ => place,
        };
        if ui.selectable_label(selected, text(me).strong()).clicked() {
            entry.pick = Pick::Unit(p);
            entry.kind = Some(row.kind);
            entry.count = count;
        }
        match (
            Rulebook::of(map).orders_part_of_stacks(),
            line_of(panel.checked, panel.draft, p),
        ) {
            (true, _) => {
                // Cut to fit at large text sizes (whole on hover).
                let status = stack_status(row.units, left, PhaseKind::Movement);
                ui.add(egui::Label::new(status).truncate())
            }
            (false, Some(l)) => ui.add(egui::Label::new(text(l.text.clone())).truncate()),
            (false, None) => ui.label(text(crate::t!("orders-no-order-yet")).weak()),
        };
    });
}

/// The first line that belongs to no unit of this power (a support written for a unit
/// that moved, nonsense), in red with a button to take it back.
fn stray_line(ui: &mut egui::Ui, panel: &MovementPanel, out: &mut Vec<Act>) {
    let (position, draft) = (panel.position, panel.draft);
    for (i, l) in panel.checked.iter().enumerate() {
        let unit_line = l.order().ok().is_some_and(|w| {
            position
                .unit_at(w.at.province)
                .is_some_and(|k| position.units[k].power == draft.power)
        });
        if !unit_line {
            ui.horizontal(|ui| {
                ui.label(text(l.text.clone()).color(BAD));
                if ui.small_button(crate::t!("orders-clear")).clicked() {
                    out.push(Act::Unwrite(i));
                }
            });
            check_label(ui, l, true);
            break;
        }
    }
}

#[cfg(test)]
pub(super) mod audit;
