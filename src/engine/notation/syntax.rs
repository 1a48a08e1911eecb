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

/// A unit as written: `Turkish A(Bul)`, `Fleet`, `Lpl`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitSyntax {
    /// A nationality written before the unit (`Turkish`).
    pub power: Option<String>,
    pub kind: Option<UnitKind>,
    /// Where the unit is; `None` for orders like "Army to Serbia".
    pub place: Option<PlaceSyntax>,
}

/// What the ordered unit does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BodySyntax {
    Hold,
    Move {
        to: PlaceSyntax,
        via_convoy: bool,
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
    },
    Build {
        power: Option<String>,
        kind: Option<UnitKind>,
        place: PlaceSyntax,
    },
    Remove {
        power: Option<String>,
        kind: Option<UnitKind>,
        place: PlaceSyntax,
    },
    Waive {
        power: Option<String>,
    },
}

/// Why text is not an order; `column` counts characters from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message} (at column {column})")]
pub struct SyntaxError {
    pub message: String,
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
    Disband,
    Build,
    Remove,
    Waive,
}

fn keyword(word: &str) -> Option<Kw> {
    let w = word.to_ascii_lowercase();
    Some(match w.as_str() {
        "a" | "army" => Kw::Kind(UnitKind::Army),
        "f" | "fleet" => Kw::Kind(UnitKind::Fleet),
        "h" | "hold" | "holds" | "stand" | "stands" | "hld" => Kw::Hold,
        "m" | "to" | "move" | "moves" | "mv" | "attack" | "attacks" | "retreat" | "retreats" => {
            Kw::Move
        }
        "s" | "sup" | "supp" | "support" | "supports" | "ms" => Kw::Support,
        "c" | "cvy" | "convoy" | "convoys" | "transport" | "transports" => Kw::Convoy,
        "via" | "by" | "vc" => Kw::Via,
        "d" | "disband" | "disbands" | "destroy" => Kw::Disband,
        "b" | "build" | "builds" => Kw::Build,
        "r" | "remove" | "removes" => Kw::Remove,
        "waive" | "waives" | "waived" => Kw::Waive,
        _ => return None,
    })
}

struct Parser {
    toks: Vec<(Tok, usize)>,
    pos: usize,
    len_chars: usize,
}

/// Parses one order's text.
pub fn parse_syntax(text: &str) -> Result<OrderSyntax, SyntaxError> {
    let mut p = Parser {
        toks: tokenize(text),
        pos: 0,
        len_chars: text.chars().count(),
    };
    if p.toks.is_empty() {
        return Err(p.error("the order is empty"));
    }
    let order = p.order()?;
    if p.pos < p.toks.len() {
        let what = match &p.toks[p.pos].0 {
            Tok::Word(w) => format!("unexpected `{w}`"),
            Tok::Dash => "unexpected dash".to_string(),
            Tok::Open => "unexpected `(`".to_string(),
            Tok::Close => "unexpected `)`".to_string(),
            Tok::Slash => "unexpected `/`".to_string(),
            Tok::Colon => "unexpected `:`".to_string(),
        };
        return Err(p.error(&format!("{what} after a complete order")));
    }
    Ok(order)
}

impl Parser {
    fn error(&self, message: &str) -> SyntaxError {
        let column = self
            .toks
            .get(self.pos)
            .map(|(_, c)| c + 1)
            .unwrap_or(self.len_chars + 1);
        SyntaxError {
            message: message.to_string(),
            column,
        }
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|(t, _)| t)
    }

    fn peek_kw(&self) -> Option<Kw> {
        match self.peek() {
            Some(Tok::Word(w)) => keyword(w),
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
        match self.peek_kw() {
            Some(Kw::Build) => {
                self.pos += 1;
                let kind = self.kind();
                let place = self.place()?;
                return Ok(OrderSyntax::Build { power, kind, place });
            }
            Some(Kw::Remove) | Some(Kw::Disband) => {
                self.pos += 1;
                let kind = self.kind();
                let place = self.place()?;
                return Ok(OrderSyntax::Remove { power, kind, place });
            }
            Some(Kw::Waive) => {
                self.pos += 1;
                return Ok(OrderSyntax::Waive { power });
            }
            _ => {}
        }
        let unit = self.unit()?;
        let body = match self.peek() {
            None => BodySyntax::Hold,
            Some(Tok::Dash) => self.move_body()?,
            Some(Tok::Word(w)) => match keyword(w) {
                Some(Kw::Hold) => {
                    self.pos += 1;
                    self.skip_word("fast");
                    BodySyntax::Hold
                }
                Some(Kw::Move) => self.move_body()?,
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
                                },
                            });
                        }
                        return Err(self.error("a convoy order needs the army's destination"));
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
                    let place = unit
                        .place
                        .clone()
                        .ok_or_else(|| self.error("build where?"))?;
                    return Ok(OrderSyntax::Build {
                        power,
                        kind: unit.kind,
                        place,
                    });
                }
                Some(Kw::Remove) => {
                    self.pos += 1;
                    let place = unit
                        .place
                        .clone()
                        .ok_or_else(|| self.error("remove which unit?"))?;
                    return Ok(OrderSyntax::Remove {
                        power,
                        kind: unit.kind,
                        place,
                    });
                }
                _ => {
                    return Err(self.error(&format!("`{w}` is not an order word (try -, S, C, H)")));
                }
            },
            Some(_) => return Err(self.error("expected -, S, C or H after the unit")),
        };
        Ok(OrderSyntax::Unit { power, unit, body })
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
        if matches!(self.peek(), Some(Tok::Word(w)) if w.eq_ignore_ascii_case(word)) {
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
        match self.peek_kw() {
            Some(Kw::Kind(k)) => {
                self.pos += 1;
                Some(k)
            }
            _ => None,
        }
    }

    fn move_body(&mut self) -> Result<BodySyntax, SyntaxError> {
        self.skip_moves();
        let mut to = self.place()?;
        let mut hops = 0;
        // A path written out (`A lon-nth-bel`) is allowed and ignored; the last place counts.
        while self.at_move() {
            self.skip_moves();
            to = self.place()?;
            hops += 1;
        }
        let via_convoy = self.via_convoy() || hops > 0;
        Ok(BodySyntax::Move { to, via_convoy })
    }

    /// `via convoy`, `(via convoy)`, `by convoy`, `vc`.
    fn via_convoy(&mut self) -> bool {
        let save = self.pos;
        let paren = self.eat(&Tok::Open);
        if self.eat_kw(Kw::Via) {
            self.eat_kw(Kw::Convoy);
            if paren {
                self.eat(&Tok::Close);
            }
            return true;
        }
        self.pos = save;
        false
    }

    /// `[nationality] [A|F] place`, where place may be missing ("Army to Serbia").
    fn unit(&mut self) -> Result<UnitSyntax, SyntaxError> {
        let mut power = None;
        // Nationality words come before the unit letter: `Turkish A(Bul)`.
        let start = self.pos;
        let mut words = Vec::new();
        while let Some(Tok::Word(w)) = self.peek() {
            if keyword(w).is_some() {
                break;
            }
            words.push(w.clone());
            self.pos += 1;
        }
        if !words.is_empty() && matches!(self.peek_kw(), Some(Kw::Kind(_))) {
            power = Some(words.join(" "));
        } else {
            self.pos = start;
        }
        let kind = self.kind();
        let place = if self.starts_place() {
            Some(self.place()?)
        } else {
            None
        };
        if kind.is_none() && place.is_none() {
            return Err(self.error("expected a unit (A or F) or a province"));
        }
        Ok(UnitSyntax { power, kind, place })
    }

    fn starts_place(&self) -> bool {
        match self.peek() {
            Some(Tok::Open) => true,
            Some(Tok::Word(w)) => keyword(w).is_none(),
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
                return Err(self.error("missing `)`"));
            }
        } else {
            while let Some(Tok::Word(w)) = self.peek() {
                if keyword(w).is_some() && !words.is_empty() {
                    break;
                }
                if keyword(w).is_some() {
                    break;
                }
                words.push(w.clone());
                self.pos += 1;
            }
        }
        if words.is_empty() {
            return Err(self.error("expected a province name"));
        }
        // Trailing coast words inside the name: `St Petersburg north coast`, `stp nc`.
        if let Some(c) = split_trailing_coast(&mut words) {
            coast = Some(c);
        }
        if words.is_empty() {
            return Err(self.error("a coast needs a province"));
        }
        // Coast after the name: `/nc`, `(nc)`, `nc`, `(north coast)`.
        if self.eat(&Tok::Slash) {
            coast = self.coast_word();
            if coast.is_none() {
                return Err(self.error("expected a coast after `/` (nc, sc, ec, wc)"));
            }
        } else if self.peek() == Some(&Tok::Open) {
            let save = self.pos;
            self.pos += 1;
            let mut inner = Vec::new();
            while let Some(Tok::Word(w)) = self.peek() {
                inner.push(w.clone());
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
        } else if let Some(Tok::Word(w)) = self.peek()
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
        if let Some(Tok::Word(w)) = self.peek() {
            let c = Coast::parse(w);
            if c.is_some() {
                self.pos += 1;
                self.skip_word("coast");
            }
            return c;
        }
        None
    }
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
