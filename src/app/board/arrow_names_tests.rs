//! Arrowheads and names: every move from the opening position, on every board and at text
//! sizes 1, 1.5 and 2, ends its head clear of every province's name (a player checks a
//! destination by reading it).

use super::arrows::{arrow_for, tip_clear_of_names};
use super::name_places::{Area, Sizes, name_places};
use crate::app::board::LoadedBoard;
use crate::engine::ids::Location;
use crate::engine::order::MainOrder;
use crate::engine::position::Position;

fn board_named(name: &str) -> LoadedBoard {
    LoadedBoard::named(name).expect("board")
}

/// Whether a head drawn at `tip` from `from` meets any name.
fn covers(from: [f32; 2], tip: [f32; 2], names: &[Area]) -> bool {
    // The same test the drawing makes, asked the other way: a tip already clear stays put.
    tip_clear_of_names(from, tip, 14.0, names) != tip
}

/// Every move from the opening on this board as an arrow: its name, tail and head.
fn opening_arrows(
    board: &crate::app::board::Board,
    position: &Position,
) -> Vec<(String, [f32; 2], [f32; 2])> {
    let map = board.map;
    let mut arrows = Vec::new();
    for unit in &position.units {
        for to in map.neighbours(unit.loc.province) {
            if !map.can_move(unit.kind, unit.loc, to) {
                continue;
            }
            let order = MainOrder::Move {
                to: Location::province(to),
                via_convoy: false,
            };
            if let Some(arrow) = arrow_for(board, position, unit, &order, false) {
                let name = format!(
                    "{} to {}",
                    map.location_abbr(unit.loc),
                    map.province(to).abbr
                );
                arrows.push((name, arrow.from, arrow.to));
            }
        }
    }
    arrows
}

/// The names' boxes on a board's opening at a text size.
fn opening_names(board: &crate::app::board::Board, position: &Position, scale: f32) -> Vec<Area> {
    (name_places(board, &Sizes::of(board, scale), position).iter())
        .map(|n| n.area)
        .collect()
}

#[test]
fn every_opening_moves_head_stops_clear_of_the_names() {
    let mut checked = 0;
    let mut covered = Vec::new();
    for variant in ["standard", "multiplomacy", "european"] {
        let loaded = board_named(variant);
        let board = loaded.get();
        let position = Position::initial(board.map);
        for scale in [1.0, 1.5, 2.0] {
            let names = opening_names(&board, &position, scale);
            for (name, from, to) in opening_arrows(&board, &position) {
                checked += 1;
                if covers(from, tip_clear_of_names(from, to, 14.0, &names), &names) {
                    covered.push(format!("{variant} at {scale}: {name}"));
                }
            }
        }
    }
    assert!(checked > 500, "only {checked} moves checked");
    assert!(
        covered.is_empty(),
        "{} of {checked}: {covered:#?}",
        covered.len()
    );
}

#[test]
fn every_opening_moves_shaft_leaves_a_gap_round_the_names_it_crosses() {
    use super::shaft_gaps::{crosses, shaft_pieces};
    // The shaft's rim is 8 board units wide for a move.
    let width = 8.0;
    let (mut crossing, mut whole, mut over) = (0, 0, Vec::new());
    for variant in ["standard", "multiplomacy", "european"] {
        let loaded = board_named(variant);
        let board = loaded.get();
        let position = Position::initial(board.map);
        for scale in [1.0, 1.5, 2.0] {
            let names = opening_names(&board, &position, scale);
            for (name, from, to) in opening_arrows(&board, &position) {
                let tip = tip_clear_of_names(from, to, 14.0, &names);
                let crosses = |n: &Area, p: &[[f32; 2]; 2]| crosses(p[0], p[1], width, n);
                if !names.iter().any(|n| crosses(n, &[from, tip])) {
                    continue;
                }
                crossing += 1;
                let pieces = shaft_pieces(from, tip, width, &names);
                if pieces == [[from, tip]] {
                    whole += 1;
                } else if let Some(n) = names.iter().find(|n| pieces.iter().any(|p| crosses(n, p)))
                {
                    over.push(format!("{variant} at {scale}: {name} over {n:?}"));
                }
            }
        }
    }
    println!("{crossing} shafts cross a name, {whole} of them drawn whole");
    assert!(crossing > 100, "only {crossing} shafts cross a name");
    assert!(over.is_empty(), "{over:#?}");
    // Only shafts that would show too little of themselves run whole over a name.
    assert!(
        whole * 4 < crossing,
        "{whole} of {crossing} crossing shafts drawn whole"
    );
}
