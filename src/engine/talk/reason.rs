//! Why an answer is what it is: typed reasons, each one sentence a player reads
//! (`Germany declines: Burgundy borders two of its centres.`). "It" is the answerer,
//! "you" the proposer.

use super::words::{count_text, years_text};
use super::{Deal, DealKind};
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
    DrawVote { agrees: bool, why: String },
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

    /// The whole sentence: `Germany declines: Burgundy borders two of its centres.`
    pub fn sentence(&self, map: &Map, answerer: PowerId, proposer: PowerId) -> String {
        let name = &map.power(answerer).name;
        match self {
            Reason::PersonAnswered { accepted: true } => format!("{name} accepts."),
            Reason::PersonAnswered { accepted: false } => format!("{name} declines."),
            Reason::Lapsed => format!("{name} did not answer; the proposal lapsed."),
            Reason::Counters { .. } => {
                format!("{name} counters: {}.", self.clause(map, answerer, proposer))
            }
            _ => {
                let verb = if self.accepts() {
                    "accepts"
                } else {
                    "declines"
                };
                format!("{name} {verb}: {}.", self.clause(map, answerer, proposer))
            }
        }
    }

    /// The part after the colon.
    fn clause(&self, map: &Map, answerer: PowerId, proposer: PowerId) -> String {
        let place = |p: &ProvinceId| map.province(*p).name.clone();
        let power = |p: &PowerId| map.power(*p).name.clone();
        let when = |w: &Phase| map.phase_name(*w);
        match self {
            Reason::NoQuarrel => "your borders hardly meet".into(),
            Reason::FreesItsArmies => "peace frees its armies for other fronts".into(),
            Reason::KeepsSafe { province, centres } => format!(
                "{} left empty keeps {} of its centres safe",
                place(province),
                count_text(*centres as usize)
            ),
            Reason::WantedAnyway { province } => {
                format!("it meant to go to {} anyway", place(province))
            }
            Reason::Weakens { power: p } => format!("it gains by weakening {}", power(p)),
            Reason::CommonEnemy { power: p } => format!("{} threatens it too", power(p)),
            Reason::CannotHold { province } => {
                format!("it cannot hold {} against you", place(province))
            }
            Reason::NoUse { province } => format!("it has no use for {}", place(province)),
            Reason::CostsLittle => "it costs it little".into(),
            Reason::NoQuarrelWith { power: p } => format!("it has no quarrel with {}", power(p)),
            Reason::Keeps { province } => format!("it means to keep {}", place(province)),
            Reason::AlliedAgainstYou { ally } => {
                format!("it is allied with {} against you", power(ally))
            }
            Reason::Stronger => "it is far stronger than you and has more to gain from war".into(),
            Reason::DrawVote { why, .. } => draw_clause(why),
            Reason::PersonAnswered { .. } | Reason::Lapsed => String::new(),
            Reason::BrokeWord { deal, when: w } => {
                format!("you broke {} in {}", broken_noun(*deal), when(w))
            }
            Reason::BrokeWordTo {
                power: p,
                deal,
                when: w,
            } => format!(
                "you broke {} with {} in {}",
                broken_noun(*deal).replace("our ", "your "),
                power(p),
                when(w)
            ),
            Reason::AttackedBy { province, when: w } => {
                format!("you attacked {} in {}", place(province), when(w))
            }
            Reason::BordersCentres { province, centres } => format!(
                "{} borders {} of its centres",
                place(province),
                count_text(*centres as usize)
            ),
            Reason::OwnCentre { province } => format!("{} is its own centre", place(province)),
            Reason::WantsProvince { province } => format!("it means to take {}", place(province)),
            Reason::TooLong { years } => format!(
                "it will not bind itself for more than {}",
                years_text(*years)
            ),
            Reason::OpenCentre { province } => format!("{} lies open to it", place(province)),
            Reason::UnitNeeded { province } => {
                format!("its unit in {} must guard its centres", place(province))
            }
            Reason::AtPeaceWith { power: p } => format!("it is at peace with {}", power(p)),
            Reason::FarFrom { power: p } => format!("{} is far from its borders", power(p)),
            Reason::OtherPlans { province } => {
                format!("it has other plans for its unit in {}", place(province))
            }
            Reason::GainsNothing => "it gains nothing by it".into(),
            Reason::CannotReach { province } => {
                format!("none of its units can reach {}", place(province))
            }
            Reason::Counters { why, offer } => format!(
                "{}; it offers {} instead",
                why.clause(map, answerer, proposer),
                offer.describe(map, proposer, answerer)
            ),
        }
    }
}

/// A draw vote's reason without its closing verdict (`3 centres, lost 1 in the last
/// year`).
fn draw_clause(why: &str) -> String {
    why.trim_end_matches(": accepts")
        .trim_end_matches(": plays on")
        .to_string()
}

/// What was broken, from the wronged side (`our peace`).
fn broken_noun(kind: DealKind) -> &'static str {
    match kind {
        DealKind::Peace => "our peace",
        DealKind::Dmz => "our word to keep a province empty",
        DealKind::SupportMine | DealKind::SupportYours => "a promised support",
        DealKind::Moves => "our agreed moves",
        DealKind::AllianceAgainst => "our alliance",
        DealKind::Draw => "your word on a draw",
        DealKind::Leave => "your promise to leave a province",
    }
}
