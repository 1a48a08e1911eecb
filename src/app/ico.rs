//! The Windows icon file (`.ico`) from the icon's PNG pictures: one entry a size, each
//! stored as PNG (which Windows reads in icons since Vista). `write-icons` writes it, and
//! the committed copy (`assets/packaging/diplomacy-hotseat.ico`) is what `build.rs`
//! compiles into the Windows `.exe`.

/// The icon file holding `pictures`, each `(size, PNG bytes)` of a square picture of
/// `size` pixels (at most 256).
pub fn ico(pictures: &[(u32, Vec<u8>)]) -> Vec<u8> {
    let count = pictures.len() as u16;
    let mut out = Vec::new();
    // The header: reserved, type 1 (icon), the number of entries.
    for v in [0u16, 1, count] {
        out.extend_from_slice(&v.to_le_bytes());
    }
    let mut offset = 6 + 16 * pictures.len() as u32;
    for (size, png) in pictures {
        // 256 is written as 0 (the field is one byte).
        let side = if *size >= 256 { 0 } else { *size as u8 };
        out.extend_from_slice(&[side, side, 0, 0]);
        out.extend_from_slice(&1u16.to_le_bytes()); // colour planes
        out.extend_from_slice(&32u16.to_le_bytes()); // bits a pixel
        out.extend_from_slice(&(png.len() as u32).to_le_bytes());
        out.extend_from_slice(&offset.to_le_bytes());
        offset += png.len() as u32;
    }
    for (_, png) in pictures {
        out.extend_from_slice(png);
    }
    out
}

/// The entries of an icon file: `(size, image bytes)` for each, or `None` if the file is
/// not an icon file or an entry lies outside it.
pub fn entries(file: &[u8]) -> Option<Vec<(u32, &[u8])>> {
    let u16_at = |i: usize| Some(u16::from_le_bytes(file.get(i..i + 2)?.try_into().ok()?));
    let u32_at = |i: usize| Some(u32::from_le_bytes(file.get(i..i + 4)?.try_into().ok()?));
    if u16_at(0)? != 0 || u16_at(2)? != 1 {
        return None;
    }
    (0..usize::from(u16_at(4)?))
        .map(|k| {
            let at = 6 + 16 * k;
            let side = match *file.get(at)? {
                0 => 256,
                s => u32::from(s),
            };
            let len = u32_at(at + 8)? as usize;
            let offset = u32_at(at + 12)? as usize;
            Some((side, file.get(offset..offset.checked_add(len)?)?))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_icon_file_lists_each_picture_and_reads_back() {
        let file = ico(&[(16, vec![1, 2, 3]), (256, vec![9; 5])]);
        assert_eq!(&file[..6], &[0, 0, 1, 0, 2, 0]);
        assert_eq!(file[6 + 16], 0, "256 pixels is written as 0");
        let read = entries(&file).unwrap();
        assert_eq!(read, vec![(16, &[1u8, 2, 3][..]), (256, &[9u8; 5][..])]);
        // A damaged file is refused, not read past its end.
        assert_eq!(entries(&file[..30]), None);
        assert_eq!(entries(b"not an icon"), None);
    }

    /// The committed icon (compiled into the Windows `.exe`) is the one the program draws:
    /// if the drawing changes, `write-icons` makes the new file to commit.
    #[test]
    fn the_windows_icon_is_the_one_the_program_draws() {
        let file = include_bytes!("../../assets/packaging/diplomacy-hotseat.ico");
        let read = entries(file).expect("an icon file");
        let sizes: Vec<u32> = read.iter().map(|(s, _)| *s).collect();
        assert_eq!(sizes, super::super::icon::SIZES.to_vec());
        for (size, png) in read {
            let mut reader = png::Decoder::new(std::io::Cursor::new(png))
                .read_info()
                .unwrap();
            let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
            reader.next_frame(&mut pixels).unwrap();
            assert_eq!(
                pixels,
                super::super::icon::pixels(size),
                "the {size} px picture differs: run `diplomacy-hotseat write-icons DIR` and \
                 copy DIR/diplomacy-hotseat.ico to assets/packaging/"
            );
        }
    }
}
