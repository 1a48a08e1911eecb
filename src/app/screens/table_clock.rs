//! The table clock: a full-window view of the diplomacy period that the whole room can
//! read — the phase, the time left in digits half the window high, each power's centres
//! and who goes to the laptop first. Nothing secret is on it. F or a button shows it; at
//! zero it flashes (and the alarm sounds).

use super::Screen;
use super::style::{BAD, full_screen_with_footer, power_colour, text};
use crate::app::current::{CurrentGame, CurrentMap};
use crate::app::keymap::{Command, Keys};
use crate::app::play::Act;
use crate::app::play::clock::Clock;
use crate::app::play::stage::TableStage;
use crate::app::play::table::{ALARM_SECS, Table};
use crate::app::sound::{SoundOutput, SoundSettings};
use crate::engine::game::Game;
use crate::engine::map::Map;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub use crate::app::play::review::TableClock;

/// The table clock's background (opaque: the board is hidden behind it).
pub const BACKGROUND: egui::Color32 = egui::Color32::from_rgb(16, 18, 26);
/// The width of the alarm's flashing frame, inside the panel's 32-point margin.
const ALARM_FRAME: f32 = 24.0;
/// The digits' colour; nothing else on the table clock is this bright.
pub const DIGITS: egui::Color32 = egui::Color32::from_rgb(250, 250, 240);
/// The digits' font size as a share of the window's height (the digits themselves are
/// about 0.73 of the font size: over a third of the window).
pub const DIGIT_SHARE: f32 = 0.5;
/// The smallest the digits get, however little room the words leave (then it scrolls).
const MIN_DIGITS: f32 = 60.0;

/// The full-window table clock and its toggle.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableClock>()
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            table_clock_screen
                .run_if(in_state(TableStage::Diplomacy))
                .run_if(|view: Res<TableClock>| view.0),
        )
        .add_systems(Update, toggle.run_if(in_state(Screen::Play)));
}

/// F shows the table clock, F or Esc hides it (the keymap's); so do the button and the
/// scripted step. W (a player comes to write) goes back to the board, where the list of
/// players is.
pub fn toggle(
    keys: Res<Keys>,
    stage: Option<Res<State<TableStage>>>,
    mut acts: MessageReader<Act>,
    mut view: ResMut<TableClock>,
) {
    let talking = stage.is_some_and(|s| *s.get() == TableStage::Diplomacy);
    let asked = acts.read().filter(|a| matches!(a, Act::TableClock)).count() % 2 == 1;
    let key = talking
        && (keys.pressed(Command::ShowTableClock) || keys.pressed(Command::CloseTableClock));
    let leave = view.0 && keys.pressed(Command::WriteMine);
    if asked ^ key || leave {
        view.0 = !view.0;
    }
}

/// Each power in play with its centres, in its colour, on one line.
fn centre_line(
    g: &crate::engine::game::Game,
    map: &crate::engine::map::Map,
) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::default();
    let format = |color| egui::TextFormat {
        font_id: egui::FontId::proportional(26.0),
        color,
        ..Default::default()
    };
    for (power, centres) in g.centre_counts(map) {
        if g.controller[power.0 as usize].is_none() && centres == 0 {
            continue;
        }
        if !job.text.is_empty() {
            job.append("    ", 0.0, format(egui::Color32::GRAY));
        }
        let name = map.power_label(power).to_uppercase();
        job.append(
            &format!("{name} {centres}"),
            0.0,
            format(power_colour(map, power)),
        );
    }
    job.wrap.max_width = f32::INFINITY;
    job
}

/// The first player, in seat order, with powers to order this phase.
fn first_to_write(table_game: &crate::engine::game::Game, map: &Map) -> Option<usize> {
    (0..table_game.setup.players.len())
        .find(|&pl| !Table::powers_of(table_game, map, pl).is_empty())
}

/// The words under the digits: the alarm's countdown, paused, or no clock.
fn clock_status(clock: &Clock, ringing: bool, paused: bool) -> String {
    if ringing {
        let left = (ALARM_SECS - clock.alarm_for()).max(0.0).ceil();
        crate::t!("table-clock-orders-in", seconds = left as i64)
    } else if paused {
        crate::t!("table-clock-paused")
    } else if clock.left.is_none() {
        crate::t!("table-clock-no-clock")
    } else {
        String::new()
    }
}

/// Who goes to the laptop first when the period ends: their powers and name.
fn first_to_write_line(g: &Game, map: &Map) -> Option<String> {
    let pl = first_to_write(g, map)?;
    let powers: Vec<String> = Table::powers_of(g, map, pl)
        .iter()
        .map(|p| map.power_label(*p).to_uppercase())
        .collect();
    let (all, name) = (and_list(&powers), g.setup.player_label(map, pl));
    let line = crate::t!("table-clock-first-to-write", powers = all, name = name);
    Some(line)
}

/// Names joined as "A and B and C", in the table's language (each pair by the message).
pub(super) fn and_list(names: &[String]) -> String {
    let mut names = names.iter();
    let first = names.next().cloned().unwrap_or_default();
    names.fold(first, |all, next| {
        crate::t!("table-and", first = all, second = next.as_str())
    })
}

/// Everything the table clock reads and changes.
#[derive(bevy::ecs::system::SystemParam)]
pub struct TableClockParams<'w> {
    table: Res<'w, Table>,
    game: Res<'w, CurrentGame>,
    map: Res<'w, CurrentMap>,
    flash: crate::app::motion::AlarmFlash<'w>,
    sound: ResMut<'w, SoundSettings>,
    output: Res<'w, SoundOutput>,
    acts: MessageWriter<'w, Act>,
}

pub fn table_clock_screen(mut contexts: EguiContexts, params: TableClockParams) -> Result {
    table_clock_panel(contexts.ctx_mut()?, params);
    Ok(())
}

/// The full-window table clock drawn into `ctx`; what its buttons asked for is done.
pub(super) fn table_clock_panel(ctx: &egui::Context, p: TableClockParams) {
    let TableClockParams {
        table,
        game,
        map,
        flash,
        mut sound,
        output,
        mut acts,
    } = p;
    let face = ClockFace {
        game: &game.0,
        map: &map.0,
        clock: &table.clock,
        flash: flash.lit(),
        sound_words: output.words(&sound).to_string(),
    };
    match clock_face(ctx, &face) {
        Some(ClockButton::Back) => {
            acts.write(Act::TableClock);
        }
        Some(ClockButton::Pause) => {
            acts.write(Act::ToggleClock);
        }
        Some(ClockButton::AddMinute) => {
            acts.write(Act::AddMinute);
        }
        Some(ClockButton::Sound) => sound.muted = !sound.muted,
        None => {}
    }
}

/// What the table clock shows.
pub(super) struct ClockFace<'a> {
    pub game: &'a Game,
    pub map: &'a Map,
    pub clock: &'a Clock,
    /// The alarm's frame is lit this frame (while it rings).
    pub flash: bool,
    /// The sound button's words (mute, unmute, or why there is no sound).
    pub sound_words: String,
}

/// A button of the table clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ClockButton {
    Back,
    Pause,
    AddMinute,
    Sound,
}

/// Draws the table clock; the button clicked, if one was.
pub(super) fn clock_face(ctx: &egui::Context, face: &ClockFace) -> Option<ClockButton> {
    let (g, map, clock) = (face.game, face.map, face.clock);
    let ringing = clock.ringing();
    let paused = !clock.running && clock.left.is_some() && !ringing;
    let screen = ctx.viewport_rect();
    // "29:59" in the monospace face is about three font sizes wide; the panel's margins
    // take 64 points.
    let size = (screen.height() * DIGIT_SHARE).min((screen.width() - 80.0) / 3.1);
    let mut clicked = None;
    full_screen_with_footer(
        ctx,
        "table-clock",
        BACKGROUND,
        |ui| {
            // The alarm flashes a red frame in the panel's margin, never behind the words
            // (white and the powers' colours could not be read on red).
            if ringing && face.flash {
                ui.ctx().layer_painter(ui.layer_id()).rect_stroke(
                    screen,
                    0.0,
                    egui::Stroke::new(ALARM_FRAME, BAD),
                    egui::StrokeKind::Inside,
                );
            }
            // The digits take the room the words leave (measured last pass), so the whole
            // clock fits the window at every text size.
            let rest_id = egui::Id::new("table-clock-words-height");
            let rest: Option<f32> = ui.ctx().data(|d| d.get_temp(rest_id));
            let room = ui.clip_rect().height() - rest.unwrap_or(0.0) - 8.0;
            // In a short window (a large text size) the words shrink too, to body size.
            let scale = (ui.clip_rect().height() / 560.0).clamp(0.4, 1.0);
            let size = size.min(room / 0.85).max(MIN_DIGITS * scale);
            let words_size = |big: f32| (big * scale).max(super::style::TEXT);
            let shown = ui.vertical_centered(|ui| {
                let phase = map.phase_label(g.position.phase);
                let phase = crate::t!("table-diplomacy-phase", phase = phase);
                ui.label(text(phase).size(words_size(30.0)));
                let digits = if ringing {
                    "0:00".to_string()
                } else {
                    clock.display()
                };
                let colour = if paused { egui::Color32::GRAY } else { DIGITS };
                let (rect, shown) = ui.allocate_exact_size(
                    egui::vec2(ui.available_width(), size * 0.85),
                    egui::Sense::hover(),
                );
                super::spoken::painted_words(&shown, &super::spoken::clock_words(&digits));
                ui.painter().text(
                    rect.center(),
                    egui::Align2::CENTER_CENTER,
                    digits,
                    egui::FontId::monospace(size),
                    colour,
                );
                let status = text(clock_status(clock, ringing, paused))
                    .size(words_size(30.0))
                    .strong();
                super::spoken::line_or_room(ui, status, egui::Label::new);
                ui.add_space(8.0 * scale);
                ui.label(centre_line(g, map));
                if let Some(line) = first_to_write_line(g, map) {
                    ui.label(text(line).size(words_size(26.0)));
                }
            });
            let words = shown.response.rect.height() - size * 0.85;
            if rest.is_none_or(|r| (r - words).abs() > 0.5) {
                ui.ctx().data_mut(|d| d.insert_temp(rest_id, words));
                ui.ctx()
                    .request_discard("the table clock's digits fit the room left");
            }
        },
        |ui| {
            // Pinned at the foot, in view at every text size.
            super::style::footer_row(ui, |ui| {
                if ui.button(text(crate::t!("table-clock-back"))).clicked() {
                    clicked = Some(ClockButton::Back);
                }
                if clock.left.is_some() && !ringing {
                    let pause = if clock.running {
                        crate::t!("table-pause")
                    } else {
                        crate::t!("table-resume")
                    };
                    if ui.button(text(pause)).clicked() {
                        clicked = Some(ClockButton::Pause);
                    }
                }
                if ui.button(text(crate::t!("table-add-minute"))).clicked() {
                    clicked = Some(ClockButton::AddMinute);
                }
                if ui.button(text(face.sound_words.as_str())).clicked() {
                    clicked = Some(ClockButton::Sound);
                }
            });
        },
    );
    clicked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::play::clock::Timing;
    use crate::app::screens::audit::{TEXT_SIZES, WINDOWS, lay_out_painted, seven_players};

    #[test]
    fn every_word_of_the_table_clock_is_in_view_without_scrolling_at_every_text_size() {
        let (mut game, map) = seven_players();
        let (table, _) = Table::new(&mut game, &map, Timing::Tournament);
        let face = ClockFace {
            game: &game,
            map: &map,
            clock: &table.clock,
            flash: false,
            sound_words: "Sound off — V turns it on".into(),
        };
        for window in WINDOWS {
            for text_size in TEXT_SIZES {
                let (_, painted, points) = lay_out_painted(window, text_size, |ctx| {
                    clock_face(ctx, &face);
                });
                let first = painted
                    .iter()
                    .find(|p| p.words.starts_with("First to the laptop"));
                assert!(
                    first.is_some(),
                    "{window:?} at {text_size}: no first player"
                );
                for p in &painted {
                    let seen = p.rect.intersect(p.clip).intersect(points);
                    assert!(
                        seen.height() >= p.rect.height() - 1.0,
                        "{window:?} at {text_size}: `{}` at {:?} is cut to {:?}",
                        p.words,
                        p.rect,
                        seen
                    );
                }
            }
        }
    }

    /// Whether the alarm's red frame is painted on the ringing table clock in each of six
    /// passes, the game's time moving on a tenth of a second before each.
    fn alarm_frame_over_time(less_motion: bool) -> Vec<bool> {
        use crate::app::motion::LessMotion;
        use bevy::ecs::system::SystemState;
        let (mut game, map) = seven_players();
        let (mut table, _) = Table::new(&mut game, &map, Timing::Tournament);
        table.tick(30.0 * 60.0, &mut game, &map);
        assert!(table.clock.ringing());
        let mut world = World::new();
        world.insert_resource(table);
        world.insert_resource(CurrentGame(game));
        crate::app::play::tests::board().put(&mut world);
        world.init_resource::<Time>();
        world.insert_resource(LessMotion(less_motion));
        world.insert_resource(SoundSettings {
            volume: 0.8,
            muted: false,
        });
        world.init_resource::<SoundOutput>();
        world.init_resource::<Messages<Act>>();
        let mut state = SystemState::<TableClockParams>::new(&mut world);
        let ctx = egui::Context::default();
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
        (0..6)
            .map(|_| {
                (world.resource_mut::<Time>()).advance_by(std::time::Duration::from_millis(100));
                ctx.begin_pass(egui::RawInput {
                    screen_rect: Some(window),
                    ..Default::default()
                });
                table_clock_panel(&ctx, state.get_mut(&mut world).expect("the clock's"));
                state.apply(&mut world);
                let mut out = ctx.end_pass();
                // No renderer takes the font textures here.
                out.textures_delta.clear();
                out.shapes.iter().any(|s| match &s.shape {
                    egui::Shape::Rect(r) => r.stroke == egui::Stroke::new(ALARM_FRAME, BAD),
                    _ => false,
                })
            })
            .collect()
    }

    #[test]
    fn with_less_motion_the_alarms_frame_stays_lit_while_time_passes() {
        let flashing = alarm_frame_over_time(false);
        assert!(
            flashing.contains(&true) && flashing.contains(&false),
            "without less motion the frame flashes: {flashing:?}"
        );
        assert_eq!(alarm_frame_over_time(true), vec![true; 6]);
    }
}
