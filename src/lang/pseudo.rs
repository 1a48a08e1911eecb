//! The pseudo-language: English with each message marked ⟦…⟧ and its letters accented,
//! lengthened by 40% (German runs long), so the screen audit finds words drawn outside the
//! lookup and layouts that break when words grow.

/// `words` marked and stretched.
pub fn stretch(words: &str) -> String {
    let accented: String = words.chars().map(accent).collect();
    let letters = words.chars().filter(|c| c.is_alphabetic()).count();
    let extra = (letters * 2).div_ceil(5);
    format!("[{accented}{}]", "~".repeat(extra))
}

/// A letter with an accent the game's font has, others as they are.
fn accent(c: char) -> char {
    match c {
        'a' => 'á',
        'e' => 'é',
        'i' => 'í',
        'o' => 'ö',
        'u' => 'ü',
        'A' => 'Å',
        'E' => 'É',
        'O' => 'Ö',
        'U' => 'Ü',
        'n' => 'ñ',
        'c' => 'ç',
        other => other,
    }
}

/// Whether `words` were made by `stretch` (drawn through the lookup).
pub fn is_stretched(words: &str) -> bool {
    words.starts_with('[') && words.ends_with(']')
}
