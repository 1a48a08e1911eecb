//! Windowless sandbox tests: clicks on the board set up (written as typed set-up lines)
//! and write orders for whichever power's unit is clicked; Resolve puts the game's reveal
//! on the table with the animation playing; the start points open the desk.

use super::super::Screen;
use super::SandboxDesk;
use super::desk::{DeskTool, SandboxLine};
use crate::app::board::animate::Anim;
use crate::app::current::CurrentGame;
use crate::app::play::pick::Pick;
use crate::app::play::table::{Stage, Table};
use crate::engine::game::save;
use crate::engine::ids::{Location, UnitKind};
use crate::engine::sandbox::{Board, Sandbox, SetupTool};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

fn desk() -> SandboxDesk {
    SandboxDesk::new(Sandbox::new(Board::Standard, "1971").expect("opens"))
}

fn at(desk: &SandboxDesk, name: &str) -> Location {
    Location::province(desk.sandbox.map.find_province(name).expect("province"))
}

fn click(desk: &mut SandboxDesk, name: &str) {
    let loc = at(desk, name);
    desk.click(loc);
}

fn slip(desk: &SandboxDesk, power: &str) -> Vec<String> {
    desk.sandbox
        .slip(desk.sandbox.map.find_power(power).expect("power"))
}

#[test]
fn set_up_clicks_place_and_remove_units_and_show_the_lines_typed() {
    let mut desk = desk();
    assert!(desk.script_line("tool Italy F").is_ok());
    assert!(desk.script_line("tool Narnia F").is_err());
    click(&mut desk, "tys");
    click(&mut desk, "ven");
    assert_eq!(desk.setup_text, "Italy: F tys\nremove A ven");
    let italian = |d: &SandboxDesk, name: &str| {
        let p = d.sandbox.map.find_province(name).expect("province");
        d.sandbox
            .position()
            .unit_at(p)
            .map(|i| d.sandbox.position().units[i])
    };
    assert!(italian(&desk, "tys").is_some_and(|u| u.kind == UnitKind::Fleet));
    assert_eq!(italian(&desk, "ven"), None);
    // An army cannot stand at sea: the panel says why and the board is unchanged.
    desk.tool = DeskTool::SetUp(SetupTool::Units {
        power: desk.sandbox.map.find_power("Italy").expect("Italy"),
        kind: UnitKind::Army,
        count: 1,
    });
    click(&mut desk, "ion");
    assert!(
        desk.messages[0].contains("cannot stand in Ionian Sea"),
        "{:?}",
        desk.messages
    );
    assert!(italian(&desk, "ion").is_none());
}

#[test]
fn order_clicks_write_each_powers_slip_then_resolve() {
    let mut desk = desk();
    assert_eq!(desk.tool, DeskTool::Orders);
    click(&mut desk, "lvp");
    assert_eq!(desk.pick, Pick::Unit(at(&desk, "lvp").province));
    click(&mut desk, "yor");
    click(&mut desk, "par");
    click(&mut desk, "bur");
    // A support: the unit, S, the supported unit, where it goes.
    click(&mut desk, "mar");
    desk.pick = Pick::SupportWho(at(&desk, "mar").province);
    click(&mut desk, "par");
    click(&mut desk, "bur");
    assert_eq!(slip(&desk, "England"), vec!["A(Lpl)-Yor"]);
    assert_eq!(
        slip(&desk, "France"),
        vec!["A(Par)-Bur", "A(Mar) S A(Par)-Bur"]
    );
    assert_eq!(
        desk.power,
        desk.sandbox.map.find_power("France").expect("France")
    );
    // A click on empty ground with nothing picked says so and writes nothing.
    click(&mut desk, "boh");
    assert!(desk.messages[0].contains("Bohemia"), "{:?}", desk.messages);
    desk.resolve();
    let position = desk.sandbox.position();
    let holds = |name: &str| position.unit_at(at(&desk, name).province).is_some();
    assert!(holds("yor") && holds("bur") && !holds("par"));
    assert_eq!(
        desk.animate_step,
        Some(desk.sandbox.history().current_index())
    );
}

/// The desk in an app: a scripted resolve puts the game's reveal on the table with the
/// animation at its start; stepping back takes it off.
#[test]
fn resolve_plays_the_games_animation_and_back_clears_it() {
    let mut app = App::new();
    let mut desk = desk();
    click(&mut desk, "par");
    click(&mut desk, "bur");
    let game = desk.sandbox.game().clone();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_state::<Screen>()
        .init_resource::<Anim>()
        .init_resource::<ButtonInput<MouseButton>>()
        .init_resource::<ButtonInput<KeyCode>>()
        .insert_resource(CurrentGame(game))
        .insert_resource(desk)
        .add_plugins(super::desk::plugin);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Sandbox);
    app.update();
    app.world_mut().write_message(SandboxLine("resolve".into()));
    app.update();
    app.update();
    let stage = app.world().get_resource::<Table>().map(|t| t.stage);
    assert_eq!(stage, Some(Stage::Reveal { record: 0 }));
    let anim = app.world().resource::<Anim>();
    assert_eq!(anim.record, Some(0));
    assert!(!anim.done(), "the moves play out: t = {}", anim.t);
    let shown = &app.world().resource::<CurrentGame>().0;
    assert_eq!(shown.record.len(), 1);
    assert!(
        shown
            .position
            .unit_at(shown.position.units[0].loc.province)
            .is_some()
    );
    app.world_mut().write_message(SandboxLine("back".into()));
    app.update();
    app.update();
    assert!(app.world().get_resource::<Table>().is_none());
    assert_eq!(app.world().resource::<Anim>().record, None);
}

/// A saved game opens in the sandbox at a chosen phase with that phase's orders; the
/// sandbox's position saves as a game that loads at that position.
#[test]
fn a_saved_game_opens_at_a_phase_and_the_position_saves_as_a_game() {
    let dir = std::env::temp_dir().join(format!("dh-sandbox-start-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut first = desk();
    click(&mut first, "par");
    click(&mut first, "bur");
    let mut game = first.sandbox.game().clone();
    game.resolve(&first.sandbox.map);
    let saved = dir.join("game.ron");
    save::save(&saved, &game).expect("saves");
    let at_start = SandboxDesk::from_save_file(&saved, Some(0)).expect("opens");
    assert_eq!(slip(&at_start, "France"), vec!["A(Par)-Bur"]);
    let now = SandboxDesk::from_save_file(&saved, None).expect("opens");
    assert_eq!(now.sandbox.position(), &game.position);
    let missing = SandboxDesk::from_save_file(&dir.join("none.ron"), None);
    assert!(missing.is_err());
    let out = dir.join("sandbox.ron");
    now.save_as_game(&out).expect("saves as a game");
    let (loaded, _) = save::load(&out).expect("loads");
    assert_eq!(&loaded.position, now.sandbox.position());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Learning mode's "Try it yourself": each step of the sample game and a lesson opens the
/// sandbox on that phase's position with its printed orders as the slips.
#[test]
fn try_it_yourself_opens_a_learning_step_with_its_orders() {
    let (material, map) = crate::app::learning::content::Material::load().expect("material");
    let sample = &material.sample;
    let autumn = Sandbox::from_game_phase(sample, 1).expect("the sample's second phase");
    assert_eq!(autumn.position(), &sample.record[1].position);
    assert_eq!(autumn.orders(), sample.record[1].orders.as_slice());
    let desk = SandboxDesk::on_orders(autumn);
    assert_eq!(desk.power, sample.record[1].orders[0].power);
    let lesson = material.lessons.first().expect("a lesson");
    let game = material
        .lesson_game(&map, lesson)
        .expect("the lesson's game");
    let mut tried = Sandbox::from_game_phase(&game, 0).expect("the lesson opens");
    assert_eq!(tried.position(), &game.record[0].position);
    tried.resolve();
    let after = tried.last_resolution().expect("resolved");
    assert_eq!(
        after.result, game.record[0].result,
        "the same results as the lesson"
    );
}

#[test]
fn the_unit_rows_buttons_write_into_the_shown_powers_slip() {
    use crate::app::play::Act;
    use crate::engine::order::MainOrder;
    let mut desk = desk();
    desk.power = desk.sandbox.map.find_power("France").expect("France");
    let (par, bur) = (at(&desk, "par"), at(&desk, "bur"));
    let to_bur = MainOrder::Move {
        to: bur,
        via_convoy: false,
    };
    // Move to… Burgundy, then Stand for Marseilles: both lines land in France's slip.
    let mar = at(&desk, "mar").province;
    let army = |at, order| Act::Give {
        at,
        kind: crate::engine::ids::UnitKind::Army,
        count: 1,
        order: crate::engine::order::Order::Main(order),
    };
    let acts = [army(par.province, to_bur), army(mar, MainOrder::Hold)];
    super::rows::write_acts(&mut desk, &acts);
    assert_eq!(slip(&desk, "France"), ["A(Par)-Bur", "A(Mar) Stands"]);
    assert!(slip(&desk, "England").is_empty());
    // Clear takes Paris's line back out. An order that cannot succeed is still written,
    // as on a paper slip, and its line is marked void with the reason.
    super::rows::write_acts(&mut desk, &[Act::Clear(par.province)]);
    assert_eq!(slip(&desk, "France"), ["A(Mar) Stands"]);
    let to_mun = MainOrder::Move {
        to: at(&desk, "mun"),
        via_convoy: false,
    };
    super::rows::write_acts(&mut desk, &[army(par.province, to_mun)]);
    assert_eq!(slip(&desk, "France"), ["A(Mar) Stands", "A(Par)-Mun"]);
    let france = desk.sandbox.map.find_power("France").expect("France");
    let checked = desk.sandbox.checked_slip(france);
    assert!(
        matches!(&checked[1].check, crate::engine::adjudicate::Check::Void(why) if why.contains("not adjacent")),
        "{:?}",
        checked[1].check
    );
}

/// A click's order goes into the slip as the typed order the pick made (no text is
/// written and read back), and the panel checks a slip once, not every frame it draws.
#[test]
fn a_click_writes_its_typed_order_and_the_slip_is_checked_once_while_it_stands() {
    use crate::engine::order::{MainOrder, Order};
    let mut desk = desk();
    click(&mut desk, "par");
    click(&mut desk, "bur");
    let france = desk.sandbox.map.find_power("France").expect("France");
    let orders = desk.sandbox.orders();
    assert_eq!(orders.len(), 1);
    let w = orders[0].written();
    assert_eq!((w.len(), w[0].power), (1, france));
    assert_eq!(
        w[0].order,
        Order::Main(MainOrder::Move {
            to: at(&desk, "bur"),
            via_convoy: false
        })
    );
    // Drawn frames reuse the checked lines; a new slip is checked again.
    assert_eq!(desk.power, france);
    for _ in 0..3 {
        assert_eq!(desk.checked_slip()[0].text, "A(Par)-Bur");
    }
    assert_eq!(desk.checked.checks, 1);
    desk.sandbox.write_slip(france, "A Par-Pic");
    assert_eq!(desk.checked_slip()[0].text, "A(Par)-Pic");
    desk.checked_slip();
    assert_eq!(desk.checked.checks, 2);
}
