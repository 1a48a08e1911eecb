//! A computer's think in steps (as the browser runs it, a slice per frame) gives the
//! orders the desktop's straight think gives, and pauses often enough that a frame is
//! never kept waiting for a whole search.

use super::game_tests::computer_game;
use super::*;
use std::pin::pin;
use std::task::{Context, Poll, Waker};

fn always() -> bool {
    true
}

/// The orders of a think polled until done, pausing at every chance, and how many polls
/// it took.
fn stepped(mind: &Mind, q: &Question) -> (Vec<Written>, usize) {
    let mut think = pin!(think(mind, q, Pauses::when(always)));
    let mut cx = Context::from_waker(Waker::noop());
    for polls in 1.. {
        if let Poll::Ready(orders) = think.as_mut().poll(&mut cx) {
            return (orders, polls);
        }
    }
    unreachable!()
}

#[test]
fn a_think_in_steps_gives_the_straight_thinks_orders_and_pauses_through_the_search() {
    let (map, game) = computer_game("standard", 4, 1950);
    let q = Question {
        map: &map,
        position: &game.position,
        rules: &game.setup.rules,
        power: PowerId(2),
        seed: 17,
    };
    for (level, at_least) in [(Level::Strong, 20), (Level::Expert, 20), (Level::Novice, 1)] {
        let mind = Mind::new(level);
        let (orders, polls) = stepped(&mind, &q);
        eprintln!("{level}: {polls} polls");
        let straight = mind_orders(&mind, &map, q.position, q.rules, q.power, q.seed);
        assert_eq!(
            orders, straight,
            "{level}: other orders when thought in steps"
        );
        assert!(!orders.is_empty(), "{level} wrote nothing");
        assert!(polls >= at_least, "{level}: paused only {polls} times");
    }
}

#[test]
fn a_think_in_steps_can_be_kept_in_a_resource_shared_with_other_threads() {
    fn shared<T: Send + 'static>(_: &T) {}
    let (map, game) = computer_game("standard", 4, 1950);
    let (position, rules) = (game.position.clone(), game.setup.rules);
    let mind = Mind::new(Level::Expert);
    let owned = async move {
        let q = Question {
            map: &map,
            position: &position,
            rules: &rules,
            power: PowerId(0),
            seed: 1,
        };
        think(&mind, &q, Pauses::NEVER).await
    };
    shared(&owned);
}
