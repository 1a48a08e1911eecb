//! Every topic is explained and cited; every reason the engine gives (one sample of each
//! variant, kept complete by an exhaustive match) leads to a topic; different rules lead
//! to different topics; and real refusals from the engine carry theirs.

use super::{RuleTopic, Section, Source, explain, section_label};
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::{
    AdjustVerdict, CheckVoid, Checked, HookReason, Opponent, RetreatVerdict, Role, Rulebook,
    Verdict, VoidReason, check_alone, check_reasoned,
};
use crate::engine::adjudicate::{Force, ForceRole};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::{Map, Turn};
use crate::engine::notation::{MeaningError, parse_order};
use crate::engine::options::{NothingToOrder, Refusal, Subject, legal_orders};
use crate::engine::order::{MainOrder, Order};
use crate::engine::position::{Phase, PhaseKind, Position, Season, Unit};
use crate::engine::rules::Rules;
use crate::lang::{Lang, speaking};
use std::collections::HashSet;

/// One sample value per variant, with an exhaustive match over the patterns (no wildcard):
/// a new variant does not compile until a sample of it is listed here. Each sample is
/// checked to match its own pattern.
macro_rules! samples {
    ($ty:ty { $($pat:pat => $sample:expr,)* }) => {{
        let _every_variant_listed = |v: &$ty| match v {
            $($pat => (),)*
        };
        let all: Vec<$ty> = vec![$($sample,)*];
        let mut i = 0;
        $(
            assert!(matches!(&all[i], $pat), "sample {i} of {}", stringify!($ty));
            i += 1;
        )*
        assert_eq!(i, all.len());
        all
    }};
}

const P: ProvinceId = ProvinceId(1);
const Q: ProvinceId = ProvinceId(2);

fn hooks() -> Vec<HookReason> {
    samples!(HookReason {
        HookReason::NoSupportFrom { .. } => HookReason::NoSupportFrom { province: P },
        HookReason::BorderClosed { .. } => HookReason::BorderClosed { province: P, turn: Turn::Fall },
        HookReason::SupportAcrossClosedBorder { .. } =>
            HookReason::SupportAcrossClosedBorder { province: P, turn: Turn::Fall },
        HookReason::MountainPass { .. } => HookReason::MountainPass { province: P, from: Q },
        HookReason::CoastClosed { .. } => HookReason::CoastClosed { province: P, turn: Turn::Winter },
        HookReason::EscortMissing { .. } => HookReason::EscortMissing { province: P, sea: Q },
        HookReason::EscortFailed { .. } =>
            HookReason::EscortFailed { province: P, sea: Q, cut_by: Some(3) },
        HookReason::CoastSupport { .. } => HookReason::CoastSupport { province: P, came_from: None },
        HookReason::RailUnsupported => HookReason::RailUnsupported,
        HookReason::RailBlocked { .. } =>
            HookReason::RailBlocked { stopped_in: None, blocked_at: P, by: 2, occupied: true },
    })
}

fn voids() -> Vec<VoidReason> {
    let mut all = samples!(VoidReason {
        VoidReason::SeveralOrders => VoidReason::SeveralOrders,
        VoidReason::MoveToOwnProvince => VoidReason::MoveToOwnProvince,
        VoidReason::NotAdjacent => VoidReason::NotAdjacent,
        VoidReason::WrongTerrain => VoidReason::WrongTerrain,
        VoidReason::CoastUnreachable => VoidReason::CoastUnreachable,
        VoidReason::CoastNotSpecified => VoidReason::CoastNotSpecified,
        VoidReason::NoConvoyOrdered => VoidReason::NoConvoyOrdered,
        VoidReason::CannotReach => VoidReason::CannotReach,
        VoidReason::NoSuchUnit => VoidReason::NoSuchUnit,
        VoidReason::SupportsItself => VoidReason::SupportsItself,
        VoidReason::SupportNotMatched => VoidReason::SupportNotMatched,
        VoidReason::SupportCoastMismatch => VoidReason::SupportCoastMismatch,
        VoidReason::ConvoyNotAtSea => VoidReason::ConvoyNotAtSea,
        VoidReason::ConvoyNotArmy => VoidReason::ConvoyNotArmy,
        VoidReason::ConvoyNotMatched => VoidReason::ConvoyNotMatched,
        VoidReason::ConvoyNotOnRoute => VoidReason::ConvoyNotOnRoute,
        VoidReason::Hook(_) => VoidReason::Hook(HookReason::RailUnsupported),
    });
    all.extend(hooks().into_iter().map(VoidReason::Hook));
    all
}

fn opponent(strength: u8, role: Role) -> Opponent {
    Opponent {
        unit: 4,
        strength,
        role,
    }
}

fn verdicts() -> Vec<Verdict> {
    let mut all = samples!(Verdict {
        Verdict::Stood => Verdict::Stood,
        Verdict::Moved => Verdict::Moved,
        Verdict::Bounced { .. } => Verdict::Bounced {
            strength: 1,
            against: vec![opponent(1, Role::Rival)].into(),
        },
        Verdict::OwnUnit { .. } => Verdict::OwnUnit { holder: 2 },
        Verdict::ConvoyFailed { .. } => Verdict::ConvoyFailed { fleets: vec![3] },
        Verdict::Supported => Verdict::Supported,
        Verdict::SupportCut { .. } => Verdict::SupportCut { by: 1 },
        Verdict::Convoyed => Verdict::Convoyed,
        Verdict::ConvoyDisrupted { .. } => Verdict::ConvoyDisrupted { by: Some(1) },
        Verdict::Void(_) => Verdict::Void(VoidReason::NotAdjacent),
        Verdict::Outmatched { .. } => Verdict::Outmatched { strength: 2, against: vec![force()] },
        Verdict::TooFewFleets => Verdict::TooFewFleets,
        Verdict::SupportCutFrom { .. } => Verdict::SupportCutFrom { by: PowerId(2), from: Q },
        Verdict::SupportCutDislodged => Verdict::SupportCutDislodged,
        Verdict::FleetDisplaced => Verdict::FleetDisplaced,
    });
    all.extend(voids().into_iter().map(Verdict::Void));
    all.push(Verdict::ConvoyDisrupted { by: None });
    all.push(head_to_head());
    all.push(outnumbered());
    all
}

/// A bounce against a unit coming the other way.
fn head_to_head() -> Verdict {
    Verdict::Bounced {
        strength: 1,
        against: vec![opponent(1, Role::HeadToHead)].into(),
    }
}

/// A bounce against a stronger holder.
fn outnumbered() -> Verdict {
    Verdict::Bounced {
        strength: 1,
        against: vec![opponent(2, Role::Holder)].into(),
    }
}

fn retreat_verdicts() -> Vec<RetreatVerdict> {
    samples!(RetreatVerdict {
        RetreatVerdict::Retreated(_) => RetreatVerdict::Retreated(Location::province(P)),
        RetreatVerdict::Disbanded => RetreatVerdict::Disbanded,
        RetreatVerdict::DisbandedNoOrder => RetreatVerdict::DisbandedNoOrder,
        RetreatVerdict::DisbandedIllegal => RetreatVerdict::DisbandedIllegal,
        RetreatVerdict::DisbandedCollision { .. } =>
            RetreatVerdict::DisbandedCollision { with: vec![1] },
        RetreatVerdict::Outnumbered { .. } =>
            RetreatVerdict::Outnumbered { against: vec![(PowerId(2), 1)] },
    })
}

fn adjust_verdicts() -> Vec<AdjustVerdict> {
    samples!(AdjustVerdict {
        AdjustVerdict::Built => AdjustVerdict::Built,
        AdjustVerdict::Removed => AdjustVerdict::Removed,
        AdjustVerdict::Waived => AdjustVerdict::Waived,
        AdjustVerdict::Surplus => AdjustVerdict::Surplus,
        AdjustVerdict::NotBuildable => AdjustVerdict::NotBuildable,
        AdjustVerdict::WrongUnit => AdjustVerdict::WrongUnit,
        AdjustVerdict::NothingToRemove => AdjustVerdict::NothingToRemove,
        AdjustVerdict::RemovedUnits(_) => AdjustVerdict::RemovedUnits(2),
        AdjustVerdict::NotHome => AdjustVerdict::NotHome,
        AdjustVerdict::NotOwned => AdjustVerdict::NotOwned,
        AdjustVerdict::Occupied => AdjustVerdict::Occupied,
        AdjustVerdict::AlreadyBuilt => AdjustVerdict::AlreadyBuilt,
        AdjustVerdict::NotAnAdjustment => AdjustVerdict::NotAnAdjustment,
    })
}

fn force() -> Force {
    Force {
        power: PowerId(1),
        from: vec![Q],
        units: 2,
        strength: 2,
        role: ForceRole::Rival,
    }
}

fn check_voids() -> Vec<CheckVoid> {
    let mut all = samples!(CheckVoid {
        CheckVoid::Order(_) => CheckVoid::Order(VoidReason::SupportsItself),
        CheckVoid::SupportedCannotMove { .. } =>
            CheckVoid::SupportedCannotMove { from: P, to: Q, rule: None },
        CheckVoid::TooMany { .. } => CheckVoid::TooMany { asked: 3, there: 2 },
        CheckVoid::WrongPhase => CheckVoid::WrongPhase,
        CheckVoid::NoDislodgedUnit => CheckVoid::NoDislodgedUnit,
        CheckVoid::NowhereToRetreat => CheckVoid::NowhereToRetreat,
        CheckVoid::RetreatNotAllowed { .. } =>
            CheckVoid::RetreatNotAllowed { options: vec![Location::province(Q)] },
        CheckVoid::RetreatBlocked(_) =>
            CheckVoid::RetreatBlocked(crate::engine::adjudicate::RetreatBlock::Standoff),
        CheckVoid::BuildWrongUnit => CheckVoid::BuildWrongUnit,
        CheckVoid::BuildNotAllowed => CheckVoid::BuildNotAllowed,
        CheckVoid::NoUnitToRemove => CheckVoid::NoUnitToRemove,
        CheckVoid::NoRemovalsDue => CheckVoid::NoRemovalsDue,
        CheckVoid::NoBuildsDue => CheckVoid::NoBuildsDue,
    });
    all.extend(voids().into_iter().map(CheckVoid::Order));
    all.push(CheckVoid::SupportedCannotMove {
        from: P,
        to: Q,
        rule: Some(HookReason::NoSupportFrom { province: P }),
    });
    all
}

fn nothings() -> Vec<NothingToOrder> {
    samples!(NothingToOrder {
        NothingToOrder::NotAdjustment => NothingToOrder::NotAdjustment,
        NothingToOrder::NoUnit => NothingToOrder::NoUnit,
        NothingToOrder::NoDislodgedUnit => NothingToOrder::NoDislodgedUnit,
        NothingToOrder::Balanced(_) => NothingToOrder::Balanced(PowerId(0)),
        NothingToOrder::NothingThere => NothingToOrder::NothingThere,
    })
}

fn refusals() -> Vec<Refusal> {
    let mut all = samples!(Refusal {
        Refusal::Rule(_) => Refusal::Rule(HookReason::RailUnsupported),
        Refusal::Void(_) => Refusal::Void(CheckVoid::WrongPhase),
        Refusal::TooMany { .. } => Refusal::TooMany { asked: 3, there: 2 },
        Refusal::Nothing(_) => Refusal::Nothing(NothingToOrder::NoUnit),
    });
    all.extend(hooks().into_iter().map(Refusal::Rule));
    all.extend(check_voids().into_iter().map(Refusal::Void));
    all.extend(nothings().into_iter().map(Refusal::Nothing));
    all
}

/// The order-text errors, with the topic each has (`None`: not a rule of the game).
fn meaning_errors() -> Vec<MeaningError> {
    let s = || "x".to_string();
    samples!(MeaningError {
        MeaningError::UnknownProvince(_) => MeaningError::UnknownProvince(s()),
        MeaningError::UnknownPower(_) => MeaningError::UnknownPower(s()),
        MeaningError::NoUnit(_) => MeaningError::NoUnit(s()),
        MeaningError::NotYourUnit { .. } =>
            MeaningError::NotYourUnit { place: s(), owner: s(), power: s() },
        MeaningError::NoUnitFits(_) => MeaningError::NoUnitFits(s()),
        MeaningError::Ambiguous(_) => MeaningError::Ambiguous(s()),
        MeaningError::WrongPhase(..) => MeaningError::WrongPhase("build", "movement"),
        MeaningError::NotDislodged(_) => MeaningError::NotDislodged(s()),
        MeaningError::NoPower => MeaningError::NoPower,
        MeaningError::NoSuchCoast(..) => MeaningError::NoSuchCoast(s(), "nc"),
        MeaningError::NoUnits { .. } => MeaningError::NoUnits { kind: "army", place: s() },
        MeaningError::NotYourUnits { .. } =>
            MeaningError::NotYourUnits { place: s(), owner: s(), power: s() },
        MeaningError::TooFew { .. } =>
            MeaningError::TooFew { ordered: 3, present: 2, kind: "armies", place: s() },
        MeaningError::BuildCount => MeaningError::BuildCount,
        MeaningError::KindNeeded(_) => MeaningError::KindNeeded(s()),
        MeaningError::OneOrderOnly => MeaningError::OneOrderOnly,
    })
}

/// Every topic any reason leads to.
fn topics_of_every_reason() -> Vec<RuleTopic> {
    let mut out: Vec<RuleTopic> = Vec::new();
    out.extend(voids().iter().map(|v| v.topic()));
    out.extend(hooks().iter().map(HookReason::topic));
    for rulebook in [Rulebook::Classic, Rulebook::Multiplomacy] {
        out.extend(verdicts().iter().map(|v| v.topic(rulebook)));
    }
    for rulebook in [Rulebook::Classic, Rulebook::Multiplomacy] {
        out.extend(retreat_verdicts().iter().map(|v| v.topic(rulebook)));
        out.extend(adjust_verdicts().iter().map(|v| v.topic(rulebook)));
    }
    out.extend(check_voids().iter().map(CheckVoid::topic));
    out.extend(nothings().iter().map(|n| n.topic()));
    out.extend(refusals().iter().map(Refusal::topic));
    out.extend(meaning_errors().iter().filter_map(MeaningError::topic));
    out
}

fn cited(section: &Section) -> bool {
    section.source.sections().contains(&section.id)
}

/// Sentences in a text: full stops, question and exclamation marks ending a word.
fn sentences(text: &str) -> usize {
    text.split_inclusive(['.', '!', '?'])
        .filter(|s| s.trim().len() > 3)
        .count()
}

/// How much longer than English a language's titles and texts may run (as the pseudo
/// language stretches them, by 40%).
fn room(lang: Lang, english_bytes: usize) -> usize {
    match lang {
        Lang::English => english_bytes,
        _ => english_bytes * 14 / 10,
    }
}

#[test]
fn every_topic_has_a_title_a_few_sentences_and_a_section_its_source_has() {
    for lang in Lang::CHOSEN {
        speaking(lang, || {
            for &topic in RuleTopic::ALL {
                let e = explain(topic);
                assert!(
                    !e.title.trim().is_empty(),
                    "{lang:?}: {topic:?} has no title"
                );
                assert!(
                    e.title.len() <= room(lang, 48),
                    "{lang:?}: {topic:?}'s title is long: {}",
                    e.title
                );
                assert!(
                    sentences(&e.text) >= 2,
                    "{lang:?}: {topic:?} says too little: {}",
                    e.text
                );
                assert!(
                    e.text.len() <= room(lang, 600),
                    "{lang:?}: {topic:?} is not short: {} bytes",
                    e.text.len()
                );
                assert!(
                    e.text.ends_with('.'),
                    "{lang:?}: {topic:?} ends mid-sentence"
                );
                assert!(
                    !e.text.contains("  "),
                    "{lang:?}: {topic:?} has a doubled space"
                );
                assert!(cited(&e.section), "{topic:?} cites {:?}", e.section);
                for s in e.see_also {
                    assert!(cited(s), "{topic:?} also cites {s:?}");
                    assert_ne!(*s, e.section, "{topic:?} cites its section twice");
                }
            }
        });
    }
}

#[test]
fn all_lists_each_topic_once_with_its_own_title() {
    let topics: HashSet<RuleTopic> = RuleTopic::ALL.iter().copied().collect();
    assert_eq!(topics.len(), RuleTopic::ALL.len());
    for lang in Lang::CHOSEN {
        speaking(lang, || {
            let titles: HashSet<String> =
                RuleTopic::ALL.iter().map(|t| explain(*t).title).collect();
            assert_eq!(
                titles.len(),
                RuleTopic::ALL.len(),
                "{lang:?}: two topics share a title"
            );
            let texts: HashSet<String> = RuleTopic::ALL.iter().map(|t| explain(*t).text).collect();
            assert_eq!(
                texts.len(),
                RuleTopic::ALL.len(),
                "{lang:?}: two topics share a text"
            );
        });
    }
}

#[test]
fn a_rule_card_reads_in_the_language_spoken() {
    let german = speaking(Lang::German, || explain(RuleTopic::StandOff));
    let english = explain(RuleTopic::StandOff);
    assert_ne!(german.title, english.title);
    assert_ne!(german.text, english.text);
    assert_eq!(german.section, english.section);
    assert_eq!(
        speaking(Lang::French, || section_label(RuleTopic::SupportCut)),
        "Livre de règles II.8"
    );
}

#[test]
fn section_labels_read_as_each_source_numbers_its_rules() {
    assert_eq!(section_label(RuleTopic::SupportCut), "Rulebook II.8");
    assert_eq!(section_label(RuleTopic::AmbiguousOrders), "Rulebook II.3");
    assert_eq!(section_label(RuleTopic::CivilDisorder), "Rulebook III.3");
    assert_eq!(section_label(RuleTopic::StackBattle), "Multiplomacy rule 6");
    assert_eq!(
        section_label(RuleTopic::StackSupport),
        "Multiplomacy rule 7"
    );
    assert_eq!(section_label(RuleTopic::Kurdistan), "ce05 Kurdistan");
    assert_eq!(section_label(RuleTopic::NoSelfDislodgement), "DATC 6.D.10");
    assert_eq!(section_label(RuleTopic::WaiveBuilds), "DATC 4.D.7");
    assert_eq!(
        RuleTopic::Support.explanation().section.source,
        Source::Rulebook1971
    );
}

#[test]
fn every_topic_is_reached_by_some_reason_but_two_that_name_records() {
    // A dislodgement and a civil-disorder removal are records in the results (the
    // `Dislodgement` struct, `AdjustResult::disorder_removals`), not reason enums: the app
    // opens these two topics itself.
    let by_record = [RuleTopic::Dislodgement, RuleTopic::CivilDisorder];
    let reached: HashSet<RuleTopic> = topics_of_every_reason().into_iter().collect();
    for &topic in RuleTopic::ALL {
        assert_eq!(
            reached.contains(&topic),
            !by_record.contains(&topic),
            "{topic:?}"
        );
    }
}

#[test]
fn different_rules_lead_to_different_topics() {
    let distinct = [
        VoidReason::NotAdjacent,
        VoidReason::WrongTerrain,
        VoidReason::CoastNotSpecified,
        VoidReason::NoConvoyOrdered,
        VoidReason::CannotReach,
        VoidReason::NoSuchUnit,
        VoidReason::SupportsItself,
        VoidReason::SupportNotMatched,
        VoidReason::ConvoyNotAtSea,
        VoidReason::ConvoyNotArmy,
        VoidReason::SeveralOrders,
    ];
    let topics: HashSet<RuleTopic> = distinct.iter().map(|v| v.topic()).collect();
    assert_eq!(topics.len(), distinct.len());
    let bounces = [verdicts()[2].clone(), head_to_head(), outnumbered()];
    let topics: Vec<RuleTopic> = bounces.iter().map(|v| v.topic(Rulebook::Classic)).collect();
    assert_eq!(
        topics,
        [
            RuleTopic::StandOff,
            RuleTopic::HeadToHead,
            RuleTopic::Strength
        ]
    );
    assert_eq!(
        Verdict::ConvoyDisrupted { by: Some(2) }.topic(Rulebook::Classic),
        RuleTopic::ConvoyDisruption
    );
    assert_eq!(
        Verdict::ConvoyDisrupted { by: None }.topic(Rulebook::Classic),
        RuleTopic::ConvoyParadox
    );
    let hook_topics: HashSet<RuleTopic> = hooks().iter().map(HookReason::topic).collect();
    assert_eq!(hook_topics.len(), 5, "one topic per ce05 special rule");
}

#[test]
fn special_rules_cite_ce05_and_stacks_cite_multiplomacy() {
    for h in hooks() {
        assert_eq!(explain(h.topic()).section.source, Source::Ce05, "{h:?}");
        assert_eq!(VoidReason::Hook(h).topic(), h.topic());
        assert_eq!(Refusal::Rule(h).topic(), h.topic());
    }
    let stacked = [
        Verdict::Moved.topic(Rulebook::Multiplomacy),
        Verdict::SupportCutFrom {
            by: PowerId(1),
            from: Q,
        }
        .topic(Rulebook::Multiplomacy),
        Verdict::TooFewFleets.topic(Rulebook::Multiplomacy),
        Verdict::Outmatched {
            strength: 1,
            against: vec![],
        }
        .topic(Rulebook::Classic),
        RetreatVerdict::Outnumbered { against: vec![] }.topic(Rulebook::Multiplomacy),
        RetreatVerdict::Retreated(Location::province(P)).topic(Rulebook::Multiplomacy),
        AdjustVerdict::AlreadyBuilt.topic(Rulebook::Multiplomacy),
        AdjustVerdict::Built.topic(Rulebook::Multiplomacy),
        Refusal::TooMany { asked: 2, there: 1 }.topic(),
    ];
    for t in stacked {
        assert_eq!(explain(t).section.source, Source::Multiplomacy, "{t:?}");
    }
}

#[test]
fn a_void_order_is_explained_by_the_rule_of_its_reason() {
    for v in voids() {
        for rulebook in [Rulebook::Classic, Rulebook::Multiplomacy] {
            assert_eq!(Verdict::Void(v).topic(rulebook), v.topic());
        }
        assert_eq!(Refusal::Void(CheckVoid::Order(v)).topic(), v.topic());
    }
    assert_eq!(Checked::Fine.topic(), None);
    assert_eq!(Checked::Note("n".into()).topic(), None);
    assert_eq!(
        MeaningError::Ambiguous("x".into()).topic(),
        Some(RuleTopic::AmbiguousOrders)
    );
    assert_eq!(MeaningError::UnknownProvince("x".into()).topic(), None);
}

fn spring(map: &Map) -> Position {
    let mut pos = Position::initial(map);
    pos.phase = Phase {
        year: map.start_year,
        season: Season::Spring,
        kind: PhaseKind::Movement,
    };
    pos
}

/// The engine's check of one order on the opening board, typed and in words.
fn checked(map: &Map, pos: &Position, power: &str, text: &str) -> (Checked, String) {
    let w = parse_order(map, pos, map.find_power(power), text).expect("the order reads");
    let words = match check_alone(Board::new(map, pos, &Rules::default()), &w) {
        crate::engine::adjudicate::Check::Void(why) => why,
        other => panic!("{text} should be void: {other:?}"),
    };
    (
        check_reasoned(Board::new(map, pos, &Rules::default()), &w),
        words,
    )
}

#[test]
fn the_engines_checks_on_the_opening_board_lead_to_their_rules() {
    let map = Map::named("standard").expect("the standard map loads");
    let pos = spring(&map);
    let cases = [
        ("France", "A par-mun", RuleTopic::Adjacency),
        ("France", "A par-eng", RuleTopic::Terrain),
        ("England", "F lon C A lvp-bel", RuleTopic::ConvoyFleetsAtSea),
        ("France", "A par S A mar-pie", RuleTopic::SupportReach),
        ("France", "A par S A par", RuleTopic::SupportSelf),
    ];
    for (power, text, topic) in cases {
        let (typed, words) = checked(&map, &pos, power, text);
        assert_eq!(typed.topic(), Some(topic), "{text}");
        let Checked::Void(why) = typed else {
            panic!("{text} should be void")
        };
        assert_eq!(
            why.describe(&map, &pos),
            words,
            "{text}: the words are unchanged"
        );
    }
}

#[test]
fn refusals_in_the_order_tree_carry_their_rule_and_keep_their_words() {
    let map = Map::named("standard").expect("the standard map loads");
    let pos = spring(&map);
    let rules = Rules::default();
    let empty = map.find_province("boh").expect("Bohemia");
    let none = legal_orders(&map, &pos, &rules, Subject::at(empty), 1);
    let why = none.refused.expect("nothing to order in Bohemia");
    assert_eq!(why, Refusal::Nothing(NothingToOrder::NoUnit));
    assert_eq!(why.describe(&map, &pos), "there is no unit there");
    assert_eq!(why.topic(), RuleTopic::YourOwnUnits);
    let france = map.find_power("France").expect("France");
    let builds = legal_orders(&map, &pos, &rules, Subject::Power(france), 1);
    let why = builds.refused.expect("no builds in spring");
    assert_eq!(
        why.describe(&map, &pos),
        "builds and removals are ordered only in an adjustment"
    );
    assert_eq!(why.topic(), RuleTopic::PhaseOrders);
}

fn army(map: &Map, power: &str, place: &str) -> Unit {
    Unit {
        power: map.find_power(power).expect("power"),
        kind: UnitKind::Army,
        loc: Location::province(map.find_province(place).expect("province")),
    }
}

#[test]
fn ce05s_closed_swiss_borders_refuse_moves_and_supports_under_their_own_rule() {
    let map = Map::named("european").expect("the european map loads");
    let mut fall = Position::empty(
        &map,
        Phase {
            year: 1891,
            season: Season::Autumn,
            kind: PhaseKind::Movement,
        },
    );
    fall.units.push(army(&map, "Italy", "mil"));
    fall.units.push(army(&map, "France", "bur"));
    let rules = Rules::default();
    let milan = map.find_province("mil").expect("Milan");
    let swiss = map.find_province("swi").expect("Switzerland");
    let tree = legal_orders(&map, &fall, &rules, Subject::at(milan), 1);
    let to_swiss = tree
        .choices()
        .into_iter()
        .find(
            |c| matches!(c.order, Order::Main(MainOrder::Move { to, .. }) if to.province == swiss),
        )
        .expect("the tree lists the move");
    let why = to_swiss.refusal.as_ref().expect("refused in Fall");
    assert!(matches!(
        why,
        Refusal::Rule(HookReason::BorderClosed { .. })
    ));
    assert_eq!(why.topic(), RuleTopic::Switzerland);
    let (typed, words) = checked(&map, &fall, "France", "A bur S A mil-swi");
    assert!(words.starts_with("the unit in Milan cannot move to Switzerland: "));
    assert_eq!(typed.topic(), Some(RuleTopic::Switzerland));
}
