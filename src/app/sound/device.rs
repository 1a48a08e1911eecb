//! Whether this machine can play sound at all, asked before Bevy's audio opens a device:
//! on Linux without a sound card or a sound server (a server room, Xvfb in CI) ALSA would
//! print a page of errors; instead the audio plugin is left out and one line is logged.
//! On Windows (WASAPI) and macOS (Core Audio) there is no such page: Bevy's backend is
//! asked directly, and a machine without an output plays silently with one warning.

/// Bevy's plugins, without its audio where no sound can be played.
pub fn usable(plugins: bevy::app::PluginGroupBuilder) -> bevy::app::PluginGroupBuilder {
    match missing_output() {
        Some(_) => plugins.disable::<bevy::audio::AudioPlugin>(),
        None => plugins,
    }
}

/// Why no sound can be played here, or `None` when an output may exist.
pub fn missing_output() -> Option<String> {
    #[cfg(target_os = "linux")]
    {
        let cards = std::fs::read_dir("/dev/snd")
            .map(|d| {
                d.flatten()
                    .any(|e| e.file_name().to_string_lossy().starts_with("pcmC"))
            })
            .unwrap_or(false);
        let server = std::env::var_os("PULSE_SERVER").is_some()
            || std::env::var_os("XDG_RUNTIME_DIR").is_some_and(|dir| {
                let dir = std::path::PathBuf::from(dir);
                dir.join("pulse/native").exists() || dir.join("pipewire-0").exists()
            });
        if !cards && !server {
            return Some(
                "No sound card or sound server found: the game runs silently.".to_string(),
            );
        }
    }
    None
}
