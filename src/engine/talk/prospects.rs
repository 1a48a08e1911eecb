//! A computer's view of one proposal: its character, its memory of attacks, its
//! province values, and the agreements and broken promises in the game's talks.

use super::{Deal, board};
use crate::engine::bot::{Attack, Character, Memory, Values, Weights, values_with};
use crate::engine::game::Game;
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::position::{Phase, PhaseKind, Position, Season, Unit};

/// What the answerer (`me`) weighs a proposal from `you` by.
pub struct Prospects<'a> {
    pub game: &'a Game,
    pub map: &'a Map,
    pub me: PowerId,
    pub you: PowerId,
    pub character: Character,
    pub memory: Memory,
    pub values: Values,
}

impl<'a> Prospects<'a> {
    /// The answerer's view, worked out once per answer.
    pub fn new(game: &'a Game, map: &'a Map, me: PowerId, you: PowerId) -> Prospects<'a> {
        let character = game.computer_character(me);
        let memory = Memory::from_record(map, &game.record);
        let weights = Weights::new(character, map, &game.position, me, Some(&memory));
        let values = values_with(map, &game.position, me, &weights);
        Prospects {
            game,
            map,
            me,
            you,
            character,
            memory,
            values,
        }
    }

    pub fn pos(&self) -> &'a Position {
        &self.game.position
    }

    pub fn centres(&self, power: PowerId) -> usize {
        self.pos().centre_count(power)
    }

    /// The longest peace or alliance its character binds itself to.
    pub fn max_years(&self) -> u8 {
        match self.character {
            Character::Loyal => 5,
            Character::Turtle => 3,
            Character::Balanced => 2,
            Character::Opportunist | Character::Aggressive => 1,
        }
    }

    /// The last attack by `by` on `on` in the year before now, as (province, phase).
    pub fn recent_attack(&self, by: PowerId, on: PowerId) -> Option<(ProvinceId, Phase)> {
        if !self.memory.attacked(by, on, self.pos().phase) {
            return None;
        }
        let a: &Attack = self
            .memory
            .attacks
            .iter()
            .rev()
            .find(|a| a.by == by && a.on == on)?;
        let season = if a.when.1 == 0 {
            Season::Spring
        } else {
            Season::Autumn
        };
        let when = Phase {
            year: a.when.0,
            season,
            kind: PhaseKind::Movement,
        };
        Some((a.into, when))
    }

    /// Whether it has a peace (or alliance) with `other` that holds now.
    pub fn at_peace_with(&self, other: PowerId) -> bool {
        self.game.talks.agreements.iter().any(|a| {
            a.binds(self.me)
                && a.partner_of(self.me) == other
                && matches!(a.deal, Deal::Peace { .. } | Deal::AllianceAgainst { .. })
        })
    }

    /// The power it is allied with against `enemy`, if any.
    pub fn ally_against(&self, enemy: PowerId) -> Option<PowerId> {
        self.game
            .talks
            .agreements
            .iter()
            .find_map(|a| match a.deal {
                Deal::AllianceAgainst { power, .. } if power == enemy && a.binds(self.me) => {
                    Some(a.partner_of(self.me))
                }
                _ => None,
            })
    }

    /// How much it wants to stand in a province.
    pub fn worth(&self, p: ProvinceId) -> f64 {
        self.values.worth[p.index()]
    }

    /// Whether moving `unit` to `to` is as good, or nearly (four fifths), as its best move
    /// or hold; and that best destination.
    pub fn good_move(&self, unit: &Unit, to: Location) -> (bool, Location) {
        let mut best = (unit.loc, self.worth(unit.loc.province));
        for l in self.map.direct_moves(unit.kind, unit.loc) {
            if self.worth(l.province) > best.1 {
                best = (l, self.worth(l.province));
            }
        }
        (self.worth(to.province) >= 0.8 * best.1, best.0)
    }

    /// Whether the province is one of its own centres.
    pub fn own_centre(&self, p: ProvinceId) -> bool {
        board::owns(self.pos(), p, self.me)
    }
}
