//! Running a test case against the engine and comparing the result with the expectation.

use super::parse::{TestCase, UnitLine};
use crate::engine::adjudicate::{
    adjudicate_adjustments, adjudicate_movement, adjudicate_retreats, adjust_orders,
    movement_orders, retreat_orders,
};
use crate::engine::ids::{Coast, Location, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::parse_order;
use crate::engine::notation::syntax::{BodySyntax, OrderSyntax, parse_syntax};
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
    pub expected_units: Vec<String>,
    pub expected_dislodged: Vec<String>,
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

/// A move read from PRESTATE_RESULTS: origin, destination, success, by convoy.
struct PastMove {
    from: ProvinceId,
    to: ProvinceId,
    success: bool,
    convoyed: bool,
}

fn past_moves(map: &Map, case: &TestCase) -> Vec<PastMove> {
    let mut moves = Vec::new();
    let mut convoys: Vec<(ProvinceId, ProvinceId, bool)> = Vec::new();
    for r in &case.results {
        let Ok(OrderSyntax::Unit { unit, body, .. }) = parse_syntax(&r.order.text) else {
            continue;
        };
        let Some(from) = unit.place.as_ref().and_then(|p| map.find_province(&p.name)) else {
            continue;
        };
        match body {
            BodySyntax::Move { to, via_convoy } => {
                if let Some(to) = map.find_province(&to.name) {
                    let convoyed = via_convoy
                        || (unit.kind == Some(UnitKind::Army) && !map.army_adjacent(from, to));
                    moves.push(PastMove {
                        from,
                        to,
                        success: r.success,
                        convoyed,
                    });
                }
            }
            BodySyntax::Convoy { unit: army, to } => {
                let a = army.place.as_ref().and_then(|p| map.find_province(&p.name));
                if let (Some(a), Some(t)) = (a, map.find_province(&to.name)) {
                    convoys.push((a, t, r.success));
                }
            }
            _ => {}
        }
    }
    for m in &mut moves {
        let mine: Vec<bool> = convoys
            .iter()
            .filter(|(a, t, _)| *a == m.from && *t == m.to)
            .map(|c| c.2)
            .collect();
        if !mine.is_empty() {
            m.convoyed = true;
            if !m.success && mine.iter().any(|ok| !ok) {
                // A broken convoy is no stand-off.
                m.to = m.from;
            }
        }
    }
    moves
}

/// Resolves a parsed case against a map.
pub fn prepare_case(map: &Map, case: &TestCase) -> Result<PreparedCase, String> {
    if !case.variant.eq_ignore_ascii_case(&map.name) {
        return Err(format!(
            "case {} is for the `{}` map, not `{}`",
            case.name, case.variant, map.name
        ));
    }
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
        position.units.push(unit(map, u)?);
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
            let u = unit(map, d)?;
            let attacker = moves
                .iter()
                .find(|m| m.success && m.to == u.loc.province)
                .ok_or(format!(
                    "line {}: no successful move into the dislodged unit's province",
                    d.line
                ))?;
            position.dislodged.push(DislodgedUnit {
                unit: u,
                attacker_from: attacker.from,
                by_convoy: attacker.convoyed,
                also_from: Vec::new(),
            });
        }
        for m in &moves {
            let vacant = position.unit_at(m.to).is_none();
            let entered = moves.iter().any(|o| o.success && o.to == m.to);
            // A head-to-head loser does not make the winner's origin contested.
            let beaten = moves
                .iter()
                .any(|o| o.success && o.from == m.to && o.to == m.from);
            if !m.success
                && m.to != m.from
                && vacant
                && !entered
                && !beaten
                && !position.standoffs.contains(&m.to)
            {
                position.standoffs.push(m.to);
            }
        }
    }
    let mut orders = Vec::new();
    let mut refused = Vec::new();
    for o in &case.orders {
        let power = match map.find_power(&o.power) {
            Some(p) => p,
            None => {
                refused.push(format!("line {}: unknown power `{}`", o.line, o.power));
                continue;
            }
        };
        match parse_order(map, &position, Some(power), &o.text) {
            Ok(w) => orders.push(w),
            Err(e) => refused.push(format!("line {}: `{}`: {e}", o.line, o.text)),
        }
    }
    let mut expected_units: Vec<String> = match (&case.poststate, case.same) {
        (Some(post), _) => post
            .iter()
            .map(|u| unit(map, u).map(|u| describe(map, &u)))
            .collect::<Result<_, _>>()?,
        (None, true) => position.units.iter().map(|u| describe(map, u)).collect(),
        (None, false) => return Err(format!("case {} has no POSTSTATE", case.name)),
    };
    expected_units.sort();
    let mut expected_dislodged: Vec<String> = case
        .post_dislodged
        .iter()
        .map(|u| unit(map, u).map(|u| describe(map, &u)))
        .collect::<Result<_, _>>()?;
    expected_dislodged.sort();
    Ok(PreparedCase {
        name: case.name.clone(),
        position,
        orders,
        refused,
        expected_units,
        expected_dislodged,
    })
}

/// Adjudicates a prepared case; returns the units and dislodged units afterwards.
pub fn adjudicate_case(map: &Map, case: &PreparedCase, rules: &Rules) -> (Vec<Unit>, Vec<Unit>) {
    let position = &case.position;
    match position.phase.kind {
        PhaseKind::Movement => {
            let orders = movement_orders(map, position, &case.orders);
            let result = adjudicate_movement(map, position, &orders, rules);
            let next = result.apply(position);
            let dislodged = next.dislodged.iter().map(|d| d.unit).collect();
            (next.units, dislodged)
        }
        PhaseKind::Retreat => {
            let orders = retreat_orders(position, &case.orders);
            let result = adjudicate_retreats(map, position, &orders, rules);
            (result.position.units, Vec::new())
        }
        PhaseKind::Adjustment => {
            let orders = adjust_orders(&case.orders);
            let result = adjudicate_adjustments(map, position, &orders, rules);
            (result.position.units, Vec::new())
        }
    }
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
    let (units, dislodged) = adjudicate_case(map, case, rules);
    let mut actual: Vec<String> = units.iter().map(|u| describe(map, u)).collect();
    actual.sort();
    let mut actual_dislodged: Vec<String> = dislodged.iter().map(|u| describe(map, u)).collect();
    actual_dislodged.sort();
    let mut details = differences("board", &case.expected_units, &actual);
    details.extend(differences(
        "dislodged",
        &case.expected_dislodged,
        &actual_dislodged,
    ));
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
