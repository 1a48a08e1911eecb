//! The keys' help (F1 or ?): every key of the place you are in, from the one keymap, in
//! the table's language (the keymap keeps its English words for its own tests).

use super::style::{PANEL, text};
use crate::app::keymap::{Binding, Command, Keys, Place, bindings};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The help window, drawn while the keymap says it is open.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        keys_help.run_if(|k: Res<Keys>| k.help && k.place.is_some()),
    );
}

fn keys_help(mut contexts: EguiContexts, keys: Res<Keys>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(place) = keys.place {
        keys_help_window(ctx, place);
    }
    Ok(())
}

/// The help window of `place`, drawn into `ctx`.
pub fn keys_help_window(ctx: &egui::Context, place: Place) {
    let heading = crate::t!("orders-keys-heading", place = place_words(place));
    egui::Window::new(text(heading).strong())
        .id(egui::Id::new("keys-help"))
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        // Above the full-window screens (the curtain, the title), which are foreground.
        .order(egui::Order::Tooltip)
        .collapsible(false)
        .resizable(false)
        .frame(egui::Frame::window(&ctx.global_style()).fill(PANEL))
        .show(ctx, |ui| {
            egui::Grid::new("keys-help-grid")
                .num_columns(2)
                .spacing([18.0, 6.0])
                .show(ui, |ui| {
                    let mut seen = Vec::new();
                    for b in bindings(place) {
                        // The four arrows that pan share one line.
                        if seen.contains(&b.what) && b.held {
                            continue;
                        }
                        seen.push(b.what);
                        let label = match b.held {
                            true => crate::t!("orders-keys-arrows"),
                            false => label_words(b.label),
                        };
                        ui.label(text(label).strong());
                        ui.label(text(what_words(&b, place)));
                        ui.end_row();
                    }
                });
            ui.label(text(crate::t!("orders-keys-footer")).small());
        });
}

/// A place's name in the help's title.
pub fn place_words(place: Place) -> String {
    match place {
        Place::Title => crate::t!("orders-keys-place-title"),
        Place::NewGame => crate::t!("orders-keys-place-new-game"),
        Place::Diplomacy => crate::t!("orders-keys-place-diplomacy"),
        Place::TableClock => crate::t!("orders-keys-place-table-clock"),
        Place::Curtain => crate::t!("orders-keys-place-curtain"),
        Place::Writing => crate::t!("orders-keys-place-writing"),
        Place::Thinking => crate::t!("orders-keys-place-thinking"),
        Place::Results => crate::t!("orders-keys-place-results"),
        Place::GameOver => crate::t!("orders-keys-place-game-over"),
        Place::Learning => crate::t!("orders-keys-place-learning"),
        Place::Sandbox => crate::t!("orders-keys-place-sandbox"),
    }
}

/// A key's label as the help shows it: "F1 or ?", "Ctrl+Enter", the keys' names in the
/// table's language (letters, arrows and F-keys as they are).
pub fn label_words(label: &str) -> String {
    if let Some((first, second)) = label.split_once(" or ") {
        return crate::t!(
            "orders-keys-or",
            first = label_words(first),
            second = label_words(second)
        );
    }
    if let Some(key) = label.strip_prefix("Ctrl+") {
        return crate::t!("orders-keys-ctrl", key = key_words(key));
    }
    if let Some(key) = label.strip_prefix("Shift+") {
        return crate::t!("keys-shift", key = key_words(key));
    }
    key_words(label)
}

/// One key's name.
fn key_words(key: &str) -> String {
    match key {
        "Enter" => crate::t!("orders-keys-enter"),
        "Esc" => crate::t!("orders-keys-esc"),
        "Space" => crate::t!("orders-keys-space"),
        "Home" => crate::t!("orders-keys-home"),
        "End" => crate::t!("orders-keys-end"),
        "PgUp" => crate::t!("orders-keys-page-up"),
        "PgDn" => crate::t!("orders-keys-page-down"),
        other => other.to_string(),
    }
}

/// What a key does, as the help says it (the sandbox's picking keys say less: no clicks
/// follow there).
pub fn what_words(b: &Binding, place: Place) -> String {
    let sandbox = place == Place::Sandbox;
    match b.command {
        Command::Help => crate::t!("orders-keys-help"),
        Command::Mute => crate::t!("orders-keys-mute"),
        Command::FullScreen => crate::t!("orders-keys-full-screen"),
        Command::ZoomIn => crate::t!("orders-keys-zoom-in"),
        Command::ZoomOut => crate::t!("orders-keys-zoom-out"),
        Command::FitBoard => crate::t!("orders-keys-fit-board"),
        Command::PanLeft | Command::PanRight | Command::PanUp | Command::PanDown => {
            crate::t!("orders-keys-pan")
        }
        Command::ContinueGame => crate::t!("orders-keys-continue-game"),
        Command::EndDiplomacy => crate::t!("orders-keys-end-diplomacy"),
        Command::PauseClock => crate::t!("orders-keys-pause-clock"),
        Command::AddMinute => crate::t!("orders-keys-add-minute"),
        Command::ShowTableClock => crate::t!("orders-keys-show-table-clock"),
        Command::CloseTableClock => crate::t!("orders-keys-close-table-clock"),
        Command::LastMoves => crate::t!("orders-keys-last-moves"),
        Command::HistoryBack => crate::t!("orders-keys-history-back"),
        Command::HistoryForward => crate::t!("orders-keys-history-forward"),
        Command::HistoryNow => crate::t!("orders-keys-history-now"),
        Command::WriteMine => crate::t!("orders-keys-write-mine"),
        Command::Ready => crate::t!("orders-keys-ready"),
        Command::BackToClock => crate::t!("orders-keys-back-to-clock"),
        Command::Seal => crate::t!("orders-keys-seal"),
        Command::CancelPick => crate::t!("orders-keys-cancel-pick"),
        Command::PickSupport if sandbox => crate::t!("orders-keys-sandbox-support"),
        Command::PickSupport => crate::t!("orders-keys-pick-support"),
        Command::PickConvoy if sandbox => crate::t!("orders-keys-sandbox-convoy"),
        Command::PickConvoy => crate::t!("orders-keys-pick-convoy"),
        Command::PickStand => crate::t!("orders-keys-pick-stand"),
        Command::Talk => crate::t!("orders-keys-talk"),
        Command::Continue => crate::t!("orders-keys-continue"),
        Command::StepNext => crate::t!("orders-keys-step-next"),
        Command::StepBack => crate::t!("orders-keys-step-back"),
        Command::AutoPlay => crate::t!("orders-keys-auto-play"),
        Command::LeaveLearning => crate::t!("orders-keys-leave-learning"),
        Command::SandboxEscape => crate::t!("orders-keys-sandbox-escape"),
        Command::SandboxBack => crate::t!("orders-keys-sandbox-back"),
        Command::SandboxForward => crate::t!("orders-keys-sandbox-forward"),
        Command::BoardWords => crate::t!("keys-board-words"),
        Command::CursorLeft => crate::t!("keys-cursor-left"),
        Command::CursorRight => crate::t!("keys-cursor-right"),
        Command::CursorUp => crate::t!("keys-cursor-up"),
        Command::CursorDown => crate::t!("keys-cursor-down"),
        Command::NextUnit => crate::t!("keys-next-unit"),
        Command::ChooseHere if place == Place::Learning => crate::t!("keys-learning-tick"),
        Command::ChooseHere => crate::t!("keys-choose-here"),
        Command::BuildFirst if sandbox => crate::t!("keys-sandbox-coast-first"),
        Command::BuildFirst => crate::t!("keys-build-first"),
        Command::BuildSecond if sandbox => crate::t!("keys-sandbox-coast-second"),
        Command::BuildSecond => crate::t!("keys-build-second"),
        Command::BuildThird => crate::t!("keys-build-third"),
        Command::NextPower => crate::t!("keys-next-power"),
        Command::PreviousPower => crate::t!("keys-previous-power"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, speaking};

    /// In English the help says what the keymap says, word for word.
    #[test]
    fn the_help_in_english_says_what_the_keymap_says() {
        for place in Place::ALL {
            assert_eq!(place_words(place), place.name());
            for b in bindings(place) {
                assert_eq!(what_words(&b, place), b.what, "{place:?} {:?}", b.command);
                assert_eq!(label_words(b.label), b.label);
            }
        }
    }

    #[test]
    fn the_help_speaks_german() {
        speaking(Lang::German, || {
            assert_eq!(label_words("F1 or ?"), "F1 oder ?");
            assert_eq!(label_words("Ctrl+Enter"), "Strg+Enter");
            assert_eq!(place_words(Place::Writing), "Befehle schreiben");
        });
    }
}
