//! Orders back to text: the rulebook's notation (`F(NTH) C A(Yor)-Nwy`) and the test-file style (`F nth C A yor-nwy`).

use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{AdjustOrder, MainOrder, Order, RetreatOrder, Written};
use crate::engine::position::{Position, Unit};

/// Notation style.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// As in the rulebook's sample game: `A(Ser) S Turkish A(Bul)-Rum`.
    Rulebook,
    /// As in DATC test files: `A ser S A bul-rum`.
    TestFile,
}

fn place(map: &Map, loc: Location, style: Style) -> String {
    match style {
        Style::Rulebook => map.location_abbr(loc),
        Style::TestFile => map.location_id(loc),
    }
}

fn unit_text(map: &Map, kind: UnitKind, loc: Location, style: Style) -> String {
    match style {
        Style::Rulebook => {
            let coast = loc.coast.map(|c| c.code()).unwrap_or("");
            format!(
                "{}({}){coast}",
                kind.letter(),
                map.province(loc.province).abbr
            )
        }
        Style::TestFile => format!("{} {}", kind.letter(), map.location_id(loc)),
    }
}

/// The unit another order names, looked up on the board; foreign units get their
/// nationality in rulebook style (`Turkish A(Bul)`).
fn other_unit(map: &Map, position: &Position, me: PowerId, p: ProvinceId, style: Style) -> String {
    match position.unit_at(p).map(|i| position.units[i]) {
        Some(u) => {
            let text = unit_text(map, u.kind, u.loc, style);
            if style == Style::Rulebook && u.power != me {
                format!("{} {text}", map.power(u.power).adjective)
            } else {
                text
            }
        }
        None => match style {
            Style::Rulebook => format!("({})", map.province(p).abbr),
            Style::TestFile => map.id_of(p).to_string(),
        },
    }
}

/// A unit as the panels name it: its letter and its place, "A Par", "F StP/nc".
pub fn unit_place(map: &Map, kind: UnitKind, at: Location) -> String {
    format!("{} {}", kind.letter(), map.location_abbr(at))
}

/// A unit as results name it, in the board's notation: `A(Bur)` in the rulebook's,
/// `A Bur` where units stack (as the counted orders write it).
pub fn format_unit(map: &Map, unit: &Unit) -> String {
    match Rulebook::of(map).orders_part_of_stacks() {
        true => unit_place(map, unit.kind, unit.loc),
        false => unit_text(map, unit.kind, unit.loc, Style::Rulebook),
    }
}

/// Formats a movement order for a unit.
pub fn format_main(
    map: &Map,
    position: &Position,
    unit: &Unit,
    order: &MainOrder,
    style: Style,
) -> String {
    let me = unit_text(map, unit.kind, unit.loc, style);
    let sep = "-";
    match *order {
        MainOrder::Hold => match style {
            Style::Rulebook => format!("{me} Stands"),
            Style::TestFile => format!("{me} H"),
        },
        MainOrder::Move { to, via_convoy } => {
            let tail = if via_convoy { " via convoy" } else { "" };
            format!("{me}{sep}{}{tail}", place(map, to, style))
        }
        MainOrder::SupportHold { target } => {
            format!(
                "{me} S {}",
                other_unit(map, position, unit.power, target, style)
            )
        }
        MainOrder::SupportMove { from, to } => format!(
            "{me} S {}{sep}{}",
            other_unit(map, position, unit.power, from, style),
            place(map, to, style)
        ),
        MainOrder::Convoy { from, to } => format!(
            "{me} C {}{sep}{}",
            other_unit(map, position, unit.power, from, style),
            place(map, Location::province(to), style)
        ),
    }
}

/// Formats a retreat order.
pub fn format_retreat(map: &Map, unit: &Unit, order: &RetreatOrder, style: Style) -> String {
    let me = unit_text(map, unit.kind, unit.loc, style);
    match *order {
        RetreatOrder::Retreat(to) => format!("{me}-{}", place(map, to, style)),
        RetreatOrder::Disband => format!("{me} Disband"),
    }
}

/// Formats an adjustment order; `unit` is the removed unit, if any.
pub fn format_adjust(map: &Map, position: &Position, order: &AdjustOrder, style: Style) -> String {
    match *order {
        AdjustOrder::Build { kind, at } => match kind {
            Some(k) => format!("Build {}", unit_text(map, k, at, style)),
            None => format!("Build {}", place(map, at, style)),
        },
        AdjustOrder::Remove { at } => match position.unit_at(at).map(|i| position.units[i]) {
            Some(u) => format!("Remove {}", unit_text(map, u.kind, u.loc, style)),
            None => format!("Remove {}", place(map, Location::province(at), style)),
        },
        AdjustOrder::Waive => "Waive".to_string(),
    }
}

/// Formats any order given for a unit at `unit` (for builds and waives, `unit` is ignored).
pub fn format_order(
    map: &Map,
    position: &Position,
    unit: &Unit,
    order: &Order,
    style: Style,
) -> String {
    match order {
        Order::Main(o) => format_main(map, position, unit, o, style),
        Order::Retreat(o) => format_retreat(map, unit, o, style),
        Order::Adjust(o) => format_adjust(map, position, o, style),
    }
}

/// A typed order as one line for display and files: the rulebook's notation, or the
/// counted notation where units stack (`2 A Bur-Mun`).
pub fn format_written(map: &Map, position: &Position, w: &Written) -> String {
    if Rulebook::of(map).orders_part_of_stacks() {
        return super::counted::format_stack_order(map, position, w);
    }
    // Builds and waives name no standing unit; their kind, where written, is the unit's.
    // A retreat's unit is the dislodged one (its attacker stands in its province).
    let dislodged = (position.dislodged.iter())
        .find(|d| d.unit.loc.province == w.at.province && d.unit.power == w.power)
        .map(|d| d.unit.kind)
        .filter(|_| matches!(w.order, Order::Retreat(_)));
    let kind = (w.kind.or(dislodged))
        .or_else(|| {
            position
                .unit_at(w.at.province)
                .map(|i| position.units[i].kind)
        })
        .unwrap_or(UnitKind::Army);
    let unit = Unit {
        power: w.power,
        kind,
        loc: w.at,
    };
    format_order(map, position, &unit, &w.order, Style::Rulebook)
}

/// A line of typed orders as one text (several, as a `sup by` line gives, joined by `; `).
pub fn format_line(map: &Map, position: &Position, orders: &[Written]) -> String {
    let texts: Vec<String> = (orders.iter())
        .map(|w| format_written(map, position, w))
        .collect();
    texts.join("; ")
}
