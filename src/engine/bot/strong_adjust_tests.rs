//! The Strong computer's retreats, builds and removals on positions where the right
//! choice is plain: every line passes the engine's check and the choice is the one a good
//! player makes.

use super::tests::only_units;
use super::*;
use crate::engine::ids::{Location, UnitKind};
use crate::engine::position::{DislodgedUnit, Unit};

/// `only_units` in another phase, with these centre owners (power name, provinces).
fn at_phase(
    map: &Map,
    units: &[(&str, UnitKind, &str)],
    season: Season,
    kind: PhaseKind,
    owners: &[(&str, &[&str])],
) -> Position {
    let mut pos = only_units(map, units);
    pos.phase.season = season;
    pos.phase.kind = kind;
    for &(power, centres) in owners {
        for c in centres {
            let p = map.find_province(c).expect("centre");
            pos.owners[p.index()] = map.find_power(power);
        }
    }
    pos
}

/// Adds a dislodged unit of `power` that was in `at`, dislodged from `from`.
fn dislodge(map: &Map, pos: &mut Position, power: &str, kind: UnitKind, at: &str, from: &str) {
    pos.dislodged.push(DislodgedUnit {
        unit: Unit {
            power: map.find_power(power).expect("power"),
            kind,
            loc: Location::province(map.find_province(at).expect("at")),
        },
        attacker_from: map.find_province(from).expect("from"),
        by_convoy: false,
        also_from: Vec::new(),
    });
}

/// The Strong computer's orders for `power` under seeds 0 to 4, each line checked by the
/// engine.
fn strong_lines(map: &Map, pos: &Position, power: &str) -> Vec<Vec<String>> {
    let rules = Rules::preset("1971").expect("rules");
    let p = map.find_power(power).expect("power");
    (0..5)
        .map(|seed| {
            let lines = computer_lines(Level::Strong, map, pos, &rules, p, seed);
            for line in &lines {
                assert!(
                    is_sound(
                        crate::engine::adjudicate::Board::new(map, pos, &rules),
                        p,
                        line
                    ),
                    "{line} is refused"
                );
            }
            lines
        })
        .collect()
}

#[test]
fn in_autumn_a_strong_austria_retreats_into_its_empty_vienna_and_russia_keeps_out_of_the_bounce() {
    let map = Map::named("standard").expect("map");
    let mut pos = at_phase(
        &map,
        &[
            ("Germany", UnitKind::Army, "boh"),
            ("Germany", UnitKind::Army, "tyr"),
            ("Austria", UnitKind::Army, "gal"),
            ("Austria", UnitKind::Army, "bud"),
            ("Austria", UnitKind::Fleet, "tri"),
        ],
        Season::Autumn,
        PhaseKind::Retreat,
        &[],
    );
    // Both may retreat into Vienna, which is Austria's and empty: a Russian army there
    // would take it before the winter; two retreats there bounce and both disband.
    dislodge(&map, &mut pos, "Austria", UnitKind::Army, "boh", "mun");
    dislodge(&map, &mut pos, "Russia", UnitKind::Army, "gal", "rum");
    for lines in strong_lines(&map, &pos, "Austria") {
        assert_eq!(lines, vec!["A(Boh)-Vie".to_string()]);
    }
    // The Novice's Russia walks into the bounce; the Strong one saves its army.
    for lines in strong_lines(&map, &pos, "Russia") {
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(
            lines[0].starts_with("A(Gal)-") && !lines[0].ends_with("Vie"),
            "{lines:?}"
        );
    }
}

#[test]
fn a_strong_power_builds_armies_for_targets_inland_and_fleets_for_targets_across_the_sea() {
    let map = Map::named("standard").expect("map");
    let (army, fleet) = (UnitKind::Army, UnitKind::Fleet);
    let autumn = |units: &[(&str, UnitKind, &str)], owners: &[(&str, &[&str])]| {
        at_phase(&map, units, Season::Autumn, PhaseKind::Adjustment, owners)
    };
    // Venice is Italy's only free home; Austria's centres lie over the mountains (the
    // Novice builds a fleet here about half the time).
    let venice = autumn(
        &[
            ("Italy", fleet, "nap"),
            ("Italy", army, "rom"),
            ("Austria", army, "bud"),
        ],
        &[("Italy", &["tun"])],
    );
    // Naples is; Austria holds Venice and Tyrolia, Tunis and Greece are open across
    // the sea (the Novice builds an army here about half the time).
    let naples = autumn(
        &[
            ("Italy", army, "rom"),
            ("Austria", army, "ven"),
            ("Austria", army, "tyr"),
        ],
        &[("Austria", &["ven"]), ("Italy", &["tri"])],
    );
    // London is England's; an army there could only walk to its other centres.
    let london = autumn(
        &[("England", army, "edi"), ("England", fleet, "lvp")],
        &[("England", &["nwy"])],
    );
    for (pos, power, build) in [
        (venice, "Italy", "Build A(Ven)"),
        (naples, "Italy", "Build F(Nap)"),
        (london, "England", "Build F(Lon)"),
    ] {
        for lines in strong_lines(&map, &pos, power) {
            assert_eq!(lines, vec![build.to_string()]);
        }
    }
}

#[test]
fn a_strong_power_removes_the_unit_with_nothing_to_do_and_keeps_the_guard_of_a_threatened_home() {
    let map = Map::named("standard").expect("map");
    let (army, fleet) = (UnitKind::Army, UnitKind::Fleet);
    let autumn = |units: &[(&str, UnitKind, &str)]| {
        at_phase(&map, units, Season::Autumn, PhaseKind::Adjustment, &[])
    };
    // England's army in Yorkshire cannot leave the island; its fleets face open centres.
    let england = autumn(&[
        ("England", army, "yor"),
        ("England", fleet, "nth"),
        ("England", fleet, "eng"),
        ("England", fleet, "mao"),
    ]);
    for lines in strong_lines(&map, &england, "England") {
        assert_eq!(lines, vec!["Remove A(Yor)".to_string()]);
    }
    // Germany has four units for three centres; France's army in Burgundy eyes Munich,
    // which only the army standing there guards.
    let germany = autumn(&[
        ("Germany", army, "mun"),
        ("Germany", fleet, "kie"),
        ("Germany", army, "ber"),
        ("Germany", army, "sil"),
        ("France", army, "bur"),
    ]);
    for lines in strong_lines(&map, &germany, "Germany") {
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert_ne!(lines[0], "Remove A(Mun)", "the guard of Munich stays");
    }
}

#[test]
fn in_autumn_a_strong_france_retreats_beside_paris_to_leave_it_free_for_a_build() {
    let map = Map::named("standard").expect("map");
    let mut pos = at_phase(
        &map,
        &[
            ("Germany", UnitKind::Army, "bur"),
            ("Germany", UnitKind::Army, "bel"),
            ("Germany", UnitKind::Army, "ruh"),
            ("France", UnitKind::Fleet, "bre"),
            ("France", UnitKind::Army, "mar"),
        ],
        Season::Autumn,
        PhaseKind::Retreat,
        &[("France", &["spa", "por"])],
    );
    // France will have five centres and three units: Paris is the one home left free to
    // build on, and the army would take it.
    dislodge(&map, &mut pos, "France", UnitKind::Army, "bur", "mun");
    for lines in strong_lines(&map, &pos, "France") {
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(
            lines[0].starts_with("A(Bur)-") && !lines[0].ends_with("Par"),
            "{lines:?}"
        );
    }
}
