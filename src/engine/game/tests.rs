//! Game lifecycle tests: the sample game, fewer players, civil disorder, World War I,
//! short games, draws, victory, text records and saves.

use super::save::{Autosaves, SaveError, from_ron, game_key, load, save, stage, to_ron};
use super::text::{export, import};
use super::{Game, Outcome, Scenario, Setup, ShortGame};
use crate::engine::adjudicate::Verdict;
use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::position::{PhaseKind, Season, Unit};

/// A new game on `board`, each power played by a player of its name.
pub(super) fn game_on(board: &str) -> (Map, Game) {
    let map = Map::named(board).expect("map");
    let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
    let setup = Setup::standard(&map, &names, 0, "1971", 1).expect("setup");
    let game = Game::new(&map, setup);
    (map, game)
}

fn standard() -> Map {
    Map::named("standard").expect("standard map")
}

fn seven(map: &Map) -> Game {
    let names = ["A", "B", "C", "D", "E", "F", "G"];
    Game::new(
        map,
        Setup::standard(map, &names, 0, "1971", 1).expect("setup"),
    )
}

fn unit_in(map: &Map, game: &Game, place: &str) -> Option<Unit> {
    let p = map.find_province(place).expect("province");
    game.position.unit_at(p).map(|i| game.position.units[i])
}

fn describe(map: &Map, u: Option<Unit>) -> String {
    u.map(|u| {
        format!(
            "{} {} {}",
            map.power(u.power).name,
            u.kind.letter(),
            map.location_abbr(u.loc)
        )
    })
    .unwrap_or_else(|| "empty".into())
}

#[test]
fn the_sample_game_plays_out_as_the_rulebook_says() {
    let text = include_str!("../../../assets/learning/sample_game.txt");
    let (game, map) = import(text).expect("the sample game reads");
    let phase = |year: u16, season: Season, kind: PhaseKind| {
        game.record
            .iter()
            .find(|r| r.phase.year == year && r.phase.season == season && r.phase.kind == kind)
            .unwrap_or_else(|| panic!("no {season:?} {year} {kind:?}"))
    };
    let verdict_at = |r: &super::PhaseRecord, place: &str| {
        let i = r
            .position
            .unit_at(map.find_province(place).expect("p"))
            .expect("unit");
        match &r.result {
            super::PhaseResult::Movement(m) => m.verdicts[i].clone(),
            _ => panic!("not a movement phase"),
        }
    };
    // Spring 1901: the fleets to the Black Sea and the armies to Galicia stand each other off.
    let s01 = phase(1901, Season::Spring, PhaseKind::Movement);
    for place in ["sev", "ank", "war", "bud"] {
        assert!(
            matches!(verdict_at(s01, place), Verdict::Bounced { .. }),
            "{place} should bounce"
        );
    }
    assert!(s01.refused.is_empty(), "{:?}", s01.refused);
    // Autumn 1901: Marseilles, Serbia and Belgium bounce; Yorkshire is convoyed to Norway
    // and Sevastopol moves to Rumania without written orders.
    let a01 = phase(1901, Season::Autumn, PhaseKind::Movement);
    for place in ["pie", "bur", "bul", "bud", "ruh", "pic"] {
        assert!(!verdict_at(a01, place).succeeded(), "{place} should fail");
    }
    // "As the Turkish Army has not moved out of Bulgaria, the Army in Constantinople cannot move."
    assert!(
        matches!(verdict_at(a01, "con"), Verdict::OwnUnit { .. }),
        "{:?}",
        verdict_at(a01, "con")
    );
    assert_eq!(verdict_at(a01, "yor"), Verdict::Moved);
    assert_eq!(verdict_at(a01, "sev"), Verdict::Moved);
    // The Autumn 1901 builds table: every build succeeds, and France does not own Spain.
    let adj01 = phase(1901, Season::Autumn, PhaseKind::Adjustment);
    let super::PhaseResult::Adjustment { verdicts, .. } = &adj01.result else {
        panic!()
    };
    assert_eq!(verdicts.len(), 9, "nine builds in the table");
    assert!(
        verdicts
            .iter()
            .all(|(_, v)| *v == crate::engine::adjudicate::AdjustVerdict::Built),
        "{verdicts:?}"
    );
    assert_eq!(
        adj01.position.owners[map.find_province("spa").expect("spa").index()],
        None
    );
    // Spring 1902: Norway/St Petersburg stand-off; Germany takes Belgium; Budapest stands off.
    let s02 = phase(1902, Season::Spring, PhaseKind::Movement);
    assert!(!verdict_at(s02, "nth").succeeded() && !verdict_at(s02, "stp").succeeded());
    assert_eq!(verdict_at(s02, "hol"), Verdict::Moved);
    for place in ["tri", "vie", "gal"] {
        assert!(
            matches!(verdict_at(s02, place), Verdict::Bounced { .. }),
            "{place}"
        );
    }
    // Autumn 1902: St Petersburg and Burgundy dislodged, Rumania destroyed (nowhere to go).
    let a02 = phase(1902, Season::Autumn, PhaseKind::Movement);
    let super::PhaseResult::Movement(m) = &a02.result else {
        panic!()
    };
    let dislodged: Vec<String> = m
        .dislodged
        .iter()
        .enumerate()
        .filter_map(|(i, d)| {
            d.as_ref().map(|d| {
                format!(
                    "{} {}",
                    map.location_abbr(a02.position.units[i].loc),
                    d.retreats.len()
                )
            })
        })
        .collect();
    assert_eq!(dislodged.len(), 3, "{dislodged:?}");
    assert!(dislodged.contains(&"Rum 0".to_string()), "{dislodged:?}");
    // Retreats to Moscow and Gascony.
    let r02 = phase(1902, Season::Autumn, PhaseKind::Retreat);
    assert_eq!(r02.position.dislodged.len(), 2);
    // Final position after the Autumn 1902 adjustments.
    assert_eq!(game.position.phase.year, 1903);
    assert_eq!(describe(&map, unit_in(&map, &game, "mos")), "Russia A Mos");
    assert_eq!(describe(&map, unit_in(&map, &game, "gas")), "France A Gas");
    assert_eq!(describe(&map, unit_in(&map, &game, "rum")), "Turkey A Rum");
    assert_eq!(describe(&map, unit_in(&map, &game, "par")), "France A Par");
    assert_eq!(describe(&map, unit_in(&map, &game, "lon")), "England F Lon");
    assert_eq!(
        describe(&map, unit_in(&map, &game, "gal")),
        "empty",
        "Russia disbanded A(Gal)"
    );
    assert_eq!(
        describe(&map, unit_in(&map, &game, "vie")),
        "Austria A Vie",
        "Vienna bounced off Galicia"
    );
    let count = |name: &str| {
        game.position
            .centre_count(map.find_power(name).expect("power"))
    };
    assert_eq!(
        [
            count("England"),
            count("Germany"),
            count("Russia"),
            count("Turkey"),
            count("Austria"),
            count("Italy"),
            count("France")
        ],
        [5, 6, 4, 5, 5, 4, 5],
        "centres as in the rulebook's final table"
    );
    assert_eq!(
        game.position
            .unit_count(map.find_power("Russia").expect("r")),
        4
    );
}

#[test]
fn a_text_record_reads_back_to_the_same_text() {
    let text = include_str!("../../../assets/learning/sample_game.txt");
    let (game, map) = import(text).expect("reads");
    let once = export(&map, &game);
    let (again, _) = import(&once).expect("the export reads back");
    assert_eq!(export(&map, &again), once);
    assert_eq!(again.position, game.position);
    assert!(
        once.contains("Turkey: A(Con)-Bul, A(Smy)-Con, *F(Ank)-BLA*"),
        "{once}"
    );
}

#[test]
fn player_counts_use_the_rulebook_groupings() {
    let map = standard();
    for (players, options) in [(7, 1), (6, 1), (5, 1), (4, 3), (3, 1), (2, 1)] {
        for option in 0..options {
            let groups = super::setup::standard_groupings(&map, players, option).expect("grouping");
            assert_eq!(groups.len(), players);
            let mut all: Vec<PowerId> = groups.concat();
            let n = all.len();
            all.sort();
            all.dedup();
            assert_eq!(all.len(), n, "{players} players: a power used twice");
        }
    }
    let italy = map.find_power("Italy").expect("Italy");
    let germany = map.find_power("Germany").expect("Germany");
    assert!(
        !super::setup::standard_groupings(&map, 6, 0)
            .expect("6")
            .concat()
            .contains(&italy)
    );
    let five = super::setup::standard_groupings(&map, 5, 0)
        .expect("5")
        .concat();
    assert!(!five.contains(&italy) && !five.contains(&germany));
    assert!(
        !super::setup::standard_groupings(&map, 3, 0)
            .expect("3")
            .concat()
            .contains(&italy)
    );
    assert!(super::setup::standard_groupings(&map, 8, 0).is_err());
}

#[test]
fn unplayed_powers_stand_and_are_disbanded_when_dislodged() {
    let map = standard();
    let names = ["A", "B", "C", "D", "E", "F"];
    let mut game = Game::new(
        &map,
        Setup::standard(&map, &names, 0, "1971", 1).expect("setup"),
    );
    let italy = map.find_power("Italy").expect("Italy");
    let austria = map.find_power("Austria").expect("Austria");
    assert!(!game.is_played(italy));
    assert!(!game.powers_to_order(&map).contains(&italy));
    // Austria attacks Venice with support; the Italian army there cannot retreat.
    game.write_orders(&map, austria, &["F tri-ven".into(), "A vie-tyr".into()]);
    game.resolve(&map);
    game.write_orders(
        &map,
        austria,
        &["A tyr-ven".into(), "F tri S A tyr-ven".into()],
    );
    // Italians may be supported by others, but give no orders themselves.
    game.write_orders(&map, italy, &["A ven-pie".into()]);
    let record = game.resolve(&map);
    assert!(
        record.orders.iter().all(|o| o.power != italy),
        "no orders for an unplayed power"
    );
    assert_eq!(record.disorder_disbands.len(), 1);
    assert_eq!(map.id_of(record.disorder_disbands[0].province), "ven");
    assert_eq!(
        game.position.phase.kind,
        PhaseKind::Adjustment,
        "no retreat phase for Italy"
    );
}

#[test]
fn a_departing_player_leaves_the_power_in_civil_disorder() {
    let map = standard();
    let mut game = seven(&map);
    let russia = map.find_power("Russia").expect("Russia");
    game.write_orders(&map, russia, &["A mos-ukr".into()]);
    let player = game.setup.player_of(russia).expect("played");
    game.depart(player);
    assert!(!game.is_played(russia));
    assert!(
        game.pending.is_empty(),
        "the departed player's orders are withdrawn"
    );
    game.resolve(&map);
    assert_eq!(
        map.id_of(
            unit_in(&map, &game, "mos")
                .expect("still there")
                .loc
                .province
        ),
        "mos"
    );
}

#[test]
fn civil_disorder_removes_the_unit_furthest_from_home() {
    let map = standard();
    let mut game = seven(&map);
    let france = map.find_power("France").expect("France");
    game.position.phase.season = Season::Autumn;
    game.position.phase.kind = PhaseKind::Adjustment;
    // France has lost Paris and Marseilles but has three units: two must go.
    for c in ["par", "mar"] {
        game.position.owners[map.find_province(c).expect(c).index()] = None;
    }
    let pie = Location::province(map.find_province("pie").expect("pie"));
    game.position
        .units
        .retain(|u| u.power != france || map.id_of(u.loc.province) == "bre");
    game.position.units.push(Unit {
        power: france,
        kind: UnitKind::Army,
        loc: pie,
    });
    game.position.units.push(Unit {
        power: france,
        kind: UnitKind::Fleet,
        loc: Location::province(map.find_province("nat").expect("nat")),
    });
    game.resolve(&map);
    let left: Vec<&str> = game
        .position
        .units
        .iter()
        .filter(|u| u.power == france)
        .map(|u| map.id_of(u.loc.province))
        .collect();
    assert_eq!(
        left,
        vec!["bre"],
        "the North Atlantic fleet and the Piedmont army go"
    );
}

#[test]
fn world_war_one_starts_in_1914_and_italy_joins_the_coin_toss_winner() {
    let map = standard();
    let setup = Setup::standard(&map, &["Ann", "Bob"], 0, "1971", 99).expect("setup");
    assert_eq!(setup.scenario, Scenario::WorldWarOne);
    let mut game = Game::new(&map, setup.clone());
    assert_eq!(game.position.phase.year, 1914);
    let italy = map.find_power("Italy").expect("Italy");
    assert!(!game.is_played(italy), "Italy is neutral");
    while game.position.phase.year == 1914 {
        game.resolve(&map);
    }
    let toss = game
        .coin_toss
        .clone()
        .expect("tossed before the Autumn 1914 adjustments");
    assert_eq!(game.controller[italy.0 as usize], Some(toss.winner));
    // The same seed tosses the same coin.
    let mut again = Game::new(&map, setup);
    while again.position.phase.year == 1914 {
        again.resolve(&map);
    }
    assert_eq!(again.coin_toss, Some(toss));
}

#[test]
fn world_war_one_is_won_with_24_units_in_play() {
    let map = standard();
    let mut game = Game::new(
        &map,
        Setup::standard(&map, &["Ann", "Bob"], 0, "1971", 3).expect("setup"),
    );
    let england = map.find_power("England").expect("England");
    let mut free: Vec<_> = map
        .province_ids()
        .filter(|p| map.province(*p).is_sea() && game.position.unit_at(*p).is_none())
        .collect();
    while game
        .position
        .units
        .iter()
        .filter(|u| game.controller[u.power.0 as usize] == Some(0))
        .count()
        < 24
    {
        let p = free.pop().expect("room");
        game.position.units.push(Unit {
            power: england,
            kind: UnitKind::Fleet,
            loc: Location::province(p),
        });
    }
    game.resolve(&map);
    game.resolve(&map);
    assert_eq!(game.outcome, Some(Outcome::SideVictory { player: 0 }));
}

#[test]
fn a_short_game_ends_after_the_agreed_autumn() {
    let map = standard();
    let mut setup =
        Setup::standard(&map, &["A", "B", "C", "D", "E", "F", "G"], 0, "1971", 1).expect("setup");
    setup.short_game = Some(ShortGame::EndYear(1901));
    let mut game = Game::new(&map, setup);
    let germany = map.find_power("Germany").expect("Germany");
    game.write_orders(&map, germany, &["F kie-den".into(), "A ber-kie".into()]);
    game.resolve(&map);
    assert_eq!(game.outcome, None, "Spring does not end it");
    game.write_orders(&map, germany, &["A kie-hol".into()]);
    game.resolve(&map);
    assert_eq!(
        game.outcome,
        Some(Outcome::ShortGame {
            leaders: vec![germany]
        })
    );
}

#[test]
fn a_time_limit_in_autumn_lets_the_campaign_finish() {
    let map = standard();
    let mut game = seven(&map);
    game.resolve(&map);
    game.time_up(&map);
    assert_eq!(game.outcome, None, "the Autumn campaign is completed first");
    game.resolve(&map);
    assert!(matches!(game.outcome, Some(Outcome::ShortGame { .. })));
}

#[test]
fn a_draw_needs_every_surviving_player() {
    let map = standard();
    let mut game = seven(&map);
    assert!(!game.agree_draw(&map, &[0, 1, 2, 3, 4, 5]));
    assert!(game.agree_draw(&map, &[0, 1, 2, 3, 4, 5, 6]));
    assert_eq!(
        game.outcome,
        Some(Outcome::Draw {
            players: vec![0, 1, 2, 3, 4, 5, 6]
        })
    );
}

#[test]
fn eighteen_centres_after_autumn_win() {
    let map = standard();
    let mut game = seven(&map);
    let turkey = map.find_power("Turkey").expect("Turkey");
    let austria = map.find_power("Austria").expect("Austria");
    // Turkey takes every neutral centre and Austria's empty homes: 3 + 12 + 3 = 18.
    game.position.units.retain(|u| u.power != austria);
    let centres: Vec<_> = map
        .centres()
        .filter(|c| game.position.unit_at(*c).is_none())
        .collect();
    for c in centres {
        game.position.owners[c.index()] = Some(turkey);
    }
    assert_eq!(game.position.centre_count(turkey), 18);
    game.resolve(&map);
    assert_eq!(
        game.outcome, None,
        "victory is only counted after an Autumn campaign"
    );
    game.resolve(&map);
    assert_eq!(game.outcome, Some(Outcome::Victory { power: turkey }));
}

#[test]
fn saves_round_trip() {
    let map = standard();
    let mut game = seven(&map);
    game.resolve(&map);
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("game.ron");
    save(&path, &game).expect("saves");
    let (back, _) = load(&path).expect("loads");
    assert_eq!(back, game);
}

#[test]
fn a_crash_between_write_and_rename_keeps_the_old_save() {
    let map = standard();
    let old = seven(&map);
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("game.ron");
    save(&path, &old).expect("first save");
    let mut newer = old.clone();
    newer.resolve(&map);
    let staged = stage(&path, &to_ron(&newer)).expect("staged");
    drop(staged); // the process dies before the rename
    assert_eq!(load(&path).expect("old save intact").0, old);
    save(&path, &newer).expect("a later save still works");
    assert_eq!(load(&path).expect("new save").0, newer);
}

#[test]
fn damaged_saves_say_what_is_wrong_and_are_left_alone() {
    let map = standard();
    let game = seven(&map);
    let text = to_ron(&game);
    let truncated = &text[..text.len() / 2];
    assert!(matches!(
        from_ron(truncated, "t.ron"),
        Err(SaveError::Syntax { .. })
    ));
    let future = text.replacen("format: 1", "format: 9", 1);
    let err = from_ron(&future, "f.ron").unwrap_err();
    assert!(err.to_string().contains("format 9"), "{err}");
    let moved = text.replacen("variant: \"standard\"", "variant: \"atlantis\"", 1);
    assert!(
        from_ron(&moved, "m.ron")
            .unwrap_err()
            .to_string()
            .contains("atlantis")
    );
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("bad.ron");
    std::fs::write(&path, truncated).expect("write");
    assert!(load(&path).is_err());
    assert_eq!(
        std::fs::read_to_string(&path).expect("still there"),
        truncated
    );
}

/// A save whose record does not fit its map or its own positions is refused when loaded,
/// saying which phase and what; it used to load, and describing its history (`replay`, the
/// history panel) then indexed out of bounds (fuzzing found it).
#[test]
fn a_save_whose_record_does_not_fit_is_refused_with_the_phase() {
    use super::record::PhaseResult;
    use crate::engine::ids::ProvinceId;
    use crate::engine::order::MainOrder;
    let map = standard();
    let mut game = seven(&map);
    let england = map.find_power("England").expect("England");
    game.write_orders(&map, england, &["F lon-nth".into(), "A lvp-yor".into()]);
    game.resolve(&map);
    let refused = |game: &Game| match from_ron(&to_ron(game), "r.ron") {
        Err(SaveError::Invalid { message, .. }) => message,
        other => panic!("refused, not {other:?}"),
    };
    let mut off_board = game.clone();
    off_board.record[0].position.units[0].loc.province = ProvinceId(76);
    let message = refused(&off_board);
    assert!(
        message.starts_with("phase 1 of the record (Spring 1901)")
            && message.contains("stands nowhere on the map"),
        "{message}"
    );
    let mut short = game.clone();
    let PhaseResult::Movement(m) = &mut short.record[0].result else {
        panic!("a movement record");
    };
    m.verdicts.pop();
    assert!(refused(&short).contains("21 verdicts for 22 units"));
    let mut far_move = game.clone();
    let PhaseResult::Movement(m) = &mut far_move.record[0].result else {
        panic!("a movement record");
    };
    m.orders[0] = MainOrder::Move {
        to: Location::province(ProvinceId(200)),
        via_convoy: false,
    };
    assert!(refused(&far_move).contains("province 200 is not on the map (it has 76)"));
    let mut bounced = game.clone();
    let PhaseResult::Movement(m) = &mut bounced.record[0].result else {
        panic!("a movement record");
    };
    m.verdicts[0] = Verdict::SupportCut { by: 22 };
    assert!(refused(&bounced).contains("refers to unit 23, the phase has 22"));
    let mut conceded = game.clone();
    conceded.outcome = Some(Outcome::Concession { player: 7 });
    assert!(refused(&conceded).contains("names a player it lacks"));
    // The game as played still loads, and its history is described.
    let (loaded, _) = from_ron(&to_ron(&game), "g.ron").expect("loads");
    assert!(!super::report::describe_phase(&map, &loaded.record[0]).is_empty());
}

#[test]
fn the_newest_good_autosave_is_offered() {
    let map = standard();
    let dir = tempfile::tempdir().expect("dir");
    let autos = Autosaves {
        dir: dir.path().to_path_buf(),
        keep: 3,
    };
    let mut game = seven(&map);
    for _ in 0..4 {
        autos.save(&game, false).expect("autosave");
        game.resolve(&map);
    }
    assert_eq!(autos.list().len(), 3, "older autosaves pruned");
    let newest = autos.list()[0].clone();
    std::fs::write(&newest, "(format: 1, game: (").expect("damage");
    let (found, errors) = autos.latest();
    assert_eq!(errors.len(), 1);
    let (path, _, _) = found.expect("an older autosave");
    assert_ne!(path, newest);
}

#[test]
fn autosaves_keep_each_games_phase_starts_and_its_newest_few_and_list_games_not_files() {
    let map = standard();
    let dir = tempfile::tempdir().expect("dir");
    let autos = Autosaves {
        dir: dir.path().to_path_buf(),
        keep: 3,
    };
    let mut first = seven(&map);
    let mut other = seven(&map);
    other.setup.seed += 1;
    for phase in 0..3 {
        autos.save(&other, phase == 0).expect("another game");
        autos.save(&first, true).expect("phase start");
        // A long diplomacy period: a clock save every 15 seconds, sealed orders.
        for _ in 0..20 {
            autos.save(&first, false).expect("in-phase autosave");
        }
        first.resolve(&map);
    }
    let files = autos.files();
    let mine: Vec<_> = files
        .iter()
        .filter(|f| f.game.as_deref() == Some(game_key(&first).as_str()))
        .collect();
    assert_eq!(
        mine.iter().filter(|f| f.boundary).count(),
        3,
        "every phase start kept"
    );
    assert_eq!(
        mine.iter().filter(|f| !f.boundary).count(),
        3,
        "only the newest in-phase autosaves kept: {mine:?}"
    );
    let games = autos.games();
    assert_eq!(games.len(), 2, "two games, however many files: {games:?}");
    assert_eq!(games[0].game, Some(game_key(&first)), "newest game first");
    let (newest, _) = load(&games[0].path).expect("loads");
    assert_eq!(newest.record.len(), 2, "the newest save of the game");
}

mod fuzz {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        #[test]
        fn any_text_record_reads_or_fails_cleanly(text in "(Variant: standard\n)?(Spring 1901\n)?([A-Za-z():, *-]{0,40}\n){0,4}") {
            let _ = import(&text);
        }

        #[test]
        fn any_damage_to_a_save_is_an_error_not_a_panic(cut in 0usize..4000, junk in ".{0,8}") {
            let map = standard();
            let text = to_ron(&seven(&map));
            let cut = cut.min(text.len());
            let mut damaged: String = text.chars().take(cut).collect();
            damaged.push_str(&junk);
            let _ = from_ron(&damaged, "fuzz.ron");
        }
    }
}

/// A mangled text record the fuzzer found (`fuzz/found/`): its Spring 1902 made the 1971
/// rules' swap-convoy retry in the adjudicator try the same army again and again, for ever.
/// Reading it must end (either way) within seconds.
#[test]
fn a_mangled_record_that_once_hung_the_adjudicator_is_read_to_an_end() {
    let text = include_str!("../../../fuzz/found/text-record-hang.txt");
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = import(text);
        let _ = done.send(());
    });
    let waited = finished.recv_timeout(std::time::Duration::from_secs(30));
    assert!(waited.is_ok(), "reading the record did not end in 30 s");
}

/// Where a set was sealed is kept with the game: on a phone or at the laptop, with the
/// time; a save from before this was kept loads, its seals read as made at the laptop.
#[test]
fn where_a_set_was_sealed_is_kept_and_old_saves_read_it_as_the_laptop() {
    let map = standard();
    let mut game = seven(&map);
    let england = map.find_power("England").expect("England");
    let france = map.find_power("France").expect("France");
    game.seal_on_phone(england);
    game.seal(france);
    let phone = game.seal_mark(england).expect("England sealed");
    assert!(phone.on_phone && phone.at > 1_600_000_000, "{phone:?}");
    assert!(!game.seal_mark(france).expect("France sealed").on_phone);
    // Kept through a save.
    let (back, _) = from_ron(&to_ron(&game), "test.ron").expect("loads");
    assert_eq!(back.seal_mark(england), Some(phone));
    // A set written again is no longer sealed; sealed again at the laptop, it says so.
    game.write_typed(england, Vec::new());
    assert_eq!(game.seal_mark(england), None);
    game.seal(england);
    assert!(!game.seal_mark(england).expect("sealed again").on_phone);
    // An older save has no marks: its seals load as made at the laptop.
    game.seal_marks.clear();
    let text = to_ron(&game);
    assert!(!text.contains("seal_marks"), "an empty list is not written");
    let (old, _) = from_ron(&text, "old.ron").expect("an older save loads");
    assert!(!old.seal_mark(france).expect("sealed").on_phone);
}
