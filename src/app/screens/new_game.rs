//! The new-game screen: players and names, powers by ballot or by hand (III.2 groupings),
//! rules preset, timing, a short-game limit, optional passcodes, computer seats.

use super::Screen;
use super::seat_choice::{SeatChoice, apply_unplayed};
use super::style::{BAD, BIG, PANEL, big_button, full_screen_with_footer, text};
use crate::app::current::CurrentMap;
use crate::app::play::Act;
use crate::app::play::clock::Timing;
use crate::engine::game::setup::{grouping_options, standard_groupings};
use crate::engine::game::{Game, Setup, ShortGame};
use crate::engine::ids::PowerId;
use crate::engine::map::{Map, builtin_geometry, builtin_names};
use crate::engine::scoring::ScoringSystem;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

/// Reads a writing time typed as "2:30", "90" (seconds) or "5m".
fn parse_writing(typed: &str) -> Option<f64> {
    let t = typed
        .trim()
        .trim_end_matches("min")
        .trim_end_matches('m')
        .trim();
    if t == "no clock" || t == crate::t!("table-no-clock") {
        return Some(0.0);
    }
    match t.split_once(':') {
        Some((m, s)) => Some(m.trim().parse::<f64>().ok()? * 60.0 + s.trim().parse::<f64>().ok()?),
        None if typed.trim().ends_with('m') || typed.trim().ends_with("min") => {
            Some(t.parse::<f64>().ok()? * 60.0)
        }
        None => t.parse().ok(),
    }
}

/// The choices on the new-game screen.
#[derive(Resource, Debug, Clone)]
pub struct NewGameForm {
    /// The map (`standard`, `multiplomacy`, `european`).
    pub variant: String,
    pub players: usize,
    pub names: Vec<String>,
    pub passcodes: Vec<String>,
    /// Who sits at seat i: a person, a computer (of a level of the ladder), or nobody.
    pub seats: Vec<SeatChoice>,
    /// A computer seat's character; `None`: drawn at random when the game starts.
    pub characters: Vec<Option<crate::engine::bot::Character>>,
    /// III.2 grouping option (four players have three).
    pub grouping: usize,
    /// `assignment[i]`: the group of powers player i governs.
    pub assignment: Vec<usize>,
    /// Whether the ballot has been drawn (or powers were set by hand).
    pub drawn: bool,
    pub rules: String,
    pub timing: Timing,
    /// 0 none, 1 end year, 2 minutes.
    pub short: u8,
    pub end_year: u16,
    pub minutes: u32,
    pub seed: u64,
    pub error: Option<String>,
    /// The tournament scoring system the end screen uses.
    pub scoring: ScoringSystem,
    /// Whether the game's scores go into the club night's running table.
    pub club_night: bool,
    /// Whether a player who sealed may change their orders until the phase resolves.
    pub amend_after_seal: bool,
    /// "Someone here is new to Diplomacy": the guided first turn is offered.
    pub newcomer: bool,
    /// Whether players may write their orders on their phones.
    pub phones: bool,
    /// Whether the computers also make deals with each other.
    pub talk_between_computers: bool,
}

impl Default for NewGameForm {
    fn default() -> Self {
        NewGameForm {
            variant: "standard".into(),
            players: 7,
            names: (1..=8)
                .map(|i| crate::t!("table-seat-name-player", seat = i))
                .collect(),
            passcodes: vec![String::new(); 8],
            seats: vec![SeatChoice::Person; 8],
            characters: vec![None; 8],
            grouping: 0,
            assignment: (0..7).collect(),
            drawn: false,
            rules: "1971".into(),
            timing: Timing::Tournament,
            short: 0,
            end_year: 1906,
            minutes: 180,
            seed: rand::random(),
            error: None,
            scoring: ScoringSystem::default(),
            club_night: false,
            amend_after_seal: false,
            newcomer: false,
            phones: false,
            talk_between_computers: false,
        }
    }
}

impl NewGameForm {
    /// Draws lots: a random group for each player (recorded by the game's seed).
    pub fn ballot(&mut self) {
        let mut rng = StdRng::seed_from_u64(self.seed);
        self.assignment = (0..self.players).collect();
        self.assignment.shuffle(&mut rng);
        self.drawn = true;
    }

    /// The game these choices describe.
    pub fn build(&self, map: &Map) -> Result<Game, String> {
        // A computer's or an unplayed seat is named for what it is, not by the name
        // typed for it (which the form keeps in case the seat is a person's again).
        let names: Vec<String> = (0..self.players)
            .map(|i| {
                self.seats[i]
                    .seat_name(i)
                    .unwrap_or_else(|| self.names[i].trim().to_string())
            })
            .collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        if let Some(i) = names.iter().position(|n| n.is_empty()) {
            return Err(crate::t!("table-player-no-name", number = i + 1));
        }
        let groups =
            standard_groupings(map, self.players, self.grouping).map_err(|e| e.to_string())?;
        let mut setup = Setup::standard(map, &names, self.grouping, &self.rules, self.seed)
            .map_err(|e| e.to_string())?;
        for (i, player) in setup.players.iter_mut().enumerate() {
            player.powers = groups[self.assignment[i]].clone();
            // Only a person is asked for a passcode.
            let code = self.passcodes[i].trim();
            player.passcode = (self.seats[i] == SeatChoice::Person && !code.is_empty())
                .then(|| crate::engine::game::passcode::hash(code));
            player.computer = self.seats[i].computer();
            // A character left to chance is drawn from the game's seed and the seat.
            let all = crate::engine::bot::Character::ALL;
            let drawn = all[(self.seed as usize).wrapping_add(i * 7) % all.len()];
            player.character = self.characters[i].unwrap_or(drawn);
        }
        (setup.clock_minutes, setup.writing_secs) = self.timing.to_setup();
        setup.short_game = match self.short {
            1 => Some(ShortGame::EndYear(self.end_year)),
            2 => Some(ShortGame::Minutes(self.minutes)),
            _ => None,
        };
        setup.scoring = self.scoring;
        setup.club_night = self.club_night;
        setup.amend_after_seal = self.amend_after_seal;
        setup.phones = self.phones;
        setup.talk_between_computers = self.talk_between_computers;
        let mut game = Game::new(map, setup);
        apply_unplayed(&mut game, &self.seats[..self.players])?;
        Ok(game)
    }
}

/// The button for a map (and its name in the title screen's list of saves).
pub(super) fn variant_label(map: &Map) -> String {
    match map.name.as_str() {
        "standard" => crate::t!("table-board-standard"),
        "multiplomacy" => crate::t!("table-board-multiplomacy"),
        "european" => crate::t!("table-board-european"),
        _ => map.title.clone(),
    }
}

/// A line under the board choice saying what is different.
fn variant_note(map: &Map) -> String {
    if let Some(words) = crate::engine::adjudicate::Rulebook::of(map).in_words(map) {
        words
    } else if map.powers.len() != 7 {
        let (powers, centres) = (map.powers.len(), map.victory_centres);
        crate::t!("table-board-powers", powers = powers, centres = centres)
    } else {
        crate::t!("table-board-seven-powers", centres = map.victory_centres)
    }
}

pub(super) fn powers_text(map: &Map, powers: &[PowerId]) -> String {
    powers
        .iter()
        .map(|p| map.power_label(*p).to_uppercase())
        .collect::<Vec<_>>()
        .join(" + ")
}

/// A timing preset as the new-game screen names it, in the table's language.
fn timing_label(timing: Timing) -> String {
    let (first, later, writing) = timing.parts();
    match timing {
        Timing::Casual => crate::t!("table-timing-casual"),
        Timing::Tournament => crate::t!("table-timing-tournament", first = first, later = later),
        Timing::Club => crate::t!("table-timing-club", first = first, later = later),
        Timing::Custom { .. } => {
            let (f, l, w) = (
                minutes_label(first),
                minutes_label(later),
                writing_label(writing),
            );
            crate::t!("table-timing-custom", first = f, later = l, writing = w)
        }
    }
}

/// "5 min", or "no clock" for none, in the table's language.
fn minutes_label(minutes: u32) -> String {
    match minutes {
        0 => crate::t!("table-no-clock"),
        m => crate::t!("table-minutes", minutes = m),
    }
}

/// "4:30", "5 min" or "no clock" for a writing time in seconds, in the table's language.
fn writing_label(secs: u32) -> String {
    match (secs / 60, secs % 60) {
        (m, 0) => minutes_label(m),
        (m, s) => format!("{m}:{s:02}"),
    }
}

/// The maps a game can be played on: those with shapes to draw.
fn playable_maps() -> Vec<Map> {
    builtin_names()
        .into_iter()
        .filter(|n| builtin_geometry(n).is_some())
        .filter_map(|n| Map::named(n).ok())
        .collect()
}

/// The new-game screen.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewGameForm>().add_systems(
        bevy_egui::EguiPrimaryContextPass,
        new_game_screen.run_if(in_state(Screen::NewGame)),
    );
}

/// Where the new-game screen sends the players on: a game started, back to the title,
/// the guided turn.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Onward<'w> {
    acts: MessageWriter<'w, Act>,
    next: ResMut<'w, NextState<Screen>>,
    guided: MessageWriter<'w, crate::app::screen::BeginGuidedTurn>,
}

pub fn new_game_screen(
    mut contexts: EguiContexts,
    mut form: ResMut<NewGameForm>,
    map: Res<CurrentMap>,
    mut onward: Onward,
    mut maps: Local<Vec<Map>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if maps.is_empty() {
        *maps = playable_maps();
    }
    match new_game_panel(ctx, &mut form, &maps, &map.0) {
        Some(NewGameAsk::Start(game)) => {
            onward.acts.write(Act::Start(game));
        }
        Some(NewGameAsk::Back) => onward.next.set(Screen::Title),
        Some(NewGameAsk::Guided) => {
            onward.guided.write(crate::app::screen::BeginGuidedTurn {
                back_to: Screen::NewGame,
            });
        }
        None => {}
    }
    Ok(())
}

/// What the new-game screen asks of the program.
#[derive(Debug)]
pub enum NewGameAsk {
    /// Start this game.
    Start(Box<Game>),
    /// Back to the title screen.
    Back,
    /// The guided first turn, for a newcomer, before the game.
    Guided,
}

/// The new-game screen: the board, the players (one card a player, wrapping at large
/// text sizes so the seat choice is always in reach), rules, timing and scoring, with
/// Start and Back pinned to the foot.
pub fn new_game_panel(
    ctx: &egui::Context,
    form: &mut NewGameForm,
    maps: &[Map],
    fallback: &Map,
) -> Option<NewGameAsk> {
    let map = maps
        .iter()
        .find(|m| m.name == form.variant)
        .unwrap_or(fallback);
    let (mut start, mut back, mut guided) = (false, false, false);
    full_screen_with_footer(
        ctx,
        "new-game",
        PANEL,
        |ui| guided = form_body(ui, form, maps, map),
        |ui| {
            // The main buttons stay in view whatever the text size.
            super::style::footer_row(ui, |ui| {
                start = big_button(ui, &crate::t!("table-start-game")).clicked();
                back = big_button(ui, &crate::t!("table-back")).clicked();
            });
        },
    );
    if back {
        return Some(NewGameAsk::Back);
    }
    if guided {
        return Some(NewGameAsk::Guided);
    }
    if !start {
        return None;
    }
    if !form.drawn {
        form.ballot();
    }
    match form.build(map) {
        Ok(game) => {
            form.error = None;
            Some(NewGameAsk::Start(Box::new(game)))
        }
        Err(e) => {
            form.error = Some(e);
            None
        }
    }
}

/// The form above the footer; true when the guided first turn is asked for.
fn form_body(ui: &mut egui::Ui, form: &mut NewGameForm, maps: &[Map], map: &Map) -> bool {
    let heading = crate::t!("table-new-game-heading", board = map.title.as_str());
    ui.label(egui::RichText::new(heading).size(BIG));
    ui.add_space(8.0);
    let guided = newcomer_offer(ui, form);
    ui.horizontal_wrapped(|ui| {
        ui.label(text(crate::t!("table-board")));
        for m in maps.iter() {
            if ui
                .selectable_label(form.variant == m.name, variant_label(m))
                .clicked()
                && form.variant != m.name
            {
                form.variant = m.name.clone();
                form.players = form.players.min(m.powers.len());
                form.grouping = 0;
                form.assignment = (0..form.players).collect();
                form.drawn = false;
                form.end_year = m.start_year + 5;
            }
        }
    });
    ui.label(text(variant_note(map)).weak());
    let before = (form.players, form.grouping);
    ui.horizontal_wrapped(|ui| {
        let players = ui.label(text(crate::t!("table-players")));
        let range = 2..=map.powers.len();
        ui.add(egui::Slider::new(&mut form.players, range.clone()).show_value(false))
            .labelled_by(players.id);
        // The slider's own number box would be nameless in the screen reader's tree.
        let count = ui.add(egui::DragValue::new(&mut form.players).range(range));
        super::spoken::box_value(&count.labelled_by(players.id), &form.players.to_string());
        if grouping_options(form.players) > 1 && map.powers.len() == 7 {
            ui.label(text(crate::t!("table-grouping")));
            for g in 0..grouping_options(form.players) {
                let option = crate::t!("table-grouping-option", number = g + 1);
                ui.radio_value(&mut form.grouping, g, option);
            }
        } else {
            form.grouping = 0;
        }
    });
    if (form.players, form.grouping) != before {
        form.assignment = (0..form.players).collect();
        form.drawn = false;
    }
    if form.players == 2 && map.name == "standard" {
        ui.label(text(crate::t!("table-two-players-wwi")).weak());
    } else if form.players < 7 && map.powers.len() == 7 {
        ui.label(text(crate::t!("table-unplayed-powers-stand")).weak());
    }
    super::new_game_seats::player_rows(ui, form, map);
    rules_and_timing(ui, form, map);
    guided
}

/// "Someone here is new to Diplomacy": then the guided first turn is offered, to play
/// before the game; true when it is asked for.
fn newcomer_offer(ui: &mut egui::Ui, form: &mut NewGameForm) -> bool {
    ui.checkbox(&mut form.newcomer, text(crate::t!("table-newcomer")));
    if !form.newcomer {
        return false;
    }
    ui.add(
        egui::Label::new(text(crate::t!("table-newcomer-offer")).color(super::style::NOTE)).wrap(),
    );
    ui.button(text(crate::t!("table-guided-turn"))).clicked()
}

/// The rules, timing, short-game, amendment and scoring choices.
fn rules_and_timing(ui: &mut egui::Ui, form: &mut NewGameForm, map: &Map) {
    if ui.button(text(crate::t!("table-draw-lots"))).clicked() {
        form.seed = rand::random();
        form.ballot();
    }
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(text(crate::t!("table-rules")));
        let (rulebook, datc) = (crate::t!("table-rules-1971"), crate::t!("table-rules-datc"));
        ui.radio_value(&mut form.rules, "1971".to_string(), rulebook);
        ui.radio_value(&mut form.rules, "datc".to_string(), datc);
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(text(crate::t!("table-timing")));
        for t in Timing::PRESETS {
            let same = std::mem::discriminant(&form.timing) == std::mem::discriminant(&t);
            // The custom choice shows the values chosen, not the preset's.
            let shown = if same { form.timing } else { t };
            // Wrapped, so a long preset's words (German) never widen the page.
            let preset = egui::Button::selectable(same, text(timing_label(shown))).wrap();
            if ui.add(preset).clicked() && !same {
                form.timing = t;
            }
        }
    });
    if let Timing::Custom {
        first,
        later,
        writing_secs,
    } = &mut form.timing
    {
        ui.horizontal_wrapped(|ui| {
            let minutes = |m: f64| minutes_label(m as u32);
            let named = |shown: egui::Response, name: &str, value: String| {
                super::spoken::number_box(&shown, name, &value);
            };
            ui.label(text(crate::t!("table-first-period")));
            let shown = ui.add(
                egui::DragValue::new(first)
                    .range(0..=120)
                    .custom_formatter(move |m, _| minutes(m)),
            );
            named(
                shown,
                &crate::t!("table-first-period"),
                minutes(*first as f64),
            );
            ui.label(text(crate::t!("table-later-periods")));
            let shown = ui.add(
                egui::DragValue::new(later)
                    .range(0..=120)
                    .custom_formatter(move |m, _| minutes(m)),
            );
            named(
                shown,
                &crate::t!("access-later-periods"),
                minutes(*later as f64),
            );
            ui.label(text(crate::t!("table-writing")));
            let shown = ui
                .add(
                    egui::DragValue::new(writing_secs)
                        .range(0..=1800)
                        .speed(5)
                        .custom_formatter(|s, _| writing_label(s as u32))
                        .custom_parser(parse_writing),
                )
                .on_hover_text(crate::t!("table-writing-hint"));
            named(
                shown,
                &crate::t!("access-writing-time"),
                writing_label(*writing_secs),
            );
        });
    }
    short_game(ui, form, map);
    ui.checkbox(
        &mut form.amend_after_seal,
        text(crate::t!("table-amend-after-seal")),
    )
    .on_hover_text(crate::t!("table-amend-after-seal-hint"));
    phones_choice(ui, form);
    if form.seats[..form.players]
        .iter()
        .filter(|s| s.computer().is_some())
        .count()
        >= 2
    {
        ui.checkbox(
            &mut form.talk_between_computers,
            text(crate::t!("table-talk-between-computers")),
        )
        .on_hover_text(crate::t!("table-talk-between-computers-hint"));
    }
    super::scores::scoring_choice(ui, &mut form.scoring, &mut form.club_night);
    if let Some(e) = &form.error {
        ui.label(text(e.clone()).color(BAD));
    }
}

/// Whether players may write on their phones: a checkbox on the desktop; in the browser,
/// which cannot serve other devices, a sentence saying so.
fn phones_choice(ui: &mut egui::Ui, form: &mut NewGameForm) {
    if crate::platform::SERVES_PHONES {
        ui.checkbox(&mut form.phones, text(crate::t!("table-phones-may-write")))
            .on_hover_text(crate::t!("table-phones-may-write-hint"));
    } else {
        form.phones = false;
        ui.label(text(crate::t!("table-phones-not-in-browser")));
    }
}

/// Whether the game ends early: after a year, or after so many minutes (the boxes named
/// for the screen reader, which hears the year and the time as they show).
fn short_game(ui: &mut egui::Ui, form: &mut NewGameForm, map: &Map) {
    ui.horizontal_wrapped(|ui| {
        ui.label(text(crate::t!("table-short-game")));
        ui.radio_value(&mut form.short, 0, crate::t!("table-play-to-the-end"));
        ui.radio_value(&mut form.short, 1, crate::t!("table-end-after-year"));
        if form.short == 1 {
            let shown = ui.add(
                egui::DragValue::new(&mut form.end_year)
                    .range(map.start_year..=map.start_year + 98),
            );
            let name = crate::t!("access-end-year");
            super::spoken::number_box(&shown, &name, &form.end_year.to_string());
        }
        ui.radio_value(&mut form.short, 2, crate::t!("table-end-after"));
        if form.short == 2 {
            let shown = ui.add(
                egui::DragValue::new(&mut form.minutes)
                    .range(10..=1440)
                    .custom_formatter(|m, _| minutes_label(m as u32)),
            );
            let name = crate::t!("access-end-minutes");
            super::spoken::number_box(&shown, &name, &minutes_label(form.minutes));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ballot_gives_each_player_one_group_and_the_game_follows_it() {
        let map = Map::named("standard").expect("map");
        let mut form = NewGameForm {
            players: 4,
            grouping: 1,
            seed: 42,
            ..Default::default()
        };
        form.ballot();
        let mut sorted = form.assignment.clone();
        sorted.sort();
        assert_eq!(sorted, vec![0, 1, 2, 3]);
        form.passcodes[2] = "owl".into();
        form.short = 1;
        let game = form.build(&map).expect("builds");
        let groups = standard_groupings(&map, 4, 1).expect("groups");
        for (i, p) in game.setup.players.iter().enumerate() {
            assert_eq!(p.powers, groups[form.assignment[i]]);
        }
        let kept = game.setup.players[2].passcode.clone().expect("a passcode");
        assert!(crate::engine::game::passcode::matches(&kept, "owl"));
        assert!(!kept.contains("owl"), "kept as a salted hash, not as typed");
        assert_eq!(game.setup.players[2].computer, None);
        assert_eq!(game.setup.short_game, Some(ShortGame::EndYear(1906)));
        assert_eq!(game.setup.clock_minutes, [30, 15, 5]);
    }

    #[test]
    fn the_computers_make_deals_with_each_other_only_when_asked() {
        let map = Map::named("standard").expect("map");
        let mut form = NewGameForm::default();
        for seat in &mut form.seats[1..7] {
            *seat = SeatChoice::Computer(crate::engine::bot::Level::Novice);
        }
        assert!(
            !form
                .build(&map)
                .expect("builds")
                .setup
                .talk_between_computers
        );
        form.talk_between_computers = true;
        assert!(
            form.build(&map)
                .expect("builds")
                .setup
                .talk_between_computers
        );
    }

    #[test]
    fn a_blank_name_is_refused_with_the_player_number() {
        let map = Map::named("standard").expect("map");
        let mut form = NewGameForm::default();
        form.names[3] = "  ".into();
        assert_eq!(
            form.build(&map).err().as_deref(),
            Some("player 4 has no name")
        );
    }

    #[test]
    fn a_computer_seat_gets_the_character_chosen_or_one_drawn_from_the_seed() {
        use crate::engine::bot::{Character, Level};
        let map = Map::named("standard").expect("map");
        let mut form = NewGameForm {
            seed: 11,
            ..NewGameForm::default()
        };
        form.seats[1] = SeatChoice::Computer(Level::Expert);
        form.characters[1] = Some(Character::Loyal);
        form.seats[2] = SeatChoice::Computer(Level::Beginner);
        let game = form.build(&map).expect("builds");
        assert_eq!(game.setup.players[1].computer, Some(Level::Expert));
        assert_eq!(game.setup.players[1].character, Character::Loyal);
        assert_eq!(game.setup.players[2].computer, Some(Level::Beginner));
        let drawn = game.setup.players[2].character;
        assert_eq!(
            form.build(&map).expect("builds").setup.players[2].character,
            drawn
        );
        let others: Vec<Character> = (1..=5)
            .map(|seed| {
                let form = NewGameForm {
                    seed,
                    ..form.clone()
                };
                form.build(&map).expect("builds").setup.players[2].character
            })
            .collect();
        assert!(
            others.iter().any(|c| *c != drawn),
            "every seed drew {drawn:?}"
        );
    }
}
