//! The table's notices in the table's language (a wrong passcode, the laptop having slept),
//! and in English as before; the notice after a sleep still goes when the clock resumes.
//! The order box's refusal of a mistyped line, too.

use super::clock::Timing;
use super::table::{Stage, Table};
use crate::engine::game::{Game, Setup};
use crate::engine::map::Map;
use crate::engine::notation::parse_order;
use crate::engine::position::Position;
use crate::lang::{Lang, speaking};

/// A standard game of seven people, the first with a passcode, on a tournament clock.
fn table(map: &Map) -> (Game, Table) {
    let names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"];
    let mut setup = Setup::standard(map, &names, 0, "1971", 1).expect("setup");
    setup.players[0].passcode = Some("owl".into());
    let mut game = Game::new(map, setup);
    let (table, _) = Table::new(&mut game, map, Timing::Tournament);
    (game, table)
}

#[test]
fn a_wrong_passcode_is_told_in_the_tables_language() {
    let map = Map::named("standard").expect("map");
    let (game, mut table) = table(&map);
    table.stage = Stage::Curtain { player: 0 };
    assert!(table.ready(&game, &map, "cat").is_err());
    let told = table.notice.clone();
    assert_eq!(
        told.as_deref(),
        Some("That passcode is not right. Try again.")
    );
    let refused = speaking(Lang::German, || table.ready(&game, &map, "cat"));
    assert!(refused.is_err());
    let told = table.notice.clone();
    assert_eq!(
        told.as_deref(),
        Some("Das Kennwort stimmt nicht. Versuch es noch einmal.")
    );
    assert_eq!(table.stage, Stage::Curtain { player: 0 });
}

#[test]
fn the_sleep_is_told_in_the_tables_language_and_goes_when_the_clock_resumes() {
    let map = Map::named("standard").expect("map");
    let (_, mut table) = table(&map);
    assert!(table.clock.running, "the diplomacy clock runs");
    speaking(Lang::Italian, || table.pause_after_sleep(600.0));
    let told = table.notice.clone().expect("the table is told");
    assert_eq!(
        told,
        "Il portatile ha dormito per 10:00: l'orologio è stato messo in pausa a 30:00."
    );
    assert!(table.shows_sleep_notice());
    table.notice = Some("Autosave failed".into());
    assert!(
        !table.shows_sleep_notice(),
        "another notice is not the sleep's"
    );
}

#[test]
fn a_mistyped_order_is_refused_in_the_tables_language_and_in_english_as_the_reader_says() {
    let map = Map::named("standard").expect("map");
    let position = Position::initial(&map);
    let france = map.find_power("france");
    let shown =
        |line: &str| super::writing::shown_refusal(&map, &position, france, line, "kept".into());
    let reader = parse_order(&map, &position, france, "A Par X Bur").expect_err("a typo");
    assert_eq!(shown("A Par X Bur"), reader.to_string());
    assert_eq!(
        shown("A Par X Bur"),
        "`Par X Bur` is not a province on this board"
    );
    assert_eq!(
        speaking(Lang::German, || shown("A Par X Bur")),
        "`Par X Bur` ist keine Provinz dieses Bretts"
    );
    assert_eq!(
        shown("A Par-Bur"),
        "kept",
        "a line that reads keeps the draft's words"
    );
}
