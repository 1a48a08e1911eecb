//! Phase names for players, after the map's calendar (`Autumn 1901 Retreats` on the
//! standard board, `Winter 1891 Retreats` on a four-season map), and the last year. Every
//! season word the engine shows a player comes from here.

use super::hooks::{Calendar, Turn};
use super::model::Map;
use crate::engine::position::{Phase, PhaseKind, Season};

impl Calendar {
    /// The name of a turn on this calendar (`Fall`, or `Autumn` on the standard calendar).
    pub fn turn_name(self, turn: Turn) -> &'static str {
        match (self, turn) {
            (Calendar::FourSeasons, Turn::Spring) => "Spring",
            (Calendar::FourSeasons, Turn::Summer) => "Summer",
            (Calendar::FourSeasons, Turn::Fall) => "Fall",
            (Calendar::FourSeasons, Turn::Winter) => "Winter",
            (Calendar::Standard, Turn::Spring) => "Spring",
            (Calendar::Standard, Turn::Summer) => "the Spring retreats",
            (Calendar::Standard, Turn::Fall) => "Autumn",
            (Calendar::Standard, Turn::Winter) => "the Autumn retreats and adjustments",
        }
    }

    /// A phase as players read it: `Spring 1901`, `Autumn 1902 Retreats`, `Autumn 1901
    /// Adjustments` on the standard calendar; `Spring 1891`, `Summer 1891 Retreats`,
    /// `Fall 1891`, `Winter 1891 Retreats`, `Winter 1891 Adjustments` with four seasons.
    pub fn phase_name(self, phase: Phase) -> String {
        let season = match self {
            // The season of the movement phase names its retreats and adjustments too.
            Calendar::Standard => self.turn_name(match phase.season {
                Season::Spring => Turn::Spring,
                Season::Autumn => Turn::Fall,
            }),
            Calendar::FourSeasons => self.turn_name(Turn::of(phase)),
        };
        match phase.kind {
            PhaseKind::Movement => format!("{season} {}", phase.year),
            PhaseKind::Retreat => format!("{season} {} Retreats", phase.year),
            PhaseKind::Adjustment => format!("{season} {} Adjustments", phase.year),
        }
    }
}

impl Map {
    /// The name of a turn on this map (`Fall`, or `Autumn` on the standard calendar).
    pub fn turn_name(&self, turn: Turn) -> &'static str {
        self.calendar.turn_name(turn)
    }

    /// A phase as players read it after this map's calendar: see [`Calendar::phase_name`].
    pub fn phase_name(&self, phase: Phase) -> String {
        self.calendar.phase_name(phase)
    }

    /// Whether the game is over once the year `year` has been played out (the map's last
    /// year has passed).
    pub fn is_past_last_year(&self, year: u16) -> bool {
        self.last_year.is_some_and(|last| year > last)
    }
}
