//! Sandbox tests: set-up commands with their refusals, slips checked line by line, a game
//! played through two years with a step back and a branch, and a case exported.

use super::{Board, MadeBy, Sandbox, SetupCommand, Start, split_by_power};
use crate::engine::adjudicate::Check;
use crate::engine::ids::{Coast, Location, PowerId, ProvinceId, UnitKind};
use crate::engine::position::{Phase, PhaseKind, Season};

fn sandbox(board: Board) -> Sandbox {
    Sandbox::new(board, "1971").expect("the sandbox opens")
}

fn power(s: &Sandbox, name: &str) -> PowerId {
    s.map.find_power(name).expect("power")
}

fn at(s: &Sandbox, name: &str) -> ProvinceId {
    s.map.find_province(name).expect("province")
}

/// The units on the board, described and sorted (`England: F nth`).
fn board(s: &Sandbox) -> Vec<String> {
    let mut out: Vec<String> = s
        .position()
        .units
        .iter()
        .map(|u| {
            format!(
                "{}: {} {}",
                s.map.power(u.power).name,
                u.kind.letter(),
                s.map.location_id(u.loc)
            )
        })
        .collect();
    out.sort();
    out
}

fn has(s: &Sandbox, unit: &str) -> bool {
    board(s).iter().any(|u| u == unit)
}

#[test]
fn set_up_commands_place_and_refuse_with_reasons() {
    let mut s = sandbox(Board::Standard);
    s.set_up(SetupCommand::Start(Start::Empty)).expect("empty");
    assert!(s.position().units.is_empty());
    let eng = power(&s, "England");
    let place = |s: &Sandbox, kind, name: &str, coast| SetupCommand::Place {
        power: eng,
        kind,
        at: Location {
            province: at(s, name),
            coast,
        },
        count: 1,
    };
    let no_coast = place(&s, UnitKind::Fleet, "stp", None);
    let err = s.set_up(no_coast).unwrap_err();
    assert!(
        err.contains("which coast") && err.contains("nc or sc"),
        "{err}"
    );
    let army_at_sea = place(&s, UnitKind::Army, "nth", None);
    assert!(s.set_up(army_at_sea).unwrap_err().contains("sea"));
    s.set_up(place(&s, UnitKind::Fleet, "stp", Some(Coast::North)))
        .expect("a fleet on a named coast");
    assert!(has(&s, "England: F stp/nc"));
    let again = place(&s, UnitKind::Army, "stp", None);
    assert!(s.set_up(again).unwrap_err().contains("remove it first"));
    let two = SetupCommand::Place {
        power: eng,
        kind: UnitKind::Army,
        at: Location::province(at(&s, "lon")),
        count: 2,
    };
    assert!(s.set_up(two).unwrap_err().contains("do not stack"));
    let stp = at(&s, "stp");
    s.set_up(SetupCommand::SetOwner {
        centre: stp,
        owner: Some(eng),
    })
    .expect("owner");
    assert_eq!(s.position().centre_count(eng), 1);
    let nth = at(&s, "nth");
    let not_centre = SetupCommand::SetOwner {
        centre: nth,
        owner: Some(eng),
    };
    assert!(
        s.set_up(not_centre)
            .unwrap_err()
            .contains("not a supply centre")
    );
    let dislodge = SetupCommand::Dislodge {
        power: power(&s, "Russia"),
        kind: UnitKind::Army,
        at: Location::province(stp),
        attacker_from: at(&s, "bar"),
        by_convoy: false,
        also_from: Vec::new(),
        count: 1,
    };
    assert!(
        s.set_up(dislodge.clone())
            .unwrap_err()
            .contains("retreat phase")
    );
    let retreat = Phase {
        year: 1905,
        season: Season::Autumn,
        kind: PhaseKind::Retreat,
    };
    s.set_up(SetupCommand::SetPhase(retreat)).expect("phase");
    s.set_up(dislodge).expect("dislodged in a retreat phase");
    assert_eq!(s.position().dislodged.len(), 1);
    // Set-up on the first step changes it in place: there is nothing to step back to.
    assert!(!s.back());
    let remove = SetupCommand::Remove {
        at: stp,
        kind: None,
        count: 1,
    };
    s.set_up(remove.clone()).expect("removed");
    assert!(s.set_up(remove).unwrap_err().contains("no unit to remove"));
}

#[test]
fn stacks_are_placed_with_counts_on_multiplomacy() {
    let mut s = sandbox(Board::Multiplomacy);
    s.set_up(SetupCommand::Start(Start::Empty)).expect("empty");
    let (eng, fra) = (power(&s, "England"), power(&s, "France"));
    let nth = Location::province(at(&s, "nth"));
    let three = SetupCommand::Place {
        power: eng,
        kind: UnitKind::Fleet,
        at: nth,
        count: 3,
    };
    s.set_up(three).expect("a stack of three");
    assert_eq!(s.position().count_in(nth.province), 3);
    let french = SetupCommand::Place {
        power: fra,
        kind: UnitKind::Fleet,
        at: nth,
        count: 1,
    };
    assert!(s.set_up(french).unwrap_err().contains("only one power"));
    s.set_up(SetupCommand::Remove {
        at: nth.province,
        kind: Some(UnitKind::Fleet),
        count: 2,
    })
    .expect("two taken off");
    assert_eq!(s.position().count_in(nth.province), 1);
}

#[test]
fn slips_are_read_and_checked_line_by_line() {
    let mut s = sandbox(Board::Standard);
    let fra = power(&s, "France");
    let lines = s.write_slip(fra, "France:\nA(Par)-Bur\n\nA(Mar)-Mun\nF(Bre)-Xyz\n");
    assert_eq!(lines.len(), 3, "the header and blank line are not orders");
    assert_eq!(lines[0].check, Check::Fine);
    let Check::Void(why) = &lines[1].check else {
        panic!("Mar-Mun is void: {:?}", lines[1]);
    };
    assert!(why.contains("adjacent"), "{why}");
    assert!(lines[2].orders.is_err() && lines[2].describe().contains("Xyz"));
    // A slip replaces the power's earlier one; its lines read back in the board's notation.
    s.write_slip(fra, "A(Par) H");
    assert_eq!(s.slip(fra), vec!["A(Par) Stands".to_string()]);
    let split = split_by_power(
        &s.map,
        "England:\nF(Lon)-Nth\nGermany: A(Mun)-Ruh\nA(Ber)-Kie",
    )
    .expect("splits");
    assert_eq!(split.len(), 2);
    assert_eq!(split[1].1, vec!["A(Mun)-Ruh", "A(Ber)-Kie"]);
    assert!(
        split_by_power(&s.map, "F(Lon)-Nth")
            .unwrap_err()
            .contains("line 1")
    );
}

/// Resolves and returns the new phase.
fn resolve(s: &mut Sandbox) -> Phase {
    s.resolve();
    s.position().phase
}

fn write(s: &mut Sandbox, name: &str, slip: &str) {
    let p = power(s, name);
    for line in s.write_slip(p, slip) {
        assert!(!line.check.is_void(), "{}", line.describe());
    }
}

#[test]
fn a_game_plays_two_years_with_a_step_back_and_a_branch() {
    let mut s = sandbox(Board::Standard);
    write(&mut s, "England", "F(Lon)-Nth\nF(Edi)-Nwg\nA(Lvp)-Yor");
    write(&mut s, "France", "A(Par)-Bur\nA(Mar)-Spa\nF(Bre)-Mid");
    write(&mut s, "Germany", "A(Mun)-Ruh\nA(Ber)-Kie\nF(Kie)-Den");
    assert_eq!(resolve(&mut s).season, Season::Autumn);
    write(&mut s, "England", "F(Nwg)-Nwy\nF(Nth)-Bel");
    write(&mut s, "France", "F(Mid)-Por");
    write(&mut s, "Germany", "A(Kie)-Hol\nA(Ruh)-Bel");
    assert_eq!(resolve(&mut s).kind, PhaseKind::Adjustment);
    assert!(
        has(&s, "England: F nwy") && has(&s, "England: F nth"),
        "Bel bounced"
    );
    let eng = power(&s, "England");
    assert_eq!(s.position().centre_count(eng), 4);
    write(&mut s, "England", "Build F Lon");
    write(&mut s, "France", "Build A Par\nBuild F Bre");
    write(&mut s, "Germany", "Build A Ber\nBuild A Mun");
    let spring_1902 = resolve(&mut s);
    assert_eq!(
        (spring_1902.year, spring_1902.season),
        (1902, Season::Spring)
    );
    assert!(has(&s, "England: F lon") && has(&s, "France: F bre"));
    let spring_step = s.history().current_index();
    write(&mut s, "England", "F(Nth)-Hol");
    write(&mut s, "Germany", "A(Hol) H");
    resolve(&mut s);
    assert!(has(&s, "Germany: A hol"), "an unsupported attack fails");
    let first_branch = s.history().current_index();

    // Back is a stored step; the slips written there are still there.
    assert!(s.back());
    assert_eq!(s.history().current_index(), spring_step);
    assert_eq!(s.slip(eng), vec!["F(NTH)-Hol".to_string()]);
    // The same orders again lead to the stored step, not a new one.
    resolve(&mut s);
    assert_eq!(s.history().current_index(), first_branch);
    s.back();
    // Changed orders make a new branch; the old one is kept.
    write(&mut s, "England", "F(Nth)-Hol\nF(Lon)-Nth\nF(Nwy) H");
    write(&mut s, "France", "A(Bur)-Bel");
    write(&mut s, "Germany", "A(Hol)-Kie");
    resolve(&mut s);
    assert!(has(&s, "England: F hol") && has(&s, "France: A bel"));
    let second_branch = s.history().current_index();
    assert!(s.back());
    assert_eq!(s.history().branches(), &[first_branch, second_branch]);
    assert!(s.choose_branch(first_branch) && s.forward());
    assert!(
        has(&s, "Germany: A hol"),
        "the first branch is kept as it was"
    );
    s.back();
    assert!(s.choose_branch(second_branch) && s.forward());

    // Autumn 1902 on the new branch: centres change hands, then the adjustments.
    write(&mut s, "France", "A(Bel) H");
    let fra = power(&s, "France");
    let next = resolve(&mut s);
    if next.kind == PhaseKind::Adjustment {
        assert!(s.position().centre_count(eng) >= 5);
        write(&mut s, "England", "Build F Edi");
        write(&mut s, "France", "Build A Mar");
        resolve(&mut s);
    }
    let now = s.position().phase;
    assert_eq!(
        (now.year, now.season, now.kind),
        (1903, Season::Spring, PhaseKind::Movement)
    );
    assert!(s.position().centre_count(fra) >= 6, "France took Bel");

    // Discarding the old branch keeps the new one and the path to it.
    let path = s.history().path();
    while s.history().current_index() != spring_step {
        assert!(s.back());
    }
    assert!(s.discard_branch(first_branch));
    assert_eq!(s.history().branches(), &[second_branch]);
    assert!(s.history().step(first_branch).is_none());
    while s.forward() {}
    assert_eq!(s.history().path(), path);
    assert!(matches!(
        s.history().current().made_by,
        MadeBy::Resolution(_)
    ));
}

#[test]
fn a_set_up_change_after_a_resolution_is_a_step_back_undoes() {
    let mut s = sandbox(Board::Standard);
    s.resolve();
    let before = board(&s);
    let eng = power(&s, "England");
    let place = SetupCommand::Place {
        power: eng,
        kind: UnitKind::Army,
        at: Location::province(at(&s, "wal")),
        count: 1,
    };
    s.set_up(place).expect("placed");
    assert!(has(&s, "England: A wal"));
    assert!(s.back());
    assert_eq!(board(&s), before);
}

#[test]
fn an_export_reads_back_as_the_same_set_up_and_orders() {
    let mut s = sandbox(Board::Standard);
    write(&mut s, "France", "A(Par)-Bur");
    let text = s.export_case("opening");
    assert!(
        text.starts_with("VARIANT_ALL standard\nCASE opening\n"),
        "{text}"
    );
    assert!(
        text.contains("PRESTATE_SETPHASE Spring 1901, Movement"),
        "{text}"
    );
    assert!(text.contains("\tFrance: A(Par)-Bur\n"), "{text}");
    assert!(
        text.contains("POSTSTATE\n") && text.contains("\tFrance: A bur\n"),
        "{text}"
    );
    let again = Sandbox::import_case(&text, "1971").expect("imports");
    assert_eq!(board(&again), board(&s));
    assert_eq!(again.position().owners, s.position().owners);
    assert_eq!(
        again.slip(power(&s, "France")),
        vec!["A(Par)-Bur".to_string()]
    );
    assert!(Sandbox::import_case("CASE x\nEND\nCASE", "1971").is_err());
    let multi = "VARIANT_ALL multiplomacy\nCASE m\nPRESTATE\n  England: 3 F nth\nORDERS\n  England: 2 F nth-nwg\nEND\n";
    let stacked = Sandbox::import_case(multi, "1971").expect("a stacked case imports");
    assert_eq!(stacked.board, Board::Multiplomacy);
    let text = stacked.export_case("m");
    assert!(
        text.contains("\tEngland: 2 F nrg\n") && text.contains("\tEngland: F nth\n"),
        "{text}"
    );
}

#[test]
fn a_retreat_phase_exports_its_dislodged_units_and_attackers() {
    let text = "CASE r\nPRESTATE_SETPHASE Spring 1901, Retreat\nPRESTATE\n  Italy: A tri\n  Austria: A ser\nPRESTATE_DISLODGED\n  Austria: F tri\nPRESTATE_RESULTS\n  SUCCESS: Italy: A ven-tri\n  FAILURE: Austria: A bud-vie\n  FAILURE: Russia: A gal-vie\nORDERS\n  Austria: F tri-alb\nEND\n";
    let s = Sandbox::import_case(text, "1971").expect("imports");
    assert_eq!(s.position().dislodged.len(), 1);
    assert_eq!(s.position().standoffs, vec![at(&s, "vie")]);
    let exported = s.export_case("r");
    assert!(exported.contains("SUCCESS: Italy: A ven-tri"), "{exported}");
    let again = Sandbox::import_case(&exported, "1971").expect("reads back");
    assert_eq!(again.position(), s.position());
    assert!(exported.contains("\tAustria: F alb\n"), "{exported}");
}

#[test]
fn typed_set_up_lines_build_a_retreat_position() {
    let mut s = sandbox(Board::Standard);
    let problems = s.set_up_text(
        "start empty\nphase Fall 1902, Retreat\nGermany: A war\nRussia: F stp/sc\n\
         owner war Russia\ndislodged Russia: A war from sil\nstandoff gal\n",
    );
    assert!(problems.is_empty(), "{problems:?}");
    let p = s.position();
    assert_eq!(
        (p.phase.year, p.phase.season, p.phase.kind),
        (1902, Season::Autumn, PhaseKind::Retreat)
    );
    assert_eq!(p.dislodged.len(), 1);
    assert_eq!(p.dislodged[0].attacker_from, at(&s, "sil"));
    assert_eq!(p.standoffs, vec![at(&s, "gal")]);
    // Galicia (stand-off) and Silesia (the attacker's origin) are closed: Ukraine is open.
    write(&mut s, "Russia", "A(War)-Ukr");
    let rus = power(&s, "Russia");
    let closed = s.write_slip(rus, "A(War)-Gal");
    assert!(closed[0].check.is_void(), "{}", closed[0].describe());
    let problems =
        s.set_up_text("remove 2 F nth\nFrance F bre\nowner nth France\nphase Winter\nitaly: A xyz");
    assert_eq!(problems.len(), 5, "{problems:?}");
    assert!(
        problems[0].starts_with("line 1: ") && problems[0].contains("no unit"),
        "{problems:?}"
    );
    assert!(problems[2].contains("not a supply centre"), "{problems:?}");
    assert!(problems[4].contains("`xyz`"), "{problems:?}");
}

/// A slip is read once, when it is written: its lines are checked from the typed orders
/// read then (each shown in the board's notation), a line that does not read as typed.
#[test]
fn a_slip_is_read_once_and_checked_from_its_typed_orders() {
    let mut s = sandbox(Board::Standard);
    let fra = power(&s, "France");
    s.write_slip(fra, "a mar - spa\nF Bre-Xyz");
    let checked = s.checked_slip(fra);
    assert_eq!(checked[0].text, "A(Mar)-Spa");
    assert_eq!(checked[0].check, Check::Fine);
    assert_eq!(checked[1].text, "F Bre-Xyz");
    assert!(checked[1].orders.is_err(), "{:?}", checked[1]);
    // A draft's typed orders go into the slip as they are.
    let mut draft = crate::engine::game::draft::Draft::new(fra);
    let order = checked[0].orders.clone().expect("reads")[0];
    draft
        .put(&s.map, s.position(), order)
        .expect("France's order");
    s.write_draft(&draft);
    assert_eq!(s.orders().len(), 1);
    assert_eq!(s.orders()[0].written(), [order]);
}
