//! Running a test case against the engine and comparing the result with the expectation.

use super::parse::{TestCase, UnitLine};
use super::past::{attackers_of, past_moves, standoffs};
use super::stacked::{
    StackedCase, prepare_stacked, retreating, tally, verdict_differences, verdicts_in_words,
};
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::Rulebook;
use crate::engine::adjudicate::adjudicate_phase;
use crate::engine::ids::{Coast, Location, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::parse_order;
use crate::engine::order::Written;
use crate::engine::position::{Arrival, DislodgedUnit, PhaseKind, Position, Unit};
use crate::engine::rules::Rules;

/// A case resolved against a map, ready to adjudicate (possibly many times).
#[derive(Debug, Clone)]
pub struct PreparedCase {
    pub name: String,
    pub position: Position,
    pub orders: Vec<Written>,
    /// Orders the notation stage refused, with why (they count as not given).
    pub refused: Vec<String>,
    /// Expected units, described (`England: F nth`; counted, `England: 3 F nth`, where
    /// units stack).
    pub expected_units: Vec<String>,
    pub expected_dislodged: Vec<String>,
    /// On boards where units stack: the counted orders and expected verdicts (`orders` is
    /// then empty).
    pub stacked: Option<StackedCase>,
}

/// The outcome of one case.
#[derive(Debug, Clone)]
pub struct CaseReport {
    pub name: String,
    pub passed: bool,
    /// Human-readable differences (empty when passed).
    pub details: Vec<String>,
}

fn location(map: &Map, text: &str, line: usize) -> Result<Location, String> {
    let (name, coast) = match text.split_once('/') {
        Some((n, c)) => (
            n,
            Some(Coast::parse(c).ok_or(format!("line {line}: bad coast `{c}`"))?),
        ),
        None => (text, None),
    };
    let province = map
        .find_province(name.trim())
        .ok_or(format!("line {line}: unknown province `{name}`"))?;
    Ok(Location { province, coast })
}

/// The units of a line: `count` of them, which only boards where units stack allow, and no
/// more than the map's supply centres (a power never keeps more units than it has centres).
fn units(map: &Map, u: &UnitLine) -> Result<Vec<Unit>, String> {
    if u.count > 1 && !Rulebook::of(map).units_stack() {
        return Err(format!(
            "line {}: {} units in one place, but units do not stack on the `{}` map",
            u.line, u.count, map.name
        ));
    }
    let centres = map.centres().count();
    if u.count as usize > centres {
        return Err(format!(
            "line {}: {} units in one place, more than the {centres} supply centres of the `{}` map",
            u.line, u.count, map.name
        ));
    }
    Ok(vec![unit(map, u)?; u.count as usize])
}

fn unit(map: &Map, u: &UnitLine) -> Result<Unit, String> {
    let power = map
        .find_power(&u.power)
        .ok_or(format!("line {}: unknown power `{}`", u.line, u.power))?;
    let mut loc = location(map, &u.place, u.line)?;
    if u.kind == UnitKind::Army {
        loc.coast = None;
    }
    if !map.valid_location(u.kind, loc) {
        return Err(format!(
            "line {}: a {} cannot stand at `{}`",
            u.line,
            u.kind.name(),
            u.place
        ));
    }
    Ok(Unit {
        power,
        kind: u.kind,
        loc,
    })
}

fn describe(map: &Map, u: &Unit) -> String {
    format!(
        "{}: {} {}",
        map.power(u.power).name,
        u.kind.letter(),
        map.location_id(u.loc)
    )
}

/// The case's orders in the ordinary notation; refused ones are noted in `refused`.
fn read_orders(
    map: &Map,
    case: &TestCase,
    position: &Position,
    refused: &mut Vec<String>,
) -> Vec<Written> {
    let mut orders = Vec::new();
    for o in &case.orders {
        let Some(power) = map.find_power(&o.power) else {
            refused.push(format!("line {}: unknown power `{}`", o.line, o.power));
            continue;
        };
        match parse_order(map, position, Some(power), &o.text) {
            Ok(w) => orders.push(w),
            Err(e) => refused.push(format!("line {}: `{}`: {e}", o.line, o.text)),
        }
    }
    orders
}

/// Resolves a parsed case against a map.
pub fn prepare_case(map: &Map, case: &TestCase) -> Result<PreparedCase, String> {
    if !case.variant.eq_ignore_ascii_case(&map.name) {
        return Err(format!(
            "case {} is for the `{}` map, not `{}`",
            case.name, case.variant, map.name
        ));
    }
    let position = case_position(map, case)?;
    let mut refused = Vec::new();
    let (orders, stacked) = if Rulebook::of(map).orders_part_of_stacks() {
        let stacked = prepare_stacked(map, case, &position, &mut refused)?;
        (Vec::new(), Some(stacked))
    } else {
        if let Some(v) = case.verdicts.first() {
            return Err(format!(
                "line {}: POSTSTATE_RESULTS is read only on maps where units stack",
                v.order.line
            ));
        }
        (read_orders(map, case, &position, &mut refused), None)
    };
    let describe_all = |lines: &[UnitLine]| -> Result<Vec<String>, String> {
        let mut list = Vec::new();
        for u in lines {
            list.extend(units(map, u)?);
        }
        Ok(describe_units(map, &list))
    };
    let expected_units = match (&case.poststate, case.same) {
        (Some(post), _) => describe_all(post)?,
        (None, true) => describe_units(map, &position.units),
        (None, false) => return Err(format!("case {} has no POSTSTATE", case.name)),
    };
    let expected_dislodged = describe_all(&case.post_dislodged)?;
    Ok(PreparedCase {
        name: case.name.clone(),
        position,
        orders,
        refused,
        expected_units,
        expected_dislodged,
        stacked,
    })
}

/// The board a case starts from: phase, centre owners (the home centres when the case gives
/// none), units, arrivals, and in a retreat phase the dislodged units with their attackers
/// and the stand-offs, as PRESTATE_RESULTS tells them.
pub fn case_position(map: &Map, case: &TestCase) -> Result<Position, String> {
    let mut position = match &case.owners {
        Some(_) => Position::empty(map, case.phase),
        None => {
            let mut p = Position::initial(map);
            p.units.clear();
            p.phase = case.phase;
            p
        }
    };
    if let Some(owners) = &case.owners {
        for o in owners {
            let power = map
                .find_power(&o.power)
                .ok_or(format!("line {}: unknown power `{}`", o.line, o.power))?;
            let loc = location(map, &o.place, o.line)?;
            position.owners[loc.province.index()] = Some(power);
        }
    }
    for u in &case.prestate {
        position.units.extend(units(map, u)?);
    }
    for a in &case.arrivals {
        position.arrivals.push(Arrival {
            province: location(map, &a.place, a.line)?.province,
            from: location(map, &a.from, a.line)?.province,
            phase: a.phase,
        });
    }
    if case.phase.kind == PhaseKind::Retreat {
        let moves = past_moves(map, case);
        for d in &case.dislodged {
            for u in units(map, d)? {
                let by = attackers_of(&moves, u.loc.province);
                let first = by.first().ok_or(format!(
                    "line {}: no successful move into the dislodged unit's province",
                    d.line
                ))?;
                position.dislodged.push(DislodgedUnit {
                    unit: u,
                    attacker_from: first.from,
                    by_convoy: first.convoyed,
                    also_from: by.iter().skip(1).map(|m| m.from).collect(),
                });
            }
        }
        position.standoffs = standoffs(&moves, &position);
    }
    Ok(position)
}

/// Units described for comparison, sorted: one line each (`England: F nth`), or where
/// units stack one line per power, kind and province (`England: 3 F nth`).
fn describe_units(map: &Map, units: &[Unit]) -> Vec<String> {
    if Rulebook::of(map).units_stack() {
        return tally(map, units);
    }
    let mut out: Vec<String> = units.iter().map(|u| describe(map, u)).collect();
    out.sort();
    out
}

/// What the engine made of a case.
struct Run {
    units: Vec<Unit>,
    /// After a movement phase, the dislodged units (where units stack, those with somewhere
    /// to retreat).
    dislodged: Vec<Unit>,
    /// Where units stack: each order's verdict in words.
    verdicts: Vec<String>,
}

/// Adjudicates a prepared case the way the game adjudicates a phase.
fn run(map: &Map, case: &PreparedCase, rules: &Rules) -> Run {
    let (position, orders) = match &case.stacked {
        Some(stacked) => (&stacked.position, &stacked.orders),
        None => (&case.position, &case.orders),
    };
    let (result, next) = adjudicate_phase(Board::new(map, position, rules), orders);
    let moved = position.phase.kind == PhaseKind::Movement;
    let (dislodged, verdicts) = match (&case.stacked, moved) {
        (Some(_), true) => (
            retreating(map, &next, rules),
            verdicts_in_words(map, &result),
        ),
        (Some(_), false) => (Vec::new(), verdicts_in_words(map, &result)),
        (None, true) => (next.dislodged.iter().map(|d| d.unit).collect(), Vec::new()),
        (None, false) => (Vec::new(), Vec::new()),
    };
    Run {
        units: next.units,
        dislodged,
        verdicts,
    }
}

/// Adjudicates a prepared case; returns the units and dislodged units afterwards.
pub fn adjudicate_case(map: &Map, case: &PreparedCase, rules: &Rules) -> (Vec<Unit>, Vec<Unit>) {
    let run = run(map, case, rules);
    (run.units, run.dislodged)
}

fn differences(what: &str, expected: &[String], actual: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest: Vec<&String> = actual.iter().collect();
    for e in expected {
        match rest.iter().position(|a| *a == e) {
            Some(k) => {
                rest.remove(k);
            }
            None => out.push(format!("{what}: expected {e}, missing")),
        }
    }
    for a in rest {
        out.push(format!("{what}: unexpected {a}"));
    }
    out
}

/// Runs one prepared case and compares.
pub fn run_case(map: &Map, case: &PreparedCase, rules: &Rules) -> CaseReport {
    let Run {
        units,
        dislodged,
        verdicts,
    } = run(map, case, rules);
    let verdicts = match &case.stacked {
        Some(stacked) => verdict_differences(stacked, &verdicts),
        None => Vec::new(),
    };
    let mut details = differences("board", &case.expected_units, &describe_units(map, &units));
    details.extend(differences(
        "dislodged",
        &case.expected_dislodged,
        &describe_units(map, &dislodged),
    ));
    details.extend(verdicts);
    if !details.is_empty() {
        for r in &case.refused {
            details.push(format!("refused order {r}"));
        }
    }
    CaseReport {
        name: case.name.clone(),
        passed: details.is_empty(),
        details,
    }
}
