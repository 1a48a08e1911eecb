//! Set-up commands typed as text, one a line, in the words of the test files, so a
//! position can be typed or pasted as well as clicked:
//!
//! ```text
//! start opening                 # or: start empty · clear units
//! phase Fall 1901, Retreat      # season, year, kind (Autumn = Fall)
//! England: F stp/nc             # place a unit (a count before the letter where units stack)
//! remove stp                    # or: remove 2 F nth
//! owner stp England             # or: owner stp none
//! dislodged Russia: A war from sil   # add `by convoy` when it came by sea
//! standoff gal
//! ```

use super::setup::{SetupCommand, Start};
use crate::engine::ids::{Coast, Location, UnitKind};
use crate::engine::map::Map;
use crate::engine::testfile::parse_phase;

/// Reads one line into a set-up command, or says what is wrong with it.
pub fn parse_setup_line(map: &Map, line: &str) -> Result<SetupCommand, String> {
    let line = line.split('#').next().unwrap_or("").trim();
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w.to_ascii_lowercase(), r.trim()),
        None => (line.to_ascii_lowercase(), ""),
    };
    match word.as_str() {
        "" => Err("an empty line is no command".into()),
        "start" => match rest.to_ascii_lowercase().as_str() {
            "opening" => Ok(SetupCommand::Start(Start::Opening)),
            "empty" => Ok(SetupCommand::Start(Start::Empty)),
            _ => Err(format!(
                "`start {rest}`: say `start opening` or `start empty`"
            )),
        },
        "clear" => Ok(SetupCommand::ClearUnits),
        "phase" => parse_phase(rest)
            .map(SetupCommand::SetPhase)
            .ok_or_else(|| format!("`{rest}` is not a phase: write e.g. `Fall 1901, Retreat`")),
        "remove" => remove(map, rest),
        "owner" => owner(map, rest),
        "standoff" => Ok(SetupCommand::Standoff {
            at: province(map, rest)?,
        }),
        "dislodged" => dislodged(map, rest),
        _ => place(map, line),
    }
}

fn province(map: &Map, name: &str) -> Result<crate::engine::ids::ProvinceId, String> {
    map.find_province(name.trim())
        .ok_or_else(|| format!("`{}` is not a province on this board", name.trim()))
}

/// `stp/nc`, `lon`.
fn location(map: &Map, text: &str) -> Result<Location, String> {
    let (name, coast) = match text.split_once('/') {
        Some((n, c)) => {
            let coast = Coast::parse(c).ok_or_else(|| format!("`{c}` is not a coast"))?;
            (n, Some(coast))
        }
        None => (text, None),
    };
    Ok(Location {
        province: province(map, name)?,
        coast,
    })
}

/// `[count] A|F place`, the count 1 when not written.
fn unit(map: &Map, text: &str) -> Result<(u32, UnitKind, Location), String> {
    let mut words = text.split_whitespace().peekable();
    let count = match words.peek() {
        Some(w) if w.chars().all(|c| c.is_ascii_digit()) => {
            let n = w.parse().map_err(|_| format!("`{w}` is not a count"))?;
            words.next();
            n
        }
        _ => 1,
    };
    let kind = match words.next().map(str::to_ascii_uppercase).as_deref() {
        Some("A") => UnitKind::Army,
        Some("F") => UnitKind::Fleet,
        _ => return Err(format!("`{text}`: write `A place` or `F place`")),
    };
    let place: Vec<&str> = words.collect();
    if place.is_empty() {
        return Err("say where the unit stands".into());
    }
    Ok((count, kind, location(map, &place.join(" "))?))
}

/// `England: F stp/nc`.
fn place(map: &Map, line: &str) -> Result<SetupCommand, String> {
    let (name, rest) = line
        .split_once(':')
        .ok_or_else(|| format!("`{line}` is not a set-up command"))?;
    let power = map
        .find_power(name.trim())
        .ok_or_else(|| format!("`{}` is not a power on this board", name.trim()))?;
    let (count, kind, at) = unit(map, rest)?;
    Ok(SetupCommand::Place {
        power,
        kind,
        at,
        count,
    })
}

/// `stp`, `2 F nth`.
fn remove(map: &Map, rest: &str) -> Result<SetupCommand, String> {
    if rest.split_whitespace().count() == 1 {
        return Ok(SetupCommand::Remove {
            at: province(map, rest)?,
            kind: None,
            count: 1,
        });
    }
    let (count, kind, at) = unit(map, rest)?;
    Ok(SetupCommand::Remove {
        at: at.province,
        kind: Some(kind),
        count,
    })
}

/// `stp England`, `stp none`.
fn owner(map: &Map, rest: &str) -> Result<SetupCommand, String> {
    let (centre, who) = rest
        .split_once(char::is_whitespace)
        .ok_or("write `owner CENTRE POWER` or `owner CENTRE none`")?;
    let owner = match who.trim().to_ascii_lowercase().as_str() {
        "none" | "nobody" | "neutral" | "-" => None,
        name => Some(
            map.find_power(name)
                .ok_or_else(|| format!("`{}` is not a power on this board", who.trim()))?,
        ),
    };
    Ok(SetupCommand::SetOwner {
        centre: province(map, centre)?,
        owner,
    })
}

/// `Russia: A war from sil [by convoy]`.
fn dislodged(map: &Map, rest: &str) -> Result<SetupCommand, String> {
    let Some(SetupCommand::Place {
        power,
        kind,
        at,
        count,
    }) = rest
        .split_once(" from ")
        .map(|(unit, _)| place(map, unit))
        .transpose()?
    else {
        return Err("write `dislodged Power: A place from place`".into());
    };
    let from = rest.split_once(" from ").map_or("", |(_, f)| f.trim());
    let (from, by_convoy) = match from.strip_suffix("by convoy") {
        Some(f) => (f.trim(), true),
        None => (from, false),
    };
    Ok(SetupCommand::Dislodge {
        power,
        kind,
        at,
        attacker_from: province(map, from)?,
        by_convoy,
        also_from: Vec::new(),
        count,
    })
}

/// The line that reads back as `command` (what a click on the board writes into the
/// set-up box), or `None` for the few commands with no typed form (arrivals, a unit
/// dislodged by several attackers).
pub fn setup_line(map: &Map, command: &SetupCommand) -> Option<String> {
    let id = |p: crate::engine::ids::ProvinceId| map.province(p).id.clone();
    let at = |l: Location| match l.coast {
        Some(c) => format!("{}/{}", id(l.province), c.code()),
        None => id(l.province),
    };
    let counted = |n: u32, kind: UnitKind| match n {
        1 => kind.letter().to_string(),
        n => format!("{n} {}", kind.letter()),
    };
    let power = |p: crate::engine::ids::PowerId| map.power(p).name.clone();
    Some(match command {
        SetupCommand::Start(Start::Opening) => "start opening".into(),
        SetupCommand::Start(Start::Empty) => "start empty".into(),
        SetupCommand::ClearUnits => "clear units".into(),
        SetupCommand::Place {
            power: p,
            kind,
            at: l,
            count,
        } => format!("{}: {} {}", power(*p), counted(*count, *kind), at(*l)),
        SetupCommand::Remove {
            at: p,
            kind: None,
            count: 1,
        } => format!("remove {}", id(*p)),
        SetupCommand::Remove {
            at: p,
            kind: Some(kind),
            count,
        } => format!("remove {} {}", counted(*count, *kind), id(*p)),
        SetupCommand::SetOwner { centre, owner } => format!(
            "owner {} {}",
            id(*centre),
            owner.map_or("none".into(), power)
        ),
        SetupCommand::SetPhase(phase) => {
            format!("phase {}", crate::engine::testfile::phase_text(*phase))
        }
        SetupCommand::Dislodge {
            power: p,
            kind,
            at: l,
            attacker_from,
            by_convoy,
            also_from,
            count,
        } if also_from.is_empty() => format!(
            "dislodged {}: {} {} from {}{}",
            power(*p),
            counted(*count, *kind),
            at(*l),
            id(*attacker_from),
            if *by_convoy { " by convoy" } else { "" }
        ),
        SetupCommand::Standoff { at: p } => format!("standoff {}", id(*p)),
        SetupCommand::Remove { kind: None, .. }
        | SetupCommand::Dislodge { .. }
        | SetupCommand::Arrival { .. } => return None,
    })
}
