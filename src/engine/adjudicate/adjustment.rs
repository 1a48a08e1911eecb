//! Adjustments on every board: builds on owned home centres the rulebook allows, removals
//! of the units an order names (counted where units stack), waives, and the civil-disorder
//! rule for removals a power did not order (III.3).

use super::Board;
use super::disorder::disorder_pick;
use super::rulebook::RulebookPart;
use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{AdjustOrder, Order, Written};
use crate::engine::position::{Position, Unit};
use serde::{Deserialize, Serialize};

/// What became of one adjustment order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum AdjustVerdict {
    Built,
    Removed,
    Waived,
    /// More builds or removals than the power is due.
    Surplus,
    /// Not a home centre of this power, not owned, or occupied.
    NotBuildable,
    /// A fleet inland, a fleet without a coast on a split-coast province, or no unit type where one is needed.
    WrongUnit,
    /// No unit of this power there.
    NothingToRemove,
    /// Removed this many units of a stack (boards where units stack).
    RemovedUnits(u32),
    /// Not one of the power's home provinces (boards where units stack).
    NotHome,
    /// A home province the power no longer owns (boards where units stack).
    NotOwned,
    /// Another power's units stand there (boards where units stack).
    Occupied,
    /// A unit was built there already this winter (boards where units stack).
    AlreadyBuilt,
    /// Not an adjustment order.
    NotAnAdjustment,
}

impl AdjustVerdict {
    /// Whether the order was carried out.
    pub fn carried_out(&self) -> bool {
        matches!(
            self,
            AdjustVerdict::Built
                | AdjustVerdict::Removed
                | AdjustVerdict::RemovedUnits(_)
                | AdjustVerdict::Waived
        )
    }
}

/// The result of an adjustment phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdjustResult {
    /// Each order as read with its verdict: power by power (in the map's order), each
    /// power's in the order written; orders for no power of the map last.
    pub verdicts: Vec<(Written, AdjustVerdict)>,
    /// Units removed by the civil-disorder rule, power by power.
    pub disorder_removals: Vec<Unit>,
    pub position: Position,
}

/// The board as the adjustments change it, with each power's count of adjustments made.
struct Adjusting<'a> {
    map: &'a Map,
    part: &'static dyn RulebookPart,
    next: Position,
    /// Builds (positive) or removals (negative) each power is due.
    due: Vec<i64>,
    /// Builds, removals and waives each power has made.
    used: Vec<i64>,
    /// Where a unit was built this winter.
    built_at: Vec<crate::engine::ids::ProvinceId>,
}

/// Adjudicates an adjustment phase: power by power, each power's orders in the order
/// written (so the board after does not depend on which power wrote first).
pub fn adjudicate_adjustments(board: Board, written: &[Written]) -> AdjustResult {
    let Board { map, position, .. } = board;
    let mut a = Adjusting {
        map,
        part: board.rulebook().part(),
        next: position.clone(),
        due: map
            .power_ids()
            .map(|p| position.centre_count(p) as i64 - position.unit_count(p) as i64)
            .collect(),
        used: vec![0; map.powers.len()],
        built_at: Vec::new(),
    };
    let mut by_power: Vec<&Written> = written.iter().collect();
    by_power.sort_by_key(|w| w.power.0);
    let verdicts = by_power.into_iter().map(|w| (*w, a.order(w))).collect();
    let mut disorder_removals = Vec::new();
    for p in map.power_ids() {
        let k = p.0 as usize;
        for _ in a.used[k]..-a.due[k] {
            if let Some(i) = disorder_pick(board.with_position(&a.next), p) {
                disorder_removals.push(a.next.units.remove(i));
            }
        }
    }
    a.next.prune_arrivals();
    AdjustResult {
        verdicts,
        disorder_removals,
        position: a.next,
    }
}

impl Adjusting<'_> {
    /// Carries out one order, if its power is due it, and says what became of it.
    fn order(&mut self, w: &Written) -> AdjustVerdict {
        let k = w.power.0 as usize;
        let (Order::Adjust(order), true) = (w.order, k < self.due.len()) else {
            return AdjustVerdict::NotAnAdjustment;
        };
        let (due, used) = (self.due[k], self.used[k]);
        let (verdict, made) = match order {
            AdjustOrder::Waive if due > used => (AdjustVerdict::Waived, 1),
            AdjustOrder::Build { kind, at } if due > used => {
                let v = self.build(w.power, kind.or(w.kind), at);
                let made = i64::from(v == AdjustVerdict::Built);
                (v, made)
            }
            AdjustOrder::Remove { .. } if due < -used => self.remove(w, -due - used),
            _ => (AdjustVerdict::Surplus, 0),
        };
        self.used[k] += made;
        verdict
    }

    /// Builds a unit for `power` at `at`, if the rulebook allows a build there.
    fn build(&mut self, power: PowerId, kind: Option<UnitKind>, at: Location) -> AdjustVerdict {
        let home = self.map.province(at.province).home_of == Some(power);
        if let Some(refused) = self
            .part
            .build_refusal(&self.next, power, at.province, home)
        {
            return refused;
        }
        if self.built_at.contains(&at.province) {
            return AdjustVerdict::AlreadyBuilt;
        }
        match settle_unit(self.map, kind, at) {
            Ok((kind, loc)) => {
                self.built_at.push(at.province);
                self.next.units.push(Unit { power, kind, loc });
                AdjustVerdict::Built
            }
            Err(v) => v,
        }
    }

    /// Removes up to `most` of the units the order names; the verdict and how many went.
    fn remove(&mut self, w: &Written, most: i64) -> (AdjustVerdict, i64) {
        let want = i64::from(w.units()).min(most);
        let mut removed = 0;
        while removed < want {
            let named = self.next.units.iter().position(|u| self.part.names(w, u));
            let Some(i) = named else { break };
            self.next.units.remove(i);
            removed += 1;
        }
        let verdict = match removed {
            0 => AdjustVerdict::NothingToRemove,
            n if self.part.units_stack() => AdjustVerdict::RemovedUnits(n as u32),
            _ => AdjustVerdict::Removed,
        };
        (verdict, removed)
    }
}

/// Checks a build where the rulebook allows one and settles the unit type and coast.
pub(super) fn buildable(
    board: Board,
    power: PowerId,
    kind: Option<UnitKind>,
    at: Location,
) -> Result<(UnitKind, Location), AdjustVerdict> {
    let map = board.map;
    let home = map.province(at.province).home_of == Some(power);
    let part = board.rulebook().part();
    match part.build_refusal(board.position, power, at.province, home) {
        Some(refused) => Err(refused),
        None => settle_unit(map, kind, at),
    }
}

/// The unit a build makes: its type (an army where no fleet can stand, a fleet where a
/// coast is named, 4.C.3) and where it stands; `WrongUnit` where that cannot be settled.
fn settle_unit(
    map: &Map,
    kind: Option<UnitKind>,
    at: Location,
) -> Result<(UnitKind, Location), AdjustVerdict> {
    let prov = map.province(at.province);
    let kind = match kind {
        Some(k) => k,
        None if !prov.fleet_can_stand() => UnitKind::Army,
        None if prov.has_split_coasts() && at.coast.is_some() => UnitKind::Fleet,
        None => return Err(AdjustVerdict::WrongUnit),
    };
    let loc = match kind {
        UnitKind::Army => Location::province(at.province),
        UnitKind::Fleet => at,
    };
    if !map.valid_location(kind, loc) {
        return Err(AdjustVerdict::WrongUnit);
    }
    Ok((kind, loc))
}
