//! The guided turn in the table's language: the steps' words and the tutor's judgements
//! read in German or Italian where a learner reads them, and in English as before.

use super::*;
use crate::lang::{Lang, speaking};

fn standard() -> Map {
    Map::named("standard").expect("the standard map loads")
}

/// The tutorial with its first steps done (the curtain passed, London chosen).
fn at_the_move(map: &Map) -> Tutorial {
    let mut t = Tutorial::new(map).expect("the tutorial starts");
    assert_eq!(t.send(map, TutorEvent::CurtainPassed), Judgement::Done);
    let london = map.find_province("lon").expect("London");
    assert_eq!(
        t.send(map, TutorEvent::UnitSelected(london)),
        Judgement::Done
    );
    assert_eq!(t.step().id, StepId::MoveByClick);
    t
}

#[test]
fn the_steps_read_in_the_tables_language_and_in_english_as_before() {
    let select = step(StepId::SelectUnit);
    assert_eq!(select.title(), "Choose a unit");
    assert_eq!(select.task(), "choose a unit");
    assert!(select.say().starts_with("It is Autumn 1902."));
    speaking(Lang::German, || {
        assert_eq!(select.title(), "Wähle eine Einheit");
        assert!(
            select.say().contains("Flotte in London"),
            "{}",
            select.say()
        );
        let convoy = step(StepId::ConvoyFromList).hint();
        assert!(convoy.contains("„Konvoiieren…“"), "{convoy}");
    });
    speaking(Lang::Italian, || {
        assert_eq!(step(StepId::Stand).title(), "Stai fermo");
        assert!(step(StepId::Curtain).say().contains("«Sono Inghilterra"));
    });
}

#[test]
fn the_tutors_judgements_read_in_the_tables_language() {
    let map = standard();
    let wrong_unit = |t: &Tutorial| {
        let munich = map.find_province("mun").expect("Munich");
        let mut t = t.clone();
        let _ = t.send(&map, TutorEvent::CurtainPassed);
        t.send(&map, TutorEvent::UnitSelected(munich))
    };
    let t = Tutorial::new(&map).expect("the tutorial starts");
    let english = wrong_unit(&t);
    let german = speaking(Lang::German, || wrong_unit(&t));
    let reason = |j: &Judgement| match j {
        Judgement::Wrong { reason, hint, .. } => (reason.clone(), hint.clone()),
        other => panic!("a click on Munich is wrong: {other:?}"),
    };
    assert_eq!(reason(&english).0, "you have no unit in Munich");
    assert_eq!(reason(&german).0, "du hast keine Einheit in München");
    assert!(reason(&german).1.starts_with("Klick die Flotte in London"));

    let mut t = at_the_move(&map);
    let legal = |t: &Tutorial| {
        let position = &t.game().position;
        crate::engine::notation::parse_order(&map, position, Some(t.learner()), "F Lon-Wal")
            .expect("F Lon-Wal reads")
    };
    let w = legal(&t);
    let french = speaking(Lang::French, || t.send(&map, TutorEvent::Order(w)));
    let (why, hint) = reason(&french);
    assert_eq!(
        why,
        "F(Lon)-Wal peut être exécuté, mais ce n'est pas l'ordre demandé"
    );
    assert!(hint.ends_with("et « Effacer » retire un ordre."), "{hint}");
}
