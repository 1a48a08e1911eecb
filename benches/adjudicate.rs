//! Movement-phase adjudication speed on seeded random positions (22–34 units with
//! supports and convoys), against the `diplomacy` crate (0.2) on the same positions,
//! plus the DATC circular-movement and convoy-paradox cases, and Multiplomacy movement
//! phases of 40, 80 and 160 units (to show the time grows linearly with the units).
//!
//! Run: `cargo bench --bench adjudicate`. Throughput is reported in phases per second
//! (Multiplomacy: in units per second, the same at every size when the time is linear).

#[path = "adjudicate/stacked.rs"]
mod stacked;
#[path = "adjudicate/workload.rs"]
mod workload;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use diplomacy_hotseat::engine::adjudicate::Verdict;
use diplomacy_hotseat::engine::adjudicate::multiplomacy::adjudicate_stacked;
use diplomacy_hotseat::engine::adjudicate::{Board, adjudicate_movement};
use diplomacy_hotseat::engine::ids::{Location, UnitKind};
use diplomacy_hotseat::engine::map::Map;
use diplomacy_hotseat::engine::order::MainOrder;
use diplomacy_hotseat::engine::position::Position;
use diplomacy_hotseat::engine::rules::Rules;
use diplomacy_hotseat::engine::testfile::adjudicate_case;
use std::hint::black_box;
use workload::{POSITIONS, paradox_cases, random_phases};

/// The `diplomacy` crate's name for one of our places.
fn their_place(map: &Map, loc: Location) -> String {
    let id = match map.id_of(loc.province) {
        "gol" => "lyo",
        "mid" => "mao",
        "nat" => "nao",
        "nrg" => "nwg",
        other => other,
    }
    .to_string();
    match loc.coast {
        Some(c) => format!("{id}({})", c.code()),
        None => id,
    }
}

fn their_orders(map: &Map, position: &Position, orders: &[Option<MainOrder>]) -> Vec<String> {
    let letter = |k: UnitKind| k.letter();
    let unit_at = |p| position.units[position.unit_at(p).expect("unit")];
    position
        .units
        .iter()
        .zip(orders)
        .map(|(u, o)| {
            let head = format!(
                "{}: {} {}",
                map.power(u.power).name,
                letter(u.kind),
                their_place(map, u.loc)
            );
            let tail = match o.unwrap_or(MainOrder::Hold) {
                MainOrder::Hold => "holds".to_string(),
                MainOrder::Move { to, via_convoy } => {
                    let via = if via_convoy { " via convoy" } else { "" };
                    format!("-> {}{via}", their_place(map, to))
                }
                MainOrder::SupportHold { target } => {
                    let t = unit_at(target);
                    format!("supports {} {}", letter(t.kind), their_place(map, t.loc))
                }
                MainOrder::SupportMove { from, to } => {
                    let t = unit_at(from);
                    format!(
                        "supports {} {} -> {}",
                        letter(t.kind),
                        their_place(map, t.loc),
                        their_place(map, Location::province(to.province))
                    )
                }
                MainOrder::Convoy { from, to } => format!(
                    "convoys {} -> {}",
                    their_place(map, Location::province(from)),
                    their_place(map, Location::province(to))
                ),
            };
            format!("{head} {tail}")
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let map = Map::named("standard").expect("map");
    let rules = Rules::DATC;
    let samples = random_phases(&map);

    let mut group = c.benchmark_group("random-phases");
    group.throughput(Throughput::Elements(POSITIONS as u64));
    group.bench_function("diplomacy-hotseat", |b| {
        b.iter(|| {
            for (position, orders) in &samples {
                black_box(adjudicate_movement(
                    Board::new(&map, position, &rules),
                    orders,
                ));
            }
        })
    });

    let their_map = diplomacy::geo::standard_map();
    let their_orders: Vec<Vec<diplomacy::judge::MappedMainOrder>> = samples
        .iter()
        .map(|(p, o)| {
            their_orders(&map, p, o)
                .iter()
                .map(|t| t.parse().unwrap_or_else(|e| panic!("{t}: {e}")))
                .collect()
        })
        .collect();
    let submissions: Vec<diplomacy::judge::Submission> = their_orders
        .iter()
        .map(|o| diplomacy::judge::Submission::with_inferred_state(their_map, o.clone()))
        .collect();
    group.bench_function("diplomacy-crate-0.2", |b| {
        b.iter(|| {
            for s in &submissions {
                black_box(s.adjudicate(diplomacy::judge::Rulebook::default()));
            }
        })
    });
    group.finish();

    // Circular movement and convoy paradoxes: no blow-up.
    let prepared = paradox_cases(&map);
    let mut group = c.benchmark_group("paradox-cases");
    group.throughput(Throughput::Elements(prepared.len() as u64));
    group.bench_function("6C-6F-6G", |b| {
        b.iter(|| {
            for case in &prepared {
                black_box(adjudicate_case(&map, case, &rules));
            }
        })
    });
    group.finish();

    multiplomacy(c);
}

/// Seeded Multiplomacy phases per size.
const STACKED_PHASES: usize = 20;

fn multiplomacy(c: &mut Criterion) {
    let map = Map::named("multiplomacy").expect("multiplomacy map");
    let rules = Rules::DATC;
    let mut group = c.benchmark_group("multiplomacy-movement");
    for units in [40u32, 80, 160] {
        let phases = stacked::phases(&map, units, STACKED_PHASES);
        // The phases must be real contests: some moves and supports carried out.
        let verdicts: Vec<Verdict> = phases
            .iter()
            .flat_map(|(p, o)| adjudicate_stacked(Board::new(&map, p, &rules), o).units)
            .map(|u| u.verdict)
            .collect();
        assert!(
            verdicts.contains(&Verdict::Moved),
            "{units}: no move succeeds"
        );
        assert!(
            verdicts.contains(&Verdict::Supported),
            "{units}: no support"
        );
        group.throughput(Throughput::Elements(units as u64 * STACKED_PHASES as u64));
        group.bench_function(format!("{units}-units"), |b| {
            b.iter(|| {
                for (position, orders) in &phases {
                    black_box(adjudicate_stacked(
                        Board::new(&map, position, &rules),
                        orders,
                    ));
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
