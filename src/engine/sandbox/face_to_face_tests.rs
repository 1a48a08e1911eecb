//! Face-to-face adjudication: the rulebook's sample game typed in as a group at a real
//! board would, one slip per power per campaign (retreats and builds too), ends in the
//! rulebook's final table.

use super::{Board, Sandbox, split_by_power};
use crate::engine::game::text::{heading, import};

const SAMPLE: &str = include_str!("../../../assets/learning/sample_game.txt");

/// The record's phases: each heading with its text, one order a line (the printed slips
/// list one order a line; the record separates them with commas) and no italics marks.
fn campaigns() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for block in SAMPLE.split("\n\n") {
        let lines: Vec<&str> = block.lines().filter(|l| !l.starts_with('#')).collect();
        let Some((head, orders)) = lines.split_first() else {
            continue;
        };
        if !head.starts_with("Spring") && !head.starts_with("Autumn") {
            continue;
        }
        let mut slips = String::new();
        for line in orders {
            let (power, rest) = match line.split_once(": ") {
                Some((p, r)) if !p.contains('(') => (format!("{p}:\n"), r),
                _ => (String::new(), *line),
            };
            slips.push_str(&power);
            for order in rest.split(", ") {
                slips.push_str(&order.replace('*', ""));
                slips.push('\n');
            }
        }
        out.push((head.to_string(), slips));
    }
    out
}

#[test]
fn the_sample_games_slips_pasted_per_power_end_in_the_rulebooks_final_table() {
    let mut s = Sandbox::new(Board::Standard, "1971").expect("opens");
    let campaigns = campaigns();
    assert_eq!(
        campaigns.len(),
        7,
        "two years: moves, retreats and adjustments"
    );
    for (head, text) in &campaigns {
        assert_eq!(
            &heading(s.position().phase),
            head,
            "the sandbox is at {head}"
        );
        for (power, lines) in split_by_power(&s.map, text).expect("every line has a power") {
            for line in s.write_slip(power, &lines.join("\n")) {
                assert!(line.orders.is_ok(), "{head}: {}", line.describe());
            }
        }
        s.resolve();
    }
    let count = |name: &str| {
        s.position()
            .centre_count(s.map.find_power(name).expect("power"))
    };
    let table = [
        "England", "Germany", "Russia", "Turkey", "Austria", "Italy", "France",
    ]
    .map(count);
    assert_eq!(table, [5, 6, 4, 5, 5, 4, 5], "the rulebook's final table");
    let (game, _) = import(SAMPLE).expect("the record reads");
    assert_eq!(
        s.position(),
        &game.position,
        "the same board as the recorded game"
    );
    assert_eq!(s.history().path().len(), 8);
    // The whole game exports as a record that reads back to the same board.
    let record = s.record_text().expect("a record from the opening");
    let (again, _) = import(&record).expect("the record reads back");
    assert_eq!(again.position, game.position);
    assert_eq!(again.record.len(), 7);
    s.set_up_text("remove lon");
    assert!(s.record_text().unwrap_err().contains("set-up"));
}

#[test]
fn any_phase_of_a_recorded_game_sets_up_a_sandbox() {
    let (game, _) = import(SAMPLE).expect("the record reads");
    let retreats = game
        .record
        .iter()
        .find(|r| !r.position.dislodged.is_empty())
        .expect("the sample game has a retreat phase");
    let mut s =
        Sandbox::from_position(Board::Standard, "1971", &retreats.position).expect("sets up");
    assert_eq!(s.position(), &retreats.position);
    for (power, lines) in
        split_by_power(&s.map, "Russia: A(StP)-Mos\nFrance: A(Bur)-Gas").expect("splits")
    {
        s.write_slip(power, &lines.join("\n"));
    }
    s.resolve();
    let next = game
        .record
        .iter()
        .position(|r| r.phase == retreats.phase)
        .expect("found")
        + 1;
    assert_eq!(s.position().units, game.record[next].position.units);
}

#[test]
fn slips_and_a_record_pasted_with_windows_line_endings_read_the_same() {
    let mut s = Sandbox::new(Board::Standard, "1971").expect("opens");
    for (head, text) in campaigns() {
        let windows = text.replace('\n', "\r\n");
        let split = split_by_power(&s.map, &windows).expect("every line has a power");
        assert_eq!(
            split,
            split_by_power(&s.map, &text).expect("splits"),
            "{head}"
        );
        for (power, lines) in split {
            for line in s.write_slip(power, &lines.join("\r\n")) {
                assert!(line.orders.is_ok(), "{head}: {}", line.describe());
                assert!(!line.text.contains('\r'), "{head}: {:?}", line.text);
            }
        }
        s.resolve();
    }
    let (game, _) = import(&SAMPLE.replace('\n', "\r\n")).expect("the record reads");
    assert_eq!(s.position(), &game.position, "the rulebook's final board");
}
