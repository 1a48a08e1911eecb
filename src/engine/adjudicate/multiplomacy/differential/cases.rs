//! Every movement case of the data files on boards where units do not stack, adjudicated by
//! both adjudicators under the rules its folder is run under; where they differ, the
//! difference is one of those listed in `known`, which says which adjudicator is right.

use super::compare::{Told, board_differs, classic, differences, may_stack, stacked};
use super::known::{KNOWN, Why};
use crate::engine::map::Map;
use crate::engine::position::PhaseKind;
use crate::engine::rules::Rules;
use crate::engine::testfile::{parse_test_file, prepare_case};
use std::path::Path;

/// The case files and the rules each is run under (as `tests/adjudication.rs` runs them).
const FILES: &[(&str, Rules)] = &[
    ("tests/datc/6A.txt", Rules::DATC),
    ("tests/datc/6B.txt", Rules::DATC),
    ("tests/datc/6C.txt", Rules::DATC),
    ("tests/datc/6D.txt", Rules::DATC),
    ("tests/datc/6E.txt", Rules::DATC),
    ("tests/datc/6F.txt", Rules::DATC),
    ("tests/datc/6G.txt", Rules::DATC),
    ("tests/datc/6H.txt", Rules::DATC),
    ("tests/datc/6I.txt", Rules::DATC),
    ("tests/datc/6J.txt", Rules::DATC),
    ("tests/datc_1971/differences.txt", Rules::RULEBOOK_1971),
    ("assets/learning/part2.txt", Rules::RULEBOOK_1971),
    ("tests/variants/european.txt", Rules::RULEBOOK_1971),
];

/// One movement case told by both adjudicators.
struct Compared {
    /// The case's number (`6.F.14`, `II.8.6`, `rail.1`).
    id: String,
    classic: Told,
    stacked: Told,
}

/// Every movement case whose orders could not stack, told by both; and how many cases
/// were left out because they could.
fn compared_cases() -> (Vec<Compared>, usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut maps: Vec<Map> = Vec::new();
    let (mut out, mut could_stack) = (Vec::new(), 0);
    for (file, rules) in FILES {
        let text = std::fs::read_to_string(root.join(file)).expect("case file");
        for case in parse_test_file(&text).expect("cases read") {
            if case.phase.kind != PhaseKind::Movement {
                continue;
            }
            let same = |m: &Map| m.name.eq_ignore_ascii_case(&case.variant);
            if !maps.iter().any(same) {
                maps.push(Map::named(&case.variant).expect("map"));
            }
            let map = maps.iter().find(|m| same(m)).expect("loaded");
            let prepared = prepare_case(map, &case).expect("case prepares");
            let (position, orders) = (&prepared.position, &prepared.orders);
            if may_stack(map, position, orders, rules) {
                could_stack += 1;
                continue;
            }
            out.push(Compared {
                id: case.name.split(' ').next().unwrap_or_default().to_string(),
                classic: classic(map, position, orders, rules),
                stacked: stacked(map, position, orders, rules),
            });
        }
    }
    (out, could_stack)
}

#[test]
fn every_data_case_without_a_stack_differs_only_as_documented() {
    let (cases, could_stack) = compared_cases();
    eprintln!(
        "{} movement cases compared, {could_stack} could stack",
        cases.len()
    );
    assert!(cases.len() > 250, "only {} cases compared", cases.len());
    let mut wrong = Vec::new();
    for c in &cases {
        let known = KNOWN
            .iter()
            .find(|(id, _)| *id == c.id)
            .map(|(_, why)| *why);
        let differ = c.classic != c.stacked;
        let on_board = board_differs(&c.classic, &c.stacked);
        match known {
            None if differ => wrong.push(format!(
                "{}: undocumented difference (board: {on_board})\n    {}",
                c.id,
                differences(&c.classic, &c.stacked).join("\n    ")
            )),
            Some(_) if !differ => wrong.push(format!("{}: documented, but they agree", c.id)),
            Some(Why::Words) if on_board => wrong.push(format!(
                "{}: documented as words only, but the boards differ\n    {}",
                c.id,
                differences(&c.classic, &c.stacked).join("\n    ")
            )),
            _ => {}
        }
    }
    for (id, _) in KNOWN {
        if !cases.iter().any(|c| c.id == *id) {
            wrong.push(format!("{id}: documented, but no such case was compared"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
