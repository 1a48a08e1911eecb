//! Writing orders on the map: click a unit, then where it goes; S and C start a support
//! or a convoy. Turns clicks into orders in the draft, in rulebook notation.

use super::draft::Draft;
use crate::engine::ids::{Location, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::format::{Style, format_adjust, format_main, format_retreat};
use crate::engine::order::{AdjustOrder, MainOrder, RetreatOrder};
use crate::engine::position::{PhaseKind, Position, Unit};

/// What the next click on the map means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Pick {
    /// Click one of your units.
    #[default]
    Idle,
    /// This unit is selected: click where it goes (itself: it stands).
    Unit(ProvinceId),
    /// This unit will support: click the unit it supports.
    SupportWho(ProvinceId),
    /// Support (supporter, supported): click where the supported unit goes (itself: it holds).
    SupportWhere(ProvinceId, ProvinceId),
    /// This fleet will convoy: click the army.
    ConvoyWho(ProvinceId),
    /// Convoy (fleet, army): click the army's destination.
    ConvoyWhere(ProvinceId, ProvinceId),
}

impl Pick {
    /// The line players read under the map for this step.
    pub fn prompt(self, map: &Map, phase: PhaseKind) -> String {
        let n = |p: ProvinceId| map.province(p).name.clone();
        match (self, phase) {
            (_, PhaseKind::Adjustment) => "Click a vacant home centre to build an army there (click its coast for a fleet), or one of your units to remove it.".into(),
            (Pick::Unit(p), PhaseKind::Retreat) => format!("{}: click where it retreats (or itself to disband it). Esc: cancel", n(p)),
            (Pick::Idle, PhaseKind::Retreat) => "Click a dislodged unit (red ring), then where it retreats.".into(),
            _ => self.movement_prompt(map),
        }
    }

    fn movement_prompt(self, map: &Map) -> String {
        let n = |p: ProvinceId| map.province(p).name.clone();
        match self {
            Pick::Idle => "Click one of your units to give it an order.".into(),
            Pick::Unit(p) => format!(
                "{}: click where it moves (or itself to stand). S: support · C: convoy · Esc: cancel",
                n(p)
            ),
            Pick::SupportWho(p) => format!("{} supports: click the unit it supports", n(p)),
            Pick::SupportWhere(_, t) => format!(
                "Click where the unit in {} moves (or {} itself to support it holding)",
                n(t),
                n(t)
            ),
            Pick::ConvoyWho(p) => format!("{} convoys: click the army", n(p)),
            Pick::ConvoyWhere(_, a) => format!("Click where the army in {} is convoyed", n(a)),
        }
    }

    /// The provinces to light as selected.
    pub fn selected(self) -> Vec<ProvinceId> {
        match self {
            Pick::Idle => Vec::new(),
            Pick::Unit(p) | Pick::SupportWho(p) | Pick::ConvoyWho(p) => vec![p],
            Pick::SupportWhere(a, b) | Pick::ConvoyWhere(a, b) => vec![a, b],
        }
    }
}

/// The unit of `draft`'s power that this phase orders in `p` (dislodged units in retreats).
pub fn own_unit(position: &Position, draft: &Draft, p: ProvinceId) -> Option<Unit> {
    match position.phase.kind {
        PhaseKind::Retreat => position
            .dislodged
            .iter()
            .find(|d| d.unit.power == draft.power && d.unit.loc.province == p)
            .map(|d| d.unit),
        _ => position
            .unit_at(p)
            .map(|i| position.units[i])
            .filter(|u| u.power == draft.power),
    }
}

/// Writes a movement order for `unit` into the draft, in rulebook notation.
pub fn give(
    map: &Map,
    position: &Position,
    draft: &mut Draft,
    unit: &Unit,
    order: MainOrder,
) -> Result<(), String> {
    let text = format_main(map, position, unit, &order, Style::Rulebook);
    draft.write(map, position, &text).map(|_| ())
}

/// Handles a click at `at` with the pick in progress; returns the next pick and, when an
/// order was written or refused, what happened.
pub fn click(
    map: &Map,
    position: &Position,
    draft: &mut Draft,
    pick: Pick,
    at: Location,
) -> (Pick, Option<Result<(), String>>) {
    let p = at.province;
    let unit_at = |q: ProvinceId| position.unit_at(q).map(|i| position.units[i]);
    match (position.phase.kind, pick) {
        (PhaseKind::Adjustment, _) => {
            // Clicking your own unit removes it; clicking a vacant home centre builds.
            let due =
                position.centre_count(draft.power) as i64 - position.unit_count(draft.power) as i64;
            let order = if due < 0 && unit_at(p).is_some_and(|u| u.power == draft.power) {
                AdjustOrder::Remove { at: p }
            } else {
                let kind = if map.province(p).fleet_can_stand() && at.coast.is_some() {
                    UnitKind::Fleet
                } else {
                    UnitKind::Army
                };
                AdjustOrder::Build {
                    kind: Some(kind),
                    at: if kind == UnitKind::Fleet {
                        at
                    } else {
                        Location::province(p)
                    },
                }
            };
            let text = format_adjust(map, position, &order, Style::Rulebook);
            (
                Pick::Idle,
                Some(draft.write(map, position, &text).map(|_| ())),
            )
        }
        (_, Pick::Idle) => match own_unit(position, draft, p) {
            Some(_) => (Pick::Unit(p), None),
            None => (Pick::Idle, None),
        },
        (PhaseKind::Retreat, Pick::Unit(u)) => {
            let Some(unit) = own_unit(position, draft, u) else {
                return (Pick::Idle, None);
            };
            let order = if p == u {
                RetreatOrder::Disband
            } else {
                RetreatOrder::Retreat(fit_coast(map, unit.kind, at))
            };
            let text = format_retreat(map, &unit, &order, Style::Rulebook);
            (
                Pick::Idle,
                Some(draft.write(map, position, &text).map(|_| ())),
            )
        }
        (_, Pick::Unit(u)) => {
            let Some(unit) = unit_at(u) else {
                return (Pick::Idle, None);
            };
            let order = if p == u {
                MainOrder::Hold
            } else {
                MainOrder::Move {
                    to: fit_coast(map, unit.kind, at),
                    via_convoy: false,
                }
            };
            (Pick::Idle, Some(give(map, position, draft, &unit, order)))
        }
        (_, Pick::SupportWho(s)) if unit_at(p).is_some() && p != s => {
            (Pick::SupportWhere(s, p), None)
        }
        (_, Pick::SupportWho(s)) => (Pick::SupportWho(s), None),
        (_, Pick::SupportWhere(s, t)) => {
            let Some(unit) = unit_at(s) else {
                return (Pick::Idle, None);
            };
            let order = if p == t {
                MainOrder::SupportHold { target: t }
            } else {
                MainOrder::SupportMove {
                    from: t,
                    to: Location::province(p),
                }
            };
            (Pick::Idle, Some(give(map, position, draft, &unit, order)))
        }
        (_, Pick::ConvoyWho(f)) if unit_at(p).is_some_and(|u| u.kind == UnitKind::Army) => {
            (Pick::ConvoyWhere(f, p), None)
        }
        (_, Pick::ConvoyWho(f)) => (Pick::ConvoyWho(f), None),
        (_, Pick::ConvoyWhere(f, a)) => {
            let Some(unit) = unit_at(f) else {
                return (Pick::Idle, None);
            };
            let order = MainOrder::Convoy { from: a, to: p };
            (Pick::Idle, Some(give(map, position, draft, &unit, order)))
        }
    }
}

/// Armies ignore coasts; fleets keep the coast clicked.
fn fit_coast(_map: &Map, kind: UnitKind, at: Location) -> Location {
    match kind {
        UnitKind::Army => Location::province(at.province),
        UnitKind::Fleet => at,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> (Map, Position, Draft) {
        let map = Map::named("standard").expect("map");
        let position = Position::initial(&map);
        let england = map.find_power("England").expect("England");
        (
            map,
            position,
            Draft {
                power: england,
                lines: Vec::new(),
            },
        )
    }

    fn loc(map: &Map, name: &str) -> Location {
        Location::province(map.find_province(name).expect("province"))
    }

    #[test]
    fn click_a_unit_then_a_destination_writes_a_move() {
        let (map, position, mut draft) = setup();
        let (pick, _) = click(&map, &position, &mut draft, Pick::Idle, loc(&map, "lvp"));
        assert_eq!(pick, Pick::Unit(loc(&map, "lvp").province));
        let (pick, done) = click(&map, &position, &mut draft, pick, loc(&map, "yor"));
        assert_eq!(pick, Pick::Idle);
        assert_eq!(done, Some(Ok(())));
        assert_eq!(draft.lines, vec!["A(Lpl)-Yor".to_string()]);
    }

    #[test]
    fn support_and_convoy_take_three_clicks_each() {
        let (map, position, mut draft) = setup();
        let lon = loc(&map, "lon").province;
        let (pick, _) = click(
            &map,
            &position,
            &mut draft,
            Pick::SupportWho(lon),
            loc(&map, "edi"),
        );
        let (_, done) = click(&map, &position, &mut draft, pick, loc(&map, "nth"));
        assert_eq!(done, Some(Ok(())));
        assert_eq!(draft.lines, vec!["F(Lon) S F(Edi)-NTH".to_string()]);
        // A support for another power's unit is allowed (it names the power).
        let (pick, _) = click(
            &map,
            &position,
            &mut draft,
            Pick::SupportWho(lon),
            loc(&map, "bre"),
        );
        let (_, done) = click(&map, &position, &mut draft, pick, loc(&map, "bre"));
        assert_eq!(done, Some(Ok(())));
        assert!(
            draft.lines[0].starts_with("F(Lon) S French F(Bre)"),
            "{:?}",
            draft.lines
        );
    }

    #[test]
    fn clicking_a_foreign_unit_selects_nothing() {
        let (map, position, mut draft) = setup();
        let (pick, done) = click(&map, &position, &mut draft, Pick::Idle, loc(&map, "par"));
        assert_eq!((pick, done), (Pick::Idle, None));
    }
}

/// The order screen's own state: which power's tab, the typed line, the map pick.
#[derive(bevy::prelude::Resource, Debug, Clone, Default)]
pub struct Entry {
    /// Which of the player's powers is being written (index into the drafts).
    pub tab: usize,
    /// The order being typed.
    pub typed: String,
    /// Why the last typed or clicked order was refused.
    pub error: Option<String>,
    pub pick: Pick,
    /// "Seal orders" was pressed once: asking for confirmation.
    pub confirm: bool,
    /// Stacked maps: how many units of the selected stack the next order is for.
    pub count: u32,
    /// Stacked maps: the kind of the selected stack (a province may hold both).
    pub kind: Option<UnitKind>,
    /// The lines this player typed and wrote this turn, for the Up key.
    pub recall: Vec<String>,
}
