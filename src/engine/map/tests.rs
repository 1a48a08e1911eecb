//! Map tests: the standard board's facts, aliases, and the loader's and checker's messages.

use super::{Map, MapError, Terrain, check_map};
use crate::engine::ids::{Coast, Location, UnitKind};

fn standard() -> Map {
    Map::named("standard").expect("standard map")
}

#[test]
fn the_standard_board_has_the_rulebook_facts() {
    let map = standard();
    assert!(check_map(&map).is_empty(), "{:?}", check_map(&map));
    assert_eq!(
        map.provinces.len(),
        76,
        "75 playable provinces and Switzerland"
    );
    assert_eq!(map.centres().count(), 34);
    assert_eq!(map.victory_centres, 18);
    assert_eq!(map.powers.len(), 7);
    assert_eq!(map.powers.iter().map(|p| p.units.len()).sum::<usize>(), 22);
    let russia = map.power(map.find_power("Russia").expect("Russia"));
    assert_eq!(russia.homes.len(), 4);
    assert!(russia.units.contains(&(
        UnitKind::Fleet,
        Location {
            province: map.find_province("stp").expect("stp"),
            coast: Some(Coast::South)
        }
    )));
    let swi = map.province(map.find_province("Switzerland").expect("swi"));
    assert_eq!(swi.terrain, Terrain::Impassable);
    assert!(swi.army.is_empty() && swi.fleet.is_empty());
}

#[test]
fn special_areas_connect_as_the_rulebook_says() {
    let map = standard();
    let p = |n: &str| map.find_province(n).unwrap_or_else(|| panic!("{n}"));
    let fleet = |n: &str| Location::province(p(n));
    assert!(
        map.fleet_adjacent(fleet("kie"), p("bal")) && map.fleet_adjacent(fleet("kie"), p("hel"))
    );
    assert!(
        map.fleet_adjacent(fleet("con"), p("bla")) && map.fleet_adjacent(fleet("con"), p("aeg"))
    );
    assert!(map.army_adjacent(p("den"), p("swe")));
    assert!(!map.fleet_adjacent(fleet("ska"), p("bal")));
    assert!(!map.army_adjacent(p("spa"), p("naf")));
    assert!(!map.fleet_adjacent(fleet("gre"), p("eas")));
    assert!(!map.army_adjacent(p("mos"), p("arm")));
    let bul_sc = Location {
        province: p("bul"),
        coast: Some(Coast::South),
    };
    assert!(map.fleet_adjacent(bul_sc, p("aeg")) && !map.fleet_adjacent(bul_sc, p("bla")));
}

#[test]
fn players_names_for_provinces_are_understood() {
    let map = standard();
    for (alias, id) in [
        ("nth", "nth"),
        ("NTH", "nth"),
        ("mid", "mid"),
        ("MAO", "mid"),
        ("bot", "bot"),
        ("GoB", "bot"),
        ("eng", "eng"),
        ("nrg", "nrg"),
        ("NWG", "nrg"),
        ("lyo", "gol"),
        ("GoL", "gol"),
        ("tyn", "tys"),
        ("adr", "adr"),
        ("ADS", "adr"),
        ("eas", "eas"),
        ("wes", "wes"),
        ("stp", "stp"),
        ("St. P", "stp"),
        ("St. Petersburg", "stp"),
        ("North Sea", "nth"),
        ("Lpl", "lvp"),
        ("Mid-Atlantic Ocean", "mid"),
    ] {
        let found = map
            .find_province(alias)
            .unwrap_or_else(|| panic!("`{alias}` not found"));
        assert_eq!(map.id_of(found), id, "`{alias}`");
    }
    assert_eq!(map.find_power("Austria-Hungary"), map.find_power("Austria"));
    assert_eq!(map.find_power("Turkish"), map.find_power("Turkey"));
}

#[test]
fn a_broken_map_file_names_the_line_and_column() {
    let err = Map::from_ron("MapFile(name: \"x\",\n  title: 3,", "maps/broken.ron").unwrap_err();
    let MapError::Syntax { file, line, .. } = &err else {
        panic!("{err}")
    };
    assert_eq!(file, "maps/broken.ron");
    assert_eq!(*line, 2, "{err}");
}

fn tiny(adjacency: &str) -> String {
    format!(
        r#"MapFile(name: "tiny", title: "Tiny", victory_centres: 1, powers: [
            PowerFile(name: "Red", adjective: "Red", homes: ["aaa"], units: ["A aaa"])],
          provinces: [
            ProvinceFile(id: "aaa", abbr: "Aaa", name: "Aland", terrain: Land, centre: true, army: [{adjacency}]),
            ProvinceFile(id: "bbb", abbr: "Bbb", name: "Bland", terrain: Land, army: []),
          ])"#
    )
}

#[test]
fn an_unknown_neighbour_names_the_province_and_line() {
    let err = Map::from_ron(&tiny("\"zzz\""), "tiny.ron").unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("tiny.ron:4:") && text.contains("aaa") && text.contains("zzz"),
        "{text}"
    );
}

#[test]
fn map_check_rejects_a_one_way_border() {
    let map = Map::from_ron(&tiny("\"bbb\""), "tiny.ron").expect("loads");
    let problems = check_map(&map);
    assert!(
        problems
            .iter()
            .any(|p| p.subject == "aaa" && p.message.contains("no move back")),
        "{problems:?}"
    );
}

#[test]
fn map_check_rejects_coasts_on_inland_provinces() {
    let text = tiny("").replace(
        "army: []),\n          ])",
        "army: [], coasts: [CoastFile(id: \"nc\", name: \"North Coast\", fleet: [])]),\n          ])",
    );
    let err = Map::from_ron(&text, "tiny.ron").unwrap_err();
    assert!(err.to_string().contains("not coastal"), "{err}");
}

#[test]
fn the_unknown_map_message_lists_every_built_in_map() {
    let e = Map::named("atlantis").expect_err("no such map").to_string();
    for name in super::builtin_names() {
        assert!(e.contains(name), "{e} does not name {name}");
    }
}

#[test]
fn the_european_draft_has_eight_powers_and_fifty_four_centres() {
    let map = Map::named("european").expect("the ce05 draft loads");
    assert_eq!(map.powers.len(), 8);
    assert_eq!(map.centres().count(), 54);
    assert_eq!(map.victory_centres, 28);
    let units: usize = map.powers.iter().map(|p| p.units.len()).sum();
    assert_eq!(units, 25);
}

#[test]
fn extra_home_centres_start_unowned_but_are_homes_for_building() {
    use crate::engine::position::Position;
    let map = Map::named("european").expect("the ce05 draft loads");
    let england = map.find_power("England").expect("England");
    let bfs = map.find_province("bfs").expect("Belfast");
    assert!(map.power(england).extra_homes.contains(&bfs));
    assert_eq!(map.province(bfs).home_of, Some(england));
    let start = Position::initial(&map);
    assert_eq!(start.owners[bfs.index()], None);
    assert_eq!(start.centre_count(england), 3);
    let extra: usize = map.powers.iter().map(|p| p.extra_homes.len()).sum();
    assert_eq!(extra, 8);
}

#[test]
fn a_map_with_more_powers_than_ids_is_refused() {
    // Powers are numbered in 8 bits: a 257th would have shared the first one's number.
    let powers: String = (0..257)
        .map(|i| format!("PowerFile(name: \"P{i}\", adjective: \"Q{i}\", homes: [], units: []),"))
        .collect();
    let text = format!(
        "MapFile(name: \"many\", title: \"Many\", victory_centres: 1, powers: [{powers}], \
         provinces: [ProvinceFile(id: \"a\", abbr: \"A\", name: \"Aa\", terrain: Land)])"
    );
    let err = Map::from_ron(&text, "many.ron").expect_err("refused");
    assert!(
        matches!(&err, MapError::Power { power, .. } if power == "P256"),
        "{err}"
    );
    assert!(err.to_string().contains("at most 256 powers"), "{err}");
    let fewer = text.replace(
        "PowerFile(name: \"P256\", adjective: \"Q256\", homes: [], units: []),",
        "",
    );
    assert_eq!(
        Map::from_ron(&fewer, "many.ron")
            .expect("loads")
            .powers
            .len(),
        256
    );
}
