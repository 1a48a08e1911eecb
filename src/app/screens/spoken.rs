//! What the screen reader hears where the screen shows no plain words: names for
//! controls whose face is a sign, the clock's time said in words, and announcements
//! (live regions), each a node new to the tree, as AT-SPI needs to speak it.

use bevy_egui::egui;
use egui::accesskit::{Live, Role};

/// Names `response`'s control for the screen reader (its face shows a sign, a picture or
/// painted words that the tree does not carry).
pub fn name(response: &egui::Response, words: &str) {
    (response.ctx).accesskit_node_builder(response.id, |node| node.set_label(words));
}

/// Tells the screen reader which thing `response`'s control acts on (said after its name):
/// each unit's Stand and Clear buttons name their unit, "Stand" alone said three times
/// telling nothing.
pub fn describe(response: &egui::Response, words: &str) {
    (response.ctx).accesskit_node_builder(response.id, |node| node.set_description(words));
}

/// Names a number box (egui's drag value, read as a spin button) and gives its value as
/// the box shows it ("15 minutes"), where the tree alone has a bare number and no name.
pub fn number_box(response: &egui::Response, name: &str, value: &str) {
    (response.ctx).accesskit_node_builder(response.id, |node| {
        node.set_label(name);
        node.set_value(value);
    });
}

/// Gives a number box named by the label before it its value as the box shows it.
pub fn box_value(response: &egui::Response, value: &str) {
    (response.ctx).accesskit_node_builder(response.id, |node| node.set_value(value));
}

/// The clock's time as a screen reader says it: "12:34 left".
pub fn clock_words(time: &str) -> String {
    crate::t!("access-clock-left", time = time)
}

/// Words painted at `response` (a clock's digits), put in the tree as text.
pub fn painted_words(response: &egui::Response, words: &str) {
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, words));
}

/// A label of `words`, or while they are blank the room its line takes and nothing for the
/// screen reader (a blank text it would stop on): a line kept so nothing below moves.
pub fn line_or_room(
    ui: &mut egui::Ui,
    words: egui::RichText,
    label: impl FnOnce(egui::RichText) -> egui::Label,
) {
    if !words.text().trim().is_empty() {
        ui.add(label(words));
        return;
    }
    room_of(ui, words);
}

/// The room a line of `words` takes, with nothing drawn and nothing for the screen reader:
/// a slot kept so nothing below moves (a player's name that is their power's, already
/// said in the line above).
pub fn room_of(ui: &mut egui::Ui, words: egui::RichText) {
    let line =
        egui::WidgetText::from(words).into_galley(ui, None, f32::INFINITY, egui::TextStyle::Body);
    ui.allocate_space(egui::vec2(0.0, line.size().y));
}

/// Makes `response`'s words a live region: said as it shows (`Live::Assertive` at once),
/// a banner or a note appearing over the screen, a node new to the tree each time.
pub fn live(response: &egui::Response, live: Live) {
    (response.ctx).accesskit_node_builder(response.id, |node| node.set_live(live));
}

/// Says `words` once, politely or at once (`Live::Assertive`): a node new to the tree
/// while they show, `key` telling one announcement from the next (AT-SPI speaks a live
/// node as it appears; a changed one it does not).
pub fn announce(
    ctx: &egui::Context,
    key: impl std::hash::Hash + std::fmt::Debug,
    words: &str,
    live: Live,
) {
    let id = egui::Id::new(("announcement", key));
    ctx.accesskit_node_builder(id, |node| {
        node.set_role(Role::Label);
        node.set_value(words);
        node.set_live(live);
    });
}

/// A result line as a screen reader says it: the order and whether it succeeded (the
/// screen shows a coloured ✔ or ✖); a line without a mark's meaning keeps its words.
pub fn result_words(label: &egui::Response, order: &str, succeeded: Option<bool>) {
    let words = match succeeded {
        Some(true) => crate::t!("access-result-succeeded", order = order),
        Some(false) => crate::t!("access-result-failed", order = order),
        None => return,
    };
    painted_words(label, &words);
}
