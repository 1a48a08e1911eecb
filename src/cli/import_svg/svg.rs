//! A small reader for the SVG files of Martin Asal's board: `<path>` tags and their `d` text.

use crate::engine::map::geometry::{Point, bounds};

/// One run of a path: its points, whether `Z` closed it, whether it had curves.
#[derive(Debug, Default)]
pub struct SubPath {
    pub points: Vec<Point>,
    pub closed: bool,
    pub curved: bool,
}

/// What one SVG file holds.
#[derive(Debug, Default)]
pub struct Svg {
    /// Outline pieces and whether each was closed.
    pub outlines: Vec<(Vec<Point>, bool)>,
    /// Water inside the province (`class="sea-region"`).
    pub holes: Vec<Vec<Point>>,
    /// Centre of the supply-centre marker.
    pub dot: Option<Point>,
}

/// The outlines, holes and supply-centre marker of one SVG file.
pub fn parse_svg(text: &str) -> Result<Svg, String> {
    let mut svg = Svg::default();
    for (at, _) in text.match_indices("<path") {
        let line = text[..at].matches('\n').count() + 1;
        let rest = &text[at + "<path".len()..];
        if !rest.starts_with(char::is_whitespace) {
            continue;
        }
        let tag = &rest[..rest
            .find('>')
            .ok_or_else(|| format!("line {line}: unclosed <path"))?];
        let Some(d) = attr(tag, "d") else { continue };
        let sea =
            attr(tag, "class").is_some_and(|c| c.split_whitespace().any(|c| c == "sea-region"));
        for sub in parse_path(d).map_err(|m| format!("line {line}: {m}"))? {
            if sub.curved {
                let b = bounds(std::slice::from_ref(&sub.points));
                svg.dot = Some([(b[0] + b[2]) / 2.0, (b[1] + b[3]) / 2.0]);
            } else if sea {
                svg.holes.push(sub.points);
            } else {
                svg.outlines.push((sub.points, sub.closed));
            }
        }
    }
    if svg.outlines.is_empty() {
        return Err("no province outline (a path of straight lines) in the file".into());
    }
    Ok(svg)
}

/// The value of attribute `name` in a tag's text.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let pattern = format!("{name}=\"");
    let mut from = 0;
    while let Some(i) = tag[from..].find(&pattern) {
        let at = from + i;
        let rest = &tag[at + pattern.len()..];
        if tag[..at].ends_with(char::is_whitespace) {
            return rest.find('"').map(|end| &rest[..end]);
        }
        from = at + pattern.len();
    }
    None
}

enum Token {
    Command(char),
    Number(f32),
}

fn tokens(d: &str) -> Result<Vec<Token>, String> {
    let bytes = d.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i] as char;
        if !c.is_ascii() {
            return Err("a path holds a character that is not ASCII".into());
        } else if c.is_ascii_whitespace() || c == ',' {
            i += 1;
        } else if c.is_ascii_alphabetic() {
            out.push(Token::Command(c));
            i += 1;
        } else if c.is_ascii_digit() || matches!(c, '-' | '+' | '.') {
            let start = i;
            i += 1;
            while i < bytes.len() {
                let c = bytes[i];
                let exponent_sign = matches!(c, b'-' | b'+') && matches!(bytes[i - 1], b'e' | b'E');
                if !(c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'E') || exponent_sign) {
                    break;
                }
                i += 1;
            }
            let text = &d[start..i];
            let value = text
                .parse::<f32>()
                .map_err(|_| format!("`{text}` is not a number"))?;
            out.push(Token::Number(value));
        } else {
            return Err(format!("unexpected `{c}` in a path"));
        }
    }
    Ok(out)
}

/// Parses a path's `d` text: `M L H V C Z`, absolute or relative.
fn parse_path(d: &str) -> Result<Vec<SubPath>, String> {
    let toks = tokens(d)?;
    let mut subs = Vec::new();
    let mut cur = SubPath::default();
    let (mut pen, mut start): (Point, Point) = ([0.0, 0.0], [0.0, 0.0]);
    let mut i = 0;
    while i < toks.len() {
        let Token::Command(c) = toks[i] else {
            return Err("a path starts with a number, not a command".into());
        };
        i += 1;
        let upper = c.to_ascii_uppercase();
        let arity = match upper {
            'M' | 'L' => 2,
            'H' | 'V' => 1,
            'C' => 6,
            'Z' => 0,
            _ => return Err(format!("path command `{c}` is not supported")),
        };
        if arity == 0 {
            pen = start;
            if !cur.points.is_empty() {
                cur.closed = true;
                subs.push(std::mem::take(&mut cur));
            }
            continue;
        }
        let mut first = true;
        loop {
            let mut n = [0.0f32; 6];
            for (k, slot) in n.iter_mut().take(arity).enumerate() {
                match toks.get(i + k) {
                    Some(Token::Number(v)) => *slot = *v,
                    _ => return Err(format!("path command `{c}` needs {arity} numbers")),
                }
            }
            i += arity;
            let off = if c.is_ascii_lowercase() {
                pen
            } else {
                [0.0, 0.0]
            };
            let at = |x: f32, y: f32| [x + off[0], y + off[1]];
            if upper == 'M' && first {
                if !cur.points.is_empty() {
                    subs.push(std::mem::take(&mut cur));
                }
                pen = at(n[0], n[1]);
                start = pen;
            } else {
                if cur.points.is_empty() {
                    cur.points.push(pen);
                }
                pen = match upper {
                    'H' => [n[0] + off[0], pen[1]],
                    'V' => [pen[0], n[0] + off[1]],
                    'C' => {
                        cur.curved = true;
                        cur.points.extend([at(n[0], n[1]), at(n[2], n[3])]);
                        at(n[4], n[5])
                    }
                    _ => at(n[0], n[1]),
                };
            }
            cur.points.push(pen);
            first = false;
            if !matches!(toks.get(i), Some(Token::Number(_))) {
                break;
            }
        }
    }
    if !cur.points.is_empty() {
        subs.push(cur);
    }
    Ok(subs)
}
