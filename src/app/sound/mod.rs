//! Sound: the table's cues (`play::cues`) played through Bevy's audio at the master
//! volume, unless muted (key V). Without an audio device the game says so once in the
//! log and runs silently (`device`).

pub mod animation;
pub mod device;
pub mod still;
pub mod synth;

#[cfg(test)]
mod cue_tests;
use crate::app::play::cues::Cue;
use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;
use std::collections::HashMap;

/// The master volume and mute, kept with the other settings.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct SoundSettings {
    /// 0 (silent) to 1 (full).
    pub volume: f32,
    pub muted: bool,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            volume: 0.8,
            muted: false,
        }
    }
}

impl SoundSettings {
    /// The volume to play at, or `None` when nothing should be heard.
    pub fn audible(&self) -> Option<f32> {
        (!self.muted && self.volume > 0.0).then_some(self.volume.min(1.0))
    }
}

/// Whether this machine plays sound at all (a device was found and Bevy's audio runs).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SoundOutput {
    pub device: bool,
}

impl SoundOutput {
    /// The sound's real state in a few words, with the key that changes it.
    pub fn words(self, settings: &SoundSettings) -> &'static str {
        match (self.device, settings.audible().is_some()) {
            (false, _) => "No sound device: the alarm is silent",
            (true, false) => "Sound off — V turns it on",
            (true, true) => "Sound on — V mutes",
        }
    }
}

/// The cues sounded lately, oldest first (what a player heard, or would have heard with
/// an audio device); muted cues are not in it.
#[derive(Resource, Debug, Default)]
pub struct Heard(pub Vec<Cue>);

/// How many cues `Heard` keeps.
const HEARD_KEPT: usize = 64;

/// Each cue's sound, synthesised at start.
#[derive(Resource)]
struct SoundBank(HashMap<Cue, Handle<AudioSource>>);

/// A sound playing, and when it started (seconds since start).
#[derive(Component)]
struct SoundEffect {
    started: f32,
}

/// Seconds after which a sound entity is removed even if it never played (no device).
const FORGET_AFTER: f32 = 5.0;

/// Sound: cues to audio, the mute key, and stopping everything on mute.
pub fn plugin(app: &mut App) {
    if let Some(why) = device::missing_output() {
        warn!("{why}");
    }
    app.init_resource::<SoundSettings>()
        .init_resource::<SoundOutput>()
        .init_resource::<Heard>()
        .add_message::<Cue>()
        .add_systems(Startup, make_sounds)
        .add_systems(
            Update,
            (
                animation::animation_cues.after(crate::app::board::animate::AnimSet),
                still::still_cues,
                mute_key,
                play_cues,
                stop_when_muted,
                forget_old_sounds,
            )
                .chain()
                .after(crate::app::play::cues::send_cues),
        );
}

fn make_sounds(
    mut commands: Commands,
    sources: Option<ResMut<Assets<AudioSource>>>,
    mut output: ResMut<SoundOutput>,
) {
    let Some(mut sources) = sources else {
        return;
    };
    output.device = true;
    let bank = Cue::ALL
        .into_iter()
        .map(|cue| {
            let bytes = synth::wav_bytes(&synth::samples(cue));
            let handle = sources.add(AudioSource {
                bytes: bytes.into(),
            });
            (cue, handle)
        })
        .collect();
    commands.insert_resource(SoundBank(bank));
}

/// V mutes and unmutes (the keymap's, so never while typing in a text field).
fn mute_key(keys: Option<Res<crate::app::keymap::Keys>>, mut settings: ResMut<SoundSettings>) {
    if keys.is_some_and(|k| k.pressed(crate::app::keymap::Command::Mute)) {
        settings.muted = !settings.muted;
    }
}

fn play_cues(
    mut cues: MessageReader<Cue>,
    settings: Res<SoundSettings>,
    bank: Option<Res<SoundBank>>,
    mut heard: ResMut<Heard>,
    time: Res<Time<Real>>,
    mut commands: Commands,
) {
    for &cue in cues.read() {
        let Some(volume) = settings.audible() else {
            continue;
        };
        heard.0.push(cue);
        if heard.0.len() > HEARD_KEPT {
            heard.0.remove(0);
        }
        if let Some(handle) = bank.as_ref().and_then(|b| b.0.get(&cue)) {
            commands.spawn((
                AudioPlayer(handle.clone()),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume)),
                SoundEffect {
                    started: time.elapsed_secs(),
                },
            ));
        }
    }
}

/// Muting silences what is playing too.
fn stop_when_muted(
    settings: Res<SoundSettings>,
    playing: Query<Entity, With<SoundEffect>>,
    mut commands: Commands,
) {
    if settings.is_changed() && settings.audible().is_none() {
        for e in &playing {
            commands.entity(e).try_despawn();
        }
    }
}

/// Sounds end on their own; without an audio device they never start, so they are
/// removed after a while.
fn forget_old_sounds(
    time: Res<Time<Real>>,
    playing: Query<(Entity, &SoundEffect)>,
    mut commands: Commands,
) {
    let now = time.elapsed_secs();
    for (e, s) in &playing {
        if now - s.started > FORGET_AFTER {
            commands.entity(e).try_despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::audio::Decodable;

    #[test]
    fn bevys_audio_decodes_every_sound_to_its_full_length() {
        for cue in Cue::ALL {
            let samples = synth::samples(cue);
            let source = AudioSource {
                bytes: synth::wav_bytes(&samples).into(),
            };
            assert_eq!(source.decoder().count(), samples.len(), "{cue:?}");
        }
    }

    #[test]
    fn muted_or_at_zero_volume_nothing_is_audible() {
        let on = SoundSettings::default();
        assert!(on.audible().is_some());
        let muted = SoundSettings { muted: true, ..on };
        let silent = SoundSettings { volume: 0.0, ..on };
        assert_eq!((muted.audible(), silent.audible()), (None, None));
    }
}
