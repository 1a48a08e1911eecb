//! The explanations themselves: every sentence is written for this project (its words in
//! `assets/lang/<code>/learning.ftl`, in the language spoken now), with the section each
//! rule comes from.

use super::{Explanation, RuleTopic, Section, Source};

const fn book(id: &'static str) -> Section {
    Section {
        source: Source::Rulebook1971,
        id,
    }
}

const fn multi(id: &'static str) -> Section {
    Section {
        source: Source::Multiplomacy,
        id,
    }
}

const fn ce05(id: &'static str) -> Section {
    Section {
        source: Source::Ce05,
        id,
    }
}

const fn datc(id: &'static str) -> Section {
    Section {
        source: Source::Datc,
        id,
    }
}

/// The explanation of one topic, in the language spoken now: its title and text are the
/// messages `learning-rule-<topic>-title` and `-text` (the tests check every topic has
/// both in every language).
pub(super) fn explanation(topic: RuleTopic) -> Explanation {
    let (stem, section, see_also) = facts(topic);
    Explanation {
        title: crate::lang::message(&format!("learning-rule-{stem}-title"), None),
        text: crate::lang::message(&format!("learning-rule-{stem}-text"), None),
        section,
        see_also,
    }
}

/// Each topic's message stem, the section it comes from, and the sections it leads to.
fn facts(topic: RuleTopic) -> (&'static str, Section, &'static [Section]) {
    match topic {
        RuleTopic::OneOrderPerUnit => (
            "one-order-per-unit",
            book("II.2"),
            const { &[datc("4.D.3")] },
        ),
        RuleTopic::YourOwnUnits => ("your-own-units", book("II.2"), &[]),
        RuleTopic::PhaseOrders => (
            "phase-orders",
            book("I.3"),
            const { &[book("II.9"), book("II.11")] },
        ),
        RuleTopic::VoidOrders => ("void-orders", book("II.3"), const { &[datc("4.E.1")] }),
        RuleTopic::AmbiguousOrders => ("ambiguous-orders", book("II.3"), &[]),
        RuleTopic::Adjacency => ("adjacency", book("II.4"), const { &[datc("6.A.4")] }),
        RuleTopic::Terrain => ("terrain", book("II.4"), const { &[book("I.2")] }),
        RuleTopic::SplitCoasts => ("split-coasts", book("II.12"), &[]),
        RuleTopic::Strength => ("strength", book("II.5"), &[]),
        RuleTopic::StandOff => ("stand-off", book("II.6"), &[]),
        RuleTopic::HeadToHead => ("head-to-head", book("II.6"), &[]),
        RuleTopic::Dislodgement => ("dislodgement", book("II.9"), const { &[datc("6.D.17")] }),
        RuleTopic::NoSelfDislodgement => (
            "no-self-dislodgement",
            datc("6.D.10"),
            const { &[datc("6.D.12")] },
        ),
        RuleTopic::Support => ("support", book("II.7"), &[]),
        RuleTopic::SupportReach => ("support-reach", book("II.7"), const { &[datc("6.A.10")] }),
        RuleTopic::SupportSelf => (
            "support-self",
            book("II.7"),
            const { &[datc("6.A.8"), datc("6.D.34")] },
        ),
        RuleTopic::SupportMustMatch => (
            "support-must-match",
            datc("4.E.1"),
            const { &[datc("6.D.9"), datc("6.D.22"), datc("4.B.4")] },
        ),
        RuleTopic::SupportCut => (
            "support-cut",
            book("II.8"),
            const { &[datc("6.D.17"), datc("6.D.20")] },
        ),
        RuleTopic::Convoys => ("convoys", book("II.4"), &[]),
        RuleTopic::ConvoyFleetsAtSea => (
            "convoy-fleets-at-sea",
            book("II.4"),
            const { &[datc("6.F.1")] },
        ),
        RuleTopic::ConvoyArmiesOnly => (
            "convoy-armies-only",
            book("II.4"),
            const { &[datc("6.A.7")] },
        ),
        RuleTopic::ConvoyDisruption => (
            "convoy-disruption",
            book("II.4"),
            const { &[datc("4.A.1")] },
        ),
        RuleTopic::ConvoyParadox => ("convoy-paradox", datc("4.A.2"), const { &[book("II.8")] }),
        RuleTopic::Retreats => ("retreats", book("II.9"), const { &[datc("4.A.5")] }),
        RuleTopic::RetreatCollision => ("retreat-collision", book("II.9"), &[]),
        RuleTopic::Disbanding => ("disbanding", book("II.9"), &[]),
        RuleTopic::AdjustCount => ("adjust-count", book("II.11"), const { &[book("II.10")] }),
        RuleTopic::BuildWhere => ("build-where", book("II.11"), &[]),
        RuleTopic::BuildKind => ("build-kind", book("II.11"), &[]),
        RuleTopic::WaiveBuilds => ("waive-builds", datc("4.D.7"), const { &[book("II.11")] }),
        RuleTopic::CivilDisorder => ("civil-disorder", book("III.3"), &[]),
        RuleTopic::Kurdistan => ("kurdistan", ce05("Kurdistan"), &[]),
        RuleTopic::Switzerland => ("switzerland", ce05("Switzerland"), &[]),
        RuleTopic::Tyrolia => ("tyrolia", ce05("Tyrolia"), &[]),
        RuleTopic::NorseCoast => ("norse-coast", ce05("Norse Coast"), &[]),
        RuleTopic::Railroad => ("railroad", ce05("Railroads"), &[]),
        RuleTopic::StackCount => ("stack-count", multi("5"), const { &[multi("4")] }),
        RuleTopic::StackBattle => ("stack-battle", multi("6"), const { &[multi("4")] }),
        RuleTopic::StackSupport => ("stack-support", multi("7"), &[]),
        RuleTopic::StackConvoy => ("stack-convoy", multi("8"), &[]),
        RuleTopic::StackRetreat => ("stack-retreat", multi("9"), &[]),
        RuleTopic::StackBuilds => ("stack-builds", multi("10"), const { &[multi("4")] }),
    }
}
