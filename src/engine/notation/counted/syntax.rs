//! Stage one of counted-order notation: text to a syntax tree, with no map needed.

use crate::engine::ids::{Coast, UnitKind};

/// A token of order text.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Word(String),
    Num(u32),
    Dash,
    Open,
    Close,
    Slash,
    Colon,
    Amp,
}

/// Why text does not read as an order.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StackSyntaxError {
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

/// A place as written: a province name and maybe a coast.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaceText {
    pub name: String,
    pub coast: Option<Coast>,
}

/// One part of a unit description: `2 FF`, `1 I A`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceText {
    pub count: Option<u32>,
    pub power: Option<String>,
    pub kind: UnitKind,
}

/// Units in one place: `3 F Nth`, `1 A & 1 F Naf`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectText {
    pub pieces: Vec<PieceText>,
    pub place: PlaceText,
}

/// What the subject is told to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ActionText {
    Hold,
    Move {
        to: PlaceText,
        via_convoy: bool,
    },
    Support {
        target: SubjectText,
        to: Option<PlaceText>,
    },
    Convoy {
        target: SubjectText,
        to: PlaceText,
    },
    Disband,
    Build,
    Remove,
}

/// A whole order as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StackOrderText {
    /// A power written before a colon (`E: ...`).
    pub power: Option<String>,
    pub subject: SubjectText,
    pub action: ActionText,
    /// Units named after `sup by` (`2 A Swi-Mun sup by 1 A Swi`).
    pub supported_by: Vec<SubjectText>,
}

const SUPPORT: &[&str] = &["s", "sup", "sups", "support", "supports", "supported"];
const CONVOY: &[&str] = &["c", "con", "convoy", "convoys", "cto"];
const HOLD: &[&str] = &["h", "hold", "holds", "stand", "stands"];
const MOVE: &[&str] = &["to", "m", "move", "moves"];
const DISBAND: &[&str] = &["d", "disband", "disbands"];
const BUILD: &[&str] = &["b", "build", "builds"];
const REMOVE: &[&str] = &["r", "remove", "removes"];
const JOIN: &[&str] = &["and", "by", "via"];
const POWER_LETTERS: &[char] = &['E', 'F', 'G', 'I', 'A', 'R', 'T'];

fn is_keyword(w: &str) -> bool {
    let l = w.to_ascii_lowercase();
    [SUPPORT, CONVOY, HOLD, MOVE, DISBAND, BUILD, REMOVE, JOIN]
        .iter()
        .any(|list| list.contains(&l.as_str()))
}

fn tokenize(text: &str) -> Result<Vec<Tok>, StackSyntaxError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '.' || c == '\'' {
            let mut w = String::new();
            while i < chars.len() && (chars[i].is_alphanumeric() || matches!(chars[i], '.' | '\''))
            {
                w.push(chars[i]);
                i += 1;
            }
            let w = w.trim_matches('.').to_string();
            if w.is_empty() {
                continue;
            }
            if w.chars().all(|c| c.is_ascii_digit()) {
                match w.parse::<u32>() {
                    Ok(n) if n > 0 => out.push(Tok::Num(n)),
                    _ => return Err(StackSyntaxError::BadCount(w)),
                }
            } else {
                out.push(Tok::Word(w));
            }
            continue;
        }
        i += 1;
        let tok = match c {
            '-' | '—' | '–' | '>' | '→' => {
                while i < chars.len() && matches!(chars[i], '-' | '—' | '–' | '>') {
                    i += 1;
                }
                Tok::Dash
            }
            '(' | '[' => Tok::Open,
            ')' | ']' => Tok::Close,
            '/' => Tok::Slash,
            ':' => Tok::Colon,
            '&' | '+' => Tok::Amp,
            _ => continue,
        };
        out.push(tok);
    }
    Ok(out)
}

struct Parser {
    toks: Vec<Tok>,
    at: usize,
}

fn show(t: &Tok) -> String {
    match t {
        Tok::Word(w) => w.clone(),
        Tok::Num(n) => n.to_string(),
        Tok::Dash => "-".into(),
        Tok::Open => "(".into(),
        Tok::Close => ")".into(),
        Tok::Slash => "/".into(),
        Tok::Colon => ":".into(),
        Tok::Amp => "&".into(),
    }
}

fn kind_word(w: &str) -> Option<UnitKind> {
    match w.to_ascii_lowercase().as_str() {
        "a" | "army" | "armies" | "aa" => Some(UnitKind::Army),
        "f" | "fleet" | "fleets" | "ff" => Some(UnitKind::Fleet),
        _ => None,
    }
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at)
    }

    fn peek_word(&self, k: usize) -> Option<&str> {
        match self.toks.get(self.at + k) {
            Some(Tok::Word(w)) => Some(w.as_str()),
            _ => None,
        }
    }

    fn next_is(&self, list: &[&str]) -> bool {
        self.peek_word(0)
            .is_some_and(|w| list.contains(&w.to_ascii_lowercase().as_str()))
    }

    fn unexpected(&self, expected: &'static str) -> StackSyntaxError {
        match self.peek() {
            Some(t) => StackSyntaxError::Unexpected {
                found: show(t),
                expected,
            },
            None => StackSyntaxError::UnexpectedEnd(expected),
        }
    }

    /// `[n] [power] kind`: the power may be glued to the kind (`FA`, `GA`) or a word.
    fn piece(&mut self) -> Result<PieceText, StackSyntaxError> {
        let count = match self.peek() {
            Some(Tok::Num(n)) => {
                let n = *n;
                self.at += 1;
                Some(n)
            }
            _ => None,
        };
        let first = self
            .peek_word(0)
            .ok_or_else(|| self.unexpected("a unit type (A or F)"))?
            .to_string();
        let second_kind = self.peek_word(1).and_then(kind_word);
        let upper = first.to_ascii_uppercase();
        let letters: Vec<char> = upper.chars().collect();
        // `I A`, `F A`, `Italian A`: a power, then the kind.
        let power_then_kind = second_kind.is_some()
            && match letters.as_slice() {
                [one] => POWER_LETTERS.contains(one),
                _ => kind_word(&first).is_none(),
            };
        if power_then_kind {
            self.at += 2;
            return Ok(PieceText {
                count,
                power: Some(first),
                kind: second_kind.unwrap_or(UnitKind::Army),
            });
        }
        // `FA`, `GF`: a power letter glued to the kind letter.
        if letters.len() == 2
            && POWER_LETTERS.contains(&letters[0])
            && matches!(letters[1], 'A' | 'F')
        {
            self.at += 1;
            let kind = kind_word(&letters[1].to_string()).unwrap_or(UnitKind::Army);
            return Ok(PieceText {
                count,
                power: Some(letters[0].to_string()),
                kind,
            });
        }
        match kind_word(&first) {
            Some(kind) => {
                self.at += 1;
                Ok(PieceText {
                    count,
                    power: None,
                    kind,
                })
            }
            None => Err(self.unexpected("a unit type (A or F)")),
        }
    }

    /// A province name (one or more words) and an optional coast.
    fn place(&mut self) -> Result<PlaceText, StackSyntaxError> {
        let mut words: Vec<String> = Vec::new();
        while let Some(w) = self.peek_word(0) {
            if !words.is_empty() && (is_keyword(w) || kind_word(w).is_some()) {
                break;
            }
            if words.is_empty() && is_keyword(w) && w.len() == 1 {
                break;
            }
            words.push(w.to_string());
            self.at += 1;
        }
        if words.is_empty() {
            return Err(self.unexpected("a province"));
        }
        let mut coast = None;
        match self.peek() {
            Some(Tok::Open) => {
                if let Some(c) = self.peek_word(1).and_then(Coast::parse)
                    && self.toks.get(self.at + 2) == Some(&Tok::Close)
                {
                    coast = Some(c);
                    self.at += 3;
                }
            }
            Some(Tok::Slash) => {
                if let Some(c) = self.peek_word(1).and_then(Coast::parse) {
                    coast = Some(c);
                    self.at += 2;
                }
            }
            _ => {}
        }
        Ok(PlaceText {
            name: words.join(" "),
            coast,
        })
    }

    /// Pieces joined by `&`/`and`, then the place: `1 A & 1 F Naf`.
    fn subject(&mut self) -> Result<SubjectText, StackSyntaxError> {
        let mut pieces = vec![self.piece()?];
        while matches!(self.peek(), Some(Tok::Amp)) || self.next_is(&["and"]) {
            self.at += 1;
            pieces.push(self.piece()?);
        }
        let place = self.place()?;
        Ok(SubjectText { pieces, place })
    }

    fn dash(&mut self) -> bool {
        if matches!(self.peek(), Some(Tok::Dash)) || self.next_is(MOVE) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn via_convoy(&mut self) -> bool {
        if self.next_is(&["via", "by"])
            && self
                .peek_word(1)
                .is_some_and(|w| CONVOY.contains(&w.to_ascii_lowercase().as_str()))
        {
            self.at += 2;
            return true;
        }
        false
    }

    fn order(&mut self) -> Result<StackOrderText, StackSyntaxError> {
        if self.toks.is_empty() {
            return Err(StackSyntaxError::Empty);
        }
        let mut power = None;
        if let (Some(Tok::Word(w)), Some(Tok::Colon)) = (self.toks.first(), self.toks.get(1)) {
            power = Some(w.clone());
            self.at = 2;
        }
        let mut leading = None;
        if self.toks.len() > self.at + 1 {
            if self.next_is(BUILD) {
                leading = Some(ActionText::Build);
            } else if self.next_is(REMOVE) {
                leading = Some(ActionText::Remove);
            } else if self.next_is(DISBAND) {
                leading = Some(ActionText::Disband);
            }
        }
        if leading.is_some() {
            self.at += 1;
        }
        let subject = self.subject()?;
        if subject.pieces.len() != 1 {
            return Err(StackSyntaxError::Unexpected {
                found: "&".into(),
                expected: "a single unit type for the ordered units",
            });
        }
        let action = match leading {
            Some(a) => a,
            None => self.action()?,
        };
        let mut supported_by = Vec::new();
        if matches!(action, ActionText::Hold | ActionText::Move { .. }) {
            while self.next_is(SUPPORT) && self.next_is_by_at(1) {
                self.at += 2;
                supported_by.push(self.subject()?);
                while matches!(self.peek(), Some(Tok::Amp)) {
                    self.at += 1;
                    supported_by.push(self.subject()?);
                }
            }
        }
        if let Some(t) = self.peek() {
            return Err(StackSyntaxError::Trailing(show(t)));
        }
        Ok(StackOrderText {
            power,
            subject,
            action,
            supported_by,
        })
    }

    fn next_is_by_at(&self, k: usize) -> bool {
        self.peek_word(k)
            .is_some_and(|w| w.eq_ignore_ascii_case("by"))
    }

    fn action(&mut self) -> Result<ActionText, StackSyntaxError> {
        if self.peek().is_none() || self.next_is(HOLD) {
            if self.peek().is_some() {
                self.at += 1;
            }
            return Ok(ActionText::Hold);
        }
        if self.next_is(SUPPORT) && self.next_is_by_at(1) {
            return Ok(ActionText::Hold);
        }
        if self.dash() {
            let to = self.place()?;
            let via_convoy = self.via_convoy();
            return Ok(ActionText::Move { to, via_convoy });
        }
        if self.next_is(SUPPORT) {
            self.at += 1;
            let target = self.subject()?;
            let to = if self.dash() {
                Some(self.place()?)
            } else {
                None
            };
            return Ok(ActionText::Support { target, to });
        }
        if self.next_is(CONVOY) {
            self.at += 1;
            let target = self.subject()?;
            if !self.dash() {
                return Err(self.unexpected("`-` and the convoy's destination"));
            }
            let to = self.place()?;
            return Ok(ActionText::Convoy { target, to });
        }
        if self.next_is(DISBAND) {
            self.at += 1;
            return Ok(ActionText::Disband);
        }
        if self.next_is(BUILD) {
            self.at += 1;
            return Ok(ActionText::Build);
        }
        if self.next_is(REMOVE) {
            self.at += 1;
            return Ok(ActionText::Remove);
        }
        Err(self.unexpected("stands, `-`, sup, convoys, disband, build or remove"))
    }
}

/// Reads one counted order (`2 A Swi-Mun sup by 1 A Swi`, `E: 3 F Nth sup F Lon`).
pub fn parse_stack_syntax(text: &str) -> Result<StackOrderText, StackSyntaxError> {
    let toks = tokenize(text)?;
    Parser { toks, at: 0 }.order()
}

/// Splits a published line into its orders: `E: F Lon stands; 2 F Nth sup F Lon` gives each
/// order with the line's power prefix carried to every part.
pub fn split_line(line: &str) -> Vec<String> {
    let (prefix, rest) = match line.split_once(':') {
        Some((p, r)) if !p.trim().is_empty() && p.trim().chars().all(char::is_alphabetic) => {
            (Some(p.trim()), r)
        }
        _ => (None, line),
    };
    rest.split([';', ','])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| match prefix {
            Some(p) => format!("{p}: {s}"),
            None => s.to_string(),
        })
        .collect()
}
