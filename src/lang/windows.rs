//! The Windows user's language (the locale chosen in Windows' settings), asked of the
//! system: Windows sets no `LANG`.

#[link(name = "kernel32")]
unsafe extern "system" {
    /// Writes the user's locale name (`de-DE`) with its closing nul; returns its length
    /// in UTF-16 units, nul included, or 0 on failure.
    fn GetUserDefaultLocaleName(name: *mut u16, capacity: i32) -> i32;
}

/// The user's locale name (`de-DE`), if Windows gives one.
pub fn user_locale() -> Option<String> {
    // LOCALE_NAME_MAX_LENGTH.
    let mut name = [0u16; 85];
    // SAFETY: the buffer is writable for the capacity given, which Windows never exceeds.
    let written = unsafe { GetUserDefaultLocaleName(name.as_mut_ptr(), name.len() as i32) };
    let len = usize::try_from(written).ok()?.checked_sub(1)?;
    (len > 0).then(|| String::from_utf16_lossy(&name[..len]))
}
