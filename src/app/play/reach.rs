//! What the pick in progress may choose on the board, read from the legal-order tree: the
//! places to light, and those refused this turn (greyed, the reason in the panel's lists).

use super::draft::Draft;
use super::pick::{Pick, Sel, acting_unit, own_unit};
use crate::engine::ids::ProvinceId;
use crate::engine::map::Map;
use crate::engine::options::{Options, OrderKind, OrderOptions, Subject, Target, legal_orders};
use crate::engine::position::{PhaseKind, Position, Unit};
use crate::engine::rules::Rules;

/// Provinces the next click may choose, and provinces listed but refused now.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reach {
    pub open: Vec<ProvinceId>,
    pub refused: Vec<ProvinceId>,
}

impl Reach {
    fn add(&mut self, p: ProvinceId, allowed: bool) {
        if allowed && !self.open.contains(&p) {
            self.refused.retain(|q| *q != p);
            self.open.push(p);
        } else if !allowed && !self.open.contains(&p) && !self.refused.contains(&p) {
            self.refused.push(p);
        }
    }

    /// Each target's place, open when any order at or below it may be given.
    fn add_targets(&mut self, targets: &[Target]) {
        for t in targets {
            if let Some(place) = t.place {
                let allowed = t.all_choices().iter().any(|c| c.allowed());
                self.add(place.province, allowed);
            }
        }
    }
}

/// The places the pick in progress may choose for `draft`'s power: a selected unit's
/// moves (neighbours, by convoy, by railroad) or retreats, the units a supporter or a
/// convoying fleet may name and their destinations, and in adjustments the build sites.
pub fn pick_reach(
    map: &Map,
    position: &Position,
    rules: &Rules,
    draft: &Draft,
    pick: Pick,
    sel: Sel,
) -> Reach {
    let mut reach = Reach::default();
    if position.phase.kind == PhaseKind::Adjustment {
        let tree = legal_orders(map, position, rules, Subject::Power(draft.power), 1);
        reach.add_targets(tree.targets(OrderKind::Build));
        // An occupied home centre is simply not a site this winter: greying it over the
        // power's colour read as another power's land.
        reach.refused.clear();
        return reach;
    }
    let unit_at = |p: ProvinceId| acting_unit(position, draft, p, sel.kind);
    let (who, kinds, path): (_, &[OrderKind], Vec<ProvinceId>) = match pick {
        Pick::Idle => return reach,
        Pick::Unit(p) => (
            own_unit(position, draft, p, sel.kind),
            &[OrderKind::Move, OrderKind::Retreat],
            Vec::new(),
        ),
        Pick::SupportWho(s) => (
            unit_at(s),
            &[OrderKind::SupportHold, OrderKind::SupportMove],
            Vec::new(),
        ),
        Pick::SupportWhere(s, t) => {
            let Some(unit) = unit_at(s) else {
                return reach;
            };
            let kinds = [OrderKind::SupportHold, OrderKind::SupportMove];
            let tree = branches(map, position, rules, &unit, &kinds, sel.count);
            let holds: Vec<Target> = tree
                .targets(OrderKind::SupportHold)
                .iter()
                .filter(|h| h.place.is_some_and(|l| l.province == t))
                .cloned()
                .collect();
            reach.add_targets(&holds);
            reach.add_targets(tree.step(OrderKind::SupportMove, &[t]));
            return reach;
        }
        Pick::ConvoyWho(f) => (unit_at(f), &[OrderKind::Convoy], Vec::new()),
        Pick::ConvoyWhere(f, a) => (unit_at(f), &[OrderKind::Convoy], vec![a]),
    };
    let Some(unit) = who else {
        return reach;
    };
    let tree = branches(map, position, rules, &unit, kinds, sel.count);
    for kind in kinds {
        reach.add_targets(tree.step(*kind, &path));
    }
    reach
}

/// Only the branches of these kinds of the tree of `count` units like `unit` (the board's
/// lights are worked out every frame).
fn branches(
    map: &Map,
    position: &Position,
    rules: &Rules,
    unit: &Unit,
    kinds: &[OrderKind],
    count: u32,
) -> OrderOptions {
    let subject = Subject::Unit {
        at: unit.loc.province,
        kind: Some(unit.kind),
    };
    Options::new(map, position, rules).only(subject, count.max(1), kinds)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ids::Location;

    #[test]
    fn a_selected_army_in_london_lights_the_coasts_a_fleet_in_the_north_sea_reaches() {
        let map = Map::named("standard").expect("map");
        let mut position = Position::initial(&map);
        let p = |n: &str| map.find_province(n).expect("province");
        let lvp = position.unit_at(p("lvp")).expect("army");
        let lon = position.unit_at(p("lon")).expect("fleet");
        position.units[lon].loc = Location::province(p("nth"));
        position.units[lvp].loc = Location::province(p("lon"));
        let draft = Draft {
            power: map.find_power("England").expect("England"),
            lines: Vec::new(),
        };
        let rules = Rules::default();
        let reach = pick_reach(
            &map,
            &position,
            &rules,
            &draft,
            Pick::Unit(p("lon")),
            Sel::ONE,
        );
        for place in ["wal", "yor", "nwy", "bel", "den", "hol"] {
            assert!(reach.open.contains(&p(place)), "{place}: {reach:?}");
        }
        assert!(
            !reach.open.contains(&p("nth")),
            "an army does not go to sea"
        );
        // The fleet, asked to convoy, lights the army, then where it could carry it.
        let who = pick_reach(
            &map,
            &position,
            &rules,
            &draft,
            Pick::ConvoyWho(p("nth")),
            Sel::ONE,
        );
        assert_eq!(who.open, vec![p("lon")]);
        let to = pick_reach(
            &map,
            &position,
            &rules,
            &draft,
            Pick::ConvoyWhere(p("nth"), p("lon")),
            Sel::ONE,
        );
        assert!(to.open.contains(&p("nwy")) && !to.open.contains(&p("tun")));
    }

    #[test]
    fn a_fall_move_into_switzerland_is_greyed_on_ce05() {
        let map = Map::named("european").expect("map");
        let mut position = Position::initial(&map);
        position.phase.season = crate::engine::position::Season::Autumn;
        let p = |n: &str| map.find_province(n).expect("province");
        let italy = map.find_power("Italy").expect("Italy");
        let draft = Draft {
            power: italy,
            lines: Vec::new(),
        };
        let mil = position
            .units
            .iter()
            .position(|u| u.power == italy && u.kind == crate::engine::ids::UnitKind::Army)
            .expect("an Italian army");
        position.units[mil].loc = Location::province(p("mil"));
        let reach = pick_reach(
            &map,
            &position,
            &Rules::default(),
            &draft,
            Pick::Unit(p("mil")),
            Sel::ONE,
        );
        assert!(reach.refused.contains(&p("swi")), "{reach:?}");
        assert!(!reach.open.contains(&p("swi")));
    }

    #[test]
    fn where_an_army_and_a_fleet_share_a_province_the_kind_picked_is_lit() {
        use crate::engine::ids::UnitKind;
        let map = Map::named("multiplomacy").expect("map");
        let mut position = Position::initial(&map);
        let p = |n: &str| map.find_province(n).expect("province");
        let england = map.find_power("England").expect("England");
        position.units.push(Unit {
            power: england,
            kind: UnitKind::Army,
            loc: Location::province(p("lon")),
        });
        let draft = Draft::new(england);
        let lit = |kind| {
            let sel = Sel {
                count: 1,
                kind: Some(kind),
            };
            let rules = Rules::default();
            pick_reach(&map, &position, &rules, &draft, Pick::Unit(p("lon")), sel).open
        };
        let (army, fleet) = (lit(UnitKind::Army), lit(UnitKind::Fleet));
        assert!(
            army.contains(&p("wal")) && !army.contains(&p("eng")),
            "{army:?}"
        );
        assert!(fleet.contains(&p("eng")), "{fleet:?}");
    }
}
