//! Join codes: one long random secret per power, new for each game, replaced (and the old
//! one refused at once) when the laptop issues another. Typed on a phone as four groups of
//! four letters and digits, or read from a QR code.

use crate::engine::ids::PowerId;

/// The letters and digits a code is made of: no 0/O or 1/I to mistake.
const ALPHABET: &[u8; 32] = b"23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/// Characters in a code: 16 of 32 symbols, 80 random bits.
const LENGTH: usize = 16;

/// Each power's current join code, if one was issued.
#[derive(Debug, Clone, Default)]
pub struct JoinCodes {
    by_power: Vec<Option<String>>,
}

impl JoinCodes {
    /// No codes yet for a board of `powers` powers.
    pub fn new(powers: usize) -> JoinCodes {
        JoinCodes {
            by_power: vec![None; powers],
        }
    }

    /// The codes kept with a game (each checked: one that is not a code is left out).
    pub fn restored(powers: usize, kept: &[Option<String>]) -> JoinCodes {
        let mut codes = JoinCodes::new(powers);
        for (slot, code) in codes.by_power.iter_mut().zip(kept) {
            *slot = code.as_deref().and_then(normalise);
        }
        codes
    }

    /// Every power's code, to keep with the game.
    pub fn all(&self) -> &[Option<String>] {
        &self.by_power
    }

    /// A new code for `power`; its old code stops working now.
    pub fn issue(&mut self, power: PowerId) -> String {
        let bits: u128 = rand::random();
        let code: String = (0..LENGTH)
            .map(|i| ALPHABET[((bits >> (5 * i)) & 31) as usize] as char)
            .collect();
        if let Some(slot) = self.by_power.get_mut(power.0 as usize) {
            *slot = Some(code.clone());
        }
        code
    }

    /// Takes `power`'s code back: it is refused from now on.
    pub fn revoke(&mut self, power: PowerId) {
        if let Some(slot) = self.by_power.get_mut(power.0 as usize) {
            *slot = None;
        }
    }

    /// The code issued to `power`, if any.
    pub fn of(&self, power: PowerId) -> Option<&str> {
        self.by_power.get(power.0 as usize)?.as_deref()
    }

    /// The power a code (as typed: any case, dashes and spaces ignored) was issued to.
    /// Every code is compared in full, so the time taken tells nothing of a near miss.
    pub fn power_of(&self, typed: &str) -> Option<PowerId> {
        let wanted = normalise(typed)?;
        let mut found = None;
        for (i, code) in self.by_power.iter().enumerate() {
            if let Some(code) = code
                && same(code.as_bytes(), wanted.as_bytes())
            {
                found = Some(PowerId(i as u8));
            }
        }
        found
    }
}

/// A code as typed, made plain: upper case without dashes or spaces; `None` when it
/// cannot be a code (wrong length or characters).
pub fn normalise(typed: &str) -> Option<String> {
    let plain: String = typed
        .chars()
        .filter(|c| *c != '-' && !c.is_whitespace())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (plain.len() == LENGTH && plain.bytes().all(|b| ALPHABET.contains(&b))).then_some(plain)
}

/// A code grouped for reading aloud or typing: `ABCD-EFGH-JKLM-NPQR`.
pub fn grouped(code: &str) -> String {
    code.as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect::<Vec<_>>()
        .join("-")
}

/// Equal bytes, compared in constant time for equal lengths.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_code_replaces_the_old_one_and_a_revoked_code_is_refused() {
        let mut codes = JoinCodes::new(7);
        let first = codes.issue(PowerId(2));
        assert_eq!(codes.power_of(&first), Some(PowerId(2)));
        let second = codes.issue(PowerId(2));
        assert_ne!(first, second);
        assert_eq!(codes.power_of(&first), None);
        assert_eq!(
            codes.power_of(&grouped(&second).to_lowercase()),
            Some(PowerId(2))
        );
        codes.revoke(PowerId(2));
        assert_eq!(codes.power_of(&second), None);
    }

    #[test]
    fn kept_codes_come_back_and_a_broken_one_is_left_out() {
        let mut codes = JoinCodes::new(3);
        let first = codes.issue(PowerId(0));
        codes.issue(PowerId(2));
        let mut kept = codes.all().to_vec();
        kept[2] = Some("not a code".into());
        let back = JoinCodes::restored(3, &kept);
        assert_eq!(back.power_of(&first), Some(PowerId(0)));
        assert_eq!(back.of(PowerId(1)), None);
        assert_eq!(back.of(PowerId(2)), None);
    }

    #[test]
    fn codes_are_long_and_differ_between_powers() {
        let mut codes = JoinCodes::new(7);
        let all: Vec<String> = (0..7).map(|p| codes.issue(PowerId(p))).collect();
        for (i, c) in all.iter().enumerate() {
            assert_eq!(c.len(), 16);
            assert_eq!(codes.power_of(c), Some(PowerId(i as u8)));
        }
        assert_eq!(codes.power_of("2222-2222-2222-222"), None);
        assert_eq!(codes.power_of(""), None);
    }
}
