//! Which battle rules a map plays by: the classic rulebook (the standard and ce05 boards, with
//! ce05's special rules as hooks in the map) or Multiplomacy's stacked rules (seed 001). The
//! engine asks the rulebook, not the map's stacking flag: whether units stack, how a line
//! of orders reads, how a phase is adjudicated (`adjudicate/phase.rs`), where a power builds,
//! and how its battles are put in words.

use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::notation::{counted::parse_stacked_order, parse_order};
use crate::engine::order::Written;
use crate::engine::position::Position;

/// The adjudication rules of a map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rulebook {
    /// One unit to a province; strength is one plus supports (the 1971 rules, DATC).
    Classic,
    /// One power's units stack; the numerically greater force wins (Multiplomacy).
    Multiplomacy,
}

impl Rulebook {
    /// The rules the map plays by.
    pub fn of(map: &Map) -> Rulebook {
        if map.stacking {
            Rulebook::Multiplomacy
        } else {
            Rulebook::Classic
        }
    }

    /// Whether any number of one power's units may share a province (Multiplomacy 1);
    /// else one unit a province.
    pub fn units_stack(self) -> bool {
        self == Rulebook::Multiplomacy
    }

    /// Whether an order may be for part of a power's stack (written with a count), the
    /// rest left for other orders; else each unit takes one order, and a new one replaces
    /// it.
    pub fn orders_part_of_stacks(self) -> bool {
        self.units_stack()
    }

    /// The orders one line written by `power` gives in `position` (several for a
    /// Multiplomacy `sup by` line, counted where units stack), or why it does not read.
    pub fn read_line(
        self,
        map: &Map,
        position: &Position,
        power: PowerId,
        text: &str,
    ) -> Result<Vec<Written>, String> {
        match self.orders_part_of_stacks() {
            true => {
                parse_stacked_order(map, position, Some(power), text).map_err(|e| e.to_string())
            }
            false => parse_order(map, position, Some(power), text)
                .map(|w| vec![w])
                .map_err(|e| e.to_string()),
        }
    }

    /// Where a power builds, in words for a prompt ("a vacant home centre").
    pub fn build_sites_in_words(self) -> &'static str {
        match self {
            Rulebook::Classic => "a vacant home centre",
            Rulebook::Multiplomacy => "a home centre of yours, even where your units stand,",
        }
    }

    /// Whether `power` may build in its home province `home` now: it owns the centre, and
    /// the province is vacant (classic) or holds no other power's units (Multiplomacy 10).
    pub fn may_build_in(self, pos: &Position, power: PowerId, home: ProvinceId) -> bool {
        pos.owners[home.index()] == Some(power)
            && match self {
                Rulebook::Classic => pos.unit_at(home).is_none(),
                Rulebook::Multiplomacy => pos.holder(home).is_none_or(|h| h == power),
            }
    }

    /// How this rulebook's battles differ from the classic board's, in words for players
    /// (nothing for the classic rules).
    pub fn in_words(self, map: &Map) -> Option<String> {
        match self {
            Rulebook::Classic => None,
            Rulebook::Multiplomacy => Some(format!(
                "Any number of one power's units may share a province; the larger force \
                 wins. {} centres to win, held at the end of {} winters running.",
                map.victory_centres, map.victory_years
            )),
        }
    }
}
