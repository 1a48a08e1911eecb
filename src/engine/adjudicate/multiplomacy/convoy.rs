//! Convoys of several armies: each convoying fleet carries one army, so the armies that
//! get through are a maximum flow over the seas whose fleets were not displaced (rule 8).

use crate::engine::ids::ProvinceId;
use crate::engine::map::Map;
use std::collections::VecDeque;

/// How many armies can cross from `from` to `to` given fleets (one entry per fleet, its sea).
pub(super) fn capacity(
    map: &Map,
    from: ProvinceId,
    to: ProvinceId,
    fleets: &[ProvinceId],
    armies: usize,
) -> usize {
    let mut seas: Vec<(ProvinceId, usize)> = Vec::new();
    for &s in fleets {
        match seas.iter_mut().find(|(p, _)| *p == s) {
            Some((_, n)) => *n += 1,
            None => seas.push((s, 1)),
        }
    }
    // Nodes: 0 source, 1 sink, then each sea as an entry (2 + 2k) and exit (3 + 2k).
    let n = 2 + 2 * seas.len();
    let big = armies + 1;
    let mut cap = vec![vec![0usize; n]; n];
    for (k, &(sea, fleets_here)) in seas.iter().enumerate() {
        cap[2 + 2 * k][3 + 2 * k] = fleets_here;
        if map.touches(from, sea) {
            cap[0][2 + 2 * k] = big;
        }
        if map.touches(sea, to) {
            cap[3 + 2 * k][1] = big;
        }
        for (j, &(other, _)) in seas.iter().enumerate() {
            if j != k && map.touches(sea, other) {
                cap[3 + 2 * k][2 + 2 * j] = big;
            }
        }
    }
    let mut flow = 0;
    while flow < armies {
        let mut prev = vec![usize::MAX; n];
        prev[0] = 0;
        let mut queue = VecDeque::from([0usize]);
        while let Some(u) = queue.pop_front() {
            for v in 0..n {
                if prev[v] == usize::MAX && cap[u][v] > 0 {
                    prev[v] = u;
                    queue.push_back(v);
                }
            }
        }
        if prev[1] == usize::MAX {
            break;
        }
        let mut v = 1;
        while v != 0 {
            let u = prev[v];
            cap[u][v] -= 1;
            cap[v][u] += 1;
            v = u;
        }
        flow += 1;
    }
    flow
}
