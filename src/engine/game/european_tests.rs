//! European Diplomacy through whole games: four-season phase names, the end after Winter
//! 1917 as a draw of the survivors, and a random 27-year game that keeps every special rule.

use super::text::{export, import};
use super::{Game, Outcome, PhaseRecord, PhaseResult, Setup};
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::{RetreatVerdict, Verdict, legal_retreats};
use crate::engine::ids::{ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::format::{Style, format_main, format_retreat};
use crate::engine::order::{MainOrder, RetreatOrder};
use crate::engine::position::{Phase, PhaseKind, Season};
use crate::engine::random::random_orders;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

const NAMES: [&str; 8] = ["A", "B", "C", "D", "E", "F", "G", "H"];

fn european() -> Map {
    Map::named("european").expect("the european map loads")
}

#[test]
fn phases_are_named_with_four_seasons_and_the_standard_board_keeps_its_names() {
    let map = european();
    let at = |season, kind| Phase {
        year: 1891,
        season,
        kind,
    };
    let names: Vec<String> = [
        at(Season::Spring, PhaseKind::Movement),
        at(Season::Spring, PhaseKind::Retreat),
        at(Season::Autumn, PhaseKind::Movement),
        at(Season::Autumn, PhaseKind::Retreat),
        at(Season::Autumn, PhaseKind::Adjustment),
    ]
    .into_iter()
    .map(|p| map.phase_name(p))
    .collect();
    assert_eq!(
        names,
        [
            "Spring 1891",
            "Summer 1891 Retreats",
            "Fall 1891",
            "Winter 1891 Retreats",
            "Winter 1891 Adjustments"
        ]
    );
    let standard = Map::named("standard").expect("standard");
    assert_eq!(
        standard.phase_name(at(Season::Autumn, PhaseKind::Retreat)),
        "Autumn 1891 Retreats"
    );
    assert_eq!(
        at(Season::Spring, PhaseKind::Movement).to_string(),
        "Spring 1891 Movement"
    );
}

/// Wherever the engine names a ce05 phase or turn for players (the record as text, the
/// phases a sandbox opens at, the special rules in words) it asks the map's calendar: the
/// movement after Spring is Fall, never Autumn.
#[test]
fn the_engine_names_ce05_turns_after_its_calendar_everywhere() {
    let map = european();
    let mut game = Game::new(
        &map,
        Setup::standard(&map, &NAMES, 0, "1971", 1).expect("setup"),
    );
    game.resolve(&map); // Spring 1891: everyone holds
    game.resolve(&map); // Fall 1891: everyone holds
    let record = export(&map, &game);
    assert!(record.contains("\nFall 1891\n"), "{record}");
    let phases = crate::engine::sandbox::game_phases(&map, &game);
    assert_eq!(phases, ["Spring 1891", "Fall 1891", "Spring 1892 (now)"]);
    let rules: Vec<String> = map.special_rules.iter().map(|r| r.describe(&map)).collect();
    assert!(rules.iter().any(|r| r.contains("Fall")), "{rules:?}");
    for text in [&record].into_iter().chain(&phases).chain(&rules) {
        assert!(!text.contains("Autumn"), "{text}");
    }
    // The same rules on a map with the standard calendar name its turns.
    let mut standard_calendar = european();
    standard_calendar.calendar = crate::engine::map::Calendar::Standard;
    let rules: Vec<String> = standard_calendar
        .special_rules
        .iter()
        .map(|r| r.describe(&standard_calendar))
        .collect();
    assert!(rules.iter().any(|r| r.contains("Autumn")), "{rules:?}");
    assert!(
        rules
            .iter()
            .all(|r| !r.contains("Fall") && !r.contains("Winter")),
        "{rules:?}"
    );
    // The standard calendar's heading is the standard board's phase name.
    let standard = Map::named("standard").expect("standard");
    for r in &game.record {
        assert_eq!(super::text::heading(r.phase), standard.phase_name(r.phase));
    }
}

#[test]
fn the_game_starts_in_spring_1891_and_ends_after_winter_1917_as_a_draw_of_the_survivors() {
    let map = european();
    let mut game = Game::new(
        &map,
        Setup::standard(&map, &NAMES, 0, "1971", 1).expect("setup"),
    );
    assert_eq!(map.phase_name(game.position.phase), "Spring 1891");
    assert_eq!(game.setup.players.len(), 8);
    game.position.phase.year = 1917;
    game.resolve(&map); // Spring 1917: everyone holds
    assert_eq!(game.outcome, None);
    game.resolve(&map); // Fall 1917: nothing changes hands, nobody builds
    let spain = map.find_power("Spain").expect("Spain");
    assert_eq!(
        game.outcome,
        Some(Outcome::LastYearDraw {
            powers: map.power_ids().collect()
        })
    );
    assert!(game.centre_counts(&map).contains(&(spain, 3)));
    assert_eq!(game.position.phase.year, 1918);
}

#[test]
fn a_winter_with_builds_is_played_before_the_game_ends() {
    let map = european();
    let mut game = Game::new(
        &map,
        Setup::standard(&map, &NAMES, 0, "1971", 1).expect("setup"),
    );
    game.position.phase.year = 1917;
    let austria = map.find_power("Austria").expect("Austria");
    game.write_orders(&map, austria, &["A vie-gal".to_string()]);
    game.resolve(&map);
    // Fall: Austria takes the neutral centre Serbia and has a build due in Winter.
    game.write_orders(&map, austria, &["A bud-ser".to_string()]);
    game.resolve(&map);
    assert_eq!(game.outcome, None);
    assert_eq!(
        map.phase_name(game.position.phase),
        "Winter 1917 Adjustments"
    );
    game.write_orders(&map, austria, &["Build A bud".to_string()]);
    game.resolve(&map);
    assert!(matches!(game.outcome, Some(Outcome::LastYearDraw { .. })));
    assert_eq!(game.position.unit_count(austria), 4);
}

/// The special rules' provinces, looked up once.
struct Places {
    kur: ProvinceId,
    swi: ProvinceId,
    closed: Vec<ProvinceId>,
    tyr: ProvinceId,
    mun: ProvinceId,
    south: Vec<ProvinceId>,
    nco: ProvinceId,
    nrg: ProvinceId,
}

impl Places {
    fn new(map: &Map) -> Places {
        let p = |n: &str| map.find_province(n).expect("province");
        Places {
            kur: p("kur"),
            swi: p("swi"),
            closed: ["mar", "pie", "mil", "tyr"].map(p).to_vec(),
            tyr: p("tyr"),
            mun: p("mun"),
            south: vec![p("mil"), p("ven")],
            nco: p("nco"),
            nrg: p("nrg"),
        }
    }

    fn crosses_closed(&self, a: ProvinceId, b: ProvinceId) -> bool {
        (a == self.swi && self.closed.contains(&b)) || (b == self.swi && self.closed.contains(&a))
    }

    /// Panics where a resolved phase broke a special rule; returns how often one applied.
    fn check(&self, record: &PhaseRecord) -> usize {
        let pos = &record.position;
        let fall = record.phase.season == Season::Autumn;
        let mut applied = 0;
        match &record.result {
            PhaseResult::Movement(m) => {
                for (i, u) in pos.units.iter().enumerate() {
                    if u.kind != UnitKind::Army {
                        continue;
                    }
                    let here = u.loc.province;
                    if here == self.kur
                        && matches!(
                            m.orders[i],
                            MainOrder::SupportHold { .. } | MainOrder::SupportMove { .. }
                        )
                    {
                        panic!("{:?}: an army in Kurdistan supported", record.phase);
                    }
                    if here == self.kur && m.verdicts[i] == Verdict::Supported {
                        panic!("{:?}: a support from Kurdistan counted", record.phase);
                    }
                    let (Verdict::Moved, MainOrder::Move { to, .. }) =
                        (&m.verdicts[i], m.orders[i])
                    else {
                        continue;
                    };
                    let to = to.province;
                    if !fall {
                        continue;
                    }
                    assert!(
                        !self.crosses_closed(here, to),
                        "{:?}: a Fall Swiss crossing",
                        record.phase
                    );
                    if here == self.nco || to == self.nco {
                        applied += 1;
                        let escorted = pos.units.iter().enumerate().any(|(f, fleet)| {
                            fleet.loc.province == self.nrg
                                && m.verdicts[f] == Verdict::Supported
                                && matches!(m.orders[f], MainOrder::SupportMove { from, to: t } if from == here && t.province == to)
                        });
                        assert!(
                            escorted,
                            "{:?}: an unescorted Fall move at the Norse Coast",
                            record.phase
                        );
                    }
                    if here == self.tyr
                        && let Some(a) = pos.arrival(here)
                        && a.phase.year == record.phase.year
                        && a.phase.season == Season::Spring
                        && a.phase.kind == PhaseKind::Movement
                    {
                        applied += 1;
                        let far = if a.from == self.mun {
                            self.south.clone()
                        } else if self.south.contains(&a.from) {
                            vec![self.mun]
                        } else {
                            Vec::new()
                        };
                        assert!(
                            !far.contains(&to),
                            "{:?}: Tyrolia's ridge crossed back",
                            record.phase
                        );
                    }
                }
            }
            PhaseResult::Retreat(verdicts) if fall => {
                for (d, v) in pos.dislodged.iter().zip(verdicts) {
                    if let RetreatVerdict::Retreated(to) = v
                        && d.unit.kind == UnitKind::Army
                    {
                        let here = d.unit.loc.province;
                        assert!(
                            !self.crosses_closed(here, to.province),
                            "Winter Swiss retreat"
                        );
                        assert!(
                            here != self.nco && to.province != self.nco,
                            "Winter Norse retreat"
                        );
                    }
                }
            }
            _ => {}
        }
        applied
    }
}

/// Writes random orders for every power that must order, as a player would type them.
fn write_random_orders(map: &Map, game: &mut Game, rng: &mut StdRng) {
    let pos = game.position.clone();
    let rules = game.setup.rules;
    for power in game.powers_to_order(map) {
        let lines: Vec<String> = match pos.phase.kind {
            PhaseKind::Movement => {
                let orders = random_orders(map, &pos, rng);
                pos.units
                    .iter()
                    .zip(&orders)
                    .filter(|(u, _)| u.power == power)
                    .filter_map(|(u, o)| o.map(|o| format_main(map, &pos, u, &o, Style::Rulebook)))
                    .collect()
            }
            PhaseKind::Retreat => pos
                .dislodged
                .iter()
                .filter(|d| d.unit.power == power)
                .map(|d| {
                    let options = legal_retreats(Board::new(map, &pos, &rules), d);
                    let order = match options.choose(rng) {
                        Some(to) if rng.random_bool(0.8) => RetreatOrder::Retreat(*to),
                        _ => RetreatOrder::Disband,
                    };
                    format_retreat(map, &d.unit, &order, Style::Rulebook)
                })
                .collect(),
            PhaseKind::Adjustment => map
                .power(power)
                .all_homes()
                .filter(|h| pos.owners[h.index()] == Some(power) && pos.unit_at(*h).is_none())
                .map(|h| format!("Build A {}", map.id_of(h)))
                .collect(),
        };
        game.write_orders(map, power, &lines);
        game.seal(power);
    }
}

#[test]
fn a_random_27_year_game_runs_to_its_winter_1917_end_keeping_every_rule() {
    let map = european();
    let places = Places::new(&map);
    let mut game = Game::new(
        &map,
        Setup::standard(&map, &NAMES, 0, "1971", 7).expect("setup"),
    );
    let mut rng = StdRng::seed_from_u64(2024);
    let mut applied = 0;
    let mut rail_moves = 0;
    while game.outcome.is_none() {
        assert!(game.record.len() < 300, "the game does not end");
        write_random_orders(&map, &mut game, &mut rng);
        let record = game.resolve(&map).clone();
        applied += places.check(&record);
        if let PhaseResult::Movement(m) = &record.result {
            rail_moves += m.notes.len()
                + record
                    .position
                    .units
                    .iter()
                    .enumerate()
                    .filter(|(i, u)| {
                        m.verdicts[*i] == Verdict::Moved
                            && matches!(m.orders[*i], MainOrder::Move { to, .. } if !map.army_adjacent(u.loc.province, to.province) && u.kind == UnitKind::Army && !m.by_convoy[*i])
                    })
                    .count();
        }
        let pos = &game.position;
        for (k, u) in pos.units.iter().enumerate() {
            assert!(
                pos.units[k + 1..]
                    .iter()
                    .all(|v| v.loc.province != u.loc.province),
                "two units in {}",
                map.id_of(u.loc.province)
            );
        }
        if record.phase.kind == PhaseKind::Adjustment {
            for p in map.power_ids() {
                assert!(
                    pos.unit_count(p) <= pos.centre_count(p),
                    "too many units after Winter"
                );
            }
        }
    }
    let springs = game
        .record
        .iter()
        .filter(|r| r.phase.season == Season::Spring && r.phase.kind == PhaseKind::Movement)
        .count();
    assert!(
        matches!(game.outcome, Some(Outcome::LastYearDraw { .. })),
        "{:?}",
        game.outcome
    );
    assert_eq!(springs, 27);
    assert_eq!(game.record.last().map(|r| r.phase.year), Some(1917));
    assert!(
        applied > 0 || rail_moves > 0,
        "no special rule ever came into play"
    );
    // The record reads back, four-season headings and railroad moves included.
    let text = export(&map, &game);
    assert!(text.contains("\nSummer 1891 Retreats\n") || text.contains("\nFall 1891\n"));
    let (again, _) = import(&text).expect("the record reads back");
    assert_eq!(again.position, game.position);
    assert_eq!(again.outcome, game.outcome);
}

#[test]
fn a_save_whose_arrivals_name_no_province_is_refused() {
    use super::save::{from_ron, to_ron};
    use crate::engine::position::Arrival;
    let map = european();
    let mut game = Game::new(
        &map,
        Setup::standard(&map, &NAMES, 0, "1971", 1).expect("setup"),
    );
    let tyr = map.find_province("tyr").expect("tyr");
    game.position.arrivals.push(Arrival {
        province: tyr,
        from: ProvinceId(9999),
        phase: game.position.phase,
    });
    let err = from_ron(&to_ron(&game), "bad.ron").expect_err("refused");
    assert!(err.to_string().contains("arrival"), "{err}");
    game.position.arrivals[0].from = map.find_province("mun").expect("mun");
    let (back, _) = from_ron(&to_ron(&game), "good.ron").expect("reads");
    assert_eq!(back.position.arrivals, game.position.arrivals);
}
