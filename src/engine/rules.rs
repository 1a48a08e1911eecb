//! Rule options, with the `1971` (rulebook) and `datc` (DATC v3 preferences) presets.
//!
//! | option | `1971` | `datc` |
//! |---|---|---|
//! | `convoy_routes` | every possible route must survive (II.4) | one surviving route suffices (4.A.1 b) |
//! | `paradox` | 1971 rule: a convoyed army does not cut the support of a unit supporting an attack on one of its convoying fleets (II.8), then Szykman as backup | Szykman (4.A.2) |
//! | `adjacent_convoy` | the convoy route is used only for a swap with the unit at the destination, or "via convoy" | used when "via convoy" or a fleet of the same power is ordered to convoy it (4.A.3) |
//! | `implied_moves` | a missing move order is implied by a same-power support or convoy order naming it (III.6, Autumn 1901) | not allowed (4.E.3 b) |
//! | `retreat_to_convoy_origin` | no | yes, when dislodged by a convoyed army (4.A.5 b) |
//! | `disorder_distance` | to the nearest home centre, fleets by sea, armies by land or convoy (III.3) | to the nearest owned centre, any unit over land and sea (2023 rules, 4.D.8) |
//!
//! Both presets: a unit never dislodges one of its own power; orders with an
//! omitted coast are followed when only one coast fits (4.B.2); impossible coasts
//! void the move (4.B.3); wrong unit letters and nationalities are ignored (4.C);
//! the first legal builds and removals count (4.D.4–6); builds may be waived.

use serde::{Deserialize, Serialize};

/// How multi-route convoys are disrupted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ConvoyRoutes {
    /// The convoy fails if any fleet on any possible route is dislodged (1971 rulebook).
    AllMustSurvive,
    /// The convoy succeeds while at least one route survives.
    AnySuffices,
}

/// How convoy paradoxes are settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ParadoxRule {
    /// 1971 rulebook II.8 exception, with the Szykman rule for anything it leaves open.
    Rule1971,
    /// Convoying fleets in the paradox hold (Szykman).
    Szykman,
}

/// When an army's move to an adjacent province goes by convoy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum AdjacentConvoy {
    /// Only when the unit at the destination moves the other way, or "via convoy" is written.
    SwapOnly,
    /// When "via convoy" is written or a fleet of the army's power is ordered to convoy it.
    IntentOrOwnFleet,
}

/// How civil-disorder removals measure distance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DisorderDistance {
    /// To the nearest home centre; fleets move as fleets, armies over land or by convoy.
    HomeCentres1971,
    /// To the nearest owned centre; every unit may cross land and sea.
    OwnedCentres2023,
}

/// Every rule option of the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    pub convoy_routes: ConvoyRoutes,
    pub paradox: ParadoxRule,
    pub adjacent_convoy: AdjacentConvoy,
    pub implied_moves: bool,
    pub retreat_to_convoy_origin: bool,
    pub disorder_distance: DisorderDistance,
}

impl Rules {
    /// The 1971 rulebook: the default for new games.
    pub const RULEBOOK_1971: Rules = Rules {
        convoy_routes: ConvoyRoutes::AllMustSurvive,
        paradox: ParadoxRule::Rule1971,
        adjacent_convoy: AdjacentConvoy::SwapOnly,
        implied_moves: true,
        retreat_to_convoy_origin: false,
        disorder_distance: DisorderDistance::HomeCentres1971,
    };

    /// The DATC v3 preferences.
    pub const DATC: Rules = Rules {
        convoy_routes: ConvoyRoutes::AnySuffices,
        paradox: ParadoxRule::Szykman,
        adjacent_convoy: AdjacentConvoy::IntentOrOwnFleet,
        implied_moves: false,
        retreat_to_convoy_origin: true,
        disorder_distance: DisorderDistance::OwnedCentres2023,
    };

    /// A preset by name: `1971` or `datc`.
    pub fn preset(name: &str) -> Option<Rules> {
        match name.to_ascii_lowercase().as_str() {
            "1971" | "rulebook" => Some(Rules::RULEBOOK_1971),
            "datc" | "2023" => Some(Rules::DATC),
            _ => None,
        }
    }
}

impl Default for Rules {
    fn default() -> Self {
        Rules::RULEBOOK_1971
    }
}
