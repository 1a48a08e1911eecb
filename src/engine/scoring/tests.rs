//! Each scoring system against its published worked examples (source named above each
//! test), or, where none could be found, an example worked by hand from the published
//! definition; the mapping of a game's outcome to scores; the club night's file.

use super::club_night::ClubNight;
use super::from_game::{player_scores, scoring_input};
use super::{GameResult, PowerResult, ScoringInput, ScoringSystem, format_score};
use crate::engine::game::{Game, Outcome, Setup};
use crate::engine::map::Map;

const ORDER: [&str; 7] = [
    "Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey",
];

/// A standard board: centres per power in `ORDER`, eliminated powers with their year.
fn board(centres: [u32; 7], eliminated: &[(&str, u16)], result: GameResult) -> ScoringInput {
    ScoringInput {
        powers: ORDER
            .iter()
            .zip(centres)
            .map(|(name, c)| PowerResult {
                name: name.to_string(),
                centres: c,
                eliminated: eliminated.iter().find(|(n, _)| n == name).map(|(_, y)| *y),
            })
            .collect(),
        result,
        first_year: 1901,
        end_year: 1908,
        total_centres: 34,
    }
}

fn idx(name: &str) -> usize {
    ORDER.iter().position(|n| *n == name).expect("power")
}

/// Asserts scores (in `ORDER`) to 0.01.
fn assert_scores(system: ScoringSystem, input: &ScoringInput, expected: [f64; 7]) {
    let got = system.score(input);
    for (k, (g, e)) in got.iter().zip(expected).enumerate() {
        assert!(
            (g - e).abs() < 0.006,
            "{}: {} scored {g}, expected {e} (all: {got:?})",
            system.name(),
            ORDER[k]
        );
    }
}

/// The survivors of a board (everyone not listed as eliminated).
fn all_but(out: &[&str]) -> GameResult {
    GameResult::Draw(
        ORDER
            .iter()
            .filter(|n| !out.contains(n))
            .map(|n| idx(n))
            .collect(),
    )
}

// ---- Draw-size. Definition: theembassydip.blogspot.com, "Tournament Scoring - Part 3:
// Draw Size Scoring (DSS)" (https://theembassydip.blogspot.com/2020/03/tournament-scoring-part-3-draw-size.html):
// a solo takes all, the draw's members share equally, losers 0. No worked table found:
// the examples are worked by hand.

#[test]
fn draw_size_solo_takes_all() {
    let input = board(
        [0, 3, 6, 4, 0, 18, 3],
        &[("Austria", 1905), ("Italy", 1906)],
        GameResult::Solo(vec![idx("Russia")]),
    );
    assert_scores(
        ScoringSystem::DrawSize,
        &input,
        [0.0, 0.0, 0.0, 0.0, 0.0, 100.0, 0.0],
    );
}

#[test]
fn draw_size_two_to_seven_way_draws_share_equally() {
    for n in 2..=7 {
        let members: Vec<usize> = (0..n).collect();
        let mut centres = [0u32; 7];
        for (k, c) in centres.iter_mut().enumerate().take(n) {
            *c = if k == 0 { 34 - (n as u32 - 1) } else { 1 };
        }
        let out: Vec<(&str, u16)> = ORDER[n..].iter().map(|p| (*p, 1905)).collect();
        let input = board(centres, &out, GameResult::Draw(members));
        let scores = ScoringSystem::DrawSize.score(&input);
        for (k, s) in scores.iter().enumerate() {
            let want = if k < n { 100.0 / n as f64 } else { 0.0 };
            assert!((s - want).abs() < 1e-9, "{n}-way: {scores:?}");
        }
    }
}

#[test]
fn draw_size_timed_out_game_shares_among_all_survivors() {
    let input = board(
        [0, 5, 9, 7, 7, 3, 3],
        &[("Austria", 1904)],
        GameResult::Unfinished,
    );
    let s = 100.0 / 6.0;
    assert_scores(ScoringSystem::DrawSize, &input, [0.0, s, s, s, s, s, s]);
}

// ---- Sum of squares. Worked example: webDiplomacy forum, "Sum-Of-Squares (SoS)"
// (https://www.webdiplomacy.net/forum.php?threadID=1335078): E 8, R 8, F 7, T 6, I 4, A 1,
// G 0 score 27.83, 27.83, 21.3, 15.65, 6.96, 0.43, 0. Definition: Windy City Weasels,
// "Season 6 league games to be played under Sum of Squares system" (solo 100, others 0).

#[test]
fn sum_of_squares_matches_the_webdiplomacy_example() {
    let input = board(
        [1, 8, 7, 0, 4, 8, 6],
        &[("Germany", 1906)],
        all_but(&["Germany"]),
    );
    assert_scores(
        ScoringSystem::SumOfSquares,
        &input,
        [0.43, 27.83, 21.30, 0.0, 6.96, 27.83, 15.65],
    );
}

#[test]
fn sum_of_squares_solo_and_timed_out_game() {
    let solo = board(
        [0, 3, 6, 4, 0, 18, 3],
        &[("Austria", 1905), ("Italy", 1906)],
        GameResult::Solo(vec![idx("Russia")]),
    );
    assert_scores(
        ScoringSystem::SumOfSquares,
        &solo,
        [0.0, 0.0, 0.0, 0.0, 0.0, 100.0, 0.0],
    );
    // Stopped by time: the same shares as a draw (a draw vote changes nothing).
    let timed = board(
        [1, 8, 7, 0, 4, 8, 6],
        &[("Germany", 1906)],
        GameResult::Unfinished,
    );
    assert_scores(
        ScoringSystem::SumOfSquares,
        &timed,
        [0.43, 27.83, 21.30, 0.0, 6.96, 27.83, 15.65],
    );
}

// ---- C-Diplo. Worked examples: World Diplomacy Database, "C-Diplo 100"
// (https://world-diplomacy-database.com/php/scoring/scoring_class.php?id_scoring=5).
// Solo 73 or 100: diplomania-gen.fr wiki, "C-Diplo"
// (https://diplomania-gen.fr/dokuwiki2/doku.php?id=scoring:system:c-diplo).

#[test]
fn c_diplo_matches_the_wdd_examples() {
    // A 4, E 0, F 9, G 7, I 7, R 3, T 4: Germany and Italy share 2nd and 3rd.
    let first = board(
        [4, 0, 9, 7, 7, 3, 4],
        &[("England", 1907)],
        all_but(&["England"]),
    );
    assert_scores(
        ScoringSystem::CDiplo100,
        &first,
        [5.0, 1.0, 48.0, 18.5, 18.5, 4.0, 5.0],
    );
    // A 5, E 9, F 4, G 5, I 3, R 1, T 7: Austria and Germany share 3rd.
    let second = board([5, 9, 4, 5, 3, 1, 7], &[], all_but(&[]));
    assert_scores(
        ScoringSystem::CDiplo100,
        &second,
        [9.5, 48.0, 5.0, 9.5, 4.0, 2.0, 22.0],
    );
    let total: f64 = ScoringSystem::CDiplo100.score(&second).iter().sum();
    assert!((total - 100.0).abs() < 1e-9);
}

#[test]
fn c_diplo_solo_is_100_or_73_by_the_option() {
    let solo = board(
        [0, 3, 6, 4, 0, 18, 3],
        &[("Austria", 1905), ("Italy", 1906)],
        GameResult::Solo(vec![idx("Russia")]),
    );
    assert_scores(
        ScoringSystem::CDiplo100,
        &solo,
        [0.0, 0.0, 0.0, 0.0, 0.0, 100.0, 0.0],
    );
    assert_scores(
        ScoringSystem::CDiplo73,
        &solo,
        [0.0, 0.0, 0.0, 0.0, 0.0, 73.0, 0.0],
    );
}

#[test]
fn c_diplo_four_sharing_second_take_a_quarter_of_14_and_7() {
    // Toby Harris, "C-Diplo – Saint or Sinner?" (https://diplom.org/%7Ediparch/resources/ftf/c-diplo.htm):
    // "4 players sharing 2nd place would each gain one quarter of the 14 + 7 points".
    let input = board([2, 10, 5, 5, 5, 2, 5], &[], GameResult::Unfinished);
    let q = 21.0 / 4.0;
    assert_scores(
        ScoringSystem::CDiplo100,
        &input,
        [3.0, 49.0, 6.0 + q, 6.0 + q, 6.0 + q, 3.0, 6.0 + q],
    );
}

// ---- Carnage. Worked examples: webDiplomacy forum, "A note about scoring"
// (https://www.webdiplomacy.net/forum.php?page-thread=1&threadID=1325258); ties and the
// 28,034-point solo: World Diplomacy Wiki, "Carnage Scoring System"
// (https://world-diplomacy-wiki.fandom.com/wiki/Carnage_Scoring_System).

#[test]
fn carnage_solo_takes_all_28034() {
    let solo = board(
        [0, 3, 6, 4, 0, 18, 3],
        &[("Austria", 1905), ("Italy", 1906)],
        GameResult::Solo(vec![idx("Russia")]),
    );
    assert_scores(
        ScoringSystem::Carnage,
        &solo,
        [0.0, 0.0, 0.0, 0.0, 0.0, 28034.0, 0.0],
    );
}

#[test]
fn carnage_ranks_the_eliminated_by_their_year() {
    // R 14, T 7, F 6, G 4, E 3, Italy out second, Austria out first.
    let input = board(
        [0, 3, 6, 4, 0, 14, 7],
        &[("Austria", 1904), ("Italy", 1906)],
        all_but(&["Austria", "Italy"]),
    );
    assert_scores(
        ScoringSystem::Carnage,
        &input,
        [1000.0, 3003.0, 5006.0, 4004.0, 2000.0, 7014.0, 6007.0],
    );
}

#[test]
fn carnage_tied_top_splits_first_and_second() {
    // E 8, R 8, F 7, T 6, I 4, A 1, G 0: England and Russia 6,508 each.
    let input = board(
        [1, 8, 7, 0, 4, 8, 6],
        &[("Germany", 1906)],
        all_but(&["Germany"]),
    );
    assert_scores(
        ScoringSystem::Carnage,
        &input,
        [2001.0, 6508.0, 5007.0, 1000.0, 3004.0, 6508.0, 4006.0],
    );
}

#[test]
fn carnage_eliminated_in_the_same_year_share_their_places() {
    let input = board(
        [0, 12, 10, 0, 4, 8, 0],
        &[("Austria", 1905), ("Germany", 1905), ("Turkey", 1907)],
        GameResult::Unfinished,
    );
    // Turkey (out in 1907) 5th; Austria and Germany share 6th and 7th: 1,500 each.
    assert_scores(
        ScoringSystem::Carnage,
        &input,
        [1500.0, 7012.0, 6010.0, 1500.0, 4004.0, 5008.0, 3000.0],
    );
}

// ---- ManorCon. Definition: ManorCon, "Diplomacy Tournament Scoring System"
// (http://diplom.org/manorcon/dipscore.htm): P = S² + 4S + 16 for every power, survivors
// score 100 × P / ΣP, the eliminated 0.1 per year played, a solo 75 and the other
// survivors as if eliminated that year. No worked example found: worked by hand.

#[test]
fn manorcon_draw_worked_by_hand() {
    // P: F 237, R 208, G 48, I 48, T 21, A 16, E 16; ΣP = 594.
    let input = board(
        [0, 0, 13, 4, 4, 12, 1],
        &[("Austria", 1904), ("England", 1905)],
        all_but(&["Austria", "England"]),
    );
    assert_scores(
        ScoringSystem::ManorCon,
        &input,
        [0.4, 0.5, 39.90, 8.08, 8.08, 35.02, 3.54],
    );
}

#[test]
fn manorcon_solo_scores_75_and_survivors_their_years() {
    // The game ends in 1908: 8 years played by every survivor.
    let solo = board(
        [0, 3, 6, 4, 0, 18, 3],
        &[("Austria", 1905), ("Italy", 1906)],
        GameResult::Solo(vec![idx("Russia")]),
    );
    assert_scores(
        ScoringSystem::ManorCon,
        &solo,
        [0.5, 0.8, 0.8, 0.8, 0.6, 75.0, 0.8],
    );
}

// ---- Tribute. Worked example: Windy City Weasels game #398, "They came to pay tribute"
// (https://windycityweasels.org/2020/03/05/sample-game-results-page-in-elementor/): a
// five-way draw, F 13, R 12, G 4, I 4, T 1 scoring 54.2, 18.2, 10.2, 10.2, 7.2. Rules:
// Windy City Weasels, "Tribute Scoring System" (http://windycityweasels.org/tribute-scoring-system/)
// and the World Diplomacy Wiki's summary (tribute capped at the draw share, tied toppers split).

#[test]
fn tribute_matches_weasels_game_398() {
    let input = board(
        [0, 0, 13, 4, 4, 12, 1],
        &[("Austria", 1904), ("England", 1905)],
        all_but(&["Austria", "England"]),
    );
    assert_scores(
        ScoringSystem::Tribute,
        &input,
        [0.0, 0.0, 54.2, 10.2, 10.2, 18.2, 7.2],
    );
}

#[test]
fn tribute_tied_toppers_split_and_tribute_is_capped() {
    // Two-way draw 17-17: no tribute is owed between the toppers.
    let two = board(
        [0, 17, 0, 0, 0, 17, 0],
        &[
            ("Austria", 1905),
            ("France", 1905),
            ("Germany", 1905),
            ("Italy", 1906),
            ("Turkey", 1907),
        ],
        all_but(&["Austria", "France", "Germany", "Italy", "Turkey"]),
    );
    assert_scores(
        ScoringSystem::Tribute,
        &two,
        [0.0, 50.0, 0.0, 0.0, 0.0, 50.0, 0.0],
    );
    // Seven-way draw with a 17-centre topper: 11 owed but capped at the 66/7 share.
    let seven = board([3, 17, 3, 3, 3, 2, 3], &[], all_but(&[]));
    let share = 66.0 / 7.0;
    let got = ScoringSystem::Tribute.score(&seven);
    assert!((got[idx("Austria")] - 3.0).abs() < 1e-9, "{got:?}");
    assert!(
        (got[idx("England")] - (17.0 + share + 6.0 * share)).abs() < 1e-9,
        "{got:?}"
    );
    // Tied toppers split what is paid: 10-10, the five others each pay 4.
    let tied = board([10, 10, 4, 3, 3, 2, 2], &[], GameResult::Unfinished);
    let got = ScoringSystem::Tribute.score(&tied);
    assert!((got[0] - (10.0 + share + 10.0)).abs() < 1e-9, "{got:?}");
    assert!((got[0] - got[1]).abs() < 1e-9);
    assert!((got[2] - (4.0 + share - 4.0)).abs() < 1e-9);
}

#[test]
fn tribute_solo_is_100() {
    let solo = board(
        [0, 3, 6, 4, 0, 18, 3],
        &[("Austria", 1905), ("Italy", 1906)],
        GameResult::Solo(vec![idx("Russia")]),
    );
    assert_scores(
        ScoringSystem::Tribute,
        &solo,
        [0.0, 0.0, 0.0, 0.0, 0.0, 100.0, 0.0],
    );
}

// ---- OpenTribute. Definition and its published simplification: Windy City Weasels,
// "OpenTribute Variant" (https://windycityweasels.org/opentribute-scoring-system/): with
// every centre owned, a lone topper scores 10 × centres, other survivors 34 + 4 × centres −
// the topper's centres, the eliminated 0; n tied toppers each get 1/n² of the tribute;
// a solo 340. No worked game found: the example is checked against that simplification.

#[test]
fn open_tribute_matches_the_published_simplification() {
    let input = board(
        [0, 0, 13, 4, 4, 12, 1],
        &[("Austria", 1904), ("England", 1905)],
        GameResult::Unfinished,
    );
    assert_scores(
        ScoringSystem::OpenTribute,
        &input,
        [0.0, 0.0, 130.0, 37.0, 37.0, 69.0, 25.0],
    );
}

#[test]
fn open_tribute_shared_top_and_solo() {
    // 10-10 top, others 5, 4, 3, 2, 0 (Turkey out): collected 5+6+7+8+10 = 36, each
    // topper 34 + 30 + 36/4 = 73.
    let tied = board(
        [10, 10, 5, 4, 3, 2, 0],
        &[("Turkey", 1906)],
        GameResult::Unfinished,
    );
    assert_scores(
        ScoringSystem::OpenTribute,
        &tied,
        [73.0, 73.0, 44.0, 40.0, 36.0, 32.0, 0.0],
    );
    let solo = board(
        [0, 3, 6, 4, 0, 18, 3],
        &[("Austria", 1905), ("Italy", 1906)],
        GameResult::Solo(vec![idx("Russia")]),
    );
    assert_scores(
        ScoringSystem::OpenTribute,
        &solo,
        [0.0, 0.0, 0.0, 0.0, 0.0, 340.0, 0.0],
    );
}

// ---- Names, sentences, display.

#[test]
fn every_system_has_a_name_a_key_and_one_sentence() {
    for s in ScoringSystem::ALL {
        assert_eq!(ScoringSystem::parse(s.key()), Some(s));
        assert_eq!(ScoringSystem::parse(s.name()), Some(s));
        let e = s.explanation();
        assert!(e.ends_with('.') && e.matches(". ").count() == 0, "{e}");
    }
    assert_eq!(
        ScoringSystem::parse("SoS"),
        Some(ScoringSystem::SumOfSquares)
    );
    assert_eq!(ScoringSystem::parse("whist"), None);
}

#[test]
fn scores_print_plainly() {
    assert_eq!(format_score(28034.0), "28034");
    assert_eq!(format_score(100.0 / 3.0), "33.33");
    assert_eq!(format_score(54.2), "54.2");
}

// ---- A game's outcome as scoring input.

fn standard() -> Map {
    Map::named("standard").expect("standard map")
}

#[test]
fn a_concession_to_a_player_of_two_powers_is_their_solo() {
    let map = standard();
    let setup = Setup::standard(&map, &["Ann", "Bob", "Cy", "Di"], 0, "1971", 1).expect("setup");
    let mut game = Game::new(&map, setup);
    game.outcome = Some(Outcome::Concession { player: 1 });
    let scores = player_scores(&map, &game, ScoringSystem::SumOfSquares);
    assert_eq!(scores[1].per_power.len(), 2, "Bob plays Austria and France");
    assert!((scores[1].total - 100.0).abs() < 1e-9, "{scores:?}");
    assert!(scores[0].total == 0.0 && scores[2].total == 0.0);
}

#[test]
fn a_short_game_is_scored_without_a_draw_and_multi_power_players_add_up() {
    let map = standard();
    let setup = Setup::standard(&map, &["Ann", "Bob", "Cy", "Di"], 0, "1971", 1).expect("setup");
    let mut game = Game::new(&map, setup);
    game.outcome = Some(Outcome::ShortGame { leaders: vec![] });
    let input = scoring_input(&map, &game).expect("over");
    assert_eq!(input.result, GameResult::Unfinished);
    assert!(input.powers.iter().all(|p| p.eliminated.is_none()));
    let scores = player_scores(&map, &game, ScoringSystem::DrawSize);
    // Seven survivors share 100: England's player one share, the others two each.
    assert!((scores[0].total - 100.0 / 7.0).abs() < 1e-9, "{scores:?}");
    assert!((scores[1].total - 200.0 / 7.0).abs() < 1e-9, "{scores:?}");
    let sum: f64 = scores.iter().map(|s| s.total).sum();
    assert!((sum - 100.0).abs() < 1e-9);
}

#[test]
fn a_draw_of_seven_shares_equally() {
    let map = standard();
    let names = ["A", "B", "C", "D", "E", "F", "G"];
    let mut game = Game::new(
        &map,
        Setup::standard(&map, &names, 0, "1971", 1).expect("setup"),
    );
    game.outcome = Some(Outcome::Draw {
        players: (0..7).collect(),
    });
    let input = scoring_input(&map, &game).expect("over");
    assert_eq!(input.result, GameResult::Draw((0..7).collect()));
    assert_eq!(input.total_centres, 34);
}

// ---- Club night.

#[test]
fn a_club_night_survives_save_and_reload() {
    let dir = std::env::temp_dir().join(format!("dh-club-{}", std::process::id()));
    let path = ClubNight::path_in(&dir);
    let _ = std::fs::remove_file(&path);
    assert!(
        ClubNight::load(&path)
            .expect("no file is no night")
            .is_none()
    );
    let mut night = ClubNight::new(vec!["Ann".into(), "Bob".into()], ScoringSystem::Carnage);
    assert!(night.add_game(
        "1-1905",
        "draw",
        vec![("Ann".into(), 7003.0), ("Bob".into(), 6002.0)]
    ));
    assert!(
        !night.add_game("1-1905", "draw", vec![("Ann".into(), 7003.0)]),
        "added twice"
    );
    night.save(&path).expect("saved");
    let mut back = ClubNight::load(&path).expect("reads").expect("exists");
    assert_eq!(back, night);
    back.add_game(
        "2-1903",
        "Bob wins",
        vec![("Ann".into(), 0.0), ("Bob".into(), 28034.0)],
    );
    back.save(&path).expect("saved again");
    let again = ClubNight::load(&path).expect("reads").expect("exists");
    let table = again.standings();
    assert_eq!(
        (table[0].name.as_str(), table[0].total, table[0].games),
        ("Bob", 34036.0, 2)
    );
    assert_eq!(
        again.to_csv(),
        "Player,Game 1: draw,Game 2: Bob wins,Total\nBob,6002,28034,34036\nAnn,7003,0,7003\n"
    );
    std::fs::write(&path, "(players: [\"Ann\"], system: Whist").expect("damage");
    let err = ClubNight::load(&path).expect_err("damaged");
    assert!(err.to_string().contains("damaged"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_text_record_carries_the_system_and_the_scores_and_reads_back() {
    let map = standard();
    let names = ["A", "B", "C", "D", "E", "F", "G"];
    let mut setup = Setup::standard(&map, &names, 0, "1971", 1).expect("setup");
    setup.scoring = ScoringSystem::Carnage;
    let mut game = Game::new(&map, setup);
    game.outcome = Some(Outcome::Draw {
        players: (0..7).collect(),
    });
    let text = crate::engine::game::text::export(&map, &game);
    assert!(text.contains("Scoring: carnage"), "{text}");
    // Russia tops the board with 4 centres; the six others share 2nd to 7th.
    assert!(text.contains("# F: 7004 (Russia 7004)"), "{text}");
    assert!(text.contains("# A: 3503 (England 3503)"), "{text}");
    let (back, _) = crate::engine::game::text::import(&text).expect("reads back");
    assert_eq!(back.setup.scoring, ScoringSystem::Carnage);
}

#[test]
fn a_save_from_before_scoring_loads_with_draw_size_and_no_club_night() {
    let map = standard();
    let names = ["A", "B", "C", "D", "E", "F", "G"];
    let mut setup = Setup::standard(&map, &names, 0, "1971", 1).expect("setup");
    setup.scoring = ScoringSystem::Tribute;
    setup.club_night = true;
    let text = crate::engine::game::save::to_ron(&Game::new(&map, setup));
    let old: String = text
        .lines()
        .filter(|l| !l.contains("scoring:") && !l.contains("club_night:"))
        .collect::<Vec<_>>()
        .join("\n");
    assert_ne!(old, text, "the new fields were in the save");
    let (game, _) = crate::engine::game::save::from_ron(&old, "old.ron").expect("old save loads");
    assert_eq!(game.setup.scoring, ScoringSystem::DrawSize);
    assert!(!game.setup.club_night);
}

#[test]
fn an_eliminated_power_is_out_in_the_year_of_its_last_recorded_phase() {
    use crate::engine::game::PhaseRecord;
    use crate::engine::game::record::PhaseResult;
    use crate::engine::position::{PhaseKind, Season};
    let map = standard();
    let names = ["A", "B", "C", "D", "E", "F", "G"];
    let mut game = Game::new(
        &map,
        Setup::standard(&map, &names, 0, "1971", 1).expect("setup"),
    );
    let austria = map.find_power("Austria").expect("Austria");
    let record = |year: u16, position: crate::engine::position::Position| PhaseRecord {
        phase: crate::engine::position::Phase {
            year,
            season: Season::Autumn,
            kind: PhaseKind::Retreat,
        },
        position,
        orders: vec![],
        refused: vec![],
        result: PhaseResult::Retreat(vec![]),
        centre_changes: vec![],
        disorder_disbands: vec![],
        controllers: vec![Some(0); 7],
        unit_lines: Vec::new(),
    };
    game.record.push(record(1901, game.position.clone()));
    game.record.push(record(1903, game.position.clone()));
    game.position.units.retain(|u| u.power != austria);
    for owner in game.position.owners.iter_mut() {
        if *owner == Some(austria) {
            *owner = None;
        }
    }
    game.record.push(record(1904, game.position.clone()));
    game.outcome = Some(Outcome::ShortGame { leaders: vec![] });
    let input = scoring_input(&map, &game).expect("over");
    let at = map.power_ids().position(|p| p == austria).expect("index");
    assert_eq!(input.powers[at].eliminated, Some(1903));
    assert_eq!((input.first_year, input.end_year), (1901, 1904));
    assert!(
        input
            .powers
            .iter()
            .enumerate()
            .all(|(i, p)| i == at || p.eliminated.is_none())
    );
}

#[test]
fn a_score_with_decimals_takes_the_languages_decimal_mark() {
    use crate::lang::{Lang, speaking};
    assert_eq!(speaking(Lang::English, || format_score(12.5)), "12.5");
    assert_eq!(speaking(Lang::German, || format_score(12.5)), "12,5");
    assert_eq!(speaking(Lang::French, || format_score(33.33333)), "33,33");
    assert_eq!(speaking(Lang::Italian, || format_score(7.0)), "7");
}
