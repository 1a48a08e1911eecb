//! The state a phone is sent speaks the table's language: with the table in German the
//! power and the places carry their German names beside the English keys, the clock, a
//! void line, a refused choice and an act refused come in German; the ids stay English.

use super::desk::{self, PadAct};
use super::view::{ClockView, TableFacts, TableStage, board_view, pad_state};
use crate::engine::game::draft::Draft;
use crate::engine::game::{Game, Setup};
use crate::engine::map::Map;
use crate::engine::map::colours::power_bytes;
use crate::engine::map::geometry::Geometry;
use crate::lang::{Lang, speaking};

fn standard() -> (Map, Game) {
    let map = Map::named("standard").unwrap();
    let names: Vec<String> = map.powers.iter().map(|p| p.name.clone()).collect();
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    let game = Game::new(&map, Setup::standard(&map, &refs, 0, "1971", 1).unwrap());
    (map, game)
}

fn writing() -> TableFacts {
    TableFacts {
        stage: TableStage::Writing,
        clock: Some(ClockView {
            label: crate::t!("phones-state-clock-writing"),
            secs_left: 60.0,
            running: true,
        }),
        may_unseal: true,
        notice: None,
    }
}

#[test]
fn a_german_table_sends_german_names_beside_the_english_keys() {
    let (map, game) = standard();
    let france = map.find_power("France").unwrap();
    let state = speaking(Lang::German, || {
        pad_state(
            &map,
            &game,
            france,
            &Draft::new(france),
            writing(),
            &power_bytes,
        )
    });
    let json = serde_json::to_value(&state).unwrap();
    assert_eq!(json["power"]["name"], "France", "the key stays English");
    assert_eq!(json["power"]["label"], "Frankreich");
    assert_eq!(json["table"]["stage"], "Writing", "the stage is an id");
    assert_eq!(json["table"]["clock"]["label"], "Schreiben");
    assert_eq!(json["phase"], "Frühjahr 1901");
    let geometry = Geometry::load(
        crate::engine::map::builtin_geometry(&map.name).unwrap(),
        "standard",
    )
    .unwrap();
    let board = speaking(Lang::German, || board_view(&map, &geometry, &power_bytes));
    let vienna = board.provinces.iter().find(|p| p.abbr == "Vie").unwrap();
    assert_eq!(
        (vienna.name.as_str(), vienna.place_label.as_str()),
        ("Vienna", "Wien")
    );
    let england = board.powers.iter().find(|p| p.name == "England").unwrap();
    assert_eq!(england.label, "England");
    let germany = board.powers.iter().find(|p| p.name == "Germany").unwrap();
    assert_eq!(germany.label, "Deutschland");
}

#[test]
fn a_german_phone_reads_why_an_order_or_an_act_is_refused_in_german() {
    let (map, mut game) = standard();
    let france = map.find_power("France").unwrap();
    let mut draft = Draft::new(france);
    // A void line: a support Paris cannot give.
    let (state, refused) = speaking(Lang::German, || {
        draft
            .write(&map, &game.position, "A Par S A Mar-Spa")
            .unwrap();
        let state = pad_state(&map, &game, france, &draft, writing(), &power_bytes);
        let too_long = PadAct::Type("A".repeat(desk::MAX_LINE + 1));
        let facts = writing();
        let refused = desk::apply(&map, &mut game, france, &mut draft, &facts, too_long);
        (state, refused)
    });
    let english = pad_state(&map, &game, france, &draft, writing(), &power_bytes);
    let line = &state.lines[0];
    assert!(line.void, "{line:?}");
    let note = line.note.as_deref().unwrap();
    assert_ne!(
        Some(note),
        english.lines[0].note.as_deref(),
        "said in German"
    );
    assert!(!note.starts_with("void"), "{note}");
    assert_eq!(
        refused.unwrap_err(),
        "eine Zeile hat höchstens 200 Zeichen",
        "the act's refusal"
    );
    let kinds: Vec<&str> = state.units[0]
        .kinds
        .iter()
        .map(|k| k.kind.as_str())
        .collect();
    assert!(kinds.contains(&"Move"), "the kinds stay ids: {kinds:?}");
}

#[test]
fn a_power_without_orders_is_named_in_german_when_its_act_is_refused() {
    let (map, mut game) = standard();
    let france = map.find_power("France").unwrap();
    let mut draft = Draft::new(france);
    game.position.phase.kind = crate::engine::position::PhaseKind::Retreat;
    let facts = writing();
    let refused = speaking(Lang::German, || {
        desk::apply(&map, &mut game, france, &mut draft, &facts, PadAct::Seal)
    });
    assert_eq!(
        refused.unwrap_err(),
        "Frankreich hat in dieser Phase keine Befehle zu schreiben"
    );
}

#[test]
fn a_unit_that_stands_reads_so_in_german_and_its_line_can_still_be_struck() {
    let (map, mut game) = standard();
    let france = map.find_power("France").unwrap();
    let mut draft = Draft::new(france);
    draft.write(&map, &game.position, "A Par H").unwrap();
    let state = speaking(Lang::German, || {
        pad_state(&map, &game, france, &draft, writing(), &power_bytes)
    });
    assert_eq!(state.lines[0].text, "A(Par) hält");
    let paris = state
        .units
        .iter()
        .find(|u| u.province.is_some() && u.current.is_some());
    assert_eq!(
        paris.and_then(|u| u.current.as_deref()),
        Some("A(Par) hält")
    );
    let hold = state
        .units
        .iter()
        .flat_map(|u| &u.kinds)
        .filter(|k| k.kind == "Hold")
        .flat_map(|k| &k.targets)
        .flat_map(|t| &t.choices)
        .next()
        .expect("a hold to choose");
    assert!(hold.label.ends_with(" hält"), "{}", hold.label);
    // The page strikes the line by the words it was shown.
    let strike = PadAct::Remove {
        line: 0,
        text: state.lines[0].text.clone(),
    };
    let facts = writing();
    speaking(Lang::German, || {
        desk::apply(&map, &mut game, france, &mut draft, &facts, strike)
    })
    .expect("struck");
    assert!(draft.lines.is_empty());
}
