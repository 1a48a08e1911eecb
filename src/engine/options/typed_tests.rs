//! Clicks and buttons give typed orders, never text to read back: every order the
//! legal-order tree offers, typed as the app types a click's, is the order its line reads
//! as, on every board and in every kind of phase.

use super::{Subject, legal_orders};
use super::{adjusted_unit, typed_order};
use crate::engine::bot::Level;
use crate::engine::game::read_line;
use crate::engine::game::{Game, Setup, ShortGame};
use crate::engine::map::Map;
use crate::engine::notation::format::format_written;
use crate::engine::position::{PhaseKind, Position, Unit};
use crate::engine::rules::Rules;

/// Every phase of a short game of Novices on `variant`, movement, retreat and adjustment.
fn positions(variant: &str, seed: u64) -> (Map, Rules, Vec<Position>) {
    let map = Map::named(variant).expect("map");
    let names: Vec<String> = (0..map.powers.len()).map(|i| format!("C{i}")).collect();
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    let mut setup = Setup::standard(&map, &refs, 0, "1971", seed).expect("setup");
    setup.short_game = Some(ShortGame::EndYear(1903));
    for p in &mut setup.players {
        p.computer = Some(Level::Novice);
    }
    let mut game = Game::new(&map, setup);
    let mut seen = vec![game.position.clone()];
    while game.outcome.is_none() && seen.len() < 16 {
        game.write_computer_orders(&map);
        game.resolve(&map);
        seen.push(game.position.clone());
    }
    (map, game.setup.rules, seen)
}

/// The units (or, in an adjustment, the powers' orders) and every allowed order for them.
fn offered(map: &Map, pos: &Position, rules: &Rules) -> Vec<(Unit, crate::engine::order::Order)> {
    let mut out = Vec::new();
    match pos.phase.kind {
        PhaseKind::Adjustment => {
            for power in map.power_ids() {
                let tree = legal_orders(map, pos, rules, Subject::Power(power), 1);
                for c in tree.choices().into_iter().filter(|c| c.allowed()) {
                    let unit = adjusted_unit(pos, power, c.order).expect("the unit named");
                    out.push((unit, c.order));
                }
            }
        }
        kind => {
            let units: Vec<Unit> = match kind {
                PhaseKind::Retreat => pos.dislodged.iter().map(|d| d.unit).collect(),
                _ => pos.units.clone(),
            };
            for unit in units {
                let subject = Subject::Unit {
                    at: unit.loc.province,
                    kind: Some(unit.kind),
                };
                let tree = legal_orders(map, pos, rules, subject, 1);
                for c in tree.choices().into_iter().filter(|c| c.allowed()) {
                    out.push((unit, c.order));
                }
            }
        }
    }
    out
}

#[test]
fn every_order_a_click_gives_is_the_order_its_line_reads_as_on_every_board() {
    for (variant, seed) in [("standard", 3), ("european", 5), ("multiplomacy", 7)] {
        let (map, rules, seen) = positions(variant, seed);
        let mut kinds = Vec::new();
        let mut checked = 0;
        for pos in &seen {
            kinds.push(pos.phase.kind);
            for (unit, order) in offered(&map, pos, &rules) {
                let typed = typed_order(&map, pos, &unit, 1, order);
                let line = format_written(&map, pos, &typed);
                let read = read_line(&map, pos, unit.power, &line);
                assert_eq!(read, Ok(vec![typed]), "{variant} {}: {line}", pos.phase);
                checked += 1;
            }
        }
        assert!(checked > 500, "{variant}: only {checked} orders offered");
        for kind in [
            PhaseKind::Movement,
            PhaseKind::Retreat,
            PhaseKind::Adjustment,
        ] {
            assert!(kinds.contains(&kind), "{variant}: no {kind:?} phase played");
        }
    }
}
