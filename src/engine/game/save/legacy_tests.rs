//! Older saves read into today's types: a stacked game's second board, the record's
//! results before one outcome model, and the stacked engine's own order type.

use crate::engine::game::save::{from_ron, to_ron};
use crate::engine::ids::Location;
use crate::engine::order::{AdjustOrder, Counts, Order};
use crate::engine::position::{DislodgedUnit, PhaseKind};

/// A Multiplomacy game saved by an older build, in its retreat phase: the French army
/// in Burgundy was dislodged by attackers from Munich and Picardy; the board shown
/// kept only Munich, the second board kept both.
#[test]
fn an_old_stacked_save_keeps_every_attackers_province() {
    let (map, mut game) = crate::engine::game::tests::game_on("multiplomacy");
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

/// The same game a phase on, saved when a stacked movement was a phase result of its
/// own (`Stacked((orders, outcome: Movement(units, orders)))`) and its record kept the
/// stacked engine's own orders (`(count, kind, at, action)`): it reads as every board's
/// movement result, the same orders, verdicts and parts as the game resolved today.
#[test]
fn an_old_stacked_record_reads_as_the_same_orders_and_results() {
    use crate::engine::adjudicate::Verdict;
    use crate::engine::adjudicate::multiplomacy::{OrderOutcome, UnitOutcome};
    use crate::engine::game::record::PhaseResult;
    use crate::engine::order::MainOrder;
    let (map, mut game) = crate::engine::game::tests::game_on("multiplomacy");
    let england = map.find_power("England").expect("England");
    let lines = ["F Lon-Nth".to_string(), "F Edi sup F Lon-Nth".to_string()];
    game.write_orders(&map, england, &lines);
    game.resolve(&map);
    let now = game.record[0].result.clone();
    let PhaseResult::Movement(m) = &now else {
        panic!("a movement: {now:?}");
    };
    let stacks = m
        .stacks
        .as_ref()
        .expect("a stacked movement keeps its parts");
    assert_eq!(stacks.written.len(), 2);
    // The old shape's outcome, written from today's result.
    let units: Vec<UnitOutcome> = (game.record[0].position.units.iter().enumerate())
        .map(|(i, u)| UnitOutcome {
            order: stacks.order_of[i],
            verdict: m.verdicts[i].clone(),
            dislodged_by: stacks.dislodged_by[i].clone(),
            ends: match (m.orders[i], &m.verdicts[i]) {
                (MainOrder::Move { to, .. }, Verdict::Moved) => to,
                _ => u.loc,
            },
        })
        .collect();
    let outcomes: Vec<OrderOutcome> = stacks.outcomes.clone();
    let at = |abbr: &str| {
        let p = map.find_province(abbr).expect(abbr).0;
        format!("(province: ({p}), coast: None)")
    };
    let (e, lon, edi, nth) = (england.0, at("lon"), at("edi"), at("nth"));
    let old = format!(
        "Stacked((orders: [(power: ({e}), count: None, kind: Fleet, at: {lon}, \
         action: Move(to: {nth}, via_convoy: false)), \
         (power: ({e}), count: None, kind: Fleet, at: {edi}, \
         action: SupportMove(from: ({}), to: {nth}, \
         pieces: [(count: None, kind: Fleet)], power: None))], \
         outcome: Movement(units: {}, orders: {})))",
        map.find_province("lon").expect("lon").0,
        ron::to_string(&units).expect("units in RON"),
        ron::to_string(&outcomes).expect("outcomes in RON"),
    );
    let text = with_result(&to_ron(&game), &old);
    let (loaded, _) = from_ron(&text, "old.ron").expect("an old save loads");
    assert_eq!(loaded.record[0].result, now);
}

/// Where the parenthesised value opening at `start` ends (one past its `)`).
fn closing(text: &str, start: usize) -> usize {
    let mut depth = 0;
    for (i, c) in text[start..].char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => {
                depth -= 1;
                if depth == 0 {
                    return start + i + 1;
                }
            }
            _ => {}
        }
    }
    panic!("no end for the value at {start}");
}

/// `text` with the phase result of its first record replaced by `old`.
fn with_result(text: &str, old: &str) -> String {
    let start = text.find("result: ").expect("a record") + "result: ".len();
    let open = start + text[start..].find('(').expect("its value");
    format!("{}{old}{}", &text[..start], &text[closing(text, open)..])
}

/// A classic game's winter saved before every board shared one outcome model, when an
/// adjustment was kept as power, order and verdict and a civil-disorder removal as
/// power and place: it loads as the orders and units they were.
#[test]
fn an_old_classic_adjustment_reads_as_orders_and_units() {
    use crate::engine::game::record::PhaseResult;
    use crate::engine::ids::UnitKind;
    let (map, mut game) = crate::engine::game::tests::game_on("standard");
    let p = |n: &str| map.find_province(n).expect(n);
    let power = |n: &str| map.find_power(n).expect(n);
    // France lost the army in Paris (a build due); Germany lost Berlin's centre (a
    // removal due, not ordered).
    game.position.units.retain(|u| u.loc.province != p("par"));
    game.position.owners[p("ber").index()] = None;
    game.position.phase.kind = PhaseKind::Adjustment;
    game.write_orders(&map, power("France"), &["Build A Par".to_string()]);
    game.resolve(&map);
    let now = game.record[0].result.clone();
    let PhaseResult::Adjustment {
        verdicts,
        disorder_removals,
    } = &now
    else {
        panic!("an adjustment: {now:?}");
    };
    assert_eq!(verdicts.len(), 1, "{verdicts:?}");
    assert_eq!(disorder_removals.len(), 1, "{disorder_removals:?}");
    let removed = disorder_removals[0];
    assert_eq!(removed.power, power("Germany"));
    let at = |l: Location| format!("(province: ({}), coast: None)", l.province.0);
    let old = format!(
        "Adjustment(verdicts: [(({}), Build(kind: Some(Army), at: {}), Built)], \
         disorder_removals: [(({}), {})])",
        power("France").0,
        at(Location::province(p("par"))),
        removed.power.0,
        at(removed.loc),
    );
    let text = with_result(&to_ron(&game), &old);
    assert!(text.contains("disorder_removals"), "{text}");
    let (loaded, _) = from_ron(&text, "old.ron").expect("an old save loads");
    assert_eq!(loaded.record[0].result, now);
    let PhaseResult::Adjustment { verdicts, .. } = &loaded.record[0].result else {
        panic!("an adjustment");
    };
    assert_eq!(verdicts[0].0.kind, Some(UnitKind::Army));
}

/// A Multiplomacy game's retreat and winter saved when stacked phases kept their own
/// verdicts (`Stacked((outcome: Retreat(…)))`): they load as every board's retreat and
/// adjustment results, an outnumbered retreat and a removal by count included.
#[test]
fn old_stacked_retreats_and_adjustments_read_as_every_boards() {
    use crate::engine::adjudicate::{AdjustVerdict, RetreatVerdict};
    use crate::engine::game::record::PhaseResult;
    use crate::engine::ids::{PowerId, UnitKind};
    use crate::engine::order::Written;
    let (map, mut game) = crate::engine::game::tests::game_on("multiplomacy");
    // Two French units dislodged, with no orders.
    for place in ["par", "bre"] {
        let p = map.find_province(place).expect(place);
        let i = game.position.unit_at(p).expect(place);
        let unit = game.position.units.remove(i);
        game.position.dislodged.push(DislodgedUnit {
            unit,
            attacker_from: map.find_province("pic").expect("pic"),
            by_convoy: false,
            also_from: Vec::new(),
        });
    }
    game.position.phase.kind = PhaseKind::Retreat;
    game.resolve(&map);
    assert!(
        matches!(&game.record[0].result, PhaseResult::Retreat(v) if v.len() == 2),
        "{:?}",
        game.record[0].result
    );
    let text = to_ron(&game);
    let retreat = "Stacked((written: [], outcome: Retreat([Disbanded, \
                   DisbandedCollision(against: [((2), 3)])])))";
    let (loaded, _) = from_ron(&with_result(&text, retreat), "old.ron").expect("loads");
    assert_eq!(
        loaded.record[0].result,
        PhaseResult::Retreat(vec![
            RetreatVerdict::Disbanded,
            RetreatVerdict::Outnumbered {
                against: vec![(PowerId(2), 3)]
            },
        ])
    );
    let england = map.find_power("England").expect("England");
    let lon = map.find_province("lon").expect("lon");
    let remove = Written {
        power: england,
        kind: Some(UnitKind::Fleet),
        at: Location::province(lon),
        order: Order::Adjust(AdjustOrder::Remove { at: lon }),
        counts: Counts {
            count: Some(2),
            ..Counts::default()
        },
    };
    let adjust = format!(
        "Stacked((written: [{}], outcome: Adjustment(verdicts: [Removed(2)], \
         disorder_removals: [])))",
        ron::to_string(&remove).expect("an order")
    );
    let (loaded, _) = from_ron(&with_result(&text, &adjust), "old.ron").expect("loads");
    assert_eq!(
        loaded.record[0].result,
        PhaseResult::Adjustment {
            verdicts: vec![(remove, AdjustVerdict::RemovedUnits(2))],
            disorder_removals: Vec::new(),
        }
    );
}

/// A Multiplomacy game saved when stacked results had their own verdict type (its
/// `Bounced` named forces, its `SupportCut` a power and a province): they load as the
/// one verdict type's `Outmatched` and `SupportCutFrom`, told as before.
#[test]
fn old_stacked_verdict_names_read_as_the_one_verdict_type() {
    use crate::engine::adjudicate::Verdict;
    use crate::engine::game::record::PhaseResult;
    let old = include_str!("../../../../fuzz/seeds/save/multiplomacy.ron");
    assert!(old.contains("verdict: Bounced(strength"), "an old save");
    let (game, map) = from_ron(old, "multiplomacy.ron").expect("an old save loads");
    let PhaseResult::Movement(m) = &game.record[0].result else {
        panic!("a movement");
    };
    assert!(m.stacks.is_some(), "a stacked movement keeps its parts");
    let verdicts: Vec<&Verdict> = m.verdicts.iter().collect();
    assert!(
        verdicts
            .iter()
            .any(|v| matches!(v, Verdict::Outmatched { .. })),
        "{verdicts:?}"
    );
    assert!(
        verdicts
            .iter()
            .any(|v| matches!(v, Verdict::SupportCutFrom { .. })),
        "{verdicts:?}"
    );
    let told = crate::engine::game::report::describe_phase(&map, &game.record[0]);
    assert!(
        told.iter()
            .any(|l| l.contains("(bounced at 1 against Austrian 1 from Tyr (also entering)")),
        "{told:?}"
    );
}
