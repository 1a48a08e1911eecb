//! The game's sounds, synthesised from sine waves, frequency modulation and envelopes
//! (no recordings): each cue's samples, and the same as a 16-bit mono WAV file.

use crate::app::play::cues::Cue;
use std::f32::consts::TAU;

/// Samples per second of every sound.
pub const SAMPLE_RATE: u32 = 22_050;

/// The file name a cue's sound is written under (`write-sounds`).
pub fn file_name(cue: Cue) -> &'static str {
    match cue {
        Cue::Alarm => "alarm.wav",
        Cue::Warning => "warning.wav",
        Cue::Curtain => "curtain.wav",
        Cue::Results => "results.wav",
        Cue::Move => "move.wav",
        Cue::Bounce => "bounce.wav",
        Cue::Dislodge => "dislodge.wav",
    }
}

/// How each sound is made, in words (for `write-sounds` and the assets note).
pub fn recipe(cue: Cue) -> &'static str {
    match cue {
        Cue::Alarm => {
            "four loud beeps alternating 880 and 660 Hz, each a sine with its odd harmonics (a soft square wave)"
        }
        Cue::Warning => "two FM bell strokes (1046.5 then 784 Hz, modulator at 1.4×), decaying",
        Cue::Curtain => "one soft low bell: 523 Hz and its octave, slow decay",
        Cue::Results => "a rising C–E–G arpeggio of plucked sines",
        Cue::Move => "a quiet sine gliding up from 300 to 520 Hz",
        Cue::Bounce => "a quiet thud: a sine falling from 160 to 90 Hz, fast decay",
        Cue::Dislodge => "a quiet falling tone from 440 to 180 Hz with a tremolo",
    }
}

/// The samples of a cue's sound, between -1 and 1.
pub fn samples(cue: Cue) -> Vec<f32> {
    let mut out = match cue {
        Cue::Alarm => alarm(),
        Cue::Warning => {
            let mut s = silence(1.6);
            mix(&mut s, 0.0, &bell(1046.5, 1.2, 0.4));
            mix(&mut s, 0.3, &bell(784.0, 1.3, 0.4));
            s
        }
        Cue::Curtain => {
            let mut s = tone(0.9, |t| {
                0.7 * (TAU * 523.25 * t).sin() + 0.3 * (TAU * 1046.5 * t).sin()
            });
            envelope(&mut s, 0.01, 3.5);
            scale(&mut s, 0.35);
            s
        }
        Cue::Results => {
            let mut s = silence(1.0);
            for (i, f) in [523.25, 659.25, 783.99].into_iter().enumerate() {
                let mut note = tone(0.5, |t| (TAU * f * t).sin());
                envelope(&mut note, 0.005, 7.0);
                scale(&mut note, 0.3);
                mix(&mut s, 0.14 * i as f32, &note);
            }
            s
        }
        Cue::Move => {
            let mut s = glide(0.35, 300.0, 520.0);
            envelope(&mut s, 0.08, 6.0);
            scale(&mut s, 0.18);
            s
        }
        Cue::Bounce => {
            let mut s = glide(0.25, 160.0, 90.0);
            envelope(&mut s, 0.003, 14.0);
            scale(&mut s, 0.35);
            s
        }
        Cue::Dislodge => {
            let mut s = glide(0.5, 440.0, 180.0);
            for (i, v) in s.iter_mut().enumerate() {
                let t = i as f32 / SAMPLE_RATE as f32;
                *v *= 0.75 + 0.25 * (TAU * 11.0 * t).sin();
            }
            envelope(&mut s, 0.01, 4.0);
            scale(&mut s, 0.22);
            s
        }
    };
    fade_out(&mut out, 0.01);
    out
}

fn silence(secs: f32) -> Vec<f32> {
    vec![0.0; (secs * SAMPLE_RATE as f32) as usize]
}

fn tone(secs: f32, wave: impl Fn(f32) -> f32) -> Vec<f32> {
    (0..(secs * SAMPLE_RATE as f32) as usize)
        .map(|i| wave(i as f32 / SAMPLE_RATE as f32))
        .collect()
}

/// A sine whose pitch slides from `from` to `to` Hz.
fn glide(secs: f32, from: f32, to: f32) -> Vec<f32> {
    let mut phase = 0.0f32;
    let n = (secs * SAMPLE_RATE as f32) as usize;
    (0..n)
        .map(|i| {
            let f = from + (to - from) * i as f32 / n as f32;
            phase = (phase + f / SAMPLE_RATE as f32).fract();
            (TAU * phase).sin()
        })
        .collect()
}

/// An FM bell: the modulator's depth decays with the sound, so it starts bright.
fn bell(freq: f32, secs: f32, level: f32) -> Vec<f32> {
    tone(secs, |t| {
        let decay = (-3.0 * t).exp();
        let index = 2.5 * decay;
        level * decay * (TAU * freq * t + index * (TAU * 1.4 * freq * t).sin()).sin()
    })
}

/// The alarm: four beeps, high and low, with odd harmonics so it cuts through talk.
fn alarm() -> Vec<f32> {
    let mut s = silence(1.05);
    for (i, f) in [880.0f32, 660.0, 880.0, 660.0].into_iter().enumerate() {
        let mut beep = tone(0.2, |t| {
            [1.0f32, 3.0, 5.0, 7.0]
                .iter()
                .map(|h| (TAU * f * h * t).sin() / h)
                .sum::<f32>()
        });
        envelope(&mut beep, 0.005, 0.0);
        fade_out(&mut beep, 0.02);
        scale(&mut beep, 0.95);
        mix(&mut s, 0.26 * i as f32, &beep);
    }
    s
}

/// A linear attack of `attack` seconds, then an exponential decay at `decay` per second.
fn envelope(s: &mut [f32], attack: f32, decay: f32) {
    for (i, v) in s.iter_mut().enumerate() {
        let t = i as f32 / SAMPLE_RATE as f32;
        *v *= (t / attack).min(1.0) * (-decay * t).exp();
    }
}

fn fade_out(s: &mut [f32], secs: f32) {
    let n = ((secs * SAMPLE_RATE as f32) as usize).min(s.len());
    let len = s.len();
    for (k, v) in s[len - n..].iter_mut().enumerate() {
        *v *= 1.0 - k as f32 / n as f32;
    }
}

fn scale(s: &mut [f32], by: f32) {
    s.iter_mut().for_each(|v| *v *= by);
}

/// Adds `part` into `s` starting `at` seconds in.
fn mix(s: &mut [f32], at: f32, part: &[f32]) {
    let start = (at * SAMPLE_RATE as f32) as usize;
    for (v, p) in s.iter_mut().skip(start).zip(part) {
        *v += p;
    }
}

/// The length of a sound in seconds.
pub fn seconds(samples: &[f32]) -> f32 {
    samples.len() as f32 / SAMPLE_RATE as f32
}

/// The samples as a WAV file: RIFF header, 16-bit PCM, mono.
pub fn wav_bytes(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for v in samples {
        let q = (v.clamp(-1.0, 1.0) * i16::MAX as f32).round() as i16;
        out.extend_from_slice(&q.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn peak(s: &[f32]) -> f32 {
        s.iter().fold(0.0f32, |m, v| m.max(v.abs()))
    }

    #[test]
    fn the_alarm_is_the_loudest_sound_and_every_sound_is_short_and_unclipped() {
        let alarm = peak(&samples(Cue::Alarm));
        for cue in Cue::ALL {
            let s = samples(cue);
            let p = peak(&s);
            assert!(p <= 1.0, "{cue:?} clips at {p}");
            assert!(p > 0.05, "{cue:?} is inaudible ({p})");
            assert!(seconds(&s) <= 2.0, "{cue:?} lasts {} s", seconds(&s));
            if cue != Cue::Alarm {
                assert!(
                    p < alarm * 0.85,
                    "{cue:?} ({p}) is nearly as loud as the alarm ({alarm})"
                );
            }
        }
    }

    #[test]
    fn a_wav_file_has_its_header_and_two_bytes_a_sample() {
        let s = samples(Cue::Bounce);
        let wav = wav_bytes(&s);
        assert_eq!(&wav[0..4], b"RIFF");
        assert_eq!(&wav[8..16], b"WAVEfmt ");
        assert_eq!(wav.len(), 44 + 2 * s.len());
    }
}
