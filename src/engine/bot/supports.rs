//! Supports for a Novice's own units: holding units turn to support a move into a
//! contested province, or a threatened neighbour that stays; where units stack, a support
//! names how many units of each kind it is for.

use super::movement::{Choice, StackTree};
use super::values::Values;
use crate::engine::ids::{Location, UnitKind};
use crate::engine::map::Map;
use crate::engine::order::{MainOrder, Order, Piece};

/// Turns holding units into supports the tree allows: for own moves into provinces
/// another power can also reach, and for own units staying where another power could
/// attack; the most valuable province first.
pub(super) fn add_supports(
    map: &Map,
    values: &Values,
    stacks: &[StackTree],
    chosen: &mut [Choice],
) {
    for i in 0..chosen.len() {
        let (s, order) = chosen[i];
        if order != MainOrder::Hold {
            continue;
        }
        let here = stacks[s].here();
        let mut best: Option<(f64, MainOrder)> = None;
        for &(t, other) in chosen.iter() {
            let from = stacks[t].here();
            if from == here {
                continue;
            }
            let (target, support) = match other {
                MainOrder::Move { to, .. } => (
                    to.province,
                    MainOrder::SupportMove {
                        from,
                        to: Location::province(to.province),
                    },
                ),
                _ => (from, MainOrder::SupportHold { target: from }),
            };
            if values.competition[target.index()] == 0 {
                continue;
            }
            let gain = values.worth[target.index()];
            if best.as_ref().is_none_or(|(g, _)| gain > *g) && stacks[s].allows(map, support) {
                best = Some((gain, support));
            }
        }
        if let Some((_, support)) = best {
            chosen[i].1 = support;
        }
    }
}

/// The units a support is for, by kind, counted from the units' choices (none for other
/// orders): those moving from the named place to the named destination, or staying there.
pub(super) fn supported_pieces(
    stacks: &[StackTree],
    chosen: &[Choice],
    order: Order,
) -> [Option<Piece>; 2] {
    let Order::Main(order) = order else {
        return [None, None];
    };
    let counts_for = |kind: UnitKind| -> u32 {
        chosen
            .iter()
            .filter(|(t, o)| {
                let st = &stacks[*t];
                st.row.kind == kind
                    && match order {
                        MainOrder::SupportMove { from, to } => {
                            st.here() == from
                                && matches!(o, MainOrder::Move { to: t, .. } if t.province == to.province)
                        }
                        MainOrder::SupportHold { target } => {
                            st.here() == target && !matches!(o, MainOrder::Move { .. })
                        }
                        _ => false,
                    }
            })
            .count() as u32
    };
    let mut pieces = [None, None];
    let mut k = 0;
    for kind in [UnitKind::Army, UnitKind::Fleet] {
        let n = counts_for(kind);
        if n > 0 {
            pieces[k] = Some(Piece {
                count: Some(n),
                kind,
            });
            k += 1;
        }
    }
    pieces
}
