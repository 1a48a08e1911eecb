//! Older saves of stacked games: a second copy of the board (`stacked`) beside the one
//! shown, whose list of every attacker of a dislodged unit `position` now keeps itself, and
//! the stacked engine's own order type in the record, read into the one order type.

use crate::engine::game::Game;
use crate::engine::game::record::{StackedOutcome, StackedPhase};
use crate::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use crate::engine::order::{AdjustOrder, Counts, MainOrder, Order, Piece, RetreatOrder, Written};
use serde::Deserialize;

#[derive(Deserialize)]
struct OldSave {
    game: OldGame,
}

#[derive(Deserialize)]
struct OldGame {
    #[serde(default)]
    stacked: Option<OldBoard>,
}

#[derive(Deserialize)]
struct OldBoard {
    dislodged: Vec<OldDislodged>,
}

#[derive(Deserialize)]
struct OldDislodged {
    attackers_from: Vec<ProvinceId>,
}

/// Copies every attacker's province of the old second board's dislodged units into the
/// game's position (the position kept only the first).
pub fn restore_attackers(text: &str, game: &mut Game) {
    if !text.contains("stacked: Some") {
        return;
    }
    let Ok(old) = ron::from_str::<OldSave>(text) else {
        return;
    };
    let Some(board) = old.game.stacked else {
        return;
    };
    for (d, old) in game.position.dislodged.iter_mut().zip(board.dislodged) {
        d.also_from = old.attackers_from.into_iter().skip(1).collect();
    }
}

/// A stacked phase as saved: `written` now, or the older stacked engine's `orders`.
#[derive(Deserialize)]
pub struct StackedPhaseFile {
    #[serde(default)]
    written: Vec<Written>,
    #[serde(default)]
    orders: Vec<OldOrder>,
    outcome: StackedOutcome,
}

impl From<StackedPhaseFile> for StackedPhase {
    fn from(file: StackedPhaseFile) -> StackedPhase {
        let mut orders = file.written;
        orders.extend(file.orders.into_iter().map(OldOrder::into_written));
        StackedPhase {
            orders,
            outcome: file.outcome,
        }
    }
}

/// The older stacked engine's order: a count, a unit, and what it was told.
#[derive(Deserialize)]
struct OldOrder {
    power: PowerId,
    count: Option<u32>,
    kind: UnitKind,
    at: Location,
    action: OldAction,
}

#[derive(Deserialize)]
enum OldAction {
    Hold,
    Move {
        to: Location,
        via_convoy: bool,
    },
    SupportHold {
        target: ProvinceId,
        pieces: Vec<Piece>,
        power: Option<PowerId>,
    },
    SupportMove {
        from: ProvinceId,
        to: Location,
        pieces: Vec<Piece>,
        power: Option<PowerId>,
    },
    Convoy {
        from: ProvinceId,
        to: ProvinceId,
        count: Option<u32>,
        power: Option<PowerId>,
    },
    Retreat(Location),
    Disband,
    Build,
    Remove,
}

impl OldOrder {
    fn into_written(self) -> Written {
        let mut counts = Counts {
            count: self.count,
            ..Counts::default()
        };
        let mut describe = |pieces: &[Piece], power: Option<PowerId>| {
            for (slot, p) in counts.pieces.iter_mut().zip(pieces) {
                *slot = Some(*p);
            }
            counts.power = power;
        };
        let order = match self.action {
            OldAction::Hold => Order::Main(MainOrder::Hold),
            OldAction::Move { to, via_convoy } => Order::Main(MainOrder::Move { to, via_convoy }),
            OldAction::SupportHold {
                target,
                pieces,
                power,
            } => {
                describe(&pieces, power);
                Order::Main(MainOrder::SupportHold { target })
            }
            OldAction::SupportMove {
                from,
                to,
                pieces,
                power,
            } => {
                describe(&pieces, power);
                Order::Main(MainOrder::SupportMove { from, to })
            }
            OldAction::Convoy {
                from,
                to,
                count,
                power,
            } => {
                let armies = Piece {
                    count,
                    kind: UnitKind::Army,
                };
                describe(&[armies], power);
                Order::Main(MainOrder::Convoy { from, to })
            }
            OldAction::Retreat(to) => Order::Retreat(RetreatOrder::Retreat(to)),
            OldAction::Disband => Order::Retreat(RetreatOrder::Disband),
            OldAction::Build => Order::Adjust(AdjustOrder::Build {
                kind: Some(self.kind),
                at: self.at,
            }),
            OldAction::Remove => Order::Adjust(AdjustOrder::Remove {
                at: self.at.province,
            }),
        };
        Written {
            power: self.power,
            kind: Some(self.kind),
            at: self.at,
            order,
            counts,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::game::save::{from_ron, to_ron};
    use crate::engine::game::{Game, Setup};
    use crate::engine::map::Map;
    use crate::engine::position::{DislodgedUnit, PhaseKind};

    /// A Multiplomacy game saved by an older build, in its retreat phase: the French army
    /// in Burgundy was dislodged by attackers from Munich and Picardy; the board shown
    /// kept only Munich, the second board kept both.
    #[test]
    fn an_old_stacked_save_keeps_every_attackers_province() {
        let map = Map::named("multiplomacy").expect("map");
        let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
        let setup = Setup::standard(&map, &names, 0, "1971", 1).expect("setup");
        let mut game = Game::new(&map, setup);
        let p = |n: &str| map.find_province(n).expect(n);
        let paris = game.position.unit_at(p("par")).expect("A Par");
        let mut unit = game.position.units.remove(paris);
        unit.loc.province = p("bur");
        game.position.phase.kind = PhaseKind::Retreat;
        game.position.dislodged.push(DislodgedUnit {
            unit,
            attacker_from: p("mun"),
            by_convoy: false,
            also_from: Vec::new(),
        });
        let old = to_ron(&game).replacen(
            "    winters:",
            &format!(
                "    stacked: Some((dislodged: [(attackers_from: [({}), ({})])])),\n    winters:",
                p("mun").0,
                p("pic").0
            ),
            1,
        );
        assert!(old.contains("stacked: Some"), "{old}");
        let (loaded, _) = from_ron(&old, "old.ron").expect("an old save loads");
        let from: Vec<_> = loaded.position.dislodged[0].attackers_from().collect();
        assert_eq!(from, vec![p("mun"), p("pic")]);
    }

    /// The same game a phase on, saved when the record kept the stacked engine's own
    /// orders (`orders: [(count, kind, at, action)]`): the record reads as the one order type.
    #[test]
    fn an_old_stacked_record_reads_as_the_same_orders() {
        use crate::engine::game::record::PhaseResult;
        let map = Map::named("multiplomacy").expect("map");
        let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
        let setup = Setup::standard(&map, &names, 0, "1971", 1).expect("setup");
        let mut game = Game::new(&map, setup);
        let england = map.find_power("England").expect("England");
        let lines = ["F Lon-Nth".to_string(), "F Edi sup F Lon-Nth".to_string()];
        game.write_orders(&map, england, &lines);
        game.resolve(&map);
        let PhaseResult::Stacked(now) = &game.record[0].result else {
            panic!("a stacked record");
        };
        let text = to_ron(&game);
        let start = text.find("written: [").expect("the record's orders");
        let mut depth = 0;
        let end = start
            + text[start..]
                .char_indices()
                .find(|&(_, c)| {
                    depth += match c {
                        '[' => 1,
                        ']' => -1,
                        _ => 0,
                    };
                    c == ']' && depth == 0
                })
                .expect("their end")
                .0
            + 1;
        let at = |abbr: &str| {
            let p = map.find_province(abbr).expect(abbr).0;
            format!("(province: ({p}), coast: None)")
        };
        let (e, lon, edi, nth) = (england.0, at("lon"), at("edi"), at("nth"));
        let old_orders = format!(
            "orders: [(power: ({e}), count: None, kind: Fleet, at: {lon}, \
             action: Move(to: {nth}, via_convoy: false)), \
             (power: ({e}), count: None, kind: Fleet, at: {edi}, \
             action: SupportMove(from: ({}), to: {nth}, \
             pieces: [(count: None, kind: Fleet)], power: None))]",
            map.find_province("lon").expect("lon").0
        );
        let old = format!("{}{old_orders}{}", &text[..start], &text[end..]);
        let (loaded, _) = from_ron(&old, "old.ron").expect("an old save loads");
        let PhaseResult::Stacked(then) = &loaded.record[0].result else {
            panic!("a stacked record");
        };
        assert_eq!(then.orders, now.orders);
    }
}
