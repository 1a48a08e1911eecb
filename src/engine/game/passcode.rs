//! Players' passcodes kept as salted Argon2id hashes (PHC strings), so a save file copied
//! off the laptop does not give a passcode away. Saves written before hashing hold the
//! passcode itself: it is hashed as the save is read, and any passcode still plain when a
//! game is written is hashed then.

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use serde::{Deserialize, Deserializer, Serializer};

/// What every hash starts with; anything else is a passcode kept as typed.
const HASHED: &str = "$argon2";

/// Argon2id with 8 MiB and two passes: a few milliseconds at the curtain, and a passcode
/// of a few letters still costs a guesser that much per try.
fn hasher() -> Argon2<'static> {
    let params = Params::new(8 * 1024, 2, 1, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Whether a kept passcode is a hash (not the passcode as typed).
pub fn is_hashed(kept: &str) -> bool {
    kept.starts_with(HASHED)
}

/// The salted hash of `passcode` (or the passcode itself if hashing failed, which the
/// Argon2 crate reports only for parameters out of range).
pub fn hash(passcode: &str) -> String {
    let salt: [u8; 16] = rand::random();
    let Ok(salt) = SaltString::encode_b64(&salt) else {
        return passcode.to_string();
    };
    hasher()
        .hash_password(passcode.as_bytes(), &salt)
        .map_or_else(|_| passcode.to_string(), |h| h.to_string())
}

/// Whether `typed` is the passcode kept as `kept` (a hash, or a passcode as typed in an
/// old save or a test). Surrounding spaces are not part of a passcode.
pub fn matches(kept: &str, typed: &str) -> bool {
    let typed = typed.trim();
    if !is_hashed(kept) {
        return kept == typed;
    }
    PasswordHash::new(kept).is_ok_and(|h| hasher().verify_password(typed.as_bytes(), &h).is_ok())
}

/// A passcode as it is kept in memory: hashed unless empty.
fn kept(passcode: String) -> String {
    if passcode.is_empty() || is_hashed(&passcode) {
        passcode
    } else {
        hash(&passcode)
    }
}

/// Serde: reads a player's passcode, hashing one that an older save kept as typed.
pub fn read<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Ok(Option::<String>::deserialize(d)?.map(kept))
}

/// Serde: writes a player's passcode, never as typed.
pub fn write<S: Serializer>(passcode: &Option<String>, s: S) -> Result<S::Ok, S::Error> {
    match passcode {
        Some(p) if !p.is_empty() && !is_hashed(p) => s.serialize_some(&hash(p)),
        other => serde::Serialize::serialize(other, s),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hashed_passcode_matches_only_itself_and_two_hashes_of_one_passcode_differ() {
        let kept = hash("owl");
        assert!(is_hashed(&kept));
        assert!(!kept.contains("owl"));
        assert!(matches(&kept, "owl"));
        assert!(
            matches(&kept, " owl "),
            "spaces around it are not part of it"
        );
        assert!(!matches(&kept, "Owl"));
        assert!(!matches(&kept, ""));
        assert_ne!(hash("owl"), kept, "salted");
    }

    #[test]
    fn a_passcode_kept_as_typed_in_an_old_save_still_matches() {
        assert!(matches("owl", "owl"));
        assert!(!matches("owl", "cat"));
    }
}

#[cfg(test)]
mod save_tests {
    //! Passcodes in save files.
    use crate::engine::game::{Game, Setup, save};
    use crate::engine::map::Map;

    fn game_with_owl() -> Game {
        let map = Map::named("standard").expect("map");
        let mut setup = Setup::standard(&map, &["Ann", "Bob"], 0, "1971", 1).expect("setup");
        setup.players[1].passcode = Some("owl".into());
        Game::new(&map, setup)
    }

    #[test]
    fn a_save_never_holds_a_passcode_as_typed_and_an_old_one_still_opens_the_curtain() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.ron");
        // A passcode kept as typed (an old save, or set by hand) is hashed when written.
        save::save(&path, &game_with_owl()).expect("saved");
        let text = std::fs::read_to_string(&path).expect("read");
        assert!(
            !text.contains("\"owl\""),
            "the passcode is in the save as typed"
        );
        assert!(text.contains("$argon2id$"));
        let (loaded, _) = save::load(&path).expect("loads");
        let kept = loaded.setup.players[1]
            .passcode
            .clone()
            .expect("a passcode");
        assert!(super::matches(&kept, "owl") && !super::matches(&kept, "cat"));
        // A save written before hashing holds it as typed: it loads hashed.
        let old = text.replace(&kept_in(&text), "\"owl\"");
        assert!(old.contains("\"owl\""));
        std::fs::write(&path, old).expect("written");
        let (loaded, _) = save::load(&path).expect("an old save loads");
        let kept = loaded.setup.players[1]
            .passcode
            .clone()
            .expect("a passcode");
        assert!(super::is_hashed(&kept));
        assert!(super::matches(&kept, "owl"));
    }

    /// The quoted hash in a save's text.
    fn kept_in(text: &str) -> String {
        let start = text.find("\"$argon2id$").expect("a hash");
        let end = start + 1 + text[start + 1..].find('"').expect("its end");
        text[start..=end].to_string()
    }
}
