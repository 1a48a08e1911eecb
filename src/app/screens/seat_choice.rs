//! Who sits at each seat of a new game: a person, a computer (Beginner, Novice, Strong or
//! Expert, with a character), or nobody (the rulebook's unplayed powers, whose units
//! stand and are disbanded when dislodged).

use crate::engine::bot::{Character, Level};
use crate::engine::game::Game;
use crate::engine::game::setup::given_seat_name;
use bevy_egui::egui;

/// One seat's choice on the new-game screen (kept in the settings file, so it lives there).
pub use crate::settings_file::SeatChoice;

impl SeatChoice {
    /// Every choice: a person, a computer of each level of the ladder, nobody.
    fn all() -> Vec<SeatChoice> {
        let computers = Level::LADDER.into_iter().map(SeatChoice::Computer);
        std::iter::once(SeatChoice::Person)
            .chain(computers)
            .chain(std::iter::once(SeatChoice::Unplayed))
            .collect()
    }

    fn label(self) -> String {
        match self {
            SeatChoice::Person => crate::t!("table-seat-player"),
            SeatChoice::Computer(level) => crate::t!("table-seat-computer", level = level.label()),
            SeatChoice::Unplayed => crate::t!("table-seat-unplayed"),
        }
    }

    fn hint(self) -> String {
        match self {
            SeatChoice::Person => crate::t!("table-seat-person-hint"),
            SeatChoice::Computer(Level::Beginner) => crate::t!("table-seat-beginner-hint"),
            SeatChoice::Computer(Level::Novice) => crate::t!("table-seat-novice-hint"),
            SeatChoice::Computer(Level::Random) => crate::t!("table-seat-random-hint"),
            SeatChoice::Computer(Level::Strong) => crate::t!("table-seat-strong-hint"),
            SeatChoice::Computer(Level::Expert) => crate::t!("table-seat-expert-hint"),
            SeatChoice::Unplayed => crate::t!("table-seat-unplayed-hint"),
        }
    }

    /// The quiet words shown in the name's place for a seat no person plays.
    fn stand_in(self) -> String {
        match self {
            SeatChoice::Person => String::new(),
            SeatChoice::Computer(level) => {
                crate::t!("table-seat-computer-stand-in", level = level.label())
            }
            SeatChoice::Unplayed => crate::t!("table-seat-stands-still"),
        }
    }

    /// The name the game gives seat `seat` (counted from 0) when no person plays it:
    /// "Strong computer, seat 3" (English in the files; `Setup::player_label` says it in the
    /// table's language); `None` for a person's seat, which has the name typed.
    pub fn seat_name(self, seat: usize) -> Option<String> {
        match self {
            SeatChoice::Person => None,
            SeatChoice::Computer(level) => Some(given_seat_name(Some(level), seat)),
            SeatChoice::Unplayed => Some(given_seat_name(None, seat)),
        }
    }

    /// The computer level the seat's player gets.
    pub fn computer(self) -> Option<Level> {
        match self {
            SeatChoice::Computer(level) => Some(level),
            _ => None,
        }
    }
}

/// The seat picker's width and the character picker's (a fixed slot each, words cut).
pub const SEAT_WIDTH: f32 = 168.0;
pub const CHARACTER_WIDTH: f32 = 150.0;

/// The seat's picker in the players' grid.
pub fn seat_picker(ui: &mut egui::Ui, seat: usize, choice: &mut SeatChoice) {
    let picker = egui::ComboBox::from_id_salt(("seat", seat))
        // Wide enough for the longest choice, so the column keeps its width too.
        .width(SEAT_WIDTH)
        // Cut to the column where a language's words are longer ("…", whole on hover).
        .truncate()
        .selected_text(choice.label())
        .show_ui(ui, |ui| {
            for c in SeatChoice::all() {
                ui.selectable_value(choice, c, c.label())
                    .on_hover_text(c.hint());
            }
        })
        .response
        .on_hover_text(choice.hint());
    let words = crate::t!("access-seat-player", seat = seat + 1);
    super::spoken::name(&picker, &words);
}

/// A computer seat's character: one of the characters, or `None` for one drawn at
/// random when the game starts.
pub fn character_picker(ui: &mut egui::Ui, seat: usize, character: &mut Option<Character>) {
    let label =
        |c: Option<Character>| c.map_or_else(|| crate::t!("table-any-character"), Character::label);
    let picker = egui::ComboBox::from_id_salt(("character", seat))
        .width(CHARACTER_WIDTH)
        .truncate()
        .selected_text(label(*character))
        .show_ui(ui, |ui| {
            ui.selectable_value(character, None, label(None))
                .on_hover_text(crate::t!("table-character-drawn"));
            for c in Character::ALL {
                ui.selectable_value(character, Some(c), label(Some(c)))
                    .on_hover_text(c.hint());
            }
        })
        .response
        .on_hover_text(
            character.map_or_else(|| crate::t!("table-character-drawn"), Character::hint),
        );
    let words = crate::t!("access-seat-character", seat = seat + 1);
    super::spoken::name(&picker, &words);
}

/// The name cell's size and the passcode cell's, the same whatever the seat's choice so a
/// row keeps its height when the choice changes.
const NAME_CELL: [f32; 2] = [190.0, 30.0];
const PASSCODE_CELL: [f32; 2] = [110.0, 30.0];

/// The id of seat `seat`'s name field (it is drawn only for a person's seat).
pub fn name_field_id(seat: usize) -> egui::Id {
    egui::Id::new(("seat-name", seat))
}

/// The seat's name: a field for a person; for a computer or an unplayed seat a quiet
/// label in its place ("Computer — Strong", "Stands still"). The typed name stays in
/// `name`, so it is back when the seat is a person's again.
pub fn name_cell(ui: &mut egui::Ui, seat: usize, choice: SeatChoice, name: &mut String) {
    if choice == SeatChoice::Person {
        let field = ui.add_sized(
            NAME_CELL,
            egui::TextEdit::singleline(name)
                .id(name_field_id(seat))
                .font(egui::FontId::proportional(super::style::TEXT))
                .vertical_align(egui::Align::Center),
        );
        let words = crate::t!("access-seat-name", seat = seat + 1);
        super::spoken::name(&field, &words);
    } else {
        ui.allocate_ui_with_layout(
            NAME_CELL.into(),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.set_min_size(NAME_CELL.into());
                ui.add_space(6.0);
                // Cut to the cell ("…", whole on hover) where a language's words are long.
                let words = super::style::text(choice.stand_in()).weak().italics();
                ui.add(egui::Label::new(words).truncate());
            },
        );
    }
}

/// The seat's optional passcode: a field for a person, nothing for a computer or an
/// unplayed seat (they are never asked for one).
pub fn passcode_cell(ui: &mut egui::Ui, (seat, choice): (usize, SeatChoice), code: &mut String) {
    if choice == SeatChoice::Person {
        let field = ui.add_sized(
            PASSCODE_CELL,
            egui::TextEdit::singleline(code)
                .password(true)
                .hint_text(crate::t!("table-passcode-hint"))
                .vertical_align(egui::Align::Center),
        );
        let words = crate::t!("access-seat-passcode", seat = seat + 1);
        super::spoken::name(&field, &words);
    } else {
        ui.allocate_exact_size(PASSCODE_CELL.into(), egui::Sense::hover());
    }
}

/// Leaves the unplayed seats' powers to stand; refuses a table where nobody plays.
pub fn apply_unplayed(game: &mut Game, seats: &[SeatChoice]) -> Result<(), String> {
    if seats.iter().all(|s| *s == SeatChoice::Unplayed) {
        return Err(crate::t!("table-every-seat-unplayed"));
    }
    for (player, seat) in seats.iter().enumerate() {
        if *seat == SeatChoice::Unplayed {
            game.depart(player);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screens::new_game::NewGameForm;
    use crate::engine::map::Map;

    /// Draws one seat's row (name, passcode, seat picker) in a bare egui frame; returns
    /// the row's height and whether the name field was drawn.
    fn draw_row(ctx: &egui::Context, choice: SeatChoice, name: &mut String) -> (f32, bool) {
        let mut height = 0.0;
        let mut code = String::new();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0, 800.0),
            )),
            ..Default::default()
        };
        let mut choice = choice;
        // Twice: a grid measures its columns on the first frame.
        for _ in 0..2 {
            let mut output = ctx.run_ui(input.clone(), |ui| {
                height = egui::Grid::new("row")
                    .show(ui, |ui| {
                        name_cell(ui, 0, choice, name);
                        passcode_cell(ui, (0, choice), &mut code);
                        seat_picker(ui, 0, &mut choice);
                        ui.end_row();
                    })
                    .response
                    .rect
                    .height();
            });
            // Nothing paints these frames: their font atlas is not wanted.
            output.textures_delta.clear();
        }
        (height, ctx.read_response(name_field_id(0)).is_some())
    }

    #[test]
    fn only_a_persons_seat_has_a_name_field_and_rows_keep_their_height() {
        let mut name = "Zoe".to_string();
        let (person, field) = draw_row(&egui::Context::default(), SeatChoice::Person, &mut name);
        assert!(field, "a person's seat has a name field");
        for choice in [
            SeatChoice::Computer(Level::Novice),
            SeatChoice::Computer(Level::Strong),
            SeatChoice::Unplayed,
        ] {
            let (height, field) = draw_row(&egui::Context::default(), choice, &mut name);
            assert!(!field, "{choice:?} has no name field");
            assert_eq!(height, person, "{choice:?}'s row is as tall as a person's");
        }
        assert_eq!(name, "Zoe");
    }

    #[test]
    fn a_german_table_reads_its_computer_unplayed_and_unnamed_seats_in_german() {
        use crate::lang::{Lang, speaking};
        let map = Map::named("standard").expect("map");
        let game = speaking(Lang::German, || {
            let mut form = NewGameForm::default();
            form.seats[2] = SeatChoice::Computer(Level::Strong);
            form.seats[4] = SeatChoice::Unplayed;
            form.build(&map).expect("builds")
        });
        let shown: Vec<String> = speaking(Lang::German, || {
            (0..5).map(|i| game.setup.player_label(&map, i)).collect()
        });
        assert_eq!(shown[0], "Spieler 1", "an untouched name field");
        assert_eq!(shown[2], "Computer (Stark), Platz 3");
        assert_eq!(shown[4], "Unbesetzter Platz 5");
        assert_eq!(
            game.setup.players[2].name, "Strong computer, seat 3",
            "the files keep the English name"
        );
        assert_eq!(game.setup.player_label(&map, 4), "Unplayed seat 5");
    }

    #[test]
    fn a_computer_seat_is_named_for_what_it_is_and_the_typed_name_comes_back() {
        let map = Map::named("standard").expect("map");
        let mut form = NewGameForm::default();
        form.names[2] = "Zoe".into();
        form.passcodes[2] = "owl".into();
        form.seats[2] = SeatChoice::Computer(Level::Strong);
        // A computer seat's name may be left blank: it is not asked for.
        form.names[4] = " ".into();
        form.seats[4] = SeatChoice::Unplayed;
        let game = form.build(&map).expect("builds");
        let seat = &game.setup.players[2];
        assert_eq!(seat.name, "Strong computer, seat 3");
        assert_eq!(
            seat.passcode, None,
            "a computer is never asked for a passcode"
        );
        assert_eq!(game.setup.players[4].name, "Unplayed seat 5");
        form.seats[2] = SeatChoice::Person;
        let game = form.build(&map).expect("builds");
        assert_eq!(game.setup.players[2].name, "Zoe");
        let kept = game.setup.players[2].passcode.clone().expect("a passcode");
        assert!(crate::engine::game::passcode::matches(&kept, "owl"));
        assert!(!kept.contains("owl"), "kept as a salted hash, not as typed");
    }

    #[test]
    fn computer_seats_are_played_at_the_level_picked() {
        let map = Map::named("standard").expect("map");
        let mut form = NewGameForm::default();
        form.seats[1] = SeatChoice::Computer(Level::Novice);
        form.seats[3] = SeatChoice::Computer(Level::Strong);
        let game = form.build(&map).expect("builds");
        assert_eq!(game.setup.players[1].computer, Some(Level::Novice));
        assert_eq!(game.setup.players[3].computer, Some(Level::Strong));
        assert_eq!(game.setup.players[0].computer, None);
    }

    #[test]
    fn an_unplayed_seat_s_power_stands_and_is_never_asked_for_orders() {
        let map = Map::named("standard").expect("map");
        let mut form = NewGameForm::default();
        form.seats[2] = SeatChoice::Unplayed;
        let game = form.build(&map).expect("builds");
        let germany = game.setup.players[2].powers[0];
        assert!(!game.is_played(germany));
        assert!(!game.powers_to_order(&map).contains(&germany));
        assert_eq!(game.powers_to_order(&map).len(), 6);
        form.seats = vec![SeatChoice::Unplayed; 8];
        assert!(
            form.build(&map)
                .unwrap_err()
                .contains("every seat is unplayed")
        );
    }
}
