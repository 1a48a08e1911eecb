//! Which sounds the table calls for, decided from its stage and clocks as plain data: the
//! alarm at the end of a diplomacy period (repeated until someone at the laptop answers
//! it), the warnings before a clock runs out, and the cues for the curtain and the
//! results. `sound` turns them into audio; these rules are tested without any.

use super::table::{Stage, Table};
use bevy::prelude::{Message, Resource};

/// A sound the table calls for.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cue {
    /// The diplomacy period is over: loud, repeated until acknowledged.
    Alarm,
    /// Five minutes or one minute of diplomacy left, or 30 seconds of writing.
    Warning,
    /// The curtain waits for the next player.
    Curtain,
    /// The results begin.
    Results,
    /// Resolution animation: units set off.
    Move,
    /// Resolution animation: a move bounces.
    Bounce,
    /// Resolution animation: a unit is dislodged.
    Dislodge,
}

impl Cue {
    /// Every cue, in the order the sound files are listed.
    pub const ALL: [Cue; 7] = [
        Cue::Alarm,
        Cue::Warning,
        Cue::Curtain,
        Cue::Results,
        Cue::Move,
        Cue::Bounce,
        Cue::Dislodge,
    ];
}

/// Seconds between two soundings of the alarm while nobody has answered it.
pub const ALARM_REPEAT_SECS: f32 = 2.5;
/// Seconds left of a diplomacy period at which the warning chime sounds.
pub const DIPLOMACY_WARNINGS: [f32; 2] = [300.0, 60.0];
/// Seconds left of the writing clock at which the warning chime sounds.
pub const WRITING_WARNING: f32 = 30.0;

/// What the table looked like at the last look, and whether the alarm waits for an answer.
#[derive(Resource, Debug, Default, Clone)]
pub struct Herald {
    /// Seconds since the alarm last sounded, while nobody has acknowledged it.
    alarm: Option<f32>,
    /// The stage, the seconds left and how many periods had run out, at the last look.
    last: Option<(Stage, Option<f32>, u32)>,
}

impl Herald {
    /// Looks at the table after `secs` have passed and says which sounds are due.
    pub fn observe(&mut self, table: &Table, secs: f32) -> Vec<Cue> {
        let mut cues = Vec::new();
        let stage = table.stage;
        let left = table.clock.left.map(|l| l as f32);
        let alarms = table.alarms;
        let (last_stage, last_left, last_alarms) = self.last.unwrap_or((stage, left, alarms));
        let same_stage = self.last.is_some() && last_stage == stage;

        // The alarm: when a period runs out, then again and again until someone answers.
        if alarms > last_alarms {
            self.alarm = Some(0.0);
            cues.push(Cue::Alarm);
        } else if let Some(since) = &mut self.alarm {
            if matches!(stage, Stage::Diplomacy | Stage::Curtain { .. }) {
                *since += secs;
                if *since >= ALARM_REPEAT_SECS {
                    *since -= ALARM_REPEAT_SECS * (*since / ALARM_REPEAT_SECS).floor();
                    cues.push(Cue::Alarm);
                }
            } else {
                // Someone is writing (or the phase moved on): the laptop has been answered.
                self.alarm = None;
            }
        }

        // Warnings, when a running clock passes a mark.
        if same_stage
            && table.clock.running
            && let (Some(before), Some(now)) = (last_left, left)
        {
            let marks: &[f32] = match stage {
                _ if table.visiting => &DIPLOMACY_WARNINGS,
                Stage::Diplomacy => &DIPLOMACY_WARNINGS,
                Stage::Writing { .. } => &[WRITING_WARNING],
                _ => &[],
            };
            if marks.iter().any(|&m| before > m && now <= m && now > 0.0) {
                cues.push(Cue::Warning);
            }
        }

        // Soft cues as a stage begins.
        if !same_stage {
            match stage {
                Stage::Curtain { .. } if self.alarm.is_none() => cues.push(Cue::Curtain),
                Stage::Reveal { .. } => cues.push(Cue::Results),
                _ => {}
            }
        }
        self.last = Some((stage, left, alarms));
        cues
    }

    /// Someone at the laptop answered the alarm (a key, a click, the next player's Ready).
    pub fn acknowledge(&mut self) {
        self.alarm = None;
    }

    /// Whether the alarm is sounding and waits for someone to answer it.
    pub fn alarm_waiting(&self) -> bool {
        self.alarm.is_some()
    }

    /// Forgets the table (a game left for the title screen).
    pub fn reset(&mut self) {
        *self = Herald::default();
    }
}

/// Someone at the laptop: any key or mouse button pressed this frame.
fn someone_answered(
    keys: Option<&bevy::prelude::ButtonInput<bevy::prelude::KeyCode>>,
    mouse: Option<&bevy::prelude::ButtonInput<bevy::prelude::MouseButton>>,
) -> bool {
    keys.is_some_and(|k| k.get_just_pressed().next().is_some())
        || mouse.is_some_and(|m| m.get_just_pressed().next().is_some())
}

/// The alarm is answered by a key, a click, or the next player's Ready.
pub fn acknowledge_alarm(
    keys: Option<bevy::prelude::Res<bevy::prelude::ButtonInput<bevy::prelude::KeyCode>>>,
    mouse: Option<bevy::prelude::Res<bevy::prelude::ButtonInput<bevy::prelude::MouseButton>>>,
    mut acts: bevy::prelude::MessageReader<super::Act>,
    mut herald: bevy::prelude::ResMut<Herald>,
) {
    let ready = acts.read().any(|a| matches!(a, super::Act::Ready(_)));
    if herald.alarm_waiting() && (ready || someone_answered(keys.as_deref(), mouse.as_deref())) {
        herald.acknowledge();
    }
}

/// Sends the cues the table calls for this frame; forgets the table when the game is left.
pub fn send_cues(
    time: bevy::prelude::Res<bevy::prelude::Time>,
    table: Option<bevy::prelude::Res<Table>>,
    screen: Option<bevy::prelude::Res<bevy::prelude::State<crate::app::screen::Screen>>>,
    mut herald: bevy::prelude::ResMut<Herald>,
    mut cues: bevy::prelude::MessageWriter<Cue>,
) {
    // Learning mode shows results on a table of its own, without cues.
    let playing = screen.is_some_and(|s| *s.get() == crate::app::screen::Screen::Play);
    match table.filter(|_| playing) {
        Some(table) => {
            for cue in herald.observe(&table, time.delta_secs()) {
                cues.write(cue);
            }
        }
        None => herald.reset(),
    }
}
