//! The notation's refusals in the table's language, for a player who typed the line in the
//! order box (or the tutor's box): [`OrderError::words`] and kin. Their `Display` stays
//! English, for test files, records and the console.

use super::counted::StackOrderError;
use super::syntax::{SyntaxError, SyntaxProblem};
use super::{MeaningError, OrderError};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::position::Position;
use crate::t;

/// Why the reader refuses a line `power` typed, in the table's language with the names
/// players read (`die Einheit in Berlin gehört Deutschland`); `None` where it reads.
pub fn typed_refusal(
    map: &Map,
    position: &Position,
    power: Option<PowerId>,
    line: &str,
) -> Option<String> {
    use super::counted::parse_stacked_order;
    match crate::engine::adjudicate::Rulebook::of(map).orders_part_of_stacks() {
        true => (parse_stacked_order(map, position, power, line).err()).map(|e| e.words_on(map)),
        false => (super::parse_order(map, position, power, line).err()).map(|e| e.words_on(map)),
    }
}

/// How a refusal names places and powers: as the map writes them, or as players read
/// them now.
struct Names<'a>(Option<&'a Map>);

impl Names<'_> {
    /// A province's name (the map's English one) as players read it; anything else (an
    /// abbreviation, a name as typed) as it is.
    fn place(&self, name: &str) -> String {
        let found = self.0.and_then(|map| {
            let id = map.province_ids().find(|p| map.province(*p).name == name)?;
            Some(map.place_label(id))
        });
        found.unwrap_or_else(|| name.to_string())
    }

    /// A power's name (the map's English one) as players read it.
    fn power(&self, name: &str) -> String {
        let found = self.0.and_then(|map| {
            let id = map.power_ids().find(|p| map.power(*p).name == name)?;
            Some(map.power_label(id))
        });
        found.unwrap_or_else(|| name.to_string())
    }
}

impl OrderError {
    /// Why the line is not an order, in the table's language.
    pub fn words(&self) -> String {
        match self {
            OrderError::Syntax(e) => e.words(),
            OrderError::Meaning(e) => e.words(),
        }
    }

    /// [`OrderError::words`], naming places and powers as players read them on `map`.
    pub fn words_on(&self, map: &Map) -> String {
        match self {
            OrderError::Syntax(e) => e.words(),
            OrderError::Meaning(e) => e.words_on(map),
        }
    }
}

impl StackOrderError {
    /// Why the counted line is not an order, in the table's language.
    pub fn words(&self) -> String {
        match self {
            StackOrderError::Syntax(p) => {
                t!("orders-typed-cannot-read-counted", problem = p.words())
            }
            StackOrderError::Meaning(e) => e.words(),
        }
    }

    /// [`StackOrderError::words`], naming places and powers as players read them on `map`.
    pub fn words_on(&self, map: &Map) -> String {
        match self {
            StackOrderError::Meaning(e) => e.words_on(map),
            other => other.words(),
        }
    }
}

impl SyntaxError {
    /// `cannot read the order: the order is empty (at column 1)`, in the table's language.
    pub fn words(&self) -> String {
        t!(
            "orders-typed-cannot-read",
            problem = self.problem.words(),
            column = self.column
        )
    }
}

impl SyntaxProblem {
    /// What is wrong with the text, in the table's language.
    pub fn words(&self) -> String {
        match self {
            SyntaxProblem::Empty => t!("orders-typed-empty"),
            SyntaxProblem::UnexpectedEnd(e) => t!("orders-typed-stops", expected = expected(e)),
            SyntaxProblem::Unexpected { found, expected: e } => t!(
                "orders-typed-unexpected",
                found = found.as_str(),
                expected = expected(e)
            ),
            SyntaxProblem::BadCount(n) => t!("orders-typed-bad-count", count = n.as_str()),
            SyntaxProblem::Trailing(rest) => t!("orders-typed-trailing", text = rest.as_str()),
        }
    }
}

impl MeaningError {
    /// Why the order does not fit the board, in the table's language (names as written).
    pub fn words(&self) -> String {
        self.words_naming(&Names(None))
    }

    /// Why the order does not fit the board, in the table's language, naming places and
    /// powers as players read them on `map`.
    pub fn words_on(&self, map: &Map) -> String {
        self.words_naming(&Names(Some(map)))
    }

    fn words_naming(&self, names: &Names) -> String {
        use MeaningError as M;
        match self {
            M::UnknownProvince(name) => t!("orders-typed-unknown-province", name = name.as_str()),
            M::UnknownPower(name) => t!("orders-typed-unknown-power", name = name.as_str()),
            M::NoUnit(place) => t!("orders-typed-no-unit", place = names.place(place)),
            M::NotYourUnit {
                place,
                owner,
                power,
            } => t!(
                "orders-typed-not-your-unit",
                place = names.place(place),
                owner = names.power(owner),
                power = names.power(power)
            ),
            M::NoUnitFits(why) => t!("orders-typed-no-unit-fits", reason = fits(why)),
            M::Ambiguous(units) => t!("orders-typed-ambiguous", units = units.as_str()),
            M::WrongPhase(what, phase) => t!(
                "orders-typed-wrong-phase",
                what = orders_of(what),
                phase = phase_of(phase)
            ),
            M::NotDislodged(place) => t!("orders-typed-not-dislodged", place = names.place(place)),
            M::NoPower => t!("orders-typed-no-power"),
            M::NoSuchCoast(place, coast) => {
                t!(
                    "orders-typed-no-such-coast",
                    place = place.as_str(),
                    coast = *coast
                )
            }
            M::NoUnits { kind, place } => {
                t!(
                    "orders-typed-no-units",
                    kind = kind_of(kind),
                    place = place.as_str()
                )
            }
            M::NotYourUnits {
                place,
                owner,
                power,
            } => t!(
                "orders-typed-not-your-units",
                place = names.place(place),
                owner = names.power(owner),
                power = names.power(power)
            ),
            M::TooFew {
                ordered,
                present,
                kind,
                place,
            } => t!(
                "orders-typed-too-few",
                ordered = *ordered,
                present = *present,
                kind = kind_of(kind),
                place = place.as_str()
            ),
            M::BuildCount => t!("orders-typed-build-count"),
            M::KindNeeded(place) => t!("orders-typed-kind-needed", place = place.as_str()),
            M::OneOrderOnly => t!("orders-typed-one-order-only"),
        }
    }
}

/// What the reader expected (the parser's English words, as `syntax` writes them).
fn expected(english: &str) -> String {
    match english {
        "`-` and the convoy's destination" => t!("orders-typed-expect-convoy-destination"),
        "-, S, C or H" => t!("orders-typed-expect-order"),
        "a single unit type for the ordered units" => t!("orders-typed-expect-one-kind"),
        "a province" => t!("orders-typed-expect-province"),
        "a unit (A or F) or a province" => t!("orders-typed-expect-unit-or-province"),
        "a unit type (A or F)" => t!("orders-typed-expect-unit-type"),
        "`)`" => t!("orders-typed-expect-bracket"),
        "a coast after `/` (nc, sc, ec, wc)" => t!("orders-typed-expect-coast"),
        other => other.to_string(),
    }
}

/// Why no unit fits (the resolver's English words).
fn fits(english: &str) -> String {
    match english {
        "name the unit's province" => t!("orders-typed-fits-unit"),
        "name the units' province" => t!("orders-typed-fits-units"),
        "name the supporting unit's province" => t!("orders-typed-fits-supporting"),
        "name the supported or convoyed unit's province" => t!("orders-typed-fits-supported"),
        "name the supported or convoyed units' province" => {
            t!("orders-typed-fits-supported-units")
        }
        "name the retreating unit's province" => t!("orders-typed-fits-retreating"),
        "no unit of that kind can reach there" => t!("orders-typed-fits-cannot-reach"),
        other => other.to_string(),
    }
}

/// The kind of orders a phase does not take (the resolver's English words).
fn orders_of(english: &str) -> String {
    match english {
        "removal" => t!("orders-typed-what-removal"),
        "unit" => t!("orders-typed-what-unit"),
        "disband" => t!("orders-typed-what-disband"),
        "hold" => t!("orders-typed-what-hold"),
        "support" => t!("orders-typed-what-support"),
        "convoy" => t!("orders-typed-what-convoy"),
        "build" => t!("orders-typed-what-build"),
        "remove or disband" => t!("orders-typed-what-remove-or-disband"),
        "stand, support or convoy" => t!("orders-typed-what-stand-support-convoy"),
        "movement" => t!("orders-typed-what-movement"),
        other => other.to_string(),
    }
}

/// A phase as the refusal names it.
fn phase_of(english: &str) -> String {
    match english {
        "movement" => t!("orders-typed-phase-movement"),
        "retreat" => t!("orders-typed-phase-retreat"),
        "adjustment" => t!("orders-typed-phase-adjustment"),
        other => other.to_string(),
    }
}

/// A kind of unit as the refusal names it.
fn kind_of(english: &str) -> String {
    match english {
        "Army" => t!("orders-typed-kind-army"),
        "Fleet" => t!("orders-typed-kind-fleet"),
        "unit" => t!("orders-typed-kind-unit"),
        other => other.to_string(),
    }
}
