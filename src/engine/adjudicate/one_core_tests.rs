//! One adjudication core for every board: what the classic board and Multiplomacy's share
//! (retreats, adjustments) behaves alike on both, told apart only where the rulebook says.

use super::{AdjustVerdict, PhaseResult, adjudicate_phase};
use crate::engine::adjudicate::Board;
use crate::engine::map::Map;
use crate::engine::position::{PhaseKind, Position};
use crate::engine::rules::Rules;

/// The verdicts of an adjustment phase in which the first power, one unit short of its
/// centres, writes `line`.
fn winter_verdicts(map_name: &str, line: &str) -> Vec<AdjustVerdict> {
    let map = Map::named(map_name).expect("map");
    let mut position = Position::initial(&map);
    position.phase.kind = PhaseKind::Adjustment;
    let power = map.power_ids().next().expect("a power");
    let gone = position
        .units
        .iter()
        .position(|u| u.power == power)
        .expect("a unit");
    position.units.remove(gone);
    let board = Board::new(&map, &position, &Rules::RULEBOOK_1971);
    let written = (board.rulebook())
        .read_line(&map, &position, power, line)
        .expect("the line reads");
    let (result, _) = adjudicate_phase(board, &written);
    let PhaseResult::Adjustment { verdicts, .. } = result else {
        panic!("an adjustment phase gives adjustment verdicts");
    };
    verdicts.into_iter().map(|(_, v)| v).collect()
}

/// A power owed a build may waive it on either board (Multiplomacy's stacked adjustments
/// once called a waive "not an adjustment").
#[test]
fn a_waived_build_is_waived_on_every_board() {
    for map in ["standard", "multiplomacy"] {
        assert_eq!(
            winter_verdicts(map, "Waive"),
            [AdjustVerdict::Waived],
            "{map}"
        );
    }
}

/// The same power may not build in a home province it does not own: one adjudicator asks
/// the rulebook, which names the reason in its own words.
#[test]
fn a_build_outside_the_powers_homes_is_refused_in_each_rulebooks_words() {
    let other_home = |map_name: &str| {
        let map = Map::named(map_name).expect("map");
        let second = map.power_ids().nth(1).expect("two powers");
        let home = map.power(second).homes[0];
        map.province(home).id.clone()
    };
    let classic = winter_verdicts("standard", &format!("Build A {}", other_home("standard")));
    assert_eq!(classic, [AdjustVerdict::NotBuildable]);
    let line = format!("Build A {}", other_home("multiplomacy"));
    assert_eq!(
        winter_verdicts("multiplomacy", &line),
        [AdjustVerdict::NotHome]
    );
}
