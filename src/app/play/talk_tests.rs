//! Talks at the table, without a window: a person comes to the laptop during the period,
//! proposes to a computer and reads its answer; the choices never outlive the curtain;
//! talks are refused after the period and for a power that is not the writer's; what was
//! agreed is kept in the autosave.

use super::Act;
use super::pick::Entry;
use super::table::{Stage, Table};
use super::talk::TalkAct;
use super::tests::{act, game, stage, table_app};
use crate::app::current::CurrentMap;
use crate::engine::bot::Level;
use crate::engine::game::{Game, Setup};
use crate::engine::map::Map;
use crate::engine::talk::{Deal, DealKind};
use std::time::Duration;

/// A standard game of England (a person, seat 0), France (a person, seat 1) and five
/// Novice computers, at the start of its diplomacy period.
fn two_people_and_five_computers() -> (tempfile::TempDir, bevy::prelude::App, Map) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = table_app(dir.path(), Duration::from_secs(1));
    let map = app.world().resource::<CurrentMap>().0.clone();
    let names = ["Ann", "Bob", "C1", "C2", "C3", "C4", "C5"];
    let mut setup = Setup::standard(&map, &names, 0, "1971", 3).expect("setup");
    for seat in &mut setup.players[2..] {
        seat.computer = Some(Level::Novice);
    }
    act(&mut app, Act::Start(Box::new(Game::new(&map, setup))));
    assert_eq!(stage(&app), Stage::Diplomacy);
    (dir, app, map)
}

/// The seat governing `power` comes to the laptop during the period and passes the curtain.
fn come_to_write(app: &mut bevy::prelude::App, map: &Map, power: &str) {
    let p = map.find_power(power).expect("power");
    let seat = game(app).controller[p.0 as usize].expect("a seat");
    act(app, Act::WriteNow(seat));
    act(app, Act::Ready(String::new()));
    assert_eq!(stage(app), Stage::Writing { player: seat });
    assert!(app.world().resource::<Table>().visiting);
}

/// Whether England or France (the people) has any proposal in the talks' log.
fn people_proposed(app: &bevy::prelude::App, map: &Map) -> bool {
    let people = ["England", "France"].map(|n| map.find_power(n).expect(n));
    (game(app).talks.log.iter()).any(|e| people.contains(&e.proposal.from))
}

fn talk(app: &mut bevy::prelude::App, talking: TalkAct) {
    act(app, Act::Talk(talking));
}

#[test]
fn a_person_proposes_to_a_computer_during_the_period_and_reads_its_answer() {
    let (dir, mut app, map) = two_people_and_five_computers();
    let england = map.find_power("England").expect("England");
    let germany = map.find_power("Germany").expect("Germany");
    come_to_write(&mut app, &map, "England");
    let partners = game(&app).talk_partners(&map, england);
    assert!(
        partners.contains(&germany),
        "Germany is a computer: {partners:?}"
    );
    let france = map.find_power("France").expect("France");
    assert!(!partners.contains(&france), "France is a person");
    let deal = game(&app).deal_options(&map, england, germany, DealKind::Peace)[0].clone();
    talk(
        &mut app,
        TalkAct::Propose {
            from: england,
            to: germany,
            deal: deal.clone(),
        },
    );
    let log: Vec<_> = (game(&app).talks.log.iter())
        .filter(|e| e.proposal.from == england)
        .collect();
    assert_eq!(log.len(), 1, "one proposal, answered at once");
    assert_eq!(log[0].proposal.deal, deal);
    let answer = log[0].answer.as_ref().expect("a computer answers at once");
    let said = answer.reason.sentence(&map, germany, england);
    assert!(
        said.starts_with("Germany "),
        "the answer names who speaks: {said}"
    );
    assert_eq!(app.world().resource::<Entry>().talk.refusal, None);
    // Kept at once: the autosave holds the talk.
    let saved = crate::engine::game::save::Autosaves {
        dir: dir.path().to_path_buf(),
        keep: 100,
    };
    let (newest, errors) = saved.latest();
    assert!(errors.is_empty(), "{errors:?}");
    let (_, kept, _) = newest.expect("an autosave after the talk");
    assert_eq!(kept.talks, game(&app).talks);
}

#[test]
fn the_talk_choices_do_not_pass_the_curtain_to_the_next_player() {
    let (_dir, mut app, map) = two_people_and_five_computers();
    come_to_write(&mut app, &map, "England");
    {
        let mut entry = app.world_mut().resource_mut::<Entry>();
        entry.talk.open = true;
        entry.talk.to = map.find_power("Germany");
        entry.talk.kind = DealKind::Dmz;
        entry.talk.choice = 2;
    }
    act(&mut app, Act::ReturnLaptop);
    assert_eq!(stage(&app), Stage::Diplomacy);
    come_to_write(&mut app, &map, "France");
    let desk = &app.world().resource::<Entry>().talk;
    assert!(!desk.open, "the talks open closed for France");
    assert_eq!(
        desk.to, None,
        "France does not see whom England was about to talk to"
    );
    assert_eq!(desk.kind, DealKind::Peace);
}

#[test]
fn talks_are_refused_after_the_period_and_for_a_power_not_the_writers() {
    let (_dir, mut app, map) = two_people_and_five_computers();
    let (england, france, germany) = (
        map.find_power("England").expect("England"),
        map.find_power("France").expect("France"),
        map.find_power("Germany").expect("Germany"),
    );
    come_to_write(&mut app, &map, "England");
    // England's writer speaking for France.
    talk(
        &mut app,
        TalkAct::Propose {
            from: france,
            to: germany,
            deal: Deal::Peace { years: 1 },
        },
    );
    assert!(!people_proposed(&app, &map));
    let refusal = app.world().resource::<Entry>().talk.refusal.clone();
    assert_eq!(
        refusal.as_deref(),
        Some("France is not yours to speak for.")
    );
    // After the period: the computers have written; no more talks.
    act(&mut app, Act::ReturnLaptop);
    act(&mut app, Act::EndDiplomacy);
    let Stage::Curtain { .. } = stage(&app) else {
        panic!("expected the first curtain, got {:?}", stage(&app));
    };
    act(&mut app, Act::Ready(String::new()));
    talk(
        &mut app,
        TalkAct::Propose {
            from: england,
            to: germany,
            deal: Deal::Peace { years: 1 },
        },
    );
    assert!(!people_proposed(&app, &map));
    let refusal = app.world().resource::<Entry>().talk.refusal.clone();
    assert_eq!(
        refusal.as_deref(),
        Some("Talks are held during the diplomacy period.")
    );
}

#[test]
fn t_opens_and_closes_the_talks_behind_the_curtain() {
    let (_dir, mut app, map) = two_people_and_five_computers();
    come_to_write(&mut app, &map, "England");
    let press_t = |app: &mut bevy::prelude::App| {
        app.world_mut()
            .resource_mut::<crate::app::keymap::Keys>()
            .pressed = vec![crate::app::keymap::Command::Talk];
        app.update();
    };
    press_t(&mut app);
    assert!(app.world().resource::<Entry>().talk.open);
    press_t(&mut app);
    assert!(!app.world().resource::<Entry>().talk.open);
}
