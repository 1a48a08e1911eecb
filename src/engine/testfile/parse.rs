//! Reading a jDip-format test file into cases (no map needed).

use crate::engine::ids::UnitKind;
use crate::engine::position::{Phase, PhaseKind, Season};

/// A unit line: `England: F nth`, or on a board where units stack `England: 3 F nth`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitLine {
    pub power: String,
    /// How many such units stand there (1 when no number is written).
    pub count: u32,
    pub kind: UnitKind,
    /// `stp/sc`, `lon`.
    pub place: String,
    pub line: usize,
}

/// A line with a power and free text: an order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseLine {
    pub power: String,
    pub text: String,
    pub line: usize,
}

/// A `SUCCESS:`/`FAILURE:` line of PRESTATE_RESULTS.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultLine {
    pub success: bool,
    pub order: CaseLine,
}

/// A POSTSTATE_RESULTS line: `England: 3 F nth S F lon => 2 supported; 1 cut`, the
/// expected verdicts of the parts of the order written so in ORDERS.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerdictLine {
    pub order: CaseLine,
    /// The text after `=>`.
    pub verdict: String,
}

/// A PRESTATE_ARRIVALS line: `tyr from mun in Spring 1891, Movement` (the unit now in
/// `place` moved there from `from` in that phase).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArrivalLine {
    pub place: String,
    pub from: String,
    pub phase: Phase,
    pub line: usize,
}

/// One CASE ... END block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestCase {
    pub name: String,
    pub line: usize,
    /// The map the case is for (`VARIANT_ALL` before it; `standard` when absent).
    pub variant: String,
    /// Where units came from, for rules that remember it (mountain passes, escorted coasts).
    pub arrivals: Vec<ArrivalLine>,
    pub phase: Phase,
    /// Complete list of owned centres, when given.
    pub owners: Option<Vec<UnitLine>>,
    pub prestate: Vec<UnitLine>,
    pub dislodged: Vec<UnitLine>,
    pub results: Vec<ResultLine>,
    pub orders: Vec<CaseLine>,
    /// Expected units after; `None` with `same` means unchanged.
    pub poststate: Option<Vec<UnitLine>>,
    pub post_dislodged: Vec<UnitLine>,
    pub same: bool,
    /// Expected verdicts of single orders (boards where units stack).
    pub verdicts: Vec<VerdictLine>,
}

/// A file that cannot be read, with the line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct ParseError {
    pub line: usize,
    pub message: String,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    None,
    Owners,
    Pre,
    PreDislodged,
    Results,
    Orders,
    Post,
    PostDislodged,
    PostResults,
    Arrivals,
}

/// Parses a whole test file.
pub fn parse_test_file(text: &str) -> Result<Vec<TestCase>, ParseError> {
    let mut cases = Vec::new();
    let mut current: Option<TestCase> = None;
    let mut section = Section::None;
    let mut variant = "standard".to_string();
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let err = |message: String| ParseError { line, message };
        let (word, rest) = match content.split_once(char::is_whitespace) {
            Some((w, r)) => (w, r.trim()),
            None => (content, ""),
        };
        match word {
            "VARIANT_ALL" => {
                if rest.is_empty() || rest.contains(char::is_whitespace) {
                    return Err(err(format!("expected one map name, got `{rest}`")));
                }
                variant = rest.to_ascii_lowercase();
                continue;
            }
            "CASE" => {
                if current.is_some() {
                    return Err(err("CASE before the previous case's END".into()));
                }
                current = Some(new_case(rest, line, &variant));
                section = Section::None;
                continue;
            }
            "END" => {
                let case = current
                    .take()
                    .ok_or_else(|| err("END without CASE".into()))?;
                cases.push(case);
                section = Section::None;
                continue;
            }
            _ => {}
        }
        let case = current
            .as_mut()
            .ok_or_else(|| err(format!("`{content}` outside a CASE")))?;
        match section_keyword(word, rest, case).map_err(err)? {
            Some(next) => section = next,
            None => section_line(section, case, content, line)?,
        }
    }
    if let Some(case) = current {
        return Err(ParseError {
            line: case.line,
            message: format!("CASE {} has no END", case.name),
        });
    }
    Ok(cases)
}

/// An empty case named `name` (from `CASE name` on `line`) for the map `variant`, in
/// Spring 1901's movement phase until told otherwise.
fn new_case(name: &str, line: usize, variant: &str) -> TestCase {
    TestCase {
        name: name.to_string(),
        line,
        variant: variant.to_string(),
        arrivals: Vec::new(),
        phase: Phase {
            year: 1901,
            season: Season::Spring,
            kind: PhaseKind::Movement,
        },
        owners: None,
        prestate: Vec::new(),
        dislodged: Vec::new(),
        results: Vec::new(),
        orders: Vec::new(),
        poststate: None,
        post_dislodged: Vec::new(),
        same: false,
        verdicts: Vec::new(),
    }
}

/// A keyword within a case (`PRESTATE`, `ORDERS`, `POSTSTATE_SAME`...), with what it
/// gives (`rest`) put into `case`: the section the lines after it are in. `None` when
/// `word` is no keyword (the line belongs to the section it is in).
fn section_keyword(word: &str, rest: &str, case: &mut TestCase) -> Result<Option<Section>, String> {
    Ok(Some(match word {
        "PRESTATE_SETPHASE" => {
            case.phase = parse_phase(rest).ok_or_else(|| format!("bad phase `{rest}`"))?;
            Section::None
        }
        "PRESTATE_SUPPLYCENTER_OWNERS" => {
            case.owners = Some(Vec::new());
            Section::Owners
        }
        "PRESTATE" => Section::Pre,
        "PRESTATE_ARRIVALS" => Section::Arrivals,
        "PRESTATE_DISLODGED" => Section::PreDislodged,
        "PRESTATE_RESULTS" => Section::Results,
        "ORDERS" => Section::Orders,
        "POSTSTATE" => {
            case.poststate = Some(Vec::new());
            Section::Post
        }
        "POSTSTATE_DISLODGED" => Section::PostDislodged,
        "POSTSTATE_RESULTS" => Section::PostResults,
        "POSTSTATE_SAME" => {
            case.same = true;
            Section::None
        }
        _ => return Ok(None),
    }))
}

/// A line of `section` (`content`, on `line`) read into `case`.
fn section_line(
    section: Section,
    case: &mut TestCase,
    content: &str,
    line: usize,
) -> Result<(), ParseError> {
    match section {
        Section::None => {
            return Err(ParseError {
                line,
                message: format!("`{content}` is not a keyword"),
            });
        }
        Section::Owners => case
            .owners
            .get_or_insert_with(Vec::new)
            .push(unit_line(content, line)?),
        Section::Pre => case.prestate.push(unit_line(content, line)?),
        Section::PreDislodged => case.dislodged.push(unit_line(content, line)?),
        Section::Post => case
            .poststate
            .get_or_insert_with(Vec::new)
            .push(unit_line(content, line)?),
        Section::PostDislodged => case.post_dislodged.push(unit_line(content, line)?),
        Section::Arrivals => case.arrivals.push(arrival_line(content, line)?),
        Section::Orders => case.orders.push(case_line(content, line)?),
        Section::PostResults => case.verdicts.push(verdict_line(content, line)?),
        Section::Results => case.results.push(result_line(content, line)?),
    }
    Ok(())
}

/// `SUCCESS: England: F nth - lon`, `FAILURE: ...`.
fn result_line(content: &str, line: usize) -> Result<ResultLine, ParseError> {
    let err = |message: String| ParseError { line, message };
    let (verdict, order) = content
        .split_once(':')
        .ok_or_else(|| err("expected SUCCESS: or FAILURE:".into()))?;
    let success = match verdict.trim().to_ascii_uppercase().as_str() {
        "SUCCESS" => true,
        "FAILURE" => false,
        other => {
            return Err(err(format!("expected SUCCESS or FAILURE, not `{other}`")));
        }
    };
    Ok(ResultLine {
        success,
        order: case_line(order.trim(), line)?,
    })
}

/// `tyr from mun in Spring 1891, Movement`.
fn arrival_line(content: &str, line: usize) -> Result<ArrivalLine, ParseError> {
    let err = || ParseError {
        line,
        message: format!("expected `place from place in Spring 1891, Movement`, got `{content}`"),
    };
    let words: Vec<&str> = content.splitn(5, char::is_whitespace).collect();
    match words.as_slice() {
        [place, from_kw, from, in_kw, phase]
            if from_kw.eq_ignore_ascii_case("from") && in_kw.eq_ignore_ascii_case("in") =>
        {
            Ok(ArrivalLine {
                place: place.to_string(),
                from: from.to_string(),
                phase: parse_phase(phase).ok_or_else(err)?,
                line,
            })
        }
        _ => Err(err()),
    }
}

/// `Spring 1901, Movement`, `Fall 1901, Adjustment` (Autumn = Fall); with four seasons,
/// `Summer 1891, Retreat` (Spring's retreats) and `Winter 1891, Retreat` or `Adjustment`.
pub fn parse_phase(text: &str) -> Option<Phase> {
    let words: Vec<String> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .map(|w| w.to_ascii_lowercase())
        .collect();
    if words.len() != 3 {
        return None;
    }
    let year = words[1].parse().ok()?;
    let kind = match words[2].as_str() {
        "movement" => PhaseKind::Movement,
        "retreat" | "retreats" => PhaseKind::Retreat,
        "adjustment" | "adjustments" | "build" | "builds" => PhaseKind::Adjustment,
        _ => return None,
    };
    let season = match (words[0].as_str(), kind) {
        ("spring", _) => Season::Spring,
        ("fall" | "autumn", _) => Season::Autumn,
        ("summer", PhaseKind::Retreat) => Season::Spring,
        ("winter", PhaseKind::Retreat | PhaseKind::Adjustment) => Season::Autumn,
        _ => return None,
    };
    Some(Phase { year, season, kind })
}

fn case_line(content: &str, line: usize) -> Result<CaseLine, ParseError> {
    let (power, text) = content.split_once(':').ok_or_else(|| ParseError {
        line,
        message: format!("expected `Power: ...`, got `{content}`"),
    })?;
    Ok(CaseLine {
        power: power.trim().to_string(),
        text: text.trim().to_string(),
        line,
    })
}

/// `England: 3 F nth S F lon => 2 supported; 1 cut`.
fn verdict_line(content: &str, line: usize) -> Result<VerdictLine, ParseError> {
    let (order, verdict) = content.split_once("=>").ok_or_else(|| ParseError {
        line,
        message: format!("expected `Power: order => verdicts`, got `{content}`"),
    })?;
    let verdict = verdict.trim();
    if verdict.is_empty() {
        return Err(ParseError {
            line,
            message: "no verdict after `=>`".into(),
        });
    }
    Ok(VerdictLine {
        order: case_line(order.trim(), line)?,
        verdict: verdict.to_string(),
    })
}

fn unit_line(content: &str, line: usize) -> Result<UnitLine, ParseError> {
    let l = case_line(content, line)?;
    let mut parts = l.text.split_whitespace().peekable();
    let count = match parts.peek() {
        Some(word) if word.chars().all(|c| c.is_ascii_digit()) => {
            let count = word.parse::<u32>().ok().filter(|n| *n >= 1);
            let count = count.ok_or_else(|| ParseError {
                line,
                message: format!("`{word}` is not a number of units (1 or more)"),
            })?;
            parts.next();
            count
        }
        _ => 1,
    };
    let kind = match parts.next().map(|s| s.to_ascii_uppercase()).as_deref() {
        Some("A") => UnitKind::Army,
        Some("F") => UnitKind::Fleet,
        _ => {
            return Err(ParseError {
                line,
                message: format!("expected `A place` or `F place`, got `{}`", l.text),
            });
        }
    };
    let place = parts.collect::<Vec<_>>().join(" ");
    if place.is_empty() {
        return Err(ParseError {
            line,
            message: "a unit needs a place".into(),
        });
    }
    Ok(UnitLine {
        power: l.power,
        count,
        kind,
        place,
        line,
    })
}
