//! Windows only: the game's `.exe` has no console, so a crash is also told in a message
//! box (what went wrong and where the report is) rather than the window just vanishing.
//! This is what a player sees if no graphics backend (DirectX 12, Vulkan) starts.

/// Shows `text` in a message box and waits for it to be closed.
#[cfg(windows)]
pub fn tell(text: &str) {
    use std::ffi::c_void;
    #[link(name = "user32")]
    unsafe extern "system" {
        fn MessageBoxW(owner: *mut c_void, text: *const u16, title: *const u16, kind: u32) -> i32;
    }
    const MB_ICONERROR: u32 = 0x10;
    let wide = |s: &str| s.encode_utf16().chain([0]).collect::<Vec<u16>>();
    let (text, title) = (wide(text), wide(&crate::t!("table-crash-title")));
    // SAFETY: both strings are NUL-terminated UTF-16 that outlive the call; no owner window.
    unsafe {
        MessageBoxW(
            std::ptr::null_mut(),
            text.as_ptr(),
            title.as_ptr(),
            MB_ICONERROR,
        );
    }
}

/// Where there is a terminal, the message printed there is enough.
#[cfg(not(windows))]
pub fn tell(_text: &str) {}

/// The words of the box: what went wrong, that nothing is lost (or, when it stopped
/// before showing anything, what to try for the graphics), where the report is.
pub fn words(
    what: &str,
    before_any_screen: bool,
    report: Result<&std::path::Path, String>,
) -> String {
    let report = match report {
        Ok(path) => {
            let path = path.display().to_string();
            crate::t!("table-crash-report-written", path = path)
        }
        Err(e) => crate::t!("table-crash-report-failed", error = e),
    };
    let next = match before_any_screen {
        true => crate::t!("table-crash-at-start"),
        false => crate::t!("table-crash-autosaved"),
    };
    let head = crate::t!("table-crash-head");
    format!("{head}\n\n{what}\n\n{next}\n\n{report}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_box_says_what_failed_and_where_the_report_is() {
        let path = std::path::Path::new(r"C:\Users\Zoë Müller\AppData\Roaming\crash-1.txt");
        let text = super::words("Unable to find a GPU!", true, Ok(path));
        assert!(text.contains("Unable to find a GPU!"));
        assert!(
            text.contains("WGPU_BACKEND"),
            "at start, what to try: {text}"
        );
        assert!(text.contains(r"Zoë Müller\AppData\Roaming\crash-1.txt"));
        let failed = super::words("x", false, Err("disk full".into()));
        assert!(failed.contains("could not be written: disk full"));
        assert!(failed.contains("autosaved") && !failed.contains("WGPU_BACKEND"));
    }
}
