//! Seeded Multiplomacy movement phases of a given size: armies in stacks spread over the
//! land provinces, each stack moving, supporting a neighbour's move or hold, or standing.

use diplomacy_hotseat::engine::ids::{Location, PowerId, ProvinceId, UnitKind};
use diplomacy_hotseat::engine::map::Map;
use diplomacy_hotseat::engine::order::{Counts, MainOrder, Order, Piece, Written};
use diplomacy_hotseat::engine::position::{Phase, PhaseKind, Position, Season, Unit};
use rand::RngExt;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// One stack: where, whose, how many armies.
struct Stack {
    at: ProvinceId,
    power: PowerId,
    units: u32,
}

/// The board (the one place that builds a position, for when stacked boards are `Position`s).
fn board(map: &Map, stacks: &[Stack]) -> Position {
    let phase = Phase {
        year: 1901,
        season: Season::Spring,
        kind: PhaseKind::Movement,
    };
    let mut position = Position::empty(map, phase);
    for s in stacks {
        for _ in 0..s.units {
            position.units.push(Unit {
                power: s.power,
                kind: UnitKind::Army,
                loc: Location::province(s.at),
            });
        }
    }
    position
}

/// `units` armies over half as many land provinces (all of them at most), owners at random.
fn stacks(map: &Map, rng: &mut StdRng, units: u32) -> Vec<Stack> {
    let mut land: Vec<ProvinceId> = map
        .province_ids()
        .filter(|p| map.province(*p).is_land() && !map.province(*p).army.is_empty())
        .collect();
    for i in (1..land.len()).rev() {
        land.swap(i, rng.random_range(0..=i));
    }
    land.truncate((units as usize / 2).clamp(1, land.len()));
    let powers = map.powers.len() as u8;
    let mut out: Vec<Stack> = land
        .iter()
        .map(|&at| Stack {
            at,
            power: PowerId(rng.random_range(0..powers)),
            units: 0,
        })
        .collect();
    let n = out.len();
    for k in 0..units as usize {
        out[k % n].units += 1;
    }
    out
}

/// The number written for `n` units (none for a single unit).
fn count(n: u32) -> Option<u32> {
    (n > 1).then_some(n)
}

/// Orders: about four stacks in ten move (all or part of the stack), three support a
/// neighbour's move (or hold), the rest stand.
fn orders(map: &Map, rng: &mut StdRng, stacks: &[Stack]) -> Vec<Written> {
    let order = |s: &Stack, n: u32, action: MainOrder, described: Option<(Piece, Option<_>)>| {
        let (piece, power) = described.map_or((None, None), |(p, w)| (Some(p), w));
        Written {
            power: s.power,
            kind: Some(UnitKind::Army),
            at: Location::province(s.at),
            order: Order::Main(action),
            counts: Counts {
                count: count(n),
                pieces: [piece, None],
                power,
            },
        }
    };
    let mut moves: Vec<(usize, u32, ProvinceId)> = Vec::new();
    let mut supporters = Vec::new();
    let mut out = Vec::new();
    for (k, s) in stacks.iter().enumerate() {
        let roll = rng.random_range(0..10);
        let near = &map.province(s.at).army;
        if roll < 4 {
            let n = rng.random_range(1..=s.units);
            let to = near[rng.random_range(0..near.len())];
            moves.push((k, n, to));
            let action = MainOrder::Move {
                to: Location::province(to),
                via_convoy: false,
            };
            out.push(order(s, n, action, None));
        } else if roll < 7 {
            supporters.push(k);
        } else {
            out.push(order(s, s.units, MainOrder::Hold, None));
        }
    }
    for k in supporters {
        let s = &stacks[k];
        let near = &map.province(s.at).army;
        let other = |j: usize| (stacks[j].power != s.power).then_some(stacks[j].power);
        let helped = moves
            .iter()
            .find(|(j, _, to)| *j != k && near.contains(&stacks[*j].at) && near.contains(to));
        let armies = |n: u32| Piece {
            count: count(n),
            kind: UnitKind::Army,
        };
        let (action, described) = match helped {
            Some(&(j, n, to)) => (
                MainOrder::SupportMove {
                    from: stacks[j].at,
                    to: Location::province(to),
                },
                Some((armies(n), other(j))),
            ),
            None => match (0..stacks.len()).find(|&j| j != k && near.contains(&stacks[j].at)) {
                Some(j) => (
                    MainOrder::SupportHold {
                        target: stacks[j].at,
                    },
                    Some((armies(stacks[j].units), other(j))),
                ),
                None => (MainOrder::Hold, None),
            },
        };
        out.push(order(s, s.units, action, described));
    }
    out
}

/// `phases` seeded movement phases of `units` armies each.
pub fn phases(map: &Map, units: u32, phases: usize) -> Vec<(Position, Vec<Written>)> {
    let mut rng = StdRng::seed_from_u64(1973 + u64::from(units));
    (0..phases)
        .map(|_| {
            let stacks = stacks(map, &mut rng, units);
            let orders = orders(map, &mut rng, &stacks);
            (board(map, &stacks), orders)
        })
        .collect()
}
