//! The GIF coder read back by a decoder written from the GIF89a specification.

use super::*;

/// Decodes one image's LZW data (sub-blocks already joined) with `min` bits per symbol.
fn unlzw(data: &[u8], min: u8) -> Vec<u8> {
    let clear = 1usize << min;
    let end = clear + 1;
    let (mut pos, mut width) = (0usize, u32::from(min) + 1);
    let mut read = |width: u32| -> Option<usize> {
        let mut code = 0usize;
        for b in 0..width as usize {
            let bit = pos + b;
            let byte = *data.get(bit / 8)?;
            code |= usize::from((byte >> (bit % 8)) & 1) << b;
        }
        pos += width as usize;
        Some(code)
    };
    let fresh = || -> Vec<Vec<u8>> {
        let mut t: Vec<Vec<u8>> = (0..clear).map(|i| vec![i as u8]).collect();
        t.extend([Vec::new(), Vec::new()]);
        t
    };
    let mut table = fresh();
    let mut out = Vec::new();
    let mut last: Option<Vec<u8>> = None;
    while let Some(code) = read(width) {
        if code == clear {
            (table, width, last) = (fresh(), u32::from(min) + 1, None);
            continue;
        }
        if code == end {
            break;
        }
        let entry = match (table.get(code), &last) {
            (Some(e), _) => e.clone(),
            (None, Some(l)) if code == table.len() => {
                let mut e = l.clone();
                e.push(l[0]);
                e
            }
            _ => panic!("code {code} unknown with {} entries", table.len()),
        };
        out.extend_from_slice(&entry);
        if let Some(mut l) = last.take()
            && table.len() < 4096
        {
            l.push(entry[0]);
            table.push(l);
            if table.len() == 1 << width && width < 12 {
                width += 1;
            }
        }
        last = Some(entry);
    }
    out
}

fn noisy(n: usize, symbols: u32, seed: u32) -> Vec<u8> {
    let mut x = seed;
    (0..n)
        .map(|_| {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            ((x >> 16) % symbols) as u8
        })
        .collect()
}

#[test]
fn lzw_codes_read_back_as_written_through_table_resets_and_width_changes() {
    let cases: Vec<Vec<u8>> = vec![
        Vec::new(),
        vec![7],
        vec![3; 100_000],
        noisy(200_000, 256, 1),
        noisy(200_000, 5, 2),
        (0..70_000).map(|i| (i / 300 % 7) as u8).collect(),
    ];
    for data in &cases {
        assert_eq!(&unlzw(&lzw(data, 8), 8), data, "{} symbols", data.len());
    }
    let small = noisy(50_000, 4, 3);
    assert_eq!(unlzw(&lzw(&small, 2), 2), small);
}

/// The images of a GIF: (left, top, width, height, delay, indices).
type Image = (u16, u16, u16, u16, u16, Vec<u8>);

fn read_gif(gif: &[u8]) -> (u16, u16, Vec<[u8; 3]>, Vec<Image>) {
    let word = |at: usize| u16::from_le_bytes([gif[at], gif[at + 1]]);
    assert_eq!(&gif[..6], b"GIF89a");
    let (w, h) = (word(6), word(8));
    assert_eq!(gif[10] & 0x80, 0x80, "a global colour table");
    let size = 3 << ((gif[10] & 7) + 1);
    let palette = gif[13..13 + size]
        .chunks(3)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    let mut at = 13 + size;
    let (mut images, mut delay) = (Vec::new(), 0);
    let blocks = |at: &mut usize| -> Vec<u8> {
        let mut data = Vec::new();
        while gif[*at] != 0 {
            let n = usize::from(gif[*at]);
            data.extend_from_slice(&gif[*at + 1..*at + 1 + n]);
            *at += 1 + n;
        }
        *at += 1;
        data
    };
    loop {
        match gif[at] {
            0x3B => break,
            0x21 => {
                if gif[at + 1] == 0xF9 {
                    delay = word(at + 4);
                }
                at += 2;
                blocks(&mut at);
            }
            0x2C => {
                let (x, y, iw, ih) = (word(at + 1), word(at + 3), word(at + 5), word(at + 7));
                assert_eq!(gif[at + 9], 0, "no local table, not interlaced");
                let min = gif[at + 10];
                at += 11;
                let data = blocks(&mut at);
                images.push((x, y, iw, ih, delay, unlzw(&data, min)));
            }
            other => panic!("unexpected block {other:#x} at {at}"),
        }
    }
    (w, h, palette, images)
}

fn picture(w: usize, h: usize, square_at: usize) -> Vec<u8> {
    let mut rgb = Vec::with_capacity(w * h * 3);
    for y in 0..h {
        for x in 0..w {
            let inside = (square_at..square_at + 10).contains(&x) && (20..30).contains(&y);
            rgb.extend_from_slice(if inside {
                &[200, 30, 40]
            } else {
                &[20, 60, 140]
            });
        }
    }
    rgb
}

#[test]
fn each_picture_after_the_first_keeps_only_the_rectangle_that_changed() {
    let (w, h) = (64usize, 48usize);
    let stills = [
        Still {
            rgb: picture(w, h, 5),
            hold: 250,
        },
        Still {
            rgb: picture(w, h, 30),
            hold: 120,
        },
        Still {
            rgb: picture(w, h, 30),
            hold: 500,
        },
    ];
    let gif = encode(w as u16, h as u16, &stills);
    let (gw, gh, palette, images) = read_gif(&gif);
    assert_eq!((gw, gh), (64, 48));
    assert_eq!(images.len(), 3);
    assert_eq!(images[0].0..images[0].3, 0..48);
    assert_eq!(images[0].5.len(), w * h);
    // The red square left x 5..15 and arrived at 30..40, rows 20..30.
    assert_eq!(
        (images[1].0, images[1].1, images[1].2, images[1].3),
        (5, 20, 35, 10)
    );
    assert_eq!(
        images[2].2 * images[2].3,
        1,
        "an unchanged picture is one pixel"
    );
    assert_eq!(
        images.iter().map(|i| i.4).collect::<Vec<_>>(),
        [250, 120, 500]
    );
    let red = images[1].5[usize::from(images[1].2) - 1];
    assert_eq!(palette[usize::from(red)], [200, 30, 40]);
    let blue = images[1].5[0];
    assert_eq!(palette[usize::from(blue)], [20, 60, 140]);
    // Blue before and after (x 20, row 20): see-through, the picture before shows.
    assert_eq!(images[1].5[15], SEE_THROUGH);
    assert!(images[0].5.iter().all(|&i| i != SEE_THROUGH));
}
