//! The special rules as players meet them: the reason an order is refused while it is
//! written, the results text, the unit memory behind Tyrolia, and map-file checks.
//! (Board outcomes per rule and season are data: tests/variants/european.txt.)

use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::{
    Check, HookReason, Verdict, VoidReason, adjudicate_movement, check_alone, legal_retreats,
    movement_orders, rail_destinations, variant_refusal,
};
use crate::engine::game::report::explain;
use crate::engine::ids::{Location, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::parse_order;
use crate::engine::position::{Arrival, DislodgedUnit, Phase, PhaseKind, Position, Season, Unit};
use crate::engine::rules::Rules;

fn european() -> Map {
    Map::named("european").expect("the european map loads")
}

fn phase(season: Season, kind: PhaseKind) -> Phase {
    Phase {
        year: 1891,
        season,
        kind,
    }
}

/// A board with these units (`"Italy A mil"`), at the phase given.
fn board(map: &Map, at: Phase, units: &[&str]) -> Position {
    let mut pos = Position::empty(map, at);
    for text in units {
        let w: Vec<&str> = text.split_whitespace().collect();
        let kind = if w[1] == "A" {
            UnitKind::Army
        } else {
            UnitKind::Fleet
        };
        pos.units.push(Unit {
            power: map.find_power(w[0]).expect("power"),
            kind,
            loc: Location::province(map.find_province(w[2]).expect("province")),
        });
    }
    pos
}

fn check(map: &Map, pos: &Position, power: &str, order: &str) -> Check {
    let w = parse_order(map, pos, map.find_power(power), order).expect("the order reads");
    check_alone(Board::new(map, pos, &Rules::default()), &w)
}

fn refusal(map: &Map, pos: &Position, power: &str, order: &str) -> Option<String> {
    let w = parse_order(map, pos, map.find_power(power), order).expect("the order reads");
    variant_refusal(map, pos, &w)
}

#[test]
fn a_fall_move_from_milan_into_switzerland_is_greyed_out_with_the_reason() {
    let map = european();
    let fall = board(
        &map,
        phase(Season::Autumn, PhaseKind::Movement),
        &["Italy A mil"],
    );
    let why = "Switzerland's borders with Marseilles, Piedmont, Milan and Tyrolia are closed \
               to armies in Fall";
    assert_eq!(
        check(&map, &fall, "Italy", "A mil-swi"),
        Check::Void(why.into())
    );
    assert_eq!(
        refusal(&map, &fall, "Italy", "A mil-swi").as_deref(),
        Some(why)
    );
    let spring = board(
        &map,
        phase(Season::Spring, PhaseKind::Movement),
        &["Italy A mil"],
    );
    assert_eq!(check(&map, &spring, "Italy", "A mil-swi"), Check::Fine);
    assert_eq!(refusal(&map, &spring, "Italy", "A mil-swi"), None);
}

#[test]
fn a_support_for_a_refused_crossing_says_why() {
    let map = european();
    let fall = board(
        &map,
        phase(Season::Autumn, PhaseKind::Movement),
        &["Italy A mil", "France A bur"],
    );
    let Check::Void(why) = check(&map, &fall, "France", "A bur S A mil-swi") else {
        panic!("the support should be void");
    };
    assert!(why.starts_with("the unit in Milan cannot move to Switzerland: Switzerland's"));
    let Check::Void(why) = check(&map, &fall, "Italy", "A mil S A bur-swi") else {
        panic!("the support across the border should be void");
    };
    assert!(
        why.starts_with("no support crosses Switzerland's closed borders"),
        "{why}"
    );
}

#[test]
fn kurdistan_and_the_norse_coast_name_their_rule() {
    let map = european();
    let fall = phase(Season::Autumn, PhaseKind::Movement);
    let pos = board(
        &map,
        fall,
        &["Turkey A kur", "Turkey A syr", "Russia A fin"],
    );
    assert_eq!(
        refusal(&map, &pos, "Turkey", "A kur S A syr").as_deref(),
        Some("an army in Kurdistan cannot give support")
    );
    // No fleet in the Norwegian Sea: the Fall move can never stand.
    let Check::Void(why) = check(&map, &pos, "Russia", "A fin-nco") else {
        panic!("unescorted Fall move into the Norse Coast should be void");
    };
    assert!(
        why.contains("only with the support of a fleet in the Norwegian Sea"),
        "{why}"
    );
    // With a fleet there, the order is possible, with a condition.
    let mut with_fleet = pos.clone();
    with_fleet
        .units
        .extend(board(&map, fall, &["England F nrg"]).units);
    assert!(matches!(
        check(&map, &with_fleet, "Russia", "A fin-nco"),
        Check::Note(_)
    ));
}

#[test]
fn tyrolia_remembers_a_spring_crossing_from_munich_through_real_turns() {
    let map = european();
    let rules = Rules::default();
    let spring = board(
        &map,
        phase(Season::Spring, PhaseKind::Movement),
        &["Germany A mun"],
    );
    let orders = [parse_order(&map, &spring, map.find_power("Germany"), "A mun-tyr").expect("o")];
    let result = adjudicate_movement(
        Board::new(&map, &spring, &rules),
        &movement_orders(&map, &spring, &orders),
    );
    let mut fall = result.apply(&spring);
    let tyr = map.find_province("tyr").expect("tyr");
    assert_eq!(
        fall.arrival(tyr).copied(),
        Some(Arrival {
            province: tyr,
            from: map.find_province("mun").expect("mun"),
            phase: spring.phase,
        })
    );
    fall.phase = phase(Season::Autumn, PhaseKind::Movement);
    let Check::Void(why) = check(&map, &fall, "Germany", "A tyr-ven") else {
        panic!("the crossing back over the ridge should be void");
    };
    assert_eq!(
        why,
        "this army crossed the mountains into Tyrolia from Munich in Spring: in Fall it may \
         not move or support into Milan or Venice"
    );
    assert_eq!(check(&map, &fall, "Germany", "A tyr-vie"), Check::Fine);
    // A year later the army has held Tyrolia for more than one turn and is free.
    fall.phase.year += 1;
    assert_eq!(check(&map, &fall, "Germany", "A tyr-ven"), Check::Fine);
}

#[test]
fn a_cut_escort_and_a_short_railroad_journey_are_explained_in_the_results() {
    let map = european();
    let rules = Rules::default();
    let fall = phase(Season::Autumn, PhaseKind::Movement);
    let pos = board(
        &map,
        fall,
        &[
            "Russia A fin",
            "England F nrg",
            "Germany F nth",
            "Russia A mos",
            "Turkey A ark",
        ],
    );
    let texts = [
        ("Russia", "A fin-nco"),
        ("England", "F nrg S A fin-nco"),
        ("Germany", "F nth-nrg"),
        ("Russia", "A mos-oms"),
        ("Turkey", "A ark-oms"),
    ];
    let written: Vec<_> = texts
        .iter()
        .map(|(p, t)| parse_order(&map, &pos, map.find_power(p), t).expect("reads"))
        .collect();
    let result = adjudicate_movement(
        Board::new(&map, &pos, &rules),
        &movement_orders(&map, &pos, &written),
    );
    let Verdict::Void(VoidReason::Hook(HookReason::EscortFailed { cut_by, .. })) =
        result.verdicts[0]
    else {
        panic!("expected a failed escort, got {:?}", result.verdicts[0]);
    };
    assert_eq!(cut_by, Some(2));
    assert_eq!(
        explain(&map, &pos, &result.verdicts[0]),
        "fails: in Fall an army enters or leaves Norse Coast only with the support of the fleet \
         in the Norwegian Sea, and that support was cut by German F(NTH)"
    );
    // The train stops in Perm: it moved there, and the note says why.
    assert_eq!(result.verdicts[3], Verdict::Moved);
    let per = map.find_province("per").expect("per");
    assert!(
        matches!(result.orders[3], crate::engine::order::MainOrder::Move { to, .. } if to.province == per)
    );
    let (_, note) = result.notes.iter().find(|(i, _)| *i == 3).expect("a note");
    assert_eq!(
        note.describe(&map, &pos),
        "the railroad journey stops in Perm: Omsk was attacked by Turkish A(Ark)"
    );
}

#[test]
fn a_railroad_move_is_offered_and_cannot_be_supported() {
    let map = european();
    let spring = phase(Season::Spring, PhaseKind::Movement);
    let pos = board(&map, spring, &["Russia A mos", "Russia A kha"]);
    let oms = map.find_province("oms").expect("oms");
    assert_eq!(rail_destinations(&map, &pos.units[0]), vec![oms]);
    assert!(rail_destinations(&map, &pos.units[1]).is_empty());
    assert!(matches!(
        check(&map, &pos, "Russia", "A mos-oms"),
        Check::Note(_)
    ));
    assert_eq!(
        check(&map, &pos, "Russia", "A kha S A mos-per"),
        Check::Fine,
        "an ordinary move to Perm may be supported"
    );
}

#[test]
fn winter_retreats_leave_out_closed_borders_and_the_norse_coast() {
    let map = european();
    let rules = Rules::default();
    let mut pos = board(
        &map,
        phase(Season::Autumn, PhaseKind::Retreat),
        &["France A swi"],
    );
    let italian = Unit {
        power: map.find_power("Italy").expect("Italy"),
        kind: UnitKind::Army,
        loc: Location::province(map.find_province("swi").expect("swi")),
    };
    let dislodged = DislodgedUnit {
        unit: italian,
        attacker_from: map.find_province("bur").expect("bur"),
        by_convoy: false,
        also_from: Vec::new(),
    };
    pos.dislodged.push(dislodged.clone());
    let names = |p: &Position| -> Vec<String> {
        legal_retreats(Board::new(&map, p, &rules), &dislodged)
            .iter()
            .map(|l| map.id_of(l.province).to_string())
            .collect()
    };
    assert_eq!(names(&pos), ["lyn", "frk", "mun"]);
    let Check::Void(why) = check(&map, &pos, "Italy", "A swi-mil") else {
        panic!("a Winter retreat over the closed border should be void");
    };
    assert!(why.ends_with("are closed to armies in Winter"), "{why}");
    pos.phase.season = Season::Spring;
    assert_eq!(
        names(&pos),
        ["lyn", "frk", "mun", "tyr", "mil", "pie", "mar"]
    );
}

#[test]
fn the_standard_board_has_no_hooks_and_keeps_its_names() {
    let map = Map::named("standard").expect("standard");
    assert!(map.special_rules.is_empty());
    assert_eq!(map.last_year, None);
    let pos = board(
        &map,
        phase(Season::Autumn, PhaseKind::Movement),
        &["Italy A ven"],
    );
    assert_eq!(refusal(&map, &pos, "Italy", "A ven-tyr"), None);
}

#[test]
fn a_hook_naming_a_province_that_is_not_next_door_is_refused_when_loading() {
    let text = include_str!("../../../../maps/european.ron").replace(
        "MountainPass(province: \"tyr\", north: [\"mun\"]",
        "MountainPass(province: \"tyr\", north: [\"ber\"]",
    );
    let err = Map::from_ron(&text, "bad.ron").expect_err("ber is not next to tyr");
    assert_eq!(
        err.to_string(),
        "bad.ron: special rule MountainPass: `ber` is not next to `tyr`"
    );
}
