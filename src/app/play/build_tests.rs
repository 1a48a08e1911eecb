//! Builds by clicking: a centre where an army and a fleet (or fleets on two coasts) may
//! be built opens the chooser, and the choice is written as that build.

use super::Act;
use super::pick::{Entry, build_choices, build_words};
use super::table::{Stage, Table};
use super::tests::{act, board, stage, table_app};
use crate::engine::game::{Game, Setup};
use crate::engine::ids::{Location, UnitKind};
use crate::engine::order::AdjustOrder;
use crate::engine::position::{PhaseKind, Season};
use std::time::Duration;

/// Winter 1901: England has taken Norway and moved its London fleet away, so it builds.
fn english_winter() -> Game {
    let map = board().map;
    let names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"];
    let mut g = Game::new(
        &map,
        Setup::standard(&map, &names, 0, "1971", 7).expect("setup"),
    );
    let (lon, nwy) = (
        map.find_province("Lon").expect("Lon"),
        map.find_province("Nwy").expect("Nwy"),
    );
    let england = map.find_power("England").expect("England");
    g.position.phase.season = Season::Autumn;
    g.position.phase.kind = PhaseKind::Adjustment;
    let fleet = g.position.unit_at(lon).expect("London's fleet");
    g.position.units[fleet].loc = Location::province(nwy);
    g.position.owners[nwy.0 as usize] = Some(england);
    g
}

#[test]
fn a_click_on_a_coastal_centre_asks_army_or_fleet_and_writes_the_choice() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_millis(100));
    let map = board().map;
    let lon = map.find_province("Lon").expect("Lon");
    act(&mut app, Act::Start(Box::new(english_winter())));
    let Stage::Curtain { .. } = stage(&app) else {
        panic!("England's player is called: {:?}", stage(&app));
    };
    act(&mut app, Act::Ready(String::new()));
    act(&mut app, Act::Click(Location::province(lon)));
    assert_eq!(
        app.world().resource::<Entry>().build_at,
        Some(lon),
        "the chooser opens"
    );
    assert!(
        app.world().resource::<Table>().drafts[0].lines.is_empty(),
        "nothing guessed"
    );
    let fleet = AdjustOrder::Build {
        kind: Some(UnitKind::Fleet),
        at: Location::province(lon),
    };
    act(&mut app, Act::Adjust(fleet));
    let table = app.world().resource::<Table>();
    let built: Vec<_> = table.drafts[0].orders().map(|w| w.order).collect();
    assert_eq!(built, vec![crate::engine::order::Order::Adjust(fleet)]);
    assert_eq!(app.world().resource::<Entry>().build_at, None, "and closes");
}

#[test]
fn st_petersburg_offers_an_army_and_a_fleet_on_each_coast_by_name() {
    let map = board().map;
    let g = Game::new(
        &map,
        Setup::standard(&map, &["a", "b", "c", "d", "e", "f", "g"], 0, "1971", 1).expect("setup"),
    );
    let mut position = g.position.clone();
    let (stp, swe) = (
        map.find_province("StP").expect("StP"),
        map.find_province("Swe").expect("Swe"),
    );
    let russia = map.find_power("Russia").expect("Russia");
    position.phase.kind = PhaseKind::Adjustment;
    position.phase.season = Season::Autumn;
    let fleet = position.unit_at(stp).expect("a fleet in StP");
    position.units[fleet].loc = Location::province(map.find_province("Bot").expect("Bot"));
    position.owners[swe.0 as usize] = Some(russia);
    let draft = super::draft::Draft {
        power: russia,
        lines: Vec::new(),
    };
    let words: Vec<String> = build_choices(&map, &position, &g.setup.rules, &draft, stp)
        .iter()
        .map(build_words)
        .collect();
    assert_eq!(
        words,
        ["Army", "Fleet — north coast", "Fleet — south coast"]
    );
}
