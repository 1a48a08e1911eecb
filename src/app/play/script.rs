//! Scripted steps for screenshots and demonstrations: one message every few frames, and
//! optionally the resolution animation held at a chosen moment.

use super::Act;
use crate::app::animate::Anim;
use bevy::prelude::*;
use std::collections::VecDeque;

/// The steps still to send.
#[derive(Resource)]
pub struct Script {
    acts: VecDeque<Act>,
    frame: u32,
    hold: Option<f32>,
}

impl Script {
    /// Whether every step has been sent.
    pub fn finished(&self) -> bool {
        self.acts.is_empty()
    }
}

/// Frames between scripted steps, so each screen settles before the next.
const EVERY: u32 = 3;

/// Sends `acts` one by one; holds the animation at `hold` seconds if given.
pub fn plugin(acts: Vec<Act>, hold: Option<f32>) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Script {
            acts: acts.clone().into(),
            frame: 0,
            hold,
        })
        .add_systems(Update, step.before(crate::app::animate::AnimSet));
    }
}

fn step(mut script: ResMut<Script>, mut out: MessageWriter<Act>, anim: Option<ResMut<Anim>>) {
    script.frame += 1;
    if script.frame.is_multiple_of(EVERY)
        && let Some(a) = script.acts.pop_front()
    {
        out.write(a);
    }
    if let (Some(t), Some(mut anim)) = (script.hold, anim)
        && anim.record.is_some()
    {
        anim.t = t;
        anim.playing = false;
    }
}
