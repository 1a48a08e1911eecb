//! An animated GIF from RGB pictures of one size: one palette of 255 colours chosen over
//! every picture (a board has few colours), each picture after the first stored as only
//! the rectangle that changed, its unchanged pixels transparent (long runs code small),
//! LZW-coded as the GIF89a format asks.

/// The palette entry that leaves the picture before showing through.
pub const SEE_THROUGH: u8 = 255;

/// One picture: `width × height` RGB pixels, held for `hold` hundredths of a second.
pub struct Still {
    pub rgb: Vec<u8>,
    pub hold: u16,
}

/// The animation of `stills` (each `width × height`), looping for ever.
pub fn encode(width: u16, height: u16, stills: &[Still]) -> Vec<u8> {
    let palette = Palette::over(stills);
    let mut out = Vec::new();
    out.extend_from_slice(b"GIF89a");
    out.extend_from_slice(&width.to_le_bytes());
    out.extend_from_slice(&height.to_le_bytes());
    // A global colour table of 256 entries, 8 bits per primary.
    out.extend_from_slice(&[0xF7, 0, 0]);
    out.extend_from_slice(&palette.table());
    // Loop for ever (the NETSCAPE2.0 application extension).
    out.extend_from_slice(&[0x21, 0xFF, 11]);
    out.extend_from_slice(b"NETSCAPE2.0");
    out.extend_from_slice(&[3, 1, 0, 0, 0]);
    let mut before: Option<Vec<u8>> = None;
    for still in stills {
        let indices = palette.indices(&still.rgb);
        let (area, pixels) = match &before {
            None => (Area::whole(width, height), indices.clone()),
            Some(old) => {
                let area = Area::changed(old, &indices, width);
                let seen = (indices.iter().zip(old))
                    .map(|(&new, &was)| if new == was { SEE_THROUGH } else { new })
                    .collect::<Vec<u8>>();
                (area, seen)
            }
        };
        // Graphic control: leave the picture in place, hold it; after the first, the
        // see-through entry shows the picture before.
        let see_through = u8::from(before.is_some());
        out.extend_from_slice(&[0x21, 0xF9, 4, (1 << 2) | see_through]);
        out.extend_from_slice(&still.hold.to_le_bytes());
        out.extend_from_slice(&[SEE_THROUGH, 0]);
        out.push(0x2C);
        for v in [area.x, area.y, area.w, area.h] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.push(0);
        out.push(8);
        let data = lzw(&area.cut(&pixels, width), 8);
        for block in data.chunks(255) {
            out.push(block.len() as u8);
            out.extend_from_slice(block);
        }
        out.push(0);
        before = Some(indices);
    }
    out.push(0x3B);
    out
}

/// The 255 colours most used over every picture (in 5-bit-per-primary bins, each the mean
/// of its pixels), and each bin's nearest entry.
struct Palette {
    colours: Vec<[u8; 3]>,
    /// For each of the 32768 bins, its entry.
    nearest: Vec<u8>,
}

const BINS: usize = 1 << 15;

fn bin(p: &[u8]) -> usize {
    (usize::from(p[0] >> 3) << 10) | (usize::from(p[1] >> 3) << 5) | usize::from(p[2] >> 3)
}

impl Palette {
    fn over(stills: &[Still]) -> Palette {
        let mut counts = vec![0u64; BINS];
        let mut sums = vec![[0u64; 3]; BINS];
        for p in stills.iter().flat_map(|s| s.rgb.chunks_exact(3)) {
            let b = bin(p);
            counts[b] += 1;
            for c in 0..3 {
                sums[b][c] += u64::from(p[c]);
            }
        }
        let mut used: Vec<(usize, u64, [u8; 3])> = (0..BINS)
            .filter(|&b| counts[b] > 0)
            .map(|b| (b, counts[b], sums[b].map(|s| (s / counts[b]) as u8)))
            .collect();
        used.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let colours: Vec<[u8; 3]> = used
            .iter()
            .take(usize::from(SEE_THROUGH))
            .map(|u| u.2)
            .collect();
        let mut nearest = vec![0u8; BINS];
        for &(b, _, mean) in &used {
            nearest[b] = closest(&colours, mean);
        }
        Palette { colours, nearest }
    }

    /// The global colour table: 256 entries, unused ones (the see-through one) black.
    fn table(&self) -> Vec<u8> {
        let mut t: Vec<u8> = self.colours.iter().flatten().copied().collect();
        t.resize(256 * 3, 0);
        t
    }

    fn indices(&self, rgb: &[u8]) -> Vec<u8> {
        (rgb.chunks_exact(3))
            .map(|p| self.nearest[bin(p)])
            .collect()
    }
}

fn closest(colours: &[[u8; 3]], c: [u8; 3]) -> u8 {
    let distance = |p: &[u8; 3]| -> i32 {
        (0..3)
            .map(|k| (i32::from(p[k]) - i32::from(c[k])).pow(2))
            .sum()
    };
    (colours.iter().enumerate())
        .min_by_key(|(_, p)| distance(p))
        .map_or(0, |(i, _)| i as u8)
}

/// A rectangle of the picture.
#[derive(Debug, PartialEq)]
struct Area {
    x: u16,
    y: u16,
    w: u16,
    h: u16,
}

impl Area {
    fn whole(w: u16, h: u16) -> Area {
        Area { x: 0, y: 0, w, h }
    }

    /// The smallest rectangle holding every pixel that differs (one pixel when none does).
    fn changed(old: &[u8], new: &[u8], w: u16) -> Area {
        let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
        let width = usize::from(w);
        for (i, _) in (old.iter().zip(new))
            .enumerate()
            .filter(|(_, (a, b))| a != b)
        {
            let (x, y) = (i % width, i / width);
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        if x0 == usize::MAX {
            return Area::whole(1, 1);
        }
        Area {
            x: x0 as u16,
            y: y0 as u16,
            w: (x1 - x0 + 1) as u16,
            h: (y1 - y0 + 1) as u16,
        }
    }

    fn cut(&self, indices: &[u8], width: u16) -> Vec<u8> {
        let width = usize::from(width);
        (0..usize::from(self.h))
            .flat_map(|row| {
                let start = (usize::from(self.y) + row) * width + usize::from(self.x);
                indices[start..start + usize::from(self.w)].iter().copied()
            })
            .collect()
    }
}

/// Writes codes of growing width, least significant bit first.
struct Bits {
    out: Vec<u8>,
    acc: u32,
    held: u32,
}

impl Bits {
    fn put(&mut self, code: u16, width: u32) {
        self.acc |= u32::from(code) << self.held;
        self.held += width;
        while self.held >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.held -= 8;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.held > 0 {
            self.out.push(self.acc as u8);
        }
        self.out
    }
}

/// The codes written so far and the width a decoder reads the next one at.
struct Coder {
    bits: Bits,
    min: u8,
    width: u32,
    /// The next code a decoder will add to its table.
    theirs: u16,
    /// No code written since the last clear (a decoder adds no entry for it).
    fresh: bool,
}

impl Coder {
    /// Writes `code`; the width grows exactly when a decoder's does: once it has read a
    /// code (not the first after a clear) and added an entry that fills the width.
    fn code(&mut self, code: u16) {
        self.bits.put(code, self.width);
        if !std::mem::take(&mut self.fresh) && self.theirs < 4096 {
            self.theirs += 1;
            if u32::from(self.theirs) == 1 << self.width && self.width < 12 {
                self.width += 1;
            }
        }
    }

    /// Writes the clear code and starts again at the narrowest width.
    fn clear(&mut self) {
        let clear = 1u16 << self.min;
        self.bits.put(clear, self.width);
        self.width = u32::from(self.min) + 1;
        self.theirs = clear + 2;
        self.fresh = true;
    }
}

/// GIF's variable-width LZW coding of `indices` with `min` bits per symbol.
pub fn lzw(indices: &[u8], min: u8) -> Vec<u8> {
    let end = (1u16 << min) + 1;
    let mut coder = Coder {
        bits: Bits {
            out: Vec::new(),
            acc: 0,
            held: 0,
        },
        min,
        width: u32::from(min) + 1,
        theirs: end + 1,
        fresh: true,
    };
    // The code for (prefix, symbol) at prefix * 256 + symbol; 0: none yet (no entry
    // ever gets code 0, a symbol's own).
    let mut table = vec![0u16; 4096 * 256];
    let mut ours = end + 1;
    coder.clear();
    if let Some((&head, rest)) = indices.split_first() {
        let mut prefix = u16::from(head);
        for &k in rest {
            let slot = usize::from(prefix) * 256 + usize::from(k);
            if table[slot] != 0 {
                prefix = table[slot];
                continue;
            }
            coder.code(prefix);
            if ours < 4096 {
                table[slot] = ours;
                ours += 1;
            } else {
                coder.clear();
                table.fill(0);
                ours = end + 1;
            }
            prefix = u16::from(k);
        }
        coder.code(prefix);
    }
    let width = coder.width;
    coder.bits.put(end, width);
    coder.bits.finish()
}

#[cfg(test)]
#[path = "gif_tests.rs"]
mod tests;
