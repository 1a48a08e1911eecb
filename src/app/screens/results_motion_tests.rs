//! The results panel with less motion: nothing plays out, so Pause, Replay, Skip and the
//! speeds are not offered; without it they are.

use super::audit::{lay_out, table_at_results_of};
use super::results::results_panel_moving;
use crate::app::board::animate::Anim;

/// The words of the widgets the results panel shows, moving or still.
fn widget_words(moving: bool) -> Vec<String> {
    let (game, table, map) = table_at_results_of(&["A(Par)-Bur", "A(Mun)-Bur", "F(Lon)-NTH"]);
    let mut anim = Anim::default();
    let (widgets, _) = lay_out((1280.0, 800.0), 1.0, |ctx| {
        results_panel_moving(ctx, &table, &game, &map, &mut anim, moving);
    });
    widgets.into_iter().map(|w| w.words).collect()
}

#[test]
fn with_less_motion_the_results_offer_no_animation_controls() {
    let controls = [
        crate::t!("orders-results-pause"),
        crate::t!("orders-results-replay"),
        crate::t!("orders-results-skip"),
        crate::t!("access-speed", speed = "2×"),
    ];
    let moving = widget_words(true);
    for c in &controls {
        assert!(
            moving.contains(c),
            "{c} is offered while moves play: {moving:?}"
        );
    }
    let still = widget_words(false);
    for c in &controls {
        assert!(
            !still.contains(c),
            "{c} is offered with less motion: {still:?}"
        );
    }
    let go_on = crate::t!("orders-results-continue");
    assert!(still.contains(&go_on), "{still:?}");
}
