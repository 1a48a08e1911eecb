//! Windows only: the game's `.exe` is a window program (no console opens beside the game),
//! so when a subcommand or `--version` is typed in a console, it borrows the console it was
//! started from to write to; where its output is already sent somewhere (a file, a pipe)
//! that is kept.

/// Writes to the parent's console, if the output goes nowhere yet and there is one.
#[cfg(windows)]
pub fn attach() {
    use std::ffi::c_void;
    #[link(name = "kernel32")]
    unsafe extern "system" {
        fn GetStdHandle(which: u32) -> *mut c_void;
        fn AttachConsole(process: u32) -> i32;
    }
    const STD_OUTPUT_HANDLE: u32 = -11i32 as u32;
    const ATTACH_PARENT_PROCESS: u32 = u32::MAX;
    // SAFETY: both are plain kernel32 calls with no pointers passed in; a null or invalid
    // handle is only compared, never used.
    unsafe {
        let out = GetStdHandle(STD_OUTPUT_HANDLE);
        if out.is_null() || out as isize == -1 {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}

/// Nothing to do where programs keep their console.
#[cfg(not(windows))]
pub fn attach() {}
