//! A written line checked: the one checked-line type, and the one checker of a written
//! order that the order screen's draft, the phones and the sandbox's slips all ask, on
//! every board (the engine's check of the order alone, told in words with its rule).

use crate::engine::adjudicate::{Board, Check, check_reasoned};
use crate::engine::ids::PowerId;
use crate::engine::order::Written;
use crate::engine::rules_explained::RuleTopic;

/// One written order checked on its own, as every writer shows it: fine, a condition, or
/// void with why, and the rule a void order breaks.
pub fn check_written(board: Board, w: &Written) -> (Check, Option<RuleTopic>) {
    let reasoned = check_reasoned(board, w);
    let rule = reasoned.topic();
    (reasoned.in_words(board.map, board.position), rule)
}

/// A written line checked, as the order screen, the phones and the sandbox's slips show
/// it: the one checked-line type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedLine {
    pub power: PowerId,
    /// The line as shown: its orders in the board's notation, or the text that does not read.
    pub text: String,
    /// The orders it gives (several for a `sup by` line), or why it does not read.
    pub orders: Result<Vec<Written>, String>,
    /// What the engine says about it on its own: fine, a condition, or void with why.
    pub check: Check,
    /// The rule a void order breaks, where known.
    pub rule: Option<RuleTopic>,
}

impl CheckedLine {
    /// The line's first order, or why it gives none.
    pub fn order(&self) -> Result<&Written, &str> {
        match &self.orders {
            Ok(o) => o.first().ok_or("no order"),
            Err(e) => Err(e),
        }
    }

    /// The line with its verdict in words, in the table's language: `A(Par)-Bur: fine`,
    /// `F(Lon)-Mun: void — …`.
    pub fn describe(&self) -> String {
        let line = self.text.clone();
        match &self.check {
            Check::Fine => crate::t!("rules-line-fine", line = line),
            Check::Note(n) => crate::t!("rules-line-note", line = line, note = n.clone()),
            Check::Void(why) => crate::t!("rules-line-void", line = line, why = why.clone()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::draft::Draft;
    use crate::engine::map::Map;
    use crate::engine::position::Position;
    use crate::engine::rules::Rules;
    use crate::engine::sandbox::check_line;

    /// Where units stack, a bad line written in the order screen's draft is refused as the
    /// sandbox's slip refuses it: the same words and the same rule, from the one checker
    /// (the draft once left stacked lines unchecked).
    #[test]
    fn a_stacked_draft_refuses_a_bad_line_as_the_sandbox_does() {
        let map = Map::named("multiplomacy").expect("multiplomacy");
        let position = Position::initial(&map);
        let rules = Rules::default();
        let board = Board::new(&map, &position, &rules);
        let england = map.find_power("England").expect("England");
        // A fleet on a coast convoys; an army supports into a province it cannot reach.
        let lines = ["F lon C A wal - bel", "A wal S A lvp - edi"];
        let mut draft = Draft::new(england);
        for line in lines {
            draft.write(&map, &position, line).expect("the line reads");
        }
        let drafted = draft.checked(board);
        assert_eq!(drafted.len(), lines.len());
        for (line, from_draft) in lines.iter().zip(drafted) {
            let from_sandbox = check_line(board, england, line);
            assert!(from_draft.check.is_void(), "{line}: {:?}", from_draft.check);
            assert_eq!(from_draft.check, from_sandbox.check, "{line}");
            assert_eq!(from_draft.rule, from_sandbox.rule, "{line}");
            assert!(from_draft.rule.is_some(), "{line}: no rule named");
        }
    }
}
