//! A small note at the top of the window while computers think ("France is thinking…"),
//! whatever else is on screen; it names only powers a computer plays, which everyone knows.

use super::Screen;
use super::style::text;
use crate::app::current::CurrentMap;
use crate::app::play::table::Table;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The note's systems.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        thinking_note
            .run_if(in_state(Screen::Play))
            .run_if(resource_exists::<Table>.and_then(|t: Res<Table>| !t.thinking.is_empty())),
    );
}

/// "France is thinking…", or "France and Italy are thinking…".
pub fn thinking_words(names: &[impl AsRef<str>]) -> String {
    match names {
        [] => String::new(),
        [one] => crate::t!("orders-thinking-one", power = one.as_ref()),
        [first @ .., last] => {
            let first: Vec<&str> = first.iter().map(AsRef::as_ref).collect();
            crate::t!(
                "orders-thinking-many",
                powers = first.join(", "),
                last = last.as_ref()
            )
        }
    }
}

fn thinking_note(mut contexts: EguiContexts, table: Res<Table>, map: Res<CurrentMap>) -> Result {
    let names: Vec<String> = table
        .thinking
        .iter()
        .map(|p| map.0.power_label(*p))
        .collect();
    thinking_area(contexts.ctx_mut()?, &names);
    Ok(())
}

/// The note naming the computers `names` that think, at the window's top; a screen
/// reader says it as it shows (politely, after what it is saying).
pub(super) fn thinking_area(ctx: &egui::Context, names: &[String]) {
    egui::Area::new(egui::Id::new("thinking"))
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 8.0])
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                let note = ui.label(text(thinking_words(names)).italics());
                super::spoken::live(&note, egui::accesskit::Live::Polite);
            });
        });
}

#[cfg(test)]
mod tests {
    use super::thinking_words;

    #[test]
    fn the_note_names_every_thinking_power() {
        assert_eq!(thinking_words(&["France"]), "France is thinking…");
        assert_eq!(
            thinking_words(&["France", "Italy", "Turkey"]),
            "France, Italy and Turkey are thinking…"
        );
    }
}
