//! Tests of where the board's names go: clear of names and tokens, on their own
//! province, never smaller at a larger text size, through two years of play.

use super::*;
use crate::app::board::LoadedBoard;

use super::super::province_cells::ProvinceCells;
use crate::engine::game::{Game, Setup};

/// On every board at text sizes 1, 1.5 and 2, at the start and at every movement phase
/// of two years of Novice play after it (units gathered, moved and built), no name
/// touches another name or any token, and every name is at least the smallest size.
#[test]
fn names_touch_no_other_name_and_no_token_on_any_board() {
    let mut failures = Vec::new();
    for variant in ["standard", "multiplomacy", "european"] {
        let board = LoadedBoard::named(variant).expect("board");
        let board = board.get();
        for (k, position) in movement_positions(&board, 2).iter().enumerate() {
            for text_scale in [1.0, 1.5, 2.0] {
                failures.extend(name_faults(&board, position, text_scale, k == 0));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The position of each movement phase of a Novice game on `board`, from the start
/// through `years` years.
fn movement_positions(board: &Board, years: u16) -> Vec<Position> {
    let mut game = opening(board);
    let mut positions = Vec::new();
    while game.position.phase.year < board.map.start_year + years {
        if game.position.phase.kind == crate::engine::position::PhaseKind::Movement {
            positions.push(game.position.clone());
        }
        for power in game.powers_to_order(board.map) {
            let orders = crate::engine::bot::computer_orders(
                crate::engine::bot::Level::Novice,
                board.map,
                &game.position,
                &game.setup.rules,
                power,
                3,
            );
            game.write_computed(power, &orders);
        }
        game.resolve(board.map);
    }
    positions
}

/// What is wrong with the names on `board` in `position` at `text_scale`: names over
/// names or tokens; panics on a name below the floor size. `tell`: print the counts.
fn name_faults(board: &Board, position: &Position, text_scale: f32, tell: bool) -> Option<String> {
    let variant = &board.map.name;
    let phase = board.map.phase_name(position.phase);
    let sizes = Sizes::of(board, text_scale);
    let places = name_places(board, &sizes, position);
    let found = clashes(
        &places,
        &token_areas(board, &sizes, position),
        gap(&sizes) * 0.99,
    );
    let abbr = |p: ProvinceId| board.map.province(p).abbr.clone();
    let pairs = |v: &[(ProvinceId, ProvinceId)]| -> Vec<String> {
        v.iter()
            .map(|(a, b)| format!("{}/{}", abbr(*a), abbr(*b)))
            .collect()
    };
    let small = places.iter().filter(|n| n.size < sizes.name).count();
    let floor = places
        .iter()
        .filter(|n| n.size < sizes.min_name * 0.999)
        .count();
    let beside = places.iter().filter(|n| n.leader.is_some()).count();
    if tell {
        eprintln!(
            "{variant} at text size {text_scale}: {} names, {small} smaller than full \
             size, {floor} of them at the floor size, {beside} beside their province",
            places.len()
        );
    }
    assert!(places.iter().all(|n| n.size >= sizes.floor_name * 0.999));
    (found != Clashes::default()).then(|| {
        format!(
            "{variant} in {phase} at text size {text_scale}: names over names {:?}, \
             names over token places {:?}",
            pairs(&found.names),
            pairs(&found.tokens)
        )
    })
}

/// A new game on `board`, one player a power.
fn opening(board: &Board) -> Game {
    let names: Vec<&str> = board.map.powers.iter().map(|p| p.name.as_str()).collect();
    let setup = Setup::standard(board.map, &names, 0, "1971", 1).expect("setup");
    Game::new(board.map, setup)
}

/// A larger text size never draws a name smaller in the window than the default size
/// does: each name's window pixels at sizes 1.5 and 2 (at the fitted view beside the
/// wider panel) are at least its pixels at size 1, on every board.
#[test]
fn names_only_grow_with_the_text_size_on_every_board() {
    use super::super::legible::fitted_pixels_per_unit_at;
    let mut shrunk = Vec::new();
    for variant in ["standard", "multiplomacy", "european"] {
        let board = LoadedBoard::named(variant).expect("board");
        let board = board.get();
        let position = opening(&board).position;
        let pixels = |text_scale: f32| -> Vec<(String, f32)> {
            let per_unit = fitted_pixels_per_unit_at(board.geometry, text_scale);
            name_places(&board, &Sizes::of(&board, text_scale), &position)
                .into_iter()
                .map(|n| (n.text, n.size * per_unit))
                .collect()
        };
        let at_one = pixels(1.0);
        for text_scale in [1.5, 2.0] {
            for ((name, one), (_, larger)) in at_one.iter().zip(pixels(text_scale)) {
                if larger < one * 0.999 {
                    shrunk.push(format!(
                        "{variant} {name}: {one:.1} px at size 1, {larger:.1} px at \
                         {text_scale}"
                    ));
                }
            }
        }
    }
    assert!(shrunk.is_empty(), "{shrunk:#?}");
}

/// Every name lies over its own province (partly, when it straddles the border) or
/// points to it with a leader line that ends inside it: on every board at text sizes
/// 1, 1.5 and 2, at every movement phase of two years of Novice play (so a name never
/// stands in the next sea or on a neighbour's land, whatever has moved).
#[test]
fn every_name_lies_on_its_own_province_or_points_into_it() {
    let mut astray = Vec::new();
    for variant in ["standard", "multiplomacy", "european"] {
        let board = LoadedBoard::named(variant).expect("board");
        let board = board.get();
        let positions = movement_positions(&board, 2);
        let cells = ProvinceCells::of(&board);
        for position in &positions {
            let when = board.map.phase_name(position.phase);
            for text_scale in [1.0, 1.5, 2.0] {
                let sizes = Sizes::of(&board, text_scale);
                for n in name_places(&board, &sizes, position) {
                    let own = |at: [f32; 2]| cells.at(at) == Some(n.province);
                    let ok = match n.leader {
                        Some([_, to]) => own(to),
                        None => [-0.95, -0.5, 0.0, 0.5, 0.95].iter().any(|fx| {
                            [-0.8, 0.0, 0.8].iter().any(|fy| {
                                own([
                                    n.area.centre[0] + n.area.half[0] * fx,
                                    n.area.centre[1] + n.area.half[1] * fy,
                                ])
                            })
                        }),
                    };
                    if !ok {
                        astray.push(format!("{variant} {when} at {text_scale}: {}", n.text));
                    }
                }
            }
        }
    }
    assert!(astray.is_empty(), "{astray:#?}");
}
