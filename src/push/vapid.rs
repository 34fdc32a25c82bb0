//! Voluntary Application Server Identification (RFC 8292): each push request carries
//! `Authorization: vapid t=<JWT>, k=<public key>`, a JWT signed with the club's P-256 key
//! (ES256) for the push service's origin, so a push service can tell the club's pushes from
//! anyone else's. A signed token is kept per origin and used again until an hour before it
//! expires, so a digest of 1,000 pushes to one service signs once.

use std::collections::HashMap;
use std::sync::Mutex;

use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey};
use serde_json::json;

use crate::domain::push::{VapidKeyPair, base64url, from_base64url};

/// How long a token is valid: 12 hours (RFC 8292 allows at most 24).
pub const TOKEN_LIFETIME_SECS: i64 = 12 * 3600;
/// A kept token is signed again once it has less than this left.
pub const RENEW_BEFORE_SECS: i64 = 3600;

/// The club's VAPID identity and its kept tokens.
pub struct Vapid {
    key: SigningKey,
    public_key: String,
    subject: Option<String>,
    tokens: Mutex<HashMap<String, (String, i64)>>,
}

impl std::fmt::Debug for Vapid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Vapid")
            .field("public_key", &self.public_key)
            .field("subject", &self.subject)
            .finish_non_exhaustive()
    }
}

impl Vapid {
    /// The identity of `keys`, with the `sub` claim `subject` (a `mailto:` or `https:` URL
    /// where the push service may reach the club's operator), if any.
    pub fn new(keys: &VapidKeyPair, subject: Option<String>) -> Result<Vapid, String> {
        let secret = from_base64url(&keys.private_key)
            .ok_or_else(|| "the stored VAPID private key is not base64url".to_string())?;
        let key = SigningKey::from_slice(&secret)
            .map_err(|_| "the stored VAPID private key is not a P-256 scalar".to_string())?;
        let public = key.verifying_key().to_encoded_point(false);
        if base64url(public.as_bytes()) != keys.public_key {
            return Err("the stored VAPID keys do not belong together".to_string());
        }
        Ok(Vapid {
            key,
            public_key: keys.public_key.clone(),
            subject,
            tokens: Mutex::default(),
        })
    }

    /// The public key, base64url of the uncompressed point.
    pub fn public_key(&self) -> &str {
        &self.public_key
    }

    /// The `Authorization` header's value for a push to `origin` at `now` (unix seconds, the
    /// real time: push services check `exp` against their own clock).
    pub fn authorization(&self, origin: &str, now: i64) -> String {
        let token = {
            let mut tokens = self.tokens.lock().unwrap_or_else(|e| e.into_inner());
            match tokens.get(origin) {
                Some((token, exp)) if exp - now > RENEW_BEFORE_SECS => token.clone(),
                _ => {
                    let exp = now + TOKEN_LIFETIME_SECS;
                    let token = self.sign(origin, exp);
                    tokens.insert(origin.to_string(), (token.clone(), exp));
                    token
                }
            }
        };
        format!("vapid t={token}, k={}", self.public_key)
    }

    /// A JWT for `origin` that expires at `exp`.
    fn sign(&self, origin: &str, exp: i64) -> String {
        let header = json!({ "typ": "JWT", "alg": "ES256" });
        let mut claims = json!({ "aud": origin, "exp": exp });
        if let Some(subject) = &self.subject {
            claims["sub"] = json!(subject);
        }
        let input = format!(
            "{}.{}",
            base64url(header.to_string().as_bytes()),
            base64url(claims.to_string().as_bytes())
        );
        let signature: Signature = self.key.sign(input.as_bytes());
        format!("{input}.{}", base64url(&signature.to_bytes()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use p256::ecdsa::VerifyingKey;
    use p256::ecdsa::signature::Verifier;

    fn vapid() -> Vapid {
        let keys = VapidKeyPair::from_secret([4u8; 32]).unwrap();
        Vapid::new(&keys, Some("https://club.example".into())).unwrap()
    }

    fn claims_of(header: &str) -> (serde_json::Value, String) {
        let rest = header.strip_prefix("vapid t=").unwrap();
        let (token, key) = rest.split_once(", k=").unwrap();
        let parts: Vec<&str> = token.split('.').collect();
        assert_eq!(parts.len(), 3);
        let point = from_base64url(key).unwrap();
        let verifier = VerifyingKey::from_sec1_bytes(&point).unwrap();
        let signature = Signature::from_slice(&from_base64url(parts[2]).unwrap()).unwrap();
        verifier
            .verify(format!("{}.{}", parts[0], parts[1]).as_bytes(), &signature)
            .expect("signed by the club's key");
        let claims = serde_json::from_slice(&from_base64url(parts[1]).unwrap()).unwrap();
        (claims, key.to_string())
    }

    #[test]
    fn a_token_names_the_origin_expires_within_a_day_and_verifies() {
        let vapid = vapid();
        let now = 1_800_000_000;
        let header = vapid.authorization("https://push.example", now);
        let (claims, key) = claims_of(&header);
        assert_eq!(key, vapid.public_key());
        assert_eq!(claims["aud"], "https://push.example");
        assert_eq!(claims["sub"], "https://club.example");
        assert_eq!(claims["exp"], now + TOKEN_LIFETIME_SECS);
        const { assert!(TOKEN_LIFETIME_SECS <= 24 * 3600) };
    }

    #[test]
    fn a_token_is_kept_per_origin_until_an_hour_before_it_expires() {
        let vapid = vapid();
        let now = 1_800_000_000;
        let first = vapid.authorization("https://a.example", now);
        let later = now + TOKEN_LIFETIME_SECS - RENEW_BEFORE_SECS - 1;
        assert_eq!(vapid.authorization("https://a.example", later), first);
        assert_ne!(vapid.authorization("https://b.example", now), first);
        let renewed = vapid.authorization("https://a.example", later + 1);
        assert_ne!(renewed, first);
        assert_eq!(
            claims_of(&renewed).0["exp"],
            later + 1 + TOKEN_LIFETIME_SECS
        );
    }

    #[test]
    fn keys_that_do_not_belong_together_are_refused() {
        let mut keys = VapidKeyPair::from_secret([4u8; 32]).unwrap();
        keys.public_key = VapidKeyPair::from_secret([5u8; 32]).unwrap().public_key;
        assert!(Vapid::new(&keys, None).is_err());
    }
}
