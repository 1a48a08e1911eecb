//! The talks in the table's language: every deal kind, every deal, every answer and the
//! refusals read in German, French and Italian, none showing a message id or English.

use super::*;
use crate::engine::ids::{Location, PowerId};
use crate::engine::map::Map;
use crate::engine::position::{Phase, PhaseKind, Season};
use crate::lang::{Lang, speaking};

const OTHERS: [Lang; 3] = [Lang::German, Lang::French, Lang::Italian];

fn standard() -> Map {
    Map::named("standard").expect("map")
}

fn power(map: &Map, name: &str) -> PowerId {
    map.find_power(name).expect("power")
}

fn at(map: &Map, name: &str) -> Location {
    Location::province(map.find_province(name).expect("province"))
}

/// One deal of every kind.
fn every_deal(map: &Map) -> Vec<Deal> {
    let (par, bur, mun, kie, ruh) = (
        at(map, "Paris"),
        at(map, "Burgundy"),
        at(map, "Munich"),
        at(map, "Kiel"),
        at(map, "Ruhr"),
    );
    vec![
        Deal::Peace { years: 2 },
        Deal::Dmz {
            province: bur.province,
        },
        Deal::SupportMine { unit: par, to: bur },
        Deal::SupportYours { unit: mun, to: mun },
        Deal::Moves {
            mine: (par, bur),
            yours: (kie, ruh),
        },
        Deal::AllianceAgainst {
            power: power(map, "England"),
            years: 1,
        },
        Deal::Draw,
        Deal::Leave {
            province: mun.province,
        },
    ]
}

/// One reason of every variant.
fn every_reason(map: &Map) -> Vec<Reason> {
    let bur = map.find_province("Burgundy").expect("province");
    let england = power(map, "England");
    let spring = Phase {
        year: 1901,
        season: Season::Spring,
        kind: PhaseKind::Movement,
    };
    vec![
        Reason::NoQuarrel,
        Reason::FreesItsArmies,
        Reason::KeepsSafe {
            province: bur,
            centres: 2,
        },
        Reason::WantedAnyway { province: bur },
        Reason::Weakens { power: england },
        Reason::CommonEnemy { power: england },
        Reason::CannotHold { province: bur },
        Reason::DrawVote {
            agrees: true,
            why: crate::engine::bot::DrawWhy::Steady {
                standing: crate::engine::bot::Standing::Holds { centres: 3 },
            },
        },
        Reason::NoUse { province: bur },
        Reason::CostsLittle,
        Reason::PersonAnswered { accepted: true },
        Reason::PersonAnswered { accepted: false },
        Reason::Lapsed,
        Reason::BrokeWord {
            deal: DealKind::Peace,
            when: spring,
        },
        Reason::BrokeWordTo {
            power: england,
            deal: DealKind::AllianceAgainst,
            when: spring,
        },
        Reason::AttackedBy {
            province: bur,
            when: spring,
        },
        Reason::BordersCentres {
            province: bur,
            centres: 1,
        },
        Reason::OwnCentre { province: bur },
        Reason::WantsProvince { province: bur },
        Reason::TooLong { years: 3 },
        Reason::OpenCentre { province: bur },
        Reason::UnitNeeded { province: bur },
        Reason::AtPeaceWith { power: england },
        Reason::FarFrom { power: england },
        Reason::OtherPlans { province: bur },
        Reason::GainsNothing,
        Reason::CannotReach { province: bur },
        Reason::NoQuarrelWith { power: england },
        Reason::Keeps { province: bur },
        Reason::AlliedAgainstYou { ally: england },
        Reason::Stronger,
        Reason::Counters {
            why: Box::new(Reason::TooLong { years: 1 }),
            offer: Deal::Peace { years: 1 },
        },
    ]
}

/// Each text in English and in every other language: non-empty, no message id, not the
/// English words.
fn reads_in_every_language(what: &str, text: impl Fn() -> String) {
    let english = speaking(Lang::English, &text);
    assert!(!english.is_empty(), "{what}: empty in English");
    for lang in OTHERS {
        let said = speaking(lang, &text);
        assert!(!said.trim().is_empty(), "{what}: empty in {lang:?}");
        assert!(
            !said.contains("rules-talk-"),
            "{what}: an id in {lang:?}: {said}"
        );
        assert_ne!(said, english, "{what}: English in {lang:?}");
    }
}

#[test]
fn every_deal_kind_and_deal_reads_in_every_language() {
    let map = standard();
    let (france, germany) = (power(&map, "France"), power(&map, "Germany"));
    for kind in DealKind::ALL {
        reads_in_every_language(&format!("{kind:?}"), || kind.name());
    }
    for deal in every_deal(&map) {
        reads_in_every_language(&format!("{deal:?}"), || {
            deal.describe(&map, france, germany)
        });
    }
}

#[test]
fn every_answer_reads_in_every_language() {
    let map = standard();
    let (france, germany) = (power(&map, "France"), power(&map, "Germany"));
    for reason in every_reason(&map) {
        reads_in_every_language(&format!("{reason:?}"), || {
            reason.sentence(&map, germany, france)
        });
    }
}

#[test]
fn a_typical_proposal_and_answer_read_in_german() {
    let map = standard();
    let (france, germany) = (power(&map, "France"), power(&map, "Germany"));
    let bur = map.find_province("Burgundy").expect("province");
    let (deal, said) = speaking(Lang::German, || {
        let deal = Deal::Peace { years: 2 }.describe(&map, france, germany);
        let said = Reason::BordersCentres {
            province: bur,
            centres: 2,
        }
        .sentence(&map, germany, france);
        (deal, said)
    });
    assert_eq!(deal, "Frieden für zwei Jahre");
    assert!(said.contains("lehnt ab: "), "{said}");
    assert!(
        said.contains("grenzt an zwei seiner Versorgungszentren."),
        "{said}"
    );
    let english = Reason::BordersCentres {
        province: bur,
        centres: 2,
    }
    .sentence(&map, germany, france);
    assert_eq!(
        english,
        "Germany declines: Burgundy borders two of its centres."
    );
}

#[test]
fn the_seal_check_reads_in_german() {
    use crate::engine::game::draft::Draft;
    use crate::engine::position::Position;
    use crate::engine::rules::Rules;
    let map = standard();
    let position = Position::initial(&map);
    let mut d = Draft::new(power(&map, "Austria"));
    d.write(&map, &position, "F(Tri) S A(Bud)-Ser")
        .expect("reads");
    let (words, left) = speaking(Lang::German, || {
        let found = d.seal_warnings(crate::engine::adjudicate::Board::new(
            &map,
            &position,
            &Rules::RULEBOOK_1971,
        ));
        let words: Vec<String> = found.into_iter().map(|w| w.words).collect();
        (words, d.left_out(&map, &position))
    });
    assert!(words[0].starts_with("F Tri: ungültig — "), "{words:?}");
    assert!(
        words.contains(&"A Bud: kein Befehl — sie hält".to_string()),
        "{words:?}"
    );
    assert_eq!(left.as_deref(), Some("2 Einheiten halten ohne Befehl"));
    for lang in OTHERS {
        let left = speaking(lang, || d.left_out(&map, &position)).expect("two left");
        assert!(
            !left.contains("rules-seal-") && !left.contains("units"),
            "{left}"
        );
    }
}
