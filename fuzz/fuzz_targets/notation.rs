//! Order notation: any text, read as an order on the standard board (movement, retreat and
//! adjustment phases) and as counted orders on Multiplomacy's, must give orders or an
//! error, never a panic; an order read is written back to text.
#![no_main]

use diplomacy_hotseat::engine::game::read_line;
use diplomacy_hotseat::engine::ids::{PowerId, UnitKind};
use diplomacy_hotseat::engine::map::Map;
use diplomacy_hotseat::engine::notation::counted::{
    format_stack_order, parse_stacked_orders, split_line,
};
use diplomacy_hotseat::engine::notation::format::{Style, format_order};
use diplomacy_hotseat::engine::notation::{parse_order, parse_syntax};
use diplomacy_hotseat::engine::order::{Order, Written};
use diplomacy_hotseat::engine::position::{DislodgedUnit, PhaseKind, Position, Season, Unit};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

struct Boards {
    standard: Map,
    multiplomacy: Map,
    /// Spring 1901 movement, a retreat phase with a dislodged unit, a winter with builds
    /// and removals due.
    positions: [Position; 3],
    stacked: Position,
}

fn boards() -> &'static Boards {
    static BOARDS: OnceLock<Boards> = OnceLock::new();
    BOARDS.get_or_init(|| {
        let standard = Map::named("standard").expect("standard map");
        let multiplomacy = Map::named("multiplomacy").expect("multiplomacy map");
        let province = |id: &str| standard.find_province(id).expect("a standard province");
        let power = |name: &str| standard.find_power(name).expect("a standard power");
        let movement = Position::initial(&standard);
        let mut retreat = movement.clone();
        retreat.phase.kind = PhaseKind::Retreat;
        // Austria's army in Vienna is dislodged from Galicia; Bohemia was a stand-off.
        let vienna = retreat.unit_at(province("vie")).expect("A vie");
        let unit = retreat.units.remove(vienna);
        retreat.dislodged.push(DislodgedUnit {
            unit,
            attacker_from: province("gal"),
            by_convoy: false,
            also_from: Vec::new(),
        });
        retreat.standoffs.push(province("boh"));
        let mut winter = movement.clone();
        winter.phase.season = Season::Autumn;
        winter.phase.kind = PhaseKind::Adjustment;
        // England has lost its army (a build is due), France owns Belgium (a build due),
        // Germany has lost Munich (a removal due).
        let liverpool = winter.unit_at(province("lvp")).expect("A lvp");
        winter.units.remove(liverpool);
        winter.owners[province("bel").index()] = Some(power("France"));
        winter.owners[province("mun").index()] = None;
        let stacked = Position::initial(&multiplomacy);
        Boards {
            standard,
            multiplomacy,
            positions: [movement, retreat, winter],
            stacked,
        }
    })
}

/// The unit an order is for, as the game's record writes it.
fn unit_of(position: &Position, w: &Written) -> Unit {
    let standing = match w.order {
        Order::Retreat(_) => {
            (position.dislodged.iter().map(|d| d.unit)).find(|u| u.loc.province == w.at.province)
        }
        _ => position.unit_at(w.at.province).map(|i| position.units[i]),
    };
    standing.unwrap_or(Unit {
        power: w.power,
        kind: w.kind.unwrap_or(UnitKind::Army),
        loc: w.at,
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let b = boards();
    let _ = parse_syntax(text);
    // The power writing it: anyone (`None`), or one of the seven (the caller's power is
    // always one of the map's).
    let power = match (choice >> 4) % 8 {
        0 => None,
        n => Some(PowerId(n - 1)),
    };
    let position = &b.positions[(choice & 3) as usize % 3];
    if let Ok(w) = parse_order(&b.standard, position, power, text) {
        let unit = unit_of(position, &w);
        for style in [Style::Rulebook, Style::TestFile] {
            let _ = format_order(&b.standard, position, &unit, &w.order, style);
        }
    }
    if let Some(p) = power {
        let _ = read_line(&b.standard, position, p, text);
    }
    if choice & 4 != 0 {
        for line in text.lines() {
            let _ = split_line(line);
        }
        if let Ok(orders) = parse_stacked_orders(&b.multiplomacy, &b.stacked, power, text) {
            for w in &orders {
                let _ = format_stack_order(&b.multiplomacy, &b.stacked, w);
            }
        }
    }
});
