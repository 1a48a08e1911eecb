//! The whole game: turn sequence, civil disorder, victory and draws, records and saves.

pub mod calendar;
mod checked;
mod computers;
pub mod draft;
mod flow;
pub mod passcode;
pub(crate) mod phase;
pub mod record;
pub mod report;
pub mod save;
pub mod setup;
pub mod stacked_report;
pub mod text;

#[cfg(test)]
mod draw_tests;
#[cfg(test)]
mod european_tests;
#[cfg(test)]
mod tests;

pub use phase::read_line;
pub use record::{OrderLine, PhaseRecord, PhaseResult, Refused};
pub use setup::{Player, Scenario, Setup, SetupError, ShortGame, name_label};

use crate::engine::bot::DrawVote;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::position::{Phase, Position};
use calendar::VictoryTracker;
use serde::{Deserialize, Serialize};

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// A power reached the centres needed (after an Autumn campaign).
    Victory { power: PowerId },
    /// The short game ran out: the power(s) with most centres.
    ShortGame { leaders: Vec<PowerId> },
    /// Everyone else conceded to this player.
    Concession { player: usize },
    /// All surviving players agreed a draw, shared equally.
    Draw { players: Vec<usize> },
    /// World War I: this side has 24 units in play.
    SideVictory { player: usize },
    /// The map's last year was played out with no winner: a draw shared by the powers
    /// still in the game (units or centres).
    LastYearDraw { powers: Vec<PowerId> },
}

/// The result of the coin toss in the two-player game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoinToss {
    /// The player Italy joins from Spring 1915.
    pub winner: usize,
}

/// How the computers answered the last draw that every person still in the game proposed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawBallot {
    /// The phase in which it was proposed.
    pub phase: Phase,
    /// Each surviving computer seat (player index) with its vote and why.
    pub votes: Vec<(usize, DrawVote)>,
}

/// Where and when a power's orders were sealed this phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SealMark {
    pub power: PowerId,
    /// Sealed on the power's phone (else at the laptop, by its player, a computer or the
    /// writing clock).
    pub on_phone: bool,
    /// When, in seconds since 1970 (UTC).
    pub at: u64,
}

/// A game in progress (or finished).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Game {
    pub setup: Setup,
    pub position: Position,
    /// Orders written so far for the current phase, per power.
    pub pending: Vec<OrderLine>,
    /// Powers whose orders for this phase are sealed.
    pub sealed: Vec<PowerId>,
    /// Where and when each of them sealed (none in older saves: read as at the laptop).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seal_marks: Vec<SealMark>,
    /// Which player governs each power now (`None`: not played, neutral or in civil disorder).
    pub controller: Vec<Option<usize>>,
    pub record: Vec<PhaseRecord>,
    pub outcome: Option<Outcome>,
    pub coin_toss: Option<CoinToss>,
    /// Set when a short game's time limit has passed.
    pub time_up: bool,
    /// Seconds of play so far (talking and writing), kept across saves for a short game
    /// limited by time.
    #[serde(default)]
    pub played_secs: f64,
    /// Winters each power has ended with the centres for victory (stacked maps, rule 11).
    #[serde(default)]
    pub winters: VictoryTracker,
    /// Seconds left on the diplomacy clock when the game was saved during a diplomacy
    /// period (0: the period had ended and orders were being written), so a resumed game
    /// continues where it stood; `None` otherwise.
    #[serde(default)]
    pub clock_left: Option<f32>,
    /// Whether that clock was paused: a paused clock comes back paused.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub clock_paused: bool,
    /// Whether the movement phase's diplomacy period is still on (players may seal
    /// during it, so a sealed power does not mean it has ended); `None` in saves written
    /// before this was kept, and outside movement phases' periods.
    #[serde(default)]
    pub in_diplomacy: Option<bool>,
    /// How the computers voted the last time every person proposed a draw (`None`: no
    /// such proposal yet, or no computer seat; saves written before computers voted).
    #[serde(default)]
    pub draw_ballot: Option<DrawBallot>,
    /// Each power's join code for its phone, while the game lets players write on phones
    /// (kept so that phones stay joined when the game is continued after a restart).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub phone_codes: Vec<Option<String>>,
    /// Every proposal made to or by a computer, with its answer, the agreements that
    /// hold and the promises broken (empty in saves written before talks).
    #[serde(default)]
    pub talks: crate::engine::talk::Talks,
}

impl Game {
    /// The board of the current phase on `map` under the game's rules: what its orders are
    /// read, checked and adjudicated on.
    pub fn board<'a>(&'a self, map: &'a Map) -> crate::engine::adjudicate::Board<'a> {
        crate::engine::adjudicate::Board::new(map, &self.position, &self.setup.rules)
    }

    /// A new game at its first phase. World War I starts in 1914.
    pub fn new(map: &Map, setup: Setup) -> Game {
        let mut position = Position::initial(map);
        if setup.scenario == Scenario::WorldWarOne {
            position.phase.year = 1914;
        }
        let controller = map.power_ids().map(|p| setup.player_of(p)).collect();
        let mut game = Game {
            setup,
            position,
            pending: Vec::new(),
            sealed: Vec::new(),
            seal_marks: Vec::new(),
            controller,
            record: Vec::new(),
            outcome: None,
            coin_toss: None,
            time_up: false,
            played_secs: 0.0,

            winters: VictoryTracker::default(),
            clock_left: None,
            clock_paused: false,
            in_diplomacy: None,
            draw_ballot: None,
            phone_codes: Vec::new(),
            talks: Default::default(),
        };
        // The first movement phase begins: the computers may propose.
        game.computers_propose(map);
        game
    }

    /// Whether a power is played by someone (not unplayed, neutral or in civil disorder).
    pub fn is_played(&self, power: PowerId) -> bool {
        self.controller[power.0 as usize].is_some()
    }

    /// A power is out when it has neither units nor centres.
    pub fn is_eliminated(&self, power: PowerId) -> bool {
        self.position.unit_count(power) == 0 && self.position.centre_count(power) == 0
    }

    /// Players still in the game (governing at least one surviving power).
    pub fn surviving_players(&self, map: &Map) -> Vec<usize> {
        (0..self.setup.players.len())
            .filter(|&pl| {
                map.power_ids()
                    .any(|p| self.controller[p.0 as usize] == Some(pl) && !self.is_eliminated(p))
            })
            .collect()
    }

    /// Powers that must give orders in the current phase.
    pub fn powers_to_order(&self, map: &Map) -> Vec<PowerId> {
        use crate::engine::position::PhaseKind;
        map.power_ids()
            .filter(|&p| self.is_played(p))
            .filter(|&p| match self.position.phase.kind {
                PhaseKind::Movement => self.position.unit_count(p) > 0,
                PhaseKind::Retreat => self.position.dislodged.iter().any(|d| d.unit.power == p),
                PhaseKind::Adjustment => {
                    self.position.centre_count(p) != self.position.unit_count(p)
                }
            })
            .collect()
    }

    /// A player leaves: their powers go into civil disorder (III.3).
    pub fn depart(&mut self, player: usize) {
        for c in self.controller.iter_mut() {
            if *c == Some(player) {
                *c = None;
            }
        }
        self.pending
            .retain(|o| self.controller[o.power.0 as usize].is_some());
    }

    /// A draw is agreed when every surviving person proposed it in this phase (`agreeing`,
    /// player indices) and every surviving computer votes for it (see
    /// [`crate::engine::bot::draw_vote`]). Once every person has proposed, the computers'
    /// votes are kept in `draw_ballot` for the end screen, whether or not they agree.
    /// Nothing happens when nobody proposes.
    pub fn agree_draw(&mut self, map: &Map, agreeing: &[usize]) -> bool {
        if self.outcome.is_some() || agreeing.is_empty() {
            return false;
        }
        let survivors = self.surviving_players(map);
        let (computers, people): (Vec<usize>, Vec<usize>) =
            survivors.iter().partition(|&&p| self.is_computer_player(p));
        if !people.iter().all(|p| agreeing.contains(p)) {
            return false;
        }
        let votes: Vec<(usize, DrawVote)> = computers
            .iter()
            .map(|&p| (p, self.seat_draw_vote(map, p)))
            .collect();
        let agreed = votes.iter().all(|(_, v)| v.agrees);
        if !votes.is_empty() {
            self.draw_ballot = Some(DrawBallot {
                phase: self.position.phase,
                votes,
            });
        }
        if agreed {
            self.outcome = Some(Outcome::Draw { players: survivors });
        }
        agreed
    }

    /// Every other player concedes the game to `player`.
    pub fn concede_to(&mut self, player: usize) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::Concession { player });
        }
    }

    /// Supply centres per power.
    pub fn centre_counts(&self, map: &Map) -> Vec<(PowerId, usize)> {
        map.power_ids()
            .map(|p| (p, self.position.centre_count(p)))
            .collect()
    }
}
