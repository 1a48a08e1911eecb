//! The diplomacy period: a clock everyone can read across the table, the centre count,
//! last turn's results, the game's history, and a player leaving.

use super::TableClock;
use super::style::{BAD, HUGE, left_panel, panel_fill, power_colour, text};

/// Width of the diplomacy panel.
pub const WIDTH: f32 = crate::app::layout::DIPLOMACY_WIDTH;
use super::diplomacy_seats::{concede_menu, leave_menu};
use super::picture_row::PictureRow;
use crate::app::current::{CurrentGame, CurrentMap};
use crate::app::keymap::{Command, Keys};
use crate::app::picture::Pick;
use crate::app::picture::export::{Pictures, SavePicture};
use crate::app::play::stage::TableStage;
use crate::app::play::table::{ALARM_SECS, Table};
use crate::app::play::{Act, Saves};
use crate::engine::game::Game;
use crate::engine::game::report::describe_phase;
use crate::engine::map::Map;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Whether the list "who comes to the laptop to write now?" is open (W, or its button).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct WriterChooser(pub bool);

pub use crate::app::play::review::{History, LastMoves};

/// The diplomacy period's panel and shortcuts (the full-window clock replaces the panel).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<History>()
        .init_resource::<LastMoves>()
        .init_resource::<WriterChooser>()
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            diplomacy_screen
                .run_if(in_state(TableStage::Diplomacy))
                .run_if(|view: Res<TableClock>| !view.0),
        )
        .add_systems(
            Update,
            (
                shortcuts.run_if(in_state(TableStage::Diplomacy)),
                forget_history.run_if(not(in_state(TableStage::Diplomacy))),
            ),
        );
}

/// The diplomacy panel's own keys (the clock's are the table's): last moves, history,
/// and W, which opens the list of who comes to the laptop.
pub fn shortcuts(
    keys: Res<Keys>,
    game: Res<CurrentGame>,
    mut history: ResMut<History>,
    mut last_moves: ResMut<LastMoves>,
    mut chooser: ResMut<WriterChooser>,
) {
    if keys.pressed(Command::LastMoves) {
        last_moves.0 = !last_moves.0;
    }
    if keys.pressed(Command::WriteMine) {
        chooser.0 = !chooser.0;
    }
    let n = game.0.record.len();
    if keys.pressed(Command::HistoryBack) && n > 0 {
        history.0 = Some(history.0.map_or(n - 1, |i| i.saturating_sub(1)));
    }
    if keys.pressed(Command::HistoryForward) {
        history.0 = history.0.and_then(|i| (i + 1 < n).then_some(i + 1));
    }
    if keys.pressed(Command::HistoryNow) {
        history.0 = None;
    }
}

/// What the diplomacy panel reads: the table, the game and its board, the last
/// autosave's error, the alarm's flash (steady with less motion) and the pictures that can
/// be saved.
#[derive(bevy::ecs::system::SystemParam)]
pub struct DiplomacyReads<'w> {
    table: Res<'w, Table>,
    game: Res<'w, CurrentGame>,
    map: Res<'w, CurrentMap>,
    saves: Res<'w, Saves>,
    flash: crate::app::motion::AlarmFlash<'w>,
    pictures: Res<'w, Pictures>,
    phones: Option<Res<'w, crate::app::phones::PhoneDesk>>,
    phone_trouble: Res<'w, crate::app::phones::PhoneTrouble>,
}

/// What the players choose to see on the panel and the board: a past phase, the last
/// moves, the list of who comes to write.
#[derive(bevy::ecs::system::SystemParam)]
pub struct DiplomacyViewChoices<'w> {
    history: ResMut<'w, History>,
    last_moves: ResMut<'w, LastMoves>,
    chooser: ResMut<'w, WriterChooser>,
}

/// The diplomacy panel, with what it asks of the table and the pictures asked for.
pub fn diplomacy_screen(
    mut contexts: EguiContexts,
    reads: DiplomacyReads,
    mut choices: DiplomacyViewChoices,
    mut acts: MessageWriter<Act>,
    mut save_picture: MessageWriter<SavePicture>,
    mut asking: Local<Asking>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let panel = DiplomacyPanel {
        table: &reads.table,
        game: &reads.game.0,
        map: &reads.map.0,
        error: reads.saves.error.as_deref(),
        flash: reads.flash.lit(),
        pictures: PictureRow::of(&reads.pictures),
        phones: PhoneLine {
            address: reads.phones.as_ref().map(|d| d.address.clone()),
            trouble: reads.phone_trouble.0.clone(),
        },
    };
    let view = (
        &mut *choices.history,
        &mut *choices.last_moves,
        &mut *choices.chooser,
    );
    acts.write_batch(diplomacy_panel(ctx, &panel, view, &mut asking));
    if let Some(pick) = asking.picture.take() {
        save_picture.write(SavePicture(pick));
    }
    Ok(())
}

/// What the diplomacy panel shows.
pub struct DiplomacyPanel<'a> {
    pub table: &'a Table,
    pub game: &'a Game,
    pub map: &'a Map,
    /// The last autosave's error.
    pub error: Option<&'a str>,
    /// The alarm's flash is on this frame.
    pub flash: bool,
    pub pictures: PictureRow,
    pub phones: PhoneLine,
}

/// Where the phones' page is served, or why it is not.
#[derive(Debug, Clone, Default)]
pub struct PhoneLine {
    /// The page's address while phones are on.
    pub address: Option<String>,
    /// Why the server could not start.
    pub trouble: Option<String>,
}

/// A question the panel asks once before acting: who leaves, to whom the game is conceded.
#[derive(Default)]
pub struct Asking {
    leaving: Option<usize>,
    conceding: Option<usize>,
    /// A picture asked for this frame.
    pub picture: Option<Pick>,
}

/// A draw every person proposed in `phase` that the computers refused: each computer's
/// vote and reason (shown with that phase's results and through the next period).
pub(super) fn refused_draw(
    ui: &mut egui::Ui,
    g: &crate::engine::game::Game,
    map: &Map,
    phase: crate::engine::position::Phase,
) {
    let proposed_then = g.draw_ballot.as_ref().is_some_and(|b| b.phase == phase);
    if g.outcome.is_some() || !proposed_then {
        return;
    }
    let lines = g.draw_ballot_lines(map);
    let Some((head, votes)) = lines.split_first() else {
        return;
    };
    ui.label(text(head.clone()).color(super::style::NOTE));
    for vote in votes {
        ui.label(text(format!("• {vote}")));
    }
    ui.label(text(crate::t!("table-draw-refused")).color(super::style::NOTE));
}

/// The public line when computers' proposals wait for people: it names nobody (who was
/// asked what is read behind the curtain).
pub fn proposals_wait_line() -> String {
    crate::t!("table-proposals-wait")
}

/// Whether a computer's proposal waits for any person's power this period.
fn proposals_wait(g: &Game, map: &Map) -> bool {
    map.power_ids()
        .filter(|&p| g.is_played(p) && g.computer_level(p).is_none())
        .any(|p| !g.proposals_waiting(p).is_empty())
}

/// The diplomacy period's panel drawn into `ctx`; returns what it asks of the table.
pub fn diplomacy_panel(
    ctx: &egui::Context,
    p: &DiplomacyPanel,
    (history, last_moves, chooser): (&mut History, &mut LastMoves, &mut WriterChooser),
    asking: &mut Asking,
) -> Vec<Act> {
    let (table, g, map) = (p.table, p.game, p.map);
    let mut acts = Vec::new();
    left_panel(ctx, "diplomacy", WIDTH, |ui| {
        clock_face(ui, table, map, g, p.flash);
        clock_buttons(ui, table, &mut acts, chooser);
        if let Some(n) = &table.notice {
            ui.label(text(n.clone()).color(super::style::NOTE));
        }
        if proposals_wait(g, map) {
            ui.label(text(proposals_wait_line()).color(super::style::NOTE));
        }
        if let Some(last) = g.record.last() {
            refused_draw(ui, g, map, last.phase);
        }
        if chooser.0 {
            writer_list(ui, table, g, map, &mut acts, chooser);
        }
        ui.separator();
        centre_table(ui, g, map);
        ui.separator();
        if !g.record.is_empty() {
            ui.checkbox(&mut last_moves.0, text(crate::t!("table-show-last-moves")));
        }
        history_panel(ui, g, map, history);
        if !g.record.is_empty() {
            let shown = history.0.unwrap_or(g.record.len() - 1);
            asking.picture = p.pictures.show(ui, Some(shown)).or(asking.picture);
        }
        board_rules(ui, map);
        ui.separator();
        phones_line(ui, (g, map), &p.phones, &mut acts);
        leave_menu(ui, (g, map), &mut acts, &mut asking.leaving);
        concede_menu(ui, (g, map), &mut acts, &mut asking.conceding);
        let back = egui::Button::new(text(crate::t!("table-back-to-title-saved"))).wrap();
        if ui.add(back).clicked() {
            acts.push(Act::ToTitle);
        }
        if let Some(e) = p.error {
            ui.label(text(e).color(BAD));
        }
    });
    acts
}

/// Whether players may write on their phones, and where their page is.
fn phones_line(
    ui: &mut egui::Ui,
    (g, map): (&Game, &Map),
    phones: &PhoneLine,
    acts: &mut Vec<Act>,
) {
    let mut on = g.setup.phones;
    if ui
        .checkbox(&mut on, text(crate::t!("table-phones-may-write")))
        .on_hover_text(crate::t!("table-phones-on-hint"))
        .changed()
    {
        acts.push(Act::Phones(on));
    }
    if let (true, Some(address)) = (on, &phones.address) {
        let line = crate::t!("table-phones-address", address = address.as_str());
        ui.label(text(line).small());
    }
    let sealed: Vec<String> = (g.sealed.iter()).map(|p| map.power_label(*p)).collect();
    if on && !sealed.is_empty() {
        ui.label(text(crate::t!("table-phones-sealed", powers = sealed.join(", "))).small());
    }
    if let (true, Some(why)) = (on, &phones.trouble) {
        ui.label(text(crate::t!("table-phones-trouble", reason = why.as_str())).color(BAD));
    }
}

/// The phase and the clock in large digits (flashing red at zero), and the line under
/// it: the alarm's countdown, "paused", or a blank line of the same height.
fn clock_face(
    ui: &mut egui::Ui,
    table: &Table,
    map: &crate::engine::map::Map,
    g: &crate::engine::game::Game,
    flash: bool,
) {
    let ringing = table.clock.ringing();
    let fill = if ringing && flash {
        BAD
    } else {
        panel_fill(ui.ctx())
    };
    egui::Frame::new()
        .fill(fill)
        .corner_radius(10)
        .inner_margin(egui::Margin::same(6))
        .show(ui, |ui| {
            ui.vertical_centered(|ui| {
                let phase = map.phase_label(g.position.phase);
                let phase = crate::t!("table-diplomacy-phase", phase = phase);
                ui.label(egui::RichText::new(phase).size(22.0));
                let digits = if ringing {
                    "0:00".to_string()
                } else {
                    table.clock.display()
                };
                // Five monospace digits fit the panel's width at any text size.
                let size = HUGE.min((ui.available_width() - 8.0) / 3.2);
                let mut clock = egui::RichText::new(digits).size(size).monospace().strong();
                if table.clock.paused() {
                    clock = clock.color(egui::Color32::GRAY);
                }
                let shown = ui.label(clock);
                let time = super::spoken::clock_words(&table.clock.display());
                super::spoken::painted_words(&shown, &time);
                if ringing {
                    let left = (ALARM_SECS - table.clock.alarm_for()).max(0.0).ceil();
                    ui.label(
                        text(crate::t!("table-clock-orders-in", seconds = left as i64))
                            .size(24.0)
                            .strong(),
                    );
                } else {
                    // Always one line, so pausing moves no button under the pointer (an
                    // empty line is room, not a blank text for the screen reader).
                    let paused = match table.clock.paused() {
                        true => crate::t!("table-clock-paused"),
                        false => " ".to_string(),
                    };
                    super::spoken::line_or_room(ui, text(paused).weak(), egui::Label::new);
                }
            });
        });
}

/// The end of the period, pause, one more minute, the table clock, a player writing now.
fn clock_buttons(
    ui: &mut egui::Ui,
    table: &Table,
    acts: &mut Vec<Act>,
    chooser: &mut WriterChooser,
) {
    // The period's main action first, right under the clock: in view at every text size
    // however long a language's words make the row of clock buttons below it.
    if ui.button(text(crate::t!("table-end-diplomacy"))).clicked() {
        acts.push(Act::EndDiplomacy);
    }
    ui.horizontal_wrapped(|ui| {
        let pause = if table.clock.running {
            crate::t!("table-pause")
        } else {
            crate::t!("table-resume")
        };
        if table.clock.left.is_some() && ui.button(text(pause)).clicked() {
            acts.push(Act::ToggleClock);
        }
        if ui.button(text(crate::t!("table-add-minute"))).clicked() {
            acts.push(Act::AddMinute);
        }
        if ui.button(text(crate::t!("table-table-clock"))).clicked() {
            acts.push(Act::TableClock);
        }
    });
    if ui.button(text(crate::t!("table-writes-now"))).clicked() {
        chooser.0 = !chooser.0;
    }
}

/// Each power's centres and units, and who plays it: the numbers in columns as wide as
/// they need, the player's name in the rest of the row, cut to the panel (whole on hover),
/// so a long name never pushes the numbers out over the board.
fn centre_table(ui: &mut egui::Ui, g: &crate::engine::game::Game, map: &crate::engine::map::Map) {
    let counts = g.centre_counts(map);
    let width = |ui: &egui::Ui, words: &str| {
        let font = egui::FontId::proportional(super::style::TEXT);
        let galley = ui
            .painter()
            .layout_no_wrap(words.into(), font, egui::Color32::WHITE);
        galley.size().x
    };
    let names = counts.iter().map(|(p, _)| width(ui, &map.power_label(*p)));
    let name_width = names.fold(0.0, f32::max);
    let number_width = width(ui, "00");
    let cell = |ui: &mut egui::Ui, w: f32, label: egui::Label| {
        let shown = ui.add(label);
        ui.add_space((w - shown.rect.width()).max(0.0));
        shown
    };
    for (power, centres) in counts {
        ui.horizontal(|ui| {
            let name = text(map.power_label(power)).color(power_colour(map, power));
            cell(ui, name_width, egui::Label::new(name));
            cell(
                ui,
                number_width,
                egui::Label::new(text(format!("{centres}")).strong()),
            )
            .on_hover_text(crate::t!("table-supply-centres"));
            let units = crate::t!("table-units-count", count = g.position.unit_count(power));
            let units = text(units).small();
            cell(ui, number_width, egui::Label::new(units)).on_hover_text(crate::t!("table-units"));
            ui.add(egui::Label::new(text(who_plays(g, map, power)).small()).truncate());
        });
    }
    ui.label(text(crate::t!("table-centres-win", count = map.victory_centres)).weak());
}

/// Who comes to the laptop to write during the period: each player with orders this
/// phase, with whether their orders are sealed or a draft is kept (nothing of what they
/// say). A choice goes through the curtain.
fn writer_list(
    ui: &mut egui::Ui,
    table: &Table,
    g: &crate::engine::game::Game,
    map: &crate::engine::map::Map,
    acts: &mut Vec<Act>,
    chooser: &mut WriterChooser,
) {
    ui.group(|ui| {
        ui.label(text(crate::t!("table-who-comes")).strong());
        for player in table.may_write_now(g, map) {
            let powers = Table::powers_of(g, map, player);
            let names: Vec<String> = powers.iter().map(|p| map.power_label(*p)).collect();
            let on_phone = |p: &crate::engine::ids::PowerId| g.seal_mark(*p).map(|m| m.on_phone);
            let state = if powers.iter().all(|p| on_phone(p) == Some(true)) {
                crate::t!("table-writer-sealed-on-phone")
            } else if powers.iter().all(|p| on_phone(p) == Some(false)) {
                crate::t!("table-writer-sealed-at-laptop")
            } else if powers.iter().all(|p| g.sealed.contains(p)) {
                crate::t!("table-writer-sealed")
            } else if g.pending.iter().any(|o| powers.contains(&o.power)) {
                crate::t!("table-writer-draft-kept")
            } else {
                crate::t!("table-writer-not-written")
            };
            let (who, all) = (g.setup.player_label(map, player), names.join(", "));
            let label = crate::t!("table-writer-row", name = who, powers = all, state = state);
            // One line each, cut with "…" where the panel is narrow (the whole line on
            // hover): a row that wrapped when its player sealed moved the rows below it,
            // so a click meant for one player opened another's curtain.
            let row = egui::Button::new(text(label.clone()))
                .truncate()
                .min_size(egui::vec2(ui.available_width(), 0.0));
            if ui.add(row).on_hover_text(label).clicked() {
                acts.push(Act::WriteNow(player));
                chooser.0 = false;
            }
        }
        if ui.button(text(crate::t!("table-nobody"))).clicked() {
            chooser.0 = false;
        }
    });
}

fn history_panel(
    ui: &mut egui::Ui,
    g: &crate::engine::game::Game,
    map: &crate::engine::map::Map,
    history: &mut History,
) {
    let n = g.record.len();
    if n == 0 {
        ui.label(text(crate::t!("table-no-phase-yet")).weak());
        return;
    }
    ui.horizontal(|ui| {
        if ui.button(crate::t!("table-history-back")).clicked() {
            history.0 = Some(history.0.map_or(n - 1, |i| i.saturating_sub(1)));
        }
        if ui.button(crate::t!("table-history-forward")).clicked() {
            history.0 = history.0.and_then(|i| (i + 1 < n).then_some(i + 1));
        }
        if history.0.is_some() && ui.button(crate::t!("table-history-now")).clicked() {
            history.0 = None;
        }
    });
    let shown = history.0.unwrap_or(n - 1);
    let record = &g.record[shown];
    let title = match history.0 {
        Some(_) => crate::t!("table-looking-back", phase = map.phase_label(record.phase)),
        None => crate::t!("table-last-results", phase = map.phase_label(record.phase)),
    };
    let words = egui::RichText::new(&title).size(18.0);
    super::style::section(ui, (words, &title), history.0.is_some(), |ui| {
        egui::ScrollArea::vertical()
            .max_height(260.0)
            .show(ui, |ui| {
                for line in describe_phase(map, record) {
                    ui.label(egui::RichText::new(line).size(super::style::SMALL));
                }
            });
    });
}

/// Looking back ends when the diplomacy period does (it runs whenever the table is not
/// talking).
pub fn forget_history(mut history: ResMut<History>) {
    if history.0.is_some() {
        history.0 = None;
    }
}

/// The special rules of a variant board, in plain words (nothing for the standard board).
fn board_rules(ui: &mut egui::Ui, map: &crate::engine::map::Map) {
    let rulebook = crate::engine::adjudicate::Rulebook::of(map);
    let mut lines: Vec<String> = rulebook.in_words(map).into_iter().collect();
    lines.extend(map.special_rules.iter().map(|r| r.describe(map)));
    let extra: Vec<String> = map
        .powers
        .iter()
        .flat_map(|p| p.extra_homes.iter())
        .map(|h| map.place_label(*h))
        .collect();
    if !extra.is_empty() {
        lines.push(crate::t!("table-extra-homes", provinces = extra.join(", ")));
    }
    if lines.is_empty() {
        return;
    }
    let title = text(crate::t!("table-board-rules"));
    super::style::section(ui, (title, "Rules of this board"), false, |ui| {
        for l in lines {
            ui.label(text(format!("• {l}")).small());
        }
    });
}

/// Who plays a power, as the table of centres says it: the player's name, "Strong
/// computer" for a computer's seat (whatever name the seat was given), or "not played";
/// a name that is a power's reads in the table's language.
fn who_plays(
    g: &crate::engine::game::Game,
    map: &Map,
    power: crate::engine::ids::PowerId,
) -> String {
    match g.controller[power.0 as usize] {
        Some(p) => match g.setup.players[p].computer {
            Some(level) => {
                let (c, l) = (g.setup.players[p].character.label(), level.label());
                crate::t!("table-who-plays-computer", character = c, level = l)
            }
            None => g.setup.player_label(map, p),
        },
        None => crate::t!("table-not-played"),
    }
}

#[cfg(test)]
mod who_plays_tests {
    use super::who_plays;
    use crate::engine::bot::Level;
    use crate::engine::game::{Game, Setup};
    use crate::engine::ids::PowerId;
    use crate::engine::map::Map;

    #[test]
    fn a_computers_seat_is_named_by_its_level_and_a_persons_by_their_name() {
        let map = Map::named("standard").expect("map");
        let names = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus"];
        let mut setup = Setup::standard(&map, &names, 0, "1971", 3).expect("setup");
        let game = Game::new(&map, setup.clone());
        let (first, second) = (PowerId(0), PowerId(1));
        let seat = game.controller[second.0 as usize].expect("a player");
        setup.players[seat].computer = Some(Level::Strong);
        setup.players[seat].character = crate::engine::bot::Character::Loyal;
        let game = Game::new(&map, setup);
        let person = game.controller[first.0 as usize].expect("a player");
        assert_eq!(who_plays(&game, &map, first), names[person]);
        assert_eq!(who_plays(&game, &map, second), "Loyal Strong computer");
    }

    #[test]
    fn a_player_named_for_a_power_is_listed_by_the_powers_name_in_the_tables_language() {
        use crate::lang::{Lang, speaking};
        let map = Map::named("standard").expect("map");
        let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
        let game = Game::new(
            &map,
            Setup::standard(&map, &names, 0, "1971", 3).expect("setup"),
        );
        let france = map.power_ids().find(|p| map.power(*p).name == "France");
        let france = france.expect("France");
        let seat = game.controller[france.0 as usize].expect("a player");
        assert_eq!(game.setup.players[seat].name, "France");
        let shown = speaking(Lang::German, || who_plays(&game, &map, france));
        assert_eq!(shown, "Frankreich");
    }
}
