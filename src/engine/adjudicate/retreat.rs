//! Retreats: where a dislodged unit may go, and the retreat phase's adjudication.

use super::Board;
use super::hooks::retreat_refusal;
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{RetreatOrder, Written};
use crate::engine::position::{Arrival, DislodgedUnit, Position, Unit};
use crate::engine::rules::Rules;
use serde::{Deserialize, Serialize};

/// The legal retreats of a dislodged unit: adjacent, vacant, not the attacker's origin
/// (unless it came by convoy and the rules allow), not left vacant by a stand-off.
pub fn retreat_options(
    map: &Map,
    unit: &Unit,
    attacker_from: ProvinceId,
    by_convoy: bool,
    occupied: &[bool],
    standoffs: &[ProvinceId],
    rules: &Rules,
) -> Vec<Location> {
    let blocked = |p: ProvinceId| {
        occupied[p.index()]
            || standoffs.contains(&p)
            || (p == attacker_from && !(by_convoy && rules.retreat_to_convoy_origin))
    };
    match unit.kind {
        UnitKind::Army => map
            .province(unit.loc.province)
            .army
            .iter()
            .filter(|p| !blocked(**p))
            .map(|p| Location::province(*p))
            .collect(),
        UnitKind::Fleet => map
            .fleet_moves(unit.loc)
            .iter()
            .filter(|l| !blocked(l.province))
            .copied()
            .collect(),
    }
}

/// The one legal retreat a written destination names (its coast may be left out where only
/// one fits), or `None`.
fn retreat_fit(options: &[Location], to: Location) -> Option<Location> {
    let mut fits = options
        .iter()
        .filter(|l| l.province == to.province && (to.coast.is_none() || l.coast == to.coast));
    match (fits.next(), fits.next()) {
        (Some(&fit), None) => Some(fit),
        _ => None,
    }
}

/// The legal retreats of one dislodged unit of a retreat-phase position.
pub fn legal_retreats(board: Board, dislodged: &DislodgedUnit) -> Vec<Location> {
    let options = retreat_places(board, dislodged);
    open_retreats(board.map, board.position, &dislodged.unit, options)
}

/// Why a dislodged unit may not retreat to a place next to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RetreatBlock {
    /// The dislodging unit came from there.
    AttackerOrigin,
    /// A stand-off left it empty this turn.
    Standoff,
    /// A unit stands there.
    Occupied,
}

impl RetreatBlock {
    /// The reason in a few words, in the table's language.
    pub fn words(self) -> String {
        match self {
            RetreatBlock::AttackerOrigin => crate::t!("rules-retreat-block-attacker-origin"),
            RetreatBlock::Standoff => crate::t!("rules-retreat-block-standoff"),
            RetreatBlock::Occupied => crate::t!("rules-retreat-block-occupied"),
        }
    }
}

/// Why `dislodged` may not retreat to `to`, a place it could move to that the retreat
/// rules close; `None` when it is open or not next to the unit at all.
pub fn retreat_block(
    board: Board,
    dislodged: &DislodgedUnit,
    to: ProvinceId,
) -> Option<RetreatBlock> {
    let Board {
        map,
        position,
        rules,
        ..
    } = board;
    let unit = &dislodged.unit;
    if !map.can_move(unit.kind, unit.loc, to)
        || retreat_places(board, dislodged)
            .iter()
            .any(|l| l.province == to)
    {
        return None;
    }
    let convoy_origin_open = dislodged.by_convoy && rules.retreat_to_convoy_origin;
    if dislodged.also_from.contains(&to) || (to == dislodged.attacker_from && !convoy_origin_open) {
        return Some(RetreatBlock::AttackerOrigin);
    }
    if position.standoffs.contains(&to) {
        return Some(RetreatBlock::Standoff);
    }
    position
        .units
        .iter()
        .any(|u| u.loc.province == to)
        .then_some(RetreatBlock::Occupied)
}

/// Where one dislodged unit could retreat before the map's special rules for this phase
/// (Winter closures) are applied. Where units stack (Multiplomacy 9) a unit may retreat
/// to join its own units, never to where any of its attackers came from.
pub fn retreat_places(board: Board, dislodged: &DislodgedUnit) -> Vec<Location> {
    let Board {
        map,
        position,
        rules,
        ..
    } = board;
    let joins_own = board.units_stack();
    let mut occupied = vec![false; map.provinces.len()];
    for u in &position.units {
        if !(joins_own && u.power == dislodged.unit.power) {
            occupied[u.loc.province.index()] = true;
        }
    }
    let mut options = retreat_options(
        map,
        &dislodged.unit,
        dislodged.attacker_from,
        dislodged.by_convoy,
        &occupied,
        &position.standoffs,
        rules,
    );
    options.retain(|l| !dislodged.also_from.contains(&l.province));
    options
}

/// The retreats the map's special rules leave open in this retreat phase (closed borders
/// and coasts in Winter).
fn open_retreats(
    map: &Map,
    position: &Position,
    unit: &Unit,
    options: Vec<Location>,
) -> Vec<Location> {
    options
        .into_iter()
        .filter(|l| retreat_refusal(map, position.phase, unit, l.province).is_none())
        .collect()
}

/// What happened to one dislodged unit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RetreatVerdict {
    /// Retreated to this place.
    Retreated(Location),
    /// Disbanded as ordered.
    Disbanded,
    /// No order, or no legal retreat: disbanded.
    DisbandedNoOrder,
    /// The retreat was not to a legal place: disbanded.
    DisbandedIllegal,
    /// Another unit retreated to the same province: both disbanded.
    DisbandedCollision { with: Vec<usize> },
    /// Outnumbered (or matched) by other powers' units retreating into the same province,
    /// this many of each (boards where units stack).
    Outnumbered { against: Vec<(PowerId, u32)> },
}

impl RetreatVerdict {
    /// Whether the unit survived or disbanded as ordered.
    pub fn carried_out(&self) -> bool {
        matches!(
            self,
            RetreatVerdict::Retreated(_) | RetreatVerdict::Disbanded
        )
    }
}

/// The result of a retreat phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RetreatResult {
    /// Per dislodged unit (same order as `position.dislodged`).
    pub verdicts: Vec<RetreatVerdict>,
    /// The board afterwards (dislodged list emptied).
    pub position: Position,
}

/// Adjudicates a retreat phase on every board: each dislodged unit follows the order the
/// rulebook reads for it (a unit of a stack is one unit: a stack's units may go different
/// ways), to a legal retreat; retreats that meet in one province are settled by the
/// rulebook.
pub fn adjudicate_retreats(board: Board, written: &[Written]) -> RetreatResult {
    let position = board.position;
    let part = board.rulebook().part();
    let orders = part.retreat_orders(position, written);
    let n = position.dislodged.len();
    let mut verdicts = Vec::with_capacity(n);
    let mut targets: Vec<Option<Location>> = vec![None; n];
    for (i, d) in position.dislodged.iter().enumerate() {
        let verdict = match orders.get(i).copied().flatten() {
            None => RetreatVerdict::DisbandedNoOrder,
            Some(RetreatOrder::Disband) => RetreatVerdict::Disbanded,
            Some(RetreatOrder::Retreat(to)) => match retreat_fit(&legal_retreats(board, d), to) {
                Some(fit) => {
                    targets[i] = Some(fit);
                    RetreatVerdict::Retreated(fit)
                }
                None => RetreatVerdict::DisbandedIllegal,
            },
        };
        verdicts.push(verdict);
    }
    let units: Vec<Unit> = position.dislodged.iter().map(|d| d.unit).collect();
    for (i, verdict) in part.retreat_clashes(&units, &targets) {
        verdicts[i] = verdict;
    }
    RetreatResult {
        position: after_retreats(position, &verdicts),
        verdicts,
    }
}

/// The board after the retreats: each unit that retreated stands where it went (and
/// arrived there this phase), the rest are gone; no stand-off is remembered.
fn after_retreats(position: &Position, verdicts: &[RetreatVerdict]) -> Position {
    let mut next = position.clone();
    next.dislodged.clear();
    next.standoffs.clear();
    for (i, v) in verdicts.iter().enumerate() {
        if let RetreatVerdict::Retreated(loc) = v {
            let mut unit = position.dislodged[i].unit;
            next.arrivals.push(Arrival {
                province: loc.province,
                from: unit.loc.province,
                phase: position.phase,
            });
            unit.loc = *loc;
            next.units.push(unit);
        }
    }
    next
}
