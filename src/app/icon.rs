//! The program's icon, drawn in code from the board's own pieces: a supply centre (a dark
//! ring round a star) on a disc of land in a sea-blue square. The window wears it, and
//! `write-icons` saves it at the sizes desktops ask for (PNG), as SVG for packages and as a
//! Windows icon file (`.ico`, compiled into the `.exe`).

use crate::app::board::palette;
use bevy::prelude::*;

/// The sizes, in pixels, a desktop's icon theme looks for.
pub const SIZES: [u32; 7] = [16, 24, 32, 48, 64, 128, 256];

/// Each sample's position within a pixel, 4 × 4 per pixel for smooth edges.
const SAMPLES: u32 = 4;

fn rgb(c: Color) -> [f32; 3] {
    let s = c.to_srgba();
    [s.red, s.green, s.blue]
}

/// The colour at a point of the unit square (0..1 both ways), if the icon covers it.
fn colour_at(x: f32, y: f32) -> Option<[f32; 3]> {
    let (dx, dy) = (x - 0.5, y - 0.5);
    let r = (dx * dx + dy * dy).sqrt();
    // The square with rounded corners.
    let corner = 0.18;
    let (qx, qy) = (
        (dx.abs() - (0.5 - corner)).max(0.0),
        (dy.abs() - (0.5 - corner)).max(0.0),
    );
    if (qx * qx + qy * qy).sqrt() > corner {
        return None;
    }
    let inside_star = star_contains(dx, dy, 0.15, 0.062);
    Some(match r {
        _ if inside_star => rgb(palette::BORDER),
        r if (0.205..0.262).contains(&r) => rgb(palette::BORDER),
        r if r < 0.38 => rgb(palette::NEUTRAL_LAND),
        r if r < 0.405 => rgb(palette::COAST_LINE),
        _ => rgb(palette::SEA),
    })
}

/// Whether a five-pointed star of outer radius `outer` and inner `inner`, point up,
/// centred at the origin, covers (x, y).
fn star_contains(x: f32, y: f32, outer: f32, inner: f32) -> bool {
    let points: Vec<[f32; 2]> = (0..10)
        .map(|i| {
            let radius = if i % 2 == 0 { outer } else { inner };
            let angle = std::f32::consts::PI * (i as f32 / 5.0) - std::f32::consts::FRAC_PI_2;
            [radius * angle.cos(), radius * angle.sin()]
        })
        .collect();
    let mut inside = false;
    for (i, a) in points.iter().enumerate() {
        let b = points[(i + 1) % points.len()];
        if (a[1] > y) != (b[1] > y) && x < a[0] + (y - a[1]) / (b[1] - a[1]) * (b[0] - a[0]) {
            inside = !inside;
        }
    }
    inside
}

/// The icon at `size` × `size` pixels, RGBA, its edges smoothed.
pub fn pixels(size: u32) -> Vec<u8> {
    let mut out = Vec::with_capacity((size * size * 4) as usize);
    let n = (SAMPLES * SAMPLES) as f32;
    for py in 0..size {
        for px in 0..size {
            let (mut sum, mut covered) = ([0.0f32; 3], 0.0f32);
            for s in 0..SAMPLES * SAMPLES {
                let x = (px as f32 + ((s % SAMPLES) as f32 + 0.5) / SAMPLES as f32) / size as f32;
                let y = (py as f32 + ((s / SAMPLES) as f32 + 0.5) / SAMPLES as f32) / size as f32;
                if let Some(c) = colour_at(x, y) {
                    covered += 1.0;
                    (0..3).for_each(|k| sum[k] += c[k]);
                }
            }
            let alpha = covered / n;
            let mean = |k: usize| if covered > 0.0 { sum[k] / covered } else { 0.0 };
            let byte = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
            out.extend_from_slice(&[byte(mean(0)), byte(mean(1)), byte(mean(2)), byte(alpha)]);
        }
    }
    out
}

/// The icon as SVG, the same shapes at any size.
pub fn svg() -> String {
    let hex = |c: Color| {
        let [r, g, b, _] = c.to_srgba().to_u8_array();
        format!("#{r:02x}{g:02x}{b:02x}")
    };
    let star: Vec<String> = (0..10)
        .map(|i| {
            let radius = if i % 2 == 0 { 15.0 } else { 6.2 };
            let angle = std::f32::consts::PI * (i as f32 / 5.0) - std::f32::consts::FRAC_PI_2;
            format!(
                "{:.2},{:.2}",
                50.0 + radius * angle.cos(),
                50.0 + radius * angle.sin()
            )
        })
        .collect();
    format!(
        concat!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">",
            "<rect width=\"100\" height=\"100\" rx=\"18\" fill=\"{sea}\"/>",
            "<circle cx=\"50\" cy=\"50\" r=\"40.5\" fill=\"{coast}\"/>",
            "<circle cx=\"50\" cy=\"50\" r=\"38\" fill=\"{land}\"/>",
            "<circle cx=\"50\" cy=\"50\" r=\"23.35\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"5.7\"/>",
            "<polygon points=\"{star}\" fill=\"{ink}\"/></svg>\n"
        ),
        sea = hex(palette::SEA),
        coast = hex(palette::COAST_LINE),
        land = hex(palette::NEUTRAL_LAND),
        ink = hex(palette::BORDER),
        star = star.join(" "),
    )
}

/// Writes `diplomacy-hotseat-SIZE.png` for each of [`SIZES`], `diplomacy-hotseat.svg` and
/// `diplomacy-hotseat.ico` (every size) into `dir`; returns the files written.
pub fn write_icons(dir: &std::path::Path) -> Result<Vec<std::path::PathBuf>, String> {
    use bevy::asset::RenderAssetUsages;
    use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut written = Vec::new();
    let mut pngs = Vec::new();
    for size in SIZES {
        let image = Image::new(
            Extent3d {
                width: size,
                height: size,
                depth_or_array_layers: 1,
            },
            TextureDimension::D2,
            pixels(size),
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::default(),
        );
        let path = dir.join(format!("diplomacy-hotseat-{size}.png"));
        let picture = image.try_into_dynamic().map_err(|e| e.to_string())?;
        picture
            .save(&path)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        pngs.push((size, std::fs::read(&path).map_err(|e| e.to_string())?));
        written.push(path);
    }
    let path = dir.join("diplomacy-hotseat.svg");
    std::fs::write(&path, svg()).map_err(|e| format!("{}: {e}", path.display()))?;
    written.push(path);
    let path = dir.join("diplomacy-hotseat.ico");
    std::fs::write(&path, super::ico::ico(&pngs))
        .map_err(|e| format!("{}: {e}", path.display()))?;
    written.push(path);
    Ok(written)
}

/// Puts the icon on the window once it exists (winit's windows live on the main thread).
pub fn plugin(app: &mut App) {
    app.add_systems(Update, wear_icon);
}

fn wear_icon(_main_thread: bevy::ecs::system::NonSendMarker, mut worn: Local<bool>) {
    if *worn {
        return;
    }
    let Ok(icon) = winit::window::Icon::from_rgba(pixels(64), 64, 64) else {
        *worn = true;
        return;
    };
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        for window in windows.windows.values() {
            window.set_window_icon(Some(icon.clone()));
            *worn = true;
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(p: &[u8], size: u32, x: u32, y: u32) -> [u8; 4] {
        let i = ((y * size + x) * 4) as usize;
        [p[i], p[i + 1], p[i + 2], p[i + 3]]
    }

    /// The pixel is the board's colour `c`, opaque (to a rounding's difference).
    fn is(pixel: [u8; 4], c: Color) -> bool {
        let want = c.to_srgba().to_u8_array();
        pixel[3] == 255 && (0..3).all(|k| pixel[k].abs_diff(want[k]) <= 1)
    }

    #[test]
    fn the_icon_is_a_centre_star_on_land_in_a_rounded_sea_square() {
        let size = 64;
        let p = pixels(size);
        assert_eq!(p.len(), (size * size * 4) as usize);
        // The corners are rounded off (see-through), the edges' middles are sea.
        assert_eq!(at(&p, size, 0, 0)[3], 0);
        assert!(is(at(&p, size, 32, 1), palette::SEA));
        // The star's middle is the board's ink; between star and ring, land.
        assert!(is(at(&p, size, 32, 32), palette::BORDER));
        assert!(is(at(&p, size, 32, 32 + 11), palette::NEUTRAL_LAND));
        // The same drawing at 16 px still shows the ring round the star.
        let small = pixels(16);
        assert!(at(&small, 16, 8, 8)[0] < 120);
    }

    #[test]
    fn the_svg_draws_the_same_shapes_in_the_same_colours() {
        let svg = svg();
        let [r, g, b, _] = palette::SEA.to_srgba().to_u8_array();
        assert!(svg.starts_with("<svg") && svg.contains(&format!("#{r:02x}{g:02x}{b:02x}")));
        assert_eq!(svg.matches("<circle").count(), 3);
        assert_eq!(svg.matches(',').count(), 10, "a star of ten corners");
    }
}
