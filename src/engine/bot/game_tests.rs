//! Whole games of seven computers on every board, played to their end (a victory, or the
//! year cap), with every line the computers write checked by the engine and every order
//! carried out without a void verdict.

use super::*;
use crate::engine::adjudicate::{AdjustVerdict, RetreatVerdict, Verdict};
use crate::engine::game::record::{PhaseRecord, PhaseResult};
use crate::engine::game::{Game, Outcome, Setup, ShortGame};
use crate::engine::ids::{ProvinceId, UnitKind};
use crate::engine::notation::counted::parse_stacked_order;
use crate::engine::options::own_stacks;
use crate::engine::order::Written;

/// A game with a Novice at every seat, ending at the end of `until`.
pub(super) fn computer_game(variant: &str, seed: u64, until: u16) -> (Map, Game) {
    computer_game_with(variant, seed, until, &[])
}

/// A game with Novices, and these levels at the first seats.
fn computer_game_with(variant: &str, seed: u64, until: u16, first: &[Level]) -> (Map, Game) {
    let map = Map::named(variant).expect("map");
    let names: Vec<String> = (0..map.powers.len()).map(|i| format!("C{i}")).collect();
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    let mut setup = Setup::standard(&map, &refs, 0, "1971", seed).expect("setup");
    setup.short_game = Some(ShortGame::EndYear(until));
    for (i, p) in setup.players.iter_mut().enumerate() {
        p.computer = Some(first.get(i).copied().unwrap_or(Level::Novice));
    }
    (map.clone(), Game::new(&map, setup))
}

/// Every line passes the engine's check, and where units stack no stack is given orders
/// for more units than it has.
fn assert_lines_legal(map: &Map, game: &Game, power: PowerId, lines: &[String]) {
    let pos = &game.position;
    let rules = &game.setup.rules;
    for line in lines {
        assert!(
            is_sound(
                crate::engine::adjudicate::Board::new(map, pos, rules),
                power,
                line
            ),
            "{} {}: {line} is refused",
            pos.phase,
            map.power(power).name
        );
    }
    if !map.stacking {
        return;
    }
    let written: Vec<Written> = lines
        .iter()
        .flat_map(|l| parse_stacked_order(map, pos, Some(power), l).expect("read"))
        .collect();
    let rows = own_stacks(pos, power);
    for row in &rows {
        // Fleets on two coasts of one province are counted together, as orders name them.
        let same = |p: ProvinceId, k: Option<UnitKind>| p == row.at.province && k == Some(row.kind);
        let there: u32 = rows
            .iter()
            .filter(|r| same(r.at.province, Some(r.kind)))
            .map(|r| r.units)
            .sum();
        let given: u32 = written
            .iter()
            .filter(|w| same(w.at.province, w.kind))
            .map(|w| w.units())
            .sum();
        assert!(
            given <= there,
            "{}: {lines:?} over-order {row:?}",
            pos.phase
        );
    }
}

/// Orders the phase's record shows as void, refused or naming missing units.
fn void_orders(record: &PhaseRecord) -> Vec<String> {
    let mut out: Vec<String> = record.refused.iter().map(|r| format!("{r:?}")).collect();
    match &record.result {
        PhaseResult::Movement(m) => {
            out.extend(
                m.verdicts
                    .iter()
                    .filter(|v| matches!(v, Verdict::Void(_)))
                    .map(|v| format!("{v:?}")),
            );
            // Where units stack, an order may also name units that were not there.
            let outcomes = m.stacks.iter().flat_map(|s| &s.outcomes);
            out.extend(outcomes.filter(|o| o.missing > 0).map(|o| format!("{o:?}")));
        }
        PhaseResult::Retreat(v) => out.extend(
            v.iter()
                .filter(|v| matches!(v, RetreatVerdict::DisbandedIllegal))
                .map(|v| format!("{v:?}")),
        ),
        PhaseResult::Adjustment { verdicts, .. } => out.extend(
            verdicts
                .iter()
                .filter(|(_, v)| {
                    !matches!(
                        v,
                        AdjustVerdict::Built
                            | AdjustVerdict::Removed
                            | AdjustVerdict::RemovedUnits(_)
                    )
                })
                .map(|v| format!("{v:?}")),
        ),
    }
    out
}

/// Plays the game to its end, checking every computer line before it is sealed and every
/// phase's verdicts after it.
pub(super) fn play_out(map: &Map, game: &mut Game) {
    let mut phases = 0;
    while game.outcome.is_none() {
        phases += 1;
        assert!(phases < 1000, "the game never ended");
        for power in game.powers_to_order(map) {
            let lines = lines_of(map, &game.position, &game.computer_orders(map, power));
            assert_lines_legal(map, game, power, &lines);
        }
        game.write_computer_orders(map);
        assert!(game.all_sealed(map));
        let record = game.resolve(map);
        let void = void_orders(record);
        assert!(
            void.is_empty(),
            "{}: {void:?} from {:?} with {:?}",
            record.phase,
            record.orders,
            record.position.dislodged
        );
    }
}

/// A whole game to its end on `variant`; prints how it ended.
fn whole_game(variant: &str, seed: u64) -> Game {
    let (map, mut game) = computer_game(variant, seed, 1950);
    play_out(&map, &mut game);
    let ended = match game.outcome.as_ref().expect("ended") {
        Outcome::Victory { power } => format!("{} won", map.power(*power).name),
        other => format!("{other:?}"),
    };
    eprintln!("{variant}: {ended} in {}", game.position.phase);
    game
}

/// Every order line written in the game.
fn all_lines(game: &Game) -> Vec<String> {
    let map = Map::named(&game.setup.variant).expect("the game's map");
    game.record
        .iter()
        .flat_map(|r| r.orders.iter().map(|o| o.text(&map, &r.position)))
        .collect()
}

#[test]
fn seven_novices_play_a_standard_game_to_its_end() {
    let game = whole_game("standard", 7);
    let lines = all_lines(&game);
    assert!(
        lines.iter().any(|l| l.contains(" S ")),
        "no support in a whole game"
    );
    assert!(game.position.phase.year > 1901);
}

#[test]
fn eight_novices_play_a_european_game_to_its_end() {
    let game = whole_game("european", 7);
    assert!(all_lines(&game).iter().any(|l| l.contains(" S ")));
}

#[test]
fn seven_novices_play_a_multiplomacy_game_to_its_end_with_counted_orders() {
    let game = whole_game("multiplomacy", 7);
    let lines = all_lines(&game);
    let moved_two = lines
        .iter()
        .any(|l| l.starts_with("2 ") && l.contains('-') && !l.contains(" sup "));
    assert!(moved_two, "no stack of two ever moved together");
    let counted_support = lines.iter().any(|l| {
        l.split_once(" sup ")
            .is_some_and(|(_, r)| r.starts_with(|c: char| c.is_ascii_digit()))
    });
    assert!(counted_support, "no support named how many units it is for");
}

#[test]
fn a_strong_computer_plays_among_novices_on_every_board_with_only_legal_orders() {
    for variant in ["standard", "european", "multiplomacy"] {
        let (map, mut game) =
            computer_game_with(variant, 5, map_start(variant) + 3, &[Level::Strong]);
        play_out(&map, &mut game);
        let first = game.setup.players[0].powers[0];
        assert!(
            game.position.centre_count(first) > 0,
            "{variant}: the Strong power survives"
        );
    }
}

fn map_start(variant: &str) -> u16 {
    Map::named(variant).expect("map").start_year
}
