//! Splitting order text into tokens.

/// One token of order text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Tok {
    Word(String),
    Dash,
    Open,
    Close,
    Slash,
    Colon,
}

/// Hyphenated words that are names, not moves.
const COMPOUNDS: &[&str] = &["mid-atlantic", "austria-hungary", "north-atlantic", "a-h"];

/// Splits text into tokens; each comes with the character column where it starts.
pub(super) fn tokenize(text: &str) -> Vec<(Tok, usize)> {
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
            out.push((Tok::Word(trimmed.to_string()), start));
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
            _ => continue,
        };
        out.push((tok, start));
    }
    split_glued_keywords(out)
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
