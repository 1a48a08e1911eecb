//! The writing player's acts on their drafts: typed lines, the panel's buttons and
//! lists, clicks on the map, builds from the chooser, lines cleared.

use super::Act;
use super::pick::{self, Entry};
use super::stacks;
use super::table::Table;
use crate::engine::game::Game;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::notation::parse_order;
use crate::engine::position::Position;

/// Applies one of the writing player's acts (a line, a button, a click, a build, a line
/// cleared) to the table's drafts;
/// a refusal's reason goes to the panel.
pub(crate) fn apply(act: &Act, t: &mut Table, game: &Game, map: &Map, entry: &mut Entry) {
    match act {
        Act::Write(line) => {
            write_line(t, game, map, entry, line);
        }
        Act::Put(order) => {
            if let Some(draft) = t.drafts.iter_mut().find(|d| d.power == order.power) {
                entry.error = draft.put(map, &game.position, *order).err();
            }
        }
        Act::Give {
            at,
            kind,
            count,
            order,
        } => {
            let pos = &game.position;
            let power = pos
                .units
                .iter()
                .chain(pos.dislodged.iter().map(|d| &d.unit))
                .find(|u| u.loc.province == *at && u.kind == *kind)
                .map(|u| u.power);
            if let Some(draft) = t.drafts.iter_mut().find(|d| Some(d.power) == power) {
                let given = (*kind, *count, *order);
                entry.error = stacks::give_some(map, pos, draft, *at, given).err();
            }
        }
        Act::Click(at) => {
            let tab = entry.tab;
            let choose = t.drafts.get(tab).is_some_and(|d| {
                let (pos, rules) = (&game.position, &game.setup.rules);
                pos.phase.kind == crate::engine::position::PhaseKind::Adjustment
                    && pick::build_choices(map, pos, rules, d, at.province).len() > 1
            });
            entry.build_at = None;
            if choose {
                // Army or fleet, and which coast, are chosen in the chooser.
                entry.build_at = Some(at.province);
                entry.error = None;
            } else if let Some(draft) = t.drafts.get_mut(tab) {
                let pos = &game.position;
                let sel = pick::Sel {
                    count: entry.count,
                    kind: entry.kind,
                };
                let rules = &game.setup.rules;
                let (next, done) = pick::click(map, pos, rules, draft, entry.pick, sel, *at);
                if let (pick::Pick::Idle, pick::Pick::Unit(p)) = (entry.pick, next) {
                    // The stack picked on the map is the one the panel shows selected.
                    entry.kind = pick::own_unit(pos, draft, p, entry.kind).map(|u| u.kind);
                }
                entry.pick = next;
                if let Some(r) = done {
                    entry.error = r.err();
                }
            }
        }
        Act::Clear(p) => {
            if let Some(d) = t.drafts.get_mut(entry.tab) {
                d.clear(*p);
            }
        }
        Act::Adjust(order) => {
            entry.build_at = None;
            if let Some(d) = t.drafts.get_mut(entry.tab) {
                let (pos, rules) = (&game.position, &game.setup.rules);
                entry.error = pick::give_adjust(map, pos, rules, d, *order).err();
            }
        }
        Act::Unwrite(i) => {
            if let Some(d) = t.drafts.get_mut(entry.tab)
                && *i < d.lines.len()
            {
                d.lines.remove(*i);
            }
        }
        _ => {}
    }
}

/// Writes a line into the draft it belongs to, the power being written first; a refused
/// line keeps the drafts as they were and says why in the panel. A line written from the
/// typed box leaves the box empty and can be recalled with Up.
fn write_line(t: &mut Table, game: &Game, map: &Map, entry: &mut Entry, line: &str) {
    let tab = entry.tab.min(t.drafts.len().saturating_sub(1));
    let order: Vec<usize> = (0..t.drafts.len())
        .filter(|&i| i == tab)
        .chain((0..t.drafts.len()).filter(|&i| i != tab))
        .collect();
    let mut why = None;
    for i in order {
        let d = &mut t.drafts[i];
        match d.write(map, &game.position, line) {
            Ok(()) => {
                entry.error = None;
                if entry.typed.trim() == line.trim() {
                    entry.typed.clear();
                    entry.recall.push(line.trim().to_string());
                }
                return;
            }
            Err(e) => {
                why.get_or_insert(e);
            }
        }
    }
    let power = t.drafts.get(tab).map(|d| d.power);
    let unread = why
        .is_some()
        .then(|| parse_order(map, &game.position, power, line).err())
        .flatten();
    let why = why.map(|english| shown_refusal(map, &game.position, power, line, english));
    entry.refusal_rule = why.as_ref().and_then(|words| {
        let topic = match &unread {
            Some(e) => e.topic()?,
            // A line that reads but is refused: another power's unit.
            None => crate::engine::rules_explained::RuleTopic::YourOwnUnits,
        };
        Some((words.clone(), topic))
    });
    if why.is_some() {
        entry.refusals += 1;
    }
    entry.error = why;
}

/// A refused line's reason as the panel shows it: where the reader refuses the line, why
/// in the table's language (the draft's `english` words are the reader's, kept for the
/// console); otherwise the draft's own words.
pub(super) fn shown_refusal(
    map: &Map,
    position: &Position,
    power: Option<PowerId>,
    line: &str,
    english: String,
) -> String {
    crate::engine::notation::typed_refusal(map, position, power, line).unwrap_or(english)
}
