//! Set-up by clicks (each click written as the typed line the set-up box reads) and the
//! start points: any phase of a game, and the position saved as a game to play on.

use super::{Board, Sandbox, SetupCommand, SetupTool, Start, game_phases};
use crate::engine::game::save;
use crate::engine::ids::{Coast, Location, PowerId, UnitKind};

fn sandbox(board: Board) -> Sandbox {
    let mut s = Sandbox::new(board, "1971").expect("the sandbox opens");
    s.set_up(SetupCommand::Start(Start::Empty)).expect("empty");
    s
}

fn power(s: &Sandbox, name: &str) -> PowerId {
    s.map.find_power(name).expect("power")
}

fn loc(s: &Sandbox, name: &str, coast: Option<Coast>) -> Location {
    Location {
        province: s.map.find_province(name).expect("province"),
        coast,
    }
}

fn units(s: &Sandbox, kind: UnitKind, name: &str) -> usize {
    let p = s.map.find_province(name).expect("province");
    s.position()
        .units
        .iter()
        .filter(|u| u.loc.province == p && u.kind == kind)
        .count()
}

#[test]
fn a_click_places_a_unit_on_the_coast_clicked_and_a_second_click_removes_it() {
    let mut s = sandbox(Board::Standard);
    let fleets = SetupTool::Units {
        power: power(&s, "Russia"),
        kind: UnitKind::Fleet,
        count: 1,
    };
    let stp = loc(&s, "stp", Some(Coast::North));
    assert_eq!(
        s.click_set_up(fleets, stp).as_deref(),
        Ok("Russia: F stp/nc")
    );
    let fleet = s.position().units[0];
    assert_eq!((fleet.kind, fleet.loc), (UnitKind::Fleet, stp));
    // The line typed into the set-up box does exactly what the click did.
    let mut typed = sandbox(Board::Standard);
    assert!(typed.set_up_text("Russia: F stp/nc").is_empty());
    assert_eq!(typed.position(), s.position());
    assert_eq!(s.click_set_up(fleets, stp).as_deref(), Ok("remove F stp"));
    assert!(s.position().units.is_empty());
}

#[test]
fn a_click_the_board_refuses_changes_nothing_and_says_why() {
    let mut s = sandbox(Board::Standard);
    let armies = SetupTool::Units {
        power: power(&s, "England"),
        kind: UnitKind::Army,
        count: 1,
    };
    let why = s.click_set_up(armies, loc(&s, "nth", None)).unwrap_err();
    assert!(why.contains("cannot stand in North Sea"), "{why}");
    let owner = SetupTool::Owner(Some(power(&s, "England")));
    let why = s.click_set_up(owner, loc(&s, "yor", None)).unwrap_err();
    assert!(why.contains("not a supply centre"), "{why}");
    assert!(s.position().units.is_empty());
    // A click on another power's army replaces nothing: it removes that army.
    s.set_up_text("France: A bur");
    assert_eq!(
        s.click_set_up(armies, loc(&s, "bur", None)).as_deref(),
        Ok("remove A bur")
    );
}

#[test]
fn a_click_sets_a_centres_owner_and_clears_it() {
    let mut s = sandbox(Board::Standard);
    let germany = power(&s, "Germany");
    let mun = loc(&s, "mun", None);
    let line = s.click_set_up(SetupTool::Owner(Some(germany)), mun);
    assert_eq!(line.as_deref(), Ok("owner mun Germany"));
    assert_eq!(s.position().owners[mun.province.index()], Some(germany));
    let line = s.click_set_up(SetupTool::Owner(None), mun);
    assert_eq!(line.as_deref(), Ok("owner mun none"));
    assert_eq!(s.position().owners[mun.province.index()], None);
}

#[test]
fn on_multiplomacy_a_click_places_a_stack_and_a_fleet_beside_it() {
    let mut s = sandbox(Board::Multiplomacy);
    let power = s.map.power_ids().next().expect("a power");
    let name = s.map.power(power).name.clone();
    let coastal = s
        .map
        .province_ids()
        .find(|&p| {
            let prov = s.map.province(p);
            prov.fleet_can_stand() && !prov.has_split_coasts() && prov.is_land()
        })
        .expect("a coastal province");
    let id = s.map.province(coastal).id.clone();
    let at = Location::province(coastal);
    let tool = |kind, count| SetupTool::Units { power, kind, count };
    let line = s.click_set_up(tool(UnitKind::Army, 3), at);
    assert_eq!(line, Ok(format!("{name}: 3 A {id}")));
    let line = s.click_set_up(tool(UnitKind::Fleet, 1), at);
    assert_eq!(line, Ok(format!("{name}: F {id}")));
    assert_eq!(
        (
            units(&s, UnitKind::Army, &id),
            units(&s, UnitKind::Fleet, &id)
        ),
        (3, 1)
    );
    let line = s.click_set_up(tool(UnitKind::Army, 1), at);
    assert_eq!(line, Ok(format!("remove 3 A {id}")));
    assert_eq!(units(&s, UnitKind::Army, &id), 0);
}

/// A game played a phase on: the sandbox opens at its first phase with the orders given
/// there as the slips, and at the phase it stands in now with none.
#[test]
fn a_sandbox_opens_at_any_phase_of_a_game_with_that_phases_orders() {
    let s = Sandbox::new(Board::Standard, "datc").expect("opens");
    let mut game = s.game().clone();
    let france = power(&s, "France");
    game.write_orders(&s.map, france, &["A(Par)-Bur".to_string()]);
    game.resolve(&s.map);
    assert_eq!(
        game_phases(&s.map, &game),
        vec!["Spring 1901", "Autumn 1901 (now)"]
    );
    let first = Sandbox::from_game_phase(&game, 0).expect("opens at the first phase");
    assert_eq!(first.position(), &game.record[0].position);
    assert_eq!(first.slip(france), vec!["A(Par)-Bur".to_string()]);
    assert_eq!(first.game().setup.rules_name, "datc");
    let now = Sandbox::from_game_phase(&game, 1).expect("opens now");
    assert_eq!(now.position(), &game.position);
    assert!(now.orders().is_empty());
    let why = Sandbox::from_game_phase(&game, 5).unwrap_err();
    assert!(why.contains("no phase 6"), "{why}");
}

/// A position set up in the sandbox, saved as a game: it loads with one player per power
/// and plays on from that position.
#[test]
fn a_sandbox_position_saves_as_a_game_that_loads_and_plays_on() {
    let mut s = sandbox(Board::Standard);
    assert!(
        s.set_up_text(
            "phase Fall 1905, Movement\nEngland: F nth\nFrance: A bur\nowner lon England"
        )
        .is_empty()
    );
    let text = save::to_ron(&s.saved_game());
    let (mut game, map) = save::from_ron(&text, "sandbox.ron").expect("the save loads");
    assert_eq!(&game.position, s.position());
    assert_eq!(game.setup.players.len(), 7);
    save::check_fits(&game, &map).expect("fits its map");
    let france = power(&s, "France");
    game.write_orders(&map, france, &["A(Bur)-Mun".to_string()]);
    game.resolve(&map);
    let bur_moved = game
        .position
        .units
        .iter()
        .any(|u| u.power == france && map.province(u.loc.province).id == "mun");
    assert!(
        bur_moved,
        "the French army moved on: {:?}",
        game.position.units
    );
}
