//! Writing counted orders back as text, and results rewritten to show exactly which part of
//! each order failed or was cut (rule 5(ii)). The orders stay notation; the notes on
//! the results are in the table's language.

use crate::engine::adjudicate::multiplomacy::{OrderOutcome, StackedResult};
use crate::engine::adjudicate::{Force, ForceRole, Verdict};
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::order::{AdjustOrder, MainOrder, Order, RetreatOrder, Written};
use crate::engine::position::Position;
use crate::t;

/// Writes the number only where the power had more than one unit in the province.
fn count_text(pos: &Position, o: &Written, count: u32) -> String {
    match written_count(pos, o.power, o.at.province, count) {
        Some(n) => format!("{n} "),
        None => String::new(),
    }
}

/// The number written before an order for `count` of `power`'s units in `at`: none when
/// it is the one unit the power has there (so the line reads back without one).
pub fn written_count(pos: &Position, power: PowerId, at: ProvinceId, count: u32) -> Option<u32> {
    let here = pos
        .units_in(at)
        .filter(|&i| pos.units[i].power == power)
        .count()
        + (pos.dislodged.iter())
            .filter(|d| d.unit.power == power && d.unit.loc.province == at)
            .count();
    (here > 1 || count > 1).then_some(count)
}

fn pieces_text(map: &Map, o: &Written) -> String {
    let who = match o.counts.power {
        Some(p) if p != o.power => format!("{} ", map.power(p).adjective),
        _ => String::new(),
    };
    let list: Vec<String> = o
        .counts
        .pieces()
        .map(|p| match p.count {
            Some(n) => format!("{n} {}", p.kind.letter()),
            None => p.kind.letter().to_string(),
        })
        .collect();
    format!("{who}{}", list.join(" & "))
}

fn body(map: &Map, o: &Written) -> String {
    let abbr = |p| map.province(p).abbr.clone();
    match o.order {
        Order::Main(MainOrder::Hold) => " stands".into(),
        Order::Main(MainOrder::Move { to, via_convoy }) => format!(
            "-{}{}",
            map.location_abbr(to),
            if via_convoy { " via convoy" } else { "" }
        ),
        Order::Main(MainOrder::SupportHold { target }) => {
            format!(" sup {} {}", pieces_text(map, o), abbr(target))
        }
        Order::Main(MainOrder::SupportMove { from, to }) => format!(
            " sup {} {}-{}",
            pieces_text(map, o),
            abbr(from),
            map.location_abbr(to)
        ),
        Order::Main(MainOrder::Convoy { from, to }) => format!(
            " convoys {} {}-{}",
            pieces_text(map, o),
            abbr(from),
            abbr(to)
        ),
        Order::Retreat(RetreatOrder::Retreat(to)) => format!("-{}", map.location_abbr(to)),
        Order::Retreat(RetreatOrder::Disband) => " disbands".into(),
        Order::Adjust(_) => String::new(),
    }
}

fn write(map: &Map, pos: &Position, o: &Written, count: u32) -> String {
    let kind = match o.order {
        Order::Adjust(AdjustOrder::Build { kind, .. }) => kind.or(o.kind),
        _ => o.kind,
    };
    let unit = format!(
        "{}{} {}",
        count_text(pos, o, count),
        kind.map_or(String::new(), |k| k.letter().to_string()),
        map.location_abbr(o.at)
    );
    match o.order {
        Order::Adjust(AdjustOrder::Build { .. }) => format!("Build {unit}"),
        Order::Adjust(AdjustOrder::Waive) => "Waive".into(),
        Order::Adjust(AdjustOrder::Remove { .. }) => format!("Remove {unit}"),
        _ => format!("{unit}{}", body(map, o)),
    }
}

/// One order in the seed's notation (`3 F Eng-Bre`, `F Lon stands`, `2 F Nth sup F Lon`).
pub fn format_stack_order(map: &Map, pos: &Position, o: &Written) -> String {
    write(map, pos, o, o.units())
}

/// Opposing forces in words, in the table's language: `Austrian 1 from Tyr (also
/// entering) at 1, Russian 2 from Ukr+Lvn (also entering) at 2`.
pub fn forces_text(map: &Map, against: &[Force]) -> String {
    let abbr = |p: &ProvinceId| map.province(*p).abbr.clone();
    let list: Vec<String> = against
        .iter()
        .map(|f| {
            let from: Vec<String> = f.from.iter().map(abbr).collect();
            let (power, units, from, strength) = (
                map.power_adjective_label(f.power),
                f.units,
                from.join("+"),
                f.strength,
            );
            match f.role {
                ForceRole::Defender => t!(
                    "rules-force-standing",
                    power = power,
                    units = units,
                    from = from,
                    strength = strength
                ),
                ForceRole::HeadToHead => t!(
                    "rules-force-head-to-head",
                    power = power,
                    units = units,
                    from = from,
                    strength = strength
                ),
                ForceRole::Rival => t!(
                    "rules-force-rival",
                    power = power,
                    units = units,
                    from = from,
                    strength = strength
                ),
            }
        })
        .collect();
    list.join(", ")
}

/// A short note on why a part of an order did what it did, in the table's language (""
/// when it simply worked). The classic board's unit-by-unit results never reach a stacked
/// order's parts; they read as their stacked kin.
pub fn verdict_note(map: &Map, v: &Verdict) -> String {
    let abbr = |p: ProvinceId| map.province(p).abbr.clone();
    let note = match v {
        Verdict::Stood | Verdict::Moved | Verdict::Supported | Verdict::Convoyed => {
            return String::new();
        }
        Verdict::Outmatched { strength, against } => t!(
            "rules-part-outmatched",
            strength = *strength,
            against = forces_text(map, against)
        ),
        Verdict::Bounced { strength, .. } => t!("rules-part-bounced", strength = *strength),
        Verdict::OwnUnit { .. } => t!("rules-part-own-unit"),
        Verdict::TooFewFleets | Verdict::ConvoyFailed { .. } => t!("rules-part-not-carried"),
        Verdict::SupportCutFrom { by, from } => t!(
            "rules-part-cut-from",
            power = map.power_adjective_label(*by),
            from = abbr(*from)
        ),
        Verdict::SupportCut { .. } => t!("rules-part-cut"),
        Verdict::SupportCutDislodged => t!("rules-part-cut-dislodged"),
        Verdict::FleetDisplaced | Verdict::ConvoyDisrupted { .. } => {
            t!("rules-part-convoy-disrupted")
        }
        Verdict::Void(r) => t!("rules-part-void", reason = r.describe()),
    };
    format!(" ({note})")
}

/// Each order's result after adjudication, split into the parts that fared differently,
/// each written with its note (rule 5(ii): `1 F Nth sup F Lon (cut by the French attack
/// from ENG)`); units the order named that were not there come last.
pub fn format_stacked_parts(
    map: &Map,
    pos: &Position,
    orders: &[Written],
    outcomes: &[OrderOutcome],
) -> Vec<Vec<(String, bool)>> {
    orders
        .iter()
        .zip(outcomes)
        .map(|(o, out)| {
            let mut parts: Vec<(String, bool)> = out
                .parts
                .iter()
                .map(|(n, v)| {
                    let text = format!("{}{}", write(map, pos, o, *n), verdict_note(map, v));
                    (text, v.succeeded())
                })
                .collect();
            if out.missing > 0 {
                let missing = t!("rules-part-no-such-units");
                let text = format!("{} ({missing})", write(map, pos, o, out.missing));
                parts.push((text, false));
            }
            parts
        })
        .collect()
}

/// Each order as published after adjudication: its parts joined by `; `
/// (`2 F Nth sup F Lon; 1 F Nth sup F Lon (cut by the French attack from ENG)`).
pub fn format_stacked_results(
    map: &Map,
    pos: &Position,
    orders: &[Written],
    result: &StackedResult,
) -> Vec<String> {
    format_stacked_parts(map, pos, orders, &result.orders)
        .into_iter()
        .map(|parts| {
            let texts: Vec<String> = parts.into_iter().map(|(t, _)| t).collect();
            texts.join("; ")
        })
        .collect()
}
