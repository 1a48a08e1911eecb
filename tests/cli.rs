//! The headless subcommands as a user runs them: `map-info`, `map-check`, `datc` (also on
//! Multiplomacy files with counted units), `replay`.

use std::path::PathBuf;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_diplomacy-hotseat"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dh-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path
}

#[test]
fn map_info_prints_the_standard_facts() {
    let o = run(&["map-info", "standard"]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(text.contains("supply centres: 34 (18 to win)"), "{text}");
    assert!(text.contains("provinces: 76"), "{text}");
    assert!(text.contains("units: 22"), "{text}");
    assert!(text.contains("Russia") && text.contains("StP"), "{text}");
}

#[test]
fn map_info_prints_the_european_facts() {
    let o = run(&["map-info", "european"]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(text.contains("supply centres: 54 (28 to win)"), "{text}");
    assert!(text.contains("units: 25"), "{text}");
    assert!(text.contains("Spain"), "{text}");
}

#[test]
fn map_info_json_is_machine_readable() {
    let o = run(&["map-info", "standard", "--json"]);
    assert!(o.status.success());
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(v["supply_centres"], 34);
    assert_eq!(v["powers"], 7);
    assert_eq!(v["impassable"], 1);
}

#[test]
fn map_check_passes_the_standard_board_and_names_a_missing_map() {
    assert!(run(&["map-check", "standard"]).status.success());
    let o = run(&["map-check", "no-such-map"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no-such-map"));
}

#[test]
fn datc_runs_the_basic_checks_and_counts() {
    let o = run(&["datc", "tests/datc/6A.txt"]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}");
    assert!(text.trim_end().ends_with("12 passed, 0 failed"), "{text}");
}

#[test]
fn datc_reports_a_failing_case_and_exits_1() {
    let file = temp_file(
        "wrong.txt",
        "CASE wrong expectation\nPRESTATE_SETPHASE Spring 1901, Movement\nPRESTATE\n\tEngland: F nth\nORDERS\n\tEngland: F nth-pic\nPOSTSTATE\n\tEngland: F pic\nEND\n",
    );
    let o = run(&["datc", file.to_str().expect("path")]);
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(text.contains("FAIL wrong expectation"), "{text}");
    assert!(text.contains("expected England: F pic"), "{text}");
    assert!(text.trim_end().ends_with("0 passed, 1 failed"), "{text}");
}

#[test]
fn datc_names_the_line_of_an_unreadable_file_and_exits_2() {
    let file = temp_file("bad.txt", "CASE x\nPRESTATE\n\tEngland: Q nth\nEND\n");
    let o = run(&["datc", file.to_str().expect("path")]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("line 3"));
    let o = run(&["datc", "tests/datc/does-not-exist.txt"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn datc_bench_reports_throughput() {
    let o = run(&["datc", "--bench", "2", "tests/datc/6C.txt"]);
    assert!(o.status.success());
    assert!(stdout(&o).contains("cases/s"));
}

#[test]
fn replay_prints_the_sample_game_final_position() {
    let o = run(&["replay", "--quiet", "assets/learning/sample_game.txt"]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}");
    assert!(text.contains("Position at Spring 1903"), "{text}");
    assert!(text.contains("Russia A Mos"), "{text}");
    assert!(text.contains("Germany    6"), "{text}");
}

#[test]
fn replay_checks_a_saved_game_against_the_engine() {
    use diplomacy_hotseat::engine::game::{Game, Setup, save};
    use diplomacy_hotseat::engine::map::Map;
    let map = Map::named("standard").expect("map");
    let setup =
        Setup::standard(&map, &["A", "B", "C", "D", "E", "F", "G"], 0, "1971", 5).expect("setup");
    let mut game = Game::new(&map, setup);
    let england = map.find_power("England").expect("England");
    game.write_orders(&map, england, &["F lon-nth".into(), "A lvp-yor".into()]);
    game.resolve(&map);
    let path = temp_file("game.ron", &save::to_ron(&game));
    let o = run(&["replay", path.to_str().expect("path")]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}");
    assert!(text.contains("England: F(Lon)-NTH — succeeds"), "{text}");

    // Tamper with a stored result: replay notices.
    let mut tampered = game.clone();
    tampered.record[0].position.units.swap(0, 1);
    let path = temp_file("tampered.ron", &save::to_ron(&tampered));
    let o = run(&["replay", "--quiet", path.to_str().expect("path")]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
}

#[test]
fn replay_names_the_line_of_a_broken_text_record() {
    let path = temp_file(
        "broken.txt",
        "Variant: standard\n\nSpring 1901\nEngland: F(Lon)-NTH\n\nSpring 1905\n",
    );
    let o = run(&["replay", path.to_str().expect("path")]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("line 6"));
}

#[test]
fn score_prints_each_power_under_a_system() {
    // Carnage, a tied top (webDiplomacy forum's worked example, thread 1325258).
    let o = run(&[
        "score",
        "--system",
        "carnage",
        "--eliminated",
        "Ger:1906",
        "Eng=8",
        "Rus=8",
        "Fra=7",
        "Tur=6",
        "Ita=4",
        "Aus=1",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = stdout(&o);
    let row = |power: &str| {
        text.lines()
            .find(|l| l.starts_with(power))
            .unwrap_or_else(|| panic!("no {power} row in {text}"))
            .split_whitespace()
            .last()
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(row("England"), "6508");
    assert_eq!(row("Russia"), "6508");
    assert_eq!(row("Germany"), "1000");
    assert!(
        text.contains("Carnage: "),
        "the system is explained: {text}"
    );
}

#[test]
fn score_all_puts_every_system_side_by_side_and_refuses_bad_input() {
    let o = run(&["score", "--all", "--solo", "Rus", "Rus=18", "Eng=16"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = stdout(&o);
    let russia = text.lines().find(|l| l.starts_with("Russia")).expect("row");
    assert!(
        russia.contains("28034") && russia.contains("340") && russia.contains("73"),
        "{russia}"
    );
    for name in ["Draw-size", "Sum of squares", "ManorCon", "OpenTribute"] {
        assert!(text.contains(name), "{name} missing: {text}");
    }
    let bad = run(&["score", "--system", "whist", "Eng=5"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("unknown scoring system"));
    let bad = run(&["score", "--system", "sos", "Xyz=5"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("not a power"));
}

#[test]
fn datc_runs_the_multiplomacy_cases_with_counted_units() {
    let o = run(&[
        "datc",
        "--rules",
        "1971",
        "--variant",
        "multiplomacy",
        "tests/variants/multiplomacy.txt",
    ]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}");
    assert!(text.trim_end().ends_with("25 passed, 0 failed"), "{text}");
    // A wrong verdict fails with the order and both verdicts.
    let file = temp_file(
        "stacked.txt",
        "VARIANT_ALL multiplomacy\nCASE six\nPRESTATE\n\tRussia: 2 F sev\n\tTurkey: F ank\nORDERS\n\tRussia: 2 F Sev-Bla\n\tTurkey: F Ank-Bla\nPOSTSTATE\n\tRussia: 2 F bla\n\tTurkey: F ank\nPOSTSTATE_RESULTS\n\tTurkey: F Ank-Bla => 1 moved\nEND\n",
    );
    let o = run(&[
        "datc",
        "--variant",
        "multiplomacy",
        file.to_str().expect("path"),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(
        text.contains("`Turkey: F Ank-Bla`: expected 1 moved, got 1 bounced 1 vs 2"),
        "{text}"
    );
}

#[test]
fn replay_counts_the_stacked_units_of_a_multiplomacy_record() {
    let path = temp_file(
        "stacked-record.txt",
        "Variant: multiplomacy\nRules: 1971\nSeed: 0\n\nSpring 1901\nEngland: F Lon-Nth, F Edi-Nth, F Yor-Nth\n\nAutumn 1901\nEngland: 2 F Nth-Nwy, 1 F Nth stands\n",
    );
    let o = run(&["replay", "--quiet", path.to_str().expect("path")]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}");
    assert!(text.contains("England 2 F Nwy"), "{text}");
    assert!(text.contains("England F NTH"), "{text}");
}

/// France at the start of the game, as a test-file case.
const FRANCE_1901: &str = "CASE France opens\nPRESTATE_SETPHASE Spring 1901, Movement\nPRESTATE\n\tFrance: A par\n\tFrance: A mar\n\tFrance: F bre\n\tGermany: A mun\n\tGermany: A ber\n\tGermany: F kie\nEND\n";

#[test]
fn bot_prints_a_power_s_orders_in_the_test_file_syntax() {
    let path = temp_file("bot-france.txt", FRANCE_1901);
    let o = run(&[
        "bot",
        "--power",
        "France",
        "--seed",
        "3",
        path.to_str().expect("path"),
    ]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "one order per French unit: {text}");
    for unit in ["A par", "A mar", "F bre"] {
        assert!(lines.iter().any(|l| l.starts_with(unit)), "{unit}: {text}");
    }
    let again = run(&[
        "bot",
        "--power",
        "France",
        "--seed",
        "3",
        path.to_str().expect("path"),
    ]);
    assert_eq!(stdout(&again), text, "the same seed gives the same orders");
    let rulebook = stdout(&run(&[
        "bot",
        "--power",
        "fra",
        "--rulebook",
        path.to_str().expect("path"),
    ]));
    assert!(rulebook.contains("A(Par)"), "{rulebook}");
}

#[test]
fn bot_retreats_and_builds_from_the_case_s_phase() {
    let retreat = temp_file(
        "bot-retreat.txt",
        "CASE a retreat\nPRESTATE_SETPHASE Spring 1901, Retreat\nPRESTATE\n\tGermany: A bur\n\tGermany: A ruh\nPRESTATE_DISLODGED\n\tFrance: A bur\nPRESTATE_RESULTS\n\tSUCCESS: Germany: A mun-bur\n\tSUCCESS: Germany: A ruh S A mun-bur\n\tFAILURE: France: A bur H\nEND\n",
    );
    let o = run(&["bot", "--power", "France", retreat.to_str().expect("path")]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}");
    assert!(
        text.starts_with("A bur-") && !text.contains("mun") && !text.contains("ruh"),
        "{text}"
    );
    let winter = temp_file(
        "bot-winter.txt",
        "CASE a build\nPRESTATE_SETPHASE Fall 1901, Adjustment\nPRESTATE_SUPPLYCENTER_OWNERS\n\tFrance: A par\n\tFrance: A mar\n\tFrance: F bre\n\tFrance: A spa\nPRESTATE\n\tFrance: A spa\n\tFrance: A mar\nEND\n",
    );
    let o = run(&["bot", "--power", "France", winter.to_str().expect("path")]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}");
    let builds: Vec<&str> = text.lines().collect();
    assert_eq!(builds.len(), 2, "two builds due: {text}");
    assert!(builds.iter().all(|l| l.starts_with("Build ")), "{text}");
}

#[test]
fn bot_writes_counted_orders_where_units_stack() {
    let path = temp_file(
        "bot-stacked.txt",
        "VARIANT_ALL multiplomacy\nCASE a stack\nPRESTATE_SETPHASE Spring 1901, Movement\nPRESTATE\n\tFrance: 3 A bur\n\tGermany: A mun\nEND\n",
    );
    let o = run(&["bot", "--power", "France", path.to_str().expect("path")]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}");
    let counted: u32 = text
        .lines()
        .map(|l| {
            l.split(' ')
                .next()
                .and_then(|n| n.parse::<u32>().ok())
                .expect("a count")
        })
        .sum();
    assert_eq!(counted, 3, "all three units ordered: {text}");
}

#[test]
fn bot_explains_a_bad_file_a_bad_power_and_a_bad_level() {
    let path = temp_file("bot-france-2.txt", FRANCE_1901);
    let p = path.to_str().expect("path");
    let o = run(&["bot", "--power", "Atlantis", p]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("no power `Atlantis`") && err.contains("France"),
        "{err}"
    );
    let o = run(&["bot", "--power", "France", "--level", "grandmaster", p]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("`grandmaster` is not a level"));
    let broken = temp_file(
        "bot-broken.txt",
        "CASE broken\nPRESTATE_SETPHASE Spring 1901, Movement\nPRESTATE\n\tFrance: A xyz\nEND\n",
    );
    let o = run(&["bot", "--power", "France", broken.to_str().expect("path")]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("line 4") && err.contains("xyz"), "{err}");
    let o = run(&["bot", "--power", "France", "no-such-file.txt"]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot read no-such-file.txt"));
    let o = run(&["bot", "--power", "France", "--variant", "european", p]);
    assert!(
        o.status.success(),
        "a standard case read on the european map"
    );
}

/// `replay save | head -1`: the reader closes the pipe early (here before the command
/// has written anything, so every write meets the closed pipe); the command ends quietly
/// and successfully, with no panic's backtrace on the terminal.
#[test]
fn a_reader_that_stops_early_ends_the_command_quietly() {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_diplomacy-hotseat"))
        .args(["replay", "fuzz/seeds/save/multiplomacy.ron"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stdout.take().expect("its output"));
    let o = child.wait_with_output().expect("it ends");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{:?}: {err}", o.status);
    assert!(!err.contains("panicked"), "{err}");
}

/// A copy of `text` with Windows line endings (an editor or a git checkout on Windows).
fn crlf(text: &str) -> String {
    text.replace("\r\n", "\n").replace('\n', "\r\n")
}

#[test]
fn test_files_with_windows_line_endings_adjudicate_the_same() {
    for (file, rules) in [
        ("tests/datc/6E.txt", "datc"),
        ("tests/datc_1971/differences.txt", "1971"),
    ] {
        let text = std::fs::read_to_string(file).expect("the test file");
        let copy = temp_file(&format!("crlf-{rules}.txt"), &crlf(&text));
        let lf = run(&["datc", "--rules", rules, file]);
        let windows = run(&["datc", "--rules", rules, copy.to_str().expect("path")]);
        let (lf, windows) = (stdout(&lf), stdout(&windows));
        let summary = |t: &str| t.lines().last().unwrap_or_default().to_string();
        assert!(summary(&lf).ends_with(" 0 failed"), "{lf}");
        assert_eq!(summary(&windows), summary(&lf), "{windows}");
    }
}

#[test]
fn a_save_and_a_text_record_with_windows_line_endings_replay_the_same() {
    let record = "Variant: standard\nRules: 1971\nSeed: 0\n\nSpring 1901\nEngland: F Lon-Nth, A Lvp-Yor\nFrance: A Par-Bur\n\nAutumn 1901\nEngland: F Nth-Nwy\n";
    let lf = temp_file("record-lf.txt", record);
    let windows = temp_file("record-crlf.txt", &crlf(record));
    let replay = |p: &PathBuf| stdout(&run(&["replay", "--quiet", p.to_str().expect("path")]));
    assert!(replay(&lf).contains("England F Nwy"), "{}", replay(&lf));
    assert_eq!(replay(&windows), replay(&lf));
    // A save (RON) rewritten with CRLF, as a Windows editor or a mail attachment may do.
    let save = temp_file("save-lf.ron", "");
    let o = run(&[
        "selfplay",
        "--games",
        "1",
        "--seed",
        "5",
        "--until",
        "1902",
        "--save",
        save.to_str().expect("path"),
    ]);
    assert!(o.status.success(), "{}", stdout(&o));
    let text = std::fs::read_to_string(&save).expect("the save");
    let windows_save = temp_file("save-crlf.ron", &crlf(&text));
    assert!(replay(&save).contains("Position at"), "{}", replay(&save));
    assert_eq!(replay(&windows_save), replay(&save));
}

#[test]
fn a_save_in_a_folder_named_with_spaces_and_accents_is_written_and_read_back() {
    let dir = temp_file("unused", "")
        .with_file_name("Zoë Müller")
        .join("saved games");
    let save = dir.join("Partie à sept.ron");
    std::fs::create_dir_all(&dir).expect("the folder");
    let path = save.to_str().expect("a UTF-8 path");
    let o = run(&[
        "selfplay", "--games", "1", "--seed", "2", "--until", "1901", "--save", path,
    ]);
    assert!(o.status.success(), "{}", stdout(&o));
    let o = run(&["replay", "--quiet", path]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(stdout(&o).contains("Position at"), "{}", stdout(&o));
    // A missing file there is said with its whole name, not a panic.
    let missing = dir.join("Ève.ron");
    let o = run(&["replay", missing.to_str().expect("path")]);
    assert!(!o.status.success());
    let said = String::from_utf8_lossy(&o.stderr);
    assert!(
        said.contains("Zoë Müller") && said.contains("Ève.ron"),
        "{said}"
    );
}

#[test]
fn propose_prints_the_computer_s_answer_and_refuses_bad_deals() {
    let path = temp_file("propose-france.txt", FRANCE_1901);
    let p = path.to_str().expect("path");
    let ask = |deal: &str| {
        run(&[
            "propose", "--power", "France", "--to", "Germany", "--deal", deal, p,
        ])
    };
    let o = ask("peace 3");
    assert!(o.status.success());
    assert_eq!(
        stdout(&o).trim(),
        "Germany counters: it will not bind itself for more than two years; it offers peace for two years instead."
    );
    let o = ask("isupport A Mun-Bur");
    assert_eq!(
        stdout(&o).trim(),
        "Germany accepts: it meant to go to Burgundy anyway."
    );
    let o = ask("leave Mun");
    assert_eq!(
        stdout(&o).trim(),
        "Germany declines: Munich is its own centre."
    );
    let o = run(&[
        "propose",
        "--power",
        "France",
        "--to",
        "Germany",
        "--deal",
        "peace 3",
        "--character",
        "loyal",
        "--level",
        "strong",
        p,
    ]);
    assert!(stdout(&o).starts_with("Germany accepts"), "{}", stdout(&o));
    for (deal, why) in [
        ("dmz Atlantis", "`Atlantis` is not a province"),
        (
            "support A Mun-Bur",
            "the unit in Munich is Germany's, not France's",
        ),
        ("peace forever", "not a number of years"),
        ("ceasefire", "is not a deal"),
    ] {
        let o = ask(deal);
        assert_eq!(o.status.code(), Some(2), "{deal}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(why), "{deal}: {err}");
    }
}
