//! Stage one: order text to a syntax tree, without looking at any map.

use super::token::{Tok, tokenize};
use crate::engine::ids::{Coast, UnitKind};

/// A place as written: its name words and an optional coast.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaceSyntax {
    /// The name as written, words joined by single spaces.
    pub name: String,
    pub coast: Option<Coast>,
}

/// A further part of a description of units, after `&`: the `1 F` of `1 A & 1 F Naf`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceSyntax {
    pub count: Option<u32>,
    pub power: Option<String>,
    pub kind: UnitKind,
}

/// A unit (or, where units stack, units) as written: `Turkish A(Bul)`, `Fleet`, `Lpl`,
/// `3 F Nth`, `1 I A Ven`, `1 A & 1 F Naf`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitSyntax {
    /// A nationality written before the unit (`Turkish`, `I`).
    pub power: Option<String>,
    /// A number of units written before the unit letter (`3 F`).
    pub count: Option<u32>,
    pub kind: Option<UnitKind>,
    /// Where the unit is; `None` for orders like "Army to Serbia".
    pub place: Option<PlaceSyntax>,
    /// Further parts joined by `&` (`1 A & 1 F Naf`).
    pub more: Vec<PieceSyntax>,
}

/// What the ordered unit does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BodySyntax {
    Hold,
    Move {
        to: PlaceSyntax,
        via_convoy: bool,
        /// The places written between (`A Lon-NTH-Bel`): each must be a province.
        through: Vec<PlaceSyntax>,
    },
    /// Support; `to` is `None` for support to hold.
    Support {
        unit: UnitSyntax,
        to: Option<PlaceSyntax>,
    },
    Convoy {
        unit: UnitSyntax,
        to: PlaceSyntax,
    },
    Disband,
}

/// A whole order as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrderSyntax {
    /// An order to a unit on the board (movement or retreat).
    Unit {
        power: Option<String>,
        unit: UnitSyntax,
        body: BodySyntax,
        /// Units named after `sup by` (`2 A Swi-Mun sup by 1 A Swi`), each given a support.
        supported_by: Vec<UnitSyntax>,
    },
    /// A build; the unit's place is always written.
    Build {
        power: Option<String>,
        unit: UnitSyntax,
    },
    /// A removal (or a disband in a retreat phase); the unit's place is always written.
    Remove {
        power: Option<String>,
        unit: UnitSyntax,
    },
    Waive {
        power: Option<String>,
    },
}

/// What is wrong with the text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SyntaxProblem {
    #[error("the order is empty")]
    Empty,
    #[error("the order stops where {0} was expected")]
    UnexpectedEnd(&'static str),
    #[error("`{found}` where {expected} was expected")]
    Unexpected {
        found: String,
        expected: &'static str,
    },
    #[error("`{0}` is not a usable number of units")]
    BadCount(String),
    #[error("unexpected text after the order: `{0}`")]
    Trailing(String),
}

/// Why text is not an order; `column` counts characters from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{problem} (at column {column})")]
pub struct SyntaxError {
    pub problem: SyntaxProblem,
    pub column: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kw {
    Kind(UnitKind),
    Hold,
    Move,
    Support,
    Convoy,
    Via,
    And,
    Disband,
    Build,
    Remove,
    Waive,
}

fn keyword(word: &str) -> Option<Kw> {
    let w = word.to_ascii_lowercase();
    Some(match w.as_str() {
        "a" | "army" | "armies" | "aa" => Kw::Kind(UnitKind::Army),
        "f" | "fleet" | "fleets" | "ff" => Kw::Kind(UnitKind::Fleet),
        "h" | "hold" | "holds" | "stand" | "stands" | "hld" => Kw::Hold,
        "m" | "to" | "move" | "moves" | "mv" | "attack" | "attacks" | "retreat" | "retreats" => {
            Kw::Move
        }
        "s" | "sup" | "sups" | "supp" | "support" | "supports" | "supported" | "ms" => Kw::Support,
        "c" | "cvy" | "cto" | "convoy" | "convoys" | "transport" | "transports" => Kw::Convoy,
        "via" | "by" | "vc" => Kw::Via,
        "and" => Kw::And,
        "d" | "disband" | "disbands" | "destroy" => Kw::Disband,
        "b" | "build" | "builds" => Kw::Build,
        "r" | "remove" | "removes" => Kw::Remove,
        "waive" | "waives" | "waived" => Kw::Waive,
        _ => return None,
    })
}

/// The initials that name a power before a unit letter (`I A Ven`, `FA`).
const POWER_LETTERS: &[char] = &['E', 'F', 'G', 'I', 'A', 'R', 'T'];

struct Parser {
    toks: Vec<(Tok, usize)>,
    pos: usize,
    len_chars: usize,
}

/// Parses one order's text: the rulebook's notation, DATC's, full words, and the counts of a
/// map where units stack (`3 F Eng-Bre`, `2 A Swi-Mun sup by 1 A Swi`, `1 A & 1 F Naf`).
pub fn parse_syntax(text: &str) -> Result<OrderSyntax, SyntaxError> {
    let mut p = Parser {
        toks: tokenize(text)?,
        pos: 0,
        len_chars: text.chars().count(),
    };
    if p.toks.is_empty() {
        return Err(p.error(SyntaxProblem::Empty));
    }
    let order = p.order()?;
    if let Some(t) = p.peek() {
        return Err(p.error(SyntaxProblem::Trailing(t.shown())));
    }
    Ok(order)
}

impl Parser {
    fn error(&self, problem: SyntaxProblem) -> SyntaxError {
        let column = self
            .toks
            .get(self.pos)
            .map(|(_, c)| c + 1)
            .unwrap_or(self.len_chars + 1);
        SyntaxError { problem, column }
    }

    /// An error saying what was found (or that the text ended) where `expected` should be.
    fn expected(&self, expected: &'static str) -> SyntaxError {
        self.error(match self.peek() {
            Some(t) => SyntaxProblem::Unexpected {
                found: t.shown(),
                expected,
            },
            None => SyntaxProblem::UnexpectedEnd(expected),
        })
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|(t, _)| t)
    }

    fn peek_word(&self, ahead: usize) -> Option<&str> {
        match self.toks.get(self.pos + ahead) {
            Some((Tok::Word(w), _)) => Some(w.as_str()),
            _ => None,
        }
    }

    fn peek_kw(&self) -> Option<Kw> {
        self.peek_word(0).and_then(keyword)
    }

    /// The unit kind named by the word `ahead` tokens on, if it is `A`, `F`, `Army`, …
    fn kind_at(&self, ahead: usize) -> Option<UnitKind> {
        match self.peek_word(ahead).and_then(keyword) {
            Some(Kw::Kind(k)) => Some(k),
            _ => None,
        }
    }

    fn eat(&mut self, tok: &Tok) -> bool {
        if self.peek() == Some(tok) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn eat_kw(&mut self, kw: Kw) -> bool {
        if self.peek_kw() == Some(kw) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn order(&mut self) -> Result<OrderSyntax, SyntaxError> {
        let power = self.power_prefix();
        // A leading build or removal word needs something after it (`R A Mos`, not `R`).
        let more_follows = self.pos + 1 < self.toks.len();
        match self.peek_kw() {
            Some(Kw::Build) if more_follows => {
                self.pos += 1;
                let unit = self.ordered_unit()?;
                return self.placed(unit, |unit| OrderSyntax::Build { power, unit });
            }
            Some(Kw::Remove | Kw::Disband) if more_follows => {
                self.pos += 1;
                let unit = self.ordered_unit()?;
                return self.placed(unit, |unit| OrderSyntax::Remove { power, unit });
            }
            Some(Kw::Waive) => {
                self.pos += 1;
                return Ok(OrderSyntax::Waive { power });
            }
            _ => {}
        }
        let unit = self.ordered_unit()?;
        let body = match self.peek_kw() {
            _ if self.peek().is_none() || self.at_supported_by() => BodySyntax::Hold,
            _ if self.at_move() => self.move_body()?,
            Some(Kw::Hold) => {
                self.pos += 1;
                self.skip_word("fast");
                BodySyntax::Hold
            }
            Some(Kw::Support) => {
                self.pos += 1;
                let supported = self.unit()?;
                let to = if self.at_move() {
                    self.skip_moves();
                    Some(self.place()?)
                } else {
                    self.eat_kw(Kw::Hold);
                    None
                };
                BodySyntax::Support {
                    unit: supported,
                    to,
                }
            }
            Some(Kw::Convoy) => {
                self.pos += 1;
                let convoyed = self.unit()?;
                if !self.at_move() {
                    // `A (Lond) c Bel`: the rulebook's shorthand for a move by convoy.
                    if let (None, Some(to)) = (convoyed.kind, convoyed.place.clone()) {
                        return Ok(OrderSyntax::Unit {
                            power,
                            unit,
                            body: BodySyntax::Move {
                                to,
                                via_convoy: true,
                                through: Vec::new(),
                            },
                            supported_by: Vec::new(),
                        });
                    }
                    return Err(self.expected("`-` and the convoy's destination"));
                }
                self.skip_moves();
                let to = self.place()?;
                BodySyntax::Convoy { unit: convoyed, to }
            }
            Some(Kw::Disband) => {
                self.pos += 1;
                BodySyntax::Disband
            }
            Some(Kw::Build) => {
                self.pos += 1;
                return self.placed(unit, |unit| OrderSyntax::Build { power, unit });
            }
            Some(Kw::Remove) => {
                self.pos += 1;
                return self.placed(unit, |unit| OrderSyntax::Remove { power, unit });
            }
            _ => return Err(self.expected("-, S, C or H")),
        };
        let supported_by = match body {
            BodySyntax::Hold | BodySyntax::Move { .. } => self.supported_by()?,
            _ => Vec::new(),
        };
        Ok(OrderSyntax::Unit {
            power,
            unit,
            body,
            supported_by,
        })
    }

    /// The ordered unit: one kind of unit only (`1 A & 1 F Naf` may be supported, not ordered).
    fn ordered_unit(&mut self) -> Result<UnitSyntax, SyntaxError> {
        let unit = self.unit()?;
        if !unit.more.is_empty() {
            return Err(self.error(SyntaxProblem::Unexpected {
                found: "&".into(),
                expected: "a single unit type for the ordered units",
            }));
        }
        Ok(unit)
    }

    /// A build or removal, once its unit is known to have a place.
    fn placed(
        &self,
        unit: UnitSyntax,
        make: impl FnOnce(UnitSyntax) -> OrderSyntax,
    ) -> Result<OrderSyntax, SyntaxError> {
        if unit.place.is_none() {
            return Err(self.expected("a province"));
        }
        Ok(make(unit))
    }

    /// `sup by 1 A Swi & 1 A Tyr`, repeatable.
    fn supported_by(&mut self) -> Result<Vec<UnitSyntax>, SyntaxError> {
        let mut helpers = Vec::new();
        while self.at_supported_by() {
            self.pos += 2;
            helpers.push(self.unit()?);
            while self.eat(&Tok::Amp) {
                helpers.push(self.unit()?);
            }
        }
        Ok(helpers)
    }

    fn at_supported_by(&self) -> bool {
        self.peek_kw() == Some(Kw::Support)
            && self
                .peek_word(1)
                .is_some_and(|w| w.eq_ignore_ascii_case("by"))
    }

    /// `England:` at the start.
    fn power_prefix(&mut self) -> Option<String> {
        let colon = self.toks.iter().position(|(t, _)| *t == Tok::Colon)?;
        let words: Vec<String> = self.toks[..colon]
            .iter()
            .filter_map(|(t, _)| match t {
                Tok::Word(w) => Some(w.clone()),
                _ => None,
            })
            .collect();
        if words.is_empty() || words.len() != colon {
            return None;
        }
        self.pos = colon + 1;
        Some(words.join(" "))
    }

    fn skip_word(&mut self, word: &str) {
        if self
            .peek_word(0)
            .is_some_and(|w| w.eq_ignore_ascii_case(word))
        {
            self.pos += 1;
        }
    }

    fn at_move(&self) -> bool {
        matches!(self.peek(), Some(Tok::Dash)) || self.peek_kw() == Some(Kw::Move)
    }

    fn skip_moves(&mut self) {
        while self.at_move() {
            self.pos += 1;
        }
    }

    fn kind(&mut self) -> Option<UnitKind> {
        let kind = self.kind_at(0);
        if kind.is_some() {
            self.pos += 1;
        }
        kind
    }

    fn move_body(&mut self) -> Result<BodySyntax, SyntaxError> {
        self.skip_moves();
        let mut to = self.place()?;
        let mut through = Vec::new();
        // A path written out (`A lon-nth-bel`) is allowed; the last place counts, and the
        // ones between are only checked to be provinces.
        while self.at_move() {
            self.skip_moves();
            through.push(std::mem::replace(&mut to, self.place()?));
        }
        let via_convoy = self.via_convoy() || !through.is_empty();
        Ok(BodySyntax::Move {
            to,
            via_convoy,
            through,
        })
    }

    /// `via convoy`, `(via convoy)`, `by convoy`, `by con`, `vc`.
    fn via_convoy(&mut self) -> bool {
        let save = self.pos;
        let paren = self.eat(&Tok::Open);
        if self.eat_kw(Kw::Via) {
            if !self.eat_kw(Kw::Convoy) {
                self.skip_word("con");
            }
            if paren {
                self.eat(&Tok::Close);
            }
            return true;
        }
        self.pos = save;
        false
    }

    /// `[count] [nationality] [A|F] [& more] place`, where place may be missing ("Army to
    /// Serbia") and so may the unit letter (`Lpl`), but not both.
    fn unit(&mut self) -> Result<UnitSyntax, SyntaxError> {
        let count = self.count();
        let (power, kind) = self.piece_head();
        let mut more = Vec::new();
        if kind.is_some() {
            loop {
                if self.eat(&Tok::Amp) {
                    more.push(self.piece()?);
                } else if let Some(piece) = self.and_piece() {
                    more.push(piece);
                } else {
                    break;
                }
            }
        }
        let place = if self.starts_place() {
            Some(self.place()?)
        } else {
            None
        };
        if kind.is_none() && place.is_none() {
            return Err(self.expected("a unit (A or F) or a province"));
        }
        Ok(UnitSyntax {
            power,
            count,
            kind,
            place,
            more,
        })
    }

    /// `and 1 F` joining a description of units, read only when a unit type follows the
    /// `and`: otherwise the word is a place (`A And-Mad`, Andalusia on the ce05 board) and is
    /// left for [`Self::place`].
    fn and_piece(&mut self) -> Option<PieceSyntax> {
        if self.peek_kw() != Some(Kw::And) {
            return None;
        }
        let save = self.pos;
        self.pos += 1;
        match self.piece() {
            Ok(piece) => Some(piece),
            Err(_) => {
                self.pos = save;
                None
            }
        }
    }

    fn count(&mut self) -> Option<u32> {
        match self.peek() {
            Some(Tok::Num(n)) => {
                let n = *n;
                self.pos += 1;
                Some(n)
            }
            _ => None,
        }
    }

    /// A part of a description of units after `&`: `[count] [power] A|F`.
    fn piece(&mut self) -> Result<PieceSyntax, SyntaxError> {
        let count = self.count();
        match self.piece_head() {
            (power, Some(kind)) => Ok(PieceSyntax { count, power, kind }),
            (_, None) => Err(self.expected("a unit type (A or F)")),
        }
    }

    /// `[nationality] [A|F]`: `Turkish A`, `I A`, `F A` (a power's initial, then the unit
    /// letter), `FA` (the two glued), `F`; nothing when no unit letter is written.
    fn piece_head(&mut self) -> (Option<String>, Option<UnitKind>) {
        let Some(first) = self.peek_word(0).map(str::to_string) else {
            return (None, None);
        };
        let letters: Vec<char> = first.to_ascii_uppercase().chars().collect();
        if let [initial] = letters.as_slice()
            && POWER_LETTERS.contains(initial)
            && let Some(kind) = self.kind_at(1)
        {
            self.pos += 2;
            return (Some(first), Some(kind));
        }
        if let [initial, letter @ ('A' | 'F')] = letters.as_slice()
            && POWER_LETTERS.contains(initial)
        {
            self.pos += 1;
            let kind = if *letter == 'A' {
                UnitKind::Army
            } else {
                UnitKind::Fleet
            };
            return (Some(initial.to_string()), Some(kind));
        }
        // Nationality words come before the unit letter: `Turkish A(Bul)`.
        let start = self.pos;
        let mut words = Vec::new();
        while let Some(w) = self.peek_word(0) {
            if keyword(w).is_some() {
                break;
            }
            words.push(w.to_string());
            self.pos += 1;
        }
        if !words.is_empty()
            && let Some(kind) = self.kind()
        {
            return (Some(words.join(" ")), Some(kind));
        }
        self.pos = start;
        (None, self.kind())
    }

    fn starts_place(&self) -> bool {
        match self.peek() {
            Some(Tok::Open) => true,
            Some(Tok::Word(w)) => is_name_word(w),
            _ => false,
        }
    }

    /// A province with an optional coast: `Spa/nc`, `(Spa)nc`, `Spa (north coast)`, `St. P`.
    fn place(&mut self) -> Result<PlaceSyntax, SyntaxError> {
        let mut words = Vec::new();
        let mut coast = None;
        if self.eat(&Tok::Open) {
            while let Some(t) = self.peek().cloned() {
                match t {
                    Tok::Word(w) => {
                        words.push(w);
                        self.pos += 1;
                    }
                    Tok::Slash => {
                        self.pos += 1;
                        coast = self.coast_word();
                    }
                    _ => break,
                }
            }
            // A `)` forgotten at the very end is forgiven.
            if !self.eat(&Tok::Close) && self.peek().is_some() {
                return Err(self.expected("`)`"));
            }
        } else {
            while let Some(w) = self.peek_word(0) {
                if !is_name_word(w) {
                    break;
                }
                words.push(w.to_string());
                self.pos += 1;
            }
        }
        // Trailing coast words inside the name: `St Petersburg north coast`, `stp nc`.
        if let Some(c) = split_trailing_coast(&mut words) {
            coast = Some(c);
        }
        if words.is_empty() {
            return Err(self.expected("a province"));
        }
        // Coast after the name: `/nc`, `(nc)`, `nc`, `(north coast)`.
        if self.eat(&Tok::Slash) {
            coast = self.coast_word();
            if coast.is_none() {
                return Err(self.expected("a coast after `/` (nc, sc, ec, wc)"));
            }
        } else if self.peek() == Some(&Tok::Open) {
            let save = self.pos;
            self.pos += 1;
            let mut inner = Vec::new();
            while let Some(w) = self.peek_word(0) {
                inner.push(w.to_string());
                self.pos += 1;
            }
            match (
                split_trailing_coast(&mut inner),
                inner.is_empty(),
                self.eat(&Tok::Close),
            ) {
                (Some(c), true, true) => coast = Some(c),
                _ => self.pos = save,
            }
        } else if let Some(w) = self.peek_word(0)
            && is_coast_code(w)
        {
            coast = Coast::parse(w);
            self.pos += 1;
        }
        Ok(PlaceSyntax {
            name: words.join(" "),
            coast,
        })
    }

    fn coast_word(&mut self) -> Option<Coast> {
        let coast = self.peek_word(0).and_then(Coast::parse);
        if coast.is_some() {
            self.pos += 1;
            self.skip_word("coast");
        }
        coast
    }
}

/// Whether a word may be part of a province's name where a place is expected: any word but
/// the notation's keywords, except `and`, which joins units only before their place (`1 A and
/// 1 F Naf`, tried first by [`Parser::and_piece`]) and is otherwise a name (`And`, Andalusia).
fn is_name_word(w: &str) -> bool {
    matches!(keyword(w), None | Some(Kw::And))
}

/// `nc`, `sc`, `ec`, `wc` (with or without dots).
fn is_coast_code(w: &str) -> bool {
    let t: String = w.chars().filter(|c| c.is_ascii_alphabetic()).collect();
    matches!(
        t.to_ascii_lowercase().as_str(),
        "nc" | "sc" | "ec" | "wc" | "ncs" | "scs" | "ecs" | "wcs"
    )
}

/// Takes a trailing `nc` or `north coast` off a list of name words.
fn split_trailing_coast(words: &mut Vec<String>) -> Option<Coast> {
    let n = words.len();
    if n >= 1 && is_coast_code(&words[n - 1]) {
        let c = Coast::parse(&words[n - 1]);
        words.pop();
        return c;
    }
    if n >= 2 && words[n - 1].eq_ignore_ascii_case("coast") {
        let c = Coast::parse(&words[n - 2]);
        if c.is_some() {
            words.truncate(n - 2);
            return c;
        }
    }
    None
}
