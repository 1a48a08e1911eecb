//! Which battle rules a map plays by: the classic rulebook (the standard and ce05 boards, with
//! ce05's special rules as hooks in the map) or Multiplomacy's stacked rules (seed 001). The
//! engine asks the rulebook, not the map's stacking flag: whether units stack, how a line
//! of orders reads, how a movement phase's battles are fought, who survives retreats into
//! one province, where a power builds, and how its battles are put in words. Each answer
//! comes from the rulebook's part ([`RulebookPart`]): `adjudicate/classic.rs` and
//! `adjudicate/multiplomacy/rulebook.rs`; everything else is one core for every board.

use super::{AdjustVerdict, Board, MovementResult, RetreatVerdict};
use crate::engine::ids::{Location, PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::order::{RetreatOrder, Written};
use crate::engine::position::{Position, Unit};

/// The adjudication rules of a map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rulebook {
    /// One unit to a province; strength is one plus supports (the 1971 rules, DATC).
    Classic,
    /// One power's units stack; the numerically greater force wins (Multiplomacy).
    Multiplomacy,
}

/// What one rulebook decides that the other decides differently: the seam between the one
/// adjudication core and the board-specific rules. One implementation per rulebook.
pub(crate) trait RulebookPart: Sync {
    /// Whether any number of one power's units may share a province.
    fn units_stack(&self) -> bool;

    /// The orders one line written by `power` gives in `position`, or why it does not read.
    fn read_line(
        &self,
        map: &Map,
        position: &Position,
        power: PowerId,
        text: &str,
    ) -> Result<Vec<Written>, String>;

    /// A movement phase's battles fought: the result and the position it leaves.
    fn movement(&self, board: Board, written: &[Written]) -> (MovementResult, Position);

    /// The retreat order each dislodged unit of `position` follows, from the orders as read.
    fn retreat_orders(&self, position: &Position, written: &[Written])
    -> Vec<Option<RetreatOrder>>;

    /// Retreats that meet in one province (`targets[i]`: where dislodged unit `i` would
    /// go): the units that do not get there, each with its verdict.
    fn retreat_clashes(
        &self,
        units: &[Unit],
        targets: &[Option<Location>],
    ) -> Vec<(usize, RetreatVerdict)>;

    /// Why `power` may not build in `at` now (`home`: whether it is one of the power's
    /// home centres), or `None` where it may.
    fn build_refusal(
        &self,
        pos: &Position,
        power: PowerId,
        at: ProvinceId,
        home: bool,
    ) -> Option<AdjustVerdict>;

    /// Whether an order written by a power names this unit (one of them, for a counted
    /// order): its province, and where units stack its kind and coast.
    fn names(&self, written: &Written, unit: &Unit) -> bool;

    /// Where a power builds, in words for a prompt.
    fn build_sites_in_words(&self) -> &'static str;

    /// How the battles differ from the classic board's, in words for players.
    fn in_words(&self, map: &Map) -> Option<String>;
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

    /// The rulebook's part of the rules: the one place a rulebook is matched on.
    pub(crate) fn part(self) -> &'static dyn RulebookPart {
        match self {
            Rulebook::Classic => &super::classic::ClassicPart,
            Rulebook::Multiplomacy => &super::multiplomacy::StackedPart,
        }
    }

    /// Whether any number of one power's units may share a province (Multiplomacy 1);
    /// else one unit a province.
    pub fn units_stack(self) -> bool {
        self.part().units_stack()
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
        self.part().read_line(map, position, power, text)
    }

    /// Where a power builds, in words for a prompt ("a vacant home centre").
    pub fn build_sites_in_words(self) -> &'static str {
        self.part().build_sites_in_words()
    }

    /// Whether `power` may build in its home province `home` now: it owns the centre, and
    /// the province is vacant (classic) or holds no other power's units (Multiplomacy 10).
    pub fn may_build_in(self, pos: &Position, power: PowerId, home: ProvinceId) -> bool {
        self.part().build_refusal(pos, power, home, true).is_none()
    }

    /// How this rulebook's battles differ from the classic board's, in words for players
    /// (nothing for the classic rules).
    pub fn in_words(self, map: &Map) -> Option<String> {
        self.part().in_words(map)
    }
}
