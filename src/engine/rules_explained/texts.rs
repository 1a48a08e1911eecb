//! The explanations themselves: every sentence is written for this project (its words in
//! `assets/lang/<code>/learning.ftl`, in the language spoken now), with the section each
//! rule comes from.

use super::{Explanation, RuleTopic, Section, Source};
use crate::t;

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

/// The explanation of one topic, in the language spoken now.
pub(super) fn explanation(topic: RuleTopic) -> Explanation {
    match topic {
        RuleTopic::OneOrderPerUnit => Explanation {
            title: t!("learning-rule-one-order-per-unit-title"),
            text: t!("learning-rule-one-order-per-unit-text"),
            section: book("II.2"),
            see_also: const { &[datc("4.D.3")] },
        },
        RuleTopic::YourOwnUnits => Explanation {
            title: t!("learning-rule-your-own-units-title"),
            text: t!("learning-rule-your-own-units-text"),
            section: book("II.2"),
            see_also: &[],
        },
        RuleTopic::PhaseOrders => Explanation {
            title: t!("learning-rule-phase-orders-title"),
            text: t!("learning-rule-phase-orders-text"),
            section: book("I.3"),
            see_also: const { &[book("II.9"), book("II.11")] },
        },
        RuleTopic::VoidOrders => Explanation {
            title: t!("learning-rule-void-orders-title"),
            text: t!("learning-rule-void-orders-text"),
            section: book("II.3"),
            see_also: const { &[datc("4.E.1")] },
        },
        RuleTopic::AmbiguousOrders => Explanation {
            title: t!("learning-rule-ambiguous-orders-title"),
            text: t!("learning-rule-ambiguous-orders-text"),
            section: book("II.3"),
            see_also: &[],
        },
        RuleTopic::Adjacency => Explanation {
            title: t!("learning-rule-adjacency-title"),
            text: t!("learning-rule-adjacency-text"),
            section: book("II.4"),
            see_also: const { &[datc("6.A.4")] },
        },
        RuleTopic::Terrain => Explanation {
            title: t!("learning-rule-terrain-title"),
            text: t!("learning-rule-terrain-text"),
            section: book("II.4"),
            see_also: const { &[book("I.2")] },
        },
        RuleTopic::SplitCoasts => Explanation {
            title: t!("learning-rule-split-coasts-title"),
            text: t!("learning-rule-split-coasts-text"),
            section: book("II.12"),
            see_also: &[],
        },
        RuleTopic::Strength => Explanation {
            title: t!("learning-rule-strength-title"),
            text: t!("learning-rule-strength-text"),
            section: book("II.5"),
            see_also: &[],
        },
        RuleTopic::StandOff => Explanation {
            title: t!("learning-rule-stand-off-title"),
            text: t!("learning-rule-stand-off-text"),
            section: book("II.6"),
            see_also: &[],
        },
        RuleTopic::HeadToHead => Explanation {
            title: t!("learning-rule-head-to-head-title"),
            text: t!("learning-rule-head-to-head-text"),
            section: book("II.6"),
            see_also: &[],
        },
        RuleTopic::Dislodgement => Explanation {
            title: t!("learning-rule-dislodgement-title"),
            text: t!("learning-rule-dislodgement-text"),
            section: book("II.9"),
            see_also: const { &[datc("6.D.17")] },
        },
        RuleTopic::NoSelfDislodgement => Explanation {
            title: t!("learning-rule-no-self-dislodgement-title"),
            text: t!("learning-rule-no-self-dislodgement-text"),
            section: datc("6.D.10"),
            see_also: const { &[datc("6.D.12")] },
        },
        RuleTopic::Support => Explanation {
            title: t!("learning-rule-support-title"),
            text: t!("learning-rule-support-text"),
            section: book("II.7"),
            see_also: &[],
        },
        RuleTopic::SupportReach => Explanation {
            title: t!("learning-rule-support-reach-title"),
            text: t!("learning-rule-support-reach-text"),
            section: book("II.7"),
            see_also: const { &[datc("6.A.10")] },
        },
        RuleTopic::SupportSelf => Explanation {
            title: t!("learning-rule-support-self-title"),
            text: t!("learning-rule-support-self-text"),
            section: book("II.7"),
            see_also: const { &[datc("6.A.8"), datc("6.D.34")] },
        },
        RuleTopic::SupportMustMatch => Explanation {
            title: t!("learning-rule-support-must-match-title"),
            text: t!("learning-rule-support-must-match-text"),
            section: datc("4.E.1"),
            see_also: const { &[datc("6.D.9"), datc("6.D.22"), datc("4.B.4")] },
        },
        RuleTopic::SupportCut => Explanation {
            title: t!("learning-rule-support-cut-title"),
            text: t!("learning-rule-support-cut-text"),
            section: book("II.8"),
            see_also: const { &[datc("6.D.17"), datc("6.D.20")] },
        },
        RuleTopic::Convoys => Explanation {
            title: t!("learning-rule-convoys-title"),
            text: t!("learning-rule-convoys-text"),
            section: book("II.4"),
            see_also: &[],
        },
        RuleTopic::ConvoyFleetsAtSea => Explanation {
            title: t!("learning-rule-convoy-fleets-at-sea-title"),
            text: t!("learning-rule-convoy-fleets-at-sea-text"),
            section: book("II.4"),
            see_also: const { &[datc("6.F.1")] },
        },
        RuleTopic::ConvoyArmiesOnly => Explanation {
            title: t!("learning-rule-convoy-armies-only-title"),
            text: t!("learning-rule-convoy-armies-only-text"),
            section: book("II.4"),
            see_also: const { &[datc("6.A.7")] },
        },
        RuleTopic::ConvoyDisruption => Explanation {
            title: t!("learning-rule-convoy-disruption-title"),
            text: t!("learning-rule-convoy-disruption-text"),
            section: book("II.4"),
            see_also: const { &[datc("4.A.1")] },
        },
        RuleTopic::ConvoyParadox => Explanation {
            title: t!("learning-rule-convoy-paradox-title"),
            text: t!("learning-rule-convoy-paradox-text"),
            section: datc("4.A.2"),
            see_also: const { &[book("II.8")] },
        },
        RuleTopic::Retreats => Explanation {
            title: t!("learning-rule-retreats-title"),
            text: t!("learning-rule-retreats-text"),
            section: book("II.9"),
            see_also: const { &[datc("4.A.5")] },
        },
        RuleTopic::RetreatCollision => Explanation {
            title: t!("learning-rule-retreat-collision-title"),
            text: t!("learning-rule-retreat-collision-text"),
            section: book("II.9"),
            see_also: &[],
        },
        RuleTopic::Disbanding => Explanation {
            title: t!("learning-rule-disbanding-title"),
            text: t!("learning-rule-disbanding-text"),
            section: book("II.9"),
            see_also: &[],
        },
        RuleTopic::AdjustCount => Explanation {
            title: t!("learning-rule-adjust-count-title"),
            text: t!("learning-rule-adjust-count-text"),
            section: book("II.11"),
            see_also: const { &[book("II.10")] },
        },
        RuleTopic::BuildWhere => Explanation {
            title: t!("learning-rule-build-where-title"),
            text: t!("learning-rule-build-where-text"),
            section: book("II.11"),
            see_also: &[],
        },
        RuleTopic::BuildKind => Explanation {
            title: t!("learning-rule-build-kind-title"),
            text: t!("learning-rule-build-kind-text"),
            section: book("II.11"),
            see_also: &[],
        },
        RuleTopic::WaiveBuilds => Explanation {
            title: t!("learning-rule-waive-builds-title"),
            text: t!("learning-rule-waive-builds-text"),
            section: datc("4.D.7"),
            see_also: const { &[book("II.11")] },
        },
        RuleTopic::CivilDisorder => Explanation {
            title: t!("learning-rule-civil-disorder-title"),
            text: t!("learning-rule-civil-disorder-text"),
            section: book("III.3"),
            see_also: &[],
        },
        RuleTopic::Kurdistan => Explanation {
            title: t!("learning-rule-kurdistan-title"),
            text: t!("learning-rule-kurdistan-text"),
            section: ce05("Kurdistan"),
            see_also: &[],
        },
        RuleTopic::Switzerland => Explanation {
            title: t!("learning-rule-switzerland-title"),
            text: t!("learning-rule-switzerland-text"),
            section: ce05("Switzerland"),
            see_also: &[],
        },
        RuleTopic::Tyrolia => Explanation {
            title: t!("learning-rule-tyrolia-title"),
            text: t!("learning-rule-tyrolia-text"),
            section: ce05("Tyrolia"),
            see_also: &[],
        },
        RuleTopic::NorseCoast => Explanation {
            title: t!("learning-rule-norse-coast-title"),
            text: t!("learning-rule-norse-coast-text"),
            section: ce05("Norse Coast"),
            see_also: &[],
        },
        RuleTopic::Railroad => Explanation {
            title: t!("learning-rule-railroad-title"),
            text: t!("learning-rule-railroad-text"),
            section: ce05("Railroads"),
            see_also: &[],
        },
        RuleTopic::StackCount => Explanation {
            title: t!("learning-rule-stack-count-title"),
            text: t!("learning-rule-stack-count-text"),
            section: multi("5"),
            see_also: const { &[multi("4")] },
        },
        RuleTopic::StackBattle => Explanation {
            title: t!("learning-rule-stack-battle-title"),
            text: t!("learning-rule-stack-battle-text"),
            section: multi("6"),
            see_also: const { &[multi("4")] },
        },
        RuleTopic::StackSupport => Explanation {
            title: t!("learning-rule-stack-support-title"),
            text: t!("learning-rule-stack-support-text"),
            section: multi("7"),
            see_also: &[],
        },
        RuleTopic::StackConvoy => Explanation {
            title: t!("learning-rule-stack-convoy-title"),
            text: t!("learning-rule-stack-convoy-text"),
            section: multi("8"),
            see_also: &[],
        },
        RuleTopic::StackRetreat => Explanation {
            title: t!("learning-rule-stack-retreat-title"),
            text: t!("learning-rule-stack-retreat-text"),
            section: multi("9"),
            see_also: &[],
        },
        RuleTopic::StackBuilds => Explanation {
            title: t!("learning-rule-stack-builds-title"),
            text: t!("learning-rule-stack-builds-text"),
            section: multi("10"),
            see_also: const { &[multi("4")] },
        },
    }
}
