//! The order tree as a player meets it on the standard board, on ce05 (railroad, special
//! rules refused with their reason) and on a stacked board (counts).

use super::{OrderKind, Refusal, Route, Subject, legal_orders};
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::legal_retreats;
use crate::engine::ids::{Coast, Location, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{AdjustOrder, MainOrder, Order, RetreatOrder};
use crate::engine::position::{DislodgedUnit, Phase, PhaseKind, Position, Season, Unit};
use crate::engine::rules::Rules;

fn phase(year: u16, season: Season, kind: PhaseKind) -> Phase {
    Phase { year, season, kind }
}

/// A board with these units (`"England A lon"`) at the phase given.
fn board(map: &Map, at: Phase, units: &[&str]) -> Position {
    let mut pos = Position::empty(map, at);
    for text in units {
        pos.units.push(unit(map, text));
    }
    pos
}

fn unit(map: &Map, text: &str) -> Unit {
    let w: Vec<&str> = text.split_whitespace().collect();
    let (province, coast) = match w[2].split_once('/') {
        Some((p, c)) => (p, Coast::parse(c)),
        None => (w[2], None),
    };
    Unit {
        power: map.find_power(w[0]).expect("power"),
        kind: if w[1] == "A" {
            UnitKind::Army
        } else {
            UnitKind::Fleet
        },
        loc: Location {
            province: map.find_province(province).expect("province"),
            coast,
        },
    }
}

fn p(map: &Map, name: &str) -> ProvinceId {
    map.find_province(name).expect("province")
}

fn spring(map: &Map) -> Phase {
    phase(map.start_year, Season::Spring, PhaseKind::Movement)
}

/// The provinces a unit's Move branch lists, and those of them it may go to now.
fn moves(map: &Map, pos: &Position, at: &str) -> (Vec<String>, Vec<String>) {
    let tree = legal_orders(map, pos, &Rules::default(), Subject::at(p(map, at)), 1);
    let dests = tree.destinations();
    let name = |q: ProvinceId| map.id_of(q).to_string();
    (
        dests.iter().map(|(q, _)| name(*q)).collect(),
        dests
            .iter()
            .filter(|(_, ok)| *ok)
            .map(|(q, _)| name(*q))
            .collect(),
    )
}

#[test]
fn the_london_fleet_may_sail_to_the_north_sea_and_the_channel_but_not_inland() {
    let map = Map::named("standard").expect("map");
    let pos = Position::initial(&map);
    let (listed, open) = moves(&map, &pos, "lon");
    for sea in ["nth", "eng", "wal", "yor"] {
        assert!(open.contains(&sea.to_string()), "{open:?}");
    }
    assert_eq!(listed, open, "nothing refused on the standard board");
    assert!(!listed.contains(&"mun".to_string()));
    let tree = legal_orders(
        &map,
        &pos,
        &Rules::default(),
        Subject::at(p(&map, "lon")),
        1,
    );
    assert!(
        tree.targets(OrderKind::Convoy).is_empty(),
        "a fleet in port convoys nothing"
    );
    assert!(tree.targets(OrderKind::Hold).len() == 1);
}

#[test]
fn an_army_in_london_goes_by_convoy_only_with_a_fleet_in_the_north_sea() {
    let map = Map::named("standard").expect("map");
    let alone = board(&map, spring(&map), &["England A lon"]);
    let (listed, _) = moves(&map, &alone, "lon");
    assert!(!listed.contains(&"nwy".to_string()), "{listed:?}");
    let carried = board(&map, spring(&map), &["England A lon", "England F nth"]);
    let tree = legal_orders(
        &map,
        &carried,
        &Rules::default(),
        Subject::at(p(&map, "lon")),
        1,
    );
    let by_sea: Vec<&str> = tree
        .targets(OrderKind::Move)
        .iter()
        .filter(|t| t.choices[0].route == Route::Convoy)
        .map(|t| map.id_of(t.place.expect("a place").province))
        .collect();
    for coast in ["nwy", "bel", "den", "hol", "edi"] {
        assert!(by_sea.contains(&coast), "{by_sea:?}");
    }
    assert!(!by_sea.contains(&"tun"), "no fleet chain to Tunis");
    let nwy = tree
        .find(&Order::Main(MainOrder::Move {
            to: Location::province(p(&map, "nwy")),
            via_convoy: false,
        }))
        .expect("Norway listed");
    assert!(nwy.allowed() && nwy.note.as_deref().is_some_and(|n| n.contains("convoy")));
    // The fleet's own tree offers to carry the army there.
    let fleet = legal_orders(
        &map,
        &carried,
        &Rules::default(),
        Subject::at(p(&map, "nth")),
        1,
    );
    let to: Vec<&str> = fleet
        .step(OrderKind::Convoy, &[p(&map, "lon")])
        .iter()
        .map(|t| map.id_of(t.place.expect("place").province))
        .collect();
    assert!(to.contains(&"nwy") && !to.contains(&"tun"), "{to:?}");
}

#[test]
fn paris_cannot_support_a_move_into_munich_because_it_could_not_go_there() {
    let map = Map::named("standard").expect("map");
    let pos = board(
        &map,
        spring(&map),
        &["France A par", "France A bur", "Germany A mun"],
    );
    let tree = legal_orders(
        &map,
        &pos,
        &Rules::default(),
        Subject::at(p(&map, "par")),
        1,
    );
    let into: Vec<&str> = tree
        .step(OrderKind::SupportMove, &[p(&map, "bur")])
        .iter()
        .map(|t| map.id_of(t.place.expect("place").province))
        .collect();
    assert!(
        into.contains(&"pic") && into.contains(&"gas"),
        "Paris could go there: {into:?}"
    );
    assert!(!into.contains(&"mun") && !into.contains(&"par"), "{into:?}");
    let held: Vec<&str> = tree
        .targets(OrderKind::SupportHold)
        .iter()
        .map(|t| map.id_of(t.place.expect("place").province))
        .collect();
    assert_eq!(held, ["bur"], "Munich is out of Paris's reach");
}

#[test]
fn builds_come_only_in_winter_and_only_on_owned_vacant_home_centres() {
    let map = Map::named("standard").expect("map");
    let france = map.find_power("France").expect("France");
    let start = Position::initial(&map);
    let spring_tree = legal_orders(&map, &start, &Rules::default(), Subject::Power(france), 1);
    assert!(spring_tree.branches.is_empty() && spring_tree.refused.is_some());

    let mut winter = board(
        &map,
        phase(1901, Season::Autumn, PhaseKind::Adjustment),
        &["France A par", "France A spa"],
    );
    for c in ["par", "mar", "bre", "spa"] {
        winter.owners[p(&map, c).index()] = Some(france);
    }
    let tree = legal_orders(&map, &winter, &Rules::default(), Subject::Power(france), 1);
    let open: Vec<&str> = tree
        .targets(OrderKind::Build)
        .iter()
        .filter(|t| t.choices.iter().any(|c| c.allowed()))
        .map(|t| map.id_of(t.place.expect("place").province))
        .collect();
    assert_eq!(
        open,
        ["bre", "mar"],
        "Paris is occupied, Spain is no home centre"
    );
    let fleet_in_brest = Order::Adjust(AdjustOrder::Build {
        kind: Some(UnitKind::Fleet),
        at: Location::province(p(&map, "bre")),
    });
    assert!(tree.find(&fleet_in_brest).is_some_and(|c| c.allowed()));
    assert!(!tree.targets(OrderKind::Waive).is_empty());
    assert!(tree.targets(OrderKind::Remove).is_empty());

    // Russia's St Petersburg takes a fleet on either coast.
    let russia = map.find_power("Russia").expect("Russia");
    let mut east = board(&map, winter.phase, &[]);
    east.owners[p(&map, "stp").index()] = Some(russia);
    let stp = legal_orders(
        &map,
        &east,
        &Rules::default(),
        Subject::at(p(&map, "stp")),
        1,
    );
    let kinds: Vec<Order> = stp.choices().iter().map(|c| c.order).collect();
    for coast in [Coast::North, Coast::South] {
        assert!(kinds.contains(&Order::Adjust(AdjustOrder::Build {
            kind: Some(UnitKind::Fleet),
            at: Location {
                province: p(&map, "stp"),
                coast: Some(coast),
            },
        })));
    }
}

#[test]
fn a_dislodged_unit_retreats_neither_to_the_attackers_origin_nor_into_a_standoff() {
    let map = Map::named("standard").expect("map");
    let mut pos = board(
        &map,
        phase(1901, Season::Spring, PhaseKind::Retreat),
        &["Germany A bur", "France A par"],
    );
    pos.dislodged.push(DislodgedUnit {
        unit: unit(&map, "France A bur"),
        attacker_from: p(&map, "mun"),
        by_convoy: false,
        also_from: Vec::new(),
    });
    pos.standoffs.push(p(&map, "pic"));
    let (listed, open) = moves(&map, &pos, "bur");
    // The places closed to it are listed, refused (the player sees why), never open.
    for shut in ["mun", "pic", "par"] {
        assert!(!open.contains(&shut.to_string()), "{open:?}");
        assert!(listed.contains(&shut.to_string()), "{listed:?}");
    }
    assert!(open.contains(&"gas".to_string()) && open.contains(&"ruh".to_string()));
    let engine: Vec<String> =
        legal_retreats(Board::new(&map, &pos, &Rules::default()), &pos.dislodged[0])
            .iter()
            .map(|l| map.id_of(l.province).to_string())
            .collect();
    assert_eq!(open, engine, "the same retreats as the adjudicator allows");
    let tree = legal_orders(
        &map,
        &pos,
        &Rules::default(),
        Subject::at(p(&map, "bur")),
        1,
    );
    assert!(tree.find(&Order::Retreat(RetreatOrder::Disband)).is_some());
}

#[test]
fn on_ce05_moscow_lists_omsk_by_railroad() {
    let map = Map::named("european").expect("map");
    let pos = board(&map, spring(&map), &["Russia A mos"]);
    let tree = legal_orders(
        &map,
        &pos,
        &Rules::default(),
        Subject::at(p(&map, "mos")),
        1,
    );
    let oms = tree
        .targets(OrderKind::Move)
        .iter()
        .find(|t| t.place == Some(Location::province(p(&map, "oms"))))
        .expect("Omsk listed");
    assert_eq!(oms.choices[0].route, Route::Railroad);
    assert!(oms.choices[0].allowed());
}

#[test]
fn on_ce05_a_fall_crossing_into_switzerland_is_refused_with_the_rule() {
    let map = Map::named("european").expect("map");
    let fall = phase(map.start_year, Season::Autumn, PhaseKind::Movement);
    let pos = board(&map, fall, &["Italy A mil", "Turkey A kur", "Turkey A syr"]);
    let tree = legal_orders(
        &map,
        &pos,
        &Rules::default(),
        Subject::at(p(&map, "mil")),
        1,
    );
    let swi = tree
        .find(&Order::Main(MainOrder::Move {
            to: Location::province(p(&map, "swi")),
            via_convoy: false,
        }))
        .expect("Switzerland listed");
    assert!(matches!(swi.refusal, Some(Refusal::Rule(_))), "{swi:?}");
    let why = swi.refusal.as_ref().expect("refused").describe(&map, &pos);
    assert!(why.starts_with("Switzerland's borders with"), "{why}");
    let (listed, open) = moves(&map, &pos, "mil");
    assert!(listed.contains(&"swi".to_string()) && !open.contains(&"swi".to_string()));
    // In Spring the border is open.
    let spring_pos = board(&map, spring(&map), &["Italy A mil"]);
    assert!(
        moves(&map, &spring_pos, "mil")
            .1
            .contains(&"swi".to_string())
    );
    // Kurdistan's army gives no support, with the rule named.
    let kur = legal_orders(
        &map,
        &pos,
        &Rules::default(),
        Subject::at(p(&map, "kur")),
        1,
    );
    let support = kur
        .find(&Order::Main(MainOrder::SupportHold {
            target: p(&map, "syr"),
        }))
        .expect("support listed");
    assert_eq!(
        support.refusal.as_ref().map(|r| r.describe(&map, &pos)),
        Some("an army in Kurdistan cannot give support".into())
    );
}

#[test]
fn on_a_stacked_board_no_more_units_are_ordered_than_stand_there() {
    let map = Map::named("multiplomacy").expect("map");
    let pos = board(
        &map,
        spring(&map),
        &["England F nth", "England F nth", "England F nth"],
    );
    let nth = Subject::Unit {
        at: p(&map, "nth"),
        kind: Some(UnitKind::Fleet),
    };
    let three = legal_orders(&map, &pos, &Rules::default(), nth, 3);
    assert!(three.refused.is_none() && !three.targets(OrderKind::Move).is_empty());
    let four = legal_orders(&map, &pos, &Rules::default(), nth, 4);
    assert_eq!(four.refused, Some(Refusal::TooMany { asked: 4, there: 3 }));
    assert_eq!(
        four.refused.expect("refused").describe(&map, &pos),
        "only 3 units stand there, not 4"
    );
    let standard = Map::named("standard").expect("map");
    let one = board(&standard, spring(&standard), &["England F nth"]);
    let two = legal_orders(
        &standard,
        &one,
        &Rules::default(),
        Subject::at(p(&standard, "nth")),
        2,
    );
    assert!(two.branches.is_empty() && two.refused.is_some());
}
