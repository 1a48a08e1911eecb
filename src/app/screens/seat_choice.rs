//! Who sits at each seat of a new game: a person, a computer (Novice or Strong), or nobody
//! (the rulebook's unplayed powers, whose units stand and are disbanded when dislodged).

use crate::engine::bot::Level;
use crate::engine::game::Game;
use bevy_egui::egui;

/// One seat's choice on the new-game screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SeatChoice {
    #[default]
    Person,
    /// A computer of this level writes the seat's orders.
    Computer(Level),
    /// Nobody plays the seat's powers: they stand (III.2).
    Unplayed,
}

impl SeatChoice {
    const ALL: [SeatChoice; 4] = [
        SeatChoice::Person,
        SeatChoice::Computer(Level::Novice),
        SeatChoice::Computer(Level::Strong),
        SeatChoice::Unplayed,
    ];

    fn label(self) -> &'static str {
        match self {
            SeatChoice::Person => "Player",
            SeatChoice::Computer(Level::Strong) => "Computer (Strong)",
            SeatChoice::Computer(_) => "Computer (Novice)",
            SeatChoice::Unplayed => "Unplayed",
        }
    }

    fn hint(self) -> &'static str {
        match self {
            SeatChoice::Person => "A person plays this seat",
            SeatChoice::Computer(Level::Strong) => {
                "A Strong computer plays this seat: it weighs its orders against likely replies"
            }
            SeatChoice::Computer(_) => {
                "A Novice computer plays this seat: it writes its own orders by simple rules"
            }
            SeatChoice::Unplayed => {
                "Nobody plays these powers: their units stand and are disbanded when dislodged"
            }
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

/// The seat's picker in the players' grid.
pub fn seat_picker(ui: &mut egui::Ui, seat: usize, choice: &mut SeatChoice) {
    egui::ComboBox::from_id_salt(("seat", seat))
        .width(110.0)
        .selected_text(choice.label())
        .show_ui(ui, |ui| {
            for c in SeatChoice::ALL {
                ui.selectable_value(choice, c, c.label())
                    .on_hover_text(c.hint());
            }
        })
        .response
        .on_hover_text(choice.hint());
}

/// Leaves the unplayed seats' powers to stand; refuses a table where nobody plays.
pub fn apply_unplayed(game: &mut Game, seats: &[SeatChoice]) -> Result<(), String> {
    if seats.iter().all(|s| *s == SeatChoice::Unplayed) {
        return Err("every seat is unplayed: someone or a computer must play".into());
    }
    for (player, seat) in seats.iter().enumerate() {
        if *seat == SeatChoice::Unplayed {
            game.depart(player);
        }
    }
    Ok(())
}
