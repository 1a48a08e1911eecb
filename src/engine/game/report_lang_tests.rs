//! The engine's reasons and results in every language: each variant of each reason and
//! verdict reads in German, French and Italian, in words of its own (no message id, no
//! English fallback), and a typical result line reads in German.

use super::*;
use crate::engine::adjudicate::{
    CheckVoid, Force, ForceRole, HookReason, Opponent, RetreatBlock, Role, Verdict, VoidReason,
};
use crate::engine::game::draft::CheckedLine;
use crate::engine::ids::{Location, UnitKind};
use crate::engine::map::Turn;
use crate::engine::options::{NothingToOrder, Refusal};
use crate::engine::order::{AdjustOrder, Order};
use crate::engine::position::{Phase, PhaseKind, Season};
use crate::lang::{Lang, speaking};

fn european() -> Map {
    Map::named("european").expect("the european map loads")
}

/// Italy's army in Milan (unit 0) and France's in Switzerland (unit 1).
fn board(map: &Map) -> Position {
    let at = Phase {
        year: 1901,
        season: Season::Autumn,
        kind: PhaseKind::Movement,
    };
    let mut pos = Position::empty(map, at);
    for (power, province) in [("Italy", "mil"), ("France", "swi")] {
        pos.units.push(Unit {
            power: map.find_power(power).expect("power"),
            kind: UnitKind::Army,
            loc: Location::province(map.find_province(province).expect("province")),
        });
    }
    pos
}

/// Every hook reason, each option of its words once.
fn hook_reasons(map: &Map) -> Vec<HookReason> {
    let p = |a: &str| map.find_province(a).expect("province");
    let (mil, swi, tyr, ven) = (p("mil"), p("swi"), p("tyr"), p("ven"));
    let sea = p("nrg");
    let mut all = vec![
        HookReason::NoSupportFrom { province: mil },
        HookReason::BorderClosed {
            province: swi,
            turn: Turn::Fall,
        },
        HookReason::SupportAcrossClosedBorder {
            province: swi,
            turn: Turn::Winter,
        },
        HookReason::MountainPass {
            province: tyr,
            from: ven,
        },
        HookReason::CoastClosed {
            province: ven,
            turn: Turn::Winter,
        },
        HookReason::EscortMissing { province: ven, sea },
        HookReason::EscortFailed {
            province: ven,
            sea,
            cut_by: Some(1),
        },
        HookReason::EscortFailed {
            province: ven,
            sea,
            cut_by: None,
        },
        HookReason::CoastSupport {
            province: ven,
            came_from: Some(mil),
        },
        HookReason::CoastSupport {
            province: ven,
            came_from: None,
        },
        HookReason::RailUnsupported,
    ];
    for stopped_in in [Some(mil), None] {
        for occupied in [true, false] {
            all.push(HookReason::RailBlocked {
                stopped_in,
                blocked_at: swi,
                by: 1,
                occupied,
            });
        }
    }
    all
}

fn void_reasons(map: &Map) -> Vec<VoidReason> {
    let mut all = vec![
        VoidReason::SeveralOrders,
        VoidReason::MoveToOwnProvince,
        VoidReason::NotAdjacent,
        VoidReason::WrongTerrain,
        VoidReason::CoastUnreachable,
        VoidReason::CoastNotSpecified,
        VoidReason::NoConvoyOrdered,
        VoidReason::CannotReach,
        VoidReason::NoSuchUnit,
        VoidReason::SupportsItself,
        VoidReason::SupportNotMatched,
        VoidReason::SupportCoastMismatch,
        VoidReason::ConvoyNotAtSea,
        VoidReason::ConvoyNotArmy,
        VoidReason::ConvoyNotMatched,
        VoidReason::ConvoyNotOnRoute,
    ];
    all.extend(hook_reasons(map).into_iter().map(VoidReason::Hook));
    all
}

/// Every reason, verdict and result the engine words, in the language spoken now,
/// labelled.
fn every_text(map: &Map, pos: &Position) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut put = |label: String, text: String| out.push((label, text));
    let p = |a: &str| map.find_province(a).expect("province");
    let (mil, swi) = (p("mil"), p("swi"));
    let italy = map.find_power("Italy").expect("power");
    for r in void_reasons(map) {
        put(format!("{r:?} describe"), r.describe());
        put(format!("{r:?} explain"), r.explain(map, pos));
        put(
            format!("Verdict::Void({r:?})"),
            explain(map, pos, &Verdict::Void(r)),
        );
    }
    for h in hook_reasons(map) {
        put(
            format!("Refusal::Rule({h:?})"),
            Refusal::Rule(h).describe(map, pos),
        );
    }
    let checks = [
        CheckVoid::Order(VoidReason::NotAdjacent),
        CheckVoid::SupportedCannotMove {
            from: mil,
            to: swi,
            rule: None,
        },
        CheckVoid::SupportedCannotMove {
            from: mil,
            to: swi,
            rule: Some(HookReason::RailUnsupported),
        },
        CheckVoid::WrongPhase,
        CheckVoid::NoDislodgedUnit,
        CheckVoid::NowhereToRetreat,
        CheckVoid::RetreatNotAllowed {
            options: vec![Location::province(mil)],
        },
        CheckVoid::RetreatBlocked(RetreatBlock::AttackerOrigin),
        CheckVoid::RetreatBlocked(RetreatBlock::Standoff),
        CheckVoid::RetreatBlocked(RetreatBlock::Occupied),
        CheckVoid::BuildWrongUnit,
        CheckVoid::BuildNotAllowed,
        CheckVoid::NoUnitToRemove,
        CheckVoid::NoRemovalsDue,
        CheckVoid::NoBuildsDue,
    ];
    for c in checks {
        put(format!("{c:?}"), c.describe(map, pos));
        put(
            format!("Refusal::Void({c:?})"),
            Refusal::Void(c).describe(map, pos),
        );
    }
    let opponent = |role| Opponent {
        unit: 1,
        strength: 2,
        role,
    };
    let force = |role| Force {
        power: italy,
        from: vec![mil],
        units: 2,
        strength: 3,
        role,
    };
    let verdicts = [
        Verdict::Stood,
        Verdict::Moved,
        Verdict::Bounced {
            strength: 1,
            against: Default::default(),
        },
        Verdict::Bounced {
            strength: 1,
            against: vec![
                opponent(Role::Holder),
                opponent(Role::HeadToHead),
                opponent(Role::Rival),
            ]
            .into(),
        },
        Verdict::OwnUnit { holder: 0 },
        Verdict::ConvoyFailed { fleets: vec![] },
        Verdict::ConvoyFailed { fleets: vec![1] },
        Verdict::Supported,
        Verdict::SupportCut { by: 1 },
        Verdict::Convoyed,
        Verdict::ConvoyDisrupted { by: Some(1) },
        Verdict::ConvoyDisrupted { by: None },
        Verdict::Outmatched {
            strength: 2,
            against: vec![
                force(ForceRole::Defender),
                force(ForceRole::HeadToHead),
                force(ForceRole::Rival),
            ],
        },
        Verdict::TooFewFleets,
        Verdict::SupportCutFrom {
            by: italy,
            from: mil,
        },
        Verdict::SupportCutDislodged,
        Verdict::FleetDisplaced,
    ];
    for v in &verdicts {
        put(format!("{v:?}"), explain(map, pos, v));
    }
    let retreats = [
        RetreatVerdict::Retreated(Location::province(mil)),
        RetreatVerdict::Disbanded,
        RetreatVerdict::DisbandedNoOrder,
        RetreatVerdict::DisbandedIllegal,
        RetreatVerdict::DisbandedCollision { with: vec![1] },
        RetreatVerdict::Outnumbered {
            against: vec![(italy, 2)],
        },
    ];
    for v in &retreats {
        put(format!("{v:?}"), retreat_words(map, "A Mil".into(), v));
    }
    let mut build = Written {
        power: italy,
        kind: Some(UnitKind::Army),
        at: Location::province(mil),
        order: Order::Adjust(AdjustOrder::Waive),
        counts: Default::default(),
    };
    build.order = Order::Adjust(AdjustOrder::Build {
        kind: Some(UnitKind::Army),
        at: Location::province(mil),
    });
    let refused = [
        AdjustVerdict::Surplus,
        AdjustVerdict::NotBuildable,
        AdjustVerdict::WrongUnit,
        AdjustVerdict::NothingToRemove,
        AdjustVerdict::RemovedUnits(0),
        AdjustVerdict::NotHome,
        AdjustVerdict::NotOwned,
        AdjustVerdict::Occupied,
        AdjustVerdict::AlreadyBuilt,
        AdjustVerdict::NotAnAdjustment,
    ];
    for v in &refused {
        put(
            format!("{v:?}"),
            adjust_words("Build A Mil".into(), &build, v),
        );
    }
    for n in [
        NothingToOrder::NotAdjustment,
        NothingToOrder::NoUnit,
        NothingToOrder::NoDislodgedUnit,
        NothingToOrder::Balanced(italy),
        NothingToOrder::NothingThere,
    ] {
        put(format!("{n:?}"), Refusal::Nothing(n).describe(map, pos));
    }
    for there in [1, 2] {
        let r = Refusal::TooMany { asked: 3, there };
        put(format!("{r:?}"), r.describe(map, pos));
    }
    for (i, hook) in map.special_rules.iter().enumerate() {
        put(format!("special rule {i}"), hook.describe(map));
    }
    for check in [
        Check::Fine,
        Check::Void(CheckVoid::WrongPhase.describe(map, pos)),
    ] {
        let line = CheckedLine {
            power: italy,
            text: "A Mil-Swi".into(),
            orders: Err("x".into()),
            check,
            rule: None,
        };
        put(format!("{:?}", line.check), line.describe());
    }
    out
}

use crate::engine::adjudicate::Check;

#[test]
fn every_reason_and_verdict_reads_in_german_french_and_italian() {
    let map = european();
    let pos = board(&map);
    let english = every_text(&map, &pos);
    assert!(english.len() > 100, "{} texts", english.len());
    assert!(!map.special_rules.is_empty());
    for lang in [Lang::German, Lang::French, Lang::Italian] {
        let spoken = speaking(lang, || every_text(&map, &pos));
        assert_eq!(spoken.len(), english.len());
        let mut same = Vec::new();
        for ((label, words), (_, en)) in spoken.iter().zip(&english) {
            assert!(
                !words.trim().is_empty(),
                "{}: {label} is empty",
                lang.code()
            );
            assert!(
                !words.contains("rules-"),
                "{}: {label} shows an id: {words}",
                lang.code()
            );
            if words == en {
                same.push(format!("{label}: {words}"));
            }
        }
        assert!(same.is_empty(), "{}: still English: {same:#?}", lang.code());
    }
}

/// A spring with a bounce (two English fleets into the North Sea), a dislodgement (a
/// German army in Burgundy, attacked with support) and a void support (Venice supports
/// Rome to Apulia, but Rome holds), its results read in German.
#[test]
fn a_bounce_a_dislodgement_and_a_void_support_read_in_german() {
    let (map, mut game) = crate::engine::game::tests::game_on("standard");
    let power = |n: &str| map.find_power(n).expect(n);
    game.position.units.push(Unit {
        power: power("Germany"),
        kind: UnitKind::Army,
        loc: Location::province(map.find_province("bur").expect("bur")),
    });
    let typed = |t: &[&str]| t.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    game.write_orders(&map, power("England"), &typed(&["F Lon-Nth", "F Edi-Nth"]));
    game.write_orders(
        &map,
        power("France"),
        &typed(&["A Par-Bur", "A Mar S A Par-Bur"]),
    );
    game.write_orders(
        &map,
        power("Italy"),
        &typed(&["A Ven S A Rom-Apu", "A Rom H"]),
    );
    let record = game.resolve(&map).clone();
    let english = describe_phase(&map, &record).join("\n");
    assert!(
        english.contains("bounces at strength 1 against"),
        "{english}"
    );
    let german = speaking(Lang::German, || describe_phase(&map, &record)).join("\n");
    for words in [
        "prallt mit Stärke 1 ab gegen",
        "wird durch",
        "vertrieben",
        "ungültig: die unterstützte Einheit hat einen anderen Befehl",
        "Unterstützung gegeben",
        "gelingt",
    ] {
        assert!(german.contains(words), "{words:?} not in:\n{german}");
    }
    assert!(
        !german.contains("bounces") && !german.contains("dislodged"),
        "{german}"
    );
}

#[test]
fn a_unit_that_stands_reads_so_in_the_tables_language_and_in_the_notation_in_english() {
    let (map, mut game) = crate::engine::game::tests::game_on("standard");
    let england = map.find_power("England").expect("England");
    game.write_orders(&map, england, &["F Lon H".to_string()]);
    let rec = game.resolve(&map).clone();
    let london = map.find_province("lon").expect("London");
    let i = (rec.position.units.iter())
        .position(|u| u.loc.province == london)
        .expect("the London fleet");
    let written = |lang| {
        speaking(lang, || {
            unit_result(&map, &rec, i).expect("a result").written
        })
    };
    assert_eq!(written(Lang::English), "F(Lon) Stands");
    assert_eq!(written(Lang::German), "F(Lon) hält");
    assert_eq!(written(Lang::Italian), "F(Lon) sta fermo");
    let lines: Vec<String> = (rec.orders.iter())
        .map(|o| o.text(&map, &rec.position))
        .collect();
    let german = speaking(Lang::German, || {
        (rec.orders.iter())
            .map(|o| o.text(&map, &rec.position))
            .collect::<Vec<String>>()
    });
    assert_eq!(german, lines, "the record's lines stay notation");
    assert!(lines.contains(&"F(Lon) Stands".to_string()));
    // The phones' results (and the diplomacy panel's history) read the stand in German.
    let described = speaking(Lang::German, || describe_phase(&map, &rec));
    assert!(
        described.iter().any(|l| l.contains("F(Lon) hält —")),
        "{described:?}"
    );
}
