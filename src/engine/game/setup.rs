//! Who plays what: players, power groupings for fewer than seven (III.2), short games.

use crate::engine::bot::{Character, Level};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::rules::Rules;
use crate::engine::scoring::ScoringSystem;
use serde::{Deserialize, Serialize};

/// One person at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    /// The powers this player governs (several in games for fewer than seven).
    pub powers: Vec<PowerId>,
    /// Optional passcode asked before the player's orders are shown, kept as a salted
    /// hash (see [`super::passcode`]; an older save's passcode as typed is hashed as it
    /// is read).
    #[serde(
        default,
        deserialize_with = "super::passcode::read",
        serialize_with = "super::passcode::write"
    )]
    pub passcode: Option<String>,
    /// A computer plays this seat (it writes and seals its own orders); `None`: a person.
    #[serde(default)]
    pub computer: Option<Level>,
    /// How the seat's computer plays within its level (saves from before characters load
    /// as Balanced).
    #[serde(default)]
    pub character: Character,
}

/// The standard game, or the two-player "World War I" game of III.2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scenario {
    Standard,
    /// Starts in 1914; Italy neutral until a coin toss before the Autumn 1914 adjustments;
    /// the first side with 24 units in play wins.
    WorldWarOne,
}

/// An agreed early end (III.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShortGame {
    /// The game ends after the Autumn campaign of this year.
    EndYear(u16),
    /// The game ends when this many minutes of play have passed (the app keeps the clock
    /// and calls `Game::time_up`); an Autumn campaign under way is completed first.
    Minutes(u32),
}

/// Everything decided before the first move.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    /// Map name (`standard`).
    pub variant: String,
    /// Rules preset name (`1971` or `datc`), kept for display.
    pub rules_name: String,
    pub rules: Rules,
    pub scenario: Scenario,
    pub players: Vec<Player>,
    pub short_game: Option<ShortGame>,
    /// Seed for every random choice (ballot, coin toss), recorded so a game can be replayed.
    pub seed: u64,
    /// Clock minutes agreed at the table: first diplomacy period, later ones, order
    /// writing (0: no clock). Kept so a resumed game keeps its timing.
    #[serde(default)]
    pub clock_minutes: [u32; 3],
    /// Seconds to write orders, where the table chose a time that is not whole minutes
    /// (it then replaces `clock_minutes[2]`).
    #[serde(default)]
    pub writing_secs: Option<u32>,
    /// The tournament scoring system the end screen scores the game by.
    #[serde(default)]
    pub scoring: ScoringSystem,
    /// Whether this game's scores go into the running table of a club night.
    #[serde(default)]
    pub club_night: bool,
    /// Whether a player who sealed may still change their orders in the writing phase,
    /// until the phase resolves (the table's choice; off by default).
    #[serde(default)]
    pub amend_after_seal: bool,
    /// Whether players may write their orders on their phones (the laptop serves a page
    /// on the local network; off by default).
    #[serde(default)]
    pub phones: bool,
    /// Whether computers also make deals with each other (a table of one person and six
    /// computers then has a living board; off by default).
    #[serde(default)]
    pub talk_between_computers: bool,
}

/// Why a setup cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{0} players cannot play this map: choose 2 to {1}")]
    PlayerCount(usize, usize),
    #[error("grouping option {0} does not exist for {1} players")]
    Grouping(usize, usize),
    #[error("unknown rules preset `{0}` (use 1971 or datc)")]
    Rules(String),
    #[error("{0}")]
    Map(String),
}

/// The number of grouping options the rulebook gives for `players` (III.2).
pub fn grouping_options(players: usize) -> usize {
    if players == 4 { 3 } else { 1 }
}

/// The powers each player governs, for the standard board (III.2). Powers left out are
/// not played: their units stand. For three players the rulebook lists Germany twice;
/// we read the first pair as England/Austria so that each remaining power is used once.
pub fn standard_groupings(
    map: &Map,
    players: usize,
    option: usize,
) -> Result<Vec<Vec<PowerId>>, SetupError> {
    let p = |name: &str| {
        map.find_power(name)
            .ok_or_else(|| SetupError::Map(format!("the map has no {name}")))
    };
    if map.powers.len() != 7 {
        return dealt_groupings(map, players);
    }
    let names: Vec<Vec<&str>> = match (players, option) {
        (7, 0) => map.powers.iter().map(|pw| vec![pw.name.as_str()]).collect(),
        (6, 0) => vec![
            vec!["England"],
            vec!["France"],
            vec!["Germany"],
            vec!["Austria"],
            vec!["Russia"],
            vec!["Turkey"],
        ],
        (5, 0) => vec![
            vec!["England"],
            vec!["France"],
            vec!["Austria"],
            vec!["Russia"],
            vec!["Turkey"],
        ],
        (4, 0) => vec![
            vec!["England"],
            vec!["Austria", "France"],
            vec!["Germany", "Turkey"],
            vec!["Italy", "Russia"],
        ],
        (4, 1) => vec![
            vec!["England"],
            vec!["France", "Russia"],
            vec!["Germany", "Turkey"],
            vec!["Austria", "Italy"],
        ],
        (4, 2) => vec![
            vec!["England"],
            vec!["France", "Russia"],
            vec!["Germany", "Austria"],
            vec!["Italy", "Turkey"],
        ],
        (3, 0) => vec![
            vec!["England", "Austria"],
            vec!["France", "Russia"],
            vec!["Germany", "Turkey"],
        ],
        (2, 0) => vec![
            vec!["England", "France", "Russia"],
            vec!["Austria", "Germany", "Turkey"],
        ],
        (n, _) if !(2..=map.powers.len().max(7)).contains(&n) => {
            return Err(SetupError::PlayerCount(n, map.powers.len().max(7)));
        }
        (n, o) => return Err(SetupError::Grouping(o, n)),
    };
    names
        .iter()
        .map(|group| group.iter().map(|n| p(n)).collect())
        .collect()
}

/// Groupings on a map whose powers are not the standard seven (European Diplomacy has
/// eight): the powers dealt round the table in map order, so every power is played and
/// no player has more than one power more than another.
fn dealt_groupings(map: &Map, players: usize) -> Result<Vec<Vec<PowerId>>, SetupError> {
    let n = map.powers.len();
    if !(2..=n).contains(&players) {
        return Err(SetupError::PlayerCount(players, n));
    }
    let mut groups = vec![Vec::new(); players];
    for (i, p) in map.power_ids().enumerate() {
        groups[i % players].push(p);
    }
    Ok(groups)
}

/// The name the game gives seat `seat` (counted from 0) when nobody types one, as the
/// game's files keep it: `Strong computer, seat 3` for a computer's seat, `Unplayed seat
/// 5` for a seat nobody plays.
pub fn given_seat_name(computer: Option<Level>, seat: usize) -> String {
    match computer {
        Some(level) => format!("{} computer, seat {}", level.name(), seat + 1),
        None => format!("Unplayed seat {}", seat + 1),
    }
}

/// [`given_seat_name`] as players read it, in the table's language.
fn given_seat_label(computer: Option<Level>, seat: usize) -> String {
    match computer {
        Some(level) => crate::t!(
            "table-seat-name-computer",
            level = level.label(),
            seat = seat + 1
        ),
        None => crate::t!("table-seat-name-unplayed", seat = seat + 1),
    }
}

/// A player's name known only by itself (a club night's table keeps names alone) as
/// players read it now: a power's name or one the game gave a seat in the table's
/// language, any other as typed.
pub fn name_label(map: &Map, name: &str) -> String {
    let kinds = std::iter::once(None).chain(Level::ALL.into_iter().map(Some));
    for computer in kinds {
        if let Some(seat) = (0..map.powers.len()).find(|&s| given_seat_name(computer, s) == name) {
            return given_seat_label(computer, seat);
        }
    }
    match map.power_ids().find(|p| map.power(*p).name == name) {
        Some(power) => map.power_label(power),
        None => name.to_string(),
    }
}

impl Setup {
    /// Player `index`'s name as players read it now: as typed, but a name that is a
    /// power's (the default a game started without names gives) or one the game gave a
    /// computer's or an unplayed seat in the table's language (`Frankreich`, `Computer
    /// (Stark), Platz 3`). The setup keeps the name as it was given.
    pub fn player_label(&self, map: &Map, index: usize) -> String {
        let Some(player) = self.players.get(index) else {
            return "?".to_string();
        };
        if player.name == given_seat_name(player.computer, index) {
            return given_seat_label(player.computer, index);
        }
        match map.power_ids().find(|p| map.power(*p).name == player.name) {
            Some(power) => map.power_label(power),
            None => player.name.clone(),
        }
    }

    /// A standard-board setup for these player names (2–7), with the III.2 grouping
    /// `option`; two players play World War I.
    pub fn standard(
        map: &Map,
        names: &[&str],
        option: usize,
        rules: &str,
        seed: u64,
    ) -> Result<Setup, SetupError> {
        let groups = standard_groupings(map, names.len(), option)?;
        let rules_value =
            Rules::preset(rules).ok_or_else(|| SetupError::Rules(rules.to_string()))?;
        Ok(Setup {
            variant: map.name.clone(),
            rules_name: rules.to_string(),
            rules: rules_value,
            scenario: if names.len() == 2 && map.name == "standard" {
                Scenario::WorldWarOne
            } else {
                Scenario::Standard
            },
            players: names
                .iter()
                .zip(groups)
                .map(|(n, powers)| Player {
                    name: n.to_string(),
                    powers,
                    passcode: None,
                    computer: None,
                    character: Character::default(),
                })
                .collect(),
            short_game: None,
            seed,
            clock_minutes: [30, 15, 5],
            writing_secs: None,
            scoring: ScoringSystem::default(),
            club_night: false,
            amend_after_seal: false,
            phones: false,
            talk_between_computers: false,
        })
    }

    /// The player governing a power at the start, if any.
    pub fn player_of(&self, power: PowerId) -> Option<usize> {
        self.players.iter().position(|p| p.powers.contains(&power))
    }
}

#[cfg(test)]
mod label_tests {
    use super::*;
    use crate::lang::{Lang, speaking};

    #[test]
    fn a_player_named_for_a_power_is_called_by_the_power_s_name_in_the_table_s_language() {
        let map = Map::named("standard").unwrap();
        let setup = Setup::standard(&map, &["France", "Anna", "Germany"], 0, "1971", 1).unwrap();
        let german = speaking(Lang::German, || {
            (0..4)
                .map(|i| setup.player_label(&map, i))
                .collect::<Vec<_>>()
        });
        assert_eq!(german, ["Frankreich", "Anna", "Deutschland", "?"]);
        assert_eq!(setup.player_label(&map, 0), "France");
        assert_eq!(
            setup.players[0].name, "France",
            "the setup keeps the name given"
        );
    }
}
