//! Quiet cues in the resolution animation: units set off, a move bounces back at its
//! halfway point, a dislodged unit starts to shake.

use crate::app::board::animate::{Anim, Motion, Mover};
use crate::app::play::cues::Cue;
use bevy::prelude::*;

/// Animation seconds at which each cue sounds, and the motion it needs on the board
/// (the moves run from 1 s to 3 s of the animation; dislodged units shake from 1.8 s).
const BEATS: [(f32, Motion, Cue); 3] = [
    (1.0, Motion::Go, Cue::Move),
    (1.8, Motion::Dislodged, Cue::Dislodge),
    (2.0, Motion::Bounce, Cue::Bounce),
];

/// The cues of the beats the animation passed since the last frame.
pub fn beats_passed(before: f32, now: f32, motions: &[Motion]) -> Vec<Cue> {
    BEATS
        .iter()
        .filter(|(at, motion, _)| before < *at && now >= *at && motions.contains(motion))
        .map(|(_, _, cue)| *cue)
        .collect()
}

/// Sends the animation's cues as it plays (not when it is skipped or held).
pub fn animation_cues(
    anim: Option<Res<Anim>>,
    movers: Query<&Mover>,
    mut last: Local<Option<(usize, f32)>>,
    mut cues: MessageWriter<Cue>,
) {
    let Some(anim) = anim else { return };
    let Some(record) = anim.record else {
        *last = None;
        return;
    };
    let before = match *last {
        Some((r, t)) if r == record => t,
        _ => 0.0,
    };
    *last = Some((record, anim.t));
    // A jump (skip, replay, a held frame) is not played out loud.
    if !anim.playing || anim.t < before || anim.t - before > 0.5 {
        return;
    }
    let motions: Vec<Motion> = movers.iter().map(|m| m.motion).collect();
    for cue in beats_passed(before, anim.t, &motions) {
        cues.write(cue);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_beat_sounds_once_and_only_for_motions_on_the_board() {
        let motions = [Motion::Go, Motion::Bounce];
        assert_eq!(beats_passed(0.9, 1.05, &motions), vec![Cue::Move]);
        assert_eq!(beats_passed(1.05, 1.2, &motions), vec![]);
        assert_eq!(beats_passed(1.7, 2.1, &motions), vec![Cue::Bounce]);
        assert_eq!(
            beats_passed(1.7, 2.1, &[Motion::Dislodged]),
            vec![Cue::Dislodge]
        );
    }
}
