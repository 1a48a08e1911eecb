//! Random games on the Multiplomacy board: no panics, never two powers in a province, and
//! unit totals matching centres after every winter; random text never panics the parser.

use super::*;
use crate::engine::adjudicate::{Board, adjudicate_adjustments, adjudicate_retreats};
use crate::engine::ids::{Location, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::counted::*;
use crate::engine::order::{AdjustOrder, Counts, MainOrder, Order, Piece, RetreatOrder, Written};
use crate::engine::position::PhaseKind;
use crate::engine::position::Position;

const RULES: crate::engine::rules::Rules = crate::engine::rules::Rules::RULEBOOK_1971;

/// A small deterministic generator (xorshift), so failures repeat.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

fn moves_from(map: &Map, kind: UnitKind, at: Location) -> Vec<Location> {
    match kind {
        UnitKind::Army => map
            .province(at.province)
            .army
            .iter()
            .map(|p| Location::province(*p))
            .collect(),
        UnitKind::Fleet => map.fleet_moves(at).to_vec(),
    }
}

fn movement_orders(map: &Map, pos: &Position, rng: &mut Rng) -> Vec<Written> {
    let mut stacks: Vec<(crate::engine::ids::PowerId, UnitKind, Location, u32)> = Vec::new();
    for u in &pos.units {
        match stacks
            .iter_mut()
            .find(|s| s.0 == u.power && s.1 == u.kind && s.2 == u.loc)
        {
            Some(s) => s.3 += 1,
            None => stacks.push((u.power, u.kind, u.loc, 1)),
        }
    }
    let mut out = Vec::new();
    for (power, kind, at, mut left) in stacks {
        while left > 0 {
            let n = 1 + rng.below(left as usize) as u32;
            left -= n;
            let near = moves_from(map, kind, at);
            let pick = |rng: &mut Rng| near.get(rng.below(near.len())).copied();
            let mut described = None;
            let action = match rng.below(6) {
                0 => MainOrder::Hold,
                1 | 2 => match pick(rng) {
                    Some(to) => MainOrder::Move {
                        to,
                        via_convoy: false,
                    },
                    None => MainOrder::Hold,
                },
                3 => match pick(rng) {
                    Some(t) => {
                        described = Some(Piece {
                            count: None,
                            kind: pos
                                .units
                                .iter()
                                .find(|u| u.loc.province == t.province)
                                .map_or(UnitKind::Army, |u| u.kind),
                        });
                        MainOrder::SupportHold { target: t.province }
                    }
                    None => MainOrder::Hold,
                },
                4 => match (pick(rng), pos.units.get(rng.below(pos.units.len()))) {
                    (Some(to), Some(u)) => {
                        described = Some(Piece {
                            count: None,
                            kind: u.kind,
                        });
                        MainOrder::SupportMove {
                            from: u.loc.province,
                            to,
                        }
                    }
                    _ => MainOrder::Hold,
                },
                _ => {
                    let a = map.province_ids().nth(rng.below(map.provinces.len()));
                    let b = map.province_ids().nth(rng.below(map.provinces.len()));
                    match (kind, a, b) {
                        (UnitKind::Fleet, Some(from), Some(to)) => {
                            described = Some(Piece {
                                count: None,
                                kind: UnitKind::Army,
                            });
                            MainOrder::Convoy { from, to }
                        }
                        (UnitKind::Army, _, Some(to)) => MainOrder::Move {
                            to: Location::province(to),
                            via_convoy: rng.below(2) == 0,
                        },
                        _ => MainOrder::Hold,
                    }
                }
            };
            out.push(Written {
                power,
                kind: Some(kind),
                at,
                order: Order::Main(action),
                counts: Counts {
                    count: Some(n),
                    pieces: [described, None],
                    power: None,
                },
            });
        }
    }
    out
}

fn retreat_orders(map: &Map, pos: &Position, rng: &mut Rng) -> Vec<Written> {
    pos.dislodged
        .iter()
        .map(|d| {
            let options =
                crate::engine::adjudicate::legal_retreats(Board::new(map, pos, &RULES), d);
            let action = match options.get(rng.below(options.len() + 1)) {
                Some(to) => RetreatOrder::Retreat(*to),
                None => RetreatOrder::Disband,
            };
            Written {
                power: d.unit.power,
                kind: Some(d.unit.kind),
                at: d.unit.loc,
                order: Order::Retreat(action),
                counts: Counts::default(),
            }
        })
        .collect()
}

fn adjustment_orders(map: &Map, pos: &Position, rng: &mut Rng) -> Vec<Written> {
    let mut out = Vec::new();
    for p in map.power_ids() {
        let due = pos.centre_count(p) as i64 - pos.unit_count(p) as i64;
        if due > 0 {
            for &h in &map.power(p).homes {
                let prov = map.province(h);
                let kind = if prov.is_sea()
                    || (prov.terrain == crate::engine::map::Terrain::Coast && rng.below(2) == 0)
                {
                    UnitKind::Fleet
                } else {
                    UnitKind::Army
                };
                let coast = prov
                    .coasts
                    .first()
                    .map(|c| c.coast)
                    .filter(|_| kind == UnitKind::Fleet);
                let at = Location { province: h, coast };
                out.push(Written {
                    power: p,
                    kind: Some(kind),
                    at,
                    order: Order::Adjust(AdjustOrder::Build {
                        kind: Some(kind),
                        at,
                    }),
                    counts: Counts::default(),
                });
            }
        } else if due < 0 && rng.below(3) > 0 {
            // Order some removals and leave the rest to civil disorder.
            if let Some(u) = pos.units.iter().find(|u| u.power == p) {
                out.push(Written {
                    power: p,
                    kind: Some(u.kind),
                    at: u.loc,
                    order: Order::Adjust(AdjustOrder::Remove { at: u.loc.province }),
                    counts: Counts {
                        count: Some(1),
                        ..Counts::default()
                    },
                });
            }
        }
    }
    out
}

#[test]
fn random_games_keep_the_invariants() {
    let map = Map::named("multiplomacy").expect("map");
    let mut seen = [0usize; 3];
    for seed in 1..=12u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut pos = Position::initial(&map);
        for _ in 0..60 {
            let before = pos.clone();
            seen[pos.phase.kind as usize] += 1;
            let resolved = pos.phase.kind;
            pos = match pos.phase.kind {
                PhaseKind::Movement => {
                    let orders = movement_orders(&map, &pos, &mut rng);
                    let r = adjudicate_stacked(Board::new(&map, &pos, &RULES), &orders);
                    assert_eq!(r.units.len(), before.units.len());
                    let _ = format_stacked_results(&map, &before, &orders, &r);
                    r.position
                }
                PhaseKind::Retreat => {
                    let orders = retreat_orders(&map, &pos, &mut rng);
                    adjudicate_retreats(Board::new(&map, &pos, &RULES), &orders).position
                }
                PhaseKind::Adjustment => {
                    let orders = adjustment_orders(&map, &pos, &mut rng);
                    let rules = crate::engine::rules::Rules::RULEBOOK_1971;
                    let r = adjudicate_adjustments(Board::new(&map, &pos, &rules), &orders);
                    for p in map.power_ids() {
                        let units = r.position.unit_count(p);
                        let centres = r.position.centre_count(p);
                        let open_home = map.power(p).homes.iter().any(|h| {
                            r.position.owners[h.index()] == Some(p)
                                && !r
                                    .position
                                    .units
                                    .iter()
                                    .any(|u| u.loc.province == *h && u.power == p)
                                && r.position.holder(*h).is_none()
                        });
                        assert!(
                            units <= centres,
                            "seed {seed}: {units} units, {centres} centres"
                        );
                        assert!(
                            units == centres || !open_home || before.unit_count(p) > centres,
                            "seed {seed}: builds left undone"
                        );
                    }
                    r.position
                }
            };
            crate::engine::game::calendar::advance(&map, resolved, &[], &mut pos);
            assert!(
                pos.mixed_provinces().is_empty(),
                "seed {seed}: two powers share a province"
            );
            for u in &pos.units {
                assert!(
                    map.valid_location(u.kind, u.loc),
                    "seed {seed}: unit off the board"
                );
            }
            let total: usize = pos.units.len() + pos.dislodged.len();
            assert!(total <= before.units.len() + before.dislodged.len() + map.provinces.len());
        }
    }
    assert!(seen.iter().all(|n| *n > 0), "phases seen: {seen:?}");
}

#[test]
fn random_text_never_panics() {
    let map = Map::named("multiplomacy").expect("map");
    let pos = Position::initial(&map);
    let bits = [
        "2",
        "0",
        "99999999999",
        "F",
        "A",
        "FA",
        "I",
        "Nth",
        "Spa",
        "(sc)",
        "(",
        ")",
        "/",
        "-",
        "sup",
        "by",
        "c",
        "convoy",
        "&",
        ":",
        ";",
        ",",
        "E:",
        "build",
        "remove",
        "stands",
        "Swi",
        "Mun",
        "via",
        "Lon",
        "é",
        "",
        " ",
        "StP",
        "nc",
    ];
    let mut rng = Rng(7);
    for _ in 0..5000 {
        let len = rng.below(9);
        let text: Vec<&str> = (0..len).map(|_| bits[rng.below(bits.len())]).collect();
        let text = text.join(if rng.below(2) == 0 { " " } else { "" });
        let _ = parse_stacked_orders(&map, &pos, None, &text);
    }
}

/// A whole game through [`crate::engine::game::Game`], orders written as text the way a
/// player types them: every line reads back, the mirror board matches, and the invariants hold.
#[test]
fn random_games_through_the_game_flow_read_every_written_order() {
    use crate::engine::game::{Game, PhaseResult, Setup};
    let map = Map::named("multiplomacy").expect("map");
    // Six players: Italy stands in civil disorder (III.2).
    let names = ["A", "B", "C", "D", "E", "F"];
    let mut kinds_seen = [0usize; 3];
    for seed in 1..=4u64 {
        let setup = Setup::standard(&map, &names, 0, "1971", seed).expect("setup");
        let mut game = Game::new(&map, setup);
        let mut rng = Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1);
        for _ in 0..45 {
            if game.outcome.is_some() {
                break;
            }
            let pos = game.position.clone();
            kinds_seen[pos.phase.kind as usize] += 1;
            let orders = match pos.phase.kind {
                PhaseKind::Movement => movement_orders(&map, &pos, &mut rng),
                PhaseKind::Retreat => retreat_orders(&map, &pos, &mut rng),
                PhaseKind::Adjustment => adjustment_orders(&map, &pos, &mut rng),
            };
            for p in game.powers_to_order(&map) {
                let lines: Vec<String> = orders
                    .iter()
                    .filter(|o| o.power == p)
                    .map(|o| format_stack_order(&map, &pos, o))
                    .collect();
                game.write_orders(&map, p, &lines);
                game.seal(p);
            }
            assert!(game.all_sealed(&map));
            let rec = game.resolve(&map).clone();
            assert!(
                rec.refused.is_empty(),
                "seed {seed}, {}: written orders did not read back: {:?}",
                rec.phase,
                rec.refused
            );
            // One outcome model: a stacked board's phases are recorded as every board's
            // are, its movements keeping each order's parts beside the units' results.
            match &rec.result {
                PhaseResult::Movement(m) => {
                    assert_eq!(rec.phase.kind, PhaseKind::Movement);
                    let stacks = m
                        .stacks
                        .as_ref()
                        .expect("a stacked movement keeps its parts");
                    assert_eq!(m.verdicts.len(), rec.position.units.len());
                    for (i, k) in stacks.order_of.iter().enumerate() {
                        let Some(k) = k else { continue };
                        let parts = &stacks.outcomes[*k].parts;
                        assert!(
                            parts.iter().any(|(_, v)| *v == m.verdicts[i]),
                            "seed {seed}: unit {i}'s verdict is one of its order's parts"
                        );
                    }
                }
                PhaseResult::Retreat(_) => assert_eq!(rec.phase.kind, PhaseKind::Retreat),
                PhaseResult::Adjustment { .. } => {
                    assert_eq!(rec.phase.kind, PhaseKind::Adjustment)
                }
            }
            let now = &game.position;
            assert!(now.mixed_provinces().is_empty(), "two powers in a province");
            if rec.phase.kind == PhaseKind::Adjustment {
                for p in map.power_ids() {
                    assert!(now.unit_count(p) <= now.centre_count(p), "seed {seed}");
                }
            }
        }
    }
    assert!(
        kinds_seen.iter().all(|n| *n > 0),
        "phases seen: {kinds_seen:?}"
    );
}
