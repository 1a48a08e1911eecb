//! The Expert level: the Strong computer's search against replies that mix models of the
//! other powers: its neighbours playing as Strong computers (under six seeds of its own),
//! as Novices, as powers going for its centres, and everyone standing; with these better
//! predictions it weighs their mean more against the worst of them.
//! Powers too far away to touch it are predicted as Novices only; each power's Novice
//! orders are worked out once and shared by every prediction; larger boards get fewer
//! Strong replies, to keep the thinking time near a second. Retreats and adjustments are
//! the Strong's.

use super::character::Weights;
use super::pauses::{Pauses, think_through};
use super::replies::{ReplyCache, Scene, predicted_replies};
use super::strong::{Ask, Effort, other_phase_orders, searched_orders, strong_movement, vary};
use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::map::Map;
use crate::engine::order::Written;
use crate::engine::position::{PhaseKind, Position};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Replies where the neighbours play as Strong computers, each under its own seed, on the
/// standard board (76 provinces); fewer on larger boards and where units stack (see
/// `strong_reply_count`).
const STRONG_REPLIES: u64 = 6;
/// Provinces of the board `STRONG_REPLIES` is set for.
const STANDARD_PROVINCES: u64 = 76;
/// How much more than the Strong the Expert weighs the mean over its predicted replies
/// against the worst of them.
const TRUST: f64 = 0.15;
/// The most threads the Expert's predictions of its neighbours use at once.
const MAX_THREADS: usize = 4;
/// The Expert's search: more starts and a larger budget than the Strong's.
const EFFORT: Effort = Effort {
    starts: 10,
    budget: 2000,
};

/// The Expert computer's orders for this phase (a think in steps: see `pauses`).
pub(super) async fn expert_think(ask: &Ask<'_>) -> Vec<Written> {
    match ask.position.phase.kind {
        PhaseKind::Movement => expert_movement(ask).await,
        _ => other_phase_orders(ask),
    }
}

/// The Expert's movement orders: the search against its mixed predictions.
async fn expert_movement(ask: &Ask<'_>) -> Vec<Written> {
    let scene = Scene {
        map: ask.map,
        position: ask.position,
        rules: ask.rules,
    };
    let mut cache = ReplyCache::default();
    let mut replies = predicted_replies(&scene, ask.power, vary(ask.seed, 7), &mut cache);
    replies.extend(strong_replies(ask, &mut cache).await);
    // Its predictions are closer to the others' play: it trusts their mean more.
    let mut trusting = ask.weights.clone();
    trusting.mean_weight = (trusting.mean_weight + TRUST).min(0.95);
    let ask = Ask {
        weights: &trusting,
        ..*ask
    };
    searched_orders(&ask, replies, EFFORT).await
}

/// Replies where every neighbour writes a Balanced Strong computer's orders (under a
/// seed of the Expert's own for each reply) and the powers further away their Novice
/// orders. The neighbours' searches, the most of the Expert's time, run on the machine's
/// cores at once; each is a pure function of its seed, so the replies are the same
/// however many cores there are.
async fn strong_replies(ask: &Ask<'_>, cache: &mut ReplyCache) -> Vec<Vec<Written>> {
    let (map, position) = (ask.map, ask.position);
    let scene = Scene {
        map,
        position,
        rules: ask.rules,
    };
    let (near, far): (Vec<PowerId>, Vec<PowerId>) = map
        .power_ids()
        .filter(|&p| p != ask.power && position.unit_count(p) > 0)
        .partition(|&p| is_neighbour(map, position, ask.power, p));
    let seeds: Vec<u64> = (0..strong_reply_count(map))
        .map(|r| vary(ask.seed, 3001 + r))
        .collect();
    let jobs: Vec<(u64, PowerId)> = seeds
        .iter()
        .flat_map(|&seed| near.iter().map(move |&p| (seed, p)))
        .collect();
    let mut searched = neighbour_searches(ask, &jobs, cache, cores())
        .await
        .into_iter();
    seeds
        .iter()
        .map(|&seed| {
            let mut reply: Vec<Written> = searched.by_ref().take(near.len()).flatten().collect();
            reply.extend(cache.reply(&scene, &far, None, seed));
            reply
        })
        .collect()
}

/// Each job's power's orders as a Balanced Strong computer under the job's seed, in the
/// jobs' order: on one thread one after the other (pausing as the ask says), else taken in
/// turn by up to `threads` threads (see `threaded_searches`).
pub(super) async fn neighbour_searches(
    ask: &Ask<'_>,
    jobs: &[(u64, PowerId)],
    cache: &ReplyCache,
    threads: usize,
) -> Vec<Vec<Written>> {
    if threads.clamp(1, jobs.len().max(1)) > 1 {
        return threaded_searches(ask, jobs, cache, threads);
    }
    let balanced = Weights::balanced(ask.map.powers.len());
    let mut mine = cache.clone();
    let mut results = Vec::with_capacity(jobs.len());
    for &(seed, power) in jobs {
        let theirs = Ask {
            power,
            seed,
            weights: &balanced,
            ..*ask
        };
        results.push(strong_movement(&theirs, seed, &mut mine).await);
    }
    results
}

/// Each job's power's orders as `neighbour_searches` gives them: the jobs taken in turn by
/// up to `threads` threads, each with its own copy of the Novice orders worked out so far
/// (and the thinking thread's name, so a failure is reported as the computer's), each
/// search run straight through (threads need no pauses).
fn threaded_searches(
    ask: &Ask,
    jobs: &[(u64, PowerId)],
    cache: &ReplyCache,
    threads: usize,
) -> Vec<Vec<Written>> {
    let threads = threads.clamp(1, jobs.len().max(1));
    let balanced = Weights::balanced(ask.map.powers.len());
    let search = |(seed, power): (u64, PowerId), cache: &mut ReplyCache| {
        let theirs = Ask {
            power,
            seed,
            weights: &balanced,
            pauses: Pauses::NEVER,
            ..*ask
        };
        think_through(strong_movement(&theirs, seed, cache))
    };
    // Each thread takes the next job not yet taken, with its own copy of the cache.
    let next = AtomicUsize::new(0);
    let share = || {
        let mut mine = cache.clone();
        let (search, next) = (&search, &next);
        move || {
            std::iter::from_fn(|| {
                let j = next.fetch_add(1, Ordering::Relaxed);
                (j < jobs.len()).then(|| (j, search(jobs[j], &mut mine)))
            })
            .collect::<Vec<_>>()
        }
    };
    let name = std::thread::current().name().map(str::to_owned);
    let mut results: Vec<Vec<Written>> = vec![Vec::new(); jobs.len()];
    let mut store = |done: Vec<(usize, Vec<Written>)>| {
        for (j, orders) in done {
            results[j] = orders;
        }
    };
    std::thread::scope(|scope| {
        // Threads that cannot be had leave their jobs to this one.
        let handles: Vec<_> = (1..threads)
            .filter_map(|_| {
                let builder = match &name {
                    Some(n) => std::thread::Builder::new().name(n.clone()),
                    None => std::thread::Builder::new(),
                };
                builder.spawn_scoped(scope, share()).ok()
            })
            .collect();
        store(share()());
        for handle in handles {
            match handle.join() {
                Ok(done) => store(done),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
    });
    results
}

/// The threads the neighbours' searches may use: the machine's cores, at most
/// `MAX_THREADS`.
fn cores() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(MAX_THREADS)
}

/// Whether a unit of `other` stands within two provinces of one of `power`'s units or
/// centres.
fn is_neighbour(map: &Map, position: &Position, power: PowerId, other: PowerId) -> bool {
    let mut near = vec![false; map.provinces.len()];
    let mut frontier: Vec<ProvinceId> = position
        .units
        .iter()
        .filter(|u| u.power == power)
        .map(|u| u.loc.province)
        .chain(
            map.centres()
                .filter(|c| position.owners[c.index()] == Some(power)),
        )
        .collect();
    for &p in &frontier {
        near[p.index()] = true;
    }
    for _ in 0..2 {
        let mut next = Vec::new();
        for p in frontier {
            for q in map.neighbours(p) {
                if !near[q.index()] {
                    near[q.index()] = true;
                    next.push(q);
                }
            }
        }
        frontier = next;
    }
    position
        .units
        .iter()
        .any(|u| u.power == other && near[u.loc.province.index()])
}

/// How many Strong replies the Expert predicts on this board: six on the standard board,
/// fewer in proportion on a board with more provinces, and half of that where units
/// stack (each Strong search there costs several times more), at least one.
pub(super) fn strong_reply_count(map: &Map) -> u64 {
    let scaled = STRONG_REPLIES * STANDARD_PROVINCES / map.provinces.len().max(1) as u64;
    let stacked = if Rulebook::of(map).units_stack() {
        scaled / 2
    } else {
        scaled
    };
    stacked.clamp(1, STRONG_REPLIES)
}
