//! The talk panel behind the curtain: it fits every text size and window with its lists
//! above it, shows only the writing power's own talks, offers a counter-offer's deal back,
//! and the order panel offers it only during the diplomacy period.

use super::super::audit::{Region, TEXT_SIZES, WINDOWS, audit, lay_out};
use super::super::orders::order_panel;
use super::talk_panel;
use crate::app::play::clock::Timing;
use crate::app::play::pick::Entry;
use crate::app::play::table::{Stage, Table};
use crate::engine::bot::Level;
use crate::engine::game::{Game, Setup};
use crate::engine::map::Map;
use crate::engine::talk::{Deal, Proposal, TalkEntry};
use bevy_egui::egui::accesskit::Role;

/// England (a person, seat 0) behind the curtain during the first diplomacy period of a
/// game with France (a person) and five Novice computers; Russia's proposal waits for
/// England, England has asked Germany for peace, and France has talked to Italy.
pub(in crate::app::screens) fn england_talking() -> (Game, Table, Map) {
    let map = Map::named("standard").expect("map");
    let names = ["Anna", "Bertrand", "C1", "C2", "C3", "C4", "C5"];
    let mut setup = Setup::standard(&map, &names, 0, "1971", 3).expect("setup");
    for seat in &mut setup.players[2..] {
        seat.computer = Some(Level::Novice);
    }
    let mut game = Game::new(&map, setup);
    let (mut table, _) = Table::new(&mut game, &map, Timing::Tournament);
    let power = |name: &str| map.find_power(name).expect(name);
    let (england, france) = (power("England"), power("France"));
    let peace = Deal::Peace { years: 2 };
    game.propose(&map, england, power("Germany"), peace.clone())
        .expect("England may propose to Germany");
    game.propose(&map, france, power("Italy"), peace.clone())
        .expect("France may propose to Italy");
    game.talks.log.push(TalkEntry {
        proposal: Proposal {
            from: power("Russia"),
            to: england,
            deal: peace,
            phase: game.position.phase,
        },
        answer: None,
    });
    let seat = game.controller[england.0 as usize].expect("England's seat");
    table
        .come_to_write(&game, &map, seat)
        .expect("England comes to write");
    table.ready(&game, &map, "").expect("ready");
    assert_eq!(table.stage, Stage::Writing { player: seat });
    (game, table, map)
}

fn open_desk() -> Entry {
    let mut entry = Entry::default();
    entry.talk.open = true;
    entry
}

#[test]
fn the_talk_panel_fits_every_text_size_and_window() {
    let (game, table, map) = england_talking();
    let mut entry = open_desk();
    let region = Region::Left(crate::app::layout::TALK_WIDTH);
    let faults = audit("talk", region, "Propose", |ctx| {
        talk_panel(ctx, &table, &game, &map, &mut entry);
    });
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn every_drop_down_of_the_talk_panel_lists_above_it() {
    let (game, table, map) = england_talking();
    let mut all = Vec::new();
    for size in TEXT_SIZES {
        let mut entry = open_desk();
        all.extend(super::super::popup_audit::covered_items(
            "talk",
            size,
            WINDOWS[0],
            |ctx| {
                talk_panel(ctx, &table, &game, &map, &mut entry);
            },
        ));
    }
    assert!(all.is_empty(), "{all:#?}");
}

#[test]
fn the_talk_panel_shows_only_the_writing_powers_own_talks() {
    let (game, table, map) = england_talking();
    let mut entry = open_desk();
    let (widgets, _) = lay_out(WINDOWS[0], 1.0, |ctx| {
        talk_panel(ctx, &table, &game, &map, &mut entry);
    });
    let said: Vec<&str> = widgets.iter().map(|w| w.words.as_str()).collect();
    let has = |words: &str| said.iter().any(|s| s.contains(words));
    assert!(has("Talks — England"), "{said:#?}");
    assert!(
        has("England to Germany"),
        "England's own proposal: {said:#?}"
    );
    assert!(
        has("Russia proposes: "),
        "Russia's proposal waits: {said:#?}"
    );
    assert!(
        (widgets.iter()).any(|w| w.role == Role::Button && w.words == "Accept"),
        "{said:#?}"
    );
    assert!(
        !has("France to"),
        "France's talk with Italy is France's: {said:#?}"
    );
    assert!(!has("Italy accepts") && !has("Italy declines"), "{said:#?}");
}

#[test]
fn a_player_reads_their_own_answer_to_a_computer_as_theirs() {
    let (mut game, table, map) = england_talking();
    let (index, _) = game.proposals_waiting(table.drafts[0].power)[0];
    game.answer_waiting(&map, index, true)
        .expect("England accepts");
    let mut entry = open_desk();
    let (widgets, _) = lay_out(WINDOWS[0], 1.0, |ctx| {
        talk_panel(ctx, &table, &game, &map, &mut entry);
    });
    let said: Vec<&str> = widgets.iter().map(|w| w.words.as_str()).collect();
    assert!(said.contains(&"You accepted."), "{said:#?}");
    assert!(
        !said.iter().any(|s| s.contains("England accepts")),
        "{said:#?}"
    );
}

#[test]
fn the_order_panel_offers_the_talks_only_during_the_period() {
    let (mut game, mut table, map) = england_talking();
    let talk_button = |table: &mut Table, game: &Game| {
        let mut entry = Entry::default();
        let (widgets, _) = lay_out(WINDOWS[0], 1.0, |ctx| {
            order_panel(ctx, table, game, &map, &mut entry);
        });
        (widgets.into_iter())
            .find(|w| w.role == Role::Button && w.words.starts_with("💬 Talks"))
            .map(|w| w.words)
    };
    assert_eq!(
        talk_button(&mut table, &game).as_deref(),
        Some("💬 Talks (1 waits)")
    );
    // The period ends: the computers write, and England writes after them.
    table.return_laptop(&mut game);
    table.start_writing(&mut game, &map);
    table.ready(&game, &map, "").expect("ready");
    assert!(matches!(table.stage, Stage::Writing { .. }));
    assert_eq!(talk_button(&mut table, &game), None);
}

/// On each board, the first power (a person) behind the curtain during the first period
/// with every other power a Novice computer.
fn first_power_talking(board: &str) -> (Game, Table, Map) {
    let map = Map::named(board).expect("map");
    let names: Vec<String> = (0..map.powers.len()).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::standard(&map, &names, 0, "1971", 5).expect("setup");
    for seat in &mut setup.players[1..] {
        seat.computer = Some(Level::Novice);
    }
    let mut game = Game::new(&map, setup);
    let (mut table, _) = Table::new(&mut game, &map, Timing::Tournament);
    table.come_to_write(&game, &map, 0).expect("comes to write");
    table.ready(&game, &map, "").expect("ready");
    (game, table, map)
}

#[test]
fn on_every_board_every_kind_of_proposal_is_offered_and_answered_in_the_panel() {
    use crate::engine::talk::DealKind;
    for board in ["standard", "multiplomacy", "european"] {
        let (mut game, table, map) = first_power_talking(board);
        let me = table.drafts[0].power;
        let partners = game.talk_partners(&map, me);
        assert_eq!(
            partners.len(),
            map.powers.len() - 1,
            "{board}: every computer"
        );
        let mut answered = 0;
        for &to in &partners {
            for kind in DealKind::ALL {
                let options = game.deal_options(&map, me, to, kind);
                for deal in options.into_iter().take(2) {
                    let answer = game.propose(&map, me, to, deal.clone());
                    let answer = answer.unwrap_or_else(|e| {
                        panic!("{board}: an offered choice is refused: {deal:?}: {e}")
                    });
                    let said = answer.reason.sentence(&map, to, me);
                    assert!(said.starts_with(&map.power(to).name), "{board}: {said}");
                    answered += 1;
                }
            }
        }
        assert!(
            answered > 20,
            "{board}: only {answered} proposals could be made"
        );
        // The panel with this phase's many answers fits at every size.
        let mut entry = open_desk();
        let region = Region::Left(crate::app::layout::TALK_WIDTH);
        let faults = audit(board, region, "Propose", |ctx| {
            talk_panel(ctx, &table, &game, &map, &mut entry);
        });
        assert!(faults.is_empty(), "{faults:#?}");
    }
}

#[test]
fn the_end_screen_shows_every_proposal_and_answer_and_fits() {
    use super::super::game_over::{EndView, end_panel};
    let (mut game, _, map) = england_talking();
    // The game ends in a draw of everyone: nothing is secret any more.
    assert!(game.agree_draw(&map, &[0, 1, 2, 3, 4, 5, 6]));
    let club = super::super::ClubNightView::default();
    let mut view = EndView {
        exported: None,
        show_all: false,
        pictures: super::super::picture_row::PictureRow::default(),
        phase: None,
    };
    let (widgets, _) = lay_out(WINDOWS[0], 1.0, |ctx| {
        end_panel(ctx, &map, &game, &club, &mut view);
    });
    let count = game.talks.log.len();
    let header = format!("The talks ({count} proposals)");
    assert!(
        widgets.iter().any(|w| w.words == header),
        "no {header:?} on the end screen"
    );
    let faults = audit(
        "end screen with talks",
        Region::Window,
        "Back to the title screen",
        |ctx| {
            end_panel(ctx, &map, &game, &club, &mut view);
        },
    );
    assert!(faults.is_empty(), "{faults:#?}");
}
