//! The guided turn's steps, in order: what the tutor says, what it waits for, and the hint
//! it gives after a wrong answer. The words are this project's own, in
//! `assets/lang/<code>/learning.ftl`.

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
    /// The step's messages are `learning-tutor-step-<stem>-title`, `-say`, `-hint` and
    /// `-task` (assets/lang/<code>/learning.ftl).
    pub stem: &'static str,
    pub awaits: Awaits,
    /// The way of writing orders the step shows, if it shows one.
    pub way: Option<Way>,
    /// Provinces to light while the step is read (standard map ids).
    pub highlight: &'static [&'static str],
}

impl TutorStep {
    /// A few words for the step's heading, in the table's language.
    pub fn title(&self) -> String {
        self.words("title")
    }

    /// What the tutor says: exactly what to do, and how.
    pub fn say(&self) -> String {
        self.words("say")
    }

    /// What to do instead after a wrong answer.
    pub fn hint(&self) -> String {
        self.words("hint")
    }

    /// The step as a sentence names it ("✔ Done: choose a unit.").
    pub fn task(&self) -> String {
        self.words("task")
    }

    fn words(&self, part: &str) -> String {
        let id = format!("learning-tutor-step-{}-{part}", self.stem);
        crate::lang::message(&id, None)
    }
}

/// Every step, in order; the last is [`StepId::Finished`].
pub const STEPS: &[TutorStep] = &[
    TutorStep {
        id: StepId::Curtain,
        stem: "curtain",
        awaits: Awaits::Curtain,
        way: None,
        highlight: &[],
    },
    TutorStep {
        id: StepId::SelectUnit,
        stem: "select",
        awaits: Awaits::Selection,
        way: Some(Way::Click),
        highlight: &["lon"],
    },
    TutorStep {
        id: StepId::MoveByClick,
        stem: "move",
        awaits: Awaits::Order,
        way: Some(Way::Click),
        highlight: &["lon", "eng"],
    },
    TutorStep {
        id: StepId::TypeArmy,
        stem: "type",
        awaits: Awaits::Order,
        way: Some(Way::Typed),
        highlight: &["yor", "nwy"],
    },
    TutorStep {
        id: StepId::ConvoyFromList,
        stem: "convoy",
        awaits: Awaits::Order,
        way: Some(Way::List),
        highlight: &["nth", "yor", "nwy"],
    },
    TutorStep {
        id: StepId::SupportFromList,
        stem: "support",
        awaits: Awaits::Order,
        way: Some(Way::List),
        highlight: &["nrg", "yor", "nwy", "fin"],
    },
    TutorStep {
        id: StepId::Stand,
        stem: "stand",
        awaits: Awaits::Order,
        way: Some(Way::List),
        highlight: &["iri"],
    },
    TutorStep {
        id: StepId::Seal,
        stem: "seal",
        awaits: Awaits::Seal,
        way: None,
        highlight: &[],
    },
    TutorStep {
        id: StepId::ReadStandOff,
        stem: "stand-off",
        awaits: Awaits::Next,
        way: None,
        highlight: &["eng", "lon", "bre"],
    },
    TutorStep {
        id: StepId::ReadDislodgement,
        stem: "dislodgement",
        awaits: Awaits::Results,
        way: None,
        highlight: &["iri", "mid", "nat", "nwy"],
    },
    TutorStep {
        id: StepId::Retreat,
        stem: "retreat",
        awaits: Awaits::Order,
        way: Some(Way::List),
        highlight: &["iri", "wal", "lvp"],
    },
    TutorStep {
        id: StepId::SealRetreat,
        stem: "seal-retreat",
        awaits: Awaits::Seal,
        way: None,
        highlight: &[],
    },
    TutorStep {
        id: StepId::Build,
        stem: "build",
        awaits: Awaits::Order,
        way: Some(Way::List),
        highlight: &["edi", "lvp"],
    },
    TutorStep {
        id: StepId::SealBuild,
        stem: "seal-build",
        awaits: Awaits::Seal,
        way: None,
        highlight: &[],
    },
    TutorStep {
        id: StepId::Finished,
        stem: "finished",
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
