//! The talk panel behind the curtain: the writing player's power talks to the computers
//! during the diplomacy period — proposals waiting for an answer, a typed proposal chosen
//! from lists (never free text), this turn's answers with their reasons, and the
//! agreements in force. Only the writing player's own talks are ever shown.

use super::style::{BAD, GOOD, NOTE, WEAK, left_panel_footed, power_tab, text};
use crate::app::current::{CurrentGame, CurrentMap};
use crate::app::play::Act;
use crate::app::play::pick::Entry;
use crate::app::play::stage::TableStage;
use crate::app::play::table::Table;
use crate::app::play::talk::{TalkAct, TalkDesk, can_talk, talking_power};
use crate::engine::game::Game;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::talk::{Answer, Deal, DealKind, Proposal, Reason, TalkEntry, Verdict};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The talk panel's width in points at text size 1 (left edge, beside the orders).
pub const WIDTH: f32 = crate::app::layout::TALK_WIDTH;

/// The talk panel, drawn while the writing player has it open during the period.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        talk_screen.run_if(in_state(TableStage::Writing)),
    );
}

fn talk_screen(
    mut contexts: EguiContexts,
    table: Res<Table>,
    game: Res<CurrentGame>,
    map: Res<CurrentMap>,
    mut entry: ResMut<Entry>,
    mut acts: MessageWriter<Act>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    acts.write_batch(talk_panel(ctx, &table, &game.0, &map.0, &mut entry));
    Ok(())
}

/// The order panel's button that opens or closes the talks, naming proposals waiting.
pub fn talk_button(ui: &mut egui::Ui, table: &Table, g: &Game, map: &Map, entry: &mut Entry) {
    if !can_talk(table, g, map, entry) {
        return;
    }
    let waiting = talking_power(table, entry).map_or(0, |p| g.proposals_waiting(p).len());
    let words = match (entry.talk.open, waiting) {
        (true, _) => crate::t!("orders-talk-close-talks"),
        (false, 0) => crate::t!("orders-talk-open"),
        (false, n) => crate::t!("orders-talk-waiting", count = n),
    };
    let button = ui.button(text(words));
    if button
        .on_hover_text(crate::t!("orders-talk-hover"))
        .clicked()
    {
        entry.talk.open = !entry.talk.open;
    }
}

/// The talk panel drawn into `ctx` when open; returns the proposals and answers made.
pub fn talk_panel(
    ctx: &egui::Context,
    table: &Table,
    g: &Game,
    map: &Map,
    entry: &mut Entry,
) -> Vec<Act> {
    let mut acts = Vec::new();
    let Some(power) = talking_power(table, entry) else {
        return acts;
    };
    if !entry.talk.open || !can_talk(table, g, map, entry) {
        return acts;
    }
    // What can be offered, read before drawing: the footer (Propose) is drawn before the
    // choices above it.
    let choices = deal_choices(g, map, power, &mut entry.talk);
    let chosen =
        (choices.as_ref()).and_then(|c| Some((c.to, c.options.get(entry.talk.choice)?.clone())));
    let desk = std::cell::RefCell::new(&mut entry.talk);
    let acts_cell = std::cell::RefCell::new(&mut acts);
    // The choices scroll; Propose and the refusal stay at the foot, always in view.
    left_panel_footed(
        ctx,
        "talk",
        WIDTH,
        |ui| {
            let (desk, acts) = (&mut **desk.borrow_mut(), &mut **acts_cell.borrow_mut());
            // The engine's sentences may be long in another language: they wrap.
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            // Wrapped: a long heading puts Close under it rather than past the panel.
            ui.horizontal_wrapped(|ui| {
                let name = map.power_label(power);
                ui.label(text(crate::t!("orders-talk-heading", power = name)).strong());
                if ui.button(text(crate::t!("orders-talk-close"))).clicked() {
                    desk.open = false;
                }
            });
            ui.label(text(crate::t!("orders-talk-only-you")).small().color(WEAK));
            ui.separator();
            waiting_rows(ui, g, map, power, acts);
            if let Some(choices) = &choices {
                choose_deal(ui, map, power, choices, desk);
            }
            ui.separator();
            this_turn(ui, g, map, power, acts);
            agreements(ui, g, map, power);
        },
        |ui| {
            let desk = &mut **desk.borrow_mut();
            // Drawn bottom-up: the button, the refusal (if any) above it.
            let propose = egui::Button::new(text(crate::t!("orders-talk-propose")));
            if ui.add_enabled(chosen.is_some(), propose).clicked()
                && let Some((to, deal)) = chosen
            {
                acts_cell.borrow_mut().push(Act::Talk(TalkAct::Propose {
                    from: power,
                    to,
                    deal,
                }));
            }
            if let Some(why) = &desk.refusal {
                ui.label(text(why.clone()).color(BAD));
            }
        },
    );
    acts
}

/// Computers' proposals to this power waiting for its answer, each with Accept and
/// Decline.
fn waiting_rows(ui: &mut egui::Ui, g: &Game, map: &Map, power: PowerId, acts: &mut Vec<Act>) {
    let waiting = g.proposals_waiting(power);
    if waiting.is_empty() {
        return;
    }
    for (index, proposal) in waiting {
        let from = map.power_label(proposal.from);
        let deal = proposal.deal.describe(map, proposal.from, proposal.to);
        let words = crate::t!("orders-talk-proposes", power = from, deal = deal);
        ui.label(text(words).color(NOTE));
        ui.horizontal(|ui| {
            let (yes, no) = (
                crate::t!("orders-talk-accept"),
                crate::t!("orders-talk-decline"),
            );
            for (words, accept) in [(yes, true), (no, false)] {
                if ui.button(text(words)).clicked() {
                    acts.push(Act::Talk(TalkAct::Answer { index, accept }));
                }
            }
        });
    }
    ui.separator();
}

/// What the writing power may offer now: its partners, the one chosen, and the deals of
/// the kind chosen that can be offered to it.
struct DealChoices {
    partners: Vec<PowerId>,
    to: PowerId,
    options: Vec<Deal>,
}

/// The choices as the desk stands, the desk's partner and choice kept within them; `None`
/// when no computer can be talked to.
fn deal_choices(g: &Game, map: &Map, power: PowerId, desk: &mut TalkDesk) -> Option<DealChoices> {
    let partners = g.talk_partners(map, power);
    let to = desk
        .to
        .filter(|p| partners.contains(p))
        .or(partners.first().copied())?;
    desk.to = Some(to);
    let options = g.deal_options(map, power, to, desk.kind);
    desk.choice = desk.choice.min(options.len().saturating_sub(1));
    Some(DealChoices {
        partners,
        to,
        options,
    })
}

/// Choosing a proposal: the computer, the kind and one of its choices (Propose, in the
/// footer, sends the one chosen).
fn choose_deal(ui: &mut egui::Ui, map: &Map, power: PowerId, c: &DealChoices, desk: &mut TalkDesk) {
    ui.label(text(crate::t!("orders-talk-propose-to")));
    ui.horizontal_wrapped(|ui| {
        for &p in &c.partners {
            if power_tab(ui, map, p, p == c.to).clicked() && p != c.to {
                desk.to = Some(p);
                desk.choice = 0;
            }
        }
    });
    kind_choice(ui, desk);
    if c.options.is_empty() {
        let none = crate::t!("orders-talk-cannot-offer", power = map.power_label(c.to));
        ui.label(text(none).small().color(WEAK));
        return;
    }
    let shown: Vec<String> = (c.options.iter())
        .map(|d| d.describe(map, power, c.to))
        .collect();
    let at = desk.choice.min(shown.len() - 1);
    let offer = egui::ComboBox::from_id_salt("talk-choice")
        .width(ui.available_width() - 8.0)
        .selected_text(text(shown[at].clone()))
        .show_ui(ui, |ui| {
            for (i, words) in shown.iter().enumerate() {
                ui.selectable_value(&mut desk.choice, i, text(words.clone()));
            }
        });
    super::spoken::name(&offer.response, &crate::t!("access-talk-offer"));
}

/// The kind of proposal, from a drop-down of every kind.
fn kind_choice(ui: &mut egui::Ui, desk: &mut TalkDesk) {
    let before = desk.kind;
    let kind = egui::ComboBox::from_id_salt("talk-kind")
        .width(ui.available_width() - 8.0)
        .selected_text(text(desk.kind.name()))
        .show_ui(ui, |ui| {
            for kind in DealKind::ALL {
                ui.selectable_value(&mut desk.kind, kind, text(kind.name()));
            }
        });
    super::spoken::name(&kind.response, &crate::t!("access-talk-kind"));
    if desk.kind != before {
        desk.choice = 0;
    }
}

/// This phase's proposals made by or to this power, each with its answer and reason, and
/// a counter-offer's button to agree to it.
fn this_turn(ui: &mut egui::Ui, g: &Game, map: &Map, power: PowerId, acts: &mut Vec<Act>) {
    let phase = g.position.phase;
    let mine: Vec<&TalkEntry> = (g.talks.log.iter())
        .filter(|e| e.proposal.phase == phase)
        .filter(|e| e.proposal.from == power || e.proposal.to == power)
        .filter(|e| e.answer.is_some())
        .collect();
    if mine.is_empty() {
        return;
    }
    ui.label(text(crate::t!("orders-talk-this-turn")).strong());
    for e in mine {
        let p = &e.proposal;
        let deal = p.deal.describe(map, p.from, p.to);
        let who = |q: PowerId| map.power_label(q);
        let asked = crate::t!(
            "orders-talk-proposal",
            from = who(p.from),
            to = who(p.to),
            deal = deal
        );
        ui.label(text(asked).small());
        if let Some(answer) = &e.answer {
            let colour = match answer.verdict {
                Verdict::Accept => GOOD,
                Verdict::Decline => BAD,
                Verdict::Counter(_) => NOTE,
            };
            let said = answer_words(map, answer, p, power);
            ui.label(text(said).color(colour));
            // A counter-offer to this power's own proposal: proposed back, it is agreed.
            if let (Verdict::Counter(instead), true) = (&answer.verdict, p.from == power)
                && !agreed(g, power, p.to, instead)
                && ui
                    .button(text(crate::t!("orders-talk-agree-instead")))
                    .clicked()
            {
                acts.push(Act::Talk(TalkAct::Propose {
                    from: power,
                    to: p.to,
                    deal: instead.clone(),
                }));
            }
        }
    }
}

/// An answer as the writing power reads it: its own answers to a computer as "You
/// accepted." or "You declined.", a computer's with its reason.
fn answer_words(map: &Map, answer: &Answer, p: &Proposal, power: PowerId) -> String {
    match answer.reason {
        Reason::PersonAnswered { accepted } if p.to == power => match accepted {
            true => crate::t!("orders-talk-you-accepted"),
            false => crate::t!("orders-talk-you-declined"),
        },
        _ => answer.reason.sentence(map, p.to, p.from),
    }
}

/// Whether `power` and `partner` hold this deal as an agreement now.
fn agreed(g: &Game, power: PowerId, partner: PowerId, deal: &Deal) -> bool {
    (g.talks.agreements.iter()).any(|a| a.deal == *deal && a.binds(power) && a.binds(partner))
}

/// The agreements this power is party to, in force now.
fn agreements(ui: &mut egui::Ui, g: &Game, map: &Map, power: PowerId) {
    let held = g.agreements_of(map, power);
    if held.is_empty() {
        return;
    }
    ui.separator();
    ui.label(text(crate::t!("orders-talk-agreements")).strong());
    for line in held {
        ui.label(text(format!("• {line}")));
    }
}

/// A log entry as words for the end of the game: the proposal with its phase, and the
/// answer's sentence (none: it lapsed unanswered).
pub fn entry_words(map: &Map, e: &TalkEntry) -> (String, Option<String>) {
    let p = &e.proposal;
    let deal = p.deal.describe(map, p.from, p.to);
    let asked = crate::t!(
        "orders-talk-proposal-in",
        phase = map.phase_label(p.phase),
        from = map.power_label(p.from),
        to = map.power_label(p.to),
        deal = deal
    );
    let said = e
        .answer
        .as_ref()
        .map(|a| a.reason.sentence(map, p.to, p.from));
    (asked, said)
}

#[cfg(test)]
#[path = "talk_tests.rs"]
pub(super) mod tests;
