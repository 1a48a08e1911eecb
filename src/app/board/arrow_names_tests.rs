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

#[test]
fn every_opening_moves_head_stops_clear_of_the_names() {
    let mut checked = 0;
    let mut covered = Vec::new();
    for variant in ["standard", "multiplomacy", "european"] {
        let loaded = board_named(variant);
        let board = loaded.get();
        let map = board.map;
        let position = Position::initial(map);
        for scale in [1.0, 1.5, 2.0] {
            let names: Vec<Area> = name_places(&board, &Sizes::of(&board, scale), &position)
                .iter()
                .map(|n| n.area)
                .collect();
            for unit in &position.units {
                for to in map.neighbours(unit.loc.province) {
                    if !map.can_move(unit.kind, unit.loc, to) {
                        continue;
                    }
                    let order = MainOrder::Move {
                        to: Location::province(to),
                        via_convoy: false,
                    };
                    let Some(arrow) = arrow_for(&board, &position, unit, &order, false) else {
                        continue;
                    };
                    checked += 1;
                    let tip = tip_clear_of_names(arrow.from, arrow.to, 14.0, &names);
                    if covers(arrow.from, tip, &names) {
                        covered.push(format!(
                            "{variant} at {scale}: {} to {}",
                            map.location_abbr(unit.loc),
                            map.province(to).abbr
                        ));
                    }
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
