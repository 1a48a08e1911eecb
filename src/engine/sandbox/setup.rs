//! The sandbox's set-up commands: typed messages that change a position directly (place or
//! remove units, centre owners, the phase, dislodged units and stand-offs), each checked
//! against the board with a clear reason when it cannot be done.

use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::position::{Arrival, DislodgedUnit, Phase, PhaseKind, Position, Unit};
use serde::{Deserialize, Serialize};

/// Where a fresh board starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Start {
    /// The map's opening position: every power's units and home centres.
    Opening,
    /// No units and no centres owned, at the map's first Spring.
    Empty,
}

/// One change to the position being set up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupCommand {
    /// Replace the whole board.
    Start(Start),
    /// Take every unit off the board (centre owners stay).
    ClearUnits,
    /// Put `count` units of a power at a place (more than one only where units stack).
    Place {
        power: PowerId,
        kind: UnitKind,
        at: Location,
        count: u32,
    },
    /// Take units off a province: `count` of them, of `kind` when given (any kind when not).
    Remove {
        at: ProvinceId,
        kind: Option<UnitKind>,
        count: u32,
    },
    /// Who owns a supply centre (`None`: nobody).
    SetOwner {
        centre: ProvinceId,
        owner: Option<PowerId>,
    },
    /// The season, year and phase kind. Leaving a retreat phase forgets the dislodged units.
    SetPhase(Phase),
    /// A unit dislodged in the last movement phase (retreat phases only), with where the
    /// attacker came from and whether by convoy; `count` units where units stack.
    Dislodge {
        power: PowerId,
        kind: UnitKind,
        at: Location,
        attacker_from: ProvinceId,
        by_convoy: bool,
        /// Where other victorious attackers came from (several powers together, stacked).
        also_from: Vec<ProvinceId>,
        count: u32,
    },
    /// A province left empty by a stand-off in the last movement (no retreat there).
    Standoff { at: ProvinceId },
    /// How the unit in `at` arrived there (rules that remember it: mountain passes).
    Arrival {
        at: ProvinceId,
        from: ProvinceId,
        phase: Phase,
    },
}

/// Applies one command to `position`, or says why it cannot be done (nothing changes then).
pub fn apply(map: &Map, position: &mut Position, command: &SetupCommand) -> Result<(), String> {
    match command {
        SetupCommand::Start(Start::Opening) => *position = Position::initial(map),
        SetupCommand::Start(Start::Empty) => {
            *position = Position::empty(map, Position::initial(map).phase)
        }
        SetupCommand::ClearUnits => {
            position.units.clear();
            position.dislodged.clear();
            position.arrivals.clear();
        }
        SetupCommand::Place {
            power,
            kind,
            at,
            count,
        } => place(
            map,
            position,
            Unit {
                power: *power,
                kind: *kind,
                loc: *at,
            },
            *count,
        )?,
        SetupCommand::Remove { at, kind, count } => remove(map, position, *at, *kind, *count)?,
        SetupCommand::SetOwner { centre, owner } => {
            if !map.province(*centre).centre {
                return Err(format!(
                    "{} is not a supply centre",
                    map.province(*centre).name
                ));
            }
            position.owners[centre.index()] = *owner;
        }
        SetupCommand::SetPhase(phase) => {
            position.phase = *phase;
            if phase.kind != PhaseKind::Retreat {
                position.dislodged.clear();
                position.standoffs.clear();
            }
        }
        SetupCommand::Dislodge {
            power,
            kind,
            at,
            attacker_from,
            by_convoy,
            also_from,
            count,
        } => {
            let dislodged = DislodgedUnit {
                unit: Unit {
                    power: *power,
                    kind: *kind,
                    loc: *at,
                },
                attacker_from: *attacker_from,
                by_convoy: *by_convoy,
                also_from: also_from.clone(),
            };
            dislodge(map, position, dislodged, *count)?
        }
        SetupCommand::Standoff { at } => {
            if position.phase.kind != PhaseKind::Retreat {
                return Err(retreat_only("stand-offs"));
            }
            if position.count_in(*at) > 0 {
                return Err(format!(
                    "{} is occupied, so no stand-off left it empty",
                    map.province(*at).name
                ));
            }
            if !position.standoffs.contains(at) {
                position.standoffs.push(*at);
            }
        }
        SetupCommand::Arrival { at, from, phase } => {
            if position.count_in(*at) == 0 {
                return Err(format!("no unit stands in {}", map.province(*at).name));
            }
            position.arrivals.retain(|a| a.province != *at);
            position.arrivals.push(Arrival {
                province: *at,
                from: *from,
                phase: *phase,
            });
        }
    }
    Ok(())
}

fn retreat_only(what: &str) -> String {
    format!("{what} belong to a retreat phase: set the phase to Retreat first")
}

/// Whether a unit of this kind may stand at `at`, or why not (coasts named where needed).
fn check_place(map: &Map, kind: UnitKind, at: Location, count: u32) -> Result<Location, String> {
    let prov = map.province(at.province);
    let at = match kind {
        UnitKind::Army => Location::province(at.province),
        UnitKind::Fleet => at,
    };
    if count == 0 {
        return Err("place at least one unit".into());
    }
    if count > 1 && !Rulebook::of(map).units_stack() {
        return Err(format!(
            "units do not stack on this board: one unit in {}",
            prov.name
        ));
    }
    if !map.valid_location(kind, at) {
        let why = match kind {
            UnitKind::Army => format!("an army cannot stand in {} (sea)", prov.name),
            UnitKind::Fleet if prov.has_split_coasts() => {
                let coasts: Vec<&str> = prov.coasts.iter().map(|c| c.coast.code()).collect();
                format!(
                    "say which coast of {} the fleet is on: {}",
                    prov.name,
                    coasts.join(" or ")
                )
            }
            UnitKind::Fleet => format!("a fleet cannot stand in {} (inland)", prov.name),
        };
        return Err(why);
    }
    Ok(at)
}

fn place(map: &Map, position: &mut Position, unit: Unit, count: u32) -> Result<(), String> {
    let loc = check_place(map, unit.kind, unit.loc, count)?;
    let p = loc.province;
    let name = &map.province(p).name;
    if let Some(i) = position.unit_at(p) {
        let there = position.units[i];
        if !Rulebook::of(map).units_stack() {
            return Err(format!(
                "{name} already holds a {} {}: remove it first",
                map.power(there.power).adjective,
                there.kind.name().to_lowercase()
            ));
        }
        if there.power != unit.power {
            return Err(format!(
                "{name} holds {} units: only one power's units stand in a province",
                map.power(there.power).adjective
            ));
        }
    }
    let unit = Unit { loc, ..unit };
    position
        .units
        .extend(std::iter::repeat_n(unit, count as usize));
    Ok(())
}

fn remove(
    map: &Map,
    position: &mut Position,
    at: ProvinceId,
    kind: Option<UnitKind>,
    count: u32,
) -> Result<(), String> {
    let fits = |u: &Unit| u.loc.province == at && kind.is_none_or(|k| k == u.kind);
    let there = position.units.iter().filter(|u| fits(u)).count() as u32;
    if there == 0 {
        return Err(format!(
            "there is no unit to remove in {}",
            map.province(at).name
        ));
    }
    if count > there {
        return Err(format!(
            "only {there} unit{} in {}, not {count}",
            if there == 1 { "" } else { "s" },
            map.province(at).name
        ));
    }
    let mut left = count;
    position.units.retain(|u| {
        let gone = left > 0 && fits(u);
        if gone {
            left -= 1;
        }
        !gone
    });
    position.prune_arrivals();
    Ok(())
}

fn dislodge(
    map: &Map,
    position: &mut Position,
    mut dislodged: DislodgedUnit,
    count: u32,
) -> Result<(), String> {
    let unit = dislodged.unit;
    if position.phase.kind != PhaseKind::Retreat {
        return Err(retreat_only("dislodged units"));
    }
    let loc = check_place(map, unit.kind, unit.loc, count)?;
    let p = loc.province;
    let name = &map.province(p).name;
    match position.holder(p) {
        None => {
            return Err(format!(
                "the unit that dislodged it must stand in {name}: place it first"
            ));
        }
        Some(h) if h == unit.power => {
            return Err(format!(
                "a unit is never dislodged by its own power's unit in {name}"
            ));
        }
        Some(_) => {}
    }
    if dislodged.attackers_from().any(|from| from == p) {
        return Err("the attacker came from another province".into());
    }
    dislodged.unit.loc = loc;
    position
        .dislodged
        .extend(std::iter::repeat_n(dislodged, count as usize));
    Ok(())
}

/// The commands that set up `position` from an empty board: phase, owners, units,
/// dislodged units, stand-offs and arrivals (a saved game's phase, a lesson's step, an
/// imported test case all come in this way).
pub fn commands_for(map: &Map, position: &Position) -> Vec<SetupCommand> {
    let mut out = vec![
        SetupCommand::Start(Start::Empty),
        SetupCommand::SetPhase(position.phase),
    ];
    for centre in map.centres() {
        if let Some(owner) = position.owners[centre.index()] {
            out.push(SetupCommand::SetOwner {
                centre,
                owner: Some(owner),
            });
        }
    }
    for (unit, count) in counted(position.units.iter().copied()) {
        out.push(SetupCommand::Place {
            power: unit.power,
            kind: unit.kind,
            at: unit.loc,
            count,
        });
    }
    let mut seen: Vec<&DislodgedUnit> = Vec::new();
    for d in &position.dislodged {
        if seen.contains(&d) {
            continue;
        }
        seen.push(d);
        out.push(SetupCommand::Dislodge {
            power: d.unit.power,
            kind: d.unit.kind,
            at: d.unit.loc,
            attacker_from: d.attacker_from,
            by_convoy: d.by_convoy,
            also_from: d.also_from.clone(),
            count: position.dislodged.iter().filter(|o| *o == d).count() as u32,
        });
    }
    for &at in &position.standoffs {
        out.push(SetupCommand::Standoff { at });
    }
    for a in &position.arrivals {
        out.push(SetupCommand::Arrival {
            at: a.province,
            from: a.from,
            phase: a.phase,
        });
    }
    out
}

/// Units grouped by power, kind and place, in first-seen order, with how many of each.
pub fn counted(units: impl Iterator<Item = Unit>) -> Vec<(Unit, u32)> {
    let mut out: Vec<(Unit, u32)> = Vec::new();
    for u in units {
        match out.iter_mut().find(|(seen, _)| *seen == u) {
            Some((_, n)) => *n += 1,
            None => out.push((u, 1)),
        }
    }
    out
}
