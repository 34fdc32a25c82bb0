//! Password hashing with argon2id. Hashing is slow on purpose: callers on the async runtime
//! run it in `spawn_blocking`.

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use rand::Rng;

/// The shortest password the CLI accepts.
pub const MIN_LENGTH: usize = 8;

/// Hashes a password into a PHC string (argon2id, a random salt, the crate's default cost).
pub fn hash(password: &str) -> String {
    let mut salt_bytes = [0u8; 16];
    rand::rng().fill(&mut salt_bytes);
    let salt = SaltString::encode_b64(&salt_bytes).expect("16 bytes is a valid salt length");
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .expect("argon2 with default parameters cannot fail on a valid salt")
        .to_string()
}

/// Whether `password` matches the stored PHC string. A malformed hash never matches.
pub fn verify(password: &str, phc: &str) -> bool {
    PasswordHash::new(phc)
        .map(|parsed| {
            Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
        .unwrap_or(false)
}

/// A random password easy to read aloud and type: four groups of five characters from an
/// alphabet without look-alikes (about 100 bits).
pub fn generate() -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let mut rng = rand::rng();
    (0..4)
        .map(|_| {
            (0..5)
                .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("-")
}

/// The shortest league password accepted: it is shared with every member (in the club's
/// chat), so it must hold against a dictionary on its own. A shorter one set before this
/// minimum keeps working, and `serve` warns about it.
pub const LEAGUE_MIN_LENGTH: usize = 10;

/// Checks a new league password chosen by the operator: [`check_new`], and at least
/// [`LEAGUE_MIN_LENGTH`] characters.
pub fn check_new_league(password: &str) -> Result<(), String> {
    check_new(password)?;
    if password.chars().count() < LEAGUE_MIN_LENGTH {
        return Err(format!(
            "The league password must have at least {LEAGUE_MIN_LENGTH} characters."
        ));
    }
    Ok(())
}

/// Checks a new password chosen by the operator.
pub fn check_new(password: &str) -> Result<(), String> {
    if password.chars().count() < MIN_LENGTH {
        return Err(format!(
            "The password must have at least {MIN_LENGTH} characters."
        ));
    }
    if password.trim() != password {
        return Err("The password must not start or end with spaces.".into());
    }
    Ok(())
}

/// What the store keeps of a token (a session, an invitation link): its SHA-256, hex. A
/// token is random and long, so a fast digest is enough; passwords get argon2 instead.
pub fn token_digest(token: &str) -> String {
    use sha2::{Digest, Sha256};
    hex::encode(Sha256::digest(token.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_then_verify() {
        let phc = hash("correct horse");
        assert!(phc.starts_with("$argon2id$"));
        assert!(verify("correct horse", &phc));
        assert!(!verify("wrong horse", &phc));
        assert!(!verify("correct horse", "not a hash"));
    }

    #[test]
    fn generated_passwords_are_distinct_and_well_formed() {
        let a = generate();
        let b = generate();
        assert_ne!(a, b);
        assert_eq!(a.len(), 23);
        assert!(check_new(&a).is_ok());
    }

    #[test]
    fn new_password_rules() {
        assert!(check_new("short").is_err());
        assert!(check_new(" padded password").is_err());
        assert!(check_new("long enough").is_ok());
        assert!(check_new_league("ninechars").is_err());
        assert!(check_new_league("tencharsok").is_ok());
    }
}
