//! A power's orders while they are being written: one line per unit, replaced when the
//! same unit gets a new order, each line read and checked against the engine as it is.

use crate::engine::adjudicate::{Check, check_alone};
use crate::engine::game::Game;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::notation::parse_order;
use crate::engine::order::{AdjustOrder, Order, Written};
use crate::engine::position::{PhaseKind, Position};
use crate::engine::rules::Rules;

/// One power's orders in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub power: PowerId,
    pub lines: Vec<String>,
}

/// A written line as the order screen shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedLine {
    pub text: String,
    /// The order it reads as, or why it does not read.
    pub order: Result<Written, String>,
    /// What the engine says about it on its own.
    pub check: Check,
}

/// The province an order is keyed by: the unit's, or the build's.
fn key(w: &Written) -> Option<ProvinceId> {
    match w.order {
        Order::Adjust(AdjustOrder::Waive) => None,
        Order::Adjust(AdjustOrder::Remove { at }) => Some(at),
        _ => Some(w.at.province),
    }
}

impl Draft {
    /// The orders this power has written so far in this phase (none at first).
    pub fn from_pending(power: PowerId, game: &Game) -> Draft {
        Draft {
            power,
            lines: game
                .pending
                .iter()
                .filter(|o| o.power == power)
                .map(|o| o.text.clone())
                .collect(),
        }
    }

    fn read(&self, map: &Map, position: &Position, text: &str) -> Result<Written, String> {
        parse_order(map, position, Some(self.power), text).map_err(|e| e.to_string())
    }

    /// The line giving an order to whatever stands in `province`.
    pub fn line_for(&self, map: &Map, position: &Position, province: ProvinceId) -> Option<usize> {
        self.lines.iter().position(|l| {
            self.read(map, position, l)
                .ok()
                .and_then(|w| key(&w))
                .is_some_and(|p| p == province)
        })
    }

    /// Writes a typed line: it must read as an order of this power; it replaces the
    /// order its unit had. Returns why it was refused, keeping the draft unchanged.
    pub fn write(&mut self, map: &Map, position: &Position, text: &str) -> Result<Written, String> {
        let text = text.trim();
        let w = self.read(map, position, text)?;
        if w.power != self.power {
            return Err(format!(
                "that unit is not {}",
                map.power(self.power).adjective
            ));
        }
        if let Some(p) = key(&w)
            && let Some(i) = self.line_for(map, position, p)
        {
            self.lines.remove(i);
        }
        self.lines.push(text.to_string());
        Ok(w)
    }

    /// Removes the order for whatever stands in `province` (the unit stands again).
    pub fn clear(&mut self, map: &Map, position: &Position, province: ProvinceId) {
        while let Some(i) = self.line_for(map, position, province) {
            self.lines.remove(i);
        }
    }

    /// Every line, read and checked.
    pub fn checked(&self, map: &Map, position: &Position, rules: &Rules) -> Vec<CheckedLine> {
        self.lines
            .iter()
            .map(|text| {
                let order = self.read(map, position, text);
                let check = match &order {
                    Ok(w) => check_alone(map, position, rules, w),
                    Err(e) => Check::Void(e.clone()),
                };
                CheckedLine {
                    text: text.clone(),
                    order,
                    check,
                }
            })
            .collect()
    }

    /// What sealing now would leave out, in words ("2 units stand by default"), if anything.
    pub fn left_out(&self, map: &Map, position: &Position) -> Option<String> {
        let ordered = |p: ProvinceId| self.line_for(map, position, p).is_some();
        match position.phase.kind {
            PhaseKind::Movement => {
                let n = position
                    .units
                    .iter()
                    .filter(|u| u.power == self.power && !ordered(u.loc.province))
                    .count();
                (n > 0).then(|| format!("{n} unit{} stand{} by default", plural(n), verb_s(n)))
            }
            PhaseKind::Retreat => {
                let n = position
                    .dislodged
                    .iter()
                    .filter(|d| d.unit.power == self.power && !ordered(d.unit.loc.province))
                    .count();
                (n > 0).then(|| format!("{n} dislodged unit{} will be disbanded", plural(n)))
            }
            PhaseKind::Adjustment => {
                let due = position.centre_count(self.power) as i64
                    - position.unit_count(self.power) as i64;
                let written = self.lines.len() as i64;
                if due > written {
                    let n = (due - written) as usize;
                    Some(format!("{n} build{} will be forfeited", plural(n)))
                } else if -due > written {
                    let n = (-due - written) as usize;
                    Some(format!(
                        "{n} unit{} will be removed by the civil-disorder rule",
                        plural(n)
                    ))
                } else {
                    None
                }
            }
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn verb_s(n: usize) -> &'static str {
    if n == 1 { "s" } else { "" }
}

/// Province names and abbreviations that complete the last word typed.
pub fn complete(map: &Map, typed: &str) -> Vec<String> {
    let word = typed
        .rsplit(|c: char| c.is_whitespace() || "-()".contains(c))
        .next()
        .unwrap_or("")
        .to_lowercase();
    if word.len() < 2 {
        return Vec::new();
    }
    map.provinces
        .iter()
        .filter(|p| {
            p.name.to_lowercase().starts_with(&word) || p.abbr.to_lowercase().starts_with(&word)
        })
        .map(|p| format!("{} ({})", p.name, p.abbr))
        .take(6)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::Rules;

    fn start() -> (Map, Position) {
        let map = Map::named("standard").expect("standard map");
        let position = Position::initial(&map);
        (map, position)
    }

    #[test]
    fn a_new_order_for_a_unit_replaces_its_old_one() {
        let (map, position) = start();
        let france = map.find_power("France").expect("France");
        let mut d = Draft {
            power: france,
            lines: Vec::new(),
        };
        d.write(&map, &position, "A(Par)-Bur").expect("reads");
        d.write(&map, &position, "A Paris - Picardy")
            .expect("reads");
        assert_eq!(d.lines, vec!["A Paris - Picardy".to_string()]);
        assert_eq!(
            d.left_out(&map, &position).as_deref(),
            Some("2 units stand by default")
        );
    }

    #[test]
    fn another_powers_unit_or_nonsense_is_refused_with_a_reason() {
        let (map, position) = start();
        let france = map.find_power("France").expect("France");
        let mut d = Draft {
            power: france,
            lines: Vec::new(),
        };
        let e = d
            .write(&map, &position, "A(Ber)-Kie")
            .expect_err("German unit");
        assert!(e.contains("German") || e.contains("not"), "{e}");
        let e = d.write(&map, &position, "A(Par)-").expect_err("unfinished");
        assert!(e.contains("cannot read"), "{e}");
        assert!(d.lines.is_empty());
    }

    #[test]
    fn a_move_that_can_never_work_is_flagged_void_with_the_reason() {
        let (map, position) = start();
        let france = map.find_power("France").expect("France");
        let mut d = Draft {
            power: france,
            lines: Vec::new(),
        };
        d.write(&map, &position, "A(Par)-Mun").expect("reads");
        d.write(&map, &position, "A(Mar)-Spa").expect("reads");
        let checked = d.checked(&map, &position, &Rules::RULEBOOK_1971);
        assert!(matches!(&checked[0].check, Check::Void(r) if r.contains("not adjacent")));
        assert_eq!(checked[1].check, Check::Fine);
    }

    #[test]
    fn completion_offers_province_names_for_the_last_word() {
        let (map, _) = start();
        let names = complete(&map, "F(NTH) c A(Yor)-Nor");
        assert!(names.iter().any(|n| n.starts_with("Norway")), "{names:?}");
    }
}
