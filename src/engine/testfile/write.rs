//! Writing a position, its orders and what they led to as one test-file case, in the
//! format the reader takes back (see `tests/datc/FORMAT.md`).

use crate::engine::game::OrderLine;
use crate::engine::map::Map;
use crate::engine::position::{Phase, PhaseKind, Position, Season, Unit};
use std::fmt::Write as _;

/// The case `name`: `before` with every power's `orders`, and `after` (the position the
/// orders led to) as POSTSTATE. Without `after` the case has no POSTSTATE: a set-up only.
/// Centre owners are always written in full, so the case reads back exactly.
pub fn write_case(
    map: &Map,
    name: &str,
    before: &Position,
    orders: &[OrderLine],
    after: Option<&Position>,
) -> String {
    let mut out = String::new();
    let name: String = name.replace(['\n', '\r', '#'], " ");
    let _ = writeln!(out, "VARIANT_ALL {}", map.name);
    let _ = writeln!(out, "CASE {}", name.trim());
    let _ = writeln!(out, "PRESTATE_SETPHASE {}", phase_text(before.phase));
    out.push_str("PRESTATE_SUPPLYCENTER_OWNERS\n");
    for centre in map.centres() {
        if let Some(owner) = before.owners[centre.index()] {
            let _ = writeln!(out, "\t{}: A {}", map.power(owner).name, map.id_of(centre));
        }
    }
    out.push_str("PRESTATE\n");
    unit_lines(&mut out, map, before.units.iter().copied());
    if !before.arrivals.is_empty() {
        out.push_str("PRESTATE_ARRIVALS\n");
        for a in &before.arrivals {
            let _ = writeln!(
                out,
                "\t{} from {} in {}",
                map.id_of(a.province),
                map.id_of(a.from),
                phase_text(a.phase)
            );
        }
    }
    if before.phase.kind == PhaseKind::Retreat {
        past_results(&mut out, map, before);
    }
    out.push_str("ORDERS\n");
    for o in orders {
        for text in o.texts(map, before) {
            let text = text.replace('#', " ");
            let _ = writeln!(out, "\t{}: {}", map.power(o.power).name, text.trim());
        }
    }
    if let Some(after) = after {
        out.push_str("POSTSTATE\n");
        unit_lines(&mut out, map, after.units.iter().copied());
        if !after.dislodged.is_empty() {
            out.push_str("POSTSTATE_DISLODGED\n");
            unit_lines(&mut out, map, after.dislodged.iter().map(|d| d.unit));
        }
    }
    out.push_str("END\n");
    out
}

/// `Spring 1901, Movement`, `Fall 1901, Adjustment`.
pub fn phase_text(phase: Phase) -> String {
    let season = match phase.season {
        Season::Spring => "Spring",
        Season::Autumn => "Fall",
    };
    let kind = match phase.kind {
        PhaseKind::Movement => "Movement",
        PhaseKind::Retreat => "Retreat",
        PhaseKind::Adjustment => "Adjustment",
    };
    format!("{season} {}, {kind}", phase.year)
}

/// One line per power, kind and place, with the count where more than one stand there.
fn unit_lines(out: &mut String, map: &Map, units: impl Iterator<Item = Unit>) {
    let mut groups: Vec<(Unit, u32)> = Vec::new();
    for u in units {
        match groups.iter_mut().find(|(seen, _)| *seen == u) {
            Some((_, n)) => *n += 1,
            None => groups.push((u, 1)),
        }
    }
    for (u, n) in groups {
        let count = if n > 1 {
            format!("{n} ")
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "\t{}: {count}{} {}",
            map.power(u.power).name,
            u.kind.letter(),
            map.location_id(u.loc)
        );
    }
}

/// A retreat phase: the dislodged units, and the last movement as PRESTATE_RESULTS tells
/// it to the reader: each successful attack (the attacker stands where it dislodged the
/// unit) and a failed move into each stand-off province.
fn past_results(out: &mut String, map: &Map, before: &Position) {
    if before.dislodged.is_empty() && before.standoffs.is_empty() {
        return;
    }
    if !before.dislodged.is_empty() {
        out.push_str("PRESTATE_DISLODGED\n");
        unit_lines(out, map, before.dislodged.iter().map(|d| d.unit));
    }
    out.push_str("PRESTATE_RESULTS\n");
    let mut written: Vec<String> = Vec::new();
    for d in &before.dislodged {
        let at = d.unit.loc.province;
        let Some(i) = before.unit_at(at) else {
            continue;
        };
        let attacker = before.units[i];
        for from in d.attackers_from() {
            let by_convoy = if d.by_convoy && from == d.attacker_from {
                " via convoy"
            } else {
                ""
            };
            let line = format!(
                "\tSUCCESS: {}: {} {}-{}{by_convoy}\n",
                map.power(attacker.power).name,
                attacker.kind.letter(),
                map.id_of(from),
                map.id_of(at)
            );
            if !written.contains(&line) {
                written.push(line);
            }
        }
    }
    for &at in &before.standoffs {
        // Any neighbour will do: the reader needs only a failed move into the province.
        if let Some(from) = map.neighbours(at).first() {
            written.push(format!(
                "\tFAILURE: {}: A {}-{}  # stand-off\n",
                map.power(crate::engine::ids::PowerId(0)).name,
                map.id_of(*from),
                map.id_of(at)
            ));
        }
    }
    for line in written {
        out.push_str(&line);
    }
}
