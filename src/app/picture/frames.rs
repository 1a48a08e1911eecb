//! Which boards a picture of a game shows: one phase's orders, or the whole game as a
//! sequence (each phase's orders, then the result), each with its caption.

use crate::app::board::Board;
use crate::app::board::arrows::{Arrow, record_arrows};
use crate::app::board::draw::Shown;
use crate::app::board::show::before_result;
use crate::engine::game::{Game, PhaseResult};
use crate::engine::ids::PowerId;
use crate::engine::position::Position;

/// What to draw: one phase of the record (0-based; the record's length: the board now), or
/// the whole game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    Phase(usize),
    All,
}

/// One picture: the board to draw, its arrows, and the caption beside it.
#[derive(Clone, PartialEq)]
pub struct Frame {
    pub shown: Shown,
    pub arrows: Vec<Arrow>,
    /// The phase's name, e.g. `Spring 1901`.
    pub title: String,
    /// What the board shows of it, e.g. `The orders (crossed out: failed)`.
    pub subtitle: String,
    /// Supply centres per power on this board (most first; powers with none left out).
    pub centres: Vec<(PowerId, usize)>,
    /// How long an animation holds this picture, in hundredths of a second.
    pub hold: u16,
}

/// How long the animation holds the orders, a result, and the last board.
const HOLD_ORDERS: u16 = 250;
const HOLD_RESULT: u16 = 120;
const HOLD_LAST: u16 = 500;

/// The phases a game's pictures can show: its record and the board now.
pub fn phase_count(game: &Game) -> usize {
    game.record.len() + 1
}

/// The pictures for `pick`; an error names the phases there are.
pub fn frames(board: &Board, game: &Game, pick: Pick) -> Result<Vec<Frame>, String> {
    match pick {
        Pick::Phase(i) if i < phase_count(game) => Ok(vec![phase_frame(board, game, i)]),
        Pick::Phase(i) => Err(format!(
            "this game has phases 1 to {}; there is no phase {}",
            phase_count(game),
            i + 1
        )),
        Pick::All => {
            let mut out = Vec::new();
            for i in 0..game.record.len() {
                out.push(phase_frame(board, game, i));
                if game.record[i].is_movement() {
                    out.push(result_frame(board, game, i));
                }
            }
            let mut last = phase_frame(board, game, game.record.len());
            last.hold = HOLD_LAST;
            out.push(last);
            Ok(out)
        }
    }
}

/// The picture of phase `i` of the record (its orders on the board before they were
/// carried out), or of the board now when `i` is the record's length.
pub fn phase_frame(board: &Board, game: &Game, i: usize) -> Frame {
    let map = &board.map;
    let Some(rec) = game.record.get(i) else {
        let over = game.outcome.is_some();
        return frame(
            board,
            Shown::of(game.position.clone()),
            Vec::new(),
            (
                map.phase_label(game.position.phase),
                if over {
                    "The end of the game"
                } else {
                    "The board now"
                },
            ),
            HOLD_RESULT,
        );
    };
    let (shown, subtitle) = match &rec.result {
        PhaseResult::Adjustment { .. } => (
            before_result(rec),
            "Builds (gold rings) and removals (violet rings)",
        ),
        PhaseResult::Retreat(_) => (Shown::of(rec.position.clone()), "The retreats"),
        _ if rec.is_movement() => (
            Shown::of(rec.position.clone()),
            "The orders (crossed out: failed)",
        ),
        _ => (Shown::of(rec.position.clone()), "The orders"),
    };
    let title = map.phase_label(rec.phase);
    let arrows = record_arrows(board, game, i);
    frame(board, shown, arrows, (title, subtitle), HOLD_ORDERS)
}

/// The board after movement phase `i` of the record: its units where the moves left them.
fn result_frame(board: &Board, game: &Game, i: usize) -> Frame {
    let after = game
        .record
        .get(i + 1)
        .map_or(&game.position, |r| &r.position);
    let title = board.map.phase_label(game.record[i].phase);
    frame(
        board,
        Shown::of(after.clone()),
        Vec::new(),
        (title, "After the moves"),
        HOLD_RESULT,
    )
}

fn frame(
    board: &Board,
    shown: Shown,
    arrows: Vec<Arrow>,
    (title, subtitle): (String, &str),
    hold: u16,
) -> Frame {
    Frame {
        centres: centres(board, &shown.position),
        shown,
        arrows,
        title,
        subtitle: subtitle.into(),
        hold,
    }
}

/// Each power's supply centres on `position`, most first (powers with none left out).
fn centres(board: &Board, position: &Position) -> Vec<(PowerId, usize)> {
    let mut out: Vec<(PowerId, usize)> = (0..board.map.powers.len())
        .map(|i| PowerId(i as u8))
        .map(|p| (p, position.centre_count(p)))
        .filter(|(_, n)| *n > 0)
        .collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.0.cmp(&b.0.0)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::LoadedBoard;
    use crate::engine::game::Setup;

    /// A standard game through 1901: France takes Spain in Spring while its army in Paris
    /// bounces with Germany's in Burgundy, and moves there in Autumn; the rest stand.
    fn two_turns() -> (LoadedBoard, Game) {
        let board = LoadedBoard::named("standard").expect("board");
        let map = &board.map;
        let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
        let setup = Setup::standard(map, &names, 0, "1971", 1).expect("setup");
        let mut game = Game::new(map, setup);
        let france = map.find_power("France").expect("France");
        let germany = map.find_power("Germany").expect("Germany");
        game.write_orders(map, france, &["A Par-Bur".into(), "A Mar-Spa".into()]);
        game.write_orders(map, germany, &["A Mun-Bur".into()]);
        game.resolve(map);
        game.write_orders(map, france, &["A Par-Bur".into()]);
        while game.position.phase.year == 1901 {
            game.resolve(map);
        }
        (board, game)
    }

    #[test]
    fn the_whole_game_shows_each_phase_then_each_movements_result_then_the_board_now() {
        let (board, game) = two_turns();
        let all = frames(&board.get(), &game, Pick::All).expect("frames");
        let captions: Vec<(String, String)> = (all.iter())
            .map(|f| (f.title.clone(), f.subtitle.clone()))
            .collect();
        let said = |t: &str, s: &str| (t.to_string(), s.to_string());
        assert_eq!(
            captions,
            [
                said("Spring 1901", "The orders (crossed out: failed)"),
                said("Spring 1901", "After the moves"),
                said("Autumn 1901", "The orders (crossed out: failed)"),
                said("Autumn 1901", "After the moves"),
                said(
                    "Autumn 1901 Adjustments",
                    "Builds (gold rings) and removals (violet rings)"
                ),
                said("Spring 1902", "The board now"),
            ]
        );
        // The bounce in Spring: two arrows crossed out, Spain's not; Autumn's move stands.
        let failed = |f: &Frame| f.arrows.iter().filter(|a| a.failed).count();
        assert_eq!((all[0].arrows.len(), failed(&all[0])), (3, 2));
        assert_eq!(all[2].arrows.len(), 1);
        assert!(!all[2].arrows[0].failed);
        assert!(all[1].arrows.is_empty());
        // France counts Spain from the adjustments on, first among the powers.
        let france = board.map.find_power("France").expect("France");
        assert_eq!(all[5].centres[0], (france, 4));
        assert!(all[0].centres.contains(&(france, 3)));
        assert_eq!(all.last().map(|f| f.hold), Some(HOLD_LAST));
    }

    #[test]
    fn a_phase_the_game_does_not_have_is_refused_with_the_phases_it_has() {
        let (board, game) = two_turns();
        let err = frames(&board.get(), &game, Pick::Phase(40))
            .err()
            .expect("refused");
        assert_eq!(err, "this game has phases 1 to 4; there is no phase 41");
        let now = frames(&board.get(), &game, Pick::Phase(3)).expect("the board now");
        assert_eq!(now[0].title, "Spring 1902");
    }
}
