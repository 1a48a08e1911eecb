//! Learning mode's rule explanations: every reason the engine gives for a refused, void or
//! failed order leads to a [`RuleTopic`], explained in this project's own words with the
//! rulebook section it comes from (the 1971 rules, Multiplomacy, ce05, or the DATC where
//! the rulebook is silent).

use crate::t;

mod reasons;
mod texts;

#[cfg(test)]
mod tests;

/// Where a rule is written down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Source {
    /// The 1971 Diplomacy rulebook (seed 000): `I.3`, `II.1`–`II.12`, `III.1`–`III.6`.
    Rulebook1971,
    /// Multiplomacy, C. H. Hemming 1973 (seed 001): numbered rules `1`–`12`.
    Multiplomacy,
    /// European Diplomacy ce05 (seed 004): its rules have no numbers, so a section is a
    /// province or heading of the text (`Kurdistan`, `Railroads`).
    Ce05,
    /// The Diplomacy Adjudicator Test Cases v3.0: issues `4.x.n` and test cases `6.x.n`.
    Datc,
}

impl Source {
    /// The source's name for a reader, in the language spoken now.
    pub fn title(self) -> String {
        match self {
            Source::Rulebook1971 => t!("learning-source-rulebook"),
            Source::Multiplomacy => t!("learning-source-multiplomacy"),
            Source::Ce05 => t!("learning-source-ce05"),
            Source::Datc => t!("learning-source-datc"),
        }
    }

    /// The sections of the source that explanations may cite, as the source numbers or
    /// names them (checked by hand against the texts; for the DATC, those cited here).
    pub fn sections(self) -> &'static [&'static str] {
        match self {
            Source::Rulebook1971 => &[
                "I.1", "I.2", "I.3", "II.1", "II.2", "II.3", "II.4", "II.5", "II.6", "II.7",
                "II.8", "II.9", "II.10", "II.11", "II.12", "III.1", "III.2", "III.3", "III.4",
                "III.5", "III.6",
            ],
            Source::Multiplomacy => &[
                "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12",
            ],
            Source::Ce05 => &[
                "Multi-coastal provinces",
                "Canals and porous provinces",
                "Kurdistan",
                "Norse Coast",
                "Switzerland",
                "Tyrolia",
                "Railroads",
                "Starting positions and home supply centres",
                "Conclusion of the game",
            ],
            Source::Datc => &[
                "4.A.1", "4.A.2", "4.A.5", "4.B.4", "4.D.3", "4.D.7", "4.E.1", "6.A.4", "6.A.7",
                "6.A.8", "6.A.10", "6.D.9", "6.D.10", "6.D.12", "6.D.17", "6.D.20", "6.D.22",
                "6.D.34", "6.F.1",
            ],
        }
    }
}

/// One section of one source.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Section {
    pub source: Source,
    /// As the source writes it: `II.7`, `6` (Multiplomacy), `Kurdistan`, `4.D.3`.
    pub id: &'static str,
}

impl Section {
    /// For display: `Rulebook II.7`, `Multiplomacy rule 6`, `ce05 Kurdistan`, `DATC 4.D.3`
    /// (in the language spoken now).
    pub fn label(&self) -> String {
        let section = self.id;
        match self.source {
            Source::Rulebook1971 => t!("learning-section-rulebook", section = section),
            Source::Multiplomacy => t!("learning-section-multiplomacy", section = section),
            Source::Ce05 => t!("learning-section-ce05", section = section),
            Source::Datc => t!("learning-section-datc", section = section),
        }
    }
}

/// What a topic says: a title, a few sentences, and where the rule comes from (the words
/// in the language spoken now).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    pub title: String,
    /// The rule in this project's own words.
    pub text: String,
    /// The section the rule comes from.
    pub section: Section,
    /// Other sections that settle details the main one leaves open.
    pub see_also: &'static [Section],
}

/// Declares [`RuleTopic`] and its [`RuleTopic::ALL`] from one list, so the list is complete.
macro_rules! rule_topics {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        /// A rule a player can read about: each reason the engine gives leads to one.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum RuleTopic {
            $($(#[$doc])* $name,)*
        }

        impl RuleTopic {
            /// Every topic, in course order (orders, movement, support, convoys, retreats,
            /// adjustments, ce05's special rules, Multiplomacy's stacks).
            pub const ALL: &'static [RuleTopic] = &[$(RuleTopic::$name,)*];
        }
    };
}

rule_topics! {
    /// Each unit takes one order; two different ones leave it standing (II.2, DATC 4.D.3).
    OneOrderPerUnit,
    /// Orders go to the writer's own units, named where they stand (II.2).
    YourOwnUnits,
    /// Which orders each phase takes (I.3).
    PhaseOrders,
    /// Impossible orders are void; the unit stands (II.3).
    VoidOrders,
    /// Ambiguous orders are void (II.3).
    AmbiguousOrders,
    /// One step to a neighbouring province (II.4).
    Adjacency,
    /// Armies on land, fleets at sea and on coasts (II.4).
    Terrain,
    /// Provinces with two coasts (II.12).
    SplitCoasts,
    /// The greater force wins (II.5).
    Strength,
    /// Equal forces stand off (II.6).
    StandOff,
    /// Units moving into each other's provinces (II.6).
    HeadToHead,
    /// Dislodged units (II.9).
    Dislodgement,
    /// No power dislodges its own unit (DATC 6.D.10).
    NoSelfDislodgement,
    /// Support adds strength (II.7).
    Support,
    /// Support only into a province the supporter could enter (II.7).
    SupportReach,
    /// No unit supports itself (II.7, DATC 6.A.8).
    SupportSelf,
    /// A support must match the supported unit's order (DATC 4.E.1).
    SupportMustMatch,
    /// Attacks cut support (II.8).
    SupportCut,
    /// Convoy routes and orders (II.4).
    Convoys,
    /// Only fleets in sea areas convoy (II.4).
    ConvoyFleetsAtSea,
    /// Only armies are convoyed (II.4).
    ConvoyArmiesOnly,
    /// A dislodged convoying fleet breaks the convoy (II.4).
    ConvoyDisruption,
    /// Convoy paradoxes (DATC 4.A.2).
    ConvoyParadox,
    /// Where a dislodged unit may retreat (II.9).
    Retreats,
    /// Retreats into one province all disband (II.9).
    RetreatCollision,
    /// Disbanding instead of retreating (II.9).
    Disbanding,
    /// Units follow supply centres: builds and removals due (II.11).
    AdjustCount,
    /// Builds only in vacant owned home centres (II.11).
    BuildWhere,
    /// A build names its kind of unit and coast (II.11).
    BuildKind,
    /// Builds may be waived (DATC 4.D.7).
    WaiveBuilds,
    /// Civil disorder and removals nobody ordered (III.3).
    CivilDisorder,
    /// ce05: no support from Kurdistan.
    Kurdistan,
    /// ce05: Switzerland's closed southern borders.
    Switzerland,
    /// ce05: Tyrolia's ridge.
    Tyrolia,
    /// ce05: the Norse Coast's escorted moves.
    NorseCoast,
    /// ce05: the railroad.
    Railroad,
    /// Multiplomacy: how many units of a stack an order moves (rule 5).
    StackCount,
    /// Multiplomacy: stack battles (rule 6).
    StackBattle,
    /// Multiplomacy: support and partial cuts (rule 7).
    StackSupport,
    /// Multiplomacy: convoys of several armies (rule 8).
    StackConvoy,
    /// Multiplomacy: stacked retreats (rule 9).
    StackRetreat,
    /// Multiplomacy: builds on a stacked board (rule 10).
    StackBuilds,
}

impl RuleTopic {
    /// The topic's explanation.
    pub fn explanation(self) -> Explanation {
        explain(self)
    }
}

/// The explanation of a topic: title, text in our own words, and its section.
pub fn explain(topic: RuleTopic) -> Explanation {
    texts::explanation(topic)
}

/// The topic's main section for display: `Rulebook II.7`, `Multiplomacy rule 6`,
/// `ce05 Kurdistan`, `DATC 4.D.3`.
pub fn section_label(topic: RuleTopic) -> String {
    explain(topic).section.label()
}
