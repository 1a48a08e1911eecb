//! Classic rules the stacked adjudicator keeps, each found by the differential test against
//! the classic adjudicator (`differential`) and fixed here: what only a unit test can show
//! (the multiplomacy data file runs under the 1971 preset).

use super::*;
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::{Verdict, VoidReason, legal_retreats};
use crate::engine::ids::Location;
use crate::engine::map::Map;
use crate::engine::notation::counted::parse_stacked_orders;
use crate::engine::position::{Phase, PhaseKind, Position, Season, Unit};
use crate::engine::rules::Rules;

fn map() -> Map {
    Map::named("multiplomacy").expect("multiplomacy loads")
}

/// A Spring 1901 movement board with these (power, kind letter, province) units.
fn board(map: &Map, units: &[(&str, &str, &str)]) -> Position {
    let phase = Phase {
        year: 1901,
        season: Season::Spring,
        kind: PhaseKind::Movement,
    };
    let mut pos = Position::empty(map, phase);
    for (power, kind, at) in units {
        pos.units.push(Unit {
            power: map.find_power(power).expect("power"),
            kind: if *kind == "A" {
                crate::engine::ids::UnitKind::Army
            } else {
                crate::engine::ids::UnitKind::Fleet
            },
            loc: Location::province(map.find_province(at).expect("province")),
        });
    }
    pos
}

/// DATC 6.H.11 on this board: an army convoyed to Marseilles with support dislodges the
/// Italian army, which may retreat to Gascony, where the attack came from by convoy (DATC
/// preset, 4.A.5 b).
#[test]
fn a_unit_dislodged_by_a_convoyed_force_may_retreat_to_its_origin() {
    let map = map();
    let mut units = vec![("France", "A", "gas")];
    units.extend([("France", "A", "bur"), ("France", "F", "mao")]);
    units.extend([("France", "F", "wes"), ("France", "F", "gol")]);
    units.push(("Italy", "A", "mar"));
    let pos = board(&map, &units);
    let text = "A Gas-Mar via convoy\nA Bur sup A Gas-Mar\nF Mao convoys A Gas-Mar\n\
                F Wes convoys A Gas-Mar\nF Gol convoys A Gas-Mar";
    let france = map.find_power("France");
    let orders = parse_stacked_orders(&map, &pos, france, text).expect("orders parse");
    let result = adjudicate_stacked(Board::new(&map, &pos, &Rules::DATC), &orders);
    let dislodged = &result.position.dislodged;
    assert_eq!(dislodged.len(), 1, "{dislodged:?}");
    assert!(dislodged[0].by_convoy, "{dislodged:?}");
    let gas = Location::province(map.find_province("gas").expect("gas"));
    let retreats = legal_retreats(
        Board::new(&map, &result.position, &Rules::DATC),
        &dislodged[0],
    );
    let names: Vec<String> = retreats.iter().map(|l| map.location_id(*l)).collect();
    assert!(retreats.contains(&gas), "{names:?} {dislodged:?}");
}

/// DATC 6.F.1 on this board: a fleet ordered to convoy through a sea no route needs is on
/// no route, so its order is void (4.E.1) rather than "convoyed".
#[test]
fn a_fleet_off_every_route_does_not_convoy() {
    let map = map();
    let pos = board(&map, &[("England", "A", "lon"), ("England", "F", "iri")]);
    let text = "A Lon-Bel\nF Iri convoys A Lon-Bel";
    let england = map.find_power("England");
    let orders = parse_stacked_orders(&map, &pos, england, text).expect("orders parse");
    let result = adjudicate_stacked(Board::new(&map, &pos, &Rules::DATC), &orders);
    let fleet = &result.units[1].verdict;
    assert_eq!(*fleet, Verdict::Void(VoidReason::ConvoyNotOnRoute));
}
