//! The data cases on which the two adjudicators are known to differ, and why. The classic
//! adjudicator passes every one of these cases (the data files hold the DATC's and the
//! rulebook's answers), so where the boards differ the classic account is the right one.

/// Why the two adjudicators tell a case differently.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// Only the words of a verdict differ; the boards agree. The classic words are the
    /// more exact: a move to the unit's own province is void (DATC 6.A.4), a fleet on no
    /// complete chain of convoying fleets is void (4.E.1), an army whose convoy the fleets
    /// could give but were not ordered to reads `MoveFailed` where the stacked side says
    /// `NoConvoyOrdered`, a fleet held by the paradox rule reads "disrupted" (6.F.16), and
    /// the stacked side writes the coast it inferred into the order.
    Words,
    /// Convoy paradoxes: the classic side applies the paradox rule of its preset
    /// (Szykman's, or 1971's multi-route rule); the stacked side settles them by its
    /// repeated passes (DATC 6.F.17-6.F.22).
    ConvoyParadox,
    /// The stacked adjudicator sends an army to a neighbouring province by land unless
    /// "via convoy" is written, so convoys to adjacent provinces and swaps by convoy
    /// (DATC 6.G) do not happen there.
    AdjacentConvoy,
    /// The stacked adjudicator takes no rules: under the 1971 preset a convoy with one
    /// disrupted route fails even where another route holds, where the stacked side
    /// carries it as Multiplomacy's rule 8 and the DATC preset do; 1971's implied moves
    /// (III.6) it does not have either.
    Rules1971,
    /// The special rules of a map (ce05's railroads, Kurdistan's supports, Switzerland's
    /// closed borders, the Tyrolean passes, escorted coasts): the stacked adjudicator
    /// has no hooks.
    Hooks,
}

/// Each differing case's number, with why it differs.
pub const KNOWN: &[(&str, Why)] = &[
    ("6.A.4", Why::Words),
    ("6.A.5", Why::Words),
    ("6.A.7", Why::Words),
    ("6.B.2", Why::Words),
    ("6.D.8", Why::Words),
    ("6.D.31", Why::Words),
    ("6.F.16", Why::Words),
    ("6.G.8", Why::Words),
    ("II.3.3", Why::Words),
    ("II.4.3", Why::Words),
    ("II.4.9", Why::Words),
    ("II.12.1", Why::Words),
    ("II.12.3", Why::Words),
    ("6.F.17", Why::ConvoyParadox),
    ("6.F.18", Why::ConvoyParadox),
    ("6.F.22", Why::ConvoyParadox),
    ("6.F.17.1971", Why::ConvoyParadox),
    ("6.F.19.1971", Why::ConvoyParadox),
    ("6.F.20.1971", Why::ConvoyParadox),
    ("6.G.1", Why::AdjacentConvoy),
    ("6.G.5", Why::AdjacentConvoy),
    ("6.G.6", Why::AdjacentConvoy),
    ("6.G.9", Why::AdjacentConvoy),
    ("6.G.11", Why::AdjacentConvoy),
    ("6.G.2.1971", Why::AdjacentConvoy),
    ("6.G.7.1971", Why::AdjacentConvoy),
    ("6.G.19.1971", Why::AdjacentConvoy),
    ("6.F.9.1971", Why::Rules1971),
    ("6.F.10.1971", Why::Rules1971),
    ("6.F.11.1971", Why::Rules1971),
    ("6.F.13.1971", Why::Rules1971),
    ("II.4.13", Why::Rules1971),
    ("II.4.14", Why::Rules1971),
    ("rail.1", Why::Hooks),
    ("rail.2", Why::Hooks),
    ("rail.3", Why::Hooks),
    ("rail.4", Why::Hooks),
    ("rail.5", Why::Hooks),
    ("rail.6", Why::Hooks),
    ("rail.7", Why::Hooks),
    ("rail.8", Why::Hooks),
    ("kur.1", Why::Hooks),
    ("kur.2", Why::Hooks),
    ("swi.1", Why::Hooks),
    ("swi.2", Why::Hooks),
    ("swi.3", Why::Hooks),
    ("swi.4", Why::Hooks),
    ("swi.9", Why::Hooks),
    ("swi.11", Why::Hooks),
    ("tyr.1", Why::Hooks),
    ("tyr.2", Why::Hooks),
    ("tyr.4", Why::Hooks),
    ("tyr.6", Why::Hooks),
    ("nco.2", Why::Hooks),
    ("nco.3", Why::Hooks),
    ("nco.4", Why::Hooks),
    ("nco.6", Why::Hooks),
    ("nco.11", Why::Hooks),
    ("nco.12", Why::Hooks),
];
