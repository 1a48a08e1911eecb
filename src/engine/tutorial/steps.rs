//! The guided turn's steps, in order: what the tutor says, what it waits for, and the hint
//! it gives after a wrong answer. The words are this project's own.

/// Which step the learner is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StepId {
    /// The hand-over curtain: orders are private.
    Curtain,
    /// Choose the fleet in London on the board.
    SelectUnit,
    /// Order it to the English Channel with a click.
    MoveByClick,
    /// Type the army's move to Norway.
    TypeArmy,
    /// The North Sea fleet's convoy, from its Convoy… list.
    ConvoyFromList,
    /// The Norwegian Sea fleet's support, from its Support… list.
    SupportFromList,
    /// The Irish Sea fleet stands (its Stand button).
    Stand,
    /// Seal the orders.
    Seal,
    /// Read the stand-off in the Channel.
    ReadStandOff,
    /// Read the dislodgement in the Irish Sea (and Norway taken).
    ReadDislodgement,
    /// Retreat the dislodged fleet.
    Retreat,
    /// Seal the retreat.
    SealRetreat,
    /// Build a unit.
    Build,
    /// Seal the build.
    SealBuild,
    /// The end.
    Finished,
}

/// What the tutor waits for on a step (the app shows a Next button only for `Next`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Awaits {
    /// The curtain's "I am …" button.
    Curtain,
    /// A unit chosen on the board.
    Selection,
    /// An order (movement, retreat or build).
    Order,
    /// Seal orders (pressed twice).
    Seal,
    /// The tutor's own Next button.
    Next,
    /// Continue under the results.
    Results,
    /// Nothing: the tutorial is over.
    Nothing,
}

/// One of the three ways of writing an order this program offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Way {
    /// Clicking units and provinces on the board.
    Click,
    /// The buttons and lists under each unit in the order panel.
    List,
    /// Typing the order in the order box.
    Typed,
}

/// One step of the guided turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TutorStep {
    pub id: StepId,
    /// A few words for the step's heading.
    pub title: &'static str,
    /// What the tutor says: exactly what to do, and how.
    pub say: &'static str,
    /// What to do instead after a wrong answer.
    pub hint: &'static str,
    pub awaits: Awaits,
    /// The way of writing orders the step shows, if it shows one.
    pub way: Option<Way>,
    /// Provinces to light while the step is read (standard map ids).
    pub highlight: &'static [&'static str],
}

/// Every step, in order; the last is [`StepId::Finished`].
pub const STEPS: &[TutorStep] = &[
    TutorStep {
        id: StepId::Curtain,
        title: "Behind the curtain",
        say: "You play England. Each player writes orders in secret: when your turn comes the \
              laptop is passed to you, the others look away, and the screen stays covered until \
              you say who you are. Press \u{201c}I am England: show my orders\u{201d}.",
        hint: "Press the big button \u{201c}I am England: show my orders\u{201d} on the covered \
               screen.",
        awaits: Awaits::Curtain,
        way: None,
        highlight: &[],
    },
    TutorStep {
        id: StepId::SelectUnit,
        title: "Choose a unit",
        say: "It is Autumn 1902. Begin with your fleet in London: click it on the board. It \
              lights up as the chosen unit.",
        hint: "Click the fleet in London on the board (press Esc first if another unit is \
               chosen).",
        awaits: Awaits::Selection,
        way: Some(Way::Click),
        highlight: &["lon"],
    },
    TutorStep {
        id: StepId::MoveByClick,
        title: "Move it",
        say: "Clicking on the board is one way to write an order. With the London fleet \
              chosen, click the English Channel: the fleet is ordered to move there. France may \
              want the Channel too.",
        hint: "Click the fleet in London, then click the English Channel (ENG).",
        awaits: Awaits::Order,
        way: Some(Way::Click),
        highlight: &["lon", "eng"],
    },
    TutorStep {
        id: StepId::TypeArmy,
        title: "Type an order",
        say: "Typing is another way. Your army in Yorkshire will cross the North Sea to Norway. \
              Type A Yor-Nwy in the order box at the foot of the order panel and press \
              Enter.",
        hint: "Type A Yor-Nwy in the order box (Yor is Yorkshire, Nwy is Norway) and press \
               Enter.",
        awaits: Awaits::Order,
        way: Some(Way::Typed),
        highlight: &["yor", "nwy"],
    },
    TutorStep {
        id: StepId::ConvoyFromList,
        title: "Convoy the army",
        say: "An army crosses the sea only if fleets carry it. The third way is the list under \
              each unit in the order panel: under your fleet in the North Sea (F NTH) open \
              Convoy\u{2026}, choose the army in Yorkshire, then Norway.",
        hint: "Under F NTH in the order panel, open Convoy\u{2026} and pick the army in \
               Yorkshire going to Norway.",
        awaits: Awaits::Order,
        way: Some(Way::List),
        highlight: &["nth", "yor", "nwy"],
    },
    TutorStep {
        id: StepId::SupportFromList,
        title: "Support the move",
        say: "Russia's army in Finland may try for Norway as well. Lend your army strength: \
              under your fleet in the Norwegian Sea (F NWG) open Support\u{2026} and choose the \
              army in Yorkshire moving to Norway.",
        hint: "Under F NWG in the order panel, open Support\u{2026} and pick the army in \
               Yorkshire moving to Norway.",
        awaits: Awaits::Order,
        way: Some(Way::List),
        highlight: &["nrg", "yor", "nwy", "fin"],
    },
    TutorStep {
        id: StepId::Stand,
        title: "Stand",
        say: "Your fleet in the Irish Sea stays where it is: press Stand under F IRI in the \
              order panel.",
        hint: "Press the Stand button under F IRI in the order panel.",
        awaits: Awaits::Order,
        way: Some(Way::List),
        highlight: &["iri"],
    },
    TutorStep {
        id: StepId::Seal,
        title: "Seal your orders",
        say: "Every unit has its order. Press Seal orders: the panel lists anything doubtful. \
              Then press Seal orders again to confirm. Everyone's orders are revealed together.",
        hint: "Press Seal orders, then press it again. If a unit's order is not the one asked \
               for, give it again first.",
        awaits: Awaits::Seal,
        way: None,
        highlight: &[],
    },
    TutorStep {
        id: StepId::ReadStandOff,
        title: "A stand-off",
        say: "Look at the English Channel: your fleet from London and France's fleet from \
              Brest moved there with equal strength. That is a stand-off: neither enters, both \
              stay where they were, and the Channel stays empty. Press Next.",
        hint: "Read the results, then press Next in the tutor's box.",
        awaits: Awaits::Next,
        way: None,
        highlight: &["eng", "lon", "bre"],
    },
    TutorStep {
        id: StepId::ReadDislodgement,
        title: "A dislodgement",
        say: "Now the Irish Sea: France's fleet from the Mid-Atlantic moved in, supported by \
              its fleet in the North Atlantic, two against your one. Your fleet is dislodged and \
              must retreat. Meanwhile your army landed in Norway, two against Russia's one. \
              Press Continue under the results.",
        hint: "Press Continue under the results to go on to the retreat.",
        awaits: Awaits::Results,
        way: None,
        highlight: &["iri", "mid", "nat", "nwy"],
    },
    TutorStep {
        id: StepId::Retreat,
        title: "Retreat",
        say: "A dislodged unit retreats to an empty province next to it, but not to where the \
              attack came from, nor to the Channel, left empty by the stand-off. Pass the \
              curtain as before, then press Retreat to Wal or Retreat to Lpl under your fleet.",
        hint: "Under the dislodged fleet, press Retreat to Wal or Retreat to Lpl (or click the \
               fleet, then Wales or Liverpool).",
        awaits: Awaits::Order,
        way: Some(Way::List),
        highlight: &["iri", "wal", "lvp"],
    },
    TutorStep {
        id: StepId::SealRetreat,
        title: "Seal the retreat",
        say: "Press Seal orders, then again to confirm.",
        hint: "Press Seal orders twice. If the fleet has no retreat, give it one first.",
        awaits: Awaits::Seal,
        way: None,
        highlight: &[],
    },
    TutorStep {
        id: StepId::Build,
        title: "Build",
        say: "Winter: the centres are counted. Norway is yours, so you have six centres and \
              five units: you build one. Builds go only in your own home centres that stand \
              empty. Pass the curtain, then under Builds press Fleet beside Edinburgh.",
        hint: "Under Builds press Fleet (or Army) beside Edinburgh, or Liverpool if it is \
               empty.",
        awaits: Awaits::Order,
        way: Some(Way::List),
        highlight: &["edi", "lvp"],
    },
    TutorStep {
        id: StepId::SealBuild,
        title: "Seal the build",
        say: "Press Seal orders, then again to confirm.",
        hint: "Press Seal orders twice, with one build written.",
        awaits: Awaits::Seal,
        way: None,
        highlight: &[],
    },
    TutorStep {
        id: StepId::Finished,
        title: "Done",
        say: "That was a whole year: moves, a convoy, a support, a stand-off, a dislodgement \
              and its retreat, and a build. You know every way to write orders now.",
        hint: "The guided turn is over.",
        awaits: Awaits::Nothing,
        way: None,
        highlight: &[],
    },
];

/// The step with this id.
pub fn step(id: StepId) -> &'static TutorStep {
    STEPS
        .iter()
        .find(|s| s.id == id)
        .expect("every step id is in STEPS")
}

/// Where the step with this id stands in [`STEPS`].
pub fn index_of(id: StepId) -> usize {
    STEPS
        .iter()
        .position(|s| s.id == id)
        .expect("every step id is in STEPS")
}
