//! Splitting order text into tokens, for the rulebook's notation and counted orders alike.

use super::syntax::{SyntaxError, SyntaxProblem};

/// One token of order text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Tok {
    Word(String),
    /// A number of units (`3 F Eng-Bre`), never zero.
    Num(u32),
    Dash,
    Open,
    Close,
    Slash,
    Colon,
    /// `&` or `+` joining the parts of a description of units (`1 A & 1 F Naf`).
    Amp,
}

impl Tok {
    /// The token as the player wrote it, for error messages.
    pub(super) fn shown(&self) -> String {
        match self {
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
}

/// Hyphenated words that are names, not moves.
const COMPOUNDS: &[&str] = &["mid-atlantic", "austria-hungary", "north-atlantic", "a-h"];

/// Splits text into tokens; each comes with the character column where it starts.
/// A number that is no usable count of units (`0`) is refused.
pub(super) fn tokenize(text: &str) -> Result<Vec<(Tok, usize)>, SyntaxError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out: Vec<(Tok, usize)> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        if c.is_alphanumeric() || c == '\'' || c == '’' || c == '.' {
            let mut w = String::new();
            while i < chars.len()
                && (chars[i].is_alphanumeric() || matches!(chars[i], '\'' | '’' | '.'))
            {
                w.push(chars[i]);
                i += 1;
            }
            // A hyphen joining a known compound name stays part of the word.
            if i < chars.len() && chars[i] == '-' {
                let rest: String = chars[i..]
                    .iter()
                    .take(20)
                    .collect::<String>()
                    .to_lowercase();
                let lw = w.to_lowercase();
                if let Some(comp) = COMPOUNDS.iter().find(|comp| {
                    comp.starts_with(&format!("{lw}-")) && rest.starts_with(&comp[lw.len()..])
                }) {
                    let extra = comp.len() - lw.len();
                    w.extend(chars[i..i + extra].iter());
                    i += extra;
                }
            }
            let trimmed = w.trim_matches('.');
            if trimmed.is_empty() {
                continue;
            }
            if trimmed.chars().all(|c| c.is_ascii_digit()) {
                match trimmed.parse::<u32>() {
                    Ok(n) if n > 0 => out.push((Tok::Num(n), start)),
                    _ => {
                        return Err(SyntaxError {
                            problem: SyntaxProblem::BadCount(trimmed.to_string()),
                            column: start + 1,
                        });
                    }
                }
            } else {
                out.push((Tok::Word(trimmed.to_string()), start));
            }
            continue;
        }
        i += 1;
        let tok = match c {
            '-' | '—' | '–' | '−' | '>' | '→' => {
                while i < chars.len() && matches!(chars[i], '-' | '—' | '–' | '−' | '>' | '→')
                {
                    i += 1;
                }
                Tok::Dash
            }
            '=' if i < chars.len() && chars[i] == '>' => {
                i += 1;
                Tok::Dash
            }
            '(' | '[' => Tok::Open,
            ')' | ']' => Tok::Close,
            '/' => Tok::Slash,
            ':' => Tok::Colon,
            '&' | '+' => Tok::Amp,
            _ => continue,
        };
        out.push((tok, start));
    }
    Ok(split_glued_keywords(out))
}

/// `F(NTH)cA(Yor)-Nwy`: a glued `cA`/`sF` before a parenthesis is two words.
fn split_glued_keywords(tokens: Vec<(Tok, usize)>) -> Vec<(Tok, usize)> {
    let mut out = Vec::with_capacity(tokens.len());
    for (k, (tok, col)) in tokens.iter().enumerate() {
        if let Tok::Word(w) = tok {
            let b = w.as_bytes();
            let next_open = matches!(tokens.get(k + 1), Some((Tok::Open, _)));
            if b.len() == 2
                && next_open
                && matches!(b[0], b's' | b'S' | b'c' | b'C')
                && matches!(b[1], b'A' | b'F' | b'a' | b'f')
            {
                out.push((Tok::Word(w[..1].to_string()), *col));
                out.push((Tok::Word(w[1..].to_string()), col + 1));
                continue;
            }
        }
        out.push((tok.clone(), *col));
    }
    out
}
