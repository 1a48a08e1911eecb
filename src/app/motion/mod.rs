//! Less motion: a setting for players whom movement on screen troubles. With it on, the
//! resolution shows the board as it ends with the results at once (the animation is
//! skipped, see `board::animate`), the alarm's frame is lit steadily instead of flashing,
//! and egui's own small animations (a checkbox's tick, a section opening, scrolling to a
//! place) happen at once. Kept in the settings file; `--less-motion` turns it on.

#[cfg(test)]
mod tests;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Whether the players asked for less motion.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct LessMotion(pub bool);

/// How many times a second the alarm's frame flashes.
const FLASHES_PER_SEC: f32 = 3.0;

/// Whether the alarm's frame (and the clock's red face) is lit `secs` after start: on
/// for half of each flash, or always with less motion.
pub fn alarm_lit(secs: f32, less_motion: bool) -> bool {
    less_motion || (secs * FLASHES_PER_SEC).fract() < 0.5
}

/// What the alarm's flashing reads: the time and the setting.
#[derive(bevy::ecs::system::SystemParam)]
pub struct AlarmFlash<'w> {
    time: Res<'w, Time>,
    less: Res<'w, LessMotion>,
}

impl AlarmFlash<'_> {
    /// Whether the alarm's frame is lit this frame.
    pub fn lit(&self) -> bool {
        alarm_lit(self.time.elapsed_secs(), self.less.0)
    }
}

/// Keeps the setting and egui's animations in step with it.
pub fn plugin(app: &mut App) {
    app.init_resource::<LessMotion>().add_systems(
        bevy_egui::EguiPrimaryContextPass,
        still_egui.run_if(resource_changed::<LessMotion>),
    );
}

/// egui's animations (a checkbox's tick, a section opening, a scroll to a place) take no
/// time with less motion, their usual time without.
fn still_egui(mut contexts: EguiContexts, less: Res<LessMotion>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let still = less.0;
    ctx.all_styles_mut(|style| egui_motion(style, still));
    Ok(())
}

/// Sets a style's animation times: none when `still`, egui's own otherwise.
pub fn egui_motion(style: &mut egui::Style, still: bool) {
    let usual = egui::Style::default();
    if still {
        style.animation_time = 0.0;
        style.scroll_animation = egui::style::ScrollAnimation::none();
    } else {
        style.animation_time = usual.animation_time;
        style.scroll_animation = usual.scroll_animation;
    }
}
