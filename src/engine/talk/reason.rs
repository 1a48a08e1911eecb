//! Why an answer is what it is: typed reasons, each one sentence a player reads
//! (`Germany declines: Burgundy borders two of its centres.`). "It" is the answerer,
//! "you" the proposer.

use super::words::years_text;
use super::{Deal, DealKind};
use crate::engine::bot::DrawWhy;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::position::Phase;
use serde::{Deserialize, Serialize};

/// Why a power answered as it did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    // Why it accepts.
    /// The two hardly meet on the board.
    NoQuarrel,
    /// Peace lets it turn its armies elsewhere.
    FreesItsArmies,
    /// The province kept empty keeps this many of its centres safe.
    KeepsSafe { province: ProvinceId, centres: u8 },
    /// It meant to move there anyway.
    WantedAnyway { province: ProvinceId },
    /// The move weakens a power it would rather see smaller.
    Weakens { power: PowerId },
    /// The named power threatens it too.
    CommonEnemy { power: PowerId },
    /// It could not hold the province against the proposer.
    CannotHold { province: ProvinceId },
    /// A draw: its vote and why, as the draw vote says it.
    DrawVote { agrees: bool, why: DrawWhy },
    /// The province is of no use to it.
    NoUse { province: ProvinceId },
    /// Supporting costs it little.
    CostsLittle,
    /// A person answered (no reason given).
    PersonAnswered { accepted: bool },
    /// Nobody answered before the phase resolved.
    Lapsed,
    // Why it declines.
    /// The proposer broke a promise to it.
    BrokeWord { deal: DealKind, when: Phase },
    /// The proposer broke a promise to another power lately.
    BrokeWordTo {
        power: PowerId,
        deal: DealKind,
        when: Phase,
    },
    /// The proposer attacked it lately.
    AttackedBy { province: ProvinceId, when: Phase },
    /// The province borders this many of its centres (it wants a free hand there).
    BordersCentres { province: ProvinceId, centres: u8 },
    /// The province is its own centre.
    OwnCentre { province: ProvinceId },
    /// It means to take the province.
    WantsProvince { province: ProvinceId },
    /// It binds itself for at most this many years.
    TooLong { years: u8 },
    /// A centre of the proposer lies open to it.
    OpenCentre { province: ProvinceId },
    /// Its unit there must guard its centres.
    UnitNeeded { province: ProvinceId },
    /// It is at peace (or allied) with that power.
    AtPeaceWith { power: PowerId },
    /// That power is far from its borders.
    FarFrom { power: PowerId },
    /// It has other plans for its unit there.
    OtherPlans { province: ProvinceId },
    /// The deal gives it nothing.
    GainsNothing,
    /// None of its units can reach the province.
    CannotReach { province: ProvinceId },
    /// It has no quarrel with that power.
    NoQuarrelWith { power: PowerId },
    /// It means to keep its unit in the province.
    Keeps { province: ProvinceId },
    /// It is allied with another power against the proposer.
    AlliedAgainstYou { ally: PowerId },
    /// It is much stronger than the proposer and has more to gain from war.
    Stronger,
    /// A counter-offer: why it declines, and what it offers instead.
    Counters { why: Box<Reason>, offer: Deal },
}

impl Reason {
    /// Whether this reason goes with an acceptance.
    pub fn accepts(&self) -> bool {
        match self {
            Reason::NoQuarrel
            | Reason::FreesItsArmies
            | Reason::KeepsSafe { .. }
            | Reason::WantedAnyway { .. }
            | Reason::Weakens { .. }
            | Reason::CommonEnemy { .. }
            | Reason::CannotHold { .. }
            | Reason::NoUse { .. }
            | Reason::CostsLittle => true,
            Reason::DrawVote { agrees, .. } => *agrees,
            Reason::PersonAnswered { accepted } => *accepted,
            _ => false,
        }
    }

    /// The whole sentence in the table's language: `Germany declines: Burgundy borders
    /// two of its centres.`
    pub fn sentence(&self, map: &Map, answerer: PowerId, proposer: PowerId) -> String {
        let power = map.power_label(answerer);
        match self {
            Reason::PersonAnswered { accepted: true } => {
                crate::t!("rules-talk-person-accepts", power = power)
            }
            Reason::PersonAnswered { accepted: false } => {
                crate::t!("rules-talk-person-declines", power = power)
            }
            Reason::Lapsed => crate::t!("rules-talk-lapsed", power = power),
            Reason::Counters { .. } => crate::t!(
                "rules-talk-counters",
                power = power,
                why = self.clause(map, answerer, proposer),
            ),
            _ if self.accepts() => crate::t!(
                "rules-talk-accepts",
                power = power,
                why = self.clause(map, answerer, proposer),
            ),
            _ => crate::t!(
                "rules-talk-declines",
                power = power,
                why = self.clause(map, answerer, proposer),
            ),
        }
    }

    /// The part after the colon.
    fn clause(&self, map: &Map, answerer: PowerId, proposer: PowerId) -> String {
        let place = |p: &ProvinceId| map.place_label(*p);
        let power = |p: &PowerId| map.power_label(*p);
        let when = |w: &Phase| map.phase_label(*w);
        match self {
            Reason::NoQuarrel => crate::t!("rules-talk-why-no-quarrel"),
            Reason::FreesItsArmies => crate::t!("rules-talk-why-frees-armies"),
            Reason::KeepsSafe { province, centres } => crate::t!(
                "rules-talk-why-keeps-safe",
                province = place(province),
                count = *centres,
            ),
            Reason::WantedAnyway { province } => {
                crate::t!("rules-talk-why-wanted-anyway", province = place(province))
            }
            Reason::Weakens { power: p } => crate::t!("rules-talk-why-weakens", power = power(p)),
            Reason::CommonEnemy { power: p } => {
                crate::t!("rules-talk-why-common-enemy", power = power(p))
            }
            Reason::CannotHold { province } => {
                crate::t!("rules-talk-why-cannot-hold", province = place(province))
            }
            Reason::NoUse { province } => {
                crate::t!("rules-talk-why-no-use", province = place(province))
            }
            Reason::CostsLittle => crate::t!("rules-talk-why-costs-little"),
            Reason::NoQuarrelWith { power: p } => {
                crate::t!("rules-talk-why-no-quarrel-with", power = power(p))
            }
            Reason::Keeps { province } => {
                crate::t!("rules-talk-why-keeps", province = place(province))
            }
            Reason::AlliedAgainstYou { ally } => {
                crate::t!("rules-talk-why-allied-against-you", power = power(ally))
            }
            Reason::Stronger => crate::t!("rules-talk-why-stronger"),
            Reason::DrawVote { why, .. } => why.shown(map),
            Reason::PersonAnswered { .. } | Reason::Lapsed => String::new(),
            Reason::BrokeWord { deal, when: w } => crate::t!(
                "rules-talk-why-broke-word",
                deal = broken_noun(*deal),
                when = when(w),
            ),
            Reason::BrokeWordTo {
                power: p,
                deal,
                when: w,
            } => crate::t!(
                "rules-talk-why-broke-word-to",
                deal = broken_to_noun(*deal),
                power = power(p),
                when = when(w),
            ),
            Reason::AttackedBy { province, when: w } => crate::t!(
                "rules-talk-why-attacked",
                province = place(province),
                when = when(w),
            ),
            Reason::BordersCentres { province, centres } => crate::t!(
                "rules-talk-why-borders-centres",
                province = place(province),
                count = *centres,
            ),
            Reason::OwnCentre { province } => {
                crate::t!("rules-talk-why-own-centre", province = place(province))
            }
            Reason::WantsProvince { province } => {
                crate::t!("rules-talk-why-wants-province", province = place(province))
            }
            Reason::TooLong { years } => {
                crate::t!("rules-talk-why-too-long", duration = years_text(*years))
            }
            Reason::OpenCentre { province } => {
                crate::t!("rules-talk-why-open-centre", province = place(province))
            }
            Reason::UnitNeeded { province } => {
                crate::t!("rules-talk-why-unit-needed", province = place(province))
            }
            Reason::AtPeaceWith { power: p } => {
                crate::t!("rules-talk-why-at-peace-with", power = power(p))
            }
            Reason::FarFrom { power: p } => crate::t!("rules-talk-why-far-from", power = power(p)),
            Reason::OtherPlans { province } => {
                crate::t!("rules-talk-why-other-plans", province = place(province))
            }
            Reason::GainsNothing => crate::t!("rules-talk-why-gains-nothing"),
            Reason::CannotReach { province } => {
                crate::t!("rules-talk-why-cannot-reach", province = place(province))
            }
            Reason::Counters { why, offer } => crate::t!(
                "rules-talk-why-counter",
                why = why.clause(map, answerer, proposer),
                offer = offer.describe(map, proposer, answerer),
            ),
        }
    }
}

/// What was broken, from the wronged side (`our peace`), in the table's language.
fn broken_noun(kind: DealKind) -> String {
    match kind {
        DealKind::Peace => crate::t!("rules-talk-broken-peace"),
        DealKind::Dmz => crate::t!("rules-talk-broken-dmz"),
        DealKind::SupportMine | DealKind::SupportYours => crate::t!("rules-talk-broken-support"),
        DealKind::Moves => crate::t!("rules-talk-broken-moves"),
        DealKind::AllianceAgainst => crate::t!("rules-talk-broken-alliance"),
        DealKind::Draw => crate::t!("rules-talk-broken-draw"),
        DealKind::Leave => crate::t!("rules-talk-broken-leave"),
    }
}

/// What was broken to another power (`your peace`), in the table's language.
fn broken_to_noun(kind: DealKind) -> String {
    match kind {
        DealKind::Peace => crate::t!("rules-talk-broken-to-peace"),
        DealKind::Dmz => crate::t!("rules-talk-broken-to-dmz"),
        DealKind::SupportMine | DealKind::SupportYours => {
            crate::t!("rules-talk-broken-to-support")
        }
        DealKind::Moves => crate::t!("rules-talk-broken-to-moves"),
        DealKind::AllianceAgainst => crate::t!("rules-talk-broken-to-alliance"),
        DealKind::Draw => crate::t!("rules-talk-broken-to-draw"),
        DealKind::Leave => crate::t!("rules-talk-broken-to-leave"),
    }
}
