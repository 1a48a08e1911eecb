//! A power's orders while they are being written: each line read once, when it is written,
//! into the orders it gives (kept with the text the player wrote). On the standard boards a
//! unit's new order replaces its old one; where units stack a line orders some of a stack's
//! units ("2 of the 4 fleets in NTH move to Nwy"), never more than are left without orders.

pub use super::checked::{CheckedLine, check_written};
use super::{Game, read_line};
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::Check;
use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::format::format_line;
use crate::engine::options::{Options, OrderKind, Route, StackRow, Subject, own_stacks};
use crate::engine::order::{AdjustOrder, MainOrder, Order, Written};
use crate::engine::position::{PhaseKind, Position};
use crate::engine::rules_explained::RuleTopic;

/// One power's orders in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub power: PowerId,
    pub lines: Vec<DraftLine>,
}

/// One written line: the orders it was read as when written, and its text as shown: the
/// orders in the board's notation (the one formatter), or, for a line that does not
/// read, the text as it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DraftLine {
    pub text: String,
    /// The orders the line gives (several for a `sup by` line), or why it does not read —
    /// only a line carried over from the game's pending orders can fail to.
    pub orders: Result<Vec<Written>, String>,
}

impl DraftLine {
    /// The orders the line gives (none when it does not read).
    pub fn written(&self) -> &[Written] {
        self.orders.as_deref().unwrap_or(&[])
    }
}

/// One thing to hear before sealing, with the rule behind it when a rule is broken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub words: String,
    pub rule: Option<RuleTopic>,
}

/// The province an order is keyed by: the unit's, or the build's.
fn key(w: &Written) -> Option<ProvinceId> {
    match w.order {
        Order::Adjust(AdjustOrder::Waive) => None,
        Order::Adjust(AdjustOrder::Remove { at }) => Some(at),
        _ => Some(w.at.province),
    }
}

/// Whether an order commands units of this stack (a build names a place, not a stack).
fn commands(o: &Written, kind: UnitKind, p: ProvinceId) -> bool {
    o.kind == Some(kind) && o.at.province == p && !is_build(o)
}

fn is_build(o: &Written) -> bool {
    matches!(o.order, Order::Adjust(AdjustOrder::Build { .. }))
}

impl Draft {
    /// An empty draft for `power`.
    pub fn new(power: PowerId) -> Draft {
        Draft {
            power,
            lines: Vec::new(),
        }
    }

    /// The orders this power has written so far in this phase (none at first), each line
    /// shown in the board's notation (a line that does not read, as it was written).
    pub fn from_pending(power: PowerId, map: &Map, game: &Game) -> Draft {
        Draft {
            power,
            lines: game
                .pending
                .iter()
                .filter(|o| o.power == power)
                .map(|o| DraftLine {
                    text: o.text(map, &game.position),
                    orders: o.reading(),
                })
                .collect(),
        }
    }

    /// The lines as the player wrote them.
    pub fn texts(&self) -> Vec<String> {
        self.lines.iter().map(|l| l.text.clone()).collect()
    }

    /// Every order written, in the order of the lines.
    pub fn orders(&self) -> impl Iterator<Item = &Written> {
        self.lines.iter().flat_map(DraftLine::written)
    }

    /// The line giving an order to whatever stands in `province`.
    pub fn line_for(&self, province: ProvinceId) -> Option<usize> {
        self.lines
            .iter()
            .position(|l| l.written().iter().any(|w| key(w) == Some(province)))
    }

    /// Units of a stack already given an order by the lines written.
    pub fn ordered(&self, kind: UnitKind, p: ProvinceId) -> u32 {
        self.orders()
            .filter(|o| o.power == self.power && commands(o, kind, p))
            .map(|o| o.units())
            .sum()
    }

    /// How many units of the power's stack `row` a new order may be for: where units
    /// stack, those still without orders; on the standard boards its one unit, whose order
    /// a new one replaces.
    pub fn open_units(&self, map: &Map, row: &StackRow) -> u32 {
        match Rulebook::of(map).orders_part_of_stacks() {
            true => (row.units).saturating_sub(self.ordered(row.kind, row.at.province)),
            false => row.units,
        }
    }

    /// The count an order asked for `asked` units of `row` is written for: at least one,
    /// at most those it may be for ([`Draft::open_units`]).
    pub fn count_for(&self, map: &Map, row: &StackRow, asked: u32) -> u32 {
        asked.clamp(1, self.open_units(map, row).max(1))
    }

    /// Writes a line typed on the keyboard, read once now: it must read as orders of this
    /// power. On the standard boards it replaces the order its unit had; where units stack
    /// it may not order more units of a stack than are left without orders. Returns why it
    /// was refused, keeping the draft unchanged.
    pub fn write(&mut self, map: &Map, position: &Position, text: &str) -> Result<(), String> {
        let orders = read_line(map, position, self.power, text.trim())?;
        self.accept(map, position, orders)
    }

    /// Writes a typed order (a click's, a button's): the same checks as a typed line.
    /// Returns why it was refused, keeping the draft unchanged.
    pub fn put(&mut self, map: &Map, position: &Position, order: Written) -> Result<(), String> {
        self.accept(map, position, vec![order])
    }

    /// Keeps a line's orders when they are this power's (and, where units stack, leave
    /// no stack over-ordered), replacing the orders their units had; the line is shown
    /// in the board's notation.
    fn accept(
        &mut self,
        map: &Map,
        position: &Position,
        orders: Vec<Written>,
    ) -> Result<(), String> {
        match Rulebook::of(map).orders_part_of_stacks() {
            true => self.fits_stacks(map, position, &orders)?,
            false => {
                for w in &orders {
                    if w.power != self.power {
                        return Err(format!(
                            "that unit is not {}",
                            map.power_adjective_label(self.power)
                        ));
                    }
                }
                for p in orders.iter().filter_map(key) {
                    self.clear(p);
                }
            }
        }
        self.lines.push(DraftLine {
            text: format_line(map, position, &orders),
            orders: Ok(orders),
        });
        Ok(())
    }

    /// Whether counted orders are this power's and leave no stack over-ordered.
    fn fits_stacks(&self, map: &Map, pos: &Position, orders: &[Written]) -> Result<(), String> {
        for o in orders {
            if o.power != self.power {
                return Err(format!(
                    "those units are not {}",
                    map.power_adjective_label(self.power)
                ));
            }
            let Some(kind) = o.kind.filter(|_| !is_build(o)) else {
                continue;
            };
            let p = o.at.province;
            let here = own_stacks(pos, self.power)
                .iter()
                .filter(|r| r.kind == kind && r.at.province == p)
                .map(|r| r.units)
                .sum::<u32>();
            let given = self.ordered(kind, p);
            if given + o.units() > here {
                return Err(format!(
                    "only {} of the {here} {} in {} are left without orders",
                    here.saturating_sub(given),
                    kind_plural(kind, here),
                    map.province(p).abbr
                ));
            }
        }
        Ok(())
    }

    /// Removes the orders for whatever stands in `province` (the unit stands again).
    pub fn clear(&mut self, province: ProvinceId) {
        while let Some(i) = self.line_for(province) {
            self.lines.remove(i);
        }
    }

    /// Every line with its first order, checked by the one checker ([`check_written`]) on
    /// every board. An army's "fleets must convoy it" warning is cleared when this draft's
    /// own convoy orders carry it all the way.
    pub fn checked(&self, board: Board) -> Vec<CheckedLine> {
        let orders: Vec<&Written> = self.orders().collect();
        self.lines
            .iter()
            .map(|line| {
                let order = match &line.orders {
                    Ok(o) => o.first().ok_or_else(|| "no order".to_string()),
                    Err(e) => Err(e.clone()),
                };
                let (check, rule) = match &order {
                    Ok(w) => match check_written(board, w) {
                        (Check::Note(_), _) if convoyed_by_draft(board, w, &orders) => {
                            (Check::Fine, None)
                        }
                        checked => checked,
                    },
                    Err(e) => (Check::Void(e.clone()), None),
                };
                CheckedLine {
                    power: self.power,
                    text: line.text.clone(),
                    orders: line.orders.clone(),
                    check,
                    rule,
                }
            })
            .collect()
    }

    /// Everything a player should hear before sealing: each void or warned order with
    /// why, and each unit left without an order with what will happen to it. Where units
    /// stack: how many units are left without orders.
    pub fn seal_warnings(&self, board: Board) -> Vec<Warning> {
        let Board { map, position, .. } = board;
        let plain = |words: String| Warning { words, rule: None };
        if board.orders_part_of_stacks() {
            return self
                .left_out(map, position)
                .into_iter()
                .map(plain)
                .collect();
        }
        let mut out = Vec::new();
        for line in self.checked(board) {
            let who = match line.order() {
                Ok(w) => unit_label(map, position, w),
                Err(_) => format!("`{}`", line.text),
            };
            match line.check {
                Check::Fine => {}
                Check::Note(n) => {
                    out.push(plain(crate::t!("rules-seal-note", unit = who, note = n)))
                }
                Check::Void(r) => out.push(Warning {
                    words: crate::t!("rules-seal-void", unit = who, why = r),
                    rule: line.rule,
                }),
            }
        }
        let ordered = |p: ProvinceId| self.line_for(p).is_some();
        let label = |u: &crate::engine::position::Unit| {
            crate::engine::notation::format::unit_place(map, u.kind, u.loc)
        };
        match position.phase.kind {
            PhaseKind::Movement => {
                for u in position.units.iter().filter(|u| u.power == self.power) {
                    if !ordered(u.loc.province) {
                        out.push(plain(crate::t!("rules-seal-no-order", unit = label(u))));
                    }
                }
            }
            PhaseKind::Retreat => {
                for d in position
                    .dislodged
                    .iter()
                    .filter(|d| d.unit.power == self.power)
                {
                    if !ordered(d.unit.loc.province) {
                        out.push(Warning {
                            words: crate::t!("rules-seal-no-retreat", unit = label(&d.unit)),
                            rule: Some(RuleTopic::Disbanding),
                        });
                    }
                }
            }
            PhaseKind::Adjustment => out.extend(self.left_out(map, position).map(plain)),
        }
        out
    }

    /// What sealing now would leave out, in words ("2 units stand by default"), if anything.
    pub fn left_out(&self, map: &Map, position: &Position) -> Option<String> {
        if Rulebook::of(map).orders_part_of_stacks() {
            return self.stacks_left_out(position);
        }
        let ordered = |p: ProvinceId| self.line_for(p).is_some();
        match position.phase.kind {
            PhaseKind::Movement => {
                let n = position
                    .units
                    .iter()
                    .filter(|u| u.power == self.power && !ordered(u.loc.province))
                    .count();
                (n > 0).then(|| crate::t!("rules-seal-stand-by-default", count = n))
            }
            PhaseKind::Retreat => {
                let n = position
                    .dislodged
                    .iter()
                    .filter(|d| d.unit.power == self.power && !ordered(d.unit.loc.province))
                    .count();
                (n > 0).then(|| crate::t!("rules-seal-disbanded", count = n))
            }
            PhaseKind::Adjustment => {
                let due = position.centre_count(self.power) as i64
                    - position.unit_count(self.power) as i64;
                let written = self.lines.len() as i64;
                if due > written {
                    let n = (due - written) as usize;
                    Some(crate::t!("rules-seal-forfeited", count = n))
                } else if -due > written {
                    let n = (-due - written) as usize;
                    Some(crate::t!("rules-seal-civil-disorder", count = n))
                } else {
                    None
                }
            }
        }
    }

    /// Units of stacks that no line orders, in words (`None`: all ordered). Only a
    /// movement or retreat phase's stacks are counted.
    fn stacks_left_out(&self, pos: &Position) -> Option<String> {
        let left: u32 = own_stacks(pos, self.power)
            .iter()
            .map(|r| r.units.saturating_sub(self.ordered(r.kind, r.at.province)))
            .sum();
        let n = left as usize;
        match (pos.phase.kind, left) {
            (_, 0) | (PhaseKind::Adjustment, _) => None,
            (PhaseKind::Retreat, _) => Some(crate::t!("rules-seal-stacks-disband", count = n)),
            (PhaseKind::Movement, _) => Some(crate::t!("rules-seal-stacks-stand", count = n)),
        }
    }
}

/// The seal check for a player's drafts: every void or warned order and every unit
/// without an order, each power named when the player writes for several.
pub fn seal_check(drafts: &[Draft], map: &Map, game: &Game) -> Vec<Warning> {
    let several = drafts.len() > 1;
    drafts
        .iter()
        .flat_map(|d| {
            let found = d.seal_warnings(game.board(map));
            let power = map.power_label(d.power);
            found.into_iter().map(move |w| match several {
                true => Warning {
                    words: format!("{power}: {}", w.words),
                    ..w
                },
                false => w,
            })
        })
        .collect()
}

/// "F Tri": the ordered unit's letter and place, as the seal check names it.
fn unit_label(map: &Map, position: &Position, w: &Written) -> String {
    let at = match w.order {
        Order::Adjust(AdjustOrder::Remove { at }) => Location::province(at),
        _ => w.at,
    };
    let letter = position
        .unit_at(at.province)
        .map(|i| position.units[i].kind)
        .or(w.kind)
        .map_or(String::new(), |k| format!("{} ", k.letter()));
    match w.order {
        Order::Adjust(AdjustOrder::Waive) => "Waive".into(),
        Order::Adjust(AdjustOrder::Build { .. }) => format!("Build in {}", map.location_abbr(at)),
        _ => format!("{letter}{}", map.location_abbr(at)),
    }
}

/// Whether `w` is an army's move over sea that this draft's own convoy orders carry: the
/// legal-order tree of the army, on the board with only those fleets at sea, lists it by
/// convoy.
fn convoyed_by_draft(board: Board, w: &Written, draft: &[&Written]) -> bool {
    let Board {
        map,
        position,
        rules,
        ..
    } = board;
    let Order::Main(MainOrder::Move { to, .. }) = w.order else {
        return false;
    };
    let army = w.at.province;
    let fleets: Vec<ProvinceId> = draft
        .iter()
        .filter_map(|o| match o.order {
            Order::Main(MainOrder::Convoy { from, to: dest })
                if from == army && dest == to.province =>
            {
                Some(o.at.province)
            }
            _ => None,
        })
        .collect();
    if fleets.is_empty() {
        return false;
    }
    let mut carried = position.clone();
    carried.units.retain(|u| {
        u.kind != UnitKind::Fleet
            || !map.province(u.loc.province).is_sea()
            || fleets.contains(&u.loc.province)
    });
    let subject = Subject::Unit {
        at: army,
        kind: Some(UnitKind::Army),
    };
    Options::new(map, &carried, rules)
        .only(subject, 1, &[OrderKind::Move])
        .targets(OrderKind::Move)
        .iter()
        .any(|t| {
            t.place.is_some_and(|l| l.province == to.province)
                && t.choices.iter().any(|c| c.route == Route::Convoy)
        })
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

/// `army`/`armies`, `fleet`/`fleets`.
pub fn kind_plural(kind: UnitKind, n: u32) -> &'static str {
    match (kind, n) {
        (UnitKind::Army, 1) => "army",
        (UnitKind::Army, _) => "armies",
        (UnitKind::Fleet, 1) => "fleet",
        (UnitKind::Fleet, _) => "fleets",
    }
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
        let mut d = Draft::new(france);
        d.write(&map, &position, "A(Par)-Bur").expect("reads");
        d.write(&map, &position, "A Paris - Picardy")
            .expect("reads");
        // The line is shown as read, in the board's notation.
        assert_eq!(d.texts(), vec!["A(Par)-Pic".to_string()]);
        assert_eq!(
            d.left_out(&map, &position).as_deref(),
            Some("2 units stand by default")
        );
    }

    #[test]
    fn another_powers_unit_or_nonsense_is_refused_with_a_reason() {
        let (map, position) = start();
        let france = map.find_power("France").expect("France");
        let mut d = Draft::new(france);
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
        let mut d = Draft::new(france);
        d.write(&map, &position, "A(Par)-Mun").expect("reads");
        d.write(&map, &position, "A(Mar)-Spa").expect("reads");
        let checked = d.checked(Board::new(&map, &position, &Rules::RULEBOOK_1971));
        assert!(matches!(&checked[0].check, Check::Void(r) if r.contains("not adjacent")));
        assert_eq!(checked[1].check, Check::Fine);
    }

    #[test]
    fn the_seal_check_names_every_void_order_and_every_unit_without_one() {
        let (map, position) = start();
        let austria = map.find_power("Austria").expect("Austria");
        let mut d = Draft::new(austria);
        d.write(&map, &position, "F(Tri) S A(Bud)-Ser")
            .expect("reads");
        let found = d.seal_warnings(Board::new(&map, &position, &Rules::RULEBOOK_1971));
        // The void support leads to its rule; a unit without an order breaks none.
        assert_eq!(found[0].rule, Some(RuleTopic::SupportReach), "{found:?}");
        assert!(found[1..].iter().all(|w| w.rule.is_none()), "{found:?}");
        let warnings: Vec<String> = found.into_iter().map(|w| w.words).collect();
        assert_eq!(warnings.len(), 3, "{warnings:?}");
        assert!(
            warnings[0].starts_with("F Tri: void — ") && warnings[0].contains("could move"),
            "{warnings:?}"
        );
        assert!(warnings.contains(&"A Bud: no order — it stands".to_string()));
        assert!(warnings.contains(&"A Vie: no order — it stands".to_string()));
        d.write(&map, &position, "F(Tri)-Alb").expect("reads");
        d.write(&map, &position, "A(Bud)-Ser").expect("reads");
        d.write(&map, &position, "A(Vie)-Gal").expect("reads");
        assert!(
            d.seal_warnings(Board::new(&map, &position, &Rules::RULEBOOK_1971))
                .is_empty()
        );
    }

    #[test]
    fn a_convoy_written_in_the_same_draft_clears_the_armys_convoy_warning() {
        let (map, mut position) = start();
        let p = |n: &str| map.find_province(n).expect("province");
        let lon = position.unit_at(p("lon")).expect("fleet in London");
        position.units[lon].loc = Location::province(p("nth"));
        let lvp = position.unit_at(p("lvp")).expect("army in Liverpool");
        position.units[lvp].loc = Location::province(p("yor"));
        let england = map.find_power("England").expect("England");
        let mut d = Draft::new(england);
        d.write(&map, &position, "A(Yor)-Nwy").expect("reads");
        let warned = d.checked(Board::new(&map, &position, &Rules::RULEBOOK_1971));
        assert!(matches!(&warned[0].check, Check::Note(n) if n.contains("convoy")));
        d.write(&map, &position, "F(NTH) C A(Yor)-Nwy")
            .expect("reads");
        let checked = d.checked(Board::new(&map, &position, &Rules::RULEBOOK_1971));
        assert_eq!(checked[0].check, Check::Fine, "{checked:?}");
        assert_eq!(checked[1].check, Check::Fine, "{checked:?}");
    }

    #[test]
    fn completion_offers_province_names_for_the_last_word() {
        let (map, _) = start();
        let names = complete(&map, "F(NTH) c A(Yor)-Nor");
        assert!(names.iter().any(|n| n.starts_with("Norway")), "{names:?}");
    }
}
