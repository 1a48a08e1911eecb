//! Build script: for Windows, compiles the program's icon and version into a resource with
//! the mingw tools' `windres` and links it into the `.exe`, so Explorer, the Start menu and
//! the taskbar show the icon. For other systems it does nothing.

use std::path::PathBuf;

const ICON: &str = "assets/packaging/diplomacy-hotseat.ico";

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed={ICON}");
    println!("cargo:rerun-if-env-changed=WINDRES");
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    if var("CARGO_CFG_TARGET_OS") != "windows" {
        return;
    }
    if var("CARGO_CFG_TARGET_ENV") != "gnu" {
        println!(
            "cargo:warning=the .exe is built without its icon: only the GNU (mingw) target's \
             windres is used here"
        );
        return;
    }
    if let Err(e) = compile_resource(&var) {
        println!("cargo:warning=the .exe is built without its icon: {e}");
    }
}

/// The resource script: the icon, then the version Explorer's Properties show.
fn resource_script(icon: &str, version: &str) -> String {
    let parts: Vec<&str> = version.split(['.', '-']).take(3).collect();
    let numbers: Vec<String> = (0..4)
        .map(|i| {
            parts
                .get(i)
                .and_then(|p| p.parse::<u16>().ok())
                .unwrap_or(0)
                .to_string()
        })
        .collect();
    let numbers = numbers.join(",");
    format!(
        "1 ICON \"{icon}\"\n\
         1 VERSIONINFO\nFILEVERSION {numbers}\nPRODUCTVERSION {numbers}\nBEGIN\n\
         BLOCK \"StringFileInfo\"\nBEGIN\nBLOCK \"040904B0\"\nBEGIN\n\
         VALUE \"FileDescription\", \"Diplomacy Hot-Seat\"\n\
         VALUE \"ProductName\", \"Diplomacy Hot-Seat\"\n\
         VALUE \"FileVersion\", \"{version}\"\n\
         VALUE \"ProductVersion\", \"{version}\"\n\
         VALUE \"OriginalFilename\", \"diplomacy-hotseat.exe\"\n\
         VALUE \"LegalCopyright\", \"MIT OR Apache-2.0\"\n\
         END\nEND\nBLOCK \"VarFileInfo\"\nBEGIN\nVALUE \"Translation\", 0x409, 1200\nEND\nEND\n"
    )
}

/// Writes the script, compiles it with windres (`$WINDRES`, else the cross tool
/// `ARCH-w64-mingw32-windres` from Linux, else `windres`) and links the object into the
/// program's binaries.
fn compile_resource(var: &dyn Fn(&str) -> String) -> Result<(), String> {
    let out = PathBuf::from(var("OUT_DIR"));
    let icon = PathBuf::from(var("CARGO_MANIFEST_DIR")).join(ICON);
    // Forward slashes: the resource compiler reads backslashes as escapes.
    let icon = icon.to_string_lossy().replace('\\', "/");
    let script = out.join("diplomacy-hotseat.rc");
    std::fs::write(&script, resource_script(&icon, &var("CARGO_PKG_VERSION")))
        .map_err(|e| format!("{}: {e}", script.display()))?;
    let windres = match var("WINDRES") {
        w if !w.is_empty() => w,
        _ if cfg!(windows) => "windres".to_string(),
        _ => format!("{}-w64-mingw32-windres", var("CARGO_CFG_TARGET_ARCH")),
    };
    let object = out.join("diplomacy-hotseat-resource.o");
    let status = std::process::Command::new(&windres)
        .arg("--input")
        .arg(&script)
        .args(["--input-format=rc", "--output-format=coff", "--output"])
        .arg(&object)
        .status()
        .map_err(|e| format!("{windres} could not be started ({e}); install the mingw tools"))?;
    if !status.success() {
        return Err(format!("{windres} failed ({status})"));
    }
    println!("cargo:rustc-link-arg-bins={}", object.display());
    Ok(())
}
