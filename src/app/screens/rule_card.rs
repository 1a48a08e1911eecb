//! From a reason to its rule: a small link beside any reason the game gives (a void order
//! on the order panel, the seal check, a result) opens a card with the rule in our own
//! words and the section of the rulebook it comes from. One card at a time, over any
//! screen; closed by its button or the hand-over curtain (Esc already has its own jobs).

use super::style::{PANEL, text};
use crate::engine::rules_explained::{RuleTopic, explain};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Where the open card's topic is kept, in egui's memory (so any panel can open it).
fn card_id() -> egui::Id {
    egui::Id::new("rule_card")
}

/// The card's window and its closing by the curtain.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(bevy_egui::EguiPrimaryContextPass, card_system);
}

/// Opens the card on `topic`.
pub fn open(ctx: &egui::Context, topic: RuleTopic) {
    ctx.data_mut(|d| d.insert_temp(card_id(), topic));
}

/// The topic of the open card, if one is open.
pub fn opened(ctx: &egui::Context) -> Option<RuleTopic> {
    ctx.data(|d| d.get_temp::<RuleTopic>(card_id()))
}

/// Closes the card.
pub fn close(ctx: &egui::Context) {
    ctx.data_mut(|d| d.remove::<RuleTopic>(card_id()));
}

/// What a rule link reads: "Rule II.6" for the 1971 rules, the source named otherwise.
pub fn link_words(topic: RuleTopic) -> String {
    let section = explain(topic).section;
    match section.source {
        crate::engine::rules_explained::Source::Rulebook1971 => {
            t!("learning-rule-link", section = section.id)
        }
        _ => section.label(),
    }
}

/// A link to the rule behind a reason, as small as the reason's own text; a click opens
/// the card. Returns whether it was clicked.
pub fn rule_link(ui: &mut egui::Ui, topic: RuleTopic) -> bool {
    link_as(ui, topic, link_words(topic))
}

/// A link to a rule named by its title and section ("Builds and removals (Rule II.11)"),
/// where several rules of one section are listed together.
pub fn titled_rule_link(ui: &mut egui::Ui, topic: RuleTopic) -> bool {
    let (rule, section) = (explain(topic).title, link_words(topic));
    let words = t!("learning-rule-titled-link", rule = rule, section = section);
    link_as(ui, topic, words)
}

fn link_as(ui: &mut egui::Ui, topic: RuleTopic, words: String) -> bool {
    let link = ui
        .link(text(words).small())
        .on_hover_text(t!("learning-rule-link-hover", rule = explain(topic).title));
    if link.clicked() {
        open(ui.ctx(), topic);
    }
    link.clicked()
}

/// The card, if one is open: the rule's title, our explanation, where it is written, and
/// a Close button. The hand-over curtain closes it.
pub fn rule_card(ctx: &egui::Context) {
    let Some(topic) = opened(ctx) else { return };
    if super::style::veiled(ctx) {
        close(ctx);
        return;
    }
    let rule = explain(topic);
    let mut keep = true;
    let width = (ctx.content_rect().width() - 40.0).clamp(200.0, 460.0);
    egui::Window::new(text(&rule.title).strong())
        .id(egui::Id::new("rule_card_window"))
        .collapsible(false)
        .resizable(false)
        .frame(egui::Frame::window(&ctx.global_style()).fill(PANEL))
        .default_width(width)
        .max_width(width)
        .max_height(ctx.content_rect().height() - 40.0)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(ctx.content_rect().height() - 160.0)
                .show(ui, |ui| {
                    ui.label(text(&rule.text));
                    ui.add_space(6.0);
                    ui.label(
                        text(t!("learning-rule-from", section = rule.section.label())).strong(),
                    );
                    if !rule.see_also.is_empty() {
                        let also: Vec<String> = rule.see_also.iter().map(|s| s.label()).collect();
                        ui.label(
                            text(t!("learning-rule-see-also", sections = also.join(", "))).small(),
                        );
                    }
                });
            ui.add_space(6.0);
            if ui.button(text(t!("learning-rule-close"))).clicked() {
                keep = false;
            }
        });
    if !keep {
        close(ctx);
    }
}

fn card_system(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    rule_card(ctx);
    Ok(())
}

/// A choice the rules refuse, in a list of choices: greyed, its reason on hover, and a
/// click opens the rule's card instead of giving the order.
pub fn refused_choice(ui: &mut egui::Ui, name: &str, reason: &str, topic: RuleTopic) {
    let rule = link_words(topic);
    let hover = t!("learning-rule-refused-hover", reason = reason, rule = rule);
    let item = ui
        .add(egui::Button::selectable(false, text(name).weak()))
        .on_hover_text(hover);
    if item.clicked() {
        open(ui.ctx(), topic);
    }
}
