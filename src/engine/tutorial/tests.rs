//! The guided turn as a learner meets it: driven to its end with one wrong answer on every
//! step, the outcomes its story tells, and its words.

use super::*;
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::{Checked, Verdict, check_reasoned, legal_retreats};
use crate::engine::game::PhaseResult;
use crate::engine::ids::ProvinceId;
use crate::engine::position::{Phase, Season};
use crate::engine::rules_explained::RuleTopic;

fn standard() -> Map {
    Map::named("standard").expect("the standard map loads")
}

fn at(map: &Map, name: &str) -> ProvinceId {
    map.find_province(name)
        .expect("a province of the standard map")
}

/// One thing the learner does, written before the board it is read on exists.
#[derive(Clone, Copy)]
enum Do {
    Send(fn() -> TutorEvent),
    /// An order given from the board or a list (read on the board as it then stands).
    Give(&'static str),
    Type(&'static str),
    Select(&'static str),
    Clear(&'static str),
}

fn event(t: &Tutorial, map: &Map, d: Do) -> TutorEvent {
    match d {
        Do::Send(e) => e(),
        Do::Give(line) => TutorEvent::Order(written(t, map, line)),
        Do::Type(line) => TutorEvent::Typed(line.to_string()),
        Do::Select(p) => TutorEvent::UnitSelected(at(map, p)),
        Do::Clear(p) => TutorEvent::OrderCleared(at(map, p)),
    }
}

fn written(t: &Tutorial, map: &Map, line: &str) -> Written {
    parse_order(map, &t.game().position, Some(t.learner()), line)
        .unwrap_or_else(|e| panic!("`{line}` reads: {e}"))
}

/// The engine's reason and rule for an order, where the engine voids it.
fn engine_reason(t: &Tutorial, map: &Map, line: &str) -> Option<(String, RuleTopic)> {
    let position = &t.game().position;
    let w = parse_order(map, position, Some(t.learner()), line).ok()?;
    match check_reasoned(Board::new(map, position, &t.game().setup.rules), &w) {
        Checked::Void(v) => Some((v.describe(map, position), v.topic())),
        _ => None,
    }
}

/// Each step: a wrong answer (and whether it is an order the engine voids), then what
/// puts it right, the last of which finishes the step.
fn script() -> Vec<(StepId, Do, Vec<Do>)> {
    use Do::*;
    vec![
        (
            StepId::Curtain,
            Select("lon"),
            vec![Send(|| TutorEvent::CurtainPassed)],
        ),
        (StepId::SelectUnit, Select("nth"), vec![Select("lon")]),
        (
            StepId::MoveByClick,
            Give("F Lon-Lpl"),
            vec![Give("F Lon-ENG")],
        ),
        (StepId::TypeArmy, Type("A Yor-Mos"), vec![Type("A Yor-Nwy")]),
        (
            StepId::ConvoyFromList,
            Give("F NTH C A Yor-Mos"),
            vec![Give("F NTH C A Yor-Nwy")],
        ),
        (
            StepId::SupportFromList,
            Give("F NWG S A Yor-Lon"),
            vec![Give("F NWG S A Yor-Nwy")],
        ),
        (StepId::Stand, Give("F IRI-Lon"), vec![Give("F IRI H")]),
        (
            StepId::Seal,
            Clear("lon"),
            vec![
                Send(|| TutorEvent::Sealed),
                Give("F Lon-ENG"),
                Send(|| TutorEvent::Sealed),
            ],
        ),
        (
            StepId::ReadStandOff,
            Type("F Lon-ENG"),
            vec![Send(|| TutorEvent::Next)],
        ),
        (
            StepId::ReadDislodgement,
            Send(|| TutorEvent::Next),
            vec![Send(|| TutorEvent::ResultsRead)],
        ),
        (
            StepId::Retreat,
            Type("F IRI-ENG"),
            vec![Send(|| TutorEvent::CurtainPassed), Type("F IRI-Wal")],
        ),
        (
            StepId::SealRetreat,
            Type("F IRI Disband"),
            vec![
                Send(|| TutorEvent::Sealed),
                Type("F IRI-Wal"),
                Send(|| TutorEvent::Sealed),
            ],
        ),
        (
            StepId::Build,
            Type("Build F Nwy"),
            vec![
                Send(|| TutorEvent::ResultsRead),
                Send(|| TutorEvent::CurtainPassed),
                Clear("nwy"),
                Type("Build F Edi"),
            ],
        ),
        (
            StepId::SealBuild,
            Clear("edi"),
            vec![
                Send(|| TutorEvent::Sealed),
                Type("Build F Edi"),
                Send(|| TutorEvent::Sealed),
            ],
        ),
    ]
}

/// Asserts a wrong answer: a reason, a hint, and for an order the engine voids, the
/// engine's reason and rule.
fn assert_wrong(t: &Tutorial, map: &Map, d: Do, j: &Judgement) {
    let Judgement::Wrong { reason, hint, rule } = j else {
        panic!("{:?}: expected a wrong answer, got {j:?}", t.step().id);
    };
    assert!(
        !reason.is_empty() && !hint.trim().is_empty(),
        "{:?}",
        t.step().id
    );
    if let Do::Give(line) | Do::Type(line) = d
        && let Some((words, topic)) = engine_reason(t, map, line)
    {
        assert_eq!(reason, &words, "{:?}: the engine's reason", t.step().id);
        assert_eq!(*rule, Some(topic), "{:?}: the engine's rule", t.step().id);
    }
}

/// Plays one step of the script: the wrong answer (if asked), then the right ones.
fn play_step(t: &mut Tutorial, map: &Map, step: &(StepId, Do, Vec<Do>), with_wrong: bool) {
    let (id, bad, fix) = step;
    assert_eq!(t.step().id, *id);
    if with_wrong {
        let e = event(t, map, *bad);
        let j = t.send(map, e);
        assert_wrong(t, map, *bad, &j);
        assert_eq!(t.step().id, *id, "a wrong answer keeps the step");
    }
    // Without the wrong answer only the last of the right ones is needed.
    let skip = if with_wrong { 0 } else { fix.len() - 1 };
    for (n, d) in fix.iter().enumerate().skip(skip) {
        let e = event(t, map, *d);
        let j = t.send(map, e);
        if n + 1 < fix.len() {
            assert_ne!(j, Judgement::Done, "{id:?}: finished too early");
            assert_eq!(t.step().id, *id);
        } else {
            assert_eq!(
                j,
                Judgement::Done,
                "{id:?}: the right answer finishes the step"
            );
        }
    }
}

/// Plays the right answers up to (not including) `until`.
fn play_until(map: &Map, until: StepId) -> Tutorial {
    let mut t = Tutorial::new(map).expect("the tutorial starts");
    for step in script() {
        if step.0 == until {
            break;
        }
        play_step(&mut t, map, &step, false);
    }
    t
}

#[test]
fn the_whole_guided_turn_with_one_wrong_answer_on_every_step() {
    let map = standard();
    let mut t = Tutorial::new(&map).expect("the tutorial starts");
    let script = script();
    let played: Vec<StepId> = script.iter().map(|s| s.0).collect();
    let all: Vec<StepId> = t.steps().iter().map(|s| s.id).collect();
    assert_eq!(played, all[..all.len() - 1], "the script covers every step");
    for step in &script {
        assert!(!t.is_finished());
        play_step(&mut t, &map, step, true);
    }
    assert!(t.is_finished());
    assert_eq!(t.step().id, StepId::Finished);
    let phase = t.game().position.phase;
    assert_eq!(
        (phase.year, phase.season, phase.kind),
        (1903, Season::Spring, PhaseKind::Movement)
    );
    assert_eq!(t.game().position.unit_count(t.learner()), 6);
    assert_eq!(
        t.send(&map, TutorEvent::Sealed),
        Judgement::Wait,
        "nothing after the end"
    );
}

#[test]
fn the_first_movement_shows_a_stand_off_a_dislodgement_and_a_capture() {
    let map = standard();
    let t = play_until(&map, StepId::ReadStandOff);
    let record = &t.game().record[0];
    let PhaseResult::Movement(result) = &record.result else {
        panic!("a movement phase");
    };
    let before = &record.position;
    let unit = |p: &str| before.unit_at(at(&map, p)).expect("a unit there");
    let london = &result.verdicts[unit("lon")];
    assert!(matches!(london, Verdict::Bounced { .. }), "{london:?}");
    assert_eq!(
        london.topic(crate::engine::adjudicate::Rulebook::Classic),
        RuleTopic::StandOff
    );
    assert!(matches!(
        result.verdicts[unit("bre")],
        Verdict::Bounced { .. }
    ));
    assert!(result.standoffs.contains(&at(&map, "eng")));
    assert_eq!(
        result.verdicts[unit("yor")],
        Verdict::Moved,
        "the convoyed army lands"
    );

    let now = &t.game().position;
    assert_eq!(now.phase.kind, PhaseKind::Retreat);
    let [dislodged] = now.dislodged.as_slice() else {
        panic!("one unit dislodged: {:?}", now.dislodged);
    };
    assert_eq!(dislodged.unit.power, t.learner());
    assert_eq!(dislodged.unit.loc.province, at(&map, "iri"));
    let options = legal_retreats(Board::new(&map, now, &t.game().setup.rules), dislodged);
    let mut places: Vec<&str> = options.iter().map(|l| map.id_of(l.province)).collect();
    places.sort();
    assert_eq!(places, ["lvp", "wal"], "the retreats the tutor names");
    let norway = now.unit_at(at(&map, "nwy")).map(|i| now.units[i].power);
    assert_eq!(norway, Some(t.learner()));
}

#[test]
fn the_learner_builds_after_the_retreat() {
    let map = standard();
    let t = play_until(&map, StepId::Build);
    let position = &t.game().position;
    let phase = position.phase;
    assert_eq!(
        phase,
        Phase {
            year: 1902,
            season: Season::Autumn,
            kind: PhaseKind::Adjustment
        }
    );
    assert_eq!(position.centre_count(t.learner()), 6);
    assert_eq!(position.unit_count(t.learner()), 5);
    let others_balanced = map
        .power_ids()
        .filter(|&p| p != t.learner())
        .all(|p| position.centre_count(p) == position.unit_count(p));
    assert!(others_balanced, "only England adjusts");
    assert_eq!(t.game().powers_to_order(&map), vec![t.learner()]);
}

#[test]
fn the_scripted_orders_are_legal_and_the_asked_ones_not_void() {
    let map = standard();
    let t = Tutorial::new(&map).expect("the tutorial starts");
    let position = &t.game().position;
    let rules = &t.game().setup.rules;
    for (power, line) in SCRIPTED {
        let power = map.find_power(power).expect("a power");
        let w = parse_order(&map, position, Some(power), line).expect("reads");
        assert_eq!(
            check_reasoned(Board::new(&map, position, rules), &w),
            Checked::Fine,
            "{line}"
        );
    }
    for line in ASKED {
        let w = written(&t, &map, line);
        let checked = check_reasoned(Board::new(&map, position, rules), &w);
        assert!(!matches!(checked, Checked::Void(_)), "{line}: {checked:?}");
    }
}

#[test]
fn every_step_has_words_and_every_way_of_writing_is_shown() {
    let mut ids: Vec<StepId> = Vec::new();
    for s in STEPS {
        for words in [s.title(), s.say(), s.hint(), s.task()] {
            let unwritten = words.is_empty() || words.starts_with("learning-tutor-step-");
            assert!(!unwritten, "{:?}: {words}", s.id);
        }
        assert!(!ids.contains(&s.id), "{:?} twice", s.id);
        ids.push(s.id);
    }
    assert_eq!(STEPS.last().map(|s| s.awaits), Some(Awaits::Nothing));
    for way in [Way::Click, Way::List, Way::Typed] {
        assert!(STEPS.iter().any(|s| s.way == Some(way)), "{way:?}");
    }
    let said = |words: &str| STEPS.iter().any(|s| s.say().contains(words));
    assert!(said("click the English Channel"), "clicking on the board");
    assert!(
        said("open Convoy\u{2026}") && said("open Support\u{2026}"),
        "the unit's lists"
    );
    assert!(said("press Stand"), "the Stand button");
    assert!(said("Type A Yor-Nwy in the order box"), "typing");
    assert!(said("I am England"), "the curtain");
    assert!(said("Seal orders"), "sealing");
    let map = standard();
    for s in STEPS {
        for p in s.highlight {
            assert!(map.find_province(p).is_some(), "{:?}: `{p}`", s.id);
        }
    }
}

#[test]
fn continue_under_the_results_skips_what_is_left_to_read() {
    let map = standard();
    let mut t = play_until(&map, StepId::ReadStandOff);
    assert_eq!(t.send(&map, TutorEvent::ResultsRead), Judgement::Done);
    assert_eq!(t.step().id, StepId::Retreat);
}

#[test]
fn a_typo_gets_the_readers_reason_and_the_step_goes_on() {
    let map = standard();
    let mut t = play_until(&map, StepId::TypeArmy);
    let j = t.send(&map, TutorEvent::Typed("A Yrk-Nwy".into()));
    let Judgement::Wrong { reason, hint, .. } = j else {
        panic!("a typo is wrong: {j:?}");
    };
    assert!(reason.contains("Yrk"), "{reason}");
    assert!(hint.contains("A Yor-Nwy"), "{hint}");
    assert_eq!(
        t.send(&map, TutorEvent::Typed("A Yor-Nwy".into())),
        Judgement::Done
    );
}

#[test]
fn an_order_for_a_later_step_waits_and_a_legal_unasked_one_is_wrong() {
    let map = standard();
    let mut t = play_until(&map, StepId::MoveByClick);
    let ahead = TutorEvent::Order(written(&t, &map, "F IRI H"));
    assert_eq!(t.send(&map, ahead), Judgement::Wait);
    let legal = TutorEvent::Order(written(&t, &map, "F Lon-Wal"));
    let Judgement::Wrong { reason, rule, .. } = t.send(&map, legal) else {
        panic!("a move elsewhere is not the step");
    };
    assert!(reason.contains("not the order asked for"), "{reason}");
    assert_eq!(rule, None);
    assert_eq!(t.step().id, StepId::MoveByClick);
}

#[test]
fn sealing_waits_for_the_asked_orders_and_one_build() {
    let map = standard();
    let mut t = play_until(&map, StepId::Seal);
    let stray = TutorEvent::Order(written(&t, &map, "F NWG-Edi"));
    assert!(matches!(t.send(&map, stray), Judgement::Wrong { .. }));
    let Judgement::Wrong { reason, hint, .. } = t.send(&map, TutorEvent::Sealed) else {
        panic!("an order not asked for is not sealed");
    };
    assert_eq!(
        reason,
        "F NWG's order is F(NWG)-Edi, not the one asked for: F(NWG) S A(Yor)-Nwy"
    );
    assert!(hint.contains("Support\u{2026}"), "{hint}");
    let again = TutorEvent::Order(written(&t, &map, "F NWG S A Yor-Nwy"));
    assert_eq!(t.send(&map, again), Judgement::Wait);
    assert_eq!(t.send(&map, TutorEvent::Sealed), Judgement::Done);

    let mut t = play_until(&map, StepId::SealBuild);
    assert_eq!(
        t.send(&map, TutorEvent::Typed("Build A Lvp".into())),
        Judgement::Wait
    );
    let Judgement::Wrong { reason, .. } = t.send(&map, TutorEvent::Sealed) else {
        panic!("two builds for one due");
    };
    assert!(reason.contains("only one"), "{reason}");
    assert_eq!(
        t.send(&map, TutorEvent::OrderCleared(at(&map, "lvp"))),
        Judgement::Wait
    );
    assert_eq!(t.send(&map, TutorEvent::Sealed), Judgement::Done);
    assert!(t.is_finished());
}

#[test]
fn the_tutorial_is_played_on_the_standard_map() {
    let map = Map::named("european").expect("the european map loads");
    assert!(Tutorial::new(&map).is_err());
}

#[test]
fn an_order_given_ahead_of_its_step_is_not_asked_for_again() {
    let map = standard();
    let mut t = play_until(&map, StepId::TypeArmy);
    let ahead = TutorEvent::Order(written(&t, &map, "F NWG S A Yor-Nwy"));
    assert_eq!(t.send(&map, ahead), Judgement::Wait);
    let typed = TutorEvent::Typed("A Yor-Nwy".into());
    assert_eq!(t.send(&map, typed), Judgement::Done);
    assert_eq!(t.step().id, StepId::ConvoyFromList);
    let convoy = TutorEvent::Order(written(&t, &map, "F NTH C A Yor-Nwy"));
    assert_eq!(t.send(&map, convoy), Judgement::Done);
    assert_eq!(
        t.step().id,
        StepId::Stand,
        "the support was given already: on to the stand"
    );
}
